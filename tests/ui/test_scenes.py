"""The other screens and the ways between them (ui/transitions.py: one table)."""

import pygame

from forbidden_sky.shell.scene import ALL, Goto
from forbidden_sky.app.transitions import SCENES

from ui_helpers import click, frame, game, key


# ---- the rules overlay shows whole lines only -------------------------------------------------

def test_the_rules_overlay_never_cuts_a_line_at_its_edges(app):
    from forbidden_sky.sky.ui.scenes.rules import RulesScene
    for size in ((1280, 800), (1024, 700), (960, 640)):
        pygame.display.set_mode(size)
        app.screen = pygame.display.get_surface()
        rules = RulesScene(app)
        app.stack[:] = [rules]
        assert rules.max_scroll() > 0
        seen = set()
        for scroll in list(range(0, rules.max_scroll() + 1, 7)) + [rules.max_scroll()]:
            rules.scroll = scroll
            lines = rules.visible_lines()
            assert lines
            for _img, y, h in lines:
                top = rules.body.top + y - scroll
                assert rules.body.top <= top and top + h <= rules.body.bottom
                seen.add(y)
            # nothing drawn in the strip just below the text: no half line peeks out
            frame(app)
            strip = [app.screen.get_at((x, rules.body.bottom + 2)) for x in range(rules.body.left, rules.body.right, 2)]
            assert not any(c.r > 150 and c.g > 150 for c in strip)
        assert len(seen) == len(rules.lines)          # scrolling reaches every line, the last too




# ---- the ways between screens ---------------------------------------------------------------

def test_every_transition_builds_its_scene(app):
    from forbidden_sky.sky.ui.session import Setup
    g = game(app)
    built = {name: type(app_scene).__name__ for name, app_scene in (
        ("title", SCENES["title"](app)), ("setup", SCENES["setup"](app)), ("rules", SCENES["rules"](app)),
        ("game", SCENES["game"](app, Setup(["medic", "navigator"]))), ("end", SCENES["end"](app, g)))}
    assert built == {"title": "TitleScene", "setup": "SetupScene", "rules": "RulesScene", "game": "GameScene",
                     "end": "EndScene"}


def test_goto_pops_then_pushes(app):
    from forbidden_sky.app.title import TitleScene
    g = game(app)
    app.apply(Goto("rules"))
    assert [type(s).__name__ for s in app.stack] == ["GameScene", "RulesScene"]
    app.apply(Goto("title", pop=ALL))
    assert len(app.stack) == 1 and isinstance(app.stack[0], TitleScene) and g not in app.stack


def test_escape_then_back_to_title_leaves_the_game(app):
    from forbidden_sky.app.title import TitleScene
    scene = game(app)
    key(app, pygame.K_ESCAPE)
    assert scene.prompt is not None and scene.prompt.title == "Menu" and "Leaving" in scene.prompt.text
    click(app, next(b for b in scene.prompt.buttons if b.label == "Back to title").rect.center)
    frame(app)
    assert len(app.stack) == 1 and isinstance(app.stack[0], TitleScene)


def test_escape_then_quit_ends_the_app(app):
    scene = game(app)
    key(app, pygame.K_ESCAPE)
    click(app, next(b for b in scene.prompt.buttons if b.label == "Quit").rect.center)
    frame(app)
    assert not app.running


def test_f1_opens_the_rules_over_the_game_and_escape_closes_them(app):
    from forbidden_sky.sky.ui.scenes.rules import RulesScene
    scene = game(app)
    key(app, pygame.K_F1)
    assert isinstance(app.stack[-1], RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack[-1] is scene
