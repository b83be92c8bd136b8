"""The right panel: the storm meter, the storm pile and discard, the wind, the blueprint,
the supply and a short tail of the log."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ....i18n import N_, ctr, ntr, tr
from ...core.electric import circuit_progress
from ...core.phases import OutcomeCode
from ...core.state import GameState
from ..art import draw_component
from ..board_view import draw_cable
from ....shell.theme import draw_skull
from . import foresight_panel
from .cards import card_back, card_face
from .foresight_words import compass_letter
from ....shell.rooms.hitmap import HitMap
from .shown import Shown

KIND_LABEL = {"large_capacitor": N_("Large capacitor"), "small_capacitor": N_("Small capacitor"),
              "lightning_rod": N_("Lightning rod"), "launch_pad": N_("Launch pad")}
SUPPLY = [("short_wire", N_("Short wires")), ("long_wire", N_("Long wires")), ("lightning_rod", N_("Rods")),
          ("small_capacitor", N_("Small caps")), ("large_capacitor", N_("Large caps")), ("launch_pad", N_("Launch pad"))]
SUPPLY_SHORT = {"short_wire": N_("Short"), "long_wire": N_("Long"), "small_capacitor": N_("Small"),
                "large_capacitor": N_("Large"), "launch_pad": N_("Pad")}


def at_skull(s: GameState) -> bool:
    return s.storm_tick >= s.data.storm_meter.skull


def storm_line(s: GameState) -> str:
    """The sentence under the storm meter."""
    if at_skull(s):
        return tr("The storm has reached the skull!")
    return ntr("Intensity {n}: draw {n} storm card a turn", "Intensity {n}: draw {n} storm cards a turn", s.intensity)


def _missing(kind: str, n: int) -> str:
    """``n`` more of a component the blueprint needs: "2 small capacitors"."""
    if kind == "large_capacitor":
        return ntr("{n} large capacitor", "{n} large capacitors", n)
    if kind == "small_capacitor":
        return ntr("{n} small capacitor", "{n} small capacitors", n)
    return ntr("{n} lightning rod", "{n} lightning rods", n)


def _meter(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int) -> None:
    th, s, rect = shown.theme, shown.state, shown.layout.right
    meter = s.data.storm_meter
    n = len(meter.intensities)
    cw = (rect.width - th.px(28) - th.px(26)) // n
    for i, v in enumerate(meter.intensities):
        r = pygame.Rect(x + i * cw, y, cw - th.px(3), th.px(26))
        shade = min(1.0, i / max(1, n - 1))
        base = int(60 + 120 * shade + (1 - shade) * 20)
        pygame.draw.rect(surface, (base, 70 - int(30 * shade), 70 - int(30 * shade)), r, border_radius=th.px(4))
        th.blit_text(surface, str(v), r.center, "bold", "body", th.c.text, anchor="center")
    skull_r = pygame.Rect(x + n * cw, y, th.px(24), th.px(26))
    pygame.draw.rect(surface, (40, 10, 12), skull_r, border_radius=th.px(4))
    draw_skull(surface, skull_r.center, th.px(8), th.c.skull)
    # the clip
    clip_x = x + shown.picture.tick * cw + (cw - th.px(3)) / 2
    pygame.draw.polygon(surface, th.c.danger,
                        [(clip_x - th.px(8), y + th.px(32)), (clip_x + th.px(8), y + th.px(32)), (clip_x, y + th.px(24))])
    pygame.draw.rect(surface, th.c.danger, (clip_x - th.px(3), y - th.px(4), th.px(6), th.px(8)))
    hits.add("meters", pygame.Rect(x, y - th.px(4), n * cw + th.px(26), th.px(40)), ("storm", None))


def _piles(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, card_w: int, card_h: int
           ) -> pygame.Rect:
    th, s = shown.theme, shown.state
    pile = pygame.Rect(x, y, card_w, card_h)
    k = shown.picture.shuffle_k
    for i in range(min(4, max(1, len(s.storm_pile)))):
        off = i * 2 + (math.sin(k * math.pi * 4 + i) * 10 * math.sin(k * math.pi) if k else 0)
        card_back(th, surface, pile.move(off, -i * 2))
    th.blit_text(surface, ntr("{n} card", "{n} cards", len(s.storm_pile)),
                 (pile.centerx, pile.bottom + th.px(4)), "regular", "tiny",
                 th.c.text_dim, anchor="midtop")
    disc = pygame.Rect(pile.right + th.px(18), y, card_w, card_h)
    if s.storm_discard:
        card_face(th, surface, disc, s, s.storm_discard[-1])
    else:
        pygame.draw.rect(surface, th.c.metal_dark, disc, th.px(2), border_radius=th.px(8))
        th.blit_text(surface, th.fit(tr("discard"), disc.width - th.px(4), "regular", "tiny"),
                     disc.center, "regular", "tiny", th.c.text_dim, anchor="center")
    hits.add("discard", disc, True)
    th.blit_text(surface, th.fit(tr("discards (click)"), card_w + th.px(30), "regular", "tiny"),
                 (disc.centerx, disc.bottom + th.px(4)), "regular", "tiny", th.c.text_dim, anchor="midtop")
    return pile


def _wind(shown: Shown, surface: pygame.Surface, hits: HitMap, wx: int, wy: int) -> None:
    th = shown.theme
    pygame.draw.circle(surface, th.c.metal_dark, (wx, wy), th.px(30))
    pygame.draw.circle(surface, th.c.metal_light, (wx, wy), th.px(30), th.px(2))
    ang = math.radians(shown.picture.angle)
    tip = (wx + math.sin(ang) * th.px(24), wy - math.cos(ang) * th.px(24))
    tail = (wx - math.sin(ang) * th.px(16), wy + math.cos(ang) * th.px(16))
    pygame.draw.line(surface, th.c.danger, tail, tip, th.px(5))
    pygame.draw.circle(surface, th.c.danger, tip, th.px(6))
    th.blit_text(surface, tr("wind {way}", way=compass_letter(shown.state.wind)),
                 (wx, wy + th.px(38)), "bold", "tiny", th.c.text_dim, anchor="midtop")
    hits.add("meters", pygame.Rect(wx - th.px(30), wy - th.px(30), th.px(60), th.px(60)), ("wind", None))


def _blueprint(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, compact: bool,
               bottom: int | None = None) -> int:
    th, s, rect = shown.theme, shown.state, shown.layout.right
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + th.px(10), y), (rect.right - th.px(10), y))
    y += th.px(8)
    bp = s.data.blueprints[s.level]
    th.blit_text(surface, th.fit(tr("BLUEPRINT · {name}", name=tr(bp.name).upper()), rect.width - th.px(28), "bold", "small"),
                 (x, y), "bold", "small", th.c.panel_title)
    y += th.px(22)
    have = circuit_progress(s.board)
    missing = []
    for kind in ("large_capacitor", "small_capacitor", "lightning_rod"):
        need, got = bp.needs()[kind], have[kind]
        draw_component(surface, kind, (x + th.px(12), y + th.px(11)), th.px(9) if kind != "lightning_rod" else th.px(7), th)
        # clear of the dots (the leftmost at rect.right - 60 - 12 * (need - 1), 4 px round)
        room = rect.right - th.px(60 + 12 * max(0, need - 1) + 8) - (x + th.px(30))
        th.blit_text(surface, th.fit(tr(KIND_LABEL[kind]), room, "regular", "small"), (x + th.px(30), y + th.px(2)),
                     "regular", "small", th.c.text)
        col = th.c.good if got >= need else th.c.text
        th.blit_text(surface, f"{min(got, need)}/{need}", (rect.right - th.px(16), y + th.px(2)), "bold", "small", col,
                     anchor="topright")
        for i in range(need):
            c = (rect.right - th.px(60 + i * 12), y + th.px(10))
            pygame.draw.circle(surface, col if i < got else th.c.metal_dark, c, th.px(4), 0 if i < got else 1)
        if got < need:
            missing.append(_missing(kind, need - got))
        hits.add("blueprint", pygame.Rect(x, y, rect.width - th.px(28), th.px(22)), kind)
        y += th.px(24)
    pad_txt = tr("Launch pad: placed") if s.board.pad is not None else tr("Launch pad: not found yet")
    size = th.fitting_size(pad_txt, rect.width - th.px(28), "regular", ("small", "tiny"))
    th.blit_text(surface, th.ellipsis(pad_txt, rect.width - th.px(28), "regular", size), (x, y), "regular", size,
                 th.c.good if s.board.pad else th.c.text_dim)
    y += th.px(18)
    msg = tr("Still needed in the circuit: {missing}", missing=", ".join(missing)) if missing \
        else tr("Circuit complete: close the loop!")
    if s.outcome == OutcomeCode.WON:
        msg = tr("The loop is closed: the rocket launched.")
    if not compact or not missing:
        # never below the panel's last line (the note of what is left out): a long sentence in a
        # longer language at 200 % ends in an ellipsis instead
        h = th.px(40) if bottom is None else max(0, min(th.px(40), bottom - y))
        return th.blit_wrapped(surface, msg, pygame.Rect(x, y, rect.width - th.px(28), h), "regular", "tiny",
                               th.c.text_dim) + th.px(6)
    return y + th.px(2)


def _supply(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, compact: bool) -> int:
    th, s, rect = shown.theme, shown.state, shown.layout.right
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + th.px(10), y), (rect.right - th.px(10), y))
    y += th.px(8)
    th.blit_text(surface, tr("SUPPLY"), (x, y), "bold", "small", th.c.panel_title)
    y += th.px(22)
    cols = 3 if compact else 2
    colw = (rect.width - th.px(28)) // cols
    items = [(k, SUPPLY_SHORT.get(k, lb)) for k, lb in SUPPLY] if compact else SUPPLY
    for i, (key, label) in enumerate(items):
        cx = x + (i % cols) * colw
        cy = y + th.px((i // cols) * 22)
        if key.endswith("wire"):
            draw_cable(surface, (cx + th.px(2), cy + th.px(9)), (cx + th.px(22), cy + th.px(9)), th.px(60), key.split("_")[0], th)
        else:
            draw_component(surface, key, (cx + th.px(12), cy + th.px(9)), th.px(7), th)
        if key == "launch_pad" and not compact:
            name = ctr("supply", "Launch pad")
        elif key == "lightning_rod" and compact:
            name = ctr("supply, short", "Rods")
        else:
            name = tr(label)
        n = s.board.supply.get(key, 0)
        room = colw - th.px(30)
        text = tr("{label} {n}", label=name, n=n)
        size = th.fitting_size(text, room, "regular", ("small", "tiny"))
        font = th.font("regular", size)
        if font.size(text)[0] > room:
            # the count is what the player reads: cut the label, never the number
            label_room = room - font.size(tr("{label} {n}", label="", n=n))[0]
            text = tr("{label} {n}", label=th.fit(name, max(0, label_room), "regular", size), n=n)
        th.blit_text(surface, text, (cx + th.px(28), cy + 1), "regular", size, th.c.text)
        hits.add("supply", pygame.Rect(cx, cy, colw, th.px(20)), key)
    return y + th.px(22 * ((len(items) + cols - 1) // cols) + 4)


def _log_tail(shown: Shown, surface: pygame.Surface, x: int, y: int) -> None:
    th, rect = shown.theme, shown.layout.right
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + th.px(10), y), (rect.right - th.px(10), y))
    y += th.px(6)
    th.blit_text(surface, th.fit(tr("LOG  (L for all)"), rect.width - th.px(28), "bold", "small"), (x, y), "bold", "small",
                 th.c.panel_title)
    y += th.px(20)
    lines: list[str] = []
    for _, text in shown.log[-12:]:
        lines += th.wrap(text, rect.width - th.px(28), "regular", "tiny")
    room = (rect.bottom - th.px(10) - y) // th.px(15)
    for ln in lines[-room:] if room > 0 else []:
        th.blit_text(surface, ln, (x, y), "regular", "tiny", th.c.text_dim)
        y += th.px(15)


def draw(shown: Shown, surface: pygame.Surface, hits: HitMap) -> None:
    th, s, rect = shown.theme, shown.state, shown.layout.right
    th.panel(surface, rect, N_("Storm"))
    x, y = rect.left + th.px(14), rect.top + th.px(32)
    # a short window (960x640 and the like): smaller cards, the supply in three columns and
    # no sentence repeating the blueprint counts, so everything still fits inside the panel
    compact = rect.height < th.px(520)
    card_h = th.px(70) if compact else th.px(96)
    card_w = th.px(66) if compact else th.px(78)
    _meter(shown, surface, hits, x, y)
    y += th.px(42)
    said, room = storm_line(s), rect.width - th.px(28)
    size = th.fitting_size(said, room, "regular", ("small", "tiny"))
    th.blit_text(surface, th.ellipsis(said, room, "regular", size), (x, y), "regular", size,
                 th.c.danger if at_skull(s) else th.c.text)
    y += th.px(24)
    pile = _piles(shown, surface, hits, x, y, card_w, card_h)
    _wind(shown, surface, hits, pile.right + th.px(18) + card_w + th.px(42), y + (card_h - th.px(16)) // 2)
    fore = shown.foresight is not None
    line = th.font("regular", "tiny").get_linesize()
    foot = rect.bottom - th.px(8) - line      # the last line: what did not fit, if anything
    left_out: list[str] = []
    # the circuit check (issue 13) says what the blueprint's sentence said, and more
    top = pile.bottom + th.px(26)
    if top + th.px(124) <= foot:
        y = _blueprint(shown, surface, hits, x, top, compact or (fore and shown.foresight.prefs.circuit), foot)
    else:
        y, left_out = top - th.px(6), [N_("blueprint")]
    rows = (len(SUPPLY) + (3 if compact else 2) - 1) // (3 if compact else 2)
    if y + th.px(30 + 22 * rows) <= foot:
        y = _supply(shown, surface, hits, x, y, compact)
    else:
        left_out.append(N_("supply"))
    if fore:   # the circuit check, the forecast and the timeline (issue 13)
        y = foresight_panel.draw(shown, surface, hits, x, y, foot - y, left_out)
    # equipment deck and tile pile counts, when there is room for them
    if y + th.px(14) <= foot:
        counts = tr("Equipment deck {deck}  ·  tile pile {pile}", deck=len(s.equipment_deck), pile=len(s.tile_pile))
        th.blit_text(surface, th.fit(counts, rect.width - th.px(28), "regular", "tiny"), (x, y), "regular", "tiny",
                     th.c.text_dim)
    y += th.px(20)
    if y < rect.bottom - th.px(60):
        _log_tail(shown, surface, x, y)
    elif left_out:
        # issue 22: never vanish silently (the forecast was dropped at 200 % with no word)
        th.blit_text(surface, fit_note(th, left_out, rect.width - th.px(28)), (x, rect.bottom - th.px(8)), "regular",
                     "tiny", th.c.text_dim, anchor="bottomleft")


def fit_note(th: Any, left_out: list[str], width: int) -> str:
    """The panel's last line when some of it does not fit: what is left out and how to see it."""
    parts = ", ".join(tr(part) for part in left_out)
    for text in (tr("Not shown at this size: {parts} (smaller text: F2)", parts=parts),
                 tr("Hidden: {parts} (F2)", parts=parts), tr("More with smaller text (F2)")):
        if th.font("regular", "tiny").size(text)[0] <= width:
            return text
    return tr("F2: smaller text")
