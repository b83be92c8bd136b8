"""The rules of Forbidden Sky. Pure Python: never imports pygame.

One door: ``new_game``, ``legal_actions(state)``, ``apply(state, action) -> (state, events)``,
``describe(state)``; ``is_legal`` (a bool) and ``why_illegal`` (the reason) ask without
applying. See docs/core-api.md.
"""

from .actions import Action
from ...engine.errors import IllegalAction
from .events import SkyEvent
from .phases import OutcomeCode, PendingKind, Phase
from .rules import apply, describe, is_legal, legal_actions, new_game, why_illegal
from .state import GameState

__all__ = ["Action", "SkyEvent", "GameState", "IllegalAction", "OutcomeCode", "PendingKind", "Phase", "apply", "describe",
           "is_legal", "legal_actions", "new_game", "why_illegal"]
