"""Cards in hand: the hand limit's discard and the Special Action cards (Helicopter Lift, Sandbags)."""

from __future__ import annotations

from ...engine.values import evolve
from .actions import Action
from .common import NO_RESCUE, Events, _blocked, _cell, _lift_off_problem, _player, _settle_discards
from .events import (
    CardDiscarded,
    GameOver,
    LiftedOff,
    PawnMoved,
    SpecialCardPlayed,
    TileShoredUp,
)
from .refusals import Refusal
from .state import DRY, FLOODED, SUNK, GameState, PendingKind, Phase


def _discard(state: GameState, a: Action, ev: Events) -> GameState:
    head = state.pending[0] if state.pending else None
    p = _player(state, (head.player if head else state.current) if a.player is None else a.player)
    if head is None or not any(x.kind is PendingKind.DISCARD and x.player == p for x in state.pending):
        raise Refusal("no_discard_needed", player=p)
    if head.player != p or head.kind is not PendingKind.DISCARD:
        _blocked(state)
    if not isinstance(a.card, str):
        raise Refusal("bad_field", field="card")
    hand = state.hand(p)
    if a.card not in hand:
        raise Refusal("no_such_card", player=p, card=a.card)
    i = hand.index(a.card)
    state = state.with_hand(p, hand[:i] + hand[i + 1:])
    state = evolve(state, treasure_discard=state.treasure_discard + (a.card,))
    ev.append(CardDiscarded(p, a.card))
    return _settle_discards(state)


def _play(state: GameState, a: Action, ev: Events) -> GameState:
    p = _player(state, state.current if a.player is None else a.player)
    data = state.data
    if not isinstance(a.card, str):
        raise Refusal("bad_field", field="card")
    if a.card not in data.special_cards:
        raise Refusal("not_special", card=a.card)
    hand = state.hand(p)
    if a.card not in hand:
        raise Refusal("no_such_card", player=p, card=a.card)
    kind = data.cards[a.card].kind
    extra = "tile" if kind == "helicopter_lift" and a.tile is not None else next(
        (f for f in ("pawns", "to", "lift_off") if kind == "sandbags" and getattr(a, f) not in (None, False)), None)
    if extra:
        raise Refusal("extra_field", action=a.type, field=extra)
    if kind == "helicopter_lift":
        if a.lift_off:
            if a.pawns or a.to is not None:
                raise Refusal("lift_off_with_pawns")
            problem = _lift_off_problem(state)
            if problem is not None:
                raise problem
        else:
            moves = _lift_moves(state, a)
    else:
        if a.tile is None:
            raise Refusal("sandbags_no_tile")
        c = _cell(state, a.tile, "tile")
        if state.status[c] != FLOODED:
            raise Refusal("not_flooded", tile=a.tile)
    i = hand.index(a.card)
    state = state.with_hand(p, hand[:i] + hand[i + 1:])
    state = evolve(state, treasure_discard=state.treasure_discard + (a.card,))
    ev.append(SpecialCardPlayed(p, a.card))
    if kind == "helicopter_lift" and a.lift_off:
        ev.append(LiftedOff(p))
        ev.append(GameOver("won", None))
        return evolve(state, outcome="won", phase=Phase.OVER, pending=())
    if kind == "helicopter_lift":
        frm, dest, pawns = moves
        for q in pawns:
            state = state.with_pawn(q, dest)
            ev.append(PawnMoved(q, state.place[frm], state.place[dest], "helicopter_lift", p))
        # a pawn lifted off a sunken tile has been rescued: it no longer swims
        state = evolve(state, pending=tuple(x for x in state.pending if not (x.kind is PendingKind.SWIM and x.player in pawns)))
    else:
        state = state.with_status(c, DRY)
        ev.append(TileShoredUp(p, state.place[c], "sandbags"))
    return _settle_discards(state)


def _lift_moves(state: GameState, a: Action) -> tuple[int, int, tuple[str, ...]]:
    if isinstance(a.to, tuple):
        raise Refusal("lift_one_destination")
    if not a.pawns:
        raise Refusal("lift_no_pawns")
    if a.to is None:
        raise Refusal("lift_no_destination")
    seen: set[str] = set()
    for q in a.pawns:
        _player(state, q)
        if q in seen:
            raise Refusal("lift_pawn_twice", player=q)
        seen.add(q)
    cells = {state.at(q) for q in a.pawns}
    if len(cells) > 1:
        raise Refusal("lift_pawns_apart")
    frm = cells.pop()
    dest = _cell(state, a.to, "to")
    if dest == frm:
        raise Refusal("already_there", player=a.pawns[0], tile=state.place[dest])
    if state.status[frm] == SUNK and NO_RESCUE in state.variants:
        raise Refusal("no_rescue")
    return frm, dest, a.pawns
