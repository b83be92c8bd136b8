"""Banners (shell/rooms/toasts.py): one per kind, only the newest few, and they fade."""

import pygame

from forbidden_sky.sky.ui.play import GameScene
from forbidden_sky.shell.rooms.toasts import MAX_TOASTS, Toasts
from forbidden_sky.sky.ui.scenes.end import EndScene
from forbidden_sky.sky.ui.session import Setup

from ui_helpers import start


# ---- banners --------------------------------------------------------------------------------

def test_a_toast_of_the_same_kind_replaces_the_one_on_show_and_few_are_shown(app):
    scene = start(app, "power_electrician_free_wire")
    scene.toasts.clear()
    scene.toast("The storm: 5 cards", kind="phase")
    scene.toast("Knotsmith's turn", kind="phase")
    scene.toast("The storm: 5 cards", kind="phase")
    assert scene.toasts.texts == ["The storm: 5 cards"]
    scene.toast("Undone")
    scene.toast("Undone")
    assert scene.toasts.texts == ["The storm: 5 cards", "Undone"]
    for i in range(5):
        scene.toast(f"message {i}")
    assert len(scene.toasts.items) == MAX_TOASTS and scene.toasts.texts[-1] == "message 4"


def _phase_banners(scene) -> list[str]:
    return [t for t in scene.toasts.texts if t.startswith("The storm") or t.endswith("'s turn")]


def test_autoplay_never_stacks_turn_and_storm_banners(app):
    scene = GameScene(app, Setup(["medic", "navigator", "climber", "knotsmith", "surveyor"], "novice", 4),
                      autoplay_turns=4)
    app.stack[:] = [scene]
    most = 0
    for _ in range(3000):
        app.step(1 / 60)
        assert len(_phase_banners(scene)) <= 1, scene.toasts
        most = max(most, len(scene.toasts.items))
        if scene.pace.autoplayer is None or isinstance(app.stack[-1], EndScene):
            break
    assert scene.state.turn > 1
    assert most <= MAX_TOASTS




def test_a_toast_fades_out_after_its_seconds(app):
    toasts = Toasts(app.theme, seconds=1.0)
    toasts.show("Hello")
    toasts.update(0.6)
    assert toasts.texts == ["Hello"]
    toasts.update(0.5)
    assert toasts.texts == []


def test_a_toast_is_drawn_at_the_top_of_the_board_in_its_colour(app):
    toasts = Toasts(app.theme, seconds=3.0)
    toasts.show("Refused", (220, 40, 40))
    surf = pygame.Surface((800, 600))
    area = pygame.Rect(100, 0, 600, 500)
    toasts.draw(surf, area)
    row = [surf.get_at((x, 30)) for x in range(area.centerx - 40, area.centerx + 40)]
    assert any(c.r > 150 and c.g < 100 for c in row)          # the red words
    assert surf.get_at((area.centerx, 300)) == (0, 0, 0, 255)  # nothing lower down
