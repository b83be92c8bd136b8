"""The End-turn warning: what a player ending the actions early should hear first.

Asked only while the current player still has actions and presses End turn. In order:

1. ``capture``: a treasure could be captured right now (the four cards on its tile);
2. ``risk``: the coming draws lose the game with at least ``risk`` chance (ui.yaml's
   ``foresight.warn_risk``, passed in by the screen) and one of the player's own actions now
   (a shore-up; Sandbags are anyone's, at any time, so not counted) would lower that chance:
   the best such action, with the chance before and after;
3. ``danger``: a treasure in danger or Fools' Landing flooded (``danger.py``) that a shore-up
   within reach would dry, whatever the odds of this phase: a flooded key tile's card lies in
   the discard, and the next Waters Rise! puts it on top.

Facts only; ``foresight_words.warning_text`` says them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core import Action, GameState, Phase, apply, legal_actions
from .danger import LANDING, TREASURE, danger
from .forecast import forecast
from .knowledge import FloodKnowledge


@dataclass(frozen=True)
class Warning:
    code: str                                   # capture | risk | danger
    params: dict[str, Any] = field(default_factory=dict)
    action: Action | None = None                # what would help (the capture, the best shore-up)


def end_turn_warning(state: GameState, know: FloodKnowledge | None = None, *, risk: float) -> Warning | None:
    """A warning if ending the actions now looks like a mistake, else None."""
    if state.over or state.pending or state.phase is not Phase.ACTIONS or state.actions_left <= 0:
        return None
    mine = [a for a in legal_actions(state) if a.player in (None, state.current)]
    for a in mine:
        if a.type == "capture":
            t = state.data.tiles[state.place[state.at(state.current)]].treasure
            return Warning("capture", {"treasure": t, "left": state.actions_left}, a)
    f = forecast(state, know)
    shores = [a for a in mine if a.type == "shore_up"]
    if f.loss >= risk and shores:
        best, after = min(((a, forecast(apply(state, a)[0], know).loss) for a in shores), key=lambda x: x[1])
        if after < f.loss - 1e-9:
            return Warning("risk", {"loss": f.loss, "after": after, "tile": best.tile, "tile2": best.tile2,
                                    "left": state.actions_left}, best)
    reach = {t for a in shores for t in (a.tile, a.tile2) if t}
    for d in danger(state, know, f):
        if d.kind not in (TREASURE, LANDING):
            continue
        wet = [t for t in d.tiles if t in reach]
        if wet:
            fix = next((a for a in shores if wet[0] in (a.tile, a.tile2)), None)
            return Warning("danger", {"kind": d.kind, "subject": d.subject, "tile": wet[0], "chance": d.chance,
                                      "left": state.actions_left}, fix)
    return None


__all__ = ["Warning", "end_turn_warning"]
