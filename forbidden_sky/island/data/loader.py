"""Reads assets/island/*.yaml through the guarded reader and validates it into frozen specs.

Every problem is collected, not just the first; each reads ``FILE: ENTRY: KEY: what is wrong``.
A data set is loaded once per folder (``island_data(folder)``): the state carries the data it
was made with, and a scenario may point at another folder.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from ...engine.data_errors import DataError
from ...engine.data_reader import Problems, entries, field, read_file, unknown_keys
from ...safeio import short_repr
from .specs import (
    CARD_KINDS,
    MOVES,
    SWIMS,
    VARIANT_IDS,
    AdventurerSpec,
    CardSpec,
    IslandData,
    LevelSpec,
    RulesSpec,
    TileSpec,
    TreasureSpec,
    VariantSpec,
    WaterMeterSpec,
)

FILES = ("tiles.yaml", "cards.yaml", "adventurers.yaml", "water_meter.yaml", "levels.yaml",
         "rules.yaml", "variants.yaml")
TOP_KEYS = {
    "tiles.yaml": ("island", "tiles"),
    "cards.yaml": ("treasures", "cards"),
    "adventurers.yaml": ("adventurers",),
    "water_meter.yaml": ("flood_cards", "skull"),
    "levels.yaml": ("levels",),
    "rules.yaml": ("min_players", "max_players", "actions_per_turn", "hand_limit", "treasure_draws",
                   "setup_floods", "deal", "capture_cards"),
    "variants.yaml": ("variants",),
}
ENTRY_KEYS = {
    "tiles.yaml": {"id", "name", "treasure", "start", "landing"},
    "cards.yaml:treasures": {"id", "name"},
    "cards.yaml:cards": {"id", "name", "kind", "treasure", "copies"},
    "adventurers.yaml": {"id", "name", "pawn", "start", "moves", "shores", "shore_tiles", "dives", "flies",
                         "navigates", "gives_anywhere", "swims"},
    "levels.yaml": {"id", "name", "start_tick"},
    "variants.yaml": {"id", "name"},
}
MAX_ROWS = 20                 # the island's shape: a typo, not a hang
MAX_COPIES = 20
MAX_FLOOD_CARDS = 30          # flood cards a turn at one tick
MAX_TICKS = 50
# rules.yaml: (minimum, maximum) of each number
RULE_RANGES = {"min_players": (1, 6), "max_players": (1, 6), "actions_per_turn": (1, 10), "hand_limit": (1, 20),
               "treasure_draws": (1, 10), "setup_floods": (0, 24), "deal": (0, 10), "capture_cards": (1, 10)}


def _shape(data: Any, p: Problems) -> tuple[tuple[int, int], ...]:
    rows = data.get("island") if data else None
    if data is None:
        return ()
    if not isinstance(rows, list) or not rows or len(rows) > MAX_ROWS:
        p.add("tiles.yaml", "island", "", f"must be a list of 1 to {MAX_ROWS} rows of '#' and '.'")
        return ()
    cells = []
    for y, row in enumerate(rows):
        if not isinstance(row, str) or not row or len(row) > MAX_ROWS or set(row) - {"#", "."}:
            p.add("tiles.yaml", "island", f"row {y + 1}", f"must be a text of '#' (a cell) and '.' (sea), not {short_repr(row)}")
            continue
        cells += [(x, y) for x, ch in enumerate(row) if ch == "#"]
    return tuple(cells)


def _tiles(data: Any, p: Problems) -> dict[str, TileSpec]:
    file = "tiles.yaml"
    out: dict[str, TileSpec] = {}
    for e in entries(data, file, "tiles", p):
        unknown_keys(e, ENTRY_KEYS[file], file, p)
        name = field(e, "name", str, file, p)
        treasure = field(e, "treasure", str, file, p, default=None)
        start = field(e, "start", str, file, p, default=None)
        landing = field(e, "landing", bool, file, p, default=False)
        if name is not None and e["id"] not in out:
            out[e["id"]] = TileSpec(e["id"], name, treasure, start, bool(landing))
    return out


def _cards(data: Any, p: Problems) -> tuple[dict[str, TreasureSpec], dict[str, CardSpec]]:
    file = "cards.yaml"
    names: dict[str, str] = {}
    for e in entries(data, file, "treasures", p):
        unknown_keys(e, ENTRY_KEYS["cards.yaml:treasures"], file, p)
        name = field(e, "name", str, file, p)
        if name is not None:
            names.setdefault(e["id"], name)
    cards: dict[str, CardSpec] = {}
    for e in entries(data, file, "cards", p):
        unknown_keys(e, ENTRY_KEYS["cards.yaml:cards"], file, p)
        name = field(e, "name", str, file, p)
        kind = field(e, "kind", str, file, p)
        treasure = field(e, "treasure", str, file, p, default=None)
        copies = field(e, "copies", int, file, p, minimum=1, maximum=MAX_COPIES)
        ok = name is not None and copies is not None
        if kind is not None and kind not in CARD_KINDS:
            p.add(file, e["id"], "kind", f"must be one of {', '.join(CARD_KINDS)}, not {short_repr(kind)}")
            ok = False
        if kind == "treasure" and treasure not in names:
            p.add(file, e["id"], "treasure", f"must name one of the treasures ({', '.join(names)}), not {short_repr(treasure)}")
            ok = False
        if kind is not None and kind != "treasure" and treasure is not None:
            p.add(file, e["id"], "treasure", f"only a treasure card names a treasure, not a {kind} card")
            ok = False
        if ok and kind is not None and e["id"] not in cards:
            cards[e["id"]] = CardSpec(e["id"], name, kind, treasure, copies)
    kinds = Counter(c.kind for c in cards.values())
    for kind in CARD_KINDS[1:]:
        if kinds[kind] != 1 and data is not None:
            p.add(file, "cards", "kind", f"needs exactly one {kind} card, not {kinds[kind]}")
    with_cards = Counter(c.treasure for c in cards.values() if c.treasure)
    for t in names:
        if with_cards[t] != 1 and data is not None:
            p.add(file, t, "cards", f"needs exactly one treasure card entry, not {with_cards[t]}")
    treasures = {t: TreasureSpec(t, n, ()) for t, n in names.items()}
    return treasures, cards


def _adventurers(data: Any, p: Problems) -> dict[str, AdventurerSpec]:
    file = "adventurers.yaml"
    out: dict[str, AdventurerSpec] = {}
    for e in entries(data, file, "adventurers", p):
        unknown_keys(e, ENTRY_KEYS[file], file, p)
        values = {
            "name": field(e, "name", str, file, p), "pawn": field(e, "pawn", str, file, p),
            "start": field(e, "start", str, file, p),
            "moves": field(e, "moves", str, file, p), "shores": field(e, "shores", str, file, p),
            "shore_tiles": field(e, "shore_tiles", int, file, p, minimum=1, maximum=4),
            "dives": field(e, "dives", bool, file, p), "flies": field(e, "flies", bool, file, p),
            "navigates": field(e, "navigates", int, file, p, minimum=0, maximum=4),
            "gives_anywhere": field(e, "gives_anywhere", bool, file, p), "swims": field(e, "swims", str, file, p),
        }
        for key, allowed in (("moves", MOVES), ("shores", MOVES), ("swims", SWIMS)):
            if values[key] is not None and values[key] not in allowed:
                p.add(file, e["id"], key, f"must be one of {', '.join(allowed)}, not {short_repr(values[key])}")
                values[key] = None
        if all(v is not None for v in values.values()) and e["id"] not in out:
            out[e["id"]] = AdventurerSpec(id=e["id"], **values)
    return out


def _water(data: Any, p: Problems) -> WaterMeterSpec | None:
    file = "water_meter.yaml"
    if data is None:
        return None
    counts = data.get("flood_cards")
    ok = True
    if (not isinstance(counts, list) or not 1 <= len(counts) <= MAX_TICKS
            or not all(isinstance(c, int) and not isinstance(c, bool) and 1 <= c <= MAX_FLOOD_CARDS for c in counts)):
        p.add(file, "flood_cards", "", f"must be a list of 1 to {MAX_TICKS} whole numbers from 1 to {MAX_FLOOD_CARDS}")
        ok = False
    elif any(b < a for a, b in zip(counts, counts[1:], strict=False)):
        p.add(file, "flood_cards", "", "the water never draws fewer cards at a higher tick")
        ok = False
    skull = data.get("skull")
    if ok and (isinstance(skull, bool) or skull != len(counts) + 1):
        p.add(file, "skull", "", f"must be the tick after the last flood count ({len(counts) + 1}), not {short_repr(skull)}")
        ok = False
    return WaterMeterSpec(tuple(counts), skull) if ok else None


def _levels(data: Any, water: WaterMeterSpec | None, p: Problems) -> dict[str, LevelSpec]:
    file = "levels.yaml"
    out: dict[str, LevelSpec] = {}
    top = len(water.flood_cards) if water else MAX_TICKS
    for e in entries(data, file, "levels", p):
        unknown_keys(e, ENTRY_KEYS[file], file, p)
        name = field(e, "name", str, file, p)
        tick = field(e, "start_tick", int, file, p, minimum=1, maximum=top)
        if name is not None and tick is not None and e["id"] not in out:
            out[e["id"]] = LevelSpec(e["id"], name, tick)
    if data is not None and not out:
        p.add(file, "levels", "", "needs at least one level")
    return out


def _rules(data: Any, p: Problems) -> RulesSpec | None:
    file = "rules.yaml"
    if data is None:
        return None
    values: dict[str, int] = {}
    for key, (lo, hi) in RULE_RANGES.items():
        v = field({"id": "", **({key: data[key]} if key in data else {})}, key, int, file, p, minimum=lo, maximum=hi)
        if v is not None:
            values[key] = v
    if len(values) != len(RULE_RANGES):
        return None
    if values["min_players"] > values["max_players"]:
        p.add(file, "min_players", "", "must not be more than max_players")
        return None
    return RulesSpec(**values)


def _variants(data: Any, p: Problems) -> dict[str, VariantSpec]:
    file = "variants.yaml"
    out: dict[str, VariantSpec] = {}
    for e in entries(data, file, "variants", p):
        unknown_keys(e, ENTRY_KEYS[file], file, p)
        name = field(e, "name", str, file, p)
        if e["id"] not in VARIANT_IDS:
            p.add(file, e["id"], "id", f"is not a variant the rules know (expected one of {', '.join(VARIANT_IDS)})")
        elif name is not None:
            out.setdefault(e["id"], VariantSpec(e["id"], name))
    return out


def _cross_check(cells: tuple[tuple[int, int], ...], tiles: dict[str, TileSpec], treasures: dict[str, TreasureSpec],
                 adventurers: dict[str, AdventurerSpec], rules: RulesSpec | None, p: Problems) -> dict[str, TreasureSpec]:
    if cells and tiles and len(cells) != len(tiles):
        p.add("tiles.yaml", "island", "", f"has {len(cells)} cells for {len(tiles)} tiles")
    landings = [t.id for t in tiles.values() if t.landing]
    if tiles and len(landings) != 1:
        p.add("tiles.yaml", "tiles", "landing", f"exactly one tile is the landing, not {len(landings)}")
    for t in tiles.values():
        if t.treasure is not None and treasures and t.treasure not in treasures:
            p.add("tiles.yaml", t.id, "treasure", f"unknown treasure {short_repr(t.treasure)}")
        if t.start is not None and adventurers and t.start not in adventurers:
            p.add("tiles.yaml", t.id, "start", f"unknown adventurer {short_repr(t.start)}")
    out = {}
    for tid, spec in treasures.items():
        where = tuple(t.id for t in tiles.values() if t.treasure == tid)
        if tiles and len(where) != 2:
            p.add("tiles.yaml", "tiles", "treasure", f"{tid} must be on exactly two tiles, not {len(where)}")
        out[tid] = TreasureSpec(spec.id, spec.name, where)
    for a in adventurers.values():
        if tiles and a.start not in tiles:
            p.add("adventurers.yaml", a.id, "start", f"unknown tile {short_repr(a.start)}")
        elif tiles and tiles[a.start].start != a.id:
            p.add("adventurers.yaml", a.id, "start", f"{a.start} does not show this adventurer's pawn (tiles.yaml start)")
    if rules is not None and adventurers and len(adventurers) < rules.max_players:
        p.add("rules.yaml", "max_players", "", f"is more than the {len(adventurers)} adventurers")
    return out


def load_island_data(folder: Path | str | None = None) -> IslandData:
    """Load and validate every file; DataError lists every problem."""
    if folder is None:
        from ...resources import asset
        folder = asset("island")
    folder = Path(folder)
    p = Problems()
    raw = {name: read_file(folder, name, TOP_KEYS[name], p) for name in FILES}
    cells = _shape(raw["tiles.yaml"], p)
    tiles = _tiles(raw["tiles.yaml"], p)
    treasures, cards = _cards(raw["cards.yaml"], p)
    adventurers = _adventurers(raw["adventurers.yaml"], p)
    water = _water(raw["water_meter.yaml"], p)
    levels = _levels(raw["levels.yaml"], water, p)
    rules = _rules(raw["rules.yaml"], p)
    variants = _variants(raw["variants.yaml"], p)
    treasures = _cross_check(cells, tiles, treasures, adventurers, rules, p)
    if p.lines or rules is None or water is None:
        raise DataError(p.lines or ["the island data could not be read"])
    return IslandData(folder=str(folder), cells=cells, tiles=tiles, treasures=treasures, cards=cards,
                      adventurers=adventurers, levels=levels, variants=variants, rules=rules, water=water)


_cache: dict[str, IslandData] = {}


def island_data(folder: Path | str | None = None) -> IslandData:
    """The data of one folder (the shipped one by default), loaded once: it is immutable."""
    key = "" if folder is None else str(Path(folder).resolve())
    if key not in _cache:
        _cache[key] = load_island_data(folder)
    return _cache[key]
