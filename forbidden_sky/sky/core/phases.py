"""The names the state's fields take: its phase, its pending decisions and how a game ended.

Each is a str-valued Enum: a member equals (and hashes like) its JSON string, so saves,
records and scenario outputs keep their shape, and code that still compares with the old
string keeps working while it changes over. Code names the member; the JSON holds the value.
"""

from __future__ import annotations

from enum import Enum


class _Code(str, Enum):
    """A str-valued enum that prints as its value (``f"{Phase.STORM}"`` is ``storm``), on
    every Python: 3.11 changed what ``format`` gives for mixed-in enums."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)


class Phase(_Code):
    """Where the turn stands: the current adventurer's actions, the Storm cards, or the end."""

    ACTIONS = "actions"
    STORM = "storm"
    OVER = "over"


class PendingKind(_Code):
    """A decision asked in the middle of an effect (``GameState.pending``)."""

    CLIMBER_WIND_CARRY = "climber_wind_carry"   # High Winds: whom the Climber takes across the clouds


class OutcomeCode(_Code):
    """How a game ended, in the records' form: ``won``, or ``lost:`` and the loss's cause
    (engine.game.Outcome.from_code reads it)."""

    WON = "won"
    ELECTROCUTED = "lost:electrocuted"    # an adventurer's health reached 0
    FALL = "lost:fall"                    # a rope snapped
    SWEPT_AWAY = "lost:swept_away"        # the storm meter reached the skull
    ABANDONED = "lost:abandoned"          # the rocket launched without everyone aboard

    @property
    def won(self) -> bool:
        return self is OutcomeCode.WON

    @property
    def cause(self) -> str | None:
        """The loss's cause (``electrocuted``), None for a win."""
        return None if self.won else self.value.partition(":")[2]
