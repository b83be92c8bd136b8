"""Build the double-click Forbidden Sky app with PyInstaller, then check the frozen app.

    python tools/build_exe.py              # dist/ForbiddenSky/ (ForbiddenSky.app on macOS) + self-check
    python tools/build_exe.py --onefile    # dist/onefile/ForbiddenSky[.exe], a single file
    python tools/build_exe.py --json       # the final report as JSON on stdout

The self-check starts the frozen app headless (``--frames 60 --screenshot``, SDL dummy drivers,
a throw-away home folder) and fails the build unless it exits 0 with a non-blank picture, every
file under assets/ is in the bundle, the app wrote nothing beside itself, a short autoplayed
game runs frozen as it does from source, the Windows exe is windowed / the macOS .app has its
identifier and icon, and a bundle whose tiles.yaml is broken stops with the validator's message
and exit status 2. It then times start to first frame of the frozen app against the same start
from source and prints a report (size, checks, timings).

Exit status: 0 built and checked, 1 build or check failed, 2 bad arguments.
Dependencies come from pyproject.toml (``pip install ".[build]"``); nothing is pinned here.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
import release_meta  # noqa: E402 - the version and signing helpers, next to this script
ASSETS = REPO / "assets"
ICON_DIR = ASSETS / "icon"
APP_NAME = "ForbiddenSky"
BUNDLE_ID = "org.forbiddensky.ForbiddenSky"
SIZE_TARGET_MB = 60.0
START_TARGET_S = 0.6
MIN_COLOURS = 64  # a drawn game frame has hundreds; a blank or failed one has a handful
SMOKE_FRAMES = 60
# A short game played by the built-in player reaches code the title screen never imports.
GAME_ARGS = ("--players", "navigator,medic", "--seed", "7", "--autoplay", "3", "--frames", "240")
# Nothing the game imports; keeping them out keeps the bundle small. The self-check catches a
# wrong guess (the frozen app would fail to start).
EXCLUDES = (
    "tkinter", "_tkinter", "unittest", "pydoc", "pydoc_data", "doctest", "test", "lib2to3",
    "numpy", "setuptools", "pkg_resources", "distutils", "pip", "IPython",
    # no networking or cryptography: this drops OpenSSL's libcrypto (~5 MB); hashlib and random
    # fall back to their built-in hashes
    "ssl", "_ssl", "_hashlib",
    "pygame.tests", "pygame.examples", "pygame.docs", "pymunk.tests", "pymunk.examples",
    "pymunk.pyglet_util", "pymunk.matplotlib_util",
)
ENTRY_SOURCE = (
    '"""Entry point of the frozen app (written by tools/build_exe.py)."""\n'
    "from forbidden_sky.cli import main\n"
    "\n"
    "raise SystemExit(main())\n"
)
BROKEN_TILES = "tiles: [this list is never closed\n"


def log(message: str) -> None:
    print(f"[build_exe] {message}", file=sys.stderr, flush=True)


def platform_key(platform: str | None = None) -> str:
    p = sys.platform if platform is None else platform
    if p.startswith("win"):
        return "windows"
    if p == "darwin":
        return "macos"
    return "linux"


# ---- arguments -------------------------------------------------------------------------------


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="build_exe.py", description="Build and self-check the frozen app.")
    p.add_argument("--onefile", action="store_true", help="one single executable instead of a folder")
    p.add_argument("--distpath", type=Path, default=None,
                   help="output folder (default dist/, or dist/onefile/ with --onefile)")
    p.add_argument("--workpath", type=Path, default=REPO / "build", help="PyInstaller's work folder")
    p.add_argument("--no-strip", dest="strip", action="store_false",
                   help="do not strip symbols from binaries (stripping is on for Linux and macOS)")
    p.add_argument("--clean", action="store_true", help="empty PyInstaller's caches first")
    p.add_argument("--skip-build", action="store_true", help="only check an existing bundle")
    p.add_argument("--no-check", dest="check", action="store_false", help="build only, no self-check")
    p.add_argument("--repeats", type=int, default=5,
                   help="start-up timing runs of each kind (median reported); 0 skips timing")
    p.add_argument("--strict", action="store_true",
                   help="also fail when the size or start-up target is missed")
    p.add_argument("--json", action="store_true", help="print the report as JSON on stdout")
    p.add_argument("--verbose", action="store_true", help="PyInstaller's INFO log")
    args = p.parse_args(argv)
    if args.repeats < 0:
        p.error("--repeats must be 0 or more")
    if args.distpath is None:
        args.distpath = REPO / "dist" / ("onefile" if args.onefile else "")
    args.distpath = args.distpath.resolve()
    args.workpath = args.workpath.resolve()
    return args


# ---- the PyInstaller command -----------------------------------------------------------------


def icon_path(platform: str) -> Path:
    return ICON_DIR / {"windows": "icon.ico", "macos": "icon.icns"}.get(platform, "icon.png")


def ensure_icon() -> None:
    """The icon files are committed; regenerate them only when one is missing."""
    if all((ICON_DIR / name).is_file() for name in ("icon.png", "icon.ico", "icon.icns")):
        return
    log("icon files missing: drawing them with tools/make_icon.py")
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    try:
        import make_icon
    finally:
        sys.path.pop(0)
    make_icon.make_icons(ICON_DIR)


def write_entry_script(workpath: Path) -> Path:
    # A script of its own: forbidden_sky/__main__.py uses a relative import, which a frozen
    # top-level script cannot.
    entry = workpath / "entry" / f"{APP_NAME}.py"
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(ENTRY_SOURCE, encoding="utf-8")
    return entry


def pyinstaller_args(entry: Path, distpath: Path, workpath: Path, *, onefile: bool = False,
                     strip: bool = True, clean: bool = False, verbose: bool = False,
                     platform: str | None = None, version_file: Path | None = None) -> list[str]:
    plat = platform_key(platform)
    args = [
        str(entry),
        "--name", APP_NAME,
        "--noconfirm",
        "--distpath", str(distpath),
        "--workpath", str(workpath),
        "--specpath", str(workpath),
        "--paths", str(REPO),
        # every file under assets/, absolute source path (the spec lives in workpath)
        "--add-data", f"{ASSETS.resolve()}{os.pathsep}assets",
        "--collect-submodules", "forbidden_sky",
        "--log-level", "INFO" if verbose else "WARN",
    ]
    if plat != "linux":  # Linux executables carry no icon; the desktop entry names one
        args += ["--icon", str(icon_path(plat).resolve())]
    args.append("--onefile" if onefile else "--onedir")
    # No console window. A macOS .app bundle is a folder, so the one-file variant there stays a
    # plain executable (PyInstaller deprecates one-file .app bundles).
    if plat == "windows" or (plat == "macos" and not onefile):
        args.append("--windowed")
    if plat == "macos":
        args += ["--osx-bundle-identifier", BUNDLE_ID]
    if plat == "windows":
        # the version in the exe's Properties > Details (written by release_meta.windows_version_file)
        args += ["--version-file", str(version_file or workpath / "version_info.txt")]
    if strip and plat != "windows":  # strip is for ELF/Mach-O; PyInstaller advises against it on Windows
        args.append("--strip")
    if clean:
        args.append("--clean")
    for name in EXCLUDES:
        args += ["--exclude-module", name]
    return args


def run_pyinstaller(args: list[str]) -> str | None:
    """Run PyInstaller in this process; the error text on failure, None on success."""
    import PyInstaller.__main__
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # its hooks import pygame
    # macOS: a bundle that cannot be signed fails the build (PyInstaller only warns by default),
    # and PyInstaller verifies the signature it made
    os.environ.setdefault("PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR", "1")
    os.environ.setdefault("PYINSTALLER_VERIFY_BUNDLE_SIGNATURE", "1")
    try:
        PyInstaller.__main__.run(args)
    except SystemExit as exc:
        if exc.code not in (0, None):
            return f"PyInstaller stopped with status {exc.code}"
    except Exception as exc:  # PyInstaller raises plain exceptions for bad input or hooks
        return f"PyInstaller failed: {type(exc).__name__}: {exc}"
    return None


# ---- where the build put things --------------------------------------------------------------


@dataclass
class Bundle:
    root: Path                 # what is shipped: the folder, the .app or the single file
    exe: Path                  # what to run
    assets: Path | None        # assets/ inside the bundle (None for one-file: packed in the exe)
    onefile: bool = False

    @property
    def kind(self) -> str:
        return "onefile" if self.onefile else ("app" if self.root.suffix == ".app" else "onedir")


def locate_bundle(distpath: Path, onefile: bool = False, platform: str | None = None) -> Bundle:
    plat = platform_key(platform)
    exe_name = APP_NAME + (".exe" if plat == "windows" else "")
    if onefile:
        exe = distpath / exe_name
        return Bundle(exe, exe, None, onefile=True)
    if plat == "macos":
        app = distpath / f"{APP_NAME}.app"
        contents = app / "Contents"
        assets = next((p for p in (contents / "Resources" / "assets", contents / "Frameworks" / "assets")
                       if p.is_dir()), contents / "Resources" / "assets")
        return Bundle(app, contents / "MacOS" / APP_NAME, assets)
    root = distpath / APP_NAME
    return Bundle(root, root / exe_name, root / "_internal" / "assets")


def tree_size(path: Path) -> int:
    """Bytes in a file or folder tree; symlinks counted as links, not followed."""
    if path.is_symlink() or path.is_file():
        return path.lstat().st_size
    total = 0
    for dirpath, _dirs, files in os.walk(path):
        for name in files:
            total += (Path(dirpath) / name).lstat().st_size
    return total


# ---- checks (pure helpers first: the tests drive them directly) --------------------------------


def asset_files(folder: Path) -> dict[str, int]:
    """Relative POSIX path -> size of every file under folder (caches and OS litter ignored)."""
    out: dict[str, int] = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.name != ".DS_Store":
            out[path.relative_to(folder).as_posix()] = path.stat().st_size
    return out


def missing_assets(source: Path, bundled: Path | dict[str, int]) -> list[str]:
    """Files of source/ absent from the bundle, or there with another size (as 'PATH (size)')."""
    have = bundled if isinstance(bundled, dict) else (asset_files(bundled) if bundled.is_dir() else {})
    problems = []
    for rel, size in asset_files(source).items():
        if rel not in have:
            problems.append(rel)
        elif have[rel] != size:
            problems.append(f"{rel} (size {have[rel]}, expected {size})")
    return problems


def onefile_assets(exe: Path) -> dict[str, int]:
    """assets/ entries packed inside a one-file executable, with their unpacked sizes."""
    from PyInstaller.archive.readers import CArchiveReader
    out = {}
    for name, entry in CArchiveReader(str(exe)).toc.items():
        name = name.replace("\\", "/")
        if name.startswith("assets/"):
            out[name[len("assets/"):]] = entry[2]  # (offset, length, uncompressed length, flag, type)
    return out


def png_colours(path: Path) -> int:
    """Distinct colours in a picture file (raises if it cannot be read as an image)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    surface = pygame.image.load(str(path))
    raw = pygame.image.tobytes(surface, "RGBX")
    return len(set(memoryview(raw).cast("I")))


def png_problem(path: Path, min_colours: int = MIN_COLOURS) -> str | None:
    """Why the screenshot is not a drawn frame, or None when it is."""
    if not path.is_file():
        return f"no screenshot at {path}"
    try:
        colours = png_colours(path)
    except Exception as exc:
        return f"screenshot is not a readable image ({exc})"
    if colours < min_colours:
        return f"screenshot looks blank: {colours} distinct colours (want at least {min_colours})"
    return None


def pe_subsystem(exe: Path) -> int | None:
    """The Windows subsystem of a PE executable: 2 is a windowed (GUI) app, 3 a console one."""
    try:
        data = exe.read_bytes()[:4096]
        pe = int.from_bytes(data[0x3C:0x40], "little")
        if data[:2] != b"MZ" or data[pe:pe + 4] != b"PE\0\0":
            return None
        # signature (4) + COFF header (20); Subsystem sits 68 bytes into the optional header
        return int.from_bytes(data[pe + 92:pe + 94], "little")
    except (OSError, ValueError):
        return None


def app_bundle_problems(app: Path) -> list[str]:
    """What is wrong with a macOS .app's Info.plist and icon (empty when all is well)."""
    import plistlib
    try:
        info = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
    except (OSError, plistlib.InvalidFileException) as exc:
        return [f"Info.plist unreadable: {exc}"]
    problems = []
    if info.get("CFBundleIdentifier") != BUNDLE_ID:
        problems.append(f"bundle identifier is {info.get('CFBundleIdentifier')!r}")
    if info.get("CFBundleShortVersionString") != version():
        problems.append(f"Info.plist version is {info.get('CFBundleShortVersionString')!r}, not {version()}")
    icon = info.get("CFBundleIconFile")
    if not icon or not (app / "Contents" / "Resources" / icon).is_file():
        problems.append(f"icon {icon!r} is not in Contents/Resources")
    return problems


def platform_problems(bundle: Bundle, platform: str | None = None) -> list[str]:
    """Windowed and icon checks that only make sense on the platform that built the bundle."""
    plat = platform_key(platform)
    if plat == "windows":
        subsystem = pe_subsystem(bundle.exe)
        return [] if subsystem == 2 else [f"{bundle.exe.name} is not windowed (PE subsystem {subsystem})"]
    if plat == "macos" and bundle.kind == "app":
        return app_bundle_problems(bundle.root)
    return []


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    """Relative path -> (size, mtime in ns) of everything under folder, links not followed."""
    if folder.is_file():
        st = folder.lstat()
        return {folder.name: (st.st_size, st.st_mtime_ns)}
    out = {}
    for dirpath, dirs, files in os.walk(folder):
        for name in dirs + files:
            p = Path(dirpath) / name
            st = p.lstat()
            out[p.relative_to(folder).as_posix()] = (0 if p.is_dir() and not p.is_symlink() else st.st_size,
                                                      st.st_mtime_ns)
    return out


def changed_files(before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]]) -> list[str]:
    return sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))


def median(values: Sequence[float]) -> float | None:
    return statistics.median(values) if values else None


# ---- running the frozen app ------------------------------------------------------------------


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


# ---- report ----------------------------------------------------------------------------------


@dataclass
class Report:
    data: dict[str, Any] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)

    def fail(self, message: str) -> None:
        self.failures.append(message)
        log("FAIL: " + message)


def human(report: dict[str, Any]) -> str:
    lines = [f"Forbidden Sky {report.get('version', '?')} ({report['platform']}, {report['mode']})"]
    if "output" in report:
        lines.append(f"  output:       {report['output']}")
    if "size_mb" in report:
        met = "met" if report["size_target_met"] else "MISSED"
        lines.append(f"  size:         {report['size_mb']:.1f} MB ({report['size_bytes']} bytes); "
                     f"target <= {SIZE_TARGET_MB:.0f} MB {met}")
    if "build_seconds" in report:
        lines.append(f"  build time:   {report['build_seconds']:.1f} s")
    checks = report.get("checks", {})
    if "assets" in checks:
        a = checks["assets"]
        lines.append(f"  assets:       {a['bundled']} of {a['expected']} files bundled"
                     + ("" if a["ok"] else f"; missing: {', '.join(a['missing'])}"))
    if "smoke" in checks:
        s = checks["smoke"]
        lines.append(f"  frozen run:   exit {s['exit']}, {s['colours']} colours in the frame-{SMOKE_FRAMES} "
                     f"screenshot, {s['seconds']:.2f} s" + ("" if s["ok"] else f"; {'; '.join(s['problems'])}"))
        lines.append(f"  writes:       {'nothing' if not s['written_beside_app'] else s['written_beside_app']}"
                     f" beside the app; user data folder: {len(s['user_data_files'])} file(s)")
    if "game" in checks:
        g = checks["game"]
        if "skipped" in g:
            lines.append(f"  game run:     skipped ({g['skipped']})")
        else:
            lines.append(f"  game run:     `{g['args']}`: exit {g['exit']} frozen, {g['source_exit']} from source"
                         + ("" if g["ok"] else f"; {'; '.join(g['problems'])}"))
    if "broken_data" in checks:
        b = checks["broken_data"]
        if "skipped" in b:
            lines.append(f"  broken data:  skipped ({b['skipped']})")
        else:
            first = b["message"].splitlines()[-1] if b["message"] else ""
            lines.append(f"  broken data:  exit {b['exit']}, message: {first!r}"
                         + ("" if b["ok"] else f"; {'; '.join(b['problems'])}"))
    start = report.get("start")
    if start and start.get("frozen_median_s") is not None:
        met = "met" if start["target_met"] else "MISSED"
        src = start["source_median_s"]
        lines.append(f"  start:        frozen {start['frozen_median_s']:.3f} s, from source "
                     f"{'n/a' if src is None else f'{src:.3f} s'} to first frame (median of "
                     f"{start['repeats']}); target <= {START_TARGET_S} s {met}")
        if start.get("frozen_min_s") is not None:
            lines.append(f"                (fastest: frozen {start['frozen_min_s']:.3f} s, from source "
                         f"{start.get('source_min_s') or 0:.3f} s; load average {start.get('load_average')})")
        if start.get("frozen_app_reported_median_s") is not None:
            lines.append(f"                (as the app reports it: frozen {start['frozen_app_reported_median_s']:.3f} s, "
                         f"from source {start.get('source_app_reported_median_s') or 0:.3f} s)")
        if start.get("frozen_exit_median_s") is not None:
            lines.append(f"                (whole `--frames 1` run to exit: frozen {start['frozen_exit_median_s']:.3f} s, "
                         f"from source {start.get('source_exit_median_s') or 0:.3f} s)")
    lines.append("  result:       " + ("OK" if report["ok"] else "FAILED: " + "; ".join(report["failures"])))
    return "\n".join(lines)


def version() -> str:
    """The one version number (forbidden_sky/__init__.py), read without importing the game."""
    return release_meta.version()


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    plat = platform_key()
    rep = Report({"version": version(), "platform": plat, "mode": "onefile" if args.onefile else "onedir",
                  "strip": bool(args.strip and plat != "windows")})

    if not args.skip_build:
        ensure_icon()
        entry = write_entry_script(args.workpath)
        version_file = release_meta.windows_version_file(args.workpath / "version_info.txt")
        cmd = pyinstaller_args(entry, args.distpath, args.workpath, onefile=args.onefile,
                               strip=args.strip, clean=args.clean, verbose=args.verbose,
                               version_file=version_file)
        log("pyinstaller " + " ".join(cmd))
        t0 = time.perf_counter()
        error = run_pyinstaller(cmd)
        rep.data["build_seconds"] = round(time.perf_counter() - t0, 1)
        if error:
            rep.fail(error)
        elif plat == "macos" and not args.onefile:
            # the real version in Info.plist, then the bundle signed again and verified strictly
            app = args.distpath / f"{APP_NAME}.app"
            try:
                release_meta.set_plist_version(app)
            except Exception as exc:  # noqa: BLE001 - reported as a failed build, not a traceback
                rep.fail(f"cannot set the version in {app.name}/Contents/Info.plist: {exc}")
            else:
                for problem in release_meta.sign_and_verify(app, os.environ.get("MACOS_SIGN_IDENTITY", "-")):
                    rep.fail(problem)

    bundle = locate_bundle(args.distpath, args.onefile)
    if not rep.failures and not bundle.exe.is_file():
        rep.fail(f"no executable at {bundle.exe}")
    if not rep.failures:
        size = tree_size(bundle.root)
        rep.data.update(output=str(bundle.root), executable=str(bundle.exe), kind=bundle.kind,
                        size_bytes=size, size_mb=round(size / 1e6, 1),
                        size_target_met=size / 1e6 <= SIZE_TARGET_MB)
        log(f"built {bundle.root}: {size / 1e6:.1f} MB")
        if args.strict and not rep.data["size_target_met"]:
            rep.fail(f"bundle is {size / 1e6:.1f} MB, over the {SIZE_TARGET_MB:.0f} MB target")

    if args.check and not rep.failures:
        checks: dict[str, Any] = {}
        rep.data["checks"] = checks
        bundled = onefile_assets(bundle.exe) if bundle.onefile else bundle.assets
        missing = missing_assets(ASSETS, bundled)
        checks["assets"] = {"ok": not missing, "missing": missing, "expected": len(asset_files(ASSETS)),
                            "bundled": len(asset_files(ASSETS)) - len(missing)}
        if missing:
            rep.fail("assets missing from the bundle or different there: " + ", ".join(missing))
        checks["platform"] = {"problems": platform_problems(bundle)}
        checks["platform"]["ok"] = not checks["platform"]["problems"]
        for problem in checks["platform"]["problems"]:
            rep.fail(problem)
        with tempfile.TemporaryDirectory(prefix="fs-selfcheck-", ignore_cleanup_errors=True) as tmp:
            scratch = Path(tmp)
            log(f"self-check: running the frozen app headless for {SMOKE_FRAMES} frames")
            checks["smoke"] = check_smoke(bundle, scratch)
            if not checks["smoke"]["ok"]:
                rep.fail("frozen run: " + "; ".join(checks["smoke"]["problems"]))
                if checks["smoke"]["stderr_tail"]:
                    log("frozen app's stderr:\n" + checks["smoke"]["stderr_tail"])
            source = [sys.executable, "-m", "forbidden_sky"]
            if checks["smoke"]["ok"]:
                log("self-check: a short autoplayed game, frozen and from source")
                checks["game"] = check_game(bundle, scratch, source)
                if not checks["game"]["ok"]:
                    rep.fail("frozen game run: " + "; ".join(checks["game"]["problems"]))
            log("self-check: a copy of the bundle with a broken tiles.yaml")
            checks["broken_data"] = check_broken_data(bundle, scratch)
            if not checks["broken_data"]["ok"]:
                rep.fail("broken data: " + "; ".join(checks["broken_data"]["problems"]))
            if args.repeats and checks["smoke"]["ok"]:
                log(f"timing: {args.repeats} start-ups each, frozen and from source")
                start = time_starts([str(bundle.exe)], source, args.repeats, scratch)
                rep.data["start"] = start
                if args.strict and not start["target_met"]:
                    rep.fail(f"frozen start {start['frozen_median_s']} s is over the {START_TARGET_S} s target")

    rep.data["ok"] = not rep.failures
    rep.data["failures"] = rep.failures
    print(json.dumps(rep.data, indent=2) if args.json else human(rep.data), flush=True)
    return 0 if rep.data["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
