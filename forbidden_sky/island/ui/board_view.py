"""Where the island sits on screen: each cell's square, laid out from the data's shape (any
shape the data gives) to fill the board's rectangle at any window size."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..data import IslandData
from .art import pawn_spots

Point = tuple[float, float]


@dataclass
class BoardView:
    data: IslandData
    area: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 600, 600))
    tile: int = 90            # a cell's pitch in pixels
    gap: int = 6
    origin: tuple[int, int] = (0, 0)

    def fit(self, area: pygame.Rect) -> None:
        """Lay the island out in ``area``: the biggest square cells that fit, centred."""
        self.area = pygame.Rect(area)
        cols = max(c for c, _ in self.data.cells) + 1
        rows = max(r for _, r in self.data.cells) + 1
        pitch = max(12, min(area.width // cols, area.height // rows))
        self.tile = pitch
        self.gap = max(2, pitch // 16)
        self.origin = (area.centerx - pitch * cols // 2, area.centery - pitch * rows // 2)

    @property
    def face(self) -> int:
        """The size of a tile's face (the pitch less the channel of water between tiles)."""
        return self.tile - self.gap

    def cell_rect(self, cell: int) -> pygame.Rect:
        c, r = self.data.cells[cell]
        x = self.origin[0] + c * self.tile + self.gap // 2
        y = self.origin[1] + r * self.tile + self.gap // 2
        return pygame.Rect(x, y, self.face, self.face)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        for i in range(len(self.data.cells)):
            if self.cell_rect(i).inflate(self.gap, self.gap).collidepoint(pos):
                return i
        return None

    def island_rect(self) -> pygame.Rect:
        rects = [self.cell_rect(i) for i in range(len(self.data.cells))]
        return rects[0].unionall(rects[1:]) if rects else pygame.Rect(self.area)

    def spots(self, cell: int, n: int) -> tuple[list[Point], float]:
        return pawn_spots(n, self.cell_rect(cell))

    def pawn_points(self, players: tuple[str, ...], pawns: tuple[int, ...]) -> dict[str, tuple[Point, float]]:
        """Each pawn's place and radius: pawns sharing a tile stand apart, in seat order."""
        out: dict[str, tuple[Point, float]] = {}
        by_cell: dict[int, list[str]] = {}
        for p, c in zip(players, pawns, strict=False):
            by_cell.setdefault(c, []).append(p)
        for c, ps in by_cell.items():
            pts, r = self.spots(c, len(ps))
            for p, pt in zip(ps, pts, strict=False):
                out[p] = (pt, r)
        return out
