"""Full keyboard play (issue 12): a cursor on the board and the same gestures the mouse makes.

The cursor is a point of the board (world units). Keys make the very gestures a mouse makes -
a tile carried from the hand (T), a wire from a component (W), a pawn guided by the Navigator
(the power), a click at the cursor (Enter) - so the intents decide what they mean, exactly as
for the mouse, and the keyboard returns that (an intent, a button's meaning, the camera kept on
the cursor, a tile dropped) for the scene to carry out, as the router does; what it sets is
its own (``KeyHeld``, the drag it carries, the buttons' focus). Tab moves a visible focus over the buttons. The key list is
ui/words.py's KEY_HELP.
"""

from __future__ import annotations

from ....i18n import tr
import math
from typing import Any, Callable, Optional, Protocol

import pygame

from ...core import Action
from ..words import card_name
from . import intents, powers
from .gestures import PawnDrag, TileDrag, WireDrag
from .screen import Keyed, Look, Reveal, Routed, Screen, TileDrop

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class Commands(Protocol):
    """What the keyboard asks of the router that owns it (routing.Router)."""
    def button(self, act: str) -> Optional[Routed]:
        """What a button's action means (Enter on the focused button, E)."""
        ...
    def drop_tile(self, drag: TileDrag, pos: tuple[int, int]) -> TileDrop:
        """What a tile let go at ``pos`` means (Enter with a carried tile)."""
        ...




class KeyPlay:
    def __init__(self, scene: Screen, router: Commands) -> None:
        """``scene`` is the game screen as the input rooms see it, ``router`` the Router that owns
        this room (both made for one event); what it keeps between events is the screen's
        ``keys_held``."""
        self.scene = scene
        self.router = router
        self.held = scene.keys_held

    @property
    def cursor(self) -> Optional[tuple[float, float]]:
        return self.held.cursor

    @property
    def carrying(self) -> bool:
        return self.held.carrying

    # ---- keys -----------------------------------------------------------------------------------

    def key(self, event: pygame.event.Event) -> Keyed:
        """Whether the keyboard play took the key, and what it means (for the scene to carry out)."""
        k, shift = event.key, bool(event.mod & pygame.KMOD_SHIFT)
        if k in ARROWS and not shift:
            return True, self._arrow(*ARROWS[k])
        if k == pygame.K_TAB:
            return self._tab(-1 if shift else 1), None
        if k in ENTER:
            return self._enter()
        run = self.LETTERS.get(k)
        if run is not None and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return True, run(self)
        return False, None

    def _buttons(self) -> list[Any]:
        return self.scene.buttons.bar + self.scene.context_buttons()

    def _tab(self, d: int) -> bool:
        bs = self._buttons()
        for b in bs:
            b.focused = False
        self.held.focus = (-1 if d > 0 else 0) if self.held.focus is None else self.held.focus
        self.held.focus = (self.held.focus + d) % len(bs)
        bs[self.held.focus].focused = True
        return True

    def clear_focus(self) -> bool:
        if self.held.focus is None:
            return False
        for b in self._buttons():
            b.focused = False
        self.held.focus = None
        return True

    def _arrow(self, dx: int, dy: int) -> Optional[Look]:
        """The cursor a step that way (a wire's end: to the next component); the camera
        brought onto it when it leaves the view."""
        x, y = self.held.cursor if self.held.cursor is not None else self._home()
        if self.held.cursor is None:
            self.held.cursor = (x, y)
        elif isinstance(self.scene.pointer.drag, WireDrag):
            self.held.cursor = self._next_component((x, y), dx, dy) or (x, y)
        else:
            self.held.cursor = (x + dx, y + dy)
        return self._keep_in_view()

    def _next_component(self, at: tuple[float, float], dx: int, dy: int) -> Optional[tuple[float, float]]:
        """A wire's end jumps to the nearest component that way (the arrows' direction)."""
        sc = self.scene
        board = sc.state.board
        best, best_cost = None, 1e9
        for ref in board.component_refs():
            cx, cy = board.component_centre(ref, sc.view.components)
            ax, ay = cx - at[0], cy - at[1]
            along = ax * dx + ay * dy
            if along <= 1e-6:
                continue
            cost = along + 2 * abs(ax * dy - ay * dx)     # straight ahead is nearer than aside
            if cost < best_cost:
                best, best_cost = (cx, cy), cost
        return best

    def _home(self) -> tuple[float, float]:
        s = self.scene.state
        at = s.player(s.current).at
        return (at[0] + 0.5, at[1] + 0.5)

    def _keep_in_view(self) -> Optional[Look]:
        cam = self.scene.view.camera
        assert self.held.cursor is not None
        sx, sy = cam.to_screen(*self.held.cursor)
        if not cam.viewport.inflate(-cam.px, -cam.px).collidepoint(sx, sy):
            return Look(self.held.cursor)
        return None

    def point(self) -> tuple[int, int]:
        """The cursor on the screen (where a keyboard drag is, and where Enter clicks)."""
        if self.held.cursor is None:
            self.held.cursor = self._home()
        sx, sy = self.scene.view.camera.to_screen(*self.held.cursor)
        return int(sx), int(sy)

    def cell(self) -> tuple[int, int]:
        assert self.held.cursor is not None
        return (math.floor(self.held.cursor[0]), math.floor(self.held.cursor[1]))

    # ---- Enter: act at the cursor (the same intents as a click or a drop) ----------------------

    def _enter(self) -> Keyed:
        sc = self.scene
        if self.held.focus is not None:
            b = self._buttons()[self.held.focus % len(self._buttons())]
            return True, (self.router.button(b.action) if b.enabled else None)
        if self.held.cursor is None and not self.held.carrying:
            return False, None                 # no cursor: Enter ends the turn, as before
        pos = self.point()
        drag, self.held.carrying = (sc.pointer.drag, False) if self.held.carrying else (None, False)
        if drag is not None:
            sc.pointer.drag = None
        if isinstance(drag, TileDrag):
            return True, self.router.drop_tile(drag, pos)     # a tile not placed flies home
        if isinstance(drag, WireDrag):
            other = sc.view.component_at(sc.state.board, pos)
            return True, intents.drop_wire(sc.reading(), drag.ref, other)
        if isinstance(drag, PawnDrag):
            return True, intents.drop_pawn(sc.reading(), drag, self.cell())
        return True, intents.click_board(sc.reading(), self.cell(), self._target_pawn(), None, None)

    def _target_pawn(self) -> Optional[str]:
        """A pawn on the cursor's tile an armed card may aim at (else none: Enter means the tile)."""
        sc = self.scene
        if sc.armed is None:
            return None
        cell = self.cell()
        for p in sc.state.players:
            if p.at == cell and any(a.target == p.id for a in sc.armed.acts):
                return p.id
        return None

    # ---- letters ------------------------------------------------------------------------------

    def take_tile(self) -> Optional[Routed]:
        """T: carry the next tile of the hand (the current adventurer's) to the cursor; every
        cell that takes it brought into sight (``Reveal``)."""
        sc = self.scene
        s = sc.state
        tiles = s.player(s.current).tiles
        if not tiles:
            return intents.Refuse(tr("no tile in hand: scout first (S)"))
        self.held.tile_i = (self.held.tile_i + 1) % len(tiles)
        tile = tiles[self.held.tile_i]
        rot, spots = self._aim_tile(tile)
        pos = self.point()
        sc.pointer.drag = TileDrag(tile, s.current, pos, pos, rot)
        self.held.carrying = True
        return Reveal(spots) if spots else None

    def _aim_tile(self, tile: str) -> tuple[int, tuple[tuple[int, int], ...]]:
        """The cursor onto the nearest cell that can take ``tile`` when its own cell cannot (a
        tile there already, or not next to the pawn); returns a turn of the tile legal there,
        and every cell that takes it (to bring into sight, clear of the buttons)."""
        spots = intents.tile_spots(self.scene.reading(), tile)
        if not spots:
            return 0, ()                   # nowhere: Enter will say why, in the core's words
        self.point()
        here = self.cell()
        if here not in spots:
            hx, hy = self.held.cursor if self.held.cursor is not None else (here[0] + 0.5, here[1] + 0.5)
            here = min(spots, key=lambda c: (abs(c[0] - here[0]) + abs(c[1] - here[1]),
                                             math.dist((c[0] + 0.5, c[1] + 0.5), (hx, hy)), c))
            self.held.cursor = (here[0] + 0.5, here[1] + 0.5)
        return (0 if 0 in spots[here] else spots[here][0]), tuple(spots)

    def wire(self) -> Optional[intents.Intent]:
        """W: start a wire from the next component the current adventurer may wire from."""
        sc = self.scene
        sources = sorted(sc.facts().wire_from)
        if not sources:
            return intents.nothing_to_wire(sc.reading())
        self.held.wire_i = (self.held.wire_i + 1) % len(sources)
        ref = sources[self.held.wire_i]
        cx, cy = sc.state.board.component_centre(ref, sc.view.components)
        self.held.cursor = (cx, cy)
        pos = self.point()
        sc.pointer.drag = WireDrag(ref, pos, pos)
        self.held.carrying = True
        return None

    def unwire(self) -> Optional[intents.Intent]:
        """X: remove a wire touching the cursor's tile (asked when there are several)."""
        sc = self.scene
        self.point()
        cell = self.cell()
        board = sc.state.board
        here = [w for w in board.wires if cell in board.component_cells(w.a) or cell in board.component_cells(w.b)]
        if not here:
            return intents.Refuse(tr("no wire touches this tile"))
        if len(here) == 1:
            return intents.unwire(sc.reading(), here[0])
        return intents.Choose(tr("Remove which wire?"), tr("Choose the wire."),
                              tuple((tr("long wire {n}", n=i + 1) if w.kind == "long" else tr("short wire {n}", n=i + 1), w)
                                    for i, w in enumerate(here))[:9], self._unwire)

    def _unwire(self, w: Any) -> Optional[intents.Intent]:
        return intents.unwire(self.scene.reading(), w)

    def power(self) -> Optional[intents.Intent]:
        """P (or the power button): the current adventurer's power."""
        sc = self.scene
        got = powers.power(sc.reading())
        if isinstance(got, powers.Guide):
            return intents.Choose(got.title, got.text, tuple((sc.session.name(t), t) for t in got.targets), self._guide)
        if isinstance(got, powers.StartWire):
            return self.wire() or intents.Hint(got.hint)
        return got

    def _guide(self, pid: Any) -> Optional[intents.Intent]:
        sc = self.scene
        at = sc.state.player(pid).at
        self.held.cursor = (at[0] + 0.5, at[1] + 0.5)
        pos = self.point()
        sc.pointer.drag = PawnDrag(pid, pos, pos)
        self.held.carrying = True
        return None

    def equipment(self) -> Optional[intents.Intent]:
        """Q: play an equipment card (anyone's), then aim it with the cursor and Enter."""
        sc = self.scene
        playable = sorted(sc.facts().playable)
        if not playable:
            return intents.Refuse(tr("no equipment card can be played now"))
        s = sc.state
        self.point()
        return intents.Choose(tr("Play which card?"), tr("Equipment is played without an action."),
                              tuple((tr("{card} ({who})", card=card_name(s, c), who=sc.session.name(o)), (o, c))
                                    for o, c in playable)[:9], self._play)

    def _play(self, oc: Any) -> Optional[intents.Intent]:
        intent = intents.click_card(self.scene.reading(), oc[0], oc[1])
        if isinstance(intent, intents.Ask) and len(intent.options) == 1:
            # the card was just chosen to be played: no second "Play it?" before it is
            intent = intents.Do(intent.options[0][1])
        return intent

    def scout(self) -> Optional[Routed]:
        return intents.Do(Action("scout"))

    def end(self) -> Optional[Routed]:
        return self.router.button("end")

    LETTERS: dict[int, Callable[[KeyPlay], Optional[Routed]]] = {
        pygame.K_t: take_tile, pygame.K_w: wire, pygame.K_x: unwire, pygame.K_p: power,
        pygame.K_q: equipment, pygame.K_s: scout, pygame.K_e: end}

    # ---- every frame ----------------------------------------------------------------------------

    def follow(self) -> None:
        """A keyboard drag stays on the cursor (the camera may have moved under it)."""
        d = self.scene.pointer.drag
        if self.held.carrying and isinstance(d, (TileDrag, WireDrag, PawnDrag)):
            d.at = self.point()
        elif self.held.carrying:
            self.held.carrying = False

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The cursor: a white ring with a dark edge around its tile, and a dot where it points
        (the key help line is play/key_strip.py's). Returns the areas drawn on."""
        sc = self.scene
        th = sc.theme
        out: list[pygame.Rect] = []
        if self.held.cursor is None:
            return out
        r = sc.view.cell_rect(self.cell())
        pygame.draw.rect(surface, th.c.text_dark, r.inflate(4, 4), 6, border_radius=8)
        pygame.draw.rect(surface, th.c.hover, r.inflate(2, 2), 3, border_radius=8)
        x, y = self.point()
        pygame.draw.circle(surface, th.c.text_dark, (x, y), th.px(6))
        pygame.draw.circle(surface, th.c.hover, (x, y), th.px(4))
        return out + [r.inflate(12, 12), pygame.Rect(x - th.px(6) - 2, y - th.px(6) - 2, th.px(12) + 5, th.px(12) + 5)]
