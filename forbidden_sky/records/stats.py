"""Statistics computed from the records themselves (no counter kept beside them to drift).

Only a game that replays to the outcome and the turn it states is counted: a forged
``"outcome": "won"`` or ``"turns": 10000`` is not a win or a long survival. A rewound game is
a "what if": it is listed, but its outcome does not count as a win or a loss of the table (so
nobody is fooled about a win).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Union

from ..engine.game import Outcome
from .format import Record, RecordError
from .replay import replay
from .store import Summary


@dataclass
class Stats:
    # (level, number of adventurers) -> [played, won]
    by_setup: dict[tuple[str, int], list[int]] = field(default_factory=dict)
    played: int = 0
    won: int = 0
    longest: int = 0          # the most turns a finished game lasted
    rewound: int = 0
    unfinished: int = 0
    refused: int = 0          # finished games whose actions do not reach what they state


def _counted(r: Union[Record, Summary]) -> bool:
    if isinstance(r, Summary):
        return r.counted is True  # found by replaying it when the store summarised the file
    try:
        replay(r)
    except RecordError:
        return False
    return True


def compute(records: Iterable[Union[Record, Summary]], game: str | None = None) -> Stats:
    """The statistics of ``records`` (of ``game`` only, when given): each a Record (replayed
    here) or a Store's Summary (replayed when it was summarised)."""
    st = Stats()
    for r in records:
        if game is not None and r.game != game:
            continue
        if r.branch is not None:
            st.rewound += 1
            continue
        if not r.finished:
            st.unfinished += 1
            continue
        if not _counted(r):
            st.refused += 1
            continue
        row = st.by_setup.setdefault((r.level, len(r.players)), [0, 0])
        row[0] += 1
        st.played += 1
        if r.outcome is not None and Outcome.from_code(r.outcome).won:
            row[1] += 1
            st.won += 1
        st.longest = max(st.longest, r.turns)
    return st
