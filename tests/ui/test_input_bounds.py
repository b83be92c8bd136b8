"""Input the player types is bounded to what the rest of the game (and a save) can hold."""

import pytest

from forbidden_sky.app.app import parse_args


def test_a_seed_too_large_to_save_is_refused_on_the_command_line(capsys):
    with pytest.raises(SystemExit) as info:
        parse_args(["--seed", str(10**30)])
    assert info.value.code == 2 and "--seed must be a whole number" in capsys.readouterr().err
    assert parse_args(["--seed", str(2**62)]).seed == 2**62


def test_the_seed_field_takes_only_decimal_digits(app):
    import pygame

    from forbidden_sky.sky.ui.scenes.setup import SetupScene
    scene = SetupScene(app)
    scene.seed_focus = True
    for ch in ("4", "²", "x", "2"):     # '²'.isdigit() is True, but int('²') raises
        scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch))
    assert scene.seed_text == "42"
