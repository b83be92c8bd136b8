"""Every text of the records screens (Games list, replay, rewind, codes) in one place.

English, marked ``N_`` for the catalog; the screens translate them where they draw them
(``tr(W.GAMES_TITLE)``, ``tr(W.STATS_ROW, level=..., ...)``)."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from ...i18n import N_, tr
from ...shell.text import drawable
from ..core.phases import OutcomeCode
from .finished import Finished

# keyed by the records' outcome codes (plain strings equal to the members)
OUTCOME: dict[str | None, str] = {
    None: N_("Unfinished"), OutcomeCode.WON: N_("Won"), OutcomeCode.ELECTROCUTED: N_("Lost: electrocuted"),
    OutcomeCode.FALL: N_("Lost: a rope snapped"), OutcomeCode.SWEPT_AWAY: N_("Lost: swept away"),
    OutcomeCode.ABANDONED: N_("Lost: left behind")}

GAMES_TITLE = N_("Games")
GAMES_EMPTY = N_("No games yet. Every game you play is kept here as it is played.")
GAMES_NO_FOLDER = N_("Games cannot be kept: there is no user folder on this computer.")
REFUSED = N_("Cannot be opened: {why}")
COLUMNS = (N_("When"), N_("Adventurers"), N_("Level"), N_("Outcome"), N_("Turns"))
REWOUND_MARK = N_("rewound")
SOURCE_MARK = {"daily": N_("daily storm"), "code": N_("from a code"), "autoplay": N_("autoplay")}
DELETE_TITLE = N_("Delete this game?")
DELETE_TEXT = N_("The record of this game will be removed from this computer. This cannot be undone.")
DELETE_BAD_TEXT = N_("This file could not be read as a game. Remove it from this computer? This cannot be undone.")
BUTTONS = {"resume": N_("Resume"), "replay": N_("Replay"), "delete": N_("Delete"), "back": N_("Back")}
OPEN_FAILED = N_("This game cannot be opened: {why}")
DELETE_FAILED = N_("Not deleted: {why}")
NO_NAME = N_("(a file with no readable name)")
OTHER_GAME = N_("this record is of another game ({game}): it opens from that game's own screens")
CODE_SHOWN = N_("This game's code: {code} (type it on the setup screen to play the same storm)")

STATS_HEAD = N_("Played {played} · won {won} · longest survival {longest} turns")
STATS_ROW = N_("{level}, {n} adventurers: {won} of {played} won")
STATS_NOTE = N_("Rewound games ({rewound}) are not counted.")

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

# the months and week days of dates, in words (strftime speaks the C locale's English)
MONTHS = (N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"), N_("July"),
          N_("August"), N_("September"), N_("October"), N_("November"), N_("December"))
# TRANSLATORS: the twelve short month names, in order, separated by spaces
MONTHS_SHORT = N_("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec")
WEEKDAYS = (N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"), N_("Saturday"), N_("Sunday"))


def when(iso: Any) -> str:
    """A record's date in the player's local time, short; never raises, whatever the text
    ("0001-01-01T00:00:00+23:59" overflows the year when made local)."""
    try:
        t = _dt.datetime.fromisoformat(iso).astimezone()
        months = tr(MONTHS_SHORT).split()
        month = months[t.month - 1] if len(months) == 12 else MONTHS_SHORT.split()[t.month - 1]
        # TRANSLATORS: a record's date and time, short
        return tr("{day:02d} {month} {year} {time}", day=t.day, month=month, year=t.year, time=t.strftime("%H:%M"))
    except (ValueError, TypeError, OverflowError, OSError):
        return drawable(iso, 16)


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

CODE_LABEL = N_("Game code")
CODE_KEY = N_("{placeholder} (C)")
CODE_PLACEHOLDER = N_("type or paste a code")
CODE_BAD = N_("Game code: {why}")
CODE_READY = N_("Code for {players} · {level} · seed {seed}: Start plays it")
DAILY = N_("Daily Storm")
DAILY_TIP = N_("Today's storm: the same adventurers, level and seed for everyone today")
DAILY_TITLE = N_("The Daily Storm")
DAILY_TEXT = N_("{date}: one storm for everyone today, with the same adventurers ({players}), level ({level}) and "
                "storm cards, so tables can compare how they did. A new one comes at midnight (UTC).")
DAILY_GO = N_("Play today's storm")


def daily_date() -> str:
    """Today's date as the Daily Storm counts it (UTC), in words."""
    day = _dt.datetime.now(_dt.timezone.utc).date()
    return tr("{weekday} {day} {month} {year}", weekday=tr(WEEKDAYS[day.weekday()]), day=day.day,
              month=tr(MONTHS[day.month - 1]), year=day.year)

LOG_HEADING_REWIND = N_("— turn {turn} —  click: play on")
LOG_HEADING = N_("— turn {turn} —")
REWIND_TITLE = N_("Play on from turn {turn}?")
REWIND_TEXT = N_("A new game starts from the beginning of turn {turn}, as it stood. This game stays in the "
                 "Games list as it is; the new one is marked as rewound, on its record and on its end screen.")

END_REWIND = N_("Rewind")
END_REWIND_TIP = N_("Watch this game again and play on from any turn (a new, marked game)")
