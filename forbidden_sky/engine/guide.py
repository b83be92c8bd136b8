"""A guided first game, for any game (docs/tutorial.md): a scenario (a fixed position, the real
rules) and a list of short steps, each asking for one thing. Pure Python: the screens that show
it live in the game's ``ui`` (the steps' highlights are the game's words) and in shell/guide_view.py.

A guide file (``assets/tutorial/GAME.yaml``) is read through the guarded reader and checked when
loaded: every problem is one line ``FILE: steps[N] (ID): KEY: what is wrong``. Each step's
``do`` (the actions Skip plays for the player, and Back replays) is played through the game's
door from the scenario, so a step that no longer fits the rules fails here, not on screen.

A step's ``expect`` is a list of patterns matched against an action's JSON form (its
``to_dict``): every key of the pattern must be there with that value (a list of cells is a list
of lists); ``{any: [...]}`` accepts one of several values and ``{last: V}`` a list ending in V.
A step without ``expect`` is watched: the player reads it and presses Next.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from .data_errors import DataError

STEP_KEYS = {"id", "title", "text", "help", "light", "expect", "do"}
FILE_KEYS = {"game", "title", "scenario", "always", "handover", "steps"}
MAX_STEPS = 60
MAX_WORDS = 40          # a step says what to do in one or two short sentences


@dataclass(frozen=True)
class Step:
    id: str
    title: str
    text: str
    help: str = ""                                     # said when the player does something else
    light: tuple[Mapping[str, Any], ...] = ()          # what to touch: the game's screen reads these
    expect: tuple[Mapping[str, Any], ...] = ()         # patterns of the actions that do the step
    do: tuple[Mapping[str, Any], ...] = ()             # what Skip plays (and Back replays)

    @property
    def watched(self) -> bool:
        """A step that asks for no action: read, then Next."""
        return not self.expect


@dataclass(frozen=True)
class Guide:
    game: str
    title: str
    scenario: Mapping[str, Any]
    steps: tuple[Step, ...]
    always: frozenset[str] = frozenset()               # action types the guide never holds back (chance)
    handover: Mapping[str, Any] = field(default_factory=dict)   # the real game offered at the end
    path: str = ""

    def words(self) -> list[tuple[str, int]]:
        """(step id, words in its title and text) for each step."""
        return [(s.id, len(f"{s.title} {s.text}".split())) for s in self.steps]


def matches(pattern: Any, value: Any) -> bool:
    """Whether ``value`` (a JSON form) fits ``pattern`` (see the module's note)."""
    if isinstance(pattern, Mapping):
        if set(pattern) == {"any"} and isinstance(pattern["any"], list):
            return any(matches(p, value) for p in pattern["any"])
        if set(pattern) == {"last"}:
            return isinstance(value, list) and bool(value) and matches(pattern["last"], value[-1])
        return isinstance(value, Mapping) and all(k in value and matches(p, value[k]) for k, p in pattern.items())
    if isinstance(pattern, (list, tuple)):
        return (isinstance(value, (list, tuple)) and len(pattern) == len(value)
                and all(matches(p, v) for p, v in zip(pattern, value, strict=True)))
    return bool(pattern == value and type(pattern) is type(value))


def expected(step: Step, action: Mapping[str, Any]) -> bool:
    return any(matches(p, action) for p in step.expect)


# ---- reading and checking a guide file -------------------------------------------------------

def _text(doc: Mapping[str, Any], key: str, where: str, problems: list[str], required: bool = True) -> str:
    v = doc.get(key, "" if not required else None)
    if not isinstance(v, str) or (required and not v.strip()):
        problems.append(f"{where}: {key}: {'is required' if v is None else 'must be a text'}")
        return ""
    return " ".join(v.split())


def _mappings(v: Any, key: str, where: str, problems: list[str]) -> tuple[Mapping[str, Any], ...]:
    if v is None:
        return ()
    if not isinstance(v, list) or not all(isinstance(x, dict) and x for x in v):
        problems.append(f"{where}: {key}: must be a list of mappings")
        return ()
    return tuple(v)


def _step(i: int, doc: Any, problems: list[str]) -> Step | None:
    sid = doc.get("id") if isinstance(doc, dict) else None
    where = f"steps[{i}]" + (f" ({sid})" if isinstance(sid, str) else "")
    if not isinstance(doc, dict):
        problems.append(f"{where}: must be a mapping with id, title, text")
        return None
    for k in sorted(set(doc) - STEP_KEYS):
        problems.append(f"{where}: {k}: unknown key (expected some of {', '.join(sorted(STEP_KEYS))})")
    if not isinstance(sid, str) or not sid:
        problems.append(f"{where}: id: is required (a name)")
        sid = f"step{i}"
    step = Step(id=sid, title=_text(doc, "title", where, problems), text=_text(doc, "text", where, problems),
                help=_text(doc, "help", where, problems, required=False),
                light=_mappings(doc.get("light"), "light", where, problems),
                expect=_mappings(doc.get("expect"), "expect", where, problems),
                do=_mappings(doc.get("do"), "do", where, problems))
    words = len(f"{step.title} {step.text}".split())
    if words > MAX_WORDS:
        problems.append(f"{where}: text: {words} words with the title; a step says one thing (at most {MAX_WORDS})")
    if step.expect and not step.help:
        problems.append(f"{where}: help: a step that asks for an action says what to do instead of anything else")
    return step


def parse_guide(doc: Any, label: str) -> Guide:
    """A guide from its YAML document, checked (DataError with every problem) and played once."""
    problems: list[str] = []
    if not isinstance(doc, dict):
        raise DataError([f"{label}: a guide is a mapping with game, scenario and steps"])
    for k in sorted(set(doc) - FILE_KEYS):
        problems.append(f"{label}: {k}: unknown key (expected some of {', '.join(sorted(FILE_KEYS))})")
    game = doc.get("game")
    if not isinstance(game, str):
        problems.append(f"{label}: game: is required (the game's id)")
    scenario = doc.get("scenario")
    if not isinstance(scenario, dict):
        problems.append(f"{label}: scenario: is required (a scenario: docs/scenario-format.md)")
    always = doc.get("always", [])
    if not isinstance(always, list) or not all(isinstance(a, str) for a in always):
        problems.append(f"{label}: always: must be a list of action types")
        always = []
    handover = doc.get("handover", {})
    if not isinstance(handover, dict):
        problems.append(f"{label}: handover: must be a mapping")
        handover = {}
    raw = doc.get("steps")
    if not isinstance(raw, list) or not raw or len(raw) > MAX_STEPS:
        problems.append(f"{label}: steps: must be a list of 1 to {MAX_STEPS} steps")
        raw = []
    steps = [s for s in (_step(i, d, problems) for i, d in enumerate(raw)) if s is not None]
    ids = [s.id for s in steps]
    for sid in sorted({x for x in ids if ids.count(x) > 1}):
        problems.append(f"{label}: steps: id {sid} is used twice")
    title = _text(doc, "title", label, problems)
    problems = [p if p.startswith(label) else f"{label}: {p}" for p in problems]
    if problems:
        raise DataError(problems)
    guide = Guide(game=str(game), title=title, scenario=dict(scenario or {}), steps=tuple(steps),
                  always=frozenset(always), handover=dict(handover), path=label)
    check_play(guide)
    return guide


def load_guide(path: Path | str, label: str | None = None) -> Guide:
    """Read a guide file through the guarded reader (safeio) and check it."""
    from ..safeio import ReadError, read_yaml
    name = label or str(path)
    try:
        doc = read_yaml(path, label=name)
    except ReadError as exc:
        raise DataError([str(exc)]) from None
    return parse_guide(doc, name)


# ---- playing it through the game's door -------------------------------------------------------

def _game(guide: Guide) -> Any:
    from . import registry
    return registry.get(guide.game)


def start(guide: Guide) -> Any:
    """The scenario's position (its own actions, if any, played)."""
    game = _game(guide)
    state, actions, _auto = game.scenario(dict(guide.scenario))
    for a in actions:
        state, _ = game.apply(state, a)
    return state


def step_actions(guide: Guide, step: Step) -> list[Any]:
    game = _game(guide)
    return [game.action_from_dict(d) for d in step.do]


def position(guide: Guide, upto: int) -> Any:
    """The position at the start of step ``upto``: the scenario, then every earlier step's ``do``."""
    game = _game(guide)
    state = start(guide)
    for step in guide.steps[:upto]:
        for a in step_actions(guide, step):
            state, _ = game.apply(state, a)
    return state


def check_play(guide: Guide) -> None:
    """Play every step's ``do`` from the scenario: each legal, and each the action its step
    asks for (so Skip does what the player would have done)."""
    from .errors import IllegalAction
    label = guide.path
    try:
        game = _game(guide)
        state = start(guide)
    except (ValueError, KeyError, IllegalAction) as exc:
        raise DataError([f"{label}: scenario: {exc}"]) from None
    problems: list[str] = []
    for i, step in enumerate(guide.steps):
        where = f"{label}: steps[{i}] ({step.id}): do"
        for n, d in enumerate(step.do, start=1):
            try:
                a = game.action_from_dict(d)
                state, _ = game.apply(state, a)
            except (ValueError, KeyError, TypeError) as exc:
                problems.append(f"{where}: action {n}: {exc}")
                break
            except IllegalAction as exc:
                problems.append(f"{where}: action {n} ({d.get('type')}): {exc}")
                break
        if step.expect and not (step.do and expected(step, game.action_from_dict(step.do[0]).to_dict())):
            problems.append(f"{where}: its first action must be one the step's expect accepts")
        if problems:
            raise DataError(problems)


class Watcher:
    """Where a guided game stands: the step on show, and whether an action may be done."""

    def __init__(self, guide: Guide, index: int = 0) -> None:
        self.guide = guide
        self.index = max(0, min(index, len(guide.steps) - 1))
        self.done = False          # the step's action was done (the screen moves on once it is quiet)

    @property
    def step(self) -> Step:
        return self.guide.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index == len(self.guide.steps) - 1

    def allows(self, action: Mapping[str, Any]) -> bool:
        """The asked-for action (once), or a chance step the guide never holds back."""
        if action.get("type") in self.guide.always:
            return True
        return not self.done and expected(self.step, action)

    def applied(self, action: Mapping[str, Any]) -> None:
        if not self.done and expected(self.step, action):
            self.done = True


def counts(guide: Guide) -> dict[str, Any]:
    """What docs/tutorial.md reports: the number of steps, how many ask for an action, the
    longest step in words (title and text)."""
    words = guide.words()
    longest = max(words, key=lambda w: w[1])
    return {"steps": len(guide.steps), "asking": sum(1 for s in guide.steps if not s.watched),
            "longest_words": longest[1], "longest_step": longest[0],
            "total_words": sum(w for _, w in words)}


def texts(guide: Guide) -> Sequence[str]:
    """Every text a player reads, in order (what the catalogs must hold)."""
    out = [guide.title]
    for s in guide.steps:
        out += [s.title, s.text] + ([s.help] if s.help else [])
    return out
