"""Actions: what a player (or the storm) asks the rules to do. Frozen and JSON-ready."""

from __future__ import annotations

from typing import Any, NamedTuple

from ...safeio import short_repr

Cell = tuple[int, int]

ACTION_TYPES = (
    "move", "teleport", "scout", "explore", "wire", "unwire", "heal", "repair", "navigate",
    "give_tile", "give_equipment", "play", "rotate_pad", "end_actions", "draw_storm", "choose",
)


class Action(NamedTuple):
    """Immutable. A NamedTuple rather than a frozen dataclass because legal_actions builds
    hundreds per call on a late board, and a tuple is built about 3x faster."""

    type: str
    player: str | None = None     # None: the current player
    to: Any = None                # a cell (move, teleport, jet_pack) or a player id (gifts)
    tile: str | None = None
    at: Cell | None = None
    rot: int = 0
    kind: str | None = None       # wire kind: short | long
    a: str | None = None
    b: str | None = None
    target: str | None = None
    path: tuple[Cell, ...] | None = None
    card: str | None = None
    option: Any = None
    carry: str | None = None
    free: bool = False

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for name in self._fields[1:]:
            v = getattr(self, name)
            if v is None or (name == "free" and not v) or (name == "rot" and self.at is None):
                continue
            out[name] = _json(v)
        return out

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Action:
        if not isinstance(d, dict) or "type" not in d:
            raise ValueError("an action is a mapping with a 'type'")
        if d["type"] not in ACTION_TYPES:
            raise ValueError(f"unknown action type {short_repr(d['type'])} (expected one of {', '.join(ACTION_TYPES)})")
        known = set(Action._fields)
        unknown = set(d) - known
        if unknown:
            raise ValueError(f"unknown field(s) {', '.join(sorted(unknown))} for action {d['type']}")
        kw: dict[str, Any] = {}
        for k, v in d.items():
            if k in ("at",) and v is not None or k == "to" and isinstance(v, (list, tuple)):
                v = _cell(v, k)
            elif k == "path" and v is not None:
                if not isinstance(v, (list, tuple)):
                    raise ValueError("path must be a list of [x, y] cells")
                v = tuple(_cell(c, "path") for c in v)
            elif k == "option" and isinstance(v, list):
                v = tuple(v)
            elif k == "rot":
                if isinstance(v, bool) or not isinstance(v, int):
                    raise ValueError("rot must be 0, 90, 180 or 270")
            elif k == "free":
                v = bool(v)
            kw[k] = v
        action = Action(**kw)
        problem = field_problem(action)
        if problem:
            raise ValueError(problem)
        return action

    def __str__(self) -> str:
        d = self.to_dict()
        t = d.pop("type")
        return t + (" " + " ".join(f"{k}={v}" for k, v in d.items()) if d else "")


_TEXT_FIELDS = ("player", "tile", "kind", "a", "b", "target", "card", "carry")


def field_problem(a: Action) -> str | None:
    """A field of the wrong type (a list where a name belongs, say), told in words; None if
    every field has its type. The rules check this first, so no malformed action from a file,
    a bot or a UI bug can break them."""
    if not isinstance(a.type, str):
        return "the action type must be a name"
    for name in _TEXT_FIELDS:
        v = getattr(a, name)
        if v is not None and not isinstance(v, str):
            return f"{name} must be a name, not {short_repr(v)}"
    if a.to is not None and not isinstance(a.to, str) and not _is_cell(a.to):
        return f"to must be a cell [x, y] or an adventurer, not {short_repr(a.to)}"
    if a.at is not None and not _is_cell(a.at):
        return f"at must be a cell [x, y], not {short_repr(a.at)}"
    if isinstance(a.rot, bool) or not isinstance(a.rot, int):
        return f"rot must be 0, 90, 180 or 270, not {short_repr(a.rot)}"
    if a.path is not None and (not isinstance(a.path, (tuple, list)) or not all(_is_cell(c) for c in a.path)):
        return f"path must be a list of [x, y] cells, not {short_repr(a.path)}"
    if a.option is not None and not isinstance(a.option, str) and not (
            isinstance(a.option, (tuple, list)) and all(isinstance(o, str) for o in a.option)):
        return f"option must be a name or a list of names, not {short_repr(a.option)}"
    if not isinstance(a.free, bool):
        return f"free must be true or false, not {short_repr(a.free)}"
    return None


def _is_cell(v: Any) -> bool:
    return (isinstance(v, (list, tuple)) and len(v) == 2
            and all(isinstance(c, int) and not isinstance(c, bool) for c in v))


def _cell(v: Any, key: str) -> Cell:
    if (isinstance(v, (list, tuple)) and len(v) == 2
            and all(isinstance(c, int) and not isinstance(c, bool) for c in v)):
        return (v[0], v[1])
    raise ValueError(f"{key} must be a cell [x, y], not {short_repr(v)}")


def _json(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_json(x) for x in v]
    return v
