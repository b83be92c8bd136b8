"""What Sky's game screen works out once per state, not once per frame: the facts from
``legal_actions``, a carried tile's candidate placement, who may take what is carried, and
which board and hint the camera has already answered. All forgotten on a recover or a jump."""

from __future__ import annotations

from typing import Any, Optional

from ...core import Action
from ...core.state import GameState
from .intents import Facts

Candidate = tuple[Optional[Action], Optional[str]]


class Memo:
    def __init__(self) -> None:
        self.facts: Optional[tuple[GameState, Facts]] = None
        self.candidate: Optional[tuple[tuple[Any, ...], GameState, Candidate]] = None
        self.receivers: Optional[tuple[GameState, tuple[Any, ...], set[str]]] = None
        self.fit_checked: Any = None        # the board whose fit the camera checked
        self.hint_revealed: Any = None      # the hint whose marks the camera brought into sight

    def forget(self) -> None:
        """The per-state answers (the camera's may stay: they never act)."""
        self.facts = self.candidate = self.receivers = None


__all__ = ["Candidate", "Memo"]
