"""Where the game screen's parts sit: the board, the three panels and the buttons.

Recomputed only when the window changes size, so input never depends on the last draw.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from ..theme import Button, Theme


@dataclass
class Layout:
    screen: tuple[int, int] = (0, 0)
    left: pygame.Rect = field(default_factory=pygame.Rect)
    right: pygame.Rect = field(default_factory=pygame.Rect)
    bottom: pygame.Rect = field(default_factory=pygame.Rect)
    board: pygame.Rect = field(default_factory=pygame.Rect)

    def take(self, other: "Layout") -> None:
        """Become ``other``, in place: whoever holds this layout sees the new one."""
        self.screen, self.left, self.right, self.bottom, self.board = \
            other.screen, other.left, other.right, other.bottom, other.board

    def on_a_panel(self, pos: tuple[int, int]) -> bool:
        return any(r.collidepoint(pos) for r in (self.left, self.right, self.bottom))


def lay_out(size: tuple[int, int], layout_cfg: Any) -> Layout:
    """The hand bar runs the full width under the side panels: the hand, the equipment cards
    and the buttons fit side by side even in a small window."""
    w, h = size
    L = layout_cfg
    side_h = h - L.bottom_bar - 3 * L.margin
    left = pygame.Rect(L.margin, L.margin, L.left_panel, side_h)
    right = pygame.Rect(w - L.right_panel - L.margin, L.margin, L.right_panel, side_h)
    bottom = pygame.Rect(L.margin, h - L.bottom_bar - L.margin, w - 2 * L.margin, L.bottom_bar)
    board = pygame.Rect(left.right, 0, right.left - left.right, bottom.top)
    return Layout((w, h), left, right, bottom, board)


@dataclass
class Buttons:
    """The game screen's buttons. The five in the hand bar are always there; Next card and
    Auto show during the storm, Turn pad while someone may turn it."""
    end: Button
    undo: Button
    log: Button
    rules: Button
    fit: Button
    next: Button
    auto: Button
    pad: Button

    @property
    def bar(self) -> list[Button]:
        return [self.end, self.undo, self.log, self.rules, self.fit]


def make_buttons(th: Theme, lay: Layout) -> Buttons:
    bx = lay.bottom.right - 150
    top = lay.bottom.top
    r = lay.board
    nxt = pygame.Rect(0, 0, 150, 40)
    nxt.midbottom = (r.centerx - 50, r.bottom - 12)
    auto = pygame.Rect(0, 0, 90, 30)
    auto.midleft = (nxt.right + 10, nxt.centery)
    pad = pygame.Rect(0, 0, 110, 30)
    pad.bottomleft = (r.left + 12, r.bottom - 12)
    return Buttons(
        end=Button(th, "End turn", pygame.Rect(bx, top + 14, 136, 44), "end", hotkey=pygame.K_RETURN, size="body"),
        undo=Button(th, "Undo", pygame.Rect(bx, top + 66, 66, 34), "undo", size="small"),
        log=Button(th, "Log", pygame.Rect(bx + 70, top + 66, 66, 34), "log", size="small", hotkey=pygame.K_l),
        rules=Button(th, "Rules", pygame.Rect(bx, top + 106, 66, 34), "rules", size="small", hotkey=pygame.K_F1),
        fit=Button(th, "Fit", pygame.Rect(bx + 70, top + 106, 66, 34), "fit", size="small", hotkey=pygame.K_HOME),
        next=Button(th, "Next card", nxt, "next", size="body"),
        auto=Button(th, "Auto", auto, "auto", size="small"),
        pad=Button(th, "Turn pad", pad, "pad", size="small"),
    )
