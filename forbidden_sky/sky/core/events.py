"""Events: what happened, with what a screen needs to animate it.

One frozen dataclass per event type, and ``SkyEvent``, the union of them all: the core builds
them (``Moved(player, path, by)``), and every reader (the bots, the log's words, the game
screen's presenters, the session) reads attributes or matches on the class, so mypy checks
every payload. The class list is the one list: ui/words.py and ui/play/presenters.py each
cover every class, and tests/test_architecture.py checks that the core builds each and
builds no other.

Each event's ``type`` is its name in JSON and ``to_dict()`` its JSON form, the shape the
scenario outputs and ``forbidden-sky replay`` print (and ``expect_events`` match): the fields
in order, cells and tuples as lists, a field marked ``_unless(x)`` left out when it is ``x``,
a field with ``metadata={"key": "from"}`` written under that name (``from`` is a Python
keyword). ``event_from_dict`` reads it back.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Literal, Union, get_args

from .board import Cell
from .phases import OutcomeCode

# How a wire was laid or taken away: an action, the Electrician's free wire, a Remote Fuser.
WireHow = Literal["action", "free", "remote_fuser"]
_KEEP = object()   # the default of _layout's "omit": the field is always written


def _unless(default: Any) -> Any:
    """A field with a default that the JSON leaves out when it holds exactly that value
    (``flew`` appears only when true)."""
    return field(default=default, metadata={"omit": default})


class _Json:
    """A frozen value whose JSON form is its fields (see the module's docstring)."""

    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, key, omit in _layout(type(self)):
            v = getattr(self, name)
            if v is not omit:
                out[key] = _json(v)
        return out


_LAYOUTS: dict[type, tuple[tuple[str, str, Any], ...]] = {}


def _layout(cls: type) -> tuple[tuple[str, str, Any], ...]:
    """Each field's (attribute, JSON key, the value that leaves it out), once per class."""
    got = _LAYOUTS.get(cls)
    if got is None:
        got = _LAYOUTS[cls] = tuple((f.name, f.metadata.get("key", f.name), f.metadata.get("omit", _KEEP))
                                    for f in dataclasses.fields(cls))
    return got


def _json(v: Any) -> Any:
    if isinstance(v, _Json):
        return v.to_dict()
    if isinstance(v, Enum):
        return v.value
    if isinstance(v, (tuple, list)):
        return [_json(x) for x in v]
    if isinstance(v, dict):
        return {k: _json(x) for k, x in v.items()}
    if isinstance(v, (set, frozenset)):
        return sorted(_json(x) for x in v)
    return v


class EventBase(_Json):
    """What every event has: its ``type`` (the JSON name), whether it ``reveals`` hidden
    information (undo may never go back past one), and ``to_dict()``."""

    __slots__ = ()
    type: ClassVar[str]
    reveals: ClassVar[bool] = False

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, **super().to_dict()}


# ---- moving -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Moved(EventBase):
    """A pawn went along ``path`` (its cells, from where it stood), moved ``by`` someone: its
    own walk, the Navigator, a Jet Pack (``flew``), or along with another pawn (``carried``)."""

    type: ClassVar[str] = "moved"
    player: str
    path: tuple[Cell, ...]
    by: str
    flew: bool = _unless(False)
    carried: bool = _unless(False)


@dataclass(frozen=True, slots=True)
class Teleported(EventBase):
    """A pawn went from one teleporter to another (``path``: from, to)."""

    type: ClassVar[str] = "teleported"
    player: str
    path: tuple[Cell, ...]
    by: str


# ---- tiles and equipment ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TileScouted(EventBase):
    type: ClassVar[str] = "tile_scouted"
    reveals: ClassVar[bool] = True
    player: str
    tile: str


@dataclass(frozen=True, slots=True)
class Completion(_Json):
    """A component a placement completed: ``ref`` None when the supply had none left."""

    kind: str
    ref: str | None
    cells: tuple[Cell, ...]


@dataclass(frozen=True, slots=True)
class TilePlaced(EventBase):
    """``by``: how it was placed (``explore``, or ``platform_clamp``)."""

    type: ClassVar[str] = "tile_placed"
    player: str
    tile: str
    at: Cell
    rot: int
    by: str
    symbol: str
    completions: tuple[Completion, ...]


@dataclass(frozen=True, slots=True)
class EquipmentDrawn(EventBase):
    type: ClassVar[str] = "equipment_drawn"
    reveals: ClassVar[bool] = True
    player: str
    card: str


@dataclass(frozen=True, slots=True)
class EquipmentDeckEmpty(EventBase):
    """A gear tile was placed and found no card."""

    type: ClassVar[str] = "equipment_deck_empty"
    player: str


@dataclass(frozen=True, slots=True)
class TileGiven(EventBase):
    type: ClassVar[str] = "tile_given"
    player: str
    to: str
    tile: str


@dataclass(frozen=True, slots=True)
class EquipmentGiven(EventBase):
    type: ClassVar[str] = "equipment_given"
    player: str
    to: str
    card: str


# What each kind of equipment card adds to its equipment_played event (the JSON has these
# fields beside ``player`` and ``card``; a Time Throttle adds none).


@dataclass(frozen=True, slots=True)
class JetPackPlay(_Json):
    to: Cell
    target: str | None          # the adventurer taken along


@dataclass(frozen=True, slots=True)
class CoverPlay(_Json):
    """A Strike Shield or Gravity Hook: who stood on the holder's tile."""

    players: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RestorePlay(_Json):
    """A Med Kit or Defrayer: for whom."""

    target: str | None


@dataclass(frozen=True, slots=True)
class StratoscopePlay(_Json):
    seen: tuple[str, ...]
    order: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AerometerPlay(_Json):
    turn: str                    # cw | ccw


@dataclass(frozen=True, slots=True)
class ClampPlay(_Json):
    tile: str
    at: Cell
    rot: int


@dataclass(frozen=True, slots=True)
class FuserPlay(_Json):
    a: str | None
    b: str | None
    kind: str | None
    option: str | None           # "remove", or None to lay the wire


CardPlay = Union[JetPackPlay, CoverPlay, RestorePlay, StratoscopePlay, AerometerPlay, ClampPlay, FuserPlay]


@dataclass(frozen=True, slots=True)
class EquipmentPlayed(EventBase):
    """The card left the hand; its own events (moved, healed...) follow."""

    type: ClassVar[str] = "equipment_played"
    player: str
    card: str
    play: CardPlay | None = None

    def to_dict(self) -> dict[str, Any]:
        # the card's fields sit beside player and card, as they always have in the JSON
        extra = {} if self.play is None else self.play.to_dict()
        return {"type": self.type, "player": self.player, "card": self.card, **extra}


@dataclass(frozen=True, slots=True)
class StormCardsSeen(EventBase):
    """The Stratoscope's look at the top of the Storm deck."""

    type: ClassVar[str] = "storm_cards_seen"
    reveals: ClassVar[bool] = True
    player: str
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ProtectionEnded(EventBase):
    """A Strike Shield or Gravity Hook wears off at the start of its owner's turn."""

    type: ClassVar[str] = "protection_ended"
    kind: str
    owner: str
    players: tuple[str, ...]


# ---- the circuit --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WireAdded(EventBase):
    type: ClassVar[str] = "wire_added"
    kind: str
    a: str
    b: str
    by: str
    how: WireHow


@dataclass(frozen=True, slots=True)
class WireRemoved(EventBase):
    type: ClassVar[str] = "wire_removed"
    kind: str
    a: str
    b: str
    by: str
    how: WireHow


@dataclass(frozen=True, slots=True)
class PadRotated(EventBase):
    type: ClassVar[str] = "pad_rotated"
    player: str
    axis: str                     # NS | EW, after the turn


@dataclass(frozen=True, slots=True)
class Launched(EventBase):
    """The loop closed: ``won`` with everyone on the pad's tiles."""

    type: ClassVar[str] = "launched"
    won: bool
    loop: tuple[str, ...]         # the components, from the pad round
    left_behind: tuple[str, ...]


# ---- the adventurers' care ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Healed(EventBase):
    """``player`` (also ``target``) got ``amount`` health back ``by`` someone: now ``health``."""

    type: ClassVar[str] = "healed"
    player: str
    target: str
    by: str
    amount: int
    health: int


@dataclass(frozen=True, slots=True)
class Repaired(EventBase):
    """As healed, for the rope."""

    type: ClassVar[str] = "repaired"
    player: str
    target: str
    by: str
    amount: int
    rope: int


# ---- the storm ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StormPhaseBegan(EventBase):
    type: ClassVar[str] = "storm_phase_began"
    player: str
    draws: int


@dataclass(frozen=True, slots=True)
class StormCardDrawn(EventBase):
    type: ClassVar[str] = "storm_card_drawn"
    reveals: ClassVar[bool] = True
    card: str
    effect: str
    draws_left: int


@dataclass(frozen=True, slots=True)
class StormDeckEmpty(EventBase):
    """No Storm card at all (only a made-up position): the draws end."""

    type: ClassVar[str] = "storm_deck_empty"


@dataclass(frozen=True, slots=True)
class StormDeckReshuffled(EventBase):
    type: ClassVar[str] = "storm_deck_reshuffled"
    reveals: ClassVar[bool] = True
    reason: Literal["empty", "card"]   # the pile ran out, or a card said so
    size: int


@dataclass(frozen=True, slots=True)
class LightningStruck(EventBase):
    type: ClassVar[str] = "lightning_struck"
    rods: tuple[Cell, ...]
    live: tuple[Cell, ...]
    jolted: tuple[str, ...]
    protected: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class WindMove(_Json):
    """Where High Winds took one adventurer: ``to`` is ``frm`` when it did not move (then
    ``sheltered``, or ``blocked`` and a rope frayed), ``crossed_clouds`` for the Climber,
    ``carried_by`` the Climber for the one he took along."""

    player: str
    frm: Cell = field(metadata={"key": "from"})
    to: Cell
    rope_lost: int
    sheltered: str | None = _unless(None)      # wind_shelter | gravity_hook
    crossed_clouds: bool = _unless(False)
    blocked: str | None = _unless(None)        # clouds | sky
    carried_by: str | None = _unless(None)


@dataclass(frozen=True, slots=True)
class WindsBlew(EventBase):
    type: ClassVar[str] = "winds_blew"
    direction: str
    moves: tuple[WindMove, ...]


@dataclass(frozen=True, slots=True)
class WindChanged(EventBase):
    """The compass turned (``by`` an Aerometer's player, None for a Storm card)."""

    type: ClassVar[str] = "wind_changed"
    frm: str = field(metadata={"key": "from"})
    to: str
    turn: str                     # cw | ccw
    by: str | None


@dataclass(frozen=True, slots=True)
class StormIntensified(EventBase):
    """``intensity`` None when the meter reached the skull."""

    type: ClassVar[str] = "storm_intensified"
    tick: int
    intensity: int | None
    skull: bool


@dataclass(frozen=True, slots=True)
class TurnBegan(EventBase):
    type: ClassVar[str] = "turn_began"
    player: str
    turn: int


@dataclass(frozen=True, slots=True)
class GameOver(EventBase):
    type: ClassVar[str] = "game_over"
    outcome: OutcomeCode
    cause: str                    # a Reason of codes.CAUSES (code, params); as text, the English
    turn: int

    def to_dict(self) -> dict[str, Any]:
        out = EventBase.to_dict(self)
        # the ending as data, like the save's outcome_cause: no language crosses the door
        code = getattr(self.cause, "code", None)
        if code is not None:
            out["cause"] = {"code": code, "params": dict(getattr(self.cause, "params", {}))}
        return out


SkyEvent = Union[
    Moved, Teleported, TileScouted, TilePlaced, EquipmentDrawn, EquipmentDeckEmpty, WireAdded, WireRemoved,
    Healed, Repaired, TileGiven, EquipmentGiven, EquipmentPlayed, StormCardsSeen, ProtectionEnded, PadRotated,
    StormPhaseBegan, StormCardDrawn, StormDeckEmpty, LightningStruck, WindsBlew, WindChanged, StormIntensified,
    StormDeckReshuffled, TurnBegan, Launched, GameOver,
]
EVENT_CLASSES: dict[str, type[SkyEvent]] = {cls.type: cls for cls in get_args(SkyEvent)}
EVENT_TYPES: frozenset[str] = frozenset(EVENT_CLASSES)
REVEALS: frozenset[str] = frozenset(t for t, cls in EVENT_CLASSES.items() if cls.reveals)


# ---- back from JSON ---------------------------------------------------------------------------------

_PLAYS: tuple[type[CardPlay], ...] = get_args(CardPlay)


def event_from_dict(doc: Mapping[str, Any]) -> SkyEvent:
    """The event a ``to_dict()`` wrote. Raises ValueError naming what is wrong."""
    if not isinstance(doc, Mapping):
        raise ValueError(f"an event is a mapping, not {type(doc).__name__}")
    cls = EVENT_CLASSES.get(doc.get("type"))  # type: ignore[arg-type]
    if cls is None:
        raise ValueError(f"unknown event type {doc.get('type')!r}")
    body = {k: v for k, v in doc.items() if k != "type"}
    try:
        if cls is EquipmentPlayed:
            extra = {k: v for k, v in body.items() if k not in ("player", "card")}
            return EquipmentPlayed(body["player"], body["card"], _card_play(extra))
        if cls is GameOver and isinstance(body.get("cause"), Mapping):
            from .codes import cause_from_json
            body = {**body, "cause": cause_from_json(body["cause"])}
        return _build(cls, body)
    except (KeyError, TypeError) as exc:
        raise ValueError(f"{cls.type}: {type(exc).__name__}: {exc}") from None


def _card_play(extra: dict[str, Any]) -> CardPlay | None:
    if not extra:
        return None
    for cls in _PLAYS:
        if {key for _, key, _ in _layout(cls)} == set(extra):
            return _build(cls, extra)
    raise ValueError(f"equipment_played: no card plays with the fields {sorted(extra)}")


def _build(cls: type[Any], body: Mapping[str, Any]) -> Any:
    keys = {key: name for name, key, _ in _layout(cls)}
    unknown = set(body) - set(keys)
    if unknown:
        raise ValueError(f"{getattr(cls, 'type', cls.__name__)}: unknown fields {sorted(unknown)}")
    hints = _hints(cls)
    return cls(**{keys[k]: _from_json(hints[keys[k]], v) for k, v in body.items()})


def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, globalns=globals())


def _from_json(hint: Any, v: Any) -> Any:
    """A JSON value as the field's type wants it: lists back to tuples (cells too), nested
    values (completions, wind moves) rebuilt, the outcome as its code."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if v is None:
        return None
    if origin is Union or origin is types.UnionType:
        inner = [a for a in args if a is not type(None)]
        return _from_json(inner[0], v) if len(inner) == 1 else v
    if origin is tuple:
        if not isinstance(v, list):
            raise TypeError(f"expected a list, got {type(v).__name__}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_from_json(args[0], x) for x in v)
        return tuple(_from_json(a, x) for a, x in zip(args, v, strict=True))
    if origin is Literal:
        if v not in args:
            raise TypeError(f"expected one of {', '.join(map(str, args))}, got {v!r}")
        return v
    if isinstance(hint, type) and issubclass(hint, _Json):
        return _build(hint, v)
    if hint is OutcomeCode:
        return OutcomeCode(v)
    return v
