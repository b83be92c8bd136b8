"""Keys and buttons (ui/play/keys.py and the routing room): one table of commands, and each
key and button does what it says."""

import pygame

from forbidden_sky.sky.ui.play.gestures import TileBack, TileDrag
from forbidden_sky.sky.ui.play.keys import AUTO_STEPS, KEYS, command_for, next_auto

from ui_helpers import click, frame, game, key, settle, start


def test_the_key_table_names_a_command_for_each_key_the_game_knows():
    assert command_for(pygame.K_z, pygame.KMOD_CTRL) == "undo"
    assert command_for(pygame.K_z, 0) is None                     # z alone does nothing
    assert command_for(pygame.K_SLASH, pygame.KMOD_SHIFT) == "rules"
    assert command_for(pygame.K_KP2, 0) == "wires_long" and command_for(pygame.K_0, 0) == "wires_any"
    assert command_for(pygame.K_RETURN, 0) is None                # a button's hotkey: End turn
    runnable = {"undo", "rules", "escape", "skip", "turn_tile", "wires_short", "wires_long", "wires_any",
                "zoom_in", "zoom_out", "next", "danger", "hint", "play_turn"}
    assert set(KEYS.values()) == runnable
    from forbidden_sky.sky.ui.play.routing import Router
    assert set(Router.KEY_COMMANDS) | {"rules"} == runnable


def test_the_auto_button_cycles_the_storm_pace():
    seen = [0.0]
    for _ in AUTO_STEPS:
        seen.append(next_auto(seen[-1]))
    assert seen == [0.0, 2.0, 1.0, 0.4, 0.0]
    assert next_auto(1.9) == 1.0                                  # a saved odd value snaps to the nearest


def test_r_and_the_right_button_and_the_wheel_turn_a_carried_tile(app):
    scene = game(app)
    tile = scene.state.player("navigator").tiles[0]
    r = next(r for r, (o, t) in scene.panels.hits["hand"] if t == tile)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(r.centerx, r.centery - 60), rel=(0, 0), buttons=(1, 0, 0)))
    assert isinstance(scene.pointer.drag, TileDrag) and scene.pointer.drag.rot == 0
    key(app, pygame.K_r)
    assert scene.pointer.drag.rot == 90
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(r.centerx, r.centery - 60), button=3))
    assert scene.pointer.drag.rot == 180
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert scene.pointer.drag.rot == 90
    key(app, pygame.K_ESCAPE)                                     # Escape: the tile flies home
    assert isinstance(scene.pointer.drag, TileBack)
    frame(app, 40)
    assert scene.pointer.drag is None and scene.state.player("navigator").tiles[0] == tile


def test_the_wire_keys_say_which_wires_come_next(app):
    scene = game(app)
    for k, pref, words in ((pygame.K_1, "short", "short"), (pygame.K_2, "long", "long"), (pygame.K_0, None, "shortest")):
        key(app, k)
        assert scene.wire_pref == pref and words in scene.toasts.texts[-1]
    assert len([t for t in scene.toasts.texts if t.startswith("Wires")]) == 1   # one banner of that kind


def test_plus_and_minus_zoom_and_take_the_camera(app):
    scene = game(app)
    cam = scene.view.camera
    z = cam.zoom
    key(app, pygame.K_PLUS)
    assert cam.zoom > z and cam.manual
    key(app, pygame.K_MINUS)
    assert abs(cam.zoom - z) < 1e-6


def test_n_and_the_next_card_button_draw_a_storm_card_only_in_the_storm(app):
    scene = game(app)
    key(app, pygame.K_n)
    assert not scene.pace.requested                               # not in the actions phase
    scene.pace.every = 0.0
    key(app, pygame.K_RETURN)
    settle(app, scene)
    assert scene.state.phase == "storm"
    drawn = len(scene.state.storm_discard)
    key(app, pygame.K_n)
    frame(app)
    assert len(scene.state.storm_discard) == drawn + 1 or scene.state.phase == "actions"


def test_undo_is_greyed_out_when_there_is_nothing_to_undo(app):
    scene = game(app)
    assert not scene.buttons.undo.enabled
    move = next(a for a in scene.session.legal() if a.type == "move")
    scene.do(move)
    frame(app)
    assert scene.buttons.undo.enabled


def test_the_log_button_and_l_open_the_log_and_the_wheel_scrolls_it(app):
    scene = game(app)
    key(app, pygame.K_l)
    assert scene.sheets.log
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert scene.sheets.scroll == 6
    click(app, scene.buttons.log.rect.center)
    assert not scene.sheets.log and scene.sheets.scroll == 0


# ---- the launch pad: whoever stands on it turns it ------------------------------------------

def test_the_pad_button_turns_it_for_a_player_on_the_pad_on_another_players_turn(app):
    # the Medic's turn, the Medic off the pad, the Navigator on it
    scene = start(app, "launch_rotate_pad_refused_off_the_pad", pawns={"medic": [2, 1], "navigator": [1, 1]})
    turns = [a for a in scene.session.legal() if a.type == "rotate_pad"]
    assert [a.player for a in turns] == ["navigator"]       # the core's rule: anyone on the pad
    assert scene.buttons.pad in scene.context_buttons()
    frame(app)
    click(app, scene.buttons.pad.rect.center)
    settle(app, scene)
    assert scene.state.board.pad_axis == "NS"
    assert scene.session.history[-1].action.player == "navigator"
    assert scene.state.actions_left == 4 and scene.state.current == "medic"


def test_the_pad_button_prefers_the_current_player(app):
    scene = start(app, "launch_rotate_pad_free")
    assert {a.player for a in scene.session.legal() if a.type == "rotate_pad"} >= {"medic"}
    assert scene.facts().rotate_pad.player == scene.state.current == "medic"


