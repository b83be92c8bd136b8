"""`pip install .` must ship every module and every asset, not only an editable checkout."""

import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path


ROOT = Path(__file__).resolve().parents[1]


def test_every_python_package_is_listed_in_pyproject():
    cfg = tomllib.loads((ROOT / "pyproject.toml").read_text())
    listed = set(cfg["tool"]["setuptools"]["packages"])
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "forbidden_sky").rglob("*.py")}
    assert on_disk - listed == set()


def test_a_built_wheel_carries_the_assets_and_bench_data(tmp_path):
    run = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                          "-w", str(tmp_path), str(ROOT)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    wheel = next(tmp_path.glob("forbidden_sky-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for data_file in (ROOT / "assets" / "data").glob("*.yaml"):
        assert f"forbidden_sky/assets/data/{data_file.name}" in names
    assert "forbidden_sky/bench_data/late_game.yaml" in names
    assert "forbidden_sky/core/rules.py" in names
    assert any(n.startswith("forbidden_sky/assets/fonts/") for n in names)
