"""Closing the window during a game that is not being saved asks first (a game is recorded as
it is played, docs/records.md; one without a user folder, a disk that refuses the write, or a
scenario position is not), so a stray click on the window's close button would lose it.

The App (app.py) intercepts pygame.QUIT and pushes ``QuitConfirm`` over the scenes when one of
them is a game in progress (``game_in_progress``); a second close while it is open, or its Quit
button, ends the program; Cancel (or Escape) goes back to the game.
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from ..i18n import N_
from .prompt import Prompt
from .scene import Command, Pop, Quit, Scene

TITLE = N_("Quit Forbidden Sky?")
TEXT = N_("The game in progress will be lost: it is not being saved.")


def game_in_progress(scene: object) -> bool:
    """True for a scene holding a game that is not over. A scene may say so itself with an
    ``in_progress`` attribute or method; otherwise a ``session`` whose state is not over counts
    (the game scene's shape, whichever module it lives in)."""
    flag = getattr(scene, "in_progress", None)
    if flag is not None:
        try:
            return bool(flag() if callable(flag) else flag)
        except Exception:  # noqa: BLE001 - when in doubt, ask: a lost game is worse than a question
            return True
    if getattr(getattr(scene, "recording", None), "saving", False):
        return False    # saved as it goes (ui/recording.py): Continue brings it back
    state = getattr(getattr(scene, "session", None), "state", None)
    return state is not None and getattr(state, "over", True) is False


class QuitConfirm(Scene):
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.quit = False
        self.prompt = Prompt(app.theme, TITLE, TEXT, [(N_("Quit"), "quit")], self._chosen)
        self.resized(app.screen.get_size())

    def _chosen(self, value: Any) -> None:
        self.quit = value == "quit"

    def resized(self, size: tuple[int, int]) -> None:
        self.prompt.layout(pygame.Rect(0, 0, *size))

    def handle_event(self, event: pygame.event.Event) -> Command:
        if self.prompt.handle(event) == "done":
            return Quit(0) if self.quit else Pop()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        self.prompt.draw(surface)


def confirm_needed(stack: list[Scene]) -> Optional[str]:
    """What a pygame.QUIT should do: 'ask' (push QuitConfirm), or None to quit at once."""
    if stack and isinstance(stack[-1], QuitConfirm):
        return None     # closed again while asking: the player means it
    return "ask" if any(game_in_progress(s) for s in stack) else None
