"""Electricity: which tiles lightning reaches (docs/game-model.md section 5), and the launch loop
(section 7)."""

from __future__ import annotations

from collections import Counter

from .board import OPPOSITE, Board, Cell, cap_key, rod_ref, step


class _UnionFind:
    def __init__(self) -> None:
        self.parent: dict[object, object] = {}

    def find(self, x: object) -> object:
        parent = self.parent
        root = x
        while parent.get(root, root) != root:
            root = parent[root]
        while parent.get(x, x) != root:   # path compression keeps later finds cheap
            parent[x], x = root, parent[x]
        return root

    def union(self, a: object, b: object) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[ra] = rb


def live_cells(board: Board) -> set[Cell]:
    """Cells that a Lightning Strikes! card electrifies: a rod's tile, and every tile one of
    whose nets joins a rod through printed copper, completed components or placed wires.
    A wire that only passes over a tile does not make it live."""
    if not board.rods:
        return set()
    uf = _UnionFind()
    for cell, placed in board.tiles.items():
        t = placed.tile
        for e in t.ports:
            n = step(cell, e)
            other = board.at(n)
            if other is not None and OPPOSITE[e] in other.ports and cell < n:
                uf.union((cell, t.net_of[e]), (n, other.net_of[OPPOSITE[e]]))
    for cell in board.rods:
        rod_tile = board.at(cell)
        if rod_tile is not None and "rod" in rod_tile.net_of:
            uf.union(rod_ref(cell), (cell, rod_tile.net_of["rod"]))
    for (x, y, e), _kind in board.capacitors.items():
        ref = f"cap({x},{y},{e})"
        for c, edge in (((x, y), e), (step((x, y), e), OPPOSITE[e])):
            half = board.at(c)
            if half is not None and edge in half.net_of:
                uf.union(ref, (c, half.net_of[edge]))
    if board.pad is not None:
        vx, vy = board.pad
        for c, corner in (((vx - 1, vy - 1), "SE"), ((vx, vy - 1), "SW"), ((vx - 1, vy), "NE"), ((vx, vy), "NW")):
            quarter = board.at(c)
            if quarter is not None and corner in quarter.net_of:
                # both pad sides are one piece of metal for lightning: the rocket's frame
                uf.union("pad:A", (c, quarter.net_of[corner]))
        uf.union("pad:A", "pad:B")
    for w in board.wires:
        uf.union(w.a, w.b)
    struck = {uf.find(rod_ref(c)) for c in board.rods}
    live = set(board.rods)
    for cell, placed in board.tiles.items():
        if cell in live:
            continue
        for i in range(len(placed.tile.nets)):
            if uf.find((cell, i)) in struck:
                live.add(cell)
                break
    return live


def loop_from_pad(board: Board) -> list[str] | None:
    """The chain of components from pad side A back to pad side B, if the wires close it.

    Each component holds at most two wires, so wires form simple chains: follow them."""
    if board.pad is None:
        return None
    at: dict[str, list[str]] = {}
    for w in board.wires:
        at.setdefault(w.a, []).append(w.b)
        at.setdefault(w.b, []).append(w.a)
    if "pad:A" not in at or "pad:B" not in at:
        return None
    chain = ["pad:A"]
    prev, cur = "pad:A", at["pad:A"][0]
    seen = {"pad:A"}
    while True:
        if cur == "pad:B":
            chain.append(cur)
            return chain
        if cur in seen:
            return None
        seen.add(cur)
        chain.append(cur)
        nxt = [n for n in at.get(cur, []) if n != prev]
        if not nxt:
            return None
        prev, cur = cur, nxt[0]


def loop_counts(board: Board, chain: list[str]) -> Counter[str]:
    return Counter(board.component_kind(r) for r in chain if not r.startswith("pad:"))


def missing_for_blueprint(counts: Counter[str], needs: dict[str, int]) -> dict[str, int]:
    return {k: v - counts.get(k, 0) for k, v in needs.items() if counts.get(k, 0) < v}


def capacitor_cells(key: tuple[int, int, str]) -> tuple[Cell, Cell]:
    x, y, e = key
    return (x, y), step((x, y), e)


__all__ = ["cap_key", "circuit_progress", "live_cells", "loop_counts", "loop_from_pad", "missing_for_blueprint"]


def circuit_progress(board: Board) -> dict[str, int]:
    """Components already on the wire chains that hang from the launch pad's two sides: what
    the blueprint panel shows as 'wired so far' before the loop is closed."""
    at: dict[str, list[str]] = {}
    for w in board.wires:
        at.setdefault(w.a, []).append(w.b)
        at.setdefault(w.b, []).append(w.a)
    seen: set[str] = set()
    counts = {"large_capacitor": 0, "small_capacitor": 0, "lightning_rod": 0}
    for side in ("pad:A", "pad:B"):
        prev: str = side
        cur: str | None = at[side][0] if side in at else None
        while cur is not None and cur not in seen and not cur.startswith("pad:"):
            seen.add(cur)
            counts[board.component_kind(cur)] += 1
            nxt = [n for n in at.get(cur, []) if n != prev]
            prev, cur = cur, (nxt[0] if nxt else None)
    return counts
