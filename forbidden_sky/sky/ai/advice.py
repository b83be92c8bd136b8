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

from ..core import Action, GameState, IllegalAction, OutcomeCode, SkyEvent, apply
from ..core.events import TilePlaced
from ..core.board import step
from .circuit_check import check
from .completions import PAD_QUARTER, completions
from ..core.board import CORNER_VERTEX
from .judge import CAP_KINDS, Judge
from .danger import danger

HINT_SEED = 13   # one fixed seed: a hint must not change between two asks of one position


@dataclass(frozen=True)
class Advice:
    action: Action
    reason: str                              # a key of the words table
    facts: dict[str, Any] = field(default_factory=dict)


def advise(state: GameState, seed: int = HINT_SEED) -> Advice:
    from . import make_bot
    bot = make_bot("strong", seed)
    action = bot.pick(state)
    reason, facts = explain(state, action)
    if reason == "move":
        # a step is for what the bot plans to do once there: that is the job to name
        then = next(((a, s) for a, s in getattr(bot, "then", list)() if a.type not in MOVES), None)
        if then is not None:
            next_reason, next_facts = explain(then[1], then[0])
            facts = {**facts, "then": next_reason, "then_facts": next_facts}
    return Advice(action, reason, facts)


MOVES = ("move", "teleport", "navigate")


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
    if t == "scout":
        return _scout_reason(state)
    return (t if t in ("end_actions", "draw_storm", "choose") else "other"), {}


def _scout_reason(state: GameState) -> tuple[str, dict[str, Any]]:
    """A Scout: an empty hand needs a tile; a hand whose tiles cannot go next to the pawn, or
    bring nothing there, gets one more chance (a pad quarter while the pad is still to find)."""
    me = state.player(state.current)
    held = len(me.tiles)
    if not held:
        return "scout", {"held": 0}
    from ..core import legal_actions
    placeable = any(a.type == "explore" for a in legal_actions(state))
    return "scout", {"held": held, "placeable": placeable, "pad": state.board.pad is not None}


def _tile_reason(state: GameState, after: GameState, action: Action, events: list[SkyEvent]) -> tuple[str, dict[str, Any]]:
    """A tile: the component it completes, else the pad quarter or capacitor half it brings."""
    before_c, after_c = check(state), check(after)
    facts: dict[str, Any] = {"loop": after_c.status == "green" and before_c.status != "green"}
    done = [c.kind for e in events if isinstance(e, TilePlaced) for c in e.completions]
    at = action.at
    placed = after.board.tiles.get(at) if at is not None else None
    if done:
        if "launch_pad" in done and placed is not None and at is not None and after.board.pad is not None:
            facts["quarter"] = _quarter_at(placed.tile.pads, at, after.board.pad)
        return "completes", {**facts, "kinds": done}
    if placed is None or at is None:
        return "explore", facts
    if placed.tile.pads and state.board.pad is None:
        return "pad_quarter", {**facts, **_pad_facts(after, at, placed.tile.pads)}
    halves = sorted({k for e, k in placed.tile.ports.items()
                     if k in CAP_KINDS and after.board.at(step(at, e)) is None})
    if halves and any(before_c.missing.get(k) for k in halves):
        return "half", {**facts, "kinds": halves}
    pads = completions(state).pads() if state.board.pad is None else []
    if pads and not any(at in spot.cells for spot in pads):
        # an ordinary tile placed clear of every corner where the pad's quarters could still meet
        facts["room"] = True
    return "explore", facts


def _quarter_at(corners: frozenset[str], at: tuple[int, int], vertex: tuple[int, int]) -> str | None:
    """Which quarter of the pad centred on ``vertex`` the tile on ``at`` holds (NE, SW...)."""
    for corner in sorted(corners):
        dx, dy = CORNER_VERTEX[corner]
        if (at[0] + dx, at[1] + dy) == vertex:
            return PAD_QUARTER[corner]
    return None


def _pad_facts(after: GameState, at: tuple[int, int], corners: frozenset[str]) -> dict[str, Any]:
    """The quarter a tile lays and where the pad could still meet around it: the quarters already
    there, those still to come and how many unseen tiles hold one (ai/completions.py)."""
    c = completions(after)
    best = None
    for spot in c.pads():
        q = _quarter_at(corners, at, spot.at)
        if q is not None and (best is None or len(spot.have) > len(best[1].have)):
            best = (q, spot)
    if best is None:
        return {"quarter": None, "blocked": True}
    q, spot = best
    return {"quarter": q, "have": len(spot.have), "missing": list(spot.missing), "tiles": spot.tiles}


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
    return "move", {"who": who, "job": _job(state, after, who)}


def _job(state: GameState, after: GameState, who: str) -> str:
    """The job a move heads for, as the team bot's judge sees it (``Judge.targets``): the
    next wire of the loop, the pad, a wire to take off, a spot where a tile in hand completes
    something, the platform's open edge; else out of the coming storm's way, nearer the
    others, or (nothing of these) into place for the next turn. ``advise`` names the planned
    next action instead when there is one."""
    judge = Judge()
    circ = judge.circuit(state)
    b = state.board
    climber = who == "climber"
    before_at, after_at = state.player(who).at, after.player(who).at

    def nearer(cells: frozenset) -> bool:
        return bool(cells) and judge.dist.steps(b, after_at, cells, climber) < judge.dist.steps(b, before_at, cells,
                                                                                               climber)
    if who == state.current:
        cells, _ = judge.targets(state, circ)
        if nearer(cells):
            if circ.mode in ("pad", "explore"):
                return "complete" if cells == judge.completion_spots(state, state.player(who).tiles) else "edge"
            return circ.mode
    if b.pad is not None and nearer(frozenset(b.pad_cells())):
        return "pad"
    if judge._storm_harm(after) < judge._storm_harm(state) - 1e-9:
        return "storm"
    if nearer(frozenset(p.at for p in state.players if p.id != who)):
        return "team"
    return "place"


__all__ = ["Advice", "HINT_SEED", "advise", "explain"]
