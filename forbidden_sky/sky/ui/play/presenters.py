"""Rules events become animations: one presenter per event type, in one table.

A presenter reads the event (and the state after it) and returns animations. The animations
move the picture, show toasts and play sounds: the rooms on the stage, never the scene.
Every type in core.events.EVENT_TYPES has an entry (tests/ui/test_presenters.py checks it);
the quiet ones say so with ``quiet``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Optional, Protocol

import pygame

from ...core.events import Event
from ...core.state import GameState
from ....shell.anim import Anim, Call, Effect, Parallel, PawnPath, Tween, Wait
from ..board_view import BoardView
from ....shell.theme import Theme
from ..words import card_name
from . import effects
from .layout import Layout
from .picture import ANGLE, Picture, pawn_targets
from .toasts import Toasts


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
        return adv.name if adv else str(pid)

    def sound(self, name: str) -> Call:
        return Call(lambda: self.sounds.play(name))

    def float_text(self, text: str, cell: tuple[int, int], colour: tuple[int, ...]) -> None:
        self.picture.float_text(text, cell, colour, float(self.anim.float_text))

    def pawn_text(self, after: GameState, pid: str, text: str, colour: tuple[int, ...]) -> None:
        """Words over one adventurer's own pawn, with the name: several pawns may share the
        tile, so the tile alone would not say whom it is about."""
        at = pawn_targets(after, self.view).get(pid)
        label = f"{self.name(after, pid)} {text}"
        if at is None:
            self.float_text(label, after.player(pid).at, colour)
        else:
            self.picture.float_at(label, at, colour, float(self.anim.float_text))


Presenter = Callable[[Event, Stage, GameState], list[Anim]]


def quiet(e: Event, st: Stage, after: GameState) -> list[Anim]:
    """Told by the log only (or by another event of the same action)."""
    return []


def sound_of(name: str) -> Presenter:
    return lambda e, st, after: [st.sound(name)]


def moved(e: Event, st: Stage, after: GameState) -> list[Anim]:
    d = e.data
    pid = d["player"]
    pts = [(c[0] + 0.5, c[1] + 0.6) for c in d["path"]]
    final = pawn_targets(after, st.view).get(pid)
    if final and pts:
        pts[-1] = final
    flying = e.type == "teleported" or bool(d.get("flew"))
    if flying:
        pts = [pts[0], pts[-1]]
    per_step = st.anim.move * (1.6 if len(pts) == 2 and e.type != "moved" else 1.0)
    return [st.sound("click"), PawnPath(pid, pts, per_step)]


def tile_placed(e: Event, st: Stage, after: GameState) -> list[Anim]:
    cell = tuple(e.data["at"])
    A, th, view = st.anim, st.theme, st.view
    out: list[Anim] = [st.sound("place"), Effect(A.pop_in, lambda s, k: effects.drop(s, view, th, cell, k))]
    for comp in e.data.get("completions", []):
        kind = comp["kind"].replace("_", " ")
        if comp.get("ref"):
            out += [st.sound("chime"), Effect(A.pop_in, _ring(st, [tuple(c) for c in comp["cells"]])),
                    _toast(st, kind.capitalize() + " completed!", th.c.good)]
        else:
            out.append(_toast(st, f"No {kind} left in the supply", th.c.accent))
    return out


def _ring(st: Stage, cells: list[tuple[int, int]]) -> Callable[[pygame.Surface, float], None]:
    return lambda s, k: effects.ring(s, st.view, st.theme, cells, k)


def _toast(st: Stage, text: str, colour: tuple[int, ...], kind: Optional[str] = None) -> Call:
    return Call(lambda: st.toasts.show(text, colour, kind))


def equipment_drawn(e: Event, st: Stage, after: GameState) -> list[Anim]:
    text = f"{st.name(after, e.data['player'])} finds {card_name(after, e.data['card'])}"
    return [st.sound("chime"), _toast(st, text, st.theme.c.accent)]


def cared(e: Event, st: Stage, after: GameState) -> list[Anim]:
    """healed / repaired: the meter ticks up with a floating "+1 health"."""
    d = e.data
    pid = str(d.get("target") or d.get("player"))
    stat = "health" if e.type == "healed" else "rope"
    amount = d.get("amount", 1)
    p = after.player(pid)

    def bump() -> None:
        st.picture.set_stat(stat, pid, getattr(p, stat))
        st.float_text(f"+{amount} {stat}", p.at, st.theme.c.good)
        st.sounds.play("chime")
    return [Call(bump)]


def storm_phase_began(e: Event, st: Stage, after: GameState) -> list[Anim]:
    n = e.data["draws"]
    text = f"The storm: {n} card{'s' if n != 1 else ''}"
    return [Call(lambda: st.toasts.show(text, st.theme.c.accent, kind="phase"))]


def storm_card_drawn(e: Event, st: Stage, after: GameState) -> list[Anim]:
    pic, A = st.picture, st.anim

    def reveal() -> None:
        pic.card, pic.card_dim = e.data["card"], 0.0
        st.sounds.play("flip")
    # the card flips open, holds, then turns see-through, so the bolts, the gust and the
    # pawns show beneath it
    return [Call(reveal), Tween(A.card_flip, lambda v: setattr(pic, "card_k", v), 0.0, 1.0), Wait(A.card_hold * 0.5),
            Tween(0.2, lambda v: setattr(pic, "card_dim", v), 0.0, 1.0)]


def lightning_struck(e: Event, st: Stage, after: GameState) -> list[Anim]:
    d, A, pic, th = e.data, st.anim, st.picture, st.theme
    rods = [tuple(r) for r in d.get("rods", [])]
    live = {tuple(c) for c in d.get("live", [])}
    seed = st.rng.random()

    def charge() -> None:
        pic.live = live
        st.sounds.play("zap")

    def jolt() -> None:
        for pid in d.get("jolted", []):
            pic.health[pid] = after.player(pid).health
            st.flash(pid, 1.0)
            st.pawn_text(after, pid, "-1 health", th.c.health)
        for pid in d.get("protected", []):
            st.pawn_text(after, pid, "protected", th.c.live)
    bolts = Effect(A.bolt, lambda s, k: effects.bolts(s, st.view, th, st.layout, rods, k, seed, st.reduced_motion))
    return [st.sound("thunder"), bolts,
            Call(charge), Tween(A.charge, lambda v: setattr(pic, "live_k", v), 0.0, 1.0, "linear"),
            Call(jolt), Wait(0.35), Call(lambda: setattr(pic, "live", None))]


def winds_blew(e: Event, st: Stage, after: GameState) -> list[Anim]:
    d, A, pic, th = e.data, st.anim, st.picture, st.theme
    direction, moves = d["direction"], d["moves"]
    targets = pawn_targets(after, st.view)
    slides: list[Anim] = [PawnPath(m["player"], [(m["from"][0] + 0.5, m["from"][1] + 0.6), targets[m["player"]]],
                                   A.gust * 0.6, hop=False)
                          for m in moves if tuple(m["to"]) != tuple(m["from"])]

    def fray() -> None:
        for m in moves:
            pid = m["player"]
            if m.get("rope_lost"):
                pic.rope[pid] = after.player(pid).rope
                st.flash(pid, 0.8)
                st.pawn_text(after, pid, "-1 rope", th.c.rope)
            elif m.get("sheltered"):
                st.pawn_text(after, pid, "sheltered", th.c.live)
    gust = Effect(A.gust, lambda s, k: effects.gust(s, th, st.layout, direction, k))
    return [st.sound("wind"), Parallel(gust, *slides), Call(fray), Wait(0.3)]


def wind_changed(e: Event, st: Stage, after: GameState) -> list[Anim]:
    a0 = ANGLE[e.data["from"]]
    a1 = a0 + (90 if e.data.get("turn") == "cw" else -90)
    return [st.sound("wind"), Tween(st.anim.compass, lambda v: setattr(st.picture, "angle", v % 360), a0, a1, "out_back")]


def storm_intensified(e: Event, st: Stage, after: GameState) -> list[Anim]:
    tick = e.data["tick"]
    return [st.sound("thunder"), Tween(st.anim.meter, lambda v: setattr(st.picture, "tick", v), tick - 1, tick, "out_back")]


def storm_deck_reshuffled(e: Event, st: Stage, after: GameState) -> list[Anim]:
    pic = st.picture
    return [st.sound("flip"), Tween(st.anim.shuffle, lambda v: setattr(pic, "shuffle_k", v), 0.0, 1.0),
            Call(lambda: setattr(pic, "shuffle_k", 0.0))]


def turn_began(e: Event, st: Stage, after: GameState) -> list[Anim]:
    text = f"{st.name(after, e.data['player'])}'s turn"

    def announce() -> None:
        st.picture.card = None
        st.toasts.show(text, st.theme.c.copper_light, kind="phase")
    return [Call(announce)]


def launched(e: Event, st: Stage, after: GameState) -> list[Anim]:
    won = bool(e.data.get("won"))
    return [st.sound("launch"), Tween(st.anim.launch, lambda v: setattr(st.picture, "rocket", (v, won)), 0.0, 1.0, "linear")]


PRESENTERS: dict[str, Presenter] = {
    "moved": moved,
    "teleported": moved,
    "tile_scouted": sound_of("flip"),
    "tile_placed": tile_placed,
    "equipment_drawn": equipment_drawn,
    "equipment_deck_empty": quiet,
    "wire_added": sound_of("wire"),
    "wire_removed": sound_of("wire"),
    "healed": cared,
    "repaired": cared,
    "tile_given": quiet,            # the hands redraw; the log says who gave what
    "equipment_given": quiet,
    "equipment_played": quiet,      # the card's own events (moved, healed...) animate it
    "storm_cards_seen": quiet,
    "protection_ended": quiet,
    "pad_rotated": quiet,           # the board layer redraws with the pad turned
    "storm_phase_began": storm_phase_began,
    "storm_card_drawn": storm_card_drawn,
    "storm_deck_empty": quiet,
    "lightning_struck": lightning_struck,
    "winds_blew": winds_blew,
    "wind_changed": wind_changed,
    "storm_intensified": storm_intensified,
    "storm_deck_reshuffled": storm_deck_reshuffled,
    "turn_began": turn_began,
    "launched": launched,
    "game_over": quiet,             # the end screen tells it
}


def present(events: list[Event], st: Stage, after: GameState) -> list[Anim]:
    """The animations for one action's events, ending with the picture snapped to the state."""
    out: list[Anim] = []
    for e in events:
        out += PRESENTERS.get(e.type, quiet)(e, st, after)
    out.append(Call(lambda: st.picture.sync(after, pawn_targets(after, st.view))))
    return out
