"""Count how each fuzz surface fares, hangs included: the numbers of bench/FUZZ.md.

    python tools/fuzz_count.py [--n 1000] [--seed 10] [--code CHECKOUT] [--surface data ...]

The cases are tests/fuzzing.py's (the ones the test suite runs). They run in a child process
that reports one line per case; a case that gives no answer within ``--timeout`` seconds is
counted as a hang, the child is killed and restarted after it. The child's memory is capped
(an alias bomb would otherwise take the machine down with it). ``--code`` runs the cases
against another checkout (e.g. the commit before the hardening) for the "before" numbers.
"""

from __future__ import annotations

import argparse
import json
import os
import selectors
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MEMORY_CAP = 1536 * 1024 * 1024


def nonsense() -> dict[str, str]:
    """Each value issue 10 lists as accepted though it makes no sense: accepted or refused now."""
    sys.path.insert(0, str(ROOT / "tests"))
    import fuzzing
    work = Path(tempfile.mkdtemp(prefix="fuzz-"))
    return {name: fuzzing.run_nonsense(name, work / "case") for name in fuzzing.NONSENSE}


def child(surface: str, seed: int, start: int, stop: int) -> None:
    try:
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    except (ImportError, ValueError, OSError):
        pass
    sys.path.insert(0, str(ROOT / "tests"))
    import fuzzing
    work = Path(tempfile.mkdtemp(prefix="fuzz-"))
    for i in range(start, stop):
        try:
            outcome = fuzzing.run_case(surface, seed, i, work / "case")
        except MemoryError:
            outcome = "hang"      # out of memory: what a user sees as a hang, then a crash
        print(json.dumps([i, outcome]), flush=True)


def count(surface: str, seed: int, n: int, timeout: float, code: Path) -> tuple[Counter, list[int]]:
    results: Counter = Counter()
    hangs: list[int] = []
    i = 0
    env = dict(os.environ, PYTHONPATH=str(code), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               FORBIDDEN_SKY_ASSETS=str(code / "assets"))
    while i < n:
        proc = subprocess.Popen([sys.executable, __file__, "--child", surface, str(seed), str(i), str(n)],
                                stdout=subprocess.PIPE, text=True, env=env, cwd=str(code))
        sel = selectors.DefaultSelector()
        sel.register(proc.stdout, selectors.EVENT_READ)
        while i < n:
            if not sel.select(timeout):
                results["hang"] += 1
                hangs.append(i)
                proc.kill()
                proc.wait()
                i += 1
                break
            line = proc.stdout.readline()
            if not line:    # the child died (a crash of the interpreter itself)
                proc.wait()
                results["traceback"] += 1
                i += 1
                break
            idx, outcome = json.loads(line)
            results[outcome] += 1
            i = idx + 1
        else:
            proc.wait()
        sel.close()
    return results, hangs


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--child":
        child(argv[1], int(argv[2]), int(argv[3]), int(argv[4]))
        return 0
    if argv and argv[0] == "--nonsense-child":
        print(json.dumps(nonsense()))
        return 0
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--n", type=int, default=1000)
    p.add_argument("--seed", type=int, default=10)
    p.add_argument("--timeout", type=float, default=5.0)
    p.add_argument("--code", type=Path, default=ROOT, help="the checkout whose forbidden_sky is fuzzed")
    p.add_argument("--surface", action="append", default=None)
    p.add_argument("--nonsense", action="store_true", help="only the list of values that make no sense")
    args = p.parse_args(argv)
    if args.nonsense:
        code = args.code.resolve()
        env = dict(os.environ, PYTHONPATH=str(code), FORBIDDEN_SKY_ASSETS=str(code / "assets"))
        run = subprocess.run([sys.executable, __file__, "--nonsense-child"], env=env, cwd=str(code),
                             capture_output=True, text=True, timeout=600)
        print(run.stdout.strip() or run.stderr[-2000:])
        return run.returncode
    for surface in args.surface or ["data", "ui", "scenario", "settings", "state"]:
        t = time.perf_counter()
        results, hangs = count(surface, args.seed, args.n, args.timeout, args.code.resolve())
        print(json.dumps({"surface": surface, "cases": args.n, **dict(sorted(results.items())),
                          "hang_cases": hangs[:10], "seconds": round(time.perf_counter() - t, 1)}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
