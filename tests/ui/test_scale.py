"""The UI scale (issue 12): text, panels, buttons and hit areas follow it; it is chosen from
the window and the display, or set in the settings, and command-line flags win for one run."""

import json

import pygame
import pytest

from forbidden_sky.shell import scale
from forbidden_sky.app.app import App
from forbidden_sky.shell.config import ui_config

from ui_helpers import click, frame, game


@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    from forbidden_sky.resources import user_data_dir
    return user_data_dir()


def _app(argv):
    from forbidden_sky.app.app import make_app, parse_args
    return make_app(parse_args(argv))


@pytest.mark.parametrize("size, lo, hi", [((1280, 800), 1.0, 1.0), ((1920, 1080), 1.3, 1.4),
                                          ((3840, 2160), 2.0, 2.0), ((1024, 640), 0.75, 1.0)])
def test_the_automatic_scale_grows_with_the_window(size, lo, hi):
    assert lo <= scale.auto_scale(size, ui_config()) <= hi


def test_a_dense_display_scales_up_but_the_layout_keeps_its_minimum_logical_size():
    cfg = ui_config()
    assert scale.auto_scale((1280, 800), cfg, dpi_scale=1.5) > 1.2      # Windows at 150 %
    s = scale.choose((1024, 640), cfg, 2.0)                              # 200 % in a small window
    min_w, min_h = cfg.scale.min_layout
    assert 1024 / s >= min_w - 1 and 640 / s >= min_h - 1
    assert scale.choose((1920, 1080), cfg, 0.5) == cfg.scale.min        # never below 75 %


@pytest.mark.parametrize("ui", [1.0, 2.0])
def test_every_panel_button_text_and_hit_area_follows_the_scale(ui):
    a = App(size=(1920, 1080), mute=True, strict=True, ui_scale=ui)
    try:
        sc = game(a, players=("navigator", "medic", "climber"))
        s = a.theme.scale
        assert s == pytest.approx(scale.choose((1920, 1080), ui_config(), ui))
        assert sc.layout.left.width == round(ui_config().layout.left_panel * s)
        assert a.theme.font("regular", "body").get_height() >= int(15 * s)
        assert sc.buttons.end.rect.height == round(44 * s)
        # the pile's hit area is where it is drawn, at its scaled size
        pile = sc.panels.hits["pile"][0][0]
        assert pile.width >= round(76 * s)
        click(a, pile.center)
        frame(a)
        assert len(sc.session.history) == 1 and sc.session.history[0].action.type == "scout"
    finally:
        a.close()


def test_a_resize_rescales_the_ui():
    a = App(size=(1280, 800), mute=True, strict=True)
    try:
        sc = game(a)
        assert a.theme.scale == 1.0
        a.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=2560, h=1440, size=(2560, 1440)))
        frame(a)
        assert a.theme.scale > 1.5 and sc.layout.left.width == round(300 * a.theme.scale)
    finally:
        a.close()


def test_size_and_windowed_flags_beat_a_saved_full_screen(user_dir):
    user_dir.mkdir(parents=True)
    (user_dir / "settings.json").write_text(json.dumps({"fullscreen": True, "ui_scale": 1.5}))
    for argv in (["--size", "1100x700"], ["--windowed"]):
        a = _app(argv)
        try:
            assert not a.fullscreen
            assert a.theme.scale == pytest.approx(scale.choose(a.screen.get_size(), ui_config(), 1.5))
        finally:
            a.close()
    a = _app(["--ui-scale", "0.75", "--windowed"])
    try:
        assert a.theme.scale == 0.75
    finally:
        a.close()
    assert json.loads((user_dir / "settings.json").read_text())["ui_scale"] == 1.5   # flags are not saved


def test_bad_scale_flags_are_refused():
    from forbidden_sky.app.app import parse_args
    for argv in (["--ui-scale", "3"], ["--fullscreen", "--windowed"]):
        with pytest.raises(SystemExit):
            parse_args(argv)


@pytest.mark.parametrize("size", [(1024, 640), (960, 640), (1280, 800)])
def test_every_team_member_has_a_box_in_a_small_window(size):
    from forbidden_sky.sky.ui.benchmark import _late_game_state
    a = App(size=size, mute=True, strict=True)
    try:
        s = _late_game_state()
        sc = game(a, players=[p.id for p in s.players], state=s)
        shown_ids = {who for _, who in sc.panels.hits["portrait"]}
        assert shown_ids == {p.id for p in s.players}
        for r, _ in sc.panels.hits["portrait"]:
            assert sc.layout.left.contains(r)
    finally:
        a.close()


def test_a_new_window_suits_the_screen_it_opens_on():
    """Issue 22: on a 3840x2160 screen the game opened a 1280x800 window."""
    from forbidden_sky.shell.config import ui_config
    from forbidden_sky.shell.scale import window_size
    cfg = ui_config()
    big = window_size((3840, 2160), cfg)
    assert big[0] > 2500 and big[1] > 1600 and big[0] <= 3840 and big[1] <= 2160
    assert abs(big[0] / big[1] - 1280 / 800) < 0.01                     # the design's shape
    assert window_size((1920, 1080), cfg)[1] <= 1080
    assert window_size((1366, 768), cfg) == (1280, 768)                 # never past the desktop
    assert window_size((800, 600), cfg) == (960, 640)                   # never under the minimum
    assert window_size(None, cfg) == (1280, 800)


def test_the_app_opens_at_the_desktop_size_it_is_given(monkeypatch):
    from forbidden_sky.shell import scale
    from forbidden_sky.app.app import App
    monkeypatch.setattr(scale, "desktop_size", lambda: (3840, 2160))
    a = App(mute=True, strict=True)
    try:
        assert a.screen.get_size()[0] > 2500 and a.theme.scale > 1.5
    finally:
        a.close()


def test_headless_there_is_no_desktop_to_follow():
    from forbidden_sky.shell.scale import desktop_size
    import pygame
    pygame.display.init()
    assert desktop_size() is None       # the dummy driver's made-up desktop is not followed
