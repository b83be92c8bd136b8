"""Forbidden Island's rules: pure Python, never pygame, randomness only from the state."""

from .actions import Action
from .refusals import Refusal
from .rules import apply, describe, legal_actions, new_game, next_turn, refusal, why_illegal
from .state import GameState, LossCause, Pending, PendingKind, Phase

__all__ = ["Action", "GameState", "LossCause", "Pending", "PendingKind", "Phase", "Refusal", "apply", "describe",
           "legal_actions", "new_game", "next_turn", "refusal", "why_illegal"]
