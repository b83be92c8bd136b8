"""The benchmarks run and report every figure the issues ask for. Speed itself is never
asserted here (it is measured and recorded in bench/RESULTS.md)."""

import json
import os
import subprocess
import sys

from forbidden_sky.bench import bench_engine, late_game_state


def test_the_reference_position_is_a_late_game():
    s = late_game_state()
    assert len(s.board.tiles) >= 30 and len(s.board.wires) >= 10 and len(s.players) == 5


def test_engine_bench_reports_its_keys():
    out = bench_engine(seconds=0.2)
    assert out["games"] >= 1 and out["apply_per_s"] > 0 and out["games_per_s"] > 0
    assert set(out["legal_actions_ms"]) == {"median", "p95"}
    assert out["wire_enum_ms"] >= 0 and out["legal_wires_anywhere"] >= 1


def test_render_bench_from_the_command_line_prints_one_json_object():
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.pop("SDL_VIDEODRIVER", None)   # the command must choose the dummy driver itself
    run = subprocess.run([sys.executable, "-m", "forbidden_sky", "bench", "render", "--json"],
                         capture_output=True, text=True, env=env, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    out = json.loads(run.stdout)
    for key in ("baseline_ms", "idle_ms", "drag_ms", "lightning_ms"):
        assert set(out[key]) >= {"median", "p99"}, key
    assert out["startup_s"] > 0 and out["rss_mb"] > 0
