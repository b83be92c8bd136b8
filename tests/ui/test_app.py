"""The App: the window (icon, resizing) and the player's settings in the per-user folder."""

import json
import shutil

import pygame
import pytest

from forbidden_sky.sky.ui.play import GameScene
from forbidden_sky.sky.ui.session import Setup
from forbidden_sky.sky.ui.play.routing import Router

from ui_helpers import frame, game, key


# ---- the window -------------------------------------------------------------------------------

def test_the_window_icon_comes_from_the_assets_and_a_missing_icon_is_skipped(monkeypatch, tmp_path):
    from forbidden_sky.resources import assets_dir
    from forbidden_sky.app.app import App
    icons = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surf: icons.append(surf.get_size()))
    a = App(size=(1024, 700), mute=True, strict=True)
    a.after_first_frame()          # the icon is set once the title is on screen
    a.warm.wait(10)
    a.close()
    assert icons == [(512, 512)]
    copy = tmp_path / "assets"
    shutil.copytree(assets_dir(), copy, ignore=shutil.ignore_patterns("icon", "sounds"))
    monkeypatch.setenv("FORBIDDEN_SKY_ASSETS", str(copy))
    icons.clear()
    a = App(size=(1024, 700), mute=True, strict=True)
    a.after_first_frame()
    a.warm.wait(10)
    a.close()
    assert icons == []


def test_a_resized_window_lays_the_game_out_again(app):
    scene = game(app)
    # SDL2 resizes the display surface itself before the event arrives
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    frame(app)
    assert app.screen.get_size() == (1000, 700)
    assert scene.layout.right.right == 1000 - scene.cfg.layout.margin
    assert scene.layout.bottom.bottom == 700 - scene.cfg.layout.margin


# ---- settings in the per-user folder --------------------------------------------------------

@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))       # macOS: ~/Library/Application Support
    from forbidden_sky.resources import user_data_dir
    return user_data_dir()


def _app(argv):
    from forbidden_sky.app.app import make_app, parse_args
    return make_app(parse_args(argv))


def test_settings_are_saved_in_the_user_folder_and_loaded_at_start(user_dir, monkeypatch):
    monkeypatch.chdir(user_dir.parent.parent)
    a = _app([])
    try:
        assert not a.sounds.muted and a.settings_path == user_dir / "settings.json"
        key(a, pygame.K_m)                                            # sound off
        a.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=720, size=(1100, 720)))
        scene = GameScene(a, Setup(["medic", "navigator"], "novice", 1))
        a.stack[:] = [scene]
        scene.take(Router(scene).command("auto"))                             # storm speed
        chosen = scene.pace.every
        key(a, pygame.K_F11)                                          # fullscreen
    finally:
        a.close()
    saved = json.loads((user_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["muted"] is True and saved["size"] == [1100, 720]
    assert saved["auto_advance"] == chosen and saved["fullscreen"] is True
    # no temp file left behind; the game played here was recorded beside the settings
    assert sorted(p.name for p in user_dir.iterdir()) == ["games", "settings.json"]
    assert all(not p.name.startswith(".") for p in (user_dir / "games").iterdir())
    b = _app([])
    try:
        assert b.sounds.muted and b.size == (1100, 720) and b.fullscreen
        assert GameScene(b, Setup(["medic", "navigator"], "novice", 1)).pace.every == chosen
    finally:
        b.close()


def test_command_line_flags_override_saved_settings_without_saving_them(user_dir):
    user_dir.mkdir(parents=True)
    (user_dir / "settings.json").write_text(json.dumps({"muted": False, "size": [1100, 720]}))
    a = _app(["--size", "1000x700", "--mute"])
    try:
        assert a.size == (1000, 700) and a.sounds.muted
    finally:
        a.close()
    assert json.loads((user_dir / "settings.json").read_text()) == {"muted": False, "size": [1100, 720]}


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00", b"[1, 2]", b'{"muted": "yes", "size": [5]}'])
def test_a_corrupt_settings_file_means_the_defaults(user_dir, content):
    user_dir.mkdir(parents=True)
    (user_dir / "settings.json").write_bytes(content)
    a = _app([])
    try:
        assert not a.sounds.muted and a.size == tuple(a.cfg.window.size) and not a.fullscreen
        frame(a)
    finally:
        a.close()


def test_an_unwritable_user_folder_never_stops_the_game(user_dir):
    user_dir.parent.mkdir(parents=True)
    user_dir.write_text("a file where the folder should be")
    a = _app([])
    try:
        key(a, pygame.K_m)                                            # saving fails quietly
        assert a.sounds.muted
    finally:
        a.close()
