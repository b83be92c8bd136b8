"""The session (ui/session.py): the state, every change through core.apply, undo up to the
last reveal, and the log."""

import pytest

from forbidden_sky.sky.core import Action, IllegalAction, apply, why_illegal
from forbidden_sky.sky.ui.session import Session, Setup


def new():
    return Session(Setup(["navigator", "medic"], "novice", 1))


def test_a_new_session_starts_the_log_with_the_team():
    s = new()
    assert s.log == [(1, "A new Novice game: Navigator, Medic.")]


def test_apply_goes_through_the_core_and_logs_the_action():
    s = new()
    move = next(a for a in s.legal() if a.type == "move")
    expected, _ = apply(s.state, move)
    events = s.apply(move)
    assert s.state.to_dict() == expected.to_dict() and [e.type for e in events][0] == "moved"
    assert len(s.history) == 1 and s.log[-1][1].startswith("Navigator moves")


def test_an_illegal_action_raises_with_the_reason_and_changes_nothing():
    s = new()
    before = s.state
    far = Action("move", to=(9, 9))
    with pytest.raises(IllegalAction) as info:
        s.apply(far)
    assert s.state is before and s.history == []
    assert info.value.reason == s.refusal(far) == why_illegal(before, far)


def test_legal_actions_are_asked_once_per_state():
    s = new()
    assert s.legal() is s.legal()
    s.apply(next(a for a in s.legal() if a.type == "move"))
    assert s.legal() is not None and s.legal() is s.legal()


def test_undo_goes_back_one_action_but_never_past_a_reveal_or_the_turn():
    s = new()
    start = s.state
    s.apply(next(a for a in s.legal() if a.type == "move"))
    assert s.can_undo()
    assert s.undo() is not None and s.state is start and s.log[-1][1].startswith("Undone: ")
    assert not s.can_undo() and s.undo() is None
    s.apply(Action("scout"))
    assert not s.can_undo()                  # the scouted tile was seen
    s.apply(Action("end_actions"))
    assert not s.can_undo()


def test_rewind_returns_to_a_checkpoint():
    s = new()
    cp = (s.state, len(s.history), len(s.log))
    s.apply(next(a for a in s.legal() if a.type == "move"))
    s.apply(Action("scout"))
    s.rewind(*cp)
    assert s.state is cp[0] and len(s.history) == 0 and len(s.log) == cp[2]


def test_names_come_from_the_data():
    s = new()
    assert s.name("medic") == "Medic" and s.name("nobody") == "nobody"
    assert s.legal_where(type="scout") == [a for a in s.legal() if a.type == "scout"] != []
