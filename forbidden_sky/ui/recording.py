"""The running game's record (forbidden_sky.records), beside the session, never inside a view.

The game scene calls ``write`` after every applied action, every undo and every recovery from
a bug, so the file on disk is always the game as it stands (an undone action leaves the record
too). A disk that refuses the write is said once in a toast; the game goes on.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from ..records import Branch, Record, RecordError, Store, new_record, replay
from .session import IllegalAction, Session, Setup

LEAVE_SAVED = "The game is saved as it goes: Continue on the title screen picks it up where it stands."
SAVE_FAILED = "Could not save this game ({why}): it goes on, but will not be resumable."


class Recording:
    def __init__(self, store: Store, record: Record, warn: Callable[[str], None]) -> None:
        self.store = store
        self.record = record
        self.warn = warn
        self.failed = False

    def write(self, session: Session) -> None:
        acts = tuple((step.before.turn, step.action) for step in session.history)
        s = session.state
        if acts == self.record.actions and s.outcome == self.record.outcome:
            return
        self.record = self.record.with_play(acts, s.outcome, s.turn)
        self.save()

    def save(self) -> None:
        try:
            self.store.save(self.record)
        except OSError as exc:
            if not self.failed:
                self.warn(SAVE_FAILED.format(why=exc.strerror or type(exc).__name__))
            self.failed = True
        else:
            self.failed = False

    @property
    def branch_note(self) -> str:
        b = self.record.branch
        return "" if b is None else f"Rewound: this game branched from another at turn {b.turn}."


def attach(store: Optional[Store], session: Session, record: Optional[Record], source: str,
           warn: Callable[[str], None]) -> Optional[Recording]:
    """A recording for a new game (``record`` None) or a resumed one (its actions applied
    to ``session`` through the engine first). None when there is nowhere to save."""
    if record is not None:
        for i, (turn, action) in enumerate(record.actions, start=1):
            try:
                session.apply(action)
            except IllegalAction as exc:   # the Games list replays a record before it opens it
                raise RecordError(f"turn {turn}, action {i} ({action.type}) is impossible: {exc.reason}") from None
        if store is None:
            return None
        rec = Recording(store, record, warn)
    elif store is None:
        return None
    else:
        setup = session.setup
        rec = Recording(store, new_record(list(setup.players), setup.level, setup.seed, source=source), warn)
    rec.save()      # the game is in the list (and Continue) from its first moment; a branch too
    return rec


def branch_from(record: Record, upto: int) -> Record:
    """A new game playing on from ``record`` after its first ``upto`` actions; the original
    is left as it is. RecordError when the record does not replay that far."""
    rep = replay(record, upto, check_outcome=False)
    state = rep.final
    b = Branch(record.id, upto, state.turn)
    fresh = new_record(list(record.players), record.level, record.seed, source="rewind", branch=b)
    return fresh.with_play(record.actions[:upto], state.outcome, state.turn)




def open_game(record: Record) -> tuple[Optional[dict[str, Any]], Optional[str]]:
    """The ``Goto("game", ...)`` arguments that resume ``record``, or why it cannot be: every
    action is re-applied through the engine before the game opens."""
    try:
        replay(record, check_outcome=False)
    except RecordError as exc:
        return None, str(exc)
    setup = Setup(list(record.players), record.level, record.seed)
    return {"setup": setup, "record": record}, None


__all__ = ["Recording", "attach", "branch_from", "open_game", "LEAVE_SAVED"]
