"""A puzzle's par, score and result in words, for every game (docs/puzzles.md). The goal's
conditions and the ways a game is lost are the game's own: each game's screens give a
``PuzzleSay`` (Sky's sky/ui/puzzle_words.py, Island's island/ui/puzzle_words.py) and this
module puts the sentences together. Game-free."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Optional, Protocol

from ..engine.puzzle import Progress, Puzzle, Status
from ..i18n import N_, ntr, tr


class PuzzleSay(Protocol):
    """A game's words for its puzzles (a module satisfies it)."""

    @property
    def WHY(self) -> Mapping[str, str]: ...     # a failure's code ("lost:CAUSE", "broke:KIND") -> its sentence (N_)

    def condition_text(self, puzzle: Puzzle, kind: str, value: Any, keep: bool) -> str: ...

    def chance_text(self, puzzle: Puzzle, state: Any) -> str: ...


WHY = {"over_par": N_("Over par: the goal was not reached in time."),
       "game_over": N_("The game ended before the goal was reached.")}


def goal_text(puzzle: Puzzle, say: PuzzleSay) -> str:
    """One sentence: the goal's conditions, then what must be kept."""
    text = " · ".join(say.condition_text(puzzle, k, v, False) for k, v in puzzle.goal)
    keeps = [say.condition_text(puzzle, k, v, True) for k, v in puzzle.keep]
    return text + (" " + ", ".join(keeps) if keeps else "") + "."


def par_text(puzzle: Puzzle) -> str:
    par = puzzle.par
    if par is None:
        return tr("No par")
    if par.unit == "turns":
        return ntr("Par: {n} turn", "Par: {n} turns", par.n, n=par.n)
    return ntr("Par: {n} action", "Par: {n} actions", par.n, n=par.n)


def used_text(puzzle: Puzzle, progress: Progress) -> str:
    unit = puzzle.par.unit if puzzle.par is not None else "actions"
    n = progress.score(unit)
    if unit == "turns":
        return ntr("{n} turn used", "{n} turns used", n, n=n)
    return ntr("{n} action used", "{n} actions used", n, n=n)


def score_text(unit: str, n: int) -> str:
    if unit == "turns":
        return ntr("{n} turn", "{n} turns", n, n=n)
    return ntr("{n} action", "{n} actions", n, n=n)


# a best score against the par: a sign and a word, never the colour alone
PAR_MARKS = {"under": ("▼", N_("under par")), "at": ("=", N_("at par")), "over": ("▲", N_("over par"))}


def par_standing(puzzle: Puzzle, best: Optional[int], unit: str) -> Optional[str]:
    """``under``, ``at`` or ``over`` par for a best score (None: no par, no score, or a score
    kept in another unit than the par's, from an older version of the file)."""
    par = puzzle.par
    if par is None or best is None or unit != par.unit:
        return None
    return "under" if best < par.n else "at" if best == par.n else "over"


def par_mark(standing: str) -> tuple[str, str]:
    """The sign and the words of a standing (``PAR_MARKS``), in the player's language."""
    sign, words = PAR_MARKS[standing]
    return sign, tr(words)


def result_text(progress: Progress, say: PuzzleSay) -> str:
    if progress.status is Status.SOLVED:
        return tr("Solved!")
    why = progress.why or ""
    return tr(say.WHY.get(why) or WHY.get(why) or N_("Not solved."))


# a foresight key pressed in a puzzle (both games hide foresight there: docs/puzzles.md)
NO_FORESIGHT = N_("A puzzle tests your own reading: no foresight here. J: the puzzle's hint.")
