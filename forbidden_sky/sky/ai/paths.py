"""How many actions a pawn needs to walk to a set of cells: moves over joined surface, teleports
between teleporters, and for the Climber, across clouds. Asked of the board's own movement
queries (``walk_neighbours``, ``teleporters``), never re-derived."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from ..core.board import Board, Cell

FAR = 12


class Distances:
    """Distance fields to target sets, cached per board value (boards are immutable)."""

    def __init__(self) -> None:
        self._memo: dict[tuple, tuple[Board, dict[Cell, int]]] = {}

    def to(self, board: Board, targets: Iterable[Cell], climber: bool) -> dict[Cell, int]:
        goal = frozenset(targets)
        key = (id(board), goal, climber)
        hit = self._memo.get(key)
        if hit is not None and hit[0] is board:
            return hit[1]
        dist = {c: 0 for c in goal if c in board.tiles}
        q = deque(dist)
        teleporters = board.teleporters()
        while q:
            c = q.popleft()
            nbrs = board.walk_neighbours(c, cross_clouds=climber)
            if board.symbol(c) == "teleporter":
                nbrs = nbrs + [t for t in teleporters if t != c]
            for n in nbrs:   # walking is symmetric: the distance from n to the targets
                if n not in dist:
                    dist[n] = dist[c] + 1
                    q.append(n)
        if len(self._memo) > 512:
            self._memo.clear()
        self._memo[key] = (board, dist)
        return dist

    def steps(self, board: Board, start: Cell, targets: Iterable[Cell], climber: bool) -> int:
        return self.to(board, targets, climber).get(start, FAR)
