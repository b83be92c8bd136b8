"""The foresight figures of `forbidden-sky bench engine`: the storm forecast's time on the
late-game position (issue 13 asks p95 under 50 ms, fast enough to follow a drag) and the
hint's time on at least five positions (at most 2 s)."""

from __future__ import annotations

import statistics
import time
from dataclasses import replace

from .ai.advice import advise
from .ai.forecast import forecast
from .core import GameState, Phase, wiring


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def forecast_ms(late: GameState, repeats: int = 200) -> dict[str, float]:
    """Milliseconds per forecast, each from cold wire geometry (as after a move); also at the
    storm's highest intensity, where the most cards are drawn."""
    def times(state: GameState, n: int) -> list[float]:
        out = []
        for _ in range(n):
            wiring._space_cache.clear()
            t0 = time.perf_counter()
            forecast(state)
            out.append((time.perf_counter() - t0) * 1e3)
        return out
    now = times(late, repeats)
    meter = late.data.storm_meter.intensities
    worst = times(replace(late, storm_tick=len(meter) - 1), max(20, repeats // 4))
    return {"median": round(statistics.median(now), 3), "p95": round(_pct(now, 0.95), 3),
            "top_intensity_p95": round(_pct(worst, 0.95), 3)}


def hint_positions(late: GameState, n: int = 5) -> list[GameState]:
    """The late-game position and positions of one of the strong bot's own calm games."""
    from .ai import make_bot
    from .core import apply, new_game
    from .data.variants import calm_data
    positions = [late]
    seed = 5
    while len(positions) < n and seed < 12:
        # the start of every fourth turn from the eighth of a calm game, then of the next game if it ends
        state = new_game(["electrician", "medic", "navigator"], "novice", seed, data=calm_data())
        player = make_bot("strong", seed)
        while not state.over and len(positions) < n:
            if state.phase == Phase.ACTIONS and state.actions_left == 4 and state.turn >= 8 and state.turn % 4 == 0:
                positions.append(state)
            state, _ = apply(state, player.pick(state))
        seed += 1
    return positions


def hint_seconds(late: GameState) -> list[float]:
    """Seconds from asking to the advice in words' facts, each with a new bot (cold caches)."""
    out = []
    for pos in hint_positions(late):
        t0 = time.perf_counter()
        advise(pos)
        out.append(time.perf_counter() - t0)
    return out


__all__ = ["forecast_ms", "hint_positions", "hint_seconds"]
