"""The house rules of ARCHITECTURE.md, checked on the source itself."""

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[1] / "forbidden_sky"


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_rules_and_data_never_import_pygame():
    offenders = [str(p.relative_to(PKG)) for folder in ("core", "data") for p in (PKG / folder).rglob("*.py")
                 if "pygame" in imports(p)]
    assert offenders == []


def test_pymunk_only_in_the_geometry_module():
    offenders = [str(p.relative_to(PKG)) for p in PKG.rglob("*.py")
                 if "pymunk" in imports(p) and p != PKG / "core" / "geometry.py"]
    assert offenders == []


def test_no_module_level_random_in_the_rules():
    offenders = [str(p.relative_to(PKG)) for p in (PKG / "core").rglob("*.py")
                 if "random" in imports(p) and p.name != "rng.py"]
    assert offenders == []


def test_yaml_is_only_safe_loaded():
    bad = []
    for p in PKG.rglob("*.py"):
        text = p.read_text(encoding="utf-8")
        for needle in ("yaml.load(", "yaml.unsafe_load", "pickle.load", "yaml.Loader", "FullLoader"):
            if needle in text:
                bad.append(f"{p.name}: {needle}")
    assert bad == []


def test_the_detector_itself_sees_a_pygame_import(tmp_path):
    f = tmp_path / "x.py"
    f.write_text("import os\nfrom pygame import Rect\n")
    assert "pygame" in imports(f)
