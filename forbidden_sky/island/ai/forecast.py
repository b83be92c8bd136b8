"""The flood forecast: the exact odds of the coming flood phase, from what the table knows.

The model (docs/foresight.md, "Island"):

- The Treasure cards still to draw this turn (two in the action phase, ``draws_left`` in the
  Treasure draw) come from the pile's public make-up (the 28 cards less the hands and the
  discard), every order equally likely; a pile that empties is rebuilt at once from its
  shuffled discard (the Waters Rise! just drawn in it), as the core does. That gives the chance
  of 0, 1 or 2 Waters Rise! (and of a Helicopter Lift drawn, which could rescue a pawn; a
  hand over the limit keeps its Lifts); one that reaches the skull loses before any Flood card.
- After a Waters Rise! the Flood discard (face up: a known set) lies shuffled on top of the
  Flood pile; a second one in the same draw only raises the marker. Below it, the known layers
  of earlier Waters Rise! (``knowledge.FloodKnowledge``, top first), then the rest of the pile;
  each layer in a uniformly random order. The phase draws as many cards as the meter then
  shows (``draws_left`` once it has begun); a pile that runs out is rebuilt from the discard
  (the cards this phase flooded included) and the draw goes on.
- A card on a dry tile floods it; on a flooded one the tile sinks; nobody plays a Special
  Action card (no Sandbags between the cards), except the Helicopter Lift a pawn with nowhere
  to swim is rescued by (the rescue rule; one Lift takes every such pawn of the tile).
  A swimmer with a choice swims to the first tile (in the island's order) that was dry when
  the forecast began (such a tile cannot sink in this phase unless its card comes up twice),
  else to the first tile offered (``swim_choice``; the tests answer the core's swim questions
  the same way).

Per tile, ``floods``/``sinks`` are the chance its card comes up on a dry / flooded tile in the
phase's draws (counted to the phase's end even where an earlier card already lost the game).
The loss odds follow the core exactly: the draws stop at the first losing condition, and
``causes`` says which one fired. Both are exact: the per-tile odds in closed form (every
layer is drawn whole but the last, of which a uniform subset is drawn), the loss by a search
(flood_search.py) over the draws in which the cards on dry tiles are counted, not named, while the pile cannot run
out (they only flood), and positions reached two ways are merged. tests/island/test_island_forecast.py
checks both against every physical order of the piles on small positions, played by the core.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..core import GameState, Phase
from ..core.state import DRY, FLOODED, SUNK
from .flood_search import DROWNED, LANDING, TREASURE, losses, swim_choice
from .knowledge import FloodKnowledge

SKULL = "skull"


@dataclass(frozen=True)
class TileOdds:
    floods: float        # its card comes up while the tile is dry
    sinks: float         # its card comes up while the tile is flooded


@dataclass(frozen=True)
class Forecast:
    waters_rise: tuple[float, ...]    # the chance of 0, 1, 2... Waters Rise! in the Treasure cards still to draw
    draws: dict[int, float]           # Flood cards the phase will draw -> chance (the skull's worlds left out)
    tiles: dict[str, TileOdds]        # every tile in play
    causes: dict[str, float]          # "skull", "landing_sunk", "treasure_lost:<treasure>", "drowned:<player>"
    # the chance both (all) tiles of a set sink, for the pairs asked (each uncaptured treasure's tiles)
    pairs: dict[str, float]

    @property
    def loss(self) -> float:
        return min(1.0, sum(self.causes.values()))

    @property
    def team_chance(self) -> float:
        """The chance no losing condition fires in the coming draws."""
        return max(0.0, 1.0 - self.loss)

    def cause(self, kind: str, detail: str | None = None) -> float:
        return self.causes.get(kind if detail is None else f"{kind}:{detail}", 0.0)


# ---- the Treasure draw -------------------------------------------------------------------------

def treasure_draws_left(state: GameState) -> int:
    if state.over:
        return 0
    if state.phase is Phase.ACTIONS:
        return state.data.rules.treasure_draws
    if state.phase is Phase.DRAW_TREASURE:
        return state.draws_left
    return 0


def waters_rise_odds(state: GameState) -> tuple[float, ...]:
    """The chance of exactly 0, 1, ... Waters Rise! among the Treasure cards still to draw."""
    out = [0.0] * (treasure_draws_left(state) + 1)
    for (w, _), p in treasure_odds(state).items():
        out[w] += p
    return tuple(out)


def treasure_odds(state: GameState) -> dict[tuple[int, int], float]:
    """(Waters Rise!, Helicopter Lifts) among the Treasure cards still to draw -> chance. A Lift
    drawn now could still rescue a pawn in the flood phase, so the loss odds need it too."""
    data = state.data
    wr, lift = data.card_of_kind("waters_rise"), data.card_of_kind("helicopter_lift")
    deck, disc = state.treasure_deck, state.treasure_discard
    return _rise(len(deck), deck.count(wr), deck.count(lift), len(disc), disc.count(wr), disc.count(lift),
                 treasure_draws_left(state))


@lru_cache(maxsize=4096)
def _rise(n: int, w: int, li: int, dn: int, dw: int, dl: int, t: int) -> dict[tuple[int, int], float]:
    """(pile size, its Waters Rise!, its Lifts, the same for the discard, draws) -> {(rises, lifts): chance}.
    A pile that empties is rebuilt at once from the shuffled discard, as the core does."""
    if t <= 0 or n <= 0:
        return {(0, 0): 1.0}
    out: dict[tuple[int, int], float] = {}

    def after(pile: tuple[int, int, int], disc: tuple[int, int, int], p: float, rise: int, lifted: int) -> None:
        if pile[0] == 0 and disc[0]:
            pile, disc = disc, (0, 0, 0)
        for (a, b), q in _rise(*pile, *disc, t - 1).items():
            k = (a + rise, b + lifted)
            out[k] = out.get(k, 0.0) + p * q

    if w:     # a Waters Rise! goes to the discard
        after((n - 1, w - 1, li), (dn + 1, dw + 1, dl), w / n, 1, 0)
    if li:    # a Lift goes to the hand
        after((n - 1, w, li - 1), (dn, dw, dl), li / n, 0, 1)
    if n - w - li:
        after((n - 1, w, li), (dn, dw, dl), (n - w - li) / n, 0, 0)
    return out


# ---- the Flood pile ------------------------------------------------------------------------------

def pile_layers(state: GameState, know: FloodKnowledge | None = None) -> list[frozenset[str]]:
    """The Flood pile as the table knows it: the known layers (top first), then the rest."""
    deck = frozenset(state.flood_deck)
    layers = [lay & deck for lay in (know.layers if know is not None else [])]
    layers = [lay for lay in layers if lay]
    known: frozenset[str] = frozenset().union(*layers) if layers else frozenset()
    rest = deck - known
    return layers + ([rest] if rest else [])


Start = tuple[float, list[frozenset[str]], frozenset[str], int, int]


def _phases(state: GameState, know: FloodKnowledge | None) -> tuple[float, list[Start]]:
    """The skull's chance, and each way the flood phase can begin: (chance, layers, discard,
    draws, Helicopter Lifts drawn on the way)."""
    data = state.data
    layers = pile_layers(state, know)
    discard = frozenset(state.flood_discard)
    if state.over:
        return 0.0, []
    if state.phase is Phase.FLOOD:
        return 0.0, [(1.0, layers, discard, state.draws_left, 0)]
    skull, out = 0.0, list[Start]()
    for (w, lifted), p in sorted(treasure_odds(state).items()):
        if p <= 0.0:
            continue
        if w and state.water + w >= data.water.skull:
            skull += p
        elif w and discard:
            out.append((p, [discard, *layers], frozenset(), data.water.draws(state.water + w), lifted))
        else:
            out.append((p, layers, discard, data.water.draws(state.water + w), lifted))
    return skull, out


def _full_pass(layers: list[frozenset[str]], discard: frozenset[str], status: dict[str, int], k: int
               ) -> tuple[dict[str, int], set[str], set[str], tuple[frozenset[str], int] | None]:
    """Every layer the phase draws whole, in turn (the pile rebuilt from the discard when it
    runs out): the statuses after them, the tiles they flooded and sank, and the last layer
    drawn in part with how many of its cards (a uniform subset), if any."""
    status = dict(status)
    pile = [set(x) for x in layers]
    disc = set(discard)
    flooded: set[str] = set()
    sunk: set[str] = set()
    while k > 0:
        pile = [x for x in pile if x]
        if not pile:
            if not disc:
                break
            pile, disc = [disc], set()
            continue
        top = pile[0]
        if k < len(top):
            return status, flooded, sunk, (frozenset(top), k)
        for c in sorted(top):
            if status[c] == DRY:
                status[c] = FLOODED
                flooded.add(c)
                disc.add(c)
            else:
                status[c] = SUNK
                sunk.add(c)
        k -= len(top)
        pile[0] = set()
        if not any(pile) and disc and k > 0:
            pile, disc = [disc], set()
    return status, flooded, sunk, None


def _falling(a: int, m: int) -> float:
    out = 1.0
    for i in range(m):
        out *= a - i
    return out


def forecast(state: GameState, know: FloodKnowledge | None = None) -> Forecast:
    """The coming flood phase's exact odds (the module's model), per tile and for the team."""
    data = state.data
    skull, starts = _phases(state, know)
    status0 = {t: state.status[c] for c, t in enumerate(state.place)}
    floods: dict[str, float] = {}
    sinks: dict[str, float] = {}
    draws: dict[int, float] = {}
    wanted = {t: data.treasures[t].tiles for t in data.treasures if t not in state.captured}
    pairs = {t: 0.0 for t in wanted}
    causes: dict[str, float] = {SKULL: skull} if skull else {}
    memo: dict = {}
    for p, layers, discard, k, lifted in starts:
        draws[k] = draws.get(k, 0.0) + p
        after, fl, sk, part = _full_pass(layers, discard, status0, k)
        for c in fl:
            floods[c] = floods.get(c, 0.0) + p
        for c in sk:
            sinks[c] = sinks.get(c, 0.0) + p
        if part is not None:
            top, j = part
            q = j / len(top)
            for c in top:
                box = floods if after[c] == DRY else sinks
                box[c] = box.get(c, 0.0) + p * q
        for t, both in wanted.items():
            need = [x for x in both if after[x] != SUNK]
            if not need:
                pairs[t] += p
            elif part is not None and all(x in part[0] and after[x] == FLOODED for x in need):
                pairs[t] += p * _falling(part[1], len(need)) / _falling(len(part[0]), len(need))
        for key, q in losses(state, layers, discard, k, lifted, memo).items():
            causes[key] = causes.get(key, 0.0) + p * q
    tiles = {t: TileOdds(floods.get(t, 0.0), sinks.get(t, 0.0))
             for c, t in enumerate(state.place) if state.status[c] != SUNK}
    if state.over:
        causes = {state.cause.value if state.cause else "lost": 1.0} if state.outcome == "lost" else {}
    return Forecast(waters_rise_odds(state), draws, tiles, {k: v for k, v in causes.items() if v > 0}, pairs)


def team_chance(state: GameState, know: FloodKnowledge | None = None) -> float:
    return forecast(state, know).team_chance


__all__ = ["DROWNED", "LANDING", "SKULL", "TREASURE", "Forecast", "TileOdds", "forecast", "pile_layers", "swim_choice",
           "team_chance", "treasure_draws_left", "waters_rise_odds"]
