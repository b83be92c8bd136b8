"""The data files load into validated specs, and every kind of breakage is named precisely."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest
import yaml

from forbidden_sky.sky.data import DataError, game_data, load_game_data
from forbidden_sky.resources import data_dir


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    dst = tmp_path / "data"
    shutil.copytree(data_dir(), dst)
    return dst


def edit(folder: Path, name: str, change) -> None:
    path = folder / name
    doc = yaml.safe_load(path.read_text())
    change(doc)
    path.write_text(yaml.safe_dump(doc, sort_keys=False))


def problems(folder: Path) -> list[str]:
    with pytest.raises(DataError) as info:
        load_game_data(folder)
    return info.value.problems


def test_the_shipped_data_loads_with_the_rulebook_counts():
    gd = game_data()
    assert len(gd.tiles) == 36
    assert Counter(t.symbol for t in gd.tiles.values()) == {
        "lightning_rod": 5, "teleporter": 6, "gear": 12, "wind_shelter": 3, "faraday_cage": 4, "none": 6}
    assert len(gd.storm_deck()) == 15
    assert Counter(gd.storm_deck()) == {"lightning_strikes": 6, "high_winds": 4, "winds_change_cw": 1,
                                        "winds_change_ccw": 1, "storm_intensifies": 2,
                                        "storm_intensifies_reshuffle": 1}
    assert len(gd.equipment_deck()) == 14 and len(gd.equipment) == 10
    assert sorted(gd.adventurers) == sorted(["electrician", "surveyor", "knotsmith", "navigator", "medic", "climber"])
    assert list(gd.blueprints) == ["novice", "normal", "elite", "legendary"]
    assert gd.components.supply == {"short_wire": 12, "long_wire": 4, "lightning_rod": 6,
                                    "small_capacitor": 6, "large_capacitor": 3, "launch_pad": 1}
    assert gd.storm_meter.skull == len(gd.storm_meter.intensities)


def test_specs_are_frozen():
    gd = game_data()
    with pytest.raises(FrozenInstanceError):
        gd.tiles["t01"].symbol = "gear"  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        gd.blueprints["novice"].lightning_rod = 0  # type: ignore[misc]


def test_reconstructed_values_are_marked():
    gd = game_data()
    assert all(t.reconstructed for t in gd.tiles.values())
    assert gd.storm_meter.reconstructed and gd.components.reconstructed
    assert all(e.reconstructed for e in gd.equipment.values())
    assert not gd.blueprints["novice"].reconstructed and gd.blueprints["legendary"].reconstructed


def test_the_start_grid_is_the_reconstructed_strip():
    gd = game_data()
    cells = {c.tile.id: c for c in gd.start_grid}
    assert {k: v.at for k, v in cells.items()} == {"start_compass": (0, 0), "start_landing_pad": (0, 1),
                                                  "start_teleporter": (0, 2), "start_rod": (0, 3)}
    assert cells["start_rod"].tile.symbol == "lightning_rod"
    assert set(cells["start_compass"].tile.surface) == {"S", "E", "W"}
    assert cells["start_landing_pad"].tile.nets == (("E",), ("W",))


def test_every_tile_has_two_ports_and_every_terminal_in_one_net():
    for t in game_data().tiles.values():
        assert len(t.ports) >= 2, t.id
        terminals = [x for net in t.nets for x in net]
        assert sorted(terminals) == sorted(list(t.ports) + list(t.pads) + (["rod"] if t.has_rod else [])), t.id


def test_the_tile_set_can_complete_every_blueprint():
    gd = game_data()
    halves = Counter(k for t in gd.tiles.values() for k in t.ports.values())
    quarters = sum(len(t.pads) for t in gd.tiles.values())
    for bp in gd.blueprints.values():
        assert halves["small_capacitor"] >= 2 * bp.small_capacitor
        assert halves["large_capacitor"] >= 2 * bp.large_capacitor
        assert 1 + sum(t.has_rod for t in gd.tiles.values()) >= bp.lightning_rod
    assert quarters >= 4


def test_a_net_missing_a_port_is_named(data_copy):
    def change(doc):
        t = next(t for t in doc["tiles"] if t["id"] == "t07")
        t["nets"] = [["N"]]   # E is a port in no net now
    edit(data_copy, "tiles.yaml", change)
    assert "tiles.yaml: t07: nets: port E is in no net" in problems(data_copy)


def test_unknown_symbol_and_bad_edge_are_named(data_copy):
    def change(doc):
        doc["tiles"][0]["symbol"] = "volcano"
        doc["tiles"][1]["surface"] = ["N", "Q"]
    edit(data_copy, "tiles.yaml", change)
    lines = problems(data_copy)
    assert any(l.startswith("tiles.yaml: t01: symbol: unknown symbol 'volcano'") for l in lines)
    assert "tiles.yaml: t02: surface: 'Q' is not an edge (N E S W)" in lines


def test_a_tile_with_one_port_is_refused(data_copy):
    def change(doc):
        t = next(t for t in doc["tiles"] if t["id"] == "t06")
        t["ports"] = {"N": "wire"}
        t["nets"] = [["N"]]
    edit(data_copy, "tiles.yaml", change)
    assert "tiles.yaml: t06: ports: a tile needs at least 2 ports, this one has 1" in problems(data_copy)


def test_wrong_symbol_counts_are_refused(data_copy):
    def change(doc):
        doc["tiles"][35]["symbol"] = "gear"   # a plain tile becomes a 13th gear
    edit(data_copy, "tiles.yaml", change)
    lines = problems(data_copy)
    assert "tiles.yaml: tiles: symbol: the rulebook has 12 gear tiles, this file has 13" in lines
    assert "tiles.yaml: tiles: symbol: the rulebook has 6 none tiles, this file has 5" in lines


def test_a_missing_tile_and_a_duplicate_id_are_refused(data_copy):
    def change(doc):
        doc["tiles"][1]["id"] = "t01"
        doc["tiles"].pop()
    edit(data_copy, "tiles.yaml", change)
    lines = problems(data_copy)
    assert "tiles.yaml: t01: id: is used more than once" in lines


def test_rod_terminal_only_on_rod_tiles(data_copy):
    def change(doc):
        t = next(t for t in doc["tiles"] if t["id"] == "t06")
        t["nets"] = [["N", "S", "rod"]]
    edit(data_copy, "tiles.yaml", change)
    assert "tiles.yaml: t06: nets: 'rod' is only on a lightning_rod tile" in problems(data_copy)


def test_storm_deck_mix_and_unknown_effect(data_copy):
    def change(doc):
        doc["cards"][0]["count"] = 5
        doc["cards"][1]["effect"] = "hail"
    edit(data_copy, "storm_cards.yaml", change)
    lines = problems(data_copy)
    assert any(l.startswith("storm_cards.yaml: high_winds: effect: unknown effect 'hail'") for l in lines)


def test_storm_count_off_by_one(data_copy):
    edit(data_copy, "storm_cards.yaml", lambda d: d["cards"][0].__setitem__("count", 7))
    assert any(l.startswith("storm_cards.yaml: cards: count: the deck must be 15 cards") for l in problems(data_copy))


def test_winds_change_needs_a_direction(data_copy):
    edit(data_copy, "storm_cards.yaml", lambda d: d["cards"][2].pop("turn"))
    assert "storm_cards.yaml: winds_change_cw: turn: a winds_change card needs turn: cw or ccw" in problems(data_copy)


def test_equipment_count_and_types(data_copy):
    def change(doc):
        doc["cards"][0]["copies"] = "three"
    edit(data_copy, "equipment.yaml", change)
    assert "equipment.yaml: jet_pack: copies: must be a whole number, not 'three'" in problems(data_copy)


def test_equipment_deck_must_hold_14(data_copy):
    edit(data_copy, "equipment.yaml", lambda d: d["cards"][0].__setitem__("copies", 4))
    assert "equipment.yaml: cards: copies: the Equipment deck has 14 cards, these copies add up to 15" in problems(data_copy)


def test_adventurer_missing_key(data_copy):
    edit(data_copy, "adventurers.yaml", lambda d: d["adventurers"][3].pop("health"))
    assert "adventurers.yaml: navigator: health: missing" in problems(data_copy)


def test_adventurer_count(data_copy):
    edit(data_copy, "adventurers.yaml", lambda d: d["adventurers"].pop())
    assert "adventurers.yaml: adventurers: there are 6 adventurers, this file has 5" in problems(data_copy)


def test_blueprint_beyond_the_supply(data_copy):
    edit(data_copy, "blueprints.yaml", lambda d: d["blueprints"][3].__setitem__("large_capacitor", 4))
    assert "blueprints.yaml: legendary: large_capacitor: needs 4, the supply holds 3" in problems(data_copy)


def test_blueprint_levels(data_copy):
    edit(data_copy, "blueprints.yaml", lambda d: d["blueprints"].pop(1))
    assert "blueprints.yaml: blueprints: id: needs exactly the 4 levels novice normal elite legendary" in problems(data_copy)


def test_storm_meter_bad_values(data_copy):
    def change(doc):
        doc["intensities"] = [2, 0, 3]
    edit(data_copy, "storm_meter.yaml", change)
    assert "storm_meter.yaml: intensities: must be a list of 1 to 200 whole numbers from 1 to 20" in problems(data_copy)


def test_storm_meter_start_on_skull(data_copy):
    edit(data_copy, "storm_meter.yaml", lambda d: d["start_tick"].__setitem__(5, 17))
    assert "storm_meter.yaml: start_tick: 5: must be a tick index below the skull" in problems(data_copy)


def test_components_supply_must_match_the_box(data_copy):
    edit(data_copy, "components.yaml", lambda d: d["supply"].__setitem__("short_wire", 10))
    assert "components.yaml: supply: short_wire: the box holds 12, not 10" in problems(data_copy)


def test_components_bad_radius(data_copy):
    edit(data_copy, "components.yaml", lambda d: d["radii"].__setitem__("small_capacitor", -1))
    assert "components.yaml: radii: small_capacitor: must be a number above 0 and at most 1, not -1" in problems(data_copy)


def test_invalid_yaml_names_the_line(data_copy):
    (data_copy / "blueprints.yaml").write_text("blueprints:\n  - id: novice\n   name: [oops\n")
    lines = problems(data_copy)
    assert len(lines) == 1 and lines[0].startswith("blueprints.yaml: is not valid YAML (line ")


def test_missing_file(data_copy):
    (data_copy / "equipment.yaml").unlink()
    assert any(l.startswith("equipment.yaml: cannot be read") for l in problems(data_copy))


def test_yaml_tags_are_not_executed(data_copy):
    # safe_load refuses python tags: a hostile data file cannot run code
    (data_copy / "storm_meter.yaml").write_text("intensities: !!python/object/apply:os.system ['true']\n")
    lines = problems(data_copy)
    assert lines and lines[0].startswith("storm_meter.yaml: is not valid YAML")


def test_every_problem_is_reported_not_just_the_first(data_copy):
    edit(data_copy, "adventurers.yaml", lambda d: d["adventurers"][0].pop("rope"))
    edit(data_copy, "components.yaml", lambda d: d["supply"].__setitem__("launch_pad", 2))
    lines = problems(data_copy)
    assert "adventurers.yaml: electrician: rope: missing" in lines
    assert "components.yaml: supply: launch_pad: the box holds 1, not 2" in lines


def test_the_program_stops_with_the_message_and_status_2(data_copy):
    edit(data_copy, "tiles.yaml", lambda d: d["tiles"][6].__setitem__("nets", [["N"]]))
    env = {"FORBIDDEN_SKY_ASSETS": str(data_copy.parent), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PATH": ""}
    run = subprocess.run([sys.executable, "-m", "forbidden_sky", "--frames", "1"], env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert "tiles.yaml: t07: nets: port E is in no net" in run.stderr
    assert "Traceback" not in run.stderr


def test_a_net_with_a_nested_list_is_a_problem_not_a_crash(data_copy):
    edit(data_copy, "tiles.yaml", lambda d: d["tiles"][0].__setitem__("nets", [[["N"], "S", "rod"]]))
    lines = problems(data_copy)
    assert any(l.startswith("tiles.yaml: t01: nets: must be a list of lists of terminal names") for l in lines)


def test_a_file_that_is_not_utf8_is_named(data_copy):
    with open(data_copy / "adventurers.yaml", "ab") as f:
        f.write(b"\xff\xfe")
    lines = problems(data_copy)
    assert any(l.startswith("adventurers.yaml: is not UTF-8 text") for l in lines)


def test_the_equipment_deck_must_hold_the_right_cards(data_copy):
    def change(doc):
        doc["cards"] = [c for c in doc["cards"] if c["id"] != "remote_fuser"]
        next(c for c in doc["cards"] if c["id"] == "jet_pack")["copies"] = 4
    edit(data_copy, "equipment.yaml", change)
    lines = problems(data_copy)
    assert "equipment.yaml: remote_fuser: is missing from the Equipment deck" in lines
    assert "equipment.yaml: jet_pack: copies: the deck holds 3, not 4" in lines


def test_a_wire_length_that_is_not_a_mapping_is_named(data_copy):
    edit(data_copy, "components.yaml", lambda d: d["wires"].__setitem__("short", 5))
    assert "components.yaml: wires: short: must be a mapping like {length: 1.0}, not 5" in problems(data_copy)


def test_the_skull_is_right_after_the_last_tick(data_copy):
    edit(data_copy, "storm_meter.yaml", lambda d: d.__setitem__("skull", 9))
    assert "storm_meter.yaml: skull: the skull is the tick right after the last intensity: 15, not 9" in problems(data_copy)


@pytest.mark.parametrize("name", ["tiles.yaml", "storm_cards.yaml", "equipment.yaml", "adventurers.yaml",
                                  "blueprints.yaml", "storm_meter.yaml", "components.yaml"])
@pytest.mark.parametrize("garbage", ["[1, 2, 3]\n", "cards: {a: 1}\ntiles: 7\nadventurers: [[]]\n",
                                     "tiles: [{id: t01, nets: [[{x: 1}]], ports: {N: [wire]}}]\n",
                                     "intensities: [a]\nstart_tick: {2: x}\nsupply: []\n"])
def test_any_shape_of_garbage_is_reported_never_raised(data_copy, name, garbage):
    (data_copy / name).write_text(garbage)
    lines = problems(data_copy)
    assert lines and all(l.startswith(name) or ":" in l for l in lines)
    assert any(l.startswith(name) for l in lines)
