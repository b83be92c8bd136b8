"""The tooltip: which thing under the mouse answers (a button first, then a panel's area from
the hit map, then the board), and the box drawn near the mouse. The game supplies the words
(a function per hit-map name, and one for its board): a sentence, wrapped in its box
(``tooltip_text``, ``draw_tooltip``: Sky's), or lines, the first a heading (``tooltip_lines``,
``draw_lines``: Island's)."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping, Optional, TypeVar

import pygame

from .. import drawn
from ...i18n import tr
from ..theme import Button, Theme
from .hitmap import HitMap

Pos = tuple[int, int]
W = TypeVar("W")


def _answer(pos: Pos, buttons: Iterable[Button], hits: HitMap, tips: Mapping[str, Callable[[Any], W]],
            board: Callable[[Pos], W], said: Callable[[str], W]) -> W:
    for b in buttons:
        if b.tooltip and b.rect.collidepoint(pos):
            return said(tr(b.tooltip))       # English marked N_ where the button is made, or already said
    for name, tip in tips.items():
        value = hits.at(name, pos)
        if value is not None:
            return tip(value)
    return board(pos)


def tooltip_text(pos: Pos, buttons: Iterable[Button], hits: HitMap, tips: Mapping[str, Callable[[Any], str]],
                 board: Callable[[Pos], str]) -> str:
    """What the tooltip says at ``pos``: the first button there with a tooltip (list those
    floating over the board first), else the first hit-map name in ``tips`` with an area
    there, else the board's words ("" for nothing)."""
    return _answer(pos, buttons, hits, tips, board, lambda text: text)


def tooltip_lines(pos: Pos, buttons: Iterable[Button], hits: HitMap, tips: Mapping[str, Callable[[Any], list[str]]],
                  board: Callable[[Pos], list[str]]) -> list[str]:
    """``tooltip_text``'s order, for words in lines ([] for nothing): a button's tooltip is one line."""
    return _answer(pos, buttons, hits, tips, board, lambda text: [text])


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


def draw_lines(surface: pygame.Surface, th: Theme, pos: Pos, lines: list[str], screen: pygame.Rect) -> Optional[pygame.Rect]:
    """The box of ``lines`` (the first bold, a heading) near the pointer, never under it, kept
    on ``screen``; returns where it drew (None: nothing to say). A line wider than the box
    wraps onto the next rows: a tooltip is where the whole text is, so it never ends in an
    ellipsis (a tile's danger line once read "...; se hunde en l...")."""
    if not lines:
        return None
    p = th.px
    inner = p(360) - p(16)
    rows: list[tuple[str, str]] = []
    for i, ln in enumerate(lines):
        face = "bold" if i == 0 else "regular"
        rows += [(part, face) for part in (th.wrap(ln, inner, face, "small") or [""])]
    rows = rows[:18]
    # each row measured in the face it is drawn in (the first is bold): none loses its end
    w = max(th.font(face, "small").size(ln)[0] for ln, face in rows) + p(16)
    lh = th.font("regular", "small").get_linesize()
    h = len(rows) * lh + p(12)
    box = pygame.Rect(pos[0] + p(16), pos[1] + p(16), w, h)
    box.clamp_ip(screen)
    if box.collidepoint(pos):
        box.bottom = pos[1] - p(8)
        box.clamp_ip(screen)
    with drawn.layer("tooltip", True):       # over everything a moment
        pygame.draw.rect(surface, (18, 22, 32), box, border_radius=p(6))
        pygame.draw.rect(surface, th.c.panel_edge, box, max(1, p(1)), border_radius=p(6))
        drawn.plate(surface, box, "tooltip")
        with drawn.box(box, "tooltip"):
            y = box.top + p(6)
            for ln, face in rows:
                th.blit_text(surface, th.fit(ln, box.width - p(14), face, "small"), (box.left + p(8), y), face, "small")
                y += lh
    return box.inflate(4, 4)


def maybe_draw(th: Theme, surface: pygame.Surface, text: Optional[str], pos: Pos) -> Optional[pygame.Rect]:
    """The box when there is something to say; where it was drawn (None: nothing drawn)."""
    return draw_tooltip(th, surface, text, pos) if text else None


__all__ = ["draw_lines", "draw_tooltip", "maybe_draw", "tooltip_lines", "tooltip_text"]
