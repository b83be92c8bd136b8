"""`forbidden-sky simulate [--games N] [--players 2,3,4,5] [--levels novice,...] [--seed S]
[--bot strong|random] [--calm] [--jobs J] [--json]`: seeded games played by a bot, per level and
player count.

The balance instrument (docs/game-model.md, "Balance"): for each level x player count it reports
the games played, the win rate with a 95 % (Wilson) interval, the median number of turns, the
loss causes and how often the launch pad was found. Game i of a cell uses seed S + i, and the
adventurers are drawn from that seed, so the same command always gives the same table, whatever
the number of worker processes (``--jobs``, every core by default). ``--calm`` plays the calm
storm of storm_meter.yaml (one card a turn, a long meter): the bot's bar as an instrument.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import random
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

CAUSES = ["electrocuted", "fall", "swept_away", "abandoned"]


def levels() -> list[str]:
    from .sky.data import game_data
    return list(game_data().blueprints)


def adventurers() -> list[str]:
    from .sky.data import game_data
    return list(game_data().adventurers)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % interval of a win rate (Wilson score: sensible at 0 and at small n)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def team(players: int, seed: int) -> list[str]:
    return random.Random(seed * 7919 + players).sample(adventurers(), players)


def calm_data(data=None):
    """The game data with the calm storm meter in place of the real one."""
    from .sky.data import game_data
    data = data or game_data()
    calm = data.storm_meter.calm
    if calm is None:
        raise ValueError("storm_meter.yaml has no calm variant")
    return dataclasses.replace(data, storm_meter=calm)


def play_one(players: int, level: str, seed: int, bot: str = "strong", data=None, max_steps: int = 6000):
    """One seeded game to its end; returns the final state."""
    return _play(players, level, seed, bot, data, max_steps)[0]


def _play(players: int, level: str, seed: int, bot: str, data, max_steps: int):
    from .sky.ai import make_bot
    from .sky.core import apply, new_game
    state = new_game(team(players, seed), level, seed, data=data)
    player = make_bot(bot, seed)
    pad_turn = None
    worst = 0.0
    for _ in range(max_steps):
        if state.over:
            break
        # CPU time of this process: what one choice costs on one core, whatever else the
        # machine is doing (the wall clock of a loaded machine said 12 s for a 2 s choice)
        t0 = time.process_time()
        action = player.pick(state)
        worst = max(worst, time.process_time() - t0)
        state, _ = apply(state, action)
        if pad_turn is None and state.board.pad is not None:
            pad_turn = state.turn
    return state, pad_turn, worst


def _game(job: tuple) -> dict[str, Any]:
    players, level, seed, bot, calm = job
    data = calm_data() if calm else None
    t0, c0 = time.perf_counter(), time.process_time()
    state, pad_turn, worst = _play(players, level, seed, bot, data, 6000)
    # CPU time as well as wall time: on a busy machine only the first tells what a game costs
    return {"players": players, "level": level, "seed": seed, "outcome": state.outcome or "unfinished",
            "turns": state.turn, "pad_turn": pad_turn, "wires": len(state.board.wires),
            "seconds": time.perf_counter() - t0, "cpu_seconds": time.process_time() - c0, "worst_pick": worst}


def _cell(players: int, level: str, games: list[dict[str, Any]]) -> dict[str, Any]:
    wins = sum(1 for g in games if g["outcome"] == "won")
    causes: Counter[str] = Counter()
    for g in games:
        if g["outcome"].startswith("lost:"):
            causes[g["outcome"][5:]] += 1
        elif g["outcome"] != "won":
            causes["unfinished"] += 1
    n = len(games)
    lo, hi = wilson(wins, n)
    return {
        "level": level, "players": players, "games": n, "wins": wins,
        "win_rate": round(wins / n, 4) if n else 0.0,
        "ci95": [round(lo, 4), round(hi, 4)],
        "median_turns": statistics.median(g["turns"] for g in games) if games else None,
        "losses": {c: causes.get(c, 0) for c in CAUSES + (["unfinished"] if causes.get("unfinished") else [])},
        "pad_found": sum(1 for g in games if g["pad_turn"] is not None),
        "seconds_per_game": round(sum(g["seconds"] for g in games) / n, 4) if n else 0.0,
        "cpu_seconds": round(sum(g["cpu_seconds"] for g in games), 2),
        "worst_pick_cpu_s": round(max((g["worst_pick"] for g in games), default=0.0), 4),
    }


def simulate(games: int, players: Sequence[int], levels: Sequence[str], seed: int, bot: str = "strong",
             calm: bool = False, jobs: int | None = None) -> dict[str, Any]:
    work = [(n, lv, seed + i, bot, calm) for lv in levels for n in players for i in range(games)]
    jobs = max(1, jobs or os.cpu_count() or 1)
    t0 = time.perf_counter()
    if jobs == 1 or len(work) == 1:
        done = [_game(w) for w in work]
    else:
        import multiprocessing
        # chunks keep each worker's caches warm; results come back in input order
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            done = pool.map(_game, work, chunksize=max(1, len(work) // (jobs * 8)))
    cells = []
    for lv in levels:
        for n in players:
            cells.append(_cell(n, lv, [g for g in done if g["level"] == lv and g["players"] == n]))
    cpu = sum(c["cpu_seconds"] for c in cells)
    return {"bot": bot, "calm": calm, "games_per_cell": games, "seed": seed, "players": list(players),
            "levels": list(levels), "jobs": jobs, "wall_seconds": round(time.perf_counter() - t0, 1),
            "cpu_seconds": round(cpu, 1), "cells": cells}


def format_table(result: dict[str, Any]) -> str:
    storm = "calm storm" if result.get("calm") else "real storm"
    lines = [f"bot: {result['bot']}, {storm}, {result['games_per_cell']} games per cell, seed {result['seed']}, "
             f"{result.get('jobs', 1)} worker(s), {result.get('wall_seconds', 0)} s wall, "
             f"{result.get('cpu_seconds', 0)} s CPU (on 2 idle cores: about {result.get('cpu_seconds', 0) / 2:.0f} s)",
             "",
             "| level | players | games | win rate | 95 % interval | median turns | pad found | "
             "electrocuted | fall | swept away | abandoned | slowest choice (CPU) |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for c in result["cells"]:
        lo, hi = c["ci95"]
        los = c["losses"]
        lines.append(f"| {c['level']} | {c['players']} | {c['games']} | {100 * c['win_rate']:.1f} % | "
                     f"{100 * lo:.1f}-{100 * hi:.1f} % | {c['median_turns']} | {c['pad_found']} | "
                     f"{los['electrocuted']} | {los['fall']} | {los['swept_away']} | {los['abandoned']} | "
                     f"{c.get('worst_pick_cpu_s', 0):.2f} s |")
    return "\n".join(lines)


def _csv(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]


def main(argv: Sequence[str]) -> int:
    from .sky.ai import BOTS
    known = levels()
    parser = argparse.ArgumentParser(prog="forbidden-sky simulate", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per level x player count")
    parser.add_argument("--players", default="2,3,4,5", help="player counts, e.g. 2,3,4,5")
    parser.add_argument("--levels", default=",".join(known), help="levels, e.g. novice,normal")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game of each cell")
    parser.add_argument("--bot", choices=list(BOTS), default="strong")
    parser.add_argument("--calm", action="store_true", help="the calm storm: one card a turn, a long meter")
    parser.add_argument("--jobs", type=int, default=0, help="worker processes (0: every core)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(list(argv))
    try:
        players = [int(p) for p in _csv(args.players)]
    except ValueError:
        parser.error("--players takes whole numbers, e.g. 2,3,4,5")
    if not players or any(not 2 <= p <= 5 for p in players):
        parser.error("--players: Forbidden Sky is for 2 to 5 players")
    chosen = _csv(args.levels)
    if not chosen or any(lv not in known for lv in chosen):
        parser.error(f"--levels: choose among {', '.join(known)}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 0:
        parser.error("--jobs must be 0 (every core) or more")
    result = simulate(args.games, players, chosen, args.seed, args.bot, args.calm, args.jobs or None)
    if args.json:
        print(json.dumps(result))
    else:
        print(format_table(result))
    return 0
