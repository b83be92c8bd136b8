"""The puzzle's room on the game screen (docs/puzzles.md): it judges the session's line of play
against the puzzle (engine/puzzle.py: the core's state, never the screen) and draws the goal
banner along the bottom of the board: the goal, the par, what has been used, and the hint on
request. It never applies an action; the scene asks it where the puzzle stands.
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from ....engine.puzzle import Progress, Puzzle, judge
from ....i18n import tr
from ....shell import drawn
from ....shell.theme import Button
from .. import puzzle_words as words


class PuzzleWatch:
    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.show_hint = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        self.button: Optional[Button] = None
        self._memo: Optional[tuple[int, Any, Progress]] = None

    def progress(self, session: Any) -> Progress:
        """Where the line the session holds stands (worked out once per change of history)."""
        hist = session.history
        memo = self._memo
        if memo is not None and memo[0] == len(hist) and memo[1] is session.state:
            return memo[2]
        steps = [(h.before, h.action, hist[i + 1].before if i + 1 < len(hist) else session.state)
                 for i, h in enumerate(hist)]
        out = judge(self.puzzle, steps)
        self._memo = (len(hist), session.state, out)
        return out

    def lay_out(self, theme: Any, view: pygame.Rect) -> None:
        p = theme.px
        w = min(view.width - p(24), p(760))
        h = p(94)
        self.rect = pygame.Rect(view.centerx - w // 2, view.bottom - h - p(10), w, h)
        bw = p(132) if self.puzzle.hint else 0
        at = pygame.Rect(self.rect.right - bw - p(10), self.rect.bottom - p(42), bw, p(34))
        self.button = Button(theme, tr("Puzzle hint"), at, "puzzle_hint", size="body", hotkey=pygame.K_j,
                             tooltip=tr("The puzzle's hint (J)")) if self.puzzle.hint else None
        self.theme = theme
        self.hint_rect = self._hint_box()

    def _hint_box(self) -> pygame.Rect:
        """Above the banner, as tall as the hint's lines (at most five)."""
        th = self.theme
        p = th.px
        if not self.puzzle.hint:
            return pygame.Rect(self.rect.left, self.rect.top, 0, 0)
        lines = min(5, len(th.wrap(tr(self.puzzle.hint), self.rect.width - p(20), "regular", "body")))
        h = lines * (th.font("regular", "body").get_linesize() + 2) + p(14)
        return pygame.Rect(self.rect.left, self.rect.top - h - p(6), self.rect.width, h)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was the banner's (the hint button, or its key J: H is the
        foresight's hint)."""
        if self.button is not None and self.button.handle(event) == "puzzle_hint":
            self.show_hint = not self.show_hint
            self.button.toggled = self.show_hint
            return True
        return False

    def draw(self, theme: Any, surface: pygame.Surface, session: Any) -> list[pygame.Rect]:
        """The banner (and the hint's box when asked for); returns where it drew."""
        p = theme.px
        r = self.rect
        plate = pygame.Surface(r.size, pygame.SRCALPHA)
        plate.fill((14, 18, 30, 225))
        surface.blit(plate, r)
        pygame.draw.rect(surface, theme.c.accent, r, max(1, p(2)), border_radius=p(8))
        drawn.plate(surface, r, "puzzle goal")
        text_w = r.width - p(24) - (self.button.rect.width + p(10) if self.button else 0)
        progress = self.progress(session)
        with drawn.box(r, "puzzle goal"):
            goal = tr("Goal: {goal}", goal=words.goal_text(self.puzzle))
            full = r.width - p(24)
            size = "body" if len(theme.wrap(goal, full, "bold", "body")) <= 2 else "small"
            theme.blit_wrapped(surface, goal, pygame.Rect(r.left + p(12), r.top + p(6), full, p(46)), "bold", size,
                               theme.c.text)
            line = f"{words.par_text(self.puzzle)}  ·  {words.used_text(self.puzzle, progress)}"
            theme.blit_text(surface, theme.ellipsis(line, text_w, "regular", "small"), (r.left + p(12), r.top + p(54)),
                            "regular", "small", theme.c.text_dim)
            storm = words.storm_text(self.puzzle, session.state)
            if storm:
                theme.blit_text(surface, theme.ellipsis(storm, text_w, "regular", "small"),
                                (r.left + p(12), r.top + p(73)), "regular", "small", theme.c.accent)
        areas = [r]
        if self.button is not None:
            self.button.draw(surface)
        if self.show_hint and self.puzzle.hint:
            h = self.hint_rect
            plate = pygame.Surface(h.size, pygame.SRCALPHA)
            plate.fill((30, 26, 12, 235))
            surface.blit(plate, h)
            pygame.draw.rect(surface, theme.c.copper_light, h, max(1, p(1)), border_radius=p(8))
            drawn.plate(surface, h, "puzzle hint")
            with drawn.box(h, "puzzle hint"):
                theme.blit_wrapped(surface, tr(self.puzzle.hint), h.inflate(-p(20), -p(12)), "regular", "body", theme.c.text)
            areas.append(h)
        return areas
