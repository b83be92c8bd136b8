"""Each action performed through the UI changes the game state as the core says."""

import pygame

from forbidden_sky.sky.core import apply, legal_actions
from forbidden_sky.sky.ui.play.gestures import TileBack

from ui_helpers import click, drag, frame, game, key, scenario_state, settle


def cell_centre(scene, cell):
    return scene.view.cell_rect(cell).center


def test_click_a_highlighted_cell_moves_the_pawn(app):
    scene = game(app)
    move = next(a for a in scene.session.legal() if a.type == "move")
    expected, _ = apply(scene.state, move)
    click(app, cell_centre(scene, move.to))
    settle(app, scene)
    assert scene.state.player("navigator").at == move.to
    assert scene.state.to_dict() == expected.to_dict()
    assert scene.picture_matches_state()


def test_dragging_the_pawn_moves_it(app):
    scene = game(app)
    move = next(a for a in scene.session.legal() if a.type == "move")
    pawn = scene.view.camera.to_screen(*scene.picture.pawn["navigator"])
    drag(app, (int(pawn[0]), int(pawn[1])), cell_centre(scene, move.to))
    settle(app, scene)
    assert scene.state.player("navigator").at == move.to


def test_clicking_the_tile_pile_scouts(app):
    scene = game(app)
    before = scene.state.player("navigator").tiles
    top = scene.state.tile_pile[0]
    pile = scene.panels.hits["pile"][0][0]
    click(app, pile.center)
    settle(app, scene)
    assert scene.state.player("navigator").tiles == before + (top,)
    assert scene.state.actions_left == 3


def _hand_rect(scene, tile):
    return next(r for r, (owner, t) in scene.panels.hits["hand"] if t == tile)


def test_dragging_a_tile_explores_with_rotation(app):
    scene = game(app)
    ex = next(a for a in scene.session.legal() if a.type == "explore" and a.rot != 0)
    r = _hand_rect(scene, ex.tile)
    turns = [pygame.K_r] * (ex.rot // 90)
    drag(app, r.center, cell_centre(scene, ex.at), keys=turns)
    settle(app, scene)
    placed = scene.state.board.tiles.get(ex.at)
    assert placed is not None and placed.spec.id == ex.tile and placed.rot == ex.rot
    assert ex.tile not in scene.state.player("navigator").tiles


def test_an_illegal_drop_tweens_back_and_says_why(app):
    scene = game(app)
    tile = scene.state.player("navigator").tiles[0]
    r = _hand_rect(scene, tile)
    far = (5, -3)   # nowhere near the pawn
    before = scene.state.to_dict()
    drag(app, r.center, cell_centre(scene, far))
    assert isinstance(scene.pointer.drag, TileBack)
    assert scene.toasts and "explore" in scene.toasts.texts[-1].lower() or "next to" in scene.toasts.texts[-1].lower()
    assert scene.state.to_dict() == before
    frame(app, 40)
    assert scene.pointer.drag is None      # the tween finished and the tile is back in hand
    assert tile in scene.state.player("navigator").tiles


WIRE_SCENARIO = """
players: [medic, navigator]
start_grid: false
tiles:
  - {at: [0, 0], rot: 0, tile: {id: rodtile, symbol: lightning_rod, surface: [N, E, S, W], ports: {E: small_capacitor}, nets: [[rod], [E]]}}
  - {at: [1, 0], rot: 0, tile: {id: half, symbol: none, surface: [N, E, S, W], ports: {W: small_capacitor}, nets: [[W]]}}
pawns: {medic: [0, 0], navigator: [0, 0]}
health: {navigator: 2}
"""


def _comp(scene, ref):
    c = scene.state.board.component_centre(ref, scene.view.components)
    x, y = scene.view.camera.to_screen(*c)
    return int(x), int(y)


def test_dragging_between_components_lays_the_shortest_wire_then_click_removes_it(app):
    scene = game(app, players=("medic", "navigator"), state=scenario_state(WIRE_SCENARIO))
    drag(app, _comp(scene, "rod(0,0)"), _comp(scene, "cap(0,0,E)"))
    settle(app, scene)
    wires = scene.state.board.wires
    assert [(w.kind, w.a, w.b) for w in wires] == [("short", "cap(0,0,E)", "rod(0,0)")]
    # click the wire, confirm
    a, b = scene.view.wire_segment(scene.state.board, wires[0])
    mid = scene.view.camera.to_screen((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + 0.0)
    # the middle of this wire is inside the capacitor's reach: pick a point nearer the rod end
    p = scene.view.camera.to_screen(a[0] + (b[0] - a[0]) * 0.3, a[1] + (b[1] - a[1]) * 0.3)
    if scene.view.component_at(scene.state.board, p) is not None:
        p = mid
    click(app, (int(p[0]), int(p[1])))
    assert scene.prompt is not None and "Remove" in scene.prompt.title
    click(app, scene.prompt.buttons[0].rect.center)
    settle(app, scene)
    assert scene.state.board.wires == ()
    assert scene.state.board.supply["short_wire"] == 12


def test_key_2_asks_for_a_long_wire(app):
    scene = game(app, players=("medic", "navigator"), state=scenario_state(WIRE_SCENARIO))
    assert any(a.type == "wire" and a.kind == "long" for a in legal_actions(scene.state))
    key(app, pygame.K_2)
    drag(app, _comp(scene, "rod(0,0)"), _comp(scene, "cap(0,0,E)"))
    settle(app, scene)
    assert [w.kind for w in scene.state.board.wires] == ["long"]
    assert scene.state.board.supply["long_wire"] == 3


def test_medic_heals_by_clicking_a_portrait(app):
    scene = game(app, players=("medic", "navigator"), state=scenario_state(WIRE_SCENARIO))
    portrait = next(r for r, pid in scene.panels.hits["portrait"] if pid == "navigator")
    click(app, portrait.center)
    settle(app, scene)
    assert scene.state.player("navigator").health == 3
    assert scene.state.actions_left == 3


def test_navigator_drags_another_pawn(app):
    scene = game(app)
    nav = next(a for a in scene.session.legal() if a.type == "navigate")
    pawn = scene.view.camera.to_screen(*scene.picture.pawn[nav.target])
    drag(app, (int(pawn[0]), int(pawn[1])), cell_centre(scene, nav.path[-1]))
    settle(app, scene)
    assert scene.state.player(nav.target).at == nav.path[-1]


def test_end_turn_with_enter_starts_the_storm(app):
    scene = game(app)
    key(app, pygame.K_RETURN)
    assert scene.state.phase == "storm"
