"""Input while the picture lags behind the game: no key or click acts on a position not shown yet.

While an animation plays (a Flood card in flight, a pawn walking, a card given), the session's
state is already the one after it, and the picture, the panels, the status line and the
buttons still show the moment before. A key or a click then would act on what the player has
not seen (seen: E during the last Flood card's flight asked to end the *next* player's
actions; a click on a tile the card was about to flood). So, as card games on a screen do, the
first key or click during an animation finishes it at once (the picture catches up) and does
nothing else; a banner says to press or click again, so the input is never lost unseen. The
mouse-up of a click that finished an animation is swallowed with it, and a press or drag
begun before the animation is let go (its card or pawn goes back) rather than dropped on a
board that has changed under it.

Keys that only look pass straight through: the arrows (the cursor), Space (it hurries the
animations itself), F (the forecast on the tiles, hidden while anything moves), F1 or ? (the
rules), and the modifier keys alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import pygame

from ...i18n import N_
from .keys import ARROWS, command

# said when an input finished an animation instead of acting
AGAIN_KEY = N_("Animation skipped to its end: press the key again to act.")
AGAIN_CLICK = N_("Animation skipped to its end: click again to act.")

LOOKING = {"rules", "odds"}            # commands that change nothing in the game
MODIFIERS = {pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT,
             pygame.K_LMETA, pygame.K_RMETA, pygame.K_LGUI, pygame.K_RGUI, pygame.K_CAPSLOCK, pygame.K_NUMLOCK,
             pygame.K_MODE}


@dataclass
class CatchUp:
    """What the screen keeps between events: the mouse button whose release goes with a press
    that finished an animation (0: none)."""
    swallow: int = 0

    def finishes(self, event: pygame.event.Event, busy: bool, gesture: bool) -> Optional[str]:
        """Whether ``event`` finishes the animation instead of going on to the router: None
        (route it), "" (finish it, or swallow it, silently), or the words to say (a key with a
        command, a click). ``busy``: an animation plays; ``gesture``: a press or drag is in
        progress (begun before it)."""
        if event.type == pygame.MOUSEBUTTONUP and self.swallow and event.button == self.swallow:
            self.swallow = 0
            return ""                      # the release of the press that finished the animation
        if not busy:
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.swallow = 0           # (a release lost, the window left): never the next click's
            return None
        if event.type == pygame.KEYDOWN:
            if event.key in ARROWS or event.key in MODIFIERS or event.key == pygame.K_SPACE:
                return None
            cmd = command(event)
            if cmd in LOOKING:
                return None
            return AGAIN_KEY if cmd is not None else ""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
            self.swallow = event.button
            return AGAIN_CLICK if event.button == 1 else ""
        if event.type == pygame.MOUSEBUTTONUP and gesture:
            return AGAIN_CLICK             # a drop onto a board that changed under it: let go instead
        return None


__all__ = ["AGAIN_CLICK", "AGAIN_KEY", "CatchUp"]
