"""Randomness that lives in the game state.

A shuffle is drawn from (seed, counter): the counter is part of the state and advances with
each shuffle, so the same seed and actions replay the same game, and a saved state continues
exactly. Never the module-level random functions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def shuffled(seed: int, counter: int, items: Sequence[T]) -> tuple[list[T], int]:
    """A shuffled copy of ``items`` and the next counter."""
    # A string seed goes through SHA-512 in CPython's Random: stable across runs and versions.
    rnd = random.Random(f"forbidden-sky:{seed}:{counter}")
    out = list(items)
    rnd.shuffle(out)
    return out, counter + 1


def choice_index(seed: int, counter: int, n: int) -> tuple[int, int]:
    rnd = random.Random(f"forbidden-sky:{seed}:{counter}")
    return rnd.randrange(n), counter + 1
