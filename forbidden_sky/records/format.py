"""The record format: a small, readable JSON document with a format version (docs/records.md).

``parse_record`` is the one door from an untrusted document to a ``Record``: every field is
checked for kind and size, and anything wrong is refused with ``RecordError`` in words a player
can read on the Games list. Whether the actions are possible is the engine's question, asked
by ``replay``.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Optional

from ..sky.core import Action
from ..sky.data import game_data
from ..safeio import short_repr

FORMAT = "forbidden-sky game record"
VERSION = 1
# A real game is a few hundred actions; the scenario runner draws its line at the same place.
MAX_ACTIONS = 5000
MAX_SEED = 2**63
OUTCOMES = ("won", "lost:electrocuted", "lost:fall", "lost:swept_away", "lost:abandoned")
SOURCES = ("play", "command line", "autoplay", "code", "daily", "rewind")
ID_CHARS = set("0123456789abcdefghijklmnopqrstuvwxyz-")


class RecordError(ValueError):
    """A record that cannot be used, with the reason in words."""


@dataclass(frozen=True)
class Branch:
    """Where a rewound game left its original: that game's id, after how many of its
    actions, on which turn."""
    game: str
    actions: int
    turn: int


@dataclass(frozen=True)
class Record:
    id: str
    players: tuple[str, ...]
    level: str
    seed: int
    data: str                                   # the game data's version (data_version())
    created: str                                # ISO 8601, UTC
    updated: str
    actions: tuple[tuple[int, Action], ...] = ()   # (turn it was taken on, action)
    outcome: Optional[str] = None               # None while the game is unfinished
    turns: int = 1                              # the turn the game reached
    source: str = "play"
    branch: Optional[Branch] = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False)
    # the hints shown during the game (issue 13: ui/play/hint.py's ``record``), oldest first
    hints: tuple[dict[str, Any], ...] = field(default=(), compare=False)

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    def with_play(self, actions: tuple[tuple[int, Action], ...], outcome: Optional[str], turns: int,
                  hints: Optional[tuple[dict[str, Any], ...]] = None) -> Record:
        return replace(self, actions=actions, outcome=outcome, turns=turns, updated=now(),
                       hints=self.hints if hints is None else hints)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT, "version": VERSION, "data": self.data, "id": self.id,
            "created": self.created, "updated": self.updated, "source": self.source,
            "setup": {"players": list(self.players), "level": self.level, "seed": self.seed},
            "branched_from": None if self.branch is None else
            {"game": self.branch.game, "actions": self.branch.actions, "turn": self.branch.turn},
            "outcome": self.outcome, "turns": self.turns,
            "actions": [{"turn": t, **a.to_dict()} for t, a in self.actions],
        }
        if self.hints:   # optional: a game with no hint asked writes no "hints" at all
            out["hints"] = [dict(h) for h in self.hints]
        return out

    def dumps(self) -> str:
        # one action a line: readable in a text editor, and a diff shows the game's moves
        head = self.to_json()
        acts = head.pop("actions")
        rows = [f" {json.dumps(k)}: {json.dumps(v, separators=(', ', ': '))}" for k, v in head.items()]
        moves = ",\n  ".join(json.dumps(a, separators=(", ", ": ")) for a in acts)
        rows.append(' "actions": [\n  ' + moves + "\n ]" if acts else ' "actions": []')
        return "{\n" + ",\n".join(rows) + "\n}\n"


def now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()


@lru_cache(maxsize=1)
def data_version() -> str:
    """A short fingerprint of the rules data (not ui.yaml): a record only replays with the
    data it was played with. Hashed from the parsed documents, so a comment does not count."""
    from ..resources import data_dir
    from ..sky.data.loader import FILES
    from ..safeio import read_yaml
    h = hashlib.sha256()
    for name in FILES:
        doc = read_yaml(data_dir() / name)
        h.update(name.encode())
        h.update(json.dumps(doc, sort_keys=True, default=str).encode())
    return h.hexdigest()[:12]


def new_record(players: list[str], level: str, seed: int, source: str = "play",
               branch: Optional[Branch] = None, stamp: Optional[str] = None) -> Record:
    t = stamp or now()
    digits = "".join(c for c in t if c.isdigit())[:14]
    rid = f"{digits}-{abs(seed) % 10**9}-{hashlib.sha256(repr((t, players, seed, branch)).encode()).hexdigest()[:6]}"
    return Record(id=rid, players=tuple(players), level=level, seed=seed, data=data_version(), created=t,
                  updated=t, source=source, branch=branch)


# ---- reading --------------------------------------------------------------------------------

def _need(cond: bool, why: str) -> None:
    if not cond:
        raise RecordError(why)


def _whole(v: Any, lo: int, hi: int, what: str) -> int:
    _need(isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi,
          f"{what} must be a whole number from {lo} to {hi}, not {short_repr(v)}")
    return int(v)


def _text(v: Any, what: str, limit: int = 40) -> str:
    _need(isinstance(v, str) and 0 < len(v) <= limit, f"{what} must be a short text, not {short_repr(v)}")
    return str(v)


def parse_record(doc: Any, *, check_data: bool = True) -> Record:
    """A Record from a parsed JSON document, or RecordError saying what is wrong."""
    _need(isinstance(doc, dict), "this is not a game record (not a JSON object)")
    _need(doc.get("format") == FORMAT, "this is not a Forbidden Sky game record")
    version = doc.get("version")
    _need(isinstance(version, int) and not isinstance(version, bool), "the record has no format version")
    _need(version <= VERSION, f"made by a newer version of the game (record format {version}, "
                              f"this game reads up to {VERSION})")
    _need(version >= 1, f"unknown record format {version}")
    data = _text(doc.get("data"), "the data version")
    if check_data:
        _need(data == data_version(), "played with other game data (a different version of the rules or "
                                      "components): it cannot be replayed exactly")
    rid = _text(doc.get("id"), "the id", 60)
    _need(set(rid) <= ID_CHARS, "the id has characters a file name cannot hold")
    setup = doc.get("setup")
    _need(isinstance(setup, dict), "the setup is missing")
    gd = game_data()
    players = setup.get("players")
    _need(isinstance(players, list) and 2 <= len(players) <= 5, "the setup must name 2 to 5 adventurers")
    for p in players:
        _need(isinstance(p, str) and p in gd.adventurers, f"unknown adventurer {short_repr(p)}")
    _need(len(set(players)) == len(players), "an adventurer is named twice")
    level = setup.get("level")
    _need(isinstance(level, str) and level in gd.levels, f"unknown level {short_repr(level)}")
    seed = _whole(setup.get("seed"), -MAX_SEED + 1, MAX_SEED - 1, "the seed")
    outcome = doc.get("outcome")
    _need(outcome is None or outcome in OUTCOMES, f"unknown outcome {short_repr(outcome)}")
    raw = doc.get("actions")
    _need(isinstance(raw, list), "the list of actions is missing")
    _need(len(raw) <= MAX_ACTIONS, f"more than {MAX_ACTIONS} actions: not a real game")
    actions = []
    last = 1
    for i, item in enumerate(raw, start=1):
        _need(isinstance(item, dict), f"action {i} is not an action")
        turn = _whole(item.get("turn"), last, 10_000, f"action {i}'s turn")
        last = turn
        try:
            act = Action.from_dict({k: v for k, v in item.items() if k != "turn"})
        except (ValueError, TypeError) as exc:
            raise RecordError(f"action {i} on turn {turn}: {str(exc)[:160]}") from None
        actions.append((turn, act))
    branch = None
    b = doc.get("branched_from")
    if b is not None:
        _need(isinstance(b, dict), "branched_from must say which game and where")
        branch = Branch(_text(b.get("game"), "branched_from.game", 60),
                        _whole(b.get("actions"), 0, MAX_ACTIONS, "branched_from.actions"),
                        _whole(b.get("turn"), 1, 10_000, "branched_from.turn"))
    source = doc.get("source", "play")
    _need(source in SOURCES, f"unknown source {short_repr(source)}")
    hints = _hints(doc.get("hints", []), len(actions))
    known = {"format", "version", "data", "id", "created", "updated", "source", "setup", "branched_from",
             "outcome", "turns", "actions", "hints"}
    return Record(id=rid, players=tuple(players), level=level, seed=seed, data=data,
                  created=_text(doc.get("created"), "the date"), updated=_text(doc.get("updated"), "the date"),
                  actions=tuple(actions), outcome=outcome, turns=_whole(doc.get("turns"), 1, 10_000, "turns"),
                  source=source, branch=branch, extra={k: v for k, v in doc.items() if k not in known},
                  hints=hints)


def _hints(raw: Any, n_actions: int) -> tuple[dict[str, Any], ...]:
    """The optional "hints" list (issue 13): each hint shown, checked like the actions."""
    _need(isinstance(raw, list), "hints must be a list")
    _need(len(raw) <= MAX_ACTIONS, f"more than {MAX_ACTIONS} hints: not a real game")
    out = []
    for i, h in enumerate(raw, start=1):
        _need(isinstance(h, dict), f"hint {i} is not a hint")
        turn = _whole(h.get("turn"), 1, 10_000, f"hint {i}'s turn")
        step = _whole(h.get("step"), 0, n_actions, f"hint {i}'s step")
        player = _text(h.get("player"), f"hint {i}'s player")
        try:
            act = Action.from_dict(h.get("action"))
        except (ValueError, TypeError, AttributeError) as exc:
            raise RecordError(f"hint {i}: {str(exc)[:160]}") from None
        reason = h.get("reason", "")
        text = h.get("text", "")
        _need(isinstance(reason, str) and len(reason) <= 200, f"hint {i}'s reason must be a short text")
        _need(isinstance(text, str) and len(text) <= 1000, f"hint {i}'s text must be a text")
        played = h.get("played", False)
        _need(isinstance(played, bool), f"hint {i}'s played must be true or false")
        secs = h.get("seconds", 0.0)
        _need(isinstance(secs, (int, float)) and not isinstance(secs, bool) and 0 <= secs <= 10_000,
              f"hint {i}'s seconds must be a number of seconds")
        out.append({"turn": turn, "step": step, "player": player, "action": act.to_dict(), "reason": reason,
                    "text": text, "played": played, "seconds": float(secs)})
    return tuple(out)
