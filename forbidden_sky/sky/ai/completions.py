"""Where the platform's unfinished components could still be finished, and by which tiles
still unseen (issue 21: a first game found the launch pad only on turn 25, its quarters
scattered in four places, with nothing saying that the four must meet at one corner).

What it reads is public: the board, and the make-up of the tile pile as a table can count
it (every platform tile of the data that is neither on the board nor in a hand). The pile's
order is never read. The rules are the core's: a capacitor spot is checked by placing each
unseen tile there on a copy of the board (``Board.place``, whose completions say what it
finishes); a pad corner by the core's own turning of a tile (``oriented``) and its corner
table (``CORNER_VERTEX``), the same facts ``Board`` uses to see four quarters meet.
Rods need no partner: a rod tile finishes its rod wherever it lies, so rods are a count.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..core import GameState
from ..core.board import CAPACITOR_KINDS, CORNER_VERTEX, OPPOSITE, ROTATIONS, Board, Cell, cap_key, \
    distinct_rotations, edge_towards, oriented, step
from ..data.specs import TileSpec

# the pad quarter a cell is, seen from the pad's centre, when its tile's corner ``c`` lies there
PAD_QUARTER = {"SE": "NW", "SW": "NE", "NW": "SE", "NE": "SW"}


@dataclass(frozen=True)
class Spot:
    """One unfinished component and where it could still be finished."""

    kind: str                        # launch_pad | small_capacitor | large_capacitor
    at: tuple[int, int]              # the pad's centre (a vertex), or the half's own cell
    have: tuple[str, ...]            # pad: the quarters on the platform (NE...); a half: its edge
    cells: tuple[Cell, ...]          # the empty cells still to fill
    missing: tuple[str, ...]         # pad: the quarters still to come, one per cell; a half: the edge facing it
    tiles: int                       # unseen tiles that could finish a missing part


@dataclass(frozen=True)
class Completions:
    spots: tuple[Spot, ...]
    unseen: int                      # platform tiles neither on the board nor in a hand
    quarter_tiles: int               # of those, the ones holding a pad quarter
    half_tiles: dict[str, int]       # of those, the ones holding a half of each capacitor kind
    rod_tiles: int                   # of those, lightning rod tiles
    rods_needed: int                 # rods the blueprint still needs

    def pads(self) -> list[Spot]:
        return [s for s in self.spots if s.kind == "launch_pad"]

    def halves(self, kind: str | None = None) -> list[Spot]:
        return [s for s in self.spots if s.kind != "launch_pad" and (kind is None or s.kind == kind)]

    def cells(self) -> set[Cell]:
        return {c for s in self.spots for c in s.cells}


def unseen_tiles(state: GameState) -> list[TileSpec]:
    """The platform tiles a table can count as still unseen, in the data's order (never the pile's)."""
    seen = Counter(p.spec.id for p in state.board.tiles.values())
    for pl in state.players:
        seen.update(pl.tiles)
    out = []
    for tid, spec in state.data.tiles.items():
        if seen[tid] > 0:
            seen[tid] -= 1
        else:
            out.append(spec)
    return out


def completions(state: GameState) -> Completions:
    b = state.board
    unseen = unseen_tiles(state)
    spots: list[Spot] = []
    if b.pad is None and b.supply.get("launch_pad", 0) > 0:
        spots += _pad_spots(b, unseen)
    for kind in CAPACITOR_KINDS:
        if b.supply.get(kind, 0) > 0:
            spots += _half_spots(b, unseen, kind)
    needs = state.data.blueprints[state.level].needs()
    return Completions(
        spots=tuple(spots), unseen=len(unseen),
        quarter_tiles=sum(1 for t in unseen if t.pads),
        half_tiles={k: sum(1 for t in unseen if k in t.ports.values()) for k in CAPACITOR_KINDS},
        rod_tiles=sum(1 for t in unseen if t.has_rod),
        rods_needed=max(0, needs.get("lightning_rod", 0) - len(b.rods)))


def _around(vertex: tuple[int, int]) -> dict[str, Cell]:
    """The four cells around a vertex, by the tile corner that lies on it."""
    vx, vy = vertex
    return {corner: (vx - dx, vy - dy) for corner, (dx, dy) in CORNER_VERTEX.items()}


def _pad_spots(b: Board, unseen: list[TileSpec]) -> list[Spot]:
    vertices = {(c[0] + CORNER_VERTEX[k][0], c[1] + CORNER_VERTEX[k][1])
                for c, p in b.tiles.items() for k in p.tile.pads}
    out = []
    for v in sorted(vertices):
        have, cells, missing = [], [], []
        for corner, cell in _around(v).items():
            t = b.at(cell)
            if t is None:
                cells.append(cell)
                missing.append(PAD_QUARTER[corner])
            elif corner in t.pads:
                have.append(PAD_QUARTER[corner])
            else:
                break     # a tile without that quarter lies there: no pad can meet at this corner
        else:
            if cells:
                corners = [k for k, c in _around(v).items() if c in cells]
                fit = sum(1 for t in unseen if any(any(k in oriented(t, r).pads for r in ROTATIONS) for k in corners))
                out.append(Spot("launch_pad", v, tuple(have), tuple(cells), tuple(missing), fit))
    return out


def _half_spots(b: Board, unseen: list[TileSpec], kind: str) -> list[Spot]:
    out = []
    for cell, p in sorted(b.tiles.items()):
        for e, k in sorted(p.tile.ports.items()):
            n = step(cell, e)
            if k != kind or n in b.tiles or cap_key(cell, e) in b.capacitors:
                continue
            fit = sum(1 for t in unseen if _finishes(b, t, n, cell, kind))
            out.append(Spot(kind, cell, (e,), (n,), (OPPOSITE[e],), fit))
    return out


def _finishes(b: Board, spec: TileSpec, at: Cell, partner: Cell, kind: str) -> bool:
    """Whether some turn of this tile on ``at`` completes the half on ``partner`` (the core says)."""
    facing = edge_towards(at, partner)
    for rot in distinct_rotations(spec):
        if facing is None or oriented(spec, rot).ports.get(facing) != kind:
            continue      # a quick no before asking the core for the whole placement
        _, done = b.place(spec, at, rot)
        if any(d.kind == kind and partner in d.cells for d in done):
            return True
    return False


__all__ = ["Completions", "PAD_QUARTER", "Spot", "completions", "unseen_tiles"]
