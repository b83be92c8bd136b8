"""Bots: players that use only the rules core's public door.

``make_bot(name, seed)`` gives an object whose ``pick(state)`` returns the next Action, the same
shape for every bot:

- ``strong``: the team bot (``strong.StrongBot``), the balance instrument and the future advisor;
- ``random``: legal moves with a lean towards building (tests, soak runs, benchmarks).
"""

from __future__ import annotations

import random
from typing import Protocol

from ..core import Action, GameState

BOTS = ("strong", "random")


class Bot(Protocol):
    name: str

    def pick(self, state: GameState) -> Action: ...


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rnd = random.Random(seed)

    def pick(self, state: GameState) -> Action:
        from .random_bot import pick
        return pick(state, self.rnd)


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name (one of ``BOTS``), seeded: the same seed and states give the same moves."""
    if name == "strong":
        from .strong import StrongBot
        return StrongBot(seed)
    if name == "random":
        return RandomBot(seed)
    raise ValueError(f"unknown bot {name!r} (expected one of {', '.join(BOTS)})")
