"""Draw-only layers over the Island screen: the thing being dragged, a tooltip, a discard
pile browsed, the foresight panel's place, the end of the game."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

import pygame

from ...i18n import ntr, tr
from ...shell import drawn
from ...shell.theme import Theme
from ..core.state import GameState
from . import art
from .gestures import CardDrag, Drag, PawnDrag
from .look import Look
from .picture import Picture
from .words import name_of


def draw_drag(surface: pygame.Surface, look: Look, pic: Picture, drag: Drag, letters: dict[str, str],
              state: GameState) -> list[pygame.Rect] | None:
    """The pawn or card being carried; returns where it drew."""
    if isinstance(drag, PawnDrag):
        adv = state.data.adventurers[drag.pawn]
        r = pic.radius.get(drag.pawn, 12.0) * 1.15
        return [art.draw_pawn(surface, look, adv.pawn, letters.get(drag.pawn, "?"), drag.at, r, lift=r * 0.4,
                              ring=look.c("cursor")).inflate(4, 4)]
    if isinstance(drag, CardDrag):
        spec = state.data.cards[drag.card]
        w = max(24, surface.get_height() // 18)
        rect = pygame.Rect(0, 0, w, int(w * 1.4))
        rect.center = drag.at
        art.card_face(surface, look, rect, spec.kind, spec.treasure, highlight=look.c("cursor"))
        return [rect.inflate(4, 4)]
    return None


def draw_sheet(surface: pygame.Surface, th: Theme, look: Look, area: pygame.Rect, state: GameState, pile: str) -> None:
    """A discard pile spread out: every card face up (Flood cards in the order they came,
    Treasure cards grouped by kind), as the rules let any player look through them."""
    p = th.px
    cards = list(state.flood_discard if pile == "flood_discard" else state.treasure_discard)
    flood = pile == "flood_discard"
    title = tr("Flood discard") if flood else tr("Treasure discard")
    box = area.inflate(-p(40), -p(40))
    with drawn.layer("sheet", True):
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        th.panel(surface, box, ntr("{pile}: {n} card (any key or click closes)", "{pile}: {n} cards (any key or click closes)",
                                   len(cards), pile=title))
        with drawn.box(box, "sheet"):
            if not flood:
                counts = Counter(cards)
                order = list(dict.fromkeys(sorted(cards, key=lambda c: list(state.data.cards).index(c))))
                cards = [c for c in order for _ in range(counts[c])]
            cols = 8
            cw = min(p(90), (box.width - p(30)) // cols - p(6))
            ch = int(cw * 1.4)
            x0, y = box.left + p(14), box.top + p(36)
            for i, c in enumerate(cards):
                col = i % cols
                if col == 0 and i:
                    y += ch + p(8)
                if y + ch > box.bottom:
                    th.blit_text(surface, tr("…and more"), (x0, box.bottom - p(20)), "regular", "small")
                    break
                r = pygame.Rect(x0 + col * (cw + p(6)), y, cw, ch)
                if flood:
                    art.flood_card_face(surface, look, r, name_of(state.data, c))
                else:
                    spec = state.data.cards[c]
                    art.card_face(surface, look, r, spec.kind, spec.treasure, label=name_of(state.data, c))
            if not cards:
                th.blit_text(surface, tr("No cards yet."), (x0, y), "regular", "body")


END_BUTTON_H = 40


def end_layout(th: Theme, area: pygame.Rect, why: bool, offer: bool, buttons: int) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The end box in ``area`` and its row of ``buttons`` (Play again, the turning point's
    replay, the title): the same rectangles for the drawing and for the clicks."""
    p = th.px
    row = p(END_BUTTON_H + 16) if buttons else 0
    box = pygame.Rect(0, 0, min(area.width - p(40), p(600)),
                      p(150) + (p(96) if why else 0) + (p(22) if offer else 0) + row)
    box.center = area.center
    rects: list[pygame.Rect] = []
    if buttons:
        gap = p(10)
        w = min(p(190), (box.width - p(40) - gap * (buttons - 1)) // buttons)
        x = box.centerx - (buttons * w + (buttons - 1) * gap) // 2
        y = box.bottom - p(40) - p(END_BUTTON_H)
        rects = [pygame.Rect(x + i * (w + gap), y, w, p(END_BUTTON_H)) for i in range(buttons)]
    return box, rects


def draw_end(surface: pygame.Surface, th: Theme, area: pygame.Rect, text: str, won: bool, why: str = "",
             offer: str = "", buttons: Sequence[Any] = ()) -> pygame.Rect:
    """The end of the game; a lost one also says where it turned (``why``) and how to see it;
    ``buttons`` (laid out by ``end_layout``) are what a mouse does there. Returns where it drew."""
    p = th.px
    box, rects = end_layout(th, area, bool(why), bool(offer), len(buttons))
    row_top = rects[0].top if rects else box.bottom - p(28)
    with drawn.layer("end", True):
        th.panel(surface, box, alpha_fill=(16, 40, 30) if won else (50, 20, 20))
        with drawn.box(box, "end"):
            th.blit_text(surface, th.fit(tr("Victory!") if won else tr("The island is lost"), box.width - p(24), "bold",
                                         "heading"), (box.centerx, box.top + p(30)), "bold", "heading",
                         th.c.good if won else th.c.danger, anchor="center")
            th.blit_wrapped(surface, text, pygame.Rect(box.left + p(20), box.top + p(60), box.width - p(40), p(50)),
                            "regular", "body")
            if why:
                y = box.top + p(118)
                th.blit_text(surface, tr("Why we lost"), (box.left + p(20), y), "bold", "small", th.c.accent)
                th.blit_wrapped(surface, why, pygame.Rect(box.left + p(20), y + p(20), box.width - p(40), p(76)),
                                "regular", "small")
            if offer:
                th.blit_text(surface, offer, (box.centerx, row_top - p(12)), "bold", "small", th.c.accent,
                             anchor="center")
            for b in buttons:
                b.draw(surface)
            th.blit_text(surface, tr("Esc or Enter: back to the title"), (box.centerx, box.bottom - p(18)), "regular",
                         "small", th.c.text_dim, anchor="center")
    return box.inflate(p(12), p(12))


def draw_status(surface: pygame.Surface, th: Theme, lay: Any, s: GameState, notice: str, armed: str | None,
                look: Look, buttons: list[Any]) -> None:
    """The line under the board (the last refusal, the card waiting for its target, or whose
    turn it is) and the key help beside the buttons, as far as there is room."""
    draw_status_line(surface, th, lay.status, s, notice, armed, look)
    keys = keys_rect(th, lay, buttons)
    if keys is not None:
        draw_keys(surface, th, keys)


def status_key(s: GameState, notice: str, armed: str | None) -> tuple:
    """What the status line shows (painted again when this changes)."""
    from .words import phase_line
    return ("notice", notice) if notice else ("armed", armed) if armed is not None else ("phase", phase_line(s.data, s))


def draw_status_line(surface: pygame.Surface, th: Theme, r: pygame.Rect, s: GameState, notice: str, armed: str | None,
                     look: Look) -> None:
    from .words import phase_line
    if notice:
        text, colour = notice, th.c.danger
    elif armed is not None:
        text, colour = armed, look.c("lit_swim")
    else:
        text, colour = phase_line(s.data, s), th.c.text
    with drawn.box(r, "status"):
        th.blit_text(surface, th.fit(text, r.width - th.px(8), "bold", "body"), (r.left + th.px(4), r.centery), "bold",
                     "body", colour, anchor="midleft")


def keys_rect(th: Theme, lay: Any, buttons: list[Any]) -> pygame.Rect | None:
    """Where the key help goes: the foot left of the buttons, when there is room for it."""
    foot = lay.buttons
    room = buttons[0].rect.left - foot.left - th.px(12) if buttons else foot.width
    return pygame.Rect(foot.left, foot.top, room, foot.height) if room > th.px(120) else None


def keys_text(th: Theme, r: pygame.Rect) -> str:
    """The longest key help whose lines all fit in ``r`` (never cut off: the shorter ones end
    with "F1: all keys")."""
    from .keys import HELP, HELP_LEAST, HELP_SHORT, HELP_TINY
    rows = max(1, (r.height + 2) // th.font("regular", "tiny").get_linesize())
    for text in (tr(HELP), tr(HELP_SHORT), tr(HELP_TINY)):
        if len(th.wrap(text, r.width, "regular", "tiny")) <= rows:
            return text
    return th.fit(tr(HELP_LEAST), r.width, "regular", "tiny")


def draw_keys(surface: pygame.Surface, th: Theme, r: pygame.Rect) -> None:
    with drawn.box(r, "keys"):
        th.blit_wrapped(surface, keys_text(th, r), r, "regular", "tiny", th.c.text_dim, line_gap=0)
