"""The hand bar: the tile pile (click to scout), the current player's tiles, his equipment
cards and the buttons."""

from __future__ import annotations


import pygame

from ..art import draw_symbol
from ..words import card_name
from .gestures import carried_tile
from .hitmap import HitMap
from .shown import Shown


def _pile(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int) -> pygame.Rect:
    th, s, rect = shown.theme, shown.state, shown.layout.bottom
    pile = pygame.Rect(x, rect.top + 26, 76, 76)
    for i in range(3):
        rr = pile.move(i * 2, -i * 2)
        pygame.draw.rect(surface, (0, 0, 0), rr.move(2, 3), border_radius=6)
        pygame.draw.rect(surface, th.c.metal, rr, border_radius=6)
        pygame.draw.rect(surface, th.c.metal_dark, rr, 2, border_radius=6)
    th.blit_text(surface, str(len(s.tile_pile)), pile.move(4, -4).center, "display", "heading", th.c.text_dark,
                 anchor="center")
    can_scout = shown.facts.scout
    if can_scout:
        pygame.draw.rect(surface, th.c.legal, pile.move(4, -4).inflate(6, 6), 2, border_radius=8)
    th.blit_text(surface, "Scout" if can_scout else "Tile pile", (pile.centerx + 4, pile.bottom + 6), "bold", "tiny",
                 th.c.legal if can_scout else th.c.text_dim, anchor="midtop")
    hits.add("pile", pile.inflate(8, 8), True)
    return pile


def _tiles(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int) -> int:
    th, s, rect = shown.theme, shown.state, shown.layout.bottom
    cur = s.player(s.current)
    th.blit_text(surface, f"{s.data.adventurers[cur.id].name.upper()}'S TILES", (x, rect.top + 8), "bold", "small",
                 th.c.panel_title)
    ts = shown.cfg.layout.hand_tile
    carried = carried_tile(shown.drag)
    for i, tid in enumerate(cur.tiles):
        r = pygame.Rect(x + i * (ts + 10), rect.top + 28, ts, ts)
        if carried == (cur.id, tid):
            pygame.draw.rect(surface, th.c.metal_dark, r, 2, border_radius=4)
        else:
            pygame.draw.rect(surface, (0, 0, 0), r.move(3, 4))
            surface.blit(shown.view.art.image(s.tile_spec(tid), 0, ts), r)
            if tid in shown.facts.explore_tiles:
                pygame.draw.rect(surface, th.c.legal, r.inflate(4, 4), 2, border_radius=4)
        hits.add("hand", r, (cur.id, tid))
    limit = s.data.adventurers[cur.id].hand_limit
    for i in range(len(cur.tiles), limit):
        r = pygame.Rect(x + i * (ts + 10), rect.top + 28, ts, ts)
        pygame.draw.rect(surface, (255, 255, 255, 30), r, 1, border_radius=4)
    return x + limit * (ts + 10) + 10


def _card(shown: Shown, surface: pygame.Surface, r: pygame.Rect, card: str) -> None:
    th, s = shown.theme, shown.state
    playable = (s.current, card) in shown.facts.playable
    pygame.draw.rect(surface, (0, 0, 0), r.move(2, 3), border_radius=8)
    pygame.draw.rect(surface, (64, 54, 40), r, border_radius=8)
    pygame.draw.rect(surface, th.c.legal if playable else th.c.copper, r, 2, border_radius=8)
    draw_symbol(surface, "gear", (r.left + 14, r.top + 14), 9, th)
    old_clip = surface.get_clip()
    surface.set_clip(r.inflate(-4, -4))
    th.blit_text(surface, card_name(s, card), (r.left + 28, r.top + 6), "bold", "small", th.c.text)
    if r.height > 40:
        th.blit_wrapped(surface, s.data.equipment[card].text,
                        pygame.Rect(r.left + 6, r.top + 24, r.width - 12, r.height - 26),
                        "regular", 10, th.c.text_dim, line_gap=0)
    surface.set_clip(old_clip)


def _equipment(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int) -> None:
    th, s, rect = shown.theme, shown.state, shown.layout.bottom
    cur = s.player(s.current)
    cw, ch = shown.cfg.layout.card_w, shown.cfg.layout.card_h
    avail = shown.buttons.end.rect.left - 14 - x
    cw = max(60, min(cw, avail))   # narrow windows: narrower cards, never under the buttons
    if cur.equipment or avail > cw:
        th.blit_text(surface, "EQUIPMENT", (x, rect.top + 8), "bold", "small", th.c.panel_title)
    per_row = max(1, avail // (cw + 8))
    for i, card in enumerate(cur.equipment):
        row, col = divmod(i, per_row)
        if row > 1:
            break
        rh = ch if len(cur.equipment) <= per_row else (rect.height - 28 - 10 - 6) // 2
        r = pygame.Rect(x + col * (cw + 8), rect.top + 28 + row * (rh + 6), cw, rh)
        _card(shown, surface, r, card)
        hits.add("cards", r, (cur.id, card))
    if not cur.equipment and avail > cw:
        th.blit_text(surface, "none yet: gear tiles give equipment", (x, rect.top + 32), "regular", "tiny", th.c.text_dim)


def draw(shown: Shown, surface: pygame.Surface, hits: HitMap) -> None:
    th, s, rect = shown.theme, shown.state, shown.layout.bottom
    th.panel(surface, rect)
    pile = _pile(shown, surface, hits, rect.left + 14)
    x = _tiles(shown, surface, hits, pile.right + 22)
    _equipment(shown, surface, hits, x)
    for b in shown.buttons.bar:
        if b is shown.buttons.end and s.over:
            # the game is over: no turn to end and no card to draw (the end screen has the choices)
            th.blit_text(surface, "Game over", b.rect.center, "display", "large", th.c.text_dim, anchor="center")
            continue
        b.draw(surface)
