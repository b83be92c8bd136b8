"""The storm forecast agrees with a brute-force enumeration through the core: every ordered
draw of distinct cards from the unseen pile (each physical card once), played by the core with
the storm pile set to that order."""

from __future__ import annotations

import itertools
import time
from collections import Counter
from dataclasses import replace

import pytest

from forbidden_sky.sky.ai.forecast import choose_carry, forecast, storm_start, unseen
from forbidden_sky.bench import late_game_state
from forbidden_sky.sky.core import Action, apply, new_game
from forbidden_sky.sky.data import game_data

# the first tick of the tuned meter that draws three cards (it moves when the meter is retuned)
THREE_CARDS = game_data().storm_meter.intensities.index(3)


def brute(state):
    """(per player: hurt, frayed, electrocuted, fall), skull, lost, by playing every
    permutation prefix of the unseen pile's physical cards, all equally likely."""
    start = storm_start(state)
    pool, discard = unseen(start), start.storm_discard
    if not pool:   # an empty pile: the core shuffles the discard into a new one
        pool, discard = Counter(discard), ()
    cards = sorted(pool.elements())
    k = min(start.storm_draws_left, len(cards))
    n = len(start.players)
    acc = [0.0] * (4 * n + 2)
    orders = list(itertools.permutations(range(len(cards)), k))
    for order in orders:
        pile = tuple(cards[i] for i in order)
        rest = tuple(c for i, c in enumerate(cards) if i not in order)
        s = replace(start, storm_pile=pile + rest, storm_discard=discard)
        while s.phase == "storm" and not s.over:
            s, _ = apply(s, choose_carry(s) if s.pending else Action("draw_storm"))
        for i, (p, p0) in enumerate(zip(s.players, start.players, strict=True)):
            acc[4 * i] += p.health < p0.health
            acc[4 * i + 1] += p.rope < p0.rope
            acc[4 * i + 2] += p.health <= 0
            acc[4 * i + 3] += p.rope <= 0
        acc[-2] += s.outcome == "lost:swept_away"
        acc[-1] += bool(s.outcome and s.outcome.startswith("lost"))
    return [v / len(orders) for v in acc]


def flat(f):
    out = []
    for r in f.risks:
        out += [r.hurt, r.frayed, r.electrocuted, r.fall]
    return out + [f.skull, f.lost]


def small(state, keep):
    """The same position with only ``keep`` cards unseen: the rest are in the discard."""
    left = Counter(state.data.storm_deck()) - Counter(keep)
    return replace(state, storm_discard=tuple(left.elements()), storm_pile=tuple(keep))


@pytest.mark.parametrize("tick,keep", [
    (11, ["lightning_strikes", "lightning_strikes", "high_winds", "storm_intensifies", "winds_change_cw"]),
    (8, ["lightning_strikes", "high_winds", "high_winds", "winds_change_ccw", "storm_intensifies_reshuffle",
         "winds_change_cw"]),
    (4, ["high_winds", "lightning_strikes", "lightning_strikes", "storm_intensifies"]),
])
def test_forecast_matches_brute_force_on_small_piles(tick, keep):
    s = late_game_state()
    s = replace(s, storm_tick=tick,
                players=tuple(replace(p, health=min(p.health, 2), rope=min(p.rope, 1)) for p in s.players))
    s = small(s, keep)
    assert flat(forecast(s)) == pytest.approx(brute(s), abs=1e-9)


def test_forecast_matches_brute_force_at_the_start_of_a_game():
    s = new_game(["climber", "medic"], "novice", 3)
    s = replace(s, storm_tick=4, players=tuple(replace(p, rope=1) for p in s.players))
    s = small(s, ["lightning_strikes", "high_winds", "winds_change_ccw", "storm_intensifies", "high_winds"])
    assert flat(forecast(s)) == pytest.approx(brute(s), abs=1e-9)


def test_an_empty_pile_reshuffles_the_discard_as_the_core_does():
    s = late_game_state()
    s = replace(s, storm_tick=THREE_CARDS, players=tuple(replace(p, rope=1) for p in s.players))
    s = small(s, ["high_winds"])   # one card left, three to draw: the discard comes back
    f = forecast(s)
    assert f.draws == 3
    assert 0.0 < f.lost <= 1.0
    assert flat(f) == pytest.approx(brute_reshuffle(s), abs=1e-9)


def brute_reshuffle(state):
    # the first card is the known last one; the rest come from the reshuffled discard
    start = storm_start(state)
    s1, _ = apply(start, Action("draw_storm"))
    while s1.pending:
        s1, _ = apply(s1, choose_carry(s1))
    if s1.phase != "storm" or s1.over:
        return flat(forecast(state))   # nothing to reshuffle: not this case
    tail = brute(s1)
    # the first card is certain: the outcome indicators compare with the start
    out = tail[:]
    for i, (p, p0) in enumerate(zip(s1.players, start.players, strict=True)):
        if p.health < p0.health:
            out[4 * i] = 1.0
        if p.rope < p0.rope:
            out[4 * i + 1] = 1.0
    return out


def test_the_forecast_never_reads_the_piles_order():
    s = late_game_state()
    s = replace(s, storm_tick=THREE_CARDS)
    a = forecast(s)
    b = forecast(replace(s, storm_pile=tuple(reversed(s.storm_pile)), seed=s.seed + 7, rng_counter=99))
    assert a == b


def test_the_forecast_is_fast_on_the_late_game_position():
    s = late_game_state()
    times = []
    for tick in (0, 4, 8, 11):
        t0 = time.perf_counter()
        forecast(replace(s, storm_tick=tick))
        times.append(time.perf_counter() - t0)
    assert max(times) < 0.5   # the bench measures the real figure; this only catches a blow-up


def test_a_finished_game_has_nothing_to_forecast():
    s = replace(late_game_state(), outcome="lost:fall")
    f = forecast(s)
    assert f.draws == 0 and f.lost == 1.0


def test_the_turning_point_is_where_the_chance_fell_for_good():
    from forbidden_sky.sky.ai.forecast import turning_point
    assert turning_point([1.0, 0.9, 0.4, 0.8, 0.3, 0.2, 0.0]) == 4
    assert turning_point([1.0, 0.2, 0.1]) == 1
    assert turning_point([0.3, 0.2, 0.0]) is None      # never looked safe
    assert turning_point([1.0, 0.9, 0.8]) is None      # never looked lost
    assert turning_point([]) is None


def test_a_storm_card_waiting_for_an_answer_is_forecast_after_the_teams_answer():
    from pathlib import Path

    import yaml

    from forbidden_sky.sky.core.scenario import build
    doc = yaml.safe_load((Path(__file__).resolve().parents[1] / "scenarios"
                          / "wind_climber_carries_someone_across_clouds.yaml").read_text())
    s, actions, _ = build(doc)
    s, _ = apply(s, actions[0])
    while s.pending is None and s.phase == "storm":
        s, _ = apply(s, Action("draw_storm"))
    assert s.pending is not None
    answered, _ = apply(s, choose_carry(s))
    assert answered.player("medic").rope == s.player("medic").rope   # carried: no rope lost
    assert forecast(s).risks == forecast(answered).risks


def _storm_scenarios():
    from pathlib import Path

    import yaml

    from forbidden_sky.sky.core.scenario import build
    out = []
    for p in sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.yaml")):
        if not ("lightning" in p.name or "wind" in p.name or p.name.startswith("example_")):
            continue
        doc = yaml.safe_load(p.read_text(encoding="utf-8"))
        if "expect_error" in doc:
            continue
        state, actions, _ = build(doc)
        if state.phase == "actions" and state.storm_pile:
            out.append(pytest.param(state, actions, id=p.stem))
    return out


@pytest.mark.parametrize("state,actions", _storm_scenarios())
def test_on_every_storm_scenario_the_forecast_is_the_brute_force_and_covers_what_happened(state, actions):
    """With the scenario's own storm cards as the unseen pile, the forecast equals the
    brute force, and whatever the scenario's real draw did has a chance above zero."""
    s = small(state, list(state.storm_pile))
    f = forecast(s)
    assert flat(f) == pytest.approx(brute(s), abs=1e-9)
    if any(a.type == "choose" for a in actions):
        return   # the scenario answers the Climber its own way; the forecast assumes the team's
    played = s
    for a in actions:
        if played.over:
            break
        played, _ = apply(played, a)
        while played.phase == "storm" and played.pending is None and not played.over:
            played, _ = apply(played, Action("draw_storm"))
    for p, p0 in zip(played.players, s.players, strict=True):
        if p.health < p0.health:
            assert f.risk(p.id).hurt > 0
        if p.rope < p0.rope:
            assert f.risk(p.id).frayed > 0
