"""The puzzle book as the screens hold it (docs/puzzles.md), for every game: each game's shipped
puzzles in order (``assets/puzzles/GAME/``), the App's memory of them (records/puzzle_book.py)
and a file opened from the command line. Shared by the Puzzles list, each game's puzzle screen
and the result (scenes never import one another). Game-free: a puzzle names its game, and the
``puzzle`` transition (app/transitions.py) opens it on that game's screen."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from ..engine.puzzle import Puzzle, PuzzleError, folder_puzzles, load
from ..records.puzzle_book import PuzzleBook
from ..resources import asset
from .scene import Goto, Host


def book_of(app: Host) -> PuzzleBook:
    """The App's puzzle book (the user's file in the real game); an unsaved one otherwise."""
    book = getattr(app, "puzzle_book", None)
    if book is None:
        book = PuzzleBook(None)
        app.puzzle_book = book  # type: ignore[attr-defined]  # the Host protocol does not name it
    return book


@dataclass
class Row:
    path: Path
    puzzle: Optional[Puzzle]
    problem: str = ""


def read_book(game: str) -> list[Row]:
    """A game's shipped puzzles, in file-name order; a file that cannot be read is a row with
    its reason."""
    rows = []
    for path in folder_puzzles(asset("puzzles", game)):
        try:
            rows.append(Row(path, load(path, label=f"puzzles/{game}/{path.name}")))
        except PuzzleError as exc:
            rows.append(Row(path, None, str(exc)))
    return rows


def open_file(path: str) -> Any:
    """``--puzzle FILE``: the puzzle on its game's screen (the file names the game), or the
    Puzzles list with one line naming the file and what is wrong (never a crash)."""
    try:
        p = load(path)
    except PuzzleError as exc:
        return Goto("puzzles", {"problem": str(exc)})
    return Goto("puzzle", {"puzzle": p})
