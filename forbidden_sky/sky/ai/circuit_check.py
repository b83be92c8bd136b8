"""The live circuit check: how far the launch loop is from the blueprint, asked after every
action.

The loop search is the strong bot's own (``judge.Judge.circuit``, which runs
``circuit.find_loop`` on the core's wire geometry), so the check and the team bot never
disagree about whether a loop fits. The check only adds the words a table needs: the chains
already wired from each pad side, what the blueprint still misses on the platform, and a
colour: green (a loop fits with the wires and components now in play), amber (not yet: the pad
or components are still to come, the pad must be turned or wires re-laid), red (it cannot fit
any more: a component the blueprint needs is no longer in the supply, or no wire is left).
It also carries where each unfinished pad and capacitor could still be finished and by how
many unseen tiles (``open``, from ai/completions.py: issue 21's first game found its pad on
turn 25). Once the game is over the check says how it ended instead: "won" (the rocket launched) or
"over" (lost), never a loop still to fit on a board whose game has ended.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from ..core import GameState, OutcomeCode
from .circuit import LoopPlan, chain_from
from .completions import Completions, completions
from .judge import Judge

KINDS = ("large_capacitor", "small_capacitor", "lightning_rod")


@dataclass(frozen=True)
class CircuitCheck:
    status: str                      # "green" | "amber" | "red", or "won" | "over" once the game ended
    reason: str                      # a key of the words table (ui/play/foresight_words.py)
    chain_a: tuple[str, ...] = ()    # components wired from pad side A, the side first
    chain_b: tuple[str, ...] = ()
    on_chains: dict[str, int] = field(default_factory=dict)   # blueprint kinds on the chains
    missing: dict[str, int] = field(default_factory=dict)     # blueprint kinds not on the platform
    plan: LoopPlan | None = None     # the loop the bot would wire (wires still to lay: plan.new)
    wires_left: int = 0
    open: Completions | None = None  # where unfinished components could still be finished (None once over)


def check(state: GameState, judge: Judge | None = None) -> CircuitCheck:
    out = _check(state, judge)
    return out if state.over else replace(out, open=completions(state))


def _check(state: GameState, judge: Judge | None) -> CircuitCheck:
    if state.over:
        # the launch takes the loop apart in the core's eyes (the pad has flown): no loop search
        won = state.outcome == OutcomeCode.WON
        return CircuitCheck("won" if won else "over", "launched" if won else "lost")
    judge = judge or Judge()
    b = state.board
    needs = state.data.blueprints[state.level].needs()
    have: Counter = Counter(b.capacitors.values())
    have["lightning_rod"] = len(b.rods)
    missing = {k: needs[k] - have[k] for k in KINDS if have[k] < needs.get(k, 0)}
    wires_left = b.supply.get("short_wire", 0) + b.supply.get("long_wire", 0)
    # a needed component the supply has run out of can never be placed any more
    short = {k: n for k, n in missing.items() if b.supply.get(k, 0) < n}
    if b.pad is None:
        if short:
            return CircuitCheck("red", "supply_out", missing=missing, wires_left=wires_left)
        return CircuitCheck("amber", "no_pad", missing=missing, wires_left=wires_left)
    chain_a = tuple(chain_from(b, "pad:A"))
    chain_b = tuple(chain_from(b, "pad:B"))
    on: Counter = Counter(b.component_kind(r) for r in set(chain_a) | set(chain_b) if not r.startswith("pad:"))
    base = CircuitCheck("amber", "components", chain_a=chain_a, chain_b=chain_b,
                        on_chains={k: on[k] for k in KINDS if on[k]}, missing=missing, wires_left=wires_left)
    circ = judge.circuit(state)
    if circ.plan is not None:
        return replace(base, status="green", reason="closed" if not circ.plan.new else "loop_fits", plan=circ.plan)
    if short:
        return replace(base, status="red", reason="supply_out")
    if circ.turn is not None:
        return replace(base, reason="turn_pad", plan=circ.turn)
    if circ.stripped is not None:
        return replace(base, reason="reroute", plan=circ.stripped)
    if missing:
        return base
    return replace(base, status="red", reason="no_wires" if wires_left == 0 else "no_loop")


__all__ = ["CircuitCheck", "check"]
