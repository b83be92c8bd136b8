"""Fit the Island bot's learned correction (forbidden_sky/island/ai/learned.py) from its own games.

    python tools/island_learn.py collect --seeds 1001-1800 --out /tmp/island_rows.json
    python tools/island_learn.py fit /tmp/island_rows.json

``collect`` plays the strong bot as it is (two-player Novice unless ``--players``/``--level``),
one game after the other in this process, and records ``learned.features`` at the end of each
turn's actions (the first Treasure draw of the turn: the kind of position the beam search
judges at its leaves), each row labelled by whether the game was won. ``fit`` is a logistic
regression (Newton's method, a small ridge, pure Python), its features standardised; the
games are split by seed (every fifth held out) to report the held-out log loss against the
judge's number alone, and the weights are printed to paste into ``learned.py``.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

from forbidden_sky import simulate
from forbidden_sky.island.ai import learned
from forbidden_sky.island.ai.judge import chances, learned_features
from forbidden_sky.island.core import Phase


def collect(seeds: list[int], players: int, level: str) -> list[dict]:
    game = simulate._game("island")
    out = []
    for seed in seeds:
        state = game.new_game(simulate.team(players, seed, game.id), level, seed, None)
        bot = game.make_bot("strong", seed)
        rows = []
        for _ in range(6000):
            if state.outcome is not None:
                break
            first_draw = (state.phase is Phase.DRAW_TREASURE and not state.pending
                          and state.draws_left == state.data.rules.treasure_draws)
            action = bot.pick(state)
            if first_draw:
                rows.append(learned_features(state, chances(state, bot.know)))
            state, _ = game.apply(state, action)
        won = state.outcome == "won"
        out += [{"seed": seed, "won": won, "x": [round(v, 4) for v in x]} for x in rows]
    return out


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def logistic(xs: list[list[float]], ys: list[int], ridge: float, rounds: int = 12) -> list[float]:
    """Weights (an intercept last) of a logistic regression, by Newton's method."""
    k = len(xs[0]) + 1
    w = [0.0] * k
    rows = [x + [1.0] for x in xs]
    for _ in range(rounds):
        g = [0.0] * k
        h = [[0.0] * k for _ in range(k)]
        for x, y in zip(rows, ys, strict=True):
            z = sum(wi * xi for wi, xi in zip(w, x, strict=True))
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            d = p - y
            q = p * (1 - p)
            for i in range(k):
                g[i] += d * x[i]
                qi = q * x[i]
                hi = h[i]
                for j in range(i, k):
                    hi[j] += qi * x[j]
        for i in range(k):
            for j in range(i):
                h[i][j] = h[j][i]
            if i < k - 1:
                g[i] += ridge * w[i]
                h[i][i] += ridge
        step = _solve(h, g)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
    return w


def _loss(w: list[float], xs: list[list[float]], ys: list[int]) -> float:
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        z = sum(wi * xi for wi, xi in zip(w, x + [1.0], strict=True))
        p = min(1 - 1e-9, max(1e-9, 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))))
        total -= math.log(p) if y else math.log(1 - p)
    return total / max(1, len(xs))


def fit(rows: list[dict], ridge: float) -> dict:
    xs = [r["x"] for r in rows]
    k = len(xs[0])
    mean = [sum(x[i] for x in xs) / len(xs) for i in range(k)]
    scale = [math.sqrt(sum((x[i] - mean[i]) ** 2 for x in xs) / len(xs)) or 1.0 for i in range(k)]
    std = [[(x[i] - mean[i]) / scale[i] for i in range(k)] for x in xs]
    ys = [int(r["won"]) for r in rows]
    held = [r["seed"] % 5 == 0 for r in rows]
    tr = [i for i, h in enumerate(held) if not h]
    te = [i for i, h in enumerate(held) if h]
    report = {}
    for name, cols in (("judge alone", [0]), ("all", list(range(k)))):
        w = logistic([[std[i][c] for c in cols] for i in tr], [ys[i] for i in tr], ridge)
        report[name] = round(_loss(w, [[std[i][c] for c in cols] for i in te], [ys[i] for i in te]), 4)
    w = logistic(std, ys, ridge)
    return {"held_out_log_loss": report, "rows": len(rows), "won_share": round(sum(ys) / len(ys), 3),
            "weights": [round(v, 4) for v in w[:-1]], "intercept": round(w[-1], 4),
            "mean": [round(v, 4) for v in mean], "scale": [round(v, 4) for v in scale]}


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="island_learn", description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=["collect", "fit"])
    ap.add_argument("rows", nargs="?", default=None, help="fit: the rows file collect wrote")
    ap.add_argument("--seeds", default="1001-1800")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--level", default="novice")
    ap.add_argument("--ridge", type=float, default=1.0)
    ap.add_argument("--out", default=None)
    args = ap.parse_args(argv)
    if args.mode == "collect":
        c0 = time.process_time()
        rows = collect(simulate.seed_list(args.seeds), args.players, args.level)
        with open(args.out or "island_rows.json", "w", encoding="utf-8") as fh:
            json.dump({"names": list(learned.NAMES), "rows": rows}, fh)
        print(f"{len(rows)} rows, {time.process_time() - c0:.0f} s of CPU", flush=True)
        return 0
    with open(args.rows, encoding="utf-8") as fh:
        doc = json.load(fh)
    res = fit(doc["rows"], args.ridge)
    for name, w in zip(doc["names"], res["weights"], strict=True):
        print(f"  {name:16s} {w:+.4f}")
    print(json.dumps({k: v for k, v in res.items()}, indent=None))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
