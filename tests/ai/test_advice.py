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
    x = a.action
    assert not (x.type == "explore" and x.at in _pad_cells(s) and not s.tile_spec(x.tile).pads), x
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


# ---- issue 22 item 9: positions from the strong bot's own games (tests/ai/positions/) ----------

def position(name):
    from pathlib import Path

    import yaml

    from forbidden_sky.sky.core.scenario import build
    doc = yaml.safe_load((Path(__file__).resolve().parent / "positions" / f"{name}.yaml").read_text())
    return build(doc)[0]


def _words(s, advice):
    from forbidden_sky.sky.ui.play.foresight_words import hint_text
    return hint_text(s, advice.action, advice.reason, advice.facts, lambda pid: pid.title())


def _pad_cells(s):
    """The empty cells around every vertex where quarters on the platform could still meet."""
    from forbidden_sky.sky.core.board import CORNER_VERTEX
    b = s.board
    out = set()
    for cell, placed in b.tiles.items():
        for corner in placed.tile.pads:
            vx, vy = cell[0] + CORNER_VERTEX[corner][0], cell[1] + CORNER_VERTEX[corner][1]
            around = {k: (vx - dx, vy - dy) for k, (dx, dy) in CORNER_VERTEX.items()}
            if all(c not in b.tiles or k in b.tiles[c].tile.pads for k, c in around.items()):
                out |= {c for c in around.values() if c not in b.tiles}
    return out


@pytest.mark.parametrize("name", ["hint_near_the_skull_lays_a_wire", "hint_near_the_skull_lays_the_free_wire"])
def test_near_the_skull_the_hint_lays_a_wire_of_the_loop_rather_than_end_the_turn(name):
    s = position(name)
    assert s.data.storm_meter.skull - s.storm_tick <= 3 and s.actions_left > 0
    plan = check(s).plan
    assert plan is not None and len(plan.new) >= 3
    a = advise(s)
    kinds = {frozenset((x, y)): k for k, x, y in plan.new}
    assert a.action.type == "wire", _words(s, a)
    assert kinds.get(frozenset((a.action.a, a.action.b))) == a.action.kind    # a wire of the loop, its own length
    assert "end the turn" not in _words(s, a)


@pytest.mark.parametrize("name", ["hint_keeps_the_pad_quarters_cells_free", "hint_keeps_the_only_pad_quarters_cells_free"])
def test_the_hint_never_puts_an_ordinary_tile_where_the_pads_quarters_must_go(name):
    from forbidden_sky.sky.ai.judge import kills_a_pad
    s = position(name)
    cells = _pad_cells(s)
    burying = [a for a in legal_actions(s) if a.type == "explore" and a.at in cells and not s.tile_spec(a.tile).pads]
    assert burying, "the position must offer the mistake"
    assert all(kills_a_pad(s.board, s.tile_spec(a.tile), a.at, a.rot) for a in burying)
    a = advise(s).action
    assert not (a.type in ("explore", "play") and a.at in cells and a.tile and not s.tile_spec(a.tile).pads), a


def test_a_scout_with_tiles_in_hand_says_why_not_that_a_tile_is_needed():
    for name in ("hint_keeps_the_pad_quarters_cells_free", "hint_keeps_the_only_pad_quarters_cells_free"):
        s = position(name)
        held = len(s.player(s.current).tiles)
        a = advise(s)
        assert a.action.type == "scout" and 1 <= held <= 3
        words = _words(s, a)
        assert "needed to build" not in words and "in hand" in words, words
    empty = new_game(["electrician", "medic"], "novice", 3)
    empty = replace(empty, players=tuple(replace(p, tiles=()) for p in empty.players))
    reason, facts = explain(empty, next(x for x in legal_actions(empty) if x.type == "scout"))
    from forbidden_sky.sky.ui.play.foresight_words import REASON
    assert REASON[reason](facts, str) == "a tile in hand is needed to build"


def test_a_moves_hint_names_the_job_it_heads_for():
    s = position("hint_a_move_names_its_job")
    a = advise(s)
    assert a.action.type == "move"
    assert _words(s, a) == "Medic: move here: Medic heads to place a tile that completes a lightning rod."
    for p in POSITIONS + [s]:
        for m in (x for x in legal_actions(p) if x.type in ("move", "teleport")):
            reason, facts = explain(p, m)
            from forbidden_sky.sky.ui.play.foresight_words import hint_text
            assert "where the next job is" not in hint_text(p, m, reason, facts, str)
