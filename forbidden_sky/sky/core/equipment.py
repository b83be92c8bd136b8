"""Equipment cards (docs/game-model.md section 10): passing them on, and playing them.

Each card names an effect kind in equipment.yaml. ``EFFECTS`` keeps one ``CardEffect`` per
kind: when it may be played (``check``), what it does (``do``), and every legal way to play it
(``options``, for ``legal_actions``). The registry must cover exactly the kinds the data
loader accepts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from ..data.specs import EQUIPMENT_EFFECTS
from . import storm
from .actions import Action
from .effects import (
    actor, add_wire, as_cell, blueprint_needs, check_unwire, hand_over, move_to, place_tile, remove_wire,
    restore,
)
from .events import (
    AerometerPlay, ClampPlay, CoverPlay, EquipmentGiven, EquipmentPlayed, FuserPlay, JetPackPlay, Moved, RestorePlay, SkyEvent,
    StormCardsSeen, StratoscopePlay,
)
from .phases import Phase
from .state import GameState, PlayerState, Protection
from .wiring import add_refusal, candidate_wires
from ...engine.values import evolve
from .codes import refuse


@dataclass(frozen=True)
class CardEffect:
    check: Callable[[GameState, Action, PlayerState], str | None]
    do: Callable[[GameState, Action, PlayerState, list[SkyEvent], str], GameState]   # (..., the card)
    options: Callable[[GameState, PlayerState, str], list[Action]]


def _play(me: PlayerState, card: str, **kw: Any) -> Action:
    return Action("play", me.id, card=card, **kw)


# ---- Jet Pack ---------------------------------------------------------------------------------


def _jet_check(state: GameState, a: Action, me: PlayerState) -> str | None:
    to = as_cell(a.to)
    if to is None or state.board.at(to) is None:
        return refuse("jet_pack_where")
    if to == me.at:
        return refuse("already_there")
    if a.target is not None:
        if a.target == me.id or not state.has_player(a.target):
            return refuse("take_along_whom")
        if state.player(a.target).at != me.at:
            return refuse("not_on_your_tile", target=a.target)
    return None


def _jet_do(state: GameState, a: Action, me: PlayerState, ev: list[SkyEvent], card: str) -> GameState:
    to = as_cell(a.to)
    assert to is not None
    ev.append(EquipmentPlayed(me.id, card, JetPackPlay(to, a.target)))
    state = move_to(state, me.id, to)
    ev.append(Moved(me.id, (me.at, to), me.id, flew=True))
    if a.target:
        state = move_to(state, a.target, to)
        ev.append(Moved(a.target, (me.at, to), me.id, flew=True))
    return state


def _jet_options(state: GameState, me: PlayerState, card: str) -> list[Action]:
    here = [p for p in state.players_at(me.at) if p != me.id]
    return [_play(me, card, to=c, target=t) for c in sorted(state.board.tiles) if c != me.at for t in [None, *here]]


# ---- Strike Shield, Gravity Hook -------------------------------------------------------------


def _always(state: GameState, a: Action, me: PlayerState) -> str | None:
    return None


def _protect_do(state: GameState, a: Action, me: PlayerState, ev: list[SkyEvent], card: str) -> GameState:
    # Who stands on the holder's tile now is covered, until the holder's next turn begins.
    kind = state.data.equipment[card].effect
    covered = tuple(state.players_at(me.at))
    ev.append(EquipmentPlayed(me.id, card, CoverPlay(covered)))
    return evolve(state, protections=(*state.protections, Protection(kind, me.id, covered)))


def _once(state: GameState, me: PlayerState, card: str) -> list[Action]:
    return [_play(me, card)]


# ---- Time Throttle ---------------------------------------------------------------------------


def _throttle_do(state: GameState, a: Action, me: PlayerState, ev: list[SkyEvent], card: str) -> GameState:
    ev.append(EquipmentPlayed(me.id, card))
    return evolve(state, actions_left=state.actions_left + 2)


# ---- Med Kit, Defrayer -------------------------------------------------------------------------


def _restore_check(stat: str) -> Callable[[GameState, Action, PlayerState], str | None]:
    def check(state: GameState, a: Action, me: PlayerState) -> str | None:
        if not state.has_player(a.target):
            return refuse("choose_on_your_tile")
        t = state.player(a.target)  # type: ignore[arg-type]
        if t.at != me.at:
            return refuse("not_on_your_tile", target=t.id)
        if getattr(t, stat) >= getattr(state.data.adventurers[t.id], stat):
            return refuse("already_full", target=t.id, stat=stat)
        return None
    return check


def _restore_do(stat: str) -> Callable[[GameState, Action, PlayerState, list[SkyEvent], str], GameState]:
    def do(state: GameState, a: Action, me: PlayerState, ev: list[SkyEvent], card: str) -> GameState:
        ev.append(EquipmentPlayed(me.id, card, RestorePlay(a.target)))
        return restore(state, a, ev, stat, 2)
    return do


def _restore_options(stat: str) -> Callable[[GameState, PlayerState, str], list[Action]]:
    def options(state: GameState, me: PlayerState, card: str) -> list[Action]:
        return [_play(me, card, target=p.id) for p in state.players
                if p.at == me.at and getattr(p, stat) < getattr(state.data.adventurers[p.id], stat)]
    return options


# ---- Stratoscope -------------------------------------------------------------------------------


def _scope_check(state: GameState, a: Action, me: PlayerState) -> str | None:
    top = state.storm_pile[:3]
    if not top:
        return refuse("storm_pile_empty")
    if a.option is None:
        return None   # just look, keep the order
    if not isinstance(a.option, (tuple, list)) or sorted(map(str, a.option)) != sorted(top):
        return refuse("stratoscope_order")
    return None


def _scope_do(state: GameState, a: Action, me: PlayerState, ev: list[SkyEvent], card: str) -> GameState:
    top = state.storm_pile[:3]
    order = tuple(a.option) if a.option is not None else top
    ev.append(EquipmentPlayed(me.id, card, StratoscopePlay(top, order)))
    ev.append(StormCardsSeen(me.id, top))
    return evolve(state, storm_pile=order + state.storm_pile[3:])


def _scope_options(state: GameState, me: PlayerState, card: str) -> list[Action]:
    top = state.storm_pile[:3]
    return [_play(me, card, option=tuple(o)) for o in dict.fromkeys(permutations(top))] if top else []


# ---- Aerometer ---------------------------------------------------------------------------------


def _aero_check(state: GameState, a: Action, me: PlayerState) -> str | None:
    if a.option not in ("cw", "ccw"):
        return refuse("compass_way")
    return None


def _aero_do(state: GameState, a: Action, me: PlayerState, ev: list[SkyEvent], card: str) -> GameState:
    ev.append(EquipmentPlayed(me.id, card, AerometerPlay(a.option)))
    return storm.turn_wind(state, a.option, ev, by=me.id)


def _aero_options(state: GameState, me: PlayerState, card: str) -> list[Action]:
    return [_play(me, card, option="cw"), _play(me, card, option="ccw")]


# ---- Platform Clamp ----------------------------------------------------------------------------


def _clamp_check(state: GameState, a: Action, me: PlayerState) -> str | None:
    if a.tile not in me.tiles:
        return refuse("tile_not_in_hand")
    at = as_cell(a.at)
    if at is None:
        return refuse("place_where")
    return state.board.placement_refusal(state.tile_spec(a.tile), at, a.rot, me.at, ignore_copper=True)


def _clamp_do(state: GameState, a: Action, me: PlayerState, ev: list[SkyEvent], card: str) -> GameState:
    at = as_cell(a.at)
    assert at is not None and a.tile is not None
    ev.append(EquipmentPlayed(me.id, card, ClampPlay(a.tile, at, a.rot)))
    return place_tile(state, me.id, a.tile, at, a.rot, ev, "platform_clamp")


def _clamp_options(state: GameState, me: PlayerState, card: str) -> list[Action]:
    specs = {state.tile_spec(t): t for t in dict.fromkeys(me.tiles)}
    return [_play(me, card, tile=specs[s], at=c, rot=r)
            for s, c, r in state.board.legal_placements(list(specs), me.at, ignore_copper=True)]


# ---- Remote Fuser --------------------------------------------------------------------------------


def _fuser_check(state: GameState, a: Action, me: PlayerState) -> str | None:
    if a.option == "remove":
        return check_unwire(state, a, anywhere=True)
    if a.a is None or a.b is None or a.kind is None:
        return refuse("fuser_needs_parts")
    return add_refusal(state.board, state.data.components, blueprint_needs(state), a.kind, a.a, a.b, None)


def _fuser_do(state: GameState, a: Action, me: PlayerState, ev: list[SkyEvent], card: str) -> GameState:
    ev.append(EquipmentPlayed(me.id, card, FuserPlay(a.a, a.b, a.kind, a.option)))
    if a.option == "remove":
        return remove_wire(state, a, ev, "remote_fuser")
    assert a.kind is not None and a.a is not None and a.b is not None
    return add_wire(state, a.kind, a.a, a.b, me.id, ev, "remote_fuser")


def _fuser_options(state: GameState, me: PlayerState, card: str) -> list[Action]:
    cands = candidate_wires(state.board, state.data.components, blueprint_needs(state), None)
    acts = [_play(me, card, kind=k, a=x, b=y) for k, x, y in cands]
    acts += [_play(me, card, option="remove", a=w.a, b=w.b, kind=w.kind) for w in state.board.wires]
    return acts


EFFECTS: dict[str, CardEffect] = {
    "jet_pack": CardEffect(_jet_check, _jet_do, _jet_options),
    "strike_shield": CardEffect(_always, _protect_do, _once),
    "gravity_hook": CardEffect(_always, _protect_do, _once),
    "time_throttle": CardEffect(_always, _throttle_do, _once),
    "med_kit": CardEffect(_restore_check("health"), _restore_do("health"), _restore_options("health")),
    "defrayer": CardEffect(_restore_check("rope"), _restore_do("rope"), _restore_options("rope")),
    "stratoscope": CardEffect(_scope_check, _scope_do, _scope_options),
    "aerometer": CardEffect(_aero_check, _aero_do, _aero_options),
    "platform_clamp": CardEffect(_clamp_check, _clamp_do, _clamp_options),
    "remote_fuser": CardEffect(_fuser_check, _fuser_do, _fuser_options),
}
assert set(EFFECTS) == set(EQUIPMENT_EFFECTS), "every equipment effect kind needs exactly one resolver"


# ---- the door's side: playing and passing -----------------------------------------------------


def _playable_now(state: GameState, me: PlayerState, timing: str) -> bool:
    return timing != "own_turn" or (state.phase == Phase.ACTIONS and state.current == me.id)


def check_play(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    spec = state.data.equipment.get(a.card or "")
    if spec is None or a.card not in me.equipment:
        return refuse("card_not_held")
    if not _playable_now(state, me, spec.timing):
        return refuse("own_turn_only", card=spec.id)
    return EFFECTS[spec.effect].check(state, a, me)


def do_play(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    """The card leaves the hand for the discard pile, then its effect happens."""
    me = actor(state, a)
    spec = state.data.equipment[a.card]  # type: ignore[index]
    cards = list(me.equipment)
    cards.remove(spec.id)
    state = state.with_player(me.id, equipment=tuple(cards))
    state = evolve(state, equipment_discard=(*state.equipment_discard, spec.id))
    return EFFECTS[spec.effect].do(state, a, me, ev, spec.id)


def play_options(state: GameState, me: PlayerState, card: str) -> list[Action]:
    spec = state.data.equipment[card]
    if not _playable_now(state, me, spec.timing):
        return []
    return EFFECTS[spec.effect].options(state, me, card)


def check_give(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    if a.card not in me.equipment:
        return refuse("card_not_held")
    if not state.has_player(a.to) or a.to == me.id:
        return refuse("give_card_whom")
    if state.player(a.to).at != me.at:
        return refuse("give_card_elsewhere", target=a.to)
    return None


def do_give(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    assert a.player is not None and a.to is not None and a.card is not None   # checked by check_give
    state = hand_over(state, a.player, a.to, "equipment", a.card)
    ev.append(EquipmentGiven(a.player, a.to, a.card))
    return state


def free_options(state: GameState) -> list[Action]:
    """Passing and playing, for every holder: both are free and not tied to a turn."""
    out: list[Action] = []
    for me in state.players:
        for card in dict.fromkeys(me.equipment):
            out += [Action("give_equipment", me.id, to=o.id, card=card)
                    for o in state.players if o.id != me.id and o.at == me.at]
            out += play_options(state, me, card)
    return out
