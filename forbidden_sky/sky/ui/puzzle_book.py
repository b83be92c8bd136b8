"""The Sky screens' side of the puzzle book (docs/puzzles.md): the shipped puzzles in order,
the App's memory of them, and a file opened from the command line. Shared by the Puzzles
list, the puzzle's game screen and its result (scenes never import one another)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from ...engine.puzzle import Puzzle, PuzzleError, folder_puzzles, load
from ...records.puzzle_book import PuzzleBook
from ...resources import asset
from ...shell.scene import Goto, Host

GAME = "sky"


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


def read_book(game: str = GAME) -> list[Row]:
    rows = []
    for path in folder_puzzles(asset("puzzles", game)):
        try:
            rows.append(Row(path, load(path, label=f"puzzles/{game}/{path.name}")))
        except PuzzleError as exc:
            rows.append(Row(path, None, str(exc)))
    return rows


def open_file(path: str) -> tuple[Any, str]:
    """``--puzzle FILE``: (Goto the puzzle, "") or (None, the message naming the file and why)."""
    try:
        p = load(path)
    except PuzzleError as exc:
        return None, str(exc)
    if p.game_id != GAME:
        return None, f"{path}: a puzzle of the game {p.game_id!r}; this screen opens Forbidden Sky puzzles"
    return Goto("puzzle", {"puzzle": p}), ""
