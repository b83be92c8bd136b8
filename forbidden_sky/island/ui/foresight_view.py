"""The foresight panel and the flood forecast on the board, asked of island/ai/foresight.py
(the exact chance each tile floods or sinks in the coming flood phase, from the public make-up
of the Flood pile and the layers the table saw go on top; the treasures in danger; the team's
chance). Draw-only: the numbers are the AI package's, the words its foresight_words'."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

import pygame

from ...i18n import tr
from ...shell import drawn
from ...shell.theme import Theme
from ..ai import foresight as fs
from ..ai import foresight_words as fw
from ..core.state import GameState
from .board_view import BoardView
from .look import Look


@dataclass
class ForesightView:
    know: fs.FloodKnowledge = field(default_factory=fs.FloodKnowledge)
    show_odds: bool = False                  # the forecast on the tiles (key F)
    _seen: Optional[int] = None
    _for: Optional[int] = None
    _forecast: Optional[fs.Forecast] = None
    _danger: list[Any] = field(default_factory=list)

    def observe(self, state: GameState) -> None:
        """Every state the table is shown, in order: the known layers of the Flood pile."""
        if self._seen != id(state):
            self._seen = id(state)
            self.know.observe(state)

    def reset(self, state: GameState) -> None:
        """Undo or a jump: what was known from the states in between is forgotten."""
        self.know = fs.FloodKnowledge()
        self._seen = None
        self.observe(state)

    def forecast(self, state: GameState) -> tuple[Optional[fs.Forecast], list[Any]]:
        if state.over:
            return None, []
        if self._for != id(state):
            self._for = id(state)
            self._forecast = fs.forecast(state, self.know)
            self._danger = fs.danger(state, self.know, self._forecast)
        return self._forecast, self._danger

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
            lines += [fw.danger_text(state, d) for d in dangers[:4]]
            y = rect.top + p(30)
            for i, ln in enumerate(lines):
                if y + th.font("regular", "small").get_linesize() > rect.bottom - p(4):
                    break
                y = th.blit_wrapped(surface, ln, pygame.Rect(rect.left + p(12), y, rect.width - p(24), rect.bottom - y - p(4)),
                                    "bold" if i == 0 else "regular", "small",
                                    th.c.danger if i >= len(lines) - len(dangers[:4]) and dangers else None) + p(2)

    def draw_odds(self, surface: pygame.Surface, th: Theme, view: BoardView, state: GameState, look: Look) -> None:
        """A badge on each tile the coming flood may reach: the chance, blue for a flood, red
        for a sinking (and the word, not the colour alone: "sinks" is marked with a cross)."""
        if not self.show_odds:
            return
        f, _ = self.forecast(state)
        if f is None:
            return
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
            pygame.draw.rect(surface, (170, 40, 36) if odds.sinks else (36, 80, 150), badge, border_radius=6)
            surface.blit(img, (badge.left + 4, badge.top + 1))
            drawn.text(surface, badge, label, box=r)
