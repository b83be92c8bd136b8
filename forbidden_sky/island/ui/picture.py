"""What the Island screen shows now: the state the panels and the status line read, and on the
board each tile's water (0 dry .. 1 flooded), how far each sunk tile has gone under, each
pawn's place and the Water Meter's marker. Animations move these towards the state; ``sync``
snaps them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from ..core.state import FLOODED, SUNK, GameState
from .board_view import BoardView

Point = tuple[float, float]


@dataclass
class CardShow:
    """A card turned over in the middle of the island: ``deck`` treasure | flood; ``card`` a
    card id (Treasure) or a tile id (Flood); ``k`` 0 (back) .. 1 (face)."""
    deck: str
    card: str
    k: float = 0.0


@dataclass
class Picture:
    state: GameState                         # what the panels and the status line show (the counts, the hands,
                                             # the meter's tick, whose turn)
    water: list[float] = field(default_factory=list)     # by cell
    gone: list[float] = field(default_factory=list)      # by cell: 1 sunk
    pawn: dict[str, Point] = field(default_factory=dict)
    lift: dict[str, float] = field(default_factory=dict)
    radius: dict[str, float] = field(default_factory=dict)
    controlled: set[str] = field(default_factory=set)    # pawns an animation moves
    meter: float = 1.0
    show: Optional[CardShow] = None
    flying: list[Any] = field(default_factory=list)      # drawn-only things in flight (effects)

    def sync(self, state: GameState, view: BoardView) -> None:
        """Snap everything to ``state`` (a new game, undo, a resize, an animation skipped)."""
        self.state = state
        self.water = [1.0 if s == FLOODED else 0.0 for s in state.status]
        self.gone = [1.0 if s == SUNK else 0.0 for s in state.status]
        self.meter = float(state.water)
        self.place_pawns(state, view)
        self.controlled.clear()
        self.show = None

    def place_pawns(self, state: GameState, view: BoardView) -> None:
        for p, (pt, r) in view.pawn_points(state.players, state.pawns).items():
            if p not in self.controlled:
                self.pawn[p] = pt
                self.lift[p] = 0.0
            self.radius[p] = r

    def matches(self, state: GameState) -> bool:
        return self.state is state
