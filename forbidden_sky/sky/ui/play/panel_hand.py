"""The hand bar: the tile pile (click to scout), the current player's tiles, his equipment
cards and the buttons."""

from __future__ import annotations


import pygame

from ...core.state import GameState
from ..art import draw_symbol
from ....i18n import ntr, tr
from ..words import card_name
from .gestures import carried_tile
from ....shell.rooms.hitmap import HitMap
from .shown import Shown


def _pile(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int) -> pygame.Rect:
    th, s, rect = shown.theme, shown.state, shown.layout.bottom
    pile = pygame.Rect(x, rect.top + th.px(26), th.px(76), th.px(76))
    for i in range(3):
        rr = pile.move(th.px(i * 2), -th.px(i * 2))
        pygame.draw.rect(surface, (0, 0, 0), rr.move(th.px(2), th.px(3)), border_radius=th.px(6))
        pygame.draw.rect(surface, th.c.metal, rr, border_radius=th.px(6))
        pygame.draw.rect(surface, th.c.metal_dark, rr, th.px(2), border_radius=th.px(6))
    th.blit_text(surface, str(len(s.tile_pile)), pile.move(th.px(4), -th.px(4)).center, "display", "heading", th.c.text_dark,
                 anchor="center")
    can_scout = shown.facts.scout
    if can_scout:
        pygame.draw.rect(surface, th.c.legal, pile.move(th.px(4), -th.px(4)).inflate(th.px(6), th.px(6)), th.px(2),
                         border_radius=th.px(8))
    th.blit_text(surface, th.fit(tr("Scout") if can_scout else tr("Tile pile"), pile.width + th.px(30), "bold", "tiny"),
                 (pile.centerx + th.px(4), pile.bottom + th.px(6)),
                 "bold", "tiny",
                 th.c.legal if can_scout else th.c.text_dim, anchor="midtop")
    hits.add("pile", pile.inflate(th.px(8), th.px(8)), True)
    return pile


def _tiles(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int) -> int:
    th, s, rect = shown.theme, shown.state, shown.layout.bottom
    cur = s.player(s.current)
    th.blit_text(surface, tr("{who}'S TILES", who=tr(s.data.adventurers[cur.id].name).upper()), (x, rect.top + th.px(8)),
                 "bold", "small", th.c.panel_title)
    ts = th.px(shown.cfg.layout.hand_tile)
    carried = carried_tile(shown.drag)
    for i, tid in enumerate(cur.tiles):
        r = pygame.Rect(x + i * (ts + th.px(10)), rect.top + th.px(28), ts, ts)
        if carried == (cur.id, tid):
            pygame.draw.rect(surface, th.c.metal_dark, r, th.px(2), border_radius=th.px(4))
        else:
            pygame.draw.rect(surface, (0, 0, 0), r.move(th.px(3), th.px(4)))
            surface.blit(shown.view.art.image(s.tile_spec(tid), 0, ts), r)
            if tid in shown.facts.explore_tiles:
                pygame.draw.rect(surface, th.c.legal, r.inflate(th.px(4), th.px(4)), th.px(2), border_radius=th.px(4))
        hits.add("hand", r, (cur.id, tid))
    limit = s.data.adventurers[cur.id].hand_limit
    for i in range(len(cur.tiles), limit):
        r = pygame.Rect(x + i * (ts + th.px(10)), rect.top + th.px(28), ts, ts)
        pygame.draw.rect(surface, (255, 255, 255, 30), r, 1, border_radius=th.px(4))
    return x + limit * (ts + th.px(10)) + th.px(10)


def _card(shown: Shown, surface: pygame.Surface, r: pygame.Rect, card: str) -> None:
    th, s = shown.theme, shown.state
    playable = (s.current, card) in shown.facts.playable
    pygame.draw.rect(surface, (0, 0, 0), r.move(th.px(2), th.px(3)), border_radius=th.px(8))
    pygame.draw.rect(surface, (64, 54, 40), r, border_radius=th.px(8))
    pygame.draw.rect(surface, th.c.legal if playable else th.c.copper, r, th.px(2), border_radius=th.px(8))
    draw_symbol(surface, "gear", (r.left + th.px(14), r.top + th.px(14)), th.px(9), th)
    old_clip = surface.get_clip()
    surface.set_clip(r.inflate(-th.px(4), -th.px(4)))
    name = card_name(s, card)
    size = th.fitting_size(name, r.width - th.px(34), "bold", ("small", "tiny"))
    th.blit_text(surface, th.ellipsis(name, r.width - th.px(34), "bold", size),
                 (r.left + th.px(28), r.top + th.px(6)), "bold", size, th.c.text)
    if r.height > th.px(40):
        th.blit_wrapped(surface, tr(s.data.equipment[card].text),
                        pygame.Rect(r.left + th.px(6), r.top + th.px(24), r.width - th.px(12), r.height - th.px(26)),
                        "regular", th.px(10), th.c.text_dim, line_gap=0)
    surface.set_clip(old_clip)


def _equipment(shown: Shown, surface: pygame.Surface, hits: HitMap, x: int) -> None:
    th, s, rect = shown.theme, shown.state, shown.layout.bottom
    cur = s.player(s.current)
    cw, ch = th.px(shown.cfg.layout.card_w), th.px(shown.cfg.layout.card_h)
    avail = shown.buttons.power.rect.left - th.px(14) - x
    cw = max(th.px(60), min(cw, avail))   # narrow windows: narrower cards, never under the buttons
    if cur.equipment or avail > cw:
        th.blit_text(surface, tr("EQUIPMENT"), (x, rect.top + th.px(8)), "bold", "small", th.c.panel_title)
    per_row = max(1, avail // (cw + th.px(8)))
    n = len(cur.equipment)
    if n > 2 * per_row:      # two rows hold every card, narrower (a third card was dropped at 200 %)
        per_row = (n + 1) // 2
        cw = max(th.px(40), (avail - th.px(8) * (per_row - 1)) // per_row)
    for i, card in enumerate(cur.equipment):
        row, col = divmod(i, per_row)
        if row > 1:
            break
        rh = ch if len(cur.equipment) <= per_row else (rect.height - th.px(28) - th.px(10) - th.px(6)) // 2
        r = pygame.Rect(x + col * (cw + th.px(8)), rect.top + th.px(28) + row * (rh + th.px(6)), cw, rh)
        _card(shown, surface, r, card)
        hits.add("cards", r, (cur.id, card))
    if not cur.equipment and avail > cw:
        th.blit_wrapped(surface, tr("none yet: gear tiles give equipment"),
                        pygame.Rect(x, rect.top + th.px(32), avail, th.px(40)), "regular", "tiny", th.c.text_dim)


def _storm(shown: Shown, surface: pygame.Surface, x: int) -> int:
    """While the storm is being told (issue 22: the bar showed the next player's tiles under a
    header that said "The storm"): what the storm is doing, in place of the hand."""
    th, told, rect = shown.theme, shown.told, shown.layout.bottom
    assert told is not None
    ts = th.px(shown.cfg.layout.hand_tile)
    limit = told.data.adventurers[told.current].hand_limit
    width = limit * (ts + th.px(10))
    th.blit_text(surface, tr("THE STORM"), (x, rect.top + th.px(8)), "bold", "small", th.c.danger)
    left = told.storm_draws_left
    who = shown.name(_next_player(told))
    words = (ntr("{n} storm card still to draw this turn. Then it is {who}'s turn.",
                 "{n} storm cards still to draw this turn. Then it is {who}'s turn.", left, who=who) if left
             else tr("The last storm card of this turn. Then it is {who}'s turn.", who=who))
    th.blit_wrapped(surface, words, pygame.Rect(x, rect.top + th.px(30), width - th.px(10), ts), "regular", "small",
                    th.c.text)
    return x + limit * (ts + th.px(10)) + th.px(10)


def _next_player(s: GameState) -> str:
    players = [p.id for p in s.players]
    return players[(players.index(s.current) + 1) % len(players)]


def draw(shown: Shown, surface: pygame.Surface, hits: HitMap) -> None:
    th, s, rect = shown.theme, shown.state, shown.layout.bottom
    th.panel(surface, rect)
    pile = _pile(shown, surface, hits, rect.left + th.px(14))
    told = shown.told
    if told is not None and told.phase == "storm" and not told.over:
        x = _storm(shown, surface, pile.right + th.px(22))
    else:
        x = _tiles(shown, surface, hits, pile.right + th.px(22))
    _equipment(shown, surface, hits, x)
    for b in shown.buttons.bar:
        if b is shown.buttons.power and b.label == "":
            continue                       # an adventurer whose power needs no button
        if b is shown.buttons.end and s.over:
            # the game is over: no turn to end and no card to draw (the end screen has the choices)
            th.blit_text(surface, th.fit(tr("Game over"), b.rect.width, "display", "large"),
                         b.rect.center, "display", "large", th.c.text_dim, anchor="center")
            continue
        b.draw(surface)
