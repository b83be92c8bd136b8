"""The storm panel's foresight part: the live circuit check, the forecast of the coming storm
phase for each adventurer, and a small timeline of the storm meter and the team's chance.

Drawn inside the storm panel's cached render (panel_storm.py calls ``draw``), so it costs
nothing per frame; the panel cache key includes the hub's ``version``.
"""

from __future__ import annotations

from ....i18n import N_, tr
from typing import Any

import pygame

from . import foresight_words as fw
from ....shell.rooms.hitmap import HitMap
from .shown import Shown

ROW = 14


def draw(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, room: int,
         left_out: list[str] | None = None) -> int:
    """Draw what fits in ``room`` pixels from ``y``; returns the y below it. What is on but does
    not fit is named in ``left_out`` (the panel says so on its last line)."""
    fs: Any = shown.foresight
    p = shown.theme.px   # issue 12's UI scale
    bottom = y + room
    width = shown.layout.right.width - p(28)
    out = left_out if left_out is not None else []
    if fs.prefs.circuit:
        if y + p(54) <= bottom:
            # the completions take what the forecast's rows and a thin chart leave
            keep = p(24 + ROW * len(shown.state.players) + 20) if fs.prefs.forecast and not shown.state.over else 0
            y = _circuit(shown, surface, hits, x, y, width, bottom - keep)
        else:
            out.append(N_("circuit check"))
    if not fs.prefs.forecast or shown.state.over:
        return y
    before = y
    y = _forecast(shown, surface, hits, x, y, width, bottom)
    if y == before:
        out.append(N_("storm forecast"))
    if len(fs.points) > 1:
        # the chart gives up height before it gives up its place (at least a thin strip)
        h = min(p(int(shown.cfg.foresight.chart_h)), bottom - y - p(6) - _heads_height(shown, width))
        if h >= p(14):
            y = _timeline(shown, surface, hits, x, y + p(3), width, h)
        else:
            out.append(N_("timeline"))
    return y


def _rule(shown: Shown, surface: pygame.Surface, y: int) -> None:
    rect = shown.layout.right
    p = shown.theme.px
    pygame.draw.line(surface, shown.theme.c.panel_edge, (rect.left + p(10), y), (rect.right - p(10), y))


def _circuit(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, width: int,
             bottom: int | None = None) -> int:
    """The circuit check: a coloured dot, its word and what it means."""
    th, fc = shown.theme, shown.cfg.foresight
    c = shown.foresight.circuit(shown.state)
    colour = {"green": fc.green, "amber": fc.amber, "red": fc.red, "won": fc.green, "over": fc.red}[c.status]
    p = th.px
    top = y
    _rule(shown, surface, y)
    y += p(5)
    pygame.draw.circle(surface, colour, (x + p(6), y + p(7)), p(6))
    th.blit_text(surface, th.fit(tr(fw.STATUS[c.status]), width - p(18), "bold", "small"), (x + p(18), y), "bold",
                 "small", colour)
    y += p(16)
    words = fw.circuit_text(c.reason, len(c.plan.new) if c.plan else None, c.missing)
    y = th.blit_wrapped(surface, words, pygame.Rect(x, y, width, p(30)), "regular", "tiny", th.c.text_dim) + p(3)
    if c.open is not None and bottom is not None:
        # issue 21: where the pad and the capacitors could still be finished, line by line while room lasts
        line = th.font("regular", "tiny").get_linesize()
        for text in fw.completion_lines(c.open, shown.state.board.pad is not None):
            need = len(th.wrap(text, width, "regular", "tiny")) * (line + 2)
            if y + need > bottom:
                break
            y = th.blit_wrapped(surface, text, pygame.Rect(x, y, width, need + p(2)), "regular", "tiny", th.c.text) + p(2)
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
    title = th.blit_text(surface, fw.forecast_title(f.draws), (x, y),
                         "bold", "small", th.c.panel_title)
    cols = [x + width - px(84), x + width - px(42), x + width]
    if title.right + px(30) > cols[0] and y + px(38) + row * rows <= bottom:
        y += px(16)   # a narrow panel: the column heads on their own row
    for cx, label in zip(cols, fw.FORECAST_COLS, strict=True):
        th.blit_text(surface, tr(label), (cx, y + px(2)), "regular", "tiny", th.c.text_dim, anchor="topright")
    y += px(18)
    warn = float(fc.warn_risk)
    for r in f.risks:
        th.blit_text(surface, shown.name(r.player), (x, y), "regular", "tiny", shown.pawn_colour(r.player))
        for cx, p, bad in ((cols[0], r.hurt, False), (cols[1], r.frayed, False), (cols[2], r.worst, True)):
            high = bad and p >= warn
            col = fc.red if high else th.c.text if p > 0 else th.c.text_dim
            th.blit_text(surface, fw.percent(p), (cx, y), "bold" if high else "regular", "tiny", col, anchor="topright")
        y += row
    hits.add("foresight", pygame.Rect(x, top, width, y - top), "forecast")
    if f.skull > 0 and y + row <= bottom:
        th.blit_text(surface, fw.label("skull", p=fw.percent(f.skull)), (x, y), "bold", "tiny", fc.red)
        hits.add("foresight", pygame.Rect(x, y, width, row), "skull")   # its own tooltip says what it means
        y += row
    return y


def _heads(shown: Shown, width: int) -> tuple[str, str, bool]:
    """The timeline's label and its figures now, and whether they need a line each (issue 21:
    at 1280x800 "Meter and team's chance" ran into "100% · meter 15/17")."""
    fs: Any = shown.foresight
    th = shown.theme
    last = fs.points[-1]
    skull = max(1, shown.state.data.storm_meter.skull)
    now = fw.label("timeline_now", p=fw.percent(last.chance), tick=last.tick, skull=skull)
    label = fw.label("timeline")
    wide = th.font("regular", "tiny").size(label)[0] + th.font("bold", "tiny").size(now)[0] + th.px(12)
    return label, now, wide > width


def _heads_height(shown: Shown, width: int) -> int:
    line = shown.theme.font("bold", "tiny").get_linesize()
    return line * (2 if _heads(shown, width)[2] else 1) + shown.theme.px(2)


def _timeline(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int, y: int, w: int, h: int) -> int:
    """The meter (a red step line, 0 to the skull) and the team's chance (a green line, 0-100 %),
    one point per step, the newest on the right; its label and the figures now above it, each
    in its own place (a tooltip says what the two lines are)."""
    fs: Any = shown.foresight
    th, fc = shown.theme, shown.cfg.foresight
    top = y
    label, now, two_rows = _heads(shown, w)
    th.blit_text(surface, label, (x, y), "regular", "tiny", th.c.text_dim)
    line = th.font("bold", "tiny").get_linesize()
    if two_rows:
        y += line
    th.blit_text(surface, now, (x + w, y), "bold", "tiny", fc.chance, anchor="topright")
    y += line + th.px(2)
    box = pygame.Rect(x, y, w, h)
    pygame.draw.rect(surface, (12, 16, 28), box)
    pygame.draw.rect(surface, th.c.panel_edge, box, 1)
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
    hits.add("foresight", pygame.Rect(x, top, w, box.bottom - top), "timeline")
    return box.bottom + th.px(4)


__all__ = ["draw"]
