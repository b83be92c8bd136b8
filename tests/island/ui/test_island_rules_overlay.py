"""Island's rules overlay: opened by F1 / ? on the game screen and by the title's Island Rules
button, closed by Esc; its words from assets/island/rulebook.yaml (validated, errors naming file,
entry and key), every line inside its box at the smallest and largest windows, in both languages."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("FORBIDDEN_SKY_STRICT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from forbidden_sky import i18n  # noqa: E402
from forbidden_sky.app.app import App  # noqa: E402
from forbidden_sky.engine.data_errors import DataError  # noqa: E402
from forbidden_sky.island.data.rulebook import load_rulebook  # noqa: E402
from forbidden_sky.shell.scene import Goto  # noqa: E402

from island_ui_helpers import Host  # noqa: E402


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("APPDATA", str(tmp_path))
    a = App(size=(1280, 800), mute=True, strict=True)
    yield a
    a.close()


def _frame(app, n=2):
    for _ in range(n):
        app.step(1 / 60)


def _key(app, k, mod=0, unicode=""):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod))


def _island_game(app):
    from forbidden_sky.island.ui.session import Setup
    app.apply(Goto("island_game", {"setup": Setup(["pilot", "diver"], "novice", 3)}, pop=-1))
    _frame(app)
    assert type(app.top).__name__ == "IslandScene"
    return app.top


@pytest.mark.parametrize("k,mod", [(pygame.K_F1, 0), (pygame.K_SLASH, pygame.KMOD_SHIFT)])
def test_f1_or_question_mark_on_the_island_screen_opens_the_rules_and_esc_closes_them(app, k, mod):
    game = _island_game(app)
    _key(app, k, mod)
    _frame(app)
    assert type(app.top).__name__ == "IslandRulesScene" and app.stack[-2] is game
    rules = app.top
    assert rules.max_scroll() > 0                       # long enough to scroll at 1280x800
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    assert rules.scroll > 0
    _key(app, pygame.K_END)
    assert rules.scroll == rules.max_scroll()
    _key(app, pygame.K_HOME)
    assert rules.scroll == 0
    _key(app, pygame.K_ESCAPE)
    _frame(app)
    assert app.top is game                               # Esc closed the overlay, not the game


def test_the_titles_island_rules_button_opens_islands_rules(app):
    app.apply(Goto("title", pop=-1))
    _frame(app, 3)
    title = app.top
    button = next(b for b in title.buttons if b.action == "island:rules")
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    _frame(app)
    assert type(app.top).__name__ == "IslandRulesScene"
    assert app.top.heading() == "How to play Forbidden Island"


def test_the_rulebook_covers_the_rules_the_overlay_promises():
    ids = [s.id for s in load_rulebook()]
    assert ids == ["goal", "turn", "treasure_cards", "flood", "specials", "adventurers", "winning", "losing",
                   "water_meter"]
    text = {s.id: s.text for s in load_rulebook()}
    for name in ("Diver", "Engineer", "Explorer", "Messenger", "Navigator", "Pilot"):
        assert f"{name}:" in text["adventurers"]
    assert len(text["losing"].split("\n")) == 4          # the four ways to lose, a paragraph each


@pytest.mark.parametrize("body,problem", [
    ("sections:\n  - {id: goal, title: The goal}\n", "rulebook.yaml: goal: text: missing"),
    ("sections:\n  - {id: goal, title: The goal, text: 7}\n", "rulebook.yaml: goal: text: must be text"),
    ("sections:\n  - {id: goal, title: '', text: Win.}\n", "rulebook.yaml: goal: title: must be text"),
    ("sections:\n  - {id: goal, title: The goal, text: Win., colour: red}\n", "rulebook.yaml: goal: colour: unknown key"),
    ("sections:\n  - {id: a, title: A, text: B}\n  - {id: a, title: A, text: B}\n", "rulebook.yaml: a: id: is used more than once"),
    ("sections:\n  - {title: A, text: B}\n", "rulebook.yaml: entry 1: id: missing"),
    ("sections: []\n", "rulebook.yaml: sections: must list at least one section"),
    ("rules: []\n", "rulebook.yaml"),
])
def test_the_rulebooks_errors_name_file_entry_and_key(tmp_path, body, problem):
    (tmp_path / "rulebook.yaml").write_text(body, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_rulebook(tmp_path)
    assert any(line.startswith(problem) for line in err.value.problems), err.value.problems


def test_a_missing_rulebook_is_a_data_error_not_a_crash(tmp_path):
    with pytest.raises(DataError) as err:
        load_rulebook(tmp_path)
    assert "rulebook.yaml" in str(err.value)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size,scale", [((1024, 640), 0.75), ((1024, 640), 1.0), ((1024, 640), 2.0),
                                        ((3840, 2160), 0.75), ((3840, 2160), 2.0)])
def test_every_line_fits_its_box(lang, size, scale):
    from forbidden_sky.island.ui.scenes.rules import IslandRulesScene, rules_text
    i18n.set_language(lang)
    if lang == "es":                                     # every section is translated
        for (title, text), s in zip(rules_text()[:-1], load_rulebook(), strict=True):
            assert title != s.title and text != s.text, s.id
    host = Host(size, scale)
    rules = IslandRulesScene(host)
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(rules.rect) and rules.rect.contains(rules.body) and rules.rect.contains(rules.close.rect)
    assert not rules.body.colliderect(rules.close.rect)
    heading = host.theme.fit(rules.heading(), rules.rect.width - host.theme.px(48), "display", "heading")
    assert host.theme.font("display", "heading").size(heading)[0] <= rules.rect.width - host.theme.px(48)
    for img, _y, h in rules.lines:
        assert img.get_width() <= rules.body.width and img.get_height() <= h + 2
    # scrolled to each end, every drawn line lies wholly inside the body
    for scroll in (0, rules.max_scroll()):
        rules.scroll = scroll
        shown = rules.visible_lines()
        assert shown
        for _img, y, h in shown:
            assert rules.body.top <= rules.body.top + y - scroll and rules.body.top + y - scroll + h <= rules.body.bottom
    rules.draw(host.screen)
