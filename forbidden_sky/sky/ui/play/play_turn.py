"""Play turn (issue 21: a game followed by hints took 28 turns of four clicks each): the strong
bot's plan for the rest of this turn, played step by step through the hint machinery.

Each step is the hint for the position on the board (ui/play/hint.py asks the bot in its
thread): it is shown on the board and in the hint's box for ``foresight.turn_step`` seconds,
then played as "Play it" would play it (marked played in the record). The next step waits for
the animations. It stops, saying why, at the first of: the turn's actions end (the plan's last
step, End turn, is played), a card or tile is revealed (the plan was made without it), a
question is pending, the position is not the one the plan was made for (an undo, a rewind),
the bot has no answer, or the player clicks or presses Escape (or the key again).
"""

from __future__ import annotations

from typing import Any, Optional, Protocol

from ....i18n import tr
from ....shell.rooms.turn_words import WORDS

import pygame

from ...core import Action
from ...core.events import EquipmentDrawn, StormCardDrawn, StormCardsSeen, StormPhaseBegan, TileScouted
from ...core.phases import Phase
from ...core.state import GameState
from ....shell.prompt import Prompt
from ....shell.theme import Theme
from ..session import Session
from .foresight import Foresight

REVEALS = (EquipmentDrawn, TileScouted, StormCardsSeen, StormCardDrawn, StormPhaseBegan)

class TurnScreen(Protocol):
    """What Play turn reads of the game screen, and the one thing it does there: play a step."""
    foresight: Foresight
    session: Session
    prompt: Optional[Prompt]
    theme: Theme
    cfg: Any

    @property
    def state(self) -> GameState: ...
    def toast(self, text: str, colour: Optional[tuple[int, ...]] = None, kind: Optional[str] = None) -> None: ...
    def do(self, action: Action, quiet: bool = False) -> bool: ...


class TurnPlayer:
    def __init__(self) -> None:
        self.active = False
        self.who: Optional[str] = None
        self.turn = -1
        self.expect: Any = None        # the state the next step is planned for
        self.shown = 0.0               # seconds the next step has been on show
        self.steps = 0                 # steps played since the start
        self.why: Optional[str] = None  # why it stopped last (a key of WORDS)

    # ---- starting and stopping --------------------------------------------------------------

    def start(self, sc: TurnScreen) -> None:
        s = sc.state
        if self.active:
            self.stop(sc, "stopped")      # the key or button again: stop
            return
        if s.over or s.phase != Phase.ACTIONS or s.pending is not None:
            return
        self.active, self.who, self.turn, self.expect = True, s.current, s.turn, s
        self.shown, self.steps, self.why = 0.0, 0, None
        fs = sc.foresight
        if fs.hint is None or fs.hint.state is not s:
            fs.ask_hint(s)
        sc.toast(tr(WORDS["started"]), sc.theme.c.accent, kind="play_turn")

    def stop(self, sc: TurnScreen, why: str) -> None:
        if not self.active:
            return
        self.active, self.why = False, why
        sc.toast(tr(WORDS[why]), sc.theme.c.text if why == "ended" else sc.theme.c.accent, kind="play_turn")

    def interrupts(self, sc: TurnScreen, event: pygame.event.Event) -> bool:
        """A click anywhere or Escape while the turn plays stops it (and does nothing else)."""
        if not self.active:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.stop(sc, "stopped")
            return True
        return False

    # ---- once a frame -------------------------------------------------------------------------

    def update(self, sc: TurnScreen, dt: float, busy: bool) -> None:
        if not self.active or busy:
            return           # the last step's animation plays out before the next is shown
        s, fs = sc.state, sc.foresight
        if s is not self.expect:
            self.stop(sc, "changed")
            return
        if s.over or s.phase != Phase.ACTIONS or s.current != self.who or s.turn != self.turn:
            self.stop(sc, "ended")
            return
        if s.pending is not None or sc.prompt is not None:
            self.stop(sc, "pending")
            return
        shown = fs.hint if fs.hint is not None and fs.hint.state is s else None
        if shown is None:
            if fs.worker.failed():
                self.stop(sc, "no_hint")
            elif not fs.thinking(s):
                fs.ask_hint(s)       # a hint forgotten (the hub drops one on another state): ask again
            return
        self.shown += dt
        if self.shown < float(sc.cfg.foresight.turn_step):
            return
        action = fs.played()
        if action is None or not sc.do(action):
            self.stop(sc, "refused")
            return
        self.steps += 1
        self.shown = 0.0
        self.expect = sc.state
        events = sc.session.history[-1].events if sc.session.history else []
        if action.type == "end_actions" or sc.state.phase != Phase.ACTIONS:
            self.stop(sc, "ended")
        elif any(isinstance(e, REVEALS) for e in events):
            self.stop(sc, "revealed")
        else:
            fs.ask_hint(sc.state)


__all__ = ["REVEALS", "TurnPlayer", "TurnScreen", "WORDS"]
