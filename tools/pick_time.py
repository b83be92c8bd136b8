"""Time the bot's slowest choices again, on their own (bench/BALANCE.md, "slowest choice").

    python tools/pick_time.py --players 4 --level legendary --seeds 1-100 --top 5 --repeats 5
    python tools/pick_time.py --players 4 --level legendary --at 17:212,40:305 --repeats 5

`forbidden-sky simulate` reports each cell's slowest choice in CPU seconds, measured inside a
game that shares the machine with everything else: on a loaded 2-core machine a choice of 0.6 s
measured 2.1 s. This tool plays the same seeded games (the bot is deterministic, so they are the
same games and the same choices), keeps the ``--top`` slowest choices with the actions that led
to each, then rebuilds each of those positions and times a new bot's choice there
``--repeats`` times. The least of the repeats is the figure that load cannot inflate much (load
only ever adds time); the median is printed beside it. A new bot searches from nothing, so the
figure is never less than the choice cost in the game. ``--at seed:step,...`` re-times only those
choices (found by an earlier run), so the finding can run beside other work and the re-timing
alone on a quiet machine.
"""

from __future__ import annotations

import argparse
import heapq
import json
import math
import statistics
import sys
import time
from typing import Any

from forbidden_sky import simulate
from forbidden_sky.engine import registry
from forbidden_sky.sky.ai import circuit


def _slowest_in_game(game_id: str, players: int, level: str, seed: int, top: int
                     ) -> list[tuple[float, int, int, list[Any]]]:
    game = registry.get(game_id)
    state = game.new_game(simulate.team(players, seed, game_id), level, seed, None)
    bot = game.make_bot("strong", seed)
    actions: list[Any] = []
    worst: list[tuple[float, int, int, list[Any]]] = []
    for step in range(6000):
        if game.outcome(state) is not None:
            break
        t0 = time.process_time()
        action = bot.pick(state)
        took = time.process_time() - t0
        if len(worst) < top or took > worst[0][0]:
            item = (took, seed, step, list(actions))
            if len(worst) < top:
                heapq.heappush(worst, item)
            else:
                heapq.heapreplace(worst, item)
        actions.append(action)
        state, _ = game.apply(state, action)
    return worst


def _replay_to(game_id: str, players: int, level: str, seed: int, step: int) -> list[Any]:
    """The actions the bot took before its choice number ``step`` (the games are deterministic)."""
    game = registry.get(game_id)
    state = game.new_game(simulate.team(players, seed, game_id), level, seed, None)
    bot = game.make_bot("strong", seed)
    actions: list[Any] = []
    for _ in range(step):
        action = bot.pick(state)
        actions.append(action)
        state, _ = game.apply(state, action)
    return actions


def _retime(game_id: str, players: int, level: str, seed: int, before: list[Any], repeats: int) -> list[float]:
    game = registry.get(game_id)
    state = game.new_game(simulate.team(players, seed, game_id), level, seed, None)
    for a in before:
        state, _ = game.apply(state, a)
    out = []
    for _ in range(repeats):
        if game_id == "sky":
            circuit.forget()   # the loop search's shared crossings: each repeat from nothing
        bot = game.make_bot("strong", seed)
        t0 = time.process_time()
        bot.pick(state)
        out.append(time.process_time() - t0)
    return out


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", default="sky")
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--level", required=True)
    p.add_argument("--seeds", default="1-100")
    p.add_argument("--top", type=int, default=5)
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--at", default="", help="seed:step,... : re-time only these choices")
    a = p.parse_args(argv)
    pool: list[tuple[float, int, int, list[Any]]] = []
    if a.at:
        for part in a.at.split(","):
            seed, _, step = part.partition(":")
            pool.append((float("nan"), int(seed), int(step),
                         _replay_to(a.game, a.players, a.level, int(seed), int(step))))
    for seed in [] if a.at else simulate.seed_list(a.seeds):
        pool += _slowest_in_game(a.game, a.players, a.level, seed, a.top)
        pool = heapq.nlargest(a.top, pool, key=lambda x: x[0])
    rows = []
    for took, seed, step, before in sorted(pool, key=lambda x: -x[0]) if not a.at else pool:
        if a.repeats <= 0:
            print(f"seed {seed} step {step}: in the game {took:.2f} s", flush=True)
            continue
        again = _retime(a.game, a.players, a.level, seed, before, a.repeats)
        rows.append({"seed": seed, "step": step, "in_game_cpu_s": None if math.isnan(took) else round(took, 3),
                     "least_cpu_s": round(min(again), 3), "median_cpu_s": round(statistics.median(again), 3)})
        seen = "" if math.isnan(took) else f"in the game {took:.2f} s; "
        print(f"seed {seed} step {step}: {seen}again x{a.repeats}: "
              f"least {min(again):.2f} s, median {statistics.median(again):.2f} s", flush=True)
    print(json.dumps({"game": a.game, "players": a.players, "level": a.level, "seeds": a.seeds,
                      "repeats": a.repeats, "slowest": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
