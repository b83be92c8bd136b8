"""`forbidden-sky bench render --game island`: frame times of Island's reference mid-game
position (bench/island_mid_game.yaml, made by tools/make_island_mid_game.py).

One run at the given size on whatever SDL video driver is set (dummy for measuring): a bare
fill-and-flip frame as the baseline, then idle with the pointer resting on a tile (its tooltip
up), a pawn dragged across the island (the legal tiles lit), the water rising over a tile
again and again (the flood animation), a Flood card turned over (``card_ms``) and a pawn
walking to the next tile and back (``walk_ms``), Waters Rise! (the meter climbing, the
discard shuffled back: ``rise_ms``), each case's CPU time too (``cpu_ms``: on a shared machine
the wall clock also counts the waits for a core), and the peak resident memory: the same shape
as Sky's render bench (sky/ui/benchmark.py), so the two can be read side by side in
bench/RESULTS.md.
"""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

FRAMES = 240


def run_render_bench(app_class: Any, size: tuple[int, int] = (1920, 1080), frames: int = FRAMES,
                     ui_scale: float | None = None) -> dict[str, Any]:
    """Frame times in a whole App (``app_class``: app.app.App, given by the bench command,
    because a game never imports the app above it)."""

    import pygame

    from ...shell.frame_stats import baseline, frame_stats, peak_rss_mb, settle, time_frames
    from ..bench import mid_game_state
    from ..core import events as ev
    from .presenters import present
    from .gestures import PawnDrag
    from .scene import IslandScene
    from .session import Setup

    app = app_class(size=size, mute=True, ui_scale=ui_scale)
    try:
        base = baseline(app.screen, frames)

        state = mid_game_state()
        scene = IslandScene(app, Setup(list(state.players), state.level, state.seed), state=state)
        app.stack[:] = [scene]
        settle(app)

        board = scene.lay.board
        rest = board.center
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=rest, rel=(0, 0), buttons=(0, 0, 0)))
        cpu: dict[str, list[float]] = {k: [] for k in ("idle", "drag", "flood", "card", "walk", "rise")}
        idle = time_frames(app, frames, cpu=cpu["idle"])

        # the current player's pawn picked up and carried around the island
        px, py = scene.pic.pawn.get(state.current, rest)
        start = (int(px), int(py))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))

        def carry(i: int) -> None:
            x = board.left + 30 + (i * 7) % max(1, board.width - 60)
            y = board.top + 30 + (i * 5) % max(1, board.height - 60)
            app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(7, 5), buttons=(1, 0, 0)))
        drag = time_frames(app, frames, carry, cpu["drag"])
        # the drag measured is a real one: the press on the pawn became a drag
        dragged = isinstance(scene.pointer.drag, PawnDrag)
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))   # drop it nowhere
        scene.pointer.clear()

        # the water rising over a dry tile, restarted whenever it ends
        from ..core.state import DRY
        dry = next(t for t, k in zip(state.place, state.status, strict=False) if k == DRY)
        flood = [ev.TileFlooded(tile=dry)]

        def keep_flooding(i: int) -> None:
            if not scene.queue.busy:
                scene.stage.after = state
                scene.queue.extend(present(scene.stage, flood))
        flooding = time_frames(app, frames, keep_flooding, cpu["flood"])

        # busier frames: a Flood card turned over in the middle of the island (the biggest
        # thing that moves), then a pawn walking to the next tile and back, again and again
        turned = [ev.FloodCardDrawn(tile=dry)]
        scene.queue.skip(scene.pic)

        def keep_turning(i: int) -> None:
            if not scene.queue.busy:
                scene.stage.after = state
                scene.queue.extend(present(scene.stage, turned))
        turning = time_frames(app, frames, keep_turning, cpu["card"])
        scene.queue.skip(scene.pic)
        walker = state.current
        home = state.place[state.at(walker)]
        there = next(a.to for a in scene.session.legal() if a.type == "move" and a.to)
        legs = [ev.PawnMoved(player=walker, from_tile=home, to_tile=there, how="move", by=walker),
                ev.PawnMoved(player=walker, from_tile=there, to_tile=home, how="move", by=walker)]

        def keep_walking(i: int) -> None:
            if not scene.queue.busy:
                scene.stage.after = None          # each leg ends in the middle of its tile
                scene.queue.extend(present(scene.stage, legs))
        walking = time_frames(app, frames, keep_walking, cpu["walk"])
        scene.queue.skip(scene.pic)

        # Waters Rise!: the meter's marker climbing, the Flood discard shuffled back on top
        scene.stage.places = dict(scene.panel_set.places)
        rise = [ev.WatersRose(tick=min(state.water + 1, state.data.water.skull - 1), flood_cards=3, reshuffled=4)]

        def keep_rising(i: int) -> None:
            if not scene.queue.busy:
                scene.stage.after = state
                scene.queue.extend(present(scene.stage, rise))
        rising = time_frames(app, frames, keep_rising, cpu["rise"])
        peak = peak_rss_mb()
    finally:
        app.close()
    return {
        "game": "island", "size": list(size), "frames": frames, "ui_scale": app.theme.scale,
        "baseline_ms": frame_stats(base), "idle_ms": frame_stats(idle), "drag_ms": frame_stats(drag),
        "flood_ms": frame_stats(flooding), "card_ms": frame_stats(turning), "walk_ms": frame_stats(walking),
        "rise_ms": frame_stats(rising),
        "cpu_ms": {k: frame_stats(v) for k, v in cpu.items()},     # the process's own time a frame
        "dragged": dragged, "rss_mb": peak,
    }
