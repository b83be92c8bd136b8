"""The camera re-fits smoothly when the platform outgrows the view, unless moved by hand."""


import pygame

from ui_helpers import click, drag, frame, game, key, settle


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


# ---- issue 22 item 6: Fit keeps the platform out from under the Danger and Hint buttons --------
# (they sit in the key strip above the camera's viewport: play/layout.py)

def _block(w: int = 5, h: int = 5):
    """A w x h platform of plain tiles: its top row spans the board's top edge."""
    import yaml
    from ui_helpers import scenario_state
    plain = "{symbol: none, surface: [N, E, S, W], ports: {}, pads: [], nets: []}"
    tiles = "\n".join(f"  - {{at: [{x}, {y}], rot: 0, tile: {{id: b{x}_{y}, " + plain[1:] + "}"
                      for x in range(w) for y in range(h))
    doc = f"players: [medic, navigator]\nstart_grid: false\ntiles:\n{tiles}\npawns: {{medic: [2, 2], navigator: [2, 2]}}\n"
    yaml.safe_load(doc)
    return scenario_state(doc)


def _under(scene, rects):
    cam = scene.view.camera
    return [c for c in scene.state.board.tiles
            if pygame.Rect(*cam.to_screen(*c), cam.px, cam.px).collidelist(rects) >= 0]


def test_fit_keeps_the_top_row_out_from_under_danger_and_hint():
    from forbidden_sky.bench import late_game_state
    from forbidden_sky.app.app import App
    for size in ((1024, 640), (1280, 800), (1920, 1080)):
        app = App(size=size, mute=True, strict=True)
        try:
            for s in (_block(), late_game_state()):
                scene = game(app, players=[p.id for p in s.players], state=s)
                fv = scene.fore_view
                click(app, scene.buttons.fit.rect.center)
                frame(app)
                assert not _under(scene, [fv.danger.rect, fv.hint.rect]), size
                assert scene.view.camera.shows_all(scene.state.board.tiles)
        finally:
            app.close()


# ---- issue 22 item 6: the camera brings a hint's target and a tile's drop spots into sight ----

def _in_sight(scene, cells):
    cam = scene.view.camera
    area = cam.free_area(scene.floating())
    return all(area.contains(pygame.Rect(*cam.to_screen(*c), cam.px, cam.px)) for c in cells)


def _glide(app):
    frame(app, 50)      # camera_glide is half a second


def test_a_hint_whose_target_is_off_screen_brings_it_into_sight(app):
    from forbidden_sky.sky.ui.play.foresight import OnShow
    scene = game(app)
    cam = scene.view.camera
    move = next(a for a in scene.session.legal() if a.type == "move")
    cam.by_hand()
    cam.pan_pixels(-cam.viewport.width, 0)         # the platform out of the window, to the left
    assert not _in_sight(scene, [move.to])
    zoom = cam.zoom
    scene.foresight.hint = OnShow(scene.state, move, "Go there.")
    _glide(app)
    assert _in_sight(scene, [move.to]) and cam.zoom == zoom


def test_a_hint_under_its_own_banner_is_lifted_above_it(app):
    from forbidden_sky.sky.ui.play.foresight import OnShow
    scene = game(app)
    cam = scene.view.camera
    move = next(a for a in scene.session.legal() if a.type == "move")
    scene.foresight.hint = OnShow(scene.state, move, "Go there.")
    banner = scene.fore_view.banner
    x, y = cam.to_screen(move.to[0] + 0.5, move.to[1] + 0.5)
    cam.by_hand()
    cam.pan_pixels(banner.centerx - x, banner.centery - y)     # the target cell right under the banner
    scene.memo.hint_revealed = None
    _glide(app)
    r = pygame.Rect(*cam.to_screen(*move.to), cam.px, cam.px)
    assert not r.colliderect(banner) and _in_sight(scene, [move.to])


def test_dragging_a_tile_brings_the_cells_that_take_it_into_sight(app):
    from forbidden_sky.sky.ui.play.gestures import TileDrag
    from forbidden_sky.sky.ui.play.intents import tile_spots
    scene = game(app)
    key(app, pygame.K_s)                           # scout: a tile in hand
    settle(app, scene)
    cam = scene.view.camera
    cam.by_hand()
    cam.pan_pixels(0, cam.viewport.height)         # the platform pushed off the foot of the board
    frame(app)
    rect, (owner, tile) = next((r, v) for r, v in scene.panels.hits["hand"] if v[0] == scene.state.current)
    spots = list(tile_spots(scene.reading(), tile))
    assert spots and not _in_sight(scene, spots)
    a = rect.center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(a[0], a[1] - 40), rel=(0, 0), buttons=(1, 0, 0)))
    assert isinstance(scene.pointer.drag, TileDrag)
    _glide(app)
    assert _in_sight(scene, spots)
