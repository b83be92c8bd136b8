"""Presses and drags, typed: what the mouse went down on and where it is now. A press becomes
a drag once it moves past the threshold; released without moving it is a click."""

from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[int, int]


@dataclass
class Press:
    kind: str                  # pawn | card | cell | target (a panel spot)
    start: Point
    pos: Point
    pawn: str = ""
    holder: str = ""
    card: str = ""
    cell: int = -1
    target: tuple = ()
    dragging: bool = False

    def moved(self, pos: Point, threshold: float) -> None:
        self.pos = pos
        if not self.dragging and math.dist(pos, self.start) > threshold:
            self.dragging = bool(self.kind in ("pawn", "card"))


def pawn_at(points: dict[str, tuple[tuple[float, float], float]], pos: Point) -> str | None:
    """The pawn under ``pos`` (the one drawn last wins: it is on top)."""
    hit = None
    for pid, (pt, r) in points.items():
        if math.dist(pt, pos) <= r * 1.15:
            hit = pid
    return hit
