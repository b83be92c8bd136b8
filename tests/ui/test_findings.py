"""Issue 12: what a new player met, each with the test that would have caught it."""

import math
from dataclasses import replace

import pygame

from forbidden_sky.sky.core import Action, new_game
from forbidden_sky.sky.core.events import WindMove, WindsBlew, WireAdded, WireRemoved
from forbidden_sky.sky.ui.play import presenters
from forbidden_sky.sky.ui.play.intents import Ask, Do, click_board
from forbidden_sky.sky.ui.play.picture import pawn_targets
from forbidden_sky.sky.ui.play.tooltips import tooltip_for
from forbidden_sky.sky.ui.words import event_text
from forbidden_sky.sky.ui.play.routing import Router

from test_intents import reading
from test_presenters import run, stage
from ui_helpers import click, drag, frame, game, key, settle


def _screen_of(scene, pid):
    x, y = pawn_targets(scene.state, scene.view)[pid]
    sx, sy = scene.view.camera.to_screen(x, y)
    return int(sx), int(sy)


def _hurt(players, pid, **changes):
    s = new_game(players, "novice", 1)
    return s.with_player(pid, **changes)


# ---- powers -------------------------------------------------------------------------------------

def test_clicking_the_medics_own_pawn_heals(app):
    s = _hurt(("medic", "navigator"), "medic", health=2)
    sc = game(app, players=("medic", "navigator"), state=s)
    got = click_board(reading(s), s.player("medic").at, "medic", None, None)
    assert isinstance(got, (Do, Ask))
    click(app, _screen_of(sc, "medic"))
    frame(app)
    if sc.prompt is not None:                    # more than one to heal: she is asked whom
        key(app, pygame.K_1)
        frame(app)
    assert sc.session.history and sc.session.history[-1].action.type == "heal"


def test_the_medics_heal_is_told_by_the_portraits_tooltip(app):
    s = _hurt(("medic", "navigator"), "navigator", health=2)
    sc = game(app, players=("medic", "navigator"), state=s)
    box = next(r for r, who in sc.panels.hits["portrait"] if who == "navigator")
    text = tooltip_for(sc.shown(), sc.panels.hits, box.center, Router(sc).pawn_at)
    assert "Click to heal them" in text


def test_the_medics_power_text_and_rules_say_how_to_heal():
    from forbidden_sky.sky.ui.scenes.rules import rules_text
    text = " ".join(t for _, t in rules_text())
    assert "Heal" in text and "pawn" in text


def test_a_surveyor_tile_dropped_on_a_glowing_teammate_pawn_is_given(app):
    s = new_game(("surveyor", "medic"), "novice", 1)
    assert s.current == "surveyor" and s.player("surveyor").tiles
    sc = game(app, players=("surveyor", "medic"), state=s)
    tile = s.player("surveyor").tiles[0]
    rect = next(r for r, v in sc.panels.hits["hand"] if v == ("surveyor", tile))
    drag(app, rect.center, _screen_of(sc, "medic"))
    frame(app)
    last = sc.session.history[-1].action if sc.session.history else None
    assert last is not None and last.type == "give_tile" and last.to == "medic"
    assert not any("already holds a tile" in t for t in sc.toasts.texts)


# ---- the storm told in order ----------------------------------------------------------------------

def test_the_log_and_the_header_wait_for_the_storm_animation(app):
    sc = game(app, players=("navigator", "medic"))
    first = sc.state.current
    sc.do(Action("end_actions"))
    sc.pace.requested = True
    seen_busy = False
    for _ in range(3000):
        app.step(1 / 30)
        if sc.queue.busy:
            seen_busy = True
            shown = sc.shown()
            assert shown.log == sc.session.log[:sc.told.n_log]
            header = sc.panels.hits["portrait"][0][1]            # the header's portrait
            assert header == sc.told.state.current
            if sc.state.current != first:
                assert header == first or sc.told.state.current != first
        if sc.state.phase == "actions" and sc.state.current != first and not sc.queue.busy:
            break
        sc.pace.requested = True
    assert seen_busy
    settle(app, sc)
    frame(app)
    assert sc.told.state is sc.state and sc.shown().log == sc.session.log


def test_minus_one_rope_rises_from_the_right_pawn_and_names_it(app):
    sc = game(app, players=("navigator", "medic", "climber"))
    st = stage(sc)
    cell = sc.state.player("medic").at
    after = sc.state.with_player("medic", rope=sc.state.player("medic").rope - 1)
    run(presenters.winds_blew(WindsBlew("N", (WindMove("medic", cell, cell, 1, blocked="sky"),)), st, after), st.picture)
    (fl,) = st.picture.floats
    assert fl.text == "Medic -1 rope"
    px, _ = pawn_targets(after, sc.view)["medic"]
    assert math.isclose(fl.x, px)                                         # over her pawn, not the tile


# ---- the board -----------------------------------------------------------------------------------

def test_no_pawn_hides_the_rod_of_its_tile(app):
    sc = game(app, players=("navigator", "medic", "climber", "electrician"))
    cfg = sc.cfg
    s = sc.state
    start = s.players[0].at
    rod = next(c for c in s.board.tiles if s.board.symbol(c) != "wind_compass" and c != start)
    board = replace(s.board, rods=frozenset({rod}) | frozenset(s.board.rods))
    for n in (1, 2, 3, 4):
        st = replace(s, board=board)
        for p in s.players[:n]:
            st = st.with_player(p.id, at=rod)
        spots = pawn_targets(st, sc.view)
        for p in s.players[:n]:
            x, y = spots[p.id]
            assert math.hypot(x - (rod[0] + 0.5), y - (rod[1] + 0.5)) >= cfg.board.pawn_radius + 0.15, (n, p.id)


def test_a_long_wires_overhang_never_covers_a_tiles_badge(app):
    """Inside every symbol badge, the layer with wires looks exactly as without them."""
    from forbidden_sky.sky.ui.art import badge_spot, oriented
    from forbidden_sky.sky.ui.benchmark import _late_game_state
    s = _late_game_state()
    sc = game(app, players=[p.id for p in s.players], state=s)
    view = sc.view
    px = view.camera.px
    with_wires = view._render_layer(s.board, px)
    bare = view._render_layer(replace(s.board, wires=()), px)
    x0, y0 = view._layer_origin
    view._badges_over_wires(bare, s.board, px, (x0, y0))    # the same badges, on a board without wires
    checked = 0
    for (x, y), placed in s.board.tiles.items():
        spot = badge_spot(oriented(placed.spec, placed.rot))
        if spot is None or placed.spec.symbol == "wind_compass":
            continue
        (bx, by), rr = spot
        cx, cy = int((x - x0 + bx) * px), int((y - y0 + by) * px)
        r = int(rr * px * 0.85)
        for dx in range(-r, r + 1):
            for dy in range(-r, r + 1):
                if dx * dx + dy * dy <= r * r:
                    assert with_wires.get_at((cx + dx, cy + dy)) == bare.get_at((cx + dx, cy + dy)), (x, y)
        checked += 1
    assert checked > 5


def test_fit_enlarges_the_platform_to_the_view(app):
    sc = game(app)
    cam = sc.view.camera
    cam.zoom_at(1 / 1.15 ** 4)
    cam.by_hand()
    sc.take(Router(sc).command("fit"))
    cells = list(sc.state.board.tiles)
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    w = (max(xs) - min(xs) + 1) * cam.px
    h = (max(ys) - min(ys) + 1) * cam.px
    vp = sc.layout.board
    assert max(w / vp.width, h / vp.height) >= 0.8


# ---- words and tooltips --------------------------------------------------------------------------

def test_the_hand_tile_tooltip_says_turning_works_while_dragging(app):
    sc = game(app)
    rect, _ = sc.panels.hits["hand"][0]
    text = tooltip_for(sc.shown(), sc.panels.hits, rect.center, Router(sc).pawn_at)
    assert "While you drag it" in text and "; R or right-click turns it" not in text


def test_a_greyed_undo_says_why(app):
    sc = game(app)
    assert not sc.buttons.undo.enabled
    text = tooltip_for(sc.shown(), sc.panels.hits, sc.buttons.undo.rect.center, Router(sc).pawn_at)
    assert text == "Nothing to undo yet."
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert sc.toasts.texts[-1] == "Nothing to undo yet."


def test_wire_log_lines_use_words_not_coordinates(app):
    from test_intents import position
    s = position("win_launch_with_everyone_on_pad_tiles")
    ev = WireAdded("short", "pad:A", "rod(0,-1)", s.current, "action")
    text = event_text(s, ev)
    assert "(" not in text and "rod" in text and "launch pad side A" in text
    ev2 = WireRemoved("short", "cap(-1,0,E)", "rod(0,-1)", s.current, "action")
    assert "(" not in event_text(s, ev2)


def test_no_tooltip_stays_up_after_a_drop(app):
    sc = game(app)
    rect, _ = sc.panels.hits["hand"][0]
    target = sc.layout.board.center
    drag(app, rect.center, target)
    for _ in range(60):
        app.step(1 / 30)                       # the mouse rests where the tile was dropped
    assert sc.t - sc.pointer.rested < float(sc.cfg.anim.tooltip_delay)     # no tooltip drawn
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(target[0] + 5, target[1]), rel=(5, 0), buttons=(0, 0, 0)))
    for _ in range(30):
        app.step(1 / 30)
    assert sc.t - sc.pointer.rested >= float(sc.cfg.anim.tooltip_delay)    # once it moves on, tooltips return


def test_the_rules_powers_match_the_adventurers_cards_and_include_the_climber():
    """Issue 22: the rules said the Medic and Knotsmith help "on her tile" while their cards say
    "or a neighbouring tile", and the Powers section left out the Climber."""
    from forbidden_sky.sky.data import game_data
    from forbidden_sky.sky.ui.scenes.rules import rules_text
    powers = dict(rules_text())["Powers"]
    for adv in game_data().adventurers.values():
        assert f"{adv.name}: {adv.text}" in powers
    assert "neighbouring tile" in powers and "Climber" in powers
