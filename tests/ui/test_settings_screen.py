"""The settings screen (issue 12): reachable from the title, the game (F2) and the Esc menu;
every line changes with the keyboard or the mouse, is applied at once and saved."""

import json

import pygame
import pytest

from forbidden_sky.sky.core.events import LightningStruck
from forbidden_sky.app.app import App
from forbidden_sky.shell.scene import Goto
from forbidden_sky.sky.ui.scenes.settings import ROWS, SettingsScene
from forbidden_sky.shell.settings import Settings, load_settings

from test_presenters import run, stage
from ui_helpers import click, frame, game, key


@pytest.fixture
def saved_app(tmp_path):
    path = tmp_path / "settings.json"
    a = App(size=(1280, 800), mute=True, strict=True, settings=Settings(), settings_path=path)
    yield a, path
    a.close()


def test_the_title_has_a_settings_button_that_opens_the_settings(app):
    app.apply(Goto("title"))
    frame(app)
    btn = next(b for b in app.top.buttons if b.label == "Settings")
    click(app, btn.rect.center)
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert type(app.top).__name__ == "TitleScene"


def test_f2_and_the_esc_menu_open_the_settings_over_the_game(app):
    sc = game(app)
    key(app, pygame.K_F2)
    assert isinstance(app.top, SettingsScene) and app.stack[0] is sc
    key(app, pygame.K_ESCAPE)
    assert app.top is sc
    key(app, pygame.K_ESCAPE)                 # the menu
    assert sc.prompt is not None and sc.prompt.options[0][0] == "Settings"
    key(app, pygame.K_1)                      # its first choice
    frame(app)
    assert isinstance(app.top, SettingsScene) and sc in app.stack


def test_the_keyboard_moves_a_visible_focus_and_changes_the_ui_scale(saved_app):
    app, path = saved_app
    game(app)
    key(app, pygame.K_F2)
    st = app.top
    assert st.focus == 0 and ROWS[0] == "ui_scale"
    before = pygame.Surface(app.screen.get_size())
    frame(app)
    before.blit(app.screen, (0, 0))
    key(app, pygame.K_DOWN)
    frame(app)
    assert st.focus == 1 and pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(app.screen, "RGB")
    key(app, pygame.K_UP)
    key(app, pygame.K_RIGHT)                  # Automatic (100 % here) -> the next size up: 110 %
    assert app.theme.scale == 1.1 and load_settings(path).ui_scale == 1.1
    key(app, pygame.K_LEFT)                   # 100 %
    assert app.theme.scale == 1.0
    assert app.stack[0].layout.left.width == 300


def test_from_automatic_the_arrows_go_to_the_sizes_around_it(saved_app):
    """Issue 22: from Automatic, > went to 75 %. At 1920x1080 automatic is 135 %."""
    from forbidden_sky.sky.ui.scenes.settings import step
    assert step("ui_scale", None, 1, automatic=1.35) == 1.5
    assert step("ui_scale", None, -1, automatic=1.35) == 1.25
    assert step("ui_scale", None, -1, automatic=1.0) == 0.9
    assert step("ui_scale", None, 1, automatic=2.0) == 0.75    # nothing above: round to the smallest
    assert step("ui_scale", 0.75, -1) is None                 # and back to Automatic past the ends


def test_a_new_text_size_keeps_the_arrow_under_the_pointer(saved_app):
    """Issue 22: changing the text size rescaled the dialog under the cursor, so > jumped away."""
    app, _path = saved_app
    game(app)
    key(app, pygame.K_F2)
    st = app.top
    for _ in range(3):
        _name, _row, _left, right = st.rows[0]
        at = right.center
        scale = app.theme.scale
        click(app, at)
        assert app.theme.scale > scale
        _name, _row, _left, right = st.rows[0]
        assert right.collidepoint(at), (at, right)
    _name, _row, left, _right = st.rows[0]
    at = left.center
    click(app, at)
    assert st.rows[0][2].collidepoint(at)


def test_every_line_can_be_changed_with_the_mouse_and_is_saved(saved_app):
    app, path = saved_app
    sc = game(app)
    key(app, pygame.K_F2)
    st = app.top
    rows = {name: (row, right) for name, row, _left, right in st.rows}
    for name in ("volume", "motion", "auto_advance", "colour_blind"):
        click(app, rows[name][1].center)
    saved = json.loads(path.read_text())
    assert saved["volume"] == 0.0 and saved["motion"] == "fast" and saved["colour_blind"] is True
    assert saved["auto_advance"] == 0.0 and sc.pace.every == 0.0        # by hand now, at once
    assert app.sounds.volume == 0.0
    was = app.sounds.muted
    click(app, rows["muted"][1].center)
    assert app.sounds.muted is not was and json.loads(path.read_text())["muted"] is app.sounds.muted
    assert sc.motion_speed() > 1.0


def test_reduced_motion_keeps_the_result_in_words_without_flashing(app):
    sc = game(app)
    app.change_setting("motion", "reduced")
    assert sc.stage.reduced_motion
    st = stage(sc)
    st.reduced_motion = True
    pid = sc.state.players[0].id
    cell = sc.state.player(pid).at
    hurt = sc.state.with_player(pid, health=sc.state.player(pid).health - 1)
    run(__import__("forbidden_sky.sky.ui.play.presenters", fromlist=["x"]).lightning_struck(
        LightningStruck((cell,), (cell,), (pid,), ()), st, hurt),
        st.picture)
    assert not st.picture.flash                                   # no pawn flashes white
    assert app.sky.quiet
    app.sky.update(30.0)
    assert app.sky.flash == 0.0                                   # nor does the sky behind the screens
    assert [f.text for f in st.picture.floats] == ["Navigator -1 health"]   # the result is still said
    assert st.picture.health[pid] == hurt.player(pid).health
    # and the bolt is drawn the same in every frame: nothing flickers
    a, b = pygame.Surface((400, 300)), pygame.Surface((400, 300))
    from forbidden_sky.sky.ui.play import effects
    effects.bolts(a, sc.view, sc.theme, sc.layout, [cell], 0.1, 0.5, reduced=True)
    effects.bolts(b, sc.view, sc.theme, sc.layout, [cell], 0.6, 0.5, reduced=True)
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_language_offers_the_system_english_and_spanish_and_applies_at_once(app):
    from forbidden_sky import i18n
    from forbidden_sky.sky.ui.scenes.settings import CHOICES
    assert CHOICES["language"] == (None, "en", "es")
    try:
        app.change_setting("language", "es")
        assert app.settings.language == "es"
        assert i18n.language() == "es" and i18n.tr("Novice") == "Novato"   # at once, no restart
        app.change_setting("language", "en")
        assert app.settings.language == "en" and i18n.tr("Novice") == "Novice"
    finally:
        i18n.set_language("en")
