"""Random legal platforms, built the way a table builds them: the tile pile drawn in a random
order, each tile laid copper-to-copper next to the platform where it helps most (the pad's
quarters and capacitor halves meeting, a new component within a long wire of two others, a
compact platform), with a random term as large as those aims deciding the rest.

The data check on the wire geometry (tests/data/test_loop_fits.py, tools/loop_fit.py) asks, on
hundreds of these, whether a blueprint loop can still be wired once the components are out.
Only the board's own rules decide what is legal (``Board.legal_placements`` and ``Board.place``).
"""

from __future__ import annotations

import math
import random
from collections import Counter

from ..core.board import CORNER_VERTEX, EDGES, Board, start_board, step

_QUARTER_NEIGHBOUR_VALUE = 3.0


def _pad_quarters_at(board: Board, vertex: tuple[int, int]) -> int:
    """How many quarters meet at this vertex already (-1: a tile there has none)."""
    vx, vy = vertex
    n = 0
    for corner, (dx, dy) in CORNER_VERTEX.items():
        t = board.at((vx - dx, vy - dy))
        if t is None:
            continue
        if corner not in t.pads:
            return -1
        n += 1
    return n


def components_out(board: Board) -> Counter:
    have: Counter = Counter(board.capacitors.values())
    have["lightning_rod"] = len(board.rods)
    return have


def meets(board: Board, needs: dict[str, int]) -> bool:
    have = components_out(board)
    return board.pad is not None and all(have[k] >= n for k, n in needs.items())


def random_platform(data, rng: random.Random, purpose: float = 1.0) -> Board:
    """Lay the whole tile pile, in a random order, each tile where it fits best: the platform
    once every component is out. ``purpose`` weighs the table's aims against chance (0: every
    legal spot alike)."""
    board = start_board(data.start_grid, data.components.supply)
    reach = data.components.wire_lengths["long"]   # what one long wire spans
    pile = list(data.tiles.values())
    rng.shuffle(pile)
    for spec in pile:
        options = []
        for cell in list(board.tiles):
            options += board.legal_placements([spec], cell)
        if not options:
            continue
        best, best_v = None, -1e9
        for opt in options:
            v = rng.random() * 6.0 + purpose * _placement_value(board, opt, reach)
            if v > best_v:
                best, best_v = opt, v
        assert best is not None
        s, cell, rot = best
        board, _ = board.place(s, cell, rot)
    return board


COMPACT = 3.0
NEIGH = 0.5


def _centre(board: Board, ref: str) -> tuple[float, float]:
    if ref.startswith("rod("):
        x, y = map(int, ref[4:-1].split(","))
        return (x + 0.5, y + 0.5)
    if ref.startswith("cap("):
        xs, ys, e = ref[4:-1].split(",")
        return (int(xs) + 1.0, int(ys) + 0.5) if e == "E" else (int(xs) + 0.5, int(ys) + 1.0)
    assert board.pad is not None
    return (float(board.pad[0]), float(board.pad[1]))


def _placement_value(board: Board, opt, reach: float) -> float:
    spec, cell, rot = opt
    after, done = board.place(spec, cell, rot)
    v = 0.0
    centres = [_centre(after, r) for r in after.component_refs()]
    for c in done:
        v += 12.0 if c.kind == "launch_pad" else 4.0
        if c.ref is not None and len(centres) > 1:
            # a table puts a new component where a wire can reach it from the others
            here = _centre(after, c.ref if c.kind != "launch_pad" else "pad:A")
            near = sorted(math.dist(here, o) for o in centres if o != here)[:2]
            v += COMPACT * sum(1 for d in near if d <= reach)
    v += NEIGH * sum(1 for e in EDGES if step(cell, e) in board.tiles)
    new = after.at(cell)
    assert new is not None
    if after.pad is None:
        for corner in new.pads:
            dx, dy = CORNER_VERTEX[corner]
            q = _pad_quarters_at(after, (cell[0] + dx, cell[1] + dy))
            if q > 1:
                v += _QUARTER_NEIGHBOUR_VALUE * (q - 1)
    for e in EDGES:
        n = step(cell, e)
        if n not in after.tiles and new.ports.get(e) in ("small_capacitor", "large_capacitor"):
            v += 0.3
    return v


def loop_fit(data, level: str, boards: int, seed: int = 0, budget: int = 4000) -> dict:
    """On ``boards`` random platforms, how often the pad and the blueprint's components came out
    and, of those, how often a loop meeting the blueprint can be wired (the pad may be turned)."""
    from .circuit import find_loop_either_way
    needs = data.blueprints[level].needs()
    ok = qualified = 0
    wires: list[int] = []
    for i in range(boards):
        board = random_platform(data, random.Random(seed * 100003 + i))
        if not meets(board, needs):
            continue
        qualified += 1
        plan, _axis = find_loop_either_way(board, data.components, needs, budget=budget)
        if plan is not None:
            ok += 1
            wires.append(len(plan.new))
    return {"level": level, "boards": boards, "with_components": qualified, "loop": ok,
            "share": ok / qualified if qualified else 0.0,
            "mean_wires": sum(wires) / len(wires) if wires else 0.0}
