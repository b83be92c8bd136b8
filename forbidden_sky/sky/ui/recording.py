"""The running game's record (forbidden_sky.records), beside the session, never inside a view.

The game scene calls ``write`` after every applied action, every undo and every recovery from
a bug, so the file on disk is always the game as it stands (an undone action leaves the record
too). A disk that refuses the write is said once in a toast; the game goes on.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from ...i18n import N_, tr
from ...records import Branch, Record, RecordError, Store, new_record, replay
from ...shell.scene import ALL, Goto
from .session import IllegalAction, Session, Setup

LEAVE_SAVED = N_("Leaving keeps the game: it is saved as it goes, and Continue on the title screen picks it up.")
SAVE_FAILED = N_("Could not save this game ({why}): it goes on, but will not be resumable.")


class Recording:
    """``store`` None: a game that is not recorded (a scenario position, no user folder);
    writing is then a no-op, so the game scene never asks."""

    def __init__(self, store: Optional[Store], record: Optional[Record], warn: Callable[[str], None]) -> None:
        self.store = store
        self.record = record
        self.warn = warn
        self.failed = False

    @property
    def saving(self) -> bool:
        """The game is on disk as it stands (closing the window loses nothing)."""
        return self.store is not None and self.record is not None and not self.failed

    def write(self, session: Session) -> None:
        if self.store is None or self.record is None:
            return
        acts = tuple((step.before.turn, step.action) for step in session.history)
        s = session.state
        hints = tuple(dict(h) for h in getattr(session, "hints", ()))   # issue 13: the hints shown
        if acts == self.record.actions and s.outcome == self.record.outcome and hints == self.record.hints:
            return
        self.record = self.record.with_play(acts, s.outcome, s.turn, hints)
        self.save()

    def save(self) -> None:
        if self.store is None or self.record is None:
            return
        try:
            self.store.save(self.record)
        except OSError as exc:
            if not self.failed:
                self.warn(tr(SAVE_FAILED, why=exc.strerror or type(exc).__name__))
            self.failed = True
        else:
            self.failed = False


def attach(store: Optional[Store], session: Session, record: Optional[Record], source: str,
           warn: Callable[[str], None]) -> Recording:
    """A recording for a new game (``record`` None) or a resumed one (its actions applied
    to ``session`` through the engine first). None when there is nowhere to save."""
    if record is not None:
        for i, (turn, action) in enumerate(record.actions, start=1):
            try:
                session.apply(action)
            except IllegalAction as exc:   # the Games list replays a record before it opens it
                raise RecordError(f"turn {turn}, action {i} ({action.type}) is impossible: {exc.reason}") from None
        session.hints[:] = [dict(h) for h in record.hints]   # the hints shown so far stay with the game
        rec = Recording(store, record, warn)
    elif store is None:
        return Recording(None, None, warn)
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
    # the hints shown before the branch point come along (issue 13)
    return fresh.with_play(record.actions[:upto], state.outcome, state.turn,
                           tuple(h for h in record.hints if h.get("step", 0) <= upto))




def open_game(record: Record) -> tuple[Optional[dict[str, Any]], Optional[str]]:
    """The ``Goto("game", ...)`` arguments that resume ``record``, or why it cannot be: every
    action is re-applied through the engine before the game opens."""
    try:
        replay(record, check_outcome=False)
    except RecordError as exc:
        return None, str(exc)
    setup = Setup(list(record.players), record.level, record.seed)
    return {"setup": setup, "record": record}, None


def log_heading(recording: Recording) -> str:
    """A turn's heading in the log: it says a click plays on from it when the game can branch."""
    from . import records_words as W
    return tr(W.LOG_HEADING_REWIND if recording.record is not None else W.LOG_HEADING)   # {turn} filled by the log


def offer_rewind(scene: Any, turn: Optional[int]) -> None:
    """A turn clicked in the game's log: ask, then play on from that turn's start as a new
    game (the scene leaves with ``leave_to`` set to that Goto). Only a recorded game can branch."""
    rec: Optional[Recording] = getattr(scene, "recording", None)
    record = rec.record if rec is not None else None
    if turn is None or record is None:
        return
    from . import records_words as W
    upto = next((i for i, (t, _a) in enumerate(record.actions) if t >= turn), len(record.actions))

    def chosen(_: Any) -> None:
        new = branch_from(record, upto)
        scene.leave_to = Goto("game", {"setup": Setup(list(new.players), new.level, new.seed), "record": new,
                                       "source": "rewind"}, pop=ALL)
    scene.ask(tr(W.REWIND_TITLE, turn=turn), tr(W.REWIND_TEXT, turn=turn), [(W.BRANCH_OK, upto)],
              on_choose=chosen)


def add_rewind_button(theme: Any, game: Any, buttons: list[Any]) -> None:
    """The end screen's Rewind, beside its buttons (laid out again four across), for a game
    that has a record: after a loss, the family's "what if"."""
    from . import records_words as W
    from ...shell.theme import Button
    if getattr(getattr(game, "recording", None), "record", None) is None or not buttons:
        return
    row = buttons[0].rect.union(buttons[-1].rect)
    gap = theme.px(10)
    w = (row.width - gap * len(buttons)) // (len(buttons) + 1)
    # second in the row and in the focus ring's Tab order (Play again, Rewind, New game, Quit)
    buttons.insert(1, Button(theme, W.END_REWIND, buttons[0].rect, "rewind", size="body", tooltip=W.END_REWIND_TIP))
    for i, b in enumerate(buttons):
        b.rect = b.rect.__class__(row.left + i * (w + gap), row.top, w, row.height)


def rewind_command(game: Any) -> Any:
    """The replay of the game that just ended, at its last moment: step back to any turn and
    play on from there (the replay's own button). Over the end screen: Close comes back to it."""
    record: Optional[Record] = getattr(getattr(game, "recording", None), "record", None)
    if record is None:
        return None
    rep = replay(record, check_outcome=False)
    return Goto("replay", {"replayed": rep, "start": len(record.actions)})


__all__ = ["Recording", "attach", "branch_from", "open_game", "log_heading", "offer_rewind", "add_rewind_button",
           "rewind_command", "LEAVE_SAVED"]
