"""How the Island screen draws a frame without drawing everything (issue 19: p99 within 8 ms at
1920x1080 and 3840x2160; drawn whole, a frame took 9-19 ms).

What lies still (the sea, each tile as the water has reached it, the table, the team, the
foresight panel, the status line, the key help, each button) is a part of a cached picture
(shell/damage.py's ``Composite``), each keyed by what it shows (the state, the meter's marker,
a tile's water, the hover on a card, the card lifted, the language, the scale, the window):
only a part whose key changed is painted again. Over it, each frame draws what moves or comes
and goes (the lit tiles, the cursor, the pawns, the forecast and danger marks, the animations,
the card turned, the thing carried, the hint, a sheet, the end, the tooltip, the banners, a
question), each saying where it drew; the next frame first restores only those places from
the picture. Anything that cannot say (an effect, a sheet over everything, a scene over this
one, the App's own banners) makes the next frame restore all of it.

A frame drawn this way equals one painted whole (``draw(..., whole=True)``: every part afresh,
then the same layers), pixel for pixel (tests/island/ui/test_island_frames.py). While the
layout check collects what each text drew (shell/drawn.py), every frame is painted whole.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Callable, Optional

import pygame

from ...i18n import language
from ...shell import drawn
from ...shell.anim import Queue
from ...shell.damage import Composite, Damage, Part, paint_all, restore
from ...shell.prompt import Prompt
from ...shell.rooms.panels import PanelView
from ...shell.rooms.toasts import Toasts
from ...shell.rooms.tooltip import draw_lines
from ...shell.theme import Button, Theme
from ..core.state import GameState
from .advice_view import HintView
from .board_draw import (cursor_box, draw_card_show, draw_cursor, draw_lit_cell, draw_pawn_of, draw_sea, draw_tile, lit_box,
                         pawn_key, pawn_place, pawns_shown, start_marks, tile_key)
from .board_view import BoardView
from .foresight_view import ForesightView
from .gestures import CardDrag, Drag, PawnDrag
from .layout import Layout
from .look import Look
from .overlays import draw_drag, draw_end, draw_keys, draw_sheet, draw_status_line, keys_rect, status_key
from .panels import NAMES, Showing
from .picture import Picture

Rect = pygame.Rect


@dataclass
class Shown:
    """One frame's snapshot of the screen: what the picture and the layers are drawn from."""
    theme: Theme
    look: Look
    lay: Layout
    view: BoardView
    pic: Picture
    now: GameState                       # the session's state (the picture's, which the panels and the
                                         # status line show, lags behind it while an animation plays)
    letters: dict[str, str]
    panels: PanelView[Showing]           # the table in parts and the team (shell/rooms/panels.py)
    foresight: ForesightView
    hint: HintView
    hinted: bool                         # the hint's box is on show
    hint_card: Optional[Rect]            # the hand's card the hint names, ringed
    playing: bool                        # Play turn plays the hint's turn
    dots: int                            # the thinking line's dots
    queue: Queue
    toasts: Toasts
    buttons: list[Button]
    lit: dict[int, str]
    cursor: Optional[int]
    drag: Optional[Drag]
    prompt: Optional[Prompt]
    sheet: Optional[str]
    notice: str                          # the refusal still on show ("" once it has faded)
    armed: Optional[str]                 # the open mode's words
    hover: tuple
    tip: list[str]                       # the tooltip's lines ([]: none on show)
    mouse: tuple[int, int]
    ending: str                          # the end's words ("" while the game goes on)
    why: str                             # a lost game's turning point, in words
    offer: str                           # the key that replays it
    # a guided screen's lights and bar: over the island and the hint, under the sheet, the
    # end, the tooltip, the banners and a question (a light never hides a tooltip's words)
    guide: Optional[Callable[[pygame.Surface], None]] = None
    end_buttons: list[Button] = field(default_factory=list)     # the end box's (Play again...)


def _button_box(b: Button, th: Theme) -> Rect:
    """Where a button draws: its shadow below it, its focus ring around it."""
    p = th.px
    return b.rect.inflate(p(8) + 4, p(8) + 4).union(b.rect.move(0, p(3)))


def _tile(view: BoardView, pic: Picture, look: Look, cell: int, marks: dict[str, tuple[str, str]],
          surface: pygame.Surface) -> None:
    draw_tile(surface, view, pic, look, cell, marks)


def _lit(view: BoardView, look: Look, cell: int, kind: str, surface: pygame.Surface) -> None:
    draw_lit_cell(surface, view, look, cell, kind)


def _panel(panels: PanelView[Showing], i: int, showing: Showing, surface: pygame.Surface) -> None:
    panels.blit(i, showing, surface)


def _pawn(pic: Picture, look: Look, letters: dict[str, str], pid: str, surface: pygame.Surface) -> None:
    draw_pawn_of(surface, pic, look, letters, pid)


def parts(sh: Shown) -> list[Part]:
    """The still picture, part by part, in painting order: the island (the sea, each tile,
    the lit tiles, the cursor, each pawn standing, foresight's marks), then the panels, the
    status line, the key help and the buttons (none of which overlaps the island)."""
    th, lay, pic, view, look = sh.theme, sh.lay, sh.pic, sh.view, sh.look
    said = (language(), th.scale)        # every word is the language's; every size the scale's
    state = pic.state
    marks = start_marks(state, sh.letters)
    out = [Part("sea", Rect(view.area), (id(look),), lambda s: draw_sea(s, view, look))]
    for cell in range(len(state.place)):
        out.append(Part(f"cell {cell}", view.cell_rect(cell), tile_key(view, pic, cell, marks) + said,
                        partial(_tile, view, pic, look, cell, marks)))
    for cell, kind in sh.lit.items():
        if 0 <= cell < len(state.place):
            out.append(Part(f"lit {cell}", lit_box(view, cell), (kind,), partial(_lit, view, look, cell, kind)))
    if sh.cursor is not None and 0 <= sh.cursor < len(state.place):
        cur = sh.cursor
        out.append(Part("cursor", cursor_box(view, cur), (), lambda s: draw_cursor(s, view, look, cur)))
    carried = sh.drag.pawn if isinstance(sh.drag, PawnDrag) else None
    for pid in pawns_shown(pic, carried):
        out.append(Part(f"pawn {pid}", pawn_place(pic, pid), pawn_key(pic, sh.letters, pid),
                        partial(_pawn, pic, look, sh.letters, pid)))
    if not sh.queue.busy:
        for name, rect, paint in sh.foresight.marks(th, view, sh.now):
            out.append(Part(name, rect, said, paint))
    lifted = (sh.drag.holder, sh.drag.card) if isinstance(sh.drag, CardDrag) else None
    # the panels' pictures, each a part (the table in parts: the Water Meter climbing paints only itself again)
    showing = Showing(lay, state, pic.meter, sh.letters, lifted, sh.hover or None, said)
    panels = sh.panels.panels
    for i, (name, rect, key) in enumerate(zip(NAMES, panels.rects(showing), panels.keys(showing), strict=True)):
        out.append(Part(name, rect, key, partial(_panel, sh.panels, i, showing), sh.panels.opaque(i)))
    if lay.foresight.height > 0:
        # the foresight panel reads the moment on show too (the picture's, while an animation plays)
        out.append(Part("foresight", Rect(lay.foresight), (state, sh.foresight.forecast(state)) + said,
                        lambda s: sh.foresight.draw_panel(s, th, lay.foresight, state)))
    # the status line says the moment the panels show: the picture's (a Flood card in flight is
    # still the Flood draw on both, never the next turn on one of them until it lands)
    out.append(Part("status", Rect(lay.status), status_key(state, sh.notice, sh.armed) + said,
                    lambda s: draw_status_line(s, th, lay.status, state, sh.notice, sh.armed, look)))
    keys = keys_rect(th, lay, sh.buttons)
    if keys is not None:
        out.append(Part("keys", keys, said, lambda s: draw_keys(s, th, keys)))
    for b in sh.buttons:
        key = (b.shown(), b.enabled, b.pressed, b.toggled, b.hover, b.focused, b.size) + said
        out.append(Part(f"button {b.action}", _button_box(b, th), key, b.draw))
    return out


def moving_key(sh: Shown) -> Optional[tuple]:
    """What the layers over the picture show, when they hold still (None: something plays or
    cannot be told apart: an animation, a question). A frame whose layers show the same as
    the last one's, over the same picture, draws nothing: the screen shows it already."""
    if sh.queue.busy or sh.queue.background or sh.prompt is not None or sh.pic.show is not None \
            or sh.guide is not None:     # the guide's lights pulse
        return None
    press = (type(sh.drag).__name__, sh.drag.at, getattr(sh.drag, "pawn", ""), getattr(sh.drag, "card", "")) \
        if sh.drag is not None else None
    hint = (sh.hint.text, tuple(sh.hint.lines), sh.hint.failed, id(sh.hint.hint), sh.playing, sh.dots,
            tuple(sh.hint.box.rect) if sh.hint.box else None,
            tuple((b.enabled, b.hover, b.pressed, b.focused) for b in sh.hint.buttons)) if sh.hinted else None
    toasts = tuple((t.text, t.kind, t.colour, int(255 * min(1.0, t.left / 0.4))) for t in sh.toasts.items)
    ends = tuple((b.label, tuple(b.rect), b.hover, b.pressed, b.focused) for b in sh.end_buttons)
    return (press, hint, sh.sheet, sh.ending, sh.why, sh.offer, tuple(sh.tip), sh.mouse if sh.tip else None, toasts,
            sh.now, language(), sh.theme.scale, ends)


def layers(sh: Shown, surface: pygame.Surface) -> Optional[list[Rect]]:
    """What moves or comes and goes, over the picture, in order; where it drew (None: it
    cannot say, or it covered everything)."""
    th, lay, now = sh.theme, sh.lay, sh.now
    out: list[Rect] = []
    known = True
    with drawn.box(lay.board, "board"):
        effects = sh.queue.draw(surface)
        if effects is None:
            known = False
        else:
            out += [r.inflate(4, 4) for r in effects]
        out += draw_card_show(surface, sh.view, sh.pic, sh.look)
    if sh.drag is not None:
        carried = draw_drag(surface, sh.look, sh.pic, sh.drag, sh.letters, sh.pic.state)
        if carried is None:
            known = False
        else:
            out += carried
    banners = Rect(lay.board)
    if sh.hinted:
        out += sh.hint.draw(surface, sh.hint_card, sh.playing, sh.dots)
        box = sh.hint.drawn_at
        if box is not None and box.top < lay.board.centery:      # the banners go under the hint's box
            banners.height, banners.top = lay.board.bottom - box.bottom, box.bottom
    if sh.guide is not None:
        sh.guide(surface)
        known = False                    # the lights pulse, the bar is the guide's
    if sh.sheet is not None:
        draw_sheet(surface, th, sh.look, lay.board, sh.pic.state, sh.sheet)   # the pile as shown
        known = False                    # its shade lies over the whole window
    elif sh.ending:
        out.append(draw_end(surface, th, lay.board, sh.ending, now.outcome == "won", sh.why, sh.offer, sh.end_buttons))
    elif sh.tip:
        box = draw_lines(surface, th, sh.mouse, sh.tip, lay.screen)
        if box is not None:
            out.append(box)
    with drawn.layer("toasts"):
        out += sh.toasts.draw(surface, banners)
    if sh.prompt is not None:
        with drawn.layer("prompt", modal=True):       # a question hides what is under it
            sh.prompt.draw(surface)
        out.append(sh.prompt.rect.inflate(th.px(40), th.px(40)).move(th.px(4), th.px(6)).union(
            sh.prompt.rect.inflate(th.px(16), th.px(16))))
    return out if known else None


class IslandFrame:
    """The cached picture and the record of what the last frame drew over it."""

    def __init__(self) -> None:
        self.picture = Composite()
        self.damage = Damage()
        self._target: Optional[pygame.Surface] = None   # the surface the last frame went to (held: never an id reused)
        self._drawing = False            # a frame that broke off half-way leaves the screen unknown
        self.whole = 0                   # frames painted whole, restored whole (for the tests)
        self.skipped = 0                 # frames with nothing new to draw
        self._moving: Optional[tuple] = None

    def all(self) -> None:
        """The next frame restores everything (a resize, a jump, something drawn over it)."""
        self.damage.all()
        self.picture.invalidate()

    def draw(self, surface: pygame.Surface, sh: Shown, covered_after: bool = False, whole: bool = False) -> None:
        """One frame onto ``surface``. ``covered_after``: something will be drawn over it
        before the screen is shown (a scene above, the App's banners): the next frame cannot
        trust what the screen holds. ``whole``: paint every part afresh (the reference)."""
        bg = sh.look.c("sea_deep")
        the_parts = parts(sh)
        if whole or drawn.active() is not None:
            sh.panels.invalidate()       # the panels drawn afresh too (and their texts collected)
            paint_all(surface, bg, the_parts)
            layers(sh, surface)
            if not whole or surface is self._target:
                self.damage.all()        # the layers drawn there are not on record
                self._target = self._moving = None
            return
        untrusted = self._drawing or surface is not self._target or self.picture.surface is None \
            or self.picture.surface.get_size() != surface.get_size()
        self._drawing = True
        changed = self.picture.update(surface.get_size(), bg, the_parts)
        assert self.picture.surface is not None
        moving = moving_key(sh)
        trusted = not untrusted and changed is not None and not self.damage.covered
        if trusted and not changed and moving is not None and moving == self._moving:
            # the screen shows this frame already (also a sheet whose shade covers everything)
            self.skipped += 1
            self.damage.covered = covered_after
            self._drawing = False
            return
        areas = self.damage.restoring() if trusted else None
        if areas is not None and changed is not None:
            areas = areas + changed
        else:
            self.whole += 1
        restore(surface, self.picture.surface, surface.get_rect(), areas)
        drew = layers(sh, surface)
        self.damage.covered = covered_after
        self.damage.drawn = drew
        self._moving = moving
        self._target = surface
        self._drawing = False


__all__ = ["IslandFrame", "Shown", "layers", "parts"]
