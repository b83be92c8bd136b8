"""How good a position is for the team, as a good table would judge it: the strong bot's
evaluation. It reads only what the players see: the platform, the pawns, hands, equipment held,
the wind, the storm meter and the public storm discard. Never the order of the tile pile, the
equipment deck or the storm pile, nor the game's random state.

What it weighs, roughly in order: the outcome; the launch pad and the blueprint's components on
the platform; the loop plan (``circuit.find_loop`` on the real wire geometry: a plan that needs
fewer wires is worth more); where the next useful action is for the player to act (the next wire
of the plan, the frontier, the pad when only the last wire is left and everyone must gather);
health and rope (worth more as they run low); and the harm the coming storm would do to each
pawn, with the chance of each card kind taken from the cards not yet seen (while the team
gathers, a pawn on the pad counts only the phases until the last pawn comes aboard).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, replace

from ..core import GameState, OutcomeCode, Phase
from ..core.board import CORNER_VERTEX, OPPOSITE, Board, oriented, step
from .circuit import LoopPlan, WireGraph, find_loop, turned
from .paths import FAR, Distances
from .storm_sense import StormSense, life

WON, LOST = 1e6, -1e6
CAP_KINDS = ("small_capacitor", "large_capacitor")
CARD_VALUE = 4.0
TILE_IN_HAND = 2.0
TILE_PLACED = 3.5
PLAN_BASE = 400.0   # any loop plan beats every position without one
PER_WIRE_LEFT = 14.0
GATHER_STEP = 2.5
JOB_STEPS = 5          # 5 steps x 2.5 stays below one wire of the plan (PER_WIRE_LEFT)
OPEN_HALF = 2.5
QUARTER_IN_HAND = 3.0   # kept for the pad until it is found
WASTED_HALF = 1.5
WAIT_STEP = 1.0      # while wiring, the others drift towards the pad
GATHER_BONUS = 25.0  # the last wire left: worth the walk that gathering still needs
# Loop searches are what can make one choice slow (a platform with no loop left makes every
# search run out its budget). Once a choice has spent its allowance, further searches get
# SCARCE_BUDGET nodes a try and their answers are not kept past the choice: the bot then
# picks within about 2 s on one core on the largest platforms seen (bench/BALANCE.md).
SCARCE_BUDGET = 200


@dataclass(frozen=True)
class Circuit:
    """The team's wiring intention on one board: the graph of possible wires and a loop."""

    graph: WireGraph | None
    plan: LoopPlan | None
    stripped: LoopPlan | None   # a loop once the placed chain is taken off (re-routing)
    turn: LoopPlan | None = None   # a loop once the pad is turned a quarter

    @property
    def mode(self) -> str:
        if self.graph is None:
            return "pad"           # find and complete the launch pad
        if self.plan is None:
            if self.turn is not None:
                return "turn"
            return "reroute" if self.stripped is not None else "explore"
        # only the pad's own wires left: they are laid from the pad, with everyone on it
        return "wire" if self.plan.inner else "gather"


class Judge(StormSense):
    def __init__(self, budget: int = 3000) -> None:
        super().__init__()
        self.budget = budget
        self.dist = Distances()
        self._circuits: dict[tuple, Circuit] = {}
        self._spots: dict[tuple, tuple[Board, frozenset]] = {}
        self._anchor: frozenset | None = None
        self._left: int | None = None            # loop-search nodes this choice may still spend
        self._scarce: dict[tuple, Circuit] = {}  # circuits searched on the scarce budget

    # ---- the circuit -----------------------------------------------------------------------

    def allow(self, nodes: int | None) -> None:
        """Start one choice with ``nodes`` loop-search nodes to spend (None: no limit)."""
        self._left = nodes
        self._scarce.clear()

    def circuit(self, state: GameState) -> Circuit:
        b = state.board
        if b.pad is None:
            return Circuit(None, None, None)
        key = (b.pad, b.pad_axis, b.rods, tuple(sorted(b.capacitors.items())), b.wires,
               b.supply.get("short_wire", 0), b.supply.get("long_wire", 0), state.level)
        hit = self._circuits.get(key) or self._scarce.get(key)
        if hit is not None:
            return hit
        full = self._left is None or self._left > 0
        budget = self.budget if full else SCARCE_BUDGET
        spent = [0]
        needs = state.data.blueprints[state.level].needs()
        graph = WireGraph(b, state.data.components)
        plan = find_loop(graph, needs, budget=budget, meter=spent)
        turn = stripped = None
        other = turned(b) if plan is None else None
        if other is not None:
            turn = find_loop(WireGraph(other, state.data.components), needs, budget=budget, meter=spent)
        if plan is None and turn is None and b.wires:
            bare = replace(b, wires=(), supply={**b.supply,
                           "short_wire": b.supply.get("short_wire", 0) + sum(w.kind == "short" for w in b.wires),
                           "long_wire": b.supply.get("long_wire", 0) + sum(w.kind == "long" for w in b.wires)})
            stripped = find_loop(WireGraph(bare, state.data.components), needs, budget=budget, meter=spent)
        out = Circuit(graph, plan, stripped, turn)
        if self._left is not None:
            self._left -= spent[0]
        store = self._circuits if full else self._scarce
        if len(store) > 256:
            store.clear()
        store[key] = out
        return out

    # ---- the score -------------------------------------------------------------------------

    def value(self, state: GameState) -> float:
        if state.outcome == OutcomeCode.WON:
            return WON
        if state.outcome is not None:
            return LOST
        b = state.board
        needs = state.data.blueprints[state.level].needs()
        have: Counter = Counter(b.capacitors.values())
        have["lightning_rod"] = len(b.rods)
        v = 0.0
        for k, n in needs.items():
            v += 30.0 * min(have[k], n) + 5.0 * min(max(have[k] - n, 0), 2)
        v += TILE_PLACED * len(b.tiles)
        circ = self.circuit(state)
        v += self._circuit_value(state, circ, needs, have)
        for p in state.players:
            v += TILE_IN_HAND * len(p.tiles)
            if b.pad is None:
                v += QUARTER_IN_HAND * sum(1 for t in p.tiles if state.tile_spec(t).pads)
            v += CARD_VALUE * len(p.equipment)
            v += life(p.health) + life(p.rope)
        v -= self._storm_harm(state)
        v -= self._way_to_go(state, circ)
        return v

    def _circuit_value(self, state: GameState, circ: Circuit, needs, have) -> float:
        b = state.board
        if circ.graph is None:
            return self._pad_potential(b) + self._open_halves(b, needs, have, None)
        v = 90.0
        if circ.plan is not None:
            v += PLAN_BASE - PER_WIRE_LEFT * len(circ.plan.new) - 3.0 * circ.plan.longs
            if circ.mode == "gather":
                v += GATHER_BONUS
        elif circ.turn is not None:
            # the pad must be turned first (free, from the pad): a little less than the plan
            v += PLAN_BASE - PER_WIRE_LEFT * len(circ.turn.new) - 3.0 * circ.turn.longs - 8.0
        elif circ.stripped is not None:
            # a loop exists once the placed wires come off: each must be taken off and laid again
            v += PLAN_BASE - PER_WIRE_LEFT * (len(circ.stripped.new) + 2 * len(b.wires)) - 10.0
        else:
            reach = circ.graph.reachable("pad:A", blocked={"pad:B"})
            got = Counter(circ.graph.kind[r] for r in reach if not r.startswith("pad:"))
            v += sum(9.0 * min(got[k], n) for k, n in needs.items())
            v += self._open_halves(b, needs, have, b.pad)
        return v

    @staticmethod
    def _pad_potential(b: Board) -> float:
        """Quarters that could still become the pad: the best vertex counts most, the others a
        little (a tile without a quarter in one of a vertex's cells kills that vertex)."""
        scores = sorted((_QUARTER_VALUE.get(q, 0.0) for q in _vertex_quarters(b).values()), reverse=True)
        if not scores:
            return 0.0
        if scores[0] >= _QUARTER_VALUE[2]:
            return scores[0]    # one pad is enough: quarters spent elsewhere are wasted
        return scores[0] + 0.3 * sum(scores[1:4])

    @staticmethod
    def _open_halves(b: Board, needs, have, pad) -> float:
        """Capacitor halves still facing an empty cell are chances; a half that meets another
        kind of edge is a chance spent."""
        v = 0.0
        for cell, placed in b.tiles.items():
            for e, kind in placed.tile.ports.items():
                if kind not in CAP_KINDS:
                    continue
                wanted = have[kind] < needs.get(kind, 0)
                n = step(cell, e)
                other = b.at(n)
                if other is None:
                    w = OPEN_HALF if wanted else 0.2
                    if pad is not None:
                        w *= 1.5 if math.dist((cell[0] + 0.5, cell[1] + 0.5), pad) < 2.6 else 0.6
                    v += w
                elif wanted and other.ports.get(OPPOSITE[e]) != kind:
                    v -= WASTED_HALF
        return min(v, 20.0)

    def _exposure(self, state: GameState) -> dict[str, int]:
        """While the team gathers for the launch, a pawn already on the pad waits there only
        until the last one comes aboard and lays the pad wires, not a whole round: the storm
        phases until the turn of the last pawn still off the pad, a further round for each
        four steps more it has to go. Without it a live pad (copper joins it to a rod before its
        wires do) is a place nobody wants to wait, and five players never gather (seeds 7, 30
        and 54 of bench/BALANCE.md 2026-12-01 (later): 25-45 turns in the gathering)."""
        if state.phase != Phase.ACTIONS or self.circuit(state).mode != "gather":
            return {}
        b = state.board
        pad = frozenset(b.pad_cells())
        n = len(state.players)
        last, aboard = 0, []
        for offset in range(n):
            p = state.players[(state.current_index + offset) % n]
            if p.at in pad:
                aboard.append(p.id)
                continue
            steps = self.dist.steps(b, p.at, pad, p.id == "climber")
            if steps >= FAR:
                return {}
            rounds = max(0, (steps - 1) // 4)
            last = max(last, (offset or n) + n * rounds)
        return {pid: max(1, last) for pid in aboard}

    # ---- where the players should be going ---------------------------------------------------

    def targets(self, state: GameState, circ: Circuit) -> tuple[frozenset, float]:
        """The cells the player to act should walk to, and how much a step is worth."""
        b = state.board
        mode = circ.mode
        if mode == "gather":
            return frozenset(b.pad_cells()), 9.0
        if mode == "wire":
            assert circ.plan is not None
            cells = {c for _, x, y in circ.plan.inner for r in (x, y) for c in b.component_cells(r)}
            return frozenset(cells), 2.5
        if mode == "turn":
            return frozenset(b.pad_cells()), 2.5
        if mode == "reroute":
            cells = {c for w in b.wires for r in (w.a, w.b) for c in b.component_cells(r)}
            return frozenset(cells), 2.5
        me = state.player(state.current)
        if not me.tiles:
            return frozenset(), 0.0
        useful = self.completion_spots(state, me.tiles)
        if useful:
            return useful, 3.0
        spots = self._pad_spots(b) if b.pad is None and any(state.tile_spec(t).pads for t in me.tiles) else None
        out = set()
        for cell, placed in b.tiles.items():
            for e in placed.tile.ports:
                n = step(cell, e)
                if n not in b.tiles and (spots is None or n in spots):
                    out.add(cell)
                    break
        if not out and spots is not None:   # no pad spot open yet: any frontier will do
            out = {c for c, p in b.tiles.items() if any(step(c, e) not in b.tiles for e in p.tile.ports)}
        return frozenset(out), 2.0

    def anchor(self, state: GameState | None) -> None:
        """While a turn is searched, positions after the first tile of the turn take the
        useful spots of the position the search started from: finding them means trying every
        tile of the hand on every open side, too slow to redo for each searched position."""
        self._anchor = None
        if state is not None and state.phase == Phase.ACTIONS:
            me = state.player(state.current)
            self._anchor = self.completion_spots(state, me.tiles)

    def completion_spots(self, state: GameState, hand: tuple[str, ...]) -> frozenset:
        """Cells from which a tile of this hand completes a component the blueprint still
        needs or the launch pad, or brings pad quarters together (asked of the board's own
        placement rules)."""
        b = state.board
        key = (id(b), hand, state.level)
        hit = self._spots.get(key)
        if hit is not None and hit[0] is b:
            return hit[1]
        if self._anchor is not None:
            return self._anchor
        needs = state.data.blueprints[state.level].needs()
        have: Counter = Counter(b.capacitors.values())
        have["lightning_rod"] = len(b.rods)
        specs = [state.tile_spec(t) for t in hand]
        before = max(_vertex_quarters(b).values(), default=0) if b.pad is None else 4
        out = set()
        frontier = [c for c, p in b.tiles.items() if any(step(c, e) not in b.tiles for e in p.tile.ports)]
        for cell in frontier:
            for spec, at, rot in b.legal_placements(specs, cell):
                after, done = b.place(spec, at, rot)
                if any(d.ref is not None and (d.kind == "launch_pad" or have[d.kind] < needs.get(d.kind, 0))
                       for d in done):
                    out.add(cell)
                    break
                if before < 4 and spec.pads and _best_quarters_at(after, at) >= max(2, before):
                    out.add(cell)
                    break
        res = frozenset(out)
        if len(self._spots) > 256:
            self._spots.clear()
        self._spots[key] = (b, res)
        return res

    @staticmethod
    def _pad_spots(b: Board) -> set:
        spots = set()
        for cell, placed in b.tiles.items():
            for corner in placed.tile.pads:
                dx, dy = CORNER_VERTEX[corner]
                vx, vy = cell[0] + dx, cell[1] + dy
                for ex, ey in CORNER_VERTEX.values():
                    c = (vx - ex, vy - ey)
                    if c not in b.tiles:
                        spots.add(c)
        return spots

    def _way_to_go(self, state: GameState, circ: Circuit) -> float:
        """Walking still to do. Once a loop is planned everyone must end on the pad, so the
        whole team's distance to it counts in every plan mode alike (laying a wire then never
        looks worse for switching modes); the player to act also heads for their next job."""
        if state.phase != Phase.ACTIONS:
            return 0.0
        b = state.board
        cost = 0.0
        if circ.plan is not None:
            pad = frozenset(b.pad_cells())
            gathering = circ.mode == "gather"
            for p in state.players:
                if gathering or p.id != state.current:
                    step_cost = GATHER_STEP if gathering else WAIT_STEP
                    cost += step_cost * min(self.dist.steps(b, p.at, pad, p.id == "climber"), 8)
            if gathering:
                return cost
        cells, per_step = self.targets(state, circ)
        if cells:
            me = state.player(state.current)
            # capped so that finishing a job never looks worse than the walk to the next one
            cost += per_step * min(self.dist.steps(b, me.at, cells, me.id == "climber"), JOB_STEPS)
        return cost


_QUARTER_VALUE = {1: 4.0, 2: 15.0, 3: 38.0}


def _vertex_quarters(b: Board) -> dict[tuple[int, int], int]:
    """For every vertex where a placed quarter points, how many quarters meet there, for the
    vertices still open (no tile without a quarter among its four cells)."""
    out: dict[tuple[int, int], int] = {}
    for cell, placed in b.tiles.items():
        for corner in placed.tile.pads:
            dx, dy = CORNER_VERTEX[corner]
            v = (cell[0] + dx, cell[1] + dy)
            if v not in out:
                out[v] = _quarters_at(b, v)
    return {v: q for v, q in out.items() if q > 0}


def _quarters_at(b: Board, v: tuple[int, int]) -> int:
    q = 0
    for corner, (dx, dy) in CORNER_VERTEX.items():
        t = b.at((v[0] - dx, v[1] - dy))
        if t is None:
            continue
        if corner not in t.pads:
            return -1
        q += 1
    return q


def kills_a_pad(b: Board, spec, at: tuple[int, int], rot: int) -> bool:
    """Whether a tile put down here takes the place a quarter of the launch pad needs: the
    cell is one of the four around a vertex where placed quarters could still meet, and the
    tile, turned so, brings no quarter pointing there (issue 22: the hint twice buried the only
    pad on the board under an ordinary tile). Never once the pad is found."""
    if b.pad is not None:
        return False
    corners = oriented(spec, rot).pads
    for corner, (dx, dy) in CORNER_VERTEX.items():
        v = (at[0] + dx, at[1] + dy)
        if corner not in corners and _quarters_at(b, v) > 0:
            return True
    return False


def _best_quarters_at(b: Board, cell: tuple[int, int]) -> int:
    t = b.at(cell)
    if t is None:
        return 0
    return max((_quarters_at(b, (cell[0] + CORNER_VERTEX[c][0], cell[1] + CORNER_VERTEX[c][1]))
                for c in t.pads), default=0)


__all__ = ["Circuit", "Judge", "FAR", "kills_a_pad"]
