"""`forbidden-sky simulate [--games N] [--players 2,3,4,5] [--levels novice,...] [--seed S]
[--bot planner|random] [--json]`: seeded games played by a bot, per level and player count.

The balance instrument of GAME-MODEL section 14: for each level x player count it reports the
games played, the win rate with a 95 % (Wilson) interval, the median number of turns and the
loss causes. Game i of a cell uses seed S + i, and the adventurers are drawn from that seed, so
the same command always gives the same table.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

ADVENTURERS = ["electrician", "surveyor", "knotsmith", "navigator", "medic", "climber"]
LEVELS = ["novice", "normal", "elite", "legendary"]
CAUSES = ["electrocuted", "fall", "swept_away", "abandoned"]


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
    return random.Random(seed * 7919 + players).sample(ADVENTURERS, players)


def play_one(players: int, level: str, seed: int, bot: str = "planner", data=None, max_steps: int = 5000):
    """One seeded game to its end; returns the final state."""
    from .core import apply, new_game
    state = new_game(team(players, seed), level, seed, data=data)
    if bot == "planner":
        from .ai.planner import Planner
        planner = Planner(seed)
        choose = planner.pick
    elif bot == "random":
        from .ai.random_bot import pick
        rnd = random.Random(seed)

        def choose(s):
            return pick(s, rnd)
    else:
        raise ValueError(f"unknown bot {bot!r} (planner or random)")
    for _ in range(max_steps):
        if state.over:
            break
        state, _ = apply(state, choose(state))
    return state


def run_cell(players: int, level: str, games: int, seed: int, bot: str, data=None) -> dict[str, Any]:
    wins = 0
    turns: list[int] = []
    causes: Counter[str] = Counter()
    t0 = time.perf_counter()
    for i in range(games):
        s = play_one(players, level, seed + i, bot, data)
        turns.append(s.turn)
        if s.outcome == "won":
            wins += 1
        elif s.outcome and s.outcome.startswith("lost:"):
            causes[s.outcome[5:]] += 1
        else:
            causes["unfinished"] += 1
    lo, hi = wilson(wins, games)
    return {
        "level": level, "players": players, "games": games, "wins": wins,
        "win_rate": round(wins / games, 4) if games else 0.0,
        "ci95": [round(lo, 4), round(hi, 4)],
        "median_turns": statistics.median(turns) if turns else None,
        "losses": {c: causes.get(c, 0) for c in CAUSES + (["unfinished"] if causes.get("unfinished") else [])},
        "seconds_per_game": round((time.perf_counter() - t0) / games, 4) if games else 0.0,
    }


def simulate(games: int, players: Sequence[int], levels: Sequence[str], seed: int, bot: str,
             data=None) -> dict[str, Any]:
    cells = [run_cell(n, lv, games, seed, bot, data) for lv in levels for n in players]
    return {"bot": bot, "games_per_cell": games, "seed": seed, "players": list(players),
            "levels": list(levels), "cells": cells}


def format_table(result: dict[str, Any]) -> str:
    lines = [f"bot: {result['bot']}, {result['games_per_cell']} games per cell, seed {result['seed']}",
             "",
             "| level | players | games | win rate | 95 % interval | median turns | "
             "electrocuted | fall | swept away | abandoned |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for c in result["cells"]:
        lo, hi = c["ci95"]
        los = c["losses"]
        lines.append(f"| {c['level']} | {c['players']} | {c['games']} | {100 * c['win_rate']:.1f} % | "
                     f"{100 * lo:.1f}-{100 * hi:.1f} % | {c['median_turns']} | {los['electrocuted']} | "
                     f"{los['fall']} | {los['swept_away']} | {los['abandoned']} |")
    return "\n".join(lines)


def _csv(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="forbidden-sky simulate", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per level x player count")
    parser.add_argument("--players", default="2,3,4,5", help="player counts, e.g. 2,3,4,5")
    parser.add_argument("--levels", default=",".join(LEVELS), help="levels, e.g. novice,normal")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game of each cell")
    parser.add_argument("--bot", choices=["planner", "random"], default="planner")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(list(argv))
    try:
        players = [int(p) for p in _csv(args.players)]
    except ValueError:
        parser.error("--players takes whole numbers, e.g. 2,3,4,5")
    if not players or any(not 2 <= p <= 5 for p in players):
        parser.error("--players: Forbidden Sky is for 2 to 5 players")
    levels = _csv(args.levels)
    if not levels or any(lv not in LEVELS for lv in levels):
        parser.error(f"--levels: choose among {', '.join(LEVELS)}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    result = simulate(args.games, players, levels, args.seed, args.bot)
    if args.json:
        print(json.dumps(result))
    else:
        print(format_table(result))
    return 0
