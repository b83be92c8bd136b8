"""The parts the wire rules speak of, without pymunk: a component as a disc, a placed wire,
where components sit on the grid, and the refusal reasons (docs/game-model.md section 6).

Split from geometry.py (which alone imports pymunk) so the board can place components and the
words can name them without loading the physics.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

#: Default half-width of a wire's body (docs/game-model.md section 6; the real value lives in components.yaml).
WIRE_HALF_WIDTH: float = 0.03

#: Slack for the two reach comparisons. Component centres sit on halves of the grid plus the
#: pad offset, so a distance that is exactly at a limit on paper (e.g. 1.2 == 1.0 + 0.1 + 0.1)
#: can come out one ulp above it from ``math.hypot``; without this slack such a wire would
#: flip between legal and illegal on rounding alone. It is far below anything a player sees.
REACH_EPSILON: float = 1e-9

#: What a player calls each kind of component, used in refusal reasons.
HUMAN_NAMES: Mapping[str, str] = {
    "lightning_rod": "the lightning rod",
    "small_capacitor": "the small capacitor",
    "large_capacitor": "the large capacitor",
    # The two sides are separate components for the geometry, but to a player it is one pad.
    "launch_pad_side": "the launch pad",
}

REASON_TOO_SHORT = "too short to reach"
REASON_TOUCH = "the components touch"
REASON_SAME = "a wire needs two different components"
REASON_CROSS = "it would cross another wire"
REASON_ALONG = "it would lie along the other wire on that component"

#: Offsets are chosen on this grid (tile units): a placement a hair clear of an obstacle, never
#: on the rounding edge of one, stored as a short decimal (1e-4 is far below what a player sees).
OFFSET_QUANTUM: float = 1e-4


def human_name(kind: str) -> str:
    """A player's name for a component kind ("the small capacitor"); unknown kinds degrade to
    their words rather than failing, so a new kind in the data never crashes a refusal."""
    return HUMAN_NAMES.get(kind, "the " + kind.replace("_", " "))


def reason_pass_over(kind: str) -> str:
    """The refusal reason for a wire that would touch a component of this kind."""
    return "it would pass over " + human_name(kind)


@dataclass(frozen=True)
class Component:
    """A placed component as a disc: the only shape the wire rules care about."""

    ref: str  # e.g. "rod(0,3)", "cap(0,3,E)", "pad:A", "pad:B"
    kind: str  # lightning_rod | small_capacitor | large_capacitor | launch_pad_side
    x: float  # centre, in tile units
    y: float
    r: float  # radius


@dataclass(frozen=True)
class PlacedWire:
    """A wire already on the board, between two component refs."""

    a: str
    b: str
    length: float  # nominal length (short 2.0, long 3.0 in components.yaml)
    offset: float = 0.0  # where it lies: its centre's shift from the midpoint of a and b, along a->b


# --- where components sit (used by the board to place them) -------------------------------


def rod_centre(x: int, y: int) -> tuple[float, float]:
    """A lightning rod stands at the centre of its cell."""
    return (x + 0.5, y + 0.5)


_EDGE_MIDPOINTS: Mapping[str, tuple[float, float]] = {
    "N": (0.5, 0.0),
    "E": (1.0, 0.5),
    "S": (0.5, 1.0),
    "W": (0.0, 0.5),
}


def capacitor_centre(x: int, y: int, edge: str) -> tuple[float, float]:
    """A capacitor sits on the midpoint of the edge where its two half circles meet.

    The same capacitor seen from the neighbouring cell gives the same point, e.g.
    ``capacitor_centre(0, 0, "E") == capacitor_centre(1, 0, "W")``.
    """
    try:
        dx, dy = _EDGE_MIDPOINTS[edge]
    except KeyError:
        raise ValueError(f"unknown edge {edge!r}; expected one of N E S W") from None
    return (x + dx, y + dy)


def pad_side_centres(vx: float, vy: float, axis: str, offset: float) -> dict[str, tuple[float, float]]:
    """The two sides of the launch pad at grid vertex (vx, vy) (the corner shared by 4 cells).

    Side A is west of the vertex on an E-W axis and north of it on an N-S axis; side B is the
    other way (docs/game-model.md section 6). ``offset`` is the distance from the vertex (components.yaml).
    """
    if axis == "EW":
        return {"A": (vx - offset, vy), "B": (vx + offset, vy)}
    if axis == "NS":
        return {"A": (vx, vy - offset), "B": (vx, vy + offset)}
    raise ValueError(f"unknown pad axis {axis!r}; expected 'EW' or 'NS'")
