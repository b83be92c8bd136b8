"""What one frame shows: a read-only snapshot the views (panels, overlays) draw from.

The scene builds it; the views never reach back into the scene, so drawing cannot change what
input will find.
"""

from __future__ import annotations

from ....i18n import tr
from dataclasses import dataclass
from typing import Any, Optional

from ...core.state import GameState
from ..board_view import BoardView
from ....shell.theme import Theme
from .gestures import Drag
from .intents import Armed, Facts
from .layout import Buttons, Layout
from .picture import Picture


@dataclass
class Shown:
    state: GameState
    picture: Picture
    facts: Facts
    drag: Optional[Drag]
    armed: Optional[Armed]
    receivers: set[str]              # who may take the tile or card being carried
    log: list[tuple[int, str]]
    layout: Layout
    buttons: Buttons
    theme: Theme
    cfg: Any                         # ui.yaml
    view: BoardView
    t: float                         # seconds since the screen opened (pulses)
    busy: bool                       # animations are playing: no highlights
    foresight: Any = None            # the foresight hub (foresight.py), read by the storm panel
    told: Optional[GameState] = None    # the state whose animations have played (the header's turn)

    def pawn_colour(self, pid: str) -> tuple[int, ...]:
        return tuple(self.cfg.pawn_colours[self.state.data.adventurers[pid].colour])

    def pawn_shape(self, pid: str) -> str:
        return str(self.cfg.pawn_shapes[self.state.data.adventurers[pid].colour])

    def name(self, pid: str) -> str:
        adv = self.state.data.adventurers.get(pid)
        return tr(adv.name) if adv else str(pid)
