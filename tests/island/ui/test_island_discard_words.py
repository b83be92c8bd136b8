"""The hand-limit question and status line offer a Special Action card only when the hand holds
one that can be played (seen in the window: "Discard one, or play a Special Action card" to an
Engineer holding five treasure cards and nothing else)."""

from __future__ import annotations

import pytest

from forbidden_sky.engine.values import evolve
from forbidden_sky.island.core import Phase, legal_actions, new_game
from forbidden_sky.island.core.state import Pending, PendingKind
from forbidden_sky.island.ui import intents as it
from forbidden_sky.island.ui.words import phase_line


def _over_the_limit(extra: str):
    s = new_game(["engineer", "pilot"], "novice", 3)
    d = s.data
    treasure_cards = [c for c in d.cards if d.treasure_of_card.get(c)]
    hand = tuple(treasure_cards[i % len(treasure_cards)] for i in range(5)) + (extra,)
    s = s.with_hand("engineer", hand)
    return evolve(s, phase=Phase.DRAW_TREASURE, pending=(Pending(PendingKind.DISCARD, "engineer"),))


@pytest.mark.parametrize("special, offered", [(False, False), (True, True)])
def test_the_discard_question_names_the_special_card_only_when_there_is_one(special, offered):
    s0 = new_game(["engineer", "pilot"], "novice", 3)
    d = s0.data
    lift = d.card_of_kind("helicopter_lift")
    plain = next(c for c in d.cards if d.treasure_of_card.get(c))
    s = _over_the_limit(lift if special else plain)
    ask = it.discard_question(s, legal_actions(s))
    assert isinstance(ask, it.Ask)
    words = [label for label, _ in ask.options]
    assert any(w.startswith("Discard") for w in words)
    assert any(w.startswith("Play") for w in words) is offered
    assert ("Special Action card" in ask.text) is offered, ask.text
    assert ("Special Action card" in phase_line(d, s)) is offered
