"""Parsing and checking one tile entry (the tile schema of docs/game-model.md section 2).

Shared by tiles.yaml and by scenario files, which may describe tiles inline.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...safeio import short_repr
from .specs import CORNERS, EDGES, PORT_KINDS, START_SYMBOLS, TILE_SYMBOLS, TileSpec

Report = Callable[[str, str], None]  # (key, message)


def _str_list(raw: Any, key: str, report: Report) -> list[str] | None:
    if raw is None:
        return []
    if not isinstance(raw, list) or not all(isinstance(x, str) for x in raw):
        report(key, "must be a list of names")
        return None
    return raw


def parse_tile(raw: Any, report: Report, *, tile_id: str | None = None,
               allow_start_symbols: bool = False, authored: bool = True) -> TileSpec | None:
    """Build a TileSpec or report each problem. ``authored`` adds the tile-set rules
    (at least 2 ports) that inline scenario tiles are spared."""
    if not isinstance(raw, dict):
        report("", "must be a mapping of tile fields")
        return None
    ok = True
    tid = tile_id if tile_id is not None else raw.get("id")
    if not isinstance(tid, str) or not tid:
        report("id", "missing or not a string")
        ok = False
    symbols = TILE_SYMBOLS + (START_SYMBOLS if allow_start_symbols else ())
    symbol = raw.get("symbol", "none")
    if symbol not in symbols:
        report("symbol", f"unknown symbol {short_repr(symbol)} (expected one of {', '.join(symbols)})")
        ok = False
    surface = _str_list(raw.get("surface"), "surface", report)
    if surface is None:
        ok = False
    else:
        for e in surface:
            if e not in EDGES:
                report("surface", f"{short_repr(e)} is not an edge (N E S W)")
                ok = False
    ports_raw = raw.get("ports") or {}
    ports: dict[str, str] = {}
    if not isinstance(ports_raw, dict):
        report("ports", "must map edges to port kinds")
        ok = False
    else:
        for edge, kind in ports_raw.items():
            if edge not in EDGES:
                report("ports", f"{short_repr(edge)} is not an edge (N E S W)")
                ok = False
            elif kind not in PORT_KINDS:
                report(f"ports: {short_repr(edge, 20)}",
                       f"unknown port kind {short_repr(kind)} (expected {', '.join(PORT_KINDS)})")
                ok = False
            else:
                ports[edge] = kind
    pads = _str_list(raw.get("pads"), "pads", report)
    if pads is None:
        ok = False
    else:
        for c in pads:
            if c not in CORNERS:
                report("pads", f"{short_repr(c)} is not a corner (NE SE SW NW)")
                ok = False
    nets_raw = raw.get("nets") or []
    nets: list[tuple[str, ...]] = []
    if not isinstance(nets_raw, list) or not all(
            isinstance(n, list) and all(isinstance(t, str) for t in n) for n in nets_raw):
        report("nets", "must be a list of lists of terminal names (N E S W, NE SE SW NW, rod)")
        ok = False
    else:
        seen: dict[str, int] = {}
        for net in nets_raw:
            for t in net:
                seen[t] = seen.get(t, 0) + 1
                if t == "rod":
                    if symbol != "lightning_rod":
                        report("nets", "'rod' is only on a lightning_rod tile")
                        ok = False
                elif t in EDGES:
                    if t not in ports:
                        report("nets", f"terminal {t} has no port")
                        ok = False
                elif t in CORNERS:
                    if pads is not None and t not in pads:
                        report("nets", f"terminal {t} is not a pad quarter of this tile")
                        ok = False
                else:
                    report("nets", f"unknown terminal {short_repr(t)}")
                    ok = False
            nets.append(tuple(net))
        for edge in ports:
            if seen.get(edge, 0) != 1:
                report("nets", f"port {edge} is in {'no' if not seen.get(edge) else 'more than one'} net")
                ok = False
        for corner in pads or []:
            if seen.get(corner, 0) != 1:
                report("nets", f"pad quarter {corner} is in {'no' if not seen.get(corner) else 'more than one'} net")
                ok = False
        if symbol == "lightning_rod" and seen.get("rod", 0) != 1:
            report("nets", "a lightning_rod tile needs 'rod' in exactly one net")
            ok = False
    if authored and len(ports) < 2:
        report("ports", f"a tile needs at least 2 ports, this one has {len(ports)}")
        ok = False
    if not ok:
        return None
    return TileSpec(id=str(tid), symbol=symbol, surface=frozenset(surface or ()),
                    ports=dict(ports), pads=frozenset(pads or ()), nets=tuple(nets),
                    reconstructed=bool(raw.get("reconstructed", True)))
