"""Reads assets/data/*.yaml (``yaml.safe_load`` only) and validates it into frozen specs.

Every problem is collected, not just the first, so one run shows a data author everything to
fix. Each problem reads ``FILE: ENTRY: KEY: what is wrong``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ...safeio import number_problem, short_repr
from ...engine.data_errors import DataError
from ...engine.data_reader import Problems as _Problems, entries as _entries, field as _field, read_file
from .specs import (
    ADVENTURER_POWERS,
    EQUIPMENT_EFFECTS,
    EQUIPMENT_TIMINGS,
    LEVELS,
    PAWN_COLOURS,
    STORM_EFFECTS,
    AdventurerSpec,
    BlueprintSpec,
    ComponentsSpec,
    EquipmentSpec,
    GameData,
    StartCell,
    StormCardSpec,
    StormMeterSpec,
    TileSpec,
)
from .tiles import parse_tile

# Counts the rulebook fixes; the validator refuses a data set that breaks them.
RULEBOOK_SYMBOLS = {"lightning_rod": 5, "teleporter": 6, "gear": 12, "wind_shelter": 3,
                    "faraday_cage": 4, "none": 6}
RULEBOOK_STORM = {"lightning_strikes": 6, "high_winds": 4, "winds_change_cw": 1,
                  "winds_change_ccw": 1, "storm_intensifies": 2, "storm_intensifies_reshuffle": 1}
RULEBOOK_SUPPLY = {"short_wire": 12, "long_wire": 4, "lightning_rod": 6, "small_capacitor": 6,
                   "large_capacitor": 3, "launch_pad": 1}
START_IDS = ("start_compass", "start_landing_pad", "start_teleporter", "start_rod")
# docs/game-model.md section 10 (Equipment): which cards make up the 14 and how many of each.
EQUIPMENT_COPIES = {"jet_pack": 3, "strike_shield": 2, "gravity_hook": 2, "time_throttle": 1, "med_kit": 1,
                    "defrayer": 1, "stratoscope": 1, "aerometer": 1, "platform_clamp": 1, "remote_fuser": 1}
ADVENTURER_IDS = ("electrician", "surveyor", "knotsmith", "navigator", "medic", "climber")
EQUIPMENT_IDS = ("jet_pack", "strike_shield", "gravity_hook", "time_throttle", "med_kit",
                 "defrayer", "stratoscope", "aerometer", "platform_clamp", "remote_fuser")
FILES = ("tiles.yaml", "storm_cards.yaml", "equipment.yaml", "adventurers.yaml",
         "blueprints.yaml", "storm_meter.yaml", "components.yaml")
# What each file may hold at its top level: a misspelt key would otherwise be silently ignored.
TOP_KEYS = {
    "tiles.yaml": ("reconstructed", "tiles", "start_grid"),
    "storm_cards.yaml": ("reconstructed", "cards"),
    "equipment.yaml": ("reconstructed", "cards"),
    "adventurers.yaml": ("reconstructed", "adventurers"),
    "blueprints.yaml": ("reconstructed", "blueprints"),
    "storm_meter.yaml": ("reconstructed", "intensities", "skull", "start_tick", "calm"),
    "components.yaml": ("reconstructed", "supply", "wires", "radii", "launch_pad_side_offset"),
}
# Sane ranges, generous enough for any plausible retune, tight enough that a typo (1e100,
# 0, a negative) is caught here and not as a hang or a division by zero in the engine.
STAT_MAX = {"health": 50, "rope": 50, "hand_limit": 20, "start_tiles": 20}
MAX_INTENSITY = 20             # storm cards drawn per storm phase
MAX_METER_TICKS = 200
WIRE_LENGTH_MAX = 10.0         # in tile sides
RADIUS_MAX = 1.0               # in tile sides
PAD_OFFSET_MAX = 2.0
HALF_WIDTH_MAX = 0.5
GRID_COORD_MAX = 50            # start grid cells sit near the origin


def _load_tiles(data: Any, p: _Problems) -> tuple[dict[str, TileSpec], tuple[StartCell, ...]]:
    file = "tiles.yaml"
    tiles: dict[str, TileSpec] = {}
    file_reconstructed = bool(data.get("reconstructed", False)) if data else False
    for entry in _entries(data, file, "tiles", p):
        entry = {"reconstructed": file_reconstructed, **entry}
        spec = parse_tile(entry, p.reporter(file, entry["id"]))
        if spec is not None and not spec.surface:
            p.add(file, spec.id, "surface", "a tile needs at least one edge of platform surface to stand on")
        elif spec is not None and spec.id not in tiles:
            tiles[spec.id] = spec
    start: list[StartCell] = []
    if data is not None:
        for entry in _entries(data, file, "start_grid", p):
            eid = entry["id"]
            at = entry.get("at")
            if not (isinstance(at, list) and len(at) == 2
                    and all(number_problem(v, -GRID_COORD_MAX, GRID_COORD_MAX, whole=True) is None for v in at)):
                p.add(file, eid, "at", f"must be [x, y] with whole numbers from {-GRID_COORD_MAX} to {GRID_COORD_MAX}")
                continue
            entry = {"reconstructed": file_reconstructed, **entry}
            spec = parse_tile(entry, p.reporter(file, eid), allow_start_symbols=True, authored=False)
            if spec is not None and not spec.surface:
                p.add(file, eid, "surface", "a cell needs at least one edge of platform surface to stand on")
            elif spec is not None:
                start.append(StartCell(at=(at[0], at[1]), tile=spec))
        got = [c.tile.id for c in start]
        if data.get("start_grid") is not None and sorted(got) != sorted(START_IDS) and len(got) == len(data["start_grid"]):
            p.add(file, "start_grid", "id", f"must be exactly {' '.join(START_IDS)}, not {' '.join(got)}")
        rods = [c for c in start if c.tile.symbol == "lightning_rod"]
        if start and len(rods) != 1:
            p.add(file, "start_grid", "symbol", f"needs exactly one lightning_rod cell, has {len(rods)}")
        if start and sum(1 for c in start if c.tile.symbol == "landing_pad") != 1:
            p.add(file, "start_grid", "symbol", "needs exactly one landing_pad cell")
        if start and sum(1 for c in start if c.tile.symbol == "wind_compass") != 1:
            p.add(file, "start_grid", "symbol", "needs exactly one wind_compass cell")
        cells = [c.at for c in start]
        if len(set(cells)) != len(cells):
            p.add(file, "start_grid", "at", "two cells share a position")
        elif start and not _connected(cells):
            p.add(file, "start_grid", "at", "the cells must touch one another edge to edge (one platform)")
    if data is not None and isinstance(data.get("tiles"), list):
        if len(tiles) == len(data["tiles"]) and len(tiles) != 36:
            p.add(file, "tiles", "", f"the platform has 36 tiles, this file has {len(tiles)}")
        if len(tiles) == 36:
            counts = Counter(t.symbol for t in tiles.values())
            for symbol, want in RULEBOOK_SYMBOLS.items():
                if counts.get(symbol, 0) != want:
                    p.add(file, "tiles", "symbol",
                          f"the rulebook has {want} {symbol} tiles, this file has {counts.get(symbol, 0)}")
        clash = set(tiles) & set(START_IDS)
        for tid in clash:
            p.add(file, tid, "id", "is a starting grid id")
    return tiles, tuple(start)


def _connected(cells: list[tuple[int, int]]) -> bool:
    """True when every cell can be reached from the first through edge neighbours."""
    todo, seen, left = [cells[0]], {cells[0]}, set(cells)
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in left and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(left)


def _load_storm(data: Any, p: _Problems) -> dict[str, StormCardSpec]:
    file = "storm_cards.yaml"
    cards: dict[str, StormCardSpec] = {}
    for e in _entries(data, file, "cards", p):
        eid = e["id"]
        name = _field(e, "name", str, file, p)
        effect = _field(e, "effect", str, file, p)
        count = _field(e, "count", int, file, p, minimum=1, maximum=100)
        text = _field(e, "text", str, file, p)
        turn = _field(e, "turn", str, file, p, default=None)
        reshuffle = _field(e, "reshuffle", bool, file, p, default=False)
        if effect is not None and effect not in STORM_EFFECTS:
            p.add(file, eid, "effect", f"unknown effect {short_repr(effect)} (expected {', '.join(STORM_EFFECTS)})")
            effect = None
        if effect == "winds_change" and turn not in ("cw", "ccw"):
            p.add(file, eid, "turn", "a winds_change card needs turn: cw or ccw")
            effect = None
        if None in (name, effect, count, text):
            continue
        cards[eid] = StormCardSpec(eid, name, effect, count, text, turn, reshuffle)
    if data is not None and len(cards) == len(data.get("cards") or []):
        counts = {cid: c.count for cid, c in cards.items()}
        if counts != RULEBOOK_STORM:
            want = ", ".join(f"{k} x{v}" for k, v in RULEBOOK_STORM.items())
            p.add(file, "cards", "count", f"the deck must be 15 cards: {want}")
    return cards


def _load_equipment(data: Any, p: _Problems) -> dict[str, EquipmentSpec]:
    file = "equipment.yaml"
    cards: dict[str, EquipmentSpec] = {}
    file_reconstructed = bool(data.get("reconstructed", False)) if data else False
    for e in _entries(data, file, "cards", p):
        eid = e["id"]
        name = _field(e, "name", str, file, p)
        copies = _field(e, "copies", int, file, p, minimum=1, maximum=100)
        effect = _field(e, "effect", str, file, p)
        timing = _field(e, "timing", str, file, p)
        text = _field(e, "text", str, file, p)
        if effect is not None and effect not in EQUIPMENT_EFFECTS:
            p.add(file, eid, "effect", f"unknown effect {short_repr(effect)}")
            effect = None
        if timing is not None and timing not in EQUIPMENT_TIMINGS:
            p.add(file, eid, "timing", f"unknown timing {short_repr(timing)} (expected {', '.join(EQUIPMENT_TIMINGS)})")
            timing = None
        if eid not in EQUIPMENT_IDS:
            p.add(file, eid, "id", f"unknown equipment (expected one of {', '.join(EQUIPMENT_IDS)})")
            continue
        if None in (name, copies, effect, timing, text):
            continue
        cards[eid] = EquipmentSpec(eid, name, copies, effect, timing, text,
                                   bool(e.get("reconstructed", file_reconstructed)))
    if data is not None and len(cards) == len(data.get("cards") or []):
        total = sum(c.copies for c in cards.values())
        if total != 14:
            p.add(file, "cards", "copies", f"the Equipment deck has 14 cards, these copies add up to {total}")
        for cid, want in EQUIPMENT_COPIES.items():
            if cid not in cards:
                p.add(file, cid, "", "is missing from the Equipment deck")
            elif cards[cid].copies != want:
                p.add(file, cid, "copies", f"the deck holds {want}, not {cards[cid].copies}")
    return cards


def _load_adventurers(data: Any, p: _Problems) -> dict[str, AdventurerSpec]:
    file = "adventurers.yaml"
    out: dict[str, AdventurerSpec] = {}
    for e in _entries(data, file, "adventurers", p):
        eid = e["id"]
        vals = {k: _field(e, k, int, file, p, minimum=1, maximum=STAT_MAX[k]) for k in ("health", "rope", "hand_limit")}
        vals["start_tiles"] = _field(e, "start_tiles", int, file, p, minimum=0, maximum=STAT_MAX["start_tiles"])
        strs = {k: _field(e, k, str, file, p) for k in ("name", "colour", "power", "text")}
        if strs["colour"] is not None and strs["colour"] not in PAWN_COLOURS:
            p.add(file, eid, "colour", f"unknown colour {short_repr(strs['colour'])} (expected {', '.join(PAWN_COLOURS)})")
            strs["colour"] = None
        if strs["power"] is not None and strs["power"] not in ADVENTURER_POWERS:
            p.add(file, eid, "power", f"unknown power {short_repr(strs['power'])}")
            strs["power"] = None
        if eid not in ADVENTURER_IDS:
            p.add(file, eid, "id", f"unknown adventurer (expected one of {', '.join(ADVENTURER_IDS)})")
            continue
        if None in vals.values() or None in strs.values():
            continue
        if vals["start_tiles"] > vals["hand_limit"]:
            p.add(file, eid, "start_tiles", "is more than the hand limit")
            continue
        out[eid] = AdventurerSpec(id=eid, reconstructed=bool(e.get("reconstructed", False)),
                                  **vals, **strs)
    if data is not None and len(out) == len(data.get("adventurers") or []) and len(out) != 6:
        p.add(file, "adventurers", "", f"there are 6 adventurers, this file has {len(out)}")
    return out


def _load_blueprints(data: Any, p: _Problems) -> dict[str, BlueprintSpec]:
    file = "blueprints.yaml"
    out: dict[str, BlueprintSpec] = {}
    for e in _entries(data, file, "blueprints", p):
        eid = e["id"]
        name = _field(e, "name", str, file, p)
        nums = {k: _field(e, k, int, file, p, minimum=0, maximum=100)
                for k in ("large_capacitor", "small_capacitor", "lightning_rod")}
        if eid not in LEVELS:
            p.add(file, eid, "id", f"unknown level (expected one of {', '.join(LEVELS)})")
            continue
        if name is None or None in nums.values():
            continue
        out[eid] = BlueprintSpec(eid, name, reconstructed=bool(e.get("reconstructed", False)), **nums)
    if data is not None and len(out) == len(data.get("blueprints") or []) and sorted(out) != sorted(LEVELS):
        p.add(file, "blueprints", "id", f"needs exactly the 4 levels {' '.join(LEVELS)}")
    return out


def _load_meter(data: Any, p: _Problems, prefix: str = "") -> StormMeterSpec | None:
    """The meter, and under ``calm:`` the calm variant used to check the bots (one card a
    turn, a long meter: ``forbidden-sky simulate --calm``), read by the same rules."""
    file = "storm_meter.yaml"
    if data is None and not prefix:
        return None       # the file could not be read: read_file has said why, naming it
    if not isinstance(data, dict):
        # ``calm: null`` too: a line naming the file and the key, never a silent None
        p.add(file, prefix.rstrip(".") or "storm_meter", "",
              f"must be a mapping of intensities, skull and start_tick, not {short_repr(data)}")
        return None
    ints: Any = data.get("intensities")
    ok = True
    if not (isinstance(ints, list) and 0 < len(ints) <= MAX_METER_TICKS
            and all(number_problem(v, 1, MAX_INTENSITY, whole=True) is None for v in ints)):
        p.add(file, prefix + "intensities", "", f"must be a list of 1 to {MAX_METER_TICKS} whole numbers "
              f"from 1 to {MAX_INTENSITY}")
        ok = False
    start = data.get("start_tick")
    if not isinstance(start, dict):
        p.add(file, prefix + "start_tick", "", "must map each player count 2-5 to a tick")
        return None
    for n in (2, 3, 4, 5):
        tick = start.get(n)
        if not isinstance(tick, int) or isinstance(tick, bool) or tick < 0 or (ok and tick >= len(ints)):
            p.add(file, prefix + "start_tick", str(n), "must be a tick index below the skull")
            ok = False
    skull = data.get("skull")
    if ok and skull != len(ints):
        p.add(file, prefix + "skull", "", f"the skull is the tick right after the last intensity: {len(ints)}, "
              f"not {short_repr(skull)}")
        ok = False
    calm = None
    if not prefix and "calm" in data:
        calm = _load_meter(data["calm"], p, "calm.")
        ok = ok and calm is not None
    if not ok:
        return None
    return StormMeterSpec(tuple(ints), {n: start[n] for n in (2, 3, 4, 5)},
                          bool(data.get("reconstructed", False)), calm)


def _load_components(data: Any, p: _Problems) -> ComponentsSpec | None:
    file = "components.yaml"
    if data is None:
        return None
    ok = True

    def number(section: str, key: str, value: Any, most: float) -> float | None:
        nonlocal ok
        why = number_problem(value, 0, most, lo_open=True)
        if why:
            p.add(file, section, key, why)
            ok = False
            return None
        return float(value)

    supply = data.get("supply")
    if not isinstance(supply, dict):
        p.add(file, "supply", "", "missing or not a mapping")
        return None
    for k, want in RULEBOOK_SUPPLY.items():
        got = supply.get(k)
        if got != want or isinstance(got, bool):
            p.add(file, "supply", k, f"the box holds {want}, not {short_repr(got)}")
            ok = False
    wires = data.get("wires")
    lengths: dict[str, float] = {}
    half = None
    if not isinstance(wires, dict):
        p.add(file, "wires", "", "missing or not a mapping")
        ok = False
    else:
        for kind in ("short", "long"):
            w = wires.get(kind)
            if not isinstance(w, dict):
                p.add(file, "wires", kind, f"must be a mapping like {{length: 1.0}}, not {short_repr(w)}")
                ok = False
                continue
            v = number("wires", f"{kind}: length", w.get("length"), WIRE_LENGTH_MAX)
            if v is not None:
                lengths[kind] = v
        half = number("wires", "half_width", wires.get("half_width"), HALF_WIDTH_MAX)
        if ok and lengths["long"] <= lengths["short"]:
            p.add(file, "wires", "long: length", "must be longer than the short wire")
            ok = False
    radii_raw = data.get("radii")
    radii: dict[str, float] = {}
    if not isinstance(radii_raw, dict):
        p.add(file, "radii", "", "missing or not a mapping")
        ok = False
    else:
        for k in ("lightning_rod", "small_capacitor", "large_capacitor", "launch_pad_side"):
            v = number("radii", k, radii_raw.get(k), RADIUS_MAX)
            if v is not None:
                radii[k] = v
    offset = number("launch_pad_side_offset", "", data.get("launch_pad_side_offset"), PAD_OFFSET_MAX)
    if not ok or offset is None or half is None:
        return None
    return ComponentsSpec(dict(supply), lengths, half, radii, offset,
                          bool(data.get("reconstructed", False)))


def _check_cross_file(gd: GameData, p: _Problems) -> None:
    """Counts that span files: the tile set must make every blueprint completable."""
    rods_possible = min(gd.components.supply["lightning_rod"],
                        1 + sum(1 for t in gd.tiles.values() if t.symbol == "lightning_rod"))
    halves = Counter(k for t in gd.tiles.values() for k in t.ports.values())
    quarters = sum(len(t.pads) for t in gd.tiles.values())
    for bp in gd.blueprints.values():
        if bp.lightning_rod > rods_possible:
            p.add("blueprints.yaml", bp.id, "lightning_rod", f"needs {bp.lightning_rod} rods, only {rods_possible} can be placed")
        for kind in ("small_capacitor", "large_capacitor"):
            need = getattr(bp, kind)
            if need > gd.components.supply[kind]:
                p.add("blueprints.yaml", bp.id, kind, f"needs {need}, the supply holds {gd.components.supply[kind]}")
            if 2 * need > halves.get(kind, 0):
                p.add("tiles.yaml", "tiles", "ports", f"the {bp.id} blueprint needs {need} {kind}s "
                      f"but the tiles print only {halves.get(kind, 0)} half circles")
    if quarters < 4:
        p.add("tiles.yaml", "tiles", "pads", f"the launch pad needs 4 quarters, the tiles print {quarters}")
    for n, tick in gd.storm_meter.start_tick.items():
        if tick >= gd.storm_meter.skull:
            p.add("storm_meter.yaml", "start_tick", str(n), "starts on the skull")


def load_game_data(folder: Path | str | None = None) -> GameData:
    """Load and validate every data file; raise DataError listing every problem."""
    if folder is None:
        from ...resources import data_dir
        folder = data_dir()
    folder = Path(folder)
    p = _Problems()
    raw = {name: read_file(folder, name, TOP_KEYS[name], p) for name in FILES}

    def guarded(file: str, load: Callable[[Any, _Problems], Any], empty: Any) -> Any:
        # The checks above are meant to catch every malformed shape; should one slip
        # through, it is still reported as a problem of that file, never a traceback.
        try:
            return load(raw[file], p)
        except Exception as exc:  # noqa: BLE001
            p.add(file, "", "", f"could not be checked ({type(exc).__name__}: {short_repr(str(exc))})")
            return empty

    tiles, start = guarded("tiles.yaml", _load_tiles, ({}, ()))
    storm = guarded("storm_cards.yaml", _load_storm, {})
    equipment = guarded("equipment.yaml", _load_equipment, {})
    adventurers = guarded("adventurers.yaml", _load_adventurers, {})
    blueprints = guarded("blueprints.yaml", _load_blueprints, {})
    meter = guarded("storm_meter.yaml", _load_meter, None)
    components = guarded("components.yaml", _load_components, None)
    if p.lines or meter is None or components is None:
        # a loader that returned nothing without a line is a bug of the loader: still name the file
        raise DataError(p.lines or [f"{'storm_meter.yaml' if meter is None else 'components.yaml'}: could not be loaded"])
    gd = GameData(tiles=tiles, start_grid=start, storm_cards=storm, equipment=equipment,
                  adventurers=adventurers, blueprints=blueprints, storm_meter=meter,
                  components=components)
    try:
        _check_cross_file(gd, p)
    except Exception as exc:  # noqa: BLE001 - reported, never a traceback
        p.add("blueprints.yaml", "", "", f"could not be checked against the tiles ({type(exc).__name__}: {short_repr(str(exc))})")
    if p.lines:
        raise DataError(p.lines)
    return gd


_cache: dict[str, GameData] = {}


def game_data() -> GameData:
    """The game's data, loaded once per process (it is immutable)."""
    if "default" not in _cache:
        _cache["default"] = load_game_data()
    return _cache["default"]
