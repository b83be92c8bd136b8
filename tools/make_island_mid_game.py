"""Builds bench/island_mid_game.yaml: Forbidden Island's reference mid-game position for
`forbidden-sky bench engine --game island`.

Plays seeded four-player Novice games with the random bot (every move through the rules'
door; the random bot, so that tuning the strong bot never moves the benchmark) and keeps the
first position, at the start of a turn from turn 8 on, where the player to act has all three
actions and some player holds a Helicopter Lift (its pawn groups and destinations make the
longest action lists) while four or more tiles are flooded and one or more has sunk: a busy
position the game really reaches. Deterministic: same output every run.

    python tools/make_island_mid_game.py
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from forbidden_sky.island.ai import make_bot
from forbidden_sky.island.core import Phase, apply, new_game
from forbidden_sky.island.core.state import FLOODED, SUNK

PLAYERS = ["engineer", "pilot", "messenger", "navigator"]
SEED = 4
OUT = Path(__file__).resolve().parents[1] / "bench" / "island_mid_game.yaml"


def wanted(s) -> bool:
    lift = s.data.card_of_kind("helicopter_lift")
    return (s.turn >= 8 and s.phase is Phase.ACTIONS and s.actions_left == 3 and not s.pending
            and any(lift in h for h in s.hands) and s.status.count(FLOODED) >= 4 and SUNK in s.status)


def build(seed: int = SEED) -> dict[str, Any]:
    for tries in range(50):
        s = new_game(PLAYERS, "novice", seed + tries)
        bot = make_bot("random", seed + tries)
        while not s.over:
            if wanted(s):
                return s.to_dict()
            s, _ = apply(s, bot.pick(s))
    raise SystemExit("no seed reached a busy mid-game position")


def main() -> None:
    doc = build()
    OUT.write_text("# Forbidden Island's reference mid-game position (tools/make_island_mid_game.py)\n"
                   + yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    print(f"wrote {OUT} (turn {doc['turn']}, {doc['current']} to act)")


if __name__ == "__main__":
    main()
