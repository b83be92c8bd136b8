"""Every scenario under tests/scenarios/ runs through the real runner and matches its
expectations (`expect`: a subset of the output; `expect_events`: partial events that must
appear in this order; `expect_error`: the illegal action's message)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from forbidden_sky.engine.scenario import run_file
from scenario_expect import check_scenario

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.yaml"))





def test_there_are_enough_scenarios():
    assert len(SCENARIOS) >= 60


def test_every_refusing_scenario_names_its_refusal_code():
    """The English sentence may change or be translated; the code is what a refusal is."""
    from forbidden_sky.sky.core.codes import TEMPLATES
    missing, unknown = [], []
    for path in SCENARIOS:
        doc = yaml.safe_load(path.read_text())
        if "expect_error" in doc and "expect_refusal" not in doc:
            missing.append(path.name)
        if "expect_refusal" in doc and doc["expect_refusal"] not in TEMPLATES:
            unknown.append(path.name)
    assert missing == [] and unknown == []


def test_the_runner_reports_the_refusal_as_data(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text("players: [medic, navigator]\nactions:\n  - {type: heal, player: navigator, target: medic}\n")
    out, msg, code = run_file(f)
    assert code == 3 and out["refused"] == {"action": 1, "code": "not_your_turn", "params": {"player": "medic"}}
    assert "it is Medic's turn" in msg


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path):
    doc, problems, events = check_scenario(path)
    assert problems == [], "\n".join(problems) + "\n" + events


def test_the_command_prints_json_and_uses_exit_codes(tmp_path):
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    ok = tmp_path / "ok.yaml"
    ok.write_text("players: [medic, navigator]\nactions:\n  - {type: move, to: [0, 2]}\n")
    run = subprocess.run([sys.executable, "-m", "forbidden_sky", "scenario", str(ok)],
                         capture_output=True, text=True, env=env, timeout=60)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["players"]["medic"]["at"] == [0, 2] and out["actions_left"] == 3
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: [medic, climber]\nwind: Q\n")
    run = subprocess.run([sys.executable, "-m", "forbidden_sky", "scenario", str(bad)],
                         capture_output=True, text=True, env=env, timeout=60)
    assert run.returncode == 2 and "wind: must be N, E, S or W" in run.stderr and run.stdout == ""
    illegal = tmp_path / "illegal.yaml"
    illegal.write_text("players: [medic, climber]\nactions:\n  - {type: move, to: [0, 2]}\n  - {type: move, to: [5, 5]}\n")
    run = subprocess.run([sys.executable, "-m", "forbidden_sky", "scenario", str(illegal)],
                         capture_output=True, text=True, env=env, timeout=60)
    assert run.returncode == 3
    assert "action 2 (move): there is no tile there" in run.stderr
    assert json.loads(run.stdout)["players"]["medic"]["at"] == [0, 2]


@pytest.mark.parametrize("text,message", [
    ("players: [medic]\n", "players: a list of 2 to 5 adventurer ids"),
    ("players: [medic, climber]\ntile_pile: [t01, t01]\n", "tile_pile: tile t01 is already on tile_pile"),
    ("players: [medic, climber]\ntiles: [{at: [1, 1], id: t01}]\ntile_pile: [t01]\n", "tile t01 is already on the board"),
    ("players: [medic, climber]\npawns: {medic: [9, 9]}\n", "pawns.medic: [9, 9] is sky"),
    ("players: [medic, climber]\nactions: [{type: play, card: [1]}]\n", "card must be a name"),
    ("players: [medic, climber]\nactions: [{type: play, card: stratoscope, option: [1, x]}]\n", "option must be a name"),
    ("players: [medic, climber]\ntiles: [{at: [1, 1], tile: {nets: [[[N]]]}}]\n", "tiles[0].tile: nets: must be a list"),
    ("players: [medic, climber]\nwires: [{kind: short, a: 'rod(0,3)', b: 'rod(0,3)'}, {kind: short, a: 'rod(0,3)', b: 'rod(0,3)'}]\n",
     "wires[0]"),
])
def test_broken_scenarios_exit_2_with_the_key_and_why(tmp_path, text, message):
    f = tmp_path / "s.yaml"
    f.write_text(text)
    out, msg, code = run_file(f)
    assert code == 2 and out is None
    assert message in msg


def test_no_storm_card_at_all_ends_the_draws(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text("players: [medic, climber]\nstorm_deck: []\nactions: [{type: end_actions}]\n")
    out, msg, code = run_file(f)
    assert code == 0, msg
    assert out["current"] == "climber" and out["turn"] == 2
    assert [e["type"] for e in out["events"]][:2] == ["storm_phase_began", "storm_deck_empty"]
