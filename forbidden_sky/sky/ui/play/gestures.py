"""Typed gestures: what the mouse is pressing or dragging, before it means anything.

A press becomes a drag once the mouse travels ``drag_threshold`` pixels; a press released
before that is a click. What a gesture *means* is decided in intents.py.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional, Union

from ...core.board import Wire

Pos = tuple[int, int]
Cell = tuple[int, int]


@dataclass(frozen=True)
class TilePress:
    """A tile in a hand (the current player's bar, or a team member's panel)."""
    tile: str
    owner: str
    pos: Pos


@dataclass(frozen=True)
class CardPress:
    """An equipment card or chip."""
    card: str
    owner: str
    pos: Pos


@dataclass(frozen=True)
class BoardPress:
    """The platform: what lies under the mouse (a pawn, a component, a wire) and the cell."""
    pos: Pos
    cell: Cell
    pawn: Optional[str] = None
    ref: Optional[str] = None
    wire: Optional[Wire] = None


Press = Union[TilePress, CardPress, BoardPress]


@dataclass
class TileDrag:
    tile: str
    owner: str
    start: Pos
    at: Pos
    rot: int = 0

    def turn(self, quarters: int = 1) -> None:
        self.rot = (self.rot + 90 * quarters) % 360


@dataclass
class TileBack:
    """A refused tile flying back to the hand (drawn only; k runs 0..1)."""
    tile: str
    owner: str
    rot: int
    start: Pos
    at: Pos
    k: float = 0.0


@dataclass
class CardDrag:
    card: str
    owner: str
    start: Pos
    at: Pos


@dataclass
class PawnDrag:
    pid: str
    start: Pos
    at: Pos


@dataclass
class WireDrag:
    ref: str
    start: Pos
    at: Pos


@dataclass
class PanDrag:
    start: Pos
    at: Pos
    last: Pos


Drag = Union[TileDrag, TileBack, CardDrag, PawnDrag, WireDrag, PanDrag]


def travelled(press: Press, pos: Pos, threshold: float) -> bool:
    return math.dist(pos, press.pos) >= threshold


def begin_drag(press: Press, wireable: bool) -> Drag:
    """The drag a press turns into. On the board a component that can take a wire wins over
    a pawn standing on it (the rod under a pawn still starts a wire), then the pawn, then
    the component, then the sky pans."""
    p = press.pos
    if isinstance(press, TilePress):
        return TileDrag(press.tile, press.owner, p, p)
    if isinstance(press, CardPress):
        return CardDrag(press.card, press.owner, p, p)
    if press.pawn is not None and not wireable:
        return PawnDrag(press.pawn, p, p)
    if press.ref is not None:
        return WireDrag(press.ref, p, p)
    return PanDrag(p, p, p)


def fly_back(drag: TileDrag, at: Pos) -> TileBack:
    return TileBack(drag.tile, drag.owner, drag.rot, drag.start, at)


def carried_tile(drag: Optional[Drag]) -> Optional[tuple[str, str]]:
    """(owner, tile) while a tile is dragged or flying back: its hand slot shows empty."""
    if isinstance(drag, (TileDrag, TileBack)):
        return drag.owner, drag.tile
    return None
