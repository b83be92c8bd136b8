"""How Forbidden Island looks: assets/island/look.yaml read through the guarded reader and
checked once (a bad file names the file, the entry and the key)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...engine.data_errors import DataError
from ...resources import asset
from ...safeio import ReadError, read_yaml

FILE = "look.yaml"
COLOURS = ("sea_deep sea sea_light foam sand sand_dark flooded flooded_light flooded_edge label label_flooded plate "
           "plate_flooded lit lit_fly lit_swim cursor refuse start_flag landing meter_low meter_high "
           "card_back_treasure card_back_flood card_face waters_rise special").split()
SHAPES = ("pentagon", "triangle", "diamond", "goblet", "circle", "square")
ANIMS = ("move fly flood shore sink card_turn card_hold rise shuffle capture lift_off give draw_pause").split()

Colour = tuple[int, ...]


@dataclass(frozen=True)
class Look:
    colours: dict[str, Colour]
    land: tuple[Colour, ...]
    treasure_colour: dict[str, Colour]
    treasure_shape: dict[str, str]
    pawns: dict[str, Colour]
    anim: dict[str, float]

    def c(self, name: str) -> Colour:
        return self.colours[name]


def _colour(v: Any, where: str, problems: list[str]) -> Colour:
    if (isinstance(v, list) and len(v) in (3, 4)
            and all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= 255 for x in v)):
        return tuple(v)
    problems.append(f"{FILE}: {where}: must be [r, g, b] or [r, g, b, a] of whole numbers 0..255")
    return (255, 0, 255)


def _mapping(doc: dict[str, Any], key: str) -> dict[str, Any]:
    v = doc.get(key)
    return v if isinstance(v, dict) else {}


def parse_look(doc: Any) -> Look:
    problems: list[str] = []
    if not isinstance(doc, dict):
        raise DataError([f"{FILE}: must be a mapping"])
    cols = _mapping(doc, "colours")
    colours = {}
    for k in COLOURS:
        if k not in cols:
            problems.append(f"{FILE}: colours: {k}: missing")
        colours[k] = _colour(cols.get(k, [255, 0, 255]), f"colours: {k}", problems)
    land_doc = doc.get("land")
    if not isinstance(land_doc, list) or not land_doc:
        problems.append(f"{FILE}: land: must be a list of colours")
        land_doc = []
    land = tuple(_colour(v, f"land: {i + 1}", problems) for i, v in enumerate(land_doc)) or ((120, 140, 90),)
    tcol, tshape = {}, {}
    treasures = _mapping(doc, "treasures")
    for tid, entry in treasures.items():
        if not isinstance(entry, dict):
            problems.append(f"{FILE}: treasures: {tid}: must be a mapping with colour and shape")
            continue
        tcol[str(tid)] = _colour(entry.get("colour"), f"treasures: {tid}: colour", problems)
        shape = entry.get("shape")
        if shape not in SHAPES:
            problems.append(f"{FILE}: treasures: {tid}: shape: must be one of {', '.join(SHAPES)}")
            shape = "circle"
        tshape[str(tid)] = str(shape)
    pawns_doc = _mapping(doc, "pawns")
    pawns = {str(k): _colour(v, f"pawns: {k}", problems) for k, v in pawns_doc.items()}
    anim_doc = _mapping(doc, "anim")
    anim = {}
    for k in ANIMS:
        v = anim_doc.get(k)
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0 <= v <= 60:
            problems.append(f"{FILE}: anim: {k}: must be a number of seconds from 0 to 60")
            v = 0.3
        anim[k] = float(v)
    if problems:
        raise DataError(problems)
    return Look(colours, land, tcol, tshape, pawns, anim)


@lru_cache(maxsize=1)
def look() -> Look:
    try:
        return parse_look(read_yaml(asset("island", FILE), label=FILE))
    except ReadError as exc:
        raise DataError([f"{FILE}: {exc}"]) from exc


def check_against(look_: Look, data: Any) -> list[str]:
    """What the look lacks for the data: a treasure or a pawn colour with no entry."""
    out = [f"{FILE}: treasures: {t}: missing" for t in data.treasures if t not in look_.treasure_colour]
    out += [f"{FILE}: pawns: {a.pawn}: missing (adventurer {a.id})" for a in data.adventurers.values()
            if a.pawn not in look_.pawns]
    return out
