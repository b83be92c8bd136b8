"""The puzzle book's memory: which puzzles are solved and the best score of each, in the user's
folder (``puzzles.json``), for every game (keys ``game/file-stem``: engine/puzzle.py).

Read through the guarded reader; a missing, corrupt or hostile file is an empty book, an entry
of the wrong shape is dropped on its own. Written atomically (a temporary file, then
``os.replace``), like the settings: a failure to write is silent, a puzzle book is a
convenience and never stops the game. Game-free (docs/architecture.md).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..safeio import ReadError, read_json, write_text_atomic

FILE_NAME = "puzzles.json"
VERSION = 1
MAX_BYTES = 256 * 1024
MAX_ENTRIES = 2000
MAX_SCORE = 10_000


@dataclass(frozen=True)
class Entry:
    solved: bool
    best: int | None          # the fewest actions (or turns: ``unit``) a solution took
    unit: str = "actions"


def default_path() -> Path | None:
    try:
        from ..resources import user_data_dir
        return user_data_dir() / FILE_NAME
    except (RuntimeError, OSError, KeyError):   # no home folder
        return None


class PuzzleBook:
    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.entries: dict[str, Entry] = _load(path)

    def get(self, key: str) -> Entry | None:
        return self.entries.get(key)

    def record(self, key: str, solved: bool, score: int, unit: str) -> Entry:
        """A finished attempt: a solution keeps the better score; a failure changes nothing
        (a solved puzzle stays solved). Returns the entry as it now is."""
        old = self.entries.get(key)
        if not solved:
            return old or Entry(False, None, unit)
        best = score if old is None or old.best is None or old.unit != unit else min(old.best, score)
        entry = Entry(True, best, unit)
        self.entries[key] = entry
        self.save()
        return entry

    def save(self) -> bool:
        if self.path is None:
            return False
        doc = {"version": VERSION, "puzzles": {k: {"solved": e.solved, "best": e.best, "unit": e.unit}
                                                for k, e in self.entries.items()}}
        return write_text_atomic(self.path, json.dumps(doc, indent=1), ".puzzles.")


def _load(path: Path | None) -> dict[str, Entry]:
    if path is None:
        return {}
    try:
        doc = read_json(path, label=FILE_NAME, max_bytes=MAX_BYTES)
    except ReadError:
        return {}
    raw = doc.get("puzzles") if isinstance(doc, dict) else None
    if not isinstance(raw, dict):
        return {}
    out: dict[str, Entry] = {}
    for key, e in list(raw.items())[:MAX_ENTRIES]:
        entry = _entry(e)
        if isinstance(key, str) and len(key) <= 200 and entry is not None:
            out[key] = entry
    return out


def _entry(e: Any) -> Entry | None:
    if not isinstance(e, dict) or not isinstance(e.get("solved"), bool):
        return None
    best = e.get("best")
    if best is not None and (isinstance(best, bool) or not isinstance(best, int) or not 0 <= best <= MAX_SCORE):
        return None
    unit = e.get("unit", "actions")
    if unit not in ("actions", "turns"):
        return None
    return Entry(e["solved"], best, unit)
