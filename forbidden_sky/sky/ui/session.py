"""The game as the UI holds it: the current state, what was applied, undo and the log.

Every change goes through ``core.apply``; the session never decides a rule. Undo walks back
through this turn's actions up to the last reveal (a scouted tile, a drawn equipment card, a
storm card) and never past it.
"""

from __future__ import annotations

from ...i18n import tr
from dataclasses import dataclass, field
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
    log: list[tuple[int, str]] = field(default_factory=list)    # (turn, text)
    hints: list[dict[str, Any]] = field(default_factory=list)  # hints shown (ui/play/hint.py), for the record
    _legal: Optional[list[Action]] = None

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = new_game(self.setup.players, self.setup.level, self.setup.seed)
        self.log.append((self.state.turn, tr("A new {level} game: {players}.", level=tr(self.state.level.title()),
                                             players=", ".join(self.name(p.id) for p in self.state.players))))

    # ---- queries ----------------------------------------------------------------------------

    def name(self, pid: str) -> str:
        adv = self.state.data.adventurers.get(pid)
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
        line = action_text(before, action)
        if line:
            self.log.append((turn, line))
        for e in events:
            t = event_text(before, e)
            if t:
                self.log.append((turn, t))
        return events

    def rewind(self, state: Any, n_history: int, n_log: int) -> None:
        """Back to a checkpoint (a bug was caught): that state, and the history and log as
        they were then."""
        if self.state is not state:
            self.state = state
            del self.history[n_history:]
            del self.log[n_log:]
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

    def undo(self) -> Optional[Step]:
        if not self.can_undo():
            return None
        step = self.history.pop()
        self.state = step.before
        self._legal = None
        self.log.append((self.state.turn, tr("Undone: {what}", what=action_text(step.before, step.action) or step.action.type)))
        return step


__all__ = ["Session", "Setup", "Step", "IllegalAction"]
