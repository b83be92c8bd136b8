"""Wins per CPU second of the strong bot's search variants on the real storm (bench/BALANCE.md,
"Which search wins more per CPU second"):

    python tools/search_compare.py '{"width 1": {"width": 1}, "width 3": {}}' 75 novice 2,4

The first argument maps a name to ``StrongBot`` keywords (width, rollouts, finalists,
allowance); then games per player count, the level and the player counts. Seeds run from 1, so
every variant plays the same deals. CPU time is the games' own processes', so other work on the
machine does not change the figures much; both cores are used.
"""

from __future__ import annotations

import json
import sys
import time
from multiprocessing import get_context


def game(job: tuple) -> tuple[str, int, bool, float, float]:
    name, kw, players, level, seed = job
    from forbidden_sky.sky.ai.strong import StrongBot
    from forbidden_sky.sky.core import apply, new_game
    from forbidden_sky.simulate import team
    state = new_game(team(players, seed), level, seed)
    bot = StrongBot(seed, **kw)
    start, worst = time.process_time(), 0.0
    while not state.over:
        t = time.process_time()
        action = bot.pick(state)
        worst = max(worst, time.process_time() - t)
        state, _ = apply(state, action)
    return name, players, state.outcome == "won", time.process_time() - start, worst


def main(argv: list[str]) -> None:
    variants = json.loads(argv[0])
    n, level, counts = int(argv[1]), argv[2], [int(c) for c in argv[3].split(",")]
    jobs = [(name, kw, p, level, s) for name, kw in variants.items() for p in counts for s in range(1, n + 1)]
    with get_context("spawn").Pool(2) as pool:
        results = pool.map(game, jobs, chunksize=1)
    for name in variants:
        rows = [r for r in results if r[0] == name]
        wins, cpu = sum(r[2] for r in rows), sum(r[3] for r in rows)
        per = {p: sum(r[2] for r in rows if r[1] == p) for p in counts}
        print(f"{name}: {wins}/{len(rows)} wins {per}, {cpu:.0f} CPU s, {100 * wins / cpu:.2f} wins per 100 CPU s, "
              f"slowest choice {max(r[4] for r in rows):.2f} s", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
