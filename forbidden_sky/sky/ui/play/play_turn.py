"""Play turn on the Sky screen (issue 21): the shared room (shell/rooms/play_turn.py) decides
when each step of the hint's turn is shown and played; this is what it asks of Sky's positions
and of its hint (ui/play/hint.py asks the bot in its thread), and the carrying out of what it
returns: the words as a banner, asking the bot, playing the step on show ("Play it": marked
played in the record). A tile scouted or a storm card seen is a reveal."""

from __future__ import annotations

from typing import Any, Optional, Protocol

import pygame

from ....i18n import tr
from ....shell.rooms.play_turn import WORDS, Advice, Next, TurnPlayer
from ...core import Action
from ...core.events import EquipmentDrawn, StormCardDrawn, StormCardsSeen, StormPhaseBegan, TileScouted
from ...core.phases import Phase
from ...core.state import GameState
from ....shell.prompt import Prompt
from ....shell.theme import Theme
from ..session import Session
from .foresight import Foresight

REVEALS = (EquipmentDrawn, TileScouted, StormCardsSeen, StormCardDrawn, StormPhaseBegan)


class SkyTable:
    """A Sky position as Play turn reads it (shell.rooms.play_turn.Table)."""

    def over(self, s: GameState) -> bool:
        return s.over

    def acting(self, s: GameState) -> bool:
        return s.phase == Phase.ACTIONS

    def whose(self, s: GameState) -> tuple[str, int]:
        return s.current, s.turn

    def pending(self, s: GameState) -> bool:
        return s.pending is not None


def turn_player() -> TurnPlayer[GameState]:
    # a step that opens a question: the bot is asked about it (its hint answers it), then it stops
    return TurnPlayer(SkyTable(), stop_at_question=False)


class TurnScreen(Protocol):
    """What Play turn reads of the game screen, and the one thing it does there: play a step."""
    foresight: Foresight
    session: Session
    prompt: Optional[Prompt]
    theme: Theme
    cfg: Any
    turn_player: TurnPlayer[GameState]

    @property
    def state(self) -> GameState: ...
    def toast(self, text: str, colour: Optional[tuple[int, ...]] = None, kind: Optional[str] = None) -> None: ...
    def do(self, action: Action, quiet: bool = False) -> bool: ...


def start(sc: TurnScreen) -> None:
    """G or the Play turn button: start, or stop when playing."""
    fs, s = sc.foresight, sc.state
    carry_out(sc, sc.turn_player.start(s, fs.hint is not None and fs.hint.state is s))


def interrupts(sc: TurnScreen, event: pygame.event.Event) -> bool:
    """A click anywhere or Escape while the turn plays stops it (and does nothing else)."""
    if not sc.turn_player.interrupts(event):
        return False
    carry_out(sc, sc.turn_player.stop("stopped"))
    return True


def update(sc: TurnScreen, dt: float, busy: bool) -> None:
    s, fs = sc.state, sc.foresight
    advice = Advice(ready=fs.hint is not None and fs.hint.state is s, failed=bool(fs.worker.failed()),
                    thinking=fs.thinking(s))
    carry_out(sc, sc.turn_player.update(s, advice, dt, busy, sc.prompt is not None, float(sc.cfg.foresight.turn_step)))


def carry_out(sc: TurnScreen, n: Next) -> None:
    """What the room said to do: the words, the bot asked, the step on show played."""
    if n.say:
        th = sc.theme
        sc.toast(tr(WORDS[n.say]), th.c.text if n.say == "ended" else th.c.accent, kind="play_turn")
    if n.ask:
        sc.foresight.ask_hint(sc.state)
    if n.play:
        action = sc.foresight.played()
        ok = action is not None and sc.do(action)
        events = sc.session.history[-1].events if ok and sc.session.history else []
        ends = action is not None and action.type == "end_actions"
        carry_out(sc, sc.turn_player.played(ok, ends, sc.state, any(isinstance(e, REVEALS) for e in events)))


__all__ = ["REVEALS", "SkyTable", "TurnScreen", "WORDS", "carry_out", "interrupts", "start", "turn_player", "update"]
