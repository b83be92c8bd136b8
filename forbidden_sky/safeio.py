"""The one guarded way to read a YAML or JSON file the game consumes.

Every file the game reads (the data files, ui.yaml, settings.json, scenario files, saved games)
comes through here, so no file can crash or hang the game, whatever it holds:

- only a regular file is opened (a FIFO would block for ever, a directory or a symlink loop
  raises), and at most ``max_bytes`` of it;
- the text must be UTF-8;
- nesting deeper than ``MAX_DEPTH`` is refused before the parser recurses (PyYAML and json
  recurse, so 10,000 ``[`` would raise RecursionError);
- YAML aliases are refused: an anchor expanded nine times nine levels deep costs nothing to
  load but makes anything that walks or formats the value run for ever;
- duplicate keys are refused (the second silently won before);
- integer literals longer than ``MAX_INT_DIGITS`` are refused (Python refuses to convert more
  than 4,300 digits, with a ValueError nobody expects from a loader);
- NaN and infinities are refused (NaN passes ``value <= 0``, so range checks miss it).

Every problem becomes a ``ReadError`` (a ValueError) whose message is one line. ``short_repr``
formats an offending value for a message without ever producing more than a few dozen
characters, whatever the value. Pure Python: the rules core and the data loader use it.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from collections.abc import Collection
from pathlib import Path
from typing import Any

import yaml
from yaml.composer import ComposerError
from yaml.constructor import ConstructorError
from yaml.events import AliasEvent

from .i18n import N_

MAX_BYTES = 1 << 20          # 1 MiB: the largest data file is about 40 KB
MAX_DEPTH = 40               # the deepest real document nests about 6 levels
MAX_INT_DIGITS = 30          # seeds and counts; far below Python's 4,300-digit limit
SHORT = 60                   # characters of an offending value shown in a message


_UNREADABLE = N_("{file}: cannot be read ({why})")
_NOT_REGULAR = N_("{file}: cannot be read (it is not a regular file)")
_NOT_YAML = N_("{file}: is not valid YAML ({why})")


class Words(str):
    """A text from a library (the JSON decoder's "Expecting value") with its message id, so a
    screen can translate it (``i18n.say`` reads ``template`` and ``params``); it is its English."""

    template: str
    params: dict[str, Any]

    def __new__(cls, text: str) -> Words:
        self = super().__new__(cls, text)
        self.template = text
        self.params = {}
        return self


# the JSON decoder's complaints (Python 3.11-3.13), for the catalogs
JSON_WORDS = (N_("Expecting value"), N_("Expecting property name enclosed in double quotes"),
              N_("Expecting ':' delimiter"), N_("Expecting ',' delimiter"), N_("Unterminated string starting at"),
              N_("Invalid control character at"), N_("Invalid \\escape"), N_("Invalid \\uXXXX escape"),
              N_("Extra data"), N_("Illegal trailing comma before end of object"),
              N_("Illegal trailing comma before end of array"))


class ReadError(ValueError):
    """A file that cannot be read or parsed; ``str(exc)`` is one line naming the file, in
    English. ``template`` and ``params`` are the same as data (the catalogs' message id and
    its parameters), so a screen can say it in the player's language (``i18n.say``)."""

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params) if params else template)


# ---- bounded formatting ------------------------------------------------------------------------


def short_repr(value: Any, limit: int = SHORT) -> str:
    """A repr of at most about ``limit`` characters, in time bounded by ``limit`` too: it never
    walks more of a container (or more digits of an integer) than it shows."""
    out: list[str] = []
    _short(value, out, [limit], 0)
    text = "".join(out)
    return text if len(text) <= limit else text[: max(0, limit - 3)] + "..."


def _short(value: Any, out: list[str], budget: list[int], depth: int) -> None:
    if budget[0] <= 0:
        out.append("...")
        return
    if isinstance(value, bool) or value is None:
        piece = repr(value)
    elif isinstance(value, int):
        # repr of a huge int is slow and may raise (the 4,300-digit limit)
        piece = repr(value) if -10**40 < value < 10**40 else f"<a {value.bit_length()}-bit integer>"
    elif isinstance(value, float):
        piece = repr(value)
    elif isinstance(value, str):
        piece = repr(value[: budget[0] + 1])
    elif isinstance(value, (list, tuple, dict, set, frozenset)):
        if depth >= 4:
            out.append("[...]" if isinstance(value, list) else "{...}")
            budget[0] -= 5
            return
        opener, closer = ("{", "}") if isinstance(value, (dict, set, frozenset)) else (
            ("(", ")") if isinstance(value, tuple) else ("[", "]"))
        out.append(opener)
        budget[0] -= 1
        items = iter(value.items()) if isinstance(value, dict) else iter(value)
        for i, item in enumerate(items):
            if budget[0] <= 0:
                out.append(", ..." if i else "...")
                break
            if i:
                out.append(", ")
                budget[0] -= 2
            if isinstance(value, dict):
                _short(item[0], out, budget, depth + 1)
                out.append(": ")
                budget[0] -= 2
                _short(item[1], out, budget, depth + 1)
            else:
                _short(item, out, budget, depth + 1)
        out.append(closer)
        budget[0] -= 1
        return
    else:
        piece = f"<{type(value).__name__}>"
    out.append(piece)
    budget[0] -= len(piece)


# ---- bounded numbers ---------------------------------------------------------------------------


def is_number(value: Any) -> bool:
    """An int or a finite float (bool is not a number here: ``yes`` for a count is a mistake)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    return isinstance(value, float) and math.isfinite(value)


def number_problem(value: Any, lo: float, hi: float, *, whole: bool = False,
                   lo_open: bool = False) -> str | None:
    """Why ``value`` is not a number in [lo, hi] (or (lo, hi] with ``lo_open``), or None."""
    kind = "a whole number" if whole else "a number"
    lo_text = f"above {lo:g}" if lo_open else f"at least {lo:g}"
    if not is_number(value) or (whole and not isinstance(value, int)):
        return f"must be {kind} from {lo:g} to {hi:g}, not {short_repr(value)}"
    if value < lo or (lo_open and value == lo) or value > hi:
        return f"must be {kind} {lo_text} and at most {hi:g}, not {short_repr(value)}"
    return None


# ---- reading -----------------------------------------------------------------------------------


def read_text(path: Path | str, *, label: str | None = None, max_bytes: int = MAX_BYTES) -> str:
    """The UTF-8 text of a regular file of at most ``max_bytes``; ReadError otherwise."""
    name = label or str(path)
    try:
        st = os.stat(path)   # follows symlinks; a loop raises ELOOP here
    except OSError as exc:
        raise ReadError(_UNREADABLE, file=name, why=exc.strerror or type(exc).__name__) from None
    if not stat.S_ISREG(st.st_mode):
        raise ReadError(N_("{file}: cannot be read (it is a folder)") if stat.S_ISDIR(st.st_mode) else _NOT_REGULAR,
                        file=name)
    if st.st_size > max_bytes:
        raise ReadError(N_("{file}: is too large ({size} bytes, at most {most})"), file=name, size=st.st_size,
                        most=max_bytes)
    # O_NONBLOCK: should the path have been swapped for a FIFO since the stat, opening it
    # returns at once instead of waiting for a writer; the fstat below then refuses it.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise ReadError(_UNREADABLE, file=name, why=exc.strerror or type(exc).__name__) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ReadError(_NOT_REGULAR, file=name)
        with os.fdopen(fd, "rb", closefd=False) as f:
            raw = f.read(max_bytes + 1)
    except OSError as exc:
        raise ReadError(_UNREADABLE, file=name, why=exc.strerror or type(exc).__name__) from None
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        raise ReadError(N_("{file}: is too large (more than {most} bytes)"), file=name, most=max_bytes)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ReadError(N_("{file}: is not UTF-8 text (bad byte at position {at})"), file=name, at=exc.start) from None


class _GuardedLoader(yaml.SafeLoader):
    """yaml.SafeLoader that refuses aliases, deep nesting, duplicate keys, huge integers and
    non-finite floats (see the module docstring for why)."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(AliasEvent):
            event = self.peek_event()
            raise ComposerError(None, None, "aliases (*name) are not allowed", event.start_mark)
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise ComposerError(None, None, f"nested more than {MAX_DEPTH} levels deep",
                                    self.peek_event().start_mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        if isinstance(node, yaml.MappingNode):
            seen: set[Any] = set()
            for key_node, _ in node.value:
                if key_node.tag == "tag:yaml.org,2002:merge":
                    raise ConstructorError(None, None, "merge keys (<<) are not allowed", key_node.start_mark)
                key = self.construct_object(key_node, deep=True)
                try:
                    dup = key in seen
                    seen.add(key)
                except TypeError:
                    raise ConstructorError(None, None, "a key must be a name or a number",
                                           key_node.start_mark) from None
                if dup:
                    raise ConstructorError(None, None, f"duplicate key {short_repr(key)}", key_node.start_mark)
        return super().construct_mapping(node, deep=deep)

    def construct_yaml_int(self, node: Any) -> int:
        text = str(node.value).replace("_", "")
        if len(text.lstrip("+-")) > MAX_INT_DIGITS:
            raise ConstructorError(None, None, f"an integer of more than {MAX_INT_DIGITS} digits",
                                   node.start_mark)
        return super().construct_yaml_int(node)

    def construct_yaml_float(self, node: Any) -> float:
        value = super().construct_yaml_float(node)
        if not math.isfinite(value):
            raise ConstructorError(None, None, "numbers must be finite (no .nan, .inf or 1e400)",
                                   node.start_mark)
        return value


_GuardedLoader.add_constructor("tag:yaml.org,2002:int", _GuardedLoader.construct_yaml_int)
_GuardedLoader.add_constructor("tag:yaml.org,2002:float", _GuardedLoader.construct_yaml_float)


def parse_yaml(text: str, *, label: str = "the file") -> Any:
    """The document in ``text`` through the guarded SafeLoader; ReadError on any problem."""
    loader = None
    try:
        loader = _GuardedLoader(text)   # the reader checks printable characters already here
        return loader.get_single_data()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = _one_line(getattr(exc, "problem", None) or type(exc).__name__)
        if mark is not None:
            raise ReadError(N_("{file}: is not valid YAML (line {line}: {why})"), file=label, line=mark.line + 1,
                            why=problem) from None
        raise ReadError(N_("{file}: is not valid YAML (somewhere: {why})"), file=label, why=problem) from None
    except (RecursionError, MemoryError, ValueError, OverflowError) as exc:
        # not expected past the guards above; still one line, never a traceback
        raise ReadError(_NOT_YAML, file=label, why=type(exc).__name__) from None
    finally:
        if loader is not None:
            loader.dispose()


# The nesting check looks at brackets outside strings. Linear in the text, whatever it holds:
# first every escape (a backslash and the character after it) goes, so no quote inside a
# string is escaped any more; then each string is a quote, no quotes, a quote. (The one
# pattern ``"(?:[^"\\]|\\.)*"`` restarted at every quote of an unclosed string: a quote and
# 40,000 ``\"`` took 9 s, a megabyte hours.)
_JSON_ESCAPE = re.compile(r"\\.", re.S)
_JSON_STRING = re.compile(r'"[^"]*"')
_JSON_BRACKET = re.compile(r"[\[\]{}]")


def json_depth_text(text: str) -> str:
    """``text`` with every string's content removed (an unclosed string runs to the end):
    what is left holds the document's brackets only. Linear time."""
    plain = _JSON_ESCAPE.sub("", text)
    plain = _JSON_STRING.sub('""', plain)
    if plain.count('"') % 2:      # the quotes pair from the left: the last one opens the unclosed string
        plain = plain[:plain.rfind('"')]
    return plain


def parse_json(text: str, *, label: str = "the file") -> Any:
    """The document in ``text``, with the same refusals as parse_yaml; ReadError on a problem."""
    depth = 0
    for m in _JSON_BRACKET.finditer(json_depth_text(text)):
        depth += 1 if m.group() in "[{" else -1
        if depth > MAX_DEPTH:
            raise ReadError(N_("{file}: is not valid JSON (nested more than {most} levels deep)"), file=label,
                            most=MAX_DEPTH)

    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k, v in items:
            if k in out:
                raise ReadError(N_("{file}: is not valid JSON (duplicate key {key})"), file=label, key=short_repr(k))
            out[k] = v
        return out

    def whole(s: str) -> int:
        if len(s.lstrip("-")) > MAX_INT_DIGITS:
            raise ReadError(N_("{file}: is not valid JSON (an integer of more than {most} digits)"), file=label,
                            most=MAX_INT_DIGITS)
        return int(s)

    def real(s: str) -> float:
        v = float(s)
        if not math.isfinite(v):
            raise ReadError(N_("{file}: is not valid JSON (numbers must be finite, not {value})"), file=label,
                            value=short_repr(s))
        return v

    def constant(s: str) -> Any:
        raise ReadError(N_("{file}: is not valid JSON ({value} is not a number)"), file=label, value=s)

    try:
        return json.loads(text, object_pairs_hook=pairs, parse_int=whole, parse_float=real,
                          parse_constant=constant)
    except ReadError:
        raise
    except json.JSONDecodeError as exc:
        raise ReadError(N_("{file}: is not valid JSON (line {line}: {why})"), file=label, line=exc.lineno,
                        why=Words(exc.msg)) from None
    except (RecursionError, MemoryError, ValueError, OverflowError) as exc:
        raise ReadError(N_("{file}: is not valid JSON ({why})"), file=label, why=type(exc).__name__) from None


def check_top_keys(doc: Any, allowed: Collection[str], label: str) -> list[str]:
    """One line per top-level key that is not one of ``allowed`` (a typo would be ignored)."""
    if not isinstance(doc, dict):
        return []
    return [f"{label}: {short_repr(k, 30)}: unknown top-level key (expected some of {', '.join(allowed)})"
            for k in doc if k not in allowed]


def read_yaml(path: Path | str, *, label: str | None = None, max_bytes: int = MAX_BYTES) -> Any:
    name = label or str(path)
    return parse_yaml(read_text(path, label=name, max_bytes=max_bytes), label=name)


def read_json(path: Path | str, *, label: str | None = None, max_bytes: int = MAX_BYTES) -> Any:
    name = label or str(path)
    return parse_json(read_text(path, label=name, max_bytes=max_bytes), label=name)


def _one_line(text: str) -> str:
    return " ".join(str(text).split())[:200]


def write_text_atomic(path: Path, text: str, prefix: str) -> bool:
    """Write ``text`` to ``path`` whole or not at all: a temporary file beside it (named with
    ``prefix``), flushed to the disk, then renamed over the old one, so a crash or a full disk
    mid-write leaves the previous file as it was. False (and no temporary file left) when the
    folder cannot be written."""
    import os
    import tempfile
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        return True
    except OSError:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
        return False
