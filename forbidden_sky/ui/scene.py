"""Scenes and the commands they return (ARCHITECTURE: the scene loop).

A scene never reaches for a global current scene: ``handle_event`` returns a command and the
App applies it to its stack.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional, Union

import pygame

if TYPE_CHECKING:
    from .app import App


@dataclass
class Push:
    scene: "Scene"


@dataclass
class Pop:
    pass


@dataclass
class Replace:
    scene: "Scene"


@dataclass
class Quit:
    status: int = 0


Command = Optional[Union[Push, Pop, Replace, Quit]]


class Scene:
    """Base scene. ``overlay`` scenes draw over the (dimmed) scene below them."""

    overlay = False

    def __init__(self, app: "App") -> None:
        self.app = app

    def handle_event(self, event: pygame.event.Event) -> Command:
        return None

    def update(self, dt: float) -> Command:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size: rebuild layouts."""
