"""Effects shared by actions, powers and equipment: moving pawns, placing tiles, adding and
removing wires (and the launch a wire can trigger), ending the game. Each takes a state and
returns a new one, appending what happened to ``ev``."""

from __future__ import annotations

from ...engine.values import evolve
from typing import Any

from .actions import Action
from .board import Cell, edge_towards
from .events import (
    Completion, EquipmentDeckEmpty, EquipmentDrawn, GameOver, Healed, Launched, Repaired, SkyEvent, TilePlaced, WireAdded,
    WireHow, WireRemoved,
)
from .phases import OutcomeCode, Phase
from .state import GameState, PlayerState
from .wiring import find_wire, laid, launch_ready, with_wire, without_wire
from .codes import cause, refuse


def name(state: GameState, pid: str) -> str:
    adv = state.data.adventurers.get(pid)
    return adv.name if adv else str(pid)


def actor(state: GameState, a: Action) -> PlayerState:
    """The acting player (the door has filled in ``a.player``)."""
    return state.player(a.player)  # type: ignore[arg-type]


def as_cell(v: Any) -> Cell | None:
    if isinstance(v, (tuple, list)) and len(v) == 2 and all(isinstance(c, int) and not isinstance(c, bool) for c in v):
        return (v[0], v[1])
    return None


def near(state: GameState, a: Cell, b: Cell) -> bool:
    """Same tile or an adjacent placed tile: the reach of the powers that help others."""
    return a == b or (edge_towards(a, b) is not None and state.board.at(b) is not None)


def hand_limit(state: GameState, pid: str) -> int:
    return state.data.adventurers[pid].hand_limit


def blueprint_needs(state: GameState) -> dict[str, int]:
    return state.data.blueprints[state.level].needs()


def move_to(state: GameState, pid: str, to: Cell) -> GameState:
    return state.with_player(pid, at=to)


def hand_over(state: GameState, giver: str, receiver: str, hand: str, item: str) -> GameState:
    """Move one tile (``hand="tiles"``) or card (``"equipment"``) from one player to another."""
    kept = list(getattr(state.player(giver), hand))
    kept.remove(item)
    state = state.with_player(giver, **{hand: tuple(kept)})
    return state.with_player(receiver, **{hand: (*getattr(state.player(receiver), hand), item)})


def place_tile(state: GameState, pid: str, tile: str, at: Cell, rot: int, ev: list[SkyEvent],
               how: str) -> GameState:
    """Put a tile from ``pid``'s hand on the platform: completions, then the gear's card."""
    me = state.player(pid)
    hand = list(me.tiles)
    hand.remove(tile)
    spec = state.tile_spec(tile)
    board, done = state.board.place(spec, at, rot)
    state = evolve(state, board=board).with_player(pid, tiles=tuple(hand))
    ev.append(TilePlaced(pid, tile, at, rot, how, spec.symbol,
                         tuple(Completion(c.kind, c.ref, tuple(c.cells)) for c in done)))
    if spec.symbol == "gear":
        if state.equipment_deck:
            card, deck = state.equipment_deck[0], state.equipment_deck[1:]
            state = evolve(state, equipment_deck=deck).with_player(pid, equipment=state.player(pid).equipment + (card,))
            ev.append(EquipmentDrawn(pid, card))
        else:
            ev.append(EquipmentDeckEmpty(pid))
    return state


def add_wire(state: GameState, kind: str, x: str, y: str, by: str, ev: list[SkyEvent], how: WireHow) -> GameState:
    """Lay a wire (legality already checked). If it closes the blueprint's loop, the rocket
    launches at once: won with everyone on the pad's tiles, lost otherwise (rulebook)."""
    wire = laid(state.board, state.data.components, kind, x, y)
    state = evolve(state, board=with_wire(state.board, wire))
    ev.append(WireAdded(kind, wire.a, wire.b, by, how))
    chain = launch_ready(state.board, blueprint_needs(state))
    if chain is not None:
        pads = set(state.board.pad_cells())
        left = [p.id for p in state.players if p.at not in pads]
        ev.append(Launched(not left, tuple(chain), tuple(left)))
        if not left:
            state = end_game(state, OutcomeCode.WON, cause("launched"), ev)
        else:
            state = end_game(state, OutcomeCode.ABANDONED, cause("left_behind", players=list(left)), ev)
    return state


def check_unwire(state: GameState, a: Action, anywhere: bool = False) -> str | None:
    """Why this wire may not be removed (``anywhere``: the Remote Fuser), or None."""
    if a.a is None or a.b is None:
        return refuse("unwire_which")
    w = find_wire(state.board, a.a, a.b, a.kind)
    if w is None:
        return refuse("no_such_wire")
    if not anywhere:
        held = set(state.board.component_cells(w.a)) | set(state.board.component_cells(w.b))
        if actor(state, a).at not in held:
            return refuse("stand_at_wire")
    return None


def remove_wire(state: GameState, a: Action, ev: list[SkyEvent], how: WireHow) -> GameState:
    w = find_wire(state.board, a.a, a.b, a.kind)  # type: ignore[arg-type]
    assert w is not None
    state = evolve(state, board=without_wire(state.board, w))
    ev.append(WireRemoved(w.kind, w.a, w.b, actor(state, a).id, how))
    return state


def restore(state: GameState, a: Action, ev: list[SkyEvent], stat: str, amount: int) -> GameState:
    """Health (healed) or rope (repaired) back to ``a.target``, never above the start value."""
    t = state.player(a.target)  # type: ignore[arg-type]
    full = getattr(state.data.adventurers[t.id], stat)
    new = min(full, getattr(t, stat) + amount)
    state = state.with_player(t.id, **{stat: new})
    by, gained = actor(state, a).id, new - getattr(t, stat)
    ev.append(Healed(t.id, t.id, by, gained, new) if stat == "health" else Repaired(t.id, t.id, by, gained, new))
    return state


def end_game(state: GameState, outcome: OutcomeCode, cause: str, ev: list[SkyEvent]) -> GameState:
    if state.over:
        return state
    ev.append(GameOver(outcome, cause, state.turn))
    return evolve(state, outcome=outcome, outcome_cause=cause, phase=Phase.OVER, pending=None)
