"""The public door of the rules: setup, enumeration, refusals in words, events, describe."""

from __future__ import annotations

import json

import pytest

from forbidden_sky.sky.core import Action, GameState, IllegalAction, OutcomeCode, Phase, apply, describe, legal_actions, new_game
from forbidden_sky.sky.core.savecheck import SaveError
from forbidden_sky.sky.core.board import Wire
from forbidden_sky.sky.core.electric import live_cells, loop_from_pad
from forbidden_sky.sky.core.scenario import build
from forbidden_sky.sky.data import game_data


def test_setup_follows_the_rulebook():
    s = new_game(["surveyor", "medic", "climber", "navigator"], "normal", seed=5)
    gd = game_data()
    assert [p.at for p in s.players] == [(0, 1)] * 4          # everyone on the landing pad
    assert [len(p.tiles) for p in s.players] == [2, 1, 1, 1]   # the Surveyor starts with 2
    assert [p.health for p in s.players] == [5, 4, 4, 4] and [p.rope for p in s.players] == [5, 5, 6, 4]
    assert s.wind == "S" and s.storm_tick == gd.storm_meter.start_tick[4]
    assert len(s.storm_pile) == 15 and len(s.equipment_deck) == 14 and len(s.tile_pile) == 36 - 5
    assert s.board.rods == {(0, 3)} and s.current == "surveyor" and s.actions_left == 4
    assert s.phase == "actions" and s.outcome is None


@pytest.mark.parametrize("players,reason", [
    (["medic"], "2 to 5 players"),
    (["medic", "medic"], "one player only"),
    (["medic", "wizard"], "unknown adventurer"),
])
def test_bad_setups_are_refused_in_words(players, reason):
    with pytest.raises(ValueError, match=reason):
        new_game(players)


def test_legal_actions_are_deterministic_and_all_accepted():
    s = new_game(["electrician", "navigator", "climber"], "elite", seed=9)
    a1, a2 = legal_actions(s), legal_actions(new_game(["electrician", "navigator", "climber"], "elite", seed=9))
    assert a1 == a2
    for a in a1:
        apply(s, a)


def test_illegal_actions_raise_with_a_reason_and_change_nothing():
    s = new_game(["medic", "navigator"], seed=1)
    before = json.dumps(s.to_dict())
    with pytest.raises(IllegalAction, match="nobody walks on sky"):
        apply(s, Action("move", to=(7, 7)))
    with pytest.raises(IllegalAction, match="it is Medic's turn"):
        apply(s, Action("move", player="navigator", to=(0, 2)))
    with pytest.raises(IllegalAction, match="not a component reference"):
        apply(s, Action("wire", kind="short", a="nonsense", b="rod(0,3)"))
    with pytest.raises(IllegalAction, match="no choice to make"):
        apply(s, Action("choose", option="x"))
    with pytest.raises(IllegalAction, match="end your actions first"):
        apply(s, Action("draw_storm"))
    assert json.dumps(s.to_dict()) == before


def test_a_turn_ends_with_the_storm_and_passes_on():
    s = new_game(["medic", "navigator"], seed=2)
    s, ev = apply(s, Action("end_actions"))
    assert s.phase is Phase.STORM and s.storm_draws_left == s.intensity
    assert [e.type for e in ev] == ["storm_phase_began"]
    assert legal_actions(s)[0] == Action("draw_storm")
    while s.phase == "storm" and not s.over:
        s, ev = apply(s, Action("draw_storm"))
    if not s.over:
        assert s.current == "navigator" and s.actions_left == 4 and s.turn == 2
        assert ev[-1].type == "turn_began"


def test_phases_and_outcomes_are_members_that_save_as_their_strings():
    s = new_game(["medic", "navigator"], seed=2)
    assert s.phase is Phase.ACTIONS and s.phase == "actions" and f"{s.phase}" == "actions"
    s, _ = apply(s, Action("end_actions"))
    doc = s.to_dict()
    assert type(doc["phase"]) is str and doc["phase"] == "storm" and json.dumps(describe(s)["phase"]) == '"storm"'
    back = GameState.from_dict(doc)
    assert back.phase is Phase.STORM and back == s
    over = {**doc, "phase": "over", "outcome": "lost:fall", "outcome_cause": "a rope snapped"}
    lost = GameState.from_dict(over)
    assert lost.outcome is OutcomeCode.FALL and lost.outcome.cause == "fall" and not lost.outcome.won
    assert type(lost.to_dict()["outcome"]) is str and lost.to_dict()["outcome"] == "lost:fall"
    with pytest.raises(SaveError, match="outcome: unknown outcome"):
        GameState.from_dict({**over, "outcome": "lost:boredom"})


def test_describe_has_the_scenario_format_keys():
    d = describe(new_game(["medic", "navigator"], seed=1))
    for key in ("outcome", "turn", "current", "phase", "actions_left", "wind", "storm_tick", "intensity",
                "players", "board", "components", "wires", "supply"):
        assert key in d
    assert d["supply"] == {"short": 12, "long": 4, "lightning_rod": 5, "small_capacitor": 6,
                           "large_capacitor": 3, "launch_pad": 1}
    assert d["components"] == [{"ref": "rod(0,3)", "kind": "lightning_rod", "wires": 0}]
    json.dumps(d)


def test_events_carry_what_the_screen_needs():
    s = new_game(["medic", "navigator"], seed=1)
    s, ev = apply(s, Action("move", to=(0, 2)))
    assert ev[0].to_dict() == {"type": "moved", "player": "medic", "path": [[0, 1], [0, 2]], "by": "medic"}
    s, ev = apply(s, Action("scout"))
    assert ev[0].type == "tile_scouted" and ev[0].reveals


def pad_position(extra_wires=()):
    doc = {
        "players": ["medic", "navigator"], "start_grid": False,
        "tiles": [
            {"at": [0, 0], "tile": {"id": "a", "symbol": "lightning_rod", "surface": ["E", "S"], "ports": {}, "pads": ["SE"], "nets": [["rod", "SE"]]}},
            {"at": [1, 0], "tile": {"id": "b", "symbol": "lightning_rod", "surface": ["W", "S"], "ports": {}, "pads": ["SW"], "nets": [["rod"], ["SW"]]}},
            {"at": [0, 1], "tile": {"id": "c", "symbol": "none", "surface": ["N", "E"], "ports": {}, "pads": ["NE"], "nets": [["NE"]]}},
            {"at": [1, 1], "tile": {"id": "d", "symbol": "none", "surface": ["N", "W"], "ports": {}, "pads": ["NW"], "nets": [["NW"]]}},
        ],
        "wires": list(extra_wires),
    }
    state, _, _ = build(doc)
    return state


def test_wires_and_the_pad_carry_lightning():
    s = pad_position()
    # the rod at (0,0) reaches its pad quarter; the pad joins all four quarters, so the
    # two tiles without a rod are live too
    assert live_cells(s.board) == {(0, 0), (1, 0), (0, 1), (1, 1)}


def test_the_loop_is_followed_from_side_a_to_side_b():
    s = pad_position([{"kind": "short", "a": "pad:A", "b": "rod(0,0)"},
                      {"kind": "short", "a": "rod(0,0)", "b": "rod(1,0)"},
                      {"kind": "short", "a": "rod(1,0)", "b": "pad:B"}])
    assert loop_from_pad(s.board) == ["pad:A", "rod(0,0)", "rod(1,0)", "pad:B"]


def test_a_wire_closing_the_loop_short_of_the_blueprint_is_refused():
    # Updated 2026-11-30 for short wires of 2.0 (was 1.0): a wire is laid at its full length
    # centred between its components, so in pad_position() the 2.0 wires from the rods right
    # beside the pad overhang past it and cross each other. Here the two rods stand a row
    # further north, so each pad wire is long enough (about 1.5) to overhang little and the
    # closing wire is refused for the blueprint alone, not for its geometry.
    quarter = {"symbol": "none", "surface": ["N", "E", "S", "W"], "ports": {}}
    rod = {"symbol": "lightning_rod", "surface": ["N", "E", "S", "W"], "ports": {}, "nets": [["rod"]]}
    doc = {
        "players": ["medic", "navigator"], "start_grid": False,
        "tiles": [
            {"at": [0, -1], "tile": {"id": "r1", **rod}},
            {"at": [1, -1], "tile": {"id": "r2", **rod}},
            {"at": [0, 0], "tile": {"id": "a", **quarter, "pads": ["SE"], "nets": [["SE"]]}},
            {"at": [1, 0], "tile": {"id": "b", **quarter, "pads": ["SW"], "nets": [["SW"]]}},
            {"at": [0, 1], "tile": {"id": "c", **quarter, "pads": ["NE"], "nets": [["NE"]]}},
            {"at": [1, 1], "tile": {"id": "d", **quarter, "pads": ["NW"], "nets": [["NW"]]}},
        ],
        "wires": [{"kind": "short", "a": "pad:A", "b": "rod(0,-1)"},
                  {"kind": "short", "a": "rod(0,-1)", "b": "rod(1,-1)"}],
        "pawns": {"medic": [1, -1]},
    }
    s, _, _ = build(doc)
    with pytest.raises(IllegalAction, match="without the blueprint: it still needs 1 more large capacitor, 3 more small capacitors, 1 more lightning rod"):
        apply(s, Action("wire", kind="short", a="rod(1,-1)", b="pad:B"))
    # the same wire on a board without the first pad wire is legal: only the blueprint refused it
    s2, _, _ = build({**doc, "wires": doc["wires"][1:]})
    s2, _ = apply(s2, Action("wire", kind="short", a="rod(1,-1)", b="pad:B"))
    assert len(s2.board.wires) == 2


def test_wire_key_is_order_free():
    assert Wire.make("short", "rod(1,0)", "cap(0,0,E)") == Wire.make("short", "cap(0,0,E)", "rod(1,0)")


def test_action_json_round_trip():
    a = Action("navigate", player="navigator", target="climber", path=((0, 0), (1, 0)), carry="medic")
    assert Action.from_dict(json.loads(json.dumps(a.to_dict()))) == a
    with pytest.raises(ValueError, match="unknown action type"):
        Action.from_dict({"type": "fly"})
    with pytest.raises(ValueError, match="unknown field"):
        Action.from_dict({"type": "move", "too": [1, 1]})


def test_every_refusal_is_a_known_code_with_data_params():
    """Refusals cross the door as data: a code of codes.TEMPLATES and params of ids and
    numbers (the English sentence rides along as the string). Probed over seeded random games
    with actions that are wrong in many ways."""
    import random

    from forbidden_sky.engine.errors import Reason
    from forbidden_sky.sky.core import legal_actions, why_illegal
    from forbidden_sky.sky.core.codes import TEMPLATES

    seen: set[str] = set()
    for seed in range(4):
        rnd = random.Random(seed)
        state = new_game(["medic", "navigator", "climber"], "novice", seed)
        for _ in range(60):
            if state.over:
                break
            legal = legal_actions(state)
            others = [p.id for p in state.players]
            probes = [Action("move", to=(99, 99)), Action("heal", target="nobody"), Action("scout", player="nobody"),
                      Action("wire", kind="short", a="rod(0,0)", b="rod(0,0)"), Action("play", card="jet_pack"),
                      Action("choose", option="x"), Action("rotate_pad"), Action("navigate", target="medic"),
                      Action("teleport", to=(0, 0)), Action("explore", tile="t01", at=(50, 50))]
            probes += [a._replace(player=rnd.choice(others)) for a in rnd.sample(legal, min(5, len(legal)))]
            for a in probes:
                r = why_illegal(state, a)
                if r is None:
                    continue
                assert isinstance(r, Reason) and r.code in TEMPLATES, (a, r, getattr(r, "code", None))
                assert all(isinstance(v, (str, int, list, dict)) for v in r.params.values()), r.params
                seen.add(r.code)
            state, _ = apply(state, rnd.choice(legal))
    assert len(seen) >= 8, seen


def test_an_ending_is_saved_as_a_code_and_read_back_in_words():
    from pathlib import Path

    import yaml
    doc = yaml.safe_load((Path(__file__).parents[1] / "scenarios" / "lose_fall_rope_snaps.yaml").read_text())
    state, actions, auto = build(doc)
    from forbidden_sky.sky.game import GAME
    for a in actions:
        state, _ = apply(state, a)
        while auto and GAME.chance_action(state) is not None:
            state, _ = apply(state, GAME.chance_action(state))
    assert state.outcome is OutcomeCode.FALL
    saved = state.to_dict()["outcome_cause"]
    assert saved["code"] == "rope_snapped" and set(saved["params"]) == {"player", "storm_card", "turn"}
    assert " " not in json.dumps(saved, separators=(",", ":"))     # codes and ids: no sentence, no language
    back = GameState.from_dict(json.loads(json.dumps(state.to_dict())))
    assert back.outcome_cause == state.outcome_cause and "rope snapped" in back.outcome_cause


def test_the_surveyors_gift_is_offered_while_the_climber_chooses():
    """The gift is free at any time: legal_actions lists it beside the Climber's answers, it
    leaves the choice pending, and playing equipment still waits for the answer."""
    import yaml
    from pathlib import Path
    doc = yaml.safe_load((Path(__file__).parents[1] / "scenarios" /
                          "power_surveyor_gives_tile_while_climber_must_choose.yaml").read_text())
    doc["actions"] = doc["actions"][:1]
    doc["hands"]["medic"]["equipment"] = ["aerometer"]
    state, actions, _ = build(doc)
    for a in actions:
        state, _ = apply(state, a)
    while state.pending is None and state.phase == "storm":
        state, _ = apply(state, Action("draw_storm"))
    assert state.pending is not None
    legal = legal_actions(state)
    gift = Action("give_tile", "surveyor", to="medic", tile="t01")
    assert gift in legal and {a.type for a in legal} == {"choose", "give_tile"}
    after, _ = apply(state, gift)
    assert after.pending == state.pending
    from forbidden_sky.sky.core.rules import why_illegal
    assert "must choose" in (why_illegal(after, Action("play", "medic", card="aerometer", option="cw")) or "")


def test_the_span_rule_refusal_has_its_own_code():
    from forbidden_sky.sky.core.geometry import REASON_ALONG
    from forbidden_sky.sky.core.wiring import _geometry_refusal
    r = _geometry_refusal(REASON_ALONG, "short")
    assert r.code == "wire_lies_along" and str(r) == REASON_ALONG
