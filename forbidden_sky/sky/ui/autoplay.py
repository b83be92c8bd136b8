"""A simple built-in player for --autoplay: legal actions only, a few sensible preferences.

It asks the core for the legal actions and picks one; it never decides a rule itself.
"""

from __future__ import annotations

import random
from typing import Optional

from ..ai.lookahead import abandons_someone, try_action
from ..core import Action, Phase


class AutoPlayer:
    def __init__(self, seed: int = 1) -> None:
        self.rng = random.Random(seed * 7919 + 13)

    def choose(self, state, legal: list[Action]) -> Optional[Action]:
        if not legal:
            return None
        if state.pending is not None:
            return legal[0]
        if state.phase == Phase.STORM:
            draws = [a for a in legal if a.type == "draw_storm"]
            return draws[0] if draws else None
        by: dict[str, list[Action]] = {}
        for a in legal:
            if a.player in (None, state.current) and a.type != "play":
                by.setdefault(a.type, []).append(a)
        if state.actions_left <= 0 and not by.get("wire"):
            return by.get("end_actions", [None])[0]
        return self._wire(state, by) or self._care(by) or self._explore_or_move(state, by) \
            or by.get("end_actions", [legal[0]])[0]

    def _wire(self, state, by: dict[str, list[Action]]) -> Optional[Action]:
        """A wire that does not abandon anyone, more often than not."""
        wires = by.get("wire", [])
        for a in self.rng.sample(wires, k=len(wires)):
            after = try_action(state, a)
            if after is None or abandons_someone(after[1]):
                continue
            if self.rng.random() < 0.6:
                return a
        return None

    def _care(self, by: dict[str, list[Action]]) -> Optional[Action]:
        for kind in ("heal", "repair"):
            if by.get(kind) and self.rng.random() < 0.7:
                return self.rng.choice(by[kind])
        return None

    def _explore_or_move(self, state, by: dict[str, list[Action]]) -> Optional[Action]:
        if by.get("explore") and self.rng.random() < 0.85:
            return self.rng.choice(by["explore"])
        me = state.player(state.current)
        if by.get("scout") and not me.tiles:
            return by["scout"][0]
        moves = [m for m in by.get("move", []) + by.get("teleport", []) if m.carry is None]
        if moves and self.rng.random() < 0.7:
            return self.rng.choice(moves)
        if by.get("scout"):
            return by["scout"][0]
        return None
