"""How long the storm alone lets a game last: the turn on which the Storm meter reaches the
skull when nobody can die and every player ends their turn at once. A first balance measure
for the reconstructed storm_meter.yaml (docs/game-model.md section 14).

    python tools/storm_clock.py [games per player count]
"""

from __future__ import annotations

import statistics
import sys
from dataclasses import replace

from forbidden_sky.sky.core import Action, apply, new_game

ADVENTURERS = ["electrician", "surveyor", "knotsmith", "navigator", "medic"]


def skull_turn(players: int, seed: int) -> int:
    s = new_game(ADVENTURERS[:players], seed=seed)
    while True:
        # nobody can be electrocuted or fall: only the meter ends this game
        s = replace(s, players=tuple(replace(p, health=99, rope=99) for p in s.players))
        s, _ = apply(s, Action("end_actions"))
        while s.phase == "storm" and not s.over:
            if s.pending is not None:
                s, _ = apply(s, Action("choose", option=s.pending.options[-1]))
            else:
                s, _ = apply(s, Action("draw_storm"))
        if s.over:
            return s.turn


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    print("players  median turn  earliest  turns per player")
    for n in (2, 3, 4, 5):
        turns = [skull_turn(n, seed) for seed in range(games)]
        med = statistics.median(turns)
        print(f"{n:7d}  {med:11.1f}  {min(turns):8d}  {med / n:16.1f}")


if __name__ == "__main__":
    main()
