"""Events: what happened, with what a screen needs to animate it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Every event type the rules emit, with what its data holds. The one list: the log's wording
# (ui/words.py) and the game screen's presenters (ui/play/presenters.py) each cover all of
# them, and tests/test_architecture.py checks that the core emits no other.
EVENT_TYPES: dict[str, str] = {
    "moved": "player, path (cells), by; flew / carried when so",
    "teleported": "player, path (from, to)",
    "tile_scouted": "player, tile",
    "tile_placed": "player, tile, at, rot, by, symbol, completions [{kind, ref, cells}]",
    "equipment_drawn": "player, card",
    "equipment_deck_empty": "player (a gear tile found no card)",
    "wire_added": "kind, a, b, by, free",
    "wire_removed": "kind, a, b, by",
    "healed": "player, target, amount",
    "repaired": "player, target, amount",
    "tile_given": "player, to, tile",
    "equipment_given": "player, to, card",
    "equipment_played": "player, card, and the card's own fields",
    "storm_cards_seen": "player, cards (the Stratoscope's look at the top of the deck)",
    "protection_ended": "kind, owner, players (a shield or clamp wears off)",
    "pad_rotated": "player, axis",
    "storm_phase_began": "draws",
    "storm_card_drawn": "card",
    "storm_deck_empty": "(nothing: the deck is reshuffled from the discard)",
    "lightning_struck": "rods, live (cells), jolted, protected",
    "winds_blew": "direction, moves [{player, from, to, rope_lost, sheltered, crossed_clouds}]",
    "wind_changed": "from, to, turn",
    "storm_intensified": "tick, intensity, skull",
    "storm_deck_reshuffled": "(nothing)",
    "turn_began": "player, turn",
    "launched": "won, loop, left_behind",
    "game_over": "outcome, cause",
}

# Events that reveal hidden information: undo may never go back past one of these.
REVEALS = frozenset({"tile_scouted", "equipment_drawn", "storm_card_drawn", "storm_deck_reshuffled",
                     "storm_cards_seen"})


@dataclass(frozen=True)
class Event:
    type: str
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, **{k: _json(v) for k, v in self.data.items()}}

    @property
    def reveals(self) -> bool:
        return self.type in REVEALS

    def __getitem__(self, key: str) -> Any:
        return self.data[key]


def _json(v: Any) -> Any:
    if isinstance(v, (tuple, list)):
        return [_json(x) for x in v]
    if isinstance(v, dict):
        return {k: _json(x) for k, x in v.items()}
    if isinstance(v, (set, frozenset)):
        return sorted(_json(x) for x in v)
    return v
