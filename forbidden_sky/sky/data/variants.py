"""Sky's named variants: the game data with one part swapped (the calm storm of
storm_meter.yaml, the bot's bar as an instrument: docs/game-model.md)."""

from __future__ import annotations

import dataclasses

from .loader import game_data
from .specs import GameData


def calm_data(data: GameData | None = None) -> GameData:
    """The game data with the calm storm meter in place of the real one."""
    data = data or game_data()
    calm = data.storm_meter.calm
    if calm is None:
        raise ValueError("storm_meter.yaml has no calm variant")
    return dataclasses.replace(data, storm_meter=calm)
