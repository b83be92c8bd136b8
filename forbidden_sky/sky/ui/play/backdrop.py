"""What lies under everything on the game screen, drawn as cheaply as a big window allows:
the still sky and the platform's cached layer composed once into one opaque picture of the
board's area, and the panels blitted again only when something covered them.

At 3840x2160 one full-window copy costs 3-4 ms on the team's machine; drawing the sky, the
platform layer and the panels anew every frame cost 15 ms (issue 12's budget is 8 ms). The
composite is rebuilt when the board, the camera or the window changes; while the camera
moves it is not built at all (sky and layer are drawn directly, as before).
"""

from __future__ import annotations

from typing import Any, Hashable, Optional

import pygame

from ....shell.backdrop import Sky
from ....shell.damage import restore
from ..board_view import BoardView
from .layout import Layout


def margins(lay: Layout, corner: int) -> list[pygame.Rect]:
    """The window outside the board and the panels (the gaps and edges), plus each panel's
    rounded corners (their colour-keyed pixels show what is under them)."""
    w, h = lay.screen
    out = [pygame.Rect(0, 0, w, lay.left.top), pygame.Rect(0, 0, lay.left.left, h),
           pygame.Rect(lay.right.right, 0, w - lay.right.right, h),
           pygame.Rect(0, lay.left.bottom, w, lay.bottom.top - lay.left.bottom),
           pygame.Rect(0, lay.bottom.bottom, w, h - lay.bottom.bottom)]
    for r in (lay.left, lay.right, lay.bottom):
        for x, y in ((r.left, r.top), (r.right - corner, r.top), (r.left, r.bottom - corner),
                     (r.right - corner, r.bottom - corner)):
            out.append(pygame.Rect(x, y, corner, corner))
    return [r for r in out if r.width > 0 and r.height > 0]


class Backdrop:
    def __init__(self) -> None:
        self._surf: Optional[pygame.Surface] = None
        self._key: Hashable = None
        self._seen: Hashable = None
        self.builds = 0

    def invalidate(self) -> None:
        self._key = self._seen = None

    def draw(self, surface: pygame.Surface, sky: Sky, view: BoardView, board: Any, lay: Layout,
             corner: int, margins_too: bool = True, areas: Optional[list[pygame.Rect]] = None) -> None:
        """The board's area every frame (only ``areas`` of it when given: the places the last
        frame drew on, play/damage.py); the margins only when something may have covered them
        (``margins_too``: the scene knows, as it does for the panels)."""
        size = surface.get_size()
        rect = lay.board
        if margins_too:
            for m in margins(lay, corner):
                sky.paint_still(surface, m, size)
        layer = view.layer(board)
        pos = view.layer_position()
        key = (id(layer), pos, tuple(rect), size)
        if key == self._key and self._surf is not None:
            restore(surface, self._surf, rect, areas)     # one copy when the places add up to most of it
            return
        if key != self._seen:             # moving (or the first frame of a change): draw directly
            self._seen = key
            sky.paint_still(surface, rect, size)
            clip = surface.get_clip()
            surface.set_clip(rect)
            surface.blit(layer, pos)
            surface.set_clip(clip)
            return
        surf = pygame.Surface(rect.size)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        sky.paint_still(surf, rect, size, dest=(0, 0))
        surf.blit(layer, (pos[0] - rect.left, pos[1] - rect.top))
        self._surf, self._key = surf, key
        self.builds += 1
        surface.blit(surf, rect)
