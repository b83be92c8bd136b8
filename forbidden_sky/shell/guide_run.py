"""A guided game as a screen runs it, for any game (docs/tutorial.md): the step watcher
(engine/guide.py), the coach bar (guide_view.py), the words on the bar, the friendly word said
instead of an action the step did not ask for, and the ways between steps (Next, Skip and Back
rebuild the game's guided screen at another step; Title; the real game at the end).

Each game's guided screen is its game screen with one of these beside it; the game says where
the bar goes, what its lights are on screen and what the real game after the last step is.
"""

from __future__ import annotations

import math
from typing import Callable, Optional

import pygame

from ..engine.guide import Guide, Step, Watcher
from ..i18n import tr
from .guide_view import CoachBar, draw_light
from .scene import ALL, Command, Goto
from .theme import Theme


class GuideRun:
    def __init__(self, theme: Theme, guide: Guide, step: int, scene: str, keys: Optional[dict[str, int]] = None) -> None:
        self.theme = theme
        self.guide = guide
        self.scene = scene               # the transition that builds the guided screen at a step
        self.watcher = Watcher(guide, step)
        self.bar = CoachBar(theme, keys)
        self.nudges = 0                  # friendly words said (the tests count them)

    @property
    def step(self) -> Step:
        return self.watcher.step

    @property
    def next_step(self) -> Optional[Step]:
        w = self.watcher
        return None if w.last else self.guide.steps[w.index + 1]

    def words(self) -> tuple[str, str]:
        """The bar's heading (step n of N: title) and text, in the player's language."""
        w = self.watcher
        heading = tr("Step {n} of {total}: {title}", n=w.index + 1, total=len(self.guide.steps),
                     title=tr(w.step.title))
        return heading, tr(w.step.text)

    def labels(self) -> list[tuple[str, str]]:
        w = self.watcher
        return self.bar.labels(w.index == 0, w.step.watched, w.last)

    def band(self, width: int) -> tuple[int, int]:
        """(design pixels to keep free for the bar, the bar's height in pixels) at this window width."""
        th = self.theme
        heading, text = self.words()
        h = self.bar.height(width - th.px(20), heading, text, len(self.labels()))
        return math.ceil(h / th.scale) + 8, h

    def lay_out(self, rect: pygame.Rect) -> None:
        self.bar.lay_out(rect, self.labels())

    def help(self) -> str:
        """The friendly word: the step's own help, or on a step that only shows, to press Next."""
        step = self.step
        self.nudges += 1
        return tr(step.help) if step.help else tr("Read this step, then press Next.")

    def undo_word(self) -> str:
        self.nudges += 1
        return tr("In the guided game, Back on the guide's bar goes back a step.")

    def advance(self) -> bool:
        """On to the next step (False on the last)."""
        w = self.watcher
        if w.last:
            return False
        w.index += 1
        w.done = False
        return True

    def handle(self, event: pygame.event.Event) -> Optional[str]:
        return self.bar.handle(event)

    def command(self, act: str, advance: Callable[[], None], handover: Callable[[], Command]) -> Command:
        """What a press on the bar does: Next on a watched step (``advance``), Skip and Back (the
        screen rebuilt at the next or the previous step), Title, the real game (``handover``)."""
        w = self.watcher
        if act == "next" and w.step.watched:
            advance()
        elif act == "skip" and not w.last:
            return Goto(self.scene, {"step": w.index + 1}, pop=1)
        elif act == "back" and w.index > 0:
            return Goto(self.scene, {"step": w.index - 1}, pop=1)
        elif act == "title":
            return Goto("title", pop=ALL)
        elif act == "handover":
            return handover()
        return None

    def draw(self, surface: pygame.Surface, rings: list[tuple[pygame.Rect, bool]], t: float) -> None:
        """The step's lights (pulsing rings), then the bar over everything."""
        for rect, round_ in rings:
            draw_light(surface, self.theme, rect, t, round_)
        heading, text = self.words()
        self.bar.draw(surface, heading, text)


class Guided:
    """What a guided screen shows of its run (its own code and the tests read these)."""

    guiding: GuideRun

    @property
    def watcher(self) -> Watcher:
        return self.guiding.watcher

    @property
    def coach(self) -> CoachBar:
        return self.guiding.bar

    @property
    def step(self) -> Step:
        return self.guiding.step

    @property
    def nudges(self) -> int:
        return self.guiding.nudges       # friendly words said

    def words(self) -> tuple[str, str]:
        return self.guiding.words()


__all__ = ["GuideRun", "Guided"]
