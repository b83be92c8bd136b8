"""Sky's router is a room that returns values (play/routing.py, play/screen.py): it reads the
screen and says what input means (an intent, one of the hub's verbs, a scene command); the
scene alone carries it out (``GameScene.take``). For each kind of input the router used to act
on itself (the Menu's answer, a dropped tile, the banners and switches, a button's command),
the event is routed by a Router made on the scene, the scene is seen not to have changed, and
only then does the scene take the value and change as it always did."""

from __future__ import annotations

import pygame
from read_only import ReadOnly

from forbidden_sky.shell.scene import ALL, Goto
from forbidden_sky.sky.core import Action, legal_actions
from forbidden_sky.sky.ui.play import intents
from forbidden_sky.sky.ui.play.gestures import TileBack, TileDrag
from forbidden_sky.sky.ui.play.keys import next_auto
from forbidden_sky.sky.ui.play.routing import Router
from forbidden_sky.sky.ui.play.screen import (Answered, AutoAdvance, Disarm, Fit, Foresee, NextCard, Screen, SheetsTo,
                                              TileDrop, Undo, WirePref, Zoom)

from test_routing import _sky_point
from ui_helpers import game, position, settle


def _key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def _mouse(kind, pos, button=1):
    return pygame.event.Event(kind, pos=pos, button=button)


def _route(sc, event):
    """What the router says ``event`` means (a Router made for it, as the scene makes one)."""
    return Router(sc).handle(event)


def _looks(sc) -> dict:
    """What input may change on the screen, besides the router's own pointer state."""
    cam = sc.view.camera
    return {"prompt": sc.prompt, "leave_to": sc.leave_to, "wire_pref": sc.wire_pref, "armed": sc.armed,
            "sheets": (sc.sheets.log, sc.sheets.discard, sc.sheets.scroll),
            "pace": (sc.pace.requested, sc.pace.every), "camera": (cam.cx, cam.cy, cam.zoom, cam.manual, cam.glide),
            "overlay": sc.foresight.overlay_on, "toasts": list(sc.toasts.texts), "played": len(sc.session.history)}


def _changed(sc, before: dict) -> set[str]:
    now = _looks(sc)
    return {k for k in now if now[k] != before[k]}


# ---- 1. the Menu's answer is a Leave --------------------------------------------------------------

def test_the_menus_answer_is_returned_as_a_leave_and_the_scene_leaves_only_when_it_takes_it(app):
    sc = game(app)
    before = _looks(sc)
    menu = _route(sc, _key(pygame.K_ESCAPE))
    assert isinstance(menu, intents.Choose) and menu.title == "Menu" and not _changed(sc, before), \
        "the question is a value: nothing is open yet"
    sc.take(menu)
    prompt = sc.prompt
    assert prompt is not None and _changed(sc, before) == {"prompt"}
    title = next(b for b in prompt.buttons if b.label == "Back to title")
    before = _looks(sc)
    assert _route(sc, _mouse(pygame.MOUSEBUTTONDOWN, title.rect.center)) is None
    out = _route(sc, _mouse(pygame.MOUSEBUTTONUP, title.rect.center))
    assert out == Answered(prompt, intents.Leave("title"))
    assert not _changed(sc, before) and sc.prompt is prompt and sc.leave_to is None, "answered, not yet acted on"
    assert sc.take(out) is None
    assert sc.prompt is None and sc.leave_to == "title"
    assert sc.update(1 / 60) == Goto("title", pop=ALL)


def test_a_cancelled_menu_is_answered_with_nothing_to_do(app):
    sc = game(app)
    sc.take(_route(sc, _key(pygame.K_ESCAPE)))
    prompt = sc.prompt
    cancel = prompt.buttons[-1]
    _route(sc, _mouse(pygame.MOUSEBUTTONDOWN, cancel.rect.center))
    out = _route(sc, _mouse(pygame.MOUSEBUTTONUP, cancel.rect.center))
    assert out == Answered(prompt, None) and sc.prompt is prompt
    sc.take(out)
    assert sc.prompt is None and sc.leave_to is None


def test_an_answer_that_is_an_action_is_applied_by_the_scene_not_the_question(app):
    sc = game(app)
    sc.take(intents.Ask("Scout?", "A tile from the pile.", (("Scout", Action("scout")),)))
    prompt = sc.prompt
    assert prompt is not None
    out = _route(sc, _key(pygame.K_1))
    assert out == Answered(prompt, intents.Do(Action("scout"))) and not sc.session.history
    sc.take(out)
    assert sc.prompt is None and sc.session.history[-1].action == Action("scout")


# ---- 2. a dropped tile -------------------------------------------------------------------------------

def _holding_a_tile(app):
    sc = game(app)
    sc.take(_route(sc, _key(pygame.K_s)))                   # scout: a tile in hand
    settle(app, sc)
    me = sc.state.player(sc.state.current)
    return sc, me.tiles[-1]


def test_a_tile_dropped_on_a_cell_that_takes_it_is_placed_when_the_scene_takes_the_drop(app):
    sc, tile = _holding_a_tile(app)
    goal = next(a for a in legal_actions(sc.state) if a.type == "explore" and a.tile == tile)
    at = sc.view.cell_rect(goal.at).center
    sc.pointer.drag = TileDrag(tile, sc.state.current, at, at, goal.rot)
    before = _looks(sc)
    out = _route(sc, _mouse(pygame.MOUSEBUTTONUP, at))
    assert isinstance(out, TileDrop) and isinstance(out.intent, intents.Do) and out.intent.action.type == "explore"
    assert not _changed(sc, before) and sc.pointer.drag is None, "returned, not placed"
    sc.take(out)
    assert sc.session.history[-1].action.type == "explore" and goal.at in sc.state.board.tiles
    assert sc.pointer.drag is None


def test_a_tile_refused_flies_home_only_when_the_scene_takes_the_refusal(app):
    sc, tile = _holding_a_tile(app)
    pawns = {p.at for p in sc.state.players}
    filled = next(c for c in sorted(sc.state.board.tiles) if c not in pawns)   # a tile there already
    at = sc.view.cell_rect(filled).center
    sc.pointer.drag = TileDrag(tile, sc.state.current, at, at, 0)
    played = len(sc.session.history)
    out = _route(sc, _mouse(pygame.MOUSEBUTTONUP, at))
    assert isinstance(out, TileDrop) and not isinstance(out.intent, intents.Do)
    assert sc.pointer.drag is None and len(sc.session.history) == played
    sc.take(out)
    assert isinstance(sc.pointer.drag, TileBack) and sc.pointer.drag is out.back
    assert len(sc.session.history) == played


def test_enter_with_a_carried_tile_returns_the_same_drop(app):
    sc, tile = _holding_a_tile(app)
    sc.take(_route(sc, _key(pygame.K_t)))                   # T carries it to the nearest cell that takes it
    assert isinstance(sc.pointer.drag, TileDrag)
    out = _route(sc, _key(pygame.K_RETURN))
    assert isinstance(out, TileDrop) and isinstance(out.intent, intents.Do) and out.intent.action.type == "explore"
    assert sc.session.history[-1].action.type == "scout", "returned, not placed"
    sc.take(out)
    assert sc.session.history[-1].action.type == "explore"


# ---- 3. banners and switches ------------------------------------------------------------------------

def test_the_wire_length_is_returned_and_set_and_said_by_the_scene(app):
    sc = game(app)
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_1))
    assert out == WirePref("short", "Wires: short") and not _changed(sc, before)
    sc.take(out)
    assert _changed(sc, before) == {"wire_pref", "toasts"} and sc.wire_pref == "short"
    assert sc.toasts.texts[-1] == "Wires: short"


def test_zoom_keys_and_the_wheel_return_a_zoom(app):
    sc = game(app)
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_PLUS))
    assert out == Zoom(sc.cfg.board.zoom_step) and not _changed(sc, before)
    sc.take(out)
    assert _changed(sc, before) == {"camera"} and sc.view.camera.manual
    inside = sc.layout.board.center
    sc.pointer.pos = inside
    before = _looks(sc)
    out = _route(sc, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert out == Zoom(sc.cfg.board.zoom_step ** -1, inside) and not _changed(sc, before)


def test_the_storms_next_card_is_asked_for_by_the_scene(app):
    s = position("launch_rotate_pad_free", actions_left=0)
    sc = game(app, players=[p.id for p in s.players], state=s)
    sc.do(Action("end_actions"))
    sc.queue.skip(sc.picture)
    assert sc.state.phase == "storm"
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_n))
    assert out == NextCard() and not _changed(sc, before)
    sc.take(out)
    assert sc.pace.requested


def test_the_foresight_switch_is_turned_by_the_scene(app):
    sc = game(app)
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_d))
    assert out == Foresee("danger", click=True) and not _changed(sc, before)
    sc.take(out)
    assert sc.foresight.overlay_on != before["overlay"]


def test_escape_puts_an_armed_card_down_through_the_scene(app):
    sc = game(app)
    sc.armed = intents.Armed("jet_pack", sc.state.current, (), "")
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_ESCAPE))
    assert out == Disarm("Cancelled") and not _changed(sc, before)
    sc.take(out)
    assert sc.armed is None and sc.toasts.texts[-1] == "Cancelled"


def test_the_log_opens_and_closes_through_the_scene(app):
    sc = game(app)
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_l))                      # the Log button's hotkey
    assert out == SheetsTo(True, False, 0) and not _changed(sc, before)
    sc.take(out)
    assert sc.sheets.log
    out = _route(sc, _key(pygame.K_ESCAPE))
    assert out == SheetsTo(False, False, 0) and sc.sheets.log
    sc.take(out)
    assert not sc.sheets.open


# ---- 4. a button's command is what it means, not carried out by the router -------------------------

def test_a_command_is_returned_not_taken(app):
    sc = game(app)
    cam = sc.view.camera
    sc.take(Zoom(0.5))
    before = _looks(sc)
    assert Router(sc).command("fit") == Fit()
    assert Router(sc).command("auto") == AutoAdvance(next_auto(sc.pace.every))
    assert Router(sc).command("undo") == Undo()
    assert Router(sc).command("scout") is None and not _changed(sc, before)
    sc.take(Router(sc).command("fit"))
    assert not cam.manual and _changed(sc, before) == {"camera"}


def test_the_router_sees_the_screen_read_only():
    """The protocol the input rooms see the scene through has no setter and no method that
    carries anything out (take, do, ask, toast...): those are the hub's alone."""
    members = {n for n in vars(Screen) if not n.startswith("_")}
    props = {n for n in members if isinstance(vars(Screen)[n], property)}
    assert all(vars(Screen)[n].fset is None for n in props)
    assert members - props == {"facts", "reading", "shown", "context_buttons", "tile_candidate"}
    assert not {"take", "do", "carry_out", "ask", "toast", "refuse", "undo", "reveal", "leave_to"} & members


def test_no_input_makes_the_router_set_an_attribute_of_the_scene(app):
    """A round of keys, the wheel, clicks and drags, each routed by a Router on a scene that
    refuses to be written to; what each means is then taken by the real scene."""
    sc, _tile = _holding_a_tile(app)
    sc.panels.refresh(sc.shown())
    hand = sc.panels.hits.rect_of("hand", (sc.state.current, _tile))
    assert hand is not None
    target = sc.view.cell_rect(next(a.at for a in legal_actions(sc.state) if a.type == "explore" and a.tile == _tile)).center
    events = [_mouse(pygame.MOUSEBUTTONDOWN, hand.center),                 # a tile from the hand onto the board
              pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0)),
              _mouse(pygame.MOUSEBUTTONUP, target)]
    events += [_key(k) for k in (pygame.K_1, pygame.K_2, pygame.K_0, pygame.K_PLUS, pygame.K_MINUS, pygame.K_d,
                                 pygame.K_d, pygame.K_l, pygame.K_ESCAPE, pygame.K_RIGHT, pygame.K_t, pygame.K_r,
                                 pygame.K_ESCAPE, pygame.K_w, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_TAB, pygame.K_ESCAPE)]
    kinds = set()
    for event in events:
        out = Router(ReadOnly(sc)).handle(event)
        kinds.add(type(out).__name__)
        sc.take(out)
    sky = _sky_point(sc)                    # a press on the bare sky pans the board
    events = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1), _mouse(pygame.MOUSEBUTTONDOWN, sky),
              pygame.event.Event(pygame.MOUSEMOTION, pos=(sky[0] + 40, sky[1]), rel=(0, 0), buttons=(1, 0, 0)),
              _mouse(pygame.MOUSEBUTTONUP, (sky[0] + 40, sky[1])), _key(pygame.K_z, pygame.KMOD_CTRL)]
    for event in events:
        out = Router(ReadOnly(sc)).handle(event)
        kinds.add(type(out).__name__)
        sc.take(out)
    for _ in range(3):                      # Escape steps back (a tile flying home) until the Menu
        if sc.prompt is None:
            out = Router(ReadOnly(sc)).handle(_key(pygame.K_ESCAPE))
            kinds.add(type(out).__name__)
            sc.take(out)
    assert sc.prompt is not None and sc.prompt.title == "Menu", "the round ends on the Menu, opened by the scene"
    assert {"WirePref", "Zoom", "Foresee", "SheetsTo", "Reveal", "Skip", "Undo", "Pan", "TileDrop", "Choose"} <= kinds, kinds
