"""Typed gestures (ui/play/gestures.py): what a press becomes once the mouse travels, and
the drags synthetic mouse events make."""

import pygame

from forbidden_sky.sky.core.board import Wire
from forbidden_sky.sky.ui.play.gestures import (BoardPress, CardDrag, CardPress, PanDrag, PawnDrag, TileBack, TileDrag,
                                            TilePress, WireDrag, begin_drag, carried_tile, fly_back, travelled)

from ui_helpers import frame, game


def test_a_press_becomes_the_drag_of_what_was_pressed():
    assert begin_drag(TilePress("t01", "medic", (5, 5)), False) == TileDrag("t01", "medic", (5, 5), (5, 5))
    assert begin_drag(CardPress("jet_pack", "medic", (5, 5)), False) == CardDrag("jet_pack", "medic", (5, 5), (5, 5))
    assert isinstance(begin_drag(BoardPress((1, 1), (0, 0)), False), PanDrag)
    assert begin_drag(BoardPress((1, 1), (0, 0), ref="rod(0,0)"), False) == WireDrag("rod(0,0)", (1, 1), (1, 1))


def test_a_component_that_can_take_a_wire_wins_over_the_pawn_standing_on_it():
    on_rod = BoardPress((1, 1), (0, 0), pawn="medic", ref="rod(0,0)")
    assert isinstance(begin_drag(on_rod, wireable=True), WireDrag)
    assert begin_drag(on_rod, wireable=False) == PawnDrag("medic", (1, 1), (1, 1))
    assert isinstance(begin_drag(BoardPress((1, 1), (0, 0), wire=Wire("short", "a", "b")), False), PanDrag)


def test_a_press_becomes_a_drag_only_past_the_threshold():
    p = TilePress("t01", "medic", (100, 100))
    assert not travelled(p, (103, 104), 6)
    assert travelled(p, (106, 100), 6)


def test_a_carried_tile_turns_and_flies_back_from_where_it_was_let_go():
    d = TileDrag("t01", "medic", (10, 10), (10, 10))
    d.turn()
    d.turn(3)
    assert d.rot == 0
    d.turn(1)
    back = fly_back(d, (300, 200))
    assert back == TileBack("t01", "medic", 90, (10, 10), (300, 200), 0.0)
    assert carried_tile(back) == carried_tile(d) == ("medic", "t01")
    assert carried_tile(PanDrag((0, 0), (0, 0), (0, 0))) is None


def test_a_short_press_and_release_on_the_board_is_a_click_not_a_drag(app):
    scene = game(app)
    move = next(a for a in scene.session.legal() if a.type == "move")
    c = scene.view.cell_rect(move.to).center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=c, button=1))
    assert isinstance(scene.pointer.press, BoardPress) and scene.pointer.press.cell == move.to
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(c[0] + 2, c[1]), rel=(0, 0), buttons=(1, 0, 0)))
    assert scene.pointer.drag is None
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=c, button=1))
    assert scene.pointer.press is None and scene.state.player("navigator").at == move.to


def test_dragging_the_sky_pans_the_board_by_the_distance_moved(app):
    scene = game(app)
    cam = scene.view.camera
    r = scene.layout.board
    a = (r.left + 15, r.top + 15)
    before = cam.to_screen(0, 0)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for p in ((a[0] + 10, a[1]), (a[0] + 40, a[1] + 20)):
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    assert isinstance(scene.pointer.drag, PanDrag)
    after = cam.to_screen(0, 0)
    assert (round(after[0] - before[0]), round(after[1] - before[1])) == (40, 20)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(a[0] + 40, a[1] + 20), button=1))
    assert scene.pointer.drag is None
    frame(app)
