"""The hint: always a legal move, the same whatever the hidden piles hold in whatever order,
with a reason; and the circuit check agrees with the bot's own loop search."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from forbidden_sky.sky.ai.advice import advise, explain
from forbidden_sky.sky.ai.circuit_check import check
from forbidden_sky.bench import late_game_state
from forbidden_sky.sky.core import apply, is_legal, legal_actions, new_game


def positions():
    out = [late_game_state()]
    s = new_game(["electrician", "medic", "climber"], "novice", 7)
    rnd = random.Random(7)
    for i in range(40):
        if s.over:
            break
        if i in (5, 17, 33):
            out.append(s)
        acts = legal_actions(s)
        s, _ = apply(s, rnd.choice(acts))
    return out


POSITIONS = positions()


@pytest.mark.parametrize("i", range(len(POSITIONS)))
def test_the_hint_is_legal_and_blind_to_hidden_piles(i):
    s = POSITIONS[i]
    a = advise(s)
    assert is_legal(s, a.action)
    assert a.reason != "illegal"
    rnd = random.Random(i)
    hidden = replace(s, tile_pile=tuple(rnd.sample(s.tile_pile, len(s.tile_pile))),
                     equipment_deck=tuple(rnd.sample(s.equipment_deck, len(s.equipment_deck))),
                     storm_pile=tuple(rnd.sample(s.storm_pile, len(s.storm_pile))),
                     seed=s.seed + 1000, rng_counter=s.rng_counter + 17)
    assert advise(hidden) == a


def test_every_reason_has_words():
    from forbidden_sky.sky.ui.play.foresight_words import REASON, hint_text
    s = POSITIONS[0]
    for a in legal_actions(s)[:60]:
        reason, facts = explain(s, a)
        assert reason in REASON
        assert hint_text(s, a, reason, facts, lambda pid: pid).endswith(".")


def test_the_circuit_check_says_what_the_platform_lacks():
    s = late_game_state()
    c = check(s)
    assert c.status in ("green", "amber", "red")
    if s.board.pad is None:
        assert c.reason in ("no_pad", "supply_out")
    empty = replace(s, board=replace(s.board, supply={**s.board.supply, "large_capacitor": 0, "small_capacitor": 0,
                                                     "lightning_rod": 0}))
    needs = s.data.blueprints[s.level].needs()
    placed = len(s.board.rods)
    if placed < needs["lightning_rod"]:
        assert check(empty).status == "red"


def scenario(name):
    from pathlib import Path

    import yaml

    from forbidden_sky.sky.core.scenario import build
    doc = yaml.safe_load((Path(__file__).resolve().parents[1] / "scenarios" / f"{name}.yaml").read_text())
    state, actions, _ = build(doc)
    return state, actions


def test_the_circuit_check_is_green_one_wire_from_the_launch():
    s, actions = scenario("win_launch_with_everyone_on_pad_tiles")
    c = check(s)
    assert c.status == "green" and c.reason == "loop_fits"
    assert c.chain_b[0] == "pad:B" and len(c.chain_b) > 2 and c.chain_a == ("pad:A",)
    assert len(c.plan.new) == 1 and c.missing == {}
    # the scenario's own last wire closes that loop: the hint says so
    after, _ = apply(s, actions[0])
    assert after.outcome == "won"
    assert explain(s, actions[0])[0] == "launch"


def test_the_circuit_check_is_amber_while_components_are_missing():
    s, _ = scenario("launch_rotate_pad_free")
    c = check(s)
    assert c.status == "amber" and c.reason == "components" and c.missing["lightning_rod"] == 3


def test_after_the_rocket_launched_the_circuit_check_says_the_game_is_won():
    """Issue 22 item 3: after the launch the storm panel still said "Circuit: not yet"."""
    from forbidden_sky.sky.ui.play.foresight_words import STATUS, circuit_text
    s, actions = scenario("win_launch_with_everyone_on_pad_tiles")
    for a in actions:
        s, _ = apply(s, a)
    assert s.outcome == "won"
    c = check(s)
    assert (c.status, c.reason) == ("won", "launched")
    words = STATUS[c.status] + " " + circuit_text(c.reason, None, c.missing)
    assert "not yet" not in words and "launched" in words and "won" in words
