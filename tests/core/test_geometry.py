"""Behaviour of the wire geometry (docs/game-model.md section 6, rules 4-5).

The randomized tests compare ``WireSpace.check_at`` (one placement) with an independent, exact,
pure-Python distance computation (capsule/circle and capsule/capsule), so a wrong prefilter, a
wrong lay-out of the wire or a misuse of pymunk all show up as a disagreement; and they check
``WireSpace.place`` (the slide) against the same model sampled along the slide range.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forbidden_sky.sky.core.geometry import (
    Component,
    PlacedWire,
    WireSpace,
    capacitor_centre,
    pad_side_centres,
    rod_centre,
)

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


# --- placing components ---------------------------------------------------------------------


def test_rod_sits_at_cell_centre() -> None:
    assert rod_centre(0, 3) == (0.5, 3.5)
    assert rod_centre(-2, 1) == (-1.5, 1.5)


@pytest.mark.parametrize(("edge", "point"), [("N", (2.5, 3.0)), ("E", (3.0, 3.5)), ("S", (2.5, 4.0)), ("W", (2.0, 3.5))])
def test_capacitor_sits_at_edge_midpoint(edge: str, point: tuple[float, float]) -> None:
    assert capacitor_centre(2, 3, edge) == point


def test_capacitor_is_the_same_point_from_both_cells() -> None:
    assert capacitor_centre(0, 0, "E") == capacitor_centre(1, 0, "W")
    assert capacitor_centre(0, 0, "S") == capacitor_centre(0, 1, "N")


def test_capacitor_rejects_unknown_edge() -> None:
    with pytest.raises(ValueError):
        capacitor_centre(0, 0, "NE")


def test_pad_sides_lie_on_the_axis_a_west_or_north() -> None:
    assert pad_side_centres(1, 2, "EW", 0.22) == {"A": (0.78, 2), "B": (1.22, 2)}
    assert pad_side_centres(1, 2, "NS", 0.22) == {"A": (1, 1.78), "B": (1, 2.22)}
    with pytest.raises(ValueError):
        pad_side_centres(1, 2, "NE", 0.22)


# --- reach ----------------------------------------------------------------------------------


@pytest.mark.parametrize("length", [SHORT, LONG])
def test_reach_upper_limit_is_length_plus_both_radii(length: float) -> None:
    # Two rods (r = 0.1): the limit is length + 0.2, inclusive.
    at_limit = WireSpace([rod("a", 0.5, 0.5), rod("b", 0.5 + length + 0.2, 0.5)], [], HW)
    assert at_limit.check("a", "b", length) is None
    assert at_limit.reach("a", "b", length)
    beyond = WireSpace([rod("a", 0.5, 0.5), rod("b", 0.5 + length + 0.2 + 1e-6, 0.5)], [], HW)
    assert beyond.check("a", "b", length) == TOO_SHORT
    assert not beyond.reach("a", "b", length)


def test_long_wire_reaches_where_short_does_not() -> None:
    ws = WireSpace([rod("a", 0.5, 0.5), rod("b", 2.0, 0.5)], [], HW)
    assert ws.check("a", "b", SHORT) == TOO_SHORT
    assert ws.check("a", "b", LONG) is None


@pytest.mark.parametrize("length", [SHORT, LONG])
def test_reach_lower_limit_components_that_touch(length: float) -> None:
    # d == rA + rB: the discs touch, no wire between them; a hair further apart is fine.
    touching = WireSpace([rod("a", 0.5, 0.5), rod("b", 0.7, 0.5)], [], HW)
    assert touching.check("a", "b", length) == TOUCH
    assert not touching.reach("a", "b", length)
    apart = WireSpace([rod("a", 0.5, 0.5), rod("b", 0.7 + 1e-6, 0.5)], [], HW)
    assert apart.check("a", "b", length) is None
    assert apart.reach("a", "b", length)


def test_same_component_at_both_ends_is_refused() -> None:
    ws = WireSpace([rod("a", 0.5, 0.5)], [], HW)
    assert ws.check("a", "a", SHORT) is not None
    assert not ws.reach("a", "a", SHORT)


# --- laying ---------------------------------------------------------------------------------


def test_long_wire_overhangs_both_ends_equally() -> None:
    a, b = rod("a", 0.5, 0.5), rod("b", 1.1, 1.3)  # d = 1.0, diagonal
    ws = WireSpace([a, b], [], HW)
    p, q = ws.lay("a", "b", LONG)
    assert math.dist(p, q) == pytest.approx(LONG)
    assert ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2) == pytest.approx((0.8, 0.9))
    # Along A->B: P lies 0.5 behind A, Q 0.5 beyond B.
    assert math.dist(p, (a.x, a.y)) == pytest.approx(0.5)
    assert math.dist(q, (b.x, b.y)) == pytest.approx(0.5)
    assert math.dist(p, (b.x, b.y)) == pytest.approx(1.5)


def test_wire_longer_than_nominal_runs_centre_to_centre() -> None:
    ws = WireSpace([rod("a", 0.5, 0.5), rod("b", 1.7, 0.5)], [], HW)  # d = 1.2 > 1.0
    p, q = ws.lay("a", "b", SHORT)
    assert p == pytest.approx((0.5, 0.5))
    assert q == pytest.approx((1.7, 0.5))


def test_lay_runs_from_a_to_b() -> None:
    ws = WireSpace([rod("a", 0.5, 0.5), rod("b", 1.7, 0.5)], [], HW)
    assert ws.lay("b", "a", SHORT)[0] == pytest.approx((1.7, 0.5))


# --- passing over components ----------------------------------------------------------------


@pytest.mark.parametrize("kind", ["lightning_rod", "small_capacitor", "large_capacitor"])
def test_wire_over_a_component_between_the_ends_is_refused(kind: str) -> None:
    ends = [rod("a", 0.5, 0.5), rod("b", 2.5, 0.5)]
    obstacle = comp("x", kind, 1.5, 0.5 + RADIUS[kind] + HW - 0.01)  # grazes the wire
    assert WireSpace(ends, [], HW).check("a", "b", LONG) is None
    assert WireSpace([*ends, obstacle], [], HW).check("a", "b", LONG) == over(kind)


def test_component_just_beside_the_wire_is_not_touched() -> None:
    ends = [rod("a", 0.5, 0.5), rod("b", 2.5, 0.5)]
    beside = comp("x", "small_capacitor", 1.5, 0.5 + 0.14 + HW + 0.001)
    assert WireSpace([*ends, beside], [], HW).check("a", "b", LONG) is None


def test_reason_names_the_obstacle_met_first_from_a() -> None:
    comps = [
        rod("a", 0.5, 0.5),
        rod("b", 2.5, 0.5),
        comp("near_a", "small_capacitor", 1.0, 0.5),
        comp("near_b", "large_capacitor", 2.0, 0.5),
    ]
    ws = WireSpace(comps, [], HW)
    assert ws.check("a", "b", LONG) == over("small_capacitor")
    assert ws.check("b", "a", LONG) == over("large_capacitor")


def test_wire_on_one_pad_side_must_not_touch_the_other() -> None:
    sides = pad_side_centres(1, 1, "EW", 0.22)  # pad:A (0.78, 1), pad:B (1.22, 1)
    comps = [
        comp("pad:A", "launch_pad_side", *sides["A"]),
        comp("pad:B", "launch_pad_side", *sides["B"]),
        rod("east", 1.9, 1.0),
        rod("west", 0.1, 1.0),
        rod("north", 0.78, 0.0),
    ]
    ws = WireSpace(comps, [], HW)
    # Straight across the other side: that would short the pad.
    assert ws.check("pad:A", "east", SHORT) == over("launch_pad_side")
    assert ws.check("pad:B", "west", SHORT) == over("launch_pad_side")
    # Away from the other side is fine.
    assert ws.check("pad:A", "north", SHORT) is None
    assert ws.check("pad:A", "west", SHORT) is None


def test_pad_side_grazed_at_an_angle_is_refused() -> None:
    sides = pad_side_centres(1, 1, "EW", 0.22)
    pad_a = comp("pad:A", "launch_pad_side", *sides["A"])
    pad_b = comp("pad:B", "launch_pad_side", *sides["B"])

    # Aim so the centre line passes at distance `gap` from pad:B's centre.
    def aimed(gap: float) -> Component:
        # direction at angle theta above the A->B axis with sin(theta) = gap / 0.44
        theta = math.asin(gap / 0.44)
        return rod("r", 0.78 + 1.0 * math.cos(theta), 1 - 1.0 * math.sin(theta))

    touching = WireSpace([pad_a, pad_b, aimed(0.12 + HW - 0.005)], [], HW)
    assert touching.check("pad:A", "r", SHORT) == over("launch_pad_side")
    clear = WireSpace([pad_a, pad_b, aimed(0.12 + HW + 0.005)], [], HW)
    assert clear.check("pad:A", "r", SHORT) is None


def test_long_wire_centred_overhang_touching_a_component_slides_clear() -> None:
    # A rod 1.0 east of the wire's first end, a capacitor 0.45 behind it: the short wire
    # stays between the rods, the long one centred sticks out 0.5 behind A and meets the
    # capacitor; slid east (its far end overhanging B more) it touches nothing.
    comps = [
        rod("a", 1.0, 0.5),
        rod("b", 2.0, 0.5),
        comp("behind", "small_capacitor", 0.4, 0.5),  # its disc reaches x = 0.54
    ]
    ws = WireSpace(comps, [], HW)
    assert ws.check("a", "b", SHORT) is None
    assert ws.check_at("a", "b", LONG, 0.0) == over("small_capacitor")
    verdict, offset = ws.place("a", "b", LONG)
    assert verdict is None and offset > 0.0
    p, q = ws.lay("a", "b", LONG, offset)
    assert p[0] > 0.54 + HW  # clear of the capacitor, and as little past it as it can
    assert p[0] == pytest.approx(0.54 + HW, abs=5e-4)
    assert ws.place("b", "a", LONG) == (None, -offset)  # the same placement from the other end


@pytest.mark.parametrize("margin", [-0.005, 0.005])
def test_overhang_pointing_at_a_component_in_every_orientation(margin: float) -> None:
    # The long wire's bare end points at (or just past) a capacitor, at every angle and from
    # either end, straight on and slightly off-axis.
    r = RADIUS["small_capacitor"]
    for turn_step in range(24):
        turn = turn_step * math.pi / 12
        for side_angle in (0.0, 0.4, -0.9):
            reach_out = r + HW + margin  # from the wire's end to the capacitor's centre
            end = (1.5, 0.0)  # rods at 0 and 1, long wire from -0.5 to 1.5
            centre = (end[0] + reach_out * math.cos(side_angle), reach_out * math.sin(side_angle))
            comps = [
                rod("a", *_rotated((0.0, 0.0), turn)),
                rod("b", *_rotated((1.0, 0.0), turn)),
                comp("x", "small_capacitor", *_rotated(centre, turn)),
            ]
            want = over("small_capacitor") if margin < 0 else None
            ws = WireSpace(comps, [], HW)
            assert ws.check_at("a", "b", LONG, 0.0) == want, (turn_step, side_angle)
            assert ws.check_at("b", "a", LONG, 0.0) == want, (turn_step, side_angle)
            assert ws.check("a", "b", LONG) is None  # slid back, it always clears the capacitor
            assert ws.check("a", "b", SHORT) is None


def test_pad_overhang_on_the_other_side_is_refused() -> None:
    sides = pad_side_centres(1, 1, "EW", 0.22)
    comps = [
        comp("pad:A", "launch_pad_side", *sides["A"]),
        comp("pad:B", "launch_pad_side", *sides["B"]),
        rod("west", sides["A"][0] - 1.0, 1.0),
    ]
    ws = WireSpace(comps, [], HW)
    assert ws.check("west", "pad:A", SHORT) is None
    # The long wire centred overhangs 0.5 past pad:A, onto pad:B (0.44 further east)...
    assert ws.check_at("west", "pad:A", LONG, 0.0) == over("launch_pad_side")
    # ...slid west it ends on pad:A's metal, clear of pad:B.
    verdict, offset = ws.place("west", "pad:A", LONG)
    assert verdict is None and offset < 0.0
    end = ws.lay("west", "pad:A", LONG, offset)[1]
    assert sides["A"][0] - 0.12 <= end[0] < sides["B"][0] - 0.12 - HW


# --- other wires ----------------------------------------------------------------------------


def crossing_layout() -> list[Component]:
    return [rod("w", 0.5, 1.0), rod("e", 1.7, 1.0), rod("n", 1.1, 0.4), rod("s", 1.1, 1.6)]


def test_crossing_a_placed_wire_is_refused() -> None:
    comps = crossing_layout()
    assert WireSpace(comps, [], HW).check("n", "s", SHORT) is None
    ws = WireSpace(comps, [PlacedWire("w", "e", SHORT)], HW)
    assert ws.check("n", "s", SHORT) == CROSS
    assert ws.check("s", "n", LONG) == CROSS


def test_wires_sharing_a_component_do_not_cross() -> None:
    # Both wires start at the centre of rod "hub", so their bodies overlap there.
    hub, east, north_east = rod("hub", 1.0, 1.0), rod("e", 2.0, 1.0), rod("ne", 1.8, 0.4)
    new_wire = exact_segment(hub, north_east, SHORT)
    old_wire = exact_segment(hub, east, SHORT)
    assert segment_segment_distance(*new_wire, *old_wire) < 2 * HW  # they do meet
    ws = WireSpace([hub, east, north_east], [PlacedWire("hub", "e", SHORT)], HW)
    assert ws.check("hub", "ne", SHORT) is None
    assert ws.check("ne", "hub", LONG) is None


def test_wire_sharing_the_far_component_does_not_cross_either() -> None:
    comps = [rod("a", 0.5, 1.0), rod("hub", 1.5, 1.0), rod("c", 2.3, 0.5)]
    new_wire = exact_segment(comps[0], comps[1], SHORT)
    old_wire = exact_segment(comps[2], comps[1], SHORT)
    assert segment_segment_distance(*new_wire, *old_wire) < 2 * HW  # they do meet at "hub"
    ws = WireSpace(comps, [PlacedWire("c", "hub", SHORT)], HW)
    assert ws.check("a", "hub", SHORT) is None


def test_parallel_wires_close_but_apart_are_accepted() -> None:
    # Two long wires (d = 1, so each overhangs 0.5 at both ends) whose overhangs run side by
    # side for 0.2, `gap` apart; every rod stays well clear of the other wire.
    def layout(gap: float) -> WireSpace:
        comps = [
            rod("a", 0.5, 1.0),
            rod("b", 1.5, 1.0),  # placed wire: x from 0.0 to 2.0 on y = 1
            rod("c", 2.3, 1.0 + gap),
            rod("d", 3.3, 1.0 + gap),  # new wire: x from 1.8 to 3.8 on y = 1 + gap
        ]
        return WireSpace(comps, [PlacedWire("a", "b", LONG)], HW)

    assert layout(2 * HW + 0.001).check_at("c", "d", LONG, 0.0) is None
    assert layout(2 * HW - 0.001).check_at("c", "d", LONG, 0.0) == CROSS
    assert layout(-(2 * HW + 0.001)).check_at("c", "d", LONG, 0.0) is None
    assert layout(-(2 * HW - 0.001)).check_at("c", "d", LONG, 0.0) == CROSS
    assert layout(2 * HW - 0.001).check("c", "d", LONG) is None  # slid east, clear of it


@pytest.mark.parametrize("gap", [2 * HW - 0.01, 2 * HW + 0.01])
def test_wires_meeting_end_to_end_in_every_orientation(gap: float) -> None:
    # Bare overhang ends of two long wires approach each other. This is where a probe moved
    # with pymunk's Segment.unsafe_set_endpoints reported no contact for some orientations
    # (its normal is stored flipped), so sweep the angles and both wire directions.
    touching = gap < 2 * HW
    checked = 0
    for turn_step in range(24):
        turn = turn_step * math.pi / 12
        for approach_step in range(-3, 4):
            approach = approach_step * math.pi / 8  # where the new end sits around the old end
            for away_step in range(-2, 3):
                away = approach + away_step * math.pi / 6  # which way the new wire leaves
                end = (1.5 + gap * math.cos(approach), gap * math.sin(approach))
                v = (math.cos(away), math.sin(away))
                local = {
                    "a": (0.0, 0.0),
                    "b": (1.0, 0.0),  # placed long wire: (-0.5, 0) to (1.5, 0)
                    "c": (end[0] + 0.5 * v[0], end[1] + 0.5 * v[1]),
                    "d": (end[0] + 1.5 * v[0], end[1] + 1.5 * v[1]),  # new: end to end + 2v
                }
                comps = [rod(ref, *_rotated(xy, turn)) for ref, xy in local.items()]
                wires = [PlacedWire("a", "b", LONG)]
                for a, b in (("c", "d"), ("d", "c")):
                    comparable, want = expected_verdict(comps, wires, a, b, LONG)
                    if not comparable or want not in (None, CROSS):
                        continue  # a rod in the way: not what this test is about
                    assert want == (CROSS if touching else None)
                    got = WireSpace(comps, wires, HW).check_at(a, b, LONG, 0.0)
                    assert got == want, (turn_step, approach_step, away_step, a, b)
                    checked += 1
    assert checked > 500


def test_passing_over_a_component_is_reported_before_crossing() -> None:
    comps = [*crossing_layout(), rod("mid", 1.1, 0.7)]
    ws = WireSpace(comps, [PlacedWire("w", "e", SHORT)], HW)
    assert ws.check("n", "s", SHORT) == over("lightning_rod")


# --- errors ---------------------------------------------------------------------------------


def test_unknown_refs_raise_key_error() -> None:
    ws = WireSpace([rod("a", 0.5, 0.5), rod("b", 1.5, 0.5)], [], HW)
    for call in (ws.check, ws.reach, ws.lay):
        with pytest.raises(KeyError):
            call("a", "nope", SHORT)
        with pytest.raises(KeyError):
            call("nope", "b", SHORT)
    with pytest.raises(KeyError):
        WireSpace([rod("a", 0.5, 0.5)], [PlacedWire("a", "nope", SHORT)], HW)


def test_duplicate_refs_are_rejected() -> None:
    with pytest.raises(ValueError):
        WireSpace([rod("a", 0.5, 0.5), rod("a", 1.5, 0.5)], [], HW)


# --- against the exact model ----------------------------------------------------------------

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


def compare_all_pairs(comps: list[Component], wires: list[PlacedWire]) -> Counter[str]:
    """Check every ordered pair and both lengths on ONE space, in sequence, as the engine
    will (so state left by one query could spoil the next)."""
    ws = WireSpace(comps, wires, HW)
    seen: Counter[str] = Counter()
    for a in comps:
        for b in comps:
            if a.ref == b.ref or (a.x, a.y) == (b.x, b.y):
                continue
            for length in (SHORT, LONG):
                comparable, want = expected_verdict(comps, wires, a.ref, b.ref, length)
                if not comparable:
                    continue
                got = ws.check_at(a.ref, b.ref, length, 0.0)
                assert got == want, (a.ref, b.ref, length, comps, wires)
                seen[str(want).split(" the ")[0]] += 1
    return seen


coordinate = st.floats(min_value=0.0, max_value=3.0, allow_nan=False, allow_infinity=False)
component_spec = st.tuples(coordinate, coordinate, st.sampled_from(KINDS))
wire_pick = st.tuples(st.integers(0, 9), st.integers(0, 9), st.booleans())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    positions=st.lists(component_spec, min_size=2, max_size=9),
    picks=st.lists(wire_pick, max_size=6),
)
def test_check_agrees_with_exact_geometry(positions: list[tuple[float, float, str]], picks: list[tuple[int, int, bool]]) -> None:
    comps, wires = build_layout(positions, picks)
    compare_all_pairs(comps, wires)


def test_check_agrees_with_exact_geometry_on_many_seeded_boards() -> None:
    # A seeded sweep on top of hypothesis, to prove every verdict kind was really exercised.
    rng = random.Random(20240607)
    seen: Counter[str] = Counter()
    for _ in range(60):
        n = rng.randint(4, 12)
        positions = [(rng.uniform(0, 3), rng.uniform(0, 3), rng.choice(KINDS)) for _ in range(n)]
        picks = [(rng.randrange(n), rng.randrange(n), rng.random() < 0.3) for _ in range(6)]
        comps, wires = build_layout(positions, picks)
        seen += compare_all_pairs(comps, wires)
    for verdict in ("None", "it would pass over", CROSS, TOO_SHORT, TOUCH):
        assert seen[verdict] >= 20, seen


def test_the_seeded_sweep_meets_the_span_rule() -> None:
    # Random placed wires often share a component with the asked one: the span rule must be
    # exercised by the comparison above, not only by the hand-made cases below.
    rng = random.Random(20240607)
    seen: Counter[str] = Counter()
    for _ in range(60):
        n = rng.randint(4, 12)
        positions = [(rng.uniform(0, 3), rng.uniform(0, 3), rng.choice(KINDS)) for _ in range(n)]
        picks = [(rng.randrange(n), rng.randrange(n), rng.random() < 0.3) for _ in range(6)]
        seen += compare_all_pairs(*build_layout(positions, picks))
    assert seen["it would lie along"] >= 10, seen


# --- sliding along the span -----------------------------------------------------------------


def compare_slides(comps: list[Component], wires: list[PlacedWire]) -> Counter[str]:
    """place() against the exact model: a chosen offset lies in the slide range and is clear;
    a refusal means no sampled offset of the range is clear (near-ties skipped); and no clear
    sample lies nearer the centre than the chosen one by more than the grid step."""
    ws = WireSpace(comps, wires, HW)
    seen: Counter[str] = Counter()
    for a in comps:
        for b in comps:
            if a.ref >= b.ref or (a.x, a.y) == (b.x, b.y):
                continue
            for length in (SHORT, LONG):
                lo, hi = ws.slide_range(a.ref, b.ref, length)
                verdict, offset = ws.place(a.ref, b.ref, length)
                back = ws.place(b.ref, a.ref, length)  # a refusal may name another obstacle
                assert back == (None, -offset if offset else 0.0) if verdict is None else back[0] is not None
                samples = [lo + (hi - lo) * i / 120 for i in range(121)] if hi > lo else [0.0]
                clear = []
                for o in samples:
                    comparable, want = expected_verdict(comps, wires, a.ref, b.ref, length, o)
                    if not comparable:
                        break
                    if want is None:
                        clear.append(o)
                else:
                    if verdict is None:
                        assert lo - 1e-12 <= offset <= hi + 1e-12
                        ok, want = expected_verdict(comps, wires, a.ref, b.ref, length, offset)
                        assert not ok or want is None, (a.ref, b.ref, length, offset, want)
                        assert all(abs(o) >= abs(offset) - 3e-4 for o in clear)
                        seen["slid" if offset else "centred"] += 1
                    else:
                        assert not clear, (a.ref, b.ref, length, verdict, clear[:3])
                        seen["refused"] += 1
    return seen


def test_place_agrees_with_exact_geometry_on_seeded_boards() -> None:
    rng = random.Random(7)
    seen: Counter[str] = Counter()
    for _ in range(25):
        n = rng.randint(4, 10)
        positions = [(rng.uniform(0, 3), rng.uniform(0, 3), rng.choice(KINDS)) for _ in range(n)]
        picks = [(rng.randrange(n), rng.randrange(n), rng.random() < 0.3) for _ in range(5)]
        seen += compare_slides(*build_layout(positions, picks))
    assert seen["slid"] >= 20 and seen["centred"] >= 20 and seen["refused"] >= 20, seen


def test_a_slid_wire_is_an_obstacle_where_it_lies() -> None:
    # The placed long wire a-b was slid east (offset 0.4): it now covers x 0.9..2.9 on y = 1,
    # so a north-south wire at x = 2.6 meets it, and one at x = 0.7 does not (it would, had the
    # wire been centred: x 0.5..2.5).
    comps = [rod("a", 1.0, 1.0), rod("b", 2.0, 1.0), rod("n1", 0.7, 0.4), rod("s1", 0.7, 1.6),
             rod("n2", 2.6, 0.4), rod("s2", 2.6, 1.6)]
    slid = WireSpace(comps, [PlacedWire("a", "b", LONG, 0.4)], HW)
    assert slid.check("n1", "s1", SHORT) is None
    assert slid.check("n2", "s2", SHORT) == CROSS
    centred = WireSpace(comps, [PlacedWire("a", "b", LONG)], HW)
    assert centred.check("n1", "s1", SHORT) == CROSS
    assert centred.check("n2", "s2", SHORT) is None


def test_slide_keeps_the_wire_on_both_components_and_its_middle_between_them() -> None:
    ws = WireSpace([rod("a", 0.0, 0.0), rod("b", 1.0, 0.0)], [], HW)
    lo, hi = ws.slide_range("a", "b", LONG)  # d = 1, L = 2: the middle between the centres
    assert (lo, hi) == pytest.approx((-0.5, 0.5))
    lo, hi = ws.slide_range("a", "b", 1.5)  # shorter: touching the far rim limits it first
    assert (lo, hi) == pytest.approx((-0.35, 0.35))
    assert ws.slide_range("a", "b", 0.9) == (0.0, 0.0)  # no longer than d: centre to centre


def test_slide_refuses_when_obstacles_leave_no_room_on_either_side() -> None:
    # Rods 1 apart with rods 0.6 beyond each: a long wire (2.0) must overhang 1.0 in all, and
    # every way it can lie it passes over one of the outer rods. The short wire
    # (1.0) fits between them: with a rigid wire, a longer one cannot always go where a
    # shorter one does (docs/game-model.md section 6).
    comps = [rod("w", 0.4, 0.0), rod("a", 1.0, 0.0), rod("b", 2.0, 0.0), rod("e", 2.6, 0.0)]
    ws = WireSpace(comps, [], HW)
    assert ws.check("a", "b", SHORT) is None
    assert ws.check("a", "b", LONG) == over("lightning_rod")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    positions=st.lists(component_spec, min_size=2, max_size=9),
    picks=st.lists(wire_pick, max_size=6),
)
def test_a_longer_wire_goes_wherever_the_shorter_does_with_room_past_one_end(
    positions: list[tuple[float, float, str]], picks: list[tuple[int, int, bool]]
) -> None:
    # The property the slide is for: when a short wire lies clear between A and B, a long one
    # is refused only if its extra length finds no room past A nor past B. Concretely: the
    # long wire laid as the short one's segment extended by the difference at one end (which
    # is inside the slide range) clear in the exact model implies place() accepts it.
    comps, wires = build_layout(positions, picks)
    ws = WireSpace(comps, wires, HW)
    for a in comps:
        for b in comps:
            if a.ref >= b.ref or (a.x, a.y) == (b.x, b.y):
                continue
            if ws.check(a.ref, b.ref, SHORT) is not None:
                continue
            d = math.hypot(b.x - a.x, b.y - a.y)
            if d >= SHORT:
                continue  # the short wire runs centre to centre: no overhang of its own to extend
            lo, hi = ws.slide_range(a.ref, b.ref, LONG)
            for o in ((LONG - SHORT) / 2, -(LONG - SHORT) / 2):
                if not lo <= o <= hi:
                    continue
                ok, want = expected_verdict(comps, wires, a.ref, b.ref, LONG, o)
                if ok and want is None:
                    assert ws.check(a.ref, b.ref, LONG) is None, (a.ref, b.ref, o)


# --- wires sharing a component --------------------------------------------------------------


def test_wires_sharing_a_component_may_not_lie_along_each_other() -> None:
    # From hub, one wire east and another a little north of east: beyond the hub's metal
    # their spans lie along each other (before the span rule this was accepted).
    hub, east, near_east = rod("hub", 1.0, 1.0), rod("e", 2.0, 1.0), rod("ne", 2.5, 0.5)  # 18 degrees apart
    ws = WireSpace([hub, east, near_east], [PlacedWire("e", "hub", SHORT)], HW)
    assert ws.check("hub", "ne", LONG) == ALONG
    assert ws.check("ne", "hub", LONG) == ALONG
    # Far enough apart in angle, they only meet on the hub's metal.
    ws = WireSpace([hub, east, rod("ne", 1.6, 0.3)], [PlacedWire("e", "hub", SHORT)], HW)  # 49 degrees
    assert ws.check("hub", "ne", SHORT) is None


def test_a_straight_chain_through_a_component_is_allowed() -> None:
    # w - hub - e in a line: the first wire's overhang past the hub lies along the second
    # wire, which is where the second wire's end rests: at a table the two ends meet there.
    comps = [rod("w", 0.0, 0.0), rod("hub", 0.6, 0.0), rod("e", 1.2, 0.0)]
    ws = WireSpace(comps, [PlacedWire("hub", "w", SHORT)], HW)
    assert ws.check("hub", "e", SHORT) is None


def test_the_span_rule_counts_from_the_rim_of_the_shared_component() -> None:
    # Two spans leaving a rod (r = 0.1) at angle theta: their centre lines are 2 r sin(theta/2)
    # apart at the rim, so they touch beyond it when that is under two half-widths.
    def at(theta: float) -> str | None:
        far = (1.0 * math.cos(theta), 1.0 * math.sin(theta))
        comps = [rod("hub", 0.0, 0.0), rod("x", 1.0, 0.0), rod("y", *far)]
        return WireSpace(comps, [PlacedWire("hub", "x", SHORT)], HW).check("hub", "y", SHORT)

    limit = 2 * math.asin(HW / 0.1)
    assert at(limit - 0.02) == ALONG
    assert at(limit + 0.02) is None
