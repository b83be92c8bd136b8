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

from ..engine import registry

SCREENS: dict[str, str] = {
    "sky": "forbidden_sky.sky.ui.start",
    "island": "forbidden_sky.island.ui.start",
}


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
