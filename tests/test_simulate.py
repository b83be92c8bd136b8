"""The planner bot and `forbidden-sky simulate` (docs/game-model.md section 14's instrument)."""

from __future__ import annotations

import json

import pytest

from forbidden_sky.ai.planner import Planner
from forbidden_sky.cli import main as cli_main
from forbidden_sky.core import apply, legal_actions
from forbidden_sky.simulate import LEVELS, play_one, simulate, team


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("level", LEVELS)
def test_planner_only_plays_legal_actions(players, level):
    from forbidden_sky.core import new_game
    seed = 100 + players
    state = new_game(team(players, seed), level, seed)
    bot = Planner(seed)
    steps = 0
    while not state.over:
        action = bot.pick(state)
        assert action in legal_actions(state), action
        state, events = apply(state, action)   # raises IllegalAction on an illegal action
        assert not any(e.type == "launched" and not e.data["won"] for e in events)
        steps += 1
        assert steps < 3000
    assert state.outcome is not None


def test_planner_builds_more_than_random_play():
    """The planner really plays: it grows more of the platform and lasts longer than random play."""
    planned = [play_one(2, "novice", s, "planner") for s in range(4)]
    rnd = [play_one(2, "novice", s, "random") for s in range(4)]
    assert sum(len(s.board.tiles) for s in planned) > 1.2 * sum(len(s.board.tiles) for s in rnd)
    assert sum(s.turn for s in planned) > sum(s.turn for s in rnd)


@pytest.mark.xfail(reason="with the data of 2026-11-30 the planner has not won a Novice game: the launch "
                          "pad is rarely completed before the storm meter's skull (see bench/BALANCE.md)",
                   strict=True)   # a win makes this XPASS and fail: then drop the marker
def test_planner_wins_some_novice_games():
    result = simulate(12, [2], ["novice"], seed=1, bot="planner")
    assert result["cells"][0]["wins"] > 0


def test_simulate_json_prints_one_object(capsys):
    assert cli_main(["simulate", "--games", "2", "--players", "2,5", "--levels", "novice", "--seed", "3", "--json"]) == 0
    out = capsys.readouterr().out.strip()
    doc = json.loads(out)
    assert {"bot", "games_per_cell", "seed", "players", "levels", "cells"} <= set(doc)
    assert len(doc["cells"]) == 2
    for cell in doc["cells"]:
        assert {"level", "players", "games", "wins", "win_rate", "ci95", "median_turns", "losses"} <= set(cell)
        assert set(cell["losses"]) >= {"electrocuted", "fall", "swept_away", "abandoned"}
        assert cell["games"] == 2
        assert 0.0 <= cell["ci95"][0] <= cell["win_rate"] <= cell["ci95"][1] <= 1.0


def test_simulate_table_and_bad_arguments(capsys):
    assert cli_main(["simulate", "--games", "1", "--players", "3", "--levels", "elite", "--bot", "random"]) == 0
    assert "| elite | 3 | 1 |" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli_main(["simulate", "--players", "7"])


def test_same_seed_same_results():
    a = simulate(3, [2, 4], ["novice", "legendary"], seed=9, bot="planner")
    b = simulate(3, [2, 4], ["novice", "legendary"], seed=9, bot="planner")
    strip = [{k: v for k, v in c.items() if k != "seconds_per_game"} for c in a["cells"]]
    assert strip == [{k: v for k, v in c.items() if k != "seconds_per_game"} for c in b["cells"]]
