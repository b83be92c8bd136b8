"""A finished game's screen is let go: Sky's screen freezes the long-lived objects at its start
(gc.freeze, fewer frame hitches), and a frozen object is never collected, so each new game kept
the one before it, about 19 MB a game (and the test suite grew to 14 GB). The freeze now lets go
of what the last one kept first."""

from __future__ import annotations

import gc
import weakref

from forbidden_sky.app.app import App

from ui_helpers import frame, game


def test_the_last_games_screen_is_collected_when_a_new_game_starts():
    app = App(size=(1280, 800), mute=True, strict=True)
    try:
        first = weakref.ref(game(app))
        frame(app, 3)
        game(app, seed=2)             # the next game replaces it on the stack
        frame(app, 3)
        gc.collect()
        assert first() is None, "the first game's screen is still alive (frozen by gc.freeze)"
    finally:
        app.close()
