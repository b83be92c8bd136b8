"""One-step look-ahead shared by the bots: what an action would do, asked of the core (apply is
pure), never worked out again here."""

from __future__ import annotations

from ..core import Action, GameState, IllegalAction, apply
from ..core.events import Launched, SkyEvent


def try_action(state: GameState, action: Action) -> tuple[GameState, list[SkyEvent]] | None:
    """The state and events after ``action``, or None when the core refuses it."""
    try:
        return apply(state, action)
    except IllegalAction:
        return None


def abandons_someone(events: list[SkyEvent]) -> bool:
    """The rocket would leave with someone off the pad: the one move every bot must avoid."""
    return any(isinstance(e, Launched) and not e.won for e in events)
