"""The record of the game on screen (docs/records.md): written after every action and undo,
so the Games list and Continue always have the game as it stands. Any game's screen: it reads
the game's session through ``Played`` and writes through records/ (which asks the engine)."""

from __future__ import annotations

from ...i18n import N_
from typing import Any, Callable, Optional, Protocol, Sequence

from ...engine.errors import IllegalAction
from ...engine.registry import DEFAULT
from ...records import Record, RecordError, Store, new_record


class Setup(Protocol):
    """How a game was set up: enough to replay it from its first moment."""
    @property
    def players(self) -> Sequence[str]: ...
    @property
    def level(self) -> str: ...
    @property
    def seed(self) -> int: ...


class Played(Protocol):
    """A game's session as the recording reads it: each step's ``before`` state (its ``turn``)
    and ``action``; the state now (``turn``, ``outcome``); the hints shown (issue 13)."""
    @property
    def history(self) -> Sequence[Any]: ...
    @property
    def state(self) -> Any: ...
    @property
    def hints(self) -> list[dict[str, Any]]: ...
    @property
    def setup(self) -> Setup: ...
    def apply(self, action: Any) -> Any: ...


class Recording:
    """``store`` None: a game that is not recorded (a scenario position, no user folder);
    writing is then a no-op, so the game screen never asks. ``warn`` hears why saving failed
    (once, until it works again)."""

    def __init__(self, store: Optional[Store], record: Optional[Record], warn: Callable[[str], None]) -> None:
        self.store = store
        self.record = record
        self.warn = warn
        self.failed = False

    @property
    def saving(self) -> bool:
        """The game is on disk as it stands (closing the window loses nothing)."""
        return self.store is not None and self.record is not None and not self.failed

    def write(self, session: Played) -> None:
        if self.store is None or self.record is None:
            return
        acts = tuple((step.before.turn, step.action) for step in session.history)
        s = session.state
        hints = tuple(dict(h) for h in session.hints)   # issue 13: the hints shown
        # the outcome in the record's form, asked of the game (``lost:landing``): Island's state
        # says only "lost" and keeps the cause apart, and a record saying "lost" could not be
        # read back (every lost Island game was an error in the Games list)
        ended = self.record.rules().outcome(s)
        outcome = None if ended is None else ended.code()
        if acts == self.record.actions and outcome == self.record.outcome and hints == self.record.hints:
            return
        self.record = self.record.with_play(acts, outcome, s.turn, hints)
        self.save()

    def save(self) -> None:
        if self.store is None or self.record is None:
            return
        try:
            self.store.save(self.record)
        except OSError as exc:
            if not self.failed:
                self.warn(exc.strerror or type(exc).__name__)
            self.failed = True
        else:
            self.failed = False


def attach(store: Optional[Store], session: Played, record: Optional[Record], source: str,
           warn: Callable[[str], None], game: str = DEFAULT) -> Recording:
    """A recording for a new game (``record`` None) or a resumed one (its actions applied
    to ``session`` through the engine first). Writes nothing when there is nowhere to save."""
    if record is not None:
        for i, (turn, action) in enumerate(record.actions, start=1):
            try:
                session.apply(action)
            except IllegalAction as exc:   # the Games list replays a record before it opens it
                raise RecordError(N_("turn {turn}, action {n} ({action}) is impossible: {why}"), "impossible",
                                  turn=turn, n=i, action=action.type, why=exc.why()) from None
        session.hints[:] = [dict(h) for h in record.hints]   # the hints shown so far stay with the game
        rec = Recording(store, record, warn)
    elif store is None:
        return Recording(None, None, warn)
    else:
        setup = session.setup
        rec = Recording(store, new_record(list(setup.players), setup.level, setup.seed, source=source, game=game), warn)
    rec.save()      # the game is in the list (and Continue) from its first moment; a branch too
    return rec


__all__ = ["Played", "Recording", "Setup", "attach"]
