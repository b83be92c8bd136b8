"""The game screen's pace between animations: the built-in player's next move and the
question a pending choice asks (kept out of the hub, scene.py, to keep it small)."""

from __future__ import annotations

from typing import Any

from ...core import Action
from ...core.phases import Phase
from ....shell.scene import Command, Goto


def autoplay_step(sc: Any) -> None:
    s = sc.state
    assert sc.autoplayer is not None
    if s.turn > sc.autoplay_turns and s.phase == Phase.ACTIONS and s.pending is None:
        sc.autoplayer = None
        sc.auto_advance = sc.saved_auto_advance()
        sc.queue.speed = 1.0
        sc.toast("Autoplay finished: your turn", sc.theme.c.accent)
        return
    action = sc.autoplayer.choose(s, sc.session.legal())
    if action is not None:
        sc.do(action, quiet=True)


def ask_pending(sc: Any) -> None:
    p = sc.state.pending
    assert p is not None
    opts = [(("Nobody" if o == "none" else sc.session.name(o)) if isinstance(o, str) else str(o),
             Action("choose", player=p.player, option=o)) for o in p.options]
    text = ("The Climber is blown across the clouds. Take someone along?"
            if p.kind == "climber_wind_carry" else "Choose.")
    sc.ask(sc.session.name(p.player) + " decides", text, opts, cancel=False)


def pace(sc: Any, dt: float) -> Command:
    """With the animations done: the end screen, a pending choice, autoplay, or the next
    storm card when its time has come."""
    s = sc.state
    if s.over:
        if not sc.end_shown:
            sc.end_shown = True
            sc.toasts.clear()   # the end screen says what happened: no stale banners over it
            return Goto("end", {"game": sc})
        return None
    if s.pending is not None and sc.prompt is None and sc.autoplayer is None:
        ask_pending(sc)
    if sc.autoplayer is not None:
        autoplay_step(sc)
    elif s.phase == Phase.STORM and s.pending is None:
        sc.storm_wait += dt
        if sc.next_requested or (sc.auto_advance > 0 and sc.storm_wait >= sc.auto_advance):
            sc.next_requested = False
            sc.storm_wait = 0.0
            sc.do(Action("draw_storm"))
    return None


def reveal(sc: Any, cells: Any) -> None:
    """Glide the camera (the least pan, same zoom) until these cells are in sight and clear
    of the controls floating over the board: a hint's target, the cells a carried tile may
    go (issue 22)."""
    cam = sc.view.camera
    target = cam.reveal_target(cells, sc.floating())
    if target is not None:
        cam.glide_to(target)


def reveal_hint(sc: Any) -> None:
    """A hint just put on show: its marks brought into sight, once per hint."""
    shown = sc.foresight.hint
    if shown is None or shown.state is not sc.state or shown is sc._hint_revealed:
        return
    sc._hint_revealed = shown
    from .foresight_view import hint_cells
    reveal(sc, hint_cells(sc.state, shown.action))


def auto_fit(sc: Any, dt: float) -> None:
    """When the platform grows beyond the view, glide to show it all (unless the player
    has taken the camera by hand; Home / Fit gives it back)."""
    cam = sc.view.camera
    board = sc.state.board
    if not cam.manual and sc._fit_checked is not board and not sc.pointer.drag:
        sc._fit_checked = board
        if not cam.shows_all(board.tiles):
            cam.glide_to_fit(board.tiles)
    cam.update(dt, float(sc.cfg.anim.camera_glide))
