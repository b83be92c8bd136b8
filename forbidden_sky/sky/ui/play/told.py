"""What the screen has told so far: the state whose animations have all played, and how many
log lines. The header (whose turn, which phase) and the log read this, not the newest state,
so neither runs ahead of the storm card still on show (issue 12)."""

from __future__ import annotations

from ...core.state import GameState
from ....shell.anim import Call


class Told:
    def __init__(self, state: GameState, n_log: int) -> None:
        self.state = state
        self.n_log = n_log

    def when_played(self, state: GameState, n_log: int) -> Call:
        """Queued after an action's animations: from then on, that state and log are told."""
        return Call(lambda: self.catch_up(state, n_log))

    def catch_up(self, state: GameState, n_log: int) -> None:
        self.state, self.n_log = state, n_log
