"""Replaying a record: every action re-applied through its game's rules (``Game.apply``).

Nothing in a record is trusted: a state is only ever what the game made of the setup, the
seed and the actions, so an impossible action is caught with the turn it was on, and an
outcome or a turn count the moves do not reach is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from ..engine.errors import IllegalAction
from ..engine.game import Game
from ..i18n import N_
from .format import Record, RecordError, bare_result


@dataclass
class Replayed:
    """A record played out: ``states[i]`` is the game after ``i`` actions, ``events[i]`` what
    action ``i + 1`` did. The states and events are the record's game's own values."""
    record: Record
    states: list[Any] = field(default_factory=list)
    events: list[list[Any]] = field(default_factory=list)

    @property
    def game(self) -> Game:
        return self.record.rules()

    @property
    def final(self) -> Any:
        return self.states[-1]

    def outcome(self) -> Optional[str]:
        """The final state's outcome in the record's form (``won``, ``lost:fall``), None while unfinished."""
        o = self.game.outcome(self.final)
        return None if o is None else o.code()

    def turn_starts(self) -> list[int]:
        """Action counts at which each turn began (index 0: turn 1)."""
        game = self.game
        starts: list[int] = []
        for i, s in enumerate(self.states):
            while len(starts) < game.turn(s):
                starts.append(i)
        return starts


def replay(record: Record, upto: Optional[int] = None, *, check_outcome: bool = True) -> Replayed:
    """Play ``record`` (its first ``upto`` actions) through its game; RecordError names the
    action and its turn when the game refuses one. With ``check_outcome`` (the whole record),
    the outcome and the turn it states must be what the actions reach."""
    game = record.rules()
    try:
        state = game.new_game(list(record.players), record.level, record.seed)
    except (ValueError, KeyError) as exc:
        raise RecordError(N_("the setup cannot start a game ({why})"), "bad_setup", why=str(exc)[:120]) from None
    out = Replayed(record, [state], [])
    todo = record.actions if upto is None else record.actions[:upto]
    for i, (turn, action) in enumerate(todo, start=1):
        if game.turn(state) != turn:
            raise RecordError(N_("action {n} says turn {turn}, but the game was on turn {now}"), "wrong_turn",
                              n=i, turn=turn, now=game.turn(state))
        try:
            state, events = game.apply(state, action)
        except IllegalAction as exc:
            raise RecordError(N_("turn {turn}, action {n} ({action}) is impossible: {why}"), "impossible",
                              turn=turn, n=i, action=action.type, why=exc.why()) from None
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            # a malformed field the engine did not expect: still a bad record, never a crash
            raise RecordError(N_("turn {turn}, action {n} ({action}) cannot be played ({why})"), "unplayable",
                              turn=turn, n=i, action=action.type, why=type(exc).__name__) from None
        out.states.append(state)
        out.events.append(list(events))
    if check_outcome and upto is None:
        reached = out.outcome()
        # a record written with the result alone ("lost", format.bare_result) agrees with any
        # cause of that result: the replay is what says which
        legacy = (bare_result(game, record.outcome) and reached is not None
                  and reached.partition(":")[0] == record.outcome)
        if reached != record.outcome and not legacy:
            raise RecordError(N_("the record says {said}, but its actions lead to {reached}"), "other_outcome",
                              said=repr(record.outcome or "unfinished"), reached=repr(reached or "an unfinished game"))
        if game.turn(state) != record.turns:
            raise RecordError(N_("the record says {turns} turns, but its actions reach turn {reached}"), "other_turns",
                              turns=record.turns, reached=game.turn(state))
    return out
