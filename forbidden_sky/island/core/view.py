"""The JSON-ready view of a state the scenario runner prints."""

from __future__ import annotations

from typing import Any

from .state import FLOODED, SUNK, GameState


def outcome_code(state: GameState) -> str | None:
    if state.outcome is None:
        return None
    return state.outcome if state.cause is None else f"{state.outcome}:{state.cause.value}"


def describe(state: GameState) -> dict[str, Any]:
    """JSON-ready: everything public (the piles' orders are hidden: only their counts)."""
    return {
        "game": "island", "outcome": outcome_code(state), "cause_detail": state.cause_detail,
        "level": state.level, "turn": state.turn, "current": state.current, "phase": state.phase.value,
        "actions_left": state.actions_left, "draws_left": state.draws_left, "flight_used": state.flight_used,
        "water": state.water, "flood_count": state.flood_count,
        "players": {p: {"at": state.place[c], "hand": list(h)}
                    for p, c, h in zip(state.players, state.pawns, state.hands, strict=False)},
        "flooded": [t for t, s in zip(state.place, state.status, strict=False) if s == FLOODED],
        "sunk": [t for t, s in zip(state.place, state.status, strict=False) if s == SUNK],
        "captured": list(state.captured),
        "treasure_deck": len(state.treasure_deck), "treasure_discard": list(state.treasure_discard),
        "flood_deck": len(state.flood_deck), "flood_discard": list(state.flood_discard),
        "pending": [{"kind": x.kind.value, "player": x.player} for x in state.pending],
        "variants": sorted(state.variants),
    }
