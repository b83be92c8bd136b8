"""The puzzle's room on a game screen, for every game (docs/puzzles.md): it judges the session's
line of play against the puzzle (engine/puzzle.py: the core's state, never the screen) and
draws the goal: the goal, the par, what has been used, the chance steps coming this turn (the
game's words: a ``PuzzleSay``) and the puzzle's own hint on request (its button, key J: H is
the foresight's hint, which a puzzle hides). It never applies an action; the scene asks it
where the puzzle stands.

Two docks: ``bottom``, a banner along the foot of the board (Sky: the camera fits the platform
above it); ``panel``, a side panel filling a given place (Island: where the foresight panel
stands outside a puzzle), the hint's box under it.
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from ...engine.puzzle import Progress, Puzzle, Status, judge
from ...i18n import tr
from .. import drawn
from .. import puzzle_words as words
from ..puzzle_words import PuzzleSay
from ..scene import ALL, Goto
from .toasts import Toasts
from ..theme import Button

HINT_KEY = pygame.K_j


def line_of(session: Any) -> list[tuple[Any, Any, Any]]:
    """A session's history as the judge reads it: (state before, action, state after). Each
    game's session keeps ``history`` (steps with ``before`` and ``action``) and ``state``."""
    hist = session.history
    now = session.state
    return [(h.before, h.action, hist[i + 1].before if i + 1 < len(hist) else now) for i, h in enumerate(hist)]


class PuzzleWatch:
    def __init__(self, puzzle: Puzzle, say: PuzzleSay) -> None:
        self.puzzle = puzzle
        self.say = say
        self.show_hint = False
        self.dock = "bottom"
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        self.goal_h = 0
        self.title_h = 0            # the panel dock names the puzzle above its goal
        self.chance_lines = 1
        self.fits = True            # the panel dock had the room it needs
        self.button: Optional[Button] = None
        self._memo: Optional[tuple[int, Any, Progress]] = None

    def progress(self, session: Any) -> Progress:
        """Where the line the session holds stands (worked out once per change of history)."""
        now = session.state
        memo = self._memo
        if memo is not None and memo[0] == len(session.history) and memo[1] is now:
            return memo[2]
        out = judge(self.puzzle, line_of(session))
        self._memo = (len(session.history), now, out)
        return out

    def goal(self) -> str:
        return tr("Goal: {goal}", goal=words.goal_text(self.puzzle, self.say))

    def lay_out(self, theme: Any, area: pygame.Rect, dock: str = "bottom") -> None:
        p = theme.px
        self.theme = theme
        self.dock = dock
        hint = self.puzzle.hint
        if dock == "panel":
            self.rect = pygame.Rect(area)
            self.title_h = theme.font("bold", "small").get_linesize() + p(4)
            goal_lines = min(6, len(theme.wrap(self.goal(), area.width - p(24), "bold", "body")))
            self.goal_h = goal_lines * (theme.font("bold", "body").get_linesize() + 2)
            small = theme.font("regular", "small").get_linesize() + 2
            # the chance's lines: as many as at the start, one more for a Waters Rise!'s news (five at most)
            chance = self.say.chance_text(self.puzzle, self.puzzle.start) if self.puzzle.show_chance else ""
            self.chance_lines = min(5, len(theme.wrap(chance, area.width - p(24), "regular", "small")) + 1)
            # the title, the goal, the par line, then the chance
            top = area.top + p(10) + self.title_h + self.goal_h + p(6) + small + self.chance_lines * small + p(8)
            bw = min(area.width - p(24), p(160))
            at = pygame.Rect(area.left + p(12), top, bw, p(34))
            needed = (at.bottom + p(10) if hint else top) - area.top
            self.fits = needed <= area.height
            self.rect.height = min(area.height, needed)
        else:
            self.fits = True
            self.title_h = 0
            w = min(area.width - p(24), p(760))
            h = p(94)
            self.rect = pygame.Rect(area.centerx - w // 2, area.bottom - h - p(10), w, h)
            self.goal_h = p(46)
            bw = p(132)
            at = pygame.Rect(self.rect.right - bw - p(10), self.rect.bottom - p(42), bw, p(34))
        self.button = Button(theme, tr("Puzzle hint"), at, "puzzle_hint", size="body", hotkey=HINT_KEY,
                             tooltip=tr("The puzzle's hint (J)")) if hint else None
        self.hint_rect = self._hint_box(area)

    def _hint_box(self, area: pygame.Rect) -> pygame.Rect:
        """Above the banner (under the panel), as tall as the hint's lines (at most five)."""
        th = self.theme
        p = th.px
        if not self.puzzle.hint:
            return pygame.Rect(self.rect.left, self.rect.top, 0, 0)
        lines = len(th.wrap(tr(self.puzzle.hint), self.rect.width - p(20), "regular", "body"))
        h = min(5, lines) * (th.font("regular", "body").get_linesize() + 2) + p(14)
        if self.dock == "panel":        # every line that fits under the panel
            top = self.rect.bottom + p(6)
            h = lines * (th.font("regular", "body").get_linesize() + 2) + p(14)
            return pygame.Rect(self.rect.left, top, self.rect.width, max(0, min(h, area.bottom - top)))
        return pygame.Rect(self.rect.left, self.rect.top - h - p(6), self.rect.width, h)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was the room's (the hint's button, or its key)."""
        if self.button is not None and self.button.handle(event) == "puzzle_hint":
            self.show_hint = not self.show_hint
            self.button.toggled = self.show_hint
            return True
        return False

    def draw(self, theme: Any, surface: pygame.Surface, state: Any, progress: Progress) -> list[pygame.Rect]:
        """The goal (and the hint's box when asked for); returns where it drew."""
        p = theme.px
        r = self.rect
        _plate(surface, r, (14, 18, 30, 225), theme.c.accent, p(2), p(8))
        drawn.plate(surface, r, "puzzle goal")
        panel = self.dock == "panel"
        text_w = r.width - p(24) - (self.button.rect.width + p(10) if self.button and not panel else 0)
        small = theme.font("regular", "small").get_linesize() + 2
        with drawn.box(r, "puzzle goal"):
            if panel:
                theme.blit_text(surface, theme.ellipsis(tr(self.puzzle.title), r.width - p(24), "bold", "small"),
                                (r.left + p(12), r.top + p(8)), "bold", "small", theme.c.copper_light)
            goal = self.goal()
            full = r.width - p(24)
            size = "body" if panel or len(theme.wrap(goal, full, "bold", "body")) <= 2 else "small"
            goal_top = r.top + (p(10) + self.title_h if panel else p(6))
            y = theme.blit_wrapped(surface, goal, pygame.Rect(r.left + p(12), goal_top, full, self.goal_h), "bold", size,
                                   theme.c.text)
            y = r.top + p(54) if not panel else y + p(6)
            line = f"{words.par_text(self.puzzle)}  ·  {words.used_text(self.puzzle, progress)}"
            theme.blit_text(surface, theme.ellipsis(line, text_w, "regular", "small"), (r.left + p(12), y),
                            "regular", "small", theme.c.text_dim)
            chance = self.say.chance_text(self.puzzle, state) if self.puzzle.show_chance else ""
            if chance and panel:
                theme.blit_wrapped(surface, chance, pygame.Rect(r.left + p(12), y + small, full, self.chance_lines * small),
                                   "regular", "small", theme.c.accent)
            elif chance:
                theme.blit_text(surface, theme.ellipsis(chance, text_w, "regular", "small"),
                                (r.left + p(12), r.top + p(73)), "regular", "small", theme.c.accent)
        areas = [r]
        if self.button is not None:
            self.button.draw(surface)
        h = self.hint_rect
        if self.show_hint and self.puzzle.hint and h.height > p(20):
            _plate(surface, h, (30, 26, 12, 235), theme.c.copper_light, p(1), p(8))
            drawn.plate(surface, h, "puzzle hint")
            with drawn.box(h, "puzzle hint"):
                theme.blit_wrapped(surface, tr(self.puzzle.hint), h.inflate(-p(20), -p(12)), "regular", "body", theme.c.text)
            areas.append(h)
        return areas


def _plate(surface: pygame.Surface, r: pygame.Rect, fill: tuple[int, int, int, int], edge: Any, width: int,
           radius: int) -> None:
    plate = pygame.Surface(r.size, pygame.SRCALPHA)
    plate.fill(fill)
    surface.blit(plate, r)
    pygame.draw.rect(surface, edge, r, max(1, width), border_radius=radius)


class PuzzleAttempt:
    """What a game's puzzle screen holds beside its game (both games' puzzle scenes take it
    first in their bases): the puzzle, the book it came from (for Next), the game's words, the
    watch, and whether the result was shown. The result (shell/puzzle_result.py) reads it as
    ``Attempted``."""

    puzzle: Puzzle
    book: Optional[list[Any]]       # the book's paths, in order, for Next (None: a file from the command line)
    index: int
    say: PuzzleSay
    watch: PuzzleWatch
    result_shown: bool
    toasts: Toasts                  # the game screen's banners: cleared for the result

    def attempt(self, puzzle: Puzzle, say: PuzzleSay, book: Optional[list[Any]], index: int) -> None:
        self.puzzle, self.say, self.book, self.index = puzzle, say, book, index
        self.watch = PuzzleWatch(puzzle, say)
        self.result_shown = False

    def result_due(self, session: Any) -> Optional[Goto]:
        """The result, the first time the line stops playing (solved or failed); else None."""
        progress = self.watch.progress(session)
        if progress.status is Status.PLAYING or self.result_shown:
            return None
        self.result_shown = True
        self.toasts.clear()
        return Goto("puzzle_result", {"game": self, "progress": progress})

    def back_to_book(self, cmd: Any) -> Any:
        """A way to the title from a puzzle goes back to the book, on the puzzle's game's page."""
        if isinstance(cmd, Goto) and cmd.to == "title":
            return Goto("puzzles", {"game": self.puzzle.game_id}, pop=ALL)
        return cmd
