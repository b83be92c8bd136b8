"""`forbidden-sky simulate`: the balance instrument, played by the strong team bot."""

from __future__ import annotations

import json

import pytest

from forbidden_sky.sky.ai import make_bot
from forbidden_sky.cli import main as cli_main
from forbidden_sky.sky.core import apply, legal_actions, new_game
from forbidden_sky.sky.core.events import Launched
from forbidden_sky.simulate import levels, play_one, simulate, team


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("level", ["novice", "legendary"])
def test_strong_bot_only_plays_legal_actions(players, level):
    seed = 100 + players
    state = new_game(team(players, seed), level, seed)
    bot = make_bot("strong", seed)
    steps = 0
    while not state.over:
        action = bot.pick(state)
        assert action in legal_actions(state), action
        state, events = apply(state, action)   # raises IllegalAction on an illegal action
        assert not any(isinstance(e, Launched) and not e.won for e in events)
        steps += 1
        assert steps < 3000
    assert state.outcome is not None


def test_strong_bot_builds_more_than_random_play():
    """The strong bot really plays: it grows more of the platform and lasts longer than random play."""
    strong = [play_one(2, "novice", s, "strong") for s in range(3)]
    rnd = [play_one(2, "novice", s, "random") for s in range(3)]
    assert sum(len(s.board.tiles) for s in strong) > 1.2 * sum(len(s.board.tiles) for s in rnd)
    assert sum(s.turn for s in strong) > sum(s.turn for s in rnd)


def test_simulate_json_prints_one_object(capsys):
    assert cli_main(["simulate", "--games", "2", "--players", "2,5", "--levels", "novice", "--seed", "3",
                     "--jobs", "1", "--json"]) == 0
    out = capsys.readouterr().out.strip()
    doc = json.loads(out)
    assert {"bot", "calm", "games_per_cell", "seed", "players", "levels", "cells"} <= set(doc)
    assert len(doc["cells"]) == 2
    for cell in doc["cells"]:
        assert {"level", "players", "games", "wins", "win_rate", "ci95", "median_turns", "losses", "pad_found"} <= set(cell)
        assert set(cell["losses"]) >= {"electrocuted", "fall", "swept_away", "abandoned"}
        assert cell["games"] == 2
        assert 0.0 <= cell["ci95"][0] <= cell["win_rate"] <= cell["ci95"][1] <= 1.0


def test_simulate_table_and_bad_arguments(capsys):
    assert cli_main(["simulate", "--games", "1", "--players", "3", "--levels", "elite", "--bot", "random",
                     "--jobs", "1"]) == 0
    assert "| elite | 3 | 1 |" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli_main(["simulate", "--players", "7"])
    with pytest.raises(SystemExit):
        cli_main(["simulate", "--bot", "planner"])


def test_same_seed_same_results_whatever_the_workers():
    a = simulate(2, [2, 4], ["novice"], seed=9, bot="strong", jobs=1)
    b = simulate(2, [2, 4], ["novice"], seed=9, bot="strong", jobs=2)
    keep = ("wins", "losses", "median_turns", "pad_found")
    assert [{k: c[k] for k in keep} for c in a["cells"]] == [{k: c[k] for k in keep} for c in b["cells"]]


def test_levels_come_from_the_data():
    from forbidden_sky.sky.data import game_data
    assert levels() == list(game_data().blueprints)


def test_seed_list_reads_ranges_and_single_seeds():
    from forbidden_sky.simulate import seed_list
    assert seed_list("1-3,7") == [1, 2, 3, 7]
    assert seed_list("101-103") == [101, 102, 103]
    assert seed_list("5") == [5]
