"""A random player for tests, soak runs and benchmarks: picks among the legal actions, leaning
away from ending the turn early so games reach wires, pads and launches more often."""

from __future__ import annotations

import random

from ..core import Action, GameState, Phase, legal_actions


def pick(state: GameState, rnd: random.Random, acts: list[Action] | None = None) -> Action:
    acts = legal_actions(state) if acts is None else acts
    if not acts:
        raise ValueError("no legal action: the game is over")
    # Building actions first: they move the game towards a launch.
    builders = [a for a in acts if a.type in ("explore", "wire", "scout", "move", "teleport")]
    if builders and state.phase == Phase.ACTIONS and state.actions_left > 0 and rnd.random() < 0.85:
        wires = [a for a in builders if a.type == "wire"]
        if wires and rnd.random() < 0.5:
            return rnd.choice(wires)
        return rnd.choice(builders)
    plain = [a for a in acts if a.type not in ("play", "give_equipment", "give_tile", "unwire")]
    if plain and rnd.random() < 0.9:
        return rnd.choice(plain)
    return rnd.choice(acts)


def play_game(players: list[str], level: str, seed: int, policy_seed: int, max_steps: int = 5000):
    """Play one game to its end; returns (final state, actions taken)."""
    from ..core import apply, new_game
    rnd = random.Random(policy_seed)
    state = new_game(players, level, seed)
    taken = []
    for _ in range(max_steps):
        if state.over:
            break
        a = pick(state, rnd)
        state, _ = apply(state, a)
        taken.append(a)
    return state, taken
