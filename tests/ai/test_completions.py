"""Issue 21: where each unfinished launch pad and capacitor could still be finished, and by how
many unseen tiles, read from a position of the strong bot's own games (tests/ai/positions/)."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import yaml

from forbidden_sky.sky.ai.completions import completions, unseen_tiles
from forbidden_sky.sky.core import apply, legal_actions, new_game
from forbidden_sky.sky.core.scenario import build

POSITIONS = Path(__file__).resolve().parent / "positions"


def position(name):
    return build(yaml.safe_load((POSITIONS / f"{name}.yaml").read_text()))[0]


def test_two_quarters_meeting_show_the_two_cells_and_quarters_still_to_come():
    s = position("hint_keeps_the_pad_quarters_cells_free")
    c = completions(s)
    pads = c.pads()
    # t09's SE corner (1,1) and t11 turned 90 (2,1) meet at the vertex (2,2); (3,1) is blocked by t30
    assert [(p.at, sorted(p.have), sorted(p.cells), sorted(p.missing)) for p in pads] == \
        [((2, 2), ["NE", "NW"], [(1, 2), (2, 2)], ["SE", "SW"])]
    # every unseen quarter tile can be turned to hold either missing quarter
    assert pads[0].tiles == c.quarter_tiles == sum(1 for t in unseen_tiles(s) if t.pads) > 0


def test_open_capacitor_halves_name_the_cell_and_only_tiles_that_close_them():
    s = position("hint_keeps_the_pad_quarters_cells_free")
    c = completions(s)
    small = {(h.at, h.cells) for h in c.halves("small_capacitor")}
    assert small == {((-1, 0), ((-1, -1),)), ((3, 0), ((3, 1),))}
    # a half whose neighbour is already a tile without its partner is not offered
    assert not any(h.at == (1, 1) for h in c.halves())
    for h in c.halves():
        # never more than the unseen tiles holding a half of that kind
        assert 0 < h.tiles <= c.half_tiles[h.kind]
    # t14 (unseen) holds a small half: it is among those that close the half on (3,0) from (3,1)
    from forbidden_sky.sky.ai.completions import _finishes
    t14 = s.data.tiles["t14"]
    assert _finishes(s.board, t14, (3, 1), (3, 0), "small_capacitor")
    t16 = s.data.tiles["t16"]   # a large half only: never closes a small one
    assert not _finishes(s.board, t16, (3, 1), (3, 0), "small_capacitor")


def test_unseen_counts_are_the_public_make_up_never_the_pile_order():
    s = position("hint_keeps_the_pad_quarters_cells_free")
    c = completions(s)
    assert c.unseen == 36 - sum(1 for p in s.board.tiles.values() if p.spec.id in s.data.tiles) \
        - sum(len(p.tiles) for p in s.players)
    shuffled = replace(s, tile_pile=tuple(random.Random(3).sample(s.tile_pile, len(s.tile_pile))))
    assert completions(shuffled) == c
    # a tile taken into a hand is no longer unseen
    assert c.rod_tiles == sum(1 for t in unseen_tiles(s) if t.has_rod) == 2   # t03, t05 (t01 is in a hand)


def test_a_found_pad_leaves_no_pad_spot_and_a_quarter_completing_it_is_the_core_s():
    s = new_game(["electrician", "medic"], "novice", 4)
    rnd = random.Random(4)
    for _ in range(300):
        if s.over or s.board.pad is not None:
            break
        c = completions(s)
        for p in c.pads():
            assert 1 <= len(p.have) <= 3 and len(p.cells) == 4 - len(p.have)
        s, _ = apply(s, rnd.choice(legal_actions(s)))
    if s.board.pad is not None:
        assert completions(s).pads() == []


def _with_quarter_in_hand():
    doc = yaml.safe_load((POSITIONS / "hint_keeps_the_pad_quarters_cells_free.yaml").read_text())
    doc["hands"]["knotsmith"]["tiles"] = ["t22", "t02"]
    doc["tile_pile"] = [t for t in doc["tile_pile"] if t != "t22"] + ["t20"]
    return build(doc)[0]


def _said(s, a):
    from forbidden_sky.sky.ai.advice import explain
    from forbidden_sky.sky.ui.play.foresight_words import hint_text
    reason, facts = explain(s, a)
    return reason, facts, hint_text(s, a, reason, facts, lambda pid: pid.title())


def test_the_hint_says_which_quarter_a_tile_lays_and_what_is_still_to_come():
    from forbidden_sky.sky.core import Action
    s = _with_quarter_in_hand()
    # t22 unturned on (1,2): its NE corner on the vertex (2,2), the pad's SW quarter
    reason, facts, text = _said(s, Action("explore", tile="t22", at=(1, 2), rot=0))
    assert reason == "pad_quarter" and facts["quarter"] == "SW" and facts["have"] == 3 and facts["missing"] == ["SE"]
    assert "the launch pad's SW quarter: 3 of 4 now meet at one corner (SE still to come" in text
    assert f"{facts['tiles']} quarter tiles unseen" in text


def test_the_hint_says_an_ordinary_tile_leaves_room_for_the_pad_only_when_it_does():
    from forbidden_sky.sky.core import Action
    s = position("hint_keeps_the_pad_quarters_cells_free")
    # t20 on (1,2) buries a cell the pad's quarters still need: no "leaves room"
    _, facts, text = _said(s, Action("explore", tile="t20", at=(1, 2), rot=0))
    assert "room" not in facts and "leaves room" not in text
    doc = yaml.safe_load((POSITIONS / "hint_keeps_the_pad_quarters_cells_free.yaml").read_text())
    doc["pawns"]["knotsmith"] = [-1, 3]      # far from the pad's corner
    far = build(doc)[0]
    clear = [a for a in legal_actions(far) if a.type == "explore" and a.tile == "t20"]
    said = [_said(far, a) for a in clear]
    assert said and all("leaves room for the pad's missing quarters" in t for r, _, t in said if r == "explore")
    assert any(r == "explore" for r, _, _ in said)


def test_the_hint_names_the_quarter_that_completes_the_pad():
    from forbidden_sky.sky.core import Action
    doc = yaml.safe_load((POSITIONS / "hint_keeps_the_pad_quarters_cells_free.yaml").read_text())
    doc["tiles"].append({"at": [1, 2], "rot": 0, "id": "t22"})     # the SW quarter already laid
    doc["pawns"]["knotsmith"] = [2, 1]
    doc["hands"]["knotsmith"]["tiles"] = ["t27", "t02"]
    doc["tile_pile"] = [t for t in doc["tile_pile"] if t not in ("t22", "t27")] + ["t20"]
    s = build(doc)[0]
    assert [sorted(p.missing) for p in completions(s).pads() if p.at == (2, 2)] == [["SE"]]
    reason, facts, text = _said(s, Action("explore", tile="t27", at=(2, 2), rot=0))
    assert reason == "completes" and facts["kinds"] == ["launch_pad"] and facts["quarter"] == "SE"
    assert "it completes the launch pad's SE quarter" in text
