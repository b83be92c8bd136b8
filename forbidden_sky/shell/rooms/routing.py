"""Where a game screen's input goes, topmost first: an open question (prompt), then keys, then
the buttons, then the mouse on the panels and the board (the wheel, a press, a move, a
release). The first floor that takes an event keeps it.

The order is every game's; what each floor does is the game's own (``Floors``). A floor
answers with a value (``R``: the game's intent, or a scene command) that the screen carries
out; the router never calls into the screen for that.
"""

from __future__ import annotations

from typing import Callable, Optional, Protocol, Sequence, TypeVar

import pygame

from ..prompt import Prompt
from ..theme import Button
from .gestures import Pos

R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


class Hover(Protocol):
    """What keeps the hover (gestures.Pointer)."""
    def track(self, event: pygame.event.Event, t: float) -> None: ...


class Floors(Protocol[R_co]):
    """A game screen's floors, as the shared router asks them (topmost first)."""

    def question(self) -> Optional[Prompt]:
        """The question open over the screen (it takes every event), if any."""
        ...

    def closed(self, prompt: Prompt) -> Optional[R_co]:
        """``prompt`` was answered or dismissed (its answer may have opened another); what its
        answer means, if the game keeps the answer rather than acting on it in the prompt."""
        ...

    def let_go(self) -> None:
        """The mouse went up where the board does not hear it (a question is open): no press
        or drag may outlive it."""
        ...

    def key(self, event: pygame.event.Event) -> Optional[R_co]: ...
    def live_buttons(self) -> Sequence[Button]: ...
    def button(self, act: str) -> Optional[R_co]: ...

    def on_a_control(self, pos: Pos) -> bool:
        """Something drawn over the board takes the mouse at ``pos`` (a button, enabled or not,
        a box): a press there is never a board press."""
        ...

    def mouse(self, event: pygame.event.Event) -> Optional[R_co]:
        """The wheel, a press, a move or a release on the panels and the board."""
        ...


def press_buttons(event: pygame.event.Event, buttons: Sequence[Button], click: Callable[[], None]) -> Optional[str]:
    """The action of the first button that takes ``event`` (a click, or its hotkey); ``click``
    is its sound."""
    for b in buttons:
        act = b.handle(event)
        if act:
            click()
            return act
    return None


def route(event: pygame.event.Event, floors: Floors[R], pointer: Hover, t: float,
          click: Callable[[], None]) -> Optional[R]:
    """Send ``event`` down the floors; what the floor that took it says it means."""
    pointer.track(event, t)
    prompt = floors.question()
    if prompt is not None:
        # a mouse-up still ends whatever the mouse pressed before the question opened
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            floors.let_go()
        if prompt.handle(event) == "done":
            return floors.closed(prompt)
        return None
    if event.type == pygame.KEYDOWN:
        return floors.key(event)
    act = press_buttons(event, floors.live_buttons(), click)
    if act:
        return floors.button(act)
    if event.type == pygame.MOUSEBUTTONDOWN and floors.on_a_control(event.pos):
        return None
    return floors.mouse(event)


__all__ = ["Floors", "Hover", "press_buttons", "route"]
