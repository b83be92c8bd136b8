"""assets/island/wording.yaml -> how a name reads inside a sentence, validated like the data.

A treasure's name on its own is a title ("The Earth Stone"); inside a sentence it takes a
small article ("Capture the Earth Stone", "Captura el Cáliz del Océano"). Kept apart from
``island_data`` as the rulebook is: the rules core never reads these words, and they are not
part of the data's fingerprint. Every problem reads ``wording.yaml: ENTRY: KEY: what is wrong``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ...engine.data_errors import DataError
from ...engine.data_reader import Problems, entries, field, read_file, unknown_keys

FILE = "wording.yaml"
# A tile's or an adventurer's name inside a sentence: English says it as it is ("Fools' Landing
# is out of Explorer's reach"); a language with articles says it with one, from its catalog's
# entry of the name under this context ("la Pista de los Necios", "el Explorador": the article
# and the contractions, "del Explorador", are the catalog's). tools/i18n.py adds an entry for
# each name of these files.
IN_SENTENCE = "island: a name inside a sentence"
IN_SENTENCE_FILES = ("tiles.yaml", "adventurers.yaml")
ENTRY_KEYS = {"id", "text"}
MAX_ENTRIES = 100


def load_wording(folder: Path | str | None = None) -> dict[str, str]:
    """id -> its English in-sentence name; DataError lists every problem."""
    if folder is None:
        from ...resources import asset
        folder = asset("island")
    p = Problems()
    raw = read_file(Path(folder), FILE, ("in_text",), p)
    listed = entries(raw, FILE, "in_text", p)
    if len(listed) > MAX_ENTRIES:
        p.add(FILE, "", "in_text", f"must list at most {MAX_ENTRIES} names, not {len(listed)}")
        listed = []
    out: dict[str, str] = {}
    for e in listed:
        unknown_keys(e, ENTRY_KEYS, FILE, p)
        text = field(e, "text", str, FILE, p)
        if text is not None:     # the reader refuses a blank one
            if e["id"] in out:
                p.add(FILE, e["id"], "id", "is listed twice")
            else:
                out[e["id"]] = text.strip()
    if p.lines:
        raise DataError(p.lines)
    return out


@lru_cache(maxsize=1)
def _shipped() -> dict[str, str]:
    try:
        return load_wording()
    except DataError:
        # a broken words file costs only the small article: the title name is said instead
        # (tests/island/test_island_wording.py keeps the shipped file valid)
        return {}


def in_text(key: str) -> str | None:
    """The English in-sentence name of ``key`` (a treasure's or its card's id), if it has one."""
    return _shipped().get(key)
