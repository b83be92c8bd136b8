"""Packaging: the release workflow, the build script and its checks (tools/build_exe.py,
bundle_checks.py, frozen_runs.py), the icon, and (slow) a real frozen build."""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]
WORKFLOW = REPO / ".github" / "workflows" / "release.yml"


# The tools import each other by name (build_exe.py its checks, beside it), as when run as scripts.
sys.path.insert(0, str(REPO / "tools"))
import build_exe  # noqa: E402 - the build and its report
import bundle_checks  # noqa: E402 - what a bundle must be
import frozen_runs  # noqa: E402 - running the frozen app
import make_icon  # noqa: E402


# ---- (a) the release workflow ----------------------------------------------------------------


@pytest.fixture(scope="module")
def workflow():
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def _steps(workflow):
    return [step for job in workflow["jobs"].values() for step in job.get("steps", [])]


def test_the_release_workflow_runs_on_version_tags(workflow):
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert triggers["push"]["tags"] == ["v*"]


def test_the_release_workflow_builds_on_all_three_platforms(workflow):
    matrix = workflow["jobs"]["build"]["strategy"]["matrix"]
    systems = {entry["os"] for entry in matrix["include"]}
    assert systems == {"windows-latest", "macos-latest", "ubuntu-22.04"}
    assert workflow["jobs"]["build"]["runs-on"] == "${{ matrix.os }}"


def test_the_release_workflow_installs_and_calls_the_build_script(workflow):
    steps = _steps(workflow)
    python = [s for s in steps if s.get("uses", "").startswith("actions/setup-python")]
    assert python and str(python[0]["with"]["python-version"]) == "3.11"
    runs = "\n".join(s.get("run", "") for s in steps)
    assert 'pip install ".[build]"' in runs
    assert "python tools/build_exe.py" in runs
    assert "tar -czf" in runs and "ditto -c -k" in runs and "Compress-Archive" in runs


def test_the_release_workflow_uploads_the_archives_as_release_assets(workflow):
    release = workflow["jobs"]["release"]
    assert release["needs"] == "build"
    uploads = [s for s in release["steps"] if s.get("uses", "").startswith("softprops/action-gh-release")]
    assert uploads and "zip" in uploads[0]["with"]["files"] and "tar.gz" in uploads[0]["with"]["files"]
    assert workflow["permissions"]["contents"] == "write"


# ---- (b) the build script's arguments and helpers --------------------------------------------


def test_default_arguments_build_one_folder_into_dist():
    args = build_exe.parse_args([])
    assert args.distpath == (REPO / "dist").resolve()
    assert not args.onefile and args.strip and args.check and not args.json
    assert args.repeats == 5


def test_onefile_goes_to_its_own_folder_and_options_parse():
    args = build_exe.parse_args(["--onefile", "--no-strip", "--json", "--repeats", "0", "--no-check"])
    assert args.onefile and not args.strip and args.json and not args.check
    assert args.distpath == (REPO / "dist" / "onefile").resolve()


def test_negative_repeats_are_refused():
    with pytest.raises(SystemExit) as exc:
        build_exe.parse_args(["--repeats", "-1"])
    assert exc.value.code == 2


def _pyi(platform, **kw):
    return build_exe.pyinstaller_args(Path("/w/entry.py"), Path("/d"), Path("/w"), platform=platform, **kw)


def test_pyinstaller_arguments_on_linux_strip_and_bundle_all_assets():
    args = _pyi("linux")
    assert "--strip" in args and "--onedir" in args and "--windowed" not in args
    assert "--icon" not in args
    source, dest = args[args.index("--add-data") + 1].rsplit(os.pathsep, 1)
    assert Path(source).is_absolute() and Path(source) == REPO / "assets" and dest == "assets"
    assert args[args.index("--name") + 1] == "ForbiddenSky"
    excluded = {args[i + 1] for i, a in enumerate(args) if a == "--exclude-module"}
    assert {"tkinter", "unittest", "pydoc", "numpy"} <= excluded
    assert not excluded & {"yaml", "pygame", "pymunk", "forbidden_sky", "cffi"}


def test_pyinstaller_arguments_on_windows_are_windowed_with_an_ico_and_no_strip():
    args = _pyi("win32")
    assert "--windowed" in args and "--strip" not in args
    assert args[args.index("--icon") + 1].endswith("icon.ico")


def test_pyinstaller_arguments_on_macos_make_an_app_with_an_icns():
    args = _pyi("darwin")
    assert "--windowed" in args and "--osx-bundle-identifier" in args
    assert args[args.index("--icon") + 1].endswith("icon.icns")
    onefile = _pyi("darwin", onefile=True)
    assert "--onefile" in onefile and "--windowed" not in onefile


def test_no_strip_and_clean_are_passed_through():
    assert "--strip" not in _pyi("linux", strip=False)
    assert "--clean" in _pyi("linux", clean=True)


def test_pyinstaller_itself_accepts_the_arguments():
    main = pytest.importorskip("PyInstaller.__main__")
    for platform in ("linux", "win32", "darwin"):
        main.generate_parser().parse_args(_pyi(platform))


def test_every_icon_the_build_names_exists():
    for platform in ("linux", "win32", "darwin"):
        assert build_exe.icon_path(bundle_checks.platform_key(platform)).is_file()


def test_bundle_layouts_per_platform(tmp_path):
    linux = bundle_checks.locate_bundle(tmp_path, platform="linux")
    assert linux.exe == tmp_path / "ForbiddenSky" / "ForbiddenSky"
    assert linux.assets == tmp_path / "ForbiddenSky" / "_internal" / "assets" and linux.kind == "onedir"
    windows = bundle_checks.locate_bundle(tmp_path, platform="win32")
    assert windows.exe.name == "ForbiddenSky.exe"
    mac = bundle_checks.locate_bundle(tmp_path, platform="darwin")
    assert mac.root.name == "ForbiddenSky.app" and mac.kind == "app"
    assert mac.exe == tmp_path / "ForbiddenSky.app" / "Contents" / "MacOS" / "ForbiddenSky"
    one = bundle_checks.locate_bundle(tmp_path, onefile=True, platform="win32")
    assert one.exe == one.root == tmp_path / "ForbiddenSky.exe" and one.assets is None


def _pe(path: Path, subsystem: int) -> Path:
    data = bytearray(512)
    data[:2] = b"MZ"
    data[0x3C:0x40] = (128).to_bytes(4, "little")
    data[128:132] = b"PE\0\0"
    data[128 + 24 + 68:128 + 24 + 70] = subsystem.to_bytes(2, "little")
    path.write_bytes(bytes(data))
    return path


def test_the_windows_subsystem_tells_a_windowed_exe_from_a_console_one(tmp_path):
    assert bundle_checks.pe_subsystem(_pe(tmp_path / "gui.exe", 2)) == 2
    assert bundle_checks.pe_subsystem(_pe(tmp_path / "con.exe", 3)) == 3
    (tmp_path / "elf").write_bytes(b"\x7fELF" + bytes(100))
    assert bundle_checks.pe_subsystem(tmp_path / "elf") is None
    assert bundle_checks.pe_subsystem(tmp_path / "absent.exe") is None
    console = bundle_checks.Bundle(tmp_path / "con.exe", tmp_path / "con.exe", None, onefile=True)
    assert "not windowed" in bundle_checks.platform_problems(console, "win32")[0]
    windowed = bundle_checks.Bundle(tmp_path / "gui.exe", tmp_path / "gui.exe", None, onefile=True)
    assert bundle_checks.platform_problems(windowed, "win32") == []
    assert bundle_checks.platform_problems(console, "linux") == []


def test_a_macos_app_needs_its_identifier_and_icon(tmp_path):
    import plistlib
    app = tmp_path / "ForbiddenSky.app"
    (app / "Contents" / "Resources").mkdir(parents=True)
    info = {"CFBundleIdentifier": bundle_checks.BUNDLE_ID, "CFBundleIconFile": "icon.icns",
            "CFBundleShortVersionString": build_exe.version()}
    (app / "Contents" / "Info.plist").write_bytes(plistlib.dumps(info))
    assert bundle_checks.app_bundle_problems(app) == ["icon 'icon.icns' is not in Contents/Resources"]
    (app / "Contents" / "Resources" / "icon.icns").write_bytes(b"icns")
    assert bundle_checks.app_bundle_problems(app) == []
    (app / "Contents" / "Info.plist").write_bytes(b"garbage")
    assert "unreadable" in bundle_checks.app_bundle_problems(app)[0]


def _tree(root: Path, files: dict[str, bytes]) -> Path:
    for rel, data in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(data)
    return root


FILES = {"data/tiles.yaml": b"tiles: []\n", "data/ui.yaml": b"a: 1\n", "sprites/x.png": b"\x89PNG.."}


def test_a_complete_bundle_misses_no_asset(tmp_path):
    source = _tree(tmp_path / "src", FILES)
    bundled = _tree(tmp_path / "bundle", {**FILES, "extra.txt": b"more is fine"})
    assert bundle_checks.missing_assets(source, bundled) == []


def test_a_missing_or_truncated_asset_is_named(tmp_path):
    source = _tree(tmp_path / "src", FILES)
    partial = dict(FILES)
    del partial["sprites/x.png"]
    partial["data/ui.yaml"] = b""
    bundled = _tree(tmp_path / "bundle", partial)
    assert bundle_checks.missing_assets(source, bundled) == ["data/ui.yaml (size 0, expected 5)", "sprites/x.png"]


def test_a_bundle_without_assets_misses_them_all(tmp_path):
    source = _tree(tmp_path / "src", FILES)
    assert sorted(bundle_checks.missing_assets(source, tmp_path / "nowhere")) == sorted(FILES)


def test_asset_listing_ignores_caches_and_accepts_an_archive_listing(tmp_path):
    source = _tree(tmp_path / "src", {**FILES, "__pycache__/x.pyc": b"0", ".DS_Store": b"0"})
    assert sorted(bundle_checks.asset_files(source)) == sorted(FILES)
    listing = {rel: len(data) for rel, data in FILES.items()}
    assert bundle_checks.missing_assets(source, listing) == []


def _png(path: Path, gradient: bool) -> Path:
    surface = pygame.Surface((160, 120))
    surface.fill((20, 30, 60))
    if gradient:
        for x in range(160):
            for y in range(0, 120, 4):
                surface.fill((x, y * 2, (x + y) % 256), (x, y, 1, 4))
    pygame.image.save(surface, str(path))
    return path


def test_a_drawn_frame_is_not_blank(tmp_path):
    assert bundle_checks.png_problem(_png(tmp_path / "good.png", gradient=True)) is None


def test_a_one_colour_frame_is_blank(tmp_path):
    problem = bundle_checks.png_problem(_png(tmp_path / "blank.png", gradient=False))
    assert problem and "blank" in problem and "1 distinct colours" in problem


def test_a_missing_or_unreadable_screenshot_is_a_problem(tmp_path):
    assert "no screenshot" in bundle_checks.png_problem(tmp_path / "none.png")
    junk = tmp_path / "junk.png"
    junk.write_bytes(b"not a picture at all")
    assert "not a readable image" in bundle_checks.png_problem(junk)


def test_snapshots_see_new_and_changed_files(tmp_path):
    _tree(tmp_path, {"a.txt": b"1", "sub/b.txt": b"2"})
    before = bundle_checks.snapshot(tmp_path)
    assert bundle_checks.changed_files(before, bundle_checks.snapshot(tmp_path)) == []
    (tmp_path / "settings.json").write_text("{}")
    (tmp_path / "a.txt").write_text("longer")
    assert bundle_checks.changed_files(before, bundle_checks.snapshot(tmp_path)) == ["a.txt", "settings.json"]


def test_sizes_and_medians(tmp_path):
    _tree(tmp_path, {"a": b"x" * 10, "d/b": b"y" * 5})
    assert bundle_checks.tree_size(tmp_path) == 15 and bundle_checks.tree_size(tmp_path / "a") == 10
    assert bundle_checks.median([0.5, 0.1, 0.3]) == 0.3 and bundle_checks.median([]) is None


def test_the_check_environment_is_headless_and_keeps_away_from_the_real_home(tmp_path, monkeypatch):
    monkeypatch.setenv("FORBIDDEN_SKY_ASSETS", "/elsewhere")
    env = frozen_runs.headless_env(tmp_path)
    assert env["SDL_VIDEODRIVER"] == "dummy" and env["SDL_AUDIODRIVER"] == "dummy"
    assert env["HOME"] == env["USERPROFILE"] == str(tmp_path)
    assert env["XDG_DATA_HOME"].startswith(str(tmp_path)) and env["APPDATA"].startswith(str(tmp_path))
    assert "FORBIDDEN_SKY_ASSETS" not in env


def test_the_report_reads_for_people_and_machines():
    report = {"version": "0.1.0", "platform": "linux", "mode": "onedir", "output": "/d/ForbiddenSky",
              "size_bytes": 34_000_000, "size_mb": 34.0, "size_target_met": True, "build_seconds": 10.0,
              "checks": {"assets": {"ok": True, "missing": [], "expected": 3, "bundled": 3},
                         "smoke": {"ok": True, "problems": [], "exit": 0, "colours": 900, "seconds": 0.6,
                                   "written_beside_app": [], "user_data_files": []},
                         "broken_data": {"ok": True, "exit": 2, "message": "tiles.yaml: bad"}},
              "start": {"frozen_median_s": 0.4, "source_median_s": 0.4, "repeats": 5, "target_met": True},
              "ok": True, "failures": []}
    text = build_exe.human(report)
    assert "34.0 MB" in text and "frozen 0.400 s" in text and "result:       OK" in text
    assert json.loads(json.dumps(report)) == report


def test_a_failed_build_exits_non_zero_and_says_why(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(build_exe, "run_pyinstaller", lambda args: "PyInstaller stopped with status 1")
    status = build_exe.main(["--distpath", str(tmp_path / "dist"), "--workpath", str(tmp_path / "work"),
                             "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 1 and not report["ok"]
    assert report["failures"] == ["PyInstaller stopped with status 1"]


def test_pyinstaller_errors_become_a_message(monkeypatch):
    main = pytest.importorskip("PyInstaller.__main__")

    def stop(args):
        raise SystemExit(1)

    monkeypatch.setattr(main, "run", stop)
    assert build_exe.run_pyinstaller(["x.py"]) == "PyInstaller stopped with status 1"
    monkeypatch.setattr(main, "run", lambda args: None)
    assert build_exe.run_pyinstaller(["x.py"]) is None


def test_the_app_reported_first_frame_is_read_from_stderr():
    assert frozen_runs.app_reported_first_frame("noise\nfirst-frame-s 0.3812\n") == 0.3812
    assert frozen_runs.app_reported_first_frame("first-frame-s soon") is None
    assert frozen_runs.app_reported_first_frame("") is None


# ---- the icon ----------------------------------------------------------------------------------


def test_the_emblem_is_drawn_with_transparent_corners_and_many_colours():
    surface = make_icon.draw_emblem(256)
    assert surface.get_at((0, 0)).a == 0 and surface.get_at((128, 128)).a == 255
    colours = {tuple(surface.get_at((x, y))) for x in range(0, 256, 3) for y in range(0, 256, 3)}
    assert len(colours) > 100


def test_icon_files_hold_png_images_in_ico_and_icns_containers(tmp_path):
    paths = make_icon.make_icons(tmp_path)
    ico = paths["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icon.ICO_SIZES))
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i:22 + 16 * i])
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(ico)
    icns = paths["icns"].read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, kinds = 8, []
    while pos < len(icns):
        kinds.append(icns[pos:pos + 4].decode())
        length = struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        assert icns[pos + 8:pos + 16] == b"\x89PNG\r\n\x1a\n"
        pos += length
    assert pos == len(icns) and "ic10" in kinds
    assert pygame.image.load(str(paths["png"])).get_size() == (512, 512)


# ---- (c) the real thing ------------------------------------------------------------------------


@pytest.mark.slow
def test_the_one_folder_bundle_builds_and_passes_its_self_check(tmp_path):
    pytest.importorskip("PyInstaller")
    cmd = [sys.executable, str(REPO / "tools" / "build_exe.py"), "--distpath", str(tmp_path / "dist"),
           "--workpath", str(tmp_path / "work"), "--repeats", "2", "--json"]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=900, cwd=tmp_path)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    report = json.loads(done.stdout)
    assert report["ok"] and report["failures"] == []
    checks = report["checks"]
    assert checks["assets"]["ok"] and checks["assets"]["bundled"] == checks["assets"]["expected"]
    assert checks["smoke"]["exit"] == 0 and checks["smoke"]["colours"] >= bundle_checks.MIN_COLOURS
    assert checks["smoke"]["written_beside_app"] == []
    assert checks["broken_data"]["exit"] == 2
    assert report["size_mb"] <= build_exe.SIZE_TARGET_MB
    assert report["start"]["frozen_median_s"] is not None
    assert Path(report["output"]).is_relative_to(tmp_path)  # build outputs stay out of the repo
    shutil.rmtree(tmp_path / "work", ignore_errors=True)
