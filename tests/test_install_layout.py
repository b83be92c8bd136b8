"""`pip install .` must ship every module and every asset, not only an editable checkout."""

import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import forbidden_sky

ROOT = Path(__file__).resolve().parents[1]
CFG = tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_every_python_package_is_listed_in_pyproject():
    listed = set(CFG["tool"]["setuptools"]["packages"])
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "forbidden_sky").rglob("*.py")}
    assert on_disk - listed == set()


def test_every_package_data_glob_matches_a_file():
    dirs = CFG["tool"]["setuptools"]["package-dir"]
    for package, globs in CFG["tool"]["setuptools"]["package-data"].items():
        parent = next(p for p in dirs if package == p or package.startswith(p + "."))
        folder = ROOT / dirs[parent] / Path(*package[len(parent):].strip(".").split(".")) if package != parent \
            else ROOT / dirs[parent]
        for pattern in globs:
            assert list(folder.glob(pattern)), f"{package}: {pattern} matches nothing in {folder}"


def test_a_built_wheel_carries_the_assets_licence_and_launchers(tmp_path):
    run = subprocess.run([sys.executable, "-m", "pip", "wheel", "-v", "--no-deps",
                          "-w", str(tmp_path), str(ROOT)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    # no deprecated licence metadata, no package-data setuptools would warn about
    noisy = [line for line in (run.stdout + run.stderr).splitlines()
             if re.search(r"deprecat|_Warning|SetuptoolsWarning", line, re.I)]
    assert not noisy, noisy[:5]
    wheel = next(tmp_path.glob("forbidden_sky-*.whl"))
    assert wheel.name.startswith(f"forbidden_sky-{forbidden_sky.__version__}-")
    zf = zipfile.ZipFile(wheel)
    names = set(zf.namelist())
    for data_file in (ROOT / "assets" / "data").glob("*.yaml"):
        assert f"forbidden_sky/assets/data/{data_file.name}" in names
    assert "forbidden_sky/bench_data/late_game.yaml" in names
    assert "forbidden_sky/sky/core/rules.py" in names
    assert any(n.startswith("forbidden_sky/assets/fonts/") for n in names)
    info = f"forbidden_sky-{forbidden_sky.__version__}.dist-info"
    assert zf.read(f"{info}/licenses/LICENSE").decode().startswith("MIT License")
    meta = zf.read(f"{info}/METADATA").decode()
    assert "License-Expression: MIT" in meta and f"Version: {forbidden_sky.__version__}" in meta
    assert "Project-URL: Source" in meta and "Classifier: Topic :: Games/Entertainment :: Board Games" in meta
    entry = zf.read(f"{info}/entry_points.txt").decode()
    # the console command for the CLI subcommands, a windowed launcher for a double-click
    assert re.search(r"\[console_scripts\]\s*\nforbidden-sky = forbidden_sky.cli:main", entry)
    assert re.search(r"\[gui_scripts\]\s*\nforbidden-sky-gui = forbidden_sky.cli:main", entry)


def test_the_license_is_mit_for_the_team():
    text = (ROOT / "LICENSE").read_text()
    assert text.startswith("MIT License") and "Copyright (c) 2026 the Forbidden Sky team" in text
