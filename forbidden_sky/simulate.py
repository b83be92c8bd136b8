"""`forbidden-sky simulate [--game sky|island] [--games N] [--players 2,3,4,5] [--levels novice,...]
[--seed S] [--bot strong|random] [--calm] [--jobs J] [--json]`: seeded games played by a bot, per
level and player count, for any game behind the engine's door (engine/game.py).

The balance instrument (docs/game-model.md, "Balance"): for each level x player count it reports
the games played, the win rate with a 95 % (Wilson) interval, the median number of turns, the
loss causes (the game's ``loss_causes``) and the game's own facts (``play_facts``: Sky counts
the games that found the launch pad). Game i of a cell uses seed S + i, and the
adventurers are drawn from that seed, so the same command always gives the same table, whatever
the number of worker processes (``--jobs``, every core by default). ``--calm`` plays the calm
storm of storm_meter.yaml (one card a turn, a long meter): the bot's bar as an instrument.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

from .engine import registry
from .engine.game import Game


def _game(game_id: str) -> Game:
    return registry.get(game_id)


def levels(game_id: str = registry.DEFAULT) -> list[str]:
    return list(_game(game_id).setup.levels)


def adventurers(game_id: str = registry.DEFAULT) -> list[str]:
    return list(_game(game_id).setup.roles)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % interval of a win rate (Wilson score: sensible at 0 and at small n)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def seed_list(text: str) -> list[int]:
    """``"1-100,150"`` -> the seeds 1..100 and 150 (the tools' ``--seeds``)."""
    out: list[int] = []
    for part in text.split(","):
        a, _, b = part.partition("-")
        out += list(range(int(a), int(b or a) + 1))
    return out


def team(players: int, seed: int, game_id: str = registry.DEFAULT) -> list[str]:
    return random.Random(seed * 7919 + players).sample(adventurers(game_id), players)


def play_one(players: int, level: str, seed: int, bot: str = "strong", variant: str | None = None,
             max_steps: int = 6000, game_id: str = registry.DEFAULT):
    """One seeded game to its end; returns the final state."""
    return _play(_game(game_id), players, level, seed, bot, variant, max_steps)[0]


def _play(game: Game, players: int, level: str, seed: int, bot: str, variant: str | None, max_steps: int):
    state = game.new_game(team(players, seed, game.id), level, seed, variant)
    player = game.make_bot(bot, seed)
    worst = 0.0
    for _ in range(max_steps):
        if game.outcome(state) is not None:
            break
        # CPU time of this process: what one choice costs on one core, whatever else the
        # machine is doing (the wall clock of a loaded machine said 12 s for a 2 s choice)
        t0 = time.process_time()
        action = player.pick(state)
        worst = max(worst, time.process_time() - t0)
        state, _ = game.apply(state, action)
    return state, worst


def _one(job: tuple) -> dict[str, Any]:
    game_id, players, level, seed, bot, variant = job
    game = _game(game_id)
    t0, c0 = time.perf_counter(), time.process_time()
    state, worst = _play(game, players, level, seed, bot, variant, 6000)
    outcome = game.outcome(state)
    # CPU time as well as wall time: on a busy machine only the first tells what a game costs
    return {"players": players, "level": level, "seed": seed,
            "outcome": "unfinished" if outcome is None else outcome.code(),
            "turns": game.turn(state), "facts": game.play_facts(state),
            "seconds": time.perf_counter() - t0, "cpu_seconds": time.process_time() - c0, "worst_pick": worst}


def _cell(game: Game, players: int, level: str, games: list[dict[str, Any]]) -> dict[str, Any]:
    wins = sum(1 for g in games if g["outcome"] == "won")
    causes: Counter[str] = Counter()
    for g in games:
        if g["outcome"].startswith("lost:"):
            causes[g["outcome"][5:]] += 1
        elif g["outcome"] != "won":
            causes["unfinished"] += 1
    n = len(games)
    lo, hi = wilson(wins, n)
    facts: Counter[str] = Counter()
    for g in games:
        facts.update(k for k, v in g["facts"].items() if v)
    known = list(game.loss_causes)
    return {
        "level": level, "players": players, "games": n, "wins": wins,
        "win_rate": round(wins / n, 4) if n else 0.0,
        "ci95": [round(lo, 4), round(hi, 4)],
        "median_turns": statistics.median(g["turns"] for g in games) if games else None,
        "losses": {c: causes.get(c, 0) for c in known + sorted(set(causes) - set(known))},
        **{k: facts.get(k, 0) for k in game.play_fact_names},
        "seconds_per_game": round(sum(g["seconds"] for g in games) / n, 4) if n else 0.0,
        "cpu_seconds": round(sum(g["cpu_seconds"] for g in games), 2),
        "worst_pick_cpu_s": round(max((g["worst_pick"] for g in games), default=0.0), 4),
    }


def simulate(games: int, players: Sequence[int], levels: Sequence[str], seed: int, bot: str = "strong",
             calm: bool = False, jobs: int | None = None, game_id: str = registry.DEFAULT) -> dict[str, Any]:
    game = _game(game_id)
    variant = "calm" if calm else None
    work = [(game_id, n, lv, seed + i, bot, variant) for lv in levels for n in players for i in range(games)]
    jobs = max(1, jobs or os.cpu_count() or 1)
    t0 = time.perf_counter()
    if jobs == 1 or len(work) == 1:
        done = [_one(w) for w in work]
    else:
        import multiprocessing
        # chunks keep each worker's caches warm; results come back in input order
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            done = pool.map(_one, work, chunksize=max(1, len(work) // (jobs * 8)))
    cells = []
    for lv in levels:
        for n in players:
            cells.append(_cell(game, n, lv, [g for g in done if g["level"] == lv and g["players"] == n]))
    cpu = sum(c["cpu_seconds"] for c in cells)
    return {"game": game_id, "bot": bot, "calm": calm, "games_per_cell": games, "seed": seed, "players": list(players),
            "levels": list(levels), "jobs": jobs, "wall_seconds": round(time.perf_counter() - t0, 1),
            "cpu_seconds": round(cpu, 1), "cells": cells}


def format_table(result: dict[str, Any]) -> str:
    game = _game(result.get("game", registry.DEFAULT))
    storm = "calm variant" if result.get("calm") else "the real game"
    causes = list(game.loss_causes)
    facts = list(game.play_fact_names)
    lines = [f"game: {game.id}, bot: {result['bot']}, {storm}, {result['games_per_cell']} games per cell, "
             f"seed {result['seed']}, {result.get('jobs', 1)} worker(s), {result.get('wall_seconds', 0)} s wall, "
             f"{result.get('cpu_seconds', 0)} s CPU (on 2 idle cores: about {result.get('cpu_seconds', 0) / 2:.0f} s)",
             "",
             "| level | players | games | win rate | 95 % interval | median turns | "
             + "".join(f"{f.replace('_', ' ')} | " for f in facts)
             + "".join(f"{c.replace('_', ' ')} | " for c in causes) + "slowest choice (CPU) |",
             "|---|---|---|---|---|---|" + "---|" * (len(facts) + len(causes) + 1)]
    for c in result["cells"]:
        lo, hi = c["ci95"]
        los = c["losses"]
        lines.append(f"| {c['level']} | {c['players']} | {c['games']} | {100 * c['win_rate']:.1f} % | "
                     f"{100 * lo:.1f}-{100 * hi:.1f} % | {c['median_turns']} | "
                     + "".join(f"{c.get(f, 0)} | " for f in facts)
                     + "".join(f"{los.get(k, 0)} | " for k in causes)
                     + f"{c.get('worst_pick_cpu_s', 0):.2f} s |")
    return "\n".join(lines)


def _csv(text: str) -> list[str]:
    return [t.strip() for t in text.split(",") if t.strip()]


def main(argv: Sequence[str]) -> int:
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--game", choices=list(registry.game_ids()), default=registry.DEFAULT)
    game = _game(pre.parse_known_args(list(argv))[0].game)
    known = levels(game.id)
    setup = game.setup
    parser = argparse.ArgumentParser(prog="forbidden-sky simulate", description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=list(registry.game_ids()), default=registry.DEFAULT,
                        help="which game (default: sky)")
    parser.add_argument("--games", type=int, default=100, help="games per level x player count")
    counts = ",".join(str(n) for n in range(setup.min_players, setup.max_players + 1))
    parser.add_argument("--players", default=counts, help=f"player counts, e.g. {counts}")
    parser.add_argument("--levels", default=",".join(known), help="levels, e.g. novice,normal")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game of each cell")
    parser.add_argument("--bot", choices=list(game.bots), default="strong")
    parser.add_argument("--calm", action="store_true", help="the calm variant (Sky: one storm card a turn, a long meter)")
    parser.add_argument("--jobs", type=int, default=0, help="worker processes (0: every core)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(list(argv))
    try:
        players = [int(p) for p in _csv(args.players)]
    except ValueError:
        parser.error("--players takes whole numbers, e.g. 2,3,4,5")
    if not players or any(not setup.min_players <= p <= setup.max_players for p in players):
        parser.error(f"--players: this game is for {setup.min_players} to {setup.max_players} players")
    chosen = _csv(args.levels)
    if not chosen or any(lv not in known for lv in chosen):
        parser.error(f"--levels: choose among {', '.join(known)}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 0:
        parser.error("--jobs must be 0 (every core) or more")
    if args.calm and "calm" not in game.variants:
        parser.error(f"--calm: {game.id} has no calm variant")
    result = simulate(args.games, players, chosen, args.seed, args.bot, args.calm, args.jobs or None, game.id)
    if args.json:
        print(json.dumps(result))
    else:
        print(format_table(result))
    return 0
