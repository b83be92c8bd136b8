"""Each game's screens, by game id: how the command line starts straight into a game and what
the title warms in the background. The one table a new game's screens add a line to.

A game's screens module (``forbidden_sky.NAME.ui.start``) holds ``WARM_MODULES`` (what its
game screen imports, warmed while the title is up: shell/warmup.py) and
``setup_from_args(args) -> Command`` (``--players``/``--level``/``--seed``/``--autoplay`` straight
into a game). Imported by name when first asked for, like engine/registry.py.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from ..engine import registry

SCREENS: dict[str, str] = {
    "sky": "forbidden_sky.sky.ui.start",
    "island": "forbidden_sky.island.ui.start",
}


# Each game on the title and in the Games list: its name, picture, New game / Continue / Replay
# and its words for a record (``forbidden_sky.NAME.ui.card``: sky/ui/card.py). The title shows
# the games in this order. A game can be here before its start module is (Island's game screen
# is being built): its title card and setup screen come first.
CARDS: dict[str, str] = {
    "sky": "forbidden_sky.sky.ui.card",
    "island": "forbidden_sky.island.ui.card",
}


def card(game_id: str) -> ModuleType:
    """The title card of ``game_id``; KeyError for a game without one (a record of a game this
    version cannot show: the Games list names it and keeps it)."""
    return importlib.import_module(CARDS[game_id])


def screens(game_id: str | None) -> ModuleType:
    """The screens of ``game_id`` (None: the default game); a game without screens yet is
    refused with a sentence for the command line."""
    gid = game_id or registry.DEFAULT
    if gid not in SCREENS:
        raise SystemExit(f"forbidden-sky: {gid!r} has no screens yet (playable: {', '.join(SCREENS)})")
    return importlib.import_module(SCREENS[gid])


def warm_modules() -> tuple[str, ...]:
    """What every game screen imports: the title is up while they load."""
    out: list[str] = []
    for gid in SCREENS:
        out.extend(screens(gid).WARM_MODULES)
    return tuple(out)


def start_shared(shared: Any, source: str) -> Any:
    """A game code's (or a daily game's) setup started in the game it names, whichever setup
    screen it was typed on: the setup screen is left (``pop=1``) for that game's screen."""
    from ..shell.scene import Goto
    name, args = card(shared.game).setup_args(list(shared.players), shared.level, shared.seed, source)
    return Goto(name, args, pop=1)


def shared_words(shared: Any) -> tuple[str, str, str]:
    """A code of another game in that game's words: (its name, its adventurers, its level)."""
    from ..i18n import tr
    mod = card(shared.game)
    names = mod.names()
    return tr(mod.NAME), ", ".join(names.get(p, p) for p in shared.players), mod.level_name(shared.level)
