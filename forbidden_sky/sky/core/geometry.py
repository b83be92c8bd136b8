"""Wire geometry (docs/game-model.md section 6, rules 4-5): can a wire span two components, and
where along the span does it lie?

This is the only module of the project that imports pymunk (ARCHITECTURE: pymunk stays in
one geometry module). It never imports pygame.

All numbers are in tile units: a cell (x, y) spans [x, x+1] x [y, y+1] and y grows downward.

How a check works, cheapest test first, because the rules engine calls ``check`` for every
candidate pair and length when it enumerates legal wires:

1. reach: ``rA + rB < d <= L + rA + rB`` (plain arithmetic);
2. a conservative pure-Python prefilter (bounding boxes, then separation along the wire's
   axes) drops every other component and placed wire that is provably apart from the wire's
   capsule, and skips the two endpoint components and the wires resting on them; when nothing
   is left, the wire is legal without asking pymunk (most legal wires);
3. otherwise pymunk decides, nearest obstacle to A first: ``Segment.point_query`` of the
   wire's capsule for components, ``Space.shape_query`` with a ``Segment`` probe for placed
   wires (see ``WireSpace`` for why and for what it costs).

Where a wire lies: centred on the midpoint of A and B when that is clear; otherwise a wire
longer than the distance slides along the A->B line, within the range where it still touches
both components' metal and its middle stays between them, to the legal placement nearest the
centred one (``place``). The slide is found by plain arithmetic (each obstacle blocks an
interval of offsets) and every candidate is then checked like any placement, so pymunk still
has the final word. The offset is part of the wire (``PlacedWire.offset``, ``board.Wire``).

Wires that share a component (rule 5's exception): they may touch on its metal, but the parts
between their components (their spans) must not touch beyond it; a wire's overhang past a
shared component is where the other wire's end rests and is not held against it. This is
decided by exact segment distance in pure Python, because it is exactly the nearly-in-line
case where pymunk's segment/segment test misses contacts (see below).

A thick ``segment_query`` is deliberately not used: it skips shapes whose bounding box the
centre line misses, so it can miss a real overlap (docs/tech-notes.md). Three pymunk 7.3.1 pitfalls found
while testing this module against exact geometry are worked around in ``WireSpace._query`` and
``WireSpace._crosses``: a probe moved with ``Segment.unsafe_set_endpoints`` misses some
segment/segment contacts; segment/segment misses some bare wire ends meeting nearly in line;
and a shape holds its body only weakly, so a probe's body must be kept alive by its owner.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pymunk

from .segments import beyond, line_capsule, segment_distance
from .wire_parts import (
    HUMAN_NAMES,
    OFFSET_QUANTUM,
    REACH_EPSILON,
    REASON_ALONG,
    REASON_CROSS,
    REASON_SAME,
    REASON_TOO_SHORT,
    REASON_TOUCH,
    WIRE_HALF_WIDTH,
    Component,
    PlacedWire,
    capacitor_centre,
    human_name,
    pad_side_centres,
    reason_pass_over,
    rod_centre,
)

__all__ = [
    "HUMAN_NAMES",
    "REACH_EPSILON",
    "REASON_ALONG",
    "REASON_CROSS",
    "REASON_SAME",
    "REASON_TOO_SHORT",
    "REASON_TOUCH",
    "WIRE_HALF_WIDTH",
    "Component",
    "PlacedWire",
    "WireSpace",
    "capacitor_centre",
    "human_name",
    "pad_side_centres",
    "reason_pass_over",
    "rod_centre",
]

# --- the space -----------------------------------------------------------------------------

#: The prefilter lets a shape through when it is within this much of touching, so that every
#: close call (including exact tangency) is decided by pymunk and never by the prefilter.
_PREFILTER_SLACK: float = 1e-6

# Shape filters: a shape is visible to the probe only while it is the one being asked about.
# A parked shape (mask 0) collides with nothing; the probe keeps pymunk's default filter.
_ASKED = pymunk.ShapeFilter()
_PARKED = pymunk.ShapeFilter(mask=0)

# Rows of the prefilter tables (plain tuples: unpacking them is the cheapest read in CPython).
_Disc = tuple[str, float, float, float]  # ref, x, y, r
# a, b, box (lo_x, lo_y, hi_x, hi_y), segment (px, py, qx, qy), unit direction (ux, uy), length
_WireRow = tuple[str, str, float, float, float, float, float, float, float, float, float, float, float]


class WireSpace:
    """The placed components and wires, with a static pymunk space, built once per board/wire
    state and queried many times (legal wire enumeration).

    How pymunk is used (no simulation, queries only), and why, measured on this machine:

    - A component is tested with ``Segment.point_query`` of the wire's probe at the disc's
      centre: pymunk's exact distance from a point to the capsule, against the disc's radius
      (~4 us). A static ``Circle`` plus ``Space.shape_query`` gives the same answer for ~20 us,
      most of it the Python callback that builds a contact set for each shape it reports, plus
      ~12 us to create and add each Circle; components therefore have no shapes at all.
    - A placed wire becomes a static ``Segment`` in the space the first time the prefilter
      cannot rule it out (so building a WireSpace costs no pymunk shapes: ~6 us each, the bulk
      of an eager build), and is tested with ``shape_query``. Every wire shape is parked (a
      filter that rejects everything) except the one being asked about, so a query reports at
      most that shape and never one of the wires resting on A or B. See ``_crosses`` for two
      pymunk pitfalls this works around.

    The prefilter is conservative (it only drops shapes provably apart from the wire), so the
    laziness loses nothing: every shape that could touch the wire is asked about.

    The state is immutable after construction, so ``check`` answers are memoised: the engine,
    the UI hover and the bots may ask the same question of the same state many times.
    """

    __slots__ = (
        "_comps",
        "_discs",
        "_half_width",
        "_memo",
        "_on",
        "_probe",
        "_probe_body",
        "_shapes",
        "_space",
        "_wires",
    )

    def __init__(
        self,
        components: Iterable[Component],
        wires: Iterable[PlacedWire],
        half_width: float = WIRE_HALF_WIDTH,
    ) -> None:
        if not half_width > 0.0:
            raise ValueError(f"half_width must be positive, got {half_width!r}")
        hw = float(half_width)
        self._half_width = hw
        self._comps: dict[str, Component] = {}
        for c in components:
            if c.ref in self._comps:
                raise ValueError(f"duplicate component ref {c.ref!r}")
            if not c.r > 0.0:
                raise ValueError(f"component {c.ref!r} needs a positive radius, got {c.r!r}")
            self._comps[c.ref] = c
        self._discs: list[_Disc] = [(c.ref, float(c.x), float(c.y), float(c.r)) for c in self._comps.values()]

        self._wires: list[_WireRow] = []
        # the placed wires resting on each component, by index in self._wires (the span rule)
        self._on: dict[str, list[int]] = {}
        for w in wires:
            if w.a == w.b:
                raise ValueError(f"placed wire joins {w.a!r} to itself")
            (px, py), (qx, qy) = self.lay(w.a, w.b, w.length, w.offset)  # KeyError on unknown refs
            span = math.hypot(qx - px, qy - py)
            self._on.setdefault(w.a, []).append(len(self._wires))
            self._on.setdefault(w.b, []).append(len(self._wires))
            self._wires.append(
                (
                    w.a,
                    w.b,
                    min(px, qx) - hw,
                    min(py, qy) - hw,
                    max(px, qx) + hw,
                    max(py, qy) + hw,
                    px,
                    py,
                    qx,
                    qy,
                    (qx - px) / span,
                    (qy - py) / span,
                    span,
                )
            )

        # Created on the first query that needs pymunk (see the class docstring).
        self._space: pymunk.Space | None = None
        self._probe: pymunk.Segment | None = None
        self._probe_body: pymunk.Body | None = None
        # Placed wires made into pymunk shapes so far, by index in self._wires.
        self._shapes: dict[int, pymunk.Segment] = {}
        self._memo: dict[tuple[str, str, float], tuple[str | None, float]] = {}

    # -- public queries ---------------------------------------------------------------------

    @property
    def half_width(self) -> float:
        return self._half_width

    def component(self, ref: str) -> Component:
        """The component with this ref (KeyError if unknown)."""
        return self._comps[ref]

    def lay(self, a: str, b: str, length: float, offset: float = 0.0) -> tuple[tuple[float, float], tuple[float, float]]:
        """The wire's segment: length max(length, d), centred ``offset`` along A->B from the
        midpoint of A and B (0: centred). The first point is on A's side. Raises KeyError for
        an unknown ref and ValueError when A and B share a centre (no direction to lay along)."""
        ca = self._comps[a]
        cb = self._comps[b]
        dx = cb.x - ca.x
        dy = cb.y - ca.y
        d = math.hypot(dx, dy)
        if d == 0.0:
            raise ValueError(f"{a!r} and {b!r} share a centre: no direction to lay a wire")
        # The same arithmetic as in _verdict, so lay() returns exactly the segment it tests.
        ux = dx / d
        uy = dy / d
        half = max(length, d) * 0.5
        mx = (ca.x + cb.x) * 0.5 + ux * offset
        my = (ca.y + cb.y) * 0.5 + uy * offset
        return ((mx - ux * half, my - uy * half), (mx + ux * half, my + uy * half))

    def reach(self, a: str, b: str, length: float) -> bool:
        """The cheap distance test alone: rA + rB < d <= length + rA + rB."""
        ca = self._comps[a]
        cb = self._comps[b]
        d = math.hypot(cb.x - ca.x, cb.y - ca.y)
        rr = ca.r + cb.r
        return rr + REACH_EPSILON < d <= length + rr + REACH_EPSILON

    def slide_range(self, a: str, b: str, length: float) -> tuple[float, float]:
        """The offsets (along A->B from the midpoint) a wire of this length may lie at: it
        still touches A's and B's metal, and its middle stays between their centres so its
        weight rests on them (it does not fall off). (0, 0) when it is no longer than d."""
        ca = self._comps[a]
        cb = self._comps[b]
        d = math.hypot(cb.x - ca.x, cb.y - ca.y)
        if not length > d:
            return (0.0, 0.0)
        half_d = d * 0.5
        half = length * 0.5
        return (max(-half_d, half_d - cb.r - half), min(half_d, half - half_d + ca.r))

    def check(self, a: str, b: str, length: float) -> str | None:
        """None if a wire of this nominal length can span A and B somewhere along the span;
        else a short reason a player understands. Unknown refs raise KeyError.

        Reasons, in the order they are tested: "a wire needs two different components",
        "the components touch", "too short to reach", then what is in the way of the centred
        placement when no slide clears it: "it would pass over <component>" (the one nearest
        A along the wire when several are in the way), "it would cross another wire", "it
        would lie along the other wire on that component". Only geometry is checked here:
        who stands where, wire counts per component, the supply and the blueprint are the
        rules engine's business.
        """
        return self.place(a, b, length)[0]

    def place(self, a: str, b: str, length: float) -> tuple[str | None, float]:
        """(None, offset) where a wire of this length lies between A and B: centred (offset
        0) when that is clear, else the legal slide nearest the centre (ties: towards A of the
        pair in name order, so both directions agree); (reason, 0.0) when none is legal.
        The offset is along A->B as asked. Memoised: the space is immutable."""
        key = (a, b, length)
        memo = self._memo
        hit = memo.get(key)
        if hit is not None:
            return hit
        ca = self._comps[a]  # KeyError for an unknown ref, as documented
        cb = self._comps[b]
        if a == b:
            return (REASON_SAME, 0.0)
        d = math.hypot(cb.x - ca.x, cb.y - ca.y)
        rr = ca.r + cb.r
        if d <= rr + REACH_EPSILON:
            verdict: str | None = REASON_TOUCH
        elif d > length + rr + REACH_EPSILON:
            verdict = REASON_TOO_SHORT
        else:
            verdict = self._verdict(a, b, length, 0.0)
        result = (verdict, 0.0)
        if verdict is not None and verdict not in (REASON_TOUCH, REASON_TOO_SHORT, REASON_ALONG) and length > d:
            first, second = (a, b) if a < b else (b, a)
            off = self._slide(first, second, length)
            if off is not None:
                result = (None, off if first == a else -off)
        memo[key] = result
        if result[0] is None or result[0] in (REASON_CROSS, REASON_TOUCH, REASON_ALONG):
            # The same capsule from the other end: whether anything touches it does not
            # depend on direction, only which obstacle a refusal names does.
            memo[(b, a, length)] = (result[0], -result[1] if result[1] else 0.0)
        return result

    def check_at(self, a: str, b: str, length: float, offset: float) -> str | None:
        """The verdict for one placement (reach first, then what the segment at ``offset``
        touches), with no slide: for tests and for showing why one placement fails."""
        ca = self._comps[a]
        cb = self._comps[b]
        if a == b:
            return REASON_SAME
        d = math.hypot(cb.x - ca.x, cb.y - ca.y)
        rr = ca.r + cb.r
        if d <= rr + REACH_EPSILON:
            return REASON_TOUCH
        if d > length + rr + REACH_EPSILON:
            return REASON_TOO_SHORT
        return self._verdict(a, b, length, offset)

    # -- the work ---------------------------------------------------------------------------

    def _slide(self, a: str, b: str, length: float) -> float | None:
        """The legal offset nearest 0 (a < b; the centred placement is known to be refused).

        Every obstacle blocks an open interval of offsets: a disc where the wire's centre line
        comes within r + hw of its centre, a placed wire where it comes within 2 hw of that
        wire's centre line (the line through a capsule is one interval, so the hull of the
        line's meetings with its rectangle and end discs is exact). Wires sharing A or B play
        no part: the span rule does not depend on the offset. The candidates are the blocked
        intervals' ends, stepped one quantum clear and onto the grid, nearest the centre first;
        each is checked as a placement (pymunk decides), the first clear one wins."""
        lo, hi = self.slide_range(a, b, length)
        if not lo < hi:
            return None
        ca = self._comps[a]
        cb = self._comps[b]
        d = math.hypot(cb.x - ca.x, cb.y - ca.y)
        ux = (cb.x - ca.x) / d
        uy = (cb.y - ca.y) / d
        mx = (ca.x + cb.x) * 0.5
        my = (ca.y + cb.y) * 0.5
        half = length * 0.5
        hw = self._half_width
        # the wire's centre line may lie anywhere in [lo - half, hi + half] along the line
        reach_lo = lo - half
        reach_hi = hi + half
        blocked: list[tuple[float, float]] = []
        for ref, cx, cy, r in self._discs:
            if ref == a or ref == b:
                continue
            rx = cx - mx
            ry = cy - my
            s = ry * ux - rx * uy
            lim = r + hw
            if s >= lim or s <= -lim:
                continue
            t0 = rx * ux + ry * uy
            h = math.sqrt(lim * lim - s * s)
            if t0 + h <= reach_lo or t0 - h >= reach_hi:
                continue
            blocked.append((t0 - h - half, t0 + h + half))
        for row in self._wires:
            wa, wb = row[0], row[1]
            if wa == a or wa == b or wb == a or wb == b:
                continue
            shadow = line_capsule(mx, my, ux, uy, row[6], row[7], row[8], row[9], 2.0 * hw)
            if shadow is None or shadow[1] <= reach_lo or shadow[0] >= reach_hi:
                continue
            blocked.append((shadow[0] - half, shadow[1] + half))
        q = OFFSET_QUANTUM
        picks: set[float] = set()
        for b_lo, b_hi in blocked:
            for k in (math.floor(b_lo / q) - 1, math.ceil(b_hi / q) + 1):
                off = k / 10000 if q == 1e-4 else k * q
                if lo <= off <= hi and not any(x_lo < off < x_hi for x_lo, x_hi in blocked):
                    picks.add(off)
        for off in sorted(picks, key=lambda o: (abs(o), o))[:8]:
            if self._verdict(a, b, length, off) is None:
                return off
        return None

    def _verdict(self, a: str, b: str, length: float, offset: float) -> str | None:
        """What the segment of this placement touches (reach already known to hold)."""
        comps = self._comps
        ca = comps[a]
        cb = comps[b]
        ax = ca.x
        ay = ca.y
        dx = cb.x - ax
        dy = cb.y - ay
        d = math.hypot(dx, dy)

        # The wire's centre line P->Q: centred `offset` from the midpoint, overhanging where
        # the nominal length exceeds d (same arithmetic as lay()).
        ux = dx / d
        uy = dy / d
        span = max(length, d)
        half = span * 0.5
        mx = (ax + cb.x) * 0.5 + ux * offset
        my = (ay + cb.y) * 0.5 + uy * offset
        px = mx - ux * half
        py = my - uy * half
        qx = mx + ux * half
        qy = my + uy * half
        hw = self._half_width
        if px < qx:
            lo_x = px - hw
            hi_x = qx + hw
        else:
            lo_x = qx - hw
            hi_x = px + hw
        if py < qy:
            lo_y = py - hw
            hi_y = qy + hw
        else:
            lo_y = qy - hw
            hi_y = py + hw

        # Prefilter, cheapest test first: axis-aligned boxes, then separation along the wire's
        # normal and along its direction (and, for wires, the placed wire's axes too). A
        # projection never increases distances, so a gap of at least the sum of the radii on
        # any axis proves two shapes apart. What survives is almost always a real contact
        # (5 false alarms in 1,850 on test boards), and pymunk has the final word on it.
        # Components that may touch, with where along the wire they sit (for the reason), and
        # what pymunk needs to know about them:
        near: list[tuple[float, str, float, float, float]] = []
        hw_slack = hw + _PREFILTER_SLACK
        for ref, cx, cy, r in self._discs:
            if cx + r < lo_x or cx - r > hi_x or cy + r < lo_y or cy - r > hi_y:
                continue
            if ref == a or ref == b:
                continue  # the wire rests on its own components by design
            lim = r + hw_slack
            rx = cx - px
            ry = cy - py
            s = ry * ux - rx * uy
            if s >= lim or s <= -lim:
                continue
            t = rx * ux + ry * uy
            if t <= -lim or t >= span + lim:
                continue
            near.append((t, ref, cx, cy, r))

        # pymunk decides each survivor, the obstacle a player meets first walking from A along
        # the wire first (ties, at the same spot, by ref so the answer never depends on the
        # board's order); components before wires, as refusals name components first.
        p = (px, py)
        q = (qx, qy)
        probe: pymunk.Segment | None = None
        if near:
            if len(near) > 1:
                near.sort()
            probe = self._probe_at(p, q)
            for _, ref, cx, cy, r in near:
                # pymunk's exact distance from the disc's centre to the wire's capsule.
                if probe.point_query((cx, cy)).distance < r:
                    return reason_pass_over(self._comps[ref].kind)

        lim = hw + hw_slack  # two wire capsules touch when their centre lines are 2 hw apart
        for i, row in enumerate(self._wires):
            wa, wb, w_lo_x, w_lo_y, w_hi_x, w_hi_y, wpx, wpy, wqx, wqy, wux, wuy, wspan = row
            if w_hi_x < lo_x or w_lo_x > hi_x or w_hi_y < lo_y or w_lo_y > hi_y:
                continue
            if wa == a or wa == b or wb == a or wb == b:
                continue  # both rest on one component's metal: the span rule below decides
            # The placed wire's end points against the new wire's axes...
            s1 = (wpy - py) * ux - (wpx - px) * uy
            s2 = (wqy - py) * ux - (wqx - px) * uy
            if (s1 >= lim and s2 >= lim) or (s1 <= -lim and s2 <= -lim):
                continue
            t1 = (wpx - px) * ux + (wpy - py) * uy
            t2 = (wqx - px) * ux + (wqy - py) * uy
            if (t1 <= -lim and t2 <= -lim) or (t1 >= span + lim and t2 >= span + lim):
                continue
            # ...and the new wire's end points against the placed wire's axes.
            s1 = (py - wpy) * wux - (px - wpx) * wuy
            s2 = (qy - wpy) * wux - (qx - wpx) * wuy
            if (s1 >= lim and s2 >= lim) or (s1 <= -lim and s2 <= -lim):
                continue
            t1 = (px - wpx) * wux + (py - wpy) * wuy
            t2 = (qx - wpx) * wux + (qy - wpy) * wuy
            if (t1 <= -lim and t2 <= -lim) or (t1 >= wspan + lim and t2 >= wspan + lim):
                continue
            if probe is None:
                probe = self._probe_at(p, q)
            if self._crosses(probe, i, p, q):
                return REASON_CROSS
        for shared, other in ((a, b), (b, a)):
            for i in self._on.get(shared, ()):
                if self._spans_touch(shared, other, i):
                    return REASON_ALONG
        return None

    def _spans_touch(self, shared: str, other: str, i: int) -> bool:
        """Do the new wire shared->other and placed wire ``i`` (both on ``shared``) touch
        beyond the shared component? Only their spans count (centre of the shared component,
        less its radius, to the centre of the other one): an overhang past the shared
        component is where the other wire's end rests. Exact distance of the two centre lines
        against two half-widths; independent of where along its span either wire lies."""
        row = self._wires[i]
        c = self._comps[shared]
        far = self._comps[row[1] if row[0] == shared else row[0]]
        new_far = self._comps[other]
        p1 = beyond(c, new_far)
        p2 = beyond(c, far)
        if p1 is None or p2 is None:
            return False
        return segment_distance(p1, (new_far.x, new_far.y), p2, (far.x, far.y)) < 2.0 * self._half_width

    def _probe_at(self, p: tuple[float, float], q: tuple[float, float]) -> pymunk.Segment:
        """The reusable probe, moved onto the wire P->Q, ready for point queries."""
        probe = self._probe
        if probe is None:
            # A query shape must hang on a body: chipmunk computes its world position from the
            # body's transform. The body is never added to any space, and is kept in a slot
            # because a shape holds its body only weakly (a lost body leaves chipmunk reading
            # freed memory: the tests caught it).
            self._probe_body = pymunk.Body(body_type=pymunk.Body.STATIC)
            probe = self._probe = pymunk.Segment(self._probe_body, p, q, self._half_width)
        else:
            probe.unsafe_set_endpoints(p, q)
        # Point queries read the world end points, which only this refreshes. (The normal that
        # unsafe_set_endpoints gets wrong, see _crosses, plays no part in a point query.)
        probe.cache_bb()
        return probe

    def _crosses(self, probe: pymunk.Segment, i: int, p: tuple[float, float], q: tuple[float, float]) -> bool:
        """Does the new wire P->Q (also under ``probe``) touch placed wire ``i``?"""
        space = self._space
        if space is None:
            space = self._space = pymunk.Space()
        row = self._wires[i]
        shape = self._shapes.get(i)
        if shape is None:
            shape = pymunk.Segment(space.static_body, (row[6], row[7]), (row[8], row[9]), self._half_width)
            shape.filter = _PARKED
            space.add(shape)
            self._shapes[i] = shape

        # Body against body: shape_query with a probe made for this wire, with every other
        # shape of the space parked so that a query reports at most the one asked about.
        # Not ``probe`` itself: ``Segment.unsafe_set_endpoints`` (pymunk 7.3.1) stores the
        # segment's normal with the opposite sign to the constructor's, and chipmunk's
        # segment/segment contact clipping relies on it. A moved probe missed real crossings
        # (the seeded sweep in the tests found one); those were end-to-end contacts, which the
        # end check below now also finds, but nothing proves those are its only misses, and a
        # fresh probe costs ~5 us only for the few wires that get this far.
        fresh = pymunk.Segment(self._probe_body, p, q, self._half_width)
        shape.filter = _ASKED
        try:
            hits = space.shape_query(fresh)
        finally:
            shape.filter = _PARKED
            fresh.body = None  # else the body keeps every probe ever made on it

        if any(hit.shape is shape for hit in hits):
            return True

        # End against body. Chipmunk's segment/segment test misses some contacts where two
        # wires' bare ends meet nearly in line (its contact clipping comes out empty;
        # measured: 74 of 1,056 in-line end-to-end touches at 15-degree steps). Any such
        # contact has an end of the placed wire within its half-width of the new wire's
        # capsule, which an exact point query finds. End-to-side contacts and crossings were
        # all found by shape_query (27,648 T-shaped touches tried), so the ends are enough.
        hw = self._half_width
        return probe.point_query((row[6], row[7])).distance < hw or probe.point_query((row[8], row[9])).distance < hw
