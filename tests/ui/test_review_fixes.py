"""Fixes from the acceptance review: what the panels claim, banners that do not pile up, the
pad turned by whoever stands on it, and settings kept in the per-user folder."""

import json
import pygame
import pytest

from forbidden_sky.core import Action
from forbidden_sky.ui.scenes import panels
from forbidden_sky.ui.scenes.end import EndScene
from forbidden_sky.ui.scenes.game import MAX_TOASTS, GameScene
from forbidden_sky.ui.session import Setup

from ui_helpers import click, frame, key, settle, start


def drawn_texts(app, scene, monkeypatch) -> list[str]:
    """Every text the next frame draws (the panel cache dropped, so the panels draw anew)."""
    seen: list[str] = []
    real = type(app.theme).blit_text

    def spy(self, surface, s, *args, **kwargs):
        seen.append(s)
        return real(self, surface, s, *args, **kwargs)
    monkeypatch.setattr(type(app.theme), "blit_text", spy)
    scene._panel_cache = None
    frame(app)
    monkeypatch.setattr(type(app.theme), "blit_text", real)
    return seen


# ---- the Electrician's free wire ------------------------------------------------------------

def test_free_wire_ready_shows_only_when_the_core_lists_a_free_wire(app, monkeypatch):
    scene = start(app, "power_electrician_free_wire")
    assert panels.free_wire_label(scene) == "free wire ready"
    assert "free wire ready" in drawn_texts(app, scene, monkeypatch)
    # the storm phase of her own turn: no wire is possible, so nothing is "ready"
    key(app, pygame.K_RETURN)
    settle(app, scene)
    assert scene.state.phase == "storm" and scene.state.current == "electrician"
    assert not scene.state.free_wire_used
    assert panels.free_wire_label(scene) != "free wire ready"
    assert not any("free wire" in t for t in drawn_texts(app, scene, monkeypatch))


def test_free_wire_is_not_ready_on_another_players_turn_nor_once_used(app, monkeypatch):
    scene = start(app, "power_electrician_free_wire")
    scene.do(Action("wire", kind="short", a="rod(0,0)", b="cap(0,0,E)", free=True))
    settle(app, scene)
    assert panels.free_wire_label(scene) == "free wire used"
    # the Medic's turn, with the Electrician's free wire unused: not hers to use
    scene = start(app, "power_electrician_free_wire", players=["medic", "electrician"])
    assert scene.state.current == "medic" and not scene.state.free_wire_used
    assert panels.free_wire_label(scene) is None
    assert not any("free wire" in t for t in drawn_texts(app, scene, monkeypatch))


# ---- banners --------------------------------------------------------------------------------

def test_a_toast_of_the_same_kind_replaces_the_one_on_show_and_few_are_shown(app):
    scene = start(app, "power_electrician_free_wire")
    scene.toasts.clear()
    scene.toast("The storm: 5 cards", kind="phase")
    scene.toast("Knotsmith's turn", kind="phase")
    scene.toast("The storm: 5 cards", kind="phase")
    assert [t[0] for t in scene.toasts] == ["The storm: 5 cards"]
    scene.toast("Undone")
    scene.toast("Undone")
    assert [t[0] for t in scene.toasts] == ["The storm: 5 cards", "Undone"]
    for i in range(5):
        scene.toast(f"message {i}")
    assert len(scene.toasts) == MAX_TOASTS and scene.toasts[-1][0] == "message 4"


def _phase_banners(scene) -> list[str]:
    return [t[0] for t in scene.toasts if t[0].startswith("The storm") or t[0].endswith("'s turn")]


def test_autoplay_never_stacks_turn_and_storm_banners(app):
    scene = GameScene(app, Setup(["medic", "navigator", "climber", "knotsmith", "surveyor"], "novice", 4),
                      autoplay_turns=4)
    app.stack[:] = [scene]
    most = 0
    for _ in range(3000):
        app.step(1 / 60)
        assert len(_phase_banners(scene)) <= 1, scene.toasts
        most = max(most, len(scene.toasts))
        if scene.autoplayer is None or isinstance(app.stack[-1], EndScene):
            break
    assert scene.state.turn > 1
    assert most <= MAX_TOASTS


# ---- swept away: the storm panel and the end screen -----------------------------------------

def test_swept_away_says_the_storm_reached_the_skull_and_clears_the_banners(app, monkeypatch):
    scene = start(app, "lose_swept_away_storm_reaches_skull")
    assert "Intensity" in panels.storm_line(scene.state)
    key(app, pygame.K_RETURN)                 # end the turn: the storm reaches the skull
    for _ in range(600):
        if isinstance(app.stack[-1], EndScene):
            break
        key(app, pygame.K_SPACE)
        app.step(1 / 30)
    assert scene.state.outcome == "lost:swept_away"
    assert isinstance(app.stack[-1], EndScene)
    assert scene.toasts == []                 # no "The storm: 5 cards" over the end screen
    texts = drawn_texts(app, scene, monkeypatch)
    assert any("reached the skull" in t for t in texts)
    assert not any(t.startswith("Intensity") for t in texts)


# ---- the launch pad: whoever stands on it turns it ------------------------------------------

def test_the_pad_button_turns_it_for_a_player_on_the_pad_on_another_players_turn(app):
    # the Medic's turn, the Medic off the pad, the Navigator on it
    scene = start(app, "launch_rotate_pad_refused_off_the_pad", pawns={"medic": [2, 1], "navigator": [1, 1]})
    turns = [a for a in scene.session.legal() if a.type == "rotate_pad"]
    assert [a.player for a in turns] == ["navigator"]       # the core's rule: anyone on the pad
    assert scene.btn_pad in scene._context_buttons()
    frame(app)
    click(app, scene.btn_pad.rect.center)
    settle(app, scene)
    assert scene.state.board.pad_axis == "NS"
    assert scene.session.history[-1].action.player == "navigator"
    assert scene.state.actions_left == 4 and scene.state.current == "medic"


def test_the_pad_button_prefers_the_current_player(app):
    scene = start(app, "launch_rotate_pad_free")
    assert {a.player for a in scene.session.legal() if a.type == "rotate_pad"} >= {"medic"}
    assert scene.derived()["rotate_pad"].player == scene.state.current == "medic"


# ---- settings in the per-user folder --------------------------------------------------------

@pytest.fixture
def user_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "xdg"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))       # macOS: ~/Library/Application Support
    from forbidden_sky.resources import user_data_dir
    return user_data_dir()


def _app(argv):
    from forbidden_sky.ui.app import make_app, parse_args
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
        scene._button("auto")                                         # storm speed
        chosen = scene.auto_advance
        key(a, pygame.K_F11)                                          # fullscreen
    finally:
        a.close()
    saved = json.loads((user_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["muted"] is True and saved["size"] == [1100, 720]
    assert saved["auto_advance"] == chosen and saved["fullscreen"] is True
    assert [p.name for p in user_dir.iterdir()] == ["settings.json"]   # no temp file left behind
    b = _app([])
    try:
        assert b.sounds.muted and b.size == (1100, 720) and b.fullscreen
        assert GameScene(b, Setup(["medic", "navigator"], "novice", 1)).auto_advance == chosen
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
