"""Start-up work the title screen does not need, done after the first frame.

The title shows the sky, the name and three buttons; it does not need the rules core (and
pymunk under it), the game screen's modules or the synthesized sounds. A background thread
imports and synthesizes them while the title is already on screen (the main thread sleeps most
of each frame, so the thread uses that idle time). Nothing here touches pygame's display: the
main thread alone draws.
"""

from __future__ import annotations

import importlib
import os
import threading
from typing import Optional

class WarmUp:
    """``modules``: what the games' screens will import (the app names them; the shell knows
    no game)."""

    def __init__(self, modules: tuple[str, ...] = ()) -> None:
        self.modules = modules
        self.done = threading.Event()
        self.thread: Optional[threading.Thread] = None
        self.error: Optional[BaseException] = None

    def start(self, sounds=None) -> None:
        if self.thread is not None:
            return
        self.thread = threading.Thread(target=self._run, args=(sounds,), name="forbidden-sky-warm-up", daemon=True)
        self.thread.start()

    def _run(self, sounds) -> None:
        try:
            for name in self.modules:
                importlib.import_module(name)
            if sounds is not None:
                sounds.synthesize_all()
        except Exception as exc:  # noqa: BLE001 - the main thread meets the same error later, guarded
            self.error = exc
        finally:
            self.done.set()

    @property
    def ready(self) -> bool:
        return self.done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        if self.thread is None:
            return True
        return self.done.wait(timeout)


def process_age_s() -> float | None:
    """Seconds since this process started (Linux /proc), or None elsewhere."""
    try:
        with open("/proc/self/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None
