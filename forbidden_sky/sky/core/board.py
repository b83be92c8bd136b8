"""The Power Platform: placed tiles, their components and wires (docs/game-model.md sections 1-4, 6).

Pure Python. A ``Board`` is an immutable value: every change returns a new one, so the rules
engine can keep the state it was given untouched.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache

from ..data.specs import ComponentsSpec, TileSpec
from ...safeio import short_repr
from ...engine.values import evolve
from .codes import refuse

Cell = tuple[int, int]
Vertex = tuple[int, int]

EDGES = ("N", "E", "S", "W")
CORNERS = ("NE", "SE", "SW", "NW")
DIRS: dict[str, Cell] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
ROTATIONS = (0, 90, 180, 270)
_EDGE_CW = {"N": "E", "E": "S", "S": "W", "W": "N"}
_CORNER_CW = {"NE": "SE", "SE": "SW", "SW": "NW", "NW": "NE"}
# Which vertex of cell (x, y) a corner sits on, as an offset from (x, y).
CORNER_VERTEX: dict[str, Cell] = {"NW": (0, 0), "NE": (1, 0), "SE": (1, 1), "SW": (0, 1)}
CAPACITOR_KINDS = ("small_capacitor", "large_capacitor")


def rotate_terminal(t: str, rot: int) -> str:
    """Where a printed edge, corner or 'rod' ends up after turning the tile ``rot`` degrees
    clockwise."""
    steps = (rot // 90) % 4
    table = _EDGE_CW if t in _EDGE_CW else _CORNER_CW if t in _CORNER_CW else None
    if table is None:
        return t
    for _ in range(steps):
        t = table[t]
    return t


def step(cell: Cell, edge: str) -> Cell:
    dx, dy = DIRS[edge]
    return (cell[0] + dx, cell[1] + dy)


def edge_towards(a: Cell, b: Cell) -> str | None:
    """The edge of ``a`` that faces ``b`` when they are orthogonal neighbours."""
    d = (b[0] - a[0], b[1] - a[1])
    for e, v in DIRS.items():
        if v == d:
            return e
    return None


@dataclass(frozen=True, eq=False)
class Oriented:
    """A tile as it lies on the platform after rotation: edges, corners and nets turned."""

    spec: TileSpec
    rot: int
    surface: frozenset[str]
    ports: Mapping[str, str]
    pads: frozenset[str]
    nets: tuple[frozenset[str], ...]
    net_of: Mapping[str, int]   # terminal -> index into nets

    @property
    def symbol(self) -> str:
        return self.spec.symbol


@cache
def oriented(spec: TileSpec, rot: int) -> Oriented:
    if rot not in ROTATIONS:
        raise ValueError(f"rotation must be one of {ROTATIONS}, not {short_repr(rot)}")
    nets = tuple(frozenset(rotate_terminal(t, rot) for t in net) for net in spec.nets)
    return Oriented(
        spec=spec, rot=rot,
        surface=frozenset(rotate_terminal(e, rot) for e in spec.surface),
        ports={rotate_terminal(e, rot): k for e, k in spec.ports.items()},
        pads=frozenset(rotate_terminal(c, rot) for c in spec.pads),
        nets=nets,
        net_of={t: i for i, net in enumerate(nets) for t in net},
    )


@cache
def distinct_rotations(spec: TileSpec) -> tuple[int, ...]:
    """The rotations that look different (a cross-shaped tile has one, a straight two)."""
    seen: set[tuple] = set()
    out = []
    for rot in ROTATIONS:
        o = oriented(spec, rot)
        sig = (o.surface, tuple(sorted(o.ports.items())), o.pads, frozenset(o.nets))
        if sig not in seen:
            seen.add(sig)
            out.append(rot)
    return tuple(out)


@dataclass(frozen=True)
class Placed:
    spec: TileSpec
    rot: int = 0

    @property
    def tile(self) -> Oriented:
        return oriented(self.spec, self.rot)


@dataclass(frozen=True)
class Wire:
    kind: str   # short | long
    a: str      # canonical component refs, a < b
    b: str
    # Where it lies along its span: its centre's shift from the midpoint of a and b, along
    # a->b, in tile units (geometry.WireSpace.place chooses it when the wire is laid; 0 is
    # centred, which is also what a save or record from before the slide holds).
    offset: float = 0.0

    @staticmethod
    def make(kind: str, a: str, b: str, offset: float = 0.0) -> Wire:
        """The wire with its refs in canonical order; ``offset`` is along a->b as given, so
        it changes sign when the order does."""
        if b < a:
            return Wire(kind, b, a, -offset if offset else 0.0)
        return Wire(kind, a, b, offset)

    def other(self, ref: str) -> str:
        return self.b if ref == self.a else self.a


# ---------------------------------------------------------------------------------------------
# Component references: rod(x,y), cap(x,y,EDGE), pad:A, pad:B


def rod_ref(cell: Cell) -> str:
    return f"rod({cell[0]},{cell[1]})"


def cap_key(cell: Cell, edge: str) -> tuple[int, int, str]:
    """One name for the capacitor between two cells: stored on the west or north cell."""
    if edge == "W":
        return (cell[0] - 1, cell[1], "E")
    if edge == "N":
        return (cell[0], cell[1] - 1, "S")
    return (cell[0], cell[1], edge)


def cap_ref(cell: Cell, edge: str) -> str:
    x, y, e = cap_key(cell, edge)
    return f"cap({x},{y},{e})"


class RefError(ValueError):
    pass


def parse_ref(ref: object) -> str:
    """Canonical form of a component reference, or RefError with the reason."""
    if not isinstance(ref, str):
        raise RefError(f"{short_repr(ref)} is not a component reference")
    text = ref.replace(" ", "")
    if text in ("pad:A", "pad:B"):
        return text
    for prefix in ("rod(", "cap("):
        if text.startswith(prefix) and text.endswith(")"):
            parts = text[4:-1].split(",")
            try:
                x, y = int(parts[0]), int(parts[1])
            except (ValueError, IndexError):
                break
            if prefix == "rod(" and len(parts) == 2:
                return rod_ref((x, y))
            if prefix == "cap(" and len(parts) == 3 and parts[2] in EDGES:
                return cap_ref((x, y), parts[2])
    raise RefError(f"{short_repr(ref)} is not a component reference (rod(x,y), cap(x,y,EDGE), pad:A or pad:B)")


def component_kind(ref: str, board: Board) -> str:
    if ref.startswith("rod("):
        return "lightning_rod"
    if ref.startswith("cap("):
        x, y, e = _cap_parts(ref)
        return board.capacitors[(x, y, e)]
    return "launch_pad"


def _cap_parts(ref: str) -> tuple[int, int, str]:
    """(x, y, edge) of a capacitor, in its one stored form (either cell may name it)."""
    x, y, e = ref[4:-1].split(",")
    return cap_key((int(x), int(y)), e.strip())


def _rod_cell(ref: str) -> Cell:
    x, y = ref[4:-1].split(",")
    return int(x), int(y)


# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Completion:
    """A component the placement of a tile completed (or would have, had the supply held one)."""

    kind: str           # lightning_rod | small_capacitor | large_capacitor | launch_pad
    ref: str | None     # None when the supply was empty
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Board:
    tiles: Mapping[Cell, Placed] = field(default_factory=dict)
    rods: frozenset[Cell] = frozenset()
    capacitors: Mapping[tuple[int, int, str], str] = field(default_factory=dict)
    pad: Vertex | None = None
    pad_axis: str = "EW"
    wires: tuple[Wire, ...] = ()
    supply: Mapping[str, int] = field(default_factory=dict)

    # ---- tiles ------------------------------------------------------------------------------

    def at(self, cell: Cell) -> Oriented | None:
        placed = self.tiles.get(cell)
        return placed.tile if placed is not None else None

    def symbol(self, cell: Cell) -> str | None:
        placed = self.tiles.get(cell)
        return placed.spec.symbol if placed is not None else None

    def neighbours(self, cell: Cell) -> Iterator[tuple[str, Cell, Oriented]]:
        for e in EDGES:
            n = step(cell, e)
            t = self.at(n)
            if t is not None:
                yield e, n, t

    def adjacent_tiles(self, cell: Cell) -> list[Cell]:
        """Placed tiles orthogonally next to ``cell``, whatever their edges (powers' 'adjacent')."""
        return [n for _, n, _ in self.neighbours(cell)]

    def surface_joined(self, a: Cell, b: Cell) -> bool:
        """Both facing edges are platform surface: a pawn may walk across."""
        e = edge_towards(a, b)
        ta, tb = self.at(a), self.at(b)
        if e is None or ta is None or tb is None:
            return False
        return e in ta.surface and OPPOSITE[e] in tb.surface

    def walk_neighbours(self, cell: Cell, *, cross_clouds: bool = False) -> list[Cell]:
        """Cells reachable by one Move step (no teleport). The Climber crosses clouds between
        two placed tiles; nobody walks onto sky."""
        out = []
        for _e, n, _ in self.neighbours(cell):
            if cross_clouds or self.surface_joined(cell, n):
                out.append(n)
        return out

    def teleporters(self) -> list[Cell]:
        return sorted(c for c, p in self.tiles.items() if p.spec.symbol == "teleporter")

    def teleport_targets(self, cell: Cell) -> list[Cell]:
        if self.symbol(cell) != "teleporter":
            return []
        return [c for c in self.teleporters() if c != cell]

    # ---- placing tiles ----------------------------------------------------------------------

    def placement_refusal(self, spec: TileSpec, cell: Cell, rot: int, from_cell: Cell, *,
                          ignore_copper: bool = False) -> str | None:
        """Why this tile may not go there (docs/game-model.md section 3), or None when it may.

        ``ignore_copper`` is the Platform Clamp: next to any placed tile, copper or not."""
        if rot not in ROTATIONS:
            return refuse("bad_rotation", rot=rot)
        if cell in self.tiles:
            return refuse("space_taken")
        if ignore_copper:
            if not any(True for _ in self.neighbours(cell)):
                return refuse("must_touch_platform")
            return None
        e = edge_towards(from_cell, cell)
        if e is None:
            return refuse("explore_next_to_you")
        here = self.at(from_cell)
        if here is None:
            return refuse("not_on_a_tile")
        new = oriented(spec, rot)
        if e not in here.ports:
            return refuse("no_copper_your_side")
        if OPPOSITE[e] not in new.ports:
            return refuse("copper_must_meet")
        return None

    def legal_placements(self, specs: Iterable[TileSpec], from_cell: Cell, *,
                         ignore_copper: bool = False) -> list[tuple[TileSpec, Cell, int]]:
        """Every (tile, cell, rotation) that is legal for a pawn on ``from_cell``; rotations
        that give a symmetric tile the same look are offered once. Built directly from the
        rules of ``placement_refusal`` (bots and the UI call this every turn), and kept equal
        to it by tests."""
        out = []
        specs = list(specs)
        if ignore_copper:
            cells = sorted({n for c in self.tiles for n in (step(c, e) for e in EDGES)
                            if n not in self.tiles})
            for cell in cells:
                for spec in specs:
                    out += [(spec, cell, rot) for rot in distinct_rotations(spec)]
            return out
        here = self.at(from_cell)
        if here is None:
            return out
        for e in EDGES:
            cell = step(from_cell, e)
            if cell in self.tiles or e not in here.ports:
                continue
            facing = OPPOSITE[e]
            for spec in specs:
                out += [(spec, cell, rot) for rot in distinct_rotations(spec)
                        if facing in oriented(spec, rot).ports]
        return out

    def place(self, spec: TileSpec, cell: Cell, rot: int) -> tuple[Board, list[Completion]]:
        """Put a tile down (legality already checked) and complete what it completes, in the
        order of docs/game-model.md section 3: capacitors, the launch pad, the rod."""
        tiles = dict(self.tiles)
        tiles[cell] = Placed(spec, rot)
        board = evolve(self, tiles=tiles)
        return board._complete(cell)

    def _complete(self, cell: Cell) -> tuple[Board, list[Completion]]:
        new = self.at(cell)
        assert new is not None
        supply = dict(self.supply)
        caps = dict(self.capacitors)
        rods = set(self.rods)
        pad = self.pad
        done: list[Completion] = []
        for e, n, other in self.neighbours(cell):
            kind = new.ports.get(e)
            if kind in CAPACITOR_KINDS and other.ports.get(OPPOSITE[e]) == kind:
                key = cap_key(cell, e)
                if key in caps:
                    continue
                if supply.get(kind, 0) > 0:
                    supply[kind] -= 1
                    caps[key] = kind
                    done.append(Completion(kind, cap_ref(cell, e), (cell, n)))
                else:
                    done.append(Completion(kind, None, (cell, n)))
        for corner in sorted(new.pads):
            dx, dy = CORNER_VERTEX[corner]
            vertex = (cell[0] + dx, cell[1] + dy)
            if self._pad_quarters_meet(vertex):
                if pad is None and supply.get("launch_pad", 0) > 0:
                    supply["launch_pad"] -= 1
                    pad = vertex
                    done.append(Completion("launch_pad", "pad", pad_cells(vertex)))
                else:
                    done.append(Completion("launch_pad", None, pad_cells(vertex)))
        if new.symbol == "lightning_rod" and cell not in rods:
            if supply.get("lightning_rod", 0) > 0:
                supply["lightning_rod"] -= 1
                rods.add(cell)
                done.append(Completion("lightning_rod", rod_ref(cell), (cell,)))
            else:
                done.append(Completion("lightning_rod", None, (cell,)))
        board = evolve(self, supply=supply, capacitors=caps, rods=frozenset(rods), pad=pad)
        return board, done

    def _pad_quarters_meet(self, vertex: Vertex) -> bool:
        vx, vy = vertex
        for corner, (dx, dy) in CORNER_VERTEX.items():
            t = self.at((vx - dx, vy - dy))
            if t is None or corner not in t.pads:
                return False
        return True

    # ---- components -------------------------------------------------------------------------

    def pad_cells(self) -> tuple[Cell, ...]:
        return pad_cells(self.pad) if self.pad is not None else ()

    def component_refs(self) -> list[str]:
        refs = [rod_ref(c) for c in sorted(self.rods)]
        refs += [f"cap({x},{y},{e})" for (x, y, e) in sorted(self.capacitors)]
        if self.pad is not None:
            refs += ["pad:A", "pad:B"]
        return refs

    def has_component(self, ref: str) -> bool:
        if ref.startswith("rod("):
            return _rod_cell(ref) in self.rods
        if ref.startswith("cap("):
            return _cap_parts(ref) in self.capacitors
        return self.pad is not None and ref in ("pad:A", "pad:B")

    def component_cells(self, ref: str) -> tuple[Cell, ...]:
        """The cells that hold a component: a rod its tile, a capacitor both its tiles, the
        launch pad its four tiles (either side)."""
        if ref.startswith("rod("):
            return (_rod_cell(ref),)
        if ref.startswith("cap("):
            x, y, e = _cap_parts(ref)
            return ((x, y), step((x, y), e))
        return self.pad_cells()

    def components_on(self, cell: Cell) -> list[str]:
        out = []
        if cell in self.rods:
            out.append(rod_ref(cell))
        for e in EDGES:
            key = cap_key(cell, e)
            if key in self.capacitors:
                out.append(f"cap({key[0]},{key[1]},{key[2]})")
        if cell in self.pad_cells():
            out += ["pad:A", "pad:B"]
        return out

    def component_kind(self, ref: str) -> str:
        return component_kind(ref, self)

    def wires_at(self, ref: str) -> list[Wire]:
        return [w for w in self.wires if w.a == ref or w.b == ref]

    def wire_count(self, ref: str) -> int:
        return sum(1 for w in self.wires if w.a == ref or w.b == ref)

    def component_centre(self, ref: str, components: ComponentsSpec) -> tuple[float, float]:
        if ref.startswith("rod("):
            x, y = _rod_cell(ref)
            return (x + 0.5, y + 0.5)
        if ref.startswith("cap("):
            x, y, e = _cap_parts(ref)
            return (x + 1.0, y + 0.5) if e == "E" else (x + 0.5, y + 1.0)
        assert self.pad is not None
        vx, vy = self.pad
        off = components.pad_side_offset
        sign = -1 if ref == "pad:A" else 1   # side A is west (EW) or north (NS)
        return (vx + sign * off, vy) if self.pad_axis == "EW" else (vx, vy + sign * off)

    def component_radius(self, ref: str, components: ComponentsSpec) -> float:
        kind = self.component_kind(ref)
        return components.radii["launch_pad_side" if kind == "launch_pad" else kind]


def pad_cells(vertex: Vertex) -> tuple[Cell, ...]:
    vx, vy = vertex
    return ((vx - 1, vy - 1), (vx, vy - 1), (vx - 1, vy), (vx, vy))


def start_board(start_grid: Iterable, supply: Mapping[str, int]) -> Board:
    """The starting grid placed, its rod put on (docs/game-model.md section 12)."""
    tiles: dict[Cell, Placed] = {}
    rods = set()
    sup = dict(supply)
    for cell in start_grid:
        tiles[cell.at] = Placed(cell.tile, 0)
        if cell.tile.symbol == "lightning_rod" and sup.get("lightning_rod", 0) > 0:
            rods.add(cell.at)
            sup["lightning_rod"] -= 1
    return Board(tiles=tiles, rods=frozenset(rods), supply=sup)
