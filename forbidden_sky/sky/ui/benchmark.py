"""`forbidden-sky bench render`: frame times of the reference late-game position.

One run at the given size on whatever SDL video driver is set (dummy for measuring): a bare
fill-and-flip frame as the baseline, then idle, dragging a tile and a lightning animation on
the late-game position (bench/late_game.yaml), the time from process start to the first
drawn frame (measured in a fresh process) and the peak resident memory.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
from dataclasses import replace
from typing import Any

from ...shell.frame_stats import baseline, frame_stats, peak_rss_mb, settle, time_frames

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

FRAMES = 240


def _late_game_state():
    from ... import resources
    from ..core.scenario import build
    from ...safeio import read_yaml
    # one lookup for both benchmarks: the checkout's bench/ or the copy shipped as package data
    path = resources.late_game_path()
    state, actions, _ = build(read_yaml(path))
    from ..core import apply
    for a in actions:
        state, _ = apply(state, a)
    return state


def _startup_s(runs: int = 3) -> dict[str, float]:
    """Seconds from process start to the first drawn frame, over a few fresh processes: the
    median (the figure to compare) and the best."""
    code = ("import os, sys\n"
            "os.environ['FORBIDDEN_SKY_FIRST_FRAME'] = '1'\n"
            "from forbidden_sky.cli import main\n"
            "sys.exit(main(['--frames', '1', '--mute']))\n")
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    times: list[float] = []
    for _ in range(runs):
        r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
        for line in r.stderr.splitlines():
            if line.startswith("first-frame-s "):
                times.append(float(line.split()[1]))
    if not times:
        return {"startup_s": float("nan"), "startup_best_s": float("nan")}
    return {"startup_s": round(statistics.median(times), 3), "startup_best_s": round(min(times), 3)}


def run_render_bench(app_class: Any, size: tuple[int, int] = (1920, 1080), frames: int = FRAMES,
                     ui_scale: float | None = None) -> dict[str, Any]:
    """Frame times of a late-game platform in a whole App (``app_class``: app.app.App, given by
    the bench command because a game never imports the app above it)."""
    from ..core import Action, Phase, apply
    from ..core.events import LightningStruck
    from .play import GameScene, presenters
    from .play.gestures import TileDrag
    from .session import Setup

    app = app_class(size=size, mute=True, ui_scale=ui_scale)
    try:
        base = baseline(app.screen, frames)     # fill + flip

        state = _late_game_state()
        scene = GameScene(app, Setup([p.id for p in state.players], state.level, state.seed), state=state)
        app.stack[:] = [scene]
        scene.view.camera.fit(state.board.tiles)
        settle(app)

        idle = time_frames(app, frames)

        # dragging a tile from the hand across the platform, turning it now and then
        holder = next((p for p in state.players if p.tiles), None)
        tile = holder.tiles[0] if holder else next(iter(state.tile_pile))
        r = scene.layout.board

        def move_drag(i: int) -> None:
            x = r.left + 40 + (i * 7) % max(1, r.width - 80)
            y = r.top + 40 + (i * 5) % max(1, r.height - 80)
            scene.pointer.drag = TileDrag(tile, state.current, (r.centerx, r.bottom), (x, y), rot=(i // 30 % 4) * 90)
            scene.pointer.pos = (x, y)
        drag = time_frames(app, frames, move_drag)
        scene.pointer.drag = None

        # a lightning animation, restarted whenever it ends
        strike_state = replace(state, phase=Phase.STORM, storm_draws_left=1, pending=None,
                               storm_pile=("lightning_strikes",) + tuple(c for c in state.storm_pile))
        _, events = apply(strike_state, Action("draw_storm"))
        strike = [e for e in events if isinstance(e, LightningStruck)]

        def keep_striking(i: int) -> None:
            if not scene.queue.busy:
                scene.queue.extend(presenters.lightning_struck(strike[0], scene.stage, scene.state))
        lightning = time_frames(app, frames, keep_striking)
        peak = peak_rss_mb()
    finally:
        app.close()
    return {
        "size": list(size), "frames": frames, "ui_scale": app.theme.scale,
        "baseline_ms": frame_stats(base), "idle_ms": frame_stats(idle), "drag_ms": frame_stats(drag),
        "lightning_ms": frame_stats(lightning), **_startup_s(), "rss_mb": peak,
    }




