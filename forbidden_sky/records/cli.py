"""``forbidden-sky replay FILE``: play a record headless and print what happened as JSON.

In the scenario runner's style (core/scenario.py): the outcome, then each turn's actions and
events, then the final position (the record's game's ``describe``). Exit codes: 0 replayed; 2 not a record
(the message says why); 3 an action was impossible or the outcome does not match (the message
names the action and its turn). Nothing is written to disk, so records double as regression
tests (tests/records/).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..i18n import tr
from .format import RecordError
from .replay import Replayed, replay
from .store import Store


def report(rep: Replayed) -> dict[str, Any]:
    r = rep.record
    game = rep.game
    final = game.describe(rep.final)
    ended = game.outcome(rep.final)     # the cause through the protocol: each game's describe names it its own way
    turns: list[dict[str, Any]] = []
    for (turn, action), events in zip(r.actions, rep.events, strict=True):
        if not turns or turns[-1]["turn"] != turn:
            turns.append({"turn": turn, "actions": [], "events": []})
        turns[-1]["actions"].append(action.to_dict())
        turns[-1]["events"] += [e.to_dict() for e in events]
    return {"record": r.id, "game": r.game, "setup": {"players": list(r.players), "level": r.level, "seed": r.seed},
            "branched_from": None if r.branch is None else vars(r.branch),
            "outcome": rep.outcome(), "cause": ended.cause if ended is not None else None, "turn": game.turn(rep.final),
            "actions": len(r.actions), "turns": turns, "final": final}


def main(argv: Sequence[str]) -> int:
    if len(argv) != 1 or argv[0] in ("-h", "--help"):
        print(tr("usage: forbidden-sky replay FILE.json"), file=sys.stderr)
        return 2
    path = Path(argv[0])
    try:
        record = Store(path.parent).load(path)
    except RecordError as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return 2
    try:
        rep = replay(record)
    except RecordError as exc:
        print(f"{path}: {exc}", file=sys.stderr)
        return 3
    print(json.dumps(report(rep), indent=1))
    return 0
