"""Where a pawn may go or shore up: each adventurer's way, on the precomputed cell tables.

All functions take and return cell indices (the data's island cells), in cell order, so
``legal_actions`` lists them in a fixed order."""

from __future__ import annotations

from .kinds import DRY, SUNK
from .sea import swim_cells
from .state import GameState

NAVIGATOR_OWN = "navigator_own_movement"


def steps(state: GameState, player: str) -> tuple[tuple[int, ...], ...]:
    """The neighbour table of a player's plain move: eight neighbours for the Explorer."""
    adv = state.data.adventurers[player]
    return state.data.diagonal if adv.moves == "diagonal" else state.data.orthogonal


def move_targets(state: GameState, player: str) -> list[int]:
    """Cells a Move action reaches (the Diver's swim-through included)."""
    here = state.at(player)
    if state.data.adventurers[player].dives:
        return dive_targets(state, here)
    status = state.status
    return sorted(c for c in steps(state, player)[here] if status[c] != SUNK)


def dive_targets(state: GameState, here: int) -> list[int]:
    """The Diver: through one or more adjacent flooded and/or missing (sunk) tiles, ending on a
    tile in play, never back on his own; an orthogonal neighbour in play is reached as usual.
    The open sea outside the island's shape is not a missing tile (docs/island-rules.md)."""
    status, orth = state.status, state.data.orthogonal
    seen = {here}
    frontier = [here]
    reach: set[int] = set()
    while frontier:
        c = frontier.pop()
        for n in orth[c]:
            if n in seen:
                continue
            seen.add(n)
            if status[n] != SUNK:
                reach.add(n)
            if status[n] != DRY:
                frontier.append(n)
    return sorted(reach)


def shore_targets(state: GameState, player: str) -> list[int]:
    """Flooded cells a Shore Up reaches: the pawn's own and its neighbours (diagonal for the Explorer)."""
    adv = state.data.adventurers[player]
    here = state.at(player)
    table = state.data.diagonal if adv.shores == "diagonal" else state.data.orthogonal
    status = state.status
    return sorted(c for c in (here, *table[here]) if status[c] == 1)


def navigate_targets(state: GameState, target: str, most: int) -> list[int]:
    """Cells the Navigator may move ``target`` to: up to ``most`` adjacent steps, each onto a
    tile in play. With the navigator_own_movement variant the Explorer steps diagonally and
    the Diver's step is a Diver's move; the Pilot never flies for the Navigator."""
    adv = state.data.adventurers[target]
    own = NAVIGATOR_OWN in state.variants
    status = state.status
    start = state.at(target)
    reached = {start}
    frontier = [start]
    for _ in range(most):
        nxt = []
        for c in frontier:
            if own and adv.dives:
                around: list[int] | tuple[int, ...] = dive_targets(state, c)
            elif own and adv.moves == "diagonal":
                around = state.data.diagonal[c]
            else:
                around = state.data.orthogonal[c]
            for n in around:
                if n not in reached and status[n] != SUNK:
                    reached.add(n)
                    nxt.append(n)
        frontier = nxt
    reached.discard(start)
    return sorted(reached)


def swim_targets(state: GameState, player: str) -> list[int]:
    """Where a pawn on a sinking tile may swim (sea.swim_cells: each adventurer's rule)."""
    return swim_cells(state.data, state.status, state.at(player), state.data.adventurers[player].swims)
