"""A game screen's panels as one view: it owns their cached pictures and their hit map, and
answers hit tests itself.

Panels change only with what they show (the game's key for each), so each is rendered into a
cached surface (colour-keyed corners, run-length encoded: a quarter of the blit cost) and
blitted every frame. The hit map is made with the same render; ``refresh`` brings both up to
date, so a hit test never depends on what the last frame happened to draw. The game says what
its panels are (``PanelSet``): where each sits, what it shows and how it draws.

A panel may lie on another (``lies_on``: Island's Water Meter, piles and treasures on its
table), inside its opaque part: it is drawn over that panel's picture, so its text is smoothed
against the panel as on screen, it is drawn again whenever that panel is, and its picture is
opaque (nothing to colour-key). A panel that changes often (the meter
climbing) is then redrawn alone. The view draws its pictures on screen itself (``draw``: Sky),
or hands them to a screen that keeps its own cached picture (``blit``: Island's frame.py
paints each panel's picture as a part of it).
"""

from __future__ import annotations

from typing import Any, Generic, Hashable, Mapping, Optional, Protocol, Sequence, TypeVar

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
    def __init__(self, panels: PanelSet[S], lies_on: Mapping[int, int] | None = None, topmost: bool = False) -> None:
        """``lies_on``: panel -> the earlier panel it is drawn over; ``topmost``: the hit map's
        rule where areas of one name overlap (shell/rooms/hitmap.py)."""
        self.panels = panels
        n = len(panels.names)
        self.lies_on = dict(lies_on or {})
        assert all(0 <= j < i < n for i, j in self.lies_on.items()), "a panel lies on an earlier one"
        self.topmost = topmost
        self.hits = HitMap(topmost)
        self._key: Hashable = None
        self._keys: list[Hashable] = [None] * n
        self._hits: list[HitMap] = [HitMap(topmost) for _ in range(n)]
        self._parts: list[Optional[tuple[pygame.Surface, tuple[int, int]]]] = [None] * n
        # a panel others lie on, unkeyed, to draw them over: blitting its keyed picture both
        # here and onto the screen would make SDL encode it again at every change of target
        self._under: dict[int, tuple[pygame.Surface, tuple[int, int]]] = {}
        self._bases = set(self.lies_on.values())
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
        drew: set[int] = set()
        for i, rect in enumerate(self.panels.rects(shown)):
            base = self.lies_on.get(i)
            if keys[i] == self._keys[i] and base not in drew:
                continue
            area = rect.clip(full.get_rect())
            under = self._under.get(base) if base is not None else None
            if under is not None:
                full.set_clip(area)
                full.blit(*under)           # what it lies on, as on screen (it covers the area)
                full.set_clip(None)
            else:
                full.fill(COLORKEY, area)
            hits = HitMap(self.topmost)
            with drawn.box(rect, self.panels.names[i]):
                self.panels.draw(i, shown, full, hits)
            part = full.subsurface(area).copy()
            if i in self._bases:
                self._under[i] = (part.copy(), area.topleft)
            if base is None:         # a panel on another is opaque: no key to encode (1-2 ms at 4K)
                part.set_colorkey(COLORKEY, pygame.RLEACCEL)
            self._parts[i], self._hits[i] = (part, area.topleft), hits
            drew.add(i)
        merged = HitMap(self.topmost)
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

    def opaque(self, i: int) -> bool:
        """Panel ``i``'s picture hides all that lies under it (it lies on another)."""
        return i in self.lies_on

    def blit(self, i: int, shown: S, surface: pygame.Surface) -> None:
        """Panel ``i``'s picture onto ``surface`` (a part of a screen's own cached picture: its
        clip says where)."""
        self.refresh(shown)
        item = self._parts[i]
        if item is not None:
            surface.blit(*item)
            self.blits += 1

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
