"""The rules door: ``new_game``, ``legal_actions``, ``apply``, ``describe``.

Every action goes through ``_check`` (is it legal? if not, why, in words) and then ``_do``
(what happens). ``legal_actions`` builds candidates and keeps those ``_check`` accepts, so the
list and ``apply`` can never disagree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from itertools import permutations
from typing import Any

from ..data import GameData, game_data
from . import storm
from .actions import Action
from .board import Board, Cell, Wire, edge_towards, start_board
from .errors import IllegalAction
from .events import Event
from .rng import shuffled
from .state import GameState, PlayerState, Protection
from .wiring import add_refusal, candidate_wires, find_wire, launch_ready, with_wire, without_wire

ACTIONS_PER_TURN = 4
COSTS_AN_ACTION = frozenset({"move", "teleport", "scout", "explore", "wire", "unwire", "heal",
                             "repair", "navigate"})
NAVIGATOR_STEPS = 3


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
            raise ValueError(f"unknown adventurer {pid!r} (expected one of {', '.join(data.adventurers)})")
    if len(set(players)) != len(players):
        raise ValueError("each adventurer can be played by one player only")
    if level not in data.blueprints:
        raise ValueError(f"unknown level {level!r} (expected one of {', '.join(data.blueprints)})")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"the seed must be a whole number, not {seed!r}")
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


def is_legal(state: GameState, action: Action) -> str | None:
    """None when legal, else the reason."""
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
    if state.phase == "actions":
        out += _current_player_actions(state)
    else:
        out.append(Action("draw_storm"))
    out += _free_actions(state)
    return out


def describe(state: GameState) -> dict[str, Any]:
    """The JSON-ready view of SCENARIO-FORMAT.md's output (without ``events``)."""
    b = state.board
    return {
        "outcome": state.outcome,
        "outcome_cause": state.outcome_cause,
        "turn": state.turn, "current": state.current, "phase": state.phase,
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
        "pending": None if state.pending is None else {"kind": state.pending.kind, "player": state.pending.player,
                                                       "options": [_jsonish(o) for o in state.pending.options]},
    }


def _jsonish(v: Any) -> Any:
    return [_jsonish(x) for x in v] if isinstance(v, tuple) else v


# =============================================================================================
# Checking


def _normalise(state: GameState, a: Action) -> Action:
    """Fill in the acting player and put component refs in their one stored form."""
    from .board import RefError, parse_ref
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


def _name(state: GameState, pid: str) -> str:
    adv = state.data.adventurers.get(pid)
    return adv.name if adv else str(pid)


def _check(state: GameState, a: Action) -> str | None:
    if state.over:
        return "the game is over"
    if not state.has_player(a.player):
        return f"{a.player!r} is not playing in this game"
    if state.pending is not None:
        if a.type != "choose":
            return f"first, {_name(state, state.pending.player)} must choose: {_pending_question(state)}"
        return _check_choose(state, a)
    if a.type == "choose":
        return "there is no choice to make right now"
    if a.type in _FREE_ANY_TIME:
        return _FREE_ANY_TIME[a.type](state, a)
    if a.type == "draw_storm":
        if state.phase != "storm":
            return "Storm cards are drawn after the actions: end your actions first"
        return None
    if state.phase != "actions":
        return "it is the storm's turn: draw the next Storm card"
    if a.player != state.current:
        return f"it is {_name(state, state.current)}'s turn"
    if a.type in COSTS_AN_ACTION and state.actions_left <= 0 and not _is_free_wire(state, a):
        return "you have no actions left this turn"
    check = _CHECK.get(a.type)
    if check is None:
        return f"unknown action {a.type!r}"
    return check(state, a)


def _pending_question(state: GameState) -> str:
    p = state.pending
    if p is not None and p.kind == "climber_wind_carry":
        return "take someone across the clouds with the Climber?"
    return "answer the question first"


def _me(state: GameState, a: Action) -> PlayerState:
    return state.player(a.player)  # type: ignore[arg-type]


def _cell(v: Any) -> Cell | None:
    if isinstance(v, (tuple, list)) and len(v) == 2 and all(isinstance(c, int) and not isinstance(c, bool) for c in v):
        return (v[0], v[1])
    return None


def _check_move(state: GameState, a: Action) -> str | None:
    me = _me(state, a)
    to = _cell(a.to)
    if to is None:
        return "say where to move"
    if state.board.at(to) is None:
        return "there is no tile there: nobody walks on sky"
    if edge_towards(me.at, to) is None:
        if to == me.at:
            return "you are already there"
        return "you move one tile at a time: up, down, left or right, never diagonally"
    climber = me.id == "climber"
    if not climber and not state.board.surface_joined(me.at, to):
        return "clouds lie between those tiles: only the Climber can cross them"
    return _check_carry(state, me, a.carry)


def _check_carry(state: GameState, mover: PlayerState, carry: str | None) -> str | None:
    if carry is None:
        return None
    if mover.id != "climber":
        return "only the Climber can bring someone along"
    if carry == mover.id or not state.has_player(carry):
        return "the Climber brings another adventurer"
    if state.player(carry).at != mover.at:
        return f"{_name(state, carry)} is not on the Climber's tile"
    return None


def _check_teleport(state: GameState, a: Action) -> str | None:
    me = _me(state, a)
    to = _cell(a.to)
    if state.board.symbol(me.at) != "teleporter":
        return "you are not on a teleporter"
    if to is None or state.board.symbol(to) != "teleporter":
        return "you can only teleport to another teleporter"
    if to == me.at:
        return "you are already on that teleporter"
    return _check_carry(state, me, a.carry)


def _hand_limit(state: GameState, pid: str) -> int:
    return state.data.adventurers[pid].hand_limit


def _check_scout(state: GameState, a: Action) -> str | None:
    me = _me(state, a)
    limit = _hand_limit(state, me.id)
    if len(me.tiles) >= limit:
        return f"you already hold {limit} tiles, the most you may hold"
    if not state.tile_pile:
        return "the Power Platform pile is empty"
    return None


def _check_explore(state: GameState, a: Action) -> str | None:
    me = _me(state, a)
    if a.tile not in me.tiles:
        return "that tile is not in your hand"
    at = _cell(a.at)
    if at is None:
        return "say where to place the tile"
    return state.board.placement_refusal(state.tile_spec(a.tile), at, a.rot, me.at)


def _needs(state: GameState) -> dict[str, int]:
    return state.data.blueprints[state.level].needs()


def _is_free_wire(state: GameState, a: Action) -> bool:
    return a.type in ("wire", "unwire") and a.free


def _check_free_flag(state: GameState, a: Action) -> str | None:
    if not a.free:
        return None
    if a.player != "electrician":
        return "only the Electrician has a free wire"
    if state.free_wire_used:
        return "the Electrician has already used her free wire this turn"
    return None


def _check_wire(state: GameState, a: Action) -> str | None:
    r = _check_free_flag(state, a)
    if r:
        return r
    if a.a is None or a.b is None or a.kind is None:
        return "a wire needs a kind (short or long) and two components"
    me = _me(state, a)
    return add_refusal(state.board, state.data.components, _needs(state), a.kind, a.a, a.b, (me.at,))


def _check_unwire(state: GameState, a: Action, anywhere: bool = False) -> str | None:
    if not anywhere:
        r = _check_free_flag(state, a)
        if r:
            return r
    if a.a is None or a.b is None:
        return "say which wire: its two components"
    w = find_wire(state.board, a.a, a.b, a.kind)
    if w is None:
        return "there is no such wire"
    if not anywhere:
        me = _me(state, a)
        held = set(state.board.component_cells(w.a)) | set(state.board.component_cells(w.b))
        if me.at not in held:
            return "you must stand on a tile that holds one of its components"
    return None


def _near(state: GameState, a: Cell, b: Cell) -> bool:
    """Same tile or an adjacent placed tile (the powers' reach)."""
    return a == b or (edge_towards(a, b) is not None and state.board.at(b) is not None)


def _check_heal(state: GameState, a: Action, power: str = "medic", stat: str = "health") -> str | None:
    me = _me(state, a)
    if me.id != power:
        return f"only the {_name(state, power)} can do that"
    if not state.has_player(a.target):
        return "choose an adventurer to help"
    t = state.player(a.target)  # type: ignore[arg-type]
    if not _near(state, me.at, t.at):
        return f"{_name(state, t.id)} is not on your tile or a neighbouring tile"
    full = getattr(state.data.adventurers[t.id], stat)
    if getattr(t, stat) >= full:
        what = "health" if stat == "health" else "rope"
        return f"{_name(state, t.id)}'s {what} is already full"
    return None


def _check_repair(state: GameState, a: Action) -> str | None:
    return _check_heal(state, a, "knotsmith", "rope")


def _navigate_steps(state: GameState, target: PlayerState) -> Callable[[Cell], list[Cell]]:
    climber = target.id == "climber"

    def nxt(c: Cell) -> list[Cell]:
        return state.board.walk_neighbours(c, cross_clouds=climber) + state.board.teleport_targets(c)
    return nxt


def _check_navigate(state: GameState, a: Action) -> str | None:
    me = _me(state, a)
    if me.id != "navigator":
        return "only the Navigator can move another adventurer"
    if not state.has_player(a.target) or a.target == me.id:
        return "choose another adventurer to move"
    t = state.player(a.target)  # type: ignore[arg-type]
    path = a.path
    if not path:
        return "give the path, one tile per step"
    if len(path) > NAVIGATOR_STEPS:
        return f"the Navigator moves someone at most {NAVIGATOR_STEPS} tiles"
    nxt = _navigate_steps(state, t)
    cur = t.at
    for c in path:
        c = _cell(c)  # type: ignore[assignment]
        if c is None or c not in nxt(cur):
            return f"{_name(state, t.id)} cannot go from {list(cur)} to {list(c) if c else c} in one step"
        cur = c
    return _check_carry(state, t, a.carry)


def _check_rotate_pad(state: GameState, a: Action) -> str | None:
    b = state.board
    if b.pad is None:
        return "the launch pad has not been found yet"
    if _me(state, a).at not in b.pad_cells():
        return "stand on one of the launch pad's tiles to turn it"
    if b.wire_count("pad:A") or b.wire_count("pad:B"):
        return "the launch pad can only be turned while no wire touches it"
    return None


def _check_end(state: GameState, a: Action) -> str | None:
    return None


def _check_give_tile(state: GameState, a: Action) -> str | None:
    if state.phase == "over":
        return "the game is over"
    me = _me(state, a)
    if me.id != "surveyor":
        return "only the Surveyor can give tiles"
    if a.tile not in me.tiles:
        return "that tile is not in the Surveyor's hand"
    if not state.has_player(a.to) or a.to == me.id:
        return "choose another adventurer to receive the tile"
    t = state.player(a.to)
    if not _near(state, me.at, t.at):
        return f"{_name(state, t.id)} is not on the Surveyor's tile or a neighbouring tile"
    if len(t.tiles) >= _hand_limit(state, t.id):
        return f"{_name(state, t.id)}'s hand is full"
    return None


def _check_give_equipment(state: GameState, a: Action) -> str | None:
    me = _me(state, a)
    if a.card not in me.equipment:
        return "you do not hold that card"
    if not state.has_player(a.to) or a.to == me.id:
        return "choose another adventurer to receive the card"
    if state.player(a.to).at != me.at:
        return f"equipment is passed on the same tile: {_name(state, a.to)} is elsewhere"
    return None


def _check_play(state: GameState, a: Action) -> str | None:
    me = _me(state, a)
    spec = state.data.equipment.get(a.card or "")
    if spec is None or a.card not in me.equipment:
        return "you do not hold that card"
    if spec.timing == "own_turn" and (state.phase != "actions" or state.current != me.id):
        return f"{spec.name} can only be played during your own turn"
    return _PLAY_CHECK[spec.effect](state, a, me)


def _check_choose(state: GameState, a: Action) -> str | None:
    p = state.pending
    assert p is not None
    if a.player != p.player:
        return f"{_name(state, p.player)} makes this choice"
    if a.option not in p.options:
        return "that is not one of the choices"
    return None


# ---- equipment checks ------------------------------------------------------------------------


def _play_jet_pack(state: GameState, a: Action, me: PlayerState) -> str | None:
    to = _cell(a.to)
    if to is None or state.board.at(to) is None:
        return "the Jet Pack flies to a tile of the platform"
    if to == me.at:
        return "you are already there"
    if a.target is not None:
        if a.target == me.id or not state.has_player(a.target):
            return "choose another adventurer to take along"
        if state.player(a.target).at != me.at:
            return f"{_name(state, a.target)} is not on your tile"
    return None


def _play_protect(state: GameState, a: Action, me: PlayerState) -> str | None:
    return None


def _play_time_throttle(state: GameState, a: Action, me: PlayerState) -> str | None:
    return None


def _play_restore(state: GameState, a: Action, me: PlayerState, stat: str) -> str | None:
    if not state.has_player(a.target):
        return "choose an adventurer on your tile"
    t = state.player(a.target)  # type: ignore[arg-type]
    if t.at != me.at:
        return f"{_name(state, t.id)} is not on your tile"
    if getattr(t, stat) >= getattr(state.data.adventurers[t.id], stat):
        return f"{_name(state, t.id)}'s {stat} is already full"
    return None


def _play_stratoscope(state: GameState, a: Action, me: PlayerState) -> str | None:
    top = state.storm_pile[:3]
    if not top:
        return "the Storm pile is empty"
    if a.option is None:
        return None   # just look, keep the order
    if not isinstance(a.option, (tuple, list)) or sorted(a.option) != sorted(top):
        return "put back exactly the top Storm cards, in the order you choose"
    return None


def _play_aerometer(state: GameState, a: Action, me: PlayerState) -> str | None:
    if a.option not in ("cw", "ccw"):
        return "turn the compass clockwise (cw) or counter-clockwise (ccw)"
    return None


def _play_clamp(state: GameState, a: Action, me: PlayerState) -> str | None:
    if a.tile not in me.tiles:
        return "that tile is not in your hand"
    at = _cell(a.at)
    if at is None:
        return "say where to place the tile"
    return state.board.placement_refusal(state.tile_spec(a.tile), at, a.rot, me.at, ignore_copper=True)


def _play_fuser(state: GameState, a: Action, me: PlayerState) -> str | None:
    if a.option == "remove":
        return _check_unwire(state, a, anywhere=True)
    if a.a is None or a.b is None or a.kind is None:
        return "the Remote Fuser needs a wire kind and two components"
    return add_refusal(state.board, state.data.components, _needs(state), a.kind, a.a, a.b, None)


_PLAY_CHECK: dict[str, Callable[[GameState, Action, PlayerState], str | None]] = {
    "jet_pack": _play_jet_pack,
    "strike_shield": _play_protect,
    "gravity_hook": _play_protect,
    "time_throttle": _play_time_throttle,
    "med_kit": lambda s, a, m: _play_restore(s, a, m, "health"),
    "defrayer": lambda s, a, m: _play_restore(s, a, m, "rope"),
    "stratoscope": _play_stratoscope,
    "aerometer": _play_aerometer,
    "platform_clamp": _play_clamp,
    "remote_fuser": _play_fuser,
}

_CHECK: dict[str, Callable[[GameState, Action], str | None]] = {
    "move": _check_move, "teleport": _check_teleport, "scout": _check_scout,
    "explore": _check_explore, "wire": _check_wire, "unwire": _check_unwire,
    "heal": _check_heal, "repair": _check_repair, "navigate": _check_navigate,
    "rotate_pad": _check_rotate_pad, "end_actions": _check_end,
}
# Free actions any player may take at any time outside a card's resolution.
_FREE_ANY_TIME: dict[str, Callable[[GameState, Action], str | None]] = {
    "give_tile": _check_give_tile, "give_equipment": _check_give_equipment, "play": _check_play,
}


# =============================================================================================
# Doing


def _spend(state: GameState, a: Action) -> GameState:
    if _is_free_wire(state, a):
        return replace(state, free_wire_used=True)
    if a.type in COSTS_AN_ACTION:
        return replace(state, actions_left=state.actions_left - 1)
    return state


def _move_to(state: GameState, pid: str, to: Cell) -> GameState:
    return state.with_player(pid, at=to)


def _do_move(state: GameState, a: Action, ev: list[Event]) -> GameState:
    me = _me(state, a)
    to = _cell(a.to)
    assert to is not None
    state = _spend(state, a)
    state = _move_to(state, me.id, to)
    ev.append(Event("teleported" if a.type == "teleport" else "moved",
                    {"player": me.id, "path": [me.at, to], "by": me.id}))
    if a.carry:
        state = _move_to(state, a.carry, to)
        ev.append(Event("moved", {"player": a.carry, "path": [me.at, to], "by": me.id, "carried": True}))
    return state


def _do_scout(state: GameState, a: Action, ev: list[Event]) -> GameState:
    me = _me(state, a)
    tile, pile = state.tile_pile[0], state.tile_pile[1:]
    state = _spend(state, a)
    state = replace(state, tile_pile=pile).with_player(me.id, tiles=me.tiles + (tile,))
    ev.append(Event("tile_scouted", {"player": me.id, "tile": tile}))
    return state


def _place_tile(state: GameState, pid: str, tile: str, at: Cell, rot: int, ev: list[Event],
                how: str) -> GameState:
    """Put a tile from ``pid``'s hand on the platform: completions, then the gear's card."""
    me = state.player(pid)
    hand = list(me.tiles)
    hand.remove(tile)
    spec = state.tile_spec(tile)
    board, done = state.board.place(spec, at, rot)
    state = replace(state, board=board).with_player(pid, tiles=tuple(hand))
    ev.append(Event("tile_placed", {
        "player": pid, "tile": tile, "at": at, "rot": rot, "by": how, "symbol": spec.symbol,
        "completions": [{"kind": c.kind, "ref": c.ref, "cells": list(c.cells)} for c in done]}))
    if spec.symbol == "gear":
        if state.equipment_deck:
            card, deck = state.equipment_deck[0], state.equipment_deck[1:]
            state = replace(state, equipment_deck=deck).with_player(pid, equipment=state.player(pid).equipment + (card,))
            ev.append(Event("equipment_drawn", {"player": pid, "card": card}))
        else:
            ev.append(Event("equipment_deck_empty", {"player": pid}))
    return state


def _do_explore(state: GameState, a: Action, ev: list[Event]) -> GameState:
    state = _spend(state, a)
    return _place_tile(state, a.player, a.tile, _cell(a.at), a.rot, ev, "explore")  # type: ignore[arg-type]


def _add_wire(state: GameState, kind: str, x: str, y: str, by: str, ev: list[Event], how: str) -> GameState:
    wire = Wire.make(kind, x, y)
    state = replace(state, board=with_wire(state.board, wire))
    ev.append(Event("wire_added", {"kind": kind, "a": wire.a, "b": wire.b, "by": by, "how": how}))
    chain = launch_ready(state.board, _needs(state))
    if chain is not None:
        pads = set(state.board.pad_cells())
        left = [p.id for p in state.players if p.at not in pads]
        won = not left
        ev.append(Event("launched", {"won": won, "loop": chain, "left_behind": left}))
        if won:
            state = _end(state, "won", "The rocket launched with every adventurer aboard.", ev)
        else:
            names = ", ".join(_name(state, p) for p in left)
            state = _end(state, "lost:abandoned", f"The rocket launched without {names}.", ev)
    return state


def _do_wire(state: GameState, a: Action, ev: list[Event]) -> GameState:
    state = _spend(state, a)
    return _add_wire(state, a.kind, a.a, a.b, a.player, ev, "free" if a.free else "action")  # type: ignore[arg-type]


def _remove_wire(state: GameState, a: Action, ev: list[Event], how: str) -> GameState:
    w = find_wire(state.board, a.a, a.b, a.kind)  # type: ignore[arg-type]
    assert w is not None
    state = replace(state, board=without_wire(state.board, w))
    ev.append(Event("wire_removed", {"kind": w.kind, "a": w.a, "b": w.b, "by": a.player, "how": how}))
    return state


def _do_unwire(state: GameState, a: Action, ev: list[Event]) -> GameState:
    state = _spend(state, a)
    return _remove_wire(state, a, ev, "free" if a.free else "action")


def _do_heal(state: GameState, a: Action, ev: list[Event], stat: str = "health", amount: int = 1,
             spend: bool = True) -> GameState:
    if spend:
        state = _spend(state, a)
    t = state.player(a.target)  # type: ignore[arg-type]
    full = getattr(state.data.adventurers[t.id], stat)
    new = min(full, getattr(t, stat) + amount)
    state = state.with_player(t.id, **{stat: new})
    ev.append(Event("healed" if stat == "health" else "repaired",
                    {"player": t.id, "target": t.id, "by": a.player, "amount": new - getattr(t, stat), stat: new}))
    return state


def _do_repair(state: GameState, a: Action, ev: list[Event]) -> GameState:
    return _do_heal(state, a, ev, "rope")


def _do_navigate(state: GameState, a: Action, ev: list[Event]) -> GameState:
    state = _spend(state, a)
    t = state.player(a.target)  # type: ignore[arg-type]
    path: list[Cell] = [t.at] + [(c[0], c[1]) for c in a.path or ()]
    state = _move_to(state, t.id, path[-1])
    ev.append(Event("moved", {"player": t.id, "path": path, "by": a.player}))
    if a.carry:
        state = _move_to(state, a.carry, path[-1])  # type: ignore[arg-type]
        ev.append(Event("moved", {"player": a.carry, "path": path, "by": a.player, "carried": True}))
    return state


def _do_rotate_pad(state: GameState, a: Action, ev: list[Event]) -> GameState:
    axis = "NS" if state.board.pad_axis == "EW" else "EW"
    ev.append(Event("pad_rotated", {"player": a.player, "axis": axis}))
    return replace(state, board=replace(state.board, pad_axis=axis))


def _do_end_actions(state: GameState, a: Action, ev: list[Event]) -> GameState:
    draws = state.intensity
    ev.append(Event("storm_phase_began", {"player": state.current, "draws": draws}))
    return replace(state, phase="storm", storm_draws_left=draws, actions_left=0)


def _do_draw_storm(state: GameState, a: Action, ev: list[Event]) -> GameState:
    state = storm.draw(state, ev, _end)
    return _after_storm_step(state, ev)


def _after_storm_step(state: GameState, ev: list[Event]) -> GameState:
    if state.over or state.pending is not None or state.phase != "storm":
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
    state = replace(state, current_index=idx, turn=state.turn + 1, phase="actions",
                    actions_left=ACTIONS_PER_TURN, free_wire_used=False, storm_draws_left=0,
                    protections=kept)
    ev.append(Event("turn_began", {"player": nxt, "turn": state.turn}))
    return state


def _do_choose(state: GameState, a: Action, ev: list[Event]) -> GameState:
    state = storm.answer(state, a.option, ev, _end)
    return _after_storm_step(state, ev)


def _do_give_tile(state: GameState, a: Action, ev: list[Event]) -> GameState:
    me = _me(state, a)
    hand = list(me.tiles)
    hand.remove(a.tile)  # type: ignore[arg-type]
    state = state.with_player(me.id, tiles=tuple(hand))
    state = state.with_player(a.to, tiles=state.player(a.to).tiles + (a.tile,))
    ev.append(Event("tile_given", {"player": me.id, "to": a.to, "tile": a.tile}))
    return state


def _do_give_equipment(state: GameState, a: Action, ev: list[Event]) -> GameState:
    me = _me(state, a)
    cards = list(me.equipment)
    cards.remove(a.card)  # type: ignore[arg-type]
    state = state.with_player(me.id, equipment=tuple(cards))
    state = state.with_player(a.to, equipment=state.player(a.to).equipment + (a.card,))
    ev.append(Event("equipment_given", {"player": me.id, "to": a.to, "card": a.card}))
    return state


def _do_play(state: GameState, a: Action, ev: list[Event]) -> GameState:
    me = _me(state, a)
    spec = state.data.equipment[a.card]  # type: ignore[index]
    cards = list(me.equipment)
    cards.remove(a.card)  # type: ignore[arg-type]
    state = state.with_player(me.id, equipment=tuple(cards))
    state = replace(state, equipment_discard=state.equipment_discard + (spec.id,))
    info: dict[str, Any] = {"player": me.id, "card": a.card}
    effect = spec.effect
    if effect == "jet_pack":
        to = _cell(a.to)
        info.update(to=to, target=a.target)
        ev.append(Event("equipment_played", info))
        state = _move_to(state, me.id, to)  # type: ignore[arg-type]
        ev.append(Event("moved", {"player": me.id, "path": [me.at, to], "by": me.id, "flew": True}))
        if a.target:
            state = _move_to(state, a.target, to)  # type: ignore[arg-type]
            ev.append(Event("moved", {"player": a.target, "path": [me.at, to], "by": me.id, "flew": True}))
    elif effect in ("strike_shield", "gravity_hook"):
        covered = tuple(state.players_at(me.at))
        info["players"] = list(covered)
        ev.append(Event("equipment_played", info))
        state = replace(state, protections=state.protections + (Protection(effect, me.id, covered),))
    elif effect == "time_throttle":
        ev.append(Event("equipment_played", info))
        state = replace(state, actions_left=state.actions_left + 2)
    elif effect in ("med_kit", "defrayer"):
        info["target"] = a.target
        ev.append(Event("equipment_played", info))
        state = _do_heal(state, a, ev, "health" if effect == "med_kit" else "rope", 2, spend=False)
    elif effect == "stratoscope":
        top = state.storm_pile[:3]
        order = tuple(a.option) if a.option is not None else top
        info.update(seen=list(top), order=list(order))
        ev.append(Event("equipment_played", info))
        ev.append(Event("storm_cards_seen", {"player": me.id, "cards": list(top)}))
        state = replace(state, storm_pile=order + state.storm_pile[3:])
    elif effect == "aerometer":
        info["turn"] = a.option
        ev.append(Event("equipment_played", info))
        state = storm.turn_wind(state, a.option, ev, by=me.id)  # type: ignore[arg-type]
    elif effect == "platform_clamp":
        info.update(tile=a.tile, at=_cell(a.at), rot=a.rot)
        ev.append(Event("equipment_played", info))
        state = _place_tile(state, me.id, a.tile, _cell(a.at), a.rot, ev, "platform_clamp")  # type: ignore[arg-type]
    elif effect == "remote_fuser":
        ev.append(Event("equipment_played", {**info, "a": a.a, "b": a.b, "kind": a.kind, "option": a.option}))
        if a.option == "remove":
            state = _remove_wire(state, a, ev, "remote_fuser")
        else:
            state = _add_wire(state, a.kind, a.a, a.b, me.id, ev, "remote_fuser")  # type: ignore[arg-type]
    return state


def _end(state: GameState, outcome: str, cause: str, ev: list[Event]) -> GameState:
    if state.over:
        return state
    ev.append(Event("game_over", {"outcome": outcome, "cause": cause, "turn": state.turn}))
    return replace(state, outcome=outcome, outcome_cause=cause, phase="over", pending=None)


_DO: dict[str, Callable[[GameState, Action, list[Event]], GameState]] = {
    "move": _do_move, "teleport": _do_move, "scout": _do_scout, "explore": _do_explore,
    "wire": _do_wire, "unwire": _do_unwire, "heal": _do_heal, "repair": _do_repair,
    "navigate": _do_navigate, "rotate_pad": _do_rotate_pad, "end_actions": _do_end_actions,
    "draw_storm": _do_draw_storm, "choose": _do_choose, "give_tile": _do_give_tile,
    "give_equipment": _do_give_equipment, "play": _do_play,
}


# =============================================================================================
# Enumerating


def _current_player_actions(state: GameState) -> list[Action]:
    me = state.player(state.current)
    b = state.board
    out: list[Action] = []
    has_action = state.actions_left > 0
    climber = me.id == "climber"
    carries: list[str | None] = [None]
    if climber:
        carries += [p for p in state.players_at(me.at) if p != me.id]
    if has_action:
        for to in b.walk_neighbours(me.at, cross_clouds=climber):
            out += [Action("move", me.id, to=to, carry=c) for c in carries]
        for to in b.teleport_targets(me.at):
            out += [Action("teleport", me.id, to=to, carry=c) for c in carries]
        if len(me.tiles) < _hand_limit(state, me.id) and state.tile_pile:
            out.append(Action("scout", me.id))
        specs = {}
        for t in dict.fromkeys(me.tiles):
            specs[state.tile_spec(t)] = t
        for spec, cell, rot in b.legal_placements(list(specs), me.at):
            out.append(Action("explore", me.id, tile=specs[spec], at=cell, rot=rot))
    free_wire = me.id == "electrician" and not state.free_wire_used
    if has_action or free_wire:
        needs = _needs(state)
        for kind, x, y in candidate_wires(b, state.data.components, needs, (me.at,)):
            out.append(Action("wire", me.id, kind=kind, a=x, b=y, free=free_wire))
        for w in b.wires:
            held = set(b.component_cells(w.a)) | set(b.component_cells(w.b))
            if me.at in held:
                out.append(Action("unwire", me.id, a=w.a, b=w.b, kind=w.kind, free=free_wire))
    if has_action:
        if me.id in ("medic", "knotsmith"):
            stat = "health" if me.id == "medic" else "rope"
            for p in state.players:
                if _near(state, me.at, p.at) and getattr(p, stat) < getattr(state.data.adventurers[p.id], stat):
                    out.append(Action("heal" if stat == "health" else "repair", me.id, target=p.id))
        if me.id == "navigator":
            out += _navigate_actions(state, me)
    if b.pad is not None and me.at in b.pad_cells() and not (b.wire_count("pad:A") or b.wire_count("pad:B")):
        out.append(Action("rotate_pad", me.id))
    out.append(Action("end_actions", me.id))
    return out


def _navigate_actions(state: GameState, me: PlayerState) -> list[Action]:
    """One path per reachable destination (the shortest, found breadth first)."""
    out = []
    for t in state.players:
        if t.id == me.id:
            continue
        nxt = _navigate_steps(state, t)
        paths: dict[Cell, tuple[Cell, ...]] = {t.at: ()}
        frontier = [t.at]
        for _ in range(NAVIGATOR_STEPS):
            new_frontier = []
            for c in frontier:
                for n in nxt(c):
                    if n not in paths:
                        paths[n] = paths[c] + (n,)
                        new_frontier.append(n)
            frontier = new_frontier
        carries: list[str | None] = [None]
        if t.id == "climber":
            carries += [p for p in state.players_at(t.at) if p != t.id]
        for _dest, path in sorted(paths.items()):
            if path:
                out += [Action("navigate", me.id, target=t.id, path=path, carry=c) for c in carries]
    return out


def _free_actions(state: GameState) -> list[Action]:
    out: list[Action] = []
    b = state.board
    for me in state.players:
        if me.id == "surveyor" and me.tiles:
            for other in state.players:
                if other.id != me.id and _near(state, me.at, other.at) \
                        and len(other.tiles) < _hand_limit(state, other.id):
                    out += [Action("give_tile", me.id, to=other.id, tile=t) for t in dict.fromkeys(me.tiles)]
        for card in dict.fromkeys(me.equipment):
            for other in state.players:
                if other.id != me.id and other.at == me.at:
                    out.append(Action("give_equipment", me.id, to=other.id, card=card))
            out += _plays(state, me, card)
    del b
    return out


def _plays(state: GameState, me: PlayerState, card: str) -> list[Action]:
    spec = state.data.equipment[card]
    if spec.timing == "own_turn" and (state.phase != "actions" or state.current != me.id):
        return []
    e = spec.effect

    def P(**kw: Any) -> Action:
        return Action("play", me.id, card=card, **kw)

    here = [p for p in state.players_at(me.at) if p != me.id]
    if e == "jet_pack":
        return [P(to=c, target=t) for c in sorted(state.board.tiles) if c != me.at for t in [None] + here]
    if e in ("strike_shield", "gravity_hook", "time_throttle"):
        return [P()]
    if e in ("med_kit", "defrayer"):
        stat = "health" if e == "med_kit" else "rope"
        return [P(target=p.id) for p in state.players if p.at == me.at
                and getattr(p, stat) < getattr(state.data.adventurers[p.id], stat)]
    if e == "stratoscope":
        top = state.storm_pile[:3]
        return [P(option=tuple(o)) for o in dict.fromkeys(permutations(top))] if top else []
    if e == "aerometer":
        return [P(option="cw"), P(option="ccw")]
    if e == "platform_clamp":
        specs = {state.tile_spec(t): t for t in dict.fromkeys(me.tiles)}
        return [P(tile=specs[s], at=c, rot=r)
                for s, c, r in state.board.legal_placements(list(specs), me.at, ignore_copper=True)]
    if e == "remote_fuser":
        needs = _needs(state)
        acts = [P(kind=k, a=x, b=y) for k, x, y in candidate_wires(state.board, state.data.components, needs, None)]
        acts += [P(option="remove", a=w.a, b=w.b, kind=w.kind) for w in state.board.wires]
        return acts
    return []


__all__ = ["Board", "apply", "describe", "is_legal", "legal_actions", "new_game"]
