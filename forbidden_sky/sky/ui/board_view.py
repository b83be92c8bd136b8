"""The platform on screen: camera, a cached board layer, pawns and highlights.

The layer (tiles, printed copper, components, wires) is rendered only when the board value or
the zoom step changes; every frame blits it once and draws the few moving things on top.
"""

from __future__ import annotations

import math
from typing import Iterable, Optional

import pygame

from ..core.board import Board
from .art import TileArt, draw_component, draw_rocket
from ...shell.theme import Theme, draw_shape_ring

Cell = tuple[int, int]
View = tuple[float, float, float]     # (cx, cy, zoom)


class Camera:
    """World (tile units) to screen. Zoom is snapped to whole pixels per tile so scaled tile
    images can be cached per zoom step."""

    def __init__(self, theme: Theme, viewport: pygame.Rect) -> None:
        self.cfg = theme.cfg.board
        self.viewport = pygame.Rect(viewport)
        self.cx, self.cy = 0.5, 2.0
        self.zoom = 1.0
        self.manual = False            # the player panned or zoomed by hand: no automatic re-fit
        self.glide: Optional[tuple] = None   # (from (cx, cy, zoom), to (cx, cy, zoom), k)

    @property
    def px(self) -> int:
        return max(8, int(round(self.cfg.tile_px * self.zoom)))

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        p = self.px
        return (self.viewport.centerx + (wx - self.cx) * p, self.viewport.centery + (wy - self.cy) * p)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        p = self.px
        return (self.cx + (sx - self.viewport.centerx) / p, self.cy + (sy - self.viewport.centery) / p)

    def cell_at(self, pos) -> Cell:
        wx, wy = self.to_world(*pos)
        return (math.floor(wx), math.floor(wy))

    def pan_pixels(self, dx: float, dy: float) -> None:
        self.cx -= dx / self.px
        self.cy -= dy / self.px

    def zoom_at(self, factor: float, pos=None) -> None:
        pos = pos or self.viewport.center
        before = self.to_world(*pos)
        self.zoom = max(self.cfg.zoom_min, min(self.zoom_max, self.zoom * factor))
        after = self.to_world(*pos)
        self.cx += before[0] - after[0]
        self.cy += before[1] - after[1]

    def free_area(self, avoid: Iterable[pygame.Rect] = ()) -> pygame.Rect:
        """The viewport without the strips the floating controls take at its top and its foot
        (a control in the upper half takes the strip above its bottom edge, one in the lower
        half the strip below its top edge)."""
        vp = self.viewport
        top, bottom = vp.top, vp.bottom
        for r in avoid:
            if not r.colliderect(vp):
                continue
            if r.centery < vp.centery:
                top = max(top, r.bottom)
            else:
                bottom = min(bottom, r.top)
        return pygame.Rect(vp.left, top, vp.width, max(1, bottom - top))

    def fit_target(self, cells: Iterable[Cell], margin: float = 0.8) -> Optional[View]:
        """The (cx, cy, zoom) that shows every cell with a margin."""
        cells = list(cells)
        if not cells:
            return None
        x0 = min(c[0] for c in cells) - margin
        x1 = max(c[0] for c in cells) + 1 + margin
        y0 = min(c[1] for c in cells) - margin
        y1 = max(c[1] for c in cells) + 1 + margin
        z = min(self.viewport.width / (x1 - x0), self.viewport.height / (y1 - y0)) / self.cfg.tile_px
        return (x0 + x1) / 2, (y0 + y1) / 2, max(self.cfg.zoom_min, min(self.zoom_max, z * 0.98))

    @property
    def zoom_max(self) -> float:
        """Closer on a bigger window: the cap grows with the viewport (a 4K board is not stuck
        at 1080p's tile size)."""
        return self.cfg.zoom_max * max(1.0, self.viewport.height / self.cfg.zoom_ref_height)

    def fit(self, cells: Iterable[Cell], margin: float = 0.8) -> None:
        """Show the whole platform at once (Home / Fit): hand control back to the automatic fit."""
        t = self.fit_target(cells, margin)
        self.manual = False
        self.glide = None
        if t is not None:
            self.cx, self.cy, self.zoom = t

    def shows_all(self, cells: Iterable[Cell], margin: float = 0.15) -> bool:
        """Every cell (with a small margin) inside the viewport."""
        vp = self.viewport
        for (x, y) in cells:
            ax, ay = self.to_screen(x - margin, y - margin)
            bx, by = self.to_screen(x + 1 + margin, y + 1 + margin)
            if ax < vp.left or ay < vp.top or bx > vp.right or by > vp.bottom:
                return False
        return True

    def reveal_target(self, cells: Iterable[Cell], avoid: Iterable[pygame.Rect] = ()) -> Optional[View]:
        """The least pan (same zoom) that brings every cell into the viewport, clear of the
        strips ``avoid`` takes (free_area); None when they are in sight already. Cells that do
        not fit side by side are centred."""
        cells = list(cells)
        if not cells:
            return None
        area = self.free_area(avoid)
        p = self.px
        m = max(2, p // 6)
        x0, y0 = self.to_screen(min(c[0] for c in cells), min(c[1] for c in cells))
        x1, y1 = self.to_screen(max(c[0] for c in cells) + 1, max(c[1] for c in cells) + 1)

        def shift(lo: float, hi: float, a_lo: int, a_hi: int) -> float:
            if hi - lo + 2 * m > a_hi - a_lo:
                return (a_lo + a_hi) / 2 - (lo + hi) / 2
            if lo < a_lo + m:
                return a_lo + m - lo
            if hi > a_hi - m:
                return a_hi - m - hi
            return 0.0
        dx, dy = shift(x0, x1, area.left, area.right), shift(y0, y1, area.top, area.bottom)
        if abs(dx) < 1 and abs(dy) < 1:
            return None
        return (self.cx - dx / p, self.cy - dy / p, self.zoom)

    def glide_to(self, view: View) -> None:
        self.glide = ((self.cx, self.cy, self.zoom), view, 0.0)

    def glide_to_fit(self, cells: Iterable[Cell]) -> None:
        t = self.fit_target(cells)
        if t is not None:
            self.glide = ((self.cx, self.cy, self.zoom), t, 0.0)

    def update(self, dt: float, duration: float) -> None:
        """Advance a smooth re-fit (ease out)."""
        if self.glide is None:
            return
        a, b, k = self.glide
        k = min(1.0, k + dt / max(1e-3, duration))
        e = 1 - (1 - k) ** 3
        self.cx, self.cy, self.zoom = (a[i] + (b[i] - a[i]) * e for i in range(3))
        self.glide = None if k >= 1.0 else (a, b, k)

    def by_hand(self) -> None:
        """The player moved the camera: stop any glide and never re-fit on our own."""
        self.manual = True
        self.glide = None


class BoardView:
    def __init__(self, theme: Theme, viewport: pygame.Rect) -> None:
        self.theme = theme
        self.shapes = False      # colour-blind mode: a shape ring around each pawn
        self.camera = Camera(theme, viewport)
        self.art = TileArt(theme)
        self._layer: Optional[pygame.Surface] = None
        self._layer_key: tuple = ()
        self._layer_board: Optional[Board] = None
        self._tints: dict[tuple[int, tuple[int, ...]], pygame.Surface] = {}
        self._layer_origin = (0, 0)      # world cell at the layer's top left
        self.layer_renders = 0
        self._arrow_cache: dict[tuple[Optional[int], int], pygame.Surface] = {}
        from ..data import game_data
        self.components = game_data().components

    # ---- the cached layer -------------------------------------------------------------------

    def layer(self, board: Board) -> pygame.Surface:
        px = self.camera.px
        key = (id(board), px)
        layer = self._layer
        if layer is None or key != self._layer_key or self._layer_board is not board:
            layer = self._layer = self._render_layer(board, px)
            self._layer_key = key
            self._layer_board = board
        return layer

    def _render_layer(self, board: Board, px: int) -> pygame.Surface:
        self.layer_renders += 1
        cells = list(board.tiles)
        x0 = min(x for x, _ in cells) - 1
        y0 = min(y for _, y in cells) - 1
        x1 = max(x for x, _ in cells) + 2
        y1 = max(y for _, y in cells) + 2
        surf = pygame.Surface(((x1 - x0) * px, (y1 - y0) * px), pygame.SRCALPHA)
        # a soft shadow under the platform, then the tiles
        shadow = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        for (x, y) in cells:
            pygame.draw.rect(shadow, (0, 0, 0, 120), ((x - x0) * px + px * 0.08, (y - y0) * px + px * 0.14, px, px))
        sw, sh = shadow.get_size()
        shadow = pygame.transform.smoothscale(pygame.transform.smoothscale(shadow, (max(1, sw // 8), max(1, sh // 8))), (sw, sh))
        surf.blit(shadow, (0, 0))
        for (x, y), placed in board.tiles.items():
            surf.blit(self.art.image(placed.spec, placed.rot, px), ((x - x0) * px, (y - y0) * px))
        self._layer_origin = (x0, y0)
        # wires under components' caps, above the copper
        for w in board.wires:
            self._draw_wire(surf, board, w, px, (x0, y0))
        if board.wires:
            self._badges_over_wires(surf, board, px, (x0, y0))
        for ref in board.component_refs():
            if ref == "pad:B":
                continue
            self._draw_component(surf, board, ref, px, (x0, y0))
        # a display-format copy, run-length encoded: the layer is blitted every frame and
        # changes only with the board or the zoom step (halves the cost of the blit)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
            surf.set_alpha(255, pygame.RLEACCEL)
        return surf

    def _badges_over_wires(self, surf: pygame.Surface, board: Board, px: int, origin) -> None:
        """A long wire runs past its components (its overhang): the tiles' symbol badges (a
        rod's lightning, a gear) are drawn again on top, so no wire ever hides one."""
        from .art import badge_spot, draw_symbol, oriented
        for (x, y), placed in board.tiles.items():
            if placed.spec.symbol in ("none", None, "wind_compass"):
                continue
            tile = oriented(placed.spec, placed.rot)
            spot = badge_spot(tile)
            if spot is not None:
                (bx, by), rr = spot
                draw_symbol(surf, tile.symbol, self._w2l(x + bx, y + by, px, origin), rr * px, self.theme)

    def _w2l(self, wx: float, wy: float, px: int, origin) -> tuple[float, float]:
        return ((wx - origin[0]) * px, (wy - origin[1]) * px)

    def wire_segment(self, board: Board, wire) -> tuple[tuple[float, float], tuple[float, float]]:
        """The wire as it lies: the core's segment (length max(L, d), at its stored offset
        along its span), the same one every rule checks."""
        from ..core.wiring import segment
        return segment(board, self.components, wire)

    def _draw_wire(self, surf, board, wire, px, origin, colour=None, glow=False) -> None:
        p, q = self.wire_segment(board, wire)
        a = self._w2l(*p, px, origin)
        b = self._w2l(*q, px, origin)
        draw_cable(surf, a, b, px, wire.kind, self.theme, colour)

    def _draw_component(self, surf, board, ref, px, origin) -> None:
        kind = board.component_kind(ref) if hasattr(board, "component_kind") else None
        from ..core.board import component_kind
        kind = component_kind(ref, board)
        if kind == "launch_pad":
            vx, vy = board.pad
            centre = self._w2l(vx, vy, px, origin)
            r = 0.36 * px
            ring = pygame.Surface((int(r * 2 + 4), int(r * 2 + 4)), pygame.SRCALPHA)
            from .art import _disc_fill
            _disc_fill(ring, "launch_pad", (r + 2, r + 2), r, self.theme)
            pygame.draw.circle(ring, self.theme.c.metal_dark, (r + 2, r + 2), r, max(2, int(px * 0.03)))
            surf.blit(ring, (centre[0] - r - 2, centre[1] - r - 2))
            for side in ("pad:A", "pad:B"):
                sx, sy = board.component_centre(side, self.components)
                sc = self._w2l(sx, sy, px, origin)
                sr = board.component_radius(side, self.components) * px
                pygame.draw.circle(surf, self.theme.c.metal_light, sc, sr)
                pygame.draw.circle(surf, self.theme.c.metal_dark, sc, sr, max(1, int(px * 0.02)))
                self.theme.blit_text(surf, side[-1], sc, "bold", max(8, int(px * 0.11)), self.theme.c.text_dark,
                                     anchor="center")
            draw_rocket(surf, (centre[0], centre[1] - px * 0.05), px * 0.42, self.theme)
            return
        cx, cy = board.component_centre(ref, self.components)
        centre = self._w2l(cx, cy, px, origin)
        r = board.component_radius(ref, self.components) * px
        draw_component(surf, kind, centre, r, self.theme)

    # ---- per frame --------------------------------------------------------------------------

    def draw_board(self, surface: pygame.Surface, board: Board) -> None:
        layer = self.layer(board)
        surface.blit(layer, self.layer_position())

    def layer_position(self) -> tuple[int, int]:
        """Where the cached layer's top left falls on the screen (after ``layer()``)."""
        x0, y0 = self._layer_origin
        pos = self.camera.to_screen(x0, y0)
        return (int(pos[0]), int(pos[1]))

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        x, y = self.camera.to_screen(cell[0], cell[1])
        p = self.camera.px
        return pygame.Rect(int(x), int(y), p, p)

    def highlight_cells(self, surface: pygame.Surface, cells: Iterable[Cell], colour, t: float = 0.0,
                        fill_alpha: int = 60) -> None:
        p = self.camera.px
        pulse = 0.5 + 0.5 * math.sin(t * 5)
        th_dark = self.theme.c.text_dark
        box = self.tint(p, (*colour[:3], int(fill_alpha * (0.6 + 0.4 * pulse)) // 4 * 4))
        for cell in cells:
            r = self.cell_rect(cell)
            surface.blit(box, r)
            # dark under bright: the outline shows on any tile whatever the eye makes of its hue
            pygame.draw.rect(surface, th_dark, r.inflate(-3, -3), 6, border_radius=6)
            pygame.draw.rect(surface, colour, r.inflate(-5, -5), 3, border_radius=6)

    def tint(self, p: int, rgba: tuple) -> pygame.Surface:
        """A translucent square of p pixels, cached (no Surface is created per frame)."""
        cache = self._tints
        key = (p, tuple(rgba))
        box = cache.get(key)
        if box is None:
            if len(cache) > 400:
                cache.clear()
            box = pygame.Surface((p, p), pygame.SRCALPHA)
            box.fill(rgba)
            cache[key] = box
        return box

    def draw_compass_arrow(self, surface: pygame.Surface, board: Board, angle_deg: float) -> None:
        """The wind arrow on the compass tile, at any angle (cached per 3 degrees)."""
        cell = next((c for c, pl in board.tiles.items() if pl.spec.symbol == "wind_compass"), None)
        if cell is None:
            return
        p = self.camera.px
        key = (int(round(angle_deg / 3.0)) * 3) % 360
        img = self._arrow_cache.get((key, p))
        if img is None:
            base = self._arrow_cache.get((None, p))
            if base is None:
                s = int(p * 0.62)
                base = pygame.Surface((s, s), pygame.SRCALPHA)
                c = self.theme.c
                cx = s / 2
                pts = [(cx, s * 0.04), (cx + s * 0.16, s * 0.42), (cx + s * 0.06, s * 0.42), (cx + s * 0.06, s * 0.9),
                       (cx - s * 0.06, s * 0.9), (cx - s * 0.06, s * 0.42), (cx - s * 0.16, s * 0.42)]
                pygame.draw.polygon(base, (0, 0, 0, 120), [(x + 2, y + 3) for x, y in pts])
                pygame.draw.polygon(base, c.danger, pts)
                pygame.draw.polygon(base, c.text, pts, 2)
                pygame.draw.circle(base, c.copper_light, (cx, cx), s * 0.07)
                self._arrow_cache[(None, p)] = base
            img = pygame.transform.rotozoom(base, -key, 1.0)
            self._arrow_cache[(key, p)] = img
        r = self.cell_rect(cell)
        surface.blit(img, img.get_rect(center=r.center))

    def pawn_slots(self, n: int) -> list[tuple[float, float]]:
        """Where n pawns stand inside one cell (tile units from the cell's top left)."""
        # the middle of a tile stays clear: a rod stands there and wires start from it, so
        # pawns stand along the lower edge (and the upper corners once there are four or more).
        # Centres are at least 2 * pawn_radius (0.34) + a little apart: no pawn covers another's
        # initial. With three or five, the outer pawns of the lower row reach the tile's edge.
        rows = {1: [(0.5, 0.72)],
                2: [(0.3, 0.72), (0.7, 0.72)],
                3: [(0.16, 0.72), (0.5, 0.8), (0.84, 0.72)],
                4: [(0.24, 0.28), (0.76, 0.28), (0.24, 0.76), (0.76, 0.76)],
                5: [(0.25, 0.24), (0.75, 0.24), (0.15, 0.74), (0.5, 0.82), (0.85, 0.74)]}
        if n in rows:
            return rows[n]
        return [(0.5 + math.cos(math.pi * 2 * i / n) * 0.3, 0.5 + math.sin(math.pi * 2 * i / n) * 0.3)
                for i in range(n)]

    def rod_slots(self, n: int) -> list[tuple[float, float]]:
        """On a tile with a rod (in its middle), pawns stand in the corners, clear of the rod."""
        corners = [(0.22, 0.78), (0.78, 0.78), (0.22, 0.22), (0.78, 0.22)]
        return corners[:n] if n <= 4 else corners + [(0.5, 0.86)] + self.pawn_slots(n)[5:]

    def compass_slots(self, n: int, wind: str = "N") -> list[tuple[float, float]]:
        """Pawns on the wind compass tile stand off the arrow: in the corners (the arrow lies along
        the N-S or E-W line through the middle), a fifth at the side the arrow does not point to."""
        corners = [(0.17, 0.83), (0.83, 0.83), (0.17, 0.17), (0.83, 0.17)]
        if n <= 4:
            return corners[:n]
        side = (0.84, 0.5) if wind in ("N", "S") else (0.5, 0.84)
        return corners + [side] + self.pawn_slots(n)[5:]

    def draw_pawn(self, surface: pygame.Surface, wpos: tuple[float, float], colour, initial: str,
                  current: bool = False, flash: float = 0.0, lift: float = 0.0, shape: str = "") -> None:
        th = self.theme
        p = self.camera.px
        x, y = self.camera.to_screen(*wpos)
        r = max(6, th.cfg.board.pawn_radius * p)
        y -= lift
        pygame.draw.ellipse(surface, (0, 0, 0), (x - r * 0.9, y + r * 0.55 + lift, r * 1.8, r * 0.7))
        if shape and self.shapes:
            draw_shape_ring(surface, shape, (x, y), r * 1.35, th)
        if current:
            pygame.draw.circle(surface, th.c.accent, (x, y), r + 4, 3)
        body = colour if flash <= 0 else tuple(min(255, int(v + (255 - v) * flash)) for v in colour[:3])
        pygame.draw.circle(surface, th.c.text_dark, (x, y + 2), r)
        pygame.draw.circle(surface, body, (x, y), r)
        pygame.draw.circle(surface, tuple(min(255, v + 60) for v in body[:3]), (x - r * 0.3, y - r * 0.35), r * 0.3)
        pygame.draw.circle(surface, th.c.text_dark, (x, y), r, 2)
        lum = 0.3 * body[0] + 0.59 * body[1] + 0.11 * body[2]
        th.blit_text(surface, initial, (x, y + 1), "bold", max(9, int(r * 1.1)),
                     th.c.text_dark if lum > 140 else th.c.text, anchor="center")

    # ---- picking ----------------------------------------------------------------------------

    def component_at(self, board: Board, pos, slack: float = 1.5) -> Optional[str]:
        wx, wy = self.camera.to_world(*pos)
        best, best_d = None, 1e9
        for ref in board.component_refs():
            cx, cy = board.component_centre(ref, self.components)
            r = board.component_radius(ref, self.components)
            d = math.hypot(wx - cx, wy - cy)
            if d <= max(r * slack, 0.12) and d < best_d:
                best, best_d = ref, d
        return best

    def wire_at(self, board: Board, pos, tol_px: float = 7.0):
        wx, wy = self.camera.to_world(*pos)
        tol = tol_px / self.camera.px
        for w in board.wires:
            (ax, ay), (bx, by) = self.wire_segment(board, w)
            dx, dy = bx - ax, by - ay
            L2 = dx * dx + dy * dy or 1e-9
            t = max(0.0, min(1.0, ((wx - ax) * dx + (wy - ay) * dy) / L2))
            if math.hypot(wx - (ax + t * dx), wy - (ay + t * dy)) <= tol + self.components.wire_half_width:
                return w
        return None


def draw_cable(surf, a, b, px: int, kind: str, theme: Theme, colour=None) -> None:
    """A physical wire: an insulated cable with copper end clips. Long wires carry a stripe."""
    c = theme.c
    wdt = max(3, int(px * theme.cfg.board.wire_width))
    col = colour or (c.wire_long if kind == "long" else c.wire_short)
    pygame.draw.line(surf, (10, 10, 14), a, b, wdt + 4)
    pygame.draw.line(surf, col, a, b, wdt)
    pygame.draw.line(surf, c.wire_core, a, b, max(1, wdt // 3))
    if kind == "long":
        # dashes tell a long wire from a short one without colour
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = max(1, int(math.hypot(dx, dy) / max(6, px * 0.12)))
        for i in range(0, n, 2):
            p = (a[0] + dx * i / n, a[1] + dy * i / n)
            q = (a[0] + dx * (i + 1) / n, a[1] + dy * (i + 1) / n)
            pygame.draw.line(surf, c.copper_dark, p, q, max(1, wdt // 2))
    for p in (a, b):
        pygame.draw.circle(surf, c.copper_dark, p, wdt * 0.9)
        pygame.draw.circle(surf, c.copper_light, p, wdt * 0.5)
