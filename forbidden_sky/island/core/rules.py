"""The rules: new_game, legal_actions, apply -> (state, events), why_illegal, describe.

Chance happens only inside ``apply`` of an explicit ``draw_treasure`` or ``draw_flood`` (one
card each), drawn from the state's seed and counter, so a screen can pace the draws and a bot
can step them. Decisions in the middle of play (a hand above the limit, a pawn that must swim
with a choice) are ``pending``: until answered, the only legal actions are their answers and
the Special Action cards, which any player may play at any time.
"""

from __future__ import annotations

from ...engine.errors import Reason

from typing import Any, Callable

from ...engine.values import evolve
from .actions import Action, extra_field, field_problem
from .cards import _discard, _play
from .common import Events, _blocked, _card_of, _cell, _check_limit, _lose, _player, _rescue_possible
from .draws import _draw_flood, _draw_treasure
from .events import (
    ActionsEnded,
    CardGiven,
    FloodPhaseBegan,
    PawnMoved,
    TileShoredUp,
    TreasureCaptured,
    TurnBegan,
)
from .legal import legal_actions
from .reach import dive_targets, navigate_targets, shore_targets, steps, swim_targets
from .refusals import Refusal
from .setup import new_game, setup_problem
from .state import DRY, FLOODED, GameState, LossCause, PendingKind, Phase
from .view import describe, outcome_code

__all__ = ["apply", "describe", "legal_actions", "new_game", "outcome_code", "refusal", "setup_problem", "why_illegal"]


def why_illegal(state: GameState, action: Any) -> Reason | None:
    """None when legal, else the refusal as a value: a ``Reason`` (code, params; as a string,
    the English sentence)."""
    r = refusal(state, action)
    return None if r is None else r.why()


def refusal(state: GameState, action: Any) -> Refusal | None:
    """The refusal ``apply`` would raise (None if the action is legal)."""
    try:
        apply(state, action)
    except Refusal as r:
        return r
    return None


def apply(state: GameState, action: Any) -> tuple[GameState, Events]:
    """The state after ``action`` and what happened; Refusal (an IllegalAction) if the rules
    do not allow it, the state unchanged."""
    bad = field_problem(action)
    if bad:
        raise Refusal("bad_field", field=bad)
    if state.over:
        raise Refusal("game_over")
    handler = _HANDLERS.get(action.type)
    if handler is None:
        raise Refusal("unknown_action", action=action.type)
    extra = extra_field(action)
    if extra:
        raise Refusal("extra_field", action=action.type, field=extra)
    events: Events = []
    state = handler(state, action, events)
    return _advance(state, events), events


def _turn_actor(state: GameState, action: Action) -> str:
    p = _player(state, state.current if action.player is None else action.player)
    _blocked(state)
    if state.phase is not Phase.ACTIONS:
        raise Refusal("not_action_phase")
    if p != state.current:
        raise Refusal("not_your_turn", current=state.current, player=p)
    if state.actions_left <= 0:
        raise Refusal("no_actions_left")
    return p


def _spend(state: GameState) -> GameState:
    return evolve(state, actions_left=state.actions_left - 1)


def _move(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    dest = _cell(state, a.to, "to")
    here = state.at(p)
    if dest == here:
        raise Refusal("already_there", player=p, tile=state.place[dest])
    adv = state.data.adventurers[p]
    if dest in steps(state, p)[here]:
        how = "move"
    elif adv.dives and dest in dive_targets(state, here):
        how = "dive"
    else:
        raise Refusal("no_dive_route" if adv.dives else "not_adjacent", player=p, tile=state.place[dest])
    ev.append(PawnMoved(p, state.place[here], state.place[dest], how, p))
    return _spend(state.with_pawn(p, dest))


def _fly(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    if not state.data.adventurers[p].flies:
        raise Refusal("not_a_pilot")
    if state.flight_used:
        raise Refusal("flight_used")
    dest = _cell(state, a.to, "to")
    here = state.at(p)
    if dest == here:
        raise Refusal("already_there", player=p, tile=state.place[dest])
    ev.append(PawnMoved(p, state.place[here], state.place[dest], "fly", p))
    return evolve(_spend(state.with_pawn(p, dest)), flight_used=True)


def _shore_up(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    if a.tile is None:
        raise Refusal("bad_field", field="tile")
    cells = [_cell(state, a.tile, "tile")]
    if a.tile2 is not None:
        if state.data.adventurers[p].shore_tiles < 2:
            raise Refusal("not_an_engineer")
        cells.append(_cell(state, a.tile2, "tile2"))
        if cells[0] == cells[1]:
            raise Refusal("same_tile_twice")
    reach = shore_targets(state, p)
    for c in cells:
        if state.status[c] != FLOODED:
            raise Refusal("not_flooded", tile=state.place[c])
        if c not in reach:
            raise Refusal("out_of_reach", player=p, tile=state.place[c])
    for c in cells:
        state = state.with_status(c, DRY)
        ev.append(TileShoredUp(p, state.place[c], "action"))
    return _spend(state)


def _give(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    q = _player(state, a.target)
    if q == p:
        raise Refusal("give_to_self", player=p)
    if not isinstance(a.card, str):
        raise Refusal("bad_field", field="card")
    if a.card in state.data.cards and a.card not in state.data.treasure_of_card:
        raise Refusal("special_not_given")
    hand = state.hand(p)
    if a.card not in hand:
        raise Refusal("no_such_card", player=p, card=a.card)
    if state.at(p) != state.at(q) and not state.data.adventurers[p].gives_anywhere:
        raise Refusal("not_together", player=p, target=q)
    i = hand.index(a.card)
    state = state.with_hand(p, hand[:i] + hand[i + 1:])
    state = state.with_hand(q, state.hand(q) + (a.card,))
    ev.append(CardGiven(p, q, a.card))
    return _spend(_check_limit(state, q, ev))


def _capture(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    data = state.data
    here = state.at(p)
    tile = state.place[here]
    treasure = data.tiles[tile].treasure
    if treasure is None:
        raise Refusal("no_treasure_here", tile=tile)
    if treasure in state.captured:
        raise Refusal("already_captured", treasure=treasure)
    card = _card_of(data, treasure)
    hand = list(state.hand(p))
    need = data.rules.capture_cards
    if hand.count(card) < need:
        raise Refusal("too_few_cards", treasure=treasure, needed=need, player=p, held=hand.count(card))
    for _ in range(need):
        hand.remove(card)
    state = state.with_hand(p, tuple(hand))
    state = evolve(state, treasure_discard=state.treasure_discard + (card,) * need,
                   captured=state.captured + (treasure,))
    ev.append(TreasureCaptured(p, treasure, tile))
    return _spend(state)


def _navigate(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    most = state.data.adventurers[p].navigates
    if not most:
        raise Refusal("not_a_navigator")
    q = _player(state, a.target)
    if q == p:
        raise Refusal("navigate_self")
    dest = _cell(state, a.to, "to")
    here = state.at(q)
    if dest == here:
        raise Refusal("already_there", player=q, tile=state.place[dest])
    if dest not in navigate_targets(state, q, most):
        raise Refusal("too_far", tile=state.place[dest], steps=most, target=q)
    ev.append(PawnMoved(q, state.place[here], state.place[dest], "navigate", p))
    return _spend(state.with_pawn(q, dest))


def _end_actions(state: GameState, a: Action, ev: Events) -> GameState:
    p = _player(state, state.current if a.player is None else a.player)
    _blocked(state)
    if state.phase is not Phase.ACTIONS:
        raise Refusal("not_action_phase")
    if p != state.current:
        raise Refusal("not_your_turn", current=state.current, player=p)
    return evolve(state, actions_left=0)


def _swim(state: GameState, a: Action, ev: Events) -> GameState:
    head = state.pending[0] if state.pending else None
    p = _player(state, (head.player if head else state.current) if a.player is None else a.player)
    if not any(x.kind is PendingKind.SWIM and x.player == p for x in state.pending):
        raise Refusal("not_swimming", player=p)
    if head is not None and (head.player != p or head.kind is not PendingKind.SWIM):
        _blocked(state)
    dest = _cell(state, a.to, "to")
    if dest not in swim_targets(state, p):
        raise Refusal("cannot_swim_there", player=p, tile=state.place[dest])
    ev.append(PawnMoved(p, state.place[state.at(p)], state.place[dest], "swim", p))
    state = state.with_pawn(p, dest)
    return evolve(state, pending=state.pending[1:])


def _advance(state: GameState, ev: Events) -> GameState:
    """Play goes on by itself where the rules leave no choice: the treasure draw after the
    last action, the flood after the last Treasure card, the next turn after the last Flood card."""
    if state.over:
        return state
    if state.pending:
        for x in state.pending:   # a pawn only a Helicopter Lift could save, and the last Lift is gone
            if x.kind is PendingKind.SWIM and not swim_targets(state, x.player) and not _rescue_possible(state):
                return _lose(state, LossCause.DROWNED, x.player, ev)
        return state
    rules = state.data.rules
    if state.phase is Phase.ACTIONS and state.actions_left <= 0:
        ev.append(ActionsEnded(state.current))
        state = evolve(state, phase=Phase.DRAW_TREASURE, draws_left=rules.treasure_draws)
    if state.phase is Phase.DRAW_TREASURE and state.draws_left <= 0:
        state = evolve(state, phase=Phase.FLOOD, draws_left=state.flood_count)
        ev.append(FloodPhaseBegan(state.draws_left))
    if state.phase is Phase.FLOOD and state.draws_left <= 0:
        state = next_turn(state)
        ev.append(TurnBegan(state.current, state.turn))
    return state


def next_turn(state: GameState) -> GameState:
    """The next player's turn begun from ``state``: what the rules do after the last Flood
    card (the bots also use it to look at the next turn from the same hands and tiles, without
    the draws between, so the turn change is written once)."""
    return evolve(state, phase=Phase.ACTIONS, current_index=(state.current_index + 1) % len(state.players),
                  turn=state.turn + 1, actions_left=state.data.rules.actions_per_turn, flight_used=False,
                  draws_left=0)


_HANDLERS: dict[str, Callable[[GameState, Action, Events], GameState]] = {
    "move": _move, "fly": _fly, "shore_up": _shore_up, "give": _give, "capture": _capture,
    "navigate": _navigate, "end_actions": _end_actions, "draw_treasure": _draw_treasure,
    "draw_flood": _draw_flood, "discard": _discard, "swim": _swim, "play": _play,
}
