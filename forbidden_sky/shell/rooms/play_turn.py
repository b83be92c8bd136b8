"""Play turn, game-free (issue 21: a game followed by hints took 28 turns of four clicks each):
the strong bot's plan for the rest of this turn, played step by step through the hint.

Each step is the hint for the position on the board: shown there and in the hint's box for
``step`` seconds, then played as Play it would play it (marked played in the record). The next
step waits for the animations. It stops, saying why, at the first of: the turn's actions end
(the plan's last step, the end of the actions, is played), a card is revealed (the plan was
made without it), a question is pending, the position is not the one the plan was made for (an
undo, a rewind), the bot has no answer, a move is refused, or the player clicks or presses
Escape (or the key again).

The room decides only *when*; it returns what to do (``Next``) and the game's screen does it
(says the words of ``turn_words.WORDS``, asks its bot, plays the hint on show). The game says
what a position is (``Table``: whose turn, the actions phase, a question pending) and where
its hint stands (``Advice``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Optional, Protocol, TypeVar

import pygame

from .turn_words import WORDS

S = TypeVar("S")
S_contra = TypeVar("S_contra", contravariant=True)


@dataclass(frozen=True)
class Next:
    """What the screen does now: say ``say`` (a key of WORDS), ask the bot, play the hint on show."""
    say: str = ""
    ask: bool = False
    play: bool = False


NOTHING = Next()


@dataclass(frozen=True)
class Advice:
    """Where the bot's hint stands for the position on the board."""
    ready: bool          # its hint for this very position is on show
    failed: bool         # it gave no answer
    thinking: bool       # it is working on this position


class Table(Protocol[S_contra]):
    """What Play turn asks of a game's position."""
    def over(self, s: S_contra) -> bool: ...
    def acting(self, s: S_contra) -> bool:
        """The turn's actions go on (the phase; whether the game is over is ``over``)."""
        ...
    def whose(self, s: S_contra) -> tuple[str, int]:
        """Whose turn it is, and which turn."""
        ...
    def pending(self, s: S_contra) -> bool: ...


class TurnPlayer(Generic[S]):
    def __init__(self, table: Table[S], stop_at_question: bool = True) -> None:
        """``stop_at_question``: a step that opens a question stops at once; otherwise the bot
        is asked about it and the next frame stops (Sky: its hint then answers the question)."""
        self.table = table
        self.stop_at_question = stop_at_question
        self.active = False
        self.who: Optional[str] = None
        self.turn = -1
        self.expect: Any = None        # the state the next step is planned for
        self.shown = 0.0               # seconds the next step has been on show
        self.steps = 0                 # steps played since the start
        self.why: Optional[str] = None  # why it stopped last (a key of WORDS)

    def can_play(self, s: S) -> bool:
        """Play turn works while the turn's actions go on (not over, nothing pending)."""
        t = self.table
        return not t.over(s) and t.acting(s) and not t.pending(s)

    # ---- starting and stopping --------------------------------------------------------------

    def start(self, s: S, on_show: bool) -> Next:
        """The key or the button: start (asking the bot unless ``on_show``: its hint for this
        position is on show already), or stop when playing."""
        if self.active:
            return self.stop("stopped")
        if not self.can_play(s):
            return NOTHING
        self.who, self.turn = self.table.whose(s)
        self.active, self.expect = True, s
        self.shown, self.steps, self.why = 0.0, 0, None
        return Next("started", ask=not on_show)

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

    # ---- once a frame -------------------------------------------------------------------------

    def update(self, s: S, advice: Advice, dt: float, busy: bool, asking: bool, step: float) -> Next:
        """Once a frame: ``busy`` while animations play, ``asking`` when a question is open on
        the screen; ``step`` the seconds a step is shown."""
        if not self.active or busy:
            return NOTHING           # the last step's animation plays out before the next is shown
        t = self.table
        if s is not self.expect:
            return self.stop("changed")
        if t.over(s) or not t.acting(s) or t.whose(s) != (self.who, self.turn):
            return self.stop("ended")
        if t.pending(s) or asking:
            return self.stop("pending")
        if not advice.ready:
            if advice.failed:
                return self.stop("no_hint")
            # a hint forgotten (the screen drops one on another state): ask again
            return NOTHING if advice.thinking else Next(ask=True)
        self.shown += dt
        return Next(play=True) if self.shown >= step else NOTHING

    def played(self, ok: bool, ends: bool, after: S, revealed: bool) -> Next:
        """The step was played (``ok``; ``ends``: it ended the turn's actions) or refused;
        ``revealed``: it turned up a card. Stop, or ask the bot for the next."""
        if not ok:
            return self.stop("refused")
        self.steps += 1
        self.shown = 0.0
        self.expect = after
        if ends or not self.table.acting(after):
            return self.stop("ended")
        if revealed:
            return self.stop("revealed")
        if self.stop_at_question and self.table.pending(after):
            return self.stop("pending")
        return Next(ask=True)


__all__ = ["NOTHING", "Advice", "Next", "Table", "TurnPlayer", "WORDS"]
