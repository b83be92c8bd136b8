"""Puzzles, for every game: a scenario file with a goal, a par and a hint (docs/puzzles.md).

A puzzle file is a scenario file (docs/scenario-format.md) with one more key, ``puzzle``:

    puzzle:
      title: First light
      difficulty: 1                 # 1 (easiest) to 5
      goal: {launch: true}          # every condition must hold at once
      keep: {unhurt: [medic]}       # conditions that must hold after every step
      par: {actions: 2}             # or {turns: 1}
      hint: Lay the last wire from the pad.
      solution: [{type: wire, kind: short, a: "rod(0,3)", b: "pad:A"}]   # what the tests play

The conditions are the game's (``Game.puzzle_conditions()``: Sky's in sky/core/goals.py,
Island's in island/core/goals.py); each reads the state, never the screen. This module is
game-free: it reads the file through the guarded reader, checks the ``puzzle`` key and asks
the game to check each condition's value, builds the start position (the scenario's
``actions`` are played to reach it) and judges a played line: solved, failed or still playing,
with the actions and turns it took. A plain scenario (no ``puzzle`` key) is a puzzle whose goal
is to win, with no par.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..safeio import ReadError, read_yaml, short_repr
from . import registry
from .errors import IllegalAction
from .game import Game

PUZZLE_KEYS = ("title", "difficulty", "goal", "keep", "par", "hint", "solution", "show_chance")
PAR_UNITS = ("actions", "turns")
MAX_DIFFICULTY = 5
MAX_PAR = 200
TEXT_MAX = 400
# chance steps played after one action at the most (a storm phase is a handful): a broken game
# cannot turn into a hang
MAX_CHANCE = 1000


class PuzzleError(ValueError):
    """The file is not a valid puzzle: ``FILE: puzzle: KEY: what is wrong``."""


@dataclass(frozen=True)
class Condition:
    """One kind of goal or keep condition, as a game defines it.

    ``problem(value, start)``: why ``value`` is not a valid argument in this position (None
    when it is). ``holds(value, start, state)``: whether the condition holds in ``state``
    (``start`` is the puzzle's first position: "unhurt" compares with it).
    """

    problem: Callable[[Any, Any], str | None]
    holds: Callable[[Any, Any, Any], bool]


@dataclass(frozen=True)
class Par:
    unit: str      # actions | turns
    n: int


@dataclass(frozen=True)
class Puzzle:
    path: str
    game_id: str
    title: str
    difficulty: int
    goal: tuple[tuple[str, Any], ...]
    keep: tuple[tuple[str, Any], ...]
    par: Par | None
    hint: str | None
    solution: tuple[Any, ...]                # the game's actions, built
    start: Any = field(compare=False, repr=False)   # the first position (a frozen state)
    plain: bool = False                      # a scenario without ``puzzle``: goal = win
    # the screen shows the chance steps coming this turn (Sky: the storm cards to be drawn):
    # a puzzle is solved by reasoning, not by luck; off where finding them out is the puzzle
    show_chance: bool = True

    @property
    def game(self) -> Game:
        return registry.get(self.game_id)

    @property
    def key(self) -> str:
        """Where the puzzle book remembers it: ``game/file-stem``."""
        return f"{self.game_id}/{Path(self.path).stem}"


class Status(str, enum.Enum):
    PLAYING = "playing"
    SOLVED = "solved"
    FAILED = "failed"


@dataclass(frozen=True)
class Progress:
    status: Status
    actions: int                 # the players' actions so far (chance steps are not counted)
    turns: int                   # turns in which a player acted
    why: str | None = None       # FAILED: "lost:CAUSE", "over_par", "game_over", "broke:KIND"

    def score(self, unit: str) -> int:
        return self.turns if unit == "turns" else self.actions


# ---- reading ---------------------------------------------------------------------------------


def load(path: str | Path, label: str | None = None) -> Puzzle:
    """The puzzle in a file; PuzzleError naming the file, the key and why for anything else."""
    name = label or str(path)
    try:
        doc = read_yaml(path, label=name)
    except ReadError as exc:
        raise PuzzleError(str(exc)) from None
    return from_doc(doc, name)


def from_doc(doc: Any, name: str) -> Puzzle:
    if not isinstance(doc, dict):
        raise PuzzleError(f"{name}: a puzzle is a mapping of scenario fields and a puzzle key")
    try:
        game = registry.get(doc.get("game", registry.DEFAULT))
    except ValueError as exc:
        raise PuzzleError(f"{name}: game: {exc}") from None
    raw = doc.get("puzzle")
    scenario = {k: v for k, v in doc.items() if k != "puzzle"}
    try:
        state, actions, auto = game.scenario(scenario)
    except ValueError as exc:
        raise PuzzleError(f"{name}: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a shape the builder's checks missed is still bad input
        raise PuzzleError(f"{name}: not a valid scenario ({type(exc).__name__}: {short_repr(str(exc), 200)})") from None
    start = _reach_start(game, state, actions, auto, name)
    conditions = game.puzzle_conditions()
    if raw is None:
        given = doc.get("title")
        title = given if isinstance(given, str) and given.strip() else Path(name).stem.replace("_", " ")
        return Puzzle(name, game.id, _clip(title, TEXT_MAX), 1, (("win", True),), (), None, None, (), start, plain=True)
    where = f"{name}: puzzle"
    if not isinstance(raw, dict):
        raise PuzzleError(f"{where}: must be a mapping of {', '.join(PUZZLE_KEYS)}")
    unknown = sorted(str(k) for k in raw if k not in PUZZLE_KEYS)
    if unknown:
        raise PuzzleError(f"{where}: {short_repr(unknown[0], 40)}: unknown key (expected some of {', '.join(PUZZLE_KEYS)})")
    title = _text(raw, "title", where, required=True) or ""
    hint = _text(raw, "hint", where, required=False)
    diff = raw.get("difficulty", 1)
    if isinstance(diff, bool) or not isinstance(diff, int) or not 1 <= diff <= MAX_DIFFICULTY:
        raise PuzzleError(f"{where}: difficulty: must be a whole number from 1 to {MAX_DIFFICULTY}, not {short_repr(diff)}")
    goal = _conditions(raw.get("goal"), f"{where}: goal", conditions, start, required=True)
    keep = _conditions(raw.get("keep", {}), f"{where}: keep", conditions, start, required=False)
    par = _par(raw.get("par"), f"{where}: par")
    solution = _solution(game, raw.get("solution", []), f"{where}: solution")
    show = raw.get("show_chance", True)
    if not isinstance(show, bool):
        raise PuzzleError(f"{where}: show_chance: must be true or false, not {short_repr(show)}")
    return Puzzle(name, game.id, title, diff, goal, keep, par, hint, solution, start, show_chance=show)


def _clip(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _text(raw: dict, key: str, where: str, required: bool) -> str | None:
    v = raw.get(key)
    if v is None and not required:
        return None
    if not isinstance(v, str) or not v.strip() or len(v) > TEXT_MAX:
        raise PuzzleError(f"{where}: {key}: must be text of 1 to {TEXT_MAX} characters, not {short_repr(v)}")
    return " ".join(v.split())


def _conditions(raw: Any, where: str, table: Mapping[str, Condition], start: Any,
                required: bool) -> tuple[tuple[str, Any], ...]:
    if not isinstance(raw, dict) or (required and not raw):
        raise PuzzleError(f"{where}: must map condition names to their values ({', '.join(sorted(table))})")
    out = []
    for kind, value in raw.items():
        if not isinstance(kind, str) or kind not in table:
            raise PuzzleError(f"{where}: {short_repr(kind, 40)}: unknown condition (expected one of {', '.join(sorted(table))})")
        why = table[kind].problem(value, start)
        if why:
            raise PuzzleError(f"{where}: {kind}: {why}")
        out.append((kind, value))
    return tuple(out)


def _par(raw: Any, where: str) -> Par:
    if not isinstance(raw, dict) or len(raw) != 1:
        raise PuzzleError(f"{where}: must be {{actions: N}} or {{turns: N}}")
    (unit, n), = raw.items()
    if unit not in PAR_UNITS:
        raise PuzzleError(f"{where}: {short_repr(unit, 40)}: unknown unit (expected actions or turns)")
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_PAR:
        raise PuzzleError(f"{where}: {unit}: must be a whole number from 1 to {MAX_PAR}, not {short_repr(n)}")
    return Par(unit, n)


def _solution(game: Game, raw: Any, where: str) -> tuple[Any, ...]:
    if not isinstance(raw, list) or len(raw) > MAX_PAR * 10:
        raise PuzzleError(f"{where}: must be a list of actions")
    out = []
    for i, a in enumerate(raw):
        try:
            out.append(game.action_from_dict(a))
        except (ValueError, TypeError) as exc:
            raise PuzzleError(f"{where}[{i}]: {exc}") from None
    return tuple(out)


def _reach_start(game: Game, state: Any, actions: Sequence[Any], auto: bool, name: str) -> Any:
    """The scenario's actions, played: the puzzle starts where they end."""
    state = settle(game, state) if auto else state
    for i, action in enumerate(actions, start=1):
        try:
            state, _ = game.apply(state, action)
        except IllegalAction as exc:
            raise PuzzleError(f"{name}: actions[{i - 1}]: illegal ({exc.code})") from None
        state = settle(game, state) if auto else state
    if game.outcome(state) is not None:
        raise PuzzleError(f"{name}: the position is already over ({game.outcome(state).code()})")  # type: ignore[union-attr]
    return state


def settle(game: Game, state: Any) -> Any:
    """Every chance step nobody chooses (a storm card, a flood card), played."""
    for _ in range(MAX_CHANCE):
        step = game.chance_action(state)
        if step is None:
            break
        state, _ = game.apply(state, step)
    return state


# ---- judging ---------------------------------------------------------------------------------


def judge(puzzle: Puzzle, steps: Sequence[tuple[Any, Any, Any]]) -> Progress:
    """Where a line of play stands: ``steps`` are (state before, action, state after) from
    the puzzle's start, chance steps included (they are not counted)."""
    game = puzzle.game
    table = game.puzzle_conditions()
    start = puzzle.start
    actions = 0
    turns: set[int] = set()
    state = start
    for before, action, after in steps:
        if action != game.chance_action(before):
            actions += 1
            turns.add(game.turn(before))
        state = after
        verdict = _verdict(puzzle, table, game, start, state, actions, len(turns))
        if verdict.status is not Status.PLAYING:
            return verdict
    return _verdict(puzzle, table, game, start, state, actions, len(turns), at_rest=True)


def _verdict(puzzle: Puzzle, table: Mapping[str, Condition], game: Game, start: Any, state: Any,
             actions: int, turns: int, at_rest: bool = False) -> Progress:
    outcome = game.outcome(state)
    for kind, value in puzzle.keep:
        if not table[kind].holds(value, start, state):
            return Progress(Status.FAILED, actions, turns, f"broke:{kind}")
    if outcome is not None and not outcome.won:
        return Progress(Status.FAILED, actions, turns, outcome.code())
    if all(table[kind].holds(value, start, state) for kind, value in puzzle.goal):
        return Progress(Status.SOLVED, actions, turns)
    if outcome is not None:
        return Progress(Status.FAILED, actions, turns, "game_over")
    par = puzzle.par
    # over par: the players would have to act again (no chance step is waiting) and may not
    if par is not None and game.chance_action(state) is None:
        if (par.unit == "actions" and actions >= par.n) or \
                (par.unit == "turns" and game.turn(state) - game.turn(start) >= par.n):
            return Progress(Status.FAILED, actions, turns, "over_par")
    return Progress(Status.PLAYING, actions, turns)


def play_line(puzzle: Puzzle, actions: Sequence[Any]) -> tuple[Progress, list[tuple[Any, Any, Any]]]:
    """Play actions from the start (the chance steps between them played as they come);
    IllegalAction propagates. Stops as soon as the puzzle is solved or failed."""
    game = puzzle.game
    steps: list[tuple[Any, Any, Any]] = []
    state = puzzle.start
    progress = judge(puzzle, steps)
    for action in actions:
        if progress.status is not Status.PLAYING:
            break
        state = _step(game, state, action, steps)
        progress = judge(puzzle, steps)
    return progress, steps


def _step(game: Game, state: Any, action: Any, steps: list[tuple[Any, Any, Any]]) -> Any:
    after, _ = game.apply(state, action)
    steps.append((state, action, after))
    for _ in range(MAX_CHANCE):
        chance = game.chance_action(after)
        if chance is None:
            break
        nxt, _ = game.apply(after, chance)
        steps.append((after, chance, nxt))
        after = nxt
    return after


def folder_puzzles(folder: Path) -> list[Path]:
    """The puzzle files of a book's folder, in their order (the file names start with a number)."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.yaml") if p.is_file())
