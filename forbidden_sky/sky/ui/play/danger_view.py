"""Drawing the danger overlay over the board (draw-only: it reads a ``Danger`` worked out by
ai/danger.py and changes nothing).

What a table wants to see before it ends a turn: the cells a Lightning Strikes! would reach
(tinted, with who would lose health or die), where a High Winds would blow each pawn in the
current wind (an arrow) or who would fray or fall (a cross), and the cages and shelters that
protect. Colours come from ui.yaml's ``foresight`` section.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from ...ai.danger import Danger
from ...core.state import GameState
from ..board_view import BoardView
from ....shell.rooms.labels import Placer
from ....shell.rooms.legend import draw_legend
from ....shell.theme import Theme
from ....i18n import tr
from .foresight_words import compass_letter, danger_word
from .picture import pawn_targets


def _arrow(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float], colour: Any, w: int) -> None:
    pygame.draw.line(surface, colour, a, b, w)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    size = 4 + 2 * w
    left = (b[0] - size * math.cos(ang - 0.5), b[1] - size * math.sin(ang - 0.5))
    right = (b[0] - size * math.cos(ang + 0.5), b[1] - size * math.sin(ang + 0.5))
    pygame.draw.polygon(surface, colour, [b, left, right])


def _cross(surface: pygame.Surface, c: tuple[float, float], r: float, colour: Any) -> None:
    pygame.draw.line(surface, colour, (c[0] - r, c[1] - r), (c[0] + r, c[1] + r), 3)
    pygame.draw.line(surface, colour, (c[0] - r, c[1] + r), (c[0] + r, c[1] - r), 3)


def draw(surface: pygame.Surface, view: BoardView, theme: Theme, cfg: Any, state: GameState, d: Danger,
         title: str, labels: Placer | None = None) -> pygame.Rect:
    """``labels``: the placer of labels already on the board (the completions' marks), so none overlap."""
    fc = cfg.foresight
    labels = labels or Placer(theme)
    labels.bounds = view.camera.viewport
    cam = view.camera
    p = cam.px
    tint = view.tint(p, tuple(fc.live))
    for cell in d.live:
        surface.blit(tint, view.cell_rect(cell))
    at = pawn_targets(state, view)
    rad = int(p * float(cfg.board.pawn_radius)) + 2
    for wx, wy in at.values():      # the pawns (and their letters) stay visible under the labels
        sx, sy = cam.to_screen(wx, wy)
        labels.taken.append(pygame.Rect(int(sx) - rad, int(sy) - rad, 2 * rad, 2 * rad))
    for cells, colour, word in ((d.cages, fc.cage, danger_word("cage")), (d.shelters, fc.shelter, danger_word("shelter"))):
        for cell in cells:
            r = view.cell_rect(cell)
            pygame.draw.rect(surface, colour, r.inflate(-8, -8), 2, border_radius=8)
            labels.place(surface, word, (r.centerx, r.top + 6), colour, "midtop")
    notes: dict[str, list[str]] = {}
    for pid in d.jolted:
        notes.setdefault(pid, []).append(danger_word("electrocuted" if pid in d.electrocuted else "jolted"))
    for pid in d.protected:
        notes.setdefault(pid, []).append(danger_word("protected"))
    width = max(2, p // 28)
    for b in d.blows:
        wx, wy = at.get(b.player, (b.frm[0] + 0.5, b.frm[1] + 0.5))
        a = cam.to_screen(wx, wy)
        if b.to != b.frm:
            dx, dy = b.to[0] - b.frm[0], b.to[1] - b.frm[1]
            _arrow(surface, a, cam.to_screen(wx + dx * 0.8, wy + dy * 0.8), fc.wind, width)
        elif b.rope_lost:
            _cross(surface, a, max(6, p * 0.12), fc.fray)
            notes.setdefault(b.player, []).append(danger_word("falls" if b.falls else "frayed"))
        elif b.sheltered:
            notes.setdefault(b.player, []).append(danger_word("sheltered"))
    for pid, lines in notes.items():
        wx, wy = at.get(pid, (0.0, 0.0))
        x, y = cam.to_screen(wx, wy - 0.3)
        bad = any(w in (danger_word("electrocuted"), danger_word("falls")) for w in lines)
        colour = fc.fray if bad or danger_word("jolted") in lines or danger_word("frayed") in lines else fc.shelter
        name = tr(state.data.adventurers[pid].name)
        labels.place(surface, tr("{name}: {notes}", name=name, notes=", ".join(lines)), (x, y), colour, "midbottom")
    return _legend(surface, view.camera.viewport, theme, cfg, state, d, title)


def _legend(surface: pygame.Surface, board: pygame.Rect, theme: Theme, cfg: Any, state: GameState, d: Danger,
            title: str) -> pygame.Rect:
    """The box in the board's top left corner saying what the overlay shows; returns it (the
    banners go below it)."""
    def names(ids: tuple[str, ...]) -> str:
        return ", ".join(tr(state.data.adventurers[i].name) for i in ids) or danger_word("none")
    lines = [tr(title), danger_word("lightning", n=names(d.jolted)),
             danger_word("winds", wind=compass_letter(d.wind), n=names(d.frayed))]
    # the board here is below the key strip; not a label on the platform: nothing may cover it
    return draw_legend(surface, board, theme, lines, cfg.foresight.live[:3], "danger legend")


__all__ = ["Placer", "draw"]
