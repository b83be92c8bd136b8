"""The puzzle format's checks: a bad file names the file, the key and why."""

from __future__ import annotations

import pytest

from forbidden_sky.engine import puzzle as pz

BASE = {"players": ["medic", "navigator"], "storm_deck": ["lightning_strikes"] * 3}


def doc(**puzzle):
    d = dict(BASE)
    d["puzzle"] = {"title": "T", "goal": {"survive_turns": 1}, "par": {"turns": 1}, **puzzle}
    return d


@pytest.mark.parametrize("change, words", [
    ({"goal": {"fly": True}}, "puzzle: goal: 'fly': unknown condition"),
    ({"goal": {}}, "puzzle: goal: must map"),
    ({"par": {"moves": 3}}, "puzzle: par: 'moves': unknown unit"),
    ({"par": {"turns": 0}}, "puzzle: par: turns: must be a whole number from 1"),
    ({"difficulty": 9}, "puzzle: difficulty: must be a whole number from 1 to 5"),
    ({"keep": {"unhurt": ["climber"]}}, "puzzle: keep: unhurt: 'climber' is not one of the players"),
    ({"hint": ""}, "puzzle: hint: must be text"),
    ({"solution": [{"type": "fly"}]}, "puzzle: solution[0]:"),
    ({"colour": "red"}, "puzzle: 'colour': unknown key"),
])
def test_a_bad_puzzle_key_is_named(change, words) -> None:
    with pytest.raises(pz.PuzzleError) as exc:
        pz.from_doc(doc(**change), "my.yaml")
    assert str(exc.value).startswith("my.yaml: ") and words in str(exc.value)


def test_a_bad_scenario_part_is_named() -> None:
    with pytest.raises(pz.PuzzleError, match="my.yaml: players"):
        pz.from_doc({"players": ["nobody"], "puzzle": {}}, "my.yaml")


def test_a_plain_scenario_is_a_puzzle_to_win() -> None:
    p = pz.from_doc(dict(BASE), "plain.yaml")
    assert p.plain and p.goal == (("win", True),) and p.par is None


def test_a_file_that_is_not_yaml_is_refused(tmp_path) -> None:
    f = tmp_path / "bad.yaml"
    f.write_text("players: [medic\n", encoding="utf-8")
    with pytest.raises(pz.PuzzleError, match="bad.yaml"):
        pz.load(f)


def test_over_par_and_a_broken_keep_fail() -> None:
    p = pz.from_doc(doc(keep={"unhurt": ["medic"]}), "t.yaml")
    game = p.game
    # the Medic stands on the landing pad, which is not live: ending the turn survives it
    progress, _ = pz.play_line(p, [game.action_from_dict({"type": "end_actions"})])
    assert progress.status is pz.Status.SOLVED and progress.turns == 1
    p2 = pz.from_doc(doc(par={"actions": 1}, goal={"survive_turns": 2}), "t.yaml")
    progress, _ = pz.play_line(p2, [game.action_from_dict({"type": "end_actions"})])
    assert progress.status is pz.Status.FAILED and progress.why == "over_par"
