"""Forbidden Sky on the title and in the Games list (app/screens.py CARDS): its name, its
picture, how New game, Continue and Replay open its screens, and its words for a record.

The title and the Games list are game-free (app/); they ask this module, by name, for what
is Sky's. Nothing here is imported before the title's first frame but the names.
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from ...i18n import N_, tr
from ...shell.scene import ALL, Command, Goto
from ...shell.theme import Theme

GAME = "sky"
NAME = N_("Forbidden Sky")
TAGLINE = N_("Wire the rocket. Outlast the storm.")
TEAM = N_("A cooperative game for 2-5 adventurers")
SETUP = "setup"          # the transition New game opens (app/transitions.py)
RULES: Optional[str] = "rules"
GUIDE: Optional[str] = "tutorial"     # the guided first game (scenes/tutorial.py; docs/tutorial.md)
PUZZLES: Optional[str] = "puzzles"    # the puzzle book (app/puzzles.py; docs/puzzles.md), on Sky's page


def guide_offer() -> tuple[str, str, str, str]:
    """The first start's question: title, text, yes, no."""
    from .tutorial_guide import offer_text
    return offer_text()


def picture(theme: Theme, width: int, height: int) -> Optional[pygame.Surface]:
    """A few real tiles with their copper and the rocket, as big as (width, height) allows."""
    from .art import title_platform
    tile = min((height - 60) // 3, (width - 40) // 4)
    if tile < theme.px(14):
        return None
    return title_platform(theme, tile)


def names() -> dict[str, str]:
    """Adventurer id -> name, in the player's language."""
    from ..data import game_data
    return {k: tr(a.name) for k, a in game_data().adventurers.items()}


def level_name(level: str) -> str:
    return tr(level.title())


def setup_args(players: list[str], level: str, seed: int, source: str = "play") -> tuple[str, dict[str, Any]]:
    """The transition and arguments that start a new game of this setup."""
    from .session import Setup
    return "game", {"setup": Setup(list(players), level, seed), "source": source}


def open_record(record: Any) -> tuple[Optional[Command], Optional[str]]:
    """Continue / Resume: the game as it stood (every action re-applied first), or why not."""
    from .recording import open_game
    args, problem = open_game(record)
    if args is None:
        return None, problem or ""
    return Goto("game", args, pop=ALL), None


def replay(replayed: Any) -> Command:
    return Goto("replay", {"replayed": replayed})


SHORT = N_("Sky")                   # the Games list's game column
DAILY_MARK = N_("daily storm")      # a record of a Daily Storm, in the Games list


def outcome(code: Any) -> str:
    """A record's outcome in words (``won``, ``lost:electrocuted``...)."""
    from .records_words import outcome as words
    return words(code)
