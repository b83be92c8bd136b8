"""Drawing-only animations over the board: a tile dropping in, a completion ring, lightning
bolts and a gust. Each is a function of progress k (0..1); nothing here changes the picture."""

from __future__ import annotations

import random

import pygame

from ....shell.anim import bolt_points
from ..board_view import BoardView
from ....shell.theme import Theme
from .layout import Layout

Cell = tuple[int, int]
GUST = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def drop(surface: pygame.Surface, view: BoardView, theme: Theme, cell: Cell, k: float) -> None:
    r = view.cell_rect(cell)
    a = int(200 * (1 - k))
    box = pygame.Surface(r.size, pygame.SRCALPHA)
    box.fill((255, 240, 200, a // 2))
    surface.blit(box, r)
    pygame.draw.rect(surface, theme.c.copper_light, r.inflate(int(20 * (1 - k)), int(20 * (1 - k))), 3,
                     border_radius=6)


def ring(surface: pygame.Surface, view: BoardView, theme: Theme, cells: list[Cell], k: float) -> None:
    xs = [view.cell_rect(c).center for c in cells]
    cx = sum(p[0] for p in xs) / len(xs)
    cy = sum(p[1] for p in xs) / len(xs)
    rad = view.camera.px * (0.2 + 0.6 * k)
    pygame.draw.circle(surface, theme.c.good, (cx, cy), rad, max(1, int(6 * (1 - k)) + 1))


def bolts(surface: pygame.Surface, view: BoardView, theme: Theme, lay: Layout, rods: list[Cell], k: float,
          seed: float, reduced: bool = False) -> list[pygame.Rect]:
    """Lightning on every rod: flickering bolts and a flash of the sky, or (reduced motion)
    one still bolt per rod, drawn once and held, with no flash. Returns the areas drawn on."""
    rng = random.Random(seed + (0 if reduced else int(k * 6)))
    c = theme.c
    out: list[pygame.Rect] = []
    if reduced:
        for rod in rods:
            x, y = view.camera.to_screen(rod[0] + 0.5, rod[1] + 0.5)
            pts = bolt_points(rng, (x, lay.board.top), (x, y), 16, 6)
            out.append(pygame.draw.lines(surface, c.live, False, pts, 5).inflate(6, 6))
        return out
    if k < 0.7:
        for rod in rods:
            x, y = view.camera.to_screen(rod[0] + 0.5, rod[1] + 0.5)
            pts = bolt_points(rng, (x + rng.uniform(-60, 60), lay.board.top), (x, y), 16, 12)
            out.append(pygame.draw.lines(surface, c.live, False, pts, 7).inflate(8, 8))
            pygame.draw.lines(surface, c.flash, False, pts, 3)
            out.append(pygame.draw.circle(surface, c.flash, (x, y), view.camera.px * 0.18 * (1 - k)).inflate(2, 2))
    if k < 0.3:
        # the flash lights the sky around each rod, not the whole board: as bright where it
        # matters and a fraction of the cost on a big window
        g = int(90 * (1 - k / 0.3))
        p = view.camera.px
        for rod in rods:
            x, y = view.camera.to_screen(rod[0] + 0.5, rod[1] + 0.5)
            out.append(surface.fill((g, g, g + 10), pygame.Rect(int(x - p), int(y - p), p * 2, p * 2),
                                    special_flags=pygame.BLEND_RGB_ADD))
    return out


def gust(surface: pygame.Surface, theme: Theme, lay: Layout, direction: str, k: float) -> None:
    dx, dy = GUST[direction]
    r = lay.board
    rng = random.Random(11)
    for _ in range(42):
        along = (rng.random() + k * 1.6) % 1.6 - 0.3
        across = rng.random()
        ln = 60 + rng.random() * 120
        if dx:
            x = r.left + (along if dx > 0 else 1 - along) * r.width
            y = r.top + across * r.height
            a, b = (x, y), (x - dx * ln, y)
        else:
            x = r.left + across * r.width
            y = r.top + (along if dy > 0 else 1 - along) * r.height
            a, b = (x, y), (x, y - dy * ln)
        pygame.draw.line(surface, theme.c.tile_cloud, a, b, 2)
