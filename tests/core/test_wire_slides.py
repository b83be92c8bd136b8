"""The wire geometry against the exact model (tests/core/wire_model.py) on random boards, and
the slide (docs/game-model.md section 6).

The randomized tests compare ``WireSpace.check_at`` (one placement) with the independent exact
model, and check ``WireSpace.place`` (the slide) against the same model sampled along the slide
range; hand-made cases show a slid wire where it lies, the slide's range and where it runs out.
"""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from wire_model import (
    CROSS,
    HW,
    KINDS,
    LONG,
    SHORT,
    TOO_SHORT,
    TOUCH,
    build_layout,
    component_spec,
    expected_verdict,
    over,
    rod,
    wire_pick,
)

from forbidden_sky.sky.core.geometry import Component, PlacedWire, WireSpace


# --- against the exact model ----------------------------------------------------------------

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
