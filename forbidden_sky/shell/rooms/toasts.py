"""Banners at the top of the board: refusals, turns, finds. The newest few, one per kind (any game's screen)."""

from __future__ import annotations

from ...i18n import tr
from dataclasses import dataclass
from typing import Optional

import pygame

from .. import drawn
from ..theme import Theme

MAX_TOASTS = 2   # banners shown at once: the newest ones

Colour = tuple[int, ...]


@dataclass
class Toast:
    text: str
    left: float          # seconds
    colour: Colour
    kind: str


class Toasts:
    def __init__(self, theme: Theme, seconds: float) -> None:
        self.theme = theme
        self.seconds = seconds
        self.items: list[Toast] = []
        self._bgs: dict[tuple[int, int], pygame.Surface] = {}

    @property
    def texts(self) -> list[str]:
        return [t.text for t in self.items]

    def show(self, text: str, colour: Optional[Colour] = None, kind: Optional[str] = None) -> None:
        """A toast of the same kind (the same text, or a named kind such as "phase" for the
        storm and turn announcements) replaces the one on show instead of stacking under it,
        and only the newest MAX_TOASTS are kept. ``text`` is said in the player's language: a
        text already said passes through, an English one marked ``N_`` is translated here."""
        text = tr(text)
        kind = kind or text
        self.items = [t for t in self.items if t.kind != kind]
        self.items.append(Toast(text, self.seconds, tuple(colour or self.theme.c.text), kind))
        del self.items[:-MAX_TOASTS]

    def clear(self) -> None:
        self.items.clear()

    def update(self, dt: float) -> None:
        for t in self.items:
            t.left -= dt
        self.items = [t for t in self.items if t.left > 0]

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> list[pygame.Rect]:
        """The banners; returns where they drew (a screen that restores only those places)."""
        th = self.theme
        out = []
        y = area.top + th.px(16)
        width = max(th.px(200), area.width - th.px(60))   # long reasons wrap inside the board
        for toast in self.items[-MAX_TOASTS:]:
            a = min(1.0, toast.left / 0.4)
            # a long reason (a longer language) takes the smaller type rather than a third line
            size = "body" if len(th.wrap(toast.text, width, "bold", "body")) <= 2 else "small"
            imgs = [th.text(ln, "bold", size, toast.colour) for ln in th.wrap(toast.text, width, "bold", size)]
            w = max(i.get_width() for i in imgs)
            lh = imgs[0].get_height()
            r = pygame.Rect(0, 0, w + th.px(28), lh * len(imgs) + th.px(14))
            r.midtop = (area.centerx, y)
            bg = self._bg(r.size)
            bg.set_alpha(int(255 * a))
            surface.blit(bg, r)
            pygame.draw.rect(surface, (*th.c.panel_edge, int(255 * a)), r, 1, border_radius=th.px(6))
            drawn.plate(surface, r, "toast")
            for i, img in enumerate(imgs):
                img.set_alpha(int(255 * a))
                at = img.get_rect(midtop=(r.centerx, r.top + th.px(7) + i * lh))
                surface.blit(img, at)
                drawn.text(surface, at, toast.text, r, "toast")
                img.set_alpha(255)   # the image is cached and shared: leave it opaque
            out.append(r.inflate(2, 2))
            y += r.height + th.px(6)
        return out

    def _bg(self, size: tuple[int, int]) -> pygame.Surface:
        bg = self._bgs.get(size)
        if bg is None:
            if len(self._bgs) > 40:
                self._bgs.clear()
            bg = pygame.Surface(size, pygame.SRCALPHA)
            bg.fill((16, 18, 28, 220))
            self._bgs[size] = bg
        return bg
