"""Game records: every game as its setup, its seed and its list of actions (docs/records.md).

The engine is pure and seeded, so a record is enough to rebuild any moment of a game: resume
after a crash, replay, rewind and share all read the same small JSON file. This package sits
beside the core (it imports ``core`` and ``data``, never ``ui``).
"""

from __future__ import annotations

from .format import FORMAT, VERSION, Branch, Record, RecordError, data_version, new_record, parse_record
from .replay import Replayed, replay
from .store import Entry, Store, default_store

__all__ = ["FORMAT", "VERSION", "Branch", "Record", "RecordError", "data_version", "new_record", "parse_record",
           "Replayed", "replay", "Entry", "Store", "default_store"]
