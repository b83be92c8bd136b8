"""Storm cards drawn: the back, the face (glyph, name and text), and the big card revealed
beside the platform while it acts."""

from __future__ import annotations

from ....i18n import tr
import math
from typing import Optional

import pygame

from ...core.state import GameState
from ...data.specs import StormCardSpec
from ..art import draw_symbol
from ....shell.theme import Theme
from .layout import Layout
from .picture import Picture

STORM_COLOURS = {"lightning": (70, 60, 140), "high_winds": (50, 110, 140), "winds_change": (60, 120, 100),
                 "storm_intensifies": (140, 60, 60)}


def card_back(th: Theme, surface: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.rect(surface, (0, 0, 0), r.move(th.px(2), th.px(3)), border_radius=th.px(8))
    pygame.draw.rect(surface, (44, 40, 70), r, border_radius=th.px(8))
    pygame.draw.rect(surface, th.c.copper, r, th.px(2), border_radius=th.px(8))
    c = r.center
    for k in (0.15, 0.3, 0.45):   # the radar pattern
        pygame.draw.circle(surface, (90, 100, 150), c, r.width * k, 1)
    pygame.draw.line(surface, (120, 140, 200), c, (r.right - th.px(10), r.top + th.px(16)), th.px(2))


def _winds_glyph(th: Theme, surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    cx, cy = centre
    for i, k in enumerate((-0.4, 0.0, 0.4)):
        pygame.draw.line(surface, th.c.tile_cloud, (cx - r * 0.8 + i * 4, cy + r * k), (cx + r * 0.7, cy + r * k),
                         max(th.px(2), int(r * 0.14)))
    pygame.draw.polygon(surface, th.c.tile_cloud, [(cx + r * 0.9, cy), (cx + r * 0.55, cy - r * 0.3),
                                                   (cx + r * 0.55, cy + r * 0.3)])


def _turn_glyph(th: Theme, surface: pygame.Surface, centre: tuple[float, float], r: float,
                spec: Optional[StormCardSpec]) -> None:
    cx, cy = centre
    rect = pygame.Rect(0, 0, r * 1.4, r * 1.4)
    rect.center = (int(cx), int(cy))
    pygame.draw.arc(surface, th.c.tile_cloud, rect, 0.3, math.pi * 1.6, max(th.px(2), int(r * 0.14)))
    cw = spec is not None and spec.turn == "cw"
    tip = (cx + r * 0.7, cy - r * 0.2) if cw else (cx + r * 0.7, cy + r * 0.2)
    pygame.draw.circle(surface, th.c.tile_cloud, tip, r * 0.16)
    # TRANSLATORS: on the Winds Change card: clockwise / counter-clockwise, two or three letters
    th.blit_text(surface, tr("CW") if cw else tr("CCW"), (int(cx), int(cy)), "bold", max(th.px(9), int(r * 0.4)), th.c.text,
                 anchor="center")


def _meter_glyph(th: Theme, surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    cx, cy = centre
    for i in range(3):
        h = r * (0.4 + 0.3 * i)
        pygame.draw.rect(surface, th.c.danger if i == 2 else th.c.tile_cloud,
                         (cx - r * 0.7 + i * r * 0.5, cy + r * 0.6 - h, r * 0.35, h))


def storm_glyph(th: Theme, surface: pygame.Surface, effect: str, centre: tuple[float, float], r: float,
                spec: Optional[StormCardSpec] = None) -> None:
    if effect == "lightning":
        draw_symbol(surface, "lightning_rod", centre, r, th, badge=False)
    elif effect == "high_winds":
        _winds_glyph(th, surface, centre, r)
    elif effect == "winds_change":
        _turn_glyph(th, surface, centre, r, spec)
    else:
        _meter_glyph(th, surface, centre, r)


def _big_text_fit(th: Theme, r: pygame.Rect, text: str) -> tuple[float, float, float, str]:
    """The card's text must fit whole: a small card (short window) gives it more room and a
    smaller glyph, and a smaller type if it still does not fit."""
    text_top, glyph_y, glyph_r, size = 0.66, 0.42, 0.28, "small"
    lh = th.font("regular", "small").get_linesize() + th.px(2)
    n = len(th.wrap(text, r.width - th.px(32), "regular", "small"))
    if n * lh > r.height * 0.3:
        text_top, glyph_y, glyph_r = 0.52, 0.33, 0.18
        lh2 = th.font("regular", "tiny").get_linesize() + th.px(2)
        if n * lh > r.height * (0.97 - text_top) and \
                len(th.wrap(text, r.width - th.px(32), "regular", "tiny")) * lh2 <= r.height * (0.97 - text_top):
            size = "tiny"
    return text_top, glyph_y, glyph_r, size


def small_glyph(th: Theme, r: pygame.Rect, name_lines: int) -> tuple[float, float]:
    """Where a small card's glyph goes (centre y, radius): its usual place, unless the name
    takes so many lines that the glyph would run through them (Spanish "Vientos fuertes" on two
    lines had the arrow across "fuertes"): then it shrinks into the room below the name."""
    gy, gr = r.top + r.height * 0.42, r.width * 0.28
    name_bottom = r.top + th.px(6) + th.px(12) * name_lines
    if gy - gr < name_bottom + th.px(2):
        room = r.bottom - th.px(4) - name_bottom - th.px(2)
        gr = max(th.px(6), min(gr, room / 2))
        gy = name_bottom + th.px(2) + room / 2
    return gy, gr


def card_face(th: Theme, surface: pygame.Surface, r: pygame.Rect, s: GameState, card: str, big: bool = False) -> None:
    spec = s.data.storm_cards[card]
    col = STORM_COLOURS.get(spec.effect, (60, 60, 80))
    pygame.draw.rect(surface, (0, 0, 0), r.move(th.px(2), th.px(4)), border_radius=th.px(10))
    pygame.draw.rect(surface, col, r, border_radius=th.px(10))
    pygame.draw.rect(surface, th.c.copper_light, r, th.px(3) if big else th.px(2), border_radius=th.px(10))
    name, text = tr(spec.name), tr(spec.text)
    text_top, glyph_y, glyph_r, text_size = _big_text_fit(th, r, text) if big else (0.66, 0.42, 0.28, "small")
    size = "large" if big else "tiny"
    lines = th.wrap(name, r.width - th.px(10), "bold", size)
    gy, gr = (r.top + r.height * glyph_y, r.width * glyph_r) if big else small_glyph(th, r, len(lines))
    storm_glyph(th, surface, spec.effect, (r.centerx, gy), gr, spec)
    y = r.top + th.px(6)
    for ln in lines:
        th.blit_text(surface, ln, (r.centerx, y), "bold", size, th.c.text, anchor="midtop")
        y += th.px(22) if big else th.px(12)
    if big:
        th.blit_wrapped(surface, text, pygame.Rect(r.left + th.px(16), r.top + r.height * text_top, r.width - th.px(32),
                                                        r.height * (0.97 - text_top)), "regular", text_size, th.c.text)


def draw_revealed(th: Theme, surface: pygame.Surface, state: GameState, pic: Picture, lay: Layout) -> None:
    """The storm card being revealed, beside the platform (not over it: its effect plays out
    on the board). It flips: narrows to an edge, then opens on its face."""
    card = pic.card
    if card is None:
        return
    k = pic.card_k
    r = lay.board
    w, h = th.px(230), th.px(320)
    if r.width < 2 * w + th.px(260):
        w, h = th.px(184), th.px(256)
    cx = r.left + w // 2 + th.px(18)
    cy = r.top + max(h // 2 + th.px(16), (r.height - th.px(64)) // 2)
    face = k >= 0.5
    sx = (k - 0.5) * 2 if face else 1 - k * 2
    cw = max(th.px(2), int(w * sx))
    rect = pygame.Rect(0, 0, cw, h)
    rect.center = (cx, cy)
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    if face:
        card_face(th, img, pygame.Rect(0, 0, w - th.px(4), h - th.px(6)), state, card, big=True)
    else:
        card_back(th, img, pygame.Rect(0, 0, w - th.px(4), h - th.px(6)))
    if cw != w:
        img = pygame.transform.smoothscale(img, (cw, h))
    img.set_alpha(255 - int(150 * pic.card_dim))
    surface.blit(img, rect)
