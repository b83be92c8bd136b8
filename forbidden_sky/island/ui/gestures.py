"""Island's presses and drags, typed, for the shared pointer (shell/rooms/gestures.py keeps the
one in progress and says when a press travelled far enough to be a drag).

A pawn or a hand's card pressed becomes a drag once the mouse travels the threshold; a tile or
a panel spot pressed stays a press (its release is a click where the mouse lets go).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional, Union

Point = tuple[int, int]
Target = tuple   # a panel spot: ("card", player, card) | ("player", p) | ("pile", name) | ("treasure", t) | ("meter",)


@dataclass(frozen=True)
class PawnPress:
    pos: Point
    pawn: str


@dataclass(frozen=True)
class CardPress:
    pos: Point
    holder: str
    card: str


@dataclass(frozen=True)
class SpotPress:
    """A panel's spot that is not a card (a player's row, a pile, a treasure, the meter)."""
    pos: Point
    target: Target


@dataclass(frozen=True)
class CellPress:
    pos: Point
    cell: int                  # -1: off the island


Press = Union[PawnPress, CardPress, SpotPress, CellPress]


@dataclass
class PawnDrag:
    pawn: str
    at: Point


@dataclass
class CardDrag:
    holder: str
    card: str
    at: Point


Drag = Union[PawnDrag, CardDrag]


def draggable(press: Optional[Press]) -> bool:
    return isinstance(press, (PawnPress, CardPress))


def begin_drag(press: Press) -> Drag:
    """The drag a pawn's or a card's press becomes (the pointer asks only for those)."""
    if isinstance(press, PawnPress):
        return PawnDrag(press.pawn, press.pos)
    assert isinstance(press, CardPress)
    return CardDrag(press.holder, press.card, press.pos)


def pawn_at(points: dict[str, tuple[tuple[float, float], float]], pos: Point) -> str | None:
    """The pawn under ``pos`` (the one drawn last wins: it is on top)."""
    hit = None
    for pid, (pt, r) in points.items():
        if math.dist(pt, pos) <= r * 1.15:
            hit = pid
    return hit


__all__ = ["CardDrag", "CardPress", "CellPress", "Drag", "PawnDrag", "PawnPress", "Press", "SpotPress", "Target",
           "begin_drag", "draggable", "pawn_at"]
