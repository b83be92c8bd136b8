"""The log names places in words (no coordinates), pawns sharing a tile keep their initials
readable, and pawns on the wind compass tile leave its arrow in view."""

import math
import re
from dataclasses import replace

import pygame

from forbidden_sky.sky.core import Action
from forbidden_sky.sky.core.events import Moved, Teleported, WindMove, WindsBlew
from forbidden_sky.sky.ui.words import action_text, event_text

from ui_helpers import game

FIVE = ("medic", "navigator", "climber", "surveyor", "electrician")
COORDS = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")


def _moved(pid, *path, **kw):
    return Moved(pid, tuple(path), pid, **kw)


# ---- places in words ------------------------------------------------------------------------

def test_the_log_names_places_by_landmark_or_by_the_way_the_pawn_went(app):
    s = game(app, players=("medic", "navigator")).state      # start grid: compass, pad, teleporter, rod
    lines = {
        event_text(s, _moved("medic", (0, 1), (0, 2))): "Medic moves to the teleporter.",
        event_text(s, _moved("medic", (0, 2), (0, 1), flew=True)): "Medic flies to the landing pad.",
        event_text(s, _moved("medic", (0, 1), (1, 1))): "Medic moves one tile east.",
        event_text(s, _moved("medic", (0, 1), (-2, 1))): "Medic moves two tiles west.",
        event_text(s, _moved("medic", (0, 1), (1, 0))): "Medic moves one tile north-east.",
        event_text(s, Teleported("medic", ((0, 2), (3, 2)), "medic")):
            "Medic teleports three tiles east.",
        event_text(s, WindsBlew("S", (WindMove("medic", (0, 1), (0, 2), 0),
                                      WindMove("navigator", (1, 2), (1, 3), 0)))):
            "  Medic blown to the teleporter; Navigator blown one tile south.",
        action_text(s, Action("explore", player="medic", tile="t01", at=(1, 1))): "Medic places a tile to the east.",
    }
    for got, want in lines.items():
        assert got == want
        assert not COORDS.search(got)


def test_a_symbol_shown_on_two_tiles_is_not_a_landmark(app):
    s = game(app, players=("medic", "navigator")).state
    tele = s.board.tiles[(0, 2)]
    s = replace(s, board=replace(s.board, tiles={**s.board.tiles, (1, 2): tele}))
    assert event_text(s, _moved("medic", (0, 1), (1, 2))) == "Medic moves one tile south-east."


# ---- pawns sharing a tile -------------------------------------------------------------------

def _draw_pawns(view, surf, cell, slots, names, only=None):
    order = sorted(range(len(slots)), key=lambda i: slots[i][1])       # as the game draws them
    for i in order:
        if only is None or i == only:
            view.draw_pawn(surf, (cell[0] + slots[i][0], cell[1] + slots[i][1]), (240, 206, 60), names[i],
                           current=(i == 0))


def _initial_box(view, cell, slot):
    r = view.theme.cfg.board.pawn_radius * view.camera.px
    x, y = view.camera.to_screen(cell[0] + slot[0], cell[1] + slot[1])
    return pygame.Rect(int(x - r * 0.5), int(y - r * 0.55), int(r), int(r * 1.2))


def _same(a, b, box):
    return all(a.get_at((x, y)) == b.get_at((x, y)) for x in range(box.left, box.right)
               for y in range(box.top, box.bottom))


def test_three_four_and_five_pawns_on_one_tile_keep_every_initial_readable(app):
    view = game(app).view
    view.camera.zoom = 1.0                                           # the default zoom at 1280x800
    cell = (0, 1)
    names = "MNCSE"
    r = view.theme.cfg.board.pawn_radius * view.camera.px
    for n in (3, 4, 5):
        slots = view.pawn_slots(n)
        # no two pawns overlap: centres at least two radii apart (in screen pixels)
        pts = [view.camera.to_screen(cell[0] + x, cell[1] + y) for x, y in slots]
        assert min(math.dist(a, b) for i, a in enumerate(pts) for b in pts[i + 1:]) >= 2 * r, n
        # and what is drawn over each initial is that pawn alone
        together = pygame.Surface(app.screen.get_size())
        _draw_pawns(view, together, cell, slots, names)
        for i in range(n):
            alone = pygame.Surface(app.screen.get_size())
            _draw_pawns(view, alone, cell, slots, names, only=i)
            assert _same(together, alone, _initial_box(view, cell, slots[i])), (n, i)


def _arrow_pixels(surf, rect, colour):
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if surf.get_at((x, y))[:3] == colour)


def test_pawns_on_the_wind_compass_tile_leave_the_arrow_in_view(app):
    scene = game(app, players=FIVE)
    scene.view.camera.zoom = 1.0
    compass = next(c for c, t in scene.state.board.tiles.items() if t.spec.symbol == "wind_compass")
    red = tuple(scene.theme.c.danger[:3])
    base = scene.state
    for wind, angle in (("N", 0.0), ("E", 90.0), ("S", 180.0), ("W", 270.0)):
        for n in range(1, 6):
            st = replace(base, wind=wind)
            for p in base.players[:n]:
                st = st.with_player(p.id, at=compass)
            scene.session.state = st
            targets = scene.pawn_targets()
            surf = pygame.Surface(app.screen.get_size())
            scene.view.draw_board(surf, st.board)
            scene.view.draw_compass_arrow(surf, st.board, angle)
            rect = scene.view.cell_rect(compass)
            before = _arrow_pixels(surf, rect, red)
            assert before > 200
            for p in st.players[:n]:
                scene.view.draw_pawn(surf, targets[p.id], (84, 178, 92), "M", current=True)
            assert _arrow_pixels(surf, rect, red) >= before * 0.97, (wind, n)
