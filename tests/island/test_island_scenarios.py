"""Every Island scenario under tests/scenarios/island/ runs through the real runner and matches
its expectations: `expect` (a subset of the output), `expect_events` (partial events in this
order), `expect_error` (part of the refusal's sentence) and `expect_refusal` (its code)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from forbidden_sky.island.core.refusals import TEMPLATES
from forbidden_sky.engine.scenario import run_file
from scenario_expect import check_scenario

FOLDER = Path(__file__).resolve().parents[1] / "scenarios" / "island"
SCENARIOS = sorted(FOLDER.glob("*.yaml"))





def test_there_are_enough_scenarios():
    assert len(SCENARIOS) >= 80


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path):
    doc, problems, events = check_scenario(path)
    assert doc.get("game") == "island"
    assert problems == [], "\n".join(problems) + "\n" + events


def test_every_refusal_code_has_a_scenario():
    """Each sentence of the refusal table is reached by at least one scenario (or listed here
    with the reason it cannot come from a scenario file)."""
    # Action.from_dict refuses these shapes first (tests/island/test_island_rules.py has them)
    unreachable = {"bad_field", "unknown_action", "extra_field"}
    seen = set()
    for path in SCENARIOS:
        doc = yaml.safe_load(path.read_text())
        if "expect_refusal" in doc:
            seen.add(doc["expect_refusal"])
    assert set(TEMPLATES) - unreachable - seen == set()


@pytest.mark.parametrize("text,message", [
    ("game: island\nplayers: [pilot]\n", "players: a list of 2 to 4 adventurer ids"),
    ("game: island\nplayers: [pilot, pilot]\n", "players: lists a adventurer twice"),
    ("game: island\nplayers: [pilot, diver]\nlevel: easy\n", "level: unknown level"),
    ("game: island\nplayers: [pilot, diver]\nsunk: [iron_gate]\n", "pawns.diver: iron_gate has sunk"),
    ("game: island\nplayers: [pilot, diver]\nhands: {pilot: [sandbags, sandbags, sandbags]}\n", "hands.pilot: more sandbags"),
    ("game: island\nplayers: [pilot, diver]\nhands: {pilot: [waters_rise]}\n", "a Waters Rise! card is never held"),
    ("game: island\nplayers: [pilot, diver]\nflood_deck: [watchtower]\nflood_discard: [watchtower]\n", "also in flood_deck"),
    ("game: island\nplayers: [pilot, diver]\nsunk: [watchtower]\nflood_deck: [watchtower]\n", "unknown tile in play"),
    ("game: island\nplayers: [pilot, diver]\nisland: [[fools_landing]]\n", "island: rows must hold 2, 4, 6, 6, 4, 2"),
    ("game: island\nplayers: [pilot, diver]\nwater: 10\n", "water: must be a whole number from 1 to 9"),
    ("game: island\nplayers: [pilot, diver]\nactions: [{type: teleport}]\n", "actions[0]: unknown action type"),
    ("game: island\nplayers: [pilot, diver]\nbogus: 1\n", "bogus: unknown field"),
    ("game: island\nplayers: [pilot, diver]\nvariants: [house_rule]\n", "variants: unknown variant"),
    ("game: island\nplayers: [pilot, diver]\ndata: nowhere\n", "data: the data there is not valid"),
])
def test_broken_scenarios_exit_2_with_the_key_and_why(tmp_path, text, message):
    f = tmp_path / "s.yaml"
    f.write_text(text)
    out, msg, code = run_file(f)
    assert code == 2 and out is None and message in (msg or ""), msg


def test_the_command_plays_an_island_scenario(tmp_path):
    import os
    import subprocess
    import sys
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    run = subprocess.run([sys.executable, "-m", "forbidden_sky", "scenario", str(FOLDER / "win_by_helicopter.yaml")],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["outcome"] == "won"
    run = subprocess.run([sys.executable, "-m", "forbidden_sky", "scenario", str(FOLDER / "pilot_flies_once_a_turn.yaml")],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 3 and "action 2 (fly): the Pilot has already flown this turn" in run.stderr
    assert json.loads(run.stdout)["refused"]["code"] == "flight_used"
