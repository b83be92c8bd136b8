"""Draw-only layers over the board: charge, highlights, pawns, the receivers of a gift, the
components a wire can start from, the rocket, the thing being dragged, floating words (the
tooltip's box is shell/rooms/tooltip.py). They read the frame's snapshot; they change nothing."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Optional

import pygame

from ...core import Action
from ...core.phases import Phase
from ...core.state import GameState
from ...data.specs import TileSpec
from ..art import draw_rocket
from ..board_view import BoardView, draw_cable
from ....shell.config import ease
from ....shell.theme import Theme
from ....i18n import tr
from ..words import card_name, pawn_letter
from ...core.wiring import laid, segment
from . import intents
from .gestures import CardDrag, PawnDrag, TileBack, TileDrag, WireDrag
from .intents import Reading
from .shown import Shown

Cell = tuple[int, int]


def _wire_label(kind: Any, free: bool) -> str:
    """The wire a drag would lay, by the pointer: "short wire (free)"."""
    if kind == "long":
        return tr("long wire (free)") if free else tr("long wire")
    return tr("short wire (free)") if free else tr("short wire")


@dataclass
class DragLook:
    """What the dragged thing would do where it is, worked out by the intents."""
    cell: Optional[Cell] = None
    act: Optional[Action] = None          # a tile over the board: the placement it would be
    reason: Optional[str] = None          # ... and why not, when refused
    targets: set[str] = field(default_factory=set)    # a wire: where it may end
    over: Optional[str] = None            # ... the component under the mouse
    label: Optional[str] = None           # ... "short wire (free)" when it may end there
    lies: Optional[tuple[tuple[float, float], tuple[float, float]]] = None  # ... where it would lie (world)
    kind: Optional[str] = None            # ... and which wire that is


def drag_look(d: object, r: Reading, view: BoardView, state: GameState,
              candidate: tuple[Optional[Action], Optional[str]]) -> DragLook:
    """What the thing being dragged would do where it is now (a tile's placement and why not,
    a wire's possible ends and its length), worked out by the intents."""
    if isinstance(d, TileDrag):
        return DragLook(cell=view.camera.cell_at(d.at), act=candidate[0], reason=candidate[1])
    if isinstance(d, WireDrag):
        over = view.component_at(state.board, d.at)
        targets = intents.wire_targets(r, d.ref)
        label = lies = kind = None
        if over is not None and over in targets:
            acts = intents.wire_candidates(r, d.ref, over)
            label = _wire_label(acts[0].kind, bool(acts[0].free)) if acts else None
            if acts and acts[0].kind:
                # where the core would lay it: slid along the span when centred is blocked
                kind = acts[0].kind
                lies = segment(state.board, view.components, laid(state.board, view.components, kind, d.ref, over))
        return DragLook(targets=targets, over=over, label=label, lies=lies, kind=kind)
    return DragLook()


def draw_charge(shown: Shown, surface: pygame.Surface) -> None:
    live = shown.picture.live
    if not live:
        return
    view, th = shown.view, shown.theme
    k = shown.picture.live_k
    p = view.camera.px
    pulse = 0.5 + 0.5 * math.sin(shown.t * 30)
    # an added glow (a blended fill: no translucent surface to read, a third of the cost at 4K)
    strength = (70 + 60 * pulse) / 255 * 0.6
    glow = tuple(int(v * strength) for v in th.c.live[:3])
    for cell in live:
        surface.fill(glow, view.cell_rect(cell), special_flags=pygame.BLEND_RGB_ADD)
    # sparks running along the wires
    board = shown.state.board
    for w in board.wires:
        a, b = view.wire_segment(board, w)
        if not set(board.component_cells(w.a)) & live:
            continue
        sa = view.camera.to_screen(*a)
        sb = view.camera.to_screen(*b)
        draw_cable(surface, sa, sb, p, w.kind, th, th.c.live)
        f = (k * 3) % 1.0
        pygame.draw.circle(surface, th.c.flash, (sa[0] + (sb[0] - sa[0]) * f, sa[1] + (sb[1] - sa[1]) * f),
                           max(3, p * 0.05))


def _highlight_cells(shown: Shown, legal: list[Action]) -> tuple[set[Cell], tuple[int, ...], int]:
    """The cells to outline (armed card targets, a guided pawn's cells, a tile's places, or
    the current player's moves), their colour and fill."""
    c, s, d = shown.theme.c, shown.state, shown.drag
    if shown.armed is not None:
        cells = {a.to for a in shown.armed.acts if isinstance(a.to, tuple)}
        cells |= {a.at for a in shown.armed.acts if a.at is not None}
        return cells, c.accent, 60
    if isinstance(d, PawnDrag) and d.pid != s.current:
        return {a.path[-1] for a in legal if a.type == "navigate" and a.target == d.pid and a.path}, c.legal, 60
    if isinstance(d, TileDrag):
        return {a.at for a in legal if a.type == "explore" and a.tile == d.tile and a.at is not None}, c.legal, 25
    if s.phase == Phase.ACTIONS:
        return shown.facts.moves, c.legal, 35
    return set(), c.legal, 0


def draw_highlights(shown: Shown, surface: pygame.Surface, legal: list[Action]) -> None:
    if shown.busy or shown.state.over:
        return
    cells, colour, fill = _highlight_cells(shown, legal)
    if fill:
        shown.view.highlight_cells(surface, cells, colour, shown.t, fill_alpha=fill)


def draw_receivers(shown: Shown, surface: pygame.Surface) -> None:
    """While a tile or an equipment card is carried to be given, the pawns that may take it
    glow on the board as well as on their panels."""
    if not shown.receivers:
        return
    view = shown.view
    r = shown.cfg.board.pawn_radius * view.camera.px
    pulse = 2 * math.sin(shown.t * 6)
    for pid in shown.receivers:
        x, y = view.camera.to_screen(*shown.picture.pawn.get(pid, (0, 0)))
        pygame.draw.circle(surface, (0, 0, 0), (x, y), r + 8 + pulse, 5)
        pygame.draw.circle(surface, shown.theme.c.legal, (x, y), r + 7 + pulse, 3)


def draw_wire_sources(shown: Shown, surface: pygame.Surface) -> None:
    """Components the current player can wire from: drawn over the pawns, so a rod under a
    pawn still shows where a wire can start."""
    s, view = shown.state, shown.view
    if shown.busy or s.over or shown.armed or shown.drag or s.phase != Phase.ACTIONS:
        return
    for ref in shown.facts.wire_from:
        c = view.camera.to_screen(*s.board.component_centre(ref, view.components))
        r = s.board.component_radius(ref, view.components) * view.camera.px
        pygame.draw.circle(surface, (0, 0, 0), c, r + 6 + 2 * math.sin(shown.t * 5), 4)
        pygame.draw.circle(surface, shown.theme.c.legal, c, r + 5 + 2 * math.sin(shown.t * 5), 2)


def draw_pawns(shown: Shown, surface: pygame.Surface) -> None:
    s, pic = shown.state, shown.picture
    carried = shown.drag.pid if isinstance(shown.drag, PawnDrag) else None
    for p in sorted(s.players, key=lambda p: pic.pawn.get(p.id, (0, 0))[1]):
        if p.id == carried:
            continue
        shown.view.draw_pawn(surface, pic.pawn.get(p.id, (0, 0)), shown.pawn_colour(p.id), pawn_letter(s, p.id),
                             current=(p.id == s.current and s.phase == Phase.ACTIONS),
                             flash=pic.flash.get(p.id, 0.0), lift=pic.lift.get(p.id, 0.0), shape=shown.pawn_shape(p.id))


def draw_launch(shown: Shown, surface: pygame.Surface, rng: random.Random) -> None:
    rocket = shown.picture.rocket
    board = shown.state.board
    if rocket is None or board.pad is None:
        return
    k = rocket[0]
    cam = shown.view.camera
    x, y = cam.to_screen(*board.pad)
    rise = (k ** 2) * (y - shown.layout.board.top + 200)
    for _ in range(12):
        a = rng.random() * math.pi * 2
        rr = cam.px * 0.3 * k * rng.random()
        pygame.draw.circle(surface, (200, 200, 210), (x + math.cos(a) * rr, y + math.sin(a) * rr * 0.5), cam.px * 0.12 * k)
    draw_rocket(surface, (x, y - rise), cam.px * 0.9, shown.theme, flame=min(1.0, k * 3))


def draw_floats(shown: Shown, surface: pygame.Surface) -> None:
    th = shown.theme
    for fl in shown.picture.floats:
        x, y = shown.view.camera.to_screen(fl.x, fl.y)
        a = max(0.0, min(1.0, fl.left / 0.4))
        img = th.text(fl.text, "bold", "large", fl.colour)
        img.set_alpha(int(255 * a))
        surface.blit(th.text(fl.text, "bold", "large", (0, 0, 0)), img.get_rect(center=(x + 1, y + 2)))
        surface.blit(img, img.get_rect(center=(x, y)))
        img.set_alpha(255)   # cached and shared with other texts: leave it opaque


class DragLayer:
    """The thing being dragged. On the board (clipped to it): a tile over a cell, a pawn, a
    wire. Over the panels (drawn last, unclipped): a tile from the hand, a card, a tile
    flying back."""

    def __init__(self) -> None:
        self._ghost: Optional[tuple[tuple[str, int, int], pygame.Surface]] = None

    def draw(self, shown: Shown, surface: pygame.Surface, look: DragLook, on_board: bool) -> bool:
        """Draw the carried thing in this pass; True when something was drawn (off the board:
        over the panels, which then need drawing again next frame)."""
        d = shown.drag
        if isinstance(d, TileDrag):
            if (look.act is not None) == on_board:
                self._tile(shown, surface, d, look)
                return True
        elif isinstance(d, PawnDrag):
            if on_board:
                self._pawn(shown, surface, d)
                return True
        elif isinstance(d, WireDrag):
            if on_board:
                self._wire(shown, surface, d, look)
                return True
        elif isinstance(d, TileBack):
            if not on_board:
                self._tile_back(shown, surface, d)
                return True
        elif isinstance(d, CardDrag) and not on_board:
            self._card(shown, surface, d)
            return True
        return False

    def _ghost_of(self, spec: TileSpec, rot: int, px: int, img: pygame.Surface) -> pygame.Surface:
        """The translucent tile under the cursor, made once per tile, turn and zoom."""
        key = (spec.id, rot, px)
        if self._ghost is None or self._ghost[0] != key:
            ghost = img.copy()
            ghost.set_alpha(190)
            self._ghost = (key, ghost)
        return self._ghost[1]

    def _tile(self, shown: Shown, surface: pygame.Surface, d: TileDrag, look: DragLook) -> None:
        th, view = shown.theme, shown.view
        spec = shown.state.tile_spec(d.tile)
        if look.act is None or look.cell is None:
            small = view.art.image(spec, d.rot, shown.theme.px(shown.cfg.layout.hand_tile))
            surface.blit(small, small.get_rect(center=d.at))
            return
        p = view.camera.px
        img = view.art.image(spec, d.rot, p)
        r = view.cell_rect(look.cell)
        surface.blit(self._ghost_of(spec, d.rot, p, img), r)
        pygame.draw.rect(surface, th.c.legal if look.reason is None else th.c.illegal, r, 4, border_radius=4)
        draw_verdict(surface, th, r.center, look.reason is None, max(8, p // 6))
        if look.reason:
            _reason_box(th, surface, r, shown.layout.board, look.reason)

    def _tile_back(self, shown: Shown, surface: pygame.Surface, d: TileBack) -> None:
        spec = shown.state.tile_spec(d.tile)
        small = shown.view.art.image(spec, d.rot, shown.theme.px(shown.cfg.layout.hand_tile))
        k = ease("out_cubic", d.k)
        x = d.at[0] + (d.start[0] - d.at[0]) * k
        y = d.at[1] + (d.start[1] - d.at[1]) * k
        surface.blit(small, small.get_rect(center=(x, y)))

    def _pawn(self, shown: Shown, surface: pygame.Surface, d: PawnDrag) -> None:
        w = shown.view.camera.to_world(*d.at)
        shown.view.draw_pawn(surface, w, shown.pawn_colour(d.pid), pawn_letter(shown.state, d.pid), lift=8,
                             shape=shown.pawn_shape(d.pid))

    def _wire(self, shown: Shown, surface: pygame.Surface, d: WireDrag, look: DragLook) -> None:
        th, view, board = shown.theme, shown.view, shown.state.board
        a = view.camera.to_screen(*board.component_centre(d.ref, view.components))
        for ref in look.targets:
            c = view.camera.to_screen(*board.component_centre(ref, view.components))
            r = board.component_radius(ref, view.components) * view.camera.px
            pygame.draw.circle(surface, th.c.legal, c, r + 6 + 3 * math.sin(shown.t * 6), 3)
        other = look.over
        ok = other is not None and other in look.targets
        bad = other is not None and other != d.ref and not ok
        col = th.c.legal if ok else (th.c.illegal if bad else th.c.copper_light)
        if ok and look.lies is not None and look.kind is not None:
            # the wire itself, where it would lie (it may slide along the span to clear
            # something), under the line to the pointer
            p, q = (view.camera.to_screen(*pt) for pt in look.lies)
            draw_cable(surface, p, q, view.camera.px, look.kind, th)
        pygame.draw.line(surface, (0, 0, 0), a, d.at, 7)
        if bad:
            _dashed(surface, col, a, d.at, 4, th.px(10))      # a refused wire is dashed, not only red
        else:
            pygame.draw.line(surface, col, a, d.at, 4)
        if ok or bad:
            draw_verdict(surface, th, d.at, ok, th.px(9))
        if ok and look.label:
            th.blit_text(surface, look.label, (d.at[0] + th.px(14), d.at[1] - th.px(22)), "bold", "small", th.c.legal,
                         shadow=True)

    def _card(self, shown: Shown, surface: pygame.Surface, d: CardDrag) -> None:
        th = shown.theme
        img = th.text(card_name(shown.state, d.card), "bold", "small", th.c.text)
        r = img.get_rect(center=d.at).inflate(16, 12)
        pygame.draw.rect(surface, th.c.button_hover, r, border_radius=6)
        pygame.draw.rect(surface, th.c.accent, r, 2, border_radius=6)
        surface.blit(img, img.get_rect(center=d.at))


def draw_verdict(surface: pygame.Surface, th: Theme, at: tuple[float, float], ok: bool, r: int) -> None:
    """Yes or no as a shape as well as a colour: a tick in a disc, or a cross."""
    x, y = at
    pygame.draw.circle(surface, th.c.text_dark, (x, y), r + 2)
    pygame.draw.circle(surface, th.c.legal if ok else th.c.illegal, (x, y), r)
    w = max(2, r // 3)
    if ok:
        pygame.draw.lines(surface, th.c.hover, False, [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.45), (x + r * 0.55,
                                                                                                       y - r * 0.45)], w)
    else:
        k = r * 0.5
        pygame.draw.line(surface, th.c.hover, (x - k, y - k), (x + k, y + k), w)
        pygame.draw.line(surface, th.c.hover, (x - k, y + k), (x + k, y - k), w)


def _dashed(surface: pygame.Surface, colour: tuple, a: tuple[float, float], b: tuple[float, float], width: int,
            dash: int) -> None:
    d = math.dist(a, b)
    n = max(1, int(d // max(1, dash)))
    for i in range(0, n, 2):
        p = (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)
        q = (a[0] + (b[0] - a[0]) * min(n, i + 1) / n, a[1] + (b[1] - a[1]) * min(n, i + 1) / n)
        pygame.draw.line(surface, colour, p, q, width)


def _reason_box(th: Theme, surface: pygame.Surface, r: pygame.Rect, board: pygame.Rect, reason: str) -> None:
    """The reason under the ghost, kept inside the board (never under a panel)."""
    lines = th.wrap(reason[0].upper() + reason[1:], min(300, board.width - 40), "bold", "small")[:3]
    labs = [th.text(ln, "bold", "small", th.c.text) for ln in lines]
    bw = max(lab.get_width() for lab in labs) + 16
    bh = sum(lab.get_height() + 4 for lab in labs) + 6
    box = pygame.Rect(0, 0, bw, bh)
    box.midtop = (r.centerx, r.bottom + 6)
    if box.bottom > board.bottom - 6:
        box.midbottom = (r.centerx, r.top - 6)
    box.clamp_ip(board.inflate(-12, -12))
    pygame.draw.rect(surface, th.c.illegal, box, border_radius=5)
    y = box.top + 4
    for lab in labs:
        surface.blit(lab, lab.get_rect(midtop=(box.centerx, y)))
        y += lab.get_height() + 4
