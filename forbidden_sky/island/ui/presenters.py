"""A table: each of the core's typed events -> the animations that show it (and the sound
that goes with it). An animation only moves the picture towards the state, which is already
final; skipping one is always safe.

Reduced motion (the settings): nothing flies or climbs across the screen, nothing flashes;
each change still takes its moment, and each is said in words in the log.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from ...shell.anim import Anim, Call, Effect, Parallel, PawnPath, Tween, Wait
from ..core import events as ev
from ..core.state import GameState
from ..data import IslandData
from . import art
from .board_view import BoardView
from .look import Look
from .picture import CardShow, Picture


@dataclass
class Stage:
    """What the presenters may read: the board's geometry, the picture they move, where the
    decks sit on screen (``places``: treasure_deck, treasure_discard, flood_deck,
    flood_discard, meter, treasure:<id>), the sound player and the motion setting."""
    data: IslandData
    view: BoardView
    pic: Picture
    look: Look
    play_sound: Callable[[str], None]
    places: dict[str, pygame.Rect] = field(default_factory=dict)
    reduced_motion: bool = False
    after: GameState | None = None       # the state the events lead to (where each pawn ends up)


def _sound(st: Stage, name: str) -> Anim:
    return Call(lambda: st.play_sound(name))


def _cell(st: Stage, tile: str) -> int:
    c = next((i for i, t in enumerate(st.pic.state.place) if t == tile), None)
    return -1 if c is None else c


def _spot(st: Stage, tile: str) -> tuple[float, float]:
    c = _cell(st, tile)
    return st.view.cell_rect(c).center if c >= 0 else st.view.area.center


def _set(lst: list[float], i: int) -> Callable[[float], None]:
    def setter(v: float) -> None:
        if 0 <= i < len(lst):
            lst[i] = v
    return setter


def pawn_moved(st: Stage, e: ev.PawnMoved) -> list[Anim]:
    a = st.pic.pawn.get(e.player, _spot(st, e.from_tile))
    b = _spot(st, e.to_tile)
    if st.after is not None and e.player in st.after.players:
        b = st.view.pawn_points(st.after.players, st.after.pawns)[e.player][0]
    far = e.how in ("fly", "helicopter_lift")
    if far:
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - (0 if st.reduced_motion else st.view.tile * 0.6))
        path = PawnPath(e.player, [a, mid, b], st.look.anim["fly"] / 2, hop=not st.reduced_motion)
        return [_sound(st, "rotor" if e.how == "helicopter_lift" else "launch"), path]
    steps = 1 if e.how in ("move", "swim") else 2
    return [_sound(st, "splash" if e.how in ("swim", "dive") else "place"),
            PawnPath(e.player, [a, b], st.look.anim["move"] * steps, hop=not st.reduced_motion)]


def tile_shored(st: Stage, e: ev.TileShoredUp) -> list[Anim]:
    c = _cell(st, e.tile)
    return [_sound(st, "place"), Tween(st.look.anim["shore"], _set(st.pic.water, c), 1.0, 0.0)]


def tile_flooded(st: Stage, e: ev.TileFlooded) -> list[Anim]:
    c = _cell(st, e.tile)
    return [_sound(st, "splash"), Tween(st.look.anim["flood"], _set(st.pic.water, c), 0.0, 1.0, "in_out_cubic")]


def tile_sank(st: Stage, e: ev.TileSank) -> list[Anim]:
    c = _cell(st, e.tile)
    return [_sound(st, "gurgle"), Tween(st.look.anim["sink"], _set(st.pic.gone, c), 0.0, 1.0, "in_out_cubic")]


def card_turned(st: Stage, deck: str, card: str) -> list[Anim]:
    """A card taken from its deck and turned over in the middle of the island, held a moment."""
    show = CardShow(deck, card)

    def begin() -> None:
        st.pic.show = show

    def turn(v: float) -> None:
        show.k = v

    def end() -> None:
        if st.pic.show is show:
            st.pic.show = None
    return [Call(begin), _sound(st, "flip"), Tween(st.look.anim["card_turn"], turn, 0.0, 1.0),
            Wait(st.look.anim["card_hold"]), Call(end)]


def treasure_drawn(st: Stage, e: ev.TreasureCardDrawn) -> list[Anim]:
    return card_turned(st, "treasure", e.card)


def flood_drawn(st: Stage, e: ev.FloodCardDrawn) -> list[Anim]:
    return card_turned(st, "flood", e.tile)


def waters_rose(st: Stage, e: ev.WatersRose) -> list[Anim]:
    """The marker climbs; the Flood discard is shuffled and goes back on top of its pile."""
    out: list[Anim] = [_sound(st, "rise"), Tween(st.look.anim["rise"], lambda v: setattr(st.pic, "meter", v),
                                                 float(e.tick - 1), float(e.tick))]
    if e.reshuffled:
        src, dst = st.places.get("flood_discard"), st.places.get("flood_deck")
        if src is not None and dst is not None:
            out += [_sound(st, "flip"), Effect(st.look.anim["shuffle"], _shuffle_drawer(st, src, dst, e.reshuffled))]
    return out


def _shuffle_drawer(st: Stage, src: pygame.Rect, dst: pygame.Rect, n: int) -> Callable[[pygame.Surface, float], Any]:
    def draw(surface: pygame.Surface, k: float) -> list[pygame.Rect]:
        out = []
        for i in range(min(n, 8)):
            kk = max(0.0, min(1.0, k * 1.4 - i * 0.05))
            if st.reduced_motion:
                kk = 1.0 if k > 0.5 else 0.0
            x = src.x + (dst.x - src.x) * kk + math.sin(kk * math.pi + i) * src.width * 0.3 * (1 - kk)
            y = src.y + (dst.y - src.y) * kk - math.sin(kk * math.pi) * src.height * 0.4
            r = pygame.Rect(int(x), int(y), dst.width, dst.height)
            art.card_back(surface, st.look, r, flood=True)
            out.append(r)
        return out
    return draw


def captured(st: Stage, e: ev.TreasureCaptured) -> list[Anim]:
    a = _spot(st, e.tile)
    b = st.places.get(f"treasure:{e.treasure}")
    end = b.center if b is not None else a
    r = st.view.tile * 0.22

    def draw(surface: pygame.Surface, k: float) -> list[pygame.Rect]:
        kk = 1.0 if st.reduced_motion else k
        x = a[0] + (end[0] - a[0]) * kk
        y = a[1] + (end[1] - a[1]) * kk - math.sin(kk * math.pi) * st.view.tile * 0.8
        glow = r * (1.6 + 0.4 * math.sin(k * 12)) if not st.reduced_motion else r * 1.5
        pygame.draw.circle(surface, (255, 246, 200), (x, y), glow, max(1, int(r * 0.15)))
        return [art.draw_treasure(surface, st.look, e.treasure, (x, y), r).inflate(int(glow * 2), int(glow * 2))]
    return [_sound(st, "chime"), Effect(st.look.anim["capture"], draw)]


def lifted_off(st: Stage, e: ev.LiftedOff) -> list[Anim]:
    """The helicopter comes down over Fools' Landing, the team gets in, it climbs away."""
    spot = _spot(st, st.data.landing)
    r = st.view.tile * 0.45
    pawns = list(st.pic.state.players)

    def draw(surface: pygame.Surface, k: float) -> list[pygame.Rect]:
        if st.reduced_motion:
            x, y = spot
        else:
            climb = max(0.0, k - 0.35) / 0.65
            x, y = spot[0] + climb * st.view.tile * 2, spot[1] - (1 - min(1.0, k / 0.35)) * st.view.tile \
                - climb * climb * st.view.area.height
        art.draw_helicopter(surface, (x, y), r, (236, 236, 240), k * 40)
        return [pygame.Rect(int(x - r * 1.2), int(y - r * 1.2), int(r * 2.4), int(r * 2.4))]

    def hide() -> None:
        for p in pawns:
            st.pic.controlled.add(p)
            st.pic.pawn[p] = (-1000.0, -1000.0)
    return [_sound(st, "rotor"), Parallel(Effect(st.look.anim["lift_off"], draw), _later(st.look.anim["lift_off"] * 0.4, hide))]


class _Later(Anim):
    def __init__(self, delay: float, fn: Callable[[], None]) -> None:
        super().__init__(delay)
        self.fn = fn

    def finish(self, pic: Any) -> None:
        self.fn()


def _later(delay: float, fn: Callable[[], None]) -> Anim:
    return _Later(delay, fn)


def card_given(st: Stage, e: ev.CardGiven) -> list[Anim]:
    """The card slides from the giver's row of the team panel to the receiver's."""
    src, dst = st.places.get(f"player:{e.player}"), st.places.get(f"player:{e.to}")
    spec = st.data.cards.get(e.card)
    if src is None or dst is None or spec is None:
        return [_sound(st, "flip"), Wait(st.look.anim["give"])]
    w = max(12, src.height // 2)
    h = int(w * 1.4)

    def draw(surface: pygame.Surface, k: float) -> list[pygame.Rect]:
        kk = 1.0 if st.reduced_motion and k > 0.5 else (0.0 if st.reduced_motion else k)
        x = src.centerx + (dst.centerx - src.centerx) * kk - w // 2
        y = src.centery + (dst.centery - src.centery) * kk - h // 2
        r = pygame.Rect(int(x), int(y), w, h)
        art.card_face(surface, st.look, r, spec.kind, spec.treasure)
        return [r]
    return [_sound(st, "flip"), Effect(st.look.anim["give"], draw)]


def special_played(st: Stage, e: ev.SpecialCardPlayed) -> list[Anim]:
    return card_turned(st, "treasure", e.card)[:-2] + [Wait(st.look.anim["card_hold"] * 0.6),
                                                       Call(lambda: setattr(st.pic, "show", None))]


def game_over(st: Stage, e: ev.GameOver) -> list[Anim]:
    return [_sound(st, "chime" if e.result == "won" else "thunder")]


def quiet(st: Stage, e: Any) -> list[Anim]:
    return []


PRESENTERS: dict[type, Callable[[Stage, Any], list[Anim]]] = {
    ev.PawnMoved: pawn_moved, ev.TileShoredUp: tile_shored, ev.CardGiven: card_given,
    ev.TreasureCaptured: captured, ev.SpecialCardPlayed: special_played, ev.CardDiscarded: quiet,
    ev.MustDiscard: lambda st, e: [_sound(st, "refuse")], ev.ActionsEnded: quiet,
    ev.TreasureCardDrawn: treasure_drawn, ev.WatersRose: waters_rose,
    ev.TreasureDeckReshuffled: lambda st, e: [_sound(st, "flip")], ev.FloodPhaseBegan: quiet,
    ev.FloodCardDrawn: flood_drawn, ev.TileFlooded: tile_flooded, ev.TileSank: tile_sank,
    ev.MustSwim: lambda st, e: [_sound(st, "splash")], ev.FloodDeckReshuffled: lambda st, e: [_sound(st, "flip")],
    ev.TurnBegan: quiet, ev.LiftedOff: lifted_off, ev.GameOver: game_over,
}


def present_each(st: Stage, events: list[Any]) -> list[list[Anim]]:
    """The animations of each event, event by event (the screen puts a banner between)."""
    out: list[list[Anim]] = []
    for e in events:
        fn = PRESENTERS.get(type(e))
        out.append(fn(st, e) if fn is not None else [])
    return out


def present(st: Stage, events: list[Any]) -> list[Anim]:
    out: list[Anim] = []
    for e in events:
        fn = PRESENTERS.get(type(e))
        if fn is not None:
            out += fn(st, e)
    return out
