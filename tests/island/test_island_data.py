"""Island's data files load into validated specs; every kind of breakage is named as
``FILE: ENTRY: KEY: what is wrong``; and seeded mutations of the data files, the scenario
files and saved states are accepted or refused in words: no traceback, no hang."""

from __future__ import annotations

import json
import random
import shutil
import signal
from contextlib import contextmanager
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest
import yaml

import fuzzing
from forbidden_sky.engine.data_errors import DataError
from forbidden_sky.island.core import GameState, apply, legal_actions, new_game
from forbidden_sky.engine.scenario import run_file
from forbidden_sky.island.data import island_data, load_island_data
from forbidden_sky.island.data.loader import FILES
from forbidden_sky.resources import asset

SHIPPED = asset("island")
SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "island").glob("*.yaml"))


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    dst = tmp_path / "island"
    shutil.copytree(SHIPPED, dst)
    return dst


def edit(folder: Path, name: str, change) -> None:
    path = folder / name
    doc = yaml.safe_load(path.read_text())
    change(doc)
    path.write_text(yaml.safe_dump(doc, sort_keys=False))


def problems(folder: Path) -> list[str]:
    with pytest.raises(DataError) as info:
        load_island_data(folder)
    return info.value.problems


def test_the_shipped_data_loads():
    d = island_data()
    assert len(d.tiles) == 24 and len(d.cells) == 24 and len(d.treasure_deck) == 28
    assert d.landing == "fools_landing"
    assert {a: s.start for a, s in d.adventurers.items()} == {
        "diver": "iron_gate", "engineer": "bronze_gate", "explorer": "copper_gate", "messenger": "silver_gate",
        "navigator": "gold_gate", "pilot": "fools_landing"}
    assert set(d.variants) == {"navigator_own_movement", "no_helicopter_rescue"}
    with pytest.raises(FrozenInstanceError):
        d.tiles["watchtower"].name = "x"  # type: ignore[misc]


def test_the_data_is_cached_per_folder(data_copy):
    assert island_data() is island_data()
    other = island_data(data_copy)
    assert other is island_data(data_copy) and other is not island_data()
    assert other.folder == str(data_copy)


@pytest.mark.parametrize("name,change,line", [
    ("tiles.yaml", lambda d: d["tiles"][0].update(name=""), "tiles.yaml: fools_landing: name: must be text"),
    ("tiles.yaml", lambda d: d["tiles"][6].update(treasure="gold_idol"), "tiles.yaml: temple_of_the_moon: treasure: unknown treasure"),
    ("tiles.yaml", lambda d: d["tiles"][1].update(start="medic"), "tiles.yaml: bronze_gate: start: unknown adventurer"),
    ("tiles.yaml", lambda d: d["tiles"][1].update(landing=True), "tiles.yaml: tiles: landing: exactly one tile is the landing, not 2"),
    ("tiles.yaml", lambda d: d["tiles"][7].pop("treasure"), "tiles.yaml: tiles: treasure: earth_stone must be on exactly two tiles, not 1"),
    ("tiles.yaml", lambda d: d["tiles"].pop(), "tiles.yaml: island: has 24 cells for 23 tiles"),
    ("tiles.yaml", lambda d: d["tiles"].append(dict(d["tiles"][-1])), "tiles.yaml: watchtower: id: is used more than once"),
    ("tiles.yaml", lambda d: d.update(island=["..#x.."]), "tiles.yaml: island: row 1: must be a text of '#'"),
    ("tiles.yaml", lambda d: d["tiles"][2].update(colour="red"), "tiles.yaml: copper_gate: colour: unknown key"),
    ("tiles.yaml", lambda d: d.update(extra=1), "tiles.yaml"),
    ("cards.yaml", lambda d: d["cards"][0].update(copies=0), "cards.yaml: earth_stone: copies:"),
    ("cards.yaml", lambda d: d["cards"][0].update(copies="five"), "cards.yaml: earth_stone: copies: must be a whole number"),
    ("cards.yaml", lambda d: d["cards"][4].update(kind="storm"), "cards.yaml: waters_rise: kind: must be one of"),
    ("cards.yaml", lambda d: d["cards"][1].update(treasure="gold_idol"), "cards.yaml: statue_of_the_wind: treasure: must name one"),
    ("cards.yaml", lambda d: d["cards"].pop(6), "cards.yaml: cards: kind: needs exactly one sandbags card, not 0"),
    ("cards.yaml", lambda d: d["cards"][5].update(treasure="earth_stone"), "cards.yaml: helicopter_lift: treasure: only a treasure card"),
    ("adventurers.yaml", lambda d: d["adventurers"][0].update(swims="far"), "adventurers.yaml: diver: swims: must be one of"),
    ("adventurers.yaml", lambda d: d["adventurers"][1].update(shore_tiles=9), "adventurers.yaml: engineer: shore_tiles:"),
    ("adventurers.yaml", lambda d: d["adventurers"][2].update(dives="yes"), "adventurers.yaml: explorer: dives: must be true or false"),
    ("adventurers.yaml", lambda d: d["adventurers"][3].pop("pawn"), "adventurers.yaml: messenger: pawn: missing"),
    ("adventurers.yaml", lambda d: d["adventurers"][4].update(start="watchtower"), "adventurers.yaml: navigator: start: watchtower does not show"),
    ("adventurers.yaml", lambda d: d["adventurers"][5].update(start="atlantis"), "adventurers.yaml: pilot: start: unknown tile"),
    ("water_meter.yaml", lambda d: d.update(flood_cards=[2, 2, 1]), "water_meter.yaml: flood_cards: the water never draws fewer"),
    ("water_meter.yaml", lambda d: d.update(flood_cards="lots"), "water_meter.yaml: flood_cards: must be a list"),
    ("water_meter.yaml", lambda d: d.update(skull=9), "water_meter.yaml: skull: must be the tick after the last flood count (10)"),
    ("levels.yaml", lambda d: d["levels"][3].update(start_tick=12), "levels.yaml: legendary: start_tick:"),
    ("levels.yaml", lambda d: d.update(levels=[]), "levels.yaml: levels: needs at least one level"),
    ("rules.yaml", lambda d: d.update(hand_limit=0), "rules.yaml: hand_limit:"),
    ("rules.yaml", lambda d: d.pop("deal"), "rules.yaml: deal: missing"),
    ("rules.yaml", lambda d: d.update(min_players=4, max_players=3), "rules.yaml: min_players: must not be more than max_players"),
    ("variants.yaml", lambda d: d["variants"].append({"id": "house_rule", "name": "x"}), "variants.yaml: house_rule: id: is not a variant"),
])
def test_each_kind_of_bad_file_gives_its_named_line(data_copy, name, change, line):
    edit(data_copy, name, change)
    found = problems(data_copy)
    assert any(p.startswith(line) for p in found), found


def test_a_missing_file_is_named(data_copy):
    (data_copy / "levels.yaml").unlink()
    assert any("levels.yaml" in p for p in problems(data_copy))


def test_several_problems_are_all_reported(data_copy):
    edit(data_copy, "levels.yaml", lambda d: d["levels"][0].update(start_tick=0))
    edit(data_copy, "cards.yaml", lambda d: d["cards"][0].update(copies=-1))
    found = problems(data_copy)
    assert any(p.startswith("levels.yaml: novice") for p in found) and any(p.startswith("cards.yaml: earth_stone") for p in found)


def test_a_scenario_may_play_on_another_data_folder(data_copy, tmp_path):
    edit(data_copy, "rules.yaml", lambda d: d.update(actions_per_turn=4))
    f = tmp_path / "s.yaml"
    f.write_text(f"game: island\ndata: {data_copy}\nplayers: [pilot, diver]\nactions: [{{type: move, to: gold_gate}}]\n")
    out, msg, code = run_file(f)
    assert code == 0, msg
    assert out["actions_left"] == 3     # four a turn in that folder's rules


# ---- fuzzing: random mutations, no traceback, no hang -------------------------------------------

CASE_SECONDS = 10


@contextmanager
def time_limit(seconds: int):
    def stop(signum, frame):
        raise TimeoutError
    old = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _data_case(rnd: random.Random, work: Path) -> str:
    for name in FILES:
        shutil.copy(SHIPPED / name, work / name)
    name = rnd.choice(FILES)
    fuzzing.place(work / name, fuzzing._yaml_case((SHIPPED / name).read_text(encoding="utf-8"), rnd), rnd)
    try:
        load_island_data(work)
    except DataError as exc:
        return fuzzing._lines_ok(str(exc))
    return "ok"


def _scenario_case(rnd: random.Random, work: Path) -> str:
    src = rnd.choice(SCENARIOS)
    path = work / "case.yaml"
    fuzzing.place(path, fuzzing._yaml_case(src.read_text(encoding="utf-8"), rnd), rnd)
    _, msg, code = run_file(path)
    if code not in (0, 2, 3):
        return "traceback"
    return "ok" if code == 0 else fuzzing._lines_ok(msg or "")


_STATES: list[dict] = []


def _state_case(rnd: random.Random, work: Path) -> str:
    if not _STATES:
        play = random.Random(3)
        for seed in range(4):
            s = new_game(["pilot", "diver", "navigator", "engineer"][: 2 + seed % 3], "normal", seed)
            for _ in range(40):
                if s.over:
                    break
                _STATES.append(s.to_dict())
                s, _ = apply(s, play.choice(legal_actions(s)))
    doc = fuzzing.mutate_doc(rnd.choice(_STATES), rnd)
    try:
        state = GameState.from_dict(json.loads(json.dumps(doc, default=str)))
    except ValueError as exc:
        return fuzzing._lines_ok(str(exc))
    try:   # a state that loads must play
        for a in legal_actions(state)[:20]:
            apply(state, a)
    except Exception:  # noqa: BLE001 - the outcome being counted
        return "accepted_then_crash"
    return "ok"


CASES = {"data": (_data_case, 150), "scenario": (_scenario_case, 250), "state": (_state_case, 300)}


@pytest.mark.parametrize("surface", sorted(CASES))
def test_fuzzed_island_files_are_accepted_or_refused_in_words(surface, tmp_path):
    run, n = CASES[surface]
    bad, counts = [], {}
    for i in range(n):
        rnd = random.Random(f"island-{surface}:7:{i}")
        work = tmp_path / f"case{i}"
        work.mkdir()
        try:
            with time_limit(CASE_SECONDS):
                outcome = run(rnd, work)
        except TimeoutError:
            outcome = "hang"
        except Exception as exc:  # noqa: BLE001 - the outcome being counted
            outcome = f"traceback {type(exc).__name__}: {exc}"[:200]
        counts[outcome] = counts.get(outcome, 0) + 1
        if outcome not in ("ok", "refused"):
            bad.append((i, outcome))
        shutil.rmtree(work, ignore_errors=True)
    assert not bad, bad[:10]
    assert counts.get("refused", 0) > n // 4, counts     # the mutations really reach the checks
