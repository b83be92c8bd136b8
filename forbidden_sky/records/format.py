"""The record format: a small, readable JSON document with a format version (docs/records.md).

``parse_record`` is the one door from an untrusted document to a ``Record``: every field is
checked for kind and size, and anything wrong is refused with ``RecordError`` in words a player
can read on the Games list. Whether the actions are possible is the engine's question, asked
by ``replay``.

Records are game-free: every fact of a game (its setup choices, how it may end, its actions'
JSON form, its data's fingerprint) is asked of the ``Game`` the record names (``"game"``;
a record written before there were two games names none and is ``registry.DEFAULT``).
"""

from __future__ import annotations

import datetime as _dt
import json
import secrets
from dataclasses import dataclass, field, replace
from typing import Any, Optional

from ..engine import registry
from ..engine.game import Game
from ..safeio import short_repr

FORMAT = "forbidden-sky game record"
VERSION = 1
# A real game is a few hundred actions; the scenario runner draws its line at the same place.
MAX_ACTIONS = 5000
MAX_SEED = 2**63
MAX_TURNS = 10_000
SOURCES = ("play", "command line", "autoplay", "code", "daily", "rewind")
# The one id rule, for the writer (new_record) and the reader (parse_record) alike: an id is
# only ever a name inside the record, never a file's name (Store keeps the file it read).
ID_CHARS = frozenset("0123456789abcdefghijklmnopqrstuvwxyz-")
MAX_ID = 60


def valid_id(rid: Any) -> bool:
    return isinstance(rid, str) and 0 < len(rid) <= MAX_ID and set(rid) <= ID_CHARS and rid.strip("-") != ""


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
    actions: tuple[tuple[int, Any], ...] = ()   # (turn it was taken on, the game's action)
    outcome: Optional[str] = None               # None while the game is unfinished
    turns: int = 1                              # the turn the game reached
    source: str = "play"
    branch: Optional[Branch] = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False)
    # the hints shown during the game (issue 13: ui/play/hint.py's ``record``), oldest first
    hints: tuple[dict[str, Any], ...] = field(default=(), compare=False)
    game: str = registry.DEFAULT                # the registry id of the game this is a record of
    # the file this record was read from (Store.load): it is saved back to that file and no
    # other, whatever its id says (a copy "X (1).json" never overwrites "X.json")
    file: Optional[str] = field(default=None, compare=False)

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    def rules(self) -> Game:
        return registry.get(self.game)

    def with_play(self, actions: tuple[tuple[int, Any], ...], outcome: Optional[str], turns: int,
                  hints: Optional[tuple[dict[str, Any], ...]] = None) -> Record:
        return replace(self, actions=actions, outcome=outcome, turns=turns, updated=now(),
                       hints=self.hints if hints is None else hints)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT, "version": VERSION, "game": self.game, "data": self.data, "id": self.id,
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
        # one action a line: readable in a text editor, and a diff shows the game's moves.
        # The small fields come first and the hints last, so the first few kilobytes of a file
        # say what the Games list shows (store.py's quick header read).
        head = self.to_json()
        acts = head.pop("actions")
        hints = head.pop("hints", None)
        rows = [f" {json.dumps(k)}: {json.dumps(v, separators=(', ', ': '))}" for k, v in head.items()]
        moves = ",\n  ".join(json.dumps(a, separators=(", ", ": ")) for a in acts)
        rows.append(' "actions": [\n  ' + moves + "\n ]" if acts else ' "actions": []')
        if hints is not None:
            rows.append(' "hints": [\n  ' + ",\n  ".join(json.dumps(h, separators=(", ", ": ")) for h in hints)
                        + "\n ]")
        return "{\n" + ",\n".join(rows) + "\n}\n"


def now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).replace(microsecond=0).isoformat()


def data_version(game: str = registry.DEFAULT) -> str:
    """The fingerprint of ``game``'s rules data (``Game.data_version``): a record only replays
    with the data it was played with."""
    return registry.get(game).data_version()


def new_id(stamp: str, seed: int) -> str:
    """A fresh id: the start second, the seed and 32 random bits, so two copies of the game
    starting the same setup in the same second (the Daily Storm, a shared code) never share
    one file."""
    digits = "".join(c for c in stamp if c.isdigit())[:14] or "0"
    rid = f"{digits}-{abs(seed) % 10**9}-{secrets.token_hex(4)}"
    assert valid_id(rid), rid
    return rid


def new_record(players: list[str], level: str, seed: int, source: str = "play",
               branch: Optional[Branch] = None, stamp: Optional[str] = None,
               game: str = registry.DEFAULT) -> Record:
    t = stamp or now()
    return Record(id=new_id(t, seed), players=tuple(players), level=level, seed=seed,
                  data=data_version(game), created=t, updated=t, source=source, branch=branch, game=game)


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


def _game(doc: dict[str, Any]) -> Game:
    gid = doc.get("game", registry.DEFAULT)   # before there were two games: Sky
    _need(isinstance(gid, str) and len(gid) <= 40, f"a record of an unknown game {short_repr(gid, 30)}")
    try:
        return registry.get(gid)
    except registry.UnknownGame:
        raise RecordError(f"a record of an unknown game {short_repr(gid, 30)}") from None
    except ImportError:
        raise RecordError(f"a record of {short_repr(gid, 30)}, a game this version cannot play yet") from None


def _action(game: Game, doc: Any, where: str) -> Any:
    try:
        return game.action_from_dict(doc)
    except (ValueError, TypeError, AttributeError, KeyError) as exc:
        raise RecordError(f"{where}: {str(exc)[:160]}") from None


def outcome_known(game: Game, code: Any) -> bool:
    """``code`` is the record form of one of the ways ``game`` can end."""
    return isinstance(code, str) and any(o.code() == code for o in game.outcomes())


def parse_record(doc: Any, *, check_data: bool = True) -> Record:
    """A Record from a parsed JSON document, or RecordError saying what is wrong."""
    _need(isinstance(doc, dict), "this is not a game record (not a JSON object)")
    _need(doc.get("format") == FORMAT, "this is not a Forbidden Sky game record")
    version = doc.get("version")
    _need(isinstance(version, int) and not isinstance(version, bool), "the record has no format version")
    _need(version <= VERSION, f"made by a newer version of the game (record format {version}, "
                              f"this game reads up to {VERSION})")
    _need(version >= 1, f"unknown record format {version}")
    game = _game(doc)
    data = _text(doc.get("data"), "the data version")
    if check_data:
        _need(data == game.data_version(), "played with other game data (a different version of the rules or "
                                           "components): it cannot be replayed exactly")
    rid = doc.get("id")
    _need(valid_id(rid), f"the id must be up to {MAX_ID} lower-case letters, digits and -, not {short_repr(rid, 30)}")
    setup = doc.get("setup")
    _need(isinstance(setup, dict), "the setup is missing")
    choices = game.setup
    players = setup.get("players")
    _need(isinstance(players, list) and choices.min_players <= len(players) <= choices.max_players,
          f"the setup must name {choices.min_players} to {choices.max_players} adventurers")
    for p in players:
        _need(isinstance(p, str) and p in choices.roles, f"unknown adventurer {short_repr(p)}")
    _need(len(set(players)) == len(players), "an adventurer is named twice")
    level = setup.get("level")
    _need(isinstance(level, str) and level in choices.levels, f"unknown level {short_repr(level)}")
    seed = _whole(setup.get("seed"), -MAX_SEED + 1, MAX_SEED - 1, "the seed")
    outcome = doc.get("outcome")
    _need(outcome is None or outcome_known(game, outcome), f"unknown outcome {short_repr(outcome)}")
    raw = doc.get("actions")
    _need(isinstance(raw, list), "the list of actions is missing")
    _need(len(raw) <= MAX_ACTIONS, f"more than {MAX_ACTIONS} actions: not a real game")
    actions = []
    last = 1
    for i, item in enumerate(raw, start=1):
        _need(isinstance(item, dict), f"action {i} is not an action")
        turn = _whole(item.get("turn"), last, MAX_TURNS, f"action {i}'s turn")
        last = turn
        actions.append((turn, _action(game, {k: v for k, v in item.items() if k != "turn"},
                                      f"action {i} on turn {turn}")))
    turns = _whole(doc.get("turns"), last, MAX_TURNS, "turns")
    branch = _branch(doc.get("branched_from"), len(actions), turns)
    source = doc.get("source", "play")
    _need(source in SOURCES, f"unknown source {short_repr(source)}")
    hints = _hints(game, doc.get("hints", []), players)
    known = {"format", "version", "game", "data", "id", "created", "updated", "source", "setup", "branched_from",
             "outcome", "turns", "actions", "hints"}
    return Record(id=rid, players=tuple(players), level=level, seed=seed, data=data,
                  created=_text(doc.get("created"), "the date"), updated=_text(doc.get("updated"), "the date"),
                  actions=tuple(actions), outcome=outcome, turns=turns,
                  source=source, branch=branch, extra={k: v for k, v in doc.items() if k not in known},
                  hints=hints, game=game.id)


def _branch(b: Any, n_actions: int, turns: int) -> Optional[Branch]:
    """``branched_from``: the game it left (an id by the one rule), after how many of the
    actions it still holds (a rewound game starts with the original's first ones), on a turn
    this game reached."""
    if b is None:
        return None
    _need(isinstance(b, dict) and set(b) <= {"game", "actions", "turn"},
          "branched_from must say which game and where, and nothing else")
    _need(valid_id(b.get("game")), f"branched_from.game must be a game's id, not {short_repr(b.get('game'), 30)}")
    return Branch(b["game"], _whole(b.get("actions"), 0, n_actions, "branched_from.actions"),
                  _whole(b.get("turn"), 1, turns, "branched_from.turn"))


HINT_KEYS = frozenset({"turn", "step", "player", "action", "reason", "text", "played", "seconds"})


def _hints(game: Game, raw: Any, players: list[str]) -> tuple[dict[str, Any], ...]:
    """The optional "hints" list (issue 13): each hint shown, checked like the actions: a
    player of this game, a step and a turn in range, bounded texts, known keys only. The step
    and turn are not tied to the actions: an undo takes actions out of the record but keeps
    the hints given before it (a hint at step 10, undone to 9, then one at step 9), and
    refusing such a record would lose a real game."""
    _need(isinstance(raw, list), "hints must be a list")
    _need(len(raw) <= MAX_ACTIONS, f"more than {MAX_ACTIONS} hints: not a real game")
    out = []
    for i, h in enumerate(raw, start=1):
        _need(isinstance(h, dict), f"hint {i} is not a hint")
        stray = [k for k in h if k not in HINT_KEYS]
        _need(not stray, f"hint {i} has an unknown key {short_repr(stray[:1], 30)}")
        turn = _whole(h.get("turn"), 1, MAX_TURNS, f"hint {i}'s turn")
        step = _whole(h.get("step"), 0, MAX_ACTIONS, f"hint {i}'s step")
        player = h.get("player")
        _need(player in players, f"hint {i}'s player must be one of the game's, not {short_repr(player, 30)}")
        act = _action(game, h.get("action"), f"hint {i}")
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
