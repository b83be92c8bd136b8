"""The current player's line in the team panel is whole in both languages at the smallest
window (seen at 1024x640 in Spanish: "Submarinista · le quedan …"): too long for the row, the
actions left are said shorter ("Submarinista · 3 acciones"), never cut."""

import pytest
from island_ui_helpers import drawn_in

from forbidden_sky.engine.values import evolve
from forbidden_sky.island.core import Phase, new_game


def _rows(lang, size, state):
    rec, _, _ = drawn_in(lang, size, state)
    return {m.owner.removeprefix("player "): m.label for m in rec.marks if m.kind == "text" and m.owner.startswith("player ")}


TEAM = ["diver", "messenger", "explorer", "navigator"]


@pytest.mark.parametrize("lang, size, line", [
    ("en", (1024, 640), "Diver · 3 actions left"),
    ("es", (1024, 640), "Submarinista · 3 acciones"),
    ("en", (1280, 800), "Diver · 3 actions left"),
    ("es", (1280, 800), "Submarinista · le quedan 3 acciones"),     # the whole wording where it fits
])
def test_the_actions_left_are_whole_on_the_current_row(lang, size, line):
    rows = _rows(lang, size, new_game(TEAM, "novice", 7))
    assert rows["diver"] == line, rows
    assert not any(label.endswith("…") for label in rows.values()), rows


@pytest.mark.parametrize("lang, line", [("en", "Diver · drawing"), ("es", "Submarinista · roba cartas")])
def test_the_draw_is_whole_on_the_current_row(lang, line):
    rows = _rows(lang, (1024, 640), evolve(new_game(TEAM, "novice", 7), phase=Phase.FLOOD, draws_left=2))
    assert rows["diver"] == line, rows


def test_one_action_left_is_said_in_the_singular():
    rows = _rows("es", (1024, 640), evolve(new_game(TEAM, "novice", 7), actions_left=1))
    assert rows["diver"] == "Submarinista · 1 acción", rows
