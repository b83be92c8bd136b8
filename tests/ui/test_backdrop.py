"""The big-window savings (issue 12): the sky and platform are composed once, the panels are
blitted again only when they change or were covered, and the picture stays exactly what a full
redraw would show."""

import pygame

from forbidden_sky.app.app import App
from forbidden_sky.sky.ui.benchmark import _late_game_state

from ui_helpers import frame, game, key


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
        sc.damage.covered = True
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
    sc.damage.covered = True
    app.draw()
    assert pygame.image.tobytes(app.screen, "RGB") == cheap


def test_a_tooltip_or_an_overlay_makes_the_panels_draw_again(app):
    sc = game(app)
    frame(app, 3)
    blits = sc.panels.blits
    sc.damage.covered = True                   # what a tooltip, a carried tile or the settings leave behind
    frame(app)
    assert sc.panels.blits > blits
    key_before = sc.panels.blits
    frame(app, 3)
    assert sc.panels.blits == key_before


def _full_redraw_equals_cheap(app, sc):
    app.draw()
    cheap = pygame.image.tobytes(app.screen, "RGB")
    sc.panels.invalidate()
    sc.damage.covered, sc.damage.drawn = True, None
    app.screen.fill((255, 0, 255))
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB") == cheap


def test_frames_that_restore_only_what_they_drew_match_a_full_redraw_through_a_lightning_strike():
    from dataclasses import replace

    from forbidden_sky.sky.core import Action, Phase, apply
    from forbidden_sky.sky.core.events import LightningStruck
    from forbidden_sky.sky.ui.play import presenters
    app = App(size=(1600, 1000), mute=True, strict=True)
    try:
        sc = _late(app)
        s = sc.state
        strike_state = replace(s, phase=Phase.STORM, storm_draws_left=1, pending=None,
                               storm_pile=("lightning_strikes",) + tuple(s.storm_pile))
        _, events = apply(strike_state, Action("draw_storm"))
        strike = next(e for e in events if isinstance(e, LightningStruck))
        frame(app, 5)
        sc.queue.extend(presenters.lightning_struck(strike, sc.stage, sc.state))
        checked = 0
        for i in range(60):
            app.step(1 / 30)
            if i % 6 == 0:
                assert _full_redraw_equals_cheap(app, sc), i
                checked += 1
        assert checked == 10
    finally:
        app.close()


def test_frames_with_the_keyboard_cursor_and_pulsing_highlights_match_a_full_redraw(app):
    sc = _late(app)
    frame(app, 3)
    for k in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT):
        key(app, k)
        frame(app, 2)
        assert _full_redraw_equals_cheap(app, sc)


def test_a_walking_pawn_leaves_no_trail(app):
    sc = game(app)
    frame(app, 3)
    cell = sorted(sc.facts().moves)[0]
    from forbidden_sky.sky.core import Action
    sc.do(Action("move", to=cell))
    for _ in range(12):
        app.step(1 / 60)
        assert _full_redraw_equals_cheap(app, sc)


def test_a_tooltip_over_the_board_is_restored_cleanly_when_it_goes(app):
    sc = game(app)
    frame(app, 3)
    spot = sc.layout.board.center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(1, 0), buttons=(0, 0, 0)))
    frame(app, 40)                                    # the tooltip shows
    assert _full_redraw_equals_cheap(app, sc)
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(spot[0] + 200, spot[1] + 90), rel=(1, 0),
                                    buttons=(0, 0, 0)))
    frame(app, 2)                                     # gone (the mouse moved on)
    assert _full_redraw_equals_cheap(app, sc)
