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

The checks live beside this script: tools/bundle_checks.py (what a bundle must be, checked
without running it) and tools/frozen_runs.py (running the frozen app and timing it).

Exit status: 0 built and checked, 1 build or check failed, 2 bad arguments.
Dependencies come from pyproject.toml (``pip install ".[build]"``); nothing is pinned here.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
import release_meta  # noqa: E402 - the version and signing helpers, next to this script
from bundle_checks import (  # noqa: E402 - what a bundle must be (tools/bundle_checks.py)
    APP_NAME,
    BUNDLE_ID,
    asset_files,
    locate_bundle,
    missing_assets,
    onefile_assets,
    platform_key,
    platform_problems,
    tree_size,
)
from frozen_runs import (  # noqa: E402 - running the frozen app (tools/frozen_runs.py)
    SMOKE_FRAMES,
    START_TARGET_S,
    check_broken_data,
    check_game,
    check_smoke,
    time_starts,
)

ASSETS = REPO / "assets"
ICON_DIR = ASSETS / "icon"
SIZE_TARGET_MB = 60.0
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


def log(message: str) -> None:
    print(f"[build_exe] {message}", file=sys.stderr, flush=True)


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
