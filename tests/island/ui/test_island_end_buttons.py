"""The end of an Island game has buttons (a mouse alone could only leave by Menu): Play again
(the same team and level on a new island), the turning point's replay for a lost recorded
game (R), the title (Esc); every word inside the box, at 1024 and 1280, in both languages."""

from __future__ import annotations

import pytest
from island_ui_helpers import Host, click, key, settle

import pygame

from forbidden_sky.i18n import set_language
from forbidden_sky.island.ai import make_bot
from forbidden_sky.island.core import apply, new_game
from forbidden_sky.island.ui.scene import IslandScene
from forbidden_sky.island.ui.session import Setup
from forbidden_sky.records.format import new_record
from forbidden_sky.shell import drawn
from forbidden_sky.shell.scene import Goto

PLAYERS = ["engineer", "pilot", "diver", "explorer"]
# a four-player Elite game the strong bot loses with a turning point (the chance fell on one step)
LOST = 2


def _finished(host, seed=LOST, level="elite", recorded=True):
    """A strong-bot game played to its end, opened on the screen (from its record: the
    recorded kind, whose loss has a turning point to replay)."""
    s = new_game(PLAYERS, level, seed)
    bot, states, actions = make_bot("strong", seed), [s], []
    while not s.over:
        a = bot.pick(s)
        s, _ = apply(s, a)
        states.append(s)
        actions.append(a)
    code = "won" if s.outcome == "won" else "lost:" + s.cause.value
    rec = new_record(PLAYERS, level, seed, game="island").with_play(
        tuple((st.turn, a) for st, a in zip(states, actions, strict=False)), code, s.turn)
    sc = IslandScene(host, Setup(PLAYERS, level, seed), record=rec if recorded else None, state=None if recorded else s)
    sc.update(1 / 60)
    settle(sc)
    return sc


def _button(sc, action):
    return next(b for b in sc.end_buttons() if b.action == action)


def test_a_lost_games_end_has_play_again_the_turning_point_and_the_title():
    host = Host((1280, 800))
    sc = _finished(host)
    assert sc.session.now.outcome == "lost"
    assert [b.action for b in sc.end_buttons()] == ["again", "turning", "title"]
    cmd = click(sc, _button(sc, "again").rect.center)
    assert isinstance(cmd, Goto) and cmd.to == "island_game"
    setup = cmd.args["setup"]
    assert list(setup.players) == PLAYERS and setup.level == "elite"
    cmd = click(sc, _button(sc, "turning").rect.center)
    assert isinstance(cmd, Goto) and cmd.to == "island_replay" and cmd.args["start"] == sc.why.before
    assert key(sc, pygame.K_r).to == "island_replay"           # the key says the same
    cmd = click(sc, _button(sc, "title").rect.center)
    assert isinstance(cmd, Goto) and cmd.to == "title"


def test_the_board_under_the_end_box_takes_no_click():
    host = Host((1280, 800))
    sc = _finished(host)
    box = sc.end_buttons()[0].rect
    assert click(sc, (box.left - 200, box.centery)) is None


def test_a_position_that_was_never_recorded_has_no_turning_point_button():
    host = Host((1280, 800))
    s = new_game(PLAYERS, "elite", LOST)
    bot = make_bot("strong", LOST)
    while not s.over:
        s, _ = apply(s, bot.pick(s))
    assert s.outcome == "lost"
    sc = IslandScene(host, Setup(PLAYERS, "elite", LOST), state=s)
    sc.update(1 / 60)
    settle(sc)
    assert [b.action for b in sc.end_buttons()] == ["again", "title"]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_end_box_keeps_its_words_and_buttons_apart(size, lang):
    set_language(lang)
    try:
        host = Host(size)
        sc = _finished(host)
        with drawn.collecting(host.screen.get_size()) as rec:
            sc.draw(host.screen)
        assert not drawn.problems(rec), drawn.problems(rec)
        labels = [m.label for m in rec.marks if m.kind == "control"]
        for b in sc.end_buttons():
            assert b.shown() in labels
    finally:
        set_language("en")


def test_the_guided_games_end_leaves_its_buttons_to_the_guides_bar():
    # its bar says Title and Play a game: the end box showed the same twice over
    from forbidden_sky.island.ui.scenes.tutorial import IslandTutorialScene
    host = Host((1280, 800))
    first = IslandTutorialScene(host)
    last = IslandTutorialScene(host, step=len(first.guide.steps) - 1)
    for _ in range(300):
        last.update(1 / 30)
    assert last.session.now.outcome == "won" and last.end_buttons() == []
