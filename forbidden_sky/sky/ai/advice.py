"""A hint: the strong team bot's next move and why, in facts a words table can say.

The bot (``make_bot("strong", seed)``) reads only what the players see (tests/test_strong_bot.py),
and it is deterministic for a seed, so the same position always gets the same advice. The
reason is not the bot's inner score (a number nobody can read) but what the move changes,
asked of the core: the component it completes, the loop it opens, the lightning or wind it
steps out of, the wire of the loop it lays.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core import Action, GameState, IllegalAction, OutcomeCode, apply
from ..core.board import step
from .circuit_check import check
from .judge import CAP_KINDS
from .danger import danger

HINT_SEED = 13   # one fixed seed: a hint must not change between two asks of one position


@dataclass(frozen=True)
class Advice:
    action: Action
    reason: str                              # a key of the words table
    facts: dict[str, Any] = field(default_factory=dict)


def advise(state: GameState, seed: int = HINT_SEED) -> Advice:
    from . import make_bot
    action = make_bot("strong", seed).pick(state)
    reason, facts = explain(state, action)
    return Advice(action, reason, facts)


def explain(state: GameState, action: Action) -> tuple[str, dict[str, Any]]:
    """The main thing this move does for the team, as (reason key, facts)."""
    try:
        after, events = apply(state, action)
    except IllegalAction as exc:   # never expected: the bot picks from legal_actions
        return "illegal", {"why": exc.reason}
    if after.outcome == OutcomeCode.WON:
        return "launch", {}
    t = action.type
    if t == "explore":
        return _tile_reason(state, after, action, events)
    if t in ("wire", "unwire", "rotate_pad") or (t == "play" and action.kind is not None):
        return _wire_reason(after, action)
    if t in ("move", "teleport", "navigate"):
        return _move_reason(state, after, action)
    if t in ("heal", "repair"):
        p = state.player(str(action.target))
        return t, {"target": action.target, "left": p.health if t == "heal" else p.rope}
    if t == "play":
        return "play", {"card": action.card}
    if t in ("give_tile", "give_equipment"):
        return "give", {"to": action.to}
    return (t if t in ("scout", "end_actions", "draw_storm", "choose") else "other"), {}


def _tile_reason(state: GameState, after: GameState, action: Action, events: list) -> tuple[str, dict[str, Any]]:
    """A tile: the component it completes, else the pad quarter or capacitor half it brings."""
    before_c, after_c = check(state), check(after)
    facts: dict[str, Any] = {"loop": after_c.status == "green" and before_c.status != "green"}
    done = [c["kind"] for e in events if e.type == "tile_placed" for c in e.data.get("completions", [])]
    if done:
        return "completes", {**facts, "kinds": done}
    at = action.at
    placed = after.board.tiles.get(at) if at is not None else None
    if placed is None or at is None:
        return "explore", facts
    if placed.tile.pads and state.board.pad is None:
        return "pad_quarter", facts
    halves = sorted({k for e, k in placed.tile.ports.items()
                     if k in CAP_KINDS and after.board.at(step(at, e)) is None})
    if halves and any(before_c.missing.get(k) for k in halves):
        return "half", {**facts, "kinds": halves}
    return "explore", facts


def _wire_reason(after: GameState, action: Action) -> tuple[str, dict[str, Any]]:
    """A wire laid or taken off, or the pad turned: how the loop stands afterwards."""
    c = check(after)
    green = c.status == "green"
    if action.type == "rotate_pad":
        return "rotate_pad", {"green": green}
    left = len(c.plan.new) if c.plan is not None else None
    return ("unwire" if action.type == "unwire" else "wire"), {"left": left, "green": green}


def _move_reason(state: GameState, after: GameState, action: Action) -> tuple[str, dict[str, Any]]:
    who = str(action.target) if action.type == "navigate" else (action.player or state.current)
    d0, d1 = danger(state), danger(after)
    if who in d0.jolted and who not in d1.jolted:
        return "out_of_lightning", {"who": who}
    if who in d0.frayed and who not in d1.frayed:
        return "out_of_wind", {"who": who}
    b = after.board
    if b.pad is not None and after.player(who).at in b.pad_cells():
        return "to_pad", {"who": who}
    return "move", {"who": who}


__all__ = ["Advice", "HINT_SEED", "advise", "explain"]
