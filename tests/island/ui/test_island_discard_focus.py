"""The hand limit's question never throws a card away on a stray Enter: its focus starts on
Hint (seen: it started on the first "Discard …", so Enter discarded that card by accident); once
the bot's choice is known for this very position (the question opened again after its hint),
on that discard; where there are no hints (a puzzle, the guided game), on Cancel."""

import pygame
from island_ui_helpers import Host, frames, key, position, scene, settle


def _asked(hints=True):
    host = Host((1280, 800))
    sc = scene(host, state=position("hand_limit_after_each_draw"))
    sc.HINTS = hints
    settle(sc)
    sc.app.settings.auto_advance = 0.2
    for _ in range(200):
        frames(sc, 1)
        if sc.prompt is not None and not sc.queue.busy:
            break
    assert sc.prompt is not None and sc.session.now.pending, "the hand limit asks"
    return host, sc


def _focused(sc):
    return sc.prompt.buttons[sc.prompt.focus].label


def test_enter_on_the_hand_limit_asks_for_the_hint_instead_of_discarding():
    host, sc = _asked()
    assert _focused(sc) == "Hint"
    n = len(sc.session.history)
    hand = sc.session.now.hand("pilot")
    key(sc, pygame.K_RETURN)
    assert len(sc.session.history) == n and sc.session.now.hand("pilot") == hand, "no card thrown away"
    assert sc.hint.open, "the bot is asked which card it would discard"


def test_after_the_hint_the_focus_is_on_the_bots_discard():
    host, sc = _asked()
    key(sc, pygame.K_RETURN)                 # Hint
    sc.hint.worker.wait(20)
    frames(sc, 2)
    chosen = sc.hint.hint.action
    assert chosen.type == "discard"
    key(sc, pygame.K_ESCAPE)                 # the hint dismissed: the question comes back
    frames(sc, 2)
    assert sc.prompt is not None
    assert chosen.card is not None and _focused(sc).startswith("Discard")
    n = len(sc.session.history)
    key(sc, pygame.K_RETURN)
    settle(sc)
    assert len(sc.session.history) == n + 1 and sc.session.history[-1].action == chosen


def test_without_hints_the_focus_is_on_cancel():
    host, sc = _asked(hints=False)
    assert _focused(sc) == "Cancel"
    hand = sc.session.now.hand("pilot")
    key(sc, pygame.K_RETURN)
    assert sc.prompt is None and sc.session.now.hand("pilot") == hand and sc.session.now.pending
