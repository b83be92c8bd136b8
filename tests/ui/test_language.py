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


def test_the_end_screen_says_the_ending_in_the_players_language(app):
    from pathlib import Path

    import yaml

    from forbidden_sky.sky.core import apply
    from forbidden_sky.sky.core.scenario import build
    from forbidden_sky.sky.game import GAME
    from forbidden_sky.sky.ui.words import say
    doc = yaml.safe_load((Path(__file__).parents[1] / "scenarios" / "lose_fall_rope_snaps.yaml").read_text())
    state, actions, _ = build(doc)
    for a in actions:
        state, _ = apply(state, a)
        while GAME.chance_action(state) is not None:
            state, _ = apply(state, GAME.chance_action(state))
    assert "rope snapped" in say(state.outcome_cause)
    i18n.set_language("es")
    assert say(state.outcome_cause).startswith("La cuerda de ") and "se rompió" in say(state.outcome_cause)
