"""Statistics computed from the records themselves (no counter kept beside them to drift).

A rewound game is a "what if": it is listed, but its outcome does not count as a win or a loss
of the table (so nobody is fooled about a win).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from .format import Record


@dataclass
class Stats:
    # (level, number of adventurers) -> [played, won]
    by_setup: dict[tuple[str, int], list[int]] = field(default_factory=dict)
    played: int = 0
    won: int = 0
    longest: int = 0          # the most turns a finished game lasted
    rewound: int = 0
    unfinished: int = 0


def compute(records: Iterable[Record]) -> Stats:
    st = Stats()
    for r in records:
        if r.branch is not None:
            st.rewound += 1
            continue
        if not r.finished:
            st.unfinished += 1
            continue
        row = st.by_setup.setdefault((r.level, len(r.players)), [0, 0])
        row[0] += 1
        st.played += 1
        if r.outcome == "won":
            row[1] += 1
            st.won += 1
        st.longest = max(st.longest, r.turns)
    return st
