"""``evolve``: a copy of one of the core's frozen values with some fields changed.

It does what ``dataclasses.replace`` does for these classes (they have no ``__post_init__``, no
``__slots__``, no ``InitVar`` and nothing cached on the instance), about five times faster:
``replace`` calls ``__init__``, which for a frozen class sets every field through
``object.__setattr__``. Every rule builds new states with it, and the bots apply thousands of
actions a second, so it was the engine's largest single cost (docs/architecture.md, bench/)."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")
_FIELDS: dict[type, frozenset[str]] = {}


def evolve(obj: T, /, **changes: Any) -> T:
    cls = type(obj)
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = frozenset(f.name for f in dataclasses.fields(cls))  # type: ignore[arg-type]
    for key in changes:
        if key not in names:
            raise TypeError(f"{cls.__name__} has no field {key!r}")
    new = object.__new__(cls)
    state = new.__dict__
    state.update(obj.__dict__)
    state.update(changes)
    return new
