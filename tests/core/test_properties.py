"""Invariants of random legal play from random setups (Hypothesis)."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forbidden_sky.sky.ai.random_bot import pick
from forbidden_sky.sky.core import OutcomeCode, apply, describe, legal_actions, new_game
from forbidden_sky.sky.core.actions import Action
from forbidden_sky.sky.core.events import Launched
from forbidden_sky.sky.core.state import GameState
from forbidden_sky.sky.data import game_data

GD = game_data()
ADVENTURERS = list(GD.adventurers)     # the data is the one source of ids and levels
LEVELS = list(GD.levels)
TOTAL_TILES = len(GD.tiles) + len(GD.start_grid)       # 40
SUPPLY = GD.components.supply

setups = st.tuples(
    st.permutations(ADVENTURERS).flatmap(lambda p: st.integers(2, 5).map(lambda n: p[:n])),
    st.sampled_from(LEVELS),
    st.integers(0, 2**31 - 1),
    st.integers(0, 2**31 - 1),
)


def check_invariants(s: GameState, whole_box: bool = True) -> None:
    """``whole_box``: the state came from new_game, so every tile and card of the box is in it
    (a scenario position may leave some out or add tiles of its own)."""
    b = s.board
    in_hands = sum(len(p.tiles) for p in s.players)
    if whole_box:
        assert len(s.tile_pile) + in_hands + len(b.tiles) == TOTAL_TILES
    assert len(b.rods) + b.supply["lightning_rod"] == SUPPLY["lightning_rod"]
    caps = Counter(b.capacitors.values())
    for kind in ("small_capacitor", "large_capacitor"):
        assert caps[kind] + b.supply[kind] == SUPPLY[kind]
    assert (b.pad is not None) + b.supply["launch_pad"] == 1
    wires = Counter(w.kind for w in b.wires)
    assert wires["short"] + b.supply["short_wire"] == SUPPLY["short_wire"]
    assert wires["long"] + b.supply["long_wire"] == SUPPLY["long_wire"]
    per = Counter(r for w in b.wires for r in (w.a, w.b))
    for ref, n in per.items():
        assert n <= (1 if ref.startswith("pad:") else 2), ref
        assert b.has_component(ref)
    for p in s.players:
        adv = GD.adventurers[p.id]
        assert 0 <= p.health <= adv.health and 0 <= p.rope <= adv.rope
        assert len(p.tiles) <= adv.hand_limit
        assert p.at in b.tiles
    if whole_box:
        eq = sum(len(p.equipment) for p in s.players) + len(s.equipment_deck) + len(s.equipment_discard)
        assert eq == 14
        # a drawn card is discarded once it has resolved; while a choice is pending it is in hand
        assert len(s.storm_pile) + len(s.storm_discard) == (14 if s.pending else 15)
    if s.over:
        assert legal_actions(s) == []


def play(players, level, seed, policy, every_action=False, max_steps=600):
    rnd = random.Random(policy)
    s = new_game(list(players), level, seed)
    taken = []
    for _ in range(max_steps):
        if s.over:
            break
        acts = legal_actions(s)
        assert acts, "a running game always has a legal action"
        before = json.dumps(s.to_dict(), sort_keys=True) if every_action else None
        if every_action:
            for a in acts:
                apply(s, a)          # every listed action is accepted
            assert json.dumps(s.to_dict(), sort_keys=True) == before, "apply mutated its input"
        a = pick(s, rnd, acts)
        s, events = apply(s, a)
        taken.append(a)
        check_invariants(s)
    return s, taken


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups)
def test_random_games_keep_every_invariant(setup):
    players, level, seed, policy = setup
    play(players, level, seed, policy)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups)
def test_every_listed_action_is_accepted_and_input_never_mutated(setup):
    players, level, seed, policy = setup
    play(players, level, seed, policy, every_action=True, max_steps=120)


@settings(max_examples=40, deadline=None)
@given(setups)
def test_replaying_seed_and_actions_gives_the_same_game(setup):
    players, level, seed, policy = setup
    s, taken = play(players, level, seed, policy, max_steps=300)
    again = new_game(list(players), level, seed)
    for a in taken:
        again, _ = apply(again, Action.from_dict(json.loads(json.dumps(a.to_dict()))))
    assert describe(again) == describe(s)
    assert again.to_dict() == s.to_dict()


@settings(max_examples=40, deadline=None)
@given(setups, st.integers(0, 200))
def test_a_saved_and_reloaded_state_continues_identically(setup, cut):
    players, level, seed, policy = setup
    s, taken = play(players, level, seed, policy, max_steps=300)
    cut = min(cut, len(taken))
    first = new_game(list(players), level, seed)
    for a in taken[:cut]:
        first, _ = apply(first, a)
    saved = json.loads(json.dumps(first.to_dict()))
    loaded = GameState.from_dict(saved)
    assert loaded.to_dict() == first.to_dict()
    for a in taken[cut:]:
        loaded, ev1 = apply(loaded, a)
        first, ev2 = apply(first, a)
        assert [e.to_dict() for e in ev1] == [e.to_dict() for e in ev2]
    assert describe(loaded) == describe(s)


def test_different_seeds_shuffle_differently():
    a = new_game(["medic", "navigator"], "novice", 1)
    b = new_game(["medic", "navigator"], "novice", 2)
    assert a.tile_pile != b.tile_pile or a.storm_pile != b.storm_pile


def test_a_damaged_save_is_refused_with_a_reason():
    s = new_game(["medic", "navigator"], "novice", 1).to_dict()
    del s["board"]
    with pytest.raises(ValueError, match="damaged"):
        GameState.from_dict(s)
    with pytest.raises(ValueError, match="version"):
        GameState.from_dict({"version": 99})


LAUNCH_POSITIONS = ["win_launch_with_everyone_on_pad_tiles", "lose_abandoned_rocket_leaves_someone",
                    "launch_by_remote_fuser_from_the_pad", "launch_rotate_pad_free",
                    "wire_refused_closing_loop_without_blueprint"]


def launch_position(name: str) -> GameState:
    import yaml

    from forbidden_sky.sky.core.scenario import build
    path = Path(__file__).resolve().parents[1] / "scenarios" / f"{name}.yaml"
    doc = yaml.safe_load(path.read_text())
    for key in ("actions", "expect", "expect_events", "expect_error"):
        doc.pop(key, None)
    state, _, _ = build(doc)
    return state


def test_random_play_near_the_launch_pad_reaches_launches():
    """Random games from new_game rarely find the pad, so the pad, the loop and the launch get
    their own random play: from positions with a pad and most of a circuit."""
    rnd = random.Random(7)
    outcomes: Counter[str] = Counter()
    for name in LAUNCH_POSITIONS:
        start = launch_position(name)
        for _ in range(40):
            s = start
            for _step in range(80):
                if s.over:
                    break
                acts = legal_actions(s)
                assert acts
                s, events = apply(s, pick(s, rnd, acts))
                check_invariants(s, whole_box=False)
                if any(isinstance(e, Launched) for e in events):
                    assert s.over and s.outcome in (OutcomeCode.WON, OutcomeCode.ABANDONED)
            outcomes[s.outcome or "running"] += 1
    assert outcomes["won"] > 0 and outcomes["lost:abandoned"] > 0, outcomes


@pytest.mark.slow
def test_soak_5000_random_games():
    rnd = random.Random(2026)
    outcomes: Counter[str] = Counter()
    for _ in range(5000):
        players = rnd.sample(ADVENTURERS, rnd.randint(2, 5))
        s, _ = play(players, rnd.choice(LEVELS), rnd.randrange(2**31), rnd.randrange(2**31), max_steps=2000)
        outcomes[s.outcome or "unfinished"] += 1
    assert sum(outcomes.values()) == 5000
    assert outcomes["unfinished"] < 50, outcomes
