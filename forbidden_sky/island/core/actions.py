"""Actions: what a player (or the deck, through an explicit draw) asks the rules to do."""

from __future__ import annotations

from typing import Any, NamedTuple

from ...safeio import short_repr

ACTION_TYPES = ("move", "fly", "shore_up", "give", "capture", "navigate", "end_actions",
                "draw_treasure", "draw_flood", "discard", "swim", "play")
# The fields each action type takes (besides ``type``): any other is refused, so an action is
# legal exactly when legal_actions lists it (no field is silently ignored).
FIELDS: dict[str, frozenset[str]] = {k: frozenset(v) for k, v in {
    "move": ("player", "to"), "fly": ("player", "to"), "shore_up": ("player", "tile", "tile2"),
    "give": ("player", "target", "card"), "capture": ("player",), "navigate": ("player", "target", "to"),
    "end_actions": ("player",), "draw_treasure": ("player",), "draw_flood": ("player",),
    "discard": ("player", "card"), "swim": ("player", "to"),
    "play": ("player", "card", "pawns", "to", "tile", "lift_off"),
}.items()}
MAX_NAME = 64
MAX_PAWNS = 8


class Action(NamedTuple):
    """Immutable; a NamedTuple because legal_actions builds many (a tuple is built fast).

    ``player``: who acts (None: the current player, or the one a pending decision waits for);
    ``to``: a tile (move, fly, navigate, swim, Helicopter Lift); ``tile``/``tile2``: shore-ups
    and Sandbags; ``target``: a player (give, navigate); ``card``: give, discard, play;
    ``pawns``: the pawns a Helicopter Lift carries; ``lift_off``: the Helicopter Lift that wins.
    """

    type: str
    player: str | None = None
    to: Any = None
    tile: str | None = None
    tile2: str | None = None
    target: str | None = None
    card: str | None = None
    pawns: tuple[str, ...] | None = None
    lift_off: bool = False

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for name in self._fields[1:]:
            v = getattr(self, name)
            if v is None or (name == "lift_off" and not v):
                continue
            out[name] = list(v) if isinstance(v, tuple) else v
        return out

    @staticmethod
    def from_dict(d: Any) -> Action:
        """An action from hostile JSON: ValueError with a reason for anything else."""
        if not isinstance(d, dict) or "type" not in d:
            raise ValueError("an action is a mapping with a 'type'")
        if not isinstance(d["type"], str) or d["type"] not in ACTION_TYPES:
            raise ValueError(f"unknown action type {short_repr(d['type'])} (expected one of {', '.join(ACTION_TYPES)})")
        unknown = [k for k in d if k != "type" and k not in FIELDS[d["type"]]]
        if unknown:
            raise ValueError(f"unknown field {short_repr(unknown[0], 30)} for action {d['type']} "
                             f"(expected some of {', '.join(sorted(FIELDS[d['type']]))})")
        kw: dict[str, Any] = {}
        for k, v in d.items():
            if v is None or k == "type":
                continue
            if k == "lift_off":
                if not isinstance(v, bool):
                    raise ValueError(f"lift_off must be true or false, not {short_repr(v)}")
            elif k == "pawns" or (k == "to" and isinstance(v, list)):
                # `to` as a list is kept so the rules can refuse a lift to several tiles by name
                if not isinstance(v, list) or len(v) > MAX_PAWNS or not all(_name(x) for x in v):
                    raise ValueError(f"{k} must be a list of at most {MAX_PAWNS} names, not {short_repr(v)}")
                v = tuple(v)
            elif not _name(v):
                raise ValueError(f"{k} must be a name, not {short_repr(v)}")
            kw[k] = v
        return Action(d["type"], **kw)

    def __str__(self) -> str:
        d = self.to_dict()
        t = d.pop("type")
        return t + (" " + " ".join(f"{k}={v}" for k, v in d.items()) if d else "")


def _name(v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= MAX_NAME


def extra_field(a: Action) -> str | None:
    """A field given that this action type does not take (None if there is none)."""
    allowed = FIELDS.get(a.type, frozenset())
    for name in Action._fields[1:]:
        if name not in allowed and getattr(a, name) not in (None, False):
            return name
    return None


def field_problem(a: Any) -> str | None:
    """The name of a field that has the wrong type (the rules refuse it with ``bad_field``)."""
    if not isinstance(a, Action):
        return "type"
    if not isinstance(a.type, str):
        return "type"
    for name in ("player", "tile", "tile2", "target", "card"):
        v = getattr(a, name)
        if v is not None and not isinstance(v, str):
            return name
    if a.to is not None and not isinstance(a.to, str) and not (
            isinstance(a.to, tuple) and all(isinstance(x, str) for x in a.to)):
        return "to"
    if a.pawns is not None and not (isinstance(a.pawns, tuple) and all(isinstance(x, str) for x in a.pawns)):
        return "pawns"
    if not isinstance(a.lift_off, bool):
        return "lift_off"
    return None
