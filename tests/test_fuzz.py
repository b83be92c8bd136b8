"""Seeded mutation fuzzing of the five surfaces (tests/fuzzing.py): no case may give a
traceback, a hang, a message line echoing the file, or a state that loads and then breaks
the engine. A few hundred cases each in the default run, thousands with -m slow."""

from __future__ import annotations

import signal
import time
from contextlib import contextmanager

import pytest

import fuzzing

DEFAULT = {"data": 120, "ui": 200, "scenario": 200, "settings": 300, "state": 300}
SLOW = 3000
CASE_SECONDS = 10   # CPU seconds, far above any real case (the slowest take ~50 ms): a hang, not a slow machine
# a case that waits without computing (a read that blocks) is a hang too: a wall-clock limit as
# well, loose enough that a machine stalled by its neighbours (a CI run once lost 5 cases in a
# row to a 10 s wall limit while memory was short) never counts as one
CASE_WALL_SECONDS = 120


@contextmanager
def time_limit(seconds: int, wall_seconds: int = CASE_WALL_SECONDS):
    """TimeoutError after ``seconds`` of this process's CPU time or ``wall_seconds`` on the clock."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def stop(signum, frame):
        raise TimeoutError

    old_prof = signal.signal(signal.SIGPROF, stop)
    old_alarm = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    signal.setitimer(signal.ITIMER_REAL, wall_seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGPROF, old_prof)
        signal.signal(signal.SIGALRM, old_alarm)


def fuzz(surface: str, n: int, tmp_path, seed: int = 10) -> dict[str, int]:
    bad: list[tuple[int, str]] = []
    counts: dict[str, int] = {}
    for i in range(n):
        try:
            with time_limit(CASE_SECONDS):
                outcome = fuzzing.run_case(surface, seed, i, tmp_path / "case")
        except TimeoutError:
            outcome = "hang"
        counts[outcome] = counts.get(outcome, 0) + 1
        if outcome not in ("ok", "refused"):
            bad.append((i, outcome))
    assert not bad, f"{surface}: cases that broke the promise (index, outcome): {bad[:20]}"
    return counts


@pytest.mark.parametrize("surface", fuzzing.SURFACES)
def test_fuzzed_files_are_accepted_or_refused_in_words(surface, tmp_path):
    counts = fuzz(surface, DEFAULT[surface], tmp_path)
    # the fuzzer must really reach the checks: most mutations are refused
    if surface != "settings":   # settings fall back to the defaults instead of refusing
        assert counts.get("refused", 0) > DEFAULT[surface] // 3, counts


@pytest.mark.slow
@pytest.mark.parametrize("surface", fuzzing.SURFACES)
def test_fuzzed_files_slow(surface, tmp_path):
    fuzz(surface, SLOW, tmp_path, seed=1000)


def test_the_fuzzer_reports_a_hang_and_a_traceback(tmp_path, monkeypatch):
    """The harness itself can fail: a surface that raises or stalls is reported."""
    from forbidden_sky.shell import settings

    def broken(path):
        raise RuntimeError("boom")
    monkeypatch.setattr(settings, "load_settings", broken)
    assert fuzzing.run_case("settings", 1, 0, tmp_path / "c") == "traceback"

    def stalls(path):            # waits without computing: the clock's limit
        time.sleep(5)
    monkeypatch.setattr(settings, "load_settings", stalls)
    with pytest.raises(TimeoutError):
        with time_limit(1, wall_seconds=2):
            fuzzing.run_case("settings", 1, 0, tmp_path / "c")

    def spins(path):             # computes for ever: the CPU's limit, long before the clock's
        while True:
            pass
    monkeypatch.setattr(settings, "load_settings", spins)
    t = time.monotonic()
    with pytest.raises(TimeoutError):
        with time_limit(1):
            fuzzing.run_case("settings", 1, 0, tmp_path / "c")
    assert time.monotonic() - t < 60
