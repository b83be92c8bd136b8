"""Named areas of the panels and what each stands for: the panel view makes one with each
render and answers hit tests from it."""

from __future__ import annotations

from typing import Any, Iterator

import pygame


class HitMap:
    """Named areas of the panels and what each stands for (a tile, a card, a portrait...)."""

    NAMES = ("hand", "cards", "pile", "discard", "portrait", "meters", "blueprint", "supply", "foresight")

    def __init__(self) -> None:
        self.areas: dict[str, list[tuple[pygame.Rect, Any]]] = {n: [] for n in self.NAMES}

    def add(self, name: str, rect: pygame.Rect, value: Any) -> None:
        self.areas[name].append((pygame.Rect(rect), value))

    def at(self, name: str, pos: tuple[int, int]) -> Any:
        for rect, value in self.areas.get(name, []):
            if rect.collidepoint(pos):
                return value
        return None

    def __getitem__(self, name: str) -> list[tuple[pygame.Rect, Any]]:
        return self.areas[name]

    def items(self) -> Iterator[tuple[str, list[tuple[pygame.Rect, Any]]]]:
        return iter(self.areas.items())
