"""What a built bundle must be, checked without running it (the self-check of tools/build_exe.py).

Where the build put the app (`locate_bundle`: a folder, a macOS .app or one file) and how big it
is; every file under assets/ in it; a screenshot that is a drawn frame, not a blank one; a
windowed Windows exe; a macOS .app with its identifier, version and icon; and what changed in a
folder between two snapshots (the app must write nothing beside itself). Pure helpers:
tests/test_packaging.py drives them directly. Imported with tools/ on sys.path, as build_exe.py
runs (and puts it there).
"""

from __future__ import annotations

import os
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import release_meta  # the one version number, next to this module

APP_NAME = "ForbiddenSky"
BUNDLE_ID = "org.forbiddensky.ForbiddenSky"
MIN_COLOURS = 64  # a drawn game frame has hundreds; a blank or failed one has a handful


def platform_key(platform: str | None = None) -> str:
    p = sys.platform if platform is None else platform
    if p.startswith("win"):
        return "windows"
    if p == "darwin":
        return "macos"
    return "linux"


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
    if info.get("CFBundleShortVersionString") != release_meta.version():
        problems.append(f"Info.plist version is {info.get('CFBundleShortVersionString')!r}, "
                        f"not {release_meta.version()}")
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
