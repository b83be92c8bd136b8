"""The foresight panel and the flood forecast on the board, asked of island/ai/foresight.py
(the exact chance each tile floods or sinks in the coming flood phase, from the public make-up
of the Flood pile and the layers the table saw go on top; the treasures in danger; the team's
chance). Draw-only: the numbers are the AI package's, the words its foresight_words'."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable, Optional

import pygame

from ...i18n import tr
from ...shell import drawn
from ...shell.theme import Theme
from ..ai import foresight as fs
from ..ai import foresight_words as fw
from ..core.state import GameState
from .art import start_flag_box
from .board_view import BoardView

Painter = Callable[[pygame.Surface], None]
MEMO = 3           # forecasts kept: the state on show, the one the session has moved on to, one more


@dataclass
class ForesightView:
    know: fs.FloodKnowledge = field(default_factory=fs.FloodKnowledge)
    show_odds: bool = False                  # the forecast on the tiles (key F)
    _seen: Optional[int] = None
    # the last few states' forecasts, newest last: while an animation plays the panel reads the
    # picture's state (the moment before), whose forecast was worked out when it was on show
    _memo: list[tuple[GameState, Optional[fs.Forecast], list[Any]]] = field(default_factory=list)

    def observe(self, state: GameState) -> None:
        """Every state the table is shown, in order: the known layers of the Flood pile."""
        if self._seen != id(state):
            self._seen = id(state)
            self.know.observe(state)

    def reset(self, state: GameState) -> None:
        """Undo or a jump: what was known from the states in between is forgotten."""
        self.know = fs.FloodKnowledge()
        self._seen = None
        self._memo.clear()
        self.observe(state)

    def forecast(self, state: GameState) -> tuple[Optional[fs.Forecast], list[Any]]:
        if state.over:
            return None, []
        for seen, f, danger in self._memo:
            if seen is state:
                return f, danger
        f = fs.forecast(state, self.know)
        danger = fs.danger(state, self.know, f)
        self._memo = self._memo[-(MEMO - 1):] + [(state, f, danger)]
        return f, danger

    def tile_line(self, state: GameState, tile: str) -> str:
        f, _ = self.forecast(state)
        odds = f.tiles.get(tile) if f is not None else None
        return fw.tile_odds_text(odds) if odds is not None else ""

    def draw_panel(self, surface: pygame.Surface, th: Theme, rect: pygame.Rect, state: GameState) -> None:
        p = th.px
        if rect.height < p(60):
            return
        th.panel(surface, rect, tr("Foresight (F: on the tiles)"))
        f, dangers = self.forecast(state)
        with drawn.box(rect, "foresight"):
            lines = fw.forecast_lines(state, f) if f is not None else [tr("The game is over.")]
            first_danger = len(lines)
            lines += [fw.danger_text(state, d) for d in dangers[:4]]      # worst first (ai/danger.py's order)
            y = rect.top + p(30)
            for i, ln in enumerate(lines):
                if y + th.font("regular", "small").get_linesize() > rect.bottom - p(4):
                    break
                warn = i >= first_danger
                indent = p(18) if warn else 0
                if warn:        # the board's mark beside the words: never the colour alone
                    size = th.font("regular", "small").get_linesize()
                    draw_warning_mark(surface, pygame.Rect(rect.left + p(10), y + 1, size - 2, size - 2), th)
                y = th.blit_wrapped(surface, ln, pygame.Rect(rect.left + p(12) + indent, y, rect.width - p(24) - indent,
                                                             rect.bottom - y - p(4)),
                                    "bold" if i == 0 else "regular", "small", th.c.danger if warn else None) + p(2)

    def danger_lines(self, state: GameState, tile: str) -> list[str]:
        """The dangers a tile is part of, in words (its tooltip)."""
        _, dangers = self.forecast(state)
        return [fw.danger_text(state, d) for d in dangers if tile in d.tiles]

    def marks(self, th: Theme, view: BoardView, state: GameState) -> list[tuple[str, pygame.Rect, Painter]]:
        """What foresight marks on the tiles, in drawing order, each with the place it draws
        in and how: the forecast's badges (key F), then the dangers' triangles."""
        return self._odds(th, view, state) + self._dangers(th, view, state)

    def _dangers(self, th: Theme, view: BoardView, state: GameState) -> list[tuple[str, pygame.Rect, Painter]]:
        """A warning triangle on each tile of a treasure at risk and on Fools' Landing at risk
        (the panel and the tile's tooltip say it in words)."""
        _, dangers = self.forecast(state)
        marked: set[int] = set()
        out: list[tuple[str, pygame.Rect, Painter]] = []
        for d in dangers:
            if d.kind not in ("treasure", "landing"):
                continue
            for t in d.tiles:
                cell = state.cell(t)
                if cell is None or cell in marked:
                    continue
                marked.add(cell)
                r = view.cell_rect(cell)
                mark = danger_mark_rect(r)
                # the "!" reaches a little past the triangle
                out.append((f"danger {cell}", mark.inflate(mark.width // 2 + 4, mark.height // 2 + 4),
                            partial(_danger_mark, th, mark, r)))
        return out

    def _odds(self, th: Theme, view: BoardView, state: GameState) -> list[tuple[str, pygame.Rect, Painter]]:
        """A badge on each tile the coming flood may reach: the chance, blue for a flood, red
        for a sinking (and the word, not the colour alone: "sinks" is marked with a cross)."""
        out: list[tuple[str, pygame.Rect, Painter]] = []
        if not self.show_odds:
            return out
        f, _ = self.forecast(state)
        if f is None:
            return out
        for tile, odds in f.tiles.items():
            chance = odds.sinks or odds.floods
            if chance <= 0:
                continue
            cell = state.cell(tile)
            if cell is None:
                continue
            r = view.cell_rect(cell)
            label = ("x" if odds.sinks else "~") + fw.percent(chance)     # x sinks, ~ floods: not colour alone
            img = th.text(label, "bold", "small", (255, 255, 255))
            badge = pygame.Rect(r.left + 2, r.top + 2, img.get_width() + 8, img.get_height() + 2)
            colour = (170, 40, 36) if odds.sinks else (36, 80, 150)
            out.append((f"odds {cell} {label}", badge.union(img.get_rect(topleft=(badge.left + 4, badge.top + 1))).inflate(4, 4),
                        partial(_badge, badge, img, label, colour, r)))
        return out


def danger_mark_rect(tile: pygame.Rect) -> pygame.Rect:
    """Where a tile's warning triangle goes: at its right edge, below the corner where a start
    tile's flag stands (drawn over it, the triangle hid the Pilot's flag on Fools' Landing) and
    above the name."""
    size = max(14, tile.width // 4)
    below_flag = start_flag_box(tile.width).bottom + max(1, tile.width // 40)
    return pygame.Rect(tile.right - size - 3, tile.top + below_flag, size, size)


def _danger_mark(th: Theme, mark: pygame.Rect, tile: pygame.Rect, surface: pygame.Surface) -> None:
    draw_warning_mark(surface, mark, th)
    drawn.text(surface, mark, "!", box=tile, owner="board")


def _badge(badge: pygame.Rect, img: pygame.Surface, label: str, colour: tuple[int, int, int], tile: pygame.Rect,
           surface: pygame.Surface) -> None:
    pygame.draw.rect(surface, colour, badge, border_radius=6)
    surface.blit(img, (badge.left + 4, badge.top + 1))
    drawn.text(surface, badge, label, box=tile, owner="board")   # the island's marks, as its names


def draw_warning_mark(surface: pygame.Surface, rect: pygame.Rect, th: Theme) -> None:
    """A red triangle with a white "!" and a dark rim (readable on the sea, a tile, a panel)."""
    pts = [(rect.centerx, rect.top), (rect.right, rect.bottom), (rect.left, rect.bottom)]
    pygame.draw.polygon(surface, (200, 40, 34), pts)
    pygame.draw.polygon(surface, (20, 14, 12), pts, max(1, rect.width // 10))
    img = th.text("!", "bold", max(8, int(rect.height * 0.8)), (255, 255, 255))
    surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery + rect.height // 8)))


class QuietForesight(ForesightView):
    """The foresight with nothing on show (a puzzle is the player's own reading; the guided
    game's piles are fixed, so the odds would say otherwise than what comes): it still follows
    the Flood pile (the rules never ask it), but draws no panel and no marks on the tiles, and
    tells no tooltip anything."""

    def draw_panel(self, surface: pygame.Surface, th: Theme, rect: pygame.Rect, state: GameState) -> None:
        return None

    def marks(self, th: Theme, view: BoardView, state: GameState) -> list[tuple[str, pygame.Rect, Painter]]:
        return []

    def tile_line(self, state: GameState, tile: str) -> str:
        return ""

    def danger_lines(self, state: GameState, tile: str) -> list[str]:
        return []
