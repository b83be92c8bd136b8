"""The shared ground of the wire geometry tests (tests/core/test_wire_spans.py,
test_wire_crossings.py, test_wire_slides.py; docs/game-model.md section 6, rules 4-5): the board's
sizes, small component builders, the refusal texts, and an independent, exact, pure-Python model
of the same geometry (capsule/circle and capsule/capsule distances), so a wrong prefilter, a wrong
lay-out of the wire or a misuse of pymunk in ``WireSpace`` all show up as a disagreement with it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from hypothesis import strategies as st

from forbidden_sky.sky.core.geometry import Component, PlacedWire

HW = 0.03
SHORT = 1.0
LONG = 2.0
RADIUS = {
    "lightning_rod": 0.10,
    "small_capacitor": 0.14,
    "large_capacitor": 0.20,
    "launch_pad_side": 0.12,
}
NAME = {
    "lightning_rod": "the lightning rod",
    "small_capacitor": "the small capacitor",
    "large_capacitor": "the large capacitor",
    "launch_pad_side": "the launch pad",
}
TOO_SHORT = "too short to reach"
TOUCH = "the components touch"
CROSS = "it would cross another wire"
ALONG = "it would lie along the other wire on that component"


def comp(ref: str, kind: str, x: float, y: float) -> Component:
    return Component(ref, kind, x, y, RADIUS[kind])


def rod(ref: str, x: float, y: float) -> Component:
    return comp(ref, "lightning_rod", x, y)


def over(kind: str) -> str:
    return "it would pass over " + NAME[kind]

# --- an independent exact model -------------------------------------------------------------

Point = tuple[float, float]


def point_segment_distance(c: Point, p: Point, q: Point) -> float:
    px, py = p
    vx, vy = q[0] - px, q[1] - py
    wx, wy = c[0] - px, c[1] - py
    vv = vx * vx + vy * vy
    t = 0.0 if vv == 0.0 else max(0.0, min(1.0, (wx * vx + wy * vy) / vv))
    return math.hypot(wx - t * vx, wy - t * vy)


def _orient(p: Point, q: Point, r: Point) -> float:
    return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])


def segments_intersect(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    d1 = _orient(q1, q2, p1)
    d2 = _orient(q1, q2, p2)
    d3 = _orient(p1, p2, q1)
    d4 = _orient(p1, p2, q2)
    return ((d1 > 0 > d2) or (d1 < 0 < d2)) and ((d3 > 0 > d4) or (d3 < 0 < d4))


def segment_segment_distance(p1: Point, p2: Point, q1: Point, q2: Point) -> float:
    if segments_intersect(p1, p2, q1, q2):
        return 0.0
    # Otherwise the closest pair always involves an end point of one of the segments.
    return min(
        point_segment_distance(p1, q1, q2),
        point_segment_distance(p2, q1, q2),
        point_segment_distance(q1, p1, p2),
        point_segment_distance(q2, p1, p2),
    )


def exact_segment(a: Component, b: Component, length: float, offset: float = 0.0) -> tuple[Point, Point]:
    d = math.hypot(b.x - a.x, b.y - a.y)
    span = max(length, d)
    ux, uy = (b.x - a.x) / d, (b.y - a.y) / d
    mx, my = (a.x + b.x) / 2 + ux * offset, (a.y + b.y) / 2 + uy * offset
    return (mx - ux * span / 2, my - uy * span / 2), (mx + ux * span / 2, my + uy * span / 2)


def exact_span(shared: Component, far: Component) -> tuple[Point, Point] | None:
    """A wire's span from where it leaves the shared component's disc to the far centre."""
    d = math.hypot(far.x - shared.x, far.y - shared.y)
    if d <= shared.r:
        return None
    u = ((far.x - shared.x) / d, (far.y - shared.y) / d)
    return (shared.x + u[0] * shared.r, shared.y + u[1] * shared.r), (far.x, far.y)


TIE = 1e-6  # closer than this to a limit, rounding may decide: such cases are not compared


def expected_verdict(
    comps: Sequence[Component], wires: Sequence[PlacedWire], a: str, b: str, length: float, offset: float = 0.0
) -> tuple[bool, str | None]:
    """(comparable, verdict) from first principles; comparable is False on near-ties."""
    by_ref = {c.ref: c for c in comps}
    ca, cb = by_ref[a], by_ref[b]
    d = math.hypot(cb.x - ca.x, cb.y - ca.y)
    rr = ca.r + cb.r
    if abs(d - rr) < TIE or abs(d - (length + rr)) < TIE:
        return False, None
    if d <= rr:
        return True, TOUCH
    if d > length + rr:
        return True, TOO_SHORT
    p, q = exact_segment(ca, cb, length, offset)
    ux, uy = (cb.x - ca.x) / d, (cb.y - ca.y) / d
    blockers: list[tuple[float, Component]] = []
    for c in comps:
        if c.ref in (a, b):
            continue
        gap = point_segment_distance((c.x, c.y), p, q) - (c.r + HW)
        if abs(gap) < TIE:
            return False, None
        if gap < 0:
            blockers.append(((c.x - ca.x) * ux + (c.y - ca.y) * uy, c))
    if blockers:
        blockers.sort(key=lambda tc: (tc[0], tc[1].ref))
        first_t, first = blockers[0]
        if any(abs(t - first_t) < TIE and c.kind != first.kind for t, c in blockers[1:]):
            return False, None
        return True, over(first.kind)
    crossing = along = False
    for w in wires:
        shared = {w.a, w.b} & {a, b}
        if shared:
            # the span rule: only the parts between the components, beyond the shared one
            c = by_ref[shared.pop()]
            new_span = exact_span(c, cb if c is ca else ca)
            old_span = exact_span(c, by_ref[w.b if w.a == c.ref else w.a])
            if new_span is None or old_span is None:
                continue
            gap = segment_segment_distance(*new_span, *old_span) - 2 * HW
            if abs(gap) < TIE:
                return False, None
            along = along or gap < 0
            continue
        wp, wq = exact_segment(by_ref[w.a], by_ref[w.b], w.length, w.offset)
        gap = segment_segment_distance(p, q, wp, wq) - 2 * HW
        if abs(gap) < TIE:
            return False, None
        crossing = crossing or gap < 0
    return True, CROSS if crossing else (ALONG if along else None)


def _rotated(point: Point, turn: float) -> Point:
    """Turn a layout drawn around the origin, then move it onto the board (around (2, 2))."""
    c, s = math.cos(turn), math.sin(turn)
    return (2.0 + c * point[0] - s * point[1], 2.0 + s * point[0] + c * point[1])


# --- random layouts (the seeded sweeps and hypothesis draw from the same kinds) ---------------

KINDS = sorted(RADIUS)


def build_layout(
    rng_positions: Sequence[tuple[float, float, str]], wire_picks: Sequence[tuple[int, int, bool]]
) -> tuple[list[Component], list[PlacedWire]]:
    comps = [comp(f"c{i}", kind, x, y) for i, (x, y, kind) in enumerate(rng_positions)]
    wires: list[PlacedWire] = []
    for i, j, long_wire in wire_picks:
        i %= len(comps)
        j %= len(comps)
        ci, cj = comps[i], comps[j]
        if i != j and (ci.x, ci.y) != (cj.x, cj.y):
            wires.append(PlacedWire(ci.ref, cj.ref, LONG if long_wire else SHORT))
    return comps, wires


coordinate = st.floats(min_value=0.0, max_value=3.0, allow_nan=False, allow_infinity=False)
component_spec = st.tuples(coordinate, coordinate, st.sampled_from(KINDS))
wire_pick = st.tuples(st.integers(0, 9), st.integers(0, 9), st.booleans())
