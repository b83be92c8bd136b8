"""Colour is never the only signal (issue 12): the default pawn palette stays distinguishable
with protanopia, deuteranopia and tritanopia (measured on the rendered screen), and every
coloured state also differs in shape."""

import itertools

import pygame
import pytest

from forbidden_sky.sky.core import new_game
from forbidden_sky.shell.colour_vision import DEFICIENCIES, delta_e, simulate, worst_distance
from forbidden_sky.sky.ui.play.overlays import draw_verdict
from forbidden_sky.sky.ui.play.picture import pawn_targets
from forbidden_sky.shell.theme import tick_mark

from ui_helpers import frame, game

MIN_DELTA_E = 20.0
TEAMS = [("electrician", "surveyor", "knotsmith", "navigator", "medic"),
         ("climber", "medic", "navigator", "knotsmith", "surveyor")]


def _body_pixels(app, scene):
    """Each pawn's body colour as drawn on the screen (beside its letter and its shine)."""
    frame(app)
    cam = scene.view.camera
    r = scene.cfg.board.pawn_radius * cam.px
    out = {}
    for pid, (wx, wy) in pawn_targets(scene.state, scene.view).items():
        x, y = cam.to_screen(wx, wy)
        out[pid] = tuple(app.screen.get_at((int(x + r * 0.62), int(y + r * 0.4))))[:3]
    return out


@pytest.mark.parametrize("team", TEAMS)
def test_every_pawn_stays_distinguishable_with_each_deficiency(app, team):
    s = new_game(team, "novice", 1)
    sc = game(app, players=team, state=s)
    seen = _body_pixels(app, sc)
    for view in ("normal", *DEFICIENCIES):
        for a, b in itertools.combinations(team, 2):
            ca, cb = seen[a], seen[b]
            if view != "normal":
                ca, cb = simulate(ca, view), simulate(cb, view)
            assert delta_e(ca, cb) >= MIN_DELTA_E, (view, a, b, ca, cb)


def test_the_palette_itself_passes_and_the_old_one_did_not(app):
    pal = list(app.cfg.pawn_colours.values())
    assert worst_distance(pal)[0] >= MIN_DELTA_E
    old = [(240, 240, 236), (84, 178, 92), (72, 124, 226), (240, 206, 60), (240, 140, 48), (214, 60, 56)]
    worst, view = worst_distance(old)
    assert worst < MIN_DELTA_E and view == "deuteranopia"     # red, orange and yellow merged


def _mask(surface, colour):
    w, h = surface.get_size()
    return {(x, y) for x in range(w) for y in range(h) if tuple(surface.get_at((x, y)))[:3] == tuple(colour[:3])}


def test_yes_and_no_differ_in_shape_not_only_in_colour(app):
    th = app.theme
    yes, no = pygame.Surface((40, 40)), pygame.Surface((40, 40))
    draw_verdict(yes, th, (20, 20), True, 14)
    draw_verdict(no, th, (20, 20), False, 14)
    a, b = _mask(yes, th.c.hover), _mask(no, th.c.hover)     # the white strokes: a tick and a cross
    assert len(a ^ b) > 0.5 * max(len(a), len(b))
    # and seen with deuteranopia the discs themselves are no help: the strokes are what tells
    assert delta_e(simulate(th.c.legal, "deuteranopia"), simulate(th.c.illegal, "deuteranopia")) < 60


def test_health_and_rope_ticks_carry_different_marks(app):
    th = app.theme
    h, r = pygame.Surface((20, 18)), pygame.Surface((20, 18))
    h.fill(th.c.health)
    r.fill(th.c.rope)
    tick_mark(h, h.get_rect(), "cross", th.c.text_dark)
    tick_mark(r, r.get_rect(), "twist", th.c.text_dark)
    assert _mask(h, th.c.text_dark) != _mask(r, th.c.text_dark) and _mask(h, th.c.text_dark) and _mask(r, th.c.text_dark)


def test_reachable_outlines_keep_a_dark_edge_any_eye_can_see(app):
    sc = game(app)
    surf = pygame.Surface(app.screen.get_size())
    cell = sc.state.player(sc.state.current).at
    sc.view.highlight_cells(surf, [cell], sc.theme.c.legal, 0.0)
    rect = sc.view.cell_rect(cell)
    edge = [tuple(surf.get_at((rect.centerx, rect.top + k)))[:3] for k in range(2, 9)]
    assert tuple(sc.theme.c.text_dark[:3]) in edge and tuple(sc.theme.c.legal[:3]) in edge


def test_colour_blind_mode_puts_a_shape_around_each_pawn(app):
    sc = game(app, players=("navigator", "medic"))
    before = pygame.image.tobytes(app.screen, "RGB")
    app.change_setting("colour_blind", True)
    frame(app)
    assert sc.view.shapes and pygame.image.tobytes(app.screen, "RGB") != before
    assert sc.shown().pawn_shape("navigator") != sc.shown().pawn_shape("medic")
