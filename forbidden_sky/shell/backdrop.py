"""The stormy sky behind every screen: a cached gradient, two drifting cloud layers and the
odd distant flash. Everything heavy is rendered once per window size."""

from __future__ import annotations

import math
import random

import pygame

from .theme import Theme


def _lerp(a: tuple, b: tuple, t: float) -> tuple:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def _soft(surface: pygame.Surface, factor: int = 6) -> pygame.Surface:
    """A cheap blur: shrink then grow back."""
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, w // factor), max(1, h // factor)))
    return pygame.transform.smoothscale(small, (w, h))


class Sky:
    def __init__(self, theme: Theme, seed: int = 7) -> None:
        self.theme = theme
        self.seed = seed
        self.size = (0, 0)
        self.t = 0.0
        self.flash = 0.0
        self._next_flash = 3.0
        self._rng = random.Random(seed)
        self.gradient: pygame.Surface | None = None
        self.layers: list[tuple[pygame.Surface, float]] = []
        self.bolt: list[tuple[int, int]] = []
        self.quiet = False                 # the settings' reduced motion

    def _build(self, size: tuple[int, int]) -> None:
        c = self.theme.c
        w, h = size
        # the whole panorama (gradient and two cloud layers) is composed at an eighth of its
        # size and grown back once: the growing is the blur that makes the clouds soft, and it
        # costs a fraction of drawing ~900 circles at full size (this runs before the first
        # frame, so it is part of the start-up time)
        k = 8
        lw = w * 2
        sw, sh = max(1, lw // k), max(1, h // k)
        grad = pygame.Surface((1, 64))
        for y in range(64):
            t = y / 63
            col = _lerp(c.sky_top, c.sky_mid, t / 0.6) if t < 0.6 else _lerp(c.sky_mid, c.sky_bottom, (t - 0.6) / 0.4)
            grad.set_at((0, y), col)
        small_pano = pygame.transform.smoothscale(grad, (sw, sh))
        rng = random.Random(self.seed)
        for _layer, (colour, alpha, count, _speed, band) in enumerate((
                (c.cloud_dark, 150, 26, 6.0, (0.05, 0.55)),
                (c.cloud, 70, 18, 14.0, (0.45, 1.0)))):
            layer = pygame.Surface((sw, sh), pygame.SRCALPHA)
            for _ in range(count):
                cx = rng.uniform(0, lw)
                cy = rng.uniform(band[0] * h, band[1] * h)
                for _ in range(7):
                    r = rng.uniform(0.04, 0.11) * h
                    ox, oy = rng.uniform(-2.2, 2.2) * r, rng.uniform(-0.4, 0.4) * r
                    for wrap in (0, -lw, lw):
                        pygame.draw.circle(layer, (*colour, alpha), ((cx + ox + wrap) / k, (cy + oy) / k),
                                           max(1.0, r / k))
            small_pano.blit(layer, (0, 0))
        if hasattr(pygame.transform, "box_blur"):
            small_pano = pygame.transform.box_blur(small_pano, 1)   # soft edges, no stair steps
        pano = pygame.transform.smoothscale(small_pano, (lw, h))
        self.gradient = None
        self.layers = []
        self.panorama = pano.convert() if pygame.display.get_surface() is not None else pano
        self.size = size

    def update(self, dt: float) -> None:
        self.t += dt
        self.flash = max(0.0, self.flash - dt * 2.5)
        self._next_flash -= dt
        if self._next_flash <= 0 and self.quiet:
            self._next_flash = 4.0         # reduced motion: no distant flashes
        elif self._next_flash <= 0:
            self.strike()
            self._next_flash = self._rng.uniform(4.0, 9.0)

    def strike(self) -> None:
        self.flash = 1.0
        w, h = self.size if self.size[0] else (1280, 800)
        x = self._rng.uniform(0.1, 0.9) * w
        y = 0.0
        pts = [(int(x), 0)]
        while y < h * 0.45:
            y += self._rng.uniform(18, 40)
            x += self._rng.uniform(-26, 26)
            pts.append((int(x), int(y)))
        self.bolt = pts

    def paint_still(self, surface: pygame.Surface, area: pygame.Rect, size: tuple[int, int],
                    dest: tuple[int, int] | None = None) -> None:
        """The sky of ``area`` of a window of ``size``, without drift or flash (the game screen
        keeps its sky still: it is composed once with the board), drawn at ``dest``."""
        if size != self.size:
            self._build(size)
        surface.blit(self.panorama, dest if dest is not None else area.topleft, area)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if size != self.size:
            self._build(size)
        w = size[0]
        lw = self.panorama.get_width()
        off = int(self.t * 8) % lw
        surface.blit(self.panorama, (-off, 0))
        if lw - off < w:
            surface.blit(self.panorama, (lw - off, 0))
        if self.flash > 0 and self.bolt:
            a = int(110 * self.flash)
            if self.flash > 0.55:
                pygame.draw.lines(surface, self.theme.c.flash, False, self.bolt, 2)
            g = a // 3
            surface.fill((g, g, g + 8), special_flags=pygame.BLEND_RGB_ADD)


def wobble(t: float, speed: float = 1.0, amount: float = 1.0) -> float:
    return math.sin(t * speed) * amount
