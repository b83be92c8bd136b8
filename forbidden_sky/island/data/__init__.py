"""Forbidden Island's data: assets/island/*.yaml validated into frozen specs. Never imports pygame."""

from ...engine.data_errors import DataError
from .loader import island_data, load_island_data
from .specs import AdventurerSpec, CardSpec, IslandData, TileSpec

__all__ = ["AdventurerSpec", "CardSpec", "DataError", "IslandData", "TileSpec", "island_data", "load_island_data"]
