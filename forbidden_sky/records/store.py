"""Where records live: ``user_data_dir()/games/<id>.json``, one file a game, never beside the app.

Writing is atomic and durable (write a temporary file in the same folder, flush, fsync, then
``os.replace``): a crash or a kill at any moment leaves either the previous record or the new
one whole, never half of each. Reading goes through the guarded reader with a size and depth
bound; a bad file is reported in words and left where it is (nothing is deleted but on the
player's word).
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional

from ..safeio import ReadError, read_json
from .format import Record, RecordError, parse_record

FOLDER = "games"
# 5,000 actions of ~80 bytes: well under 1 MiB; anything bigger is not a real record.
MAX_BYTES = 1 << 20
TMP_PREFIX = ".writing-"
STALE_S = 600.0


@dataclass
class Entry:
    """One file of the Games list: its record, or why it was refused."""
    path: Path
    record: Optional[Record] = None
    problem: Optional[str] = None
    mtime: float = 0.0


class Store:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def path(self, rid: str) -> Path:
        return self.folder / f"{rid}.json"

    def save(self, record: Record) -> Path:
        self.folder.mkdir(parents=True, exist_ok=True)
        final = self.path(record.id)
        text = record.dumps().encode("utf-8")
        fd, tmp = tempfile.mkstemp(prefix=TMP_PREFIX, suffix=".json", dir=self.folder)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, final)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        return final

    def load(self, path: Path) -> Record:
        try:
            doc = read_json(path, label=path.name, max_bytes=MAX_BYTES)
        except ReadError as exc:
            raise RecordError(str(exc)) from None
        except OSError as exc:
            raise RecordError(f"{path.name}: cannot be read ({exc.strerror or exc})") from None
        rec = parse_record(doc)
        # the file's name is the game's id: a renamed or copied record is saved back to its
        # own file as it goes on, never forked into another one
        stem = path.stem
        if stem != rec.id and len(stem) <= 60 and all(c.isalnum() or c in "-_. " for c in stem):
            rec = replace(rec, id=stem)
        return rec

    def entries(self) -> list[Entry]:
        """Every record file, newest first; a bad one carries its problem instead."""
        if not self.folder.is_dir():
            return []
        out = []
        for p in self.folder.glob("*.json"):
            if p.name.startswith(TMP_PREFIX):
                _sweep(p)   # a write a kill interrupted: the record beside it is whole
                continue
            try:
                mtime = p.stat().st_mtime
            except OSError:
                continue
            try:
                out.append(Entry(p, self.load(p), mtime=mtime))
            except RecordError as exc:
                out.append(Entry(p, problem=str(exc), mtime=mtime))
        out.sort(key=lambda e: (e.record.updated if e.record else "", e.mtime), reverse=True)
        return out

    def unfinished(self) -> Optional[Record]:
        """The latest game not yet over (the one Continue resumes)."""
        for e in self.entries():
            if e.record is not None and not e.record.finished:
                return e.record
        return None

    def delete(self, path: Path) -> None:
        """Only on the player's word (the Games list asks first)."""
        if path.parent.resolve() == self.folder.resolve() and path.suffix == ".json":
            path.unlink(missing_ok=True)


def _sweep(tmp: Path) -> None:
    """Remove a temporary file a killed write left behind, once it is surely not being
    written any more (another copy of the game may be saving right now)."""
    import time
    try:
        if time.time() - tmp.stat().st_mtime > STALE_S:
            tmp.unlink()
    except OSError:
        pass


def default_store() -> Optional[Store]:
    """The player's records folder, or None when there is no user folder to speak of."""
    try:
        from ..resources import user_data_dir
        return Store(user_data_dir() / FOLDER)
    except (RuntimeError, OSError, KeyError):
        return None
