"""Where the game screen's parts sit: the board, the three panels and the buttons.

Recomputed only when the window changes size, so input never depends on the last draw.
"""

from __future__ import annotations

from ....i18n import N_
from dataclasses import dataclass, field, fields
from typing import Any

import pygame

from ....shell.theme import Button, Theme


@dataclass
class Layout:
    screen: tuple[int, int] = (0, 0)
    left: pygame.Rect = field(default_factory=pygame.Rect)
    right: pygame.Rect = field(default_factory=pygame.Rect)
    bottom: pygame.Rect = field(default_factory=pygame.Rect)
    board: pygame.Rect = field(default_factory=pygame.Rect)
    # the band across the top of the board (the key help, the Danger and Hint buttons): the
    # platform is fitted below it and drawn under its backing, so no tile covers a word of it
    strip: pygame.Rect = field(default_factory=pygame.Rect)
    # the board below the strip: where the camera fits the platform, toasts and sheets go
    view: pygame.Rect = field(default_factory=pygame.Rect)

    def take(self, other: "Layout") -> None:
        """Become ``other``, in place: whoever holds this layout sees the new one."""
        self.screen, self.left, self.right, self.bottom, self.board, self.strip, self.view = \
            other.screen, other.left, other.right, other.bottom, other.board, other.strip, other.view

    def on_a_panel(self, pos: tuple[int, int]) -> bool:
        return any(r.collidepoint(pos) for r in (self.left, self.right, self.bottom))


def lay_out(size: tuple[int, int], layout_cfg: Any, scale: float = 1.0, band: int = 0) -> Layout:
    """The hand bar runs the full width under the side panels: the hand, the equipment cards
    and the buttons fit side by side even in a small window. Every length follows the UI
    scale; the board takes what is left, at the window's full resolution. ``band`` pixels
    above the hand bar are kept free across the window (the replay's bar), so the side
    panels end above it and nothing of theirs shows through it."""
    w, h = size
    L = layout_cfg

    def p(n: float) -> int:
        return int(round(n * scale))
    margin, bar = p(L.margin), p(L.bottom_bar)
    side_h = h - bar - 3 * margin - band
    left = pygame.Rect(margin, margin, p(L.left_panel), side_h)
    right = pygame.Rect(w - p(L.right_panel) - margin, margin, p(L.right_panel), side_h)
    bottom = pygame.Rect(margin, h - bar - margin, w - 2 * margin, bar)
    board = pygame.Rect(left.right, 0, right.left - left.right, bottom.top - band)
    strip = pygame.Rect(board.left, 0, board.width, p(L.key_strip))
    view = pygame.Rect(board.left, strip.bottom, board.width, board.height - strip.height)
    return Layout((w, h), left, right, bottom, board, strip, view)


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
    power: Button

    @property
    def bar(self) -> list[Button]:
        return [self.power, self.end, self.undo, self.log, self.rules, self.fit]

    @property
    def every(self) -> list[Button]:
        """Every button of the screen's layout, shown now or not (the input guard's test walks them)."""
        return [getattr(self, f.name) for f in fields(self)]


def make_buttons(th: Theme, lay: Layout) -> Buttons:
    p = th.px

    def rect(w: int, h: int) -> pygame.Rect:
        return pygame.Rect(0, 0, p(w), p(h))
    bx = lay.bottom.right - p(150)
    top = lay.bottom.top
    r = lay.board
    nxt = rect(150, 40)
    nxt.midbottom = (r.centerx - p(50), r.bottom - p(12))
    auto = rect(90, 30)
    auto.midleft = (nxt.right + p(10), nxt.centery)
    pad = rect(110, 30)
    pad.bottomleft = (r.left + p(12), r.bottom - p(12))
    return Buttons(
        end=Button(th, N_("End turn"), rect(136, 44).move(bx, top + p(14)), "end", hotkey=pygame.K_RETURN, size="body"),
        undo=Button(th, N_("Undo"), rect(66, 34).move(bx, top + p(66)), "undo", size="small"),
        log=Button(th, N_("Log"), rect(66, 34).move(bx + p(70), top + p(66)), "log", size="small", hotkey=pygame.K_l),
        rules=Button(th, N_("Rules"), rect(66, 34).move(bx, top + p(106)), "rules", size="small", hotkey=pygame.K_F1),
        fit=Button(th, N_("Fit"), rect(66, 34).move(bx + p(70), top + p(106)), "fit", size="small", hotkey=pygame.K_HOME),
        next=Button(th, N_("Next card"), nxt, "next", size="body", tooltip=N_("Draw the next storm card (N).")),
        auto=Button(th, N_("Auto"), auto, "auto", size="small",
                    tooltip=N_("How the storm cards come: by hand with Next card, or one by one after a pause. "
                               "Click to change.")),
        pad=Button(th, N_("Turn pad"), pad, "pad", size="small",
                   tooltip=N_("Turn the launch pad a quarter turn, so its sides A and B face the other way "
                              "(free; while you stand on one of its tiles and no wire touches it).")),
        power=Button(th, N_("Power"), rect(120, 44).move(bx - p(130), top + p(14)), "power", size="body",
                     tooltip=N_("Your adventurer's power (P)")),
    )
