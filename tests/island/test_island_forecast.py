"""The Island flood forecast (ai/forecast.py) against an independent brute force: every way the
hidden cards can come up, drawn by the rules core itself (forecast_helpers.brute_force), on
small positions with Waters Rise! cards, reshuffles in the middle of a draw, known layers,
swims and rescues; and a Monte Carlo over real shuffles for the model's layers."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from forbidden_sky.engine.values import evolve
from forbidden_sky.island.ai.forecast import forecast, waters_rise_odds
from forbidden_sky.island.ai.knowledge import FloodKnowledge
from forbidden_sky.island.core import Action, Phase, apply
from forbidden_sky.island.core.state import DRY, SUNK

from island_positions import brute_force, small_position


def _know(layers):
    k = FloodKnowledge()
    k.layers = list(layers)
    return k


def _close(a: float, b: Fraction) -> bool:
    return abs(a - float(b)) < 1e-9


@pytest.mark.parametrize("seed", range(60))
def test_forecast_is_exact_against_the_brute_force(seed):
    s, layers = small_position(seed)
    f = forecast(s, _know(layers))
    floods, sinks, losses = brute_force(s, layers)
    for t, odds in f.tiles.items():
        assert _close(odds.floods, floods.get(t, Fraction(0))), (t, odds, floods.get(t))
        assert _close(odds.sinks, sinks.get(t, Fraction(0))), (t, odds, sinks.get(t))
    assert set(floods) | set(sinks) <= set(f.tiles)
    for k in set(losses) | set(f.causes):
        assert _close(f.causes.get(k, 0.0), losses.get(k, Fraction(0))), (k, f.causes, losses)
    assert _close(f.team_chance, 1 - sum(losses.values(), Fraction(0)))


def test_the_positions_cover_what_the_model_must_get_right():
    """The brute-force sample is only a proof if it holds the hard cases: a loss of each kind,
    a tile flooded and sunk in one phase (a reshuffle in the middle of the flood draw)."""
    kinds, twice = set(), 0
    for seed in range(60):
        s, layers = small_position(seed)
        f = forecast(s, _know(layers))
        kinds |= {k.split(":")[0] for k in f.causes}
        twice += any(o.floods > 0 and o.sinks > 0 and s.tile_status(t) == DRY for t, o in f.tiles.items())
        # a card that comes up on a dry tile and again once it is flooded: the pile ran out and
        # was rebuilt from the discard in the middle of the draw
    assert kinds >= {"skull", "landing_sunk", "treasure_lost", "drowned"}, kinds
    assert twice >= 3


def test_waters_rise_odds_follow_the_treasure_pile_through_a_reshuffle():
    s, _ = small_position(3)
    data = s.data
    wr = data.card_of_kind("waters_rise")
    plain = next(c for c in data.treasure_deck if c != wr)
    # one card left (plain), the discard holds two Waters Rise! and two others: the second draw
    # comes from the reshuffled four
    s = evolve(s, treasure_deck=(plain,), treasure_discard=(wr, wr, plain, plain))
    assert waters_rise_odds(s) == pytest.approx((0.5, 0.5, 0.0))
    # the last card a Waters Rise!: it goes into the reshuffled discard (3 of 5)
    s = evolve(s, treasure_deck=(wr,), treasure_discard=(wr, wr, plain, plain))
    assert waters_rise_odds(s) == pytest.approx((0.0, 2 / 5, 3 / 5))


@pytest.mark.parametrize("seed", [2, 5, 11])
def test_monte_carlo_over_real_shuffles_agrees(seed):
    """The hidden orders shuffled for real (the Treasure pile, the Flood pile inside each known
    layer) and the core's own seeds for the reshuffles: the frequencies fall within five
    standard errors of the forecast."""
    s, layers = small_position(seed)
    f = forecast(s, _know(layers))
    rnd = random.Random(seed)
    n = 1500
    sank: dict[str, int] = {}
    lost = 0
    for _i in range(n):
        t = list(s.treasure_deck)
        rnd.shuffle(t)
        deck = list(s.flood_deck)
        order = []
        for lay in layers:
            part = [c for c in deck if c in lay]
            rnd.shuffle(part)
            order += part
        rest = [c for c in deck if c not in order]
        rnd.shuffle(rest)
        x = evolve(s, treasure_deck=tuple(t), flood_deck=tuple(order + rest), seed=rnd.randrange(10**9),
                   actions_left=0)
        x, _ = apply(x, Action("end_actions"))
        turn = x.turn
        while not x.over and x.turn == turn and not x.pending:
            was = {c: x.status[c] for c in range(len(x.status))}
            x, _ = apply(x, Action("draw_flood" if x.phase is Phase.FLOOD else "draw_treasure"))
            for c, v in was.items():
                if v != SUNK and x.status[c] == SUNK:
                    sank[x.place[c]] = sank.get(x.place[c], 0) + 1
        lost += x.over
        if x.pending:   # a swim or a discard: the sample stops being comparable; skip the position
            pytest.skip("a decision in the draw")
    p = f.loss
    assert abs(lost / n - p) <= 5 * (p * (1 - p) / n) ** 0.5 + 1e-9
    for tile, odds in f.tiles.items():
        # the draws stop at a loss, the per-tile odds count the phase to its end: never above them
        q = odds.sinks
        assert sank.get(tile, 0) / n <= q + 5 * (q * (1 - q) / n) ** 0.5 + 1e-9, tile
        if not f.causes:
            assert abs(sank.get(tile, 0) / n - q) <= 5 * (q * (1 - q) / n) ** 0.5 + 1e-9, tile
