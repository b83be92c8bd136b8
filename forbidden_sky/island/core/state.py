"""The game state: a frozen value. Only ``rules.apply`` makes new ones from old.

The island is a tuple of cells (the data's shape); ``place[i]`` is the tile shuffled into cell
``i`` (fixed for the game: tiles sink, they never move), ``status[i]`` whether it is dry,
flooded or sunk, and each pawn is a cell index. Piles are tuples, top (or oldest) first.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ...engine.values import evolve
from ..data import IslandData, island_data
from .kinds import DRY, FLOODED, MAX_SEED, STATE_VERSION, SUNK, LossCause, Pending, PendingKind, Phase
from .savecheck import checked_fields

__all__ = ["DRY", "FLOODED", "MAX_SEED", "STATE_VERSION", "SUNK", "GameState", "LossCause", "Pending", "PendingKind",
           "Phase", "card_count"]


@lru_cache(maxsize=512)
def _cells_of(place: tuple[str, ...]) -> dict[str, int]:
    return {t: i for i, t in enumerate(place)}


@dataclass(frozen=True)
class GameState:
    level: str
    seed: int
    players: tuple[str, ...]                  # adventurer ids in turn order
    place: tuple[str, ...]                    # the tile in each island cell
    status: tuple[int, ...]                   # DRY | FLOODED | SUNK, by cell
    pawns: tuple[int, ...]                    # each player's cell
    hands: tuple[tuple[str, ...], ...]        # each player's cards
    treasure_deck: tuple[str, ...]            # top first
    treasure_discard: tuple[str, ...] = ()    # oldest first
    flood_deck: tuple[str, ...] = ()          # tile ids, top first
    flood_discard: tuple[str, ...] = ()
    captured: tuple[str, ...] = ()            # treasures, in the order taken
    water: int = 1                            # the tick of the Water Meter
    turn: int = 1
    current_index: int = 0
    phase: Phase = Phase.ACTIONS
    actions_left: int = 3
    draws_left: int = 0                       # cards still to draw in this draw or flood phase
    flight_used: bool = False                 # the Pilot's once-per-turn flight
    pending: tuple[Pending, ...] = ()         # decisions to make before play goes on; the first is asked
    outcome: str | None = None                # won | lost
    cause: LossCause | None = None
    cause_detail: str | None = None
    rng_counter: int = 0
    variants: frozenset[str] = frozenset()
    # the data set the game is played with (no default: a state never silently picks one)
    data: IslandData = field(kw_only=True, compare=False, repr=False)

    # ---- views ------------------------------------------------------------------------------

    @property
    def current(self) -> str:
        return self.players[self.current_index]

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def flood_count(self) -> int:
        return self.data.water.draws(self.water)

    def cell(self, tile: str) -> int | None:
        return _cells_of(self.place).get(tile)

    def index(self, player: str) -> int:
        return self.players.index(player)

    def at(self, player: str) -> int:
        return self.pawns[self.players.index(player)]

    def hand(self, player: str) -> tuple[str, ...]:
        return self.hands[self.players.index(player)]

    def in_play(self, cell: int) -> bool:
        return self.status[cell] != SUNK

    def pawns_at(self, cell: int) -> tuple[str, ...]:
        return tuple(p for p, c in zip(self.players, self.pawns, strict=False) if c == cell)

    def tile_status(self, tile: str) -> int:
        c = self.cell(tile)
        return SUNK if c is None else self.status[c]

    def with_hand(self, player: str, hand: tuple[str, ...]) -> GameState:
        i = self.players.index(player)
        return evolve(self, hands=self.hands[:i] + (hand,) + self.hands[i + 1:])

    def with_pawn(self, player: str, cell: int) -> GameState:
        i = self.players.index(player)
        return evolve(self, pawns=self.pawns[:i] + (cell,) + self.pawns[i + 1:])

    def with_status(self, cell: int, value: int) -> GameState:
        return evolve(self, status=self.status[:cell] + (value,) + self.status[cell + 1:])

    # ---- saving -----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "island", "version": STATE_VERSION, "level": self.level, "seed": self.seed,
            "players": list(self.players), "island": list(self.place),
            "flooded": [t for t, s in zip(self.place, self.status, strict=False) if s == FLOODED],
            "sunk": [t for t, s in zip(self.place, self.status, strict=False) if s == SUNK],
            "pawns": {p: self.place[c] for p, c in zip(self.players, self.pawns, strict=False)},
            "hands": {p: list(h) for p, h in zip(self.players, self.hands, strict=False)},
            "treasure_deck": list(self.treasure_deck), "treasure_discard": list(self.treasure_discard),
            "flood_deck": list(self.flood_deck), "flood_discard": list(self.flood_discard),
            "captured": list(self.captured), "water": self.water, "turn": self.turn,
            "current": self.current, "phase": self.phase.value, "actions_left": self.actions_left,
            "draws_left": self.draws_left, "flight_used": self.flight_used,
            "pending": [{"kind": p.kind.value, "player": p.player} for p in self.pending],
            "outcome": self.outcome, "cause": None if self.cause is None else self.cause.value,
            "cause_detail": self.cause_detail, "rng_counter": self.rng_counter,
            "variants": sorted(self.variants),
        }

    @staticmethod
    def from_dict(doc: Any, data: IslandData | None = None) -> GameState:
        """A state from a hostile document: every field checked, ValueError with the reason."""
        return GameState(**checked_fields(doc, data or island_data()))


def card_count(state: GameState) -> Counter[str]:
    """Every Treasure card wherever it is: the deck, the discard and the hands."""
    c: Counter[str] = Counter(state.treasure_deck)
    c.update(state.treasure_discard)
    for h in state.hands:
        c.update(h)
    return c
