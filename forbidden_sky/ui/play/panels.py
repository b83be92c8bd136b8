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


def panel_key(shown: Shown) -> Hashable:
    pic, lay = shown.picture, shown.layout
    return (id(shown.state), lay.screen, lay.left.topleft, lay.left.size, lay.right.topleft, lay.right.size,
            lay.bottom.topleft, lay.bottom.size, tuple(sorted(pic.health.items())), tuple(sorted(pic.rope.items())),
            round(pic.tick, 2), round(pic.angle), round(pic.shuffle_k, 2), len(shown.log),
            shown.armed.card if shown.armed else None, _drag_key(shown),
            tuple((b.hover, b.pressed, b.enabled, b.label) for b in shown.buttons.bar),
            shown.foresight.version(shown.state) if shown.foresight is not None else None)


class PanelView:
    def __init__(self) -> None:
        self.hits = HitMap()
        self._key: Hashable = None
        self._parts: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.renders = 0

    def invalidate(self) -> None:
        self._key = None

    def refresh(self, shown: Shown) -> None:
        """Render the panels and their hit map again if what they show has changed."""
        key = panel_key(shown)
        if key == self._key:
            return
        hits = HitMap()
        full = pygame.Surface(shown.layout.screen)
        full.fill(COLORKEY)
        panel_team.draw(shown, full, hits)
        panel_storm.draw(shown, full, hits)
        panel_hand.draw(shown, full, hits)
        parts = []
        for rect in (shown.layout.left, shown.layout.right, shown.layout.bottom):
            part = full.subsurface(rect.clip(full.get_rect())).copy()
            part.set_colorkey(COLORKEY, pygame.RLEACCEL)
            parts.append((part, rect.topleft))
        self._key, self._parts, self.hits = key, parts, hits
        self.renders += 1

    def hit(self, shown: Shown, name: str, pos: tuple[int, int]) -> Any:
        self.refresh(shown)
        return self.hits.at(name, pos)

    def draw(self, shown: Shown, surface: pygame.Surface) -> None:
        self.refresh(shown)
        for part, pos in self._parts:
            surface.blit(part, pos)
        s = shown.state
        btn = shown.buttons
        if s.phase == "storm" and not s.over:
            btn.next.draw(surface)
            btn.auto.draw(surface)
        if shown.facts.rotate_pad is not None:
            btn.pad.draw(surface)
