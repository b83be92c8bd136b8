"""Labels on the board that never print over each other (issue 22: "Electrician:Medic-1
rope"): a label that would overlap one already placed moves down a line, then up, until free.
Any game's foresight marks (Sky's danger overlay, Island's flood forecast) place theirs here."""

from __future__ import annotations

from typing import Any

import pygame

from ..theme import Theme


class Placer:
    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.taken: list[pygame.Rect] = []
        self.bounds: pygame.Rect | None = None    # the board: a label near its edge slides back inside

    def place(self, surface: pygame.Surface, text: str, pos: tuple[float, float], colour: Any, anchor: str,
              or_skip: bool = False) -> None:
        """``or_skip``: a label with no free place is left out (a mark that can wait, never over another)."""
        th = self.theme
        img = th.text(text, "bold", "tiny", colour)
        r = img.get_rect(**{anchor: pos})
        if self.bounds is not None:
            r.left = max(self.bounds.left, min(r.left, self.bounds.right - r.width))
        step = img.get_height()
        for k in (0, 1, -1, 2, -2, 3, -3, 4):
            trial = r.move(0, k * step)
            if trial.collidelist(self.taken) < 0:
                r = trial
                break
        else:
            if or_skip:
                return
        self.taken.append(r)
        th.blit_text(surface, text, r.topleft, "bold", "tiny", colour, shadow=True)


__all__ = ["Placer"]
