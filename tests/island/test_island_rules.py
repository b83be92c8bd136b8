"""The Island door: setup as the rulebook orders it, the Game protocol, hostile actions and
saved states refused in words, refusals carrying a code and a sentence from one table."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from forbidden_sky.engine import registry
from forbidden_sky.engine.errors import IllegalAction
from forbidden_sky.engine.game import Game, Result
from forbidden_sky.engine.rng import shuffled
from forbidden_sky.engine.values import evolve
from forbidden_sky.island.core import (Action, GameState, Phase, Refusal, apply, legal_actions, new_game, next_turn,
                                      why_illegal)
from forbidden_sky.island.core.events import TurnBegan
from forbidden_sky.island.core.refusals import TEMPLATES, render
from forbidden_sky.island.core.state import FLOODED, SUNK
from forbidden_sky.island.data import island_data

DATA = island_data()


def test_setup_follows_the_rulebook():
    s = new_game(["pilot", "diver", "engineer", "explorer"], "elite", 7)
    assert sorted(s.place) == sorted(DATA.tiles) and len(s.place) == 24
    assert [sum(1 for _, y in DATA.cells if y == row) for row in range(6)] == [2, 4, 6, 6, 4, 2]
    assert s.status.count(FLOODED) == 6 and s.status.count(SUNK) == 0      # nothing sinks at setup
    assert len(s.flood_discard) == 6 and len(s.flood_deck) == 18
    assert {s.place[i] for i, v in enumerate(s.status) if v == FLOODED} == set(s.flood_discard)
    assert [s.place[c] for c in s.pawns] == ["fools_landing", "iron_gate", "bronze_gate", "copper_gate"]
    assert all(len(h) == 2 and "waters_rise" not in h for h in s.hands)
    assert len(s.treasure_deck) == 28 - 8 and s.treasure_deck.count("waters_rise") == 3
    assert s.water == 3 and s.flood_count == 3 and s.actions_left == 3 and s.phase is Phase.ACTIONS
    assert s.current == "pilot" and s.turn == 1


def test_water_meter_and_levels_are_the_published_ones():
    assert DATA.water.flood_cards == (2, 2, 3, 3, 3, 4, 4, 5, 5) and DATA.water.skull == 10
    assert {lv: spec.start_tick for lv, spec in DATA.levels.items()} == {"novice": 1, "normal": 2, "elite": 3, "legendary": 4}
    assert Counter(DATA.treasure_deck) == {"earth_stone": 5, "statue_of_the_wind": 5, "crystal_of_fire": 5,
                                          "oceans_chalice": 5, "waters_rise": 3, "helicopter_lift": 3, "sandbags": 2}
    assert DATA.treasures["earth_stone"].tiles == ("temple_of_the_moon", "temple_of_the_sun")
    assert DATA.treasures["crystal_of_fire"].tiles == ("cave_of_embers", "cave_of_shadows")


def test_a_waters_rise_dealt_at_setup_is_replaced_and_shuffled_back():
    found = 0
    for seed in range(60):
        # the deal takes the deck's top cards: the third shuffle of new_game (island, flood, treasure)
        deck, _ = shuffled(seed, 2, DATA.treasure_deck)
        dealt_waters = "waters_rise" in deck[:4]
        s = new_game(["pilot", "diver"], "novice", seed)
        assert all("waters_rise" not in h and len(h) == 2 for h in s.hands)
        assert s.treasure_deck.count("waters_rise") == 3
        assert s.rng_counter == (4 if dealt_waters else 3)     # one more shuffle: the card went back
        found += dealt_waters
    assert found > 0


def test_the_same_seed_makes_the_same_game_and_another_seed_another():
    a = new_game(["pilot", "diver"], "novice", 11)
    assert a == new_game(["pilot", "diver"], "novice", 11)
    assert a.place != new_game(["pilot", "diver"], "novice", 12).place


def test_next_turn_begins_the_turn_as_the_rules_do_after_the_last_flood_card():
    # the bots' look at the next player's turn (ai/strong.py) uses the rules' own turn change
    s = new_game(["pilot", "diver", "engineer"], "novice", 5)
    s, _ = apply(s, Action("fly", to=s.place[next(i for i, v in enumerate(s.status) if v == 0 and i != s.at("pilot"))]))
    s, _ = apply(s, Action("end_actions"))
    for _ in range(40):
        if s.phase is Phase.FLOOD and s.draws_left == 1 and not s.pending:
            break
        s, _ = apply(s, next(a for a in legal_actions(s) if a.type in ("draw_treasure", "draw_flood", "discard")))
    assert s.phase is Phase.FLOOD and s.draws_left == 1 and s.flight_used
    played, events = apply(s, Action("draw_flood"))
    looked = next_turn(evolve(s, draws_left=0))
    turn = ("current", "current_index", "turn", "phase", "actions_left", "flight_used", "draws_left")
    assert [getattr(looked, f) for f in turn] == ["diver", 1, 2, Phase.ACTIONS, 3, False, 0]
    assert [getattr(played, f) for f in turn] == [getattr(looked, f) for f in turn]
    assert any(isinstance(e, TurnBegan) for e in events)
    # the look changes nothing else: the same hands, pawns and piles as before it
    assert (looked.hands, looked.pawns, looked.flood_deck, looked.treasure_deck) == \
        (s.hands, s.pawns, s.flood_deck, s.treasure_deck)


@pytest.mark.parametrize("players,level,message", [
    (["pilot"], "novice", "2 to 4 players"),
    (["pilot", "diver", "engineer", "explorer", "navigator"], "novice", "2 to 4 players"),
    (["pilot", "pilot"], "novice", "one player only"),
    (["pilot", "medic"], "novice", "unknown adventurer"),
    (["pilot", "diver"], "heroic", "unknown level"),
])
def test_new_game_refuses_a_bad_setup(players, level, message):
    with pytest.raises(ValueError, match=message):
        new_game(players, level, 1)


def test_the_game_door():
    game = registry.get("island")
    assert isinstance(game, Game) and game.id == "island"
    assert game.setup.min_players == 2 and game.setup.max_players == 4
    assert game.setup.levels == ("novice", "normal", "elite", "legendary")
    assert set(game.setup.roles) == {"diver", "engineer", "explorer", "messenger", "navigator", "pilot"}
    s = game.new_game(["pilot", "navigator"], "normal", 3)
    assert game.outcome(s) is None and game.current_player(s) == "pilot" and game.turn(s) == 1
    acts = game.legal_actions(s)
    s2, events = game.apply(s, acts[0])
    assert events and all(e.type in game.event_types() for e in events)
    assert game.state_from_dict(json.loads(json.dumps(game.state_to_dict(s2)))) == s2
    assert game.action_from_dict(acts[0].to_dict()) == acts[0]
    assert game.why_illegal(s, Action("draw_flood")) == "it is not the time to draw Flood cards"
    assert len(game.data_version()) == 12
    assert "players" in game.describe(s)
    lost = s
    while game.outcome(lost) is None:     # end the turn until the island wins
        lost, _ = game.apply(lost, next(a for a in game.legal_actions(lost) if a.type in ("end_actions", "draw_treasure",
                                                                                           "draw_flood", "discard", "swim")))
    out = game.outcome(lost)
    assert out is not None and out.result is Result.LOST and out.cause in {"treasure_lost", "landing_sunk", "drowned", "skull"}


def test_a_refusal_has_a_code_params_and_the_sentence_of_the_table():
    s = new_game(["pilot", "diver"], "novice", 1)
    with pytest.raises(Refusal) as info:
        apply(s, Action("fly", to=s.place[s.pawns[0]]))
    r = info.value
    assert isinstance(r, IllegalAction) and r.code == "already_there"
    assert r.params == {"player": "pilot", "tile": "fools_landing"}
    assert r.reason == render("already_there", r.params) == "pilot is already on fools_landing"
    assert render("too_far", {}) == TEMPLATES["too_far"]     # a missing parameter is no traceback


@pytest.mark.parametrize("doc,message", [
    ([], "a mapping with a 'type'"),
    ({"type": "teleport"}, "unknown action type"),
    ({"type": 3}, "unknown action type"),
    ({"type": "move", "to": ["a", 1]}, "to must be a list of at most"),
    ({"type": "move", "to": 5}, "to must be a name"),
    ({"type": "move", "card": "sandbags"}, "unknown field 'card' for action move"),
    ({"type": "play", "lift_off": "yes"}, "lift_off must be true or false"),
    ({"type": "play", "pawns": ["x"] * 50}, "pawns must be a list of at most 8"),
    ({"type": "give", "target": "x" * 10_000}, "target must be a name"),
    ({"type": "move", "to": None, "bogus": {}}, "unknown field 'bogus'"),
])
def test_hostile_actions_are_refused_in_words(doc, message):
    with pytest.raises(ValueError, match=message):
        Action.from_dict(doc)


def test_actions_round_trip_through_json():
    s = new_game(["pilot", "diver", "engineer", "navigator"], "novice", 5)
    for a in legal_actions(s):
        assert Action.from_dict(json.loads(json.dumps(a.to_dict()))) == a


@pytest.mark.parametrize("action,code", [
    (Action("move", to=5), "bad_field"),
    (Action("move", to="gold_gate", card="x"), "extra_field"),
    (Action("warp"), "unknown_action"),
    (Action("play", card="sandbags", tile="gold_gate", pawns=("pilot",)), "extra_field"),
    (Action("shore_up"), "bad_field"),
])
def test_malformed_actions_from_code_are_refused_with_a_code(action, code):
    s = new_game(["pilot", "diver"], "novice", 1)
    s = s.with_hand("pilot", ("sandbags",))
    with pytest.raises(Refusal) as info:
        apply(s, action)
    assert info.value.code == code
    assert why_illegal(s, action) == info.value.reason


def _saved() -> dict:
    return new_game(["pilot", "diver", "messenger"], "normal", 9).to_dict()


@pytest.mark.parametrize("change,message", [
    (lambda d: d.pop("water"), "needs water"),
    (lambda d: d.update(bogus=1), "unknown key"),
    (lambda d: d.update(game="sky"), "not a Forbidden Island game"),
    (lambda d: d.update(water=11), "water must be a whole number from 1 to 10"),
    (lambda d: d.update(water=True), "water must be a whole number"),
    (lambda d: d.update(players=["pilot", "pilot", "diver"]), "different adventurers"),
    (lambda d: d["island"].reverse() or d["island"].pop(), "every tile exactly once"),
    (lambda d: d["hands"]["pilot"].append("earth_stone"), "Treasure cards in the deck"),
    (lambda d: d["hands"]["pilot"].append("waters_rise"), "never held"),
    (lambda d: d["flood_deck"].append(d["flood_deck"][0]), "one for each tile not sunk"),
    (lambda d: d.update(sunk=[d["flood_deck"][0]]), "one for each tile not sunk"),
    (lambda d: d.update(phase="over"), "phase is over exactly when"),
    (lambda d: d.update(outcome="won", phase="over", cause="skull"), "only a lost game"),
    (lambda d: d.update(pending=[{"kind": "swim", "player": "pilot"}]), "sunken tile exactly while it must swim"),
    (lambda d: d.update(pending=[{"kind": "discard", "player": "pilot"}]), "exactly one with a discard pending"),
    (lambda d: d.update(current="navigator"), "current must be one of"),
    (lambda d: d.update(variants=["house"]), "variants: unknown"),
    (lambda d: d.update(pawns={"pilot": "atlantis", "diver": "iron_gate", "messenger": "silver_gate"}), "pawns.pilot"),
    (lambda d: d.update(hands=[]), "hands must map each player"),
    (lambda d: d.update(seed=10**30), "seed must be a whole number"),
])
def test_a_hostile_saved_state_is_refused_with_a_reason(change, message):
    doc = _saved()
    change(doc)
    with pytest.raises(ValueError, match=message):
        GameState.from_dict(doc)


def test_a_saved_state_that_is_not_a_mapping():
    for doc in (None, [], "x", 3):
        with pytest.raises(ValueError):
            GameState.from_dict(doc)


def test_a_saved_state_where_play_could_not_go_on_is_refused():
    doc = _saved()
    doc.update(phase="flood", draws_left=0)
    with pytest.raises(ValueError, match="draws_left must be at least 1"):
        GameState.from_dict(doc)
