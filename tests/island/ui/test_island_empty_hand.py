"""An adventurer with no card says so in the team panel: a muted "No cards" in the row where
the cards would lie, in the player's language (seen in the window: an empty row under the name,
as if something had failed to draw)."""

import pygame
import pytest
from island_ui_helpers import drawn_in

from forbidden_sky.island.core import new_game
from forbidden_sky.shell import drawn


@pytest.mark.parametrize("lang, words", [("en", "No cards"), ("es", "Sin cartas")])
def test_an_empty_hand_says_no_cards(lang, words):
    s = new_game(["diver", "messenger"], "novice", 7).with_hand("messenger", ())
    assert s.hand("diver"), "the other hand holds cards"
    rec, sc, host = drawn_in(lang, (1280, 800), s)
    said = [m for m in rec.marks if m.kind == "text" and m.label == words]
    assert len(said) == 1, [m.label for m in rec.marks if m.kind == "text"]
    empty, full = sc.rect_of(("player", "messenger")), sc.rect_of(("player", "diver"))
    name = next(m for m in rec.marks if m.kind == "text" and m.owner == "player messenger")
    line = pygame.Rect(said[0].rect)
    assert empty.contains(line) and not full.colliderect(line)       # in the empty hand's row only
    assert line.top >= pygame.Rect(name.rect).bottom                  # under the name, where the cards would lie
    assert sc.theme.c.text_dim in {host.screen.get_at(p)[:3] for p in _pixels(line)}   # muted
    assert not drawn.problems(rec)


def _pixels(r):
    return [(x, y) for x in range(r.left, r.right) for y in range(r.top, r.bottom)]
