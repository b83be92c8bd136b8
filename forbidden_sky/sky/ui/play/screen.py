"""Sky's game screen as its input rooms see it (routing.py, keyboard.py): a read-only protocol,
so they never hold the scene itself, and what input may mean (``Routed``): an intent of
intents.py, one of the hub's own verbs below, or a scene command. The rooms return it; the hub
alone carries it out (``GameScene.take``). What the rooms may still set is their own input
state: the pointer's press and drag (and the tile in it turned), and the keyboard's ``KeyHeld``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Protocol, Union

from ...core import Action
from ...core.state import GameState
from ....shell.anim import Queue
from ....shell.prompt import Prompt
from ....shell.rooms.gestures import Pointer
from ....shell.rooms.pacing import Pace
from ....shell.rooms.panels import PanelView
from ....shell.scene import Goto, Host, Pop, Push, Quit, Replace
from ....shell.theme import Button, Theme
from ..board_view import BoardView
from ..session import Session
from ....shell.rooms.recording import Recording
from ....shell.rooms.verbs import Answered, Disarm, Foresee, Question, Undo
from . import intents
from .foresight import Foresight
from .foresight_view import ForesightView
from .gestures import Drag, Press, TileBack, TileDrag
from .layout import Buttons, Layout
from .picture import Picture
from .sheets import Sheets
from .shown import Shown
from .told import Told

Pos = tuple[int, int]
Cell = tuple[int, int]


# ---- the hub's own verbs: what input means that is no game intent (the game-free ones, Answered,
# Undo, Disarm, Foresee and Question, are shell/rooms/verbs.py's, named here too) ----------------

@dataclass(frozen=True)
class TileDrop:
    """A tile let go (by the mouse or Enter): ``intent`` is what it means; when no action is
    applied (refused, or a question first) the tile flies home (``back``)."""
    intent: Optional[intents.Intent]
    back: TileBack


@dataclass(frozen=True)
class NextCard:
    """The storm's next card now, not when its time comes (N, Next card)."""


@dataclass(frozen=True)
class Skip:
    """The animations to their end (Space); in the storm, its next card asked for too."""
    next_card: bool


@dataclass(frozen=True)
class WirePref:
    """The wire length asked for (1, 2, 3), said in a banner."""
    pref: Optional[str]
    said: str


@dataclass(frozen=True)
class SheetsTo:
    """The log and discard sheets as they are to be (open or not, the log's scroll)."""
    log: bool
    discard: bool
    scroll: int


@dataclass(frozen=True)
class AutoAdvance:
    """Seconds between storm cards (the Auto button), remembered in the settings."""
    every: float


@dataclass(frozen=True)
class Zoom:
    """The camera by hand, zoomed by ``factor`` about ``at`` (the view's centre if None)."""
    factor: float
    at: Optional[Pos] = None


@dataclass(frozen=True)
class Pan:
    """The camera by hand, moved by so many pixels (a pan drag, Shift and the arrows)."""
    dx: float
    dy: float


@dataclass(frozen=True)
class Look:
    """The camera by hand, centred on a world point (the keyboard's cursor kept in view)."""
    at: tuple[float, float]


@dataclass(frozen=True)
class Fit:
    """The whole platform in view again, the camera given back to the automatic fit (Home)."""


@dataclass(frozen=True)
class Reveal:
    """The camera glides until these cells are in sight (where a carried tile may go)."""
    cells: tuple[Cell, ...]


Verb = Union[Undo, Answered["Routed"], TileDrop, NextCard, Skip, WirePref, Disarm, SheetsTo, AutoAdvance, Foresee,
             Zoom, Pan, Look, Fit, Reveal]
Routed = Union[intents.Intent, intents.Leave, Verb, Push, Pop, Replace, Quit, Goto]   # what input means
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
    """What the router and the keyboard read of Sky's game screen (the scene is one), read-only:
    the state, the layout and views, the hit map, the pointer. They set only their own input
    state (the pointer's press and drag, ``keys_held``); everything else they return."""

    @property
    def keys_held(self) -> KeyHeld: ...
    @property
    def app(self) -> Host: ...
    @property
    def theme(self) -> Theme: ...
    @property
    def cfg(self) -> Any: ...
    @property
    def session(self) -> Session: ...
    @property
    def queue(self) -> Queue: ...
    @property
    def picture(self) -> Picture: ...
    @property
    def view(self) -> BoardView: ...
    @property
    def layout(self) -> Layout: ...
    @property
    def buttons(self) -> Buttons: ...
    @property
    def fore_view(self) -> ForesightView: ...
    @property
    def panels(self) -> PanelView[Shown]: ...
    @property
    def foresight(self) -> Foresight: ...
    @property
    def told(self) -> Told: ...
    @property
    def prompt(self) -> Optional[Prompt]: ...
    @property
    def pointer(self) -> Pointer[Press, Drag]: ...
    @property
    def armed(self) -> Optional[intents.Armed]: ...
    @property
    def t(self) -> float: ...
    @property
    def sheets(self) -> Sheets: ...
    @property
    def pace(self) -> Pace[GameState, Action]: ...
    @property
    def recording(self) -> Recording: ...
    @property
    def state(self) -> GameState: ...

    def facts(self) -> intents.Facts: ...
    def reading(self) -> intents.Reading: ...
    def shown(self) -> Shown: ...
    def context_buttons(self) -> list[Button]: ...
    def tile_candidate(self, drag: TileDrag, pos: Pos) -> tuple[Optional[Action], Optional[str]]:
        """The action a tile dropped here would be, and why not (remembered per state)."""
        ...


__all__ = ["Answered", "AutoAdvance", "Disarm", "Fit", "Foresee", "KeyHeld", "Keyed", "Look", "NextCard", "Pan",
           "Pos", "Question", "Reveal", "Routed", "Screen", "SheetsTo", "Skip", "TileDrop", "Undo", "Verb",
           "WirePref", "Zoom"]
