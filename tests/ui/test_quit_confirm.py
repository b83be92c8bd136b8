"""Closing the window during a game asks first (issue 10): a synthetic pygame.QUIT."""

from types import SimpleNamespace

import pygame

from forbidden_sky.shell.quit_confirm import QuitConfirm, game_in_progress
from forbidden_sky.app.title import TitleScene
from ui_helpers import frame, game, key

QUIT = pygame.event.Event(pygame.QUIT)


def test_closing_the_window_during_a_game_asks_and_cancel_goes_back(app):
    scene = game(app)
    app.dispatch(QUIT)
    assert app.running and isinstance(app.top, QuitConfirm) and app.stack[0] is scene
    frame(app, 3)                        # the question draws over the (paused) game
    state = scene.state
    key(app, pygame.K_ESCAPE)            # Cancel
    assert app.running and app.stack == [scene] and scene.state is state


def test_answering_quit_or_closing_again_ends_the_program(app):
    game(app)
    app.dispatch(QUIT)
    key(app, pygame.K_1)                 # the Quit button
    assert not app.running and app.status == 0
    app.running = True
    app.stack[:] = app.stack[:1]
    app.dispatch(QUIT)
    app.dispatch(QUIT)                   # closed twice: the player means it
    assert not app.running


def test_closing_the_title_screen_or_a_finished_game_quits_at_once(app):
    app.stack[:] = [TitleScene(app)]
    app.dispatch(QUIT)
    assert not app.running and len(app.stack) == 1
    over = SimpleNamespace(session=SimpleNamespace(state=SimpleNamespace(over=True)))
    playing = SimpleNamespace(session=SimpleNamespace(state=SimpleNamespace(over=False)))
    assert not game_in_progress(over) and game_in_progress(playing)
    assert game_in_progress(SimpleNamespace(in_progress=lambda: True))
    assert not game_in_progress(SimpleNamespace(in_progress=False, session=playing.session))

