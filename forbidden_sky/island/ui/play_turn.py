"""Play turn on the Island screen: the strong bot's plan for the rest of this turn, played step
by step through the hint (advice_view.HintView asks the bot in its thread).

Each step is the hint for the position on the board: shown on the island and in the hint's
box for ``foresight.turn_step`` seconds, then played as Play it would play it (marked played in
the record). The next step waits for the animations. It stops, saying why, at the first of:
the turn's actions end (the plan's last step, End actions, is played), a card is revealed, a
decision is pending (a discard on the hand limit), the position is not the one the plan was
made for, the bot has no answer, a move is refused, or the player clicks or presses Escape
(or T again).

The room decides only *when*; it returns what to do (``Next``) and the hub does it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

import pygame

from ...shell.rooms.turn_words import WORDS
from ..core import GameState, Phase
from .advice_view import HintView


@dataclass(frozen=True)
class Next:
    """What the hub does now: say ``say`` (a key of WORDS), ask the bot, play the hint on show."""
    say: str = ""
    ask: bool = False
    play: bool = False


NOTHING = Next()


def can_play(s: GameState) -> bool:
    """Play turn works while the turn's actions go on (not over, nothing pending)."""
    return not s.over and s.phase is Phase.ACTIONS and not s.pending


class TurnPlayer:
    def __init__(self) -> None:
        self.active = False
        self.who: Optional[str] = None
        self.turn = -1
        self.expect: Any = None        # the state the next step is planned for
        self.shown = 0.0               # seconds the next step has been on show
        self.steps = 0                 # steps played since the start
        self.why: Optional[str] = None  # why it stopped last (a key of WORDS)

    def start(self, s: GameState, hint: HintView) -> Next:
        """T or Play turn: start (asking the bot unless its hint for this state is on show), or stop."""
        if self.active:
            return self.stop("stopped")
        if not can_play(s):
            return NOTHING
        self.active, self.who, self.turn, self.expect = True, s.current, s.turn, s
        self.shown, self.steps, self.why = 0.0, 0, None
        return Next("started", ask=not (hint.open and hint.state is s))

    def stop(self, why: str) -> Next:
        if not self.active:
            return NOTHING
        self.active, self.why = False, why
        return Next(why)

    def interrupts(self, event: pygame.event.Event) -> bool:
        """A click anywhere or Escape while the turn plays stops it (and does nothing else)."""
        if not self.active:
            return False
        return event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)

    def update(self, s: GameState, hint: HintView, dt: float, busy: bool, asking: bool, step: float) -> Next:
        """Once a frame: ``asking`` when a question is open; ``step`` the seconds a step is shown."""
        if not self.active or busy:
            return NOTHING           # the last step's animation plays out before the next is shown
        if s is not self.expect:
            return self.stop("changed")
        if s.over or s.phase is not Phase.ACTIONS or s.current != self.who or s.turn != self.turn:
            return self.stop("ended")
        if s.pending or asking:
            return self.stop("pending")
        if hint.hint is None or hint.state is not s:
            if hint.failed:
                return self.stop("no_hint")
            return NOTHING if hint.thinking(s) else Next(ask=True)
        self.shown += dt
        return Next(play=True) if self.shown >= step else NOTHING

    def played(self, ok: bool, action: Any, after: GameState, revealed: bool) -> Next:
        """The step was played (``ok``) or refused: stop, or ask the bot for the next."""
        if not ok:
            return self.stop("refused")
        self.steps += 1
        self.shown = 0.0
        self.expect = after
        if action.type == "end_actions" or after.phase is not Phase.ACTIONS:
            return self.stop("ended")
        if revealed:
            return self.stop("revealed")
        if after.pending:
            return self.stop("pending")
        return Next(ask=True)


__all__ = ["NOTHING", "Next", "TurnPlayer", "WORDS", "can_play"]
