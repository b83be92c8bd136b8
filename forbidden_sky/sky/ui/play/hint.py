"""The hint: the strong team bot asked for the next move in a worker thread (the shared
shell/rooms/hint_worker.py), so the window keeps drawing (and shows that the bot is thinking)
while it searches. The worker gets its own copy of the state (a deep copy sharing only the
frozen game data), so it never shares a board, nor the wire geometry the core caches per board
object, with the window's thread.

Hints used are kept on the session (``session.hints``) so that a game record can keep them.
"""

from __future__ import annotations

import copy
from functools import partial
from typing import Any, Callable, Optional

from ...ai.advice import HINT_SEED, Advice, advise
from ...core import GameState
from ....shell.rooms.hint_worker import Worker


class HintWorker(Worker[GameState, Advice]):
    """Sky's strong team bot on the shared worker (shell/rooms/hint_worker.py)."""

    def __init__(self, seed: int = HINT_SEED, advisor: Callable[[GameState, int], Advice] = advise) -> None:
        super().__init__("hint")
        self.seed = seed
        self.advisor = advisor

    def ask(self, state: GameState) -> None:
        """Start thinking about this position (a previous question is forgotten)."""
        # a deep copy that shares only the frozen game data
        mine = copy.deepcopy(state, {id(state.data): state.data})
        self.start(state, partial(self.advisor, mine, self.seed))

    def ready(self, state: GameState) -> Optional[Advice]:
        """The advice for this very position, once the bot has answered."""
        done = self.done(state)
        return done.answer if done is not None else None


def record(hints: list[dict[str, Any]], state: GameState, advice: Advice, text: str, step: int,
           played: bool, seconds: float) -> None:
    """One hint shown, as the game's record keeps it: when, what, why, and whether it was played."""
    hints.append({"turn": state.turn, "step": step, "player": state.current, "action": advice.action.to_dict(),
                  "reason": advice.reason, "text": text, "played": played, "seconds": round(seconds, 3)})


__all__ = ["HintWorker", "record"]
