"""Foresight (issue 13) with issue 12's settings, keys and focus rings and issue 11's records:
the five switches on the settings screen (saved), D and H in the key table and the key help, the
foresight buttons in the Tab ring, hints kept in the game's record, and the end screen's turning
point playing on from just before it as a branch record."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from forbidden_sky.records import RecordError, parse_record, replay
from forbidden_sky.app.app import App
from forbidden_sky.shell.scene import Goto
from forbidden_sky.sky.ui.scenes.settings import ROWS
from forbidden_sky.shell.settings import Settings, load_settings
from forbidden_sky.sky.ui.words import KEY_HELP

from ui_helpers import click, frame, game, key, lose_from_continue, settle

SAMPLES = Path(__file__).resolve().parents[1] / "records"
SWITCHES = ("overlay", "forecast", "circuit", "hint", "why")



def test_the_five_switches_are_on_the_settings_screen_and_saved(tmp_path):
    path = tmp_path / "settings.json"
    app = App(size=(1280, 800), mute=True, strict=True, settings=Settings(), settings_path=path)
    try:
        sc = game(app)
        assert sc.foresight.prefs.overlay and sc.foresight.prefs.hint
        key(app, pygame.K_F2)
        st = app.top
        assert all(f"foresight_{k}" in ROWS for k in SWITCHES)
        rows = {name: right for name, _row, _left, right in st.rows}
        for k in ("overlay", "hint"):
            click(app, rows[f"foresight_{k}"].center)           # On -> Off
        frame(app)
        saved = json.loads(path.read_text())
        assert saved["foresight"] == {"overlay": False, "hint": False}
        assert load_settings(path).extra["foresight"] == {"overlay": False, "hint": False}
        # the game under the settings reads them at once: no Danger and no Hint buttons
        assert not sc.foresight.prefs.overlay and not sc.foresight.prefs.hint and sc.foresight.prefs.forecast
        assert sc.fore_view.buttons(sc) == []
        # every row fits inside the panel
        assert all(st.rect.contains(row) for _n, row, _l, _r in st.rows)
        key(app, pygame.K_ESCAPE)
        key(app, pygame.K_d)                                       # the switch is off: D does nothing
        assert not sc.foresight.overlay_on
    finally:
        app.close()


def test_a_damaged_foresight_setting_is_dropped_on_load(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"foresight": {"overlay": "yes", "hint": False, "nonsense": True}}))
    assert load_settings(path).extra["foresight"] == {"hint": False}
    path.write_text(json.dumps({"foresight": [1, 2]}))
    assert load_settings(path).extra["foresight"] == {}


def test_d_and_h_are_in_the_key_help_and_the_buttons_in_the_tab_ring(app):
    keys = {k for k, _ in KEY_HELP}
    assert {"D", "H"} <= keys
    sc = game(app)
    ring = sc.buttons.bar + sc.context_buttons()
    assert sc.fore_view.danger in ring and sc.fore_view.hint in ring
    for _ in range(ring.index(sc.fore_view.danger) + 1):
        key(app, pygame.K_TAB)
    assert sc.fore_view.danger.focused
    key(app, pygame.K_RETURN)
    assert sc.foresight.overlay_on
    key(app, pygame.K_d)
    assert not sc.foresight.overlay_on                          # once a press, not twice


def test_the_foresight_buttons_follow_the_ui_scale(app):
    sc = game(app)
    small = sc.fore_view.danger.rect.size
    app.change_setting("ui_scale", 1.5)
    frame(app)
    big = sc.fore_view.danger.rect.size
    assert big[0] > small[0] and big[1] > small[1]


def _hint(step: int, turn: int = 1) -> dict:
    return {"turn": turn, "step": step, "player": "navigator", "action": {"type": "end_actions"},
            "reason": "safe", "text": "End the turn: nobody is at risk.", "played": False, "seconds": 0.5}


def test_hints_are_kept_in_the_record_and_come_back_on_continue(rapp, store):
    from forbidden_sky.sky.ui.session import Setup
    rapp.apply(Goto("game", {"setup": Setup(["navigator", "medic"], "novice", 4)}))
    g = rapp.top
    g.session.hints.append(_hint(0))
    legal = [a for a in g.session.legal() if a.type != "end_actions"]
    g.do(legal[0])
    settle(rapp, g)
    rec = store.load(store.folder / f"{g.recording.record.id}.json")
    assert [h["text"] for h in rec.hints] == [_hint(0)["text"]]
    assert json.loads((store.folder / f"{rec.id}.json").read_text())["hints"][0]["step"] == 0
    rapp.apply(Goto("title"))
    key(rapp, pygame.K_RETURN)                                       # Continue
    again = rapp.top
    assert type(again).__name__ == "GameScene" and again.session.hints == list(rec.hints)


def test_a_record_without_hints_writes_none_and_bad_hints_are_refused():
    doc = json.loads((SAMPLES / "loss-electrocuted-novice.json").read_text())
    assert "hints" not in doc
    rec = parse_record(doc)
    assert rec.hints == () and "hints" not in rec.to_json()
    doc["hints"] = [_hint(3)]
    assert parse_record(doc).hints[0]["step"] == 3
    # a step past the actions is a hint given before an undo: kept (refusing it would lose the game)
    doc["hints"] = [_hint(len(doc["actions"]) + 1)]
    assert parse_record(doc).hints[0]["step"] == len(doc["actions"]) + 1
    for bad in ("many", [_hint(5001)], [_hint(0, turn=10_001)], [{**_hint(0), "player": "climber"}],
                [{**_hint(0), "note": "x"}], [{**_hint(0), "action": {"type": "fly"}}],
                [{**_hint(0), "played": "yes"}], [{**_hint(0), "seconds": -1}]):
        doc["hints"] = bad
        with pytest.raises(RecordError):
            parse_record(doc)


def test_the_turning_point_plays_on_from_just_before_it_as_a_branch(rapp, store):
    full, g, end = lose_from_continue(rapp, store)
    assert type(end).__name__ == "EndScene" and end.why is not None
    if end.why.turn is None or not end.why.index:
        pytest.skip("this game had no turning point")
    assert end.why.rewind is not None
    upto = end.why.upto
    # the focus ring reaches it after the end buttons (Play again, Rewind, New game, Quit, Show, Play on)
    ring = end.buttons + end.why.buttons
    for _ in range(ring.index(end.why.rewind) + 1):
        key(rapp, pygame.K_TAB)
    assert end.why.rewind.focused
    frame(rapp)
    key(rapp, pygame.K_RETURN)
    frame(rapp)
    new = rapp.top
    assert type(new).__name__ == "GameScene"
    branch = new.recording.record.branch
    assert branch is not None and branch.actions == upto and branch.game == "nearly"
    assert new.state.to_dict() == replay(full, upto, check_outcome=False).final.to_dict()
    assert store.load(store.folder / "nearly.json").outcome == "lost:electrocuted"   # the original stays
