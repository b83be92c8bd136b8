"""Where the game's assets live, whichever way the game was started.

Three layouts are supported through this one resolver so no other module guesses paths:
- a frozen app (PyInstaller): assets are unpacked under ``sys._MEIPASS/assets``;
- an installed package: setuptools ships them as ``forbidden_sky/assets`` package data;
- a source checkout: the top-level ``assets/`` folder next to the package.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_ENV = "FORBIDDEN_SKY_ASSETS"  # lets tests and tools point at a copy of the assets


def assets_dir() -> Path:
    override = os.environ.get(_ENV)
    if override:
        return Path(override)
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "assets"
    here = Path(__file__).resolve().parent
    for candidate in (here / "assets", here.parent / "assets"):
        if (candidate / "data").is_dir():
            return candidate
    raise FileNotFoundError(f"cannot find the game's assets folder near {here}")


def data_dir() -> Path:
    return assets_dir() / "data"


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def late_game_path() -> Path:
    """The benchmarks' reference late-game position: the checkout's bench/ folder, or the copy
    an installed package ships as ``forbidden_sky/bench_data`` (one lookup for both benchmarks)."""
    return bench_path("late_game.yaml", "tools/make_late_game.py")


def bench_path(name: str, tool: str = "its tool under tools/") -> Path:
    """A benchmark's reference file by name, looked up as ``late_game_path`` does."""
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "bench" / name, here / "bench_data" / name):
        if candidate.exists():
            return candidate
    raise FileNotFoundError(f"bench/{name} is missing (run {tool})")


def user_data_dir(app: str = "ForbiddenSky") -> Path:
    """Per-user folder for settings and saves: the game never writes next to itself."""
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / app
