"""Issue 20: Forbidden Island's guided first game, played through the screen with synthetic mouse
events on the real island (drags of pawns and cards, clicks on tiles, buttons and questions)
from the first step to the lift-off and the hand-over; a wrong action answered and not done;
Skip and Back; the title's Learn to play; every step's text in its bar and its lights on screen."""

import json

import pygame
import pytest

from forbidden_sky.engine.guide import load_guide, position
from forbidden_sky.resources import asset
from forbidden_sky.shell.scene import Goto

from ui_helpers import click, drag, frame, key

GUIDE = asset("tutorial", "island.yaml")


def _open(app, step=0):
    app.apply(Goto("island_tutorial", {"step": step}))
    sc = app.top
    frame(app, 3)
    return sc


def _quiet(app, sc, upto=None):
    """Animations played and the cards that come by themselves drawn: the guide moves on."""
    for _ in range(4000):
        if not sc.queue.busy and not sc.watcher.done and (upto is None or sc.step.id == upto):
            break
        app.step(1 / 30)
    frame(app, 2)
    assert not sc.queue.busy


def _tile(sc, tile):
    return sc.view.cell_rect(sc.session.now.cell(tile)).center


def _pawn(sc, pid):
    x, y = sc.pic.pawn[pid]
    return int(x), int(y)


def _hit(sc, *target):
    return sc.rect_of(target).center


def _button(sc, action):
    return next(b for b in sc.buttons if b.action == action).rect.center


def _bar(app, sc, action):
    b = next(b for b in sc.coach.buttons if b.action == action)
    click(app, b.rect.center)
    frame(app, 2)


def _answer(app, sc, label_start):
    """Click the open question's answer whose label starts so."""
    assert sc.prompt is not None, "a question should be open"
    b = next(b for b in sc.prompt.buttons if b.label.startswith(label_start))
    click(app, b.rect.center)
    frame(app, 2)


def _at(sc, step_id):
    assert sc.step.id == step_id, f"on step {sc.step.id}, expected {step_id}"


def test_the_guided_game_is_played_through_the_screen_start_to_lift_off(app):
    sc = _open(app)
    _at(sc, "move")
    drag(app, _pawn(sc, "pilot"), _tile(sc, "gold_gate"))
    _quiet(app, sc)
    s = sc.session.now
    assert s.place[s.at("pilot")] == "gold_gate" and s.actions_left == 2
    _at(sc, "shore")
    click(app, _tile(sc, "cave_of_embers"))
    _quiet(app, sc)
    _at(sc, "fly")
    drag(app, _pawn(sc, "pilot"), _tile(sc, "tidal_palace"))
    _quiet(app, sc)
    _at(sc, "treasure")
    assert sc.session.now.phase == "draw_treasure" and sc.session.now.draws_left == 2   # nothing drawn by itself
    click(app, _button(sc, "next_card"))
    _quiet(app, sc)
    _at(sc, "hand_limit")
    assert sc.prompt is not None and [b.label for b in sc.prompt.buttons][:1] == ["Discard the Earth Stone"]
    _answer(app, sc, "Discard the Earth Stone")
    _quiet(app, sc)
    _at(sc, "waters_rise")
    s = sc.session.now
    assert s.water == 3 and s.phase == "flood" and s.flood_discard == () and s.draws_left == 3
    click(app, _button(sc, "next_card"))               # a step that only shows: not now
    frame(app, 2)
    assert sc.session.now is s and sc.nudges == 1
    _bar(app, sc, "next")
    _at(sc, "flood")
    click(app, _button(sc, "next_card"))
    _quiet(app, sc)
    _at(sc, "swim")
    s = sc.session.now
    assert s.status[s.cell("dunes_of_deception")] == 2 and s.status[s.cell("cave_of_embers")] == 1
    drag(app, _pawn(sc, "engineer"), _tile(sc, "tidal_palace"))
    _quiet(app, sc)
    _at(sc, "give")
    assert sc.session.now.current == "engineer" and sc.session.now.phase == "actions"
    drag(app, _hit(sc, "card", "engineer", "oceans_chalice"), _hit(sc, "player", "pilot"))
    _quiet(app, sc)
    _at(sc, "sandbags")
    assert sc.session.now.pending and sc.prompt is not None
    assert [b.label for b in sc.prompt.buttons][:1] == ["Play Sandbags"]   # only what the step asks for
    sc.prompt = None                                   # the card itself, dragged, does it too
    drag(app, _hit(sc, "card", "pilot", "sandbags"), _tile(sc, "cave_of_embers"))
    _quiet(app, sc)
    _at(sc, "engineer")
    s = sc.session.now
    assert s.status[s.cell("cave_of_embers")] == 0 and not s.pending
    click(app, _tile(sc, "tidal_palace"))
    frame(app, 2)
    _answer(app, sc, "And Coral Palace")
    _quiet(app, sc)
    _at(sc, "end")
    s = sc.session.now
    assert s.status[s.cell("tidal_palace")] == 0 and s.status[s.cell("coral_palace")] == 0 and s.actions_left == 1
    click(app, _button(sc, "end_actions"))
    frame(app, 2)
    _answer(app, sc, "Yes")
    _quiet(app, sc)
    _at(sc, "capture")
    assert sc.session.now.current == "pilot" and sc.session.now.turn == 3
    click(app, _button(sc, "capture"))
    _quiet(app, sc)
    _at(sc, "gather")
    assert "oceans_chalice" in sc.session.now.captured
    drag(app, _hit(sc, "card", "pilot", "helicopter_lift"), _tile(sc, "tidal_palace"))
    frame(app, 2)
    _answer(app, sc, "All 2")
    click(app, _tile(sc, "fools_landing"))
    _quiet(app, sc)
    _at(sc, "lift_off")
    drag(app, _hit(sc, "card", "engineer", "helicopter_lift"), _tile(sc, "fools_landing"))
    frame(app, 2)
    _answer(app, sc, "Yes")
    _quiet(app, sc)
    assert sc.session.now.outcome == "won"
    _at(sc, "done")
    assert sc.nudges == 1                              # only the one asked for above
    assert app.top is sc
    _bar(app, sc, "handover")
    game = app.top
    assert type(game).__name__ == "IslandScene"
    assert list(game.session.now.players) == ["pilot", "engineer"] and game.session.now.level == "novice"
    assert app.stack == [game]


def test_a_wrong_action_is_answered_with_a_friendly_word_and_not_done(app):
    sc = _open(app)
    before = sc.session.now
    drag(app, _pawn(sc, "pilot"), _tile(sc, "bronze_gate"))   # a legal move, but not the one asked for
    frame(app, 2)
    assert sc.session.now is before and sc.nudges == 1
    assert any(t.text.startswith("Drag the Pilot's pawn onto the glowing tile") for t in sc.toasts.items)
    drag(app, _pawn(sc, "pilot"), _tile(sc, "watchtower"))    # a flight: legal, not now
    frame(app, 2)
    assert sc.session.now is before and sc.nudges == 2
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)          # Undo: the guide's Back does that
    assert sc.nudges == 3
    drag(app, _pawn(sc, "pilot"), _tile(sc, "gold_gate"))
    _quiet(app, sc)
    assert sc.session.now.place[sc.session.now.at("pilot")] == "gold_gate" and sc.step.id == "shore"


def test_the_lit_tiles_are_only_where_the_step_lets_the_pawn_go(app):
    sc = _open(app)
    a, b = _pawn(sc, "pilot"), _tile(sc, "gold_gate")
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for i in range(1, 7):
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(a[0] + (b[0] - a[0]) * i // 6,
                                                                 a[1] + (b[1] - a[1]) * i // 6),
                                        rel=(0, 0), buttons=(1, 0, 0)))
    s = sc.session.now
    assert sc.lit() == {s.cell("gold_gate"): "move"}   # not every tile the Pilot could fly to
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))


def test_skip_plays_the_step_and_back_replays_the_position(app):
    guide = load_guide(GUIDE)
    sc = _open(app)
    _bar(app, sc, "skip")
    sc2 = app.top
    assert sc2 is not sc and sc2.step.id == "shore" and len(app.stack) == 1
    assert sc2.session.now.place[sc2.session.now.at("pilot")] == "gold_gate"
    for _ in range(5):                                 # shore, fly, treasure, hand limit, (next) waters rise
        b = next(b for b in sc2.coach.buttons if b.action in ("skip", "next"))
        click(app, b.rect.center)
        frame(app, 2)
        sc2 = app.top
    _at(sc2, "flood")
    assert sc2.session.now.water == 3
    _bar(app, sc2, "back")
    sc3 = app.top
    _at(sc3, "waters_rise")
    assert sc3.session.now.to_dict() == position(guide, 5).to_dict()


def test_the_title_offers_learn_to_play_for_island(tmp_path):
    from forbidden_sky.shell.settings import Settings
    from forbidden_sky.app.app import App
    path = tmp_path / "settings.json"
    app = App(size=(1280, 800), mute=True, strict=True, settings=Settings(), settings_path=path)
    try:
        app.apply(Goto("title"))
        frame(app)
        app.top.prompt = None                          # the first start's question (tests/ui/test_tutorial.py)
        button = next(b for b in app.top.buttons if b.action == "island:learn")
        click(app, button.rect.center)
        frame(app)
        assert type(app.top).__name__ == "IslandTutorialScene" and app.top.step.id == "move"
        app.apply(Goto("island_tutorial", {"step": len(load_guide(GUIDE).steps) - 1}, pop=1))
        frame(app)
        assert json.loads(path.read_text())["guide"]["island"] == {"offered": True, "finished": True}
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_step_fits_its_bar_and_lights_what_it_names(app, size, lang):
    """Each step's text is wrapped whole inside the bar (no ellipsis), the bar sits between the
    island's status line and the buttons, and each light is found inside the window."""
    from forbidden_sky.i18n import set_language
    from forbidden_sky.island.ui.scenes.tutorial import step_lights
    app._resize(size)
    guide = load_guide(GUIDE)
    set_language(lang)
    try:
        for i, step in enumerate(guide.steps):
            sc = _open(app, i)
            heading, text = sc.words()
            box = sc.coach.text_box
            th = sc.theme
            lines = th.wrap(text, box.width, "regular", "body")
            body_h = th.font("bold", "body").get_linesize() + len(lines) * (th.font("regular", "body").get_linesize() + 2)
            assert body_h <= box.height + 2, (step.id, size)
            assert sc.lay.status.bottom <= sc.coach.rect.top and sc.coach.rect.bottom <= sc.lay.buttons.top, step.id
            sc.prompt = None                               # a discard question covers the panels' hits
            frame(app, 2)
            rings = step_lights(sc)
            assert len(rings) == len(step.light), step.id
            assert all(app.screen.get_rect().contains(r) for r, _ in rings), step.id
    finally:
        set_language("en")


def test_quitting_the_guided_game_asks_nothing(app):
    from forbidden_sky.shell.quit_confirm import game_in_progress
    sc = _open(app, 3)
    assert not game_in_progress(sc)


def test_a_question_offers_only_what_the_step_asks_for_and_another_gift_is_answered(app):
    sc = _open(app, 8)
    _at(sc, "give")
    before = sc.session.now
    drag(app, _hit(sc, "card", "engineer", "crystal_of_fire"), _hit(sc, "player", "pilot"))   # legal, not asked for
    frame(app, 2)
    assert sc.session.now is before and sc.nudges == 1
    sc = _open(app, 10)
    _at(sc, "engineer")
    click(app, _tile(sc, "coral_palace"))              # the other of the two first: the pair either way
    frame(app, 2)
    assert [b.label for b in sc.prompt.buttons] == ["And Tidal Palace", "Cancel"]   # not "Only Coral Palace"
    _answer(app, sc, "And Tidal Palace")
    _quiet(app, sc)
    _at(sc, "end")
