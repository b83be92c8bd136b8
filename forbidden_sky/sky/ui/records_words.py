"""Sky's texts of the records screens (replay, rewind, its outcomes, the Daily Storm); the
game-free ones (the Games list, codes, dates) are shell/record_words.py's, named here too.

English, marked ``N_`` for the catalog; the screens translate them where they draw them
(``tr(W.GAMES_TITLE)``, ``tr(W.STATS_ROW, level=..., ...)``)."""

from __future__ import annotations

from typing import Any

from ...i18n import N_, tr
from ...shell.record_words import (ALL_GAMES, BUTTONS, CODE_BAD, CODE_KEY, CODE_LABEL, CODE_PLACEHOLDER,  # noqa: F401
                                   CODE_READY, CODE_SHOWN, COLUMNS, DELETE_BAD_TEXT, DELETE_FAILED, DELETE_TEXT,
                                   DELETE_TITLE, GAMES_EMPTY, GAMES_NO_FOLDER, GAMES_TITLE, MONTHS, MONTHS_SHORT,
                                   NO_NAME, OPEN_FAILED, OTHER_GAME, REFUSED, REWOUND_MARK, SOURCE_MARK, STATS_HEAD,
                                   STATS_NOTE, STATS_ROW, WEEKDAYS, daily_date, when)
from ...shell.text import drawable
from ..core.phases import OutcomeCode
from .finished import Finished

# keyed by the records' outcome codes (plain strings equal to the members)
OUTCOME: dict[str | None, str] = {
    None: N_("Unfinished"), OutcomeCode.WON: N_("Won"), OutcomeCode.ELECTROCUTED: N_("Lost: electrocuted"),
    OutcomeCode.FALL: N_("Lost: a rope snapped"), OutcomeCode.SWEPT_AWAY: N_("Lost: swept away"),
    OutcomeCode.ABANDONED: N_("Lost: left behind")}


REPLAY_BUTTONS = {"turn_back": N_("<< Turn"), "back": N_("< Step"), "play": N_("Play"), "pause": N_("Pause"),
                  "forward": N_("Step >"), "turn_forward": N_("Turn >>"), "speed": N_("Speed {speed:g}x"),
                  "branch": N_("Play on from here"), "close": N_("Close")}
REPLAY_HEAD = N_("Replay · turn {turn} · action {pos} of {n}")
REPLAY_HINT = N_("Space play/pause · arrows step · Shift+arrows a turn · +/- speed · click the timeline for a turn")
BRANCH_TITLE = N_("Play on from here?")
BRANCH_TEXT = N_("A new game starts from turn {turn}, as it stood. The original stays in the Games list; "
                 "the new one is marked as rewound, on its record and on its end screen.")
BRANCH_OK = N_("Play on")
BRANCH_OVER = N_("The game is over at this point: step back to play on.")

REWOUND_END = N_("Rewound: this game branched from another at turn {turn}.")
CODE_END = N_("Game code {code}: another table can play the same storm.")


def outcome(value: Any) -> str:
    shown = OUTCOME.get(value) if isinstance(value, (str, type(None))) else None
    return tr(shown) if shown is not None else drawable(value, 40)


def end_notes(game: Finished) -> list[str]:
    """What the end screen adds about the record: a rewind (so nobody is fooled about a win)
    and the code another table can type to play the same storm."""
    from ...records.code import encode
    notes = []
    rec = getattr(game, "recording", None)
    branch = getattr(getattr(rec, "record", None), "branch", None)
    if branch is not None:
        notes.append(tr(REWOUND_END, turn=branch.turn))
    setup = game.setup
    code = encode(setup.players, setup.level, setup.seed)
    if code:
        notes.append(tr(CODE_END, code=code))
    return notes

DAILY = N_("Daily Storm")
DAILY_TIP = N_("Today's storm: the same adventurers, level and seed for everyone today")
DAILY_TITLE = N_("The Daily Storm")
DAILY_TEXT = N_("{date}: one storm for everyone today, with the same adventurers ({players}), level ({level}) and "
                "storm cards, so tables can compare how they did. A new one comes at midnight (UTC).")
DAILY_GO = N_("Play today's storm")


LOG_HEADING_REWIND = N_("— turn {turn} —  click: play on")
LOG_HEADING = N_("— turn {turn} —")
REWIND_TITLE = N_("Play on from turn {turn}?")
REWIND_TEXT = N_("A new game starts from the beginning of turn {turn}, as it stood. This game stays in the "
                 "Games list as it is; the new one is marked as rewound, on its record and on its end screen.")

END_REWIND = N_("Rewind")
END_REWIND_TIP = N_("Watch this game again and play on from any turn (a new, marked game)")
