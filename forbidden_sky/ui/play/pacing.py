"""The game screen's pace between animations: the built-in player's next move and the
question a pending choice asks (kept out of the hub, scene.py, to keep it small)."""

from __future__ import annotations

from typing import Any

from ...core import Action


def autoplay_step(sc: Any) -> None:
    s = sc.state
    assert sc.autoplayer is not None
    if s.turn > sc.autoplay_turns and s.phase == "actions" and s.pending is None:
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
