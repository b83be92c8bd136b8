"""Sky's scenario files: a position and a list of actions (docs/scenario-format.md). The runner
that plays them and prints what happened is game-free: engine/scenario.py.

Besides the documented fields, a scenario may carry ``expect``, ``expect_events`` and
``expect_error`` (what the test suite checks) and ``title``/``notes``; the runner ignores them.
"""

from __future__ import annotations

import math

from ...engine.scenario_parts import ScenarioError, clip, read_actions, read_flag
from ...engine.values import evolve
from typing import Any

from ..data import GameData, game_data
from ..data.tiles import parse_tile
from ...safeio import short_repr
from .actions import Action
from .board import EDGES, Board, RefError, Wire, parse_ref, start_board
from ...engine.rng import shuffled
from .state import GameState, PlayerState

FIELDS = {"game", "players", "blueprint", "seed", "start_grid", "tiles", "pawns", "health", "rope", "hands",
          "wind", "storm_tick", "storm_deck", "tile_pile", "equipment_deck", "launch_pad_axis", "wires",
          "actions", "auto_storm", "actions_left", "storm_discard",
          "expect", "expect_events", "expect_error", "expect_refusal", "title", "notes", "puzzle"}


MAX_SEED = 2**63


def _cell(v: Any, key: str) -> tuple[int, int]:
    if isinstance(v, (list, tuple)) and len(v) == 2 and all(isinstance(c, int) and not isinstance(c, bool) for c in v):
        return (v[0], v[1])
    raise ScenarioError(key, f"must be a cell [x, y], not {short_repr(v)}")


def _ids(v: Any, key: str, known: Any, what: str) -> list[str]:
    if not isinstance(v, list):
        raise ScenarioError(key, f"must be a list of {what} ids")
    for x in v:
        if not isinstance(x, str):
            raise ScenarioError(key, f"must be a list of {what} ids (names), not {short_repr(x)}")
        if x not in known:
            raise ScenarioError(key, f"unknown {what} {short_repr(x)}")
    return list(v)


def _name(v: Any, key: str) -> str:
    """A key of the document used in a message: short, whatever it is."""
    return f"{key}.{short_repr(v, 30) if not isinstance(v, str) else clip(v, 30)}"


def build(doc: Any, data: GameData | None = None) -> tuple[GameState, list[Action], bool]:
    """The position, the actions and the auto_storm flag of a scenario document."""
    data = data or game_data()
    if not isinstance(doc, dict):
        raise ScenarioError("", "a scenario is a mapping of fields")
    unknown = set(doc) - FIELDS
    if unknown:
        raise ScenarioError(sorted(map(short_repr, unknown))[0], f"unknown field (expected some of {', '.join(sorted(FIELDS))})")
    if doc.get("game", "sky") != "sky":
        raise ScenarioError("game", f"this is a Forbidden Sky scenario, not {short_repr(doc['game'])}")
    players = doc.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 5:
        raise ScenarioError("players", "a list of 2 to 5 adventurer ids in turn order is required")
    _ids(players, "players", data.adventurers, "adventurer")
    if len(set(players)) != len(players):
        raise ScenarioError("players", "an adventurer is listed twice")
    level = doc.get("blueprint", "novice")
    if not isinstance(level, str) or level not in data.blueprints:
        raise ScenarioError("blueprint", f"unknown level {short_repr(level)} (expected {', '.join(data.blueprints)})")
    seed = doc.get("seed", 1)
    if isinstance(seed, bool) or not isinstance(seed, int) or not -MAX_SEED < seed < MAX_SEED:
        raise ScenarioError("seed", "must be a whole number of at most 18 digits")
    counter = 0

    # ---- the platform --------------------------------------------------------------------
    supply = data.components.supply
    if doc.get("start_grid", True) is True:
        board = start_board(data.start_grid, supply)
    elif doc.get("start_grid") is False:
        board = Board(supply=dict(supply))
    else:
        raise ScenarioError("start_grid", "must be true or false")
    extra = []
    used_tiles: list[str] = []
    raw_tiles = doc.get("tiles") or []
    if not isinstance(raw_tiles, list):
        raise ScenarioError("tiles", "must be a list of {at, rot, id} or {at, rot, tile}")
    for i, t in enumerate(raw_tiles):
        key = f"tiles[{i}]"
        if not isinstance(t, dict):
            raise ScenarioError(key, "must be a mapping with at, rot and id or tile")
        at = _cell(t.get("at"), f"{key}.at")
        rot = t.get("rot", 0)
        if rot not in (0, 90, 180, 270):
            raise ScenarioError(f"{key}.rot", "must be 0, 90, 180 or 270")
        if at in board.tiles:
            raise ScenarioError(f"{key}.at", f"cell {list(at)} already holds a tile")
        if "tile" in t:
            problems: list[str] = []

            def report(k: str, m: str, problems: list[str] = problems) -> None:
                problems.append(f"{k}: {m}" if k else m)
            raw_tile = t["tile"]
            tid = raw_tile.get("id") if isinstance(raw_tile, dict) else None
            tid = tid if isinstance(tid, str) and tid and len(tid) <= 64 else f"inline{i}"
            inline = parse_tile(raw_tile, report, tile_id=tid, authored=False, allow_start_symbols=True)
            if inline is None:
                raise ScenarioError(f"{key}.tile", "; ".join(problems))
            extra.append(inline)
            spec = inline
        else:
            tid = t.get("id")
            try:
                if not isinstance(tid, str):    # a list is no name (and no dict key)
                    raise KeyError(tid)
                spec = data.tile(tid)
            except KeyError:
                raise ScenarioError(f"{key}.id", f"unknown tile {short_repr(tid)}") from None
            if tid in used_tiles:
                raise ScenarioError(f"{key}.id", f"tile {tid} is placed twice")
            used_tiles.append(tid)
        board, _ = board.place(spec, at, rot)
    axis = doc.get("launch_pad_axis", "EW")
    if axis not in ("EW", "NS"):
        raise ScenarioError("launch_pad_axis", "must be EW or NS")
    board = evolve(board, pad_axis=axis)

    # ---- wires already placed (counts only) ------------------------------------------------
    raw_wires = doc.get("wires") or []
    if not isinstance(raw_wires, list):
        raise ScenarioError("wires", "must be a list of {kind, a, b}")
    for i, w in enumerate(raw_wires):
        key = f"wires[{i}]"
        if not isinstance(w, dict) or w.get("kind") not in ("short", "long"):
            raise ScenarioError(key, "needs kind short or long, and components a and b")
        try:
            a, b = parse_ref(w.get("a")), parse_ref(w.get("b"))
        except RefError as exc:
            raise ScenarioError(key, str(exc)) from None
        for ref in (a, b):
            if not board.has_component(ref):
                raise ScenarioError(key, f"there is no component {ref} on this board")
            if board.wire_count(ref) >= (1 if ref.startswith("pad:") else 2):
                raise ScenarioError(key, f"{ref} already holds all the wires it can")
        if board.supply.get(f"{w['kind']}_wire", 0) <= 0:
            raise ScenarioError(key, f"no {w['kind']} wire is left in the supply")
        if a == b:
            raise ScenarioError(key, "a wire joins two different components")
        if any({x.a, x.b} == {a, b} for x in board.wires):
            raise ScenarioError(key, f"{a} and {b} are already joined by a wire")
        # a listed wire lies centred unless the scenario says where (its offset along a->b)
        off = w.get("offset", 0.0)
        if isinstance(off, bool) or not isinstance(off, (int, float)) or not math.isfinite(off) \
                or abs(off) > max(data.components.wire_lengths.values()) / 2:
            raise ScenarioError(key, f"offset must be a number of tile units, not {off!r}")
        wire = Wire.make(w["kind"], a, b, float(off))
        sup = dict(board.supply)
        sup[f"{wire.kind}_wire"] -= 1
        board = evolve(board, wires=board.wires + (wire,), supply=sup)

    # ---- adventurers ----------------------------------------------------------------------
    landing = next((c.at for c in data.start_grid if c.tile.symbol == "landing_pad"), (0, 1))
    pawns = _mapping(doc, "pawns", players)
    health = _mapping(doc, "health", players)
    rope = _mapping(doc, "rope", players)
    hands = _mapping(doc, "hands", players)
    everything_known = {**{t: 1 for t in data.tiles}, **{t.id: 1 for t in extra}}
    hand_tiles: dict[str, list[str]] = {}
    hand_cards: dict[str, list[str]] = {}
    for pid, h in hands.items():
        if not isinstance(h, dict) or set(h) - {"tiles", "equipment"}:
            raise ScenarioError(f"hands.{pid}", "must be {tiles: [...], equipment: [...]}")
        hand_tiles[pid] = _ids(h.get("tiles", []), f"hands.{pid}.tiles", everything_known, "tile")
        hand_cards[pid] = _ids(h.get("equipment", []), f"hands.{pid}.equipment", data.equipment, "equipment")
    # ---- piles ----------------------------------------------------------------------------
    placed_ids = {pl.spec.id for pl in board.tiles.values()}
    held = [t for ts in hand_tiles.values() for t in ts]
    if "tile_pile" in doc:
        tile_pile = _ids(doc["tile_pile"], "tile_pile", data.tiles, "tile")
    else:
        rest = [t for t in data.tiles if t not in placed_ids and t not in held]
        tile_pile, counter = shuffled(seed, counter, rest)
        for pid in players:   # players with no hand given are dealt as in a new game
            if pid not in hand_tiles:
                n = data.adventurers[pid].start_tiles
                hand_tiles[pid], tile_pile = tile_pile[:n], tile_pile[n:]
    if "storm_deck" in doc:
        storm_pile = _ids(doc["storm_deck"], "storm_deck", data.storm_cards, "storm card")
    else:
        storm_pile, counter = shuffled(seed, counter, data.storm_deck())
    storm_discard = _ids(doc.get("storm_discard", []), "storm_discard", data.storm_cards, "storm card")
    if "equipment_deck" in doc:
        eq_deck = _ids(doc["equipment_deck"], "equipment_deck", data.equipment, "equipment")
    else:
        deck = data.equipment_deck()
        for cards in hand_cards.values():
            for c in cards:
                if c in deck:
                    deck.remove(c)
        eq_deck, counter = shuffled(seed, counter, deck)

    # every platform tile is in one place only: on the board, in a hand or in the pile
    seen: dict[str, str] = {pl.spec.id: "the board" for pl in board.tiles.values()}
    for where, ids in [*((f"hands.{p}.tiles", t) for p, t in hand_tiles.items()), ("tile_pile", tile_pile)]:
        for tid in ids:
            if tid in seen:
                raise ScenarioError(where, f"tile {tid} is already on {seen[tid]}")
            seen[tid] = where
    states = []
    for pid in players:
        adv = data.adventurers[pid]
        at = _cell(pawns[pid], f"pawns.{pid}") if pid in pawns else landing
        if at not in board.tiles:
            raise ScenarioError(f"pawns.{pid}", f"{list(at)} is sky: a pawn stands on a tile")
        hp = _stat(health, pid, adv.health, "health")
        rp = _stat(rope, pid, adv.rope, "rope")
        states.append(PlayerState(pid, at, hp, rp, tuple(hand_tiles.get(pid, [])), tuple(hand_cards.get(pid, []))))
    wind = doc.get("wind", "S")
    if wind not in EDGES:
        raise ScenarioError("wind", "must be N, E, S or W")
    n = len(players)
    tick = doc.get("storm_tick", data.storm_meter.start_tick.get(max(2, min(5, n)), 0))
    if isinstance(tick, bool) or not isinstance(tick, int) or not 0 <= tick < data.storm_meter.skull:
        raise ScenarioError("storm_tick", f"must be a tick from 0 to {data.storm_meter.skull - 1}")
    actions_left = doc.get("actions_left", 4)
    if isinstance(actions_left, bool) or not isinstance(actions_left, int) or actions_left < 0:
        raise ScenarioError("actions_left", "must be a whole number of at least 0")
    state = GameState(level=level, seed=seed, players=tuple(states), board=board, wind=wind,
                      storm_tick=tick, actions_left=actions_left, storm_pile=tuple(storm_pile),
                      storm_discard=tuple(storm_discard), tile_pile=tuple(tile_pile),
                      equipment_deck=tuple(eq_deck), rng_counter=counter, extra_tiles=tuple(extra), data=data)

    return state, read_actions(doc, Action.from_dict), read_flag(doc, "auto_storm", True)


def _mapping(doc: dict, key: str, players: list[str]) -> dict[str, Any]:
    v = doc.get(key) or {}
    if not isinstance(v, dict):
        raise ScenarioError(key, "must map adventurer ids to values")
    for pid in v:
        if not isinstance(pid, str) or pid not in players:
            raise ScenarioError(_name(pid, key), "is not one of the players")
    return v


def _stat(values: dict[str, Any], pid: str, full: int, what: str) -> int:
    if pid not in values:
        return full
    v = values[pid]
    if isinstance(v, bool) or not isinstance(v, int) or not 0 < v <= full:
        raise ScenarioError(f"{what}.{pid}", f"must be from 1 to {full}")
    return v
