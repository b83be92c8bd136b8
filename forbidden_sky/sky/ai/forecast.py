"""The storm forecast: what the coming storm phase may do to each adventurer, exactly.

Only what the players see is used: the make-up of the unseen storm pile is public (the deck
minus the public discard), so the forecast never reads the pile's order nor the random state.
Every card is resolved by the rules core itself: for each ordered draw of distinct card ids
(with their multiplicities as weights) the state's storm pile is set to that card and the core
draws it (``apply(state, draw_storm)``). Nothing here re-implements a card, so the forecast can
never disagree with the game.

Exact, not sampled: at most 3 cards are drawn in a phase (storm_meter.yaml) and the deck has 6
distinct ids, so a phase has at most 6^3 orders; positions reached by two orders (Winds Change
one way then the other) are merged by a memo on everything a later card can read.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..core import Action, GameState, IllegalAction, OutcomeCode, Phase, apply
from ...engine.values import evolve

# what each adventurer may suffer in the phase, in this order in the vectors below
HURT, FRAYED, ELECTROCUTED, FALL = range(4)
PER_PLAYER = 4


@dataclass(frozen=True)
class Risk:
    """One adventurer's chances over the coming storm phase."""

    player: str
    hurt: float          # loses at least 1 health
    frayed: float        # loses at least 1 rope
    electrocuted: float  # health reaches 0 (the game is lost)
    fall: float          # rope reaches 0 (the game is lost)

    @property
    def worst(self) -> float:
        return max(self.electrocuted, self.fall)


@dataclass(frozen=True)
class Forecast:
    draws: int                 # storm cards still to come in this phase
    risks: tuple[Risk, ...]    # in turn order
    skull: float               # the meter reaches the skull
    lost: float                # the game is lost in this phase, whatever the cause

    def risk(self, pid: str) -> Risk:
        for r in self.risks:
            if r.player == pid:
                return r
        raise KeyError(pid)

    @property
    def safe(self) -> float:
        return 1.0 - self.lost


def unseen(state: GameState) -> Counter:
    """The public make-up of the storm pile: every card of the deck not in the discard."""
    return Counter(state.data.storm_deck()) - Counter(state.storm_discard)


def storm_start(state: GameState) -> GameState | None:
    """The state at the start of the coming storm phase (the core's own end_actions), or the
    state itself when its storm phase is under way; None when the game is over."""
    if state.over:
        return None
    if state.phase == Phase.STORM:
        return state
    try:
        s, _ = apply(state, Action("end_actions", state.current))
        return s
    except IllegalAction:
        # a choice is pending in the middle of the actions: the storm still comes afterwards
        return evolve(state, phase=Phase.STORM, storm_draws_left=state.intensity, pending=None, actions_left=0)


def choose_carry(state: GameState) -> Action:
    """The team's answer when the Climber may carry someone across the clouds in a wind: the
    one with the least rope (carrying only ever saves the carried a rope)."""
    pending = state.pending
    assert pending is not None
    options = [o for o in pending.options if o != "none" and state.has_player(o)]
    if not options:
        return Action("choose", pending.player, option="none")
    best = min(options, key=lambda pid: state.player(pid).rope)
    return Action("choose", pending.player, option=best)


def draw_card(state: GameState, card: str) -> GameState:
    """The core draws this card next (and answers a pending choice the team's way)."""
    pool = unseen(state)
    discard = state.storm_discard if pool else ()   # an empty pile: the discard was reshuffled
    s, _ = apply(evolve(state, storm_pile=(card,), storm_discard=discard), Action("draw_storm"))
    while s.pending is not None and not s.over:
        s, _ = apply(s, choose_carry(s))
    return s


def _pool(state: GameState) -> Counter:
    pool = unseen(state)
    return pool if pool else Counter(state.storm_discard)


def _key(state: GameState) -> tuple:
    return (tuple((p.at, p.health, p.rope) for p in state.players), state.wind, state.storm_tick,
            state.storm_draws_left, tuple(sorted(state.storm_discard)), state.outcome, state.phase)


def _done(state: GameState) -> bool:
    return state.over or state.phase != Phase.STORM or state.storm_draws_left <= 0


def _outcome(state: GameState, start: GameState) -> list[float]:
    out = []
    for p, p0 in zip(state.players, start.players, strict=True):
        out += [float(p.health < p0.health), float(p.rope < p0.rope),
                float(p.health <= 0 < p0.health), float(p.rope <= 0 < p0.rope)]
    lost = state.outcome is not None and state.outcome.startswith("lost")
    return out + [float(state.outcome == OutcomeCode.SWEPT_AWAY), float(lost)]


def _expect(state: GameState, start: GameState, memo: dict) -> list[float]:
    if state.pending is not None and not state.over:
        # a card asked a question mid-storm: the rest of the phase follows the team's answer
        s, _ = apply(state, choose_carry(state))
        return _expect(s, start, memo)
    if _done(state):
        return _outcome(state, start)
    key = _key(state)
    hit = memo.get(key)
    if hit is not None:
        return hit
    pool = _pool(state)
    total = sum(pool.values())
    acc = [0.0] * (PER_PLAYER * len(state.players) + 2)
    for card, n in sorted(pool.items()):
        sub = _expect(draw_card(state, card), start, memo)
        w = n / total
        for i, v in enumerate(sub):
            acc[i] += w * v
    memo[key] = acc
    return acc


def forecast(state: GameState) -> Forecast:
    """Each adventurer's chances over the coming storm phase (the one under way, if any)."""
    start = storm_start(state)
    if start is None:
        lost = float(state.outcome is not None and state.outcome.startswith("lost"))
        return Forecast(0, tuple(Risk(p.id, 0.0, 0.0, 0.0, 0.0) for p in state.players), 0.0, lost)
    vec = _expect(start, start, {})
    risks = tuple(Risk(p.id, *vec[PER_PLAYER * i:PER_PLAYER * (i + 1)]) for i, p in enumerate(start.players))
    return Forecast(start.storm_draws_left, risks, vec[-2], vec[-1])


def turning_point(chances: list[float], likely: float = 0.5) -> int | None:
    """The point after which the loss was likely: the first index i whose chance, and every
    later one, is below ``likely`` while the one before was not (chances[i] is the team's
    chance once step i is done; chances[0] the start). None when the game never looked safe
    or never looked lost."""
    if not chances or chances[-1] >= likely:
        return None
    i = len(chances) - 1
    while i > 0 and chances[i - 1] < likely:
        i -= 1
    return i if i > 0 else None


__all__ = ["Forecast", "Risk", "choose_carry", "draw_card", "forecast", "storm_start", "turning_point", "unseen"]
