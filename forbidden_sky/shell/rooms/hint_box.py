"""The hint's box (any game's explained hint): at the foot of the board, tall enough for its
sentence, unless it would cover what the hint points at (issue 22) - then at the top, under
an overlay's legend; its title and sentence on the left, its buttons (Sky: Play it, Play turn)
at its right end, or a "thinking..." line while the bot works."""

from __future__ import annotations

from typing import Any, Optional, Sequence

import pygame

from .. import drawn
from ..theme import Button, Theme

SHADE = (12, 16, 30, 225)


class HintBox:
    def __init__(self, theme: Theme, colour: Any, buttons: Sequence[Button]) -> None:
        """``buttons``: the box's own, placed from its right end leftwards."""
        self.theme = theme
        self.colour = colour
        self.buttons = list(buttons)
        self.rect = pygame.Rect(0, 0, 0, 0)

    def lay_out(self, board: pygame.Rect) -> None:
        """Where the box starts out in ``board`` (before a hint says how tall it is)."""
        p = self.theme.px
        self.rect = pygame.Rect(board.left + p(60), board.bottom - p(122), board.width - p(120), p(56))
        self._place_buttons()

    def _room(self) -> int:
        return sum(b.rect.width for b in self.buttons) + self.theme.px(40)

    def place(self, board: pygame.Rect, text: str, avoid: Sequence[pygame.Rect], top: int) -> None:
        """Tall enough for ``text``, at the foot of ``board``; at ``top`` instead when the foot
        would cover one of ``avoid`` and the top would not."""
        p, th = self.theme.px, self.theme
        width = board.width - p(40)
        words = width - self._room()
        lines = len(th.wrap(text, words, "regular", "small")) if text else 1
        height = p(10) + th.font("bold", "tiny").get_linesize() + lines * (th.font("regular", "small").get_linesize() + 2)
        height = max(height, p(44))
        box = pygame.Rect(board.left + p(20), board.bottom - p(66) - height, width, height)
        if any(box.colliderect(t) for t in avoid):
            high = pygame.Rect(box.left, top, width, height)
            if not any(high.colliderect(t) for t in avoid):
                box = high
        self.rect = box
        self._place_buttons()

    def _place_buttons(self) -> None:
        p, box = self.theme.px, self.rect
        right = box.right - p(10)
        for b in self.buttons:
            b.rect.midright = (right, box.centery)
            right = b.rect.left - p(8)

    def draw(self, surface: pygame.Surface, title: str, text: str, thinking: Optional[str] = None) -> pygame.Rect:
        """The box with ``title`` and ``text`` and its buttons, or only the ``thinking`` line;
        returns where it drew."""
        th, p, box = self.theme, self.theme.px, self.rect
        drawn.plate(surface, box, "hint")
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill(SHADE)
        surface.blit(shade, box)
        pygame.draw.rect(surface, self.colour, box, 2, border_radius=8)
        if thinking is not None:
            th.blit_text(surface, thinking, (box.left + p(14), box.centery), "bold", "body", self.colour, anchor="midleft")
            return box.inflate(p(4), p(4))
        words = pygame.Rect(box.left + p(12), box.top + p(5), box.width - self._room(), box.height - p(8))
        with drawn.box(box, "hint"):
            th.blit_text(surface, th.fit(title, words.width, "bold", "tiny"), (words.left, words.top), "bold", "tiny",
                         self.colour)
            lh = th.font("bold", "tiny").get_linesize()
            th.blit_wrapped(surface, text, pygame.Rect(words.left, words.top + lh, words.width, box.bottom - words.top - lh),
                            "regular", "small", th.c.text)
        for b in self.buttons:
            b.draw(surface)
        return box.inflate(p(4), p(4))


__all__ = ["HintBox"]
