"""The game that ended, as the end screen and its helpers (the turning point, the record's
notes, Rewind) read it: a protocol the game screen satisfies, so none of them holds the scene
as ``Any`` (issue 19)."""

from __future__ import annotations

from typing import Optional, Protocol

from ..core.state import GameState
from ...shell.rooms.recording import Recording
from .play.foresight import Foresight
from .session import Session, Setup


class Finished(Protocol):
    @property
    def state(self) -> GameState: ...
    @property
    def setup(self) -> Setup: ...
    @property
    def session(self) -> Session: ...
    @property
    def recording(self) -> Optional[Recording]: ...
    @property
    def foresight(self) -> Foresight: ...


__all__ = ["Finished"]
