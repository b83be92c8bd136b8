"""Where each game lives, by id: the one table a new game adds a line to.

The shell finds a game here by the id a record, a code or a scenario names. The modules are
imported when first asked for, by name, so the shell never imports a game's package (and a
test checks that it does not): like OpenSpiel's ``pyspiel.load_game("name")``.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from .game import Game

# id -> the module whose ``GAME`` is that game's door. Order: as the title screen shows them.
GAMES: dict[str, str] = {
    "sky": "forbidden_sky.sky.game",
    "island": "forbidden_sky.island.game",
}
DEFAULT = "sky"   # what a record, code or scenario written before there were two games is


class UnknownGame(ValueError):
    pass


def game_ids() -> tuple[str, ...]:
    return tuple(GAMES)


@lru_cache(maxsize=None)
def get(game_id: str) -> Game:
    """The game called ``game_id``; UnknownGame for any other name."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        shown = game_id if isinstance(game_id, str) and len(game_id) < 40 else "that"
        raise UnknownGame(f"unknown game {shown!r} (expected one of {', '.join(GAMES)})")
    module = importlib.import_module(GAMES[game_id])
    game: Game = module.GAME
    return game
