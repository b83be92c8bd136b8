"""The gesture machinery every game screen shares: what the mouse is pressing or dragging,
and where it rests.

A press becomes a drag once the mouse travels ``drag_threshold`` pixels; a press released
before that is a click. The game says what a press and a drag are (its own typed values: a
tile in a hand, a pawn, a card...) and what they mean when they end; the pointer only keeps
them and the hover (the tooltip waits until the mouse rests).
"""

from __future__ import annotations

import math
from typing import Callable, Generic, Optional, Protocol, TypeVar

import pygame

Pos = tuple[int, int]

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class Pressed(Protocol):
    """A game's press: where the mouse went down."""
    @property
    def pos(self) -> Pos: ...


P = TypeVar("P", bound=Pressed)
D = TypeVar("D")


def travelled(press: Pressed, pos: Pos, threshold: float) -> bool:
    """Far enough from where the press began to be a drag."""
    return math.dist(pos, press.pos) >= threshold


class Pointer(Generic[P, D]):
    """The gesture in progress (a press or a drag, never both) and the hover."""

    def __init__(self) -> None:
        self.press: Optional[P] = None
        self.drag: Optional[D] = None
        self.pos: Pos = (0, 0)        # where the mouse is
        self.rested = 0.0             # when it came to rest there (seconds of the screen's clock)

    def track(self, event: pygame.event.Event, t: float) -> None:
        """Every mouse event: a move or a button restarts the wait for a tooltip."""
        if event.type in MOUSE_EVENTS:
            if event.pos != self.pos or event.type != pygame.MOUSEMOTION:
                self.rested = t
            self.pos = event.pos

    def hush(self) -> None:
        """No tooltip until the mouse moves on (over what was just dropped)."""
        self.rested = math.inf

    def resting(self, t: float, delay: float) -> bool:
        """The mouse has rested ``delay`` seconds: time for a tooltip."""
        return t - self.rested >= delay

    def promote(self, pos: Pos, threshold: float, begin: Callable[[P], D]) -> Optional[D]:
        """A press that travelled ``threshold`` pixels becomes the drag ``begin`` makes of it;
        returns that new drag (None when no drag began now)."""
        if self.press is None or self.drag is not None or not travelled(self.press, pos, threshold):
            return None
        self.drag, self.press = begin(self.press), None
        return self.drag

    def let_go(self) -> tuple[Optional[P], Optional[D]]:
        """The button went up: what was pressed (a click) or dragged (a drop); the pointer is free."""
        out = (self.press, self.drag)
        self.press = self.drag = None
        return out

    def clear(self) -> None:
        self.press = self.drag = None


__all__ = ["MOUSE_EVENTS", "Pointer", "Pressed", "Pos", "travelled"]
