"""Running the frozen app, for the self-check of tools/build_exe.py.

Every run is headless (SDL dummy drivers) in a throw-away home folder: a 60-frame smoke run that
must draw and write nothing beside the app, a short autoplayed game judged against the same
command from source, a copy of the bundle with a broken tiles.yaml that must stop with the
validator's message and exit status 2, and start-to-first-frame timings of the frozen app and
from source. Imported with tools/ on sys.path, as build_exe.py runs (and puts it there).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

from bundle_checks import Bundle, changed_files, median, platform_key, png_colours, png_problem, snapshot

REPO = Path(__file__).resolve().parents[1]
START_TARGET_S = 0.6
SMOKE_FRAMES = 60
# A short game played by the built-in player reaches code the title screen never imports.
GAME_ARGS = ("--players", "navigator,medic", "--seed", "7", "--autoplay", "3", "--frames", "240")
BROKEN_TILES = "tiles: [this list is never closed\n"


def headless_env(home: Path) -> dict[str, str]:
    """SDL dummy drivers and a throw-away home, so a check never touches the real user folders."""
    env = dict(os.environ)
    env.pop("FORBIDDEN_SKY_ASSETS", None)  # the bundle must find its own assets
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(HOME=str(home), USERPROFILE=str(home), XDG_DATA_HOME=str(home / ".local" / "share"),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_CACHE_HOME=str(home / ".cache"),
               APPDATA=str(home / "AppData" / "Roaming"), LOCALAPPDATA=str(home / "AppData" / "Local"))
    return env


def run(cmd: Sequence[str], env: dict[str, str], cwd: Path, timeout: float = 180.0) -> tuple[int, str, str]:
    try:
        p = subprocess.run(list(cmd), env=env, cwd=cwd, capture_output=True, text=True,
                           encoding="utf-8", errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        return -999, "", f"timed out after {timeout:.0f} s"
    except OSError as exc:
        return -998, "", f"could not start: {exc}"
    return p.returncode, p.stdout or "", p.stderr or ""


def tail(text: str, lines: int = 15) -> str:
    return "\n".join(text.strip().splitlines()[-lines:])


def stderr_visible(bundle: Bundle, platform: str | None = None) -> bool:
    # A windowed Windows app has no stdout/stderr at all (sys.stderr is None).
    return platform_key(platform) != "windows"


def check_smoke(bundle: Bundle, scratch: Path) -> dict[str, Any]:
    """Run the frozen app for 60 frames headless; it must exit 0, draw, and write nothing beside itself."""
    home, cwd, shot = scratch / "home", scratch / "cwd", scratch / "shots" / "frame60.png"
    for d in (home, cwd):
        d.mkdir(parents=True, exist_ok=True)
    before_bundle, before_cwd = snapshot(bundle.root), snapshot(cwd)
    t0 = time.perf_counter()
    code, out, err = run([str(bundle.exe), "--frames", str(SMOKE_FRAMES), "--screenshot", str(shot)],
                         headless_env(home), cwd)
    seconds = time.perf_counter() - t0
    problems = []
    if code != 0:
        problems.append(f"exit status {code}, not 0")
    picture = png_problem(shot)
    if picture:
        problems.append(picture)
    beside = changed_files(before_bundle, snapshot(bundle.root)) + \
        [f"(working folder) {p}" for p in changed_files(before_cwd, snapshot(cwd))]
    if beside:
        problems.append("the app wrote beside itself: " + ", ".join(beside[:10]))
    user_files = sorted(p for p, (size, _) in snapshot(home).items() if size or not (home / p).is_dir())
    return {
        "ok": not problems, "problems": problems, "exit": code, "seconds": round(seconds, 3),
        "screenshot": str(shot), "colours": png_colours(shot) if shot.is_file() and not picture else None,
        "written_beside_app": beside, "user_data_files": user_files,
        "stderr_tail": tail(err) if code != 0 else "",
    }


def check_broken_data(bundle: Bundle, scratch: Path, platform: str | None = None) -> dict[str, Any]:
    """A copy of the bundle with a broken tiles.yaml must stop with the validator's message, exit 2."""
    if bundle.onefile or bundle.assets is None:
        return {"ok": True, "skipped": "the one-file app packs its data inside the executable"}
    copy_root = scratch / "broken" / bundle.root.name
    copy_root.parent.mkdir(parents=True, exist_ok=True)
    shutil.copytree(bundle.root, copy_root, symlinks=True)
    tiles = copy_root / bundle.assets.relative_to(bundle.root) / "data" / "tiles.yaml"
    target = tiles.resolve()  # in a .app, Frameworks/assets links into Resources
    if not target.is_relative_to(copy_root.resolve()):  # never write through a link into the original
        tiles.unlink()
        target = tiles
    target.write_text(BROKEN_TILES, encoding="utf-8")
    exe = copy_root / bundle.exe.relative_to(bundle.root)
    home = scratch / "broken-home"
    home.mkdir(exist_ok=True)
    code, out, err = run([str(exe), "--frames", "1"], headless_env(home), scratch, timeout=120)
    problems = []
    if code != 2:
        problems.append(f"exit status {code}, not 2")
    if "Traceback" in err or "Traceback" in out:
        problems.append("a traceback was printed")
    if stderr_visible(bundle, platform) and "tiles.yaml" not in err:
        problems.append("stderr does not name tiles.yaml")
    result = {"ok": not problems, "problems": problems, "exit": code, "message": tail(err, 4)}
    if not stderr_visible(bundle, platform):
        result["note"] = "windowed Windows app: no stderr, only the exit status is checked"
    shutil.rmtree(copy_root.parent, ignore_errors=True)
    return result


def check_game(bundle: Bundle, scratch: Path, source: Sequence[str]) -> dict[str, Any]:
    """A short autoplayed game, frozen; it must do what the same command does from source.

    Judged against the source run so that a game bug under construction is not reported as a
    packaging failure: it fails only when the source run passes and the frozen run does not.
    """
    home = scratch / "game-home"
    home.mkdir(parents=True, exist_ok=True)
    env = headless_env(home)
    src_shot, frozen_shot = scratch / "game-source.png", scratch / "game-frozen.png"
    src_code, _, src_err = run([*source, *GAME_ARGS, "--screenshot", str(src_shot)], env, REPO)
    before = snapshot(bundle.root)
    code, _, err = run([str(bundle.exe), *GAME_ARGS, "--screenshot", str(frozen_shot)], env, scratch)
    beside = changed_files(before, snapshot(bundle.root))
    result: dict[str, Any] = {"args": " ".join(GAME_ARGS), "source_exit": src_code, "exit": code,
                              "written_beside_app": beside}
    if src_code != 0 or png_problem(src_shot):
        result.update(ok=True, skipped="the same run fails from source: " + (tail(src_err, 2) or "no picture"))
        return result
    problems = []
    if code != 0:
        problems.append(f"exit status {code} (0 from source): {tail(err, 5)}")
    picture = png_problem(frozen_shot)
    if picture:
        problems.append(picture)
    if beside:
        problems.append("the app wrote beside itself: " + ", ".join(beside[:10]))
    result.update(ok=not problems, problems=problems)
    return result


def app_reported_first_frame(stderr: str) -> float | None:
    """The `first-frame-s N` line the app prints when FORBIDDEN_SKY_FIRST_FRAME is set."""
    for line in stderr.splitlines():
        if line.startswith("first-frame-s "):
            try:
                return float(line.split()[1])
            except (IndexError, ValueError):
                return None
    return None


def first_frame_run(cmd: Sequence[str], env: dict[str, str], cwd: Path, shot: Path,
                    timeout: float = 120.0) -> tuple[float | None, float, int, str]:
    """(seconds to first frame, seconds to exit, exit status, stderr) of one `--frames 1` run.

    The app saves its screenshot right after the first frame is drawn and flipped, so the moment
    the file appears is the start-to-first-frame time seen from outside (the app reports no
    timing of its own); exiting adds the PNG encoding and interpreter shutdown.
    """
    shot.unlink(missing_ok=True)
    with tempfile.TemporaryFile() as err_file:
        t0 = time.perf_counter()
        proc = subprocess.Popen([*cmd, "--frames", "1", "--screenshot", str(shot)], env=env, cwd=cwd,
                                stdout=subprocess.DEVNULL, stderr=err_file)
        first = None
        while proc.poll() is None:
            if first is None and shot.exists():
                first = time.perf_counter() - t0
            if time.perf_counter() - t0 > timeout:
                proc.kill()
                proc.wait()
                return None, timeout, -999, f"timed out after {timeout:.0f} s"
            time.sleep(0.002)
        total = time.perf_counter() - t0
        err_file.seek(0)
        err = err_file.read().decode("utf-8", "replace")
    if first is None and shot.exists():  # written and exited between two polls
        first = total
    return first, total, proc.returncode, err


def _load_average() -> float | None:
    """The 1-minute load average where the system has one: timings from a busy machine mislead."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return None


def time_starts(frozen: Sequence[str], source: Sequence[str] | None, repeats: int, scratch: Path
                ) -> dict[str, Any]:
    """Start-to-first-frame of the frozen app and from source: medians of alternated runs.

    One unmeasured warm-up run of each fills the disk cache; alternating the two kinds spreads
    the machine's noise over both alike.
    """
    home = scratch / "timing-home"
    home.mkdir(parents=True, exist_ok=True)
    env = headless_env(home)
    env["FORBIDDEN_SKY_FIRST_FRAME"] = "1"  # the app then prints `first-frame-s N` on stderr
    first: dict[str, list[float]] = {"frozen": [], "source": []}
    reported: dict[str, list[float]] = {"frozen": [], "source": []}
    total: dict[str, list[float]] = {"frozen": [], "source": []}
    failures: list[str] = []
    kinds = [("frozen", frozen)] + ([("source", source)] if source else [])
    for i in range(repeats + 1):
        for kind, cmd in kinds:
            cwd = REPO if kind == "source" else scratch
            ff, end, code, err = first_frame_run(cmd, env, cwd, scratch / f"timing-{kind}.png")
            if code != 0 or ff is None:
                failures.append(f"{kind}: exit {code}: {tail(err, 3)}")
            elif i > 0:
                first[kind].append(ff)
                total[kind].append(end)
                own = app_reported_first_frame(err)
                if own is not None:
                    reported[kind].append(own)

    def r(v: float | None) -> float | None:
        return None if v is None else round(v, 3)

    frozen_med = median(first["frozen"])
    return {
        "measure": "median seconds from process start to the first frame (`--frames 1 --screenshot`)",
        "repeats": repeats,
        "frozen_median_s": r(frozen_med),
        "source_median_s": r(median(first["source"])),
        "frozen_min_s": r(min(first["frozen"], default=None)),
        "source_min_s": r(min(first["source"], default=None)),
        "load_average": _load_average(),
        # The app's own figure is process age at the first flip on Linux (/proc); elsewhere it
        # leaves out the interpreter's start, and a one-file app's child process leaves out the
        # unpacking, so it is reported beside the outside measure, never instead of it.
        "frozen_app_reported_median_s": r(median(reported["frozen"])),
        "source_app_reported_median_s": r(median(reported["source"])),
        "frozen_exit_median_s": r(median(total["frozen"])),
        "source_exit_median_s": r(median(total["source"])),
        "frozen_runs_s": [round(v, 3) for v in first["frozen"]],
        "source_runs_s": [round(v, 3) for v in first["source"]],
        "target_s": START_TARGET_S,
        "target_met": frozen_med is not None and frozen_med <= START_TARGET_S,
        "failures": failures,
    }
