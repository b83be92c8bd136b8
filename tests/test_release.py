"""Releases a stranger can trust: one version number everywhere, set-up commands that work
as written, a workflow that refuses a wrong tag and an unsigned app."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import yaml

import forbidden_sky
from forbidden_sky.cli import main

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _tool(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


release_meta = _tool("release_meta")


def test_forbidden_sky_version_prints_the_one_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"forbidden-sky {forbidden_sky.__version__}"
    assert re.fullmatch(r"\d+\.\d+\.\d+", forbidden_sky.__version__)


def test_the_version_is_single_sourced():
    cfg = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in cfg["project"] and "version" in cfg["project"]["dynamic"]
    assert cfg["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "forbidden_sky.__version__"}
    assert release_meta.version() == forbidden_sky.__version__


def test_a_tag_must_match_the_version():
    v = forbidden_sky.__version__
    assert release_meta.tag_problem(f"v{v}") is None
    assert release_meta.tag_problem(f"refs/tags/v{v}") is None
    assert "does not match" in release_meta.tag_problem("v99.0.0")
    assert "does not match" in release_meta.tag_problem(v)      # the v is part of the tag
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "release_meta.py"), "check-tag", "v99.0.0"],
                         capture_output=True, text=True)
    assert run.returncode == 1 and "does not match" in run.stderr


def test_the_windows_version_resource_carries_the_version(tmp_path):
    import ast
    path = release_meta.windows_version_file(tmp_path / "v.txt", "1.2.3")
    text = path.read_text()
    call = ast.parse(text, mode="eval").body     # PyInstaller evals the file: it must be one call
    assert isinstance(call, ast.Call) and call.func.id == "VSVersionInfo"
    assert "filevers=(1, 2, 3, 0), prodvers=(1, 2, 3, 0)" in text
    assert "StringStruct('ProductVersion', '1.2.3')" in text and "StringStruct('FileVersion', '1.2.3')" in text
    try:   # PyInstaller's own reader needs pefile, installed with PyInstaller on Windows only
        from PyInstaller.utils.win32 import versioninfo
    except ImportError:
        return
    info = versioninfo.load_version_info_from_text_file(str(path))
    assert info.ffi.fileVersionMS == (1 << 16) | 2 and info.ffi.fileVersionLS == 3 << 16
    assert release_meta.version_tuple("0.10.2rc1") == (0, 10, 2, 0)


def test_the_macos_plist_gets_the_real_version(tmp_path):
    import plistlib
    app = tmp_path / "ForbiddenSky.app"
    (app / "Contents").mkdir(parents=True)
    (app / "Contents" / "Info.plist").write_bytes(plistlib.dumps({"CFBundleShortVersionString": "0.0.0"}))
    release_meta.set_plist_version(app, "4.5.6")
    info = plistlib.loads((app / "Contents" / "Info.plist").read_bytes())
    assert info["CFBundleShortVersionString"] == info["CFBundleVersion"] == "4.5.6"


def test_a_signing_failure_is_a_problem_not_a_warning(tmp_path):
    problems = release_meta.sign_and_verify(tmp_path / "Nothing.app")
    # codesign fails on a missing bundle, or is absent off macOS: either way it is reported
    assert problems and ("failed" in problems[0] or "codesign" in problems[0])


def test_the_release_workflow_checks_the_tag_signature_and_old_glibc():
    wf = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text())
    build = wf["jobs"]["build"]
    steps = build["steps"]
    runs = [s.get("run", "") for s in steps]
    tag = next(i for i, r in enumerate(runs) if "release_meta.py check-tag" in r)
    built = next(i for i, r in enumerate(runs) if "tools/build_exe.py" in r)
    assert tag < built and steps[tag]["if"].startswith("startsWith(github.ref, 'refs/tags/v')")
    assert any("codesign --verify --deep --strict" in r for r in runs)
    assert build["env"]["PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR"] == "1"
    linux = [m for m in build["strategy"]["matrix"]["include"] if m["label"].startswith("linux")]
    assert linux[0]["os"] == "ubuntu-22.04" and "glibc 2.35+" in README


def _setup_commands() -> list[str]:
    section = README.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return [line[4:] for line in section.splitlines() if line.startswith("    ") and line[4:5] != " "]


def test_the_readme_has_two_set_up_commands_each_in_its_own_venv():
    play, test = _setup_commands()
    for cmd in (play, test):
        assert cmd.startswith("python3 -m venv .venv && .venv/bin/pip install ")
    assert play.endswith("&& .venv/bin/forbidden-sky") and test.endswith("&& .venv/bin/pytest")
    assert ".venv\\Scripts\\forbidden-sky" in README    # the Windows variant


def test_ci_runs_the_readmes_test_command_literally():
    ci = (ROOT / ".ci" / "run").read_text()
    assert "awk '/^Run the tests:/" in ci and 'bash -c "$TEST_COMMAND"' in ci
    extracted = subprocess.run(["bash", "-c", ci.split("TEST_COMMAND=$(", 1)[1].split(")\n", 1)[0]],
                               cwd=ROOT, capture_output=True, text=True).stdout.strip()
    assert extracted == _setup_commands()[1]


def test_ci_keeps_the_house_rules_after_the_tests():
    """Lint, types on every package and the architecture test, each a step of its own after
    the README's test command (set -e: any of them failing fails CI), with the tools in the
    test extra, so the clean venv the README's command makes has them."""
    ci = (ROOT / ".ci" / "run").read_text()
    assert "set -euo pipefail" in ci
    after = ci.split('bash -c "$TEST_COMMAND"', 1)[1].split("== slow tests", 1)[0]
    steps = [line.strip() for line in after.splitlines() if line.startswith(".venv/bin/")]
    assert steps == [".venv/bin/ruff check forbidden_sky tests tools", ".venv/bin/mypy",
                     ".venv/bin/pytest -q tests/test_architecture.py"]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    extra = " ".join(project["project"]["optional-dependencies"]["test"])
    assert all(tool in extra for tool in ("ruff", "mypy", "types-PyYAML"))
    # `mypy` with no argument checks the whole package: every game and folder under it
    assert project["tool"]["mypy"]["packages"] == ["forbidden_sky"]
