"""Island's game screen as its input rooms see it (routing.py): a protocol, so they never hold
the scene itself, and what input may mean (``Routed``): an intent of intents.py, one of the
hub's own verbs below, or a scene command. The rooms return it; the hub carries it out
(``IslandScene.take``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Protocol, Union

from ...shell.anim import Queue
from ...shell.prompt import Prompt
from ...shell.rooms.gestures import Pointer
from ...shell.rooms.recording import Recording
from ...shell.scene import Goto, Pop, Push, Quit, Replace
from ...shell.theme import Button
from ..core import Action
from . import intents as it
from .advice_view import HintView, WhyView
from .board_view import BoardView
from .foresight_view import ForesightView
from .gestures import Drag, Press, Target
from .layout import Layout
from .picture import Picture
from .session import Session

Pos = tuple[int, int]


@dataclass(frozen=True)
class Undo:
    """Take back the last action (Ctrl+Z, the Undo button)."""


@dataclass(frozen=True)
class PlayTurn:
    """Play the hint's whole turn, each step shown first (T, the hint's Play turn); again: stop."""


Routed = Union[it.Do, it.Ask, it.Arm, it.Refuse, it.Leave, it.Advise, Undo, PlayTurn, Push, Pop, Replace, Quit, Goto]


class Screen(Protocol):
    """What the router reads and sets on Island's game screen (the scene is one): the gesture
    in progress and the screen's small switches (the cursor, the pawn chosen, the pile browsed,
    the mode, the hurry); everything that changes the game it returns instead."""
    cfg: Any
    session: Session
    queue: Queue
    pic: Picture
    view: BoardView
    lay: Layout
    foresight: ForesightView
    hint: HintView
    why: WhyView
    recording: Recording
    pointer: Pointer[Press, Drag]
    prompt: Optional[Prompt]
    answer: list[Any]                  # the open question's answer, once given
    armed: Optional[it.Arm]
    sheet: Optional[str]               # a discard pile being browsed
    cursor: int                        # the keyboard's tile
    selected: Optional[str]            # the pawn the keyboard moves (None: the current player's)
    hurry: bool
    buttons: list[Button]

    def run_command(self, cmd: str) -> Optional[Routed]:
        """A key's or a button's command (the router's table, unless the screen answers it itself)."""
        ...
    def target_at(self, pos: Pos) -> Optional[Target]:
        """The panel spot at ``pos`` as drawn now (None: none)."""
        ...
    def pawn_at(self, pos: Pos) -> Optional[str]: ...
    def draw_action(self) -> Optional[Action]: ...
    def hint_buttons(self) -> list[Button]:
        """The hint box's buttons while it is on show (none otherwise)."""
        ...
    def on_hint(self, pos: Pos) -> bool:
        """The hint's box is on show at ``pos``."""
        ...
    def turning_offer(self) -> str: ...


__all__ = ["PlayTurn", "Pos", "Routed", "Screen", "Undo"]
