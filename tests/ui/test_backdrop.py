"""The big-window savings (issue 12): the sky and platform are composed once, the panels are
blitted again only when they change or were covered, and the picture stays exactly what a full
redraw would show."""

import pygame

from forbidden_sky.ui.app import App
from forbidden_sky.ui.benchmark import _late_game_state

from ui_helpers import frame, game


def _late(app):
    s = _late_game_state()
    return game(app, players=[p.id for p in s.players], state=s)


def test_idle_frames_reuse_the_composed_board_and_the_panels_on_screen():
    app = App(size=(1920, 1080), mute=True, strict=True)
    try:
        sc = _late(app)
        frame(app, 5)
        builds, blits = sc.backdrop.builds, sc.panels.blits
        frame(app, 30)
        assert sc.backdrop.builds == builds and sc.panels.blits == blits
    finally:
        app.close()


def test_the_cheap_frame_looks_exactly_like_a_full_redraw():
    app = App(size=(1600, 1000), mute=True, strict=True)
    try:
        sc = _late(app)
        sc.t = 0.0
        frame(app, 20)
        sc.t, app.sky.t = 1.0, 1.0
        app.draw()
        cheap = pygame.image.tobytes(app.screen, "RGB")
        sc.panels.invalidate()
        sc.backdrop.invalidate()
        sc._covered = True
        app.screen.fill((255, 0, 0))
        app.draw()
        app.draw()                      # the first draw after a change draws directly, the second composes
        assert pygame.image.tobytes(app.screen, "RGB") == cheap
    finally:
        app.close()


def test_a_changed_panel_leaves_no_hole_in_the_others_corners(app):
    """One panel changing paints the margins (and every panel's corners) again: all the panels
    are then blitted, so no corner is left showing the sky over a panel's edge."""
    sc = game(app)
    frame(app, 3)
    sc.t = 0.0
    sc.picture.health[sc.state.current] -= 1          # only the team panel changes
    app.draw()
    cheap = pygame.image.tobytes(app.screen, "RGB")
    sc.panels.invalidate()
    sc._covered = True
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") == cheap


def test_a_tooltip_or_an_overlay_makes_the_panels_draw_again(app):
    sc = game(app)
    frame(app, 3)
    blits = sc.panels.blits
    sc._covered = True                   # what a tooltip, a carried tile or the settings leave behind
    frame(app)
    assert sc.panels.blits > blits
    key_before = sc.panels.blits
    frame(app, 3)
    assert sc.panels.blits == key_before
