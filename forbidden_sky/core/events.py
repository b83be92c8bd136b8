"""Events: what happened, with what a screen needs to animate it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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
