"""Named areas of a game screen's panels and what each stands for: a panel view makes one with
each render and answers hit tests from it. The names are the game's own (Sky's "hand",
"cards", "portrait"...; Island's may differ): a name never added is simply empty."""

from __future__ import annotations

from typing import Any, Iterable, Iterator, Optional

import pygame


class HitMap:
    """Named areas and what each stands for (a tile, a card, a portrait...). ``topmost``: where
    areas of one name overlap (a fanned hand), the one added last (drawn on top) answers;
    otherwise the first."""

    def __init__(self, topmost: bool = False) -> None:
        self.areas: dict[str, list[tuple[pygame.Rect, Any]]] = {}
        self.topmost = topmost

    def add(self, name: str, rect: pygame.Rect, value: Any) -> None:
        self.areas.setdefault(name, []).append((pygame.Rect(rect), value))

    def at(self, name: str, pos: tuple[int, int]) -> Any:
        areas = self.areas.get(name, [])
        for rect, value in (reversed(areas) if self.topmost else areas):
            if rect.collidepoint(pos):
                return value
        return None

    def first(self, names: Iterable[str], pos: tuple[int, int]) -> Any:
        """What the first of ``names`` with an area at ``pos`` stands for (None: nothing)."""
        for name in names:
            value = self.at(name, pos)
            if value is not None:
                return value
        return None

    def rect_of(self, name: str, value: Any) -> Optional[pygame.Rect]:
        """Where the area standing for ``value`` was drawn (None: it was not)."""
        for rect, v in self.areas.get(name, []):
            if v == value:
                return rect
        return None

    def __getitem__(self, name: str) -> list[tuple[pygame.Rect, Any]]:
        return self.areas.get(name, [])

    def items(self) -> Iterator[tuple[str, list[tuple[pygame.Rect, Any]]]]:
        return iter(self.areas.items())

    def merge(self, other: HitMap) -> None:
        """Add every area of ``other`` (a panel's own map into the screen's)."""
        for name, items in other.items():
            self.areas.setdefault(name, []).extend(items)


__all__ = ["HitMap"]
