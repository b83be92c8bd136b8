"""The Island game as the screen holds it: the state, what was applied, undo and the log.

Every change goes through the core's ``apply``; nothing here decides a rule. Undo walks back
through the actions since the last card was revealed (a draw, a Waters Rise! shuffle) or the
turn began, never past one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Optional

from ...i18n import tr
from ...shell.said_log import SaidLog
from ..core import Action, GameState, apply, legal_actions, new_game, why_illegal
from ..core.events import REVEALS
from .words import event_line, name_of, refusal_text


@dataclass
class Setup:
    players: list[str]
    level: str = "novice"
    seed: int = 1
    variants: list[str] = field(default_factory=list)


@dataclass
class Step:
    before: GameState
    action: Action
    events: list[Any]

    @property
    def reveals(self) -> bool:
        return any(getattr(e, "type", "") in REVEALS for e in self.events)


@dataclass
class Session:
    setup: Setup
    state: GameState | None = None
    history: list[Step] = field(default_factory=list)
    log: SaidLog = field(default_factory=SaidLog)    # (turn, text), in the language of the moment
    hints: list[dict[str, Any]] = field(default_factory=list)   # hints shown, for the record (none yet)
    _legal: Optional[list[Action]] = None

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = new_game(self.setup.players, self.setup.level, self.setup.seed, self.setup.variants)
        s = self.now
        self.log.add(s.turn, lambda: tr("A new {level} game: {team}.", level=tr(s.data.levels[s.level].name),
                                        team=", ".join(name_of(s.data, p) for p in s.players)))

    @property
    def now(self) -> GameState:
        assert self.state is not None
        return self.state

    def legal(self) -> list[Action]:
        if self._legal is None:
            self._legal = legal_actions(self.now)
        return self._legal

    def why(self, action: Action) -> Optional[str]:
        """The refusal of ``action`` in words (None: it is legal)."""
        reason = why_illegal(self.now, action)
        return None if reason is None else refusal_text(self.now.data, reason)

    def apply(self, action: Action) -> list[Any]:
        """Apply a legal action (a Refusal propagates, the state unchanged)."""
        before = self.now
        new, events = apply(before, action)
        self.state = new
        self._legal = None
        self.history.append(Step(before, action, list(events)))
        for e in events:
            self.log.add(before.turn, partial(event_line, before.data, e))
        return list(events)

    def undo_blocker(self) -> Optional[str]:
        """Why Undo cannot be used now, in words (None: it can)."""
        if self.now.over:
            return tr("The game is over.")
        if not self.history:
            return tr("Nothing to undo yet.")
        last = self.history[-1]
        if last.reveals:
            return tr("A card was revealed: what it showed cannot be undone.")
        if last.action.type in ("draw_treasure", "draw_flood") or last.before.turn != self.now.turn:
            return tr("The turn has moved on: it cannot be undone.")
        return None

    def undo(self) -> Optional[Step]:
        if self.undo_blocker() is not None:
            return None
        step = self.history.pop()
        self.state = step.before
        self._legal = None
        self.log.add(self.now.turn, lambda: tr("Undone."))
        return step
