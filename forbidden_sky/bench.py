"""`forbidden-sky bench [engine|render|records] [--game sky|island] [--json]`: speed measured, never
asserted in tests.

Sky's engine numbers use the reference late-game position in bench/late_game.yaml (made by
tools/make_late_game.py); Island's (``--game island``, forbidden_sky/island/bench.py) its
mid-game position in bench/island_mid_game.yaml (tools/make_island_mid_game.py). The machine
is noisy (docs/tech-notes.md: ~30 % between runs), so each figure is a median or percentile
over many repeats, and results are recorded with the date in bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from .engine import registry
from .resources import late_game_path

__all__ = ["bench_engine", "bench_records", "late_game_path", "late_game_state", "main"]


def late_game_state():
    from .sky.core.scenario import build
    from .safeio import read_yaml
    doc = read_yaml(late_game_path())
    state, _, _ = build(doc)
    return state


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def bench_engine(seconds: float = 3.0) -> dict[str, Any]:
    from .sky.ai.random_bot import pick
    from .sky.core import apply, legal_actions, new_game, wiring
    from .sky.data import game_data

    adventurers, levels = list(game_data().adventurers), list(game_data().levels)

    # apply calls per second and whole games per second, on random play
    rnd = random.Random(1)
    applies = games = 0
    t_apply = 0.0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        players = rnd.sample(adventurers, rnd.randint(2, 5))
        s = new_game(players, rnd.choice(levels), rnd.randrange(10**6))
        while not s.over:
            a = pick(s, rnd)
            t0 = time.perf_counter()
            s, _ = apply(s, a)
            t_apply += time.perf_counter() - t0
            applies += 1
        games += 1
    elapsed = time.perf_counter() - start

    state = late_game_state()
    lat = []
    for _ in range(400):
        wiring._space_cache.clear()   # measure a fresh position, as after any move
        t0 = time.perf_counter()
        legal_actions(state)
        lat.append((time.perf_counter() - t0) * 1e3)
    needs = state.data.blueprints[state.level].needs()
    wire = []
    n_wires = 0
    for _ in range(400):
        wiring._space_cache.clear()
        t0 = time.perf_counter()
        n_wires = len(wiring.candidate_wires(state.board, state.data.components, needs, None))
        wire.append((time.perf_counter() - t0) * 1e3)
    # apply on the busy late-game position: every legal action in turn, for about a second
    acts = legal_actions(state)
    late_n, late_t = 0, 0.0
    while late_t < min(1.0, seconds):
        for a in acts:
            t0 = time.perf_counter()
            apply(state, a)
            late_t += time.perf_counter() - t0
            late_n += 1
    picks = strong_pick_seconds(state)
    from .sky.bench_foresight import forecast_ms, hint_seconds
    fc = forecast_ms(state)
    hints = hint_seconds(state)
    return {
        "apply_per_s": round(applies / t_apply, 1),
        "late_apply_per_s": round(late_n / late_t, 1),
        "strong_pick_s": {"median": round(statistics.median(picks), 3), "max": round(max(picks), 3),
                          "positions": len(picks)},
        "forecast_ms": fc,
        "hint_s": {"median": round(statistics.median(hints), 3), "max": round(max(hints), 3),
                   "positions": len(hints)},
        "games_per_s": round(games / elapsed, 2),
        "games": games,
        "legal_actions_ms": {"median": round(statistics.median(lat), 3), "p95": round(_pct(lat, 0.95), 3)},
        "legal_actions_count": len(legal_actions(state)),
        "wire_enum_ms": round(statistics.median(wire), 3),
        "wire_enum_p95_ms": round(_pct(wire, 0.95), 3),
        "legal_wires_anywhere": n_wires,
        "position": {"tiles": len(state.board.tiles), "wires": len(state.board.wires),
                     "components": len(state.board.component_refs()), "players": len(state.players)},
    }


def strong_pick_seconds(late) -> list[float]:
    """How long the strong bot takes to choose, each time with cold caches (a new bot), on the
    late-game position and on four positions of one of its own calm games."""
    from .sky.ai import make_bot
    from .sky.core import Phase, apply, new_game
    from .sky.data.variants import calm_data
    positions = [late]
    state = new_game(["electrician", "medic", "navigator"], "novice", 5, data=calm_data())
    player = make_bot("strong", 5)
    step = 0
    while not state.over and len(positions) < 5:
        if (state.phase == Phase.ACTIONS and state.actions_left == 4 and state.turn % 4 == 0
                and positions[-1].turn != state.turn):   # the start of every fourth turn
            positions.append(state)
        state, _ = apply(state, player.pick(state))
        step += 1
    out = []
    for pos in positions:
        fresh = make_bot("strong", 1)
        t0 = time.perf_counter()
        fresh.pick(pos)
        out.append(time.perf_counter() - t0)
    return out


def bench_records(games: int = 2000) -> dict[str, Any]:
    """The Games list and the title's Continue with ``games`` records in a fresh folder (issue
    21: 2,000 games took 3.5 s before the title appeared): the first listing (every file read
    and replayed once, then kept in the index) and the next ones (the index only), with the
    bytes each read. The records are one real random-bot game under ``games`` ids."""
    import tempfile
    from dataclasses import replace
    from pathlib import Path

    from . import safeio
    from .records import Store, new_record
    from .sky.ai.random_bot import pick
    from .sky.core import apply, new_game
    rng = random.Random(5)
    state = new_game(["navigator", "medic", "climber"], "novice", 5)
    acts: list[tuple[int, Any]] = []
    while not state.over and len(acts) < 400:
        a = pick(state, rng)
        acts.append((state.turn, a))
        state, _ = apply(state, a)
    base = new_record(["navigator", "medic", "climber"], "novice", 5)
    base = base.with_play(tuple(acts), state.outcome, state.turn)
    read = [0]
    real = safeio.read_text

    def counting(path: Any, **kw: Any) -> str:
        out = real(path, **kw)
        read[0] += len(out.encode("utf-8", "surrogateescape"))
        return out
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp))
        for i in range(games):
            store.save(replace(base, id=f"{base.id}-{i}"))
        size = sum(p.stat().st_size for p in Path(tmp).glob("*.json"))
        safeio.read_text = counting
        try:
            t = time.perf_counter()
            store.unfinished()          # the title's Continue on a folder never listed: read, not replayed
            cold_title = time.perf_counter() - t
            read[0] = 0
            t = time.perf_counter()
            store.entries()             # the first Games list: every finished game replayed once
            cold = time.perf_counter() - t
            cold_bytes, read[0] = read[0], 0
            warm = []
            for _ in range(5):
                t = time.perf_counter()
                store.entries()
                warm.append(time.perf_counter() - t)
            warm_bytes, read[0] = read[0] // 5, 0
            t = time.perf_counter()
            store.unfinished()
            title = time.perf_counter() - t
        finally:
            safeio.read_text = real
    return {"games": games, "record_bytes": size // games, "first_title_continue_s": round(cold_title, 3),
            "first_listing_s": round(cold, 3),
            "first_listing_bytes_read": cold_bytes, "listing_s_median": round(statistics.median(warm), 4),
            "listing_bytes_read": warm_bytes, "title_continue_s": round(title, 4)}


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="forbidden-sky bench", description=__doc__.splitlines()[0])
    parser.add_argument("what", nargs="?", choices=["engine", "render", "records", "all"], default="all")
    parser.add_argument("--games", type=int, default=2000, help="records: how many games in the folder")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--game", choices=list(registry.game_ids()), default=registry.DEFAULT,
                        help="whose engine or screen to measure (default: sky)")
    parser.add_argument("--seconds", type=float, default=3.0, help="how long to play random games")
    parser.add_argument("--size", type=str, default="1920x1080", help="render: the window size WxH")
    parser.add_argument("--ui-scale", type=float, default=None, metavar="FACTOR",
                        help="render: the UI scale, 0.75 to 2 (default: from the window, as the game chooses)")
    args = parser.parse_args(list(argv))
    try:
        size = tuple(int(v) for v in args.size.lower().split("x"))
        if len(size) != 2 or min(size) < 200:
            raise ValueError
    except ValueError:
        parser.error(f"--size must look like 1920x1080, not {args.size!r}")
    if args.ui_scale is not None and not 0.75 <= args.ui_scale <= 2.0:
        parser.error("--ui-scale must be between 0.75 and 2")
    result: dict[str, Any] = {}
    if args.what in ("engine", "all"):
        if args.game == "island":
            from .island.bench import bench_engine as island_engine
            result["engine"] = island_engine(args.seconds)
        else:
            result["engine"] = bench_engine(args.seconds)
    if args.what == "records":        # not in "all": it writes a few megabytes to a temporary folder
        result["records"] = bench_records(max(1, min(args.games, 50_000)))
    if args.what in ("render", "all"):
        # The render benchmark is defined on SDL's dummy driver (no window, no vsync): the
        # numbers then measure our drawing, not a display server.
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        try:
            from .app.app import App
            if args.game == "island":
                from .island.ui.benchmark import run_render_bench
            else:
                from .sky.ui.benchmark import run_render_bench
        except ImportError as exc:
            result["render"] = {"error": f"render benchmark unavailable: {exc}"}
        else:
            result["render"] = run_render_bench(App, size=size, ui_scale=args.ui_scale)
    if args.what != "all":
        result = result[args.what]
    if args.json:
        print(json.dumps(result))
    else:
        print(json.dumps(result, indent=2))
    return 0
