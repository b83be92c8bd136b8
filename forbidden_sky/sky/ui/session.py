"""The game as the UI holds it: the current state, what was applied, undo and the log.

Every change goes through ``core.apply``; the session never decides a rule. Undo walks back
through this turn's actions up to the last reveal (a scouted tile, a drawn equipment card, a
storm card) and never past it.
"""

from __future__ import annotations

from ...i18n import tr
from ...shell.said_log import SaidLog
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Optional

from ..core import Action, IllegalAction, apply, legal_actions, new_game, why_illegal
from ..core.events import SkyEvent
from .words import action_text, event_text


@dataclass
class Step:
    before: Any            # GameState
    action: Action
    events: list[SkyEvent]

    @property
    def reveals(self) -> bool:
        return any(e.reveals for e in self.events)


@dataclass
class Setup:
    players: list[str]
    level: str = "novice"
    seed: int = 1


@dataclass
class Session:
    setup: Setup
    state: Any = None
    history: list[Step] = field(default_factory=list)
    log: SaidLog = field(default_factory=SaidLog)    # (turn, text), in the language of the moment
    hints: list[dict[str, Any]] = field(default_factory=list)  # hints shown (ui/play/hint.py), for the record
    _legal: Optional[list[Action]] = None

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = new_game(self.setup.players, self.setup.level, self.setup.seed)
        first = self.state
        self.log.add(first.turn, lambda: tr("A new {level} game: {players}.", level=tr(first.level.title()),
                                            players=", ".join(self.name_in(first, p.id) for p in first.players)))

    # ---- queries ----------------------------------------------------------------------------

    def name(self, pid: str) -> str:
        return self.name_in(self.state, pid)

    @staticmethod
    def name_in(state: Any, pid: str) -> str:
        adv = state.data.adventurers.get(pid)
        return tr(adv.name) if adv else str(pid)

    def legal(self) -> list[Action]:
        if self._legal is None:
            self._legal = legal_actions(self.state)
        return self._legal

    def legal_where(self, **match: Any) -> list[Action]:
        out = []
        for a in self.legal():
            if all(getattr(a, k) == v for k, v in match.items()):
                out.append(a)
        return out

    def refusal(self, action: Action) -> Optional[str]:
        return why_illegal(self.state, action)

    def try_apply(self, action: Action):
        """What would happen, without committing (apply is pure). (state, events) or raises."""
        return apply(self.state, action)

    # ---- changes ----------------------------------------------------------------------------

    def apply(self, action: Action) -> list[SkyEvent]:
        """Apply a legal action; IllegalAction (with the reason) propagates."""
        before = self.state
        new, events = apply(before, action)
        self.state = new
        self._legal = None
        self.history.append(Step(before, action, events))
        turn = before.turn
        self.log.add(turn, lambda: action_text(before, action))
        for e in events:
            self.log.add(turn, partial(event_text, before, e))
        return events

    def rewind(self, state: Any, n_history: int, n_log: int) -> None:
        """Back to a checkpoint (a bug was caught): that state, and the history and log as
        they were then."""
        if self.state is not state:
            self.state = state
            del self.history[n_history:]
            self.log.truncate(n_log)
        self._legal = None

    def can_undo(self) -> bool:
        return self.undo_blocker() is None

    def undo_blocker(self) -> Optional[str]:
        """Why Undo is greyed, in words (None: it is not)."""
        if self.state.over:
            return tr("The game is over.")
        if not self.history:
            return tr("Nothing to undo yet.")
        last = self.history[-1]
        if last.reveals:
            return tr("The last action revealed something new (a tile or a card): it cannot be undone.")
        if last.action.type in ("end_actions", "draw_storm", "choose") or last.before.turn != self.state.turn:
            return tr("The storm has been drawn: what it did cannot be undone.")
        return None

    @staticmethod
    def _said(step: Step) -> str:
        """What a step did in one line: its action's, else its first event's (a move is said by
        its event), else the action's id."""
        lines = [action_text(step.before, step.action), *(event_text(step.before, e) for e in step.events)]
        return next((line for line in lines if line), step.action.type)

    def undo(self) -> Optional[Step]:
        if not self.can_undo():
            return None
        step = self.history.pop()
        self.state = step.before
        self._legal = None
        self.log.add(self.state.turn, lambda: tr("Undone: {what}", what=self._said(step)))
        return step


__all__ = ["Session", "Setup", "Step", "IllegalAction"]
