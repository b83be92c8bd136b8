"""Why we lost: the team's chance through a lost Island game, step by step, and its turning point.

After every step (an action, a card drawn, a discard, a swim) the team's chance is the
forecast's chance that the coming draws fire no losing condition (ai/forecast.py), with the
Flood pile's known layers followed from the states as the table saw them. The turning point is
the first step after which that chance stays below ``likely_loss`` (ui.yaml's
``foresight.likely_loss``, passed in by the screen) to the end, as Sky's end screen has it
(sky/ui/why_lost.py); None when the loss came out of the blue (the chance never looked bad
before the last step). Facts only; ``foresight_words.why_lost_text`` says them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core import Action, GameState
from .forecast import forecast
from .knowledge import FloodKnowledge


@dataclass(frozen=True)
class Point:
    step: int               # the number of actions played to reach this position (0: the setup)
    turn: int
    player: str             # whose turn it was
    chance: float           # the team's chance to come through the coming draws, from here
    water: int


@dataclass(frozen=True)
class WhyLost:
    points: tuple[Point, ...]
    turning: int | None             # index into points (the position right after the turning step)
    action: Action | None           # the turning step itself
    cause: str | None               # the loss cause code (treasure_lost, landing_sunk, drowned, skull)
    detail: str | None              # its tile, treasure or pawn

    @property
    def before(self) -> int | None:
        """The number of actions that lead to the position just before the turning step (to
        show it, or to play on from it)."""
        return None if self.turning is None else self.points[self.turning].step - 1


def chances(states: Sequence[GameState]) -> list[Point]:
    """The team's chance at each state, the Flood pile's layers followed as the table saw them."""
    know = FloodKnowledge()
    out = []
    for i, s in enumerate(states):
        know.observe(s)
        out.append(Point(i, s.turn, s.current, forecast(s, know).team_chance, s.water))
    return out


def why_lost(states: Sequence[GameState], actions: Sequence[Action], *, likely_loss: float) -> WhyLost:
    """``states[i]`` is the game after ``actions[:i]`` (states[0] the setup, as
    records.replay gives them); the last is the lost position."""
    points = chances(states)
    final = states[-1]
    turning = None
    # the final position is lost (chance 0): the turning point is among the steps before it
    for i in range(len(points) - 1, 0, -1):
        if points[i].chance >= likely_loss:
            break
        turning = i
    if turning is not None and turning >= len(points) - 1:
        turning = None          # only the last step looked bad: out of the blue
    act = actions[turning - 1] if turning is not None and turning - 1 < len(actions) else None
    return WhyLost(tuple(points), turning, act, None if final.cause is None else final.cause.value, final.cause_detail)


def why_lost_record(record: Any, *, likely_loss: float) -> WhyLost:
    """The same for a game record of Forbidden Island (records.replay plays it out)."""
    from ...records.replay import replay
    rep = replay(record)
    return why_lost(rep.states, [a for _, a in record.actions], likely_loss=likely_loss)


__all__ = ["Point", "WhyLost", "chances", "why_lost", "why_lost_record"]
