"""Game data: YAML files validated into frozen specs. Never imports pygame."""

from ...engine.data_errors import DataError
from .loader import game_data, load_game_data
from .specs import GameData, TileSpec

__all__ = ["DataError", "GameData", "TileSpec", "game_data", "load_game_data"]
