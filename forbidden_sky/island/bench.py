"""Forbidden Island's engine numbers for `forbidden-sky bench engine --game island`: measured,
never asserted in tests (recorded with the date in bench/RESULTS.md).

Every figure is CPU time of this process (``time.process_time``): the machine is shared, and
the wall clock of a loaded machine says more about the neighbours than about the engine.

- ``apply`` calls per second over random games (the random bot, 2-4 players, every level),
  only the time inside ``apply`` counted;
- on the reference mid-game position (bench/island_mid_game.yaml, made by
  tools/make_island_mid_game.py): ``legal_actions`` timed 400 times (median, p95), and
  ``apply`` of every legal action in turn for about a second;
- the strong bot's choice in CPU seconds with a fresh bot, on that position and at the start
  of turns of one of its own games;
- foresight (docs/foresight.md, "Island"): the forecast with the dangers, as a screen
  recomputes them after every action (``foresight_ms``: median, p95, max over every position
  of one strong-bot game, the worst one's turn), and the hint (``hint_cpu_s``).
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from ..resources import bench_path
from ..safeio import read_yaml
from .core import GameState, Phase, apply, legal_actions, new_game
from .data import island_data

MID_GAME = "island_mid_game.yaml"


def mid_game_state() -> GameState:
    return GameState.from_dict(read_yaml(bench_path(MID_GAME, "tools/make_island_mid_game.py")))


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def bench_engine(seconds: float = 3.0) -> dict[str, Any]:
    from .ai import make_bot
    data = island_data()
    roles, levels = list(data.adventurers), list(data.levels)
    rnd = random.Random(1)
    applies = games = 0
    t_apply = 0.0
    start = time.process_time()
    while time.process_time() - start < seconds:   # CPU seconds of random play
        players = rnd.sample(roles, rnd.randint(data.rules.min_players, data.rules.max_players))
        s = new_game(players, rnd.choice(levels), rnd.randrange(10**6))
        bot = make_bot("random", rnd.randrange(10**6))
        while not s.over:
            a = bot.pick(s)
            t0 = time.process_time()
            s, _ = apply(s, a)
            t_apply += time.process_time() - t0
            applies += 1
        games += 1
    elapsed = time.process_time() - start

    state = mid_game_state()
    lat = []
    for _ in range(400):
        t0 = time.process_time()
        legal_actions(state)
        lat.append((time.process_time() - t0) * 1e3)
    acts = legal_actions(state)
    mid_n, mid_t = 0, 0.0
    while mid_t < min(1.0, seconds):
        t0 = time.process_time()
        for a in acts:
            apply(state, a)
        mid_t += time.process_time() - t0
        mid_n += len(acts)
    picks = strong_pick_cpu_seconds(state)
    fore = foresight_ms()
    hints = hint_cpu_seconds(state)
    return {
        "apply_per_s": round(applies / t_apply, 1) if t_apply else 0.0,
        "mid_apply_per_s": round(mid_n / mid_t, 1),
        "games_per_s": round(games / elapsed, 2),
        "games": games,
        "legal_actions_ms": {"median": round(statistics.median(lat), 4), "p95": round(_pct(lat, 0.95), 4)},
        "legal_actions_count": len(acts),
        "strong_pick_cpu_s": {"median": round(statistics.median(picks), 4), "max": round(max(picks), 4),
                              "positions": len(picks)},
        "foresight_ms": fore,
        "hint_cpu_s": {"median": round(statistics.median(hints), 4), "max": round(max(hints), 4),
                       "positions": len(hints)},
        "position": {"turn": state.turn, "players": len(state.players), "current": state.current,
                     "flooded": state.status.count(1), "sunk": state.status.count(2)},
    }


def strong_pick_cpu_seconds(mid: GameState) -> list[float]:
    """The strong bot's choice, each time a fresh bot (cold caches), in CPU seconds: the
    mid-game position and the start of every third turn of one of its own 4-player games."""
    from .ai import make_bot
    positions = [mid]
    state = new_game(["engineer", "pilot", "messenger", "navigator"], "normal", 7)
    player = make_bot("strong", 7)
    while not state.over and len(positions) < 8:
        if state.phase is Phase.ACTIONS and state.actions_left == 3 and state.turn % 3 == 0 \
                and positions[-1].turn != state.turn:
            positions.append(state)
        state, _ = apply(state, player.pick(state))
    out = []
    for pos in positions:
        fresh = make_bot("strong", 1)
        t0 = time.process_time()
        fresh.pick(pos)
        out.append(time.process_time() - t0)
    return out


def foresight_ms(seed: int = 7, max_steps: int = 900) -> dict[str, Any]:
    """The forecast and the dangers of each position of one strong-bot game (4 players, Elite:
    Waters Rise! often, long Flood draws), in CPU milliseconds, with the table's knowledge of
    the Flood pile followed as a screen follows it."""
    from .ai import make_bot
    from .ai.danger import danger
    from .ai.forecast import forecast
    from .ai.knowledge import FloodKnowledge
    state = new_game(["engineer", "pilot", "messenger", "navigator"], "elite", seed)
    bot = make_bot("strong", seed)
    know = FloodKnowledge()
    times: list[float] = []
    worst = (0.0, 0)
    for _ in range(max_steps):
        know.observe(state)
        t0 = time.process_time()
        danger(state, know, forecast(state, know))
        ms = (time.process_time() - t0) * 1e3
        times.append(ms)
        worst = max(worst, (ms, state.turn))
        if state.over:
            break
        state, _ = apply(state, bot.pick(state))
    return {"median": round(statistics.median(times), 3), "p95": round(_pct(times, 0.95), 3),
            "max": round(max(times), 3), "positions": len(times), "worst_turn": worst[1]}


def hint_cpu_seconds(mid: GameState) -> list[float]:
    """The hint (the strong bot's pick and the reasons of its planned turn), CPU seconds."""
    from .ai.advice import hint
    positions = [mid, new_game(["engineer", "pilot"], "normal", 3)]
    out = []
    for pos in positions:
        t0 = time.process_time()
        hint(pos)
        out.append(time.process_time() - t0)
    return out
