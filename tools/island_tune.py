"""Probe and tune Forbidden Island's strong bot on common seeds (bench/BALANCE.md, "Forbidden Island").

    python tools/island_tune.py probe '{"as it is": {}, "guard 9": {"GUARD": 9}}' --seeds 1-100
    python tools/island_tune.py climb GUARD,STAND,REACH --seeds 101-300 --step 1.5 --rounds 1
    python tools/island_tune.py probe '{"limit 6": {}}' --seeds 1-150 --data /tmp/island-hand-6

A variant maps names of the judge's constants (forbidden_sky/island/ai/judge.py; ``strong.X``
for the search's, ``learned.X`` for the learned correction's, ai/learned.py) to values, set on
the module for that variant's games only. Every variant plays the same seeds (two-player Novice
unless ``--players``/``--level``), one game after the other in this one process, so a probe
costs one core whatever the machine is doing. ``probe`` prints each variant's wins, 95 %
interval and loss causes, and writes the per-seed outcomes (``--out``). ``climb`` is a
coordinate search: each constant in turn multiplied and divided by ``--step``, a change kept
only when it wins ``--margin`` more of the training seeds; validate the result on other seeds
with ``probe`` (100 games have an interval of about +-10 points).

``--data FOLDER`` plays on another copy of the island data (validated like the shipped one): a
counterfactual, never a change to the game, such as the hand limit of six that measured what the
hands' room is worth (bench/BALANCE.md, "2026-12-05 (evening)").
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from typing import Any

from forbidden_sky import simulate
from forbidden_sky.island.ai import judge, learned, strong
from forbidden_sky.island.data import IslandData, loader


def _module_and_name(key: str):
    if key.startswith("strong."):
        return strong, key[7:]
    if key.startswith("learned."):
        return learned, key[8:]
    return judge, key.removeprefix("judge.")


def _apply(over: dict[str, Any]) -> dict[str, Any]:
    """Set the variant's constants; return the old values (to put back)."""
    old = {}
    for key, value in over.items():
        mod, name = _module_and_name(key)
        if not hasattr(mod, name):
            raise SystemExit(f"no constant {key!r} in {mod.__name__}")
        old[key] = getattr(mod, name)
        # learned.USE (None by default): a list of feature names in the JSON, a set on the
        # module; every other list (the judge's LIFTS, BAGS, TEAM, learned.WEIGHTS) a tuple, as
        # the modules hold them
        if isinstance(value, list):
            value = frozenset(value) if key == "learned.USE" else tuple(value)
        setattr(mod, name, value)
    if "BAGS" in over and "BAGS_KEPT" not in over:
        old.setdefault("BAGS_KEPT", judge.BAGS_KEPT)
        judge.BAGS_KEPT = judge.BAGS[0]
    # the judge's caches hold values computed with the old constants
    judge._CUT_CACHE.clear()
    return old


def use_data(data: str | IslandData | None) -> IslandData | None:
    """Make ``data`` (a folder to load, or data already loaded) what every new game of this
    process plays on (None: the shipped data); return what was there before, to put back."""
    old = loader._cache.get("")
    if data is None:
        loader._cache.pop("", None)
    else:
        # a folder goes through the one loader: DataError names file, entry and key
        loader._cache[""] = loader.load_island_data(data) if isinstance(data, str) else data
    return old


def run(over: dict[str, Any], seeds: list[int], players: int, level: str) -> list[dict[str, Any]]:
    old = _apply(over)
    try:
        out = []
        for seed in seeds:
            c0 = time.process_time()
            state, worst = simulate._play(simulate._game("island"), players, level, seed, "strong", None, 6000)
            out.append({"seed": seed, "outcome": "unfinished" if state.outcome is None else
                        ("won" if state.outcome == "won" else f"lost:{getattr(state.cause, 'value', state.cause)}"),
                        "treasures": len(state.captured), "turns": state.turn,
                        "cpu": round(time.process_time() - c0, 3), "worst_pick": round(worst, 4)})
        return out
    finally:
        _apply(old)


def summary(name: str, games: list[dict[str, Any]]) -> dict[str, Any]:
    wins = sum(g["outcome"] == "won" for g in games)
    lo, hi = simulate.wilson(wins, len(games))
    causes = Counter(g["outcome"][5:] for g in games if g["outcome"].startswith("lost:"))
    return {"name": name, "games": len(games), "wins": wins, "ci95": [round(lo, 3), round(hi, 3)],
            "losses": dict(causes), "treasures": round(sum(g["treasures"] for g in games) / max(1, len(games)), 2),
            "cpu": round(sum(g["cpu"] for g in games), 1), "worst_pick": max((g["worst_pick"] for g in games), default=0.0)}


def _line(s: dict[str, Any]) -> str:
    lo, hi = s["ci95"]
    return (f"{s['name']}: {s['wins']}/{s['games']} ({100 * lo:.1f}-{100 * hi:.1f} %) losses {s['losses']} "
            f"treasures {s['treasures']} cpu {s['cpu']} s slowest {s['worst_pick']:.2f} s")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="island_tune", description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=["probe", "climb"])
    ap.add_argument("what", help="probe: JSON {name: {constant: value}}; climb: constants, comma-separated")
    ap.add_argument("--seeds", default="1-100")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--level", default="novice")
    ap.add_argument("--base", default="{}", help="climb: JSON constants to start from")
    ap.add_argument("--step", type=float, default=1.5)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--margin", type=int, default=4, help="climb: wins more than the best needed to keep a change")
    ap.add_argument("--known", type=int, default=None, help="climb: the start's wins on these seeds, if measured")
    ap.add_argument("--out", default=None, help="write the per-seed outcomes here (JSON)")
    ap.add_argument("--data", default=None, help="play on this copy of the island data (a counterfactual)")
    args = ap.parse_args(argv)
    if args.data:
        use_data(args.data)
    seeds = simulate.seed_list(args.seeds)
    record: dict[str, Any] = {"seeds": args.seeds, "players": args.players, "level": args.level,
                              "data": args.data or "shipped", "runs": []}

    def play(name: str, over: dict[str, Any]) -> dict[str, Any]:
        games = run(over, seeds, args.players, args.level)
        s = summary(name, games)
        record["runs"].append({"constants": over, **s, "per_seed": games})
        print(_line(s), flush=True)
        if args.out:
            with open(args.out, "w", encoding="utf-8") as fh:
                json.dump(record, fh, indent=1)
        return s

    if args.mode == "probe":
        for name, over in json.loads(args.what).items():
            play(name, over)
        return 0
    best = dict(json.loads(args.base))
    best_wins = args.known if args.known is not None else play("start " + json.dumps(best), best)["wins"]
    for _ in range(args.rounds):
        for key in args.what.split(","):
            mod, name = _module_and_name(key)
            now = best.get(key, getattr(mod, name))
            for factor in (args.step, 1 / args.step):
                cand = {**best, key: type(now)(now * factor) if isinstance(now, float) else round(now * factor)}
                wins = play(json.dumps(cand), cand)["wins"]
                if wins >= best_wins + args.margin:
                    best, best_wins = cand, wins
                    break
    print("best:", json.dumps(best), best_wins, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
