"""Forbidden Island's guided first game as data: assets/tutorial/island.yaml read through the
game-free reader (engine/guide.py), with the checks only Island can make (what a step's lights
name), where each light is on the screen, and the questions and modes cut down to what the step
asks for. The screen is scenes/tutorial.py.

A light names one thing: ``tile`` (a tile id), ``pawn`` (an adventurer), ``button`` (a button's
action: ``end_actions``, ``capture``, ``next_card``), ``card`` ([holder, card]: a card in a
hand), ``player`` (a team row), ``pile`` (``treasure_deck``, ``flood_deck``, ``..._discard``),
``meter`` (the Water Meter) or ``treasure`` (a treasure's box).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Callable, Mapping, Optional

import pygame

from ...engine.data_errors import DataError
from ...engine.guide import Guide, load_guide
from ...i18n import tr
from ...resources import asset
from ...shell.theme import Button
from ..core import Action
from . import intents as it
from .board_view import BoardView
from ...shell.rooms.hitmap import HitMap
from .panels import rect_of
from .picture import Picture

GAME = "island"
FILE = ("tutorial", "island.yaml")
LABEL = "assets/tutorial/island.yaml"
LIGHT_KINDS = ("tile", "pawn", "button", "card", "player", "pile", "meter", "treasure")
PANEL_KINDS = ("player", "pile", "treasure")


@lru_cache(maxsize=1)
def island_guide() -> Guide:
    """The guide, read and checked once (a bad file stops with every problem named)."""
    guide = load_guide(asset(*FILE), label=LABEL)
    from ..data import island_data
    data = island_data()
    problems = []
    for i, step in enumerate(guide.steps):
        for light in step.light:
            why = _light_problem(light, data)
            if why:
                problems.append(f"{LABEL}: steps[{i}] ({step.id}): light: {dict(light)} {why}")
    if problems:
        raise DataError(problems)
    return guide


def _light_problem(light: Mapping[str, Any], data: Any) -> str:
    kinds = [k for k in light if k in LIGHT_KINDS]
    if len(kinds) != 1 or len(light) != 1:
        return f"must name one of {', '.join(LIGHT_KINDS)}"
    kind, value = kinds[0], light[kinds[0]]
    if kind == "tile" and value not in data.tiles:
        return "names no tile"
    if kind in ("pawn", "player") and value not in data.adventurers:
        return "names no adventurer"
    if kind == "card" and not (isinstance(value, list) and len(value) == 2 and value[0] in data.adventurers
                               and value[1] in data.cards):
        return "must be [adventurer, card]"
    return ""


def offer_text() -> tuple[str, str, str, str]:
    """The first start's question: title, text, yes, no."""
    n = len(island_guide().steps)
    return (tr("New to Forbidden Island?"),
            tr("A guided first game teaches the rules in {n} short steps, on the real island.", n=n),
            tr("Learn to play"), tr("Not now"))


# ---- the lights on screen ---------------------------------------------------------------------

@dataclass(frozen=True)
class Screen:
    """What the lights are found on: the island, the picture, the buttons, the panels' hit map."""
    view: BoardView
    pic: Picture
    buttons: list[Button]
    hits: HitMap


def lights(screen: Screen, step_lights: tuple[Mapping[str, Any], ...]) -> list[tuple[pygame.Rect, bool]]:
    """Where the step's lights are on screen now: (rect, round) for each one found."""
    out = []
    for light in step_lights:
        got = _light(screen, light)
        if got is not None:
            out.append(got)
    return out


def _light(sc: Screen, light: Mapping[str, Any]) -> Optional[tuple[pygame.Rect, bool]]:
    state = sc.pic.state
    if "tile" in light:
        cell = state.cell(str(light["tile"]))
        return (sc.view.cell_rect(cell), False) if cell is not None and state.in_play(cell) else None
    if "pawn" in light:
        at = sc.pic.pawn.get(str(light["pawn"]))
        if at is None:
            return None
        r = int(sc.pic.radius.get(str(light["pawn"]), 10.0))
        return pygame.Rect(int(at[0]) - r, int(at[1]) - r, 2 * r, 2 * r), True
    if "button" in light:
        b = next((b for b in sc.buttons if b.action == light["button"]), None)
        return (pygame.Rect(b.rect), False) if b is not None else None
    if "card" in light:
        target: tuple = ("card", *light["card"])
    elif "meter" in light:
        target = ("meter",)
    else:
        kind = next(k for k in PANEL_KINDS if k in light)
        target = (kind, light[kind])
    rect = rect_of(sc.hits, target)
    return (pygame.Rect(rect), False) if rect is not None else None


# ---- what a step lets through ---------------------------------------------------------------------

def prune(intent: it.Intent, allows: Callable[[Action], bool]) -> it.Intent:
    """``intent`` cut down to what the step allows: a question keeps the answers that lead to an
    allowed action (None when none does), a mode the tiles whose action is allowed. Leaving the
    game and refusals pass as they are."""
    if isinstance(intent, it.Do):
        return intent if allows(intent.action) else None
    if isinstance(intent, it.Arm):
        targets = {c: a for c, a in intent.targets.items() if allows(a)}
        return replace(intent, targets=targets) if targets else None
    if isinstance(intent, it.Ask):
        options = tuple((label, kept) for label, option in intent.options
                        if (kept := option if isinstance(option, it.Leave) else prune(option, allows)) is not None)
        return replace(intent, options=options) if options else None
    return intent


__all__ = ["GAME", "island_guide", "lights", "offer_text", "prune"]
