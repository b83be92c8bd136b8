"""Forbidden Sky's guided first game as data: assets/tutorial/sky.yaml read through the game-free
reader (engine/guide.py), with the checks only Sky can make (what a step's lights name), and the
first start's question. The screen is scenes/tutorial.py."""

from __future__ import annotations

from functools import lru_cache

from ...engine.data_errors import DataError
from ...engine.guide import Guide, load_guide
from ...i18n import tr
from ...resources import asset

GAME = "sky"
FILE = ("tutorial", "sky.yaml")
LIGHT_KINDS = ("cell", "component", "pawn", "button", "pile", "tile", "card", "health", "rope")


@lru_cache(maxsize=1)
def sky_guide() -> Guide:
    """The guide, read and checked once (a bad file stops with every problem named)."""
    label = "assets/tutorial/sky.yaml"
    guide = load_guide(asset(*FILE), label=label)
    problems = []
    for i, step in enumerate(guide.steps):
        for light in step.light:
            kinds = [k for k in light if k in LIGHT_KINDS]
            if len(kinds) != 1 or len(light) != 1:
                problems.append(f"{label}: steps[{i}] ({step.id}): light: {dict(light)} must name one of "
                                f"{', '.join(LIGHT_KINDS)}")
    if problems:
        raise DataError(problems)
    return guide


def offer_text() -> tuple[str, str, str, str]:
    """The first start's question: title, text, yes, no."""
    n = len(sky_guide().steps)
    return (tr("New to Forbidden Sky?"),
            tr("A guided first game teaches the rules in {n} short steps, on the real board.", n=n),
            tr("Learn to play"), tr("Not now"))
