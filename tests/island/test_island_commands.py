"""`forbidden-sky simulate --game island` and `forbidden-sky bench engine --game island`:
they run, speak Island (its levels, player counts, loss causes and facts) and report every
figure the issue asks for. Speed is never asserted (it is recorded in bench/RESULTS.md)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
import yaml

from forbidden_sky.cli import main as cli_main
from forbidden_sky.engine import registry
from forbidden_sky.island.bench import mid_game_state
from forbidden_sky.island.core import legal_actions

ROOT = Path(__file__).resolve().parents[2]
GAME = registry.get("island")


def test_simulate_island_prints_one_object_with_island_causes_and_facts(capsys):
    assert cli_main(["simulate", "--game", "island", "--games", "2", "--players", "2,4", "--levels", "novice",
                     "--seed", "3", "--jobs", "1", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out.strip())
    assert doc["game"] == "island" and len(doc["cells"]) == 2
    for cell in doc["cells"]:
        assert set(cell["losses"]) >= {"treasure_lost", "landing_sunk", "drowned", "skull"}
        assert {"treasures_captured", "tiles_sunk", "water"} <= set(cell)
        assert cell["games"] == 2 and sum(cell["losses"].values()) + cell["wins"] == 2
        assert 0.0 <= cell["ci95"][0] <= cell["win_rate"] <= cell["ci95"][1] <= 1.0
        assert cell["worst_pick_cpu_s"] > 0


def test_simulate_island_table_and_its_setup_limits(capsys):
    assert cli_main(["simulate", "--game", "island", "--games", "1", "--players", "3", "--levels", "legendary",
                     "--bot", "random", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "game: island" in out and "| legendary | 3 | 1 |" in out and "landing sunk" in out
    with pytest.raises(SystemExit):     # Island is for 2 to 4
        cli_main(["simulate", "--game", "island", "--players", "5"])
    with pytest.raises(SystemExit):     # Island has no calm variant
        cli_main(["simulate", "--game", "island", "--calm"])


def test_the_mid_game_position_is_busy_legal_and_current():
    s = mid_game_state()
    assert s.turn >= 8 and len(s.players) == 4 and not s.over and s.actions_left == 3
    assert len(legal_actions(s)) >= 50
    spec = importlib.util.spec_from_file_location("make_island_mid_game", ROOT / "tools" / "make_island_mid_game.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    saved = yaml.safe_load((ROOT / "bench" / "island_mid_game.yaml").read_text(encoding="utf-8"))
    assert saved == tool.build()      # regenerate it when the rules change


def test_bench_engine_island_reports_its_keys_from_the_command_line(capsys):
    assert cli_main(["bench", "engine", "--game", "island", "--seconds", "0.2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert "wire_enum_ms" not in out      # Island's numbers, not Sky's
    assert out["games"] >= 1 and out["apply_per_s"] > 0 and out["mid_apply_per_s"] > 0
    assert set(out["legal_actions_ms"]) == {"median", "p95"} and out["legal_actions_count"] >= 50
    assert out["strong_pick_cpu_s"]["positions"] >= 4 and out["strong_pick_cpu_s"]["max"] > 0
    # foresight: recomputed after every action by the game screen, the hint asked off the frame
    assert {"median", "p95", "max", "positions"} <= set(out["foresight_ms"]) and out["foresight_ms"]["positions"] >= 50
    assert out["hint_cpu_s"]["positions"] >= 2 and out["hint_cpu_s"]["max"] > 0
