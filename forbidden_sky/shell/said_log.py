"""A game's log that follows the language: each line is kept as how to say it, not as words.

A line is a function that words it (``lambda: action_text(before, action)``: the states are
immutable, so holding them is safe and cheap, the history holds them anyway). The words are made
once in the current language and again for every line when the language changes (the settings
screen switches it mid-game), so a log written in English reads in Spanish after the switch,
old lines too. Reads like the list of ``(turn, text)`` it replaces.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, overload

from ..i18n import language


class SaidLog:
    def __init__(self) -> None:
        self._says: list[tuple[int, Callable[[], str]]] = []
        self._lines: list[tuple[int, str]] = []
        self._lang = language()

    def add(self, turn: int, say: Callable[[], str]) -> bool:
        """A line for ``turn``, unless it says nothing in the current language; True if added."""
        self._fresh()
        text = say()
        if not text:
            return False
        self._says.append((turn, say))
        self._lines.append((turn, text))
        return True

    def truncate(self, n: int) -> None:
        """Back to the first ``n`` lines (a rewind to a checkpoint)."""
        del self._says[n:]
        del self._lines[n:]

    def _fresh(self) -> None:
        if self._lang != language():
            self._lang = language()
            self._lines = [(turn, say()) for turn, say in self._says]

    def __len__(self) -> int:
        return len(self._says)

    @overload
    def __getitem__(self, i: int) -> tuple[int, str]: ...
    @overload
    def __getitem__(self, i: slice) -> list[tuple[int, str]]: ...

    def __getitem__(self, i: int | slice) -> Any:
        self._fresh()
        return self._lines[i]

    def __iter__(self) -> Iterator[tuple[int, str]]:
        self._fresh()
        return iter(list(self._lines))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SaidLog):
            return list(self) == list(other)
        if isinstance(other, list):
            return list(self) == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]   # mutable, like the list it replaces

    def __repr__(self) -> str:
        return f"SaidLog({list(self)!r})"
