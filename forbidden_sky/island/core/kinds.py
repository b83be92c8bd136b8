"""The state's small vocabularies: tile status, phases, loss causes, pending decisions.
str-valued enums, so a state's JSON keeps plain strings."""

from __future__ import annotations

import enum
from dataclasses import dataclass

STATE_VERSION = 1
DRY, FLOODED, SUNK = 0, 1, 2
MAX_SEED = 2**63


class Phase(str, enum.Enum):
    ACTIONS = "actions"
    DRAW_TREASURE = "draw_treasure"
    FLOOD = "flood"
    OVER = "over"


class LossCause(str, enum.Enum):
    TREASURE_LOST = "treasure_lost"       # both tiles of an uncaptured treasure sank
    LANDING_SUNK = "landing_sunk"         # Fools' Landing sank
    DROWNED = "drowned"                   # a pawn could not swim anywhere
    SKULL = "skull"                       # the water reached the skull and crossbones


class PendingKind(str, enum.Enum):
    DISCARD = "discard"                   # a hand above the limit
    SWIM = "swim"                         # a pawn on a sunken tile with a choice to make


@dataclass(frozen=True)
class Pending:
    kind: PendingKind
    player: str
