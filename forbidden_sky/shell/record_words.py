"""The words of the game-free records screens (the Games list, the setup screen's game code
box, dates): English marked ``N_`` for the catalog, translated where they are drawn. Each
game's own words (its outcomes, its daily game's name) are its card's (app/screens.py CARDS).
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

from ..i18n import N_, tr
from .text import drawable

GAMES_TITLE = N_("Games")
GAMES_EMPTY = N_("No games yet. Every game you play is kept here as it is played.")
GAMES_NO_FOLDER = N_("Games cannot be kept: there is no user folder on this computer.")
REFUSED = N_("Cannot be opened: {why}")
COLUMNS = (N_("When"), N_("Adventurers"), N_("Level"), N_("Outcome"), N_("Turns"))
GAME_COLUMN = N_("Game")
ALL_GAMES = N_("All games")
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
UNKNOWN_GAME = N_("this record is of a game this version cannot show ({game})")
CODE_SHOWN = N_("This game's code: {code} (type it on the setup screen to play the same storm)")
STATS_HEAD = N_("Played {played} · won {won} · longest survival {longest} turns")
STATS_GAME_HEAD = N_("{game}: played {played} · won {won} · longest survival {longest} turns")
STATS_ROW = N_("{level}, {n} adventurers: {won} of {played} won")
STATS_NOTE = N_("Rewound games ({rewound}) are not counted.")

CODE_LABEL = N_("Game code")
CODE_KEY = N_("{placeholder} (C)")
CODE_PLACEHOLDER = N_("type or paste a code")
CODE_BAD = N_("Game code: {why}")
CODE_READY = N_("Code for {players} · {level} · seed {seed}: Start plays it")
CODE_ELSEWHERE = N_("A code for {game} ({players} · {level} · seed {seed}): Start plays it there")

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


def daily_date() -> str:
    """Today's date as the daily games count it (UTC), in words."""
    day = _dt.datetime.now(_dt.timezone.utc).date()
    return tr("{weekday} {day} {month} {year}", weekday=tr(WEEKDAYS[day.weekday()]), day=day.day,
              month=tr(MONTHS[day.month - 1]), year=day.year)
