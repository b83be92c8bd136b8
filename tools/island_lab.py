"""Replay the end of Forbidden Island games from real positions, many times (bench/BALANCE.md, "2026-12-05 (later)").

    python tools/island_lab.py collect --seeds 701-1100 --out /tmp/lab_N.json
    python tools/island_lab.py play /tmp/lab_3.json --worlds 4 --variants '{"as it is": {}, "x": {"LIFT_LAST": 100}}'

A whole game varies so much that a change to the bot must be played over a thousand games to
show a gain of two points. Most changes only matter late (the last treasure, the flight home),
and most of a game's noise comes before that. ``collect`` plays the bot's own two-player Novice
games and keeps the position just after each capture (one file per number of treasures taken:
``N`` in ``--out`` is replaced by 1, 2, 3, 4). ``play`` goes on from each kept position in
``--worlds`` worlds of its own: the Treasure and Flood draw piles shuffled afresh and a new seed
for the reshuffles to come, so nothing of the real game's hidden order is left and a fresh bot
(which knows no layer of the Flood pile) sees only what the table sees. Every variant plays the
same worlds, so two variants are compared world by world (``+`` / ``-``: the worlds only one of
them won).

What the lab measures is the play from that capture on, not the whole game: a change that also
alters the play before the capture is measured only in part, and a gain here must still be
checked on whole games (``tools/island_tune.py probe``). The first one, a Helicopter Lift kept
for the flight home (``judge.LIFT_LAST``), won 2.2 points more from the third capture in the lab
and 9 games of 1,500 in whole games; with the walk home priced higher (``judge.HOME``), 16.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import random
import sys
from collections import Counter
from multiprocessing import Pool
from typing import Any

from pathlib import Path

from forbidden_sky import simulate
from forbidden_sky.island.core import GameState

sys.path.insert(0, str(Path(__file__).resolve().parent))
import island_tune  # noqa: E402 - sets a variant's constants the way the probes do (tools/island_tune.py)


def _collect(seed: int) -> tuple[int, dict[int, dict[str, Any]]]:
    game = simulate._game("island")
    state = game.new_game(simulate.team(2, seed, "island"), "novice", seed, None)
    bot = game.make_bot("strong", seed)
    kept: dict[int, dict[str, Any]] = {}
    for _ in range(6000):
        if state.outcome:
            break
        taken = len(state.captured)
        state, _ = game.apply(state, bot.pick(state))
        if len(state.captured) > taken and not state.outcome:
            kept[len(state.captured)] = game.state_to_dict(state)
    return seed, kept


def world(doc: dict[str, Any], seed: int, number: int) -> GameState:
    """The kept position with its hidden piles shuffled afresh and a new seed: world ``number``
    of the game of ``seed`` (the same for every variant)."""
    start = simulate._game("island").state_from_dict(doc)
    rnd = random.Random(seed * 1000 + number)
    treasure, flood = list(start.treasure_deck), list(start.flood_deck)
    rnd.shuffle(treasure)
    rnd.shuffle(flood)
    return dataclasses.replace(start, treasure_deck=tuple(treasure), flood_deck=tuple(flood),
                               seed=seed * 1000 + number + 7)


def _play(job: tuple[int, dict[str, Any], int, dict[str, Any]]) -> tuple[int, int, str]:
    seed, doc, number, over = job
    island_tune._apply(over)      # each worker process plays one variant's jobs (see main)
    game = simulate._game("island")
    state = world(doc, seed, number)
    bot = game.make_bot("strong", seed * 1000 + number)
    for _ in range(4000):
        if state.outcome:
            break
        state, _ = game.apply(state, bot.pick(state))
    cause = getattr(state.cause, "value", state.cause)
    return seed, number, "won" if state.outcome == "won" else f"lost:{cause}"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="island_lab", description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=["collect", "play"])
    ap.add_argument("positions", nargs="?", help="play: a file written by collect")
    ap.add_argument("--seeds", default="701-1100")
    ap.add_argument("--out", default=None, help="collect: the files to write (N: the treasures taken); play: the outcomes")
    ap.add_argument("--worlds", type=int, default=4)
    ap.add_argument("--variants", default='{"as it is": {}}', help="JSON {name: {constant: value}}")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    if args.mode == "collect":
        if not args.out or "N" not in args.out:
            raise SystemExit("collect needs --out with N in it (replaced by the treasures taken)")
        by_n: dict[int, dict[int, Any]] = {}
        with Pool(args.jobs) as pool:
            for seed, kept in pool.imap(_collect, simulate.seed_list(args.seeds)):
                for n, doc in kept.items():
                    by_n.setdefault(n, {})[seed] = doc
        for n, docs in sorted(by_n.items()):
            with open(args.out.replace("N", str(n)), "w", encoding="utf-8") as fh:
                json.dump(docs, fh)
            print(f"{len(docs)} positions after capture {n}")
        return 0
    if not args.positions:
        raise SystemExit("play needs the positions file")
    with open(args.positions, encoding="utf-8") as fh:
        docs = json.load(fh)
    variants = json.loads(args.variants)
    for over in variants.values():
        # an unknown constant stops here, not in a worker (the pool would wait for it for ever)
        island_tune._apply(island_tune._apply(over))
    results: dict[str, dict[tuple[int, int], str]] = {}
    for name, over in variants.items():
        jobs = [(int(seed), doc, w, over) for seed, doc in docs.items() for w in range(args.worlds)]
        # a fresh pool for each variant: the constants set in a worker stay set for its jobs only
        with Pool(args.jobs) as pool:
            got = {(s, w): o for s, w, o in pool.imap(_play, jobs, chunksize=4)}
        results[name] = got
        wins = sum(o == "won" for o in got.values())
        lo, hi = simulate.wilson(wins, len(got))
        line = f"{name}: {wins}/{len(got)} ({100 * lo:.1f}-{100 * hi:.1f} %)"
        first = next(iter(results.values()))
        if got is not first:
            plus = sum(1 for k, o in got.items() if o == "won" and first[k] != "won")
            minus = sum(1 for k, o in got.items() if o != "won" and first[k] == "won")
            line += f" against the first: +{plus} / -{minus}"
        print(line, Counter(o for o in got.values() if o != "won"), flush=True)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as fh:
            json.dump({name: [[s, w, o] for (s, w), o in got.items()] for name, got in results.items()}, fh)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
