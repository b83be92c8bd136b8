"""Every text of the records screens (Games list, replay, rewind, codes) in one place."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from ...shell.text import drawable
from ..core.phases import OutcomeCode

# keyed by the records' outcome codes (plain strings equal to the members)
OUTCOME: dict[str | None, str] = {
    None: "Unfinished", OutcomeCode.WON: "Won", OutcomeCode.ELECTROCUTED: "Lost: electrocuted",
    OutcomeCode.FALL: "Lost: a rope snapped", OutcomeCode.SWEPT_AWAY: "Lost: swept away",
    OutcomeCode.ABANDONED: "Lost: left behind"}

GAMES_TITLE = "Games"
GAMES_EMPTY = "No games yet. Every game you play is kept here as it is played."
GAMES_NO_FOLDER = "Games cannot be kept: there is no user folder on this computer."
REFUSED = "Cannot be opened: {why}"
COLUMNS = ("When", "Adventurers", "Level", "Outcome", "Turns")
REWOUND_MARK = "rewound"
SOURCE_MARK = {"daily": "daily storm", "code": "from a code", "autoplay": "autoplay"}
DELETE_TITLE = "Delete this game?"
DELETE_TEXT = "The record of this game will be removed from this computer. This cannot be undone."
DELETE_BAD_TEXT = "This file could not be read as a game. Remove it from this computer? This cannot be undone."
BUTTONS = {"resume": "Resume", "replay": "Replay", "delete": "Delete", "back": "Back"}
OPEN_FAILED = "This game cannot be opened: {why}"
DELETE_FAILED = "Not deleted: {why}"
NO_NAME = "(a file with no readable name)"
OTHER_GAME = "this record is of another game ({game}): it opens from that game's own screens"
CODE_SHOWN = "This game's code: {code} (type it on the setup screen to play the same storm)"

STATS_HEAD = "Played {played} · won {won} · longest survival {longest} turns"
STATS_ROW = "{level}, {n} adventurers: {won} of {played} won"
STATS_NOTE = "Rewound games ({rewound}) are not counted."

REPLAY_BUTTONS = {"turn_back": "<< Turn", "back": "< Step", "play": "Play", "pause": "Pause",
                  "forward": "Step >", "turn_forward": "Turn >>", "speed": "Speed {speed:g}x",
                  "branch": "Play on from here", "close": "Close"}
REPLAY_HEAD = "Replay · turn {turn} · action {pos} of {n}"
REPLAY_HINT = "Space play/pause · arrows step · Shift+arrows a turn · +/- speed · click the timeline for a turn"
BRANCH_TITLE = "Play on from here?"
BRANCH_TEXT = ("A new game starts from turn {turn}, as it stood. The original stays in the Games list; "
               "the new one is marked as rewound, on its record and on its end screen.")
BRANCH_OK = "Play on"
BRANCH_OVER = "The game is over at this point: step back to play on."

REWOUND_END = "Rewound: this game branched from another at turn {turn}."
CODE_END = "Game code {code}: another table can play the same storm."


def when(iso: Any) -> str:
    """A record's date in the player's local time, short; never raises, whatever the text
    ("0001-01-01T00:00:00+23:59" overflows the year when made local)."""
    try:
        t = _dt.datetime.fromisoformat(iso).astimezone()
        return t.strftime("%d %b %Y %H:%M")
    except (ValueError, TypeError, OverflowError, OSError):
        return drawable(iso, 16)


def outcome(value: Any) -> str:
    shown = OUTCOME.get(value) if isinstance(value, (str, type(None))) else None
    return shown if shown is not None else drawable(value, 40)


def end_notes(game: Any) -> list[str]:
    """What the end screen adds about the record: a rewind (so nobody is fooled about a win)
    and the code another table can type to play the same storm."""
    from ...records.code import encode
    notes = []
    rec = getattr(game, "recording", None)
    branch = getattr(getattr(rec, "record", None), "branch", None)
    if branch is not None:
        notes.append(REWOUND_END.format(turn=branch.turn))
    setup = game.setup
    code = encode(setup.players, setup.level, setup.seed)
    if code:
        notes.append(CODE_END.format(code=code))
    return notes

CODE_LABEL = "Game code"
CODE_KEY = " (C)"
CODE_PLACEHOLDER = "type or paste a code"
CODE_BAD = "Game code: {why}"
CODE_READY = "Code for {players} · {level} · seed {seed}: Start plays it"
DAILY = "Daily Storm"
DAILY_TIP = "Today's storm: the same adventurers, level and seed for everyone today"
DAILY_TITLE = "The Daily Storm"
DAILY_TEXT = ("{date}: one storm for everyone today, with the same adventurers ({players}), level ({level}) and "
              "storm cards, so tables can compare how they did. A new one comes at midnight (UTC).")
DAILY_GO = "Play today's storm"


def daily_date() -> str:
    """Today's date as the Daily Storm counts it (UTC), in words."""
    day = _dt.datetime.now(_dt.timezone.utc).date()
    return f"{day.strftime('%A')} {day.day} {day.strftime('%B %Y')}"

LOG_HEADING_REWIND = "— turn {turn} —  click: play on"
LOG_HEADING = "— turn {turn} —"
REWIND_TITLE = "Play on from turn {turn}?"
REWIND_TEXT = ("A new game starts from the beginning of turn {turn}, as it stood. This game stays in the "
               "Games list as it is; the new one is marked as rewound, on its record and on its end screen.")

END_REWIND = "Rewind"
END_REWIND_TIP = "Watch this game again and play on from any turn (a new, marked game)"
