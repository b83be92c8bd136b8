"""assets/island/rulebook.yaml -> the rules overlay's sections, validated like the game's data.

Kept apart from ``island_data``: the rules core never reads these words, and a scenario's data
folder need not carry them. Every problem reads ``rulebook.yaml: ENTRY: KEY: what is wrong``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ...engine.data_errors import DataError
from ...engine.data_reader import Problems, entries, field, read_file, unknown_keys

FILE = "rulebook.yaml"
ENTRY_KEYS = {"id", "title", "text"}
MAX_SECTIONS = 40          # a section a rule: more is a broken file, not a rulebook


@dataclass(frozen=True)
class RulebookSection:
    id: str
    title: str              # English; the overlay asks tr()
    text: str               # English, one message; a newline starts a paragraph


def load_rulebook(folder: Path | str | None = None) -> tuple[RulebookSection, ...]:
    """The sections in file order; DataError lists every problem."""
    if folder is None:
        from ...resources import asset
        folder = asset("island")
    p = Problems()
    raw = read_file(Path(folder), FILE, ("sections",), p)
    out: list[RulebookSection] = []
    listed = entries(raw, FILE, "sections", p)
    if raw is not None and not listed and not p.lines:
        p.add(FILE, "", "sections", "must list at least one section")
    if len(listed) > MAX_SECTIONS:
        p.add(FILE, "", "sections", f"must list at most {MAX_SECTIONS} sections, not {len(listed)}")
        listed = []
    seen: set[str] = set()
    for e in listed:
        unknown_keys(e, ENTRY_KEYS, FILE, p)
        title = field(e, "title", str, FILE, p)
        text = field(e, "text", str, FILE, p)
        if title is not None and text is not None and e["id"] not in seen:
            seen.add(e["id"])
            out.append(RulebookSection(e["id"], title.strip(), text.strip()))
    if p.lines:
        raise DataError(p.lines)
    return tuple(out)
