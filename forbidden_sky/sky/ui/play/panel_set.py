"""Sky's three panels for the shared panel view (shell/rooms/panels.py): the team panel on the
left, the storm panel on the right and the hand bar at the bottom; what each shows (its key)
and how it draws. The view caches them and keeps their hit map."""

from __future__ import annotations

from typing import Hashable, Optional, Sequence

import pygame

from . import panel_hand, panel_storm, panel_team
from ...core.phases import Phase
from ....shell.rooms.hitmap import HitMap
from ....shell.rooms.panels import PanelView
from ....shell.theme import Button
from .gestures import CardDrag, TileBack, TileDrag
from .shown import Shown


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


DRAWS = (panel_team.draw, panel_storm.draw, panel_hand.draw)


class SkyPanels:
    """The team panel, the storm panel and the hand bar (shell.rooms.panels.PanelSet)."""
    names: tuple[str, ...] = ("team panel", "storm panel", "hand bar")

    def screen(self, shown: Shown) -> tuple[int, int]:
        return shown.layout.screen

    def rects(self, shown: Shown) -> Sequence[pygame.Rect]:
        lay = shown.layout
        return (lay.left, lay.right, lay.bottom)

    def keys(self, shown: Shown) -> Sequence[Hashable]:
        return panel_keys(shown)

    def draw(self, i: int, shown: Shown, surface: pygame.Surface, hits: HitMap) -> None:
        DRAWS[i](shown, surface, hits)


def panel_view() -> PanelView[Shown]:
    return PanelView(SkyPanels())


def floating_buttons(shown: Shown) -> list[Button]:
    """The buttons floating over the board now: Next card and Auto in the storm, Turn the pad."""
    s, btn = shown.state, shown.buttons
    out = [btn.next, btn.auto] if s.phase == Phase.STORM and not s.over else []
    if shown.facts.rotate_pad is not None:
        out.append(btn.pad)
    return out


def draw_floating(shown: Shown, surface: pygame.Surface) -> list[pygame.Rect]:
    """The floating buttons; returns where they drew over the board (for play/damage.py)."""
    grow = shown.theme.px(12) + 4          # the shadow and the focus ring
    buttons = floating_buttons(shown)
    for b in buttons:
        b.draw(surface)
    return [b.rect.inflate(grow, grow) for b in buttons]


__all__ = ["SkyPanels", "draw_floating", "floating_buttons", "panel_keys", "panel_view"]
