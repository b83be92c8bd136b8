"""Island's game screen as its input rooms see it (routing.py): a read-only protocol, so they
never hold the scene itself, and what input may mean (``Routed``): an intent of intents.py,
one of the hub's verbs (the game-free ones of shell/rooms/verbs.py, Island's own below), or a
scene command. The rooms return it; the hub alone carries it out (``IslandScene.take``). What
the router may still set is its own input state: the pointer's press and drag, and the
keyboard's ``KeyHeld`` (the tile it points at, the pawn it moves), as Sky's keyboard play does."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Protocol, Union

from ...shell.prompt import Prompt
from ...shell.rooms.gestures import Pointer
from ...shell.rooms.recording import Recording
from ...shell.rooms.verbs import Answered, Disarm, Foresee, PlayTurn, Say, Undo
from ...shell.scene import Goto, Pop, Push, Quit, Replace
from ...shell.theme import Button
from ..core import Action
from . import intents as it
from .advice_view import HintView, WhyView
from .board_view import BoardView
from .foresight_view import ForesightView
from .gestures import Drag, Press, Target
from .layout import Layout
from .session import Session

Pos = tuple[int, int]


# ---- Island's own verbs: the screen's small switches, each set by the hub -----------------------

@dataclass(frozen=True)
class Hurry:
    """Space: the animations to their end, and the queue hurried while Space is held."""


@dataclass(frozen=True)
class Browse:
    """A discard pile opened to browse (its panel name), or closed (None)."""
    pile: Optional[str]


@dataclass(frozen=True)
class Aimed:
    """A lit tile of the open mode (``Arm``) chosen: the mode closes, then ``action`` is played."""
    action: Action


Verb = Union[Answered["Routed"], Undo, Disarm, Foresee, PlayTurn, Say, Hurry, Browse, Aimed]
Routed = Union[it.Do, it.Ask, it.Arm, it.Refuse, it.Leave, it.Advise, Verb, Push, Pop, Replace, Quit, Goto]


@dataclass
class KeyHeld:
    """What the keyboard play keeps between events, the router's own input state like the
    pointer's press and drag: the screen holds it, the router (made for each event) sets it."""
    cursor: int                        # the keyboard's tile (the arrows, a click on a tile or a player's row)
    selected: Optional[str] = None     # the pawn the keyboard moves (Tab; None: the current player's)


class Screen(Protocol):
    """What the router reads of Island's game screen (the scene is one), read-only: the state
    (through the session), the layout and views, the hit map (``target_at``), the pointer, the
    open question and the screen's switches. It sets only its own input state (the pointer's
    press and drag, ``keys_held``); everything else it returns."""

    @property
    def cfg(self) -> Any: ...
    @property
    def session(self) -> Session: ...
    @property
    def view(self) -> BoardView: ...
    @property
    def lay(self) -> Layout: ...
    @property
    def foresight(self) -> ForesightView: ...
    @property
    def hint(self) -> HintView: ...
    @property
    def why(self) -> WhyView: ...
    @property
    def recording(self) -> Recording: ...
    @property
    def pointer(self) -> Pointer[Press, Drag]: ...
    @property
    def prompt(self) -> Optional[Prompt]: ...
    @property
    def armed(self) -> Optional[it.Arm]: ...
    @property
    def sheet(self) -> Optional[str]:
        """The discard pile being browsed, if any."""
        ...
    @property
    def keys_held(self) -> KeyHeld: ...
    @property
    def buttons(self) -> list[Button]: ...

    def run_command(self, cmd: str) -> Optional[Routed]:
        """What a key's or a button's command means on this screen (the router's table, unless
        the screen answers it its own way: a puzzle, the guided game); it carries nothing out."""
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
    def end_buttons(self) -> list[Button]:
        """The end box's buttons once the game is over and shown (none before)."""
        ...


__all__ = ["Aimed", "Answered", "Browse", "Disarm", "Foresee", "Hurry", "KeyHeld", "PlayTurn", "Pos", "Routed", "Say",
           "Screen", "Undo", "Verb"]
