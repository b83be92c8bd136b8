"""Our own art, drawn procedurally from the tile data: platform tiles, symbols, components.

A tile is rendered once per (tile, rotation) at a base resolution from its *oriented* view (so
symbols stay upright and the light always comes from the top left), then scaled once per zoom
step. Nothing here is rotated per frame.

Colour-blind safety: small capacitor halves carry dots and a single ring, large ones stripes
and a double ring, launch-pad quarters concentric arcs and a chevron; they also differ in size.
"""

from __future__ import annotations

import math
import zlib
from typing import Iterable

import pygame

from ..core.board import CORNER_VERTEX, Oriented, oriented
from ...shell.theme import Theme

BASE = 192          # the resolution tiles are drawn at before scaling
EDGE_POINT = {"N": (0.5, 0.0), "E": (1.0, 0.5), "S": (0.5, 1.0), "W": (0.0, 0.5)}
INWARD = {"N": (0, 1), "E": (-1, 0), "S": (0, -1), "W": (1, 0)}
CORNER_POINT = {c: (float(dx), float(dy)) for c, (dx, dy) in CORNER_VERTEX.items()}
# visual radii in tile units (the half circles printed on tiles)
HALF_R = {"small_capacitor": 0.14, "large_capacitor": 0.20}
PAD_QUARTER_R = 0.34
CLOUD_W = 0.16


def _mix(a: tuple, b: tuple, t: float) -> tuple:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


# ---------------------------------------------------------------------------------------------
# patterns (shape as well as colour)


def pattern_surface(kind: str, size: int, theme: Theme) -> pygame.Surface:
    """A square swatch of a component's fill: colour plus pattern."""
    c = theme.c
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    if kind == "small_capacitor":
        s.fill(c.small_capacitor)
        step = max(4, size // 7)
        light = _mix(c.small_capacitor, (255, 255, 255), 0.55)
        for y in range(step // 2, size, step):
            for x in range(step // 2 + (step // 2 if (y // step) % 2 else 0), size, step):
                pygame.draw.circle(s, light, (x, y), max(1, step // 4))
    elif kind == "large_capacitor":
        s.fill(c.large_capacitor)
        dark = _mix(c.large_capacitor, (0, 0, 0), 0.45)
        step = max(5, size // 6)
        for k in range(-size, size * 2, step):
            pygame.draw.line(s, dark, (k, 0), (k + size, size), max(2, step // 3))
    elif kind == "launch_pad":
        s.fill(c.launch_pad)
        dark = _mix(c.launch_pad, (0, 0, 0), 0.4)
        step = max(5, size // 6)
        for k in range(-size, size * 2, step):
            pygame.draw.line(s, dark, (k, size), (k + size // 2, size // 2), max(2, step // 3))
            pygame.draw.line(s, dark, (k + size // 2, size // 2), (k + size, size), max(2, step // 3))
    else:
        s.fill(c.metal)
    return s


def _disc_fill(target: pygame.Surface, kind: str, centre: tuple[float, float], r: float,
               theme: Theme) -> None:
    """A circle of radius r filled with the component's colour and pattern."""
    r = max(2, int(r))
    size = r * 2 + 2
    swatch = pattern_surface(kind, size, theme)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (size // 2, size // 2), r)
    swatch.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    target.blit(swatch, (int(centre[0]) - size // 2, int(centre[1]) - size // 2))


# ---------------------------------------------------------------------------------------------
# symbols


def draw_symbol(surf: pygame.Surface, symbol: str, centre: tuple[float, float], r: float,
                theme: Theme, badge: bool = True) -> None:
    """A round enamel badge holding the symbol's icon."""
    c = theme.c
    cx, cy = centre
    if symbol in ("none", None):
        return
    fg = c.symbol_light
    if badge:
        pygame.draw.circle(surf, (0, 0, 0, 90), (cx + r * 0.08, cy + r * 0.12), r)
        pygame.draw.circle(surf, c.symbol, (cx, cy), r)
        pygame.draw.circle(surf, c.metal_light, (cx, cy), r, max(1, int(r * 0.1)))
    w = max(1, int(r * 0.14))
    if symbol == "lightning_rod":
        pts = [(cx + r * 0.12, cy - r * 0.72), (cx - r * 0.34, cy + r * 0.08), (cx - r * 0.02, cy + r * 0.08),
               (cx - r * 0.16, cy + r * 0.72), (cx + r * 0.36, cy - r * 0.12), (cx + r * 0.04, cy - r * 0.12)]
        pygame.draw.polygon(surf, c.rod, pts)
    elif symbol == "teleporter":
        for k, rr in enumerate((0.68, 0.46, 0.24)):
            col = _mix(c.live, fg, k / 2)
            pygame.draw.circle(surf, col, (cx, cy), r * rr, w)
        pygame.draw.circle(surf, c.live, (cx, cy), r * 0.1)
    elif symbol == "gear":
        teeth = 8
        pts = []
        for i in range(teeth * 4):
            a = i * math.pi * 2 / (teeth * 4)
            rr = 0.66 if (i // 2) % 2 == 0 else 0.48
            pts.append((cx + math.cos(a) * r * rr, cy + math.sin(a) * r * rr))
        pygame.draw.polygon(surf, fg, pts)
        pygame.draw.circle(surf, c.symbol, (cx, cy), r * 0.2)
    elif symbol == "wind_shelter":
        # a curved wall with the wind bending around it
        rect = pygame.Rect(0, 0, r * 1.1, r * 1.1)
        rect.center = (cx + r * 0.15, cy + r * 0.1)
        pygame.draw.arc(surf, fg, rect, math.pi * 0.5, math.pi * 1.5, max(2, int(r * 0.22)))
        for f in (-0.35, 0.0, 0.35):
            gy = cy + r * f
            pygame.draw.line(surf, c.live, (cx - r * 0.75, gy), (cx - r * 0.3, gy), w)
    elif symbol == "faraday_cage":
        rect = pygame.Rect(0, 0, r * 1.2, r * 1.2)
        rect.center = (cx, cy + r * 0.2)
        pygame.draw.arc(surf, fg, rect, 0, math.pi, w)
        base_y = cy + r * 0.2
        pygame.draw.line(surf, fg, (cx - r * 0.62, base_y), (cx + r * 0.62, base_y), w)
        for f in (-0.3, 0.0, 0.3):
            bar_top = cy + r * 0.2 - math.sqrt(max(0.0, 0.36 - f * f)) * r
            pygame.draw.line(surf, fg, (cx + f * r, base_y), (cx + f * r, bar_top), max(1, w - 1))
        pygame.draw.line(surf, fg, (cx - r * 0.5, cy - r * 0.05), (cx + r * 0.5, cy - r * 0.05), max(1, w - 1))
    elif symbol == "landing_pad":
        pygame.draw.circle(surf, c.accent, (cx, cy), r * 0.7, w)
        t = r * 0.32
        pygame.draw.line(surf, fg, (cx - t, cy - t), (cx - t, cy + t), w + 1)
        pygame.draw.line(surf, fg, (cx + t, cy - t), (cx + t, cy + t), w + 1)
        pygame.draw.line(surf, fg, (cx - t, cy), (cx + t, cy), w + 1)
    elif symbol == "wind_compass":
        pygame.draw.circle(surf, fg, (cx, cy), r * 0.74, max(1, w - 1))
        for a in range(8):
            ang = a * math.pi / 4
            rr = 0.74 if a % 2 == 0 else 0.5
            pygame.draw.line(surf, fg, (cx + math.cos(ang) * r * 0.3, cy + math.sin(ang) * r * 0.3),
                             (cx + math.cos(ang) * r * rr, cy + math.sin(ang) * r * rr), max(1, w - 1))


# ---------------------------------------------------------------------------------------------
# tiles


def _copper_line(surf: pygame.Surface, a: tuple[float, float], b: tuple[float, float], width: int,
                 theme: Theme) -> None:
    c = theme.c
    pygame.draw.line(surf, c.copper_dark, a, b, width + 4)
    for p in (a, b):
        pygame.draw.circle(surf, c.copper_dark, p, (width + 4) // 2)
    pygame.draw.line(surf, c.copper, a, b, width)
    for p in (a, b):
        pygame.draw.circle(surf, c.copper, p, width // 2)
    if width >= 6:
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = math.hypot(dx, dy) or 1
        ox, oy = -dy / n * width * 0.2, dx / n * width * 0.2
        pygame.draw.line(surf, c.copper_light, (a[0] + ox, a[1] + oy), (b[0] + ox, b[1] + oy), max(1, width // 4))


def _terminal_point(t: str, tile: Oriented) -> tuple[float, float]:
    """Where the copper of a net meets terminal t (in tile units)."""
    if t in EDGE_POINT:
        x, y = EDGE_POINT[t]
        kind = tile.ports.get(t, "wire")
        if kind in HALF_R:
            ix, iy = INWARD[t]
            return (x + ix * HALF_R[kind], y + iy * HALF_R[kind])
        return (x, y)
    if t in CORNER_POINT:
        x, y = CORNER_POINT[t]
        k = PAD_QUARTER_R / math.sqrt(2)
        return (x + (0.5 - x) * 2 * k, y + (0.5 - y) * 2 * k)
    return (0.5, 0.5)   # rod


def _net_hubs(tile: Oriented) -> list[tuple[float, float]]:
    """One junction per net. The net holding the rod (or the biggest) owns the centre; the
    others sit off-centre towards their own terminals so they do not seem to touch."""
    nets = [sorted(n) for n in tile.nets]
    if not nets:
        return []
    primary = max(range(len(nets)), key=lambda i: ("rod" in nets[i], len(nets[i])))
    hubs = []
    for i, net in enumerate(nets):
        pts = [_terminal_point(t, tile) for t in net]
        if i == primary or len(pts) == 1:
            hubs.append((0.5, 0.5) if i == primary else pts[0])
            continue
        mx = sum(p[0] for p in pts) / len(pts)
        my = sum(p[1] for p in pts) / len(pts)
        dx, dy = mx - 0.5, my - 0.5
        if abs(dx) < 1e-6 and abs(dy) < 1e-6:
            hubs.append((0.5, 0.5))   # a straight bridge across the primary net
        else:
            k = 0.24 / max(math.hypot(dx, dy), 1e-6)
            hubs.append((0.5 + dx * k, 0.5 + dy * k))
    return hubs


def _clouds(surf: pygame.Surface, edges: Iterable[str], px: int, theme: Theme, seed: int) -> None:
    """Puffy cloud banks along the edges that are sky, not platform."""
    import random
    rng = random.Random(seed)
    c = theme.c
    shade = _mix(c.tile_cloud, c.sky_mid, 0.35)
    for e in edges:
        for i in range(7):
            t = (i + 0.5) / 7 + rng.uniform(-0.03, 0.03)
            r = px * rng.uniform(0.07, 0.11)
            depth = px * rng.uniform(0.03, 0.08)
            x, y = {"N": (t * px, depth), "S": (t * px, px - depth), "W": (depth, t * px),
                    "E": (px - depth, t * px)}[e]
            pygame.draw.circle(surf, shade, (x + r * 0.15, y + r * 0.2), r)
            pygame.draw.circle(surf, c.tile_cloud, (x, y), r)


class TileArt:
    """Renders and caches tile images: one per (tile id, rotation) at BASE, one per zoom size."""

    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self._base: dict[tuple[str, int], pygame.Surface] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}
        self.renders = 0   # how many base renders happened (tests check the cache works)

    def image(self, spec, rot: int, px: int) -> pygame.Surface:
        key = (spec.id, rot, int(px))
        img = self._scaled.get(key)
        if img is None:
            base = self._base.get((spec.id, rot))
            if base is None:
                base = self._render(spec, rot)
                self._base[(spec.id, rot)] = base
            img = base if int(px) == BASE else pygame.transform.smoothscale(base, (int(px), int(px)))
            if len(self._scaled) > 1200:
                self._scaled.clear()
            self._scaled[key] = img
        return img

    def _render(self, spec, rot: int) -> pygame.Surface:
        self.renders += 1
        th = self.theme
        px = BASE
        tile = oriented(spec, rot)
        surf = pygame.Surface((px, px), pygame.SRCALPHA)
        # sky showing through where the tile is cloud
        surf.fill((*_mix(th.c.tile_cloud, th.c.sky_bottom, 0.55), 255))
        inset = int(px * CLOUD_W)
        parts = _plate_parts(tile, px, inset)
        # the clouds' shape follows the tile id the same way in every run: Python's str hash is
        # salted per process, which gave every start (and every headless screenshot) new clouds
        _plate(surf, tile, parts, px, inset, th, zlib.crc32(spec.id.encode("utf-8")) & 0xFFFF)
        _pad_quarters(surf, tile, px, th)
        _copper_nets(surf, tile, px, th)
        _capacitor_halves(surf, tile, px, th)
        _badge(surf, tile, px, th)
        pygame.draw.rect(surf, (20, 22, 30), surf.get_rect(), 2)   # outer frame
        return surf


def _plate_parts(tile, px: int, inset: int) -> list[pygame.Rect]:
    """The platform plate: a centre square grown to every surface edge."""
    parts = [pygame.Rect(inset, inset, px - 2 * inset, px - 2 * inset)]
    for e in tile.surface:
        parts.append({"N": pygame.Rect(inset, 0, px - 2 * inset, inset + 2),
                      "S": pygame.Rect(inset, px - inset - 2, px - 2 * inset, inset + 2),
                      "W": pygame.Rect(0, inset, inset + 2, px - 2 * inset),
                      "E": pygame.Rect(px - inset - 2, inset, inset + 2, px - 2 * inset)}[e])
    # corners fill in when both neighbouring edges are platform
    for corner, (a, b) in {"NW": ("N", "W"), "NE": ("N", "E"), "SE": ("S", "E"), "SW": ("S", "W")}.items():
        if a in tile.surface and b in tile.surface:
            x = 0 if "W" in corner else px - inset - 2
            y = 0 if "N" in corner else px - inset - 2
            parts.append(pygame.Rect(x, y, inset + 2, inset + 2))
    return parts


def _plate(surf: pygame.Surface, tile, parts: list[pygame.Rect], px: int, inset: int, th: Theme, seed: int) -> None:
    c = th.c
    cloud_edges = [e for e in ("N", "E", "S", "W") if e not in tile.surface]
    _clouds(surf, cloud_edges, px, th, seed)
    # metal with a vertical sheen
    metal = pygame.Surface((px, px), pygame.SRCALPHA)
    for y in range(px):
        t = y / px
        col = (_mix(c.metal_light, c.metal, min(1.0, t * 1.6)) if t < 0.6
               else _mix(c.metal, c.metal_dark, (t - 0.6) / 0.4 * 0.6))
        pygame.draw.line(metal, col, (0, y), (px, y))
    mask = pygame.Surface((px, px), pygame.SRCALPHA)
    for r in parts:
        pygame.draw.rect(mask, (255, 255, 255, 255), r)
    metal.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(metal, (0, 0))
    # plate seams and a bevel
    seam = _mix(c.metal_dark, (0, 0, 0), 0.2)
    for r in parts:
        pygame.draw.rect(surf, seam, r, 1)
    pygame.draw.line(surf, _mix(c.metal_light, (255, 255, 255), 0.3), (inset + 2, inset + 1), (px - inset - 3, inset + 1))
    # diamond tread texture, faint
    tread = _mix(c.metal, c.metal_dark, 0.35)
    step = px // 12
    for yy in range(inset + step // 2, px - inset, step):
        for xx in range(inset + step // 2 + ((yy // step) % 2) * step // 2, px - inset, step):
            pygame.draw.line(surf, tread, (xx - 2, yy + 2), (xx + 2, yy - 2), 1)
    # rivets on the plate's corners
    ri = int(px * 0.085)
    for (x, y) in ((ri + inset // 2, ri + inset // 2), (px - ri - inset // 2, ri + inset // 2),
                   (ri + inset // 2, px - ri - inset // 2), (px - ri - inset // 2, px - ri - inset // 2)):
        if any(r.collidepoint(x, y) for r in parts):
            pygame.draw.circle(surf, c.metal_dark, (x + 1, y + 1), 4)
            pygame.draw.circle(surf, c.rivet, (x, y), 3)
            pygame.draw.circle(surf, (255, 255, 255), (x - 1, y - 1), 1)


def _pad_quarters(surf: pygame.Surface, tile, px: int, th: Theme) -> None:
    c = th.c
    # pad quarters: a quarter disc in the corner, outlined in copper
    for corner in tile.pads:
        vx, vy = CORNER_POINT[corner]
        centre = (vx * px, vy * px)
        r = PAD_QUARTER_R * px
        layer = pygame.Surface((px, px), pygame.SRCALPHA)
        _disc_fill(layer, "launch_pad", centre, r, th)
        for k in (0.45, 0.72):
            pygame.draw.circle(layer, _mix(c.launch_pad, (0, 0, 0), 0.55), centre, r * k, 2)
        surf.blit(layer, (0, 0))
        pygame.draw.circle(surf, c.copper_dark, centre, r + 2, 5)
        pygame.draw.circle(surf, c.copper, centre, r + 1, 3)


def _copper_nets(surf: pygame.Surface, tile, px: int, th: Theme) -> None:
    c = th.c
    # copper: each net from its terminals to its hub
    cw = max(3, int(px * th.cfg.board.copper_width))
    hubs = _net_hubs(tile)
    order = sorted(range(len(tile.nets)), key=lambda i: hubs[i] != (0.5, 0.5))
    for i in order:
        net = sorted(tile.nets[i])
        hub = (hubs[i][0] * px, hubs[i][1] * px)
        pts = [t for t in net]
        if len(pts) == 1 and pts[0] in EDGE_POINT and tile.ports.get(pts[0]) == "wire":
            # a stub: copper from the edge to a terminal post
            ex, ey = EDGE_POINT[pts[0]]
            ix, iy = INWARD[pts[0]]
            end = ((ex + ix * 0.28) * px, (ey + iy * 0.28) * px)
            _copper_line(surf, (ex * px, ey * px), end, cw, th)
            pygame.draw.circle(surf, c.copper_dark, end, cw * 0.9)
            pygame.draw.circle(surf, c.copper_light, end, cw * 0.5)
            continue
        for t in pts:
            if len(pts) == 1:
                continue
            tx, ty = _terminal_point(t, tile)
            if t in EDGE_POINT and tile.ports.get(t) == "wire":
                tx, ty = EDGE_POINT[t]
            if t == "rod":
                continue
            # route along the axes so lines meet edges square on
            a = (tx * px, ty * px)
            if abs(tx - hubs[i][0]) > 1e-3 and abs(ty - hubs[i][1]) > 1e-3 and t in EDGE_POINT:
                elbow = (hub[0], a[1]) if t in ("E", "W") else (a[0], hub[1])
                _copper_line(surf, a, elbow, cw, th)
                _copper_line(surf, elbow, hub, cw, th)
            else:
                _copper_line(surf, a, hub, cw, th)
        if len(pts) >= 3 or "rod" in net:
            pygame.draw.circle(surf, c.copper_dark, hub, cw * 1.1)
            pygame.draw.circle(surf, c.copper, hub, cw * 0.8)


def _capacitor_halves(surf: pygame.Surface, tile, px: int, th: Theme) -> None:
    c = th.c
    # capacitor half circles on the edges: patterned, copper-bordered
    for e, kind in tile.ports.items():
        if kind not in HALF_R:
            continue
        ex, ey = EDGE_POINT[e]
        centre = (ex * px, ey * px)
        r = HALF_R[kind] * px
        layer = pygame.Surface((px, px), pygame.SRCALPHA)
        _disc_fill(layer, kind, centre, r, th)
        surf.blit(layer, (0, 0))
        pygame.draw.circle(surf, c.copper_dark, centre, r + 2, 5)
        pygame.draw.circle(surf, c.copper, centre, r + 1, 3)
        if kind == "large_capacitor":
            pygame.draw.circle(surf, c.copper_light, centre, r - 5, 2)   # the double ring


def badge_spot(tile) -> tuple[tuple[float, float], float] | None:
    """Where an oriented tile's symbol badge sits (tile units) and its radius; None: no badge.
    The compass is the tile's picture; every other badge (the landing pad too, where all pawns
    start) sits in the corner quadrant with no pad quarter, so pawns in the middle never hide it."""
    if tile.symbol in ("none", None):
        return None
    if tile.symbol == "wind_compass":
        return (0.5, 0.5), 0.3
    free = [k for k in ("NW", "NE", "SW", "SE") if k not in tile.pads]
    k = free[0] if free else "NW"
    return {"NW": (0.29, 0.29), "NE": (0.71, 0.29), "SW": (0.29, 0.71), "SE": (0.71, 0.71)}[k], 0.15


def _badge(surf: pygame.Surface, tile, px: int, th: Theme) -> None:
    spot = badge_spot(tile)
    if spot is not None:
        (x, y), rr = spot
        draw_symbol(surf, tile.symbol, (x * px, y * px), rr * px, th)


def draw_component(surf: pygame.Surface, kind: str, centre: tuple[float, float], r: float, theme: Theme,
                   wires: int = 0) -> None:
    """A placed circuit component, seen from above: a metal-rimmed disc."""
    c = theme.c
    cx, cy = centre
    pygame.draw.circle(surf, (0, 0, 0), (cx + r * 0.15, cy + r * 0.25), r * 1.05)
    if kind == "lightning_rod":
        pygame.draw.circle(surf, c.metal_dark, (cx, cy), r * 1.25)
        pygame.draw.circle(surf, c.rod, (cx, cy), r)
        pygame.draw.circle(surf, (255, 250, 220), (cx - r * 0.3, cy - r * 0.3), max(1, r * 0.35))
        draw_symbol(surf, "lightning_rod", (cx, cy), r * 0.9, theme, badge=False)
    else:
        pygame.draw.circle(surf, c.metal_light, (cx, cy), r * 1.12)
        _disc_fill(surf, kind, (cx, cy), r, theme)
        pygame.draw.circle(surf, c.metal_dark, (cx, cy), r, max(1, int(r * 0.12)))
        if kind == "large_capacitor":
            pygame.draw.circle(surf, c.metal_dark, (cx, cy), r * 0.6, max(1, int(r * 0.1)))


def draw_rocket(surf: pygame.Surface, centre: tuple[float, float], h: float, theme: Theme,
                flame: float = 0.0) -> None:
    c = theme.c
    cx, cy = centre
    w = h * 0.34
    body = pygame.Rect(0, 0, w, h * 0.62)
    body.center = (cx, cy)
    if flame > 0:
        fl = h * (0.25 + 0.35 * flame)
        pygame.draw.polygon(surf, (255, 180, 60),
                            [(cx - w * 0.35, body.bottom), (cx + w * 0.35, body.bottom), (cx, body.bottom + fl)])
        pygame.draw.polygon(surf, (255, 240, 170),
                            [(cx - w * 0.18, body.bottom), (cx + w * 0.18, body.bottom), (cx, body.bottom + fl * 0.6)])
    pygame.draw.polygon(surf, c.copper_dark,
                        [(body.left - w * 0.35, body.bottom), (body.left, body.bottom - h * 0.2), (body.left, body.bottom)])
    pygame.draw.polygon(surf, c.copper_dark,
                        [(body.right + w * 0.35, body.bottom), (body.right, body.bottom - h * 0.2), (body.right, body.bottom)])
    pygame.draw.rect(surf, c.metal_light, body, border_radius=int(w * 0.3))
    pygame.draw.rect(surf, c.metal_dark, body, 2, border_radius=int(w * 0.3))
    pygame.draw.polygon(surf, c.copper, [(body.left, body.top + 2), (body.right, body.top + 2), (cx, body.top - h * 0.26)])
    pygame.draw.circle(surf, c.live, (cx, body.top + h * 0.18), w * 0.22)
    pygame.draw.circle(surf, c.metal_dark, (cx, body.top + h * 0.18), w * 0.22, 2)


def title_platform(theme: Theme, px: int) -> pygame.Surface:
    """A small floating platform for the title screen, from real tiles."""
    from ..data import game_data
    gd = game_data()
    art = TileArt(theme)
    layout = [((1, 0), "t22", 90), ((2, 0), "t09", 0), ((0, 1), "t31", 90), ((1, 1), "t05", 0),
              ((2, 1), "t14", 0), ((3, 1), "t36", 270), ((1, 2), "t27", 0), ((2, 2), "t20", 180)]
    w, h = 4 * px + 40, 3 * px + 60
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    shadow = pygame.Surface((w, h), pygame.SRCALPHA)
    for (x, y), _tid, _rot in layout:
        pygame.draw.rect(shadow, (0, 0, 0, 110), (20 + x * px + 10, 20 + y * px + 18, px, px))
    shadow = pygame.transform.smoothscale(pygame.transform.smoothscale(shadow, (w // 6, h // 6)), (w, h))
    surf.blit(shadow, (0, 0))
    for (x, y), tid, rot in layout:
        surf.blit(art.image(gd.tile(tid), rot, px), (20 + x * px, 20 + y * px))
    draw_rocket(surf, (20 + 2 * px, 20 + 1 * px - px * 0.05), px * 0.9, theme)
    return surf
