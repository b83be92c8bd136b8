"""Checks a saved game (``GameState.to_dict`` read back) against the game data, field by field.

A damaged or hostile save is refused here, in words, before any of it reaches the engine: the
engine trusts its state (a player index of 10**19 or a wire with three ends would make
``legal_actions`` raise), so every field is checked for its type, its range and what it refers
to (adventurers, tiles, cards and components that exist, cells on the platform). Pure Python.
"""

from __future__ import annotations

import math

from collections.abc import Collection, Mapping
from typing import Any

from ..data import GameData
from ...safeio import short_repr
from .board import EDGES, ROTATIONS, RefError, parse_ref
from .phases import OutcomeCode, PendingKind, Phase

_CAP_KINDS = ("small_capacitor", "large_capacitor")
MAX_COORD = 100        # a platform of 40 tiles never strays this far from the start grid
MAX_TURN = 1_000_000
MAX_ACTIONS = 50       # 4 a turn, a Time Throttle adds 2
MAX_DRAWS = 100
MAX_COUNTER = 2**63
MAX_TEXT = 1000
STATE_KEYS = ("version", "level", "seed", "players", "board", "turn", "current_index", "phase",
              "actions_left", "wind", "storm_tick", "storm_draws_left", "storm_pile", "storm_discard",
              "tile_pile", "equipment_deck", "equipment_discard", "free_wire_used", "protections",
              "pending", "outcome", "outcome_cause", "rng_counter", "extra_tiles")
PLAYER_KEYS = ("id", "at", "health", "rope", "tiles", "equipment")
BOARD_KEYS = ("tiles", "rods", "capacitors", "pad", "pad_axis", "wires", "supply")
PROTECTIONS = ("strike_shield", "gravity_hook")


class SaveError(ValueError):
    """A saved game that cannot be loaded; the message says which field and why."""

    def __init__(self, path: str, why: str) -> None:
        why = why if len(why) <= 400 else why[:397] + "..."   # one short line, whatever the save held
        self.path, self.why = path, why
        super().__init__(f"the saved game is damaged: {path}: {why}" if path else f"the saved game is damaged: {why}")


def _mapping(v: Any, path: str, keys: Collection[str], optional: Collection[str] = ()) -> Mapping[str, Any]:
    if not isinstance(v, Mapping):
        raise SaveError(path, f"must be a mapping, not {short_repr(v)}")
    for k in keys:
        if k not in v and k not in optional:
            raise SaveError(path, f"the field {k!r} is missing")
    for k in v:
        if k not in keys:
            raise SaveError(path, f"unknown field {short_repr(k, 30)}")
    return v


def _int(v: Any, path: str, lo: int, hi: int) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise SaveError(path, f"must be a whole number from {lo} to {hi}, not {short_repr(v)}")
    return v


def _one_of(v: Any, path: str, allowed: Collection[Any], what: str) -> Any:
    if not isinstance(v, str) or v not in allowed:
        raise SaveError(path, f"unknown {what} {short_repr(v)}")
    return v


def _list(v: Any, path: str, most: int) -> list[Any]:
    if not isinstance(v, list):
        raise SaveError(path, f"must be a list, not {short_repr(v)}")
    if len(v) > most:
        raise SaveError(path, f"holds {len(v)} entries, at most {most} make sense")
    return v


def _names(v: Any, path: str, allowed: Collection[str], what: str, most: int) -> list[str]:
    return [_one_of(x, f"{path}[{i}]", allowed, what) for i, x in enumerate(_list(v, path, most))]


def _cell(v: Any, path: str) -> tuple[int, int]:
    if not (isinstance(v, list) and len(v) == 2):
        raise SaveError(path, f"must be a cell [x, y], not {short_repr(v)}")
    return (_int(v[0], path, -MAX_COORD, MAX_COORD), _int(v[1], path, -MAX_COORD, MAX_COORD))


def _text(v: Any, path: str) -> str | None:
    if v is not None and (not isinstance(v, str) or len(v) > MAX_TEXT):
        raise SaveError(path, f"must be a short text or null, not {short_repr(v)}")
    return v


def _cause(v: Any) -> None:
    """An outcome cause: ``{"code", "params"}`` with a known code and small JSON params, or
    (a save from before the codes) a short text."""
    from .codes import CAUSES
    if not isinstance(v, dict):
        _text(v, "outcome_cause")
        return
    c = _mapping(v, "outcome_cause", ("code", "params"))
    _one_of(c["code"], "outcome_cause.code", list(CAUSES), "cause")
    params = c["params"]
    if not isinstance(params, dict) or len(params) > 8:
        raise SaveError("outcome_cause.params", f"must be a small mapping, not {short_repr(params)}")
    for k, x in params.items():
        ok = isinstance(x, (int, str)) and not isinstance(x, bool) and len(str(x)) <= MAX_TEXT
        ok = ok or (isinstance(x, list) and len(x) <= 8 and all(isinstance(i, str) and len(i) <= 64 for i in x))
        if not isinstance(k, str) or not ok:
            raise SaveError(f"outcome_cause.params.{short_repr(k)}",
                            f"must be an id, a number or a list of ids, not {short_repr(x)}")


def check_state_dict(d: Any, data: GameData, extra_ids: Collection[str]) -> None:
    """Raise SaveError naming the first field that is damaged; return when the save is sound.

    ``extra_ids`` are the ids of the save's own inline tiles (already parsed)."""
    d = _mapping(d, "", STATE_KEYS)
    _one_of(d["level"], "level", data.blueprints, "level")
    _int(d["seed"], "seed", -MAX_COUNTER, MAX_COUNTER)
    platform_ids = set(data.tiles)
    all_tiles = platform_ids | {c.tile.id for c in data.start_grid} | set(extra_ids)

    # ---- the board ---------------------------------------------------------------------------
    bd = _mapping(d["board"], "board", BOARD_KEYS)
    cells: dict[tuple[int, int], str] = {}
    placed_ids: set[str] = set()
    for i, t in enumerate(_list(bd["tiles"], "board.tiles", len(all_tiles))):
        where = f"board.tiles[{i}]"
        t = _mapping(t, where, ("at", "id", "rot"))
        at = _cell(t["at"], f"{where}.at")
        tid = _one_of(t["id"], f"{where}.id", all_tiles, "tile")
        if t["rot"] not in ROTATIONS or isinstance(t["rot"], bool):
            raise SaveError(f"{where}.rot", f"must be 0, 90, 180 or 270, not {short_repr(t['rot'])}")
        if at in cells:
            raise SaveError(f"{where}.at", f"cell {list(at)} holds two tiles")
        if tid in placed_ids:
            raise SaveError(f"{where}.id", f"tile {tid} is placed twice")
        cells[at] = tid
        placed_ids.add(tid)
    rods = set()
    for i, c in enumerate(_list(bd["rods"], "board.rods", len(cells))):
        at = _cell(c, f"board.rods[{i}]")
        if at not in cells or at in rods:
            raise SaveError(f"board.rods[{i}]", f"no tile (or a second rod) for a rod at {list(at)}")
        rods.add(at)
    caps: set[tuple[int, int, str]] = set()
    for i, c in enumerate(_list(bd["capacitors"], "board.capacitors", 2 * len(cells))):
        where = f"board.capacitors[{i}]"
        if not (isinstance(c, list) and len(c) == 4):
            raise SaveError(where, f"must be [x, y, E or S, kind], not {short_repr(c)}")
        x, y = _cell(c[:2], where)
        e = _one_of(c[2], where, ("E", "S"), "capacitor edge")
        _one_of(c[3], where, _CAP_KINDS, "capacitor kind")
        other = (x + 1, y) if e == "E" else (x, y + 1)
        if (x, y) not in cells or other not in cells or (x, y, e) in caps:
            raise SaveError(where, "a capacitor joins two placed tiles, once")
        caps.add((x, y, e))
    pad = bd["pad"]
    if pad is not None:
        vx, vy = _cell(pad, "board.pad")
        if any(c not in cells for c in ((vx - 1, vy - 1), (vx, vy - 1), (vx - 1, vy), (vx, vy))):
            raise SaveError("board.pad", "the launch pad sits on four placed tiles")
    _one_of(bd["pad_axis"], "board.pad_axis", ("EW", "NS"), "launch pad axis")
    box = data.components.supply
    supply = _mapping(bd["supply"], "board.supply", tuple(box))
    for k, most in box.items():
        _int(supply[k], f"board.supply.{k}", 0, most)
    ends: dict[str, int] = {}
    pairs: set[tuple[str, str]] = set()
    for i, w in enumerate(_list(bd["wires"], "board.wires", box.get("short_wire", 0) + box.get("long_wire", 0))):
        where = f"board.wires[{i}]"
        if not (isinstance(w, list) and len(w) in (3, 4)):
            raise SaveError(where, f"a wire is [kind, a, b] or [kind, a, b, offset], not {short_repr(w)}")
        _one_of(w[0], where, ("short", "long"), "wire kind")
        if len(w) == 4:
            # where the wire lies along its span: never more than half the longest wire
            reach = max(data.components.wire_lengths.values()) / 2
            off = w[3]
            if isinstance(off, bool) or not isinstance(off, (int, float)) or not math.isfinite(off) or abs(off) > reach:
                raise SaveError(where, f"a wire's offset is a number from {-reach:g} to {reach:g}, not {short_repr(off)}")
        for ref in w[1:3]:
            try:
                ok = isinstance(ref, str) and parse_ref(ref) == ref and _component_exists(ref, rods, caps, pad)
            except RefError:
                ok = False
            if not ok:
                raise SaveError(where, f"{short_repr(ref)} is no component on this platform")
            ends[ref] = ends.get(ref, 0) + 1
            if ends[ref] > (1 if ref.startswith("pad:") else 2):
                raise SaveError(where, f"{ref} holds more wires than it can")
        if not w[1] < w[2] or (w[1], w[2]) in pairs:
            raise SaveError(where, "a wire joins two different components, in order, once")
        pairs.add((w[1], w[2]))

    # ---- the adventurers -----------------------------------------------------------------------
    players = _list(d["players"], "players", 5)
    if len(players) < 2:
        raise SaveError("players", "a game has 2 to 5 adventurers")
    pids: list[str] = []
    held: set[str] = set()
    for i, p in enumerate(players):
        where = f"players[{i}]"
        p = _mapping(p, where, PLAYER_KEYS)
        pid = _one_of(p["id"], f"{where}.id", data.adventurers, "adventurer")
        if pid in pids:
            raise SaveError(f"{where}.id", f"{pid} plays twice")
        pids.append(pid)
        adv = data.adventurers[pid]
        at = _cell(p["at"], f"{where}.at")
        if at not in cells:
            raise SaveError(f"{where}.at", f"{list(at)} is sky: a pawn stands on a tile")
        _int(p["health"], f"{where}.health", 0, adv.health)
        _int(p["rope"], f"{where}.rope", 0, adv.rope)
        for j, tid in enumerate(_names(p["tiles"], f"{where}.tiles", all_tiles, "tile", len(all_tiles))):
            if tid in placed_ids or tid in held:
                raise SaveError(f"{where}.tiles[{j}]", f"tile {tid} is already elsewhere")
            held.add(tid)
        _names(p["equipment"], f"{where}.equipment", data.equipment, "equipment card", 14)
    for j, tid in enumerate(_names(d["tile_pile"], "tile_pile", platform_ids, "tile", len(platform_ids))):
        if tid in placed_ids or tid in held:
            raise SaveError(f"tile_pile[{j}]", f"tile {tid} is already elsewhere")
        held.add(tid)

    # ---- the turn, the storm, the decks ----------------------------------------------------------
    _int(d["turn"], "turn", 1, MAX_TURN)
    _int(d["current_index"], "current_index", 0, len(players) - 1)
    phase = _one_of(d["phase"], "phase", [p.value for p in Phase], "phase")
    _int(d["actions_left"], "actions_left", 0, MAX_ACTIONS)
    _one_of(d["wind"], "wind", EDGES, "wind direction")
    _int(d["storm_tick"], "storm_tick", 0, data.storm_meter.skull)
    _int(d["storm_draws_left"], "storm_draws_left", 0, MAX_DRAWS)
    deck = len(data.storm_deck())
    _names(d["storm_pile"], "storm_pile", data.storm_cards, "storm card", deck)
    _names(d["storm_discard"], "storm_discard", data.storm_cards, "storm card", deck)
    eq = len(data.equipment_deck())
    _names(d["equipment_deck"], "equipment_deck", data.equipment, "equipment card", eq)
    _names(d["equipment_discard"], "equipment_discard", data.equipment, "equipment card", eq)
    if not isinstance(d["free_wire_used"], bool):
        raise SaveError("free_wire_used", f"must be true or false, not {short_repr(d['free_wire_used'])}")
    for i, pr in enumerate(_list(d["protections"], "protections", 20)):
        where = f"protections[{i}]"
        pr = _mapping(pr, where, ("kind", "owner", "players"))
        _one_of(pr["kind"], f"{where}.kind", PROTECTIONS, "protection")
        _one_of(pr["owner"], f"{where}.owner", pids, "player")
        _names(pr["players"], f"{where}.players", pids, "player", 5)
    pend = d["pending"]
    if pend is not None:
        pend = _mapping(pend, "pending", ("kind", "player", "options", "data"))
        _one_of(pend["kind"], "pending.kind", [k.value for k in PendingKind], "decision")
        if pend["player"] != "climber" or "climber" not in pids:
            raise SaveError("pending.player", "only the Climber decides whom the wind carries")
        options = _names(pend["options"], "pending.options", [*pids, "none"], "option", 6)
        if not options:
            raise SaveError("pending.options", "a decision needs at least one option")
        pdata = _mapping(pend["data"], "pending.data", ("card",))
        card = _one_of(pdata["card"], "pending.data.card", data.storm_cards, "storm card")
        if data.storm_cards[card].effect != "high_winds":
            raise SaveError("pending.data.card", "the wind carries only on a High Winds card")
    outcome = None if d["outcome"] is None else _one_of(d["outcome"], "outcome", [o.value for o in OutcomeCode], "outcome")
    _cause(d["outcome_cause"])
    if (outcome is None) == (phase == Phase.OVER):
        raise SaveError("phase", "a game is over exactly when it has an outcome")
    _int(d["rng_counter"], "rng_counter", 0, MAX_COUNTER)


def _component_exists(ref: str, rods: set, caps: set, pad: Any) -> bool:
    if ref.startswith("rod("):
        x, y = ref[4:-1].split(",")
        return (int(x), int(y)) in rods
    if ref.startswith("cap("):
        x, y, e = ref[4:-1].split(",")
        return (int(x), int(y), e) in caps
    return pad is not None
