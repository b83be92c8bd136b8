"""The data loader's helpers: reading one file through the guarded reader, and reporting
problems as ``FILE: ENTRY: KEY: what is wrong``, each line short whatever the file held."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..safeio import ReadError, check_top_keys, number_problem, read_yaml, short_repr

ID_MAX = 64                    # characters of an entry id
MAX_LINES = 500                # a file broken everywhere still gives a readable report
# Characters of a text field: a card's rules text is a few hundred; a megabyte-long name would
# be rendered into a texture too large for the screen (or for SDL).
TEXT_MAX = {"text": 2000}
NAME_MAX = 200


class Problems:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, file: str, entry: str, key: str, message: str) -> None:
        # Every part is clipped: a line stays one short line, whatever the file held.
        if len(self.lines) == MAX_LINES:
            self.lines.append(f"{file}: ... and more problems (only the first {MAX_LINES} are listed)")
        if len(self.lines) > MAX_LINES:
            return
        parts = [file] + [_clip(p, ID_MAX) for p in (entry, key) if p] + [_clip(message, 300)]
        self.lines.append(": ".join(parts))

    def reporter(self, file: str, entry: str) -> Callable[[str, str], None]:
        return lambda key, message: self.add(file, entry, key, message)


def _clip(text: str, limit: int) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def read_file(folder: Path, name: str, top_keys: tuple[str, ...], problems: Problems) -> Any:
    try:
        data = read_yaml(folder / name, label=name)
    except ReadError as exc:
        problems.lines.append(str(exc))
        return None
    if not isinstance(data, dict):
        problems.add(name, "", "", "must hold a mapping at the top level")
        return None
    bad = check_top_keys(data, top_keys, name)
    problems.lines.extend(bad)
    return None if bad else data


def entries(data: Any, file: str, key: str, problems: Problems) -> list[dict[str, Any]]:
    """The list under ``key``, each entry a mapping with a string id; problems reported."""
    if data is None:
        return []
    raw = data.get(key)
    if not isinstance(raw, list):
        problems.add(file, "", key, "missing or not a list")
        return []
    out = []
    ids: Counter[str] = Counter()
    for i, entry in enumerate(raw):
        if not isinstance(entry, dict):
            problems.add(file, f"entry {i + 1}", "", "must be a mapping")
            continue
        eid = entry.get("id")
        if not isinstance(eid, str) or not eid:
            problems.add(file, f"entry {i + 1}", "id", "missing or not a string")
            continue
        if len(eid) > ID_MAX or not eid.isprintable():
            problems.add(file, f"entry {i + 1}", "id", f"must be a short name, not {short_repr(eid)}")
            continue
        ids[eid] += 1
        if ids[eid] == 2:
            problems.add(file, eid, "id", "is used more than once")
        out.append(entry)
    return out


def unknown_keys(entry: dict[str, Any], allowed: set[str], file: str, problems: Problems) -> None:
    """Each key of ``entry`` outside ``allowed`` reported (a misspelt key would otherwise be
    silently ignored, and its default used)."""
    for key in entry:
        if key not in allowed:
            problems.add(file, str(entry.get("id", "?")), key if isinstance(key, str) else short_repr(key, 30),
                         f"unknown key (expected some of {', '.join(sorted(allowed))})")


def field(entry: dict[str, Any], key: str, kind: type | tuple[type, ...], file: str,
           problems: Problems, *, default: Any = ..., minimum: float | None = None,
           maximum: float | None = None) -> Any:
    eid = str(entry.get("id", "?"))
    if key not in entry:
        if default is ...:
            problems.add(file, eid, key, "missing")
            return None
        return default
    value = entry[key]
    # bool is an int in Python; a count written as `yes` is a mistake, not a 1.
    if isinstance(value, bool) and kind is not bool:
        problems.add(file, eid, key, f"must be {_kind_name(kind)}, not {short_repr(value)}")
        return None
    if not isinstance(value, kind):
        problems.add(file, eid, key, f"must be {_kind_name(kind)}, not {short_repr(value)}")
        return None
    if isinstance(value, str) and (not value.strip() or len(value) > TEXT_MAX.get(key, NAME_MAX)):
        problems.add(file, eid, key, f"must be text of 1 to {TEXT_MAX.get(key, NAME_MAX)} characters, "
                                     f"not {short_repr(value)}")
        return None
    if isinstance(value, (int, float)) and (minimum is not None or maximum is not None):
        lo = minimum if minimum is not None else float("-inf")
        why = number_problem(value, lo, maximum if maximum is not None else float("inf"), whole=kind is int)
        if why:
            problems.add(file, eid, key, why)
            return None
    return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {int: "a whole number", str: "text", bool: "true or false", float: "a number",
             list: "a list", dict: "a mapping"}
    if isinstance(kind, tuple):
        return " or ".join(dict.fromkeys(names.get(k, k.__name__) for k in kind))
    return names.get(kind, kind.__name__)
