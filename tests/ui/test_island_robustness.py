"""Bad input never loses an Island game either: a bug inside Island's screen is logged, the
player gets a banner, and the game steps back to its last good moment (the App's checkpoint:
Island's screen had none, so the guard could not rewind it)."""

from __future__ import annotations

import pytest

from forbidden_sky.app.app import App
from forbidden_sky.island.ui.scene import IslandScene
from forbidden_sky.island.ui.session import Setup
from forbidden_sky.shell import guard

from ui_helpers import drag, frame


@pytest.fixture
def lenient_app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr("pathlib.Path.home", lambda: tmp_path / "home")
    a = App(size=(1280, 800), mute=True, strict=False)
    yield a
    a.close()


def test_a_bug_after_a_move_rolls_the_island_game_back_and_it_goes_on(lenient_app, monkeypatch):
    app = lenient_app
    sc = IslandScene(app, Setup(["pilot", "diver"], "novice", 4))
    app.stack[:] = [sc]
    frame(app, 5)
    before, n_log = sc.session.now, len(sc.session.log)
    s = before
    move = next(a for a in sc.session.legal() if a.type == "move" and a.player is None)   # the current player's
    start, goal = sc.view.cell_rect(s.at(s.current)).center, sc.view.cell_rect(s.cell(move.to)).center

    def broken(*args, **kwargs):
        raise RuntimeError("injected Island bug")
    monkeypatch.setattr("forbidden_sky.island.ui.scene.present_each", broken)
    drag(app, start, goal)                              # the core applies, then the presenter raises
    assert app.running and app.stack == [sc]
    assert sc.session.now is before and sc.session.history == [] and len(sc.session.log) == n_log
    assert sc.pointer.press is None and sc.pointer.drag is None
    assert any("Something went wrong" in t[0] for t in app.toasts)
    log = guard.crash_log_path().read_text(encoding="utf-8")
    assert "RuntimeError: injected Island bug" in log
    monkeypatch.undo()
    frame(app, 3)
    drag(app, start, goal)                              # the bug gone, the same move works
    frame(app, 120)
    assert len(sc.session.history) == 1 and sc.session.now.at(s.current) == s.cell(move.to)
