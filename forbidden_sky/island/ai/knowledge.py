"""What the table knows about the piles, and nothing more: the bot's only view of hidden cards.

A player at the table sees the discards face up, so the make-up of each draw pile is public
(the Flood draw pile: every tile in play whose card is not in the discard; the Treasure draw
pile: the 28 cards less the hands and the discard). The order is hidden, with one exception:
after a Waters Rise! the players saw which cards were shuffled and put on top. Those cards form
a known *layer* on top of the pile (its order still hidden); a second Waters Rise! puts a new
layer above the first; each Flood card drawn comes off the top layer; a pile that ran out and
was reshuffled from the discard is one unknown pile again.

``FloodKnowledge`` follows the layers from the states it is shown, using only sets and counts,
never positions in a pile: shuffle the hidden order (inside each layer) and it learns the same
thing. A tracker shown a state that is not the next step of the last one forgets its layers
(the uniform view, which is still honest, only less sharp).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core import GameState


@dataclass
class FloodKnowledge:
    layers: list[frozenset[str]] = field(default_factory=list)   # known sets on top of the Flood pile, top first
    _last: GameState | None = None

    def observe(self, state: GameState) -> None:
        last, self._last = self._last, state
        if last is None or last.seed != state.seed or last.players != state.players or state.turn < last.turn:
            self.layers = []
            return
        deck = frozenset(state.flood_deck)
        before = frozenset(last.flood_deck)
        if state.water > last.water and last.flood_discard:
            # a Waters Rise!: the discard the table saw went on top, shuffled
            self.layers = [frozenset(last.flood_discard)] + self.layers
        elif len(state.flood_deck) > len(last.flood_deck) or not deck <= before | frozenset(last.flood_discard):
            # the pile ran out and the discard became a new pile (or a jump we cannot follow)
            self.layers = []
        # cards drawn (or sunk with their tile) leave the layers; empty layers go
        self.layers = [lay & deck for lay in self.layers if lay & deck]

    def rest(self, state: GameState) -> frozenset[str]:
        """The part of the Flood pile below the known layers (every order equally likely)."""
        known: frozenset[str] = frozenset().union(*self.layers) if self.layers else frozenset()
        return frozenset(state.flood_deck) - known


def draw_chances(layers: list[frozenset[str]], rest: frozenset[str], discard: frozenset[str],
                 draws: int) -> dict[str, float]:
    """The chance each Flood card is among the next ``draws`` cards: the layers come off first,
    then the rest (uniform); past the end of the pile the discard and the drawn cards are
    reshuffled into a new pile (an approximation: the drawn cards count as if back)."""
    out: dict[str, float] = {}
    k = draws
    for lay in [*layers, rest]:
        if k <= 0:
            break
        n = len(lay)
        if not n:
            continue
        p = 1.0 if k >= n else k / n
        for c in lay:
            out[c] = p
        k -= n
    if k > 0:
        pool = len(discard) + sum(len(x) for x in layers) + len(rest)
        if pool:
            extra = min(1.0, k / pool)
            for c in discard:
                out[c] = out.get(c, 0.0) + extra
            for c in list(out):
                out[c] = min(1.0, out[c] + extra) if c not in discard else out[c]
    return out


def twice_chances(layers: list[frozenset[str]], rest: frozenset[str], discard: frozenset[str],
                  draws: int) -> dict[str, float]:
    """The chance each Flood card comes up twice in the next ``draws`` cards: a pile shorter
    than the draws is drawn whole, then the discard and those cards are reshuffled and the
    draw goes on (a dry tile drawn twice sinks in one phase)."""
    piles = [*layers, rest]
    n = sum(len(x) for x in piles)
    k = draws - n
    if k <= 0 or n == 0:
        return {}
    q = min(1.0, k / (len(discard) + n))
    return {c: q for lay in piles for c in lay}


def treasure_pile(state: GameState) -> tuple[int, int]:
    """(cards in the Treasure draw pile, Waters Rise! among them): the public make-up."""
    data = state.data
    waters = data.card_of_kind("waters_rise")
    total = data.cards[waters].copies
    seen = state.treasure_discard.count(waters)
    return len(state.treasure_deck), total - seen


def waters_rise_chance(state: GameState, draws: int) -> float:
    """The chance at least one of the next ``draws`` Treasure cards is a Waters Rise!, from the
    pile's public make-up (a pile shorter than the draws is reshuffled: the discard's Waters
    Rise! cards come back)."""
    n, w = treasure_pile(state)
    if draws <= 0:
        return 0.0
    if n == 0:
        n, w = len(state.treasure_discard), state.treasure_discard.count(state.data.card_of_kind("waters_rise"))
        if n == 0:
            return 0.0
    miss = 1.0
    for i in range(min(draws, n)):
        miss *= max(0.0, (n - i - w) / (n - i))
    if draws > n:   # the rest comes from the reshuffled discard
        d = len(state.treasure_discard) + n
        wd = state.data.cards[state.data.card_of_kind("waters_rise")].copies
        if d:
            miss *= max(0.0, 1 - wd / d) ** (draws - n)
    return 1.0 - miss
