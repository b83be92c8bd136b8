"""The house rules of docs/architecture.md, checked on the source itself."""

import ast
import typing
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


# Game-free folders and the games: a game is a package under forbidden_sky/ with a game.py
# (engine/registry.py names it); the shell is everything of the app that serves any game.
GAME_FREE = ("engine", "shell", "records")


def game_packages() -> list[str]:
    return sorted(p.parent.name for p in PKG.glob("*/game.py") if p.parent.name not in GAME_FREE)


def pure_folders() -> list[Path]:
    """Folders that never import pygame: the engine, and each game's rules and data."""
    out = [PKG / "engine", PKG / "records"]
    for g in game_packages():
        out += [PKG / g / "core", PKG / g / "data"]
    return [f for f in out if f.is_dir()]


def test_rules_and_data_never_import_pygame():
    offenders = [str(p.relative_to(PKG)) for folder in pure_folders() for p in folder.rglob("*.py")
                 if "pygame" in imports(p)]
    assert offenders == []


def test_the_registry_names_every_game_package():
    from forbidden_sky.engine.registry import GAMES
    assert sorted(m.split(".")[1] for m in GAMES.values()) == game_packages()
    assert set(GAMES) == set(game_packages())


def test_pymunk_only_in_the_geometry_module():
    offenders = [str(p.relative_to(PKG)) for p in PKG.rglob("*.py")
                 if "pymunk" in imports(p) and p != PKG / "sky" / "core" / "geometry.py"]
    assert offenders == []


def test_no_module_level_random_in_the_rules():
    rules = [PKG / "engine"] + [PKG / g / "core" for g in game_packages()]
    offenders = [str(p.relative_to(PKG)) for folder in rules if folder.is_dir() for p in folder.rglob("*.py")
                 if "random" in imports(p) and p != PKG / "engine" / "rng.py"]
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


# ---- the import graph: no circle, nothing runs back up ----------------------------------------

def module_name(path: Path) -> str:
    parts = list(path.relative_to(PKG.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def all_modules() -> set[str]:
    return {module_name(p) for p in PKG.rglob("*.py")}


def package_imports(path: Path, modules: set[str] | None = None) -> set[str]:
    """Every module of the package this file imports, at the top, inside a function (a late
    import still closes a circle) or for type checking only, with relative imports resolved.
    ``from . import x`` imports the submodule x (its package is already loaded by then);
    ``from .m import name`` imports m."""
    modules = all_modules() if modules is None else modules
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.split(".")[0] == PKG.name}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            if mod.split(".")[0] != PKG.name:
                continue
            for a in node.names:
                out.add(f"{mod}.{a.name}" if f"{mod}.{a.name}" in modules else mod)
    return out


def import_graph() -> dict[str, set[str]]:
    files = {module_name(p): p for p in PKG.rglob("*.py")}
    names = set(files)
    graph = {}
    for name, path in files.items():
        graph[name] = {m for m in package_imports(path, names) if m in files and m != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1 or v in graph.get(v, ()):
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out)


def test_the_package_has_no_import_circle():
    assert cycles(import_graph()) == []


def test_the_circle_detector_sees_a_circle_through_a_late_import():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_circle_detector_reads_relative_and_late_imports(tmp_path):
    found = package_imports(PKG / "app" / "transitions.py")
    assert {"forbidden_sky.shell.scene", "forbidden_sky.app.title", "forbidden_sky.sky.ui.play"} <= found


# the commands and the app on top of every game: nothing below them imports them
COMMANDS = ("forbidden_sky.bench", "forbidden_sky.cli", "forbidden_sky.cli_parser", "forbidden_sky.simulate", "forbidden_sky.app")


def layers() -> dict[str, tuple[str, ...]]:
    """A module of the left may not import any module under the prefixes on the right."""
    games = [f"forbidden_sky.{g}" for g in game_packages()]
    out: dict[str, tuple[str, ...]] = {
        "forbidden_sky.engine": ("forbidden_sky.shell", "forbidden_sky.records", *games, *COMMANDS),
        "forbidden_sky.records": ("forbidden_sky.shell", *games, *COMMANDS),
        "forbidden_sky.shell": (*games, *COMMANDS),
        "forbidden_sky.resources": ("forbidden_sky.engine", "forbidden_sky.shell", *games, *COMMANDS),
        "forbidden_sky.safeio": ("forbidden_sky.engine", "forbidden_sky.shell", *games, *COMMANDS),
        "forbidden_sky.i18n": ("forbidden_sky.engine", "forbidden_sky.shell", "forbidden_sky.records", *games, *COMMANDS),
    }
    for g in games:
        others = tuple(o for o in games if o != g)
        # a rules core speaks in codes: it never translates (forbidden_sky.i18n is the screens')
        out[f"{g}.core"] = (f"{g}.ui", f"{g}.ai", "forbidden_sky.shell", "forbidden_sky.records", "forbidden_sky.i18n",
                            *others, *COMMANDS)
        out[f"{g}.data"] = (f"{g}.core", f"{g}.ui", f"{g}.ai", "forbidden_sky.shell", "forbidden_sky.records",
                            "forbidden_sky.i18n", *others, *COMMANDS)
        out[f"{g}.ai"] = (f"{g}.ui", "forbidden_sky.shell", *others, *COMMANDS)
        out[f"{g}.ui"] = (*others, *COMMANDS)
        out[g] = (*others, *COMMANDS)   # no game imports another
    return out


def test_no_import_runs_back_up_a_layer():
    bad = []
    for mod, deps in import_graph().items():
        for lower, higher in layers().items():
            if mod == lower or mod.startswith(lower + "."):
                bad += [f"{mod} -> {d}" for d in deps if d.startswith(higher)]
    assert bad == []


def test_scenes_know_the_app_only_as_a_host_and_never_import_each_other():
    graph = import_graph()
    assert "forbidden_sky.app.app" not in graph["forbidden_sky.shell.scene"]
    scenes = [m for m in graph if m.startswith("forbidden_sky.sky.ui.scenes.") or m.startswith("forbidden_sky.sky.ui.play")]
    for m in scenes:
        assert "forbidden_sky.app.app" not in graph[m], m
        others = {d for d in graph[m] if d.startswith("forbidden_sky.sky.ui.scenes.") and d != m}
        assert not (m.startswith("forbidden_sky.sky.ui.scenes.") and others), (m, others)


# ---- one source for each fact -------------------------------------------------------------------

def test_the_core_emits_every_event_class_and_no_other_event():
    """Each class of the SkyEvent union is built somewhere in sky/core (outside events.py), and
    the core builds events only from those classes: no untyped Event(type, data) is left."""
    from forbidden_sky.sky.core import events
    classes = {cls.__name__ for cls in events.EVENT_CLASSES.values()}
    assert len(classes) == len(events.EVENT_CLASSES) == len(typing.get_args(events.SkyEvent)) == 27
    built: set[str] = set()
    for p in (PKG / "sky" / "core").rglob("*.py"):
        if p.name == "events.py":
            continue
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id != "Event", f"{p.name}:{node.lineno}: an untyped Event(...)"
                if node.func.id in classes:
                    built.add(node.func.id)
    assert built == classes, classes - built


def test_the_log_and_the_game_screen_cover_every_event_class():
    """ui/words.py's table (``_said(Class, ...)``) and ui/play/presenters.py's (``_on(Class, ...)``)
    name every event class once (read from the source: no pygame needed here)."""
    from forbidden_sky.sky.core import events
    classes = sorted(cls.__name__ for cls in events.EVENT_CLASSES.values())
    for path, entry in ((PKG / "sky" / "ui" / "words.py", "_said"), (PKG / "sky" / "ui" / "play" / "presenters.py", "_on")):
        named = sorted(node.args[0].id for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                       if isinstance(node, ast.Call) and getattr(node.func, "id", None) == entry
                       and node.args and isinstance(node.args[0], ast.Name))
        assert named == classes, (path.name, set(classes) ^ set(named))


def test_levels_and_adventurer_ids_are_written_down_once():
    """The data files are the source: code asks game_data() (the data package keeps the names
    its validator accepts). A literal list of all four levels or all six ids anywhere else is a
    copy."""
    levels = '"novice", "normal", "elite", "legendary"'
    ids = '"electrician", "surveyor", "knotsmith", "navigator", "medic", "climber"'
    copies = []
    for p in PKG.rglob("*.py"):
        if (PKG / "sky" / "data") in p.parents:
            continue
        text = p.read_text(encoding="utf-8")
        if levels in text or ids in text:
            copies.append(str(p.relative_to(PKG)))
    assert copies == []


def test_no_game_imports_another_and_the_game_free_folders_import_no_game():
    games = game_packages()
    assert "sky" in games
    graph = import_graph()
    bad = []
    for mod, deps in graph.items():
        top = mod.split(".")[1] if "." in mod else ""
        for d in deps:
            dtop = d.split(".")[1] if d.count(".") else ""
            if dtop in games and dtop != top and (top in games or top in GAME_FREE):
                bad.append(f"{mod} -> {d}")
    assert bad == []


def test_the_game_free_check_sees_a_forbidden_import(tmp_path):
    f = tmp_path / "x.py"
    f.write_text("from forbidden_sky.sky.core import apply\n")
    assert "forbidden_sky.sky.core" in package_imports_of_text(f)


def package_imports_of_text(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
    return out


# Issue 19: the rooms of a game screen see it through a protocol or narrow values, never as
# the scene given as ``Any`` (a room that can reach everything stops being a room).
SCREEN_NAMES = ("scene", "sc", "screen", "game")


def untyped_screen_params(path: Path) -> list[str]:
    """Functions in ``path`` taking a scene-like parameter annotated ``Any`` or not at all."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        a = node.args
        for arg in a.posonlyargs + a.args + a.kwonlyargs:
            ann = arg.annotation
            loose = ann is None or (isinstance(ann, ast.Name) and ann.id == "Any") or \
                (isinstance(ann, ast.Constant) and ann.value == "Any")
            if arg.arg in SCREEN_NAMES and loose:
                out.append(f"{path.relative_to(PKG) if path.is_relative_to(PKG) else path.name}:{node.lineno} "
                           f"{node.name}({arg.arg})")
    return out


def screen_rooms() -> list[Path]:
    """The shell and its shared rooms, the app, and every game's screens."""
    out = sorted((PKG / "shell").rglob("*.py")) + sorted((PKG / "app").rglob("*.py"))
    for g in game_packages():
        out += sorted((PKG / g / "ui").rglob("*.py"))
    return out


def test_no_room_takes_the_scene_as_any():
    bad = [hit for p in screen_rooms() for hit in untyped_screen_params(p)]
    assert bad == []


def test_the_scene_as_any_check_sees_one(tmp_path):
    f = tmp_path / "room.py"
    f.write_text("from typing import Any\n\ndef pace(sc: Any, dt: float) -> None: ...\n\ndef draw(scene): ...\n\n"
                 "def fine(scene: 'Shown') -> None: ...\n")
    assert [h.split(" ")[1] for h in untyped_screen_params(f)] == ["pace(sc)", "draw(scene)"]


def test_the_shared_rooms_serve_any_game():
    """shell/rooms/ (routing, gestures, panels, toasts, tooltips, pacing, recording) imports no
    game and no game's screen: a second game builds its screen on the same rooms."""
    graph = import_graph()
    games = game_packages()
    bad = [f"{m} -> {d}" for m, deps in graph.items() if m.startswith("forbidden_sky.shell.rooms")
           for d in deps if any(d == f"forbidden_sky.{g}" or d.startswith(f"forbidden_sky.{g}.") for g in games)]
    assert bad == [] and "forbidden_sky.shell.rooms.routing" in graph


def test_no_two_test_files_share_a_name():
    """The tests folders are not packages: pytest imports each file by its base name, so two
    test_x.py in two folders stop the whole run at collection."""
    tests = Path(__file__).resolve().parent
    names = [p.name for p in tests.rglob("test_*.py")]
    assert sorted({n for n in names if names.count(n) > 1}) == []


def test_no_file_holds_a_merge_conflict():
    """A merge resolved in haste can leave git's markers in a document or a data file that no
    other test reads."""
    root = Path(__file__).resolve().parents[1]
    bad = []
    for folder in ("forbidden_sky", "docs", "tests", "tools", "bench"):
        for p in (root / folder).rglob("*"):
            if p.suffix not in (".py", ".md", ".yaml", ".toml", ".po", ".pot", ".txt") or not p.is_file():
                continue
            for n, line in enumerate(p.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
                if line.startswith(("<<<<<<< ", ">>>>>>> ")) or line == "=======" and p.suffix != ".md":
                    bad.append(f"{p.relative_to(root)}:{n}")
    assert bad == []
