"""The draws: a Treasure card (Waters Rise! and the reshuffles), a Flood card (flooding, sinking, swimming)."""

from __future__ import annotations

from ...engine.rng import shuffled
from ...engine.values import evolve
from .actions import Action
from .common import Events, _blocked, _check_limit, _lose, _player, _rescue_possible
from .events import (
    FloodCardDrawn,
    FloodDeckReshuffled,
    MustSwim,
    PawnMoved,
    TileFlooded,
    TileSank,
    TreasureCardDrawn,
    TreasureDeckReshuffled,
    WatersRose,
)
from .reach import swim_targets
from .refusals import Refusal
from .state import DRY, FLOODED, SUNK, GameState, LossCause, Pending, PendingKind, Phase


def _drawer(state: GameState, a: Action) -> None:
    """The current player draws the cards of his turn."""
    p = _player(state, state.current if a.player is None else a.player)
    _blocked(state)
    if p != state.current:
        raise Refusal("not_your_turn", current=state.current, player=p)


def _draw_treasure(state: GameState, a: Action, ev: Events) -> GameState:
    _drawer(state, a)
    if state.phase is not Phase.DRAW_TREASURE or state.draws_left <= 0:
        raise Refusal("not_treasure_phase")
    data, p = state.data, state.current
    state = evolve(state, draws_left=state.draws_left - 1)
    if not state.treasure_deck:         # every card is in a hand: nothing to draw
        return state
    card, deck = state.treasure_deck[0], state.treasure_deck[1:]
    state = evolve(state, treasure_deck=deck)
    ev.append(TreasureCardDrawn(p, card))
    if data.cards[card].kind == "waters_rise":
        state = _waters_rise(state, ev)
        state = evolve(state, treasure_discard=state.treasure_discard + (card,))
    else:
        state = _check_limit(state.with_hand(p, state.hand(p) + (card,)), p, ev)
    if not state.treasure_deck and state.treasure_discard:
        pile, counter = shuffled(state.seed, state.rng_counter, state.treasure_discard)
        state = evolve(state, treasure_deck=tuple(pile), treasure_discard=(), rng_counter=counter)
        ev.append(TreasureDeckReshuffled(len(pile)))
    return state


def _waters_rise(state: GameState, ev: Events) -> GameState:
    """The marker up one tick; the Flood discard shuffled and put on top of the Flood draw
    pile (an empty discard: only the marker). A second Waters Rise! in the same draw finds the
    discard empty, so the discard is shuffled once, as the rulebook says."""
    water = state.water + 1
    if water >= state.data.water.skull:
        state = evolve(state, water=state.data.water.skull)
        ev.append(WatersRose(state.water, 0, 0))
        return _lose(state, LossCause.SKULL, None, ev)
    n = len(state.flood_discard)
    if n:
        pile, counter = shuffled(state.seed, state.rng_counter, state.flood_discard)
        state = evolve(state, flood_deck=tuple(pile) + state.flood_deck, flood_discard=(), rng_counter=counter)
    state = evolve(state, water=water)
    ev.append(WatersRose(water, state.flood_count, n))
    return state


def _draw_flood(state: GameState, a: Action, ev: Events) -> GameState:
    _drawer(state, a)
    if state.phase is not Phase.FLOOD or state.draws_left <= 0:
        raise Refusal("not_flood_phase")
    state = evolve(state, draws_left=state.draws_left - 1)
    if not state.flood_deck:            # every tile has sunk: nothing to draw
        return state
    tile, deck = state.flood_deck[0], state.flood_deck[1:]
    state = evolve(state, flood_deck=deck)
    ev.append(FloodCardDrawn(tile))
    c = state.cell(tile)
    assert c is not None
    if state.status[c] == DRY:
        state = evolve(state.with_status(c, FLOODED), flood_discard=state.flood_discard + (tile,))
        ev.append(TileFlooded(tile))
    else:
        state = _sink(state, c, ev)
    if not state.over and not state.flood_deck and state.flood_discard:
        pile, counter = shuffled(state.seed, state.rng_counter, state.flood_discard)
        state = evolve(state, flood_deck=tuple(pile), flood_discard=(), rng_counter=counter)
        ev.append(FloodDeckReshuffled(len(pile)))
    return state


def _sink(state: GameState, c: int, ev: Events) -> GameState:
    """The tile and its Flood card leave the game; the losses it causes; its pawns swim."""
    data = state.data
    tile = state.place[c]
    state = state.with_status(c, SUNK)
    ev.append(TileSank(tile, state.pawns_at(c)))
    spec = data.tiles[tile]
    if spec.landing:
        return _lose(state, LossCause.LANDING_SUNK, tile, ev)
    t = spec.treasure
    if t is not None and t not in state.captured and all(state.tile_status(x) == SUNK for x in data.treasures[t].tiles):
        return _lose(state, LossCause.TREASURE_LOST, t, ev)
    for p in state.pawns_at(c):
        options = swim_targets(state, p)
        if len(options) == 1:
            ev.append(PawnMoved(p, tile, state.place[options[0]], "swim", p))
            state = state.with_pawn(p, options[0])
        elif options or _rescue_possible(state):
            state = evolve(state, pending=state.pending + (Pending(PendingKind.SWIM, p),))
            ev.append(MustSwim(p, tuple(state.place[o] for o in options)))
        else:
            return _lose(state, LossCause.DROWNED, p, ev)
    return state
