"""The hint: the strong team bot asked for the next move in a worker thread, so the window
keeps drawing (and shows that the bot is thinking) while it searches.

Why a thread and not a process: ``python -m forbidden_sky`` and the frozen app would both
re-run the game in a spawned child, and a forked child of an SDL program is not safe on every
platform; the bot is pure Python, so the window still gets the interpreter every few
milliseconds (sys.getswitchinterval) and never freezes. The worker gets its own copy of the
state (a deep copy sharing only the frozen game data), so it never shares a board, nor the wire geometry the core caches
per board object, with the window's thread.

Hints used are kept on the session (``session.hints``) so that a game record can keep them.
"""

from __future__ import annotations

import copy
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable, Optional

from ...ai.advice import HINT_SEED, Advice, advise
from ...core import GameState


@dataclass
class Asked:
    state: GameState
    started: float
    advice: Optional[Advice] = None
    error: Optional[str] = None
    seconds: float = 0.0


class HintWorker:
    def __init__(self, seed: int = HINT_SEED, advisor: Callable[[GameState, int], Advice] = advise) -> None:
        self.seed = seed
        self.advisor = advisor
        self.asked: Optional[Asked] = None
        self._lock = threading.Lock()
        self._thread: Optional[threading.Thread] = None

    # ---- asking -----------------------------------------------------------------------------

    def ask(self, state: GameState) -> None:
        """Start thinking about this position (a previous question is forgotten)."""
        job = Asked(state, time.perf_counter())
        with self._lock:
            self.asked = job
        # a deep copy that shares only the frozen game data
        mine = copy.deepcopy(state, {id(state.data): state.data})
        t = threading.Thread(target=self._run, args=(job, mine), name="hint", daemon=True)
        self._thread = t
        t.start()

    def _run(self, job: Asked, state: GameState) -> None:
        try:
            advice = self.advisor(state, self.seed)
            err = None
        except Exception as exc:  # noqa: BLE001 - a bot bug must not take the window down
            advice, err = None, f"{type(exc).__name__}: {exc}"
        with self._lock:
            job.advice, job.error = advice, err
            job.seconds = time.perf_counter() - job.started

    def forget(self) -> None:
        with self._lock:
            self.asked = None

    # ---- reading (the window's thread) ------------------------------------------------------

    def thinking(self, state: GameState) -> bool:
        with self._lock:
            a = self.asked
            return a is not None and a.state is state and a.advice is None and a.error is None

    def ready(self, state: GameState) -> Optional[Advice]:
        """The advice for this very position, once the bot has answered."""
        with self._lock:
            a = self.asked
            if a is None or a.state is not state:
                return None
            return a.advice

    def failed(self) -> Optional[str]:
        with self._lock:
            return self.asked.error if self.asked else None

    def wait(self, timeout: float = 10.0) -> None:
        """For tests and the benchmark: until the bot has answered."""
        if self._thread is not None:
            self._thread.join(timeout)


def record(hints: list[dict[str, Any]], state: GameState, advice: Advice, text: str, step: int,
           played: bool, seconds: float) -> None:
    """One hint shown, as the game's record keeps it: when, what, why, and whether it was played."""
    hints.append({"turn": state.turn, "step": step, "player": state.current, "action": advice.action.to_dict(),
                  "reason": advice.reason, "text": text, "played": played, "seconds": round(seconds, 3)})


__all__ = ["Asked", "HintWorker", "record"]
