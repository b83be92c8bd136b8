"""The version and signing details of a release build (used by tools/build_exe.py and the
release workflow).

One version number: ``forbidden_sky/__init__.py``'s ``__version__``, read as text so a build
never imports the game. It goes into the Windows exe's version resource, the macOS Info.plist,
the wheel (pyproject's dynamic version) and the title screen; ``tag_problem`` makes the release
workflow fail when the pushed tag says something else.

    python tools/release_meta.py version        # prints 0.1.0
    python tools/release_meta.py check-tag v0.1.0
"""

from __future__ import annotations

import plistlib
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
INIT = REPO / "forbidden_sky" / "__init__.py"
APP_NAME = "ForbiddenSky"
PRODUCT = "Forbidden Sky"
COPYRIGHT = "Copyright (c) 2026 the Forbidden Sky team (MIT licence)"
_VERSION = re.compile(r'^__version__\s*=\s*["\']([^"\']+)["\']', re.M)


def version() -> str:
    m = _VERSION.search(INIT.read_text(encoding="utf-8"))
    if not m:
        raise RuntimeError(f"no __version__ in {INIT}")
    return m.group(1)


def version_tuple(v: str) -> tuple[int, int, int, int]:
    """The four numbers of a Windows file version: 1.2.3rc1 -> (1, 2, 3, 0)."""
    nums = [int(n) for n in re.findall(r"\d+", v.split("+")[0].split("rc")[0].split("a")[0].split("b")[0])[:4]]
    return tuple((nums + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def tag_problem(tag: str, v: str | None = None) -> str | None:
    """Why a release tag does not match the version (None when it does): v0.1.0 for 0.1.0."""
    v = v or version()
    tag = tag.rsplit("/", 1)[-1]
    if tag != f"v{v}":
        return f"the tag {tag!r} does not match the version {v} in forbidden_sky/__init__.py (expected 'v{v}')"
    return None


def windows_version_file(path: Path, v: str | None = None) -> Path:
    """A PyInstaller version resource (``--version-file``): the version in the exe's Properties."""
    v = v or version()
    nums = version_tuple(v)
    strings = {"CompanyName": "the Forbidden Sky team", "FileDescription": PRODUCT, "FileVersion": v,
               "InternalName": APP_NAME, "LegalCopyright": COPYRIGHT, "OriginalFilename": f"{APP_NAME}.exe",
               "ProductName": PRODUCT, "ProductVersion": v}
    table = ",\n          ".join(f"StringStruct({k!r}, {s!r})" for k, s in strings.items())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        "# Written by tools/release_meta.py: the version resource of the Windows exe.\n"
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={nums}, prodvers={nums}, mask=0x3f, flags=0x0, OS=0x40004,\n"
        "                    fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([StringTable('040904B0', [\n"
        f"          {table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])])\n"
        "  ]\n"
        ")\n", encoding="utf-8")
    return path


def set_plist_version(app: Path, v: str | None = None) -> None:
    """The real version in a .app's Info.plist (PyInstaller's command line writes 0.0.0)."""
    v = v or version()
    plist = app / "Contents" / "Info.plist"
    info = plistlib.loads(plist.read_bytes())
    info["CFBundleShortVersionString"] = v
    info["CFBundleVersion"] = v
    info["NSHumanReadableCopyright"] = COPYRIGHT
    plist.write_bytes(plistlib.dumps(info))


def sign_and_verify(app: Path, identity: str = "-") -> list[str]:
    """Sign the .app again (after the Info.plist changed) and verify the signature strictly.
    A failure is a problem of the build, never a warning: an app whose signature does not
    verify is one macOS refuses to open ("is damaged")."""
    problems = []
    for cmd in (["codesign", "--force", "--deep", "--sign", identity, str(app)],
                ["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)]):
        try:
            run = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        except (OSError, subprocess.TimeoutExpired) as exc:
            problems.append(f"{' '.join(cmd[:2])}: {exc}")
            break
        if run.returncode != 0:
            problems.append(f"{' '.join(cmd[:2])} failed ({run.returncode}): {run.stderr.strip()[-400:]}")
            break
    return problems


def main(argv: list[str]) -> int:
    if argv == ["version"]:
        print(version())
        return 0
    if len(argv) == 2 and argv[0] == "check-tag":
        problem = tag_problem(argv[1])
        print(problem or f"tag {argv[1]} matches version {version()}", file=sys.stderr if problem else sys.stdout)
        return 1 if problem else 0
    print("usage: release_meta.py version | check-tag TAG", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
