"""Seeded mutation fuzzing of every file the game consumes (issue 10).

Five surfaces: the data files, ui.yaml, scenario files, settings.json and saved states. Case
``i`` of a surface is built from ``random.Random(f"{surface}:{seed}:{i}")`` alone, so a failing
case is replayed by its number. ``run_case`` returns how the game took it:

- ``ok``: accepted (many mutations are harmless);
- ``refused``: refused in words, every line short (the promise);
- ``long``: refused, but a line echoes more than ``LONG`` characters of the file;
- ``traceback``: any other exception (or a scenario exit code other than 0, 2, 3);
- ``accepted_then_crash``: a saved state that loaded and then made ``legal_actions`` (or
  ``apply`` of one of the actions it lists) raise;
- ``nonsense``: accepted though it makes no sense (a settings window of 16384 pixels).

Only APIs that exist before and after the hardening are used, so ``tools/fuzz_count.py`` runs
the same cases against an older checkout to count what it did. Hangs are caught there, by a
watchdog around a child process; the test suite runs the cases in-process.
"""

from __future__ import annotations

import copy
import json
import os
import random
import shutil
from pathlib import Path
from typing import Any

import yaml

SURFACES = ("data", "ui", "scenario", "settings", "state")
LONG = 1000
ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "assets" / "data"
SCENARIOS = sorted((ROOT / "tests" / "scenarios").glob("*.yaml"))
DATA_FILES = ("tiles.yaml", "storm_cards.yaml", "equipment.yaml", "adventurers.yaml",
              "blueprints.yaml", "storm_meter.yaml", "components.yaml")
BOMB = "__FUZZ_BOMB__"


def hostile_values(rnd: random.Random) -> Any:
    return rnd.choice([
        None, True, False, 0, -1, 1, 2**31, 10**100, 1e100, -1e100, float("nan"), float("inf"),
        "", "x", "N", "t01", "novice", "medic", "rod(0,0)", "pad:A", "x" * rnd.choice((200, 20_000)),
        [], {}, [[["deep"]]], ["t01"], [0], [0, 0], [0, 0, 0], [10**19, 0], {"a": 1}, {"tiles": [["t01"]]},
        "é", BOMB,
    ])


# ---- structural mutation of a parsed document --------------------------------------------------


def _paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += _paths(v, prefix + (i,))
    return out


def mutate_doc(doc: Any, rnd: random.Random) -> Any:
    doc = copy.deepcopy(doc)
    for _ in range(rnd.choice((1, 1, 1, 2, 3))):
        paths = [p for p in _paths(doc) if p]
        if not paths:
            return hostile_values(rnd)
        path = rnd.choice(paths)
        parent = doc
        for k in path[:-1]:
            parent = parent[k]
        last = path[-1]
        op = rnd.random()
        if op < 0.55:
            parent[last] = hostile_values(rnd)
        elif op < 0.7:
            del parent[last]
        elif op < 0.8 and isinstance(parent, dict):
            parent[rnd.choice(("extra", "idd", 7, "tiles", "players"))] = hostile_values(rnd)
        elif op < 0.9 and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[last]))
        else:
            other = rnd.choice(paths)
            node = doc
            try:
                for k in other:
                    node = node[k]
                parent[last] = copy.deepcopy(node)
            except (KeyError, IndexError, TypeError):
                parent[last] = hostile_values(rnd)
    return doc


def _bomb_text() -> str:
    lines = ["_fuzz_bomb:", "  - &a0 [x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        lines.append(f"  - &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def dump_yaml(doc: Any) -> str:
    text = yaml.safe_dump(doc, sort_keys=False, allow_unicode=True)
    if BOMB in text:   # an alias bomb in the field that held the marker
        text = _bomb_text() + text.replace(BOMB, "*a8")
    return text


def mutate_text(text: str, rnd: random.Random, kind: str = "yaml") -> str | bytes:
    """A text-level mutation: what structure-level ones cannot write."""
    op = rnd.randrange(9)
    if op == 0:
        return "[" * rnd.choice((1000, 10_000)) + "\n"
    if op == 1:
        if kind == "yaml":
            return text + "\nseed: " + "9" * 5000 + "\n"
        return '{"size": [' + "9" * 5000 + ', 800], "muted": true}'
    if op == 2:
        raw = text.encode("utf-8")
        at = rnd.randrange(len(raw) + 1)
        return raw[:at] + bytes([rnd.choice((0xff, 0xc3, 0x80, 0xfe))]) + raw[at:]
    if op == 3:
        return text[: rnd.randrange(len(text) + 1)]
    if op == 4:
        lines = text.splitlines(keepends=True)
        i = rnd.randrange(len(lines))
        return "".join(lines[: i + 1] + [lines[i]] + lines[i + 1:])   # often a duplicate key
    if op == 5:
        i = rnd.randrange(len(text) + 1)
        return text[:i] + rnd.choice(("{", "}", "[", "]", ":", "- ", "&a ", "*a", "!!python/name:os.system", "\t", '"', "\x00")) + text[i:]
    if op == 6:
        return text.replace(": ", ": .nan #", 1) if kind == "yaml" else text.replace("false", "NaN", 1)
    if op == 7:
        return "a: &a [x, x]\n" + text if kind == "yaml" else "[" * 5000 + "]" * 5000
    return text + ("\nextra_key: 1\n" if kind == "yaml" else "")


# ---- special files -------------------------------------------------------------------------------


def place(path: Path, content: str | bytes, rnd: random.Random) -> None:
    """Write the mutated content, or now and then something that is not a file at all."""
    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.is_dir():
        shutil.rmtree(path)
    special = rnd.random()
    if special < 0.03:
        path.mkdir()
    elif special < 0.06 and hasattr(os, "mkfifo"):
        os.mkfifo(path)
    elif special < 0.08 and hasattr(os, "symlink"):
        os.symlink(path.name, path)   # a symlink to itself: a loop
    elif special < 0.1:
        pass                          # missing
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


def _yaml_case(original: str, rnd: random.Random) -> str | bytes:
    if rnd.random() < 0.45:
        return mutate_text(original, rnd, "yaml")
    return dump_yaml(mutate_doc(yaml.safe_load(original), rnd))


# ---- running one case ----------------------------------------------------------------------------


def _lines_ok(text: str) -> str:
    return "long" if any(len(line) > LONG for line in str(text).splitlines() or [""]) else "refused"


def case_rng(surface: str, seed: int, i: int) -> random.Random:
    return random.Random(f"{surface}:{seed}:{i}")


def run_case(surface: str, seed: int, i: int, work: Path) -> str:
    """Build case ``i`` in the folder ``work`` (emptied first) and run it."""
    rnd = case_rng(surface, seed, i)
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    try:
        return globals()[f"_run_{surface}"](rnd, work)
    except TimeoutError:   # the test suite's per-case time limit: a hang, reported as such
        raise
    except Exception:  # noqa: BLE001 - the outcome being counted
        return "traceback"


def _run_data(rnd: random.Random, work: Path) -> str:
    from forbidden_sky.sky.data import DataError, load_game_data
    for name in DATA_FILES:
        shutil.copy(DATA / name, work / name)
    name = rnd.choice(DATA_FILES)
    place(work / name, _yaml_case((DATA / name).read_text(encoding="utf-8"), rnd), rnd)
    try:
        load_game_data(work)
    except DataError as exc:
        return _lines_ok(str(exc))
    return "ok"


def _run_ui(rnd: random.Random, work: Path) -> str:
    from forbidden_sky.sky.data import DataError
    from forbidden_sky.shell.config import load_ui_config
    place(work / "ui.yaml", _yaml_case((DATA / "ui.yaml").read_text(encoding="utf-8"), rnd), rnd)
    try:
        load_ui_config(work / "ui.yaml")
    except DataError as exc:
        return _lines_ok(str(exc))
    return "ok"


def _run_scenario(rnd: random.Random, work: Path) -> str:
    from forbidden_sky.engine.scenario import run_file
    src = rnd.choice(SCENARIOS)
    path = work / src.name
    place(path, _yaml_case(src.read_text(encoding="utf-8"), rnd), rnd)
    _out, msg, code = run_file(path)
    if code not in (0, 2, 3):
        return "traceback"
    if code == 0:
        return "ok"
    return _lines_ok(msg or "")


SETTINGS = {"muted": True, "auto_advance": 1.5, "fullscreen": False, "size": [1280, 800], "theme": "x"}


def _run_settings(rnd: random.Random, work: Path) -> str:
    from forbidden_sky.shell.settings import load_settings
    text = json.dumps(SETTINGS, indent=2)
    if rnd.random() < 0.5:
        content: str | bytes = mutate_text(text, rnd, "json")
    else:
        doc = mutate_doc(SETTINGS, rnd)
        if rnd.random() < 0.3:
            doc["size"] = [rnd.choice((16384, 10**6, 1280)), rnd.choice((16384, 800))]
        content = json.dumps(doc).replace(f'"{BOMB}"', "[" * 3000 + "]" * 3000)
    place(work / "settings.json", content, rnd)
    s = load_settings(work / "settings.json")
    if s.size is not None and (max(s.size) > 8192 or min(s.size) < 200):
        return "nonsense"
    return "ok"


_STATES: list[dict] = []


def base_states() -> list[dict]:
    """Saved states of real games, from the start to the end (made once)."""
    if not _STATES:
        from forbidden_sky.sky.ai.random_bot import pick
        from forbidden_sky.sky.core import apply, new_game
        teams = (["medic", "navigator"], ["climber", "surveyor", "electrician"],
                 ["knotsmith", "climber", "medic", "navigator", "electrician"], ["climber", "medic"])
        for g in range(40):
            # twelve games, and on until one has met a pending choice (the Climber's, rare in
            # random play): which game does depends on every rule that shapes the legal list
            if g >= 12 and any(d["pending"] for d in _STATES):
                break
            rnd = random.Random(g)
            state = new_game(teams[g % 4], ("novice", "normal", "elite", "legendary")[g % 4], g + 1)
            for step in range(400):
                if step % 4 == 0 or state.pending is not None:
                    _STATES.append(json.loads(json.dumps(state.to_dict())))
                if state.over:
                    break
                state, _ = apply(state, pick(state, rnd))
            _STATES.append(json.loads(json.dumps(state.to_dict())))
    return _STATES


def _run_state(rnd: random.Random, work: Path) -> str:
    from forbidden_sky.sky.core import GameState, apply, legal_actions
    doc = mutate_doc(rnd.choice(base_states()), rnd)
    try:
        state = GameState.from_dict(doc)
    except ValueError as exc:
        return _lines_ok(str(exc))
    try:
        # the engine's first question, then every answer it offers: none may raise
        for action in legal_actions(state)[:40]:
            apply(state, action)
    except Exception:  # noqa: BLE001 - counted
        return "accepted_then_crash"
    return "ok"


# ---- values that parse but make no sense (issue 10's list) ---------------------------------------


def _edit(name: str, change) -> Any:
    def build(work: Path) -> None:
        for f in DATA_FILES + ("ui.yaml",):
            shutil.copy(DATA / f, work / f)
        doc = yaml.safe_load((work / name).read_text(encoding="utf-8"))
        text = change(doc)
        (work / name).write_text(text if isinstance(text, str) else dump_yaml(doc), encoding="utf-8")
    return build


def _start_without(symbol: str):
    def change(doc):
        for cell in doc["start_grid"]:
            if cell.get("symbol") == symbol:
                cell["symbol"] = "none"      # the cell stays, its compass is gone
    return change


NONSENSE = {
    "radius NaN": ("components.yaml", lambda d: d["radii"].update(lightning_rod=float("nan"))),
    "wire length inf": ("components.yaml", lambda d: d["wires"]["long"].update(length=float("inf"))),
    "pad offset 1e100": ("components.yaml", lambda d: d.update(launch_pad_side_offset=1e100)),
    "health 1e100": ("adventurers.yaml", lambda d: d["adventurers"][0].update(health=10**20)),
    "rope 1e100": ("adventurers.yaml", lambda d: d["adventurers"][0].update(rope=10**20)),
    "hand limit 1e100": ("adventurers.yaml", lambda d: d["adventurers"][0].update(hand_limit=10**20)),
    "start grid without wind compass": ("tiles.yaml", _start_without("wind_compass")),
    "start cell far from the others": ("tiles.yaml", lambda d: d["start_grid"][0].update(at=[40, 40])),
    "tile with no surface": ("tiles.yaml", lambda d: d["tiles"][0].update(surface=[])),
    "unknown top-level key": ("blueprints.yaml", lambda d: d.update(blueprintz=[])),
    "duplicate YAML key": ("storm_meter.yaml", lambda d: dump_yaml(d) + "skull: 9\n"),
    "ui tile_px 0": ("ui.yaml", lambda d: d["board"].update(tile_px=0)),
    "ui fps 0": ("ui.yaml", lambda d: d["window"].update(fps=0)),
    "ui title font size 0": ("ui.yaml", lambda d: d["fonts"]["sizes"].update(title=0)),
    "ui missing font file": ("ui.yaml", lambda d: d["fonts"].update(regular="Missing.ttf")),
}


def run_nonsense(name: str, work: Path) -> str:
    """'accepted' or 'refused' for one entry of NONSENSE (a traceback counts as neither)."""
    from forbidden_sky.sky.data import DataError, load_game_data
    from forbidden_sky.shell.config import load_ui_config
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    file, change = NONSENSE[name]
    _edit(file, change)(work)
    try:
        if file == "ui.yaml":
            load_ui_config(work / "ui.yaml")
        else:
            load_game_data(work)
    except DataError:
        return "refused"
    except Exception:  # noqa: BLE001 - counted
        return "traceback"
    return "accepted"
