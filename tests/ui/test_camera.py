"""The camera re-fits smoothly when the platform outgrows the view, unless moved by hand."""

import pygame

from ui_helpers import click, drag, frame, game, settle


def _zoomed_in(app):
    scene = game(app)
    cam = scene.view.camera
    cam.zoom = cam.cfg.zoom_max          # as if the platform had been small: no hand involved
    frame(app)
    return scene, cam


def _explore(scene):
    ex = next(a for a in scene.session.legal() if a.type == "explore")
    assert scene.do(ex)
    return ex


def test_the_camera_glides_to_show_a_platform_that_grew_beyond_the_view(app):
    scene, cam = _zoomed_in(app)
    _explore(scene)
    assert not cam.shows_all(scene.state.board.tiles)
    frame(app)                            # the glide starts; it takes several frames
    assert cam.glide is not None
    zooms = []
    for _ in range(60):
        frame(app)
        zooms.append(cam.zoom)
    settle(app, scene)
    assert cam.glide is None and cam.shows_all(scene.state.board.tiles)
    assert zooms == sorted(zooms, reverse=True) and len(set(zooms)) > 3   # smooth, not a jump


def test_after_a_hand_pan_the_camera_stays_put_until_fit(app):
    scene, cam = _zoomed_in(app)
    r = scene.layout.board
    drag(app, (r.left + 15, r.top + 15), (r.left + 60, r.top + 40))    # drag empty sky: pan
    assert cam.manual
    before = (cam.cx, cam.cy, cam.zoom)
    _explore(scene)
    frame(app, 40)
    assert (cam.cx, cam.cy, cam.zoom) == before
    click(app, scene.buttons.fit.rect.center)
    assert not cam.manual and cam.shows_all(scene.state.board.tiles)


def test_the_wheel_counts_as_taking_the_camera(app):
    scene, cam = _zoomed_in(app)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.layout.board.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    assert cam.manual
    z = cam.zoom
    _explore(scene)
    frame(app, 40)
    assert cam.zoom == z
