"""Sky's puzzle conditions (docs/puzzles.md): what a puzzle's ``goal`` and ``keep`` may ask, each
read from the state alone (never the screen). engine/puzzle.py checks a file's values with
``problem`` and judges a line of play with ``holds``.

    win: true                    the rocket launched with everyone aboard
    survive_turns: 2             two storm phases have passed and the game goes on
    on_pad: all                  these adventurers (all, or a list) stand on the launch pad's tiles
    at: {medic: [0, 3]}          each named adventurer stands on that cell
    placed: {small_capacitor: 2} at least that many of each component on the platform
    wired: [["rod(0,3)", "pad:A"]]   a wire joins each pair
    unhurt: [medic]              health never below the start's (all, or a list)
    rope_intact: all             rope never below the start's
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.puzzle import Condition
from .board import RefError, parse_ref
from .phases import OutcomeCode
from .state import GameState

COMPONENT_KINDS = ("lightning_rod", "small_capacitor", "large_capacitor", "launch_pad")
MAX_TURNS = 50


def _true(value: Any, start: GameState) -> str | None:
    return None if value is True else "must be true"


def _players(value: Any, start: GameState) -> str | None:
    if value == "all":
        return None
    if not isinstance(value, list) or not value:
        return "must be all or a list of the players"
    for p in value:
        if not isinstance(p, str) or not start.has_player(p):
            return f"{p!r} is not one of the players" if isinstance(p, str) else "must list adventurer ids"
    return None


def _who(value: Any, state: GameState) -> list[str]:
    return [p.id for p in state.players] if value == "all" else list(value)


def _turns(value: Any, start: GameState) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_TURNS:
        return f"must be a whole number of turns from 1 to {MAX_TURNS}"
    return None


def _cells(value: Any, start: GameState) -> str | None:
    if not isinstance(value, dict) or not value:
        return "must map players to cells [x, y]"
    for p, cell in value.items():
        if not isinstance(p, str) or not start.has_player(p):
            return f"{p!r} is not one of the players"
        if not (isinstance(cell, list) and len(cell) == 2 and all(isinstance(c, int) and not isinstance(c, bool)
                                                                  for c in cell)):
            return f"{p}: must be a cell [x, y]"
    return None


def _placed(value: Any, start: GameState) -> str | None:
    if not isinstance(value, dict) or not value:
        return f"must map component kinds ({', '.join(COMPONENT_KINDS)}) to counts"
    for k, n in value.items():
        if k not in COMPONENT_KINDS:
            return f"unknown component {k!r} (expected one of {', '.join(COMPONENT_KINDS)})"
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 10:
            return f"{k}: must be a count from 1 to 10"
    return None


def _count(state: GameState, kind: str) -> int:
    b = state.board
    if kind == "lightning_rod":
        return len(b.rods)
    if kind == "launch_pad":
        return int(b.pad is not None)
    return sum(1 for k in b.capacitors.values() if k == kind)


def _pairs(value: Any, start: GameState) -> str | None:
    if not isinstance(value, list) or not value:
        return "must be a list of component pairs [a, b]"
    for pair in value:
        if not isinstance(pair, list) or len(pair) != 2:
            return "each entry must be a pair [a, b] of components"
        try:
            parse_ref(pair[0]), parse_ref(pair[1])
        except RefError as exc:
            return str(exc)
    return None


def _joined(state: GameState, a: str, b: str) -> bool:
    a, b = parse_ref(a), parse_ref(b)
    return any({w.a, w.b} == {a, b} for w in state.board.wires)


def _stat(name: str) -> Callable[[Any, GameState, GameState], bool]:
    def holds(value: Any, start: GameState, state: GameState) -> bool:
        return all(getattr(state.player(p), name) >= getattr(start.player(p), name) for p in _who(value, start))
    return holds


CONDITIONS: dict[str, Condition] = {
    "win": Condition(_true, lambda v, start, s: s.outcome == OutcomeCode.WON),
    "survive_turns": Condition(_turns, lambda v, start, s: s.outcome is None and s.turn >= start.turn + v),
    "on_pad": Condition(_players, lambda v, start, s: s.board.pad is not None
                        and all(s.player(p).at in s.board.pad_cells() for p in _who(v, s))),
    "at": Condition(_cells, lambda v, start, s: all(s.player(p).at == tuple(c) for p, c in v.items())),
    "placed": Condition(_placed, lambda v, start, s: all(_count(s, k) >= n for k, n in v.items())),
    "wired": Condition(_pairs, lambda v, start, s: all(_joined(s, a, b) for a, b in v)),
    "unhurt": Condition(_players, _stat("health")),
    "rope_intact": Condition(_players, _stat("rope")),
}
