"""Tile pictures: drawn once per turn and zoom (see test_screens_and_monkey), and the same in
every run."""

import os
import subprocess
import sys

CODE = """
import os, zlib
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame
pygame.display.init()
from forbidden_sky.sky.data import game_data
from forbidden_sky.sky.ui.art import TileArt
from forbidden_sky.shell.theme import Theme
pygame.font.init()
art = TileArt(Theme())
cloudy = [t for t in game_data().tiles.values() if len(t.surface) < 4][:3]
print(zlib.crc32(b"".join(pygame.image.tobytes(art.image(t, 0, 96), "RGBA") for t in cloudy)))
"""


def test_a_tiles_clouds_are_the_same_in_every_run():
    """The clouds used to be shaped by Python's salted str hash: new clouds on every start."""
    outs = []
    for salt in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=salt, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        run = subprocess.run([sys.executable, "-c", CODE], env=env, capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, run.stderr
        outs.append(run.stdout.strip())
    assert outs[0] == outs[1]
