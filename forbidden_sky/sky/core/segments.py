"""Exact plane arithmetic for the wire slide and the span rule (geometry.py): pure Python,
because nearly-in-line segments are exactly where pymunk's segment/segment test misses contacts."""

from __future__ import annotations

import math

from .wire_parts import Component

def beyond(c: Component, far: Component) -> tuple[float, float] | None:
    """Where a span from c's centre towards far's leaves c's disc (None: far is inside it)."""
    dx = far.x - c.x
    dy = far.y - c.y
    d = math.hypot(dx, dy)
    if d <= c.r:
        return None
    return (c.x + dx / d * c.r, c.y + dy / d * c.r)


def point_segment_distance(x: float, y: float, px: float, py: float, qx: float, qy: float) -> float:
    vx = qx - px
    vy = qy - py
    vv = vx * vx + vy * vy
    t = 0.0 if vv == 0.0 else max(0.0, min(1.0, ((x - px) * vx + (y - py) * vy) / vv))
    return math.hypot(x - px - t * vx, y - py - t * vy)


def segment_distance(p1: tuple[float, float], q1: tuple[float, float],
                      p2: tuple[float, float], q2: tuple[float, float]) -> float:
    """The exact distance between two segments (0 when they cross)."""
    def orient(ax: float, ay: float, bx: float, by: float, cx: float, cy: float) -> float:
        return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)

    d1 = orient(p2[0], p2[1], q2[0], q2[1], p1[0], p1[1])
    d2 = orient(p2[0], p2[1], q2[0], q2[1], q1[0], q1[1])
    d3 = orient(p1[0], p1[1], q1[0], q1[1], p2[0], p2[1])
    d4 = orient(p1[0], p1[1], q1[0], q1[1], q2[0], q2[1])
    if ((d1 > 0 > d2) or (d1 < 0 < d2)) and ((d3 > 0 > d4) or (d3 < 0 < d4)):
        return 0.0
    return min(
        point_segment_distance(p1[0], p1[1], *p2, *q2),
        point_segment_distance(q1[0], q1[1], *p2, *q2),
        point_segment_distance(p2[0], p2[1], *p1, *q1),
        point_segment_distance(q2[0], q2[1], *p1, *q1),
    )


def line_capsule(mx: float, my: float, ux: float, uy: float, px: float, py: float, qx: float, qy: float,
                  radius: float) -> tuple[float, float] | None:
    """The open interval of t where the point (mx, my) + t (ux, uy) lies within ``radius`` of
    the segment P->Q (None if nowhere). The capsule is convex, so its meeting with the line is
    one interval: the hull of the line's meetings with the two end discs and the rectangle."""
    lo = math.inf
    hi = -math.inf
    for cx, cy in ((px, py), (qx, qy)):
        rx = cx - mx
        ry = cy - my
        s = ry * ux - rx * uy
        if -radius < s < radius:
            t0 = rx * ux + ry * uy
            h = math.sqrt(radius * radius - s * s)
            lo = min(lo, t0 - h)
            hi = max(hi, t0 + h)
    wx = qx - px
    wy = qy - py
    wl = math.hypot(wx, wy)
    if wl > 0.0:
        wx /= wl
        wy /= wl
        # along the segment: 0 <= (X - P).w <= wl; across it: |(X - P).n| < radius
        r_lo = -math.inf
        r_hi = math.inf
        for base, slope, low, high in (
            ((mx - px) * wx + (my - py) * wy, ux * wx + uy * wy, 0.0, wl),
            ((my - py) * wx - (mx - px) * wy, uy * wx - ux * wy, -radius, radius),
        ):
            if abs(slope) < 1e-12:
                if not low <= base <= high:
                    r_lo, r_hi = math.inf, -math.inf
                continue
            t1 = (low - base) / slope
            t2 = (high - base) / slope
            if t1 > t2:
                t1, t2 = t2, t1
            r_lo = max(r_lo, t1)
            r_hi = min(r_hi, t2)
        if r_lo < r_hi:
            lo = min(lo, r_lo)
            hi = max(hi, r_hi)
    if lo < hi:
        return (lo, hi)
    return None
