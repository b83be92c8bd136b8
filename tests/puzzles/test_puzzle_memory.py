"""The puzzle book's memory in the user's folder: solutions keep the best score, failures
change nothing, a damaged file is an empty book, a write that fails is silent."""

from __future__ import annotations

import json

from forbidden_sky.records.puzzle_book import PuzzleBook


def test_a_solution_is_kept_with_the_best_score(tmp_path) -> None:
    path = tmp_path / "puzzles.json"
    book = PuzzleBook(path)
    assert book.get("sky/01_last_wire") is None
    book.record("sky/01_last_wire", True, 4, "actions")
    book.record("sky/01_last_wire", True, 6, "actions")     # a worse solution keeps the best
    book.record("sky/01_last_wire", False, 2, "actions")    # a failure changes nothing
    again = PuzzleBook(path)
    entry = again.get("sky/01_last_wire")
    assert entry is not None and entry.solved and entry.best == 4 and entry.unit == "actions"
    again.record("sky/01_last_wire", True, 3, "actions")
    assert PuzzleBook(path).get("sky/01_last_wire").best == 3


def test_a_damaged_file_is_an_empty_book_and_a_bad_entry_is_dropped(tmp_path) -> None:
    path = tmp_path / "puzzles.json"
    path.write_text("{not json", encoding="utf-8")
    assert PuzzleBook(path).entries == {}
    path.write_text(json.dumps({"version": 1, "puzzles": {
        "sky/a": {"solved": True, "best": 3, "unit": "turns"},
        "sky/b": {"solved": "yes"}, "sky/c": {"solved": True, "best": -1}, "sky/d": [1]}}), encoding="utf-8")
    book = PuzzleBook(path)
    assert set(book.entries) == {"sky/a"} and book.get("sky/a").unit == "turns"


def test_a_folder_that_cannot_be_written_is_silent(tmp_path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    book = PuzzleBook(blocker / "puzzles.json")      # its folder is a file
    entry = book.record("sky/a", True, 2, "actions")
    assert entry.solved and not book.save()
