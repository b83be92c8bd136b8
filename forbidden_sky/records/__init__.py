"""Game records: every game as its game, its setup, its seed and its list of actions (docs/records.md).

The rules are pure and seeded, so a record is enough to rebuild any moment of a game: resume
after a crash, replay, rewind and share all read the same small JSON file. This package is
game-free: it speaks to the game a record names through the engine's ``Game`` protocol
(``engine.registry.get``), never to a game's package, and never to any UI.
"""

from __future__ import annotations

from .format import (FORMAT, VERSION, Branch, Record, RecordError, data_version, new_id, new_record, parse_record,
                     valid_id)
from .replay import Replayed, replay
from .store import Entry, Store, Summary, default_store

__all__ = ["FORMAT", "VERSION", "Branch", "Record", "RecordError", "data_version", "new_id", "new_record",
           "parse_record", "valid_id", "Replayed", "replay", "Entry", "Store", "Summary", "default_store"]
