"""Reads assets/data/*.yaml (``yaml.safe_load`` only) and validates it into frozen specs.

Every problem is collected, not just the first, so one run shows a data author everything to
fix. Each problem reads ``FILE: ENTRY: KEY: what is wrong``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from .errors import DataError
from .specs import (
    ADVENTURER_POWERS,
    EQUIPMENT_EFFECTS,
    EQUIPMENT_TIMINGS,
    LEVELS,
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
# GAME-MODEL section 10: which cards make up the 14 and how many of each.
EQUIPMENT_COPIES = {"jet_pack": 3, "strike_shield": 2, "gravity_hook": 2, "time_throttle": 1, "med_kit": 1,
                    "defrayer": 1, "stratoscope": 1, "aerometer": 1, "platform_clamp": 1, "remote_fuser": 1}
ADVENTURER_IDS = ("electrician", "surveyor", "knotsmith", "navigator", "medic", "climber")
EQUIPMENT_IDS = ("jet_pack", "strike_shield", "gravity_hook", "time_throttle", "med_kit",
                 "defrayer", "stratoscope", "aerometer", "platform_clamp", "remote_fuser")
FILES = ("tiles.yaml", "storm_cards.yaml", "equipment.yaml", "adventurers.yaml",
         "blueprints.yaml", "storm_meter.yaml", "components.yaml")


class _Problems:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, file: str, entry: str, key: str, message: str) -> None:
        parts = [file] + [p for p in (entry, key) if p] + [message]
        self.lines.append(": ".join(parts))

    def reporter(self, file: str, entry: str) -> Callable[[str, str], None]:
        return lambda key, message: self.add(file, entry, key, message)


def _read(folder: Path, name: str, problems: _Problems) -> Any:
    path = folder / name
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        problems.add(name, "", "", f"cannot be read ({exc.strerror or exc})")
        return None
    except UnicodeDecodeError as exc:
        problems.add(name, "", "", f"is not UTF-8 text (bad byte at position {exc.start})")
        return None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else "somewhere"
        problems.add(name, "", "", f"is not valid YAML ({where}: {getattr(exc, 'problem', exc)})")
        return None
    if not isinstance(data, dict):
        problems.add(name, "", "", "must hold a mapping at the top level")
        return None
    return data


def _entries(data: Any, file: str, key: str, problems: _Problems) -> list[dict[str, Any]]:
    """The list under ``key``, each entry a mapping with a string id; problems reported."""
    if data is None:
        return []
    raw = data.get(key)
    if not isinstance(raw, list):
        problems.add(file, "", key, "missing or not a list")
        return []
    out = []
    ids: Counter[str] = Counter()
    for i, entry in enumerate(raw):
        if not isinstance(entry, dict):
            problems.add(file, f"entry {i + 1}", "", "must be a mapping")
            continue
        eid = entry.get("id")
        if not isinstance(eid, str) or not eid:
            problems.add(file, f"entry {i + 1}", "id", "missing or not a string")
            continue
        ids[eid] += 1
        if ids[eid] == 2:
            problems.add(file, eid, "id", "is used more than once")
        out.append(entry)
    return out


def _field(entry: dict[str, Any], key: str, kind: type | tuple[type, ...], file: str,
           problems: _Problems, *, default: Any = ..., minimum: float | None = None) -> Any:
    eid = str(entry.get("id", "?"))
    if key not in entry:
        if default is ...:
            problems.add(file, eid, key, "missing")
            return None
        return default
    value = entry[key]
    # bool is an int in Python; a count written as `yes` is a mistake, not a 1.
    if isinstance(value, bool) and kind is not bool:
        problems.add(file, eid, key, f"must be {_kind_name(kind)}, not {value!r}")
        return None
    if not isinstance(value, kind):
        problems.add(file, eid, key, f"must be {_kind_name(kind)}, not {value!r}")
        return None
    if minimum is not None and isinstance(value, (int, float)) and value < minimum:
        problems.add(file, eid, key, f"must be at least {minimum}, not {value!r}")
        return None
    return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {int: "a whole number", str: "text", bool: "true or false", float: "a number",
             list: "a list", dict: "a mapping"}
    if isinstance(kind, tuple):
        return " or ".join(dict.fromkeys(names.get(k, k.__name__) for k in kind))
    return names.get(kind, kind.__name__)


def _load_tiles(data: Any, p: _Problems) -> tuple[dict[str, TileSpec], tuple[StartCell, ...]]:
    file = "tiles.yaml"
    tiles: dict[str, TileSpec] = {}
    file_reconstructed = bool(data.get("reconstructed", False)) if data else False
    for entry in _entries(data, file, "tiles", p):
        entry = {"reconstructed": file_reconstructed, **entry}
        spec = parse_tile(entry, p.reporter(file, entry["id"]))
        if spec is not None and spec.id not in tiles:
            tiles[spec.id] = spec
    start: list[StartCell] = []
    if data is not None:
        for entry in _entries(data, file, "start_grid", p):
            eid = entry["id"]
            at = entry.get("at")
            if not (isinstance(at, list) and len(at) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in at)):
                p.add(file, eid, "at", "must be [x, y] with whole numbers")
                continue
            entry = {"reconstructed": file_reconstructed, **entry}
            spec = parse_tile(entry, p.reporter(file, eid), allow_start_symbols=True, authored=False)
            if spec is not None:
                start.append(StartCell(at=(at[0], at[1]), tile=spec))
        got = [c.tile.id for c in start]
        if data.get("start_grid") is not None and sorted(got) != sorted(START_IDS) and len(got) == len(data["start_grid"]):
            p.add(file, "start_grid", "id", f"must be exactly {' '.join(START_IDS)}, not {' '.join(got)}")
        rods = [c for c in start if c.tile.symbol == "lightning_rod"]
        if start and len(rods) != 1:
            p.add(file, "start_grid", "symbol", f"needs exactly one lightning_rod cell, has {len(rods)}")
        if start and sum(1 for c in start if c.tile.symbol == "landing_pad") != 1:
            p.add(file, "start_grid", "symbol", "needs exactly one landing_pad cell")
        cells = [c.at for c in start]
        if len(set(cells)) != len(cells):
            p.add(file, "start_grid", "at", "two cells share a position")
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


def _load_storm(data: Any, p: _Problems) -> dict[str, StormCardSpec]:
    file = "storm_cards.yaml"
    cards: dict[str, StormCardSpec] = {}
    for e in _entries(data, file, "cards", p):
        eid = e["id"]
        name = _field(e, "name", str, file, p)
        effect = _field(e, "effect", str, file, p)
        count = _field(e, "count", int, file, p, minimum=1)
        text = _field(e, "text", str, file, p)
        turn = _field(e, "turn", str, file, p, default=None)
        reshuffle = _field(e, "reshuffle", bool, file, p, default=False)
        if effect is not None and effect not in STORM_EFFECTS:
            p.add(file, eid, "effect", f"unknown effect {effect!r} (expected {', '.join(STORM_EFFECTS)})")
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
        copies = _field(e, "copies", int, file, p, minimum=1)
        effect = _field(e, "effect", str, file, p)
        timing = _field(e, "timing", str, file, p)
        text = _field(e, "text", str, file, p)
        if effect is not None and effect not in EQUIPMENT_EFFECTS:
            p.add(file, eid, "effect", f"unknown effect {effect!r}")
            effect = None
        if timing is not None and timing not in EQUIPMENT_TIMINGS:
            p.add(file, eid, "timing", f"unknown timing {timing!r} (expected {', '.join(EQUIPMENT_TIMINGS)})")
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
        vals = {k: _field(e, k, int, file, p, minimum=1) for k in ("health", "rope", "hand_limit")}
        vals["start_tiles"] = _field(e, "start_tiles", int, file, p, minimum=0)
        strs = {k: _field(e, k, str, file, p) for k in ("name", "colour", "power", "text")}
        if strs["power"] is not None and strs["power"] not in ADVENTURER_POWERS:
            p.add(file, eid, "power", f"unknown power {strs['power']!r}")
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
                                  **vals, **strs)  # type: ignore[arg-type]
    if data is not None and len(out) == len(data.get("adventurers") or []) and len(out) != 6:
        p.add(file, "adventurers", "", f"there are 6 adventurers, this file has {len(out)}")
    return out


def _load_blueprints(data: Any, p: _Problems) -> dict[str, BlueprintSpec]:
    file = "blueprints.yaml"
    out: dict[str, BlueprintSpec] = {}
    for e in _entries(data, file, "blueprints", p):
        eid = e["id"]
        name = _field(e, "name", str, file, p)
        nums = {k: _field(e, k, int, file, p, minimum=0)
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
    if data is None:
        return None
    if not isinstance(data, dict):
        p.add(file, prefix.rstrip(".") or "storm_meter", "", "must be a mapping")
        return None
    ints: Any = data.get("intensities")
    ok = True
    if not (isinstance(ints, list) and ints and all(isinstance(v, int) and not isinstance(v, bool) and v >= 1 for v in ints)):
        p.add(file, prefix + "intensities", "", "must be a list of whole numbers of at least 1")
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
        p.add(file, prefix + "skull", "", f"the skull is the tick right after the last intensity: {len(ints)}, not {skull!r}")
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

    def number(section: str, key: str, value: Any, positive: bool = True) -> float | None:
        nonlocal ok
        if isinstance(value, bool) or not isinstance(value, (int, float)) or (positive and value <= 0):
            p.add(file, section, key, f"must be a positive number, not {value!r}")
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
            p.add(file, "supply", k, f"the box holds {want}, not {got!r}")
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
                p.add(file, "wires", kind, f"must be a mapping like {{length: 1.0}}, not {w!r}")
                ok = False
                continue
            v = number("wires", f"{kind}: length", w.get("length"))
            if v is not None:
                lengths[kind] = v
        half = number("wires", "half_width", wires.get("half_width"))
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
            v = number("radii", k, radii_raw.get(k))
            if v is not None:
                radii[k] = v
    offset = number("launch_pad_side_offset", "", data.get("launch_pad_side_offset"))
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
        from ..resources import data_dir
        folder = data_dir()
    folder = Path(folder)
    p = _Problems()
    raw = {name: _read(folder, name, p) for name in FILES}

    def guarded(file: str, load: Callable[[Any, _Problems], Any], empty: Any) -> Any:
        # The checks above are meant to catch every malformed shape; should one slip
        # through, it is still reported as a problem of that file, never a traceback.
        try:
            return load(raw[file], p)
        except Exception as exc:  # noqa: BLE001
            p.add(file, "", "", f"could not be checked ({type(exc).__name__}: {exc})")
            return empty

    tiles, start = guarded("tiles.yaml", _load_tiles, ({}, ()))
    storm = guarded("storm_cards.yaml", _load_storm, {})
    equipment = guarded("equipment.yaml", _load_equipment, {})
    adventurers = guarded("adventurers.yaml", _load_adventurers, {})
    blueprints = guarded("blueprints.yaml", _load_blueprints, {})
    meter = guarded("storm_meter.yaml", _load_meter, None)
    components = guarded("components.yaml", _load_components, None)
    if p.lines or meter is None or components is None:
        raise DataError(p.lines or ["assets/data: could not be loaded"])
    gd = GameData(tiles=tiles, start_grid=start, storm_cards=storm, equipment=equipment,
                  adventurers=adventurers, blueprints=blueprints, storm_meter=meter,
                  components=components)
    try:
        _check_cross_file(gd, p)
    except Exception as exc:  # noqa: BLE001 - reported, never a traceback
        p.add("blueprints.yaml", "", "", f"could not be checked against the tiles ({type(exc).__name__}: {exc})")
    if p.lines:
        raise DataError(p.lines)
    return gd


_cache: dict[str, GameData] = {}


def game_data() -> GameData:
    """The game's data, loaded once per process (it is immutable)."""
    if "default" not in _cache:
        _cache["default"] = load_game_data()
    return _cache["default"]
