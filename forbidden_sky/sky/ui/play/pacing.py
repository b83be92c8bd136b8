"""Sky's game screen's pace between animations: the end screen, the question a pending choice
asks, the built-in player's next move, the next storm card when its time has come (the clock
is the shared shell/rooms/pacing.py), and the camera brought to what matters. Each returns
what should happen (an intent, a scene command) for the scene to carry out."""

from __future__ import annotations

from ....i18n import tr
from typing import Any, Optional, Protocol, Sequence, Union

from ...core import Action
from ...core.phases import Phase
from ...core.state import GameState
from ....shell.prompt import Prompt
from ....shell.rooms.gestures import Pointer
from ....shell.rooms.pacing import Pace
from ....shell.rooms.toasts import Toasts
from ....shell.scene import Goto
from ....shell.theme import Theme
from ..board_view import Camera
from ..session import Session
from .foresight import Foresight
from .gestures import Drag, Press
from .intents import Ask, Do
from .memo import Memo

Paced = Union[Goto, Do, Ask]


class PaceScreen(Protocol):
    """What the pace reads of the game screen."""
    session: Session
    pace: Pace[GameState, Action]
    prompt: Optional[Prompt]
    toasts: Toasts
    theme: Theme

    @property
    def state(self) -> GameState: ...
    def saved_auto_advance(self) -> float: ...


def autoplay_step(sc: PaceScreen) -> Optional[Do]:
    s = sc.state
    assert sc.pace.autoplayer is not None
    if s.turn > sc.pace.autoplay_turns and s.phase == Phase.ACTIONS and s.pending is None:
        sc.pace.autoplay_done(sc.saved_auto_advance())   # the queue's speed follows next frame
        sc.toasts.show(tr("Autoplay finished: your turn"), sc.theme.c.accent)
        return None
    action = sc.pace.autoplayer.choose(s, sc.session.legal())
    return Do(action, quiet=True) if action is not None else None


def ask_pending(sc: PaceScreen) -> Ask:
    p = sc.state.pending
    assert p is not None
    opts = [((tr("Nobody") if o == "none" else sc.session.name(o)) if isinstance(o, str) else str(o),
             Action("choose", player=p.player, option=o)) for o in p.options]
    text = (tr("The Climber is blown across the clouds. Take someone along?")
            if p.kind == "climber_wind_carry" else tr("Choose."))
    return Ask(tr("{who} decides", who=sc.session.name(p.player)), text, tuple(opts), cancel=False)


def pace(sc: PaceScreen, dt: float) -> Optional[Paced]:
    """With the animations done: the end screen, a pending choice, autoplay, or the next
    storm card when its time has come."""
    s = sc.state
    if s.over:
        if not sc.pace.end_shown:
            sc.pace.end_shown = True
            sc.toasts.clear()   # the end screen says what happened: no stale banners over it
            return Goto("end", {"game": sc})
        return None
    if s.pending is not None and sc.prompt is None and sc.pace.autoplayer is None:
        return ask_pending(sc)
    if sc.pace.autoplayer is not None:
        return autoplay_step(sc)
    if s.phase == Phase.STORM and s.pending is None and sc.pace.due(dt):
        return Do(Action("draw_storm"))
    return None


def reveal(cam: Camera, cells: Any, floating: Sequence[Any]) -> None:
    """Glide the camera (the least pan, same zoom) until these cells are in sight and clear
    of the controls floating over the board (``floating``): a hint's target, the cells a
    carried tile may go (issue 22)."""
    target = cam.reveal_target(cells, list(floating))
    if target is not None:
        cam.glide_to(target)


def hint_to_reveal(memo: Memo, foresight: Foresight, state: GameState) -> Optional[list[Any]]:
    """A hint just put on show: the cells of its marks, to bring into sight (once per hint)."""
    shown = foresight.hint
    if shown is None or shown.state is not state or shown is memo.hint_revealed:
        return None
    memo.hint_revealed = shown
    from .foresight_view import hint_cells
    return hint_cells(state, shown.action)


def auto_fit(cam: Camera, memo: Memo, state: GameState, pointer: Pointer[Press, Drag], dt: float, glide: float) -> None:
    """When the platform grows beyond the view, glide to show it all (unless the player
    has taken the camera by hand; Home / Fit gives it back)."""
    board = state.board
    if not cam.manual and memo.fit_checked is not board and not pointer.drag:
        memo.fit_checked = board
        if not cam.shows_all(board.tiles):
            cam.glide_to_fit(board.tiles)
    cam.update(dt, glide)
