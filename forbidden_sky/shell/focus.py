"""A visible keyboard focus over a screen's buttons (issue 12: menus without a mouse).

Tab / Shift+Tab (and Down / Up, on screens with no other use for them) move the focus, drawn
by the button itself as a ring; Enter or Space presses the focused button. Before the first
Tab nothing is focused and the buttons' own hotkeys (Enter: the main choice) work as before.
"""

from __future__ import annotations

from typing import Optional, Sequence

import pygame

from .theme import ACTIVATE_KEYS, Button


class FocusRing:
    def __init__(self, arrows: bool = True) -> None:
        self.index: Optional[int] = None
        self.arrows = arrows

    def handle(self, event: pygame.event.Event, buttons: Sequence[Button]) -> tuple[bool, Optional[str]]:
        """(the focus took the key, the action of a pressed button)."""
        if event.type != pygame.KEYDOWN or not buttons:
            return False, None
        back = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT or (self.arrows and event.key == pygame.K_UP)
        ahead = event.key == pygame.K_TAB and not back or (self.arrows and event.key == pygame.K_DOWN)
        if back or ahead:
            n = len(buttons)
            i = self.index if self.index is not None else (0 if back else -1)
            self.index = (i + (-1 if back else 1)) % n
            for k, b in enumerate(buttons):
                b.focused = k == self.index
            return True, None
        if event.key in ACTIVATE_KEYS and self.index is not None:
            b = buttons[self.index % len(buttons)]
            return True, (b.action if b.enabled else None)
        return False, None
