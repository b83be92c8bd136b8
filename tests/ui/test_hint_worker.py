"""The shared hint worker (shell/rooms/hint_worker.py): the bot's answer is read only for the
very state it was asked for, a newer question makes the older answer unread, and a bot that
fails says why instead of taking the window down."""

from __future__ import annotations

import threading

from forbidden_sky.shell.rooms.hint_worker import Worker


def test_an_answer_is_read_only_for_its_state_and_a_newer_question_wins():
    worker: Worker[object, str] = Worker("test")
    first, second = object(), object()
    gate = threading.Event()
    worker.start(first, lambda: (gate.wait(5), "slow")[1])
    assert worker.thinking(first) and worker.done(first) is None
    worker.start(second, lambda: "quick")
    worker.wait(5)
    gate.set()
    done = worker.done(second)
    assert done is not None and done.answer == "quick" and done.seconds >= 0.0
    assert worker.done(first) is None and not worker.thinking(first), "the older question is not read"
    worker.forget()
    assert worker.done(second) is None and worker.failed() is None


def test_a_failing_bot_says_why():
    worker: Worker[object, str] = Worker()
    state = object()

    def broken() -> str:
        raise ValueError("no move")
    worker.start(state, broken)
    worker.wait(5)
    done = worker.done(state)
    assert done is not None and done.answer is None and worker.failed() == "ValueError: no move"
    assert not worker.thinking(state)
