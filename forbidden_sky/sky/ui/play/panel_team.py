"""The left panel: the current adventurer (actions, free wire, meters, power) and the team
(each member's meters, the tiles he may give and his equipment chips)."""

from __future__ import annotations

from dataclasses import replace
from typing import Optional

import pygame

from ...core.state import PlayerState
from ...core.phases import Phase
from ....shell.theme import draw_shape_ring
from ....i18n import N_, tr
from ..words import card_name, pawn_letter
from .gestures import carried_tile
from ....shell.rooms.hitmap import HitMap
from .shown import Shown


HEALTH, ROPE = N_("HEALTH"), N_("ROPE")


def meters(shown: Shown, surface: pygame.Surface, hits: HitMap, pid: str, x: int, y: int, small: bool = False) -> int:
    th = shown.theme
    adv = shown.state.data.adventurers[pid]
    pic = shown.picture
    tw, thh = (9, 9) if small else (14, 12)   # at scale 1: meter() scales them
    font = th.font("bold", "tiny")
    column = max(th.px(54), max(font.size(tr(w))[0] for w in (HEALTH, ROPE)) + th.px(6))
    r1 = th.meter(surface, x, y, pic.health.get(pid, 0), adv.health, th.c.health, HEALTH, tw, thh, "cross", column)
    r2 = th.meter(surface, x, y + th.px(thh + 6), pic.rope.get(pid, 0), adv.rope, th.c.rope, ROPE, tw, thh, "twist",
                  column)
    hits.add("meters", r1, ("health", pid))
    hits.add("meters", r2, ("rope", pid))
    return y + th.px(2 * thh + 12)


def free_wire_label(shown: Shown) -> Optional[str]:
    """The Electrician's free wire, on her own panel: "ready" only when the core lists a free
    wire or unwire (legal_actions, cached per state), "used" once spent on her turn."""
    s = shown.state
    if s.current != "electrician" or s.over:
        return None
    if shown.facts.free_wire:
        return tr("free wire ready")
    if s.free_wire_used and s.phase == Phase.ACTIONS:
        return tr("free wire used")
    return None


def _header(shown: Shown, surface: pygame.Surface, hits: HitMap) -> pygame.Rect:
    th, s, rect = shown.theme, shown.state, shown.layout.left
    cur = s.player(s.current)
    adv = s.data.adventurers[cur.id]
    col = shown.pawn_colour(cur.id)
    top = pygame.Rect(rect.left + th.px(6), rect.top + th.px(6), rect.width - th.px(12), th.px(50))
    pygame.draw.rect(surface, (*col[:3],), top, border_radius=th.px(8))
    shade = pygame.Surface(top.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 120))
    surface.blit(shade, top)
    pygame.draw.circle(surface, col, (top.left + th.px(26), top.centery), th.px(16))
    pygame.draw.circle(surface, th.c.text_dark, (top.left + th.px(26), top.centery), th.px(16), th.px(2))
    lum = 0.3 * col[0] + 0.59 * col[1] + 0.11 * col[2]
    th.blit_text(surface, pawn_letter(s, cur.id), (top.left + th.px(26), top.centery + 1), "bold", "large",
                 th.c.text_dark if lum > 140 else th.c.text, anchor="center")
    phase = {Phase.ACTIONS: tr("Turn {turn}", turn=s.turn), Phase.STORM: tr("The storm"), Phase.OVER: tr("Game over")}[s.phase]
    phase_w = th.font("bold", "small").size(phase)[0]
    # a long name ("Electrician") next to a long phase ("The storm") takes the smaller type
    room = top.width - th.px(52) - phase_w - th.px(22)
    name = tr(adv.name)
    name_size = th.fitting_size(name, room, "display", ("heading", "large", "body"))
    th.blit_text(surface, th.ellipsis(name, room, "display", name_size),
                 (top.left + th.px(52), top.centery + 1), "display", name_size, th.c.text,
                 anchor="midleft")
    th.blit_text(surface, phase, (top.right - th.px(10), top.top + th.px(8)), "bold", "small", th.c.copper_light,
                 anchor="topright")
    hits.add("portrait", top, cur.id)
    if cur.id in shown.receivers:
        pygame.draw.rect(surface, th.c.legal, top.inflate(th.px(4), th.px(4)), th.px(3), border_radius=th.px(9))
    return top


def _actions(shown: Shown, surface: pygame.Surface, x: int, y: int) -> None:
    th, s, rect = shown.theme, shown.state, shown.layout.left
    label = th.blit_text(surface, tr("ACTIONS"), (x, y), "bold", "tiny", th.c.text_dim)
    first = max(x + th.px(66), label.right + th.px(12))     # the circles after the word, in any language
    for i in range(max(s.actions_left, 4)):
        c = (first + th.px(i * 22), y + th.px(7))
        if i < s.actions_left and s.phase == Phase.ACTIONS:
            pygame.draw.circle(surface, th.c.accent, c, th.px(8))
            pygame.draw.circle(surface, th.c.copper_light, (c[0] - th.px(2), c[1] - th.px(2)), th.px(3))
        else:
            pygame.draw.circle(surface, th.c.metal_dark, c, th.px(8), th.px(2))
    free = free_wire_label(shown)
    if free is not None:
        th.blit_text(surface, free, (rect.right - th.px(14), y), "regular", "tiny",
                     th.c.live if free.endswith("ready") else th.c.text_dim, anchor="topright")


def _member_tiles(shown: Shown, surface: pygame.Surface, hits: HitMap, p: PlayerState, box: pygame.Rect,
                  ts: int) -> None:
    """The tiles in this adventurer's hand, small; the ones he may give (the Surveyor, at any
    time) are outlined and can be dragged onto another adventurer's panel."""
    th, s = shown.theme, shown.state
    givable = shown.facts.givable.get(p.id, set())
    carried = carried_tile(shown.drag)
    for i, tid in enumerate(p.tiles):
        r = pygame.Rect(box.right - th.px(8) - (len(p.tiles) - i) * (ts + th.px(4)) + th.px(4), box.top + th.px(24), ts, ts)
        if carried == (p.id, tid):
            pygame.draw.rect(surface, th.c.metal_dark, r, 1, border_radius=th.px(3))
            continue
        surface.blit(shown.view.art.image(s.tile_spec(tid), 0, ts), r)
        if tid in givable:
            pygame.draw.rect(surface, th.c.legal, r.inflate(th.px(2), th.px(2)), 1, border_radius=th.px(3))
            hits.add("hand", r, (p.id, tid))


def _member_chips(shown: Shown, surface: pygame.Surface, hits: HitMap, p: PlayerState, box: pygame.Rect,
                  ts: int) -> None:
    """Equipment chips: click to play, drag to give."""
    th, s = shown.theme, shown.state
    thumbs_left = box.right - th.px(4) - len(p.tiles) * (ts + th.px(4))
    cx = box.left + th.px(8)
    for card in p.equipment:
        lab = th.text(card_name(s, card), "regular", "tiny", th.c.text)
        r = pygame.Rect(cx, box.bottom - th.px(16), lab.get_width() + th.px(8), th.px(14))
        if r.right > (box.right - th.px(4) if r.top > box.top + th.px(24) + ts else thumbs_left):
            break
        playable = (p.id, card) in shown.facts.playable
        pygame.draw.rect(surface, th.c.button, r, border_radius=th.px(4))
        pygame.draw.rect(surface, th.c.legal if playable else th.c.accent, r, 1, border_radius=th.px(4))
        surface.blit(lab, (r.left + th.px(4), r.top))
        hits.add("cards", r, (p.id, card))
        cx = r.right + th.px(4)


def _member(shown: Shown, surface: pygame.Surface, hits: HitMap, p: PlayerState, box: pygame.Rect) -> None:
    th = shown.theme
    a = shown.state.data.adventurers[p.id]
    hl = pygame.Surface(box.size, pygame.SRCALPHA)
    hl.fill((255, 255, 255, 14))
    surface.blit(hl, box)
    pcol = shown.pawn_colour(p.id)
    dot = (box.left + th.px(16), box.top + th.px(16))
    if shown.view.shapes:
        draw_shape_ring(surface, shown.pawn_shape(p.id), dot, th.px(13), th)
    pygame.draw.circle(surface, pcol, dot, th.px(10))
    pygame.draw.circle(surface, th.c.text_dark, dot, th.px(10), th.px(2))
    lum = 0.3 * pcol[0] + 0.59 * pcol[1] + 0.11 * pcol[2]
    th.blit_text(surface, pawn_letter(shown.state, p.id),
                 (dot[0], dot[1] + 1), "bold", "tiny", th.c.text_dark if lum > 140 else th.c.text,
                 anchor="center")
    count = th.blit_text(surface, tr("tiles {n}", n=len(p.tiles)), (box.right - th.px(8), box.top + th.px(8)), "regular",
                         "tiny", th.c.text_dim, anchor="topright")
    name = tr(a.name)
    room = count.left - th.px(8) - (box.left + th.px(32))
    th.blit_text(surface, th.ellipsis(name, room, "bold", th.fitting_size(name, room, "bold", ("body", "small"))),
                 (box.left + th.px(32), box.top + th.px(6)), "bold", th.fitting_size(name, room, "bold", ("body", "small")),
                 th.c.text)
    tall = box.height >= th.px(72)
    meters(shown, surface, hits, p.id, box.left + th.px(8), box.top + (th.px(30) if tall else th.px(25)), small=True)
    ts = th.px(26) if tall else th.px(22)
    _member_tiles(shown, surface, hits, p, box, ts)
    _member_chips(shown, surface, hits, p, box, ts)
    hits.add("portrait", box, p.id)
    armed = shown.armed
    if p.id in shown.facts.care_targets or p.id in shown.receivers or \
            (armed is not None and any(a2.target == p.id for a2 in armed.acts)):
        pygame.draw.rect(surface, th.c.legal, box, th.px(2), border_radius=th.px(6))


def draw(shown: Shown, surface: pygame.Surface, hits: HitMap) -> None:
    if shown.told is not None and shown.told is not shown.state:
        # whose turn and the actions left as far as the animations have told (never ahead of them)
        shown = replace(shown, state=shown.told)
    th, s, rect = shown.theme, shown.state, shown.layout.left
    th.panel(surface, rect)
    cur = s.player(s.current)
    adv = s.data.adventurers[cur.id]
    x = rect.left + th.px(14)
    top = _header(shown, surface, hits)
    y = top.bottom + th.px(10)
    _actions(shown, surface, x, y)
    y += th.px(24)
    y = meters(shown, surface, hits, cur.id, x, y)
    # the team comes first: in a short window the power text gives up its lines (the power
    # button, the tooltip and the rules still say it) so that no team member is left out
    others_n = len(s.players) - 1
    room = rect.bottom - y - others_n * th.px(58 + 6) - th.px(8 + 8 + 20 + 8)
    text_h = max(0, min(th.px(80), room))
    if text_h >= th.font("regular", "small").get_linesize():
        y = th.blit_wrapped(surface, tr(adv.text), pygame.Rect(x, y, rect.width - th.px(28), text_h), "regular", "small",
                            th.c.text_dim) + th.px(6)
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + th.px(10), y), (rect.right - th.px(10), y))
    y += th.px(8)
    th.blit_text(surface, tr("TEAM"), (x, y), "bold", "small", th.c.panel_title)
    y += th.px(20)
    others = [p for p in s.players if p.id != cur.id]
    # every team member gets a box: shorter boxes in a short window rather than a missing player
    bh = max(th.px(58), min(th.px(76), (rect.bottom - th.px(8) - y) // max(1, len(others)) - th.px(6)))
    for p in others:
        _member(shown, surface, hits, p, pygame.Rect(rect.left + th.px(8), y, rect.width - th.px(16), bh))
        y += bh + th.px(6)
        if y > rect.bottom - th.px(50):
            break
