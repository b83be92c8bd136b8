"""The right panel: the storm meter, the storm pile and discard, the wind, the blueprint,
the supply and a short tail of the log."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ...core.electric import circuit_progress
from ...core.phases import OutcomeCode
from ...core.state import GameState
from ..art import draw_component
from ..board_view import draw_cable
from ....shell.theme import draw_skull
from . import foresight_panel
from .cards import card_back, card_face
from ....shell.rooms.hitmap import HitMap
from .shown import Shown

KIND_LABEL = {"large_capacitor": "Large capacitor", "small_capacitor": "Small capacitor",
              "lightning_rod": "Lightning rod", "launch_pad": "Launch pad"}
SUPPLY = [("short_wire", "Short wires"), ("long_wire", "Long wires"), ("lightning_rod", "Rods"),
          ("small_capacitor", "Small caps"), ("large_capacitor", "Large caps"), ("launch_pad", "Launch pad")]
SUPPLY_SHORT = {"short_wire": "Short", "long_wire": "Long", "small_capacitor": "Small", "large_capacitor": "Large",
                "launch_pad": "Pad"}


def at_skull(s: GameState) -> bool:
    return s.storm_tick >= s.data.storm_meter.skull


def storm_line(s: GameState) -> str:
    """The sentence under the storm meter."""
    if at_skull(s):
        return "The storm has reached the skull!"
    return f"Intensity {s.intensity}: draw {s.intensity} storm card{'s' if s.intensity != 1 else ''} a turn"


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
    th.blit_text(surface, f"{len(s.storm_pile)} cards", (pile.centerx, pile.bottom + th.px(4)), "regular", "tiny",
                 th.c.text_dim, anchor="midtop")
    disc = pygame.Rect(pile.right + th.px(18), y, card_w, card_h)
    if s.storm_discard:
        card_face(th, surface, disc, s, s.storm_discard[-1])
    else:
        pygame.draw.rect(surface, th.c.metal_dark, disc, th.px(2), border_radius=th.px(8))
        th.blit_text(surface, "discard", disc.center, "regular", "tiny", th.c.text_dim, anchor="center")
    hits.add("discard", disc, True)
    th.blit_text(surface, "discards (click)", (disc.centerx, disc.bottom + th.px(4)), "regular", "tiny", th.c.text_dim,
                 anchor="midtop")
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
    th.blit_text(surface, f"wind {shown.state.wind}", (wx, wy + th.px(38)), "bold", "tiny", th.c.text_dim, anchor="midtop")
    hits.add("meters", pygame.Rect(wx - th.px(30), wy - th.px(30), th.px(60), th.px(60)), ("wind", None))


def _blueprint(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, compact: bool) -> int:
    th, s, rect = shown.theme, shown.state, shown.layout.right
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + th.px(10), y), (rect.right - th.px(10), y))
    y += th.px(8)
    bp = s.data.blueprints[s.level]
    th.blit_text(surface, f"BLUEPRINT · {bp.name.upper()}", (x, y), "bold", "small", th.c.panel_title)
    y += th.px(22)
    have = circuit_progress(s.board)
    missing = []
    for kind in ("large_capacitor", "small_capacitor", "lightning_rod"):
        need, got = bp.needs()[kind], have[kind]
        draw_component(surface, kind, (x + th.px(12), y + th.px(11)), th.px(9) if kind != "lightning_rod" else th.px(7), th)
        th.blit_text(surface, KIND_LABEL[kind], (x + th.px(30), y + th.px(2)), "regular", "small", th.c.text)
        col = th.c.good if got >= need else th.c.text
        th.blit_text(surface, f"{min(got, need)}/{need}", (rect.right - th.px(16), y + th.px(2)), "bold", "small", col,
                     anchor="topright")
        for i in range(need):
            c = (rect.right - th.px(60 + i * 12), y + th.px(10))
            pygame.draw.circle(surface, col if i < got else th.c.metal_dark, c, th.px(4), 0 if i < got else 1)
        if got < need:
            missing.append(f"{need - got} {KIND_LABEL[kind].lower()}{'s' if need - got > 1 else ''}")
        hits.add("blueprint", pygame.Rect(x, y, rect.width - th.px(28), th.px(22)), kind)
        y += th.px(24)
    pad_txt = "Launch pad: placed" if s.board.pad is not None else "Launch pad: not found yet"
    th.blit_text(surface, pad_txt, (x, y), "regular", "small", th.c.good if s.board.pad else th.c.text_dim)
    y += th.px(18)
    msg = ("Still needed in the circuit: " + ", ".join(missing)) if missing else "Circuit complete: close the loop!"
    if s.outcome == OutcomeCode.WON:
        msg = "The loop is closed: the rocket launched."
    if not compact or not missing:
        return th.blit_wrapped(surface, msg, pygame.Rect(x, y, rect.width - th.px(28), th.px(40)), "regular", "tiny",
                               th.c.text_dim) + th.px(6)
    return y + th.px(2)


def _supply(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, compact: bool) -> int:
    th, s, rect = shown.theme, shown.state, shown.layout.right
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + th.px(10), y), (rect.right - th.px(10), y))
    y += th.px(8)
    th.blit_text(surface, "SUPPLY", (x, y), "bold", "small", th.c.panel_title)
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
        th.blit_text(surface, f"{label} {s.board.supply.get(key, 0)}", (cx + th.px(28), cy + 1), "regular", "small", th.c.text)
        hits.add("supply", pygame.Rect(cx, cy, colw, th.px(20)), key)
    return y + th.px(22 * ((len(items) + cols - 1) // cols) + 4)


def _log_tail(shown: Shown, surface: pygame.Surface, x: int, y: int) -> None:
    th, rect = shown.theme, shown.layout.right
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + th.px(10), y), (rect.right - th.px(10), y))
    y += th.px(6)
    th.blit_text(surface, "LOG  (L for all)", (x, y), "bold", "small", th.c.panel_title)
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
    th.panel(surface, rect, "Storm")
    x, y = rect.left + th.px(14), rect.top + th.px(32)
    # a short window (960x640 and the like): smaller cards, the supply in three columns and
    # no sentence repeating the blueprint counts, so everything still fits inside the panel
    compact = rect.height < th.px(520)
    card_h = th.px(70) if compact else th.px(96)
    card_w = th.px(66) if compact else th.px(78)
    _meter(shown, surface, hits, x, y)
    y += th.px(42)
    th.blit_text(surface, storm_line(s), (x, y), "regular", "small", th.c.danger if at_skull(s) else th.c.text)
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
        y = _blueprint(shown, surface, hits, x, top, compact or (fore and shown.foresight.prefs.circuit))
    else:
        y, left_out = top - th.px(6), ["blueprint"]
    rows = (len(SUPPLY) + (3 if compact else 2) - 1) // (3 if compact else 2)
    if y + th.px(30 + 22 * rows) <= foot:
        y = _supply(shown, surface, hits, x, y, compact)
    else:
        left_out.append("supply")
    if fore:   # the circuit check, the forecast and the timeline (issue 13)
        y = foresight_panel.draw(shown, surface, hits, x, y, foot - y, left_out)
    # equipment deck and tile pile counts, when there is room for them
    if y + th.px(14) <= foot:
        th.blit_text(surface, f"Equipment deck {len(s.equipment_deck)}  ·  tile pile {len(s.tile_pile)}", (x, y),
                     "regular", "tiny", th.c.text_dim)
    y += th.px(20)
    if y < rect.bottom - th.px(60):
        _log_tail(shown, surface, x, y)
    elif left_out:
        # issue 22: never vanish silently (the forecast was dropped at 200 % with no word)
        th.blit_text(surface, fit_note(th, left_out, rect.width - th.px(28)), (x, rect.bottom - th.px(8)), "regular",
                     "tiny", th.c.text_dim, anchor="bottomleft")


def fit_note(th: Any, left_out: list[str], width: int) -> str:
    """The panel's last line when some of it does not fit: what is left out and how to see it."""
    for text in (f"Not shown at this size: {', '.join(left_out)} (smaller text: F2)",
                 f"Hidden: {', '.join(left_out)} (F2)", "More with smaller text (F2)"):
        if th.font("regular", "tiny").size(text)[0] <= width:
            return text
    return "F2: smaller text"
