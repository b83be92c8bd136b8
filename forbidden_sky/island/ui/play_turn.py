"""Play turn on the Island screen: the shared room (shell/rooms/play_turn.py) decides when each
step of the hint's turn is shown and played; this is what it asks of Island's positions and of
its hint (advice_view.HintView asks the bot in its thread). The scene carries out what it
returns (``Next``): the words, asking the bot, playing the step on show."""

from __future__ import annotations

from ...shell.rooms.play_turn import NOTHING, WORDS, Advice, Next, TurnPlayer
from ..core import GameState, Phase
from .advice_view import HintView


class IslandTable:
    """An Island position as Play turn reads it (shell.rooms.play_turn.Table)."""

    def over(self, s: GameState) -> bool:
        return s.over

    def acting(self, s: GameState) -> bool:
        return s.phase is Phase.ACTIONS

    def whose(self, s: GameState) -> tuple[str, int]:
        return s.current, s.turn

    def pending(self, s: GameState) -> bool:
        return bool(s.pending)


TABLE = IslandTable()


def turn_player() -> TurnPlayer[GameState]:
    return TurnPlayer(TABLE)


def can_play(s: GameState) -> bool:
    """Play turn works while the turn's actions go on (not over, nothing pending)."""
    return not s.over and s.phase is Phase.ACTIONS and not s.pending


def on_show(s: GameState, hint: HintView) -> bool:
    """The hint's box is open on this position (its step is on show or on its way)."""
    return hint.open and hint.state is s


def advice(s: GameState, hint: HintView) -> Advice:
    return Advice(ready=hint.hint is not None and hint.state is s, failed=bool(hint.failed), thinking=hint.thinking(s))


__all__ = ["NOTHING", "Next", "TABLE", "TurnPlayer", "WORDS", "advice", "can_play", "on_show", "turn_player"]
