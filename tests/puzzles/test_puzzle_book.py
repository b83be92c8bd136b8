"""Every shipped puzzle: it loads, its recorded solution reaches the goal within par through
the core, and neither ending the turn at once nor random legal play solves it."""

from __future__ import annotations

import pytest

from forbidden_sky.engine import puzzle as pz

from .book import RANDOM_RUNS, book, end_turns, random_run

SKY = book("sky")
ISLAND = book("island")
ALL = SKY + ISLAND


def test_the_books_hold_enough_puzzles() -> None:
    assert len(SKY) >= 12
    assert len(ISLAND) >= 6


def test_difficulty_never_falls_through_a_book() -> None:
    for paths in (SKY, ISLAND):
        levels = [pz.load(p).difficulty for p in paths]
        assert levels == sorted(levels)


@pytest.mark.parametrize("path", ALL, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_recorded_solution_solves_it_within_par(path) -> None:
    p = pz.load(path)
    assert p.solution and p.par is not None and p.hint
    progress, _ = pz.play_line(p, p.solution)
    assert progress.status is pz.Status.SOLVED, progress
    assert progress.score(p.par.unit) <= p.par.n


@pytest.mark.parametrize("path", ALL, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_ending_the_turn_at_once_does_not_solve_it(path) -> None:
    assert end_turns(pz.load(path)).status is pz.Status.FAILED


@pytest.mark.parametrize("path", ALL, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_random_legal_play_does_not_solve_it(path) -> None:
    p = pz.load(path)
    results = [random_run(p, seed) for seed in range(RANDOM_RUNS)]
    assert all(r.status is pz.Status.FAILED for r in results)


@pytest.mark.parametrize("path", ALL, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_puzzle_file_is_a_scenario_file_too(path) -> None:
    from forbidden_sky.engine.scenario import run_file
    out, message, code = run_file(path)
    assert code == 0 and message is None and out["outcome"] is None
