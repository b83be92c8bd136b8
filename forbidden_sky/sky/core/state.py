"""The game state: a frozen value. Only ``rules.apply`` makes new ones."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..data import GameData, TileSpec, game_data
from ..data.tiles import parse_tile
from ...safeio import ReadError, read_json, short_repr
from .board import Board, Cell, Placed, Wire
from .codes import cause_from_json, cause_to_json
from .phases import OutcomeCode, PendingKind, Phase
from .savecheck import SaveError, check_state_dict
from ...engine.values import evolve

STATE_VERSION = 1
MAX_SAVE_BYTES = 4 << 20   # a late-game save is about 10 KB
# Questions every loaded state must answer without raising (rules.py registers legal_actions
# and describe): from_dict refuses a state that fails one.
AFTER_LOAD: list[Callable[[GameState], Any]] = []


@dataclass(frozen=True)
class PlayerState:
    id: str
    at: Cell
    health: int
    rope: int
    tiles: tuple[str, ...] = ()
    equipment: tuple[str, ...] = ()


@dataclass(frozen=True)
class Protection:
    """A Strike Shield or Gravity Hook: who it covers and until whose next turn."""

    kind: str                   # strike_shield | gravity_hook
    owner: str                  # ends at the start of this player's next turn
    players: tuple[str, ...]


@dataclass(frozen=True)
class Pending:
    """A decision in the middle of an effect; the legal actions are then only its answers."""

    kind: PendingKind
    player: str                 # who decides
    options: tuple[Any, ...]
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GameState:
    level: str
    seed: int
    players: tuple[PlayerState, ...]
    board: Board
    turn: int = 1
    current_index: int = 0
    phase: Phase = Phase.ACTIONS
    actions_left: int = 4
    wind: str = "S"
    storm_tick: int = 0
    storm_draws_left: int = 0
    storm_pile: tuple[str, ...] = ()
    storm_discard: tuple[str, ...] = ()
    tile_pile: tuple[str, ...] = ()
    equipment_deck: tuple[str, ...] = ()
    equipment_discard: tuple[str, ...] = ()
    free_wire_used: bool = False    # the Electrician's once-per-turn free wire
    protections: tuple[Protection, ...] = ()
    pending: Pending | None = None
    outcome: OutcomeCode | None = None
    outcome_cause: str | None = None
    rng_counter: int = 0
    extra_tiles: tuple[TileSpec, ...] = ()   # inline tiles of a scenario, by their ids
    data: GameData = field(default_factory=game_data, compare=False, repr=False)

    # ---- views ------------------------------------------------------------------------------

    @property
    def current(self) -> str:
        return self.players[self.current_index].id

    @property
    def intensity(self) -> int:
        meter = self.data.storm_meter.intensities
        return meter[min(self.storm_tick, len(meter) - 1)]

    @property
    def over(self) -> bool:
        return self.outcome is not None

    def player(self, pid: str) -> PlayerState:
        for p in self.players:
            if p.id == pid:
                return p
        raise KeyError(pid)

    def has_player(self, pid: Any) -> bool:
        return any(p.id == pid for p in self.players)

    def tile_spec(self, tile_id: str) -> TileSpec:
        for t in self.extra_tiles:
            if t.id == tile_id:
                return t
        return self.data.tile(tile_id)

    def players_at(self, cell: Cell) -> list[str]:
        return [p.id for p in self.players if p.at == cell]

    def protected(self, pid: str, kind: str) -> bool:
        return any(pr.kind == kind and pid in pr.players for pr in self.protections)

    def with_player(self, pid: str, **changes: Any) -> GameState:
        players = tuple(evolve(p, **changes) if p.id == pid else p for p in self.players)
        return evolve(self, players=players)

    # ---- saving -----------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        b = self.board
        return {
            "version": STATE_VERSION,
            "level": self.level, "seed": self.seed,
            "players": [{"id": p.id, "at": list(p.at), "health": p.health, "rope": p.rope,
                         "tiles": list(p.tiles), "equipment": list(p.equipment)} for p in self.players],
            "board": {
                "tiles": [{"at": list(c), "id": pl.spec.id, "rot": pl.rot} for c, pl in sorted(b.tiles.items())],
                "rods": [list(c) for c in sorted(b.rods)],
                "capacitors": [[x, y, e, k] for (x, y, e), k in sorted(b.capacitors.items())],
                "pad": list(b.pad) if b.pad is not None else None,
                "pad_axis": b.pad_axis,
                # a slid wire carries its offset; a centred one stays [kind, a, b] as before
                "wires": [[w.kind, w.a, w.b, w.offset] if w.offset else [w.kind, w.a, w.b] for w in b.wires],
                "supply": dict(b.supply),
            },
            "turn": self.turn, "current_index": self.current_index, "phase": str(self.phase),
            "actions_left": self.actions_left, "wind": self.wind, "storm_tick": self.storm_tick,
            "storm_draws_left": self.storm_draws_left,
            "storm_pile": list(self.storm_pile), "storm_discard": list(self.storm_discard),
            "tile_pile": list(self.tile_pile), "equipment_deck": list(self.equipment_deck),
            "equipment_discard": list(self.equipment_discard),
            "free_wire_used": self.free_wire_used,
            "protections": [{"kind": p.kind, "owner": p.owner, "players": list(p.players)} for p in self.protections],
            "pending": None if self.pending is None else {
                "kind": str(self.pending.kind), "player": self.pending.player,
                "options": list(self.pending.options), "data": dict(self.pending.data)},
            "outcome": None if self.outcome is None else str(self.outcome), "outcome_cause": cause_to_json(self.outcome_cause),
            "rng_counter": self.rng_counter,
            "extra_tiles": [tile_to_dict(t) for t in self.extra_tiles],
        }

    @staticmethod
    def from_dict(d: Mapping[str, Any], data: GameData | None = None) -> GameState:
        """Rebuild a saved state. Raises SaveError (a ValueError) naming the damaged field: every
        field is checked against the game data first (core/savecheck.py), so a state that loads
        is one the engine can continue."""
        data = data or game_data()
        if not isinstance(d, Mapping):
            raise SaveError("", f"a saved game is a mapping, not {short_repr(d)}")
        if d.get("version") != STATE_VERSION:
            raise SaveError("version", f"unsupported save version {short_repr(d.get('version'))}")
        extra = _extra_tiles(d.get("extra_tiles"), data)
        check_state_dict(d, data, [t.id for t in extra])
        try:
            state = _build(d, data, extra)
        except (KeyError, TypeError, IndexError, AttributeError, ValueError) as exc:
            # not expected after the checks; still refused in words
            raise SaveError("", f"{type(exc).__name__}: {short_repr(str(exc))}") from None
        # The last guard: what the engine is asked first about any state must answer. The
        # rules register that question here (rules imports state, never the other way round).
        for ask in AFTER_LOAD:
            try:
                ask(state)
            except Exception as exc:  # noqa: BLE001 - a save the rules cannot continue is refused
                raise SaveError("", f"the rules cannot continue it ({type(exc).__name__})") from None
        return state


def read_save(path: Path | str, data: GameData | None = None) -> GameState:
    """A saved game from a JSON file, through the guarded reader and every check of from_dict:
    the one door for save files (SaveError, in words, for anything wrong with the file)."""
    try:
        doc = read_json(path, label=Path(path).name, max_bytes=MAX_SAVE_BYTES)
    except ReadError as exc:
        raise SaveError("", str(exc)) from None
    return GameState.from_dict(doc, data)


def _extra_tiles(raw_tiles: Any, data: GameData) -> list[TileSpec]:
    """A save's inline tiles (scenario tiles), each checked like a tile of a data file."""
    if not isinstance(raw_tiles, list) or len(raw_tiles) > 50:
        raise SaveError("extra_tiles", "must be a list of at most 50 tiles")
    extra: list[TileSpec] = []
    for i, raw in enumerate(raw_tiles):
        problems: list[str] = []

        def report(key: str, message: str, problems: list[str] = problems) -> None:
            problems.append(f"{key}: {message}")
        inline = parse_tile(raw, report, authored=False)
        if inline is None:
            raise SaveError(f"extra_tiles[{i}]", "; ".join(problems[:3]))
        if len(inline.id) > 64 or inline.id in data.tiles or any(t.id == inline.id for t in extra) \
                or any(c.tile.id == inline.id for c in data.start_grid):
            raise SaveError(f"extra_tiles[{i}].id", f"{short_repr(inline.id)} is not a new tile id")
        extra.append(inline)
    return extra


def _build(d: Mapping[str, Any], data: GameData, extra: list[TileSpec]) -> GameState:
    extra_by_id = {t.id: t for t in extra}

    def spec(tid: str) -> TileSpec:
        return extra_by_id[tid] if tid in extra_by_id else data.tile(tid)

    bd = d["board"]
    board = Board(
        tiles={(t["at"][0], t["at"][1]): Placed(spec(t["id"]), int(t["rot"])) for t in bd["tiles"]},
        rods=frozenset((c[0], c[1]) for c in bd["rods"]),
        capacitors={(c[0], c[1], c[2]): c[3] for c in bd["capacitors"]},
        pad=tuple(bd["pad"]) if bd["pad"] is not None else None,
        pad_axis=bd["pad_axis"],
        wires=tuple(Wire(w[0], w[1], w[2], float(w[3]) if len(w) > 3 else 0.0) for w in bd["wires"]),
        supply=dict(bd["supply"]),
    )
    pend = d.get("pending")
    return GameState(
        level=d["level"], seed=int(d["seed"]),
        players=tuple(PlayerState(p["id"], (p["at"][0], p["at"][1]), int(p["health"]), int(p["rope"]),
                                  tuple(p["tiles"]), tuple(p["equipment"])) for p in d["players"]),
        board=board, turn=int(d["turn"]), current_index=int(d["current_index"]),
        phase=Phase(d["phase"]), actions_left=int(d["actions_left"]), wind=d["wind"],
        storm_tick=int(d["storm_tick"]), storm_draws_left=int(d["storm_draws_left"]),
        storm_pile=tuple(d["storm_pile"]), storm_discard=tuple(d["storm_discard"]),
        tile_pile=tuple(d["tile_pile"]), equipment_deck=tuple(d["equipment_deck"]),
        equipment_discard=tuple(d["equipment_discard"]),
        free_wire_used=bool(d["free_wire_used"]),
        protections=tuple(Protection(p["kind"], p["owner"], tuple(p["players"])) for p in d["protections"]),
        pending=None if pend is None else Pending(PendingKind(pend["kind"]), pend["player"],
                                                  tuple(_tuplify(o) for o in pend["options"]),
                                                  dict(pend.get("data", {}))),
        outcome=None if d["outcome"] is None else OutcomeCode(d["outcome"]), outcome_cause=cause_from_json(d["outcome_cause"]),
        rng_counter=int(d["rng_counter"]), extra_tiles=tuple(extra), data=data,
    )


def _tuplify(v: Any) -> Any:
    return tuple(_tuplify(x) for x in v) if isinstance(v, list) else v


def tile_to_dict(t: TileSpec) -> dict[str, Any]:
    return {"id": t.id, "symbol": t.symbol, "surface": sorted(t.surface), "ports": dict(t.ports),
            "pads": sorted(t.pads), "nets": [list(n) for n in t.nets]}
