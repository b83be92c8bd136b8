"""Damage tracking for a game screen, game-free: draw a frame by restoring only the places the
last frame drew on from a cached picture of what lies under them, instead of drawing (or even
blitting) the whole window again. At 3840x2160 one full-window copy costs 2.6-5 ms and drawing
a whole screen anew 10-20 ms, against a budget of 8 ms a frame (issues 12 and 19).

- ``Damage``: what the last frame left: whether something covered everything (``covered``)
  and where it drew over the cached picture (``drawn``; None: it cannot say, restore all).
- ``restore``: copy those places (or all of it, when they add up to most of it) back.
- ``Composite``: the cached picture itself, made of named parts (the sea, each tile, each
  panel, each button), each with the key of what it shows; a part whose key changed is
  painted again in its own rectangle, together with every part under or over it there, so
  the picture is always what painting every part in order would give (``paint_all``); an
  ``opaque`` part covering a changed place alone is painted there, with what lies over it.

Sky's screen uses ``Damage`` and ``restore`` (sky/ui/play/backdrop.py, damage.py); Island's
uses all three (island/ui/frame.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Optional, Sequence

import pygame

Rect = pygame.Rect
Colour = tuple[int, ...]

# a set of places bigger than this share of the picture is restored with one copy
ONE_COPY = 0.6


class Damage:
    """What the last frame left: whether something covered the whole screen (``covered``:
    restore all of it) and where it drew over the cached picture (``drawn``; None: all)."""

    def __init__(self) -> None:
        self.covered = True
        self.drawn: Optional[list[Rect]] = None

    def all(self) -> None:
        """The next frame draws everything again (a resize, a recover, a jump)."""
        self.covered, self.drawn = True, None

    def restoring(self) -> Optional[list[Rect]]:
        """The places the next frame must restore (None: all of it)."""
        return None if self.covered else self.drawn


def restore(surface: pygame.Surface, picture: pygame.Surface, at: Rect, areas: Optional[Sequence[Rect]]) -> int:
    """Copy ``areas`` (screen coordinates) of ``picture`` (shown at ``at``) back onto
    ``surface``; all of it when ``areas`` is None or covers most of it (one copy beats many
    overlapping ones). Returns how many blits it took."""
    if areas is None:
        surface.blit(picture, at)
        return 1
    parts = [a.clip(at) for a in areas]
    parts = [p for p in parts if p.width > 0 and p.height > 0]
    if sum(p.width * p.height for p in parts) > ONE_COPY * at.width * at.height:
        surface.blit(picture, at)
        return 1
    for p in parts:
        surface.blit(picture, p, p.move(-at.left, -at.top))
    return len(parts)


@dataclass
class Part:
    """One layer of the cached picture: its place, the key of what it shows (painted again
    only when that changes) and how it paints itself (screen coordinates; it must draw only
    inside ``rect``: a part painted again is clipped to the places that changed)."""
    name: str
    rect: Rect
    key: Hashable
    paint: Callable[[pygame.Surface], None]
    opaque: bool = False       # it paints every pixel of its rect: what lies under it there is hidden


def _clipped(surface: pygame.Surface, part: Part, region: Rect) -> None:
    saved = surface.get_clip()
    surface.set_clip(region.clip(saved))
    try:
        part.paint(surface)
    finally:
        surface.set_clip(saved)


def paint_all(surface: pygame.Surface, background: Colour, parts: Sequence[Part]) -> None:
    """Every part painted afresh, in order, over the background, unclipped: what the
    composite caches (the reference a cached frame must equal: a part that draws outside its
    rectangle shows there and not in the cached frame, so the comparison finds it), and the
    way a frame is drawn while the layout check collects what each text drew."""
    surface.fill(background)
    for part in parts:
        part.paint(surface)


def _merged(rects: list[Rect]) -> list[Rect]:
    """Overlapping rectangles joined (each place is painted once)."""
    out: list[Rect] = []
    for r in rects:
        r = Rect(r)
        joined = True
        while joined:
            joined = False
            for o in out:
                if o.colliderect(r):
                    out.remove(o)
                    r = r.union(o)
                    joined = True
                    break
        out.append(r)
    return out


class Composite:
    """The cached picture of everything still on a screen, kept up to date part by part."""

    def __init__(self) -> None:
        self.surface: Optional[pygame.Surface] = None
        self._keys: dict[str, tuple[Rect, Hashable]] = {}
        self._background: Optional[Colour] = None
        self.repaints = 0          # parts painted again (for the tests)

    def invalidate(self) -> None:
        self._keys.clear()

    def update(self, size: tuple[int, int], background: Colour, parts: Sequence[Part]) -> Optional[list[Rect]]:
        """Bring the picture up to date; the places that changed (None: all of it, a new size)."""
        if self.surface is None or self.surface.get_size() != size or background != self._background:
            surf = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            self.surface, self._background = surf, background
            paint_all(surf, background, parts)
            self._keys = {p.name: (Rect(p.rect), p.key) for p in parts}
            self.repaints += len(parts)
            return None
        changed: list[Rect] = []
        names = set()
        for p in parts:
            names.add(p.name)
            old = self._keys.get(p.name)
            if old is None or old[1] != p.key or old[0] != p.rect:
                changed.append(Rect(p.rect))
                if old is not None and old[0] != p.rect:
                    changed.append(old[0])
        changed += [r for name, (r, _) in self._keys.items() if name not in names]   # a part gone
        regions = _merged([r.clip(self.surface.get_rect()) for r in changed if r.width > 0 and r.height > 0])
        surf = self.surface
        for region in regions:
            # an opaque part over the whole region hides the background and the parts under it
            first = max((i for i, p in enumerate(parts) if p.opaque and p.rect.contains(region)), default=-1)
            if first < 0:
                saved = surf.get_clip()
                surf.set_clip(region)
                surf.fill(background, region)
                surf.set_clip(saved)
            for p in parts[max(0, first):]:
                if p.rect.colliderect(region):
                    _clipped(surf, p, region)
                    self.repaints += 1
        self._keys = {p.name: (Rect(p.rect), p.key) for p in parts}
        return regions


__all__ = ["Composite", "Damage", "ONE_COPY", "Part", "paint_all", "restore"]
