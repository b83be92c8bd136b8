"""The guided game's reader, matcher and watcher (engine/guide.py): game-free, pure Python."""

import copy

import pytest
import yaml

from forbidden_sky.engine.data_errors import DataError
from forbidden_sky.engine.guide import Watcher, counts, load_guide, matches, parse_guide, position, texts
from forbidden_sky.resources import asset

SKY = asset("tutorial", "sky.yaml")


def _doc():
    return yaml.safe_load(SKY.read_text(encoding="utf-8"))


def _problems(doc):
    with pytest.raises(DataError) as err:
        parse_guide(doc, "guide.yaml")
    return err.value.problems


def test_the_shipped_guide_plays_from_its_scenario_to_a_launch():
    guide = load_guide(SKY)
    assert guide.game == "sky" and guide.steps[0].id == "move"
    assert position(guide, len(guide.steps)).outcome == "won"
    assert position(guide, 0).turn == 1


def test_patterns_match_an_actions_json_form():
    move = {"type": "move", "to": [0, 0]}
    assert matches({"type": "move", "to": [0, 0]}, move)
    assert not matches({"type": "move", "to": [1, 0]}, move)
    assert matches({"type": "move"}, move)                        # keys left out are free
    assert not matches({"type": "move", "player": "medic"}, move)  # a key the action lacks
    path = {"type": "navigate", "target": "medic", "path": [[0, -1], [1, -1], [1, 0]]}
    assert matches({"path": {"last": [1, 0]}}, path)
    assert matches({"path": {"last": {"any": [[0, 0], [1, 0]]}}}, path)
    assert not matches({"path": {"last": [0, -1]}}, path)
    assert not matches({"rot": 0}, {"rot": False})                # a flag is not a number


def test_the_watcher_lets_through_only_the_asked_action_and_the_storm():
    guide = load_guide(SKY)
    w = Watcher(guide, 0)
    assert not w.allows({"type": "move", "to": [1, -1]})
    assert not w.allows({"type": "scout"})
    assert w.allows({"type": "draw_storm"})
    assert w.allows({"type": "move", "to": [0, 0]})
    w.applied({"type": "move", "to": [0, 0]})
    assert w.done and not w.allows({"type": "move", "to": [0, 0]})   # once
    watched = Watcher(guide, 3)
    assert watched.step.watched and not watched.allows({"type": "wire", "a": "cap(-1,0,E)", "b": "rod(0,-1)"})


def test_a_bad_guide_names_the_file_the_step_and_the_key():
    doc = _doc()
    doc["steps"][1]["colour"] = "red"
    del doc["steps"][2]["text"]
    doc["steps"][4]["help"] = ""
    doc["steps"][5]["id"] = doc["steps"][0]["id"]
    problems = _problems(doc)
    assert "guide.yaml: steps[1] (scout): colour: unknown key (expected some of do, expect, help, id, light, text, title)" \
        in problems
    assert "guide.yaml: steps[2] (explore): text: is required" in problems
    assert any(p.startswith("guide.yaml: steps[4] (wire): help:") for p in problems)
    assert "guide.yaml: steps: id move is used twice" in problems


def test_a_step_of_many_words_is_refused():
    doc = _doc()
    doc["steps"][0]["text"] = "word " * 45
    assert any("steps[0] (move): text: 46 words" in p for p in _problems(doc))


def test_a_step_whose_actions_no_longer_fit_the_rules_is_refused_at_load():
    doc = _doc()
    doc["steps"][0]["do"] = [{"type": "move", "to": [5, 5]}]
    doc["steps"][0]["expect"] = [{"type": "move", "to": [5, 5]}]
    problems = _problems(doc)
    assert len(problems) == 1 and problems[0].startswith("guide.yaml: steps[0] (move): do: action 1 (move):")


def test_skip_must_do_what_the_step_asks():
    doc = _doc()
    doc["steps"][0]["expect"] = [{"type": "move", "to": [1, -1]}]
    assert _problems(doc) == ["guide.yaml: steps[0] (move): do: its first action must be one the step's expect accepts"]


def test_a_bad_scenario_is_named():
    doc = _doc()
    doc["scenario"] = copy.deepcopy(doc["scenario"])
    doc["scenario"]["players"] = ["navigator"]
    problems = _problems(doc)
    assert problems[0].startswith("guide.yaml: scenario: players:")


def test_the_guarded_reader_reads_the_file(tmp_path):
    bad = tmp_path / "guide.yaml"
    bad.write_text("a: &x [1]\nb: *x\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_guide(bad, label="guide.yaml")
    assert "guide.yaml" in str(err.value)


def test_counts_and_texts():
    guide = load_guide(SKY)
    c = counts(guide)
    assert c["steps"] == len(guide.steps) and 0 < c["asking"] < c["steps"]
    assert c["longest_words"] == max(len(f"{s.title} {s.text}".split()) for s in guide.steps)
    assert guide.steps[0].text in texts(guide)


def test_docs_tutorial_md_says_what_the_guide_measures():
    """Issue 20, Measure it: the number of steps and the longest text in words, computed."""
    import importlib.util
    from pathlib import Path
    tool = Path(__file__).resolve().parents[1] / "tools" / "guide_report.py"
    spec = importlib.util.spec_from_file_location("guide_report", tool)
    report = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(report)
    assert report.main(["--check"]) == 0, "run python tools/guide_report.py"
    c = counts(load_guide(SKY))
    text = report.DOC.read_text(encoding="utf-8")
    assert f"Steps: **{c['steps']}**" in text and f"**{c['longest_words']} words**" in text
    assert report.updated(text.replace(f"Steps: **{c['steps']}**", "Steps: **99**")) == text   # a wrong number is rewritten


def test_islands_shipped_guide_plays_from_its_scenario_to_a_lift_off():
    guide = load_guide(asset("tutorial", "island.yaml"))
    assert guide.game == "island" and guide.steps[0].id == "move" and not guide.always
    end = position(guide, len(guide.steps))
    assert end.outcome == "won" and end.turn == 3
    assert position(guide, 8).current == "engineer"          # the swim's step replays the rest of the flood


def test_islands_guide_names_what_its_lights_are(monkeypatch, tmp_path):
    """Island's light kinds are checked when the file is read: a light naming no tile is a line
    naming the file, the step and the light."""
    from forbidden_sky.island.ui import tutorial_guide
    doc = yaml.safe_load(asset("tutorial", "island.yaml").read_text(encoding="utf-8"))
    doc["steps"][1]["light"] = [{"tile": "atlantis"}]
    doc["steps"][2]["light"] = [{"card": "sandbags"}, {"tile": "gold_gate", "pawn": "pilot"}]
    bad = tmp_path / "island.yaml"
    bad.write_text(yaml.safe_dump(doc), encoding="utf-8")
    monkeypatch.setattr(tutorial_guide, "asset", lambda *parts: bad)
    tutorial_guide.island_guide.cache_clear()
    try:
        with pytest.raises(DataError) as err:
            tutorial_guide.island_guide()
    finally:
        tutorial_guide.island_guide.cache_clear()
    problems = err.value.problems
    assert problems[0] == "assets/tutorial/island.yaml: steps[1] (shore): light: {'tile': 'atlantis'} names no tile"
    assert "steps[2] (fly): light: {'card': 'sandbags'} must be [adventurer, card]" in problems[1]
    assert "must name one of tile, pawn" in problems[2] and len(problems) == 3
