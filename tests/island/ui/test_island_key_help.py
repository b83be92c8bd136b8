"""Island's key help at the foot: the longest version whose lines all fit, never cut off with
an ellipsis; the shorter ones point to F1, where the rules overlay lists every key."""

from __future__ import annotations

import pygame
import pytest

from forbidden_sky import i18n
from forbidden_sky.island.ui.keys import HELP, HELP_LEAST, HELP_TINY
from forbidden_sky.island.ui.overlays import keys_text
from forbidden_sky.island.ui.scenes.rules import rules_text
from forbidden_sky.shell.theme import Theme


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_key_help_always_fits_whole(lang, scale):
    pygame.font.init()
    th = Theme(scale)
    i18n.set_language(lang)
    line = th.font("regular", "tiny").get_linesize()
    chosen = set()
    for width in range(th.px(60), th.px(1400), th.px(40)):
        for rows in (1, 2, 3):
            r = pygame.Rect(0, 0, width, rows * line)
            text = keys_text(th, r)
            chosen.add(text)
            lines = th.wrap(text, r.width, "regular", "tiny")
            assert len(lines) <= rows or text.endswith("…"), (width, rows, text)
            assert "…" not in text or th.font("regular", "tiny").size(i18n.tr(HELP_LEAST))[0] > width
    assert {i18n.tr(HELP), i18n.tr(HELP_TINY)} <= chosen


def test_every_key_is_in_the_rules_overlay_the_short_help_points_to():
    keys = dict(rules_text())["Keys"]
    assert i18n.tr(HELP) in keys
