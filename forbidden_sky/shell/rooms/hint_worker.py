"""A bot asked for a hint in a worker thread, so the window keeps drawing (and shows that the
bot is thinking) while it searches: one question at a time, a newer one making the older answer
unread, an answer read only for the very state it was asked for. Game-free: each game's hint
(Sky's sky/ui/play/hint.py, Island's island/ui/advice_view.py) hands it the work, its bot on
its own copies of the position.

Why a thread and not a process: ``python -m forbidden_sky`` and the frozen app would both
re-run the game in a spawned child, and a forked child of an SDL program is not safe on every
platform; the bots are pure Python, so the window still gets the interpreter every few
milliseconds (sys.getswitchinterval) and never freezes.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Callable, Generic, Optional, TypeVar

S = TypeVar("S")
A = TypeVar("A")


@dataclass
class Asked(Generic[S, A]):
    state: S
    started: float
    answer: Optional[A] = None
    error: Optional[str] = None
    seconds: float = 0.0


class Worker(Generic[S, A]):
    """One question at a time; a newer one makes the older answer unread."""

    def __init__(self, name: str = "hint") -> None:
        self.name = name
        self.asked: Optional[Asked[S, A]] = None
        self._lock = threading.Lock()
        self._thread: Optional[threading.Thread] = None

    # ---- asking -----------------------------------------------------------------------------

    def start(self, state: S, work: Callable[[], A]) -> None:
        """Start thinking about ``state`` (a previous question is forgotten): ``work`` is the bot
        on the game's own copies of it (it never shares a board, nor the core's caches, with
        the window's thread)."""
        job: Asked[S, A] = Asked(state, time.perf_counter())
        with self._lock:
            self.asked = job
        t = threading.Thread(target=self._run, args=(job, work), name=self.name, daemon=True)
        self._thread = t
        t.start()

    def _run(self, job: Asked[S, A], work: Callable[[], A]) -> None:
        answer: Optional[A] = None
        err: Optional[str] = None
        try:
            answer = work()
        except Exception as exc:  # noqa: BLE001 - a bot bug must not take the window down
            err = f"{type(exc).__name__}: {exc}"
        with self._lock:
            job.answer, job.error = answer, err
            job.seconds = time.perf_counter() - job.started

    def forget(self) -> None:
        with self._lock:
            self.asked = None

    # ---- reading (the window's thread) ------------------------------------------------------

    def thinking(self, state: S) -> bool:
        with self._lock:
            a = self.asked
            return a is not None and a.state is state and a.answer is None and a.error is None

    def done(self, state: S) -> Optional[Asked[S, A]]:
        """The question about this very state, once the bot has answered or failed."""
        with self._lock:
            a = self.asked
            return a if a is not None and a.state is state and (a.answer is not None or a.error is not None) else None

    def failed(self) -> Optional[str]:
        with self._lock:
            return self.asked.error if self.asked else None

    def wait(self, timeout: float = 10.0) -> None:
        """For tests and the benchmark: until the bot has answered."""
        if self._thread is not None:
            self._thread.join(timeout)


__all__ = ["Asked", "Worker"]
