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
    actor, add_wire, as_cell, blueprint_needs, check_unwire, end_game, hand_limit, move_to, place_tile,
    remove_wire,
)
from ...engine.errors import IllegalAction
from .events import (
    Moved, PadRotated, ProtectionEnded, SkyEvent, StormPhaseBegan, Teleported, TileScouted, TurnBegan,
)
from .phases import Phase
from ...engine.rng import shuffled
from .state import AFTER_LOAD, GameState, PlayerState
from .wiring import add_refusal, candidate_wires
from .codes import refuse
from ...engine.errors import Reason

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


def apply(state: GameState, action: Action) -> tuple[GameState, list[SkyEvent]]:
    """The state after ``action`` and what happened. Raises IllegalAction with a reason."""
    if not isinstance(action, Action):
        raise IllegalAction(refuse("not_an_action"))
    action = _normalise(state, action)
    reason = _check(state, action)
    if reason is not None:
        raise IllegalAction(reason)
    events: list[SkyEvent] = []
    new = _DO[action.type](state, action, events)
    return new, events


def is_legal(state: GameState, action: Action) -> bool:
    """True when ``apply(state, action)`` would accept the action."""
    return why_illegal(state, action) is None


def why_illegal(state: GameState, action: Action) -> Reason | None:
    """None when legal, else the refusal ``apply`` would raise: a ``Reason`` (its code and
    params; as a string, the English sentence)."""
    try:
        reason = _check(state, _normalise(state, action))
    except IllegalAction as exc:
        return exc.why()
    if reason is None or isinstance(reason, Reason):
        return reason
    return Reason("refused", {}, reason)   # a sentence a check forgot to code: still a refusal


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action, in a deterministic order."""
    if state.over:
        return []
    if state.pending is not None:
        return [Action("choose", player=state.pending.player, option=o) for o in state.pending.options] + \
            adventurers.gift_options(state)
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
        # a slid wire says where it lies (its offset along a->b); a centred one as before
        "wires": [{"kind": w.kind, "a": w.a, "b": w.b, **({"offset": w.offset} if w.offset else {})} for w in b.wires],
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
        raise IllegalAction(refuse("bad_field", problem=problem))
    changes: dict[str, Any] = {}
    if a.player is None:
        changes["player"] = state.pending.player if (state.pending and a.type == "choose") else state.current
    for key in ("a", "b"):
        v = getattr(a, key)
        if v is not None:
            try:
                changes[key] = parse_ref(v)
            except RefError as exc:
                raise IllegalAction(refuse("bad_ref", problem=str(exc))) from None
    if a.type in ("wire", "unwire") or (a.type == "play" and a.a is not None):
        # a wire has no direction: store its ends in one order
        pa, pb = changes.get("a", a.a), changes.get("b", a.b)
        if pa is not None and pb is not None and pb < pa:
            changes["a"], changes["b"] = pb, pa
    return a._replace(**changes) if changes else a


def _check(state: GameState, a: Action) -> str | None:
    if state.over:
        return refuse("game_over")
    if not state.has_player(a.player):
        return refuse("not_playing", player=short_repr(a.player))
    if state.pending is not None:
        if a.type in _FREE_DURING_A_CHOICE:
            return _FREE_ANY_TIME[a.type](state, a)
        if a.type != "choose":
            return refuse("must_choose_first", player=state.pending.player, question=state.pending.kind)
        return _check_choose(state, a)
    if a.type == "choose":
        return refuse("no_choice_pending")
    if a.type in _FREE_ANY_TIME:
        return _FREE_ANY_TIME[a.type](state, a)
    if a.type == "draw_storm":
        if state.phase != Phase.STORM:
            return refuse("storm_after_actions")
        return None
    if state.phase != Phase.ACTIONS:
        return refuse("storm_turn")
    if a.player != state.current:
        return refuse("not_your_turn", player=state.current)
    if a.type in COSTS_AN_ACTION and state.actions_left <= 0 and not _is_free_wire(a):
        return refuse("no_actions_left")
    check = _CHECK.get(a.type)
    if check is None:
        return refuse("unknown_action", action=short_repr(a.type))
    return check(state, a)


def _check_move(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    to = as_cell(a.to)
    if to is None:
        return refuse("move_where")
    if state.board.at(to) is None:
        return refuse("no_tile_there")
    if edge_towards(me.at, to) is None:
        if to == me.at:
            return refuse("already_there")
        return refuse("one_step_orthogonal")
    if me.id != "climber" and not state.board.surface_joined(me.at, to):
        return refuse("clouds_between")
    return adventurers.check_carry(state, me, a.carry)


def _check_teleport(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    to = as_cell(a.to)
    if state.board.symbol(me.at) != "teleporter":
        return refuse("not_on_teleporter")
    if to is None or state.board.symbol(to) != "teleporter":
        return refuse("teleport_to_teleporter")
    if to == me.at:
        return refuse("already_on_teleporter")
    return adventurers.check_carry(state, me, a.carry)


def _check_scout(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    limit = hand_limit(state, me.id)
    if len(me.tiles) >= limit:
        return refuse("hand_full_self", limit=limit)
    if not state.tile_pile:
        return refuse("tile_pile_empty")
    return None


def _check_explore(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    if a.tile not in me.tiles:
        return refuse("tile_not_in_hand")
    at = as_cell(a.at)
    if at is None:
        return refuse("place_where")
    return state.board.placement_refusal(state.tile_spec(a.tile), at, a.rot, me.at)


def _is_free_wire(a: Action) -> bool:
    return a.type in ("wire", "unwire") and a.free


def _check_wire(state: GameState, a: Action) -> str | None:
    refusal = adventurers.check_free_wire(state, a)
    if refusal:
        return refusal
    if a.a is None or a.b is None or a.kind is None:
        return refuse("wire_needs_parts")
    me = actor(state, a)
    return add_refusal(state.board, state.data.components, blueprint_needs(state), a.kind, a.a, a.b, (me.at,))


def _check_unwire(state: GameState, a: Action) -> str | None:
    return adventurers.check_free_wire(state, a) or check_unwire(state, a)


def _check_rotate_pad(state: GameState, a: Action) -> str | None:
    b = state.board
    if b.pad is None:
        return refuse("pad_not_found")
    if actor(state, a).at not in b.pad_cells():
        return refuse("stand_on_pad")
    if b.wire_count("pad:A") or b.wire_count("pad:B"):
        return refuse("pad_wired")
    return None


def _check_end(state: GameState, a: Action) -> str | None:
    return None


def _check_choose(state: GameState, a: Action) -> str | None:
    p = state.pending
    assert p is not None
    if a.player != p.player:
        return refuse("not_your_choice", player=p.player)
    if a.option not in p.options:
        return refuse("not_a_choice")
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
# What may happen while a card waits for a choice (the Climber's passenger): the Surveyor's gift,
# free "at any time", moves a tile between hands and cannot change what the card does. Playing
# equipment may not ("cannot reverse the effects of Storm cards once they have been drawn"), and
# nothing else is free at any time.
_FREE_DURING_A_CHOICE = ("give_tile",)


# =============================================================================================
# Doing


def _spend(state: GameState, a: Action) -> GameState:
    if _is_free_wire(a):
        return evolve(state, free_wire_used=True)
    if a.type in COSTS_AN_ACTION:
        return evolve(state, actions_left=state.actions_left - 1)
    return state


def _do_move(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    me = actor(state, a)
    to = as_cell(a.to)
    assert to is not None
    state = move_to(_spend(state, a), me.id, to)
    ev.append(Teleported(me.id, (me.at, to), me.id) if a.type == "teleport" else Moved(me.id, (me.at, to), me.id))
    if a.carry:
        state = move_to(state, a.carry, to)
        ev.append(Moved(a.carry, (me.at, to), me.id, carried=True))
    return state


def _do_scout(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    me = actor(state, a)
    tile, pile = state.tile_pile[0], state.tile_pile[1:]
    state = evolve(_spend(state, a), tile_pile=pile).with_player(me.id, tiles=(*me.tiles, tile))
    ev.append(TileScouted(me.id, tile))
    return state


def _do_explore(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    at = as_cell(a.at)
    assert at is not None and a.tile is not None and a.player is not None
    return place_tile(_spend(state, a), a.player, a.tile, at, a.rot, ev, "explore")


def _do_wire(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    assert a.kind is not None and a.a is not None and a.b is not None and a.player is not None
    return add_wire(_spend(state, a), a.kind, a.a, a.b, a.player, ev, "free" if a.free else "action")


def _do_unwire(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    return remove_wire(_spend(state, a), a, ev, "free" if a.free else "action")


def _do_help(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    return adventurers.do_help(_spend(state, a), a, ev)


def _do_navigate(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    return adventurers.do_navigate(_spend(state, a), a, ev)


def _do_rotate_pad(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    axis = "NS" if state.board.pad_axis == "EW" else "EW"
    ev.append(PadRotated(actor(state, a).id, axis))
    return evolve(state, board=evolve(state.board, pad_axis=axis))


def _do_end_actions(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    # The number of cards is fixed now: a Storm Intensifies drawn in this phase counts from
    # the next player's turn (rulebook).
    draws = state.intensity
    ev.append(StormPhaseBegan(state.current, draws))
    return evolve(state, phase=Phase.STORM, storm_draws_left=draws, actions_left=0)


def _do_draw_storm(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    return _after_storm_step(storm.draw(state, ev, end_game), ev)


def _do_choose(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    return _after_storm_step(storm.answer(state, a.option, ev, end_game), ev)


def _after_storm_step(state: GameState, ev: list[SkyEvent]) -> GameState:
    if state.over or state.pending is not None or state.phase != Phase.STORM:
        return state
    if state.storm_draws_left <= 0:
        state = _next_turn(state, ev)
    return state


def _next_turn(state: GameState, ev: list[SkyEvent]) -> GameState:
    idx = (state.current_index + 1) % len(state.players)
    nxt = state.players[idx].id
    # Shields and hooks last "until the start of your next turn": drop the new player's.
    kept = tuple(p for p in state.protections if p.owner != nxt)
    for p in state.protections:
        if p.owner == nxt:
            ev.append(ProtectionEnded(p.kind, p.owner, tuple(p.players)))
    state = evolve(state, current_index=idx, turn=state.turn + 1, phase=Phase.ACTIONS,
                    actions_left=ACTIONS_PER_TURN, free_wire_used=False, storm_draws_left=0,
                    protections=kept)
    ev.append(TurnBegan(nxt, state.turn))
    return state


_DO: dict[str, Callable[[GameState, Action, list[SkyEvent]], GameState]] = {
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
