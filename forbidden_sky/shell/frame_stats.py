"""What every game's render benchmark reports (`forbidden-sky bench render --game ID`): the
median and 99th percentile of frame times, and the process's peak resident memory."""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Optional

if TYPE_CHECKING:
    import pygame


def frame_stats(ms: list[float]) -> dict[str, float]:
    s = sorted(ms)
    p99 = s[min(len(s) - 1, int(round(0.99 * (len(s) - 1))))]
    return {"median": round(statistics.median(s), 3), "p99": round(p99, 3)}


def peak_rss_mb() -> float:
    try:
        import resource
        kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return round(kb / 1024 if sys.platform != "darwin" else kb / 1024 / 1024, 1)
    except ImportError:   # Windows
        return float("nan")


def baseline(window: pygame.Surface, frames: int) -> list[float]:
    """Milliseconds of ``frames`` frames that only fill the window and flip it: the floor under
    every other number."""
    import pygame
    out = []
    for _ in range(frames):
        t = time.perf_counter()
        window.fill((20, 24, 40))
        pygame.display.flip()
        out.append((time.perf_counter() - t) * 1000)
    return out


def settle(app: Any) -> None:
    """Warm the caches, as a player's first second would, then freeze the heap as the app does
    once a game is set up (the collector then never walks the game's data mid-frame)."""
    import gc

    import pygame
    for _ in range(5):
        app.step(1 / 60)
        pygame.display.flip()
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def time_frames(app: Any, frames: int, before: Optional[Callable[[int], None]] = None,
                cpu: Optional[list[float]] = None) -> list[float]:
    """Milliseconds of each of ``frames`` whole App frames (a step of 1/60 s and a flip);
    ``before(i)`` sets up frame ``i`` (moves the pointer, restarts an animation) untimed.
    ``cpu``, when given, receives each frame's CPU milliseconds too (the process's own time:
    on a machine shared with other work the wall clock also counts the waits for a core)."""
    import pygame
    out = []
    for i in range(frames):
        if before:
            before(i)
        c = time.process_time()
        t = time.perf_counter()
        app.step(1 / 60)
        pygame.display.flip()
        out.append((time.perf_counter() - t) * 1000)
        if cpu is not None:
            cpu.append((time.process_time() - c) * 1000)
    return out
