"""What is in danger before the coming flood phase, from the forecast (ai/forecast.py):

- a treasure not yet captured whose tiles are both at risk (each sunk, flooded, or with a
  chance to sink in the coming phase), with the chance both are gone after it;
- Fools' Landing flooded or with a chance to sink;
- a pawn that may drown (its tile may sink with nowhere to swim and no Helicopter Lift to
  rescue it: the forecast's exact chance), or that can no longer walk, swim-through or fly to
  Fools' Landing by its own way of moving (it needs a Helicopter Lift or the Navigator).

Facts only (codes, ids, chances); the words are ``foresight_words``'. Worst first.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core import GameState
from ..core.state import FLOODED, SUNK
from .forecast import DROWNED, Forecast, forecast
from .judge import FAR, distances
from .knowledge import FloodKnowledge

TREASURE = "treasure"      # subject: the treasure id
LANDING = "landing"        # subject: Fools' Landing's tile id
DROWN = "drown"            # subject: the player
CUT_OFF = "cut_off"        # subject: the player


@dataclass(frozen=True)
class Danger:
    kind: str                          # TREASURE | LANDING | DROWN | CUT_OFF
    subject: str                       # a treasure, a tile or a player id
    chance: float                      # of the loss in the coming phase (1.0 for a pawn cut off: it stands)
    tiles: tuple[str, ...] = ()        # the tiles concerned (a treasure's two, the pawn's)
    params: dict[str, object] = field(default_factory=dict)


def at_risk(state: GameState, f: Forecast, tile: str) -> bool:
    s = state.tile_status(tile)
    odds = f.tiles.get(tile)
    return s in (FLOODED, SUNK) or (odds is not None and odds.sinks > 0)


def danger(state: GameState, know: FloodKnowledge | None = None, f: Forecast | None = None) -> list[Danger]:
    """Everything in danger now, worst (most likely) first."""
    if state.over:
        return []
    f = forecast(state, know) if f is None else f
    data = state.data
    out: list[Danger] = []
    for t, spec in data.treasures.items():
        if t in state.captured or not all(at_risk(state, f, x) for x in spec.tiles):
            continue
        out.append(Danger(TREASURE, t, f.pairs.get(t, 0.0), tuple(spec.tiles),
                          {"sunk": sum(state.tile_status(x) == SUNK for x in spec.tiles),
                           "flooded": sum(state.tile_status(x) == FLOODED for x in spec.tiles)}))
    landing = data.landing
    if at_risk(state, f, landing):
        odds = f.tiles.get(landing)
        out.append(Danger(LANDING, landing, odds.sinks if odds else 0.0, (landing,),
                          {"flooded": state.tile_status(landing) == FLOODED}))
    home = state.cell(landing)
    lift = data.card_of_kind("helicopter_lift")
    lifts = sum(h.count(lift) for h in state.hands)
    for p, c in zip(state.players, state.pawns, strict=False):
        here = state.place[c]
        p_drown = f.cause(DROWNED, p)
        if p_drown > 0:
            out.append(Danger(DROWN, p, p_drown, (here,), {"lifts": lifts}))
        if home is not None and state.status[home] != SUNK and distances(state, p)[home] >= FAR:
            out.append(Danger(CUT_OFF, p, 1.0, (here,), {"lifts": lifts}))
    order = {TREASURE: 1, LANDING: 0, DROWN: 2, CUT_OFF: 3}
    out.sort(key=lambda d: (-d.chance, order[d.kind], d.subject))
    return out


__all__ = ["CUT_OFF", "DROWN", "LANDING", "TREASURE", "Danger", "at_risk", "danger"]
