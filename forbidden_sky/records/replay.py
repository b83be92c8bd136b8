"""Replaying a record: every action re-applied through the engine (``core.apply``).

Nothing in a record is trusted: a state is only ever what the engine made of the setup, the
seed and the actions, so an impossible action is caught with the turn it was on, and an
outcome the moves do not reach is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from ..sky.core import IllegalAction, apply, new_game
from ..sky.core.events import SkyEvent
from ..sky.core.state import GameState
from .format import Record, RecordError


@dataclass
class Replayed:
    """A record played out: ``states[i]`` is the game after ``i`` actions, ``events[i]`` what
    action ``i + 1`` did."""
    record: Record
    states: list[GameState] = field(default_factory=list)
    events: list[list[SkyEvent]] = field(default_factory=list)

    @property
    def final(self) -> GameState:
        return self.states[-1]

    def turn_starts(self) -> list[int]:
        """Action counts at which each turn began (index 0: turn 1)."""
        starts: list[int] = []
        for i, s in enumerate(self.states):
            while len(starts) < s.turn:
                starts.append(i)
        return starts


def replay(record: Record, upto: Optional[int] = None, *, check_outcome: bool = True,
           data: Any = None) -> Replayed:
    """Play ``record`` (its first ``upto`` actions) through the engine; RecordError names the
    action and its turn when the engine refuses one."""
    try:
        state = new_game(list(record.players), record.level, record.seed, data)
    except (ValueError, KeyError) as exc:
        raise RecordError(f"the setup cannot start a game ({str(exc)[:120]})") from None
    out = Replayed(record, [state], [])
    todo = record.actions if upto is None else record.actions[:upto]
    for i, (turn, action) in enumerate(todo, start=1):
        if state.turn != turn:
            raise RecordError(f"action {i} says turn {turn}, but the game was on turn {state.turn}")
        try:
            state, events = apply(state, action)
        except IllegalAction as exc:
            raise RecordError(f"turn {turn}, action {i} ({action.type}) is impossible: {exc.reason}") from None
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            # a malformed field the engine did not expect: still a bad record, never a crash
            raise RecordError(f"turn {turn}, action {i} ({action.type}) cannot be played "
                              f"({type(exc).__name__})") from None
        out.states.append(state)
        out.events.append(events)
    if check_outcome and upto is None and state.outcome != record.outcome:
        said = record.outcome or "unfinished"
        raise RecordError(f"the record says {said!r}, but its actions lead to {state.outcome or 'an unfinished game'!r}")
    return out
