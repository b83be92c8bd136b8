"""What input may mean on any game's screen, as values: the verbs both games' routers return
and only their hub carries out (Sky's ``GameScene.take``, Island's ``IslandScene.take``), and
``Question``, a question that keeps what its answer means instead of acting on it.

A verb here names something every game screen has (a question, undo, the way out, a mode put
down, a foresight switch, a banner); what a game makes of it is the game's. Each game's
``screen.py`` adds its own verbs and makes its ``Routed``, the union of what its input means.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generic, Optional, TypeVar, Union

from ..prompt import Prompt
from ..scene import Goto
from ..theme import Theme

R = TypeVar("R")


@dataclass(frozen=True)
class Answered(Generic[R]):
    """The open question ``prompt`` was answered or dismissed: it closes (unless its answer
    opened another), then ``then``, what the answer means, is carried out (None: nothing, as
    when it was cancelled)."""
    prompt: Prompt
    then: Optional[R] = None


@dataclass(frozen=True)
class Undo:
    """Take back the last action (Ctrl+Z, the Undo button)."""


@dataclass(frozen=True)
class Leave:
    """Leave the game screen (an answer of the Menu, Sky's rewind from the log): ``to`` is
    "settings", "rules", "title", "quit", or the Goto of a game played on from a turn."""
    to: Union[str, Goto] = "title"


@dataclass(frozen=True)
class Disarm:
    """The armed card or mode put down (Escape, a right click); ``said``: the banner that says
    so, if any."""
    said: Optional[str] = None


@dataclass(frozen=True)
class Foresee:
    """A foresight switch or button, by the game's own command name (Sky's Danger, Hint, Play
    it, Play turn; Island's Play it, the hint dismissed, the forecast on the tiles); ``click``:
    its sound (a key's; a button's click is the router's)."""
    act: str
    click: bool = False


@dataclass(frozen=True)
class PlayTurn:
    """Play the hint's whole turn, each step shown first (the shared shell/rooms/play_turn.py);
    again: stop."""


@dataclass(frozen=True)
class Say:
    """A banner over the board in the screen's own colour, one of its ``kind`` at a time (a
    command the screen does not offer, said instead of done)."""
    text: str
    kind: str


class Question(Prompt, Generic[R]):
    """A question whose answer is kept, not acted on: ``then`` says what an answer means, and
    the router returns that (``Answered``) for the hub to carry out."""

    def __init__(self, theme: Theme, title: str, text: str, options: list[tuple[str, Any]],
                 then: Callable[[Any], Optional[R]], cancel: bool = True, default: int = 0) -> None:
        super().__init__(theme, title, text, options, self._keep, cancel=cancel, default=default)
        self.then = then
        self.meaning: Optional[R] = None      # what the answer given means (None: none, or cancelled)

    def _keep(self, answer: Any) -> None:
        self.meaning = self.then(answer)


def answered(prompt: Prompt) -> Answered[Any]:
    """What closing ``prompt`` means: its answer's meaning when it keeps one (a ``Question``)."""
    return Answered(prompt, prompt.meaning if isinstance(prompt, Question) else None)


__all__ = ["Answered", "Disarm", "Foresee", "Leave", "PlayTurn", "Question", "Say", "Undo", "answered"]
