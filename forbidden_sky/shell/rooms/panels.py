"""A game screen's panels as one view: it owns their cached pictures and their hit map, and
answers hit tests itself.

Panels change only with what they show (the game's key for each), so each is rendered into a
cached surface (colour-keyed corners, run-length encoded: a quarter of the blit cost) and
blitted every frame. The hit map is made with the same render; ``refresh`` brings both up to
date, so a hit test never depends on what the last frame happened to draw. The game says what
its panels are (``PanelSet``): where each sits, what it shows and how it draws.
"""

from __future__ import annotations

from typing import Any, Generic, Hashable, Optional, Protocol, Sequence, TypeVar

import pygame

from .. import drawn
from .hitmap import HitMap

COLORKEY = (255, 0, 255)

S = TypeVar("S")
S_contra = TypeVar("S_contra", contravariant=True)


class PanelSet(Protocol[S_contra]):
    """A game's panels, drawn from one frame's snapshot (``S``: the game's read-only picture)."""
    names: tuple[str, ...]      # each panel's box name (shell/drawn.py), in drawing order

    def screen(self, shown: S_contra) -> tuple[int, int]: ...
    def rects(self, shown: S_contra) -> Sequence[pygame.Rect]: ...
    def keys(self, shown: S_contra) -> Sequence[Hashable]:
        """What each panel shows: a panel is drawn again only when its own key changes."""
        ...
    def draw(self, i: int, shown: S_contra, surface: pygame.Surface, hits: HitMap) -> None: ...


class PanelView(Generic[S]):
    def __init__(self, panels: PanelSet[S]) -> None:
        self.panels = panels
        n = len(panels.names)
        self.hits = HitMap()
        self._key: Hashable = None
        self._keys: list[Hashable] = [None] * n
        self._hits: list[HitMap] = [HitMap() for _ in range(n)]
        self._parts: list[Optional[tuple[pygame.Surface, tuple[int, int]]]] = [None] * n
        self._full: Optional[pygame.Surface] = None
        self.renders = 0
        self._on_screen: list[Hashable] = [None] * n   # what the screen still shows of each
        self.blits = 0

    def invalidate(self) -> None:
        n = len(self._keys)
        self._key = None
        self._keys = [None] * n
        self._on_screen = [None] * n

    def refresh(self, shown: S) -> None:
        """Render the panels whose picture changed, with their hit maps (one render makes both)."""
        keys = tuple(self.panels.keys(shown))
        if keys == self._key:
            return
        size = self.panels.screen(shown)
        if self._full is None or self._full.get_size() != size:
            self._full = pygame.Surface(size)    # kept: only the panels' rects are redrawn
            self._keys = [None] * len(self._keys)
        full = self._full
        for i, rect in enumerate(self.panels.rects(shown)):
            if keys[i] == self._keys[i]:
                continue
            area = rect.clip(full.get_rect())
            full.fill(COLORKEY, area)
            hits = HitMap()
            with drawn.box(rect, self.panels.names[i]):
                self.panels.draw(i, shown, full, hits)
            part = full.subsurface(area).copy()
            part.set_colorkey(COLORKEY, pygame.RLEACCEL)
            self._parts[i], self._hits[i] = (part, area.topleft), hits
        merged = HitMap()
        for h in self._hits:
            merged.merge(h)
        self._key, self._keys, self.hits = keys, list(keys), merged
        self.renders += 1

    def stale(self, shown: S) -> bool:
        """The screen does not show the panels as they are now (they will be blitted)."""
        self.refresh(shown)
        return self._on_screen != self._keys

    def hit(self, shown: S, name: str, pos: tuple[int, int]) -> Any:
        self.refresh(shown)
        return self.hits.at(name, pos)

    def draw(self, shown: S, surface: pygame.Surface, covered: bool = True) -> None:
        """The panels, each blitted only when it changed or something was drawn over it since
        (``covered``): otherwise the screen still shows it (a big window saves 3-4 ms)."""
        self.refresh(shown)
        for i, item in enumerate(self._parts):
            if item is not None and (covered or self._on_screen[i] != self._keys[i]):
                surface.blit(*item)
                self._on_screen[i] = self._keys[i]
                self.blits += 1


__all__ = ["COLORKEY", "PanelSet", "PanelView"]
