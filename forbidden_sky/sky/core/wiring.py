"""Wires as the rules see them (docs/game-model.md sections 6-7): who may add one where, and what a
new wire closes. Geometry questions go to ``geometry.WireSpace``; this module adds the rules
around it (pawn's cell, wires per component, supply, the blueprint)."""

from __future__ import annotations

from .board import Board, Cell, Wire
from .electric import loop_counts, loop_from_pad, missing_for_blueprint
from ...engine.errors import Reason
from .geometry import (HUMAN_NAMES, REASON_ALONG, REASON_CROSS, REASON_SAME, REASON_TOO_SHORT, REASON_TOUCH, Component,
                       PlacedWire, WireSpace, human_name, reason_pass_over)
from .codes import refuse

WIRE_KINDS = ("short", "long")
_space_cache: list[tuple[Board, WireSpace]] = []


def wire_space(board: Board, components) -> WireSpace:  # components: ComponentsSpec
    """The geometry of this board's components and wires; built once per board value (boards
    are immutable, so identity is a safe key) because enumeration asks it many questions."""
    for b, space in _space_cache:
        if b is board:
            return space
    comps = []
    for ref in board.component_refs():
        kind = board.component_kind(ref)
        x, y = board.component_centre(ref, components)
        geo_kind = "launch_pad_side" if kind == "launch_pad" else kind
        comps.append(Component(ref, geo_kind, x, y, board.component_radius(ref, components)))
    wires = [PlacedWire(w.a, w.b, components.wire_lengths[w.kind], w.offset) for w in board.wires]
    space = WireSpace(comps, wires, components.wire_half_width)
    _space_cache.append((board, space))
    if len(_space_cache) > 16:
        del _space_cache[0]
    return space


def component_label(board: Board, ref: str) -> str:
    kind = board.component_kind(ref)
    if kind == "launch_pad":
        return f"the launch pad's side {ref[-1]}"
    return human_name(kind)


def add_refusal(board: Board, components, needs: dict[str, int], kind: str, a: str, b: str,
                from_cells: tuple[Cell, ...] | None) -> str | None:
    """Why this wire may not be added, or None. ``from_cells`` are the cells the acting pawn
    may wire from (None: anywhere, the Remote Fuser)."""
    if kind not in WIRE_KINDS:
        return refuse("wire_kind", kind=repr(kind))
    if a == b:
        return refuse("wire_same_component")
    for ref in (a, b):
        if not board.has_component(ref):
            return refuse("no_such_component", ref=ref)
    if from_cells is not None:
        held = set(board.component_cells(a)) | set(board.component_cells(b))
        if not held.intersection(from_cells):
            return refuse("stand_at_component")
    if find_wire(board, a, b) is not None:
        # a second wire would lie exactly on the first: there is no room for it
        return refuse("already_joined")
    for ref in (a, b):
        n = board.wire_count(ref)
        if ref.startswith("pad:") and n >= 1:
            return refuse("pad_side_has_wire", side=ref[-1])
        if n >= 2:
            return refuse("component_full", component=board.component_kind(ref))
    if board.supply.get(f"{kind}_wire", 0) <= 0:
        return refuse("wire_supply_empty", kind=kind)
    reason = wire_space(board, components).check(a, b, components.wire_lengths[kind])
    if reason is not None:
        return _geometry_refusal(reason, kind)
    closing = closes_loop_without_blueprint(board, Wire.make(kind, a, b), needs)
    if closing:
        return closing
    return None


def laid(board: Board, components, kind: str, a: str, b: str) -> Wire:
    """The wire as it is laid on this board: where along its span the geometry puts it
    (centred when that is clear, else slid to the nearest legal placement; centred when no
    placement is legal, which the rules have refused before this is asked)."""
    wire = Wire.make(kind, a, b)
    verdict, offset = wire_space(board, components).place(wire.a, wire.b, components.wire_lengths[kind])
    return Wire(kind, wire.a, wire.b, offset) if verdict is None and offset else wire


def segment(board: Board, components, wire: Wire) -> tuple[tuple[float, float], tuple[float, float]]:
    """Where a wire on (or about to be laid on) this board lies: the segment every check and
    the drawing use, a's end first."""
    return wire_space(board, components).lay(wire.a, wire.b, components.wire_lengths[wire.kind], wire.offset)


def with_wire(board: Board, wire: Wire) -> Board:
    from ...engine.values import evolve
    supply = dict(board.supply)
    supply[f"{wire.kind}_wire"] -= 1
    return evolve(board, wires=board.wires + (wire,), supply=supply)


def without_wire(board: Board, wire: Wire) -> Board:
    from ...engine.values import evolve
    wires = list(board.wires)
    wires.remove(wire)
    supply = dict(board.supply)
    supply[f"{wire.kind}_wire"] += 1
    return evolve(board, wires=tuple(wires), supply=supply)


def closes_loop_without_blueprint(board: Board, wire: Wire, needs: dict[str, int]) -> str | None:
    if board.pad is None:
        return None
    # a loop through the pad needs a wire on both sides: most candidates stop here, cheaply
    sides = {r for w in board.wires for r in (w.a, w.b) if r.startswith("pad:")}
    sides.update(r for r in (wire.a, wire.b) if r.startswith("pad:"))
    if len(sides) < 2:
        return None
    after = with_wire(board, wire)
    chain = loop_from_pad(after)
    if chain is None:
        return None
    missing = missing_for_blueprint(loop_counts(after, chain), needs)
    if not missing:
        return None
    return refuse("closes_without_blueprint", missing=dict(missing))


def _geometry_refusal(reason: str, kind: str) -> Reason:
    """The geometry's verdict (geometry.py's REASON_* words) as a refusal code."""
    if reason == REASON_TOO_SHORT:
        return refuse("short_wire_too_short" if kind == "short" else "long_wire_too_short")
    if reason == REASON_TOUCH:
        return refuse("components_touch")
    if reason == REASON_SAME:
        return refuse("wire_same_component")
    if reason == REASON_CROSS:
        return refuse("wire_would_cross")
    if reason == REASON_ALONG:
        return refuse("wire_lies_along")
    for k in HUMAN_NAMES:
        if reason == reason_pass_over(k):
            return refuse("wire_passes_over", component=k)
    return Reason("wire_geometry", {"reason": reason}, reason)


def launch_ready(board: Board, needs: dict[str, int]) -> list[str] | None:
    """The loop, when the wires close it around the pad with the blueprint's components."""
    chain = loop_from_pad(board)
    if chain is None or missing_for_blueprint(loop_counts(board, chain), needs):
        return None
    return chain


def find_wire(board: Board, a: str, b: str, kind: str | None = None) -> Wire | None:
    for w in board.wires:
        if {w.a, w.b} == {a, b} and (kind is None or w.kind == kind):
            return w
    return None


def candidate_wires(board: Board, components, needs: dict[str, int],
                    from_cells: tuple[Cell, ...] | None) -> list[tuple[str, str, str]]:
    """Every legal (kind, a, b) for a pawn on ``from_cells`` (None: anywhere)."""
    refs = board.component_refs()
    if from_cells is None:
        starts = refs
    else:
        starts = sorted({r for c in from_cells for r in board.components_on(c)})
    if not starts:
        return []
    space = wire_space(board, components)
    kinds = [k for k in WIRE_KINDS if board.supply.get(f"{k}_wire", 0) > 0]
    if not kinds:
        return []
    counts = {r: board.wire_count(r) for r in refs}

    def full(r: str) -> bool:
        return counts[r] >= (1 if r.startswith("pad:") else 2)

    out: list[tuple[str, str, str]] = []
    # pairs already joined take no second wire (see add_refusal)
    seen: set[tuple[str, str]] = {(w.a, w.b) for w in board.wires}
    for a in starts:
        if full(a):
            continue
        for b in refs:
            if b == a or full(b):
                continue
            pair = (a, b) if a < b else (b, a)
            if pair in seen:
                continue
            seen.add(pair)
            for kind in kinds:
                if not space.reach(pair[0], pair[1], components.wire_lengths[kind]):
                    continue
                if space.check(pair[0], pair[1], components.wire_lengths[kind]) is not None:
                    continue
                if closes_loop_without_blueprint(board, Wire.make(kind, *pair), needs):
                    continue
                out.append((kind, pair[0], pair[1]))
    out.sort(key=lambda t: (t[1], t[2], t[0]))
    return out
