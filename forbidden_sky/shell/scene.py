"""Scenes and the commands they return (docs/architecture.md: the scene loop).

A scene never reaches for a global current scene nor edits the App's stack: ``handle_event``
and ``update`` return a command and the App applies it. Scenes name each other only through
``Goto`` (app/transitions.py is the one table that builds a scene from its name), so no scene
imports another and nothing here imports the App: a scene knows it only as a ``Host``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional, Protocol, Union

import pygame

from .theme import Theme


class Host(Protocol):
    """What a scene may use of the App that runs it."""
    theme: Theme
    cfg: Any                 # ui.yaml
    sounds: Any              # ui.sound.Sounds
    sky: Any                 # ui.backdrop.Sky
    screen: pygame.Surface
    settings: Any            # ui.settings.Settings
    records: Any             # records.Store, or None: where games are saved as they are played

    def remember(self, **changes: Any) -> None: ...
    def change_setting(self, name: str, value: Any) -> None: ...


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


ALL = -1


@dataclass
class Goto:
    """Open the scene named ``to`` (built by app/transitions.py with ``args``), after taking
    ``pop`` scenes off the stack (ALL: every one)."""
    to: str
    args: dict[str, Any] = field(default_factory=dict)
    pop: int = 0


Command = Optional[Union[Push, Pop, Replace, Quit, Goto]]


class Scene:
    """Base scene. ``overlay`` scenes draw over the (dimmed) scene below them."""

    overlay = False

    def __init__(self, app: Host) -> None:
        self.app = app

    def handle_event(self, event: pygame.event.Event) -> Command:
        return None

    def update(self, dt: float) -> Command:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size: rebuild layouts."""
