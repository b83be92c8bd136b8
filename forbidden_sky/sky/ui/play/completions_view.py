"""Where the platform's unfinished components could still be finished, on the board (issue 21),
shown with the danger overlay (key D): for the launch pad, the corner where its quarters
could meet, ringed, with "k/4" and each empty cell marked with the quarter it still needs
("SE"); for each open capacitor half, the empty cell that could close it, marked with a half
disc on the edge facing the half and how many unseen tiles hold one.

Draw-only: it reads the circuit check's ``open`` (ai/completions.py) and changes nothing.
"""

from __future__ import annotations

from ....i18n import ntr, tr
from .foresight_words import QUARTERS
from typing import Any

import pygame

from ...ai.completions import Completions
from ...core.board import DIRS
from ..board_view import BoardView
from ....shell.theme import Theme
from ....shell.rooms.labels import Placer

SMALL, LARGE = "small_capacitor", "large_capacitor"


def draw(surface: pygame.Surface, view: BoardView, theme: Theme, cfg: Any, c: Completions,
         placer: Placer | None = None, avoid: pygame.Rect | None = None) -> None:
    """``avoid``: the danger legend's box, never drawn over; labels with no free place are left out."""
    fc = cfg.foresight
    placer = placer or Placer(theme)
    cam = view.camera
    px = cam.px
    for spot in c.halves():
        (cell,) = spot.cells
        r = view.cell_rect(cell)
        if avoid is not None and r.colliderect(avoid):
            continue     # under the danger legend: the panel's lines still say it
        colour = fc.half_spot
        _tint(surface, r, colour, 40)
        # a half disc on the edge that faces the open half, bigger for a large capacitor
        dx, dy = DIRS[spot.missing[0]]
        edge = (r.centerx + dx * r.width // 2, r.centery + dy * r.height // 2)
        rad = max(4, int(px * (0.22 if spot.kind == LARGE else 0.15)))
        pygame.draw.circle(surface, colour, edge, rad, 2)
        placer.place(surface, ntr("{n} tile fits", "{n} tiles fit", spot.tiles),
                     (r.centerx - dx * r.width // 4, r.centery - dy * r.height // 4),
                     colour, "center", or_skip=True)
    for spot in c.pads():
        colour = fc.pad_spot
        for cell, quarter in zip(spot.cells, spot.missing, strict=True):
            r = view.cell_rect(cell)
            if avoid is not None and r.colliderect(avoid):
                continue
            _tint(surface, r, colour, 60)
            pygame.draw.rect(surface, colour, r.inflate(-8, -8), 2, border_radius=6)
            placer.place(surface, tr(QUARTERS.get(quarter, quarter)), r.center, colour, "center", or_skip=True)
        centre = cam.to_screen(*spot.at)
        pygame.draw.circle(surface, colour, centre, max(6, px // 6), 3)
        placer.place(surface, tr("pad {have}/4 · {n} unseen", have=len(spot.have), n=spot.tiles),
                     (centre[0], centre[1] + max(6, px // 6) + 2), colour, "midtop", or_skip=True)


def _tint(surface: pygame.Surface, r: pygame.Rect, colour: Any, alpha: int) -> None:
    shade = pygame.Surface(r.size, pygame.SRCALPHA)
    shade.fill((*tuple(colour)[:3], alpha))
    surface.blit(shade, r)


__all__ = ["draw"]
