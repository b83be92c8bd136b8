"""Where on the board this frame drew, so the next frame restores only those places from the
composed board picture (play/backdrop.py) instead of blitting all of it: at 3840x2160 the
full blit is 2.6-5 ms, most of a lightning frame (issue 12's 8 ms budget). The record itself
(``Damage``) and the restoring copy are game-free, in shell/damage.py (Island's screen uses them too).

The areas are worked out from what the frame shows (pawns, highlights, the live charge, floats,
the cursor, the buttons over the board), generously; anything this room cannot place (a carried
thing, a toast, a prompt, a sheet, the revealed card, the rocket, an effect that does not say
where it drew) makes it answer None: the next frame restores the whole board.
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from ....shell.anim import Areas
from ....shell.damage import Damage   # game-free: the record of what the last frame left
from ...core.phases import Phase
from . import overlays
from .shown import Shown

Rect = pygame.Rect


def _pawns(shown: Shown) -> list[Rect]:
    cam = shown.view.camera
    r = shown.cfg.board.pawn_radius * cam.px
    side = int(r * 2 * 1.45) + 16             # the shape ring (1.35 r), the current ring, the shadow
    out = []
    for pid, at in shown.picture.pawn.items():
        x, y = cam.to_screen(*at)
        lift = int(shown.picture.lift.get(pid, 0.0)) + 2
        box = Rect(0, 0, side, side + lift)
        box.midbottom = (int(x), int(y + side // 2 + 2))
        out.append(box)
    return out


def _charge(shown: Shown) -> list[Rect]:
    live = shown.picture.live
    if not live:
        return []
    view = shown.view
    out = [view.cell_rect(c) for c in live]
    board = shown.state.board
    pad = int(view.camera.px * 0.12) + 6
    for w in board.wires:
        if not set(board.component_cells(w.a)) & live:
            continue
        a, b = (view.camera.to_screen(*p) for p in view.wire_segment(board, w))
        out.append(Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]) + 1, abs(a[1] - b[1]) + 1).inflate(pad * 2, pad * 2))
    return out


def _highlights(shown: Shown, legal: list[Any]) -> list[Rect]:
    if shown.busy or shown.state.over:
        return []
    cells, _, fill = overlays._highlight_cells(shown, legal)
    return [shown.view.cell_rect(c).inflate(8, 8) for c in cells] if fill else []


def _wire_sources(shown: Shown) -> list[Rect]:
    s, view = shown.state, shown.view
    out = []
    for ref in shown.facts.wire_from:
        x, y = view.camera.to_screen(*s.board.component_centre(ref, view.components))
        r = int(s.board.component_radius(ref, view.components) * view.camera.px) + 12
        out.append(Rect(int(x) - r, int(y) - r, 2 * r, 2 * r))
    return out


def _floats(shown: Shown) -> list[Rect]:
    th = shown.theme
    out = []
    for fl in shown.picture.floats:
        x, y = shown.view.camera.to_screen(fl.x, fl.y)
        out.append(th.text(fl.text, "bold", "large").get_rect(center=(int(x), int(y))).inflate(8, 8))
    return out


def _compass(shown: Shown) -> list[Rect]:
    cell = next((c for c, pl in shown.state.board.tiles.items() if pl.spec.symbol == "wind_compass"), None)
    return [] if cell is None else [shown.view.cell_rect(cell).inflate(4, 4)]


def over_a_panel(lay: Any, r: Optional[Rect]) -> bool:
    """Whether something drawn at ``r`` (a tooltip) reached over a panel."""
    return r is not None and any(r.colliderect(p) for p in (lay.left, lay.right, lay.bottom))


def unplaceable(shown: Shown, covering: bool) -> bool:
    """Something on the board this room cannot place (``covering``: a toast, a question or a
    sheet over it): restore all of it next frame."""
    pic = shown.picture
    return bool(shown.drag is not None or shown.receivers or pic.rocket is not None or pic.card is not None or covering)


def frame_areas(shown: Shown, legal: list[Any], effects: Areas, extra: list[Rect], covering: bool) -> Optional[list[Rect]]:
    """Every place on the board this frame drew, or None (restore the whole board next time)."""
    if effects is None or unplaceable(shown, covering):
        return None
    out = _pawns(shown) + _charge(shown) + _highlights(shown, legal) + _floats(shown) + _compass(shown)
    if not (shown.busy or shown.state.over or shown.armed or shown.drag or shown.state.phase != Phase.ACTIONS):
        out += _wire_sources(shown)
    return out + list(effects) + extra


__all__ = ["Damage", "frame_areas", "over_a_panel", "unplaceable"]
