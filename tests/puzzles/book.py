"""Shared by the puzzle tests: the shipped books and the two ways a puzzle must not be solved
(ending the turn at once, random legal play)."""

from __future__ import annotations

import random
from pathlib import Path

from forbidden_sky.engine import puzzle as pz
from forbidden_sky.resources import asset

RANDOM_RUNS = 100


def book(game: str) -> list[Path]:
    return pz.folder_puzzles(asset("puzzles", game))


def random_run(p: pz.Puzzle, seed: int) -> pz.Progress:
    """Uniform random legal play from the start until the puzzle is decided (par or the end)."""
    rng = random.Random(seed)
    game = p.game
    state = p.start
    steps: list = []
    progress = pz.judge(p, steps)
    for _ in range(2000):
        if progress.status is not pz.Status.PLAYING:
            return progress
        legal = list(game.legal_actions(state))
        if not legal:
            break
        state = pz._step(game, state, rng.choice(legal), steps)
        progress = pz.judge(p, steps)
    return progress


def end_turns(p: pz.Puzzle) -> pz.Progress:
    """End every turn at once (a pending question answered with its first option)."""
    game = p.game
    state = p.start
    steps: list = []
    progress = pz.judge(p, steps)
    for _ in range(200):
        if progress.status is not pz.Status.PLAYING:
            return progress
        legal = list(game.legal_actions(state))
        ends = [a for a in legal if a.type == "end_actions"]
        state = pz._step(game, state, ends[0] if ends else legal[0], steps)
        progress = pz.judge(p, steps)
    return progress
