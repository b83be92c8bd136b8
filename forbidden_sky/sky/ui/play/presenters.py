"""Rules events become animations: one presenter per event type, in one table.

A presenter reads the event (and the state after it) and returns animations. The animations
move the picture, show toasts and play sounds: the rooms on the stage, never the scene.
Every event class in core.events has an entry (tests/ui/test_presenters.py checks it);
the quiet ones say so with ``quiet``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Optional, Protocol, TypeVar, cast

import pygame

from ...core.events import (
    EquipmentDeckEmpty, EquipmentDrawn, EquipmentGiven, EquipmentPlayed, GameOver, Healed, Launched, LightningStruck, Moved,
    PadRotated, ProtectionEnded, Repaired, SkyEvent, StormCardDrawn, StormCardsSeen, StormDeckEmpty, StormDeckReshuffled,
    StormIntensified, StormPhaseBegan, Teleported, TileGiven, TilePlaced, TileScouted, TurnBegan, WindChanged, WindsBlew,
    WireAdded, WireRemoved,
)
from ...core.state import GameState
from ....shell.anim import Anim, Call, Effect, Parallel, PawnPath, Tween, Wait
from ..board_view import BoardView
from ....shell.theme import Theme
from ....i18n import ntr, tr
from ..words import COMPLETED_WORDS, card_name
from . import effects
from .layout import Layout
from .picture import ANGLE, Picture, pawn_targets
from ....shell.rooms.toasts import Toasts


class Sounds(Protocol):
    def play(self, name: str) -> None: ...


@dataclass
class Stage:
    """What presenters may touch: the picture, the toasts, the sounds, and what effects draw on."""
    picture: Picture
    toasts: Toasts
    sounds: Sounds
    theme: Theme
    anim: Any              # ui.yaml's anim section (durations)
    view: BoardView
    layout: Layout
    rng: random.Random
    reduced_motion: bool = False   # the settings: no flashes; every result still said in words

    def flash(self, pid: str, amount: float) -> None:
        if not self.reduced_motion:
            self.picture.flash[pid] = amount

    def name(self, state: GameState, pid: str) -> str:
        adv = state.data.adventurers.get(pid)
        return tr(adv.name) if adv else str(pid)

    def sound(self, name: str) -> Call:
        return Call(lambda: self.sounds.play(name))

    def float_text(self, text: str, cell: tuple[int, int], colour: tuple[int, ...]) -> None:
        self.picture.float_text(text, cell, colour, float(self.anim.float_text))

    def pawn_text(self, after: GameState, pid: str, text: str, colour: tuple[int, ...]) -> None:
        """Words over one adventurer's own pawn, with the name: several pawns may share the
        tile, so the tile alone would not say whom it is about."""
        at = pawn_targets(after, self.view).get(pid)
        label = tr("{who} {what}", who=self.name(after, pid), what=text)
        if at is None:
            self.float_text(label, after.player(pid).at, colour)
        else:
            self.picture.float_at(label, at, colour, float(self.anim.float_text))


Presenter = Callable[[Any, Stage, GameState], list[Anim]]


def quiet(e: SkyEvent, st: Stage, after: GameState) -> list[Anim]:
    """Told by the log only (or by another event of the same action)."""
    return []


def sound_of(name: str) -> Presenter:
    return lambda e, st, after: [st.sound(name)]


def moved(e: Moved | Teleported, st: Stage, after: GameState) -> list[Anim]:
    pid = e.player
    pts = [(c[0] + 0.5, c[1] + 0.6) for c in e.path]
    final = pawn_targets(after, st.view).get(pid)
    if final and pts:
        pts[-1] = final
    flying = isinstance(e, Teleported) or e.flew
    if flying:
        pts = [pts[0], pts[-1]]
    per_step = st.anim.move * (1.6 if len(pts) == 2 and not isinstance(e, Moved) else 1.0)
    return [st.sound("click"), PawnPath(pid, pts, per_step)]


def tile_placed(e: TilePlaced, st: Stage, after: GameState) -> list[Anim]:
    cell = e.at
    A, th, view = st.anim, st.theme, st.view
    out: list[Anim] = [st.sound("place"), Effect(A.pop_in, lambda s, k: effects.drop(s, view, th, cell, k))]
    for comp in e.completions:
        kind = tr(COMPLETED_WORDS[comp.kind]) if comp.kind in COMPLETED_WORDS else comp.kind.replace("_", " ")
        if comp.ref:
            out += [st.sound("chime"), Effect(A.pop_in, _ring(st, list(comp.cells))),
                    _toast(st, tr("{component} completed!", component=kind[:1].upper() + kind[1:]), th.c.good)]
        else:
            out.append(_toast(st, tr("No {component} left in the supply", component=kind), th.c.accent))
    return out


def _ring(st: Stage, cells: list[tuple[int, int]]) -> Callable[[pygame.Surface, float], None]:
    return lambda s, k: effects.ring(s, st.view, st.theme, cells, k)


def _toast(st: Stage, text: str, colour: tuple[int, ...], kind: Optional[str] = None) -> Call:
    return Call(lambda: st.toasts.show(text, colour, kind))


def equipment_drawn(e: EquipmentDrawn, st: Stage, after: GameState) -> list[Anim]:
    text = tr("{who} finds {card}", who=st.name(after, e.player), card=card_name(after, e.card))
    return [st.sound("chime"), _toast(st, text, st.theme.c.accent)]


def cared(e: Healed | Repaired, st: Stage, after: GameState) -> list[Anim]:
    """healed / repaired: the meter ticks up with a floating "+1 health"."""
    pid = e.target or e.player
    stat = "health" if isinstance(e, Healed) else "rope"
    amount = e.amount
    p = after.player(pid)

    def bump() -> None:
        st.picture.set_stat(stat, pid, getattr(p, stat))
        st.float_text(tr("+{n} health", n=amount) if stat == "health" else tr("+{n} rope", n=amount), p.at,
                      st.theme.c.good)
        st.sounds.play("chime")
    return [Call(bump)]


def storm_phase_began(e: StormPhaseBegan, st: Stage, after: GameState) -> list[Anim]:
    n = e.draws
    text = ntr("The storm: {n} card", "The storm: {n} cards", n)
    return [Call(lambda: st.toasts.show(text, st.theme.c.accent, kind="phase"))]


def storm_card_drawn(e: StormCardDrawn, st: Stage, after: GameState) -> list[Anim]:
    pic, A = st.picture, st.anim

    def reveal() -> None:
        pic.card, pic.card_dim = e.card, 0.0
        st.sounds.play("flip")
    # the card flips open, holds, then turns see-through, so the bolts, the gust and the
    # pawns show beneath it
    return [Call(reveal), Tween(A.card_flip, lambda v: setattr(pic, "card_k", v), 0.0, 1.0), Wait(A.card_hold * 0.5),
            Tween(0.2, lambda v: setattr(pic, "card_dim", v), 0.0, 1.0)]


def lightning_struck(e: LightningStruck, st: Stage, after: GameState) -> list[Anim]:
    A, pic, th = st.anim, st.picture, st.theme
    rods = list(e.rods)
    live = set(e.live)
    seed = st.rng.random()

    def charge() -> None:
        pic.live = live
        st.sounds.play("zap")

    def jolt() -> None:
        for pid in e.jolted:
            pic.health[pid] = after.player(pid).health
            st.flash(pid, 1.0)
            st.pawn_text(after, pid, tr("-1 health"), th.c.health)
        for pid in e.protected:
            st.pawn_text(after, pid, tr("protected"), th.c.live)
    bolts = Effect(A.bolt, lambda s, k: effects.bolts(s, st.view, th, st.layout, rods, k, seed, st.reduced_motion))
    return [st.sound("thunder"), bolts,
            Call(charge), Tween(A.charge, lambda v: setattr(pic, "live_k", v), 0.0, 1.0, "linear"),
            Call(jolt), Wait(0.35), Call(lambda: setattr(pic, "live", None))]


def winds_blew(e: WindsBlew, st: Stage, after: GameState) -> list[Anim]:
    A, pic, th = st.anim, st.picture, st.theme
    direction, moves = e.direction, e.moves
    targets = pawn_targets(after, st.view)
    slides: list[Anim] = [PawnPath(m.player, [(m.frm[0] + 0.5, m.frm[1] + 0.6), targets[m.player]],
                                   A.gust * 0.6, hop=False)
                          for m in moves if m.to != m.frm]

    def fray() -> None:
        for m in moves:
            pid = m.player
            if m.rope_lost:
                pic.rope[pid] = after.player(pid).rope
                st.flash(pid, 0.8)
                st.pawn_text(after, pid, tr("-1 rope"), th.c.rope)
            elif m.sheltered:
                st.pawn_text(after, pid, tr("sheltered"), th.c.live)
    gust = Effect(A.gust, lambda s, k: effects.gust(s, th, st.layout, direction, k))
    return [st.sound("wind"), Parallel(gust, *slides), Call(fray), Wait(0.3)]


def wind_changed(e: WindChanged, st: Stage, after: GameState) -> list[Anim]:
    a0 = ANGLE[e.frm]
    a1 = a0 + (90 if e.turn == "cw" else -90)
    return [st.sound("wind"), Tween(st.anim.compass, lambda v: setattr(st.picture, "angle", v % 360), a0, a1, "out_back")]


def storm_intensified(e: StormIntensified, st: Stage, after: GameState) -> list[Anim]:
    tick = e.tick
    return [st.sound("thunder"), Tween(st.anim.meter, lambda v: setattr(st.picture, "tick", v), tick - 1, tick, "out_back")]


def storm_deck_reshuffled(e: StormDeckReshuffled, st: Stage, after: GameState) -> list[Anim]:
    pic = st.picture
    return [st.sound("flip"), Tween(st.anim.shuffle, lambda v: setattr(pic, "shuffle_k", v), 0.0, 1.0),
            Call(lambda: setattr(pic, "shuffle_k", 0.0))]


def turn_began(e: TurnBegan, st: Stage, after: GameState) -> list[Anim]:
    text = tr("{who}'s turn", who=st.name(after, e.player))

    def announce() -> None:
        st.picture.card = None
        st.toasts.show(text, st.theme.c.copper_light, kind="phase")
    return [Call(announce)]


def launched(e: Launched, st: Stage, after: GameState) -> list[Anim]:
    won = e.won
    return [st.sound("launch"), Tween(st.anim.launch, lambda v: setattr(st.picture, "rocket", (v, won)), 0.0, 1.0, "linear")]


E = TypeVar("E", bound=SkyEvent)


def _on(cls: type[E], presenter: Callable[[E, Stage, GameState], list[Anim]]) -> tuple[type[SkyEvent], Presenter]:
    """One entry of the table, typed: mypy checks that the presenter reads the event it is for."""
    return cast("type[SkyEvent]", cls), presenter


PRESENTERS: dict[type[SkyEvent], Presenter] = dict([
    _on(Moved, moved),
    _on(Teleported, moved),
    _on(TileScouted, sound_of("flip")),
    _on(TilePlaced, tile_placed),
    _on(EquipmentDrawn, equipment_drawn),
    _on(EquipmentDeckEmpty, quiet),
    _on(WireAdded, sound_of("wire")),
    _on(WireRemoved, sound_of("wire")),
    _on(Healed, cared),
    _on(Repaired, cared),
    _on(TileGiven, quiet),            # the hands redraw; the log says who gave what
    _on(EquipmentGiven, quiet),
    _on(EquipmentPlayed, quiet),      # the card's own events (moved, healed...) animate it
    _on(StormCardsSeen, quiet),
    _on(ProtectionEnded, quiet),
    _on(PadRotated, quiet),           # the board layer redraws with the pad turned
    _on(StormPhaseBegan, storm_phase_began),
    _on(StormCardDrawn, storm_card_drawn),
    _on(StormDeckEmpty, quiet),
    _on(LightningStruck, lightning_struck),
    _on(WindsBlew, winds_blew),
    _on(WindChanged, wind_changed),
    _on(StormIntensified, storm_intensified),
    _on(StormDeckReshuffled, storm_deck_reshuffled),
    _on(TurnBegan, turn_began),
    _on(Launched, launched),
    _on(GameOver, quiet),             # the end screen tells it
])


def present(events: list[SkyEvent], st: Stage, after: GameState) -> list[Anim]:
    """The animations for one action's events, ending with the picture snapped to the state."""
    out: list[Anim] = []
    for e in events:
        out += PRESENTERS.get(type(e), quiet)(e, st, after)
    out.append(Call(lambda: st.picture.sync(after, pawn_targets(after, st.view))))
    return out
