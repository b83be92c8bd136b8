"""What the rules' modules share: who acts, what blocks play, the hand limit, the rescue, the loss."""

from __future__ import annotations

from typing import Any

from ...engine.values import evolve
from ..data import IslandData
from .events import (
    GameOver,
    IslandEvent,
    MustDiscard,
)
from .refusals import Refusal
from .state import SUNK, GameState, LossCause, Pending, PendingKind, Phase

NO_RESCUE = "no_helicopter_rescue"

Events = list[IslandEvent]


def _player(state: GameState, name: Any) -> str:
    if name not in state.players:
        raise Refusal("not_a_player", player=name)
    return str(name)


def _blocked(state: GameState) -> None:
    if state.pending:
        head = state.pending[0]
        if head.kind is PendingKind.DISCARD:
            raise Refusal("must_discard_first", player=head.player, limit=state.data.rules.hand_limit)
        raise Refusal("must_swim_first", player=head.player)


def _cell(state: GameState, name: Any, key: str) -> int:
    """The cell of a tile named by the action, still in play."""
    if not isinstance(name, str):
        raise Refusal("bad_field", field=key)
    c = state.cell(name)
    if c is None:
        raise Refusal("unknown_tile", tile=name)
    if state.status[c] == SUNK:
        raise Refusal("tile_sunk", tile=name)
    return c


def _card_of(data: IslandData, treasure: str) -> str:
    return next(c for c, t in data.treasure_of_card.items() if t == treasure)


def _rescue_possible(state: GameState) -> bool:
    lift = state.data.card_of_kind("helicopter_lift")
    return NO_RESCUE not in state.variants and any(lift in h for h in state.hands)


def _check_limit(state: GameState, p: str, ev: Events) -> GameState:
    limit = state.data.rules.hand_limit
    n = len(state.hand(p))
    if n > limit and not any(x.kind is PendingKind.DISCARD and x.player == p for x in state.pending):
        state = evolve(state, pending=state.pending + (Pending(PendingKind.DISCARD, p),))
        ev.append(MustDiscard(p, n, limit))
    return state


def _settle_discards(state: GameState) -> GameState:
    limit = state.data.rules.hand_limit
    keep = tuple(x for x in state.pending if x.kind is not PendingKind.DISCARD or len(state.hand(x.player)) > limit)
    return state if keep == state.pending else evolve(state, pending=keep)


def _lose(state: GameState, cause: LossCause, detail: str | None, ev: Events) -> GameState:
    ev.append(GameOver("lost", cause.value, detail))
    return evolve(state, outcome="lost", cause=cause, cause_detail=detail, phase=Phase.OVER, pending=())


def _lift_off_problem(state: GameState) -> Refusal | None:
    data = state.data
    if len(set(state.captured)) < len(data.treasures):
        return Refusal("lift_off_treasures")
    landing = state.cell(data.landing)
    if any(c != landing for c in state.pawns) or landing is None or state.status[landing] == SUNK:
        return Refusal("lift_off_everyone", tile=data.landing)
    return None
