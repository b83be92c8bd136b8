"""The loss odds of the coming flood phase: a search over the draws, as the core plays them.

forecast.py gives it each way the phase can begin (the Flood pile's layers top first, the
discard, the draws, the Helicopter Lifts drawn on the way); it returns the chance of each losing
condition firing first ("landing_sunk", "treasure_lost:<treasure>", "drowned:<player>"). The
draws stop at the first loss; positions reached two ways are merged; while the pile cannot run
out, the cards whose sinking cannot take part in a loss are counted, not named (``_relevant``).
The swim the model assumes is ``swim_choice`` (docs/foresight.md, "Island").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core import GameState
from ..core.common import NO_RESCUE
from ..core.sea import swim_cells
from ..core.state import DRY, FLOODED, SUNK, PendingKind
from ..data import IslandData

LANDING = "landing_sunk"
TREASURE = "treasure_lost"
DROWNED = "drowned"


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
    keys: frozenset[int] = frozenset()   # Fools' Landing's cell and those of the treasures still to take

    def go(self, layers: tuple[Layer, ...], discard: frozenset[str] | None, status: tuple[int, ...],
           pawns: tuple[int, ...], lifts: int, left: int) -> dict[str, float]:
        if left <= 0:
            return {}
        layers = tuple(x for x in layers if x[0] or x[1])
        if not layers:
            if not discard:
                return {}
            layers, discard = ((discard, 0),), frozenset()
        if discard is None or sum(len(x[0]) + x[1] for x in layers) > left:
            # the pile cannot run out before the phase ends: a dry tile's card only floods it;
            # only flooded tiles can sink now, and only those that could touch a loss need a
            # name (asked again as pawns swim to safety: fewer names, more positions merged)
            keep = self._relevant(status, pawns)
            cell = self.cell
            if discard is not None or any(cell[c] not in keep for lay, _ in layers for c in lay):
                layers = tuple((frozenset(c for c in lay if cell[c] in keep),
                                n + sum(1 for c in lay if cell[c] not in keep)) for lay, n in layers)
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
        out = set(self.keys & flooded)
        alive: list[int] | None = None
        safe: set[int] | None = None
        for i, p in enumerate(self.players):
            if pawns[i] not in flooded:
                continue            # a pawn on a dry tile stays there: no card sinks it now
            swims = data.adventurers[p].swims
            todo, seen = [pawns[i]], set()
            while todo:
                x = todo.pop()
                if x in seen or x not in flooded:
                    continue
                seen.add(x)
                out.add(x)
                if safe is None:
                    safe = {c for c in range(n) if status[c] == DRY and start[c] == DRY}
                if swims in ("nearest", "anywhere"):
                    if alive is None:
                        alive = [c for c in range(n) if status[c] != SUNK]
                    others = [c for c in alive if c != x]
                if swims == "nearest":
                    dist = data.distance[x]
                    far = min((dist[c] for c in others if c in safe), default=None)
                    region = others if far is None else [c for c in others if dist[c] <= far]
                    closer = far is None or any(dist[c] < far for c in region)
                elif swims == "anywhere":
                    region, closer = others, False
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


def losses(state: GameState, layers: list[frozenset[str]], discard: frozenset[str], k: int,
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
                     tuple(status), memo, _keys(state))
    return search.go(tuple((lay, 0) for lay in layers), discard, tuple(status), tuple(pawns), lifts, k)


def _keys(state: GameState) -> frozenset[int]:
    data = state.data
    tiles = [data.landing] + [x for t, spec in data.treasures.items() if t not in state.captured for x in spec.tiles]
    return frozenset(c for c in (state.cell(x) for x in tiles) if c is not None)


__all__ = ["DROWNED", "LANDING", "TREASURE", "losses", "swim_choice"]
