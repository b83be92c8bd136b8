"""Island's foresight in one place: the small typed API a screen calls (docs/foresight.md, "Island").

Pure Python (no pygame); every answer is facts (codes, ids, chances), said by
``foresight_words``. Keep one ``FloodKnowledge`` beside the session and ``observe`` every
state shown (the known layers of the Flood pile after a Waters Rise!); pass it to each call.

- ``forecast(state, know) -> Forecast``: per tile ``floods``/``sinks``, ``draws``,
  ``waters_rise``, ``causes``, ``team_chance`` (exact; a few milliseconds at worst);
- ``danger(state, know) -> list[Danger]``: treasures, Fools' Landing, pawns;
- ``team_chance(state, know) -> float``;
- ``hint(state, know) -> Hint``: the strong bot's action and its planned turn, with reasons
  (a search: ask it off the frame, in a worker thread);
- ``end_turn_warning(state, know, risk=...) -> Warning | None``;
- ``why_lost(states, actions, likely_loss=...)`` / ``why_lost_record(record, likely_loss=...)
  -> WhyLost``.
"""

from __future__ import annotations

from .advice import HINT_SEED, Hint, Step, explain, hint
from .danger import Danger, danger
from .forecast import Forecast, TileOdds, forecast, team_chance
from .knowledge import FloodKnowledge
from .warning import Warning, end_turn_warning
from .why_lost import Point, WhyLost, why_lost, why_lost_record

__all__ = ["HINT_SEED", "Danger", "FloodKnowledge", "Forecast", "Hint", "Point", "Step", "TileOdds", "Warning", "WhyLost",
           "danger", "end_turn_warning", "explain", "forecast", "hint", "team_chance", "why_lost", "why_lost_record"]
