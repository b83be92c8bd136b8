"""The game screen's panels: adventurers, hand, equipment, storm, blueprint, supply, log.

Each draw also records hit areas in ``scene.hits`` so input finds what is under the mouse.
"""

from __future__ import annotations

import math

import pygame

from ...core.board import component_kind
from ...core.electric import circuit_progress
from ..art import draw_component, draw_symbol
from ..theme import draw_skull
from ..words import card_name

KIND_LABEL = {"large_capacitor": "Large capacitor", "small_capacitor": "Small capacitor",
              "lightning_rod": "Lightning rod", "launch_pad": "Launch pad"}
SYMBOL_TIP = {
    "lightning_rod": "Lightning rod: a rod is placed here. Every Lightning Strikes! card hits it, "
                     "and the charge runs along connected copper.",
    "teleporter": "Teleporter: move between any two teleporters for 1 action.",
    "gear": "Gear: whoever places this tile draws an equipment card.",
    "wind_shelter": "Wind shelter: pawns here are not blown and fray no rope.",
    "faraday_cage": "Faraday cage: pawns here are never jolted.",
    "landing_pad": "Landing pad: where the adventurers arrive.",
    "wind_compass": "Wind compass: High Winds blow the way the arrow points.",
}


COLORKEY = (255, 0, 255)


def _panel_key(scene) -> tuple:
    v = scene.vis
    drag = scene.drag
    return (id(scene.state), surface_size(scene), tuple(sorted(v.health.items())), tuple(sorted(v.rope.items())),
            round(v.tick, 2), round(v.angle), round(v.shuffle_k, 2), len(scene.session.log),
            scene.mode["card"] if scene.mode else None,
            (drag.get("kind"), drag.get("tile"), drag.get("card"), drag.get("owner"))
            if drag and drag.get("kind") in ("tile", "tile_back", "card") else None,
            tuple((b.hover, b.pressed, b.enabled, b.label) for b in scene.buttons), scene.session.can_undo())


def surface_size(scene) -> tuple:
    return (scene.left.size, scene.right.size, scene.bottom.size, scene.left.topleft, scene.right.topleft,
            scene.bottom.topleft)


def draw_all(scene, surface: pygame.Surface) -> None:
    """The three panels change only with the state or the picture's meters: render them into
    cached surfaces (colour-keyed corners) and blit those every frame."""
    key = _panel_key(scene)
    cache = getattr(scene, "_panel_cache", None)
    if cache is None or cache[0] != key:
        scene.hits = {"hand": [], "cards": [], "pile": [], "discard": [], "portrait": [], "meters": [],
                      "blueprint": [], "supply": []}
        full = pygame.Surface(surface.get_size())
        full.fill(COLORKEY)
        draw_left(scene, full)
        draw_right(scene, full)
        draw_bottom(scene, full)
        parts = []
        for rect in (scene.left, scene.right, scene.bottom):
            part = full.subsurface(rect.clip(full.get_rect())).copy()
            part.set_colorkey(COLORKEY, pygame.RLEACCEL)   # RLE: a quarter of the blit cost
            parts.append((part, rect.topleft))
        # the key is taken after drawing: drawing sets button labels and states
        scene._panel_cache = (_panel_key(scene), parts, scene.hits)
        cache = scene._panel_cache
    else:
        scene.hits = cache[2]
    for part, pos in cache[1]:
        surface.blit(part, pos)
    if scene.state.phase == "storm" and not scene.state.over:
        r = scene.board_rect
        scene.btn_next.rect.midbottom = (r.centerx - 50, r.bottom - 12)
        scene.btn_auto.rect.midleft = (scene.btn_next.rect.right + 10, scene.btn_next.rect.centery)
        a = scene.auto_advance
        scene.btn_auto.label = "Auto: off" if a <= 0 else f"Auto: {a:g}s"
        scene.btn_next.draw(surface)
        scene.btn_auto.draw(surface)
    if scene.derived()["rotate_pad"] is not None:
        scene.btn_pad.rect.bottomleft = (scene.board_rect.left + 12, scene.board_rect.bottom - 12)
        scene.btn_pad.draw(surface)


def _meters(scene, surface, pid: str, x: int, y: int, small: bool = False) -> int:
    th = scene.theme
    adv = scene.state.data.adventurers[pid]
    tw, thh = (9, 9) if small else (14, 12)
    r1 = th.meter(surface, x, y, scene.vis.health.get(pid, 0), adv.health, th.c.health, "HEALTH", tw, thh)
    r2 = th.meter(surface, x, y + thh + 6, scene.vis.rope.get(pid, 0), adv.rope, th.c.rope, "ROPE", tw, thh)
    scene.hits["meters"].append((r1, ("health", pid)))
    scene.hits["meters"].append((r2, ("rope", pid)))
    return y + 2 * thh + 12


def free_wire_label(scene) -> str | None:
    """The Electrician's free wire, on her own panel: "ready" only when the core lists a free
    wire or unwire (legal_actions, cached per state), "used" once spent on her turn."""
    s = scene.state
    if s.current != "electrician" or s.over:
        return None
    if scene.derived()["free_wire"]:
        return "free wire ready"
    if s.free_wire_used and s.phase == "actions":
        return "free wire used"
    return None


def at_skull(s) -> bool:
    return s.storm_tick >= s.data.storm_meter.skull


def storm_line(s) -> str:
    """The sentence under the storm meter."""
    if at_skull(s):
        return "The storm has reached the skull!"
    return f"Intensity {s.intensity}: draw {s.intensity} storm cards a turn"


def drop_receivers(scene) -> set:
    """Who the tile or card being dragged may be given to (from legal_actions)."""
    d = scene.drag
    if not d or d.get("kind") not in ("tile", "card"):
        return set()
    if d["kind"] == "tile":
        return {a.to for a in scene.session.legal()
                if a.type == "give_tile" and a.player == d["owner"] and a.tile == d["tile"]}
    return {a.to for a in scene.session.legal()
            if a.type == "give_equipment" and a.player == d["owner"] and a.card == d["card"]}


def draw_left(scene, surface) -> None:
    th = scene.theme
    s = scene.state
    rect = scene.left
    th.panel(surface, rect)
    cur = s.player(s.current)
    adv = s.data.adventurers[cur.id]
    x, y = rect.left + 14, rect.top + 12
    # the current adventurer
    col = scene.pawn_colour(cur.id)
    top = pygame.Rect(rect.left + 6, rect.top + 6, rect.width - 12, 50)
    pygame.draw.rect(surface, (*col[:3],), top, border_radius=8)
    shade = pygame.Surface(top.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 120))
    surface.blit(shade, top)
    pygame.draw.circle(surface, col, (top.left + 26, top.centery), 16)
    pygame.draw.circle(surface, th.c.text_dark, (top.left + 26, top.centery), 16, 2)
    lum = 0.3 * col[0] + 0.59 * col[1] + 0.11 * col[2]
    th.blit_text(surface, adv.name[0], (top.left + 26, top.centery + 1), "bold", "large",
                 th.c.text_dark if lum > 140 else th.c.text, anchor="center")
    phase = {"actions": "Turn " + str(s.turn), "storm": "The storm", "over": "Game over"}[s.phase]
    phase_w = th.font("bold", "small").size(phase)[0]
    # a long name ("Electrician") next to a long phase ("The storm") takes the smaller type
    room = top.width - 52 - phase_w - 22
    name_size = "heading" if th.font("display", "heading").size(adv.name)[0] <= room else "large"
    th.blit_text(surface, adv.name, (top.left + 52, top.centery + 1), "display", name_size, th.c.text,
                 anchor="midleft")
    th.blit_text(surface, phase, (top.right - 10, top.top + 8), "bold", "small", th.c.copper_light, anchor="topright")
    scene.hits["portrait"].append((top, cur.id))
    derived = scene.derived()
    receivers = drop_receivers(scene)
    dragging_tile = bool(scene.drag and scene.drag.get("kind") in ("tile", "tile_back"))
    if cur.id in receivers:
        pygame.draw.rect(surface, th.c.legal, top.inflate(4, 4), 3, border_radius=9)
    y = top.bottom + 10
    # actions left as pips
    th.blit_text(surface, "ACTIONS", (x, y), "bold", "tiny", th.c.text_dim)
    n = max(s.actions_left, 4)
    for i in range(n):
        c = (x + 66 + i * 22, y + 7)
        if i < s.actions_left and s.phase == "actions":
            pygame.draw.circle(surface, th.c.accent, c, 8)
            pygame.draw.circle(surface, th.c.copper_light, (c[0] - 2, c[1] - 2), 3)
        else:
            pygame.draw.circle(surface, th.c.metal_dark, c, 8, 2)
    free = free_wire_label(scene)
    if free is not None:
        th.blit_text(surface, free, (rect.right - 14, y), "regular", "tiny",
                     th.c.live if free.endswith("ready") else th.c.text_dim, anchor="topright")
    y += 24
    y = _meters(scene, surface, cur.id, x, y)
    y = th.blit_wrapped(surface, adv.text, pygame.Rect(x, y, rect.width - 28, 80), "regular", "small",
                        th.c.text_dim) + 6
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + 10, y), (rect.right - 10, y))
    y += 8
    th.blit_text(surface, "TEAM", (x, y), "bold", "small", th.c.panel_title)
    y += 20
    others = [p for p in s.players if p.id != cur.id]
    # every team member gets a box: shorter boxes in a short window rather than a missing player
    bh = max(58, min(76, (rect.bottom - 8 - y) // max(1, len(others)) - 6))
    for p in others:
        a = s.data.adventurers[p.id]
        box = pygame.Rect(rect.left + 8, y, rect.width - 16, bh)
        hl = pygame.Surface(box.size, pygame.SRCALPHA)
        hl.fill((255, 255, 255, 14))
        surface.blit(hl, box)
        pcol = scene.pawn_colour(p.id)
        pygame.draw.circle(surface, pcol, (box.left + 16, box.top + 16), 10)
        pygame.draw.circle(surface, th.c.text_dark, (box.left + 16, box.top + 16), 10, 2)
        th.blit_text(surface, a.name, (box.left + 32, box.top + 6), "bold", "body", th.c.text)
        th.blit_text(surface, f"tiles {len(p.tiles)}", (box.right - 8, box.top + 8), "regular", "tiny",
                     th.c.text_dim, anchor="topright")
        _meters(scene, surface, p.id, box.left + 8, box.top + (30 if bh >= 72 else 25), small=True)
        # the tiles in this adventurer's hand, small; the ones he may give (the Surveyor, at any
        # time) are outlined and can be dragged onto another adventurer's panel
        givable = derived["givable"].get(p.id, set())
        ts = 26 if bh >= 72 else 22
        thumbs_left = box.right - 4 - len(p.tiles) * (ts + 4)
        for i, tid in enumerate(p.tiles):
            r = pygame.Rect(box.right - 8 - (len(p.tiles) - i) * (ts + 4) + 4, box.top + 24, ts, ts)
            if dragging_tile and scene.drag.get("tile") == tid and scene.drag.get("owner") == p.id:
                pygame.draw.rect(surface, th.c.metal_dark, r, 1, border_radius=3)
                continue
            surface.blit(scene.view.art.image(s.tile_spec(tid), 0, ts), r)
            if tid in givable:
                pygame.draw.rect(surface, th.c.legal, r.inflate(2, 2), 1, border_radius=3)
                scene.hits["hand"].append((r, (p.id, tid)))
        # equipment chips (click to play, drag to give)
        cx = box.left + 8
        for card in p.equipment:
            lab = th.text(card_name(s, card), "regular", "tiny", th.c.text)
            r = pygame.Rect(cx, box.bottom - 16, lab.get_width() + 8, 14)
            if r.right > (box.right - 4 if r.top > box.top + 24 + ts else thumbs_left):
                break
            playable = (p.id, card) in derived["playable"]
            pygame.draw.rect(surface, th.c.button, r, border_radius=4)
            pygame.draw.rect(surface, th.c.legal if playable else th.c.accent, r, 1, border_radius=4)
            surface.blit(lab, (r.left + 4, r.top))
            scene.hits["cards"].append((r, (p.id, card)))
            cx = r.right + 4
        scene.hits["portrait"].append((box, p.id))
        if p.id in derived["care_targets"] or p.id in receivers or \
                (scene.mode and any(a2.target == p.id for a2 in scene.mode["acts"])):
            pygame.draw.rect(surface, th.c.legal, box, 2, border_radius=6)
        y += bh + 6
        if y > rect.bottom - 50:
            break


def draw_right(scene, surface) -> None:
    th = scene.theme
    s = scene.state
    rect = scene.right
    th.panel(surface, rect, "Storm")
    x, y = rect.left + 14, rect.top + 32
    # a short window (960x640 and the like): smaller cards, the supply in three columns and
    # no sentence repeating the blueprint counts, so everything still fits inside the panel
    compact = rect.height < 520
    card_h = 70 if compact else 96
    card_w = 66 if compact else 78
    meter = s.data.storm_meter
    n = len(meter.intensities)
    cw = (rect.width - 28 - 26) // n
    for i, v in enumerate(meter.intensities):
        r = pygame.Rect(x + i * cw, y, cw - 3, 26)
        shade = min(1.0, i / max(1, n - 1))
        base = tuple(int(60 + 120 * shade + (1 - shade) * 20) for _ in range(1))[0]
        pygame.draw.rect(surface, (base, 70 - int(30 * shade), 70 - int(30 * shade)), r, border_radius=4)
        th.blit_text(surface, str(v), r.center, "bold", "body", th.c.text, anchor="center")
    skull_r = pygame.Rect(x + n * cw, y, 24, 26)
    pygame.draw.rect(surface, (40, 10, 12), skull_r, border_radius=4)
    draw_skull(surface, skull_r.center, 8, th.c.skull)
    # the clip
    clip_x = x + scene.vis.tick * cw + (cw - 3) / 2
    pygame.draw.polygon(surface, th.c.danger, [(clip_x - 8, y + 32), (clip_x + 8, y + 32), (clip_x, y + 24)])
    pygame.draw.rect(surface, th.c.danger, (clip_x - 3, y - 4, 6, 8))
    meter_rect = pygame.Rect(x, y - 4, n * cw + 26, 40)
    scene.hits["meters"].append((meter_rect, ("storm", None)))
    y += 42
    th.blit_text(surface, storm_line(s), (x, y), "regular", "small",
                 th.c.danger if at_skull(s) else th.c.text)
    y += 24
    # draw pile and discard
    pile = pygame.Rect(x, y, card_w, card_h)
    k = scene.vis.shuffle_k
    for i in range(min(4, max(1, len(s.storm_pile)))):
        off = i * 2 + (math.sin(k * math.pi * 4 + i) * 10 * math.sin(k * math.pi) if k else 0)
        r = pile.move(off, -i * 2)
        _card_back(th, surface, r, "storm")
    th.blit_text(surface, f"{len(s.storm_pile)} cards", (pile.centerx, pile.bottom + 4), "regular", "tiny",
                 th.c.text_dim, anchor="midtop")
    disc = pygame.Rect(pile.right + 18, y, card_w, card_h)
    if s.storm_discard:
        _card_face(th, surface, disc, s, s.storm_discard[-1])
    else:
        pygame.draw.rect(surface, th.c.metal_dark, disc, 2, border_radius=8)
        th.blit_text(surface, "discard", disc.center, "regular", "tiny", th.c.text_dim, anchor="center")
    scene.hits["discard"].append((disc, True))
    th.blit_text(surface, "discards (click)", (disc.centerx, disc.bottom + 4), "regular", "tiny", th.c.text_dim,
                 anchor="midtop")
    # wind
    wx, wy = disc.right + 42, y + (card_h - 16) // 2
    pygame.draw.circle(surface, th.c.metal_dark, (wx, wy), 30)
    pygame.draw.circle(surface, th.c.metal_light, (wx, wy), 30, 2)
    ang = math.radians(scene.vis.angle)
    tip = (wx + math.sin(ang) * 24, wy - math.cos(ang) * 24)
    tail = (wx - math.sin(ang) * 16, wy + math.cos(ang) * 16)
    pygame.draw.line(surface, th.c.danger, tail, tip, 5)
    pygame.draw.circle(surface, th.c.danger, tip, 6)
    th.blit_text(surface, f"wind {s.wind}", (wx, wy + 38), "bold", "tiny", th.c.text_dim, anchor="midtop")
    scene.hits["meters"].append((pygame.Rect(wx - 30, wy - 30, 60, 60), ("wind", None)))
    y = pile.bottom + 26
    # blueprint
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + 10, y), (rect.right - 10, y))
    y += 8
    bp = s.data.blueprints[s.level]
    th.blit_text(surface, f"BLUEPRINT · {bp.name.upper()}", (x, y), "bold", "small", th.c.panel_title)
    y += 22
    have = circuit_progress(s.board)
    missing = []
    for kind in ("large_capacitor", "small_capacitor", "lightning_rod"):
        need = bp.needs()[kind]
        got = have[kind]
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
        scene.hits["blueprint"].append((pygame.Rect(x, y, rect.width - 28, 22), kind))
        y += 24
    pad_txt = "Launch pad: placed" if s.board.pad is not None else "Launch pad: not found yet"
    th.blit_text(surface, pad_txt, (x, y), "regular", "small", th.c.good if s.board.pad else th.c.text_dim)
    y += 18
    msg = ("Still needed in the circuit: " + ", ".join(missing)) if missing else "Circuit complete: close the loop!"
    if not compact or not missing:
        y = th.blit_wrapped(surface, msg, pygame.Rect(x, y, rect.width - 28, 40), "regular", "tiny",
                            th.c.text_dim) + 6
    else:
        y += 2
    # supply
    pygame.draw.line(surface, th.c.panel_edge, (rect.left + 10, y), (rect.right - 10, y))
    y += 8
    th.blit_text(surface, "SUPPLY", (x, y), "bold", "small", th.c.panel_title)
    y += 22
    sup = s.board.supply
    items = [("short_wire", "Short wires"), ("long_wire", "Long wires"), ("lightning_rod", "Rods"),
             ("small_capacitor", "Small caps"), ("large_capacitor", "Large caps"), ("launch_pad", "Launch pad")]
    cols = 3 if compact else 2
    colw = (rect.width - 28) // cols
    if compact:
        items = [(k, {"short_wire": "Short", "long_wire": "Long", "small_capacitor": "Small",
                      "large_capacitor": "Large", "launch_pad": "Pad"}.get(k, lb)) for k, lb in items]
    for i, (key, label) in enumerate(items):
        cx = x + (i % cols) * colw
        cy = y + (i // cols) * 22
        if key.endswith("wire"):
            from ..board_view import draw_cable
            draw_cable(surface, (cx + 2, cy + 9), (cx + 22, cy + 9), 60, key.split("_")[0], th)
        else:
            draw_component(surface, key, (cx + 12, cy + 9), 7, th)
        th.blit_text(surface, f"{label} {sup.get(key, 0)}", (cx + 28, cy + 1), "regular", "small", th.c.text)
        scene.hits["supply"].append((pygame.Rect(cx, cy, colw, 20), key))
    y += 22 * ((len(items) + cols - 1) // cols) + 4
    # equipment deck and tile pile counts, when there is room for them
    if y + 14 <= rect.bottom - 6:
        th.blit_text(surface, f"Equipment deck {len(s.equipment_deck)}  ·  tile pile {len(s.tile_pile)}", (x, y),
                     "regular", "tiny", th.c.text_dim)
    y += 20
    # a short tail of the log
    if y < rect.bottom - 60:
        pygame.draw.line(surface, th.c.panel_edge, (rect.left + 10, y), (rect.right - 10, y))
        y += 6
        th.blit_text(surface, "LOG  (L for all)", (x, y), "bold", "small", th.c.panel_title)
        y += 20
        lines = []
        for _, text in scene.session.log[-12:]:
            lines += th.wrap(text, rect.width - 28, "regular", "tiny")
        room = (rect.bottom - 10 - y) // 15
        for ln in lines[-room:] if room > 0 else []:
            th.blit_text(surface, ln, (x, y), "regular", "tiny", th.c.text_dim)
            y += 15


def _card_back(th, surface, r, kind: str) -> None:
    pygame.draw.rect(surface, (0, 0, 0), r.move(2, 3), border_radius=8)
    pygame.draw.rect(surface, (44, 40, 70), r, border_radius=8)
    pygame.draw.rect(surface, th.c.copper, r, 2, border_radius=8)
    c = r.center
    for k in (0.15, 0.3, 0.45):   # the radar pattern
        pygame.draw.circle(surface, (90, 100, 150), c, r.width * k, 1)
    pygame.draw.line(surface, (120, 140, 200), c, (r.right - 10, r.top + 16), 2)


STORM_COLOURS = {"lightning": (70, 60, 140), "high_winds": (50, 110, 140), "winds_change": (60, 120, 100),
                 "storm_intensifies": (140, 60, 60)}


def _storm_glyph(th, surface, effect: str, centre, r, spec=None) -> None:
    cx, cy = centre
    if effect == "lightning":
        draw_symbol(surface, "lightning_rod", centre, r, th, badge=False)
    elif effect == "high_winds":
        for i, k in enumerate((-0.4, 0.0, 0.4)):
            pygame.draw.line(surface, th.c.tile_cloud, (cx - r * 0.8 + i * 4, cy + r * k), (cx + r * 0.7, cy + r * k),
                             max(2, int(r * 0.14)))
        pygame.draw.polygon(surface, th.c.tile_cloud, [(cx + r * 0.9, cy), (cx + r * 0.55, cy - r * 0.3),
                                                       (cx + r * 0.55, cy + r * 0.3)])
    elif effect == "winds_change":
        rect = pygame.Rect(0, 0, r * 1.4, r * 1.4)
        rect.center = centre
        pygame.draw.arc(surface, th.c.tile_cloud, rect, 0.3, math.pi * 1.6, max(2, int(r * 0.14)))
        cw = spec is not None and spec.turn == "cw"
        tip = (cx + r * 0.7, cy - r * 0.2) if cw else (cx + r * 0.7, cy + r * 0.2)
        pygame.draw.circle(surface, th.c.tile_cloud, tip, r * 0.16)
        th.blit_text(surface, "CW" if cw else "CCW", (cx, cy), "bold", max(9, int(r * 0.4)), th.c.text, anchor="center")
    else:
        for i in range(3):
            h = r * (0.4 + 0.3 * i)
            pygame.draw.rect(surface, th.c.danger if i == 2 else th.c.tile_cloud,
                             (cx - r * 0.7 + i * r * 0.5, cy + r * 0.6 - h, r * 0.35, h))


def _card_face(th, surface, r, s, card: str, big: bool = False) -> None:
    spec = s.data.storm_cards[card]
    col = STORM_COLOURS.get(spec.effect, (60, 60, 80))
    pygame.draw.rect(surface, (0, 0, 0), r.move(2, 4), border_radius=10)
    pygame.draw.rect(surface, col, r, border_radius=10)
    pygame.draw.rect(surface, th.c.copper_light, r, 3 if big else 2, border_radius=10)
    # the card's text must fit whole: a small card (short window) gives it more room and a
    # smaller glyph, and a smaller type if it still does not fit
    text_top, glyph_y, glyph_r, text_size = 0.66, 0.42, 0.28, "small"
    if big:
        lh = th.font("regular", "small").get_linesize() + 2
        n = len(th.wrap(spec.text, r.width - 32, "regular", "small"))
        if n * lh > r.height * 0.3:
            text_top, glyph_y, glyph_r = 0.52, 0.33, 0.18
            lh2 = th.font("regular", "tiny").get_linesize() + 2
            if n * lh > r.height * (0.97 - text_top) and \
                    len(th.wrap(spec.text, r.width - 32, "regular", "tiny")) * lh2 <= r.height * (0.97 - text_top):
                text_size = "tiny"
    _storm_glyph(th, surface, spec.effect, (r.centerx, r.top + r.height * glyph_y), r.width * glyph_r, spec)
    size = "large" if big else "tiny"
    lines = th.wrap(spec.name, r.width - 10, "bold", size)
    y = r.top + 6
    for ln in lines:
        th.blit_text(surface, ln, (r.centerx, y), "bold", size, th.c.text, anchor="midtop")
        y += 22 if big else 12
    if big:
        th.blit_wrapped(surface, spec.text, pygame.Rect(r.left + 16, r.top + r.height * text_top, r.width - 32,
                                                        r.height * (0.97 - text_top)), "regular", text_size, th.c.text)


def draw_storm_card(scene, surface) -> None:
    th = scene.theme
    card = scene.vis.card
    k = scene.vis.card_k
    r = scene.board_rect
    # beside the platform, not over it: the card's effect plays out on the board
    w, h = 230, 320
    if r.width < 2 * w + 260:
        w, h = 184, 256
    cx = r.left + w // 2 + 18
    cy = r.top + max(h // 2 + 16, (r.height - 64) // 2)
    # the flip: the card narrows to an edge, then opens on its face
    if k < 0.5:
        sx = 1 - k * 2
        face = False
    else:
        sx = (k - 0.5) * 2
        face = True
    cw = max(2, int(w * sx))
    rect = pygame.Rect(0, 0, cw, h)
    rect.center = (cx, cy)
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    if face:
        _card_face(th, img, pygame.Rect(0, 0, w - 4, h - 6), scene.state, card, big=True)
    else:
        _card_back(th, img, pygame.Rect(0, 0, w - 4, h - 6), "storm")
    if cw != w:
        img = pygame.transform.smoothscale(img, (cw, h))
    img.set_alpha(255 - int(150 * scene.vis.card_dim))
    surface.blit(img, rect)


def draw_bottom(scene, surface) -> None:
    th = scene.theme
    s = scene.state
    rect = scene.bottom
    th.panel(surface, rect)
    cur = s.player(s.current)
    x = rect.left + 14
    # the tile pile: click to scout
    pile = pygame.Rect(x, rect.top + 26, 76, 76)
    for i in range(3):
        rr = pile.move(i * 2, -i * 2)
        pygame.draw.rect(surface, (0, 0, 0), rr.move(2, 3), border_radius=6)
        pygame.draw.rect(surface, th.c.metal, rr, border_radius=6)
        pygame.draw.rect(surface, th.c.metal_dark, rr, 2, border_radius=6)
    draw_symbol(surface, "gear", pile.move(4, -4).center, 18, th) if False else None
    th.blit_text(surface, str(len(s.tile_pile)), pile.move(4, -4).center, "display", "heading", th.c.text_dark,
                 anchor="center")
    can_scout = scene.derived()["scout"]
    if can_scout:
        pygame.draw.rect(surface, th.c.legal, pile.move(4, -4).inflate(6, 6), 2, border_radius=8)
    th.blit_text(surface, "Scout" if can_scout else "Tile pile", (pile.centerx + 4, pile.bottom + 6), "bold", "tiny",
                 th.c.legal if can_scout else th.c.text_dim, anchor="midtop")
    scene.hits["pile"].append((pile.inflate(8, 8), True))
    x = pile.right + 22
    th.blit_text(surface, f"{s.data.adventurers[cur.id].name.upper()}'S TILES", (x, rect.top + 8), "bold", "small",
                 th.c.panel_title)
    ts = scene.cfg.layout.hand_tile
    dragging = scene.drag and scene.drag.get("kind") in ("tile", "tile_back") and scene.drag.get("owner") == cur.id
    for i, tid in enumerate(cur.tiles):
        r = pygame.Rect(x + i * (ts + 10), rect.top + 28, ts, ts)
        if dragging and scene.drag["tile"] == tid:
            pygame.draw.rect(surface, th.c.metal_dark, r, 2, border_radius=4)
        else:
            pygame.draw.rect(surface, (0, 0, 0), r.move(3, 4))
            surface.blit(scene.view.art.image(s.tile_spec(tid), 0, ts), r)
            if tid in scene.derived()["explore_tiles"]:
                pygame.draw.rect(surface, th.c.legal, r.inflate(4, 4), 2, border_radius=4)
        scene.hits["hand"].append((r, (cur.id, tid)))
    limit = s.data.adventurers[cur.id].hand_limit
    for i in range(len(cur.tiles), limit):
        r = pygame.Rect(x + i * (ts + 10), rect.top + 28, ts, ts)
        pygame.draw.rect(surface, (255, 255, 255, 30), r, 1, border_radius=4)
    x += limit * (ts + 10) + 10
    # equipment cards of the current adventurer
    cw, ch = scene.cfg.layout.card_w, scene.cfg.layout.card_h
    avail = scene.btn_end.rect.left - 14 - x
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
        playable = (cur.id, card) in scene.derived()["playable"]
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
        scene.hits["cards"].append((r, (cur.id, card)))
    if not cur.equipment and avail > cw:
        th.blit_text(surface, "none yet: gear tiles give equipment", (x, rect.top + 32), "regular", "tiny", th.c.text_dim)
    # buttons
    scene.btn_end.label = "End turn" if s.phase == "actions" else "Next card"
    scene.btn_end.enabled = not s.over and (s.phase == "actions" or s.phase == "storm")
    scene.btn_undo.enabled = scene.session.can_undo()
    for b in scene.buttons:
        if b is scene.btn_end and s.over:
            # the game is over: no turn to end and no card to draw (the end screen has the choices)
            th.blit_text(surface, "Game over", b.rect.center, "display", "large", th.c.text_dim, anchor="center")
            continue
        b.draw(surface)


def draw_log(scene, surface) -> None:
    th = scene.theme
    r = scene.board_rect.inflate(-80, -60)
    scene.hits["log_rect"] = r
    th.panel(surface, r, "Game log  (wheel to scroll, L to close)", alpha_fill=(16, 18, 28, 240))
    lines: list[tuple[str, tuple]] = []
    last_turn = None
    for turn, text in scene.session.log:
        if turn != last_turn:
            lines.append((f"— turn {turn} —", th.c.accent))
            last_turn = turn
        for ln in th.wrap(text, r.width - 40, "regular", "small"):
            lines.append((ln, th.c.text))
    room = (r.height - 50) // 17
    end = max(0, len(lines) - scene.log_scroll)
    start = max(0, end - room)
    y = r.top + 34
    for text, col in lines[start:end]:
        th.blit_text(surface, text, (r.left + 20, y), "regular", "small", col)
        y += 17


def draw_discard(scene, surface) -> None:
    th = scene.theme
    s = scene.state
    r = scene.board_rect.inflate(-60, -120)
    th.panel(surface, r, f"Storm discard pile ({len(s.storm_discard)})  ·  click to close", alpha_fill=(16, 18, 28, 240))
    x, y = r.left + 16, r.top + 36
    for card in reversed(s.storm_discard):
        cr = pygame.Rect(x, y, 90, 120)
        _card_face(th, surface, cr, s, card)
        x += 100
        if x + 90 > r.right:
            x = r.left + 16
            y += 130
            if y + 120 > r.bottom:
                break
    if not s.storm_discard:
        th.blit_text(surface, "No storm card drawn yet.", (r.left + 20, r.top + 40), "regular", "body", th.c.text_dim)


def tooltip_for(scene, pos) -> str:
    s = scene.state
    for name in ("cards", "hand", "meters", "blueprint", "supply", "pile", "discard"):
        for rect, value in scene.hits.get(name, []):
            if not rect.collidepoint(pos):
                continue
            if name == "cards":
                spec = s.data.equipment[value[1]]
                return (f"{spec.name} ({scene.session.name(value[0])}): {spec.text} "
                        "Click to play, drag onto a player on the same tile to give.")
            if name == "hand":
                spec = s.tile_spec(value[1])
                tip = SYMBOL_TIP.get(spec.symbol, "A plain tile.")
                if value[0] != s.current:
                    return (f"{tip} {scene.session.name(value[0])} may give it at any time: drag it onto a glowing "
                            "adventurer's panel (free).")
                give = " or onto another adventurer's panel to give it" if value[0] in scene.derived()["givable"] else ""
                return f"{tip} Drag it next to your pawn to explore (1 action){give}; R or right-click turns it."
            if name == "meters":
                kind, pid = value
                if kind == "storm":
                    if at_skull(s):
                        return "Storm meter: the clip has reached the skull and everyone is swept away."
                    return (f"Storm meter: {s.intensity} cards a turn. Storm Intensifies moves the clip right; "
                            "at the skull everyone is swept away.")
                if kind == "wind":
                    return f"The wind blows {s.wind}: High Winds push everyone one tile that way."
                p = s.player(pid)
                adv = s.data.adventurers[pid]
                if kind == "health":
                    return f"{adv.name}'s health {p.health}/{adv.health}. Lightning takes 1; at the skull the game is lost."
                return f"{adv.name}'s rope {p.rope}/{adv.rope}. Wind that cannot move you frays 1; at the skull you fall."
            if name == "blueprint":
                return f"{KIND_LABEL[value]}s wired into the launch circuit vs what the blueprint needs."
            if name == "supply":
                return f"{s.board.supply.get(value, 0)} left in the supply. When none is left, no more can be placed."
            if name == "pile":
                return f"The platform tile pile ({len(s.tile_pile)} left). Click to scout: take the top tile (1 action)."
            if name == "discard":
                return "The Storm discard pile: click to look through it."
    if not scene.board_rect.collidepoint(pos) or scene.left.collidepoint(pos) or scene.right.collidepoint(pos) \
            or scene.bottom.collidepoint(pos):
        return ""
    board = s.board
    ref = scene.view.component_at(board, pos)
    if ref is not None:
        kind = component_kind(ref, board)
        n = board.wire_count(ref)
        cap = 1 if ref.startswith("pad:") else 2
        extra = " Drag from it to lay a wire." if n < cap else " It holds all the wires it can."
        return f"{KIND_LABEL[kind]}" + (f" side {ref[-1]}" if ref.startswith("pad:") else "") + f": {n}/{cap} wires.{extra}"
    w = scene.view.wire_at(board, pos)
    if w is not None:
        return f"A {w.kind} wire. Click it to remove it (1 action, from a tile holding one of its ends)."
    pid = scene._pawn_at(pos)
    if pid is not None:
        p = s.player(pid)
        adv = s.data.adventurers[pid]
        return f"{adv.name}: health {p.health}/{adv.health}, rope {p.rope}/{adv.rope}. {adv.text}"
    cell = scene.view.camera.cell_at(pos)
    sym = board.symbol(cell)
    if sym is not None:
        return SYMBOL_TIP.get(sym, "A platform tile.")
    return ""
