"""Named areas of a game screen's panels and what each stands for: a panel view makes one with
each render and answers hit tests from it. The names are the game's own (Sky's "hand",
"cards", "portrait"...; Island's may differ): a name never added is simply empty."""

from __future__ import annotations

from typing import Any, Iterator

import pygame


class HitMap:
    """Named areas and what each stands for (a tile, a card, a portrait...)."""

    def __init__(self) -> None:
        self.areas: dict[str, list[tuple[pygame.Rect, Any]]] = {}

    def add(self, name: str, rect: pygame.Rect, value: Any) -> None:
        self.areas.setdefault(name, []).append((pygame.Rect(rect), value))

    def at(self, name: str, pos: tuple[int, int]) -> Any:
        for rect, value in self.areas.get(name, []):
            if rect.collidepoint(pos):
                return value
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
