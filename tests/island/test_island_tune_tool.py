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
