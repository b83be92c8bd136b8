"""The scenario runner, for every game: a position, a list of actions, and what happened, as
JSON (docs/scenario-format.md).

    forbidden-sky scenario FILE.yaml

The file's ``game`` key names the game (``sky`` when absent: every file written before there
were two games); the game builds the position and the actions (``Game.scenario``) and the
runner plays them through the game's door. Exit codes: 0 ran; 2 not a valid scenario (the
message names the key and why); 3 an action was illegal (``action N (TYPE): REASON``; the JSON
of the state before that action is still printed). Nothing is written to disk.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..safeio import ReadError, read_yaml
from . import registry
from .errors import IllegalAction
from .game import Game
from .scenario_parts import clip

# A chance step played by ``auto`` (a storm card, a flood card) per action at the most: a bound
# a broken game could not turn into a hang.
MAX_AUTO_STEPS = 10_000


def _jsonable(v: Any) -> Any:
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in v.items()}
    if isinstance(v, (list, tuple, set, frozenset)):
        return [_jsonable(x) for x in v]
    return v if isinstance(v, (int, float, str, bool)) or v is None else str(v)


def game_of(doc: Any) -> Game:
    """The game a scenario document names (UnknownGame, a ValueError, for any other name)."""
    name = doc.get("game", registry.DEFAULT) if isinstance(doc, dict) else registry.DEFAULT
    return registry.get(name)


def _chance(game: Game, state: Any, events: list[Any]) -> Any:
    """Every chance step nobody chooses (a position may start in a draw)."""
    for _ in range(MAX_AUTO_STEPS):
        step = game.chance_action(state)
        if step is None:
            break
        state, ev = game.apply(state, step)
        events += ev
    return state


def play(game: Game, state: Any, actions: list[Any], auto: bool) -> tuple[dict[str, Any], str | None]:
    """Play built actions from a built position. Returns (output JSON, error line or None)."""
    events: list[Any] = []
    if auto:
        state = _chance(game, state, events)
    for i, action in enumerate(actions, start=1):
        try:
            state, ev = game.apply(state, action)
        except IllegalAction as exc:
            out = game.describe(state)
            out["events"] = [e.to_dict() for e in events]
            # the refusal as data: its code and params (what scenarios' expect_refusal checks)
            out["refused"] = {"action": i, "code": exc.code, "params": _jsonable(exc.params)}
            return out, f"action {i} ({action.type}): {exc.reason}"
        events += ev
        if auto:
            state = _chance(game, state, events)
    out = game.describe(state)
    out["events"] = [e.to_dict() for e in events]
    return out, None


def run(doc: Any) -> tuple[dict[str, Any], str | None]:
    """Play a scenario document. Returns (output JSON, error line or None)."""
    game = game_of(doc)
    return play(game, *game.scenario(doc))


def run_file(path: str | Path) -> tuple[dict[str, Any] | None, str | None, int]:
    """(output, message, exit code) for a scenario file."""
    try:
        doc = read_yaml(path)   # the guarded reader: the message names the file and the line
    except ReadError as exc:
        return None, str(exc), 2
    try:
        game = game_of(doc)
        state, actions, auto = game.scenario(doc)
    except ValueError as exc:   # every game's ScenarioError is one, and so is an unknown game
        return None, f"{path}: {exc}", 2
    except Exception as exc:  # noqa: BLE001 - the checks above should catch every bad shape;
        # one that slips through is still bad input (exit 2, one line), never a traceback
        return None, f"{path}: not a valid scenario ({type(exc).__name__}: {clip(str(exc), 200)})", 2
    try:
        out, err = play(game, state, actions, auto)
    except Exception as exc:  # noqa: BLE001 - documented codes are 0, 2 and 3 only
        return None, f"{path}: the scenario could not be played ({type(exc).__name__}: {clip(str(exc), 200)})", 2
    return out, err, 3 if err else 0


def main(argv: Sequence[str]) -> int:
    if len(argv) != 1 or argv[0] in ("-h", "--help"):
        print("usage: forbidden-sky scenario FILE.yaml", file=sys.stderr)
        return 2
    out, msg, code = run_file(argv[0])
    if out is not None:
        print(json.dumps(out, indent=1))
    if msg:
        print(msg, file=sys.stderr)
    return code
