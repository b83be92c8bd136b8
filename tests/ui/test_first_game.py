"""Issue 22, item 8 and 7: what a newcomer met on the setup and title screens, fixed."""

import json

import pygame

from forbidden_sky.records.code import encode
from forbidden_sky.shell import drawn
from forbidden_sky.shell.scene import Goto
from forbidden_sky.shell.settings import load_settings

from ui_helpers import SAMPLE_RECORDS, click, frame, key


def _words(app):
    with drawn.collecting(app.screen.get_size()) as rec:
        app.step(1 / 60)
    return [m.label for m in rec.marks if m.kind == "text"]


def test_a_typed_game_code_shows_its_seats_level_and_seed(rapp):
    """Issue 22: after a game code was entered the seats still said "Random" and the seed "random"."""
    rapp.apply(Goto("setup"))
    setup = rapp.top
    code = encode(["knotsmith", "climber", "medic"], "elite", 4321)
    click(rapp, setup.code.rect.center)
    for ch in code:
        key(rapp, 0, unicode=ch)
    words = _words(rapp)
    assert {"Knotsmith", "Climber", "Medic"} <= set(words)
    assert "Random" not in words
    assert any(w.startswith("4321") for w in words)
    assert next(b for b in setup.level_buttons if b.action == "level:elite").toggled


def test_setup_remembers_the_last_choices_in_the_settings(tmp_path):
    """Issue 22: setup forgot the last choices."""
    from forbidden_sky.records import Store
    from forbidden_sky.shell.settings import Settings
    from forbidden_sky.app.app import App
    path = tmp_path / "settings.json"
    app = App(size=(1280, 800), mute=True, strict=True, settings=Settings(), settings_path=path,
              records=Store(tmp_path / "games"))
    try:
        app.apply(Goto("setup"))
        setup = app.top
        frame(app)                                                          # the seats are laid out as drawn
        click(app, setup.seat_rects[0].center)                              # seat 1: the first adventurer
        click(app, next(b for b in setup.level_buttons if b.action == "level:normal").rect.center)
        click(app, setup.buttons[0].rect.center)                            # Start
        saved = json.loads(path.read_text())["setup"]
        assert saved == {"seats": [setup.ids[0], "random"], "level": "normal"}
        app.apply(Goto("setup", pop=-1))
        again = app.top
        assert again is not setup and again.seats == [setup.ids[0], "random"] and again.level == "normal"
    finally:
        app.close()
    assert load_settings(path).extra["setup"]["level"] == "normal"


def test_a_broken_remembered_setup_is_ignored(app):
    app.settings.extra["setup"] = {"seats": ["medic", "medic", "nobody"], "level": "impossible"}
    app.apply(Goto("setup"))
    assert app.top.seats == ["random", "random"] and app.top.level == "novice"


def test_continue_says_which_game_it_resumes(rapp, store):
    store.folder.mkdir(parents=True)
    doc = json.loads((SAMPLE_RECORDS / "loss-electrocuted-novice.json").read_text())
    doc["actions"], doc["outcome"], doc["turns"] = doc["actions"][:30], None, 5
    (store.folder / "half.json").write_text(json.dumps(doc))
    rapp.apply(Goto("title"))
    frame(rapp)
    title = rapp.top
    sky = title.cards[0]
    assert sky.buttons[0].label == "Continue" and title.cards[1].buttons[0].label != "Continue"
    caption = title.resume_caption(sky)
    assert caption.startswith("Turn 5 · Novice · Navigator, Medic")
    assert caption in _words(rapp)
    below = sky.buttons[0].rect.bottom
    assert sky.buttons[1].rect.top - below > rapp.theme.font("regular", "small").get_linesize()


def test_the_title_picture_grows_with_the_window():
    """Issue 22: the title picture did not scale up on a big screen (now each game's)."""
    from forbidden_sky.app.app import App
    sizes = []
    for size in ((1280, 800), (3840, 2160)):
        a = App(size=size, mute=True, strict=True)
        try:
            a.apply(Goto("title"))
            for _ in range(3):
                a.step(1 / 60)
            sizes.append([card.picture.get_height() for card in a.top.cards])
        finally:
            a.close()
    assert all(big > 2 * small for small, big in zip(sizes[0], sizes[1], strict=True))   # each game's picture


def test_the_daily_storm_can_be_cancelled(rapp):
    rapp.apply(Goto("setup"))
    setup = rapp.top
    click(rapp, setup.code.daily.rect.center)
    assert setup.prompt is not None
    key(rapp, pygame.K_ESCAPE)
    assert setup.prompt is None and rapp.top is setup
