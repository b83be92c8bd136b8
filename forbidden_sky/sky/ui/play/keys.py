"""The game screen's keys, as a table: a key (with its modifier) names a command; the scene
runs the command. Buttons name the same commands, so a key and its button do one thing."""

from __future__ import annotations

from ....i18n import N_
from typing import Optional

import pygame

# (key, needs Ctrl) -> command
KEYS: dict[tuple[int, bool], str] = {
    (pygame.K_z, True): "undo",
    (pygame.K_F1, False): "rules",
    (pygame.K_QUESTION, False): "rules",
    (pygame.K_ESCAPE, False): "escape",
    (pygame.K_SPACE, False): "skip",
    (pygame.K_r, False): "turn_tile",
    (pygame.K_1, False): "wires_short",
    (pygame.K_KP1, False): "wires_short",
    (pygame.K_2, False): "wires_long",
    (pygame.K_KP2, False): "wires_long",
    (pygame.K_0, False): "wires_any",
    (pygame.K_KP0, False): "wires_any",
    (pygame.K_PLUS, False): "zoom_in",
    (pygame.K_EQUALS, False): "zoom_in",
    (pygame.K_KP_PLUS, False): "zoom_in",
    (pygame.K_MINUS, False): "zoom_out",
    (pygame.K_KP_MINUS, False): "zoom_out",
    (pygame.K_n, False): "next",
    # issue 13's foresight: the danger overlay and a hint (the buttons at the board's top right)
    (pygame.K_d, False): "danger",
    (pygame.K_h, False): "hint",
    (pygame.K_g, False): "play_turn",   # issue 21: play the hint's whole turn, step by step
}
# the keyboard play's keys (arrows, Enter, Tab, T W X P Q S E) are in play/keyboard.py

# what 1 / 2 / 0 ask of the next wire, and the banner that says so
WIRE_PREFS: dict[str, tuple[Optional[str], str]] = {
    "wires_short": ("short", N_("Wires: short")),
    "wires_long": ("long", N_("Wires: long")),
    "wires_any": (None, N_("Wires: the shortest that fits")),
}

# the storm's pace: seconds between storm cards, cycled by the Auto button (0: by hand)
AUTO_STEPS = (0.0, 2.0, 1.0, 0.4)


def command_for(key: int, mod: int) -> Optional[str]:
    if key == pygame.K_SLASH and mod & pygame.KMOD_SHIFT:
        return "rules"       # "?" on keyboards that send Shift+/
    if key == pygame.K_z and not mod & pygame.KMOD_CTRL:
        return None
    return KEYS.get((key, bool(mod & pygame.KMOD_CTRL) and key == pygame.K_z))


def next_auto(current: float) -> float:
    cur = min(range(len(AUTO_STEPS)), key=lambda i: abs(AUTO_STEPS[i] - current))
    return AUTO_STEPS[(cur + 1) % len(AUTO_STEPS)]


def held_pan(keys: pygame.key.ScancodeWrapper, step: float) -> tuple[float, float]:
    """The arrow keys held down pan the board."""
    return ((keys[pygame.K_LEFT] - keys[pygame.K_RIGHT]) * step, (keys[pygame.K_UP] - keys[pygame.K_DOWN]) * step)
