"""The table panel's headings are whole in both languages at the smallest window: a heading
longer in Spanish steps down a size before it is cut (seen at 1024x640: "Cartas de inundaci…")."""

import pytest
from island_ui_helpers import Host, scene, settle

from forbidden_sky import i18n
from forbidden_sky.island.core import new_game
from forbidden_sky.shell import drawn


@pytest.mark.parametrize("lang, heads", [("en", ("Treasure cards", "Flood cards")),
                                         ("es", ("Cartas de tesoro", "Cartas de inundación"))])
def test_the_pile_headings_are_whole_at_1024(lang, heads):
    before = i18n.language()
    i18n.set_language(lang)
    try:
        host = Host((1024, 640))
        host.settings.auto_advance = 0
        sc = scene(host, state=new_game(["diver", "messenger"], "novice", 7))
        settle(sc)
        with drawn.collecting(host.screen.get_size()) as rec:
            sc.draw(host.screen)
    finally:
        i18n.set_language(before)
    said = [m.label for m in rec.marks if m.kind == "text"]
    for head in heads:
        assert head in said, [s for s in said if s.startswith(head[:6])]
    assert not any(s.endswith("…") for s in said if s.startswith(heads[1][:6]))
