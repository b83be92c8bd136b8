"""The key table of the Island screen: key -> command name (the scene runs the command). Every
mouse gesture has a key (full keyboard play)."""

from __future__ import annotations

import pygame

from ...i18n import N_

KEYS: dict[int, str] = {
    pygame.K_e: "end_actions", pygame.K_c: "capture", pygame.K_n: "next_card", pygame.K_u: "undo",
    pygame.K_m: "move", pygame.K_s: "shore", pygame.K_g: "give", pygame.K_h: "hint",
    pygame.K_l: "helicopter", pygame.K_b: "sandbags",
    pygame.K_d: "discard", pygame.K_TAB: "select", pygame.K_RETURN: "enter", pygame.K_KP_ENTER: "enter",
    pygame.K_ESCAPE: "escape", pygame.K_f: "odds", pygame.K_F1: "rules", pygame.K_QUESTION: "rules",
}
ARROWS: dict[int, tuple[int, int]] = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
                                      pygame.K_DOWN: (0, 1)}
HELP = N_("arrows: cursor · Tab: pawn · M/Enter: move · S: shore up · G: give · C: capture · L/B: Lift/Sandbags · "
        "D: discard · F: forecast · E: end actions · N: next card · H: hint · Ctrl+Z: undo · Esc: menu")
# shorter lines for the foot when the whole one does not fit (a small window, a large UI scale,
# a longer language): every key is in the rules overlay (F1), which the shorter ones point to
HELP_SHORT = N_("arrows: cursor · Tab: pawn · M/Enter: move · S: shore up · G: give · C: capture · "
                "E: end actions · H: hint · F1: all keys")
HELP_TINY = N_("E: end actions · H: hint · F1: all keys")
HELP_LEAST = N_("F1: all keys")


def command(event: pygame.event.Event) -> str | None:
    if event.type != pygame.KEYDOWN:
        return None
    if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
        return "undo"
    if event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT:
        return "rules"       # "?" on keyboards that send Shift+/
    return KEYS.get(event.key)


def step_cursor(cells: tuple[tuple[int, int], ...], cell: int, delta: tuple[int, int]) -> int:
    """The nearest cell in the arrow's direction (skipping the sea's corners)."""
    if not cells:
        return cell
    c0, r0 = cells[cell]
    best, best_d = cell, 1e9
    for i, (c, r) in enumerate(cells):
        dc, dr = c - c0, r - r0
        along = dc * delta[0] + dr * delta[1]
        if along <= 0:
            continue
        across = abs(dc * delta[1]) + abs(dr * delta[0])
        d = along + across * 2
        if d < best_d:
            best, best_d = i, d
    return best
