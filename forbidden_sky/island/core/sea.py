"""Where a pawn on a sinking tile may swim, from the cell tables alone (the saved-state checks
use it before there is a state)."""

from __future__ import annotations

from collections.abc import Sequence

from ..data import IslandData
from .kinds import SUNK


def swim_cells(data: IslandData, status: Sequence[int], here: int, swims: str) -> list[int]:
    """Adjacent (orthogonal) tiles in play; diagonal ones too (the Explorer); the nearest tiles
    in play by orthogonal steps across land and water alike (the Diver); any tile in play (the
    Pilot). In cell order."""
    if swims == "anywhere":
        return [c for c in range(len(status)) if status[c] != SUNK and c != here]
    if swims == "nearest":
        dist = data.distance[here]
        alive = [c for c in range(len(status)) if status[c] != SUNK and c != here]
        if not alive:
            return []
        best = min(dist[c] for c in alive)
        return [c for c in alive if dist[c] == best]
    table = data.diagonal if swims == "diagonal" else data.orthogonal
    return sorted(c for c in table[here] if status[c] != SUNK)
