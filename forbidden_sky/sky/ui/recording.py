"""The running game's record (forbidden_sky.records), beside the session, never inside a view.

The game scene calls ``write`` after every applied action, every undo and every recovery from
a bug, so the file on disk is always the game as it stands (an undone action leaves the record
too). A disk that refuses the write is said once in a toast; the game goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol

from ...i18n import N_, tr
from ...records import Branch, Record, RecordError, Store, new_record, replay
from ...shell.rooms import recording as rooms_recording
from ...shell.rooms.recording import Recording
from ...shell.scene import ALL, Goto
from .session import Session, Setup

if TYPE_CHECKING:
    from .play.intents import Choose, Leave

LEAVE_SAVED = N_("Leaving keeps the game: it is saved as it goes, and Continue on the title screen picks it up.")
SAVE_FAILED = N_("Could not save this game ({why}): it goes on, but will not be resumable.")


def attach(store: Optional[Store], session: Session, record: Optional[Record], source: str,
           warn: Callable[[str], None]) -> Recording:
    """The shared recording (shell/rooms/recording.py) of a Sky game; ``warn`` hears why
    saving failed, in a sentence."""
    return rooms_recording.attach(store, session, record, source, lambda why: warn(tr(SAVE_FAILED, why=why)))


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
        return None, exc.reason     # words when it is shown, in the language of that moment
    setup = Setup(list(record.players), record.level, record.seed)
    return {"setup": setup, "record": record}, None


def log_heading(recording: Recording) -> str:
    """A turn's heading in the log: it says a click plays on from it when the game can branch."""
    from . import records_words as W
    return tr(W.LOG_HEADING_REWIND if recording.record is not None else W.LOG_HEADING)   # {turn} filled by the log


class Recorded(Protocol):
    """A game as the end screen's Rewind reads it: its recording, if any."""
    @property
    def recording(self) -> Optional[Recording]: ...


def rewind_question(rec: Optional[Recording], turn: Optional[int]) -> Optional[Choose]:
    """A turn clicked in the game's log: the question whether to play on from that turn's
    start as a new game; its answer means leaving for that game (a ``Leave`` with its Goto).
    Only a recorded game can branch (None otherwise)."""
    record = rec.record if rec is not None else None
    if turn is None or record is None:
        return None
    from . import records_words as W
    from .play.intents import Choose, Leave     # late: the play package's hub imports this module
    upto = next((i for i, (t, _a) in enumerate(record.actions) if t >= turn), len(record.actions))

    def chosen(_: object) -> Leave:
        new = branch_from(record, upto)
        return Leave(Goto("game", {"setup": Setup(list(new.players), new.level, new.seed), "record": new,
                                   "source": "rewind"}, pop=ALL))
    return Choose(tr(W.REWIND_TITLE, turn=turn), tr(W.REWIND_TEXT, turn=turn), ((W.BRANCH_OK, upto),), chosen)


def add_rewind_button(theme: Any, game: Recorded, buttons: list[Any]) -> None:
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


def rewind_command(game: Recorded) -> Any:
    """The replay of the game that just ended, at its last moment: step back to any turn and
    play on from there (the replay's own button). Over the end screen: Close comes back to it."""
    record: Optional[Record] = getattr(getattr(game, "recording", None), "record", None)
    if record is None:
        return None
    rep = replay(record, check_outcome=False)
    return Goto("replay", {"replayed": rep, "start": len(record.actions)})


__all__ = ["Recording", "attach", "branch_from", "open_game", "log_heading", "rewind_question", "add_rewind_button",
           "rewind_command", "LEAVE_SAVED"]
