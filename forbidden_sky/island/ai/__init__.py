"""Forbidden Island's bots: players that use only the rules core's public door.

``make_bot(name, seed)`` gives an object whose ``pick(state)`` returns the next Action, for
every seat and every decision (the turn's actions, the draws, discards, swims, the Special
Action cards):

- ``strong``: the team bot (``strong.StrongBot``), the balance instrument;
- ``random``: legal moves, leaning towards doing something (tests, soak runs).
"""

from __future__ import annotations

import random
from typing import Protocol

from ..core import Action, GameState, legal_actions

BOTS = ("strong", "random")


class Bot(Protocol):
    name: str

    def pick(self, state: GameState) -> Action: ...


class RandomBot:
    """Uniform among the legal actions, but it ends its actions only one time in ten it could
    do something else and plays a Special Action card only when nothing else is asked (or to
    win), so its games move."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rnd = random.Random(seed)

    def pick(self, state: GameState) -> Action:
        acts = legal_actions(state)
        if not acts:
            raise ValueError("no legal action: the game is over")
        for a in acts:
            if a.lift_off:
                return a
        plain = [a for a in acts if a.type != "play"] or acts
        if len(plain) > 1 and self.rnd.random() < 0.9:
            plain = [a for a in plain if a.type != "end_actions"] or plain
        return self.rnd.choice(plain)


def make_bot(name: str, seed: int = 0) -> Bot:
    """A bot by name (one of ``BOTS``), seeded: the same seed and states give the same moves."""
    if name == "strong":
        from .strong import StrongBot
        return StrongBot(seed)
    if name == "random":
        return RandomBot(seed)
    raise ValueError(f"unknown bot {name!r} (expected one of {', '.join(BOTS)})")
