"""Sky's game screen as its input rooms see it (routing.py, keyboard.py): a protocol, so they
never hold the scene itself, and a checked list of what they may read and set."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional, Protocol, Union

from ...core import Action
from ...core.state import GameState
from ....shell.anim import Queue
from ....shell.prompt import Prompt
from ....shell.rooms.gestures import Pointer
from ....shell.rooms.pacing import Pace
from ....shell.rooms.panels import PanelView
from ....shell.scene import Command, Goto, Host, Pop, Push, Quit, Replace
from ....shell.theme import Button, Theme
from ..board_view import BoardView
from ..session import Session
from ....shell.rooms.recording import Recording
from . import intents
from .foresight import Foresight
from .foresight_view import ForesightView
from .gestures import Drag, Press, TileDrag
from .layout import Buttons, Layout
from .picture import Picture
from ....shell.rooms.play_turn import TurnPlayer
from .sheets import Sheets
from .shown import Shown
from .told import Told

Pos = tuple[int, int]
@dataclass(frozen=True)
class Undo:
    """Take back the last action (Ctrl+Z, the Undo button): the hub's own verb."""


Routed = Union[intents.Intent, Undo, Push, Pop, Replace, Quit, Goto]   # what input means: the screen carries it out
Keyed = tuple[bool, Optional[Routed]]     # (whether a key was taken, what it means)


@dataclass
class KeyHeld:
    """What the keyboard play keeps between events (keyboard.py): the screen holds it, so the
    router and the keyboard are made for each event and never hold the screen between them."""
    cursor: Optional[tuple[float, float]] = None   # world point, shown as a focus ring
    carrying: bool = False                         # the drag in progress is the keyboard's
    focus: Optional[int] = None                    # index into the buttons (Tab)
    tile_i: int = -1                               # the hand's tile T carries next
    wire_i: int = -1                               # the component W starts a wire from next


class Screen(Protocol):
    """What the router and the keyboard read and set on Sky's game screen (the scene is one):
    the gesture in progress and the screen's small switches; everything else they ask for."""
    keys_held: KeyHeld
    app: Host
    theme: Theme
    cfg: Any
    session: Session
    queue: Queue
    picture: Picture
    view: BoardView
    layout: Layout
    buttons: Buttons
    fore_view: ForesightView
    panels: PanelView[Shown]
    foresight: Foresight
    told: Told
    turn_player: TurnPlayer[GameState]
    prompt: Optional[Prompt]
    pointer: Pointer[Press, Drag]
    armed: Optional[intents.Armed]
    t: float
    sheets: Sheets
    wire_pref: Optional[str]
    pace: Pace[GameState, Action]
    leave_to: Any
    recording: Recording

    @property
    def state(self) -> GameState: ...
    def facts(self) -> intents.Facts: ...
    def reading(self) -> intents.Reading: ...
    def shown(self) -> Shown: ...
    def context_buttons(self) -> list[Button]: ...
    def do(self, action: Action, quiet: bool = False) -> bool: ...
    def carry_out(self, intent: Optional[intents.Intent]) -> bool: ...
    def take(self, out: Optional[Routed]) -> Command:
        """Carry out what input meant: an intent is acted on, a scene command handed back."""
        ...
    def refuse(self, reason: str) -> None: ...
    def toast(self, text: str, colour: Optional[tuple[int, ...]] = None, kind: Optional[str] = None) -> None: ...
    def ask(self, title: str, text: str, options: list[tuple[str, Any]],
            on_choose: Optional[Callable[[Any], None]] = None, cancel: bool = True, default: int = 0) -> None: ...
    def undo(self) -> None: ...
    def tile_candidate(self, drag: TileDrag, pos: Pos) -> tuple[Optional[Action], Optional[str]]: ...
    def reveal(self, cells: Any) -> None: ...


__all__ = ["KeyHeld", "Keyed", "Undo", "Pos", "Routed", "Screen"]
