"""The hand-limit question and status line offer a Special Action card only when the hand holds
one that can be played (seen in the window: "Discard one, or play a Special Action card" to an
Engineer holding five treasure cards and nothing else; then the status line offering Sandbags
with no tile flooded, while the question said "Discard one.")."""

from __future__ import annotations

import pytest

from forbidden_sky.engine.values import evolve
from forbidden_sky.island.core import Phase, legal_actions, new_game
from forbidden_sky.island.core.state import DRY, FLOODED, Pending, PendingKind
from forbidden_sky.island.ui import intents as it
from forbidden_sky.island.ui import words
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


@pytest.mark.parametrize("flooded", [False, True])
def test_sandbags_are_offered_only_when_a_tile_is_flooded(flooded):
    """Sandbags in hand play only onto a flooded tile: with none, the status line says what the
    question says ("Discard one."), both asked of the core's legal actions."""
    s = _over_the_limit(new_game(["engineer", "pilot"], "novice", 3).data.card_of_kind("sandbags"))
    s = evolve(s, status=tuple(DRY for _ in s.status))
    if flooded:
        s = s.with_status(s.at("pilot"), FLOODED)
    ask = it.discard_question(s, legal_actions(s))
    assert isinstance(ask, it.Ask)
    assert ("Special Action card" in ask.text) is flooded, ask.text
    assert ("Special Action card" in phase_line(s.data, s)) is flooded, phase_line(s.data, s)


def test_the_status_line_asks_the_core_once_per_state(monkeypatch):
    """The status line is worked out every frame: the core is asked once for a state, again
    only for another one."""
    asked = []

    def counted(state):
        asked.append(state)
        return legal_actions(state)
    monkeypatch.setattr(words, "legal_actions", counted)
    s = _over_the_limit(new_game(["engineer", "pilot"], "novice", 3).data.card_of_kind("sandbags"))
    for _ in range(5):
        phase_line(s.data, s)
    assert asked == [s]
    t = evolve(s, status=tuple(DRY for _ in s.status))
    for _ in range(5):
        phase_line(t.data, t)
    assert len(asked) == 2 and asked[1] is t
