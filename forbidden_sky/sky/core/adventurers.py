"""The adventurers' powers (rulebook "Meet the Adventurers", docs/game-model.md section 9).

The Electrician's free wire and the Climber's cloud crossing live where wires and moves are
decided (rules.py, board.py); what is here is each power's own check, effect and options:
the Medic's heal, the Knotsmith's repair, the Navigator's guiding, the Surveyor's gifts and
the Climber's passenger.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import Action
from .board import Cell
from .effects import actor, as_cell, hand_limit, hand_over, move_to, near, restore
from .events import Moved, SkyEvent, TileGiven
from .state import GameState, PlayerState
from .codes import refuse

NAVIGATOR_STEPS = 3
# Which adventurer helps with what, and the stat it restores.
HELPERS = {"heal": ("medic", "health"), "repair": ("knotsmith", "rope")}


# ---- Medic and Knotsmith ----------------------------------------------------------------------


def check_help(state: GameState, a: Action) -> str | None:
    power, stat = HELPERS[a.type]
    me = actor(state, a)
    if me.id != power:
        return refuse("only_power", power=power)
    if not state.has_player(a.target):
        return refuse("help_whom")
    t = state.player(a.target)  # type: ignore[arg-type]
    if not near(state, me.at, t.at):
        return refuse("not_near_you", target=t.id)
    if getattr(t, stat) >= getattr(state.data.adventurers[t.id], stat):
        return refuse("already_full", target=t.id, stat=stat)
    return None


def do_help(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    return restore(state, a, ev, HELPERS[a.type][1], 1)


def help_options(state: GameState, me: PlayerState) -> list[Action]:
    for kind, (power, stat) in HELPERS.items():
        if me.id == power:
            return [Action(kind, me.id, target=p.id) for p in state.players
                    if near(state, me.at, p.at) and getattr(p, stat) < getattr(state.data.adventurers[p.id], stat)]
    return []


# ---- Climber: the passenger ---------------------------------------------------------------------


def check_carry(state: GameState, mover: PlayerState, carry: str | None) -> str | None:
    if carry is None:
        return None
    if mover.id != "climber":
        return refuse("only_climber_carries")
    if carry == mover.id or not state.has_player(carry):
        return refuse("carry_another")
    if state.player(carry).at != mover.at:
        return refuse("carry_not_here", target=carry)
    return None


def carry_options(state: GameState, mover: PlayerState) -> list[str | None]:
    """Nobody, or anyone on the Climber's tile (when the mover is the Climber)."""
    if mover.id != "climber":
        return [None]
    return [None, *(p for p in state.players_at(mover.at) if p != mover.id)]


# ---- Navigator ---------------------------------------------------------------------------------


def _steps(state: GameState, target: PlayerState) -> Callable[[Cell], list[Cell]]:
    """One step of the guided adventurer: a move (the Climber's over clouds too) or a teleport."""
    climber = target.id == "climber"

    def nxt(c: Cell) -> list[Cell]:
        return state.board.walk_neighbours(c, cross_clouds=climber) + state.board.teleport_targets(c)
    return nxt


def check_navigate(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    if me.id != "navigator":
        return refuse("only_navigator")
    if not state.has_player(a.target) or a.target == me.id:
        return refuse("navigate_whom")
    t = state.player(a.target)  # type: ignore[arg-type]
    if not a.path:
        return refuse("navigate_path")
    if len(a.path) > NAVIGATOR_STEPS:
        return refuse("navigate_too_far", steps=NAVIGATOR_STEPS)
    nxt = _steps(state, t)
    cur = t.at
    for raw in a.path:
        c = as_cell(raw)
        if c is None or c not in nxt(cur):
            return refuse("navigate_bad_step", target=t.id, start=list(cur), end=list(c) if c else c)
        cur = c
    return check_carry(state, t, a.carry)


def do_navigate(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    t = state.player(a.target)  # type: ignore[arg-type]
    path: list[Cell] = [t.at] + [(c[0], c[1]) for c in a.path or ()]
    state = move_to(state, t.id, path[-1])
    by = actor(state, a).id
    ev.append(Moved(t.id, tuple(path), by))
    if a.carry:
        state = move_to(state, a.carry, path[-1])
        ev.append(Moved(a.carry, tuple(path), by, carried=True))
    return state


def navigate_options(state: GameState, me: PlayerState) -> list[Action]:
    """One path per reachable destination (the shortest, found breadth first)."""
    if me.id != "navigator":
        return []
    out = []
    for t in state.players:
        if t.id == me.id:
            continue
        nxt = _steps(state, t)
        paths: dict[Cell, tuple[Cell, ...]] = {t.at: ()}
        frontier = [t.at]
        for _ in range(NAVIGATOR_STEPS):
            new_frontier = []
            for c in frontier:
                for n in nxt(c):
                    if n not in paths:
                        paths[n] = (*paths[c], n)
                        new_frontier.append(n)
            frontier = new_frontier
        carries = carry_options(state, t)
        for _dest, path in sorted(paths.items()):
            if path:
                out += [Action("navigate", me.id, target=t.id, path=path, carry=c) for c in carries]
    return out


# ---- Surveyor ------------------------------------------------------------------------------------


def check_gift(state: GameState, a: Action) -> str | None:
    me = actor(state, a)
    if me.id != "surveyor":
        return refuse("only_surveyor")
    if a.tile not in me.tiles:
        return refuse("gift_not_held")
    if not state.has_player(a.to) or a.to == me.id:
        return refuse("gift_whom")
    t = state.player(a.to)
    if not near(state, me.at, t.at):
        return refuse("gift_too_far", target=t.id)
    if len(t.tiles) >= hand_limit(state, t.id):
        return refuse("gift_hand_full", target=t.id)
    return None


def do_gift(state: GameState, a: Action, ev: list[SkyEvent]) -> GameState:
    assert a.player is not None and a.to is not None and a.tile is not None   # checked by check_gift
    state = hand_over(state, a.player, a.to, "tiles", a.tile)
    ev.append(TileGiven(a.player, a.to, a.tile))
    return state


def gift_options(state: GameState) -> list[Action]:
    out: list[Action] = []
    for me in state.players:
        if me.id != "surveyor" or not me.tiles:
            continue
        for other in state.players:
            if other.id != me.id and near(state, me.at, other.at) and len(other.tiles) < hand_limit(state, other.id):
                out += [Action("give_tile", me.id, to=other.id, tile=t) for t in dict.fromkeys(me.tiles)]
    return out


# ---- Electrician -----------------------------------------------------------------------------------


def check_free_wire(state: GameState, a: Action) -> str | None:
    """The Electrician's once-per-turn free wire (add or remove), on her own turn."""
    if not a.free:
        return None
    if a.player != "electrician":
        return refuse("only_electrician")
    if state.free_wire_used:
        return refuse("free_wire_used")
    return None


def has_free_wire(state: GameState, me: PlayerState) -> bool:
    return me.id == "electrician" and not state.free_wire_used
