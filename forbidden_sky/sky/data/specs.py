"""Validated, frozen views of the game data files (assets/data/*.yaml)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

# the pawn colours ui.yaml defines (pawn_colours): an adventurer's colour must be one of them
from ...engine.pawns import PAWN_COLOURS  # noqa: E402,F401 - re-exported: the loader checks against it

EDGES = ("N", "E", "S", "W")
CORNERS = ("NE", "SE", "SW", "NW")
TILE_SYMBOLS = ("none", "lightning_rod", "teleporter", "gear", "wind_shelter", "faraday_cage")
START_SYMBOLS = ("landing_pad", "wind_compass")
PORT_KINDS = ("wire", "small_capacitor", "large_capacitor")
LEVELS = ("novice", "normal", "elite", "legendary")
STORM_EFFECTS = ("lightning", "high_winds", "winds_change", "storm_intensifies")
EQUIPMENT_EFFECTS = (
    "jet_pack", "strike_shield", "gravity_hook", "time_throttle", "med_kit", "defrayer",
    "stratoscope", "aerometer", "platform_clamp", "remote_fuser",
)
EQUIPMENT_TIMINGS = ("any", "own_turn")
ADVENTURER_POWERS = (
    "electrician_free_wire", "surveyor_gift", "knotsmith_repair", "navigator_guide",
    "medic_heal", "climber_cross",
)


# eq=False: tiles are compared and hashed by identity, so an oriented view can be cached per
# (tile, rotation) even though ports is a mapping.
@dataclass(frozen=True, eq=False)
class TileSpec:
    id: str
    symbol: str
    surface: frozenset[str]
    ports: Mapping[str, str]          # edge -> port kind
    pads: frozenset[str]              # corners holding a launch-pad quarter
    nets: tuple[tuple[str, ...], ...]
    reconstructed: bool = True

    @property
    def has_rod(self) -> bool:
        return self.symbol == "lightning_rod"


@dataclass(frozen=True)
class StartCell:
    at: tuple[int, int]
    tile: TileSpec


@dataclass(frozen=True)
class StormCardSpec:
    id: str
    name: str
    effect: str
    count: int
    text: str
    turn: str | None = None           # winds_change: "cw" or "ccw"
    reshuffle: bool = False


@dataclass(frozen=True)
class EquipmentSpec:
    id: str
    name: str
    copies: int
    effect: str
    timing: str
    text: str
    reconstructed: bool = True


@dataclass(frozen=True)
class AdventurerSpec:
    id: str
    name: str
    health: int
    rope: int
    colour: str
    hand_limit: int
    start_tiles: int
    power: str
    text: str
    reconstructed: bool = False


@dataclass(frozen=True)
class BlueprintSpec:
    id: str
    name: str
    large_capacitor: int
    small_capacitor: int
    lightning_rod: int
    reconstructed: bool = False

    def needs(self) -> dict[str, int]:
        return {"large_capacitor": self.large_capacitor, "small_capacitor": self.small_capacitor,
                "lightning_rod": self.lightning_rod}


@dataclass(frozen=True)
class StormMeterSpec:
    intensities: tuple[int, ...]
    start_tick: Mapping[int, int]
    reconstructed: bool = True
    calm: StormMeterSpec | None = None   # the calm variant the bots are checked with

    @property
    def skull(self) -> int:
        """The tick index of the skull: reaching it sweeps everyone away."""
        return len(self.intensities)


@dataclass(frozen=True)
class ComponentsSpec:
    supply: Mapping[str, int]         # short_wire long_wire lightning_rod small_capacitor ...
    wire_lengths: Mapping[str, float]  # short, long
    wire_half_width: float
    radii: Mapping[str, float]
    pad_side_offset: float
    reconstructed: bool = True


@dataclass(frozen=True)
class GameData:
    tiles: Mapping[str, TileSpec]     # the 36 platform tiles, in file order
    start_grid: tuple[StartCell, ...]
    storm_cards: Mapping[str, StormCardSpec]
    equipment: Mapping[str, EquipmentSpec]
    adventurers: Mapping[str, AdventurerSpec]
    blueprints: Mapping[str, BlueprintSpec]
    storm_meter: StormMeterSpec
    components: ComponentsSpec
    extra_tiles: Mapping[str, TileSpec] = field(default_factory=dict)

    def tile(self, tile_id: str) -> TileSpec:
        spec = self.tiles.get(tile_id) or self.extra_tiles.get(tile_id)
        if spec is None:
            for cell in self.start_grid:
                if cell.tile.id == tile_id:
                    return cell.tile
            raise KeyError(tile_id)
        return spec

    @property
    def levels(self) -> tuple[str, ...]:
        """The levels a game can be played at: one per blueprint, easiest first (file order)."""
        return tuple(self.blueprints)

    def storm_deck(self) -> list[str]:
        """Every Storm card id, one per copy, in file order (shuffled by the engine)."""
        return [c.id for c in self.storm_cards.values() for _ in range(c.count)]

    def equipment_deck(self) -> list[str]:
        return [c.id for c in self.equipment.values() for _ in range(c.copies)]
