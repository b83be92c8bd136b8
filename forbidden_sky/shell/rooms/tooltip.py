"""The tooltip: which thing under the mouse answers (a button first, then a panel's area from
the hit map, then the board), and the box drawn near the mouse. The game supplies the words
(a function per hit-map name, and one for its board)."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, Optional

import pygame

from .. import drawn
from ...i18n import tr
from ..theme import Button, Theme
from .hitmap import HitMap

Pos = tuple[int, int]


def tooltip_text(pos: Pos, buttons: Iterable[Button], hits: HitMap, tips: Mapping[str, Callable[[Any], str]],
                 board: Callable[[Pos], str]) -> str:
    """What the tooltip says at ``pos``: the first button there with a tooltip (list those
    floating over the board first), else the first hit-map name in ``tips`` with an area
    there, else the board's words ("" for nothing)."""
    for b in buttons:
        if b.tooltip and b.rect.collidepoint(pos):
            return tr(b.tooltip)       # English marked N_ where the button is made, or already said
    for name, tip in tips.items():
        value = hits.at(name, pos)
        if value is not None:
            return tip(value)
    return board(pos)


def draw_tooltip(th: Theme, surface: pygame.Surface, text: str, pos: Pos) -> pygame.Rect:
    """The tooltip box near the mouse, at the UI scale; returns where it was drawn."""
    p = th.px
    lines = th.wrap(text, p(300), "regular", "small")
    lh = th.font("regular", "small").get_linesize()
    w = max(th.font("regular", "small").size(ln)[0] for ln in lines) + p(16)
    h = len(lines) * lh + p(10)
    sw, sh = surface.get_size()
    x = min(pos[0] + p(16), sw - w - 4)
    y = min(pos[1] + p(18), sh - h - 4)
    r = pygame.Rect(x, y, w, h)
    pygame.draw.rect(surface, (14, 16, 24), r, border_radius=p(6))
    pygame.draw.rect(surface, th.c.panel_edge, r, 1, border_radius=p(6))
    drawn.plate(surface, r, "tooltip")
    for i, ln in enumerate(lines):
        img = th.text(ln, "regular", "small")
        surface.blit(img, (x + p(8), y + p(5) + i * lh))
        drawn.text(surface, img.get_rect(topleft=(x + p(8), y + p(5) + i * lh)), ln, r, "tooltip")
    return r


def maybe_draw(th: Theme, surface: pygame.Surface, text: Optional[str], pos: Pos) -> Optional[pygame.Rect]:
    """The box when there is something to say; where it was drawn (None: nothing drawn)."""
    return draw_tooltip(th, surface, text, pos) if text else None


__all__ = ["draw_tooltip", "maybe_draw", "tooltip_text"]
