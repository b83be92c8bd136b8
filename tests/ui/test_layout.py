"""Issue 22 (and 21): every text owns its box. Every screen (sky/ui/showcase.py: title, setup,
rules, settings, the games list, the game early and late with every panel and foresight view
on, the log and discard sheets, the storm, the end screen, the replay) is drawn while
shell/drawn.py collects what the theme's text drawing and the buttons report; the test fails on
two texts that overlap, a text outside its box and a control under another.

Each window size and scale is checked in English and in Spanish (issue 18). The default run
covers every window size at 100 %, the smallest window at 75 % and the three
where 200 % really changes the layout (FAST below: where every collision of issues 21 and 22
showed); the other four of the twelve (1024x640 at 200 %, capped to 102 %, and 75 % in the
three larger windows) are marked slow: each size and scale opens twelve screens, one to eight
seconds at 4K, and the default suite runs on two shared cores.
"""

import pytest
import pygame

from forbidden_sky.i18n import languages
from forbidden_sky.records import Store
from forbidden_sky.shell import drawn
from forbidden_sky.app.app import App
from forbidden_sky.island.ui import showcase as island_showcase
from forbidden_sky.sky.ui.showcase import SCREENS, open_screen

from ui_helpers import SAMPLE_RECORDS

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]
SCALES = [0.75, 1.0, 2.0]
# each size at 100 %, the smallest window at 75 % and the three windows where 200 % is what it
# says or is capped by the room (1280x800: 128 %, 1920x1080: 174 %, 3840x2160: 200 %); 1024x640
# at 200 % is capped to 102 %, and 75 % in a 4K window only spreads things out
FAST = [(size, 1.0) for size in SIZES] + [((1024, 640), 0.75), ((1280, 800), 2.0), ((1920, 1080), 2.0),
                                          ((3840, 2160), 2.0)]
# every size and scale in each language that has a catalog (issue 18: Spanish runs about a
# quarter longer; a new language is checked as soon as its catalog is compiled)
LANGUAGES = languages()
MATRIX = [pytest.param(size, scale, lang, marks=[] if (size, scale) in FAST else [pytest.mark.slow],
                       id=f"{size[0]}x{size[1]}-{int(scale * 100)}-{lang}")
          for size in SIZES for scale in SCALES for lang in LANGUAGES]


def collect(app, name):
    """Open a screen and collect one whole frame of it (the panels drawn afresh, not from their cache)."""
    open_screen(app, name, SAMPLE_RECORDS)
    for scene in app.stack:
        if hasattr(scene, "damage"):       # Sky's game screen draws its panels from a cache
            scene.panels.invalidate()
            scene.damage.covered = True
    with drawn.collecting(app.screen.get_size()) as rec:
        app.step(1 / 60)
    return rec


@pytest.mark.parametrize("size,scale,lang", MATRIX)
def test_every_screen_keeps_its_texts_in_their_boxes(size, scale, lang, tmp_path):
    _every_text_in_its_box(size, scale, lang, tmp_path, SCREENS, collect)


def _every_text_in_its_box(size, scale, lang, tmp_path, screens, collect_one):
    """Each of ``screens`` opened (``collect_one(app, name)``) in one App of that cell: no text
    outside its box, none over another (shell/drawn.py's problems)."""
    from forbidden_sky import i18n
    app = App(size=size, mute=True, strict=True, records=Store(tmp_path / "games"), ui_scale=scale)
    i18n.set_language(lang)
    found = {}
    try:
        for name in screens:
            rec = collect_one(app, name)
            assert sum(m.kind == "text" for m in rec.marks) >= 5, f"{name}: nothing was recorded"
            problems = drawn.problems(rec)
            if problems:
                found[name] = problems[:8]
    finally:
        app.close()
        i18n.set_language("en")
    assert not found, "\n".join(f"{name}: {p}" for name, ps in found.items() for p in ps)


def collect_island(app, name):
    """Open one of Island's screens (island/ui/showcase.py) and collect one whole frame (while
    the check collects, Island's screen paints every part afresh: island/ui/frame.py)."""
    island_showcase.open_screen(app, name)
    with drawn.collecting(app.screen.get_size()) as rec:
        app.step(1 / 60)
    return rec


@pytest.mark.parametrize("size,scale,lang", MATRIX)
def test_every_island_screen_keeps_its_texts_in_their_boxes(size, scale, lang, tmp_path):
    """Island's game screen late in a game (the hands, both panels, the forecast on the tiles,
    a hint, a tooltip, two banners), its hand-limit question, a swim, and its rules, in the
    same cells as Sky's screens (its setup is among those)."""
    _every_text_in_its_box(size, scale, lang, tmp_path, island_showcase.SCREENS, collect_island)


@pytest.mark.parametrize("name,layer,owner", [("game_log", "sheet", "log"), ("game_discard", "sheet", "discard"),
                                              ("game_menu", "prompt", ""), ("game_busy", "tooltip", "")])
def test_each_screen_shows_what_it_is_named_for(name, layer, owner, tmp_path):
    """A screen that set a switch the game screen no longer reads (issue 19 grouped its state)
    would still pass the check above with nothing on show: the sheet, the question or the
    tooltip it is named for is drawn, with words in it."""
    app = App(size=(1280, 800), mute=True, strict=True, records=Store(tmp_path / "games"))
    try:
        rec = collect(app, name)
    finally:
        app.close()
    words = [m for m in rec.marks if m.kind == "text" and rec.layers[m.layer].name == layer]
    assert words, f"{name}: nothing drawn in the {layer} layer"
    assert not owner or any(owner in (m.owner + " " + m.label).lower() for m in words), [m.label for m in words][:5]


# ---- the check itself can fail ---------------------------------------------------------------

def _theme():
    from forbidden_sky.shell.theme import Theme
    pygame.font.init()
    return Theme(1.0)


def test_the_check_finds_two_texts_over_each_other_and_a_text_out_of_its_box():
    th = _theme()
    screen = pygame.Surface((400, 300))
    with drawn.collecting((400, 300)) as rec:
        with drawn.box(pygame.Rect(10, 10, 100, 40), "panel"):
            th.blit_text(screen, "Meter and team's chance", (12, 12), "regular", "tiny")      # too wide
        th.blit_text(screen, "team's chance", (200, 100))
        th.blit_text(screen, "100% · meter 15/17", (230, 102))                                # onto it
    problems = drawn.problems(rec)
    assert any("runs out of its box 'panel'" in p for p in problems)
    assert any("overlap" in p and "100%" in p for p in problems)


def test_the_check_finds_a_control_under_another_and_a_text_on_a_button():
    from forbidden_sky.shell.theme import Button
    th = _theme()
    screen = pygame.Surface((400, 300))
    with drawn.collecting((400, 300)) as rec:
        Button(th, "Danger", pygame.Rect(10, 10, 80, 30), "danger").draw(screen)
        Button(th, "Hint", pygame.Rect(80, 10, 80, 30), "hint").draw(screen)
        th.blit_text(screen, "GAME LOG", (20, 200))
        Button(th, "Close", pygame.Rect(30, 195, 80, 30), "close").draw(screen)
    problems = drawn.problems(rec)
    assert any("'Danger'" in p and "'Hint'" in p for p in problems)
    assert any("GAME LOG" in p and "'Close'" in p for p in problems)


def test_a_dialog_hides_what_is_under_it_but_a_toast_must_keep_clear_of_the_buttons():
    from forbidden_sky.shell.theme import Button
    th = _theme()
    screen = pygame.Surface((400, 300))
    with drawn.collecting((400, 300)) as rec:
        Button(th, "Hint", pygame.Rect(100, 10, 80, 30), "hint").draw(screen)
        th.blit_text(screen, "Keys: arrows", (10, 100))
        with drawn.layer("dialog", modal=True):
            drawn.plate(screen, pygame.Rect(0, 90, 400, 40), "dialog")
            th.blit_text(screen, "Play which card?", (10, 100))
    assert drawn.problems(rec) == []
    with drawn.collecting((400, 300)) as rec:
        Button(th, "Hint", pygame.Rect(100, 10, 80, 30), "hint").draw(screen)
        with drawn.layer("toasts"):
            drawn.plate(screen, pygame.Rect(60, 0, 200, 30), "toast")
    assert any("covers control 'Hint'" in p for p in drawn.problems(rec))


def test_nothing_is_collected_outside_a_test():
    th = _theme()
    screen = pygame.Surface((400, 300))
    assert drawn.active() is None
    th.blit_text(screen, "a", (0, 0))          # no recorder: nothing kept, nothing raised
    with drawn.collecting((400, 300)) as rec:
        th.blit_text(pygame.Surface((50, 50)), "on a tile's own picture", (0, 0))
    assert rec.marks == []                     # only what lands on the screen counts


def test_the_platform_slides_under_the_key_strip_never_over_it(tmp_path):
    """Issue 21: once the platform grew, its tiles covered "Keys: arrows+Enter act ...". Pan the
    late game's platform up under the strip: the strip still shows its dark backing and its line."""
    app = App(size=(1280, 800), mute=True, strict=True, records=Store(tmp_path / "games"))
    try:
        open_screen(app, "game_late", SAMPLE_RECORDS)
        sc = app.top
        sc.foresight.hint, sc.foresight.overlay_on = None, False
        strip = sc.layout.strip
        cam = sc.view.camera
        top = min(cam.to_screen(c[0], c[1])[1] for c in sc.state.board.tiles)
        cam.pan_pixels(0, strip.top - 10 - top - cam.px)   # the platform's first two rows now lie under the strip
        cam.manual = True
        assert min(cam.to_screen(c[0], c[1])[1] for c in sc.state.board.tiles) < strip.bottom
        for _ in range(3):
            app.step(1 / 60)
        line = sc.key_strip.text(sc.theme, sc.layout.strip, sc.fore_view.strip_buttons())
        assert line in _texts(app)
        words = pygame.Rect(strip.left, strip.top, sc.theme.font("regular", "tiny").size(line)[0] + sc.theme.px(30),
                            strip.height)
        keep_out = [words, sc.fore_view.danger.rect.inflate(12, 12), sc.fore_view.hint.rect.inflate(12, 12)]
        samples = []
        for cell in sc.state.board.tiles:          # the middle of each tile's part under the strip
            part = sc.view.cell_rect(cell).clip(strip).inflate(-8, -4)
            if part.width > 0 and part.height > 0 and part.collidelist(keep_out) < 0:
                samples.append(app.screen.get_at(part.center)[:3])
        assert samples, "no tile lies under the strip"
        assert all(max(c) < 90 for c in samples), samples    # the backing, not a tile's metal
    finally:
        app.close()


def _texts(app):
    for scene in app.stack:
        if hasattr(scene, "damage"):       # Sky's game screen draws its panels from a cache
            scene.panels.invalidate()
            scene.damage.covered = True
    with drawn.collecting(app.screen.get_size()) as rec:
        app.step(1 / 60)
    return [m.label for m in rec.marks if m.kind == "text"]
