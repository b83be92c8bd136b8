"""Planning the launch loop on the real wire geometry: which wires, in which order, close a
circuit that meets the blueprint on this platform?

Used by the strong bot (its wiring plan) and by the data check that keeps the game winnable
(tests/data/test_loop_fits.py, tools/loop_fit.py). Every geometric question goes to the core's
``WireSpace`` (pymunk): whether one wire may span two components, and whether two planned wires
would cross. Nothing here re-implements a wire rule; it only searches over what the core allows.

The search: components are nodes, a wire that the core would accept on today's board (reach,
no component in the way, no placed wire crossed) is an edge. A loop is a simple path from the
end of pad side A's chain to the end of pad side B's chain whose components meet the blueprint,
whose new wires fit in the supply and cross neither each other nor a placed wire. Depth-first,
most useful neighbour first, bounded by a node budget; the shortest plan found wins.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter, deque
from dataclasses import dataclass

from ..core.board import Board
from ..core.geometry import REASON_ALONG, REASON_CROSS, PlacedWire, WireSpace
from ..core.wiring import wire_space

KINDS = ("short", "long")
Edge = tuple[str, str, str]  # (kind, a, b), a < b


@dataclass(frozen=True)
class LoopPlan:
    """A closed loop: ``path`` is the components from pad:A round to pad:B; ``new`` the wires
    still to lay, in path order; ``kept`` the placed wires the loop uses."""

    path: tuple[str, ...]
    new: tuple[Edge, ...]
    kept: tuple[Edge, ...]

    @property
    def longs(self) -> int:
        return sum(1 for k, _, _ in self.new if k == "long")

    @property
    def inner(self) -> tuple[Edge, ...]:
        """The new wires that touch no pad side: laid first, as one floating chain, so that
        no rod is joined to the pad (which would make its tiles live) before the last turn."""
        return tuple(e for e in self.new if not (e[1].startswith("pad:") or e[2].startswith("pad:")))


def _key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


# Planned-wire crossings shared between graphs (WireGraph.crosses), keyed by a small id for each
# components layout seen (hashing the layout itself at every lookup would cost more than it saves)
_PAIRS: dict[tuple, bool] = {}
_LAYOUTS: dict[tuple, int] = {}
_NEXT_LAYOUT = itertools.count()   # never reused: a graph built before a clear keeps a valid id


def forget() -> None:
    """Drop the shared crossings (tools/pick_time.py times a choice from nothing)."""
    _PAIRS.clear()
    _LAYOUTS.clear()


def _layout_id(comps: list, half_width: float, lengths: dict[str, float]) -> int:
    key = (tuple(comps), half_width, tuple(sorted(lengths.items())))
    got = _LAYOUTS.get(key)
    if got is None:
        if len(_LAYOUTS) > 5000:
            _LAYOUTS.clear()
        got = _LAYOUTS[key] = next(_NEXT_LAYOUT)
    return got


class WireGraph:
    """The wires the core would accept between this board's components (its placed wires
    included as obstacles), and which pairs of those would cross each other. Built once per
    board value and reused: boards are immutable, and wires depend only on the components and
    the wires, never on the tiles."""

    def __init__(self, board: Board, components) -> None:
        self.board = board
        self.components = components
        self.space = wire_space(board, components)
        self.refs = board.component_refs()
        self.kind = {r: board.component_kind(r) for r in self.refs}
        self.count = {r: board.wire_count(r) for r in self.refs}
        self.lengths = {k: components.wire_lengths[k] for k in KINDS}
        self._comps = [self.space.component(r) for r in self.refs]
        # adj[a] -> list of (b, kind): the shortest wire kind that the core accepts
        self.adj: dict[str, list[tuple[str, str]]] = {r: [] for r in self.refs}
        self.centre = {r: (c.x, c.y) for r, c in zip(self.refs, self._comps, strict=True)}
        joined = {_key(w.a, w.b) for w in board.wires}
        for i, a in enumerate(self.refs):
            for b in self.refs[i + 1:]:
                if _key(a, b) in joined or (a.startswith("pad:") and b.startswith("pad:")):
                    continue
                for kind in KINDS:
                    if self.space.check(a, b, self.lengths[kind]) is None:
                        self.adj[a].append((b, kind))
                        self.adj[b].append((a, kind))
                        break
        # the neighbours alone, for the reach checks the search makes at every node
        self.nbrs: dict[str, list[str]] = {r: [n for n, _ in self.adj[r]] for r in self.refs}
        self._spans: dict[Edge, bool] = {}
        self._cross: dict[tuple[Edge, Edge], bool] = {}
        self._alone: dict[Edge, WireSpace] = {}
        self._offsets: dict[Edge, float] = {}   # where each planned wire lies on this board
        self._layout = _layout_id(self._comps, self.space.half_width, self.lengths)
        self._segs: dict[Edge, tuple[float, float, float, float]] = {}

    def _box(self, e: Edge) -> tuple[float, float, float, float]:
        """Where the wire may lie anywhere along its slide range, as a box (a prefilter)."""
        box = self._segs.get(e)
        if box is None:
            lo, hi = self.space.slide_range(e[1], e[2], self.lengths[e[0]])
            (px, py), _ = self.space.lay(e[1], e[2], self.lengths[e[0]], lo)
            _, (qx, qy) = self.space.lay(e[1], e[2], self.lengths[e[0]], hi)
            hw = self.space.half_width * 2 + 1e-6
            box = (min(px, qx) - hw, min(py, qy) - hw, max(px, qx) + hw, max(py, qy) + hw)
            self._segs[e] = box
        return box

    def spans(self, e: Edge) -> bool:
        """Would the core lay this wire alone (the board's own wires in the way)? Memoised:
        the search asks it of the same wire at many nodes."""
        ok = self._spans.get(e)
        if ok is None:
            ok = self._spans[e] = self.space.check(e[1], e[2], self.lengths[e[0]]) is None
        return ok

    def crosses_any(self, e: Edge, others: list[Edge]) -> bool:
        """``crosses(e, o)`` for any ``o`` of ``others``, the memo read inline (the search's
        innermost question)."""
        memo = self._cross
        for o in others:
            hit = memo.get((e, o) if e < o else (o, e))
            if hit is None:
                hit = self.crosses(e, o)
            if hit:
                return True
        return False

    def crosses(self, e1: Edge, e2: Edge) -> bool:
        """Would these two planned wires touch? Asked of the core with e1 laid alone where the
        board would lay it (its slide), e2 free to slide: a crossing, or two wires on one
        component lying along each other."""
        key = (e1, e2) if e1 < e2 else (e2, e1)
        hit = self._cross.get(key)
        if hit is not None:
            return hit
        b1, b2 = self._box(e1), self._box(e2)
        if b1[2] < b2[0] or b2[2] < b1[0] or b1[3] < b2[1] or b2[3] < b1[1]:
            hit = False
        else:
            first, second = key
            offset = self._offsets.get(first)
            if offset is None:
                offset = self._offsets[first] = self.space.place(first[1], first[2], self.lengths[first[0]])[1]
            # the answer depends on the components, e1 where it lies and e2, never on the board's
            # other wires (they only set e1's offset): shared by every board of a search with
            # these components, which differ mostly in the wires laid (the same answers, sooner)
            shared = (self._layout, first, offset, second)
            got = _PAIRS.get(shared)
            if got is None:
                space = self._alone.get(first)   # e1 alone: built only when an answer is missing
                if space is None:
                    space = self._alone[first] = WireSpace(
                        self._comps, [PlacedWire(first[1], first[2], self.lengths[first[0]], offset)],
                        self.space.half_width)
                got = space.check(second[1], second[2], self.lengths[second[0]]) in (REASON_CROSS, REASON_ALONG)
                if len(_PAIRS) > 100_000:
                    _PAIRS.clear()
                _PAIRS[shared] = got
            hit = got
        self._cross[key] = hit
        return hit

    def fits(self, new: tuple[Edge, ...]) -> bool:
        """Can these wires be laid one after another, the inner ones first (as the bot lays
        them), each where the core would lay it with those before it on the board? Pairwise
        crossings miss one case: a wire that must slide clear of one planned wire into
        another."""
        inner = [e for e in new if not (e[1].startswith("pad:") or e[2].startswith("pad:"))]
        order = inner + [e for e in new if e not in inner]
        placed = [PlacedWire(w.a, w.b, self.lengths[w.kind], w.offset) for w in self.board.wires]
        for i, e in enumerate(order):
            space = self.space if i == 0 else WireSpace(self._comps, placed, self.space.half_width)
            verdict, offset = space.place(e[1], e[2], self.lengths[e[0]])
            if verdict is not None:
                return False
            placed.append(PlacedWire(e[1], e[2], self.lengths[e[0]], offset))
        return True

    def reachable(self, start: str, blocked: frozenset[str] | set[str] = frozenset()) -> set[str]:
        """Components joined to ``start`` by chains of acceptable wires (crossings ignored)."""
        seen = {start}
        q = deque([start])
        while q:
            c = q.popleft()
            for n, _ in self.adj[c]:
                if n not in seen and n not in blocked:
                    seen.add(n)
                    q.append(n)
        return seen


def chain_from(board: Board, side: str) -> list[str]:
    """The components on the placed wires hanging from one pad side, the side first."""
    at: dict[str, list[str]] = {}
    for w in board.wires:
        at.setdefault(w.a, []).append(w.b)
        at.setdefault(w.b, []).append(w.a)
    chain = [side]
    prev, cur = side, (at[side][0] if side in at else None)
    while cur is not None and cur not in chain:
        chain.append(cur)
        if cur.startswith("pad:"):
            break
        nxt = [n for n in at.get(cur, []) if n != prev]
        prev, cur = cur, (nxt[0] if nxt else None)
    return chain


def floating_pieces(board: Board, on_chain: set[str]) -> list[tuple[str, ...]]:
    """The placed wires off the pad's chains, as simple chains of components end to end
    (a closed ring of wires is left out: nothing can join it)."""
    at: dict[str, list[str]] = {}
    for w in board.wires:
        if w.a in on_chain or w.b in on_chain:
            continue
        at.setdefault(w.a, []).append(w.b)
        at.setdefault(w.b, []).append(w.a)
    out, seen = [], set()
    for r in sorted(at):
        if r in seen or len(at[r]) != 1:
            continue
        piece = [r]
        prev, cur = r, at[r][0]
        while True:
            piece.append(cur)
            nxt = [n for n in at[cur] if n != prev]
            if not nxt:
                break
            prev, cur = cur, nxt[0]
        seen.update(piece)
        out.append(tuple(piece))
    return out


def _reach_without(graph: WireGraph, start: str, avoid: set[str], jumps: dict[str, str]) -> set[str]:
    seen = {start}
    stack = [start]
    adj = graph.nbrs
    while stack:
        c = stack.pop()
        for n in adj[c]:
            if n not in seen and n not in avoid:
                seen.add(n)
                stack.append(n)
        j = jumps.get(c)
        if j is not None and j not in seen and j not in avoid:
            seen.add(j)
            stack.append(j)
    return seen


def _hops_to(graph: WireGraph, target: str, jumps: dict[str, str]) -> dict[str, int]:
    """New wires needed at the least from each component to ``target`` (a floating piece is
    crossed for free)."""
    dist = {target: 0}
    q = deque([target])
    while q:
        c = q.popleft()
        if c in jumps and dist.get(jumps[c], 1 << 30) > dist[c]:
            dist[jumps[c]] = dist[c]
            q.appendleft(jumps[c])
        for n, _ in graph.adj[c]:
            if n not in dist:
                dist[n] = dist[c] + 1
                q.append(n)
    return dist


def find_loop(graph: WireGraph, needs: dict[str, int], supply: dict[str, int] | None = None,
              budget: int = 4000, solutions: int = 6, tries: int = 3,
              meter: list[int] | None = None) -> LoopPlan | None:
    """The best loop of ``tries`` searches of ``budget`` nodes each: the first in the plain
    order of usefulness, the others with that order shaken. A few short searches find a loop
    on hard platforms far more often than one long one (measured: 3 x 4,000 nodes wired 96 %
    of Novice platforms, one search of 30,000 about as many at three times the cost).
    ``meter[0]``, when given, grows by the nodes searched (the bot's time allowance)."""
    best: LoopPlan | None = None
    for i in range(tries):
        plan = _search(graph, needs, supply, budget, solutions, random.Random(i) if i else None, meter)
        if plan is not None and (best is None or (len(plan.new), plan.longs) < (len(best.new), best.longs)):
            best = plan
        if best is not None and i == 0:
            break   # the plain order found one: good enough, and the cheapest
    return best


def _search(graph: WireGraph, needs: dict[str, int], supply: dict[str, int] | None,
            budget: int, solutions: int, shake: random.Random | None,
            meter: list[int] | None = None) -> LoopPlan | None:
    """The shortest loop found within ``budget`` search nodes (None: none found).

    The placed wires hanging from the two pad sides are kept; any other placed wire is an
    obstacle, and the components it holds take no more than their two wires."""
    board = graph.board
    if board.pad is None:
        return None
    supply = dict(board.supply) if supply is None else supply
    short_left = supply.get("short_wire", 0)
    long_left = supply.get("long_wire", 0)
    chain_a = chain_from(board, "pad:A")
    if chain_a[-1] == "pad:B":   # already closed (the core would have launched or refused it)
        return None
    chain_b = chain_from(board, "pad:B")
    kept: list[Edge] = []
    for ch in (chain_a, chain_b):
        for x, y in zip(ch, ch[1:], strict=False):
            w = next(w for w in board.wires if {w.a, w.b} == {x, y})
            kept.append((w.kind,) + _key(x, y))
    on_chain = set(chain_a) | set(chain_b)
    # Wires off the pad's chains form floating pieces. A piece that is a simple chain can be
    # joined end to end into the loop (that is how the bot keeps rods off the pad until the
    # last turn); a component inside a piece cannot take a third wire, so it is blocked.
    pieces = floating_pieces(board, on_chain)
    ends = {p[0]: p for p in pieces} | {p[-1]: p[::-1] for p in pieces}
    jumps = {u: p[-1] for u, p in ends.items()}
    carried = sum(len(p) for p in pieces)   # at most this many components come without a new wire
    blocked = {r for r in graph.refs if graph.count[r] > 0 and r not in on_chain and r not in ends}
    start, goal = chain_a[-1], chain_b[-1]
    have = Counter(graph.kind[r] for r in on_chain if not r.startswith("pad:"))
    hops = _hops_to(graph, goal, jumps)
    if start not in hops:
        return None
    max_new = short_left + long_left
    best: list[LoopPlan] = []
    nodes = 0
    path: list[str] = [start]
    new: list[Edge] = []
    visited = set(on_chain)
    found = 0
    seg_kept: list[Edge] = []
    placed = {_key(w.a, w.b): (w.kind,) + _key(w.a, w.b) for w in board.wires}

    def missing(counts: Counter) -> int:
        return sum(max(0, n - counts[k]) for k, n in needs.items())

    counts = Counter(have)

    def dfs(cur: str, shorts: int, longs: int) -> bool:
        nonlocal nodes, found
        nodes += 1
        if nodes > budget:
            return True
        need = missing(counts)
        wires_used = len(new)
        # every missing component costs a wire, except those a floating piece brings along for
        # the two wires at its ends; the way back to the goal costs its hops
        fresh = max(0, need - carried)
        if wires_used + max(fresh + 1, hops.get(cur, 99)) > max_new:
            return False
        # what is still reachable without passing a component twice must hold the goal and
        # the missing components
        left = _reach_without(graph, cur, (visited | blocked) - {goal}, jumps)
        if goal not in left:
            return False
        if need:
            inside = {r for u in left if u in ends for r in ends[u]}   # what a piece carries
            got = Counter(graph.kind[r] for r in left | inside if not r.startswith("pad:"))
            if any(got[k] < n - counts[k] for k, n in needs.items()):
                return False
        if best and wires_used + fresh + 1 >= len(best[0].new):
            return False
        opts = []
        for n, kind in graph.adj[cur]:
            if n == goal:
                if need == 0:
                    opts.append((-100.0, n, kind))
                continue
            if n in visited or n in blocked or n.startswith("pad:"):
                continue
            k = graph.kind[n]
            score = (-10.0 if counts[k] < needs.get(k, 0) else 0.0) + (1.5 if kind == "long" else 0.0)
            score += 0.7 * hops.get(n, 99) * (1.0 if need <= 1 else 0.2)
            if shake is not None:
                score += shake.random() * 8.0
            opts.append((score, n, kind))
        opts.sort()
        for _, n, kind in opts:
            for kd in ((kind,) if kind == "long" else (kind, "long")):
                if kd == "short" and shorts >= short_left or kd == "long" and longs >= long_left:
                    continue
                e = (kd,) + _key(cur, n)
                if not graph.spans(e) or graph.crosses_any(e, new):
                    continue
                new.append(e)
                if n == goal and not graph.fits(tuple(new)):
                    new.pop()
                    continue
                if n == goal:
                    full = tuple(path) + (n,)
                    loop_path = tuple(chain_a) + full[1:] + tuple(reversed(chain_b[:-1]))
                    best.append(LoopPlan(loop_path, tuple(new), tuple(kept) + tuple(seg_kept)))
                    best.sort(key=lambda p: (len(p.new), p.longs))
                    found += 1
                    new.pop()
                    if found >= solutions:
                        return True
                    break
                piece = ends.get(n, (n,))
                for r in piece:
                    visited.add(r)
                    path.append(r)
                    counts[graph.kind[r]] += 1
                for x, y in zip(piece, piece[1:], strict=False):
                    seg_kept.append(placed[_key(x, y)])
                stop = dfs(piece[-1], shorts + (kd == "short"), longs + (kd == "long"))
                del seg_kept[len(seg_kept) - (len(piece) - 1):]
                for r in piece:
                    counts[graph.kind[r]] -= 1
                    path.pop()
                    visited.discard(r)
                new.pop()
                if stop:
                    return True
                break   # the longer kind only when the shorter is refused
        return False

    dfs(start, 0, 0)
    if meter is not None:
        meter[0] += nodes
    return best[0] if best else None


def distance(graph: WireGraph, a: str, b: str) -> float:
    (ax, ay), (bx, by) = graph.centre[a], graph.centre[b]
    return math.hypot(ax - bx, ay - by)


def turned(board: Board) -> Board | None:
    """The board with the launch pad turned a quarter (any player on it may do so while no wire
    touches it), or None when it cannot turn."""
    from dataclasses import replace
    if board.pad is None or any(r.startswith("pad:") for w in board.wires for r in (w.a, w.b)):
        return None
    return replace(board, pad_axis="NS" if board.pad_axis == "EW" else "EW")


def find_loop_either_way(board: Board, components, needs: dict[str, int], budget: int = 4000
                         ) -> tuple[LoopPlan | None, str]:
    """The better loop of the pad as it lies and the pad turned; with the axis it needs."""
    best, axis = find_loop(WireGraph(board, components), needs, budget=budget), board.pad_axis
    other = turned(board)
    if other is not None:
        alt = find_loop(WireGraph(other, components), needs, budget=budget)
        if alt is not None and (best is None or (len(alt.new), alt.longs) < (len(best.new), best.longs)):
            best, axis = alt, other.pad_axis
    return best, axis
