"""The storm phase, card by card (docs/game-model.md section 8; rulebook "Draw Storm cards").

Each card names an effect kind in storm_cards.yaml; ``RESOLVERS`` holds one resolver per kind,
and the registry is checked against the kinds the data loader accepts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from ...engine.values import evolve
from typing import Any

from ..data.specs import STORM_EFFECTS
from .board import Cell, step
from .codes import cause
from .electric import live_cells
from .events import (
    LightningStruck, SkyEvent, StormCardDrawn, StormDeckEmpty, StormDeckReshuffled, StormIntensified, WindChanged, WindMove,
    WindsBlew,
)
from ...engine.rng import shuffled
from .phases import OutcomeCode, PendingKind
from .state import GameState, Pending

EndFn = Callable[[GameState, OutcomeCode, str, list[SkyEvent]], GameState]
_CW = {"N": "E", "E": "S", "S": "W", "W": "N"}
_CCW = {v: k for k, v in _CW.items()}


def draw(state: GameState, ev: list[SkyEvent], end: EndFn) -> GameState:
    """Reveal and resolve the top Storm card, then discard it."""
    if not state.storm_pile and not state.storm_discard:
        # Only a made-up position can have no Storm card at all: the draws simply end.
        ev.append(StormDeckEmpty())
        return evolve(state, storm_draws_left=0)
    if not state.storm_pile:
        # An empty pile mid-phase: the discards become the new pile (Forbidden Island's way).
        fresh, counter = shuffled(state.seed, state.rng_counter, state.storm_discard)
        state = evolve(state, storm_pile=tuple(fresh), storm_discard=(), rng_counter=counter)
        ev.append(StormDeckReshuffled("empty", len(fresh)))
    card, rest = state.storm_pile[0], state.storm_pile[1:]
    state = evolve(state, storm_pile=rest, storm_draws_left=state.storm_draws_left - 1)
    ev.append(StormCardDrawn(card, state.data.storm_cards[card].effect, state.storm_draws_left))
    spec = state.data.storm_cards[card]
    state = RESOLVERS[spec.effect](state, card, ev, end)
    if state.pending is None:
        state = _discard(state, card, ev)
    return state


def _discard(state: GameState, card: str, ev: list[SkyEvent]) -> GameState:
    state = evolve(state, storm_discard=state.storm_discard + (card,))
    spec = state.data.storm_cards[card]
    if spec.reshuffle and not state.over:
        pile, counter = shuffled(state.seed, state.rng_counter, state.storm_pile + state.storm_discard)
        state = evolve(state, storm_pile=tuple(pile), storm_discard=(), rng_counter=counter,
                        storm_draws_left=0)
        ev.append(StormDeckReshuffled("card", len(pile)))
    return state


def _check_losses(state: GameState, ev: list[SkyEvent], end: EndFn, card: str) -> GameState:
    for p in state.players:
        if p.health <= 0:
            return end(state, OutcomeCode.ELECTROCUTED,
                       cause("electrocuted", player=p.id, storm_card=card, turn=state.turn), ev)
    for p in state.players:
        if p.rope <= 0:
            return end(state, OutcomeCode.FALL,
                       cause("rope_snapped", player=p.id, storm_card=card, turn=state.turn), ev)
    return state


# ---- Lightning Strikes! ------------------------------------------------------------------------


def lightning(state: GameState, card: str, ev: list[SkyEvent], end: EndFn) -> GameState:
    live = live_cells(state.board)
    jolted: list[str] = []
    protected: list[str] = []
    for p in state.players:
        if p.at not in live:
            continue
        if state.board.symbol(p.at) == "faraday_cage" or state.protected(p.id, "strike_shield"):
            protected.append(p.id)
            continue
        jolted.append(p.id)
        state = state.with_player(p.id, health=max(0, p.health - 1))   # at most 1 per card
    ev.append(LightningStruck(tuple(sorted(state.board.rods)), tuple(sorted(live)), tuple(jolted), tuple(protected)))
    return _check_losses(state, ev, end, card)


# ---- High Winds ----------------------------------------------------------------------------------


def _blow(state: GameState, pid: str) -> WindMove:
    """Where the wind takes one adventurer, before anyone moves (everyone is blown at once)."""
    p = state.player(pid)
    frm: Cell = p.at
    if state.board.symbol(frm) == "wind_shelter":
        return WindMove(pid, frm, frm, 0, sheltered="wind_shelter")
    if state.protected(pid, "gravity_hook"):
        return WindMove(pid, frm, frm, 0, sheltered="gravity_hook")
    to = step(frm, state.wind)
    if state.board.at(to) is not None:
        if state.board.surface_joined(frm, to):
            return WindMove(pid, frm, to, 0)
        if pid == "climber":
            return WindMove(pid, frm, to, 0, crossed_clouds=True)
        return WindMove(pid, frm, frm, 1, blocked="clouds")
    return WindMove(pid, frm, frm, 1, blocked="sky")


def high_winds(state: GameState, card: str, ev: list[SkyEvent], end: EndFn) -> GameState:
    moves = {p.id: _blow(state, p.id) for p in state.players}
    climb = moves.get("climber")
    if climb and climb.crossed_clouds:
        # The Climber may take one adventurer from his tile across the clouds: only someone the
        # wind would otherwise leave fraying on that tile.
        options = tuple(pid for pid, m in moves.items()
                        if pid != "climber" and m.frm == climb.frm and m.rope_lost)
        if options:
            return evolve(state, pending=Pending(PendingKind.CLIMBER_WIND_CARRY, "climber", options + ("none",),
                                                  {"card": card}))
    return _finish_winds(state, card, moves, None, ev, end)


def _finish_winds(state: GameState, card: str, moves: dict[str, WindMove], carried: str | None,
                  ev: list[SkyEvent], end: EndFn) -> GameState:
    if carried is not None:
        moves[carried] = replace(moves[carried], to=moves["climber"].to, rope_lost=0, blocked=None, carried_by="climber")
    for pid, m in moves.items():
        p = state.player(pid)
        state = state.with_player(pid, at=m.to, rope=max(0, p.rope - m.rope_lost))
    ev.append(WindsBlew(state.wind, tuple(moves.values())))
    return _check_losses(state, ev, end, card)


def answer(state: GameState, option: Any, ev: list[SkyEvent], end: EndFn) -> GameState:
    """The answer to a pending choice in the middle of a card; the card then finishes."""
    pending = state.pending
    assert pending is not None and pending.kind == PendingKind.CLIMBER_WIND_CARRY
    card = pending.data["card"]
    state = evolve(state, pending=None)
    moves = {p.id: _blow(state, p.id) for p in state.players}
    state = _finish_winds(state, card, moves, None if option == "none" else option, ev, end)
    return _discard(state, card, ev)


# ---- Winds Change / Storm Intensifies -------------------------------------------------------------


def turn_wind(state: GameState, turn: str, ev: list[SkyEvent], by: str | None = None) -> GameState:
    new = (_CW if turn == "cw" else _CCW)[state.wind]
    ev.append(WindChanged(state.wind, new, turn, by))
    return evolve(state, wind=new)


def winds_change(state: GameState, card: str, ev: list[SkyEvent], end: EndFn) -> GameState:
    return turn_wind(state, state.data.storm_cards[card].turn or "cw", ev)


def storm_intensifies(state: GameState, card: str, ev: list[SkyEvent], end: EndFn) -> GameState:
    tick = state.storm_tick + 1
    state = evolve(state, storm_tick=tick)
    skull = state.data.storm_meter.skull
    ev.append(StormIntensified(tick, None if tick >= skull else state.intensity, tick >= skull))
    if tick >= skull:
        return end(state, OutcomeCode.SWEPT_AWAY, cause("swept_away", turn=state.turn), ev)
    return state


RESOLVERS: dict[str, Callable[[GameState, str, list[SkyEvent], EndFn], GameState]] = {
    "lightning": lightning,
    "high_winds": high_winds,
    "winds_change": winds_change,
    "storm_intensifies": storm_intensifies,
}
assert set(RESOLVERS) == set(STORM_EFFECTS), "every storm effect kind needs exactly one resolver"
