"""Island's procedural art, all drawn here from the data (no picture files): the tiles' dry and
flooded faces with their names and marks, the treasures (a shape as well as a colour), the
pawns (a letter and the adventurer's colour), the cards' faces and backs, the sea.

Faces are cached by what they show and their size: a frame blits, it does not redraw.
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from ...shell.text import drawable, wrap_words
from ..data import IslandData
from .look import Colour, Look

Point = tuple[float, float]


_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}


def _font(px: int, bold: bool = True) -> pygame.font.Font:
    key = (max(6, int(px)), bold)
    f = _FONTS.get(key)
    if f is not None:
        try:
            f.size("x")
            return f
        except pygame.error:      # the font module was shut down and started again (a new App)
            _FONTS.clear()
    f = _FONTS[key] = _load_font(*key)
    return f


def _load_font(px: int, bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    from ...resources import asset
    from ...shell.config import ui_config
    cfg = ui_config()
    try:
        return pygame.font.Font(str(asset("fonts", cfg.fonts["bold" if bold else "regular"])), px)
    except (OSError, FileNotFoundError):
        return pygame.font.Font(None, px)


def shade(c: Sequence[int], k: float) -> Colour:
    """``c`` lighter (k > 0) or darker (k < 0), alpha kept."""
    rgb = [int(max(0, min(255, v + (255 - v) * k if k > 0 else v * (1 + k)))) for v in c[:3]]
    return tuple(rgb + list(c[3:]))


# ---- treasures ------------------------------------------------------------------------------

def treasure_points(shape: str, centre: Point, r: float) -> list[Point]:
    cx, cy = centre
    if shape == "goblet":     # a cup on a stem: the chalice
        return [(cx - r, cy - r * 0.8), (cx + r, cy - r * 0.8), (cx + r * 0.6, cy - r * 0.05), (cx + r * 0.15, cy + r * 0.2),
                (cx + r * 0.15, cy + r * 0.62), (cx + r * 0.7, cy + r * 0.9), (cx - r * 0.7, cy + r * 0.9),
                (cx - r * 0.15, cy + r * 0.62), (cx - r * 0.15, cy + r * 0.2), (cx - r * 0.6, cy - r * 0.05)]
    sides, turn, squash = {"pentagon": (5, -math.pi / 2, 1.0), "triangle": (3, -math.pi / 2, 1.0),
                           "diamond": (4, -math.pi / 2, 0.72), "square": (4, math.pi / 4, 1.0)}.get(
        shape, (24, 0.0, 1.0))
    out = []
    for i in range(sides):
        a = turn + 2 * math.pi * i / sides
        out.append((cx + math.cos(a) * r * squash, cy + math.sin(a) * r * (1.12 if shape == "triangle" else 1.0)))
    return out


def draw_treasure(surface: pygame.Surface, look: Look, treasure: str, centre: Point, r: float,
                  faded: bool = False) -> pygame.Rect:
    """A treasure's figure: its shape filled with its colour, a dark edge and a highlight."""
    colour = look.treasure_colour.get(treasure, (200, 200, 200))
    if faded:
        colour = shade(colour, -0.45)
    pts = treasure_points(look.treasure_shape.get(treasure, "circle"), centre, r)
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, shade(colour, -0.6), pts, max(1, int(r * 0.16)))
    hi = [(centre[0] + (x - centre[0]) * 0.45 - r * 0.12, centre[1] + (y - centre[1]) * 0.45 - r * 0.16) for x, y in pts]
    pygame.draw.polygon(surface, shade(colour, 0.45), hi, max(1, int(r * 0.08)))
    return pygame.Rect(int(centre[0] - r), int(centre[1] - r), int(2 * r) + 1, int(2 * r) + 1)


def draw_helicopter(surface: pygame.Surface, centre: Point, r: float, colour: Sequence[int],
                    blade_angle: float = 0.0) -> None:
    cx, cy = centre
    pygame.draw.ellipse(surface, colour, pygame.Rect(cx - r * 0.6, cy - r * 0.35, r * 1.1, r * 0.7))
    pygame.draw.line(surface, colour, (cx + r * 0.4, cy), (cx + r, cy - r * 0.2), max(2, int(r * 0.16)))
    pygame.draw.line(surface, colour, (cx - r * 0.1, cy - r * 0.35), (cx - r * 0.1, cy - r * 0.55), max(1, int(r * 0.1)))
    dx, dy = math.cos(blade_angle) * r * 0.95, math.sin(blade_angle) * r * 0.12
    pygame.draw.line(surface, colour, (cx - r * 0.1 - dx, cy - r * 0.58 - dy), (cx - r * 0.1 + dx, cy - r * 0.58 + dy),
                     max(1, int(r * 0.1)))
    pygame.draw.line(surface, colour, (cx - r * 0.45, cy + r * 0.5), (cx + r * 0.3, cy + r * 0.5), max(1, int(r * 0.1)))


def draw_sandbags(surface: pygame.Surface, centre: Point, r: float, colour: Sequence[int]) -> None:
    cx, cy = centre
    w, h = r * 0.9, r * 0.5
    for dx, dy in ((-0.5, 0.35), (0.5, 0.35), (0.0, -0.15)):
        rect = pygame.Rect(0, 0, int(w), int(h))
        rect.center = (int(cx + dx * w), int(cy + dy * r))
        pygame.draw.ellipse(surface, colour, rect)
        pygame.draw.ellipse(surface, shade(colour, -0.5), rect, max(1, int(r * 0.08)))


def draw_wave(surface: pygame.Surface, centre: Point, r: float, colour: Sequence[int], width: int = 2) -> None:
    """The Waters Rise! mark: two waves over each other."""
    for row in (-0.3, 0.25):
        pts = [(centre[0] - r + 2 * r * i / 12, centre[1] + row * r + math.sin(i / 12 * 2 * math.pi * 1.5) * r * 0.18)
               for i in range(13)]
        pygame.draw.lines(surface, colour, False, pts, max(1, width))


# ---- pawns ----------------------------------------------------------------------------------

def pawn_letters(players: Sequence[str], names: dict[str, str]) -> dict[str, str]:
    """Each pawn's letter: its name's first, or its first two where two names share one
    (the Engineer and the Explorer)."""
    first = [names.get(p, p)[:1].upper() for p in players]
    out = {}
    for p, f in zip(players, first, strict=False):
        out[p] = f if first.count(f) == 1 else names.get(p, p)[:2].title()
    return out


def draw_pawn(surface: pygame.Surface, look: Look, colour_name: str, letter: str, centre: Point, r: float,
              lift: float = 0.0, ring: Colour | None = None) -> pygame.Rect:
    """A pawn seen from above: a shadow, a coloured disc with a dark rim, its letter in the
    colour that reads on it."""
    colour = look.pawns.get(colour_name, (200, 200, 200))
    cx, cy = centre[0], centre[1] - lift
    shadow = pygame.Surface((int(r * 2.4), int(r * 1.2)), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
    surface.blit(shadow, (centre[0] - r * 1.2, centre[1] + r * 0.45))
    if ring is not None:
        pygame.draw.circle(surface, ring, (cx, cy), r + max(2, r * 0.28))
    pygame.draw.circle(surface, shade(colour, -0.55), (cx, cy), r)
    pygame.draw.circle(surface, colour, (cx, cy), r * 0.84)
    pygame.draw.circle(surface, shade(colour, 0.35), (cx - r * 0.25, cy - r * 0.3), r * 0.25)
    light = sum(colour[:3]) / 3 > 140
    f = _font(int(r * (1.15 if len(letter) == 1 else 0.9)))
    img = f.render(drawable(letter), True, (20, 20, 24) if light else (245, 245, 245))
    surface.blit(img, img.get_rect(center=(int(cx), int(cy + r * 0.05))))
    return pawn_box(centre, r, lift)


def pawn_box(centre: Point, r: float, lift: float = 0.0) -> pygame.Rect:
    """Where ``draw_pawn`` draws: the ring, the disc lifted and the shadow under it."""
    cx, cy = centre[0], centre[1] - lift
    return pygame.Rect(int(cx - r * 1.3), int(cy - r * 1.3), int(r * 2.6) + 2, int(r * 2.6 + lift + r) + 2)


def pawn_spots(n: int, rect: pygame.Rect) -> tuple[list[Point], float]:
    """Where ``n`` pawns stand on a tile and how big: one in the middle, up to four in a
    square, each whole and apart (four on one tile drawn clearly)."""
    cx, cy = rect.centerx, rect.top + rect.height * 0.42   # above the name plate: the name stays readable
    s = rect.width
    if n <= 1:
        return [(cx, cy)], s * 0.16
    r = s * (0.13 if n == 2 else 0.12)
    d = s * 0.17
    if n == 2:
        return [(cx - d, cy), (cx + d, cy)], r
    if n == 3:
        return [(cx - d, cy - d * 0.75), (cx + d, cy - d * 0.75), (cx, cy + d * 0.85)], r
    pts = [(cx - d, cy - d * 0.8), (cx + d, cy - d * 0.8), (cx - d, cy + d * 0.8), (cx + d, cy + d * 0.8)]
    return (pts + [(cx, cy)] * (n - 4))[:n], r


# ---- tiles ----------------------------------------------------------------------------------

def _name_lines(name: str, f: pygame.font.Font, width: int) -> list[str]:
    lines = wrap_words(name, width, f.size)
    return lines[:2] if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]


_FACES: dict[tuple, pygame.Surface] = {}


def tile_face(data: IslandData, look: Look, tile: str, name: str, flooded: bool, size: int,
              start_letter: str = "", start_colour: str = "") -> pygame.Surface:
    """A tile's face at ``size`` pixels, cached (the data and the look are the game's, fixed)."""
    key = (id(data), id(look), tile, name, flooded, int(size), start_letter, start_colour)
    face = _FACES.get(key)
    if face is None:
        if len(_FACES) > 200:
            _FACES.clear()
        face = _FACES[key] = _tile_face(data, look, tile, name, flooded, int(size), start_letter, start_colour)
    return face


def _core(size: int) -> pygame.Rect:
    """The face's land, inside the sand edge and the rim (tile-local pixels)."""
    inner = pygame.Rect(0, 0, size, size).inflate(-max(2, size // 22), -max(2, size // 22))
    return inner.inflate(-max(4, size // 9), -max(4, size // 9))


def _flag_foot(size: int) -> tuple[float, float]:
    """The top of a start flag's pole, in tile-local pixels."""
    core = _core(size)
    return core.right - size * 0.16, core.top + size * 0.05


def start_flag_box(size: int) -> pygame.Rect:
    """Where a start tile's flag, its pole and the pawn's letter stand, in tile-local pixels (the
    other marks on a tile keep out of it)."""
    fx, fy = _flag_foot(size)
    left = fx - size * 0.02 - size * 0.085      # the letter, about as wide as the font is high
    return pygame.Rect(int(left), int(fy), int(fx + size * 0.13 - left) + 1, int(size * 0.22) + 1)


def _tile_face(data: IslandData, look: Look, tile: str, name: str, flooded: bool, size: int,
               start_letter: str, start_colour: str) -> pygame.Surface:
    """One side of a tile: dry (land, sand edge) or flooded (water over it, the marks seen
    through). The name sits on a plate at the foot so it reads on both faces."""
    spec = data.tiles[tile]
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rad = max(3, size // 10)
    order = list(data.tiles).index(tile)
    land = look.land[order % len(look.land)]
    edge = look.c("flooded_edge") if flooded else look.c("sand_dark")
    body = look.c("flooded") if flooded else look.c("sand")
    pygame.draw.rect(surf, edge, surf.get_rect(), border_radius=rad)
    inner = surf.get_rect().inflate(-max(2, size // 22), -max(2, size // 22))
    pygame.draw.rect(surf, body, inner, border_radius=rad)
    core = _core(size)
    pygame.draw.rect(surf, shade(land, -0.1) if not flooded else shade(look.c("flooded"), 0.12), core,
                     border_radius=rad)
    _texture(surf, core, land if not flooded else look.c("flooded_light"), order, flooded)
    mark_centre = (core.centerx, core.top + core.height * 0.3)
    mark_r = size * 0.13
    if spec.treasure:
        draw_treasure(surf, look, spec.treasure, mark_centre, mark_r, faded=flooded)
    if spec.landing:
        pygame.draw.circle(surf, look.c("landing"), mark_centre, mark_r * 1.1, max(2, size // 40))
        f = _font(int(mark_r * 1.3))
        img = f.render("H", True, look.c("landing"))
        surf.blit(img, img.get_rect(center=(int(mark_centre[0]), int(mark_centre[1]))))
    if start_letter:
        # the start mark: a small flag in the adventurer's colour, with the pawn's letter
        fx, fy = _flag_foot(size)
        pole = max(1, size // 50)
        pygame.draw.line(surf, look.c("label"), (fx, fy), (fx, fy + size * 0.22), pole)
        flag = [(fx, fy), (fx + size * 0.13, fy + size * 0.055), (fx, fy + size * 0.11)]
        colour = look.pawns.get(start_colour, (220, 220, 220))
        pygame.draw.polygon(surf, colour, flag)
        pygame.draw.polygon(surf, look.c("label"), flag, max(1, size // 70))
        f = _font(int(size * 0.085))
        img = f.render(drawable(start_letter), True, look.c("label"))
        surf.blit(img, (fx - size * 0.02 - img.get_width(), fy))
    if flooded:
        _ripples(surf, core, look.c("foam"), order)
    plate = name_plate(size)
    ps = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(ps, look.c("plate_flooded") if flooded else look.c("plate"), ps.get_rect(),
                     border_radius=max(2, rad // 2))
    surf.blit(ps, plate)
    px = max(7, int(size * 0.105))
    f = _font(px)
    lines = _name_lines(name, f, plate.width - 4)
    while px > 7 and any(f.size(ln)[0] > plate.width - 2 for ln in lines):
        px -= 1       # a long name at a small size: a smaller font, never out of its plate
        f = _font(px)
        lines = _name_lines(name, f, plate.width - 4)
    lh = f.get_linesize() * 0.9
    y = plate.centery - lh * len(lines) / 2
    for ln in lines:
        img = f.render(drawable(ln), True, look.c("label_flooded") if flooded else look.c("label"))
        surf.blit(img, img.get_rect(midtop=(plate.centerx, int(y))))
        y += lh
    return surf


def name_plate(size: int) -> pygame.Rect:
    """Where a tile's name sits on its face of ``size`` pixels: a plate at the foot, inside the
    sand edge (the rest of the face is the land, its marks and the start flag)."""
    core = _core(size)
    plate_h = int(size * 0.27)
    return pygame.Rect(core.left, core.bottom - plate_h, core.width, plate_h)


def _fitted(text: str, width: int, px: int) -> tuple[pygame.font.Font, list[str]]:
    """The biggest font up to ``px`` at which ``text`` fits ``width`` in at most two lines."""
    f = _font(px)
    lines = _name_lines(text, f, width)
    while px > 7 and any(f.size(ln)[0] > width for ln in lines):
        px -= 1
        f = _font(px)
        lines = _name_lines(text, f, width)
    return f, lines


def _texture(surf: pygame.Surface, r: pygame.Rect, colour: Sequence[int], seed: int, flooded: bool) -> None:
    """A few marks of grass and rock (or of water) so the land is not flat: placed from the
    tile's number, so the same every time."""
    n = 9
    for i in range(n):
        a = (seed * 37 + i * 71) % 97 / 97
        b = (seed * 53 + i * 29) % 89 / 89
        x, y = r.left + r.width * (0.1 + 0.8 * a), r.top + r.height * (0.1 + 0.5 * b)
        w = r.width * (0.06 + 0.05 * ((i * seed) % 3))
        col = shade(colour, 0.18 if i % 2 else -0.12)
        if flooded:
            pygame.draw.line(surf, col, (x - w, y), (x + w, y), max(1, r.width // 60))
        else:
            pygame.draw.ellipse(surf, col, pygame.Rect(x - w, y - w * 0.5, 2 * w, w))


def _ripples(surf: pygame.Surface, r: pygame.Rect, colour: Sequence[int], seed: int) -> None:
    for i in range(3):
        y = r.top + r.height * (0.18 + 0.2 * i)
        pts = [(r.left + r.width * (0.08 + 0.84 * j / 10), y + math.sin(j + seed + i) * r.height * 0.025) for j in range(11)]
        pygame.draw.lines(surf, colour, False, pts, max(1, r.width // 45))


_SEAS: dict[tuple, pygame.Surface] = {}


def sea(size: tuple[int, int], look: Look) -> pygame.Surface:
    key = (size, id(look))
    if key not in _SEAS:
        if len(_SEAS) > 4:
            _SEAS.clear()
        _SEAS[key] = _sea(size, look)
    return _SEAS[key]


def _sea(size: tuple[int, int], look: Look) -> pygame.Surface:
    """The sea under the island: a vertical gradient with soft swell lines."""
    w, h = size
    surf = pygame.Surface((max(1, w), max(1, h)))
    top, bottom = look.c("sea_deep"), look.c("sea")
    for y in range(0, max(1, h), 4):
        k = y / max(1, h)
        col = tuple(int(top[i] + (bottom[i] - top[i]) * k) for i in range(3))
        pygame.draw.rect(surf, col, (0, y, w, 4))
    light = look.c("sea_light")
    step = max(24, h // 14)
    for i, y in enumerate(range(step // 2, h, step)):
        pts = [(x, y + math.sin(x / 40 + i) * 4) for x in range(0, w + 20, 20)]
        if len(pts) > 1:
            pygame.draw.lines(surf, shade(light, -0.25), False, pts, 1)
    return surf


def sunk_mark(surface: pygame.Surface, look: Look, rect: pygame.Rect) -> None:
    """Where a tile was: only water, with a faint ring of foam (the cell is still a cell the
    Diver swims through)."""
    pygame.draw.rect(surface, shade(look.c("sea_light"), -0.2), rect.inflate(-rect.width // 6, -rect.height // 6),
                     max(1, rect.width // 40), border_radius=rect.width // 8)


# ---- cards ----------------------------------------------------------------------------------

def draw_card_mark(surface: pygame.Surface, look: Look, kind: str, treasure: str | None, centre: Point, r: float) -> None:
    """The mark of a Treasure-deck card: its treasure, a helicopter, sandbags or the waves."""
    if kind == "treasure" and treasure:
        draw_treasure(surface, look, treasure, centre, r)
    elif kind == "helicopter_lift":
        draw_helicopter(surface, centre, r, look.c("label"))
    elif kind == "sandbags":
        draw_sandbags(surface, centre, r, look.c("sand_dark"))
    else:
        draw_wave(surface, centre, r, look.c("waters_rise"), max(2, int(r * 0.2)))


def card_face(surface: pygame.Surface, look: Look, rect: pygame.Rect, kind: str, treasure: str | None,
              label: str = "", highlight: Colour | None = None) -> None:
    """A Treasure-deck card, face up: the card, its mark, its kind's band (a special card has
    a purple band, a Waters Rise! a blue one: read by shape too, their marks differ)."""
    rad = max(2, rect.width // 8)
    pygame.draw.rect(surface, look.c("card_face"), rect, border_radius=rad)
    band = {"waters_rise": look.c("waters_rise"), "helicopter_lift": look.c("special"),
            "sandbags": look.c("special")}.get(kind, look.treasure_colour.get(treasure or "", (160, 160, 160)))
    top = pygame.Rect(rect.left, rect.top, rect.width, max(3, rect.height // 7))
    pygame.draw.rect(surface, band, top, border_top_left_radius=rad, border_top_right_radius=rad)
    pygame.draw.rect(surface, highlight or shade(look.c("card_face"), -0.55), rect,
                     max(1, rect.width // (12 if highlight else 28)), border_radius=rad)
    r = min(rect.width, rect.height) * 0.3
    cy = rect.top + rect.height * (0.45 if label else 0.55)
    draw_card_mark(surface, look, kind, treasure, (rect.centerx, cy), r)
    if label:
        f, lines = _fitted(label, rect.width - 8, max(7, rect.height // 9))
        y = rect.bottom - max(2, rect.height // 14) - f.get_linesize() * len(lines)
        for ln in lines:
            img = f.render(drawable(ln), True, look.c("label"))
            surface.blit(img, img.get_rect(midtop=(rect.centerx, int(y))))
            y += f.get_linesize()


def card_back(surface: pygame.Surface, look: Look, rect: pygame.Rect, flood: bool) -> None:
    rad = max(2, rect.width // 8)
    colour = look.c("card_back_flood") if flood else look.c("card_back_treasure")
    pygame.draw.rect(surface, colour, rect, border_radius=rad)
    pygame.draw.rect(surface, shade(colour, 0.4), rect.inflate(-rect.width // 6, -rect.height // 8), max(1, rect.width // 24),
                     border_radius=rad)
    if flood:
        draw_wave(surface, rect.center, rect.width * 0.28, shade(colour, 0.55), max(1, rect.width // 18))
    else:
        pts = treasure_points("diamond", rect.center, rect.width * 0.22)
        pygame.draw.polygon(surface, shade(colour, 0.5), pts, max(1, rect.width // 18))


def flood_card_face(surface: pygame.Surface, look: Look, rect: pygame.Rect, name: str) -> None:
    """A Flood card, face up: the tile's name over water."""
    rad = max(2, rect.width // 8)
    pygame.draw.rect(surface, look.c("flooded_light"), rect, border_radius=rad)
    pygame.draw.rect(surface, look.c("flooded_edge"), rect, max(1, rect.width // 24), border_radius=rad)
    draw_wave(surface, (rect.centerx, rect.top + rect.height * 0.3), rect.width * 0.3, look.c("flooded_edge"),
              max(1, rect.width // 20))
    f, lines = _fitted(name, rect.width - 8, max(7, rect.height // 8))
    y = rect.top + rect.height * 0.55
    for ln in lines:
        img = f.render(drawable(ln), True, look.c("label"))
        surface.blit(img, img.get_rect(midtop=(rect.centerx, int(y))))
        y += f.get_linesize()


def letters_for(data: IslandData) -> dict[str, str]:
    """Each adventurer's pawn letters from its name in the player's language."""
    from ...i18n import tr
    return pawn_letters(list(data.adventurers), {a: tr(spec.name) for a, spec in data.adventurers.items()})
