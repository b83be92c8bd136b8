"""Issue 20: the guided first game, played through the screen with synthetic mouse events on the
real board positions (start to launch), a wrong action answered and not done, Skip and Back,
the first start's offer and the title's Learn to play."""

import json

import pygame
import pytest

from forbidden_sky.engine.guide import load_guide, position
from forbidden_sky.resources import asset
from forbidden_sky.shell.scene import Goto

from ui_helpers import click, drag, frame


def _open(app, step=0):
    app.apply(Goto("tutorial", {"step": step}))
    sc = app.top
    frame(app, 3)
    return sc


def _quiet(app, sc):
    """Animations played, the storm drawn: the guide moves on by itself."""
    for _ in range(3000):
        if not sc.queue.busy and not sc.watcher.done and sc.state.phase != "storm":
            break
        app.step(1 / 30)
    frame(app, 2)
    assert not sc.queue.busy


def _cell(sc, cell):
    return sc.view.cell_rect(cell).center


def _component(sc, ref):
    cam = sc.view.camera
    x, y = cam.to_screen(*sc.state.board.component_centre(ref, sc.view.components))
    return int(x), int(y)


def _pawn(sc, pid):
    x, y = sc.view.camera.to_screen(*sc.picture.pawn[pid])
    return int(x), int(y)


def _area(sc, name, want):
    sc.panels.refresh(sc.shown())
    return next(rect.center for rect, value in sc.panels.hits[name] if want(value))


def _next(app, sc):
    b = next(b for b in sc.coach.buttons if b.action == "next")
    click(app, b.rect.center)
    frame(app, 2)


def _explore_turned(app, sc, cell, quarters):
    """Drag the hand's tile onto ``cell``, turning it with the right button on the way."""
    a = _area(sc, "hand", lambda v: v[0] == sc.state.current)
    b = _cell(sc, cell)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for i in range(1, 7):
        p = (a[0] + (b[0] - a[0]) * i // 6, a[1] + (b[1] - a[1]) * i // 6)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    for _ in range(quarters):
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b, button=3))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=3))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))


def _at(sc, step_id):
    assert sc.step.id == step_id, f"on step {sc.step.id}, expected {step_id}"


def test_the_guided_game_is_played_through_the_screen_start_to_launch(app):
    sc = _open(app)
    _at(sc, "move")
    click(app, _cell(sc, (0, 0)))
    _quiet(app, sc)
    _at(sc, "scout")
    click(app, _area(sc, "pile", lambda v: True))
    _quiet(app, sc)
    _at(sc, "explore")
    _explore_turned(app, sc, (-1, 0), 3)
    _quiet(app, sc)
    _at(sc, "component")
    assert "cap(-1,0,E)" in sc.state.board.component_refs()
    _next(app, sc)
    _at(sc, "wire")
    drag(app, _component(sc, "cap(-1,0,E)"), _component(sc, "rod(0,-1)"))
    _quiet(app, sc)
    _at(sc, "storm")
    click(app, sc.buttons.end.rect.center)
    _quiet(app, sc)
    _at(sc, "lightning")
    assert sc.state.player("navigator").health == 3 and sc.state.current == "medic"
    _next(app, sc)
    _at(sc, "power")
    click(app, _pawn(sc, "navigator"))
    _quiet(app, sc)
    assert sc.state.player("navigator").health == 4
    _at(sc, "winds")
    click(app, sc.buttons.end.rect.center)
    _quiet(app, sc)
    _at(sc, "blown")
    assert sc.state.player("medic").at == (0, -2) and sc.state.player("navigator").rope == 3
    _next(app, sc)
    _at(sc, "equipment")
    click(app, _area(sc, "cards", lambda v: v[1] == "defrayer"))
    frame(app, 2)
    click(app, _pawn(sc, "navigator"))
    _quiet(app, sc)
    assert sc.state.player("navigator").rope == 4
    _at(sc, "gather")
    drag(app, _pawn(sc, "medic"), _cell(sc, (1, 0)))
    _quiet(app, sc)
    assert sc.state.player("medic").at == (1, 0)
    _at(sc, "launch")
    drag(app, _component(sc, "pad:A"), _component(sc, "cap(-1,0,E)"))
    _quiet(app, sc)
    assert sc.state.outcome == "won"
    _at(sc, "done")
    assert app.top is sc                       # the guide's last step, not the end screen
    assert sc.nudges == 0                      # every step was done as asked
    play = next(b for b in sc.coach.buttons if b.action == "handover")
    click(app, play.rect.center)
    game = app.top
    assert type(game).__name__ == "GameScene"
    assert [p.id for p in game.state.players] == ["navigator", "medic"] and game.state.level == "novice"
    assert app.stack == [game]


def test_a_wrong_action_is_answered_with_a_friendly_word_and_not_done(app):
    sc = _open(app)
    before = sc.state
    click(app, _cell(sc, (1, -1)))             # a legal move, but not the one asked for
    frame(app, 2)
    assert sc.state is before and sc.nudges == 1
    assert any(t.text.startswith("First walk to the glowing tile") for t in sc.toasts.items)
    click(app, _area(sc, "pile", lambda v: True))   # scouting is legal too: not now
    assert sc.state is before and sc.nudges == 2
    sc.undo()
    assert sc.nudges == 3
    click(app, _cell(sc, (0, 0)))              # the asked-for move is done
    _quiet(app, sc)
    assert sc.state.player("navigator").at == (0, 0) and sc.step.id == "scout"


def test_a_tile_turned_the_wrong_way_flies_back(app):
    sc = _open(app, 2)
    _at(sc, "explore")
    _explore_turned(app, sc, (-1, 0), 1)       # legal (copper meets copper) but no capacitor
    _quiet(app, sc)
    assert sc.step.id == "explore" and sc.state.player("navigator").tiles == ("t06",)
    assert sc.nudges == 1


def test_a_watched_step_holds_every_action_until_next(app):
    sc = _open(app, 3)
    _at(sc, "component")
    before = sc.state
    drag(app, _component(sc, "cap(-1,0,E)"), _component(sc, "rod(0,-1)"))
    frame(app, 2)
    assert sc.state is before and sc.nudges == 1
    _next(app, sc)
    _at(sc, "wire")


def test_skip_plays_the_step_and_back_replays_the_position(app):
    guide = load_guide(asset("tutorial", "sky.yaml"))
    sc = _open(app)
    skip = next(b for b in sc.coach.buttons if b.action == "skip")
    click(app, skip.rect.center)
    sc2 = app.top
    assert sc2 is not sc and sc2.step.id == "scout" and len(app.stack) == 1
    assert sc2.state.player("navigator").at == (0, 0)
    for _ in range(5):                         # scout, explore, (next), wire, storm
        b = next(b for b in sc2.coach.buttons if b.action in ("skip", "next"))
        click(app, b.rect.center)
        frame(app, 2)
        sc2 = app.top
    _at(sc2, "lightning")
    assert sc2.state.player("navigator").health == 3
    back = next(b for b in sc2.coach.buttons if b.action == "back")
    click(app, back.rect.center)
    sc3 = app.top
    _at(sc3, "storm")
    assert sc3.state.to_dict() == position(guide, 5).to_dict()
    assert sc3.state.phase == "actions" and sc3.state.current == "navigator"


def test_the_last_step_remembers_the_guide_was_finished(tmp_path):
    from forbidden_sky.shell.settings import Settings
    from forbidden_sky.app.app import App
    path = tmp_path / "settings.json"
    app = App(size=(1280, 800), mute=True, strict=True, settings=Settings(), settings_path=path)
    try:
        app.apply(Goto("tutorial", {"step": 13}))
        frame(app)
        assert json.loads(path.read_text())["guide"]["sky"] == {"offered": True, "finished": True}
    finally:
        app.close()


def test_the_first_start_offers_the_guide_once_and_the_title_always(tmp_path):
    from forbidden_sky.shell.settings import Settings
    from forbidden_sky.app.app import App
    path = tmp_path / "settings.json"
    app = App(size=(1280, 800), mute=True, strict=True, settings=Settings(), settings_path=path)
    try:
        app.apply(Goto("title"))
        frame(app)
        title = app.top
        assert title.prompt is not None
        assert json.loads(path.read_text())["guide"]["sky"]["offered"] is True
        learn = title.prompt.buttons[0]
        click(app, learn.rect.center)
        assert type(app.top).__name__ == "TutorialScene"
        app.apply(Goto("title", pop=-1))
        frame(app)
        assert app.top.prompt is None                 # asked once
        button = next(b for b in app.top.buttons if b.action == "sky:learn")
        click(app, button.rect.center)
        assert type(app.top).__name__ == "TutorialScene" and app.top.step.id == "move"
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_step_fits_its_bar(app, size, lang):
    """Each step's text is wrapped whole inside the bar (no ellipsis) at the smallest and largest
    window, in every language."""
    from forbidden_sky.i18n import set_language
    app._resize(size)
    guide = load_guide(asset("tutorial", "sky.yaml"))
    set_language(lang)
    try:
        _every_step_fits(app, guide, size)
    finally:
        set_language("en")


def _every_step_fits(app, guide, size):
    for i in range(len(guide.steps)):
        sc = _open(app, i)
        heading, text = sc.words()
        box = sc.coach.text_box
        lines = sc.theme.wrap(text, box.width, "regular", "body")
        body_h = sc.theme.font("bold", "body").get_linesize() + len(lines) * (sc.theme.font("regular", "body").get_linesize() + 2)
        assert body_h <= box.height + 2, (guide.steps[i].id, size)
        assert sc.coach.rect.bottom <= sc.layout.bottom.top and sc.coach.rect.top >= sc.layout.board.bottom


def test_every_step_lights_what_it_names_on_screen(app):
    """Each light of each step is found on the screen of its step (a cell, a component, a pawn,
    a button, a panel's pile, tile, card or meter), inside the window."""
    from forbidden_sky.sky.ui.scenes.tutorial import lights
    guide = load_guide(asset("tutorial", "sky.yaml"))
    screen = app.screen.get_rect()
    for i, step in enumerate(guide.steps):
        sc = _open(app, i)
        frame(app, 30)                                    # the camera has glided to fit the platform
        rings = lights(sc)
        assert len(rings) == len(step.light), step.id
        assert all(screen.contains(rect) for rect, _ in rings), step.id


def test_the_first_start_question_is_on_screen_and_names_both_games(tmp_path):
    """The question takes every event, so it must be seen (it once was asked but never drawn:
    a first start looked frozen), its title inside its box; it offers each game's guided game."""
    from forbidden_sky.app.app import App
    from forbidden_sky.shell import drawn
    from forbidden_sky.shell.settings import Settings
    path = tmp_path / "settings.json"
    app = App(size=(1024, 640), mute=True, strict=True, settings=Settings(), settings_path=path, ui_scale=2.0)
    try:
        app.apply(Goto("title"))
        frame(app)
        prompt = app.top.prompt
        assert prompt is not None and [b.label for b in prompt.buttons] == [
            "Learn Forbidden Sky", "Learn Forbidden Island", "Not now"]
        with drawn.collecting(app.screen.get_size()) as rec:
            app.step(1 / 60)
        top = next(i for i, layer in enumerate(rec.layers) if layer.name == "prompt")
        said = {m.label for m in rec.marks if m.kind == "text" and m.layer == top}
        assert "New here?" in said and any("guided first game" in t for t in said), said
        assert not drawn.problems(rec)
        inside = prompt.rect
        assert all(inside.contains(pygame.Rect(m.rect)) for m in rec.marks if m.kind == "text" and m.layer == top)
        click(app, prompt.buttons[1].rect.center)
        frame(app)
        assert type(app.top).__name__ == "IslandTutorialScene"
        saved = json.loads(path.read_text())["guide"]
        assert saved["sky"]["offered"] and saved["island"]["offered"]
    finally:
        app.close()


def test_no_offer_stands_between_a_player_and_continue(tmp_path, store):
    """An update, not a first start: a game is recorded already, so Enter on the title is Continue."""
    from forbidden_sky.shell.settings import Settings
    from forbidden_sky.app.app import App
    from ui_helpers import SAMPLE_RECORDS
    store.folder.mkdir(parents=True)
    doc = json.loads((SAMPLE_RECORDS / "loss-electrocuted-novice.json").read_text())
    doc["actions"], doc["outcome"] = doc["actions"][:30], None
    (store.folder / "half.json").write_text(json.dumps(doc))
    app = App(size=(1280, 800), mute=True, strict=True, settings=Settings(), settings_path=tmp_path / "s.json",
              records=store)
    try:
        app.apply(Goto("title"))
        frame(app)
        assert app.top.prompt is None and app.top.buttons[0].label == "Continue"
    finally:
        app.close()


def test_a_tile_let_go_over_the_guides_bar_flies_back_to_the_hand(app):
    sc = _open(app, 2)
    a = _area(sc, "hand", lambda v: v[0] == sc.state.current)
    drag(app, a, sc.coach.text_box.center)
    frame(app, 60)
    assert sc.pointer.drag is None and sc.pointer.press is None
    assert sc.state.player("navigator").tiles == ("t06",) and sc.step.id == "explore"
