"""Draw-only layers over the board (ui/play/overlays.py)."""

import pygame

from forbidden_sky.sky.ui.play.gestures import TileDrag

from ui_helpers import frame, game, start


# ---- giving: the receivers glow on the board too ----------------------------------------------

def test_the_receivers_pawn_glows_on_the_board_while_a_gift_is_carried(app):
    scene = start(app, "power_surveyor_gives_tile_on_another_players_turn")
    hand = next(r for r, (o, t) in scene.panels.hits["hand"] if o == "surveyor" and t == "t01")
    far = (scene.layout.board.right - 20, scene.layout.board.top + 20)
    r = scene.cfg.board.pawn_radius * scene.view.camera.px

    def ring_pixels():
        x, y = scene.view.camera.to_screen(*scene.picture.pawn["medic"])
        pts = [(round(x + (r + 5.5) * dx), round(y + (r + 5.5) * dy)) for dx, dy in ((1, 0), (-1, 0), (0, -1))]
        return [app.screen.get_at(p) for p in pts]

    frame(app)
    assert not all(c.g > 180 and c.r < 150 for c in ring_pixels())
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hand.center, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(1, 0, 0)))
    scene.t = 0.0                                   # the pulse at rest: the green band at r+4..r+7
    app.step(0.0)
    assert all(c.g > 180 and c.r < 150 for c in ring_pixels())




def test_a_tile_carried_over_a_legal_cell_shows_a_green_ghost_and_a_refused_one_says_why(app):
    scene = game(app)
    ex = next(a for a in scene.session.legal() if a.type == "explore")
    at = scene.view.cell_rect(ex.at).center
    scene.pointer.drag = TileDrag(ex.tile, "navigator", at, at, rot=ex.rot)
    frame(app)
    r = scene.view.cell_rect(ex.at)
    edge = app.screen.get_at((r.centerx, r.top + 1))
    assert edge.g > 150 and edge.r < 150                      # the legal outline
    far = (scene.layout.board.right - 30, scene.layout.board.top + 30)   # open sky, far from the pawn
    scene.pointer.drag = TileDrag(ex.tile, "navigator", at, far)
    act, reason = scene.tile_candidate(scene.pointer.drag, far)
    assert act is not None and reason                         # on the board, refused: the core's sentence
    frame(app)


def test_a_wire_dragged_onto_a_component_shows_where_the_core_would_lay_it(app):
    # Platform 21 of the random builder: the short wire rod(-2,4)-rod(-3,4), centred, would
    # pass over the large capacitor past rod(-3,4); the core slides it east. The drag shows
    # that segment, not the centred one, and the wire laid on the drop lies there.
    import random
    from dataclasses import replace

    from forbidden_sky.sky.ai.platforms import random_platform
    from forbidden_sky.sky.core import Action, apply
    from forbidden_sky.sky.core.rules import new_game
    from forbidden_sky.sky.core.wiring import laid, segment, wire_space
    from forbidden_sky.sky.data import game_data
    from forbidden_sky.sky.ui.play.gestures import WireDrag
    from forbidden_sky.sky.ui.play.overlays import drag_look

    data = game_data()
    board = random_platform(data, random.Random(21))
    a, b = "rod(-2,4)", "rod(-3,4)"
    state = new_game(["electrician", "medic"], "novice", 1, data=data)
    state = replace(state, board=board, players=tuple(replace(p, at=board.component_cells(a)[0]) for p in state.players))
    scene = game(app, players=["electrician", "medic"], state=state)
    space = wire_space(board, data.components)
    assert space.check_at(b, a, data.components.wire_lengths["short"], 0.0) == "it would pass over the large capacitor"
    wire = laid(board, data.components, "short", a, b)
    assert wire.offset != 0.0
    at = scene.view.camera.to_screen(*board.component_centre(b, data.components))
    start_at = scene.view.camera.to_screen(*board.component_centre(a, data.components))
    look = drag_look(WireDrag(a, start_at, at), scene.reading(), scene.view, scene.session.state, (None, None))
    assert look.kind == "short" and look.lies == segment(board, data.components, wire)
    after, _ = apply(state, Action("wire", "electrician", kind="short", a=a, b=b, free=True))
    assert wire in after.board.wires
