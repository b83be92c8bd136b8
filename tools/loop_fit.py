"""How often a blueprint loop can be wired on random legal platforms (the data check behind
tests/data/test_loop_fits.py), with the data as it is or with wire lengths and the pad-side
offset overridden for tuning:

    python tools/loop_fit.py --boards 200 [--short 1.5 --long 2.5 --offset 0.22] [--levels novice,normal]
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from forbidden_sky.sky.ai.platforms import loop_fit  # noqa: E402
from forbidden_sky.sky.data import game_data  # noqa: E402


def with_geometry(data, short=None, long=None, offset=None):
    comp = data.components
    lengths = dict(comp.wire_lengths)
    if short is not None:
        lengths["short"] = short
    if long is not None:
        lengths["long"] = long
    comp = dataclasses.replace(comp, wire_lengths=lengths,
                               pad_side_offset=comp.pad_side_offset if offset is None else offset)
    return dataclasses.replace(data, components=comp)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--boards", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--short", type=float)
    ap.add_argument("--long", type=float)
    ap.add_argument("--offset", type=float)
    ap.add_argument("--levels", default="novice,normal,elite,legendary")
    ap.add_argument("--budget", type=int, default=4000)
    a = ap.parse_args()
    data = with_geometry(game_data(), a.short, a.long, a.offset)
    for level in a.levels.split(","):
        t0 = time.perf_counter()
        r = loop_fit(data, level, a.boards, a.seed, a.budget)
        print(f"{level:10s} platforms {r['boards']}, with the pad and components {r['with_components']}, "
              f"loop wired {r['loop']} ({100 * r['share']:.1f} %), mean new wires {r['mean_wires']:.1f}, "
              f"{time.perf_counter() - t0:.1f} s")


if __name__ == "__main__":
    main()
