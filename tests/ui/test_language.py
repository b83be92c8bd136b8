"""The game screen speaks the chosen language: the core's refusals (codes) come out in it."""

from __future__ import annotations

import pytest

from forbidden_sky import i18n
from forbidden_sky.sky.core import Action
from ui_helpers import game


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_a_refusal_toast_is_in_the_players_language(app):
    scene = game(app, players=("medic", "navigator"), seed=1)
    assert not scene.do(Action("heal", player="navigator", target="medic"))
    assert "It is Medic's turn" in scene.toasts.texts
    app.change_setting("language", "es")          # applied at once, no restart
    assert not scene.do(Action("heal", player="navigator", target="medic"))
    assert "Es el turno de Médica" in scene.toasts.texts, scene.toasts.texts
