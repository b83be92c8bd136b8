"""The band across the top of the board (issue 21: the key help was drawn under the board once
the platform grew): a dark backing the platform slides under, the key help line on the left
and the Danger and Hint buttons on the right (foresight_view.py lays them out in it).

The longest key help that fits beside the buttons is chosen, down to "F1: all keys", so the
line never runs under them whatever the window and the UI scale.
"""

from __future__ import annotations

import pygame

from ....shell import drawn
from ....shell.theme import Theme
from ....i18n import N_, tr
from ..words import KEY_HELP_SHORT, KEY_HELP_TINY

KEY_HELP_LEAST = N_("F1: all keys")
BACKING = (10, 13, 24, 205)


class KeyStrip:
    def __init__(self) -> None:
        self._shade: pygame.Surface | None = None

    def text(self, th: Theme, strip: pygame.Rect, beside: list[pygame.Rect]) -> str:
        """The longest key help that fits in ``strip`` left of the buttons ``beside`` it."""
        room = min([b.left for b in beside if b.width] + [strip.right]) - strip.left - th.px(20)
        font = th.font("regular", "tiny")
        for text in (tr(KEY_HELP_SHORT), tr(KEY_HELP_TINY)):
            if font.size(text)[0] <= room:
                return text
        return th.fit(tr(KEY_HELP_LEAST), room, "regular", "tiny")

    def draw(self, surface: pygame.Surface, th: Theme, strip: pygame.Rect, beside: list[pygame.Rect]) -> list[pygame.Rect]:
        """The backing and the line; returns where it drew (restored next frame)."""
        if self._shade is None or self._shade.get_size() != strip.size:
            self._shade = pygame.Surface(strip.size, pygame.SRCALPHA)
            self._shade.fill(BACKING)
        surface.blit(self._shade, strip)
        pygame.draw.line(surface, th.c.panel_edge, (strip.left, strip.bottom - 1), (strip.right, strip.bottom - 1))
        with drawn.box(strip, "key strip"):
            th.blit_text(surface, self.text(th, strip, beside), (strip.left + th.px(10), strip.centery), "regular", "tiny",
                         th.c.text_dim, anchor="midleft")
        return [pygame.Rect(strip)]


__all__ = ["KeyStrip", "KEY_HELP_LEAST"]
