"""Forbidden Island's data as frozen specs, with the island's geometry precomputed once.

The island is a fixed shape of cells (tiles.yaml ``island``); a game shuffles the 24 tiles
into those cells. Everything the rules ask about cells (orthogonal and diagonal neighbours,
distances) is a tuple indexed by cell number, computed here once per data set, so the rules
never do geometry at play time.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

CARD_KINDS = ("treasure", "waters_rise", "helicopter_lift", "sandbags")
SPECIAL_KINDS = ("helicopter_lift", "sandbags")
MOVES = ("orthogonal", "diagonal")
SWIMS = ("adjacent", "diagonal", "nearest", "anywhere")
# The variants the rules know how to play (variants.yaml names them; docs/island-rules.md).
VARIANT_IDS = ("navigator_own_movement", "no_helicopter_rescue")


@dataclass(frozen=True)
class TileSpec:
    id: str
    name: str
    treasure: str | None = None
    start: str | None = None        # the adventurer who begins here
    landing: bool = False           # Fools' Landing


@dataclass(frozen=True)
class TreasureSpec:
    id: str
    name: str
    tiles: tuple[str, ...]          # where it may be captured (two tiles)


@dataclass(frozen=True)
class CardSpec:
    id: str
    name: str
    kind: str                       # one of CARD_KINDS
    treasure: str | None
    copies: int

    @property
    def special(self) -> bool:
        return self.kind in SPECIAL_KINDS


@dataclass(frozen=True)
class AdventurerSpec:
    id: str
    name: str
    pawn: str
    start: str
    moves: str
    shores: str
    shore_tiles: int
    dives: bool
    flies: bool
    navigates: int
    gives_anywhere: bool
    swims: str


@dataclass(frozen=True)
class LevelSpec:
    id: str
    name: str
    start_tick: int


@dataclass(frozen=True)
class VariantSpec:
    id: str
    name: str


@dataclass(frozen=True)
class RulesSpec:
    min_players: int
    max_players: int
    actions_per_turn: int
    hand_limit: int
    treasure_draws: int
    setup_floods: int
    deal: int
    capture_cards: int


@dataclass(frozen=True)
class WaterMeterSpec:
    flood_cards: tuple[int, ...]    # at ticks 1..len
    skull: int                      # the tick that loses the game

    def draws(self, tick: int) -> int:
        return self.flood_cards[min(max(tick, 1), len(self.flood_cards)) - 1]


@dataclass(frozen=True)
class IslandData:
    folder: str
    cells: tuple[tuple[int, int], ...]       # (column, row) of each island cell, reading order
    tiles: dict[str, TileSpec]               # in data order
    treasures: dict[str, TreasureSpec]
    cards: dict[str, CardSpec]
    adventurers: dict[str, AdventurerSpec]
    levels: dict[str, LevelSpec]
    variants: dict[str, VariantSpec]
    rules: RulesSpec
    water: WaterMeterSpec

    # ---- geometry, by cell index ------------------------------------------------------------

    @cached_property
    def _index(self) -> dict[tuple[int, int], int]:
        return {c: i for i, c in enumerate(self.cells)}

    @cached_property
    def orthogonal(self) -> tuple[tuple[int, ...], ...]:
        return tuple(self._around(c, ((0, -1), (-1, 0), (1, 0), (0, 1))) for c in self.cells)

    @cached_property
    def diagonal(self) -> tuple[tuple[int, ...], ...]:
        """The eight neighbours (orthogonal ones too), for the Explorer."""
        steps = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
        return tuple(self._around(c, steps) for c in self.cells)

    @cached_property
    def distance(self) -> tuple[tuple[int, ...], ...]:
        """Orthogonal steps between two cells, the sea included (the Diver's "nearest")."""
        return tuple(tuple(abs(a[0] - b[0]) + abs(a[1] - b[1]) for b in self.cells) for a in self.cells)

    def _around(self, cell: tuple[int, int], steps: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
        out = []
        for dx, dy in steps:
            i = self._index.get((cell[0] + dx, cell[1] + dy))
            if i is not None:
                out.append(i)
        return tuple(out)

    # ---- decks ---------------------------------------------------------------------------

    @cached_property
    def treasure_deck(self) -> tuple[str, ...]:
        """The 28 Treasure cards in data order (a new game shuffles them)."""
        return tuple(c.id for c in self.cards.values() for _ in range(c.copies))

    @cached_property
    def special_cards(self) -> frozenset[str]:
        return frozenset(c.id for c in self.cards.values() if c.special)

    def card_of_kind(self, kind: str) -> str:
        return self._first_of_kind[kind]

    @cached_property
    def _first_of_kind(self) -> dict[str, str]:
        # the first card of each kind in data order (asked many times a choice by the bots)
        out: dict[str, str] = {}
        for c in self.cards.values():
            out.setdefault(c.kind, c.id)
        return out

    @cached_property
    def landing(self) -> str:
        return next(t.id for t in self.tiles.values() if t.landing)

    @cached_property
    def treasure_of_card(self) -> dict[str, str]:
        return {c.id: c.treasure for c in self.cards.values() if c.treasure}
