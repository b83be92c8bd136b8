"""Foresight beside the session (docs/architecture.md: "belongs in rooms beside the session,
never inside a view"): the danger overlay's switch, the storm forecast, the circuit check and
the hint, each worked out once per state and kept for the views to read; the timeline of the
team's chance, one point per step of the session's history; the warning before End turn.

Each piece can be turned off in the settings (``settings.extra["foresight"]``, so the settings
file keeps them without a schema change); the hint is never shown until it is asked for.
"""

from __future__ import annotations

from ....i18n import tr
from dataclasses import dataclass, fields
from typing import Any, Optional

from ...ai.circuit_check import CircuitCheck, check
from ...ai.danger import Danger, danger
from ...ai.forecast import Forecast, forecast, turning_point
from ...ai.judge import Judge
from ...core import Action, GameState, IllegalAction, apply
from ...core.phases import Phase
from ...core.events import StormCardDrawn
from ..words import action_text, card_name, event_text
from . import foresight_words as fw
from .hint import HintWorker, record

COMMANDS = ("danger", "hint", "play_hint", "play_turn")
# the actions tried before End turn for a lower risk: the ones that move or mend someone
RESCUES = ("move", "teleport", "navigate", "heal", "repair", "play", "give_equipment", "unwire")
CARE = ("strike_shield", "gravity_hook", "med_kit", "defrayer", "aerometer")   # cards that protect or mend


@dataclass
class Prefs:
    overlay: bool = True    # the danger overlay (key D, its button, and while dragging)
    forecast: bool = True   # the forecast on the storm panel and the End-turn warning
    circuit: bool = True    # the live circuit check
    hint: bool = True       # the Hint button and key (the advice stays hidden until asked)
    why: bool = True        # the end screen's turning point and chart

    @staticmethod
    def from_settings(settings: Any) -> Prefs:
        doc = getattr(settings, "extra", {}).get("foresight") if settings is not None else None
        p = Prefs()
        if isinstance(doc, dict):
            for f in fields(p):
                if isinstance(doc.get(f.name), bool):
                    setattr(p, f.name, doc[f.name])
        return p


@dataclass(frozen=True)
class Point:
    """The team's chance once one step of the game was done."""
    step: int          # how many steps of the history were done
    turn: int
    tick: int          # the storm meter
    chance: float      # of coming through the next storm phase
    label: str         # the action or storm card that led here, in words


@dataclass(frozen=True)
class OnShow:
    """A hint on show: the position it is for, the advice and its sentence."""
    state: GameState
    action: Action
    text: str


class Foresight:
    def __init__(self, prefs: Prefs, cfg: Any, hints: list[dict[str, Any]]) -> None:
        self.prefs = prefs
        self.cfg = cfg
        self.hints = hints                # the session's list: recorded with the game
        self.overlay_on = False
        self.judge = Judge()
        self.worker = HintWorker()
        self.hint: Optional[OnShow] = None
        self.points: list[Point] = []
        self._states: list[GameState] = []
        self._memo: dict[tuple[int, str], tuple[GameState, Any]] = {}

    # ---- per state, once --------------------------------------------------------------------

    def _once(self, state: GameState, what: str, make: Any) -> Any:
        key = (id(state), what)
        hit = self._memo.get(key)
        if hit is not None and hit[0] is state:
            return hit[1]
        if len(self._memo) > 96:
            self._memo.clear()
        out = make(state)
        self._memo[key] = (state, out)
        return out

    def forecast(self, state: GameState) -> Forecast:
        return self._once(state, "forecast", forecast)

    def danger(self, state: GameState) -> Danger:
        return self._once(state, "danger", danger)

    def circuit(self, state: GameState) -> CircuitCheck:
        return self._once(state, "circuit", lambda s: check(s, self.judge))

    def after(self, state: GameState, action: Optional[Action]) -> Optional[tuple[GameState, Danger]]:
        """The position and its danger once a dragged thing is dropped (remembered per state and
        drop: asked every frame of a drag); None when the core refuses the drop."""
        if action is None:
            return None
        memo = self._memo.get((id(state), "after"))
        table = memo[1] if memo is not None and memo[0] is state else {}
        if action not in table:
            try:
                after, _ = apply(state, action)
                table[action] = None if after.over else (after, danger(after))
            except IllegalAction:
                table[action] = None
            self._memo[(id(state), "after")] = (state, table)
        return table[action]

    def version(self, state: GameState) -> tuple:
        """What the storm panel's forecast part shows depends on: for the panel cache."""
        return (id(state), len(self.points), self.prefs.forecast, self.prefs.circuit)

    def tick(self, session: Any) -> None:
        """Once a frame: the timeline follows the game, and the bot's answer becomes the hint."""
        self.sync(session)
        self.poll(session.state, session.name, len(session.history))

    # ---- the timeline --------------------------------------------------------------------------

    def sync(self, session: Any, budget: int = 24) -> None:
        """One point per state of the game so far: points[i] is the state after i steps (undo
        and rewind drop the points of states no longer in the history). At most ``budget`` new
        points a call: a game loaded with a long history fills its timeline over a few frames
        instead of holding up the first one."""
        if not self.prefs.forecast and not self.prefs.why:
            return
        history = session.history
        states = [h.before for h in history] + [session.state]
        keep = 0
        while keep < min(len(states), len(self._states)) and states[keep] is self._states[keep]:
            keep += 1
        if keep == len(states) == len(self._states):
            return
        del self.points[keep:], self._states[keep:]
        for i in range(keep, min(len(states), keep + budget)):
            s = states[i]
            label = _label(history[i - 1].before, history[i - 1]) if i > 0 else ""
            self.points.append(Point(i, s.turn, s.storm_tick, self.forecast(s).safe, label))
            self._states.append(s)

    def turning(self) -> Optional[Point]:
        likely = float(self.cfg.foresight.likely_loss)
        i = turning_point([p.chance for p in self.points], likely)
        return self.points[i] if i is not None else None

    # ---- the hint --------------------------------------------------------------------------------

    def ask_hint(self, state: GameState) -> None:
        self.hint = None
        self.worker.ask(state)

    def poll(self, state: GameState, name: Any, step: int) -> None:
        """Turn the bot's answer into the hint on show (and into the record)."""
        if self.hint is not None and self.hint.state is not state:
            self.hint = None
        advice = self.worker.ready(state)
        if advice is None or (self.hint is not None and self.hint.action == advice.action):
            return
        text = fw.hint_text(state, advice.action, advice.reason, advice.facts, name)
        self.hint = OnShow(state, advice.action, text)
        asked = self.worker.asked
        record(self.hints, state, advice, text, step, False, asked.seconds if asked else 0.0)
        self.worker.forget()

    def thinking(self, state: GameState) -> bool:
        return self.worker.thinking(state)

    def played(self) -> Optional[Action]:
        """The hint's action, marked as played in the record."""
        if self.hint is None:
            return None
        if self.hints:
            self.hints[-1]["played"] = True
        action, self.hint = self.hint.action, None
        return action

    # ---- before End turn ------------------------------------------------------------------------

    def end_warning(self, state: GameState, legal: list[Action]) -> list[tuple[str, str, float, float]]:
        """(player, risk, chance now, lowest chance one action reaches) for each adventurer
        facing a high risk in the coming storm that an action could still lower."""
        if not self.prefs.forecast or state.phase != Phase.ACTIONS:
            return []
        f = self.forecast(state)
        warn = float(self.cfg.foresight.warn_risk)
        high = {(r.player, k): p for r in f.risks for k, p in (("electrocuted", r.electrocuted), ("fall", r.fall))
                if p >= warn}
        if not high:
            return []
        best = dict(high)
        tries = [a for a in legal if _may_rescue(state, a, {pid for pid, _ in high})]
        tries = tries[:int(self.cfg.foresight.warn_actions)]
        for a in tries:
            try:
                after, _ = apply(state, a)
            except IllegalAction:
                continue
            if after.over:
                continue
            g = forecast(after)
            for (pid, k) in high:
                r = g.risk(pid)
                best[(pid, k)] = min(best[(pid, k)], r.electrocuted if k == "electrocuted" else r.fall)
        return [(pid, k, p, best[(pid, k)]) for (pid, k), p in high.items() if best[(pid, k)] < p - 0.01]


def _may_rescue(state: GameState, a: Action, at_risk: set[str]) -> bool:
    """Whether this action could lower the risk of someone in ``at_risk``: it moves or mends
    one of them, or changes what lightning reaches (a wire off), or plays or passes a card."""
    if a.type not in RESCUES:
        return False
    if a.type in ("move", "teleport"):
        return (a.player or state.current) in at_risk or a.carry in at_risk
    if a.type in ("navigate", "heal", "repair"):
        return a.target in at_risk
    if a.type == "play":
        effect = state.data.equipment[a.card].effect if a.card and a.card in state.data.equipment else ""
        if effect == "jet_pack":   # flown out of danger: only the one at risk or their passenger
            return (a.player in at_risk or a.target in at_risk) and a.target is None
        if effect == "remote_fuser":
            return a.option == "remove"
        return effect in CARE
    return True


def _label(before: GameState, step: Any) -> str:
    """The step in words, for the turning point's sentence."""
    a = step.action
    if a.type == "draw_storm":
        card = next((e.card for e in step.events if isinstance(e, StormCardDrawn)), None)
        return tr("the storm card {card}", card=card_name(before, card)) if card else tr("a storm card")
    text = action_text(before, a) or next((t for t in (event_text(before, e) for e in step.events) if t), "")
    return text.strip().rstrip(".") or a.type.replace("_", " ")


__all__ = ["COMMANDS", "Foresight", "Point", "OnShow", "Prefs"]
