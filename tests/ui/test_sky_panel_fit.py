"""Sky's storm panel in a longer language on a short window (seen at 1024x640 in Spanish): the
supply's counts stay whole, and a small storm card's glyph keeps clear of its name."""

from __future__ import annotations

import re

import pygame
import pytest

from forbidden_sky.i18n import set_language
from forbidden_sky.shell import drawn
from forbidden_sky.shell.theme import Theme
from forbidden_sky.sky.core import new_game
from forbidden_sky.sky.ui.play.cards import small_glyph

from ui_helpers import frame, game


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_every_supply_count_is_drawn_whole(app, lang, size):
    # Spanish at 1024x640 read "Pararra…": the lightning rods' count was cut off with the word
    app._resize(size)
    set_language(lang)
    try:
        sc = game(app, players=("electrician", "navigator"), seed=7)
        sc.panels.invalidate()
        with drawn.collecting(app.screen.get_size()) as rec:
            frame(app)
        supply = sc.panels.hits["supply"]
        assert len(supply) == 6
        said = [m for m in rec.marks if m.kind == "text"]
        for rect, key in supply:
            inside = [m.label for m in said if pygame.Rect(m.rect).colliderect(rect)]
            assert len(inside) == 1, (key, inside)
            n = sc.told.state.board.supply.get(key, 0)
            assert re.search(rf"(^|\s){n}$", inside[0]), (key, inside[0])
            assert "…" not in inside[0], (key, inside[0])
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("card_size", [(66, 70), (78, 96)])
def test_a_small_storm_cards_glyph_sits_below_its_name(lang, card_size):
    # every Spanish name but one takes two or more lines on a small card: the glyph drawn at its
    # fixed place ran through the words ("Vientos fuertes" crossed by the arrow)
    pygame.font.init()
    set_language(lang)
    try:
        th = Theme(1.0)
        state = new_game(["electrician", "navigator"])
        r = pygame.Rect(0, 0, *card_size)
        for spec in state.data.storm_cards.values():
            from forbidden_sky.i18n import tr
            lines = th.wrap(tr(spec.name), r.width - th.px(10), "bold", "tiny")
            gy, gr = small_glyph(th, r, len(lines))
            name_bottom = r.top + th.px(6) + th.px(12) * len(lines)
            assert gy - gr >= name_bottom, (spec.name, lines)
            assert gy + gr <= r.bottom, (spec.name, lines)
    finally:
        set_language("en")
