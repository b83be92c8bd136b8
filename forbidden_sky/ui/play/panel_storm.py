"""The right panel: the storm meter, the storm pile and discard, the wind, the blueprint,
the supply and a short tail of the log."""

from __future__ import annotations

import math

import pygame

from ...core.electric import circuit_progress
from ...core.state import GameState
from ..art import draw_component
from ..board_view import draw_cable
from ..theme import draw_skull
from . import foresight_panel
from .cards import card_back, card_face
from .hitmap import HitMap
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
    return f"Intensity {s.intensity}: draw {s.intensity} storm cards a turn"


def _meter(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int) -> None:
    th, s, rect = shown.theme, shown.state, shown.layout.right
    meter = s.data.storm_meter
    n = len(meter.intensities)
    cw = (rect.width - 28 - 26) // n
    for i, v in enumerate(meter.intensities):
        r = pygame.Rect(x + i * cw, y, cw - 3, 26)
        shade = min(1.0, i / max(1, n - 1))
        base = int(60 + 120 * shade + (1 - shade) * 20)
        pygame.draw.rect(surface, (base, 70 - int(30 * shade), 70 - int(30 * shade)), r, border_radius=4)
        th.blit_text(surface, str(v), r.center, "bold", "body", th.c.text, anchor="center")
    skull_r = pygame.Rect(x + n * cw, y, 24, 26)
    pygame.draw.rect(surface, (40, 10, 12), skull_r, border_radius=4)
    draw_skull(surface, skull_r.center, 8, th.c.skull)
    # the clip
    clip_x = x + shown.picture.tick * cw + (cw - 3) / 2
    pygame.draw.polygon(surface, th.c.danger, [(clip_x - 8, y + 32), (clip_x + 8, y + 32), (clip_x, y + 24)])
    pygame.draw.rect(surface, th.c.danger, (clip_x - 3, y - 4, 6, 8))
    hits.add("meters", pygame.Rect(x, y - 4, n * cw + 26, 40), ("storm", None))


def _piles(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, card_w: int, card_h: int
           ) -> pygame.Rect:
    th, s = shown.theme, shown.state
    pile = pygame.Rect(x, y, card_w, card_h)
    k = shown.picture.shuffle_k
    for i in range(min(4, max(1, len(s.storm_pile)))):
        off = i * 2 + (math.sin(k * math.pi * 4 + i) * 10 * math.sin(k * math.pi) if k else 0)
        card_back(th, surface, pile.move(off, -i * 2))
    th.blit_text(surface, f"{len(s.storm_pile)} cards", (pile.centerx, pile.bottom + 4), "regular", "tiny",
                 th.c.text_dim, anchor="midtop")
    disc = pygame.Rect(pile.right + 18, y, card_w, card_h)
    if s.storm_discard:
        card_face(th, surface, disc, s, s.storm_discard[-1])
    else:
        pygame.draw.rect(surface, th.c.metal_dark, disc, 2, border_radius=8)
        th.blit_text(surface, "discard", disc.center, "regular", "tiny", th.c.text_dim, anchor="center")
    hits.add("discard", disc, True)
    th.blit_text(surface, "discards (click)", (disc.centerx, disc.bottom + 4), "regular", "tiny", th.c.text_dim,
                 anchor="midtop")
    return pile


def _wind(shown: Shown, surface: pygame.Surface, hits: HitMap, wx: int, wy: int) -> None:
    th = shown.theme
    pygame.draw.circle(surface, th.c.metal_dark, (wx, wy), 30)
    pygame.draw.circle(surface, th.c.metal_light, (wx, wy), 30, 2)
    ang = math.radians(shown.picture.angle)
    tip = (wx + math.sin(ang) * 24, wy - math.cos(ang) * 24)
    tail = (wx - math.sin(ang) * 16, wy + math.cos(ang) * 16)
    pygame.draw.line(surface, th.c.danger, tail, tip, 5)
    pygame.draw.circle(surface, th.c.danger, tip, 6)
    th.blit_text(surface, f"wind {shown.state.wind}", (wx, wy + 38), "bold", "tiny", th.c.text_dim, anchor="midtop")
    hits.add("meters", pygame.Rect(wx - 30, wy - 30, 60, 60), ("wind", None))


def _blueprint(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, compact: bool) -> int:
    th, s, rect = shown.theme, shown.state, shown.layout.right
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + 10, y), (rect.right - 10, y))
    y += 8
    bp = s.data.blueprints[s.level]
    th.blit_text(surface, f"BLUEPRINT · {bp.name.upper()}", (x, y), "bold", "small", th.c.panel_title)
    y += 22
    have = circuit_progress(s.board)
    missing = []
    for kind in ("large_capacitor", "small_capacitor", "lightning_rod"):
        need, got = bp.needs()[kind], have[kind]
        draw_component(surface, kind, (x + 12, y + 11), 9 if kind != "lightning_rod" else 7, th)
        th.blit_text(surface, KIND_LABEL[kind], (x + 30, y + 2), "regular", "small", th.c.text)
        col = th.c.good if got >= need else th.c.text
        th.blit_text(surface, f"{min(got, need)}/{need}", (rect.right - 16, y + 2), "bold", "small", col,
                     anchor="topright")
        for i in range(need):
            c = (rect.right - 60 - i * 12, y + 10)
            pygame.draw.circle(surface, col if i < got else th.c.metal_dark, c, 4, 0 if i < got else 1)
        if got < need:
            missing.append(f"{need - got} {KIND_LABEL[kind].lower()}{'s' if need - got > 1 else ''}")
        hits.add("blueprint", pygame.Rect(x, y, rect.width - 28, 22), kind)
        y += 24
    pad_txt = "Launch pad: placed" if s.board.pad is not None else "Launch pad: not found yet"
    th.blit_text(surface, pad_txt, (x, y), "regular", "small", th.c.good if s.board.pad else th.c.text_dim)
    y += 18
    msg = ("Still needed in the circuit: " + ", ".join(missing)) if missing else "Circuit complete: close the loop!"
    if not compact or not missing:
        return th.blit_wrapped(surface, msg, pygame.Rect(x, y, rect.width - 28, 40), "regular", "tiny",
                               th.c.text_dim) + 6
    return y + 2


def _supply(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, compact: bool) -> int:
    th, s, rect = shown.theme, shown.state, shown.layout.right
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + 10, y), (rect.right - 10, y))
    y += 8
    th.blit_text(surface, "SUPPLY", (x, y), "bold", "small", th.c.panel_title)
    y += 22
    cols = 3 if compact else 2
    colw = (rect.width - 28) // cols
    items = [(k, SUPPLY_SHORT.get(k, lb)) for k, lb in SUPPLY] if compact else SUPPLY
    for i, (key, label) in enumerate(items):
        cx = x + (i % cols) * colw
        cy = y + (i // cols) * 22
        if key.endswith("wire"):
            draw_cable(surface, (cx + 2, cy + 9), (cx + 22, cy + 9), 60, key.split("_")[0], th)
        else:
            draw_component(surface, key, (cx + 12, cy + 9), 7, th)
        th.blit_text(surface, f"{label} {s.board.supply.get(key, 0)}", (cx + 28, cy + 1), "regular", "small", th.c.text)
        hits.add("supply", pygame.Rect(cx, cy, colw, 20), key)
    return y + 22 * ((len(items) + cols - 1) // cols) + 4


def _log_tail(shown: Shown, surface: pygame.Surface, x: int, y: int) -> None:
    th, rect = shown.theme, shown.layout.right
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + 10, y), (rect.right - 10, y))
    y += 6
    th.blit_text(surface, "LOG  (L for all)", (x, y), "bold", "small", th.c.panel_title)
    y += 20
    lines: list[str] = []
    for _, text in shown.log[-12:]:
        lines += th.wrap(text, rect.width - 28, "regular", "tiny")
    room = (rect.bottom - 10 - y) // 15
    for ln in lines[-room:] if room > 0 else []:
        th.blit_text(surface, ln, (x, y), "regular", "tiny", th.c.text_dim)
        y += 15


def draw(shown: Shown, surface: pygame.Surface, hits: HitMap) -> None:
    th, s, rect = shown.theme, shown.state, shown.layout.right
    th.panel(surface, rect, "Storm")
    x, y = rect.left + 14, rect.top + 32
    # a short window (960x640 and the like): smaller cards, the supply in three columns and
    # no sentence repeating the blueprint counts, so everything still fits inside the panel
    compact = rect.height < 520
    card_h = 70 if compact else 96
    card_w = 66 if compact else 78
    _meter(shown, surface, hits, x, y)
    y += 42
    th.blit_text(surface, storm_line(s), (x, y), "regular", "small", th.c.danger if at_skull(s) else th.c.text)
    y += 24
    pile = _piles(shown, surface, hits, x, y, card_w, card_h)
    _wind(shown, surface, hits, pile.right + 18 + card_w + 42, y + (card_h - 16) // 2)
    fore = shown.foresight is not None
    # the circuit check (issue 13) says what the blueprint's sentence said, and more
    y = _blueprint(shown, surface, hits, x, pile.bottom + 26, compact or (fore and shown.foresight.prefs.circuit))
    y = _supply(shown, surface, hits, x, y, compact)
    if fore:   # the circuit check, the forecast and the timeline (issue 13)
        y = foresight_panel.draw(shown, surface, hits, x, y, rect.bottom - 8 - y)
    # equipment deck and tile pile counts, when there is room for them
    if y + 14 <= rect.bottom - 6:
        th.blit_text(surface, f"Equipment deck {len(s.equipment_deck)}  ·  tile pile {len(s.tile_pile)}", (x, y),
                     "regular", "tiny", th.c.text_dim)
    y += 20
    if y < rect.bottom - 60:
        _log_tail(shown, surface, x, y)
