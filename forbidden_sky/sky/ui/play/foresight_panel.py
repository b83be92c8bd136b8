"""The storm panel's foresight part: the live circuit check, the forecast of the coming storm
phase for each adventurer, and a small timeline of the storm meter and the team's chance.

Drawn inside the storm panel's cached render (panel_storm.py calls ``draw``), so it costs
nothing per frame; the panel cache key includes the hub's ``version``.
"""

from __future__ import annotations

from typing import Any

import pygame

from . import foresight_words as fw
from .hitmap import HitMap
from .shown import Shown

ROW = 14


def draw(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, room: int) -> int:
    """Draw what fits in ``room`` pixels from ``y``; returns the y below it."""
    fs: Any = shown.foresight
    p = shown.theme.px   # issue 12's UI scale
    bottom = y + room
    width = shown.layout.right.width - p(28)
    if fs.prefs.circuit and y + p(30) <= bottom:
        y = _circuit(shown, surface, hits, x, y, width)
    if not fs.prefs.forecast or shown.state.over:
        return y
    y = _forecast(shown, surface, hits, x, y, width, bottom)
    h = p(int(shown.cfg.foresight.chart_h))
    if y + p(6) + h <= bottom and len(fs.points) > 1:
        y = _timeline(shown, surface, x, y + p(3), width, h)
    return y


def _rule(shown: Shown, surface: pygame.Surface, y: int) -> None:
    rect = shown.layout.right
    p = shown.theme.px
    pygame.draw.line(surface, shown.theme.c.panel_edge, (rect.left + p(10), y), (rect.right - p(10), y))


def _circuit(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, width: int) -> int:
    """The circuit check: a coloured dot, its word and what it means."""
    th, fc = shown.theme, shown.cfg.foresight
    c = shown.foresight.circuit(shown.state)
    colour = {"green": fc.green, "amber": fc.amber, "red": fc.red, "won": fc.green, "over": fc.red}[c.status]
    p = th.px
    top = y
    _rule(shown, surface, y)
    y += p(5)
    pygame.draw.circle(surface, colour, (x + p(6), y + p(7)), p(6))
    th.blit_text(surface, fw.STATUS[c.status], (x + p(18), y), "bold", "small", colour)
    y += p(16)
    words = fw.circuit_text(c.reason, len(c.plan.new) if c.plan else None, c.missing)
    y = th.blit_wrapped(surface, words, pygame.Rect(x, y, width, p(30)), "regular", "tiny", th.c.text_dim) + p(3)
    hits.add("foresight", pygame.Rect(x, top, width, y - top), "circuit")
    return y


def _forecast(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, width: int, bottom: int) -> int:
    """The coming storm phase: one row per adventurer (hurt, rope, dies), and the skull."""
    th, fc = shown.theme, shown.cfg.foresight
    f = shown.foresight.forecast(shown.state)
    rows = len(f.risks)
    px = th.px
    row = px(ROW)
    if y + px(24) + row * rows > bottom:
        return y
    top = y
    _rule(shown, surface, y)
    y += px(5)
    title = th.blit_text(surface, fw.LABELS["forecast"].format(n=f.draws, s="" if f.draws == 1 else "S"), (x, y),
                         "bold", "small", th.c.panel_title)
    cols = [x + width - px(84), x + width - px(42), x + width]
    if title.right + px(30) > cols[0] and y + px(38) + row * rows <= bottom:
        y += px(16)   # a narrow panel: the column heads on their own row
    for cx, label in zip(cols, fw.FORECAST_COLS, strict=True):
        th.blit_text(surface, label, (cx, y + px(2)), "regular", "tiny", th.c.text_dim, anchor="topright")
    y += px(18)
    warn = float(fc.warn_risk)
    for r in f.risks:
        th.blit_text(surface, shown.name(r.player), (x, y), "regular", "tiny", shown.pawn_colour(r.player))
        for cx, p, bad in ((cols[0], r.hurt, False), (cols[1], r.frayed, False), (cols[2], r.worst, True)):
            high = bad and p >= warn
            col = fc.red if high else th.c.text if p > 0 else th.c.text_dim
            th.blit_text(surface, fw.percent(p), (cx, y), "bold" if high else "regular", "tiny", col, anchor="topright")
        y += row
    if f.skull > 0 and y + row <= bottom:
        th.blit_text(surface, fw.LABELS["skull"].format(p=fw.percent(f.skull)), (x, y), "bold", "tiny", fc.red)
        y += row
    hits.add("foresight", pygame.Rect(x, top, width, y - top), "forecast")
    return y


def _timeline(shown: Shown, surface: pygame.Surface, x: int, y: int, w: int, h: int) -> int:
    """The meter (a red step line, 0 to the skull) and the team's chance (a green line, 0-100 %),
    one point per step, the newest on the right."""
    fs: Any = shown.foresight
    th, fc = shown.theme, shown.cfg.foresight
    box = pygame.Rect(x, y, w, h)
    pygame.draw.rect(surface, (12, 16, 28), box)
    pygame.draw.rect(surface, th.c.panel_edge, box, 1)
    th.blit_text(surface, fw.LABELS["timeline"], (x + th.px(4), y + th.px(2)), "regular", "tiny", th.c.text_dim)
    pts = fs.points[-w:]
    n = len(pts)
    skull = max(1, shown.state.data.storm_meter.skull)

    def px(i: int) -> float:
        return box.left + 1 + (w - 3) * i / max(1, n - 1)
    meter = [(px(i), box.bottom - 2 - (h - 4) * min(1.0, p.tick / skull)) for i, p in enumerate(pts)]
    chance = [(px(i), box.bottom - 2 - (h - 4) * p.chance) for i, p in enumerate(pts)]
    if n > 1:
        pygame.draw.lines(surface, fc.meter, False, meter, 2)
        pygame.draw.lines(surface, fc.chance, False, chance, 2)
    last = pts[-1]
    now = fw.LABELS["timeline_now"].format(p=fw.percent(last.chance), tick=last.tick, skull=skull)
    th.blit_text(surface, now, (box.right - th.px(4), box.top + th.px(2)), "bold", "tiny", fc.chance, anchor="topright")
    return box.bottom + th.px(4)


__all__ = ["draw"]
