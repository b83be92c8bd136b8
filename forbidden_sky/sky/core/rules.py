"""The rules door: ``new_game``, ``legal_actions``, ``apply``, ``describe``.

Every action goes through ``_check`` (is it legal? if not, why, in words) and then ``_do``
(what happens). The basic actions and the turn live here; the powers in adventurers.py, the
equipment in equipment.py, the storm in storm.py, shared effects in effects.py. Enumeration
(``legal_actions``) is built from the same rules, and property tests check that ``apply``
accepts every action it lists.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from ...engine.values import evolve
from typing import Any

from ..data import GameData, game_data
from ...safeio import short_repr
from . import adventurers, equipment, storm
from .actions import Action, field_problem
from .board import edge_towards, start_board
from .effects import (
    actor, add_wire, as_cell, blueprint_needs, check_unwire, end_game, hand_limit, move_to, name, place_tile,
    remove_wire,
)
from ...engine.errors import IllegalAction
from .events import Event
from .phases import PendingKind, Phase
from ...engine.rng import shuffled
from .state import AFTER_LOAD, GameState, PlayerState
from .wiring import add_refusal, candidate_wires

ACTIONS_PER_TURN = 4
COSTS_AN_ACTION = frozenset({"move", "teleport", "scout", "explore", "wire", "unwire", "heal",
                             "repair", "navigate"})


# =============================================================================================
# Setting up


def new_game(players: Iterable[str], level: str = "novice", seed: int = 1,
             data: GameData | None = None) -> GameState:
    """A game set up as the rulebook says (steps 1-7 and the first tiles dealt)."""
    data = data or game_data()
    players = list(players)
    if not 2 <= len(players) <= 5:
        raise ValueError(f"Forbidden Sky is for 2 to 5 players, not {len(players)}")
    for pid in players:
        if pid not in data.adventurers:
            raise ValueError(f"unknown adventurer {short_repr(pid)} (expected one of {', '.join(data.adventurers)})")
    if len(set(players)) != len(players):
        raise ValueError("each adventurer can be played by one player only")
    if level not in data.blueprints:
        raise ValueError(f"unknown level {short_repr(level)} (expected one of {', '.join(data.blueprints)})")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"the seed must be a whole number, not {short_repr(seed)}")
    board = start_board(data.start_grid, data.components.supply)
    landing = next(c.at for c in data.start_grid if c.tile.symbol == "landing_pad")
    counter = 0
    tile_pile, counter = shuffled(seed, counter, list(data.tiles))
    storm_pile, counter = shuffled(seed, counter, data.storm_deck())
    equipment, counter = shuffled(seed, counter, data.equipment_deck())
    states = []
    for pid in players:
        adv = data.adventurers[pid]
        hand, tile_pile = tile_pile[:adv.start_tiles], tile_pile[adv.start_tiles:]
        states.append(PlayerState(pid, landing, adv.health, adv.rope, tuple(hand), ()))
    return GameState(
        level=level, seed=seed, players=tuple(states), board=board,
        storm_tick=data.storm_meter.start_tick[len(players)],
        storm_pile=tuple(storm_pile), tile_pile=tuple(tile_pile), equipment_deck=tuple(equipment),
        rng_counter=counter, data=data,
    )


# =============================================================================================
# The door


def apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """The state after ``action`` and what happened. Raises IllegalAction with a reason."""
    if not isinstance(action, Action):
        raise IllegalAction("that is not an action")
    action = _normalise(state, action)
    reason = _check(state, action)
    if reason is not None:
        raise IllegalAction(reason)
    events: list[Event] = []
    new = _DO[action.type](state, action, events)
    return new, events


def is_legal(state: GameState, action: Action) -> bool:
    """True when ``apply(state, action)`` would accept the action."""
    return why_illegal(state, action) is None


def why_illegal(state: GameState, action: Action) -> str | None:
    """None when legal, else the reason a player reads (the sentence ``apply`` would raise)."""
    try:
        return _check(state, _normalise(state, action))
    except IllegalAction as exc:
        return exc.reason


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action, in a deterministic order."""
    if state.over:
        return []
    if state.pending is not None:
        return [Action("choose", player=state.pending.player, option=o) for o in state.pending.options]
    out: list[Action] = []
    if state.phase == Phase.ACTIONS:
        out += _current_player_actions(state)
    else:
        out.append(Action("draw_storm"))
    out += _free_actions(state)
    return out


def describe(state: GameState) -> dict[str, Any]:
    """The JSON-ready view of docs/scenario-format.md's output (without ``events``)."""
    b = state.board
    return {
        "outcome": None if state.outcome is None else str(state.outcome),
        "outcome_cause": state.outcome_cause,
        "turn": state.turn, "current": state.current, "phase": str(state.phase),
        "actions_left": state.actions_left,
        "wind": state.wind, "storm_tick": state.storm_tick, "intensity": state.intensity,
        "level": state.level,
        "players": {p.id: {"at": list(p.at), "health": p.health, "rope": p.rope,
                           "tiles": list(p.tiles), "equipment": list(p.equipment)} for p in state.players},
        "board": [{"at": list(c), "id": pl.spec.id, "rot": pl.rot} for c, pl in sorted(b.tiles.items())],
        "components": [{"ref": r, "kind": b.component_kind(r), "wires": b.wire_count(r)}
                       for r in b.component_refs()],
        "launch_pad": None if b.pad is None else {"vertex": list(b.pad), "axis": b.pad_axis,
                                                  "cells": [list(c) for c in b.pad_cells()]},
        "wires": [{"kind": w.kind, "a": w.a, "b": w.b} for w in b.wires],
        "supply": {"short": b.supply.get("short_wire", 0), "long": b.supply.get("long_wire", 0),
                   **{k: b.supply.get(k, 0) for k in ("lightning_rod", "small_capacitor",
                                                      "large_capacitor", "launch_pad")}},
        "storm_pile": len(state.storm_pile), "storm_discard": list(state.storm_discard),
        "storm_draws_left": state.storm_draws_left,
        "tile_pile": len(state.tile_pile), "equipment_deck": len(state.equipment_deck),
        "protections": [{"kind": p.kind, "owner": p.owner, "players": list(p.players)} for p in state.protections],
        "pending": None if state.pending is None else {"kind": str(state.pending.kind), "player": state.pending.player,
                                                       "options": [_jsonish(o) for o in state.pending.options]},
    }


def _jsonish(v: Any) -> Any:
    return [_jsonish(x) for x in v] if isinstance(v, tuple) else v


# =============================================================================================
# Checking


def _normalise(state: GameState, a: Action) -> Action:
    """Fill in the acting player and put component refs in their one stored form."""
    from .board import RefError, parse_ref
    problem = field_problem(a)
    if problem:
        raise IllegalAction(problem)
    changes: dict[str, Any] = {}
    if a.player is None:
        changes["player"] = state.pending.player if (state.pending and a.type == "choose") else state.current
    for key in ("a", "b"):
        v = getattr(a, key)
        if v is not None:
            try:
                changes[key] = parse_ref(v)
            except RefError as exc:
                raise IllegalAction(str(exc)) from None
    if a.type in ("wire", "unwire") or (a.type == "play" and a.a is not None):
        # a wire has no direction: store its ends in one order
        pa, pb = changes.get("a", a.a), changes.get("b", a.b)
        if pa is not None and pb is not None and pb < pa:
            changes["a"], changes["b"] = pb, pa
    return a._replace(**changes) if changes else a


def _check(state: GameState, a: Action) -> str | None:
    if state.over:
        return "the game is over"
    if not state.has_player(a.player):
        return f"{short_repr(a.player)} is not playing in this game"
    if state.pending is not None:
        if a.type != "choose":
            return f"first, {name(state, state.pending.player)} must choose: {_pending_question(state)}"
        return _check_choose(state, a)
    if a.type == "choose":
        return "there is no choice to make right now"
    if a.type in _FREE_ANY_TIME:
        return _FREE_ANY_TIME[a.type](state, a)
    if a.type == "draw_storm":
        if state.phase != Phase.STORM:
            return "Storm cards are drawn after the actions: end your actions first"
        return None
    if state.phase != Phase.ACTIONS:
        return "it is the storm's turn: draw the next Storm card"
    if a.player != state.current:
        return f"it is {name(state, state.current)}'s turn"
    if a.type in COSTS_AN_ACTION and state.actions_left <= 0 and not _is_free_wire(a):
        return "you have no actions left this turn"
    check = _CHECK.get(a.type)
    if check is None:
        return f"unknown action {short_repr(a.type)}"
    return check(state, a)


def _pending_question(state: GameState) -> str:
    p = state.pending
    if p is not None and p.kind == PendingKind.CLIMBER_WIND_CARRY:
        return "take someone across the clouds with the Climber?"
    return "answer the question first"


def _check_move(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    to = as_cell(a.to)
    if to is None:
        return "say where to move"
    if state.board.at(to) is None:
        return "there is no tile there: nobody walks on sky"
    if edge_towards(me.at, to) is None:
        if to == me.at:
            return "you are already there"
        return "you move one tile at a time: up, down, left or right, never diagonally"
    if me.id != "climber" and not state.board.surface_joined(me.at, to):
        return "clouds lie between those tiles: only the Climber can cross them"
    return adventurers.check_carry(state, me, a.carry)


def _check_teleport(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    to = as_cell(a.to)
    if state.board.symbol(me.at) != "teleporter":
        return "you are not on a teleporter"
    if to is None or state.board.symbol(to) != "teleporter":
        return "you can only teleport to another teleporter"
    if to == me.at:
        return "you are already on that teleporter"
    return adventurers.check_carry(state, me, a.carry)


def _check_scout(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    limit = hand_limit(state, me.id)
    if len(me.tiles) >= limit:
        return f"you already hold {limit} tiles, the most you may hold"
    if not state.tile_pile:
        return "the Power Platform pile is empty"
    return None


def _check_explore(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    if a.tile not in me.tiles:
        return "that tile is not in your hand"
    at = as_cell(a.at)
    if at is None:
        return "say where to place the tile"
    return state.board.placement_refusal(state.tile_spec(a.tile), at, a.rot, me.at)


def _is_free_wire(a: Action) -> bool:
    return a.type in ("wire", "unwire") and a.free


def _check_wire(state: GameState, a: Action) -> str | None:
    refusal = adventurers.check_free_wire(state, a)
    if refusal:
        return refusal
    if a.a is None or a.b is None or a.kind is None:
        return "a wire needs a kind (short or long) and two components"
    me = actor(state, a)
    return add_refusal(state.board, state.data.components, blueprint_needs(state), a.kind, a.a, a.b, (me.at,))


def _check_unwire(state: GameState, a: Action) -> str | None:
    return adventurers.check_free_wire(state, a) or check_unwire(state, a)


def _check_rotate_pad(state: GameState, a: Action) -> str | None:
    b = state.board
    if b.pad is None:
        return "the launch pad has not been found yet"
    if actor(state, a).at not in b.pad_cells():
        return "stand on one of the launch pad's tiles to turn it"
    if b.wire_count("pad:A") or b.wire_count("pad:B"):
        return "the launch pad can only be turned while no wire touches it"
    return None


def _check_end(state: GameState, a: Action) -> str | None:
    return None


def _check_choose(state: GameState, a: Action) -> str | None:
    p = state.pending
    assert p is not None
    if a.player != p.player:
        return f"{name(state, p.player)} makes this choice"
    if a.option not in p.options:
        return "that is not one of the choices"
    return None


_CHECK: dict[str, Callable[[GameState, Action], str | None]] = {
    "move": _check_move, "teleport": _check_teleport, "scout": _check_scout,
    "explore": _check_explore, "wire": _check_wire, "unwire": _check_unwire,
    "heal": adventurers.check_help, "repair": adventurers.check_help, "navigate": adventurers.check_navigate,
    "end_actions": _check_end,
}
# Free actions any player may take at any time outside a card's resolution. Turning the pad
# is one: docs/game-model.md section 6 lets "any player on one of its cells" turn it.
_FREE_ANY_TIME: dict[str, Callable[[GameState, Action], str | None]] = {
    "rotate_pad": _check_rotate_pad, "give_tile": adventurers.check_gift,
    "give_equipment": equipment.check_give, "play": equipment.check_play,
}


# =============================================================================================
# Doing


def _spend(state: GameState, a: Action) -> GameState:
    if _is_free_wire(a):
        return evolve(state, free_wire_used=True)
    if a.type in COSTS_AN_ACTION:
        return evolve(state, actions_left=state.actions_left - 1)
    return state


def _do_move(state: GameState, a: Action, ev: list[Event]) -> GameState:
    me = actor(state, a)
    to = as_cell(a.to)
    assert to is not None
    state = move_to(_spend(state, a), me.id, to)
    ev.append(Event("teleported" if a.type == "teleport" else "moved",
                    {"player": me.id, "path": [me.at, to], "by": me.id}))
    if a.carry:
        state = move_to(state, a.carry, to)
        ev.append(Event("moved", {"player": a.carry, "path": [me.at, to], "by": me.id, "carried": True}))
    return state


def _do_scout(state: GameState, a: Action, ev: list[Event]) -> GameState:
    me = actor(state, a)
    tile, pile = state.tile_pile[0], state.tile_pile[1:]
    state = evolve(_spend(state, a), tile_pile=pile).with_player(me.id, tiles=(*me.tiles, tile))
    ev.append(Event("tile_scouted", {"player": me.id, "tile": tile}))
    return state


def _do_explore(state: GameState, a: Action, ev: list[Event]) -> GameState:
    at = as_cell(a.at)
    assert at is not None and a.tile is not None and a.player is not None
    return place_tile(_spend(state, a), a.player, a.tile, at, a.rot, ev, "explore")


def _do_wire(state: GameState, a: Action, ev: list[Event]) -> GameState:
    assert a.kind is not None and a.a is not None and a.b is not None and a.player is not None
    return add_wire(_spend(state, a), a.kind, a.a, a.b, a.player, ev, "free" if a.free else "action")


def _do_unwire(state: GameState, a: Action, ev: list[Event]) -> GameState:
    return remove_wire(_spend(state, a), a, ev, "free" if a.free else "action")


def _do_help(state: GameState, a: Action, ev: list[Event]) -> GameState:
    return adventurers.do_help(_spend(state, a), a, ev)


def _do_navigate(state: GameState, a: Action, ev: list[Event]) -> GameState:
    return adventurers.do_navigate(_spend(state, a), a, ev)


def _do_rotate_pad(state: GameState, a: Action, ev: list[Event]) -> GameState:
    axis = "NS" if state.board.pad_axis == "EW" else "EW"
    ev.append(Event("pad_rotated", {"player": a.player, "axis": axis}))
    return evolve(state, board=evolve(state.board, pad_axis=axis))


def _do_end_actions(state: GameState, a: Action, ev: list[Event]) -> GameState:
    # The number of cards is fixed now: a Storm Intensifies drawn in this phase counts from
    # the next player's turn (rulebook).
    draws = state.intensity
    ev.append(Event("storm_phase_began", {"player": state.current, "draws": draws}))
    return evolve(state, phase=Phase.STORM, storm_draws_left=draws, actions_left=0)


def _do_draw_storm(state: GameState, a: Action, ev: list[Event]) -> GameState:
    return _after_storm_step(storm.draw(state, ev, end_game), ev)


def _do_choose(state: GameState, a: Action, ev: list[Event]) -> GameState:
    return _after_storm_step(storm.answer(state, a.option, ev, end_game), ev)


def _after_storm_step(state: GameState, ev: list[Event]) -> GameState:
    if state.over or state.pending is not None or state.phase != Phase.STORM:
        return state
    if state.storm_draws_left <= 0:
        state = _next_turn(state, ev)
    return state


def _next_turn(state: GameState, ev: list[Event]) -> GameState:
    idx = (state.current_index + 1) % len(state.players)
    nxt = state.players[idx].id
    # Shields and hooks last "until the start of your next turn": drop the new player's.
    kept = tuple(p for p in state.protections if p.owner != nxt)
    for p in state.protections:
        if p.owner == nxt:
            ev.append(Event("protection_ended", {"kind": p.kind, "owner": p.owner, "players": list(p.players)}))
    state = evolve(state, current_index=idx, turn=state.turn + 1, phase=Phase.ACTIONS,
                    actions_left=ACTIONS_PER_TURN, free_wire_used=False, storm_draws_left=0,
                    protections=kept)
    ev.append(Event("turn_began", {"player": nxt, "turn": state.turn}))
    return state


_DO: dict[str, Callable[[GameState, Action, list[Event]], GameState]] = {
    "move": _do_move, "teleport": _do_move, "scout": _do_scout, "explore": _do_explore,
    "wire": _do_wire, "unwire": _do_unwire, "heal": _do_help, "repair": _do_help,
    "navigate": _do_navigate, "rotate_pad": _do_rotate_pad, "end_actions": _do_end_actions,
    "draw_storm": _do_draw_storm, "choose": _do_choose, "give_tile": adventurers.do_gift,
    "give_equipment": equipment.do_give, "play": equipment.do_play,
}


# =============================================================================================
# Enumerating


def _current_player_actions(state: GameState) -> list[Action]:
    me = state.player(state.current)
    b = state.board
    out: list[Action] = []
    has_action = state.actions_left > 0
    if has_action:
        carries = adventurers.carry_options(state, me)
        for to in b.walk_neighbours(me.at, cross_clouds=me.id == "climber"):
            out += [Action("move", me.id, to=to, carry=c) for c in carries]
        for to in b.teleport_targets(me.at):
            out += [Action("teleport", me.id, to=to, carry=c) for c in carries]
        if len(me.tiles) < hand_limit(state, me.id) and state.tile_pile:
            out.append(Action("scout", me.id))
        specs = {state.tile_spec(t): t for t in dict.fromkeys(me.tiles)}
        for spec, cell, rot in b.legal_placements(list(specs), me.at):
            out.append(Action("explore", me.id, tile=specs[spec], at=cell, rot=rot))
    # The Electrician's free wire is listed as its own action (free=True) beside the paid one:
    # both are legal, and which to spend is the player's choice.
    free_flags = ([True] if adventurers.has_free_wire(state, me) else []) + ([False] if has_action else [])
    if free_flags:
        for kind, x, y in candidate_wires(b, state.data.components, blueprint_needs(state), (me.at,)):
            out += [Action("wire", me.id, kind=kind, a=x, b=y, free=f) for f in free_flags]
        for w in b.wires:
            if me.at in b.component_cells(w.a) or me.at in b.component_cells(w.b):
                out += [Action("unwire", me.id, a=w.a, b=w.b, kind=w.kind, free=f) for f in free_flags]
    if has_action:
        out += adventurers.help_options(state, me)
        out += adventurers.navigate_options(state, me)
    out.append(Action("end_actions", me.id))
    return out


def _free_actions(state: GameState) -> list[Action]:
    pad_turns = [Action("rotate_pad", p.id) for p in state.players
                 if _check_rotate_pad(state, Action("rotate_pad", p.id)) is None]
    return pad_turns + adventurers.gift_options(state) + equipment.free_options(state)


__all__ = ["apply", "describe", "is_legal", "legal_actions", "new_game", "why_illegal"]


# A loaded save must answer the engine's first questions without raising, or
# GameState.from_dict refuses it (registered here: rules imports state, not the reverse).
AFTER_LOAD.extend((legal_actions, describe))
