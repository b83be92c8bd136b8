"""A hand as it is shown: sorted by kind (each treasure's cards together, in the data's
order of treasures, then Helicopter Lifts, then Sandbags)."""

from __future__ import annotations

from ..data import IslandData

KIND_ORDER = {"treasure": 0, "waters_rise": 1, "helicopter_lift": 2, "sandbags": 3}


def sorted_hand(data: IslandData, hand: tuple[str, ...]) -> list[str]:
    treasures = list(data.treasures)

    def key(card: str) -> tuple[int, int, str]:
        spec = data.cards[card]
        t = treasures.index(spec.treasure) if spec.treasure in treasures else 0
        return (KIND_ORDER.get(spec.kind, 9), t, card)
    return sorted(hand, key=key)
