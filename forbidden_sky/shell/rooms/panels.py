"""The three panels as one view: it owns its cached pictures and its hit map, and answers
hit tests itself.

The panels change only with the state or the picture's meters, so they are rendered into
cached surfaces (colour-keyed corners, run-length encoded: a quarter of the blit cost) and
blitted every frame. The hit map is made with the same render; ``refresh`` brings both up to
date, so a hit test never depends on what the last frame happened to draw.
"""

from __future__ import annotations

from typing import Any, Hashable, Optional

import pygame

from . import panel_hand, panel_storm, panel_team
from ...core.phases import Phase
from ....shell import drawn
from .gestures import CardDrag, TileBack, TileDrag
from .hitmap import HitMap
from .shown import Shown

COLORKEY = (255, 0, 255)


def _drag_key(shown: Shown) -> Optional[tuple[str, str, str]]:
    d = shown.drag
    if isinstance(d, (TileDrag, TileBack)):
        return (type(d).__name__, d.tile, d.owner)
    if isinstance(d, CardDrag):
        return ("card", d.card, d.owner)
    return None


def panel_keys(shown: Shown) -> tuple[Hashable, Hashable, Hashable]:
    """What each panel (left, right, bottom) shows: a panel is drawn again only when its own
    key changes (a jolt re-renders the team panel, not the storm panel and the hand bar)."""
    pic, lay = shown.picture, shown.layout
    common = (id(shown.state), shown.view.shapes, lay.screen)
    carried = (shown.armed.card if shown.armed else None, _drag_key(shown))
    left = (common, id(shown.told), tuple(lay.left), tuple(sorted(pic.health.items())),
            tuple(sorted(pic.rope.items())), carried)
    right = (common, tuple(lay.right), round(pic.tick, 2), round(pic.angle), round(pic.shuffle_k, 2), len(shown.log),
             shown.foresight.version(shown.state) if shown.foresight is not None else None)
    bottom = (common, id(shown.told), tuple(lay.bottom), carried,
              tuple((b.hover, b.pressed, b.enabled, b.label, b.focused) for b in shown.buttons.bar))
    return left, right, bottom


def panel_key(shown: Shown) -> Hashable:
    return panel_keys(shown)


DRAWS = (panel_team.draw, panel_storm.draw, panel_hand.draw)
PANEL_NAMES = ("team panel", "storm panel", "hand bar")


class PanelView:
    def __init__(self) -> None:
        self.hits = HitMap()
        self._key: Hashable = None
        self._keys: list[Hashable] = [None, None, None]
        self._hits: list[HitMap] = [HitMap(), HitMap(), HitMap()]
        self._parts: list[Optional[tuple[pygame.Surface, tuple[int, int]]]] = [None, None, None]
        self._full: Optional[pygame.Surface] = None
        self.renders = 0
        self._on_screen: list[Hashable] = [None, None, None]   # what the screen still shows of each
        self.blits = 0

    def invalidate(self) -> None:
        self._key = None
        self._keys = [None, None, None]
        self._on_screen = [None, None, None]

    def refresh(self, shown: Shown) -> None:
        """Render the panels whose picture changed, with their hit maps (one render makes both)."""
        keys = panel_keys(shown)
        if keys == self._key:
            return
        lay = shown.layout
        if self._full is None or self._full.get_size() != lay.screen:
            self._full = pygame.Surface(lay.screen)    # kept: only the panels' rects are redrawn
            self._keys = [None, None, None]
        full = self._full
        for i, rect in enumerate((lay.left, lay.right, lay.bottom)):
            if keys[i] == self._keys[i]:
                continue
            area = rect.clip(full.get_rect())
            full.fill(COLORKEY, area)
            hits = HitMap()
            with drawn.box(rect, PANEL_NAMES[i]):
                DRAWS[i](shown, full, hits)
            part = full.subsurface(area).copy()
            part.set_colorkey(COLORKEY, pygame.RLEACCEL)
            self._parts[i], self._hits[i] = (part, area.topleft), hits
        merged = HitMap()
        for h in self._hits:
            for name, items in h.items():
                merged.areas[name].extend(items)
        self._key, self._keys, self.hits = keys, list(keys), merged
        self.renders += 1

    def stale(self, shown: Shown) -> bool:
        """The screen does not show the panels as they are now (they will be blitted)."""
        self.refresh(shown)
        return self._on_screen != self._keys

    def hit(self, shown: Shown, name: str, pos: tuple[int, int]) -> Any:
        self.refresh(shown)
        return self.hits.at(name, pos)

    def draw(self, shown: Shown, surface: pygame.Surface, covered: bool = True) -> list[pygame.Rect]:
        """The panels, each blitted only when it changed or something was drawn over it since
        (``covered``): otherwise the screen still shows it (a big window saves 3-4 ms)."""
        self.refresh(shown)
        for i, item in enumerate(self._parts):
            if item is not None and (covered or self._on_screen[i] != self._keys[i]):
                surface.blit(*item)
                self._on_screen[i] = self._keys[i]
                self.blits += 1
        s = shown.state
        btn = shown.buttons
        drawn = []
        if s.phase == Phase.STORM and not s.over:
            drawn += [btn.next, btn.auto]
        if shown.facts.rotate_pad is not None:
            drawn.append(btn.pad)
        grow = shown.theme.px(12) + 4          # the shadow and the focus ring
        for b in drawn:
            b.draw(surface)
        return [b.rect.inflate(grow, grow) for b in drawn]   # over the board: for play/damage.py
