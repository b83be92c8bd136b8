"""Where input goes (play/routing.py): topmost first, and a press is consumed by what it lands
on. Issue 22 item 1: a click on a floating button (Hint, Danger, Play it) left a board press
behind, so the board panned with no button held and the next click was swallowed.

The guard walks every button the screen's layout knows (``GameScene.every_button``), in a
position where that button is on show, and every kind of click on it; then every button of
the dialogs the screen opens. After each, no press and no drag may be left behind."""

from __future__ import annotations

from typing import Callable

import pygame

from forbidden_sky.sky.core import Action
from forbidden_sky.sky.ui.play.foresight import OnShow
from forbidden_sky.sky.ui.play.gestures import TileBack
from forbidden_sky.sky.ui.play.routing import Router

from ui_helpers import click, frame, game, key, position

Pos = tuple[int, int]


def _ev(app, kind, pos, button=1):
    extra = {"button": button} if kind != pygame.MOUSEMOTION else {"rel": (0, 0), "buttons": (1, 0, 0)}
    app.dispatch(pygame.event.Event(kind, pos=pos, **extra))


def _sky_point(sc) -> Pos:
    """A point of the board's sky away from every control (a press there would pan)."""
    r = sc.layout.board
    for y in range(r.centery, r.bottom, 7):
        for x in range(r.left + 12, r.right, 7):
            p = (x, y)
            if (not Router(sc).on_a_control(p) and sc.view.component_at(sc.state.board, p) is None
                    and sc.view.camera.cell_at(p) not in sc.state.board.tiles and Router(sc).pawn_at(p) is None):
                return p
    raise AssertionError("no bare sky on the board")


# ---- the kinds of click -------------------------------------------------------------------------

def _click(app, at: Pos, sky: Pos) -> None:
    click(app, at)


def _right(app, at: Pos, sky: Pos) -> None:
    click(app, at, button=3)


def _middle(app, at: Pos, sky: Pos) -> None:
    click(app, at, button=2)


def _double(app, at: Pos, sky: Pos) -> None:
    click(app, at)
    click(app, at)


def _press_and_slide_off(app, at: Pos, sky: Pos) -> None:
    _ev(app, pygame.MOUSEBUTTONDOWN, at)
    for k in (1, 2, 3):
        _ev(app, pygame.MOUSEMOTION, (at[0] + (sky[0] - at[0]) * k // 3, at[1] + (sky[1] - at[1]) * k // 3))
    _ev(app, pygame.MOUSEBUTTONUP, sky)


def _press_wander_and_come_back(app, at: Pos, sky: Pos) -> None:
    _ev(app, pygame.MOUSEBUTTONDOWN, at)
    _ev(app, pygame.MOUSEMOTION, sky)
    _ev(app, pygame.MOUSEMOTION, at)
    _ev(app, pygame.MOUSEBUTTONUP, at)


def _pressed_on_the_sky_let_go_on_it(app, at: Pos, sky: Pos) -> None:
    _ev(app, pygame.MOUSEBUTTONDOWN, sky)
    _ev(app, pygame.MOUSEBUTTONUP, at)


KINDS: list[Callable[..., None]] = [_click, _right, _middle, _double, _press_and_slide_off,
                                    _press_wander_and_come_back, _pressed_on_the_sky_let_go_on_it]


# ---- the positions where each button is on show -------------------------------------------------
# (opened without drawing a frame: input never depends on the last draw, and the guard walks
# some two hundred clicks)

def _open(app, players=("navigator", "medic"), state=None):
    from forbidden_sky.sky.ui.play import GameScene
    from forbidden_sky.sky.ui.session import Setup
    sc = GameScene(app, Setup(list(players), "novice", 1), state=state)
    app.stack[:] = [sc]
    return sc


def _actions(app):
    return _open(app)


def _hint_on_show(app):
    sc = _open(app)
    move = next(a for a in sc.session.legal() if a.type == "move")
    sc.foresight.hint = OnShow(sc.state, move, "Move there.")
    return sc


STORM = position("launch_rotate_pad_free", actions_left=0)


def _storm(app):
    sc = _open(app, [p.id for p in STORM.players], STORM)
    sc.do(Action("end_actions"))
    sc.queue.skip(sc.picture)
    assert sc.state.phase == "storm" and not sc.state.over
    return sc


PAD = position("launch_rotate_pad_free")


def _on_the_pad(app):
    return _open(app, [p.id for p in PAD.players], PAD)


SITUATIONS = [_actions, _hint_on_show, _storm, _on_the_pad]


def _nothing_left_behind(app, sc, what: str) -> None:
    assert sc.pointer.press is None, f"{what}: a press was left behind: {sc.pointer.press}"
    assert sc.pointer.drag is None or isinstance(sc.pointer.drag, TileBack), f"{what}: a drag was left behind: {sc.pointer.drag}"
    stuck = [b.label for b in sc.every_button() if b.pressed]
    assert not stuck, f"{what}: buttons still held down: {stuck}"
    if app.top is not sc or sc.prompt is not None:
        return
    # the mouse moves with no button held: the board must not follow it
    cam = sc.view.camera
    before = cam.to_screen(0, 0)
    r = sc.layout.board
    for p in ((r.centerx, r.centery), (r.centerx + 60, r.centery + 40)):
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)))
    assert sc.pointer.drag is None and cam.to_screen(0, 0) == before, f"{what}: the board pans with no button held"


def test_a_click_on_the_hint_button_is_the_buttons_alone(app):
    """The newcomer's first move after a hint: the click on Hint leaves nothing, the board stays
    put while the mouse moves, and the next click on a lit cell moves the pawn."""
    sc = game(app)
    click(app, sc.fore_view.hint.rect.center)
    assert sc.pointer.press is None
    _nothing_left_behind(app, sc, "Hint")
    sc.foresight.worker.wait(30)
    frame(app, 2)
    move = next(a for a in sc.session.legal() if a.type == "move")
    click(app, sc.view.cell_rect(move.to).center)
    assert sc.state.player(sc.state.current).at == move.to


def test_a_press_on_the_hints_banner_is_not_a_board_press(app):
    sc = _hint_on_show(app)
    banner = sc.fore_view.banner
    _ev(app, pygame.MOUSEBUTTONDOWN, (banner.left + 20, banner.centery))
    assert sc.pointer.press is None


def test_no_click_on_any_button_leaves_a_press_or_drag_behind(app):
    """Every button of the layout, in a position that shows it, and every kind of click."""
    seen = set()
    for situation in SITUATIONS:
        probe = situation(app)
        live = [b.action for b in Router(probe).live_buttons()]
        for action in live:
            for kind in KINDS:
                sc = situation(app)
                b = next(b for b in Router(sc).live_buttons() if b.action == action)
                sky = _sky_point(sc)
                kind(app, b.rect.center, sky)
                _nothing_left_behind(app, sc, f"{situation.__name__}: {action}: {kind.__name__}")
                seen.add(action)
    every = {b.action for b in probe.every_button()}
    assert every <= seen, f"buttons no situation shows (add one to SITUATIONS): {sorted(every - seen)}"


MED_KIT = position("equip_med_kit_restores_two_health")


def _dialogs(app):
    """(name, scene with a question open) for the questions the game screen asks."""
    sc = _open(app)
    key(app, pygame.K_ESCAPE)
    yield "menu", sc
    s = MED_KIT
    sc = _open(app, [p.id for p in s.players], s)
    key(app, pygame.K_q)
    yield "play which card", sc


def test_no_click_on_a_dialog_leaves_a_press_or_drag_behind(app):
    names = [name for name, sc in _dialogs(app) if sc.prompt is not None]
    assert names == ["menu", "play which card"]
    for i in range(len(names)):
        n_buttons = len(list(_dialogs(app))[i][1].prompt.buttons)
        for j in range(n_buttons):
            for kind in KINDS:
                name, sc = list(_dialogs(app))[i]
                b = sc.prompt.buttons[j]
                kind(app, b.rect.center, _sky_point(sc))
                _nothing_left_behind(app, sc, f"{name}: {b.label}: {kind.__name__}")


def test_a_board_press_ends_with_the_mouse_up_even_when_a_question_opened_between(app):
    sc = game(app)
    sky = _sky_point(sc)
    _ev(app, pygame.MOUSEBUTTONDOWN, sky)
    assert sc.pointer.press is not None
    key(app, pygame.K_ESCAPE)             # the menu opens while the button is held
    assert sc.prompt is not None
    _ev(app, pygame.MOUSEBUTTONUP, sc.prompt.rect.center)
    assert sc.pointer.press is None and sc.pointer.drag is None


def test_the_scene_and_the_router_do_not_hold_each_other(app):
    """Issue 19: the router (and the keyboard play in it) sees the screen for one event; what
    the keyboard keeps between events is the screen's (``keys_held``)."""
    sc = game(app, seed=2)
    assert not any(isinstance(v, Router) for v in vars(sc).values())
    key(app, pygame.K_RIGHT)                          # the cursor appears, kept by the screen
    assert sc.keys_held.cursor is not None and Router(sc).keyplay.cursor == sc.keys_held.cursor
