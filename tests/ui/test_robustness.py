"""Bad input never crashes the app and never loses a game: a bug inside a scene is logged to
the user's data folder, the player gets a toast, and the game state stays as it was."""

import pygame
import pytest

from forbidden_sky.shell import guard
from forbidden_sky.app.app import App

from ui_helpers import click, frame, game, settle


@pytest.fixture
def lenient_app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "appdata"))
    monkeypatch.setattr("pathlib.Path.home", lambda: tmp_path / "home")
    a = App(size=(1280, 800), mute=True, strict=False)
    yield a
    a.close()


def _crash_log():
    path = guard.crash_log_path()
    return path.read_text(encoding="utf-8") if path.exists() else ""


def _cell_centre(scene, cell):
    return scene.view.cell_rect(cell).center


def test_a_bug_while_handling_a_click_is_logged_and_the_state_is_kept(lenient_app, tmp_path, monkeypatch):
    app = lenient_app
    scene = game(app)
    before = scene.state
    move = next(a for a in scene.session.legal() if a.type == "move")

    def broken_present(events):
        raise RuntimeError("injected presenter bug")
    monkeypatch.setattr(scene, "present", broken_present)
    click(app, _cell_centre(scene, move.to))          # the core applies, then the presenter raises
    assert app.running and app.stack == [scene]
    assert scene.state is before                      # the move was rolled back with the bug
    assert scene.session.history == []
    assert any("Something went wrong" in t[0] for t in app.toasts)
    log = _crash_log()
    assert "RuntimeError: injected presenter bug" in log and "GameScene.handle_event" in log
    assert "seed=1" in log                             # enough to replay the game
    assert str(guard.crash_log_path()).startswith(str(tmp_path / "xdg"))
    frame(app, 3)
    # the game goes on: with the bug gone, the same click works
    monkeypatch.undo()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    click(app, _cell_centre(scene, move.to))
    settle(app, scene)
    assert scene.state.player("navigator").at == move.to
    assert scene.picture_matches_state()


def test_a_bug_in_draw_every_frame_is_logged_once_and_the_app_keeps_running(lenient_app, monkeypatch):
    app = lenient_app
    scene = game(app)
    calls = {"n": 0}
    real = scene.panels.draw

    def flaky(shown, surface, **kw):
        calls["n"] += 1
        if calls["n"] <= 5:
            raise ZeroDivisionError("injected draw bug")
        return real(shown, surface, **kw)
    monkeypatch.setattr(scene.panels, "draw", flaky)
    frame(app, 10)
    assert app.running and app.stack == [scene]
    assert _crash_log().count("ZeroDivisionError: injected draw bug") == 1
    assert app.guard.count >= 2                      # every failure counted, logged once
    assert app._failed_frames == 0                   # drawing works again
    assert [t[0] for t in app.toasts] == [guard.TOAST]
    # the toast is on the screen: its dark red box sits mid-screen
    w, h = app.screen.get_size()
    row = [app.screen.get_at((x, h // 2 - 6)) for x in range(w // 2 - 150, w // 2 + 150, 3)]
    assert sum(c.r > c.g + 25 and c.r > c.b + 25 for c in row) > 20


def test_an_overlay_that_cannot_draw_is_closed(lenient_app, monkeypatch):
    app = lenient_app
    scene = game(app)
    from forbidden_sky.sky.ui.scenes.rules import RulesScene
    rules = RulesScene(app)
    app.stack.append(rules)
    monkeypatch.setattr(rules, "draw", lambda surface: 1 / 0)
    frame(app, 5)
    assert app.stack == [scene]


def test_strict_mode_raises_so_tests_still_see_bugs(app, monkeypatch):
    assert app.strict
    scene = game(app)
    monkeypatch.setattr(scene, "handle_event", lambda e: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))


def test_strict_mode_comes_from_the_environment(monkeypatch):
    monkeypatch.setenv("FORBIDDEN_SKY_STRICT", "1")
    assert guard.strict_from_env()
    monkeypatch.setenv("FORBIDDEN_SKY_STRICT", "0")
    assert not guard.strict_from_env()
