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
over the draws in which the cards on dry tiles are counted, not named, while the pile cannot run
out (they only flood), and positions reached two ways are merged. tests/island/test_forecast.py
checks both against every physical order of the piles on small positions, played by the core.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..core import GameState, Phase
from ..core.common import NO_RESCUE
from ..core.sea import swim_cells
from ..core.state import DRY, FLOODED, SUNK, PendingKind
from ..data import IslandData
from .knowledge import FloodKnowledge

SKULL = "skull"
LANDING = "landing_sunk"
TREASURE = "treasure_lost"
DROWNED = "drowned"


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
        for key, q in _losses(state, layers, discard, k, lifted, memo).items():
            causes[key] = causes.get(key, 0.0) + p * q
    tiles = {t: TileOdds(floods.get(t, 0.0), sinks.get(t, 0.0))
             for c, t in enumerate(state.place) if state.status[c] != SUNK}
    if state.over:
        causes = {state.cause.value if state.cause else "lost": 1.0} if state.outcome == "lost" else {}
    return Forecast(waters_rise_odds(state), draws, tiles, {k: v for k, v in causes.items() if v > 0}, pairs)


def team_chance(state: GameState, know: FloodKnowledge | None = None) -> float:
    return forecast(state, know).team_chance


# ---- the loss: a search over the draws --------------------------------------------------------

def swim_choice(start: Sequence[int], options: Sequence[int]) -> int:
    """The swim the model assumes: the first tile offered that was dry when the forecast
    began (``start``: the statuses then), else the first offered."""
    return next((c for c in options if start[c] == DRY), options[0])


Layer = tuple[frozenset[str], int]      # the cards followed by name, and how many dry cards counted only


@dataclass
class _Search:
    data: IslandData
    place: tuple[str, ...]
    cell: dict[str, int]
    players: tuple[str, ...]
    captured: frozenset[str]
    start: tuple[int, ...]            # the statuses when the forecast began (the swim policy reads them)
    memo: dict

    def go(self, layers: tuple[Layer, ...], discard: frozenset[str] | None, status: tuple[int, ...],
           pawns: tuple[int, ...], lifts: int, left: int) -> dict[str, float]:
        if left <= 0:
            return {}
        layers = tuple(x for x in layers if x[0] or x[1])
        if not layers:
            if not discard:
                return {}
            layers, discard = ((discard, 0),), frozenset()
        if discard is not None and sum(len(x[0]) + x[1] for x in layers) > left:
            # the pile cannot run out before the phase ends: a dry tile's card only floods it
            # only flooded tiles can sink now, and only those that could touch a loss need a name
            keep = self._relevant(status, pawns)
            layers = tuple((frozenset(c for c in lay if self.cell[c] in keep),
                            n + sum(1 for c in lay if self.cell[c] not in keep)) for lay, n in layers)
            discard = None
        if discard is None and not any(lay for lay, _ in layers[: self._reach(layers, left)]):
            return {}
        key = (layers, discard, status, pawns, lifts, left)
        got = self.memo.get(key)
        if got is not None:
            return got
        top, inert = layers[0]
        size = len(top) + inert
        out: dict[str, float] = {}
        for c in top:
            rest = ((top - {c}, inert),) + layers[1:]
            self._add(out, self._draw(c, rest, discard, status, pawns, lifts, left), 1 / size)
        if inert:
            rest = ((top, inert - 1),) + layers[1:]
            self._add(out, self.go(rest, discard, status, pawns, lifts, left - 1), inert / size)
        self.memo[key] = out
        return out

    def _relevant(self, status: tuple[int, ...], pawns: tuple[int, ...]) -> set[int]:
        """The flooded cells whose sinking could take part in a loss while the pile cannot run
        out (no card comes up twice, so a dry tile stays in play): Fools' Landing, the tiles of
        the treasures still to take, and for each pawn on a flooded tile the tiles it could swim
        to that could sink under it too (its own way of swimming; nothing more once a swim
        surely ends on a tile that stays in play). Every other flooded tile sinks harmlessly:
        counted, not named."""
        got = self.memo.get(("relevant", status, pawns))
        if got is not None:
            return got
        out = self._find_relevant(status, pawns)
        self.memo[("relevant", status, pawns)] = out
        return out

    def _find_relevant(self, status: tuple[int, ...], pawns: tuple[int, ...]) -> set[int]:
        data, start = self.data, self.start
        n = len(status)
        flooded = {c for c in range(n) if status[c] == FLOODED}
        safe = {c for c in range(n) if status[c] == DRY and start[c] == DRY}
        out = {c for c in flooded if data.tiles[self.place[c]].landing}
        for t in data.treasures:
            if t not in self.captured:
                out |= {self.cell[x] for x in data.treasures[t].tiles if x in self.cell} & flooded
        for i, p in enumerate(self.players):
            swims = data.adventurers[p].swims
            todo, seen = [pawns[i]], set()
            while todo:
                x = todo.pop()
                if x in seen or x not in flooded:
                    continue
                seen.add(x)
                out.add(x)
                alive = [c for c in range(n) if status[c] != SUNK and c != x]
                if swims == "nearest":
                    dist = data.distance[x]
                    far = min((dist[c] for c in alive if c in safe), default=None)
                    region = [c for c in alive if far is None or dist[c] <= far]
                    closer = far is None or any(dist[c] < far for c in region)
                elif swims == "anywhere":
                    region, closer = alive, False
                else:
                    table = data.diagonal if swims == "diagonal" else data.orthogonal
                    region, closer = [c for c in table[x] if status[c] != SUNK], False
                # the swim is settled when the tiles it prefers (dry when the forecast began) are all
                # still dry, so none of them can sink first (and, for the Diver, none is nearer)
                firsts = [c for c in region if start[c] == DRY]
                sure = bool(firsts) and all(c in safe for c in firsts) and not closer
                if not sure:
                    todo += [c for c in region if c in flooded]
                    # a Lift's rescue lands on the first tile dry when the forecast began: name
                    # those that could have sunk since
                    out |= {c for c in flooded if start[c] == DRY}
        return out

    @staticmethod
    def _reach(layers: tuple[Layer, ...], left: int) -> int:
        """How many layers the draws still to come can reach."""
        n = 0
        for i, (lay, inert) in enumerate(layers):
            n += len(lay) + inert
            if n >= left:
                return i + 1
        return len(layers)

    @staticmethod
    def _add(out: dict[str, float], part: dict[str, float], p: float) -> None:
        for k, v in part.items():
            out[k] = out.get(k, 0.0) + p * v

    def _draw(self, card: str, layers: tuple[Layer, ...], discard: frozenset[str] | None, status: tuple[int, ...],
              pawns: tuple[int, ...], lifts: int, left: int) -> dict[str, float]:
        c = self.cell[card]
        st = list(status)
        if st[c] == DRY:
            st[c] = FLOODED
            disc = None if discard is None else discard | {card}
            return self.go(layers, disc, tuple(st), pawns, lifts, left - 1)
        st[c] = SUNK
        data = self.data
        spec = data.tiles[card]
        if spec.landing:
            return {LANDING: 1.0}
        t = spec.treasure
        if t is not None and t not in self.captured and all(st[self.cell[x]] == SUNK for x in data.treasures[t].tiles):
            return {f"{TREASURE}:{t}": 1.0}
        moved = list(pawns)
        lifted = False
        for i, p in enumerate(self.players):
            if pawns[i] != c:
                continue
            options = swim_cells(data, st, c, data.adventurers[p].swims)
            if options:
                moved[i] = swim_choice(self.start, options)
            elif lifts or lifted:
                lifted = True
                moved[i] = swim_choice(self.start, [x for x in range(len(st)) if st[x] != SUNK])
            else:
                return {f"{DROWNED}:{p}": 1.0}
        return self.go(layers, discard, tuple(st), tuple(moved), lifts - (1 if lifted else 0), left - 1)


def _losses(state: GameState, layers: list[frozenset[str]], discard: frozenset[str], k: int,
            lifted: int, memo: dict) -> dict[str, float]:
    """The search from one way the phase can begin; ``memo`` is shared by all of them (its
    keys hold everything a position depends on, the Lifts in hand too)."""
    data = state.data
    lift = data.card_of_kind("helicopter_lift")
    lifts = 0 if NO_RESCUE in state.variants else sum(h.count(lift) for h in state.hands) + lifted
    status = list(state.status)
    pawns = list(state.pawns)
    for x in state.pending:     # a swim still to answer: answered the model's way first
        if x.kind is PendingKind.SWIM:
            i = state.index(x.player)
            options = swim_cells(data, status, pawns[i], data.adventurers[x.player].swims)
            pawns[i] = swim_choice(status, options or [c for c in range(len(status)) if status[c] != SUNK])
    search = _Search(data, state.place, {t: c for c, t in enumerate(state.place)}, state.players, frozenset(state.captured),
                     tuple(status), memo)
    return search.go(tuple((lay, 0) for lay in layers), discard, tuple(status), tuple(pawns), lifts, k)


__all__ = ["DROWNED", "LANDING", "SKULL", "TREASURE", "Forecast", "TileOdds", "forecast", "pile_layers", "swim_choice",
           "team_chance", "treasure_draws_left", "waters_rise_odds"]
