"""Island's puzzle conditions (docs/puzzles.md): what a puzzle's ``goal`` and ``keep`` may ask,
each read from the state alone. engine/puzzle.py checks a file's values with ``problem`` and
judges a line of play with ``holds``.

    win: true                       the team lifted off from Fools' Landing with the four treasures
    survive_turns: 2                two turns (their draws and floods) have passed, the game goes on
    captured: [earth_stone]         these treasures are captured
    at: {diver: coral_palace}       each named adventurer stands on that tile
    all_at: fools_landing           every adventurer stands on that tile
    dry: [fools_landing]            these tiles are dry (neither flooded nor sunk)
    not_sunk: [gold_gate]           these tiles are still in play
"""

from __future__ import annotations

from typing import Any

from ...engine.puzzle import Condition
from .kinds import DRY, SUNK
from .state import GameState

MAX_TURNS = 50


def _true(value: Any, start: GameState) -> str | None:
    return None if value is True else "must be true"


def _turns(value: Any, start: GameState) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_TURNS:
        return f"must be a whole number of turns from 1 to {MAX_TURNS}"
    return None


def _treasures(value: Any, start: GameState) -> str | None:
    if not isinstance(value, list) or not value:
        return "must be a list of treasure ids"
    for t in value:
        if not isinstance(t, str) or t not in start.data.treasures:
            return f"unknown treasure {t!r} (expected one of {', '.join(start.data.treasures)})"
    return None


def _tile_problem(tile: Any, start: GameState) -> str | None:
    if not isinstance(tile, str) or start.cell(tile) is None:
        return f"{tile!r} is not a tile of this island"
    return None


def _tiles(value: Any, start: GameState) -> str | None:
    if not isinstance(value, list) or not value:
        return "must be a list of tile ids"
    for t in value:
        why = _tile_problem(t, start)
        if why:
            return why
    return None


def _places(value: Any, start: GameState) -> str | None:
    if not isinstance(value, dict) or not value:
        return "must map players to tiles"
    for p, tile in value.items():
        if not isinstance(p, str) or p not in start.players:
            return f"{p!r} is not one of the players"
        why = _tile_problem(tile, start)
        if why:
            return f"{p}: {why}"
    return None


def _at(state: GameState, player: str, tile: str) -> bool:
    return state.cell(tile) == state.at(player) and state.tile_status(tile) != SUNK


CONDITIONS: dict[str, Condition] = {
    "win": Condition(_true, lambda v, start, s: s.outcome == "won"),
    "survive_turns": Condition(_turns, lambda v, start, s: s.outcome is None and s.turn >= start.turn + v),
    "captured": Condition(_treasures, lambda v, start, s: all(t in s.captured for t in v)),
    "at": Condition(_places, lambda v, start, s: all(_at(s, p, t) for p, t in v.items())),
    "all_at": Condition(_tile_problem, lambda v, start, s: all(_at(s, p, v) for p in s.players)),
    "dry": Condition(_tiles, lambda v, start, s: all(s.tile_status(t) == DRY for t in v)),
    "not_sunk": Condition(_tiles, lambda v, start, s: all(s.tile_status(t) != SUNK for t in v)),
}
