"""What the board shows now. Animations move it towards the state; when the queue drains,
the picture equals the state (``matches``)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Optional

from ...core.state import GameState
from ..board_view import BoardView

ANGLE = {"N": 0.0, "E": 90.0, "S": 180.0, "W": 270.0}

Point = tuple[float, float]
Colour = tuple[int, ...]


@dataclass
class Float:
    """A few words rising from a cell ("-1 health")."""
    text: str
    x: float
    y: float
    left: float
    colour: Colour


@dataclass
class Picture:
    pawn: dict[str, Point] = field(default_factory=dict)      # pid -> world (x, y)
    lift: dict[str, float] = field(default_factory=dict)
    flash: dict[str, float] = field(default_factory=dict)     # pid -> 0..1
    controlled: set[str] = field(default_factory=set)         # pawns an animation moves
    health: dict[str, int] = field(default_factory=dict)
    rope: dict[str, int] = field(default_factory=dict)
    angle: float = 180.0
    tick: float = 0.0
    live: Optional[set[tuple[int, int]]] = None               # cells glowing with charge
    live_k: float = 0.0
    card: Optional[str] = None                                # storm card on show
    card_k: float = 0.0
    card_dim: float = 0.0                                     # the revealed card steps back while it acts
    shuffle_k: float = 0.0
    rocket: Optional[tuple[float, bool]] = None               # (k, won) while launching
    floats: list[Float] = field(default_factory=list)

    def sync(self, state: GameState, targets: dict[str, Point]) -> None:
        """Snap the picture to the state (the queue has drained)."""
        self.pawn.update(targets)
        for p in state.players:
            self.health[p.id] = p.health
            self.rope[p.id] = p.rope
        self.angle = ANGLE[state.wind]
        self.tick = float(state.storm_tick)
        self.live = None
        self.card = None
        self.controlled.clear()

    def matches(self, state: GameState, targets: dict[str, Point]) -> bool:
        ok = all(math.dist(self.pawn[p.id], targets[p.id]) < 0.05 for p in state.players)
        ok = ok and all(self.health[p.id] == p.health and self.rope[p.id] == p.rope for p in state.players)
        return ok and abs(self.angle % 360 - ANGLE[state.wind]) < 1e-6 and self.tick == state.storm_tick

    def set_stat(self, stat: str, pid: str, value: int) -> None:
        (self.health if stat == "health" else self.rope)[pid] = value

    def float_text(self, text: str, cell: tuple[int, int], colour: Colour, seconds: float) -> None:
        self.floats.append(Float(text, cell[0] + 0.5, cell[1] + 0.3, seconds, colour))

    def float_at(self, text: str, at: Point, colour: Colour, seconds: float) -> None:
        """Words just above a point of the board (a pawn), rising from there."""
        self.floats.append(Float(text, at[0], at[1] - 0.3, seconds, colour))

    def reset(self) -> None:
        """After a recovered bug: nothing half-shown."""
        self.rocket = None
        self.flash.clear()
        self.floats.clear()

    def update(self, dt: float, targets: dict[str, Point], settle_pawns: bool, speed: float) -> None:
        """Per frame: pawns not under an animation ease to where they stand, flashes fade,
        floating words rise (autoplay runs them at its own speed)."""
        if settle_pawns:
            f = min(1.0, dt * 14)
            for pid, tgt in targets.items():
                if pid in self.controlled:
                    continue
                cur = self.pawn.get(pid, tgt)
                self.pawn[pid] = (cur[0] + (tgt[0] - cur[0]) * f, cur[1] + (tgt[1] - cur[1]) * f)
        for pid in list(self.flash):
            self.flash[pid] = max(0.0, self.flash[pid] - dt * 1.5)
        for fl in self.floats:
            fl.left -= dt * speed
            fl.y -= dt * 0.5
        self.floats = [fl for fl in self.floats if fl.left > 0]


def pawn_targets(state: GameState, view: BoardView) -> dict[str, Point]:
    """Where each pawn stands in world units: pawns sharing a tile take slots, and on the wind
    compass slots that keep its arrow in view."""
    out: dict[str, Point] = {}
    groups: dict[tuple[int, int], list[str]] = {}
    for p in state.players:
        groups.setdefault(p.at, []).append(p.id)
    board = state.board
    for cell, ids in groups.items():
        if board.symbol(cell) == "wind_compass":
            slots = view.compass_slots(len(ids), state.wind)
        elif cell in board.rods:
            slots = view.rod_slots(len(ids))
        else:
            slots = view.pawn_slots(len(ids))
        for pid, (sx, sy) in zip(ids, slots, strict=False):
            out[pid] = (cell[0] + sx, cell[1] + sy)
    return out
