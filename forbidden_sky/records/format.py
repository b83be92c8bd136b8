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
from ..engine.errors import Reason
from ..engine.game import Game
from ..i18n import N_
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
    """A record that cannot be used. ``reason`` says why as data (an ``engine.errors.Reason``:
    a code, its parameters and the English template, which is the catalogs' message id), so a
    screen says it in the player's language (``i18n.say``) whenever it draws it; ``str(exc)``
    is the English sentence (the replay command, the log). A plain text (a file error worded
    elsewhere) is its own template."""

    def __init__(self, template: str, code: str = "record", /, **params: Any) -> None:
        self.reason = Reason(code, params, _english(template, params), template)
        super().__init__(str(self.reason))


def _english(template: str, params: dict[str, Any]) -> str:
    if not params:
        return template
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError, AttributeError):
        return template


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

def _need(cond: bool, code: str, why: str, /, **params: Any) -> None:
    """``why``: the whole sentence's English template (marked ``N_`` where it is written), its
    parameters numbers and short reprs of what the file holds."""
    if not cond:
        raise RecordError(why, code, **params)


def _whole(v: Any, lo: int, hi: int, code: str, why: str, /, **params: Any) -> int:
    """``why`` words ``{lo}``, ``{hi}`` and the ``{value}`` found, as its field needs."""
    _need(isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi, code, why,
          lo=lo, hi=hi, value=short_repr(v), **params)
    return int(v)


def _date(v: Any) -> str:
    _need(isinstance(v, str) and 0 < len(v) <= 40, "bad_date", N_("the date must be a short text, not {value}"),
          value=short_repr(v))
    return str(v)


def _game(doc: dict[str, Any]) -> Game:
    gid = doc.get("game", registry.DEFAULT)   # before there were two games: Sky
    unknown = N_("a record of an unknown game {game}")
    _need(isinstance(gid, str) and len(gid) <= 40, "unknown_game", unknown, game=short_repr(gid, 30))
    try:
        return registry.get(gid)
    except registry.UnknownGame:
        raise RecordError(unknown, "unknown_game", game=short_repr(gid, 30)) from None
    except ImportError:
        raise RecordError(N_("a record of {game}, a game this version cannot play yet"), "game_not_here",
                          game=short_repr(gid, 30)) from None


def _action(game: Game, doc: Any, where: str, /, **params: Any) -> Any:
    """``why``: where the action stands, with ``{why}`` for what the game said of it."""
    try:
        return game.action_from_dict(doc)
    except (ValueError, TypeError, AttributeError, KeyError) as exc:
        raise RecordError(where, "bad_action", why=str(exc)[:160], **params) from None


def outcome_known(game: Game, code: Any) -> bool:
    """``code`` is the record form of one of the ways ``game`` can end."""
    return isinstance(code, str) and any(o.code() == code for o in game.outcomes())


def bare_result(game: Game, code: Any) -> bool:
    """``code`` is a result without its cause (``lost``) where the game's outcomes have one:
    what the Island screen wrote before the recording asked the game for the outcome's code
    (2026-12-04). Such a record is read, and its replay says the cause (``Store.load`` writes
    it back whole), so no lost game of before is lost from the Games list."""
    return isinstance(code, str) and ":" not in code and any(
        o.result.value == code and o.cause is not None for o in game.outcomes())


def parse_record(doc: Any, *, check_data: bool = True) -> Record:
    """A Record from a parsed JSON document, or RecordError saying what is wrong."""
    _need(isinstance(doc, dict), "not_object", N_("this is not a game record (not a JSON object)"))
    _need(doc.get("format") == FORMAT, "not_record", N_("this is not a Forbidden Sky game record"))
    version = doc.get("version")
    _need(isinstance(version, int) and not isinstance(version, bool), "no_version",
          N_("the record has no format version"))
    _need(version <= VERSION, "newer_version",
          N_("made by a newer version of the game (record format {version}, this game reads up to {most})"),
          version=version, most=VERSION)
    _need(version >= 1, "bad_version", N_("unknown record format {version}"), version=version)
    game = _game(doc)
    data = doc.get("data")
    _need(isinstance(data, str) and 0 < len(data) <= 40, "bad_data",
          N_("the data version must be a short text, not {value}"), value=short_repr(data))
    data = str(data)
    if check_data:
        _need(data == game.data_version(), "other_data",
              N_("played with other game data (a different version of the rules or components): "
                 "it cannot be replayed exactly"))
    rid = doc.get("id")
    _need(valid_id(rid), "bad_id", N_("the id must be up to {most} lower-case letters, digits and -, not {value}"),
          most=MAX_ID, value=short_repr(rid, 30))
    setup = doc.get("setup")
    _need(isinstance(setup, dict), "no_setup", N_("the setup is missing"))
    choices = game.setup
    players = setup.get("players")
    _need(isinstance(players, list) and choices.min_players <= len(players) <= choices.max_players, "players",
          N_("the setup must name {least} to {most} adventurers"), least=choices.min_players, most=choices.max_players)
    for p in players:
        _need(isinstance(p, str) and p in choices.roles, "unknown_adventurer", N_("unknown adventurer {value}"),
              value=short_repr(p))
    _need(len(set(players)) == len(players), "adventurer_twice", N_("an adventurer is named twice"))
    level = setup.get("level")
    _need(isinstance(level, str) and level in choices.levels, "unknown_level", N_("unknown level {value}"),
          value=short_repr(level))
    seed = _whole(setup.get("seed"), -MAX_SEED + 1, MAX_SEED - 1, "bad_seed",
                  N_("the seed must be a whole number from {lo} to {hi}, not {value}"))
    outcome = doc.get("outcome")
    _need(outcome is None or outcome_known(game, outcome) or bare_result(game, outcome), "unknown_outcome",
          N_("unknown outcome {value}"),
          value=short_repr(outcome))
    raw = doc.get("actions")
    _need(isinstance(raw, list), "no_actions", N_("the list of actions is missing"))
    _need(len(raw) <= MAX_ACTIONS, "too_many_actions", N_("more than {most} actions: not a real game"),
          most=MAX_ACTIONS)
    actions = []
    last = 1
    for i, item in enumerate(raw, start=1):
        _need(isinstance(item, dict), "not_action", N_("action {n} is not an action"), n=i)
        turn = _whole(item.get("turn"), last, MAX_TURNS, "bad_action_turn",
                      N_("action {n}'s turn must be a whole number from {lo} to {hi}, not {value}"), n=i)
        last = turn
        actions.append((turn, _action(game, {k: v for k, v in item.items() if k != "turn"},
                                      N_("action {n} on turn {turn}: {why}"), n=i, turn=turn)))
    turns = _whole(doc.get("turns"), last, MAX_TURNS, "bad_turns",
                   N_("turns must be a whole number from {lo} to {hi}, not {value}"))
    branch = _branch(doc.get("branched_from"), len(actions), turns)
    source = doc.get("source", "play")
    _need(source in SOURCES, "unknown_source", N_("unknown source {value}"), value=short_repr(source))
    hints = _hints(game, doc.get("hints", []), players)
    known = {"format", "version", "game", "data", "id", "created", "updated", "source", "setup", "branched_from",
             "outcome", "turns", "actions", "hints"}
    return Record(id=rid, players=tuple(players), level=level, seed=seed, data=data,
                  created=_date(doc.get("created")), updated=_date(doc.get("updated")),
                  actions=tuple(actions), outcome=outcome, turns=turns,
                  source=source, branch=branch, extra={k: v for k, v in doc.items() if k not in known},
                  hints=hints, game=game.id)


def _branch(b: Any, n_actions: int, turns: int) -> Optional[Branch]:
    """``branched_from``: the game it left (an id by the one rule), after how many of the
    actions it still holds (a rewound game starts with the original's first ones), on a turn
    this game reached."""
    if b is None:
        return None
    _need(isinstance(b, dict) and set(b) <= {"game", "actions", "turn"}, "bad_branch",
          N_("branched_from must say which game and where, and nothing else"))
    _need(valid_id(b.get("game")), "bad_branch_game", N_("branched_from.game must be a game's id, not {value}"),
          value=short_repr(b.get("game"), 30))
    return Branch(b["game"],
                  _whole(b.get("actions"), 0, n_actions, "bad_branch_actions",
                         N_("branched_from.actions must be a whole number from {lo} to {hi}, not {value}")),
                  _whole(b.get("turn"), 1, turns, "bad_branch_turn",
                         N_("branched_from.turn must be a whole number from {lo} to {hi}, not {value}")))


HINT_KEYS = frozenset({"turn", "step", "player", "action", "reason", "text", "played", "seconds"})


def _hints(game: Game, raw: Any, players: list[str]) -> tuple[dict[str, Any], ...]:
    """The optional "hints" list (issue 13): each hint shown, checked like the actions: a
    player of this game, a step and a turn in range, bounded texts, known keys only. The step
    and turn are not tied to the actions: an undo takes actions out of the record but keeps
    the hints given before it (a hint at step 10, undone to 9, then one at step 9), and
    refusing such a record would lose a real game."""
    _need(isinstance(raw, list), "hints_not_list", N_("hints must be a list"))
    _need(len(raw) <= MAX_ACTIONS, "too_many_hints", N_("more than {most} hints: not a real game"), most=MAX_ACTIONS)
    out = []
    for i, h in enumerate(raw, start=1):
        _need(isinstance(h, dict), "not_hint", N_("hint {n} is not a hint"), n=i)
        stray = [k for k in h if k not in HINT_KEYS]
        _need(not stray, "hint_key", N_("hint {n} has an unknown key {value}"), n=i, value=short_repr(stray[:1], 30))
        turn = _whole(h.get("turn"), 1, MAX_TURNS, "hint_turn",
                      N_("hint {n}'s turn must be a whole number from {lo} to {hi}, not {value}"), n=i)
        step = _whole(h.get("step"), 0, MAX_ACTIONS, "hint_step",
                      N_("hint {n}'s step must be a whole number from {lo} to {hi}, not {value}"), n=i)
        player = h.get("player")
        _need(player in players, "hint_player", N_("hint {n}'s player must be one of the game's, not {value}"),
              n=i, value=short_repr(player, 30))
        act = _action(game, h.get("action"), N_("hint {n}: {why}"), n=i)
        reason = h.get("reason", "")
        text = h.get("text", "")
        _need(isinstance(reason, str) and len(reason) <= 200, "hint_reason", N_("hint {n}'s reason must be a short text"),
              n=i)
        _need(isinstance(text, str) and len(text) <= 1000, "hint_text", N_("hint {n}'s text must be a text"), n=i)
        played = h.get("played", False)
        _need(isinstance(played, bool), "hint_played", N_("hint {n}'s played must be true or false"), n=i)
        secs = h.get("seconds", 0.0)
        _need(isinstance(secs, (int, float)) and not isinstance(secs, bool) and 0 <= secs <= 10_000, "hint_seconds",
              N_("hint {n}'s seconds must be a number of seconds"), n=i)
        out.append({"turn": turn, "step": step, "player": player, "action": act.to_dict(), "reason": reason,
                    "text": text, "played": played, "seconds": float(secs)})
    return tuple(out)
