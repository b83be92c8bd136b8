"""What the coming storm would do, as the table can know it: the storm part of the strong bot's
judgement (``judge.Judge`` inherits it).

Every answer is asked of the rules core with a hypothetical card (``probe``): the real storm pile
is replaced by the one card, so its order is never read, and nobody can die in a probe. The
chance of each card kind comes from the cards not in the public discard.

The harm (``_storm_harm``) counts, for each pawn, the storm phases it sits through before it can
act again: a Lightning Strikes! card while it stands on a live tile, a High Winds card that frays
its rope, and a High Winds card that blows it from a dead tile onto a live one, where it waits out
the phases left (five-player calm games were lost so: pawns blown down the starting column onto
its rod tile, bench/BALANCE.md 2026-12-01 (later)).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from ..core import Action, GameState, IllegalAction, Phase, SkyEvent, apply
from ..core.board import Board
from ..core.events import LightningStruck, WindsBlew




def life(v: int) -> float:
    """What a health or rope level is worth: losing the last point loses the game."""
    return -150.0 if v <= 0 else -24.0 / v


class StormSense:
    """Probes cached per board (and per pawn positions for the winds)."""

    def __init__(self) -> None:
        # the lightning harm's weight per pawn of the team, at least 1 (see _storm_harm)
        self.lightning_weight_per_pawn = 0.0
        self._live: dict[int, tuple[Board, frozenset]] = {}
        self._frayed: dict[tuple, tuple[Board, tuple[frozenset[str], dict[str, tuple[int, int]]]]] = {}

    @staticmethod
    def _card(state: GameState, effect: str) -> str | None:
        for cid, spec in state.data.storm_cards.items():
            if spec.effect == effect:
                return cid
        return None

    def probe(self, state: GameState, effect: str) -> list[SkyEvent]:
        """The events of a storm card of this kind drawn now (nobody can die in the probe). The
        real pile is replaced, so its order is never read."""
        card = self._card(state, effect)
        if card is None:
            return []
        hyp = replace(state, phase=Phase.STORM, pending=None, storm_pile=(card,), storm_discard=(),
                      storm_draws_left=1, outcome=None,
                      players=tuple(replace(p, health=99, rope=99) for p in state.players))
        try:
            _, ev = apply(hyp, Action("draw_storm"))
        except IllegalAction:
            return []
        return ev

    def live_cells(self, state: GameState) -> frozenset:
        b = state.board
        hit = self._live.get(id(b))
        if hit is not None and hit[0] is b:
            return hit[1]
        live: frozenset = frozenset()
        for e in self.probe(state, "lightning"):
            if isinstance(e, LightningStruck):
                live = frozenset(e.live)
        if len(self._live) > 256:
            self._live.clear()
        self._live[id(b)] = (b, live)
        return live

    def wind_frayed(self, state: GameState) -> frozenset[str]:
        """Who a High Winds card would fray now."""
        return self.wind_moves(state)[0]

    def wind_moves(self, state: GameState) -> tuple[frozenset[str], dict[str, tuple[int, int]]]:
        """Who a High Winds card would fray now, and where it would blow each pawn it moves.
        Pawns never block each other, so the answer depends on the board, the wind, where each
        pawn stands and who is protected: cached on exactly those (the turn search asks it of
        many positions that share them)."""
        b = state.board
        key = (id(b), state.wind, tuple((p.id, p.at) for p in state.players), state.protections)
        hit = self._frayed.get(key)
        if hit is not None and hit[0] is b:
            return hit[1]
        out: tuple[frozenset[str], dict[str, tuple[int, int]]] = (frozenset(), {})
        for e in self.probe(state, "high_winds"):
            if isinstance(e, WindsBlew):
                out = (frozenset(m.player for m in e.moves if m.rope_lost),
                       {m.player: m.to for m in e.moves if m.to != m.frm})
        if len(self._frayed) > 4096:
            self._frayed.clear()
        self._frayed[key] = (b, out)
        return out

    def _exposure(self, state: GameState) -> dict[str, int]:
        """Pawns that wait fewer storm phases than a round before the game is won, and how many
        (none here: the judge knows when the team gathers for the launch)."""
        return {}

    @staticmethod
    def storm_odds(state: GameState) -> tuple[float, float]:
        """Chance that the coming storm phase brings at least one Lightning Strikes! / High
        Winds card, from the cards not in the public discard."""
        left = Counter(state.data.storm_deck()) - Counter(state.storm_discard)
        n = max(1, sum(left.values()))
        by: Counter = Counter()
        for cid, k in left.items():
            by[state.data.storm_cards[cid].effect] += k
        draws = state.storm_draws_left if state.phase == Phase.STORM else state.intensity
        draws = max(1, draws or 1)

        def at_least_one(k: int) -> float:
            p_none = 1.0
            for i in range(min(draws, n)):
                p_none *= max(0.0, (n - k - i) / (n - i))
            return 1.0 - p_none
        return at_least_one(by["lightning"]), at_least_one(by["high_winds"])

    def _storm_harm(self, state: GameState) -> float:
        """The expected cost of the storm phases a pawn sits through before it can act again
        (the player to act: one round of them; the others: those before their own turn; fewer
        for a pawn aboard while the team gathers, ``_exposure``), as if nobody moved it: once
        and twice hit, with the marginal cost of each."""
        p_light, p_wind = self.storm_odds(state)
        live = self.live_cells(state) if p_light > 0 else frozenset()
        frayed, blown = self.wind_moves(state) if p_wind > 0 else (frozenset(), {})
        n = len(state.players)
        # A jolt may be weighed more in a larger team (each pawn waits n storm phases between
        # its turns, nobody but the Navigator can move it meanwhile, and more lightning is to
        # come). Off by default: 0.5 a pawn (x2.5 at five) halved the five-player
        # electrocutions but made the team so careful that its games ran 70 % longer and
        # were swept away instead (bench/BALANCE.md, 2026-12-01).
        weight = max(1.0, n * self.lightning_weight_per_pawn)
        harm = 0.0
        until = self._exposure(state)
        for offset in range(n):
            p = state.players[(state.current_index + offset) % n]
            phases = n if offset == 0 else offset
            if p.id in until:
                phases = min(phases, until[p.id])
            shielded = state.protected(p.id, "strike_shield")
            if p.at in live and state.board.symbol(p.at) != "faraday_cage" and not shielded:
                harm += weight * _hits_cost(p_light, phases, p.health)
            elif live and not shielded and phases > 1:
                to = blown.get(p.id)
                if to is not None and to in live and state.board.symbol(to) != "faraday_cage":
                    # a High Winds card in one of the phases blows it onto a live tile, where it
                    # waits out the phases left
                    for k in range(1, phases):
                        first = (1.0 - p_wind) ** (k - 1) * p_wind
                        harm += weight * first * _hits_cost(p_light, phases - k, p.health)
            if p.id in frayed:
                harm += _hits_cost(p_wind, phases, p.rope)
        return harm


def _hits_cost(p: float, phases: int, level: int) -> float:
    """Expected loss of worth from ``phases`` storm phases that each hit with chance ``p``."""
    none = (1.0 - p) ** phases
    one = phases * p * (1.0 - p) ** (phases - 1)
    at_least_two = max(0.0, 1.0 - none - one)
    return (1.0 - none) * (life(level) - life(level - 1)) + at_least_two * (life(level - 1) - life(level - 2))
