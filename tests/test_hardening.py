"""The cases issue 10 names, one by one: each is refused in one short line, quickly."""

from __future__ import annotations

import json
import os
import shutil
import time   # the hang guards below count CPU seconds of this process (process_time), so a
# machine busy with other work cannot fail them: they catch a hang or a quadratic cost, they time nothing
from pathlib import Path

import pytest
import yaml

import fuzzing
from forbidden_sky.sky.core import GameState, legal_actions
from forbidden_sky.sky.core.savecheck import SaveError
from forbidden_sky.engine.scenario import run_file
from forbidden_sky.sky.data import DataError, load_game_data
from forbidden_sky.resources import data_dir
from forbidden_sky.safeio import ReadError, parse_json, parse_yaml, read_text, short_repr
from forbidden_sky.shell.config import load_ui_config, parse_ui_config
from forbidden_sky.shell.settings import load_settings

BOMB = fuzzing._bomb_text()
# FIFOs and symlink loops are POSIX things; the guard against them is tested where they exist
posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    dst = tmp_path / "data"
    shutil.copytree(data_dir(), dst)
    return dst


def problems_after(folder: Path, name: str, change) -> list[str]:
    path = folder / name
    doc = yaml.safe_load(path.read_text())
    change(doc)
    path.write_text(yaml.safe_dump(doc, sort_keys=False))
    with pytest.raises(DataError) as info:
        load_game_data(folder)
    assert all(len(line) < 400 and "\n" not in line for line in info.value.problems)
    return info.value.problems


def test_short_repr_is_bounded_in_size_and_time():
    x: list = ["x"]
    for _ in range(9):
        x = [x] * 9      # 9**9 leaves: repr() would never finish
    t = time.process_time()
    for v in (x, "y" * 10**6, 10**5000, {"k": x}, float("nan")):
        assert len(short_repr(v)) <= 60
    assert time.process_time() - t < 0.5
    assert short_repr([1, "a", {"b": None}]) == "[1, 'a', {'b': None}]"


@pytest.mark.parametrize("text, why", [
    ("a: 1\na: 2\n", "duplicate key 'a'"),
    ("[" * 10000, "nested more than"),
    ("seed: " + "9" * 5000, "more than 30 digits"),
    (BOMB + "x: *a8\n", "aliases"),
    ("r: .nan\n", "finite"),
    ("r: -.inf\n", "finite"),
    ("<<: {a: 1}\n", "merge keys"),
])
def test_the_guarded_yaml_reader_refuses(text, why):
    t = time.process_time()
    with pytest.raises(ReadError, match=why) as info:
        parse_yaml(text, label="f.yaml")
    assert str(info.value).startswith("f.yaml: is not valid YAML (line ")
    assert time.process_time() - t < 1.0


@pytest.mark.parametrize("text, why", [
    ('{"a": 1, "a": 2}', "duplicate"), ("[" * 10000 + "]" * 10000, "nested"), ("[NaN]", "NaN"),
    ("[1e400]", "finite"), ("9" * 5000, "digits"),
])
def test_the_guarded_json_reader_refuses(text, why):
    with pytest.raises(ReadError, match=why):
        parse_json(text, label="s.json")


@posix_only
def test_only_regular_files_are_read(tmp_path):
    (tmp_path / "dir").mkdir()
    os.symlink("loop", tmp_path / "loop")
    os.mkfifo(tmp_path / "fifo")          # opening it for reading would wait for a writer
    (tmp_path / "big").write_bytes(b"x" * 2000)
    (tmp_path / "latin").write_bytes(b"caf\xe9")
    for name, why in [("dir", "folder"), ("loop", "cannot be read"), ("fifo", "not a regular file"),
                      ("missing", "No such file"), ("latin", "not UTF-8")]:
        with pytest.raises(ReadError, match=why):
            read_text(tmp_path / name, label=name)
    with pytest.raises(ReadError, match="too large"):
        read_text(tmp_path / "big", max_bytes=1000)


def test_nonsense_numbers_in_the_data_are_refused(data_copy):
    def comps(doc):
        doc["radii"]["lightning_rod"] = 0.0
        doc["wires"]["short"]["length"] = 1e100
        doc["launch_pad_side_offset"] = -1
    lines = problems_after(data_copy, "components.yaml", comps)
    assert "components.yaml: radii: lightning_rod: must be a number above 0 and at most 1, not 0.0" in lines
    assert "components.yaml: wires: short: length: must be a number above 0 and at most 10, not 1e+100" in lines
    assert "components.yaml: launch_pad_side_offset: must be a number above 0 and at most 2, not -1" in lines
    # NaN passes `value <= 0`: the reader refuses non-finite numbers in any file
    assert problems_after(data_copy, "components.yaml", lambda d: d["radii"].update(rod=float("nan"))) == [
        "components.yaml: is not valid YAML (line 20: numbers must be finite (no .nan, .inf or 1e400))"]


def test_absurd_adventurer_limits_are_refused(data_copy):
    def advs(doc):
        doc["adventurers"][0]["health"] = 10**20
        doc["adventurers"][1]["hand_limit"] = 1e100
    lines = problems_after(data_copy, "adventurers.yaml", advs)
    assert any(": health: must be a whole number at least 1 and at most 50" in x for x in lines)
    assert any(": hand_limit: must be a whole number" in x for x in lines)


def test_a_start_grid_without_compass_or_with_a_stray_cell_is_refused(data_copy):
    def no_compass(doc):
        doc["start_grid"] = [c for c in doc["start_grid"] if c.get("symbol") != "wind_compass"]
    assert "tiles.yaml: start_grid: symbol: needs exactly one wind_compass cell" in problems_after(
        data_copy, "tiles.yaml", no_compass)


def test_a_disconnected_start_cell_and_a_tile_without_surface_are_refused(data_copy):
    def stray(doc):
        doc["start_grid"][0]["at"] = [30, 30]
        doc["tiles"][0]["surface"] = []
    lines = problems_after(data_copy, "tiles.yaml", stray)
    assert "tiles.yaml: start_grid: at: the cells must touch one another edge to edge (one platform)" in lines
    assert any(x.startswith("tiles.yaml: ") and ": surface: a tile needs at least one edge" in x for x in lines)


def test_unknown_top_level_keys_and_duplicate_keys_are_refused(data_copy):
    lines = problems_after(data_copy, "blueprints.yaml", lambda d: d.update(blueprintz=[]))
    assert lines == ["blueprints.yaml: 'blueprintz': unknown top-level key (expected some of reconstructed, blueprints)"]
    path = data_copy / "storm_meter.yaml"
    path.write_text(path.read_text() + "\nskull: 9\n")
    with pytest.raises(DataError, match=r"storm_meter.yaml: is not valid YAML \(line \d+: duplicate key 'skull'\)"):
        load_game_data(data_copy)


def test_an_alias_bomb_in_a_data_file_is_refused_at_once(data_copy):
    path = data_copy / "blueprints.yaml"
    path.write_text(BOMB + path.read_text().replace("name: Novice", "name: *a8", 1))
    t = time.process_time()
    with pytest.raises(DataError, match="aliases"):
        load_game_data(data_copy)
    assert time.process_time() - t < 1.0


@posix_only
def test_a_fifo_in_place_of_a_data_file_does_not_block(data_copy):
    (data_copy / "equipment.yaml").unlink()
    os.mkfifo(data_copy / "equipment.yaml")
    with pytest.raises(DataError, match="equipment.yaml: cannot be read"):
        load_game_data(data_copy)


UI = (data_dir() / "ui.yaml").read_text()


@pytest.mark.parametrize("old, new, why", [
    ("tile_px: 112", "tile_px: 0", "board.tile_px: must be a number at least 8"),
    ("fps: 60", "fps: 0", "window.fps: must be a whole number at least 1"),
    ("title: 72}", "title: 0}", "fonts.sizes.title: must be a whole number at least 4"),
    ("regular: DejaVuSans.ttf", "regular: Missing.ttf", "fonts.regular: no font file 'Missing.ttf'"),
    ("regular: DejaVuSans.ttf", "regular: ../../etc/passwd", "fonts.regular: no font file"),
    ("zoom_min: 0.35", "zoom_min: .nan", "finite"),
    ("size: [1280, 800]", "size: [16384, 16384]", "window.size: a size is"),
])
def test_nonsense_in_ui_yaml_is_refused(old, new, why):
    assert old in UI
    with pytest.raises(DataError, match=why.replace(".", r"\.").replace("(", r"\(")):
        parse_ui_config(UI.replace(old, new, 1))


def test_ui_yaml_that_is_not_a_file_is_one_line(tmp_path):
    (tmp_path / "ui.yaml").mkdir()
    with pytest.raises(DataError) as info:
        load_ui_config(tmp_path / "ui.yaml")
    assert info.value.problems == ["ui.yaml: cannot be read (it is a folder)"]


SCENARIO = (Path(__file__).parent / "scenarios" / "move_across_surface.yaml").read_text()


@pytest.mark.parametrize("change", [
    lambda d: d.update(blueprint=["novice"]),
    lambda d: d.update(players=[["navigator"]] + d["players"][1:]),
    lambda d: d.update(hands={d["players"][0]: {"tiles": [["t01"]]}}),
    lambda d: d.update(storm_deck=[["lightning_strikes"]]),
    lambda d: d.update(tiles=[{"at": [5, 5], "id": ["t01"]}]),
    lambda d: d.update(wires=[{"kind": "short", "a": ["rod(0,0)"], "b": "pad:A"}]),
    lambda d: d.update({1: 2, "zz": 3}),
])
def test_lists_where_names_are_expected_exit_2(tmp_path, change):
    doc = yaml.safe_load(SCENARIO)
    change(doc)
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump(doc))
    out, msg, code = run_file(path)
    assert code == 2 and out is None and "\n" not in msg and len(msg) < 600, msg


@pytest.mark.parametrize("text", ["seed: " + "9" * 5000 + "\n", "players: " + "[" * 10000 + "\n",
                                  BOMB + "players: *a8\n"])
def test_hostile_scenario_text_exits_2_quickly(tmp_path, text):
    path = tmp_path / "s.yaml"
    path.write_text(text)
    t = time.process_time()
    out, msg, code = run_file(path)
    assert code == 2 and msg.startswith(str(path)) and len(msg) < 300
    assert time.process_time() - t < 1.0
    path.write_bytes(b"players: [caf\xe9]")
    assert run_file(path)[2] == 2


def test_settings_survive_deep_nesting_and_clamp_the_window(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("[" * 100000 + "]" * 100000)
    assert load_settings(path).size is None
    path.write_text(json.dumps({"size": [16384, 16384], "muted": True}))
    s = load_settings(path)
    assert s.size == (5120, 2880) and s.muted     # clamped to the largest sane window (5K)
    path.write_text(json.dumps({"size": [1280, 800], "auto_advance": 1e400}).replace("1e+400", "1e400"))
    assert load_settings(path).auto_advance is None


def test_every_state_of_real_games_round_trips():
    states = fuzzing.base_states()
    assert len(states) > 100 and any(d["pending"] for d in states) and any(d["board"]["wires"] for d in states)
    for d in states:
        assert GameState.from_dict(d).to_dict() == d


@pytest.mark.parametrize("change, where", [
    (lambda d: d.update(level=[]), "level"),
    (lambda d: d.update(current_index=10**19), "current_index"),
    (lambda d: d["board"]["wires"].append(["short", "pad:A", "pad:B", "rod(0,0)"]), "board.wires"),
    (lambda d: d["players"][0].update(health=10**100), "players[0].health"),
    (lambda d: d["players"][0].update(at=[99, 99]), "players[0].at"),
    (lambda d: d.update(storm_tick=-1), "storm_tick"),
    (lambda d: d["board"].update(supply={"short_wire": 1}), "board.supply"),
    (lambda d: d.update(cheat=1), ""),
    (lambda d: d.update(tile_pile=d["tile_pile"] + d["tile_pile"][:1]), "tile_pile"),
])
def test_a_damaged_save_is_refused_naming_the_field(change, where):
    d = json.loads(json.dumps(fuzzing.base_states()[5]))
    change(d)
    with pytest.raises(SaveError) as info:
        GameState.from_dict(d)
    assert isinstance(info.value, ValueError) and str(info.value).startswith("the saved game is damaged: ")
    assert info.value.path.startswith(where) and len(str(info.value)) < 500


def test_a_state_that_loads_can_always_be_asked_for_its_actions():
    for d in fuzzing.base_states()[::10]:
        assert isinstance(legal_actions(GameState.from_dict(d)), list)


@pytest.mark.parametrize("name", sorted(fuzzing.NONSENSE))
def test_every_value_the_issue_lists_as_nonsense_is_refused(name, tmp_path):
    assert fuzzing.run_nonsense(name, tmp_path / "case") == "refused"


def test_a_scenario_of_endless_actions_is_refused_not_played(tmp_path):
    doc = yaml.safe_load(SCENARIO)
    doc["actions"] = [{"type": "end_actions"} for _ in range(6000)]
    path = tmp_path / "s.yaml"
    path.write_text(yaml.safe_dump(doc))
    out, msg, code = run_file(path)
    assert code == 2 and "at most 5000 actions" in msg


def test_a_megabyte_long_name_is_refused(data_copy):
    lines = problems_after(data_copy, "equipment.yaml", lambda d: d["cards"][0].update(name="N" * 100_000))
    assert any(": name: must be text of 1 to 200 characters, not 'NNNN" in x for x in lines)


def test_an_adventurer_colour_must_be_a_pawn_colour_of_ui_yaml(data_copy):
    lines = problems_after(data_copy, "adventurers.yaml", lambda d: d["adventurers"][0].update(colour="mauve"))
    assert any(line.endswith(": colour: unknown colour 'mauve' (expected white, green, blue, yellow, orange, red)")
               for line in lines)


@posix_only
def test_a_save_file_goes_through_the_guarded_reader(tmp_path):
    from forbidden_sky.sky.core.state import read_save
    good = fuzzing.base_states()[7]
    path = tmp_path / "save.json"
    path.write_text(json.dumps(good))
    assert read_save(path).to_dict() == good
    for text in ("[" * 50000, '{"version": 1, "version": 1}', json.dumps(good).replace('"seed": ', '"seed": 1e400, "x": ', 1)):
        path.write_text(text)
        with pytest.raises(SaveError, match="^the saved game is damaged: save.json: is not valid JSON"):
            read_save(path)
    path.unlink()
    os.mkfifo(path)
    with pytest.raises(SaveError, match="not a regular file"):
        read_save(path)


def test_panels_wider_than_the_window_are_refused():
    with pytest.raises(DataError, match="the side panels leave the board under 200 pixels"):
        parse_ui_config(UI.replace("left_panel: 300", "left_panel: 900", 1))


def test_a_state_the_rules_cannot_answer_is_refused(monkeypatch):
    from forbidden_sky.sky.core import state as state_module
    from forbidden_sky.sky.core.rules import describe, legal_actions
    assert legal_actions in state_module.AFTER_LOAD and describe in state_module.AFTER_LOAD

    def breaks(state):
        raise KeyError("x")
    monkeypatch.setattr(state_module, "AFTER_LOAD", [breaks])
    with pytest.raises(SaveError, match="the rules cannot continue it"):
        GameState.from_dict(fuzzing.base_states()[3])
