"""Events: what happened, as typed values (one frozen dataclass per type, ``IslandEvent`` their
union). Each names its ``type`` and has a JSON form; records and the scenario runner keep it.
Data only: the words a player reads are the catalogs' (issue 18), keyed by ``type``."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar, Union


class _Event:
    type: ClassVar[str]

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for f in fields(self):  # type: ignore[arg-type]
            v = getattr(self, f.name)
            out[f.name] = list(v) if isinstance(v, tuple) else v
        return out


@dataclass(frozen=True)
class PawnMoved(_Event):
    """``how``: move | dive | fly | navigate | swim | helicopter_lift."""
    type: ClassVar[str] = "pawn_moved"
    player: str
    from_tile: str
    to_tile: str
    how: str
    by: str


@dataclass(frozen=True)
class TileShoredUp(_Event):
    """``how``: action | sandbags."""
    type: ClassVar[str] = "tile_shored_up"
    player: str
    tile: str
    how: str


@dataclass(frozen=True)
class CardGiven(_Event):
    type: ClassVar[str] = "card_given"
    player: str
    to: str
    card: str


@dataclass(frozen=True)
class TreasureCaptured(_Event):
    type: ClassVar[str] = "treasure_captured"
    player: str
    treasure: str
    tile: str


@dataclass(frozen=True)
class SpecialCardPlayed(_Event):
    type: ClassVar[str] = "special_card_played"
    player: str
    card: str


@dataclass(frozen=True)
class CardDiscarded(_Event):
    """A card discarded to keep the hand limit."""
    type: ClassVar[str] = "card_discarded"
    player: str
    card: str


@dataclass(frozen=True)
class MustDiscard(_Event):
    type: ClassVar[str] = "must_discard"
    player: str
    holding: int
    limit: int


@dataclass(frozen=True)
class ActionsEnded(_Event):
    type: ClassVar[str] = "actions_ended"
    player: str


@dataclass(frozen=True)
class TreasureCardDrawn(_Event):
    type: ClassVar[str] = "treasure_card_drawn"
    player: str
    card: str


@dataclass(frozen=True)
class WatersRose(_Event):
    """``reshuffled``: Flood cards shuffled back on top of the Flood draw pile (0: the discard was empty)."""
    type: ClassVar[str] = "waters_rose"
    tick: int
    flood_cards: int
    reshuffled: int


@dataclass(frozen=True)
class TreasureDeckReshuffled(_Event):
    type: ClassVar[str] = "treasure_deck_reshuffled"
    cards: int


@dataclass(frozen=True)
class FloodPhaseBegan(_Event):
    type: ClassVar[str] = "flood_phase_began"
    draws: int


@dataclass(frozen=True)
class FloodCardDrawn(_Event):
    type: ClassVar[str] = "flood_card_drawn"
    tile: str


@dataclass(frozen=True)
class TileFlooded(_Event):
    type: ClassVar[str] = "tile_flooded"
    tile: str


@dataclass(frozen=True)
class TileSank(_Event):
    type: ClassVar[str] = "tile_sank"
    tile: str
    pawns: tuple[str, ...]


@dataclass(frozen=True)
class MustSwim(_Event):
    """A pawn on a sunk tile with a choice to make (``options``: the tiles it may swim to;
    none when only a Helicopter Lift can save it)."""
    type: ClassVar[str] = "must_swim"
    player: str
    options: tuple[str, ...]


@dataclass(frozen=True)
class FloodDeckReshuffled(_Event):
    type: ClassVar[str] = "flood_deck_reshuffled"
    cards: int


@dataclass(frozen=True)
class TurnBegan(_Event):
    type: ClassVar[str] = "turn_began"
    player: str
    turn: int


@dataclass(frozen=True)
class LiftedOff(_Event):
    type: ClassVar[str] = "lifted_off"
    player: str


@dataclass(frozen=True)
class GameOver(_Event):
    """``result``: won | lost; ``cause``: a LossCause value for a loss."""
    type: ClassVar[str] = "game_over"
    result: str
    cause: str | None
    detail: str | None = None     # the tile or the treasure or the pawn that lost it


IslandEvent = Union[PawnMoved, TileShoredUp, CardGiven, TreasureCaptured, SpecialCardPlayed, CardDiscarded,
                    MustDiscard, ActionsEnded, TreasureCardDrawn, WatersRose, TreasureDeckReshuffled,
                    FloodPhaseBegan, FloodCardDrawn, TileFlooded, TileSank, MustSwim, FloodDeckReshuffled,
                    TurnBegan, LiftedOff, GameOver]
EVENT_CLASSES: tuple[type[_Event], ...] = (
    PawnMoved, TileShoredUp, CardGiven, TreasureCaptured, SpecialCardPlayed, CardDiscarded, MustDiscard,
    ActionsEnded, TreasureCardDrawn, WatersRose, TreasureDeckReshuffled, FloodPhaseBegan, FloodCardDrawn,
    TileFlooded, TileSank, MustSwim, FloodDeckReshuffled, TurnBegan, LiftedOff, GameOver)
EVENT_TYPES: frozenset[str] = frozenset(c.type for c in EVENT_CLASSES)
# Events that reveal hidden information: undo may never go back past one of these.
REVEALS = frozenset({"treasure_card_drawn", "flood_card_drawn", "waters_rose", "treasure_deck_reshuffled",
                     "flood_deck_reshuffled"})
