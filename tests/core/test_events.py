"""Typed events (sky/core/events.py): one frozen class per type, the JSON the records and the
scenario outputs always had, and back again."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
import yaml

from forbidden_sky.sky.core import Action, OutcomeCode, apply, new_game
from forbidden_sky.sky.core.events import (
    EVENT_CLASSES, EVENT_TYPES, REVEALS, CoverPlay, EquipmentPlayed, GameOver, JetPackPlay, Moved, WindMove, WindsBlew,
    WireAdded, event_from_dict,
)
from forbidden_sky.engine.scenario import run_file
from forbidden_sky.sky.core.scenario import build

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.yaml"))


def test_every_class_names_its_type_once_and_is_frozen():
    assert len(EVENT_TYPES) == 27 and set(EVENT_CLASSES) == EVENT_TYPES
    assert all(cls.type == t for t, cls in EVENT_CLASSES.items())
    assert REVEALS == {"tile_scouted", "equipment_drawn", "storm_card_drawn", "storm_deck_reshuffled", "storm_cards_seen"}
    e = Moved("medic", ((0, 1), (0, 2)), "medic")
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.player = "navigator"  # type: ignore[misc]
    assert not e.reveals and e == Moved("medic", ((0, 1), (0, 2)), "medic")


def test_the_json_is_the_shape_it_always_was():
    assert Moved("medic", ((0, 2), (3, 2)), "medic", flew=True).to_dict() == {
        "type": "moved", "player": "medic", "path": [[0, 2], [3, 2]], "by": "medic", "flew": True}
    blown = WindsBlew("S", (WindMove("medic", (0, 1), (0, 1), 1, blocked="sky"),
                            WindMove("climber", (1, 1), (1, 2), 0, crossed_clouds=True)))
    assert blown.to_dict() == {"type": "winds_blew", "direction": "S", "moves": [
        {"player": "medic", "from": [0, 1], "to": [0, 1], "rope_lost": 1, "blocked": "sky"},
        {"player": "climber", "from": [1, 1], "to": [1, 2], "rope_lost": 0, "crossed_clouds": True}]}
    # an equipment card's own fields sit beside player and card; a None that was always written stays
    assert EquipmentPlayed("medic", "jet_pack", JetPackPlay((2, 1), None)).to_dict() == {
        "type": "equipment_played", "player": "medic", "card": "jet_pack", "to": [2, 1], "target": None}
    assert EquipmentPlayed("medic", "strike_shield", CoverPlay(("medic",))).to_dict() == {
        "type": "equipment_played", "player": "medic", "card": "strike_shield", "players": ["medic"]}
    over = GameOver(OutcomeCode.FALL, "A rope snapped.", 7).to_dict()
    assert over == {"type": "game_over", "outcome": "lost:fall", "cause": "A rope snapped.", "turn": 7}
    assert type(over["outcome"]) is str


def test_a_wire_says_how_it_was_laid():
    """The documented payload was ``free``; the core always wrote ``how``: now one name."""
    doc = yaml.safe_load((SCENARIOS[0].parent / "power_electrician_free_wire.yaml").read_text())
    s, (free,), _ = build(doc)
    _, ev = apply(s, free)
    (added,) = [e for e in ev if isinstance(e, WireAdded)]
    assert added.how == "free" and added.by == "electrician" and added.to_dict()["how"] == "free"
    _, ev = apply(s, free._replace(free=False))
    assert [e.how for e in ev if isinstance(e, WireAdded)] == ["action"]
    assert [f.name for f in dataclasses.fields(WireAdded)] == ["kind", "a", "b", "by", "how"]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_scenario_event_reads_back_to_itself(path):
    out, _, _ = run_file(path)
    for d in (out or {}).get("events", []):
        e = event_from_dict(d)
        assert type(e) is EVENT_CLASSES[d["type"]] and e.to_dict() == d


def test_a_game_of_events_reads_back_to_the_same_values():
    s = new_game(["medic", "navigator"], seed=3)
    s, ev = apply(s, Action("move", to=(0, 2)))
    s, more = apply(s, Action("end_actions"))
    for e in ev + more:
        assert event_from_dict(e.to_dict()) == e


@pytest.mark.parametrize("doc, why", [
    ([], "an event is a mapping"),
    ({"type": "exploded"}, "unknown event type"),
    ({"type": "moved", "player": "medic"}, "moved: .*missing"),
    ({"type": "turn_began", "player": "medic", "turn": 2, "extra": 1}, "unknown fields"),
    ({"type": "moved", "player": "medic", "path": 5, "by": "medic"}, "expected a list"),
    ({"type": "equipment_played", "player": "medic", "card": "x", "colour": "red"}, "no card plays"),
    ({"type": "game_over", "outcome": "lost:boredom", "cause": "", "turn": 1}, "lost:boredom"),
    ({"type": "wire_added", "kind": "short", "a": "pad:A", "b": "rod(0,0)", "by": "medic", "how": "magic"}, "action, free"),
])
def test_a_damaged_event_is_refused_in_words(doc, why):
    with pytest.raises(ValueError, match=why):
        event_from_dict(doc)
