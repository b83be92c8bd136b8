"""The box in the board's top left corner saying what an overlay shows (Sky's danger overlay,
Island's flood forecast): a bold title, then dimmer lines, each wrapped to the board. It
returns where it drew, so the banners go below it."""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from .. import drawn
from ..theme import Theme

SHADE = (10, 14, 26, 200)


def draw_legend(surface: pygame.Surface, board: pygame.Rect, theme: Theme, lines: Sequence[str], edge: Any,
                name: str = "legend") -> pygame.Rect:
    """``lines[0]`` is the title; ``edge`` the box's outline colour; ``name`` its box for shell/drawn.py."""
    p = theme.px
    room = board.width - p(40)
    rows = [(i, ln) for i, s in enumerate(lines) for ln in theme.wrap(s, room, "bold" if i == 0 else "regular", "small")]
    line = theme.font("bold", "small").get_linesize()
    w = max(theme.font("bold" if i == 0 else "regular", "small").size(s)[0] for i, s in rows) + p(20)
    box = pygame.Rect(board.left + p(10), board.top + p(8), w, line * len(rows) + p(12))
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    shade.fill(SHADE)
    surface.blit(shade, box)
    pygame.draw.rect(surface, edge, box, 1, border_radius=p(6))
    y = box.top + p(6)
    with drawn.box(box, name):     # not a label on the board: nothing may cover it
        for i, s in rows:
            theme.blit_text(surface, s, (box.left + p(10), y), "bold" if i == 0 else "regular", "small",
                            theme.c.text if i == 0 else theme.c.text_dim)
            y += line
    return box


__all__ = ["draw_legend"]
