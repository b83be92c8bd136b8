"""One wire between two components (docs/game-model.md section 6, rules 4-5): where components
sit, how far a wire reaches, how it lies, and the components it may not pass over; bad refs.

Wires against other wires: test_wire_crossings.py; the slide and the comparisons with the exact
model (tests/core/wire_model.py): test_wire_slides.py.
"""

from __future__ import annotations

import math

import pytest
from wire_model import HW, LONG, RADIUS, SHORT, TOO_SHORT, TOUCH, _rotated, comp, over, rod

from forbidden_sky.sky.core.geometry import (
    Component,
    PlacedWire,
    WireSpace,
    capacitor_centre,
    pad_side_centres,
    rod_centre,
)


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
