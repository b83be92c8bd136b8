"""tools/island_tune.py sets a probe's constants the way the modules hold them."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from forbidden_sky.island.ai import judge, learned

_PATH = Path(__file__).resolve().parents[2] / "tools" / "island_tune.py"


def _tool():
    spec = importlib.util.spec_from_file_location("island_tune", _PATH)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_a_list_becomes_a_tuple_for_the_judge_and_a_set_for_learned_use() -> None:
    tool = _tool()
    lifts, use, weights = judge.LIFTS, learned.USE, learned.WEIGHTS
    n = len(learned.NAMES)
    old = tool._apply({"LIFTS": [15.0, 8.0, 4.0], "learned.USE": ["a", "b"], "learned.WEIGHTS": [0.5] * n})
    try:
        assert judge.LIFTS == (15.0, 8.0, 4.0)
        assert sum(judge.LIFTS[:2]) == 23.0          # sliced as the judge slices it
        assert learned.USE == frozenset({"a", "b"})
        # the weights are indexed in order by the correction, not a set of distinct numbers
        assert learned.WEIGHTS == (0.5,) * n
    finally:
        tool._apply(old)
    assert judge.LIFTS == lifts and learned.USE == use and learned.WEIGHTS == weights


def test_the_lab_replays_a_kept_position_in_worlds_that_hide_the_real_order() -> None:
    """tools/island_lab.py: a position kept after a capture is replayed with both draw piles
    shuffled afresh and a new seed; every variant gets the same world for the same number, and
    a world played twice ends the same."""
    spec = importlib.util.spec_from_file_location("island_lab", _PATH.parent / "island_lab.py")
    assert spec is not None and spec.loader is not None
    lab = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(lab)
    seed, kept = lab._collect(8)
    assert seed == 8 and kept and sorted(kept) == list(range(1, len(kept) + 1))
    doc = kept[max(kept)]
    real = lab.simulate._game("island").state_from_dict(doc)
    one, again, other = lab.world(doc, 8, 0), lab.world(doc, 8, 0), lab.world(doc, 8, 1)
    assert one == again and one != other
    assert sorted(one.treasure_deck) == sorted(real.treasure_deck)
    assert sorted(one.flood_deck) == sorted(real.flood_deck)
    assert one.seed != real.seed and (one.hands, one.pawns, one.status) == (real.hands, real.pawns, real.status)
    assert lab._play((8, doc, 0, {})) == lab._play((8, doc, 0, {}))


def test_a_probe_can_play_on_a_copy_of_the_data_and_puts_the_shipped_one_back(tmp_path) -> None:
    """``--data``: the hand limit of six (bench/BALANCE.md, "2026-12-05 (evening)") is a copy of
    the data, validated like the shipped one; the games of the probe are dealt from it."""
    import shutil

    from forbidden_sky import simulate
    from forbidden_sky.island.data import island_data

    tool = _tool()
    folder = tmp_path / "island"
    shutil.copytree(Path(island_data().folder), folder)
    rules = folder / "rules.yaml"
    text = rules.read_text(encoding="utf-8")
    assert "hand_limit: 5" in text
    rules.write_text(text.replace("hand_limit: 5", "hand_limit: 6"), encoding="utf-8")
    old = tool.use_data(str(folder))
    try:
        state = simulate._game("island").new_game(simulate.team(2, 1, "island"), "novice", 1, None)
        assert state.data.rules.hand_limit == 6
    finally:
        tool.use_data(old)
    assert island_data().rules.hand_limit == 5
