"""Forbidden Sky's screens as the app starts them (app/screens.py)."""

from __future__ import annotations

from typing import Any

from ...shell.scene import Command

# What the game screens import, warmed in the background while the title is up (shell/warmup.py)
WARM_MODULES = (
    "forbidden_sky.sky.core",
    "forbidden_sky.sky.ui.art",
    "forbidden_sky.sky.ui.board_view",
    "forbidden_sky.sky.ui.scenes.setup",
    "forbidden_sky.sky.ui.play",
    "forbidden_sky.sky.ui.scenes.end",
    "forbidden_sky.sky.ui.scenes.rules",
    "forbidden_sky.sky.ui.autoplay",
)


def setup_from_args(args: Any) -> Command:
    """--players/--level/--seed/--autoplay straight into a game. The setup module waits until
    asked: this module is read before the title's first frame."""
    from .scenes.setup import setup_from_args as start
    return start(args)

