"""Screens render with content; the app survives 20,000 random events; config errors are clear."""

import os
import random
import subprocess
import sys

import pygame
import pytest

from forbidden_sky.sky.data import DataError
from forbidden_sky.shell.config import parse_ui_config
from forbidden_sky.resources import data_dir

from ui_helpers import click, frame, game, key, settle


def _distinct_colours(surface, step=16):
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y)))[:3] for x in range(0, w, step) for y in range(0, h, step)}


def test_title_screen_has_the_buttons_and_the_copper_title(app, tmp_path):
    from forbidden_sky.app.title import TitleScene
    title = TitleScene(app)
    app.stack[:] = [title]
    frame(app, 3)
    path = tmp_path / "title.png"
    app.save_screenshot(str(path))
    img = pygame.image.load(str(path))
    assert len(_distinct_colours(img)) > 50
    labels = [b.label for b in title.buttons]
    # each game its own buttons (Continue only when one of its games waits), then the app's
    assert labels == ["New game", "Learn to play", "Puzzles", "Rules", "New game", "Learn to play", "Puzzles", "Rules", "Games", "Settings", "Quit"]
    assert [b.action for b in title.buttons[:5]] == ["sky:new", "sky:learn", "sky:puzzles", "sky:rules", "island:new"]
    # the centre of a button is its dark brown face; Sky's name is copper (red > blue), Island's sea-blue
    btn = img.get_at(title.buttons[0].rect.move(0, -12).center)
    assert btn.r < 140 and btn.r >= btn.b
    sky, island = title.cards
    assert sky.rect.right < island.rect.left                # side by side
    band = range(sky.rect.top + 10, sky.rect.top + 90, 3)
    assert any((lambda c: c.r > 200 and c.r > c.b + 60)(img.get_at((x, y))) for x in range(sky.rect.left, sky.rect.right, 4)
               for y in band)
    assert any((lambda c: c.b > 180 and c.b > c.r + 40)(img.get_at((x, y)))
               for x in range(island.rect.left, island.rect.right, 4) for y in band)


def test_new_game_leads_to_setup_and_start_to_a_game(app):
    from forbidden_sky.app.title import TitleScene
    from forbidden_sky.sky.ui.scenes.setup import SetupScene
    from forbidden_sky.sky.ui.play import GameScene
    title = TitleScene(app)
    app.stack[:] = [title]
    frame(app)
    click(app, title.buttons[0].rect.center)
    setup = app.stack[-1]
    assert isinstance(setup, SetupScene)
    frame(app)
    click(app, setup.buttons[3].rect.center)          # + : three players
    click(app, setup.seat_rects[0].center)            # seat 1: the first adventurer
    click(app, setup.level_buttons[1].rect.center)    # Normal
    click(app, setup.seed_rect.center)
    for ch in "42":
        key(app, getattr(pygame, "K_" + ch), unicode=ch)
    frame(app)
    surf = app.screen.copy()
    assert len(_distinct_colours(surf)) > 40
    click(app, setup.buttons[0].rect.center)          # Start
    g = app.stack[-1]
    assert isinstance(g, GameScene)
    assert len(g.state.players) == 3 and g.state.players[0].id == "electrician"
    assert g.state.level == "normal" and g.setup.seed == 42


def test_mid_game_board_shows_tiles_pawns_and_panels(app, tmp_path):
    scene = game(app, players=("climber", "medic", "knotsmith"), seed=5)
    for _ in range(3):   # a few real actions through the core
        ex = [a for a in scene.session.legal() if a.type == "explore"]
        if ex:
            scene.do(ex[0])
        settle(app, scene)
    frame(app, 2)
    path = tmp_path / "mid.png"
    app.save_screenshot(str(path))
    img = pygame.image.load(str(path))
    # a pawn's colour sits where the picture says the pawn is
    x, y = scene.view.camera.to_screen(*scene.picture.pawn["climber"])
    red = app.cfg.pawn_colours["red"]
    # around the centre, off the letter's strokes (which move with the pawn's size)
    near = [img.get_at((int(x) + dx, int(y) + dy)) for dx, dy in ((3, 5), (-7, 0), (7, 0), (0, -7), (0, 8))]
    assert any(abs(c.r - red[0]) < 40 and abs(c.g - red[1]) < 40 for c in near)
    # a tile's metal in the middle of the landing pad's tile... (grey: r, g, b close together)
    # and the side panels are dark
    p = img.get_at((scene.layout.left.left + 5, scene.layout.left.centery))
    assert p.r < 80 and p.g < 80
    assert len(_distinct_colours(img)) > 80


def test_tile_images_are_cached_per_rotation(app):
    scene = game(app)
    renders = scene.view.art.renders
    layer_renders = scene.view.layer_renders
    frame(app, 30)
    assert scene.view.art.renders == renders          # no re-render while idle
    assert scene.view.layer_renders == layer_renders  # the board layer is reused
    scene.view.camera.zoom_at(1.3)
    frame(app, 2)
    assert scene.view.layer_renders == layer_renders + 1
    assert scene.view.art.renders == renders          # scaled from the cached base images


def test_a_monkey_with_20000_random_events_breaks_nothing(app):
    rng = random.Random(1234)
    from forbidden_sky.app.title import TitleScene
    app.stack[:] = [TitleScene(app)]
    game(app, players=("navigator", "climber", "medic", "electrician"), seed=9)
    keys = [pygame.K_r, pygame.K_RETURN, pygame.K_SPACE, pygame.K_z, pygame.K_1, pygame.K_2, pygame.K_0,
            pygame.K_PLUS, pygame.K_MINUS, pygame.K_HOME, pygame.K_l, pygame.K_n, pygame.K_ESCAPE, pygame.K_m,
            pygame.K_LEFT, pygame.K_F1, pygame.K_a]
    w, h = app.screen.get_size()
    pos = (w // 2, h // 2)
    for i in range(20_000):
        r = rng.random()
        if r < 0.45:
            pos = (rng.randrange(w), rng.randrange(h))
            app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        elif r < 0.65:
            app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 3])))
        elif r < 0.85:
            app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice([1, 1, 1, 3])))
        elif r < 0.9:
            app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False))
        else:
            k = rng.choice(keys)
            mod = pygame.KMOD_CTRL if k == pygame.K_z else 0
            app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
        if not app.running:
            app.running = True
            from forbidden_sky.app.title import TitleScene as T
            app.stack[:] = [T(app)]
        if not app.stack:
            app.stack[:] = [TitleScene(app)]
        if i % 25 == 0:
            app.step(1 / 20)
    assert app.stack


def test_broken_ui_yaml_is_one_line_naming_the_line():
    with pytest.raises(DataError) as info:
        parse_ui_config("colours:\n  copper: [1, 2\n")
    assert len(info.value.problems) == 1 and "\n" not in info.value.problems[0]
    assert info.value.problems[0].startswith("ui.yaml: is not valid YAML (line ")


def test_ui_yaml_errors_name_the_key():
    text = (data_dir() / "ui.yaml").read_text()
    parse_ui_config(text)
    with pytest.raises(DataError, match=r"ui.yaml: colours.copper: a colour"):
        parse_ui_config(text.replace("copper: [200, 116, 56]", "copper: [200, 116]"))
    with pytest.raises(DataError, match=r"ui.yaml: anim: missing key 'bolt'"):
        parse_ui_config(text.replace("  bolt: 0.55\n", ""))


def test_sound_synthesis_and_mute(app):
    from forbidden_sky.shell.sound import SYNTHS, Sounds
    for name, fn in SYNTHS.items():
        samples = fn(8000)
        assert samples and max(abs(s) for s in samples) > 0.2, name
    s = Sounds(app.cfg.sound, muted=False)
    s.play("thunder")
    assert s.played[-1] == "thunder"
    s.toggle_mute()
    assert s.muted
    s.close()


def test_the_command_runs_headless_and_writes_a_screenshot(tmp_path):
    out = tmp_path / "shot.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, "-m", "forbidden_sky", "--frames", "5", "--screenshot", str(out),
                        "--size", "800x600"], env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (960, 640) or img.get_size() == (800, 600)
    assert len(_distinct_colours(img)) > 30


def test_bad_flags_are_refused():
    from forbidden_sky.app.app import parse_args
    with pytest.raises(SystemExit):
        parse_args(["--players", "navigator,nobody"])
    with pytest.raises(SystemExit):
        parse_args(["--size", "big"])
    a = parse_args(["--players", "navigator,random", "--seed", "3", "--level", "elite", "--size", "1024x700"])
    assert a.players == ["navigator", "random"] and a.size == (1024, 700)
