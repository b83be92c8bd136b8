"""A puzzle's result over the board, for every game: solved (with the score, the best and how it
stands against the par) or not (and why, in the game's words), and the ways on: Retry, Next,
the Puzzles list. The result is remembered in the puzzle book (records/puzzle_book.py) when it
is shown. Game-free: the puzzle's screen (Sky's sky/ui/scenes/puzzle_play.py, Island's
island/ui/puzzle_play.py) is read as ``Attempted``."""

from __future__ import annotations

from typing import Any, Optional, Protocol

import pygame

from ..engine.puzzle import Progress, Puzzle, PuzzleError, Status, load
from ..i18n import tr
from . import puzzle_words as words
from .focus import FocusRing
from .puzzle_shelf import book_of
from .puzzle_words import PuzzleSay
from .scene import ALL, Command, Goto, Host, Scene
from .theme import Button, dim, first_hit


class Attempted(Protocol):
    """The puzzle game that ended, as its result reads it (each game's puzzle screen)."""
    puzzle: Puzzle
    book: Optional[list[Any]]      # the book's paths, for Next (None: a file from the command line)
    index: int
    say: PuzzleSay                 # the game's words for its puzzles


class PuzzleResultScene(Scene):
    overlay = True

    def __init__(self, app: Host, game: Attempted, progress: Progress) -> None:
        super().__init__(app)
        self.game = game
        self.progress = progress
        self.solved = progress.status is Status.SOLVED
        p = game.puzzle
        unit = p.par.unit if p.par is not None else "actions"
        self.score = progress.score(unit)
        self.entry = None
        if game.book is not None:     # a book's puzzle is remembered; a file from the command line is not
            self.entry = book_of(app).record(p.key, self.solved, self.score, unit)
        self.focus = FocusRing()
        app.sounds.play("launch" if self.solved else "thunder")
        self.resized(app.screen.get_size())

    def has_next(self) -> bool:
        return self.game.book is not None and self.game.index + 1 < len(self.game.book)

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        self.rect = pygame.Rect(0, 0, min(th.px(560), w - th.px(40)), th.px(300))
        self.rect.center = (w // 2, h // 2)
        rows = [(tr("Retry"), "retry")] + ([(tr("Next"), "next")] if self.has_next() else []) + [(tr("Puzzles"), "list")]
        bw, gap = th.px(150), th.px(12)
        x = self.rect.centerx - (len(rows) * bw + (len(rows) - 1) * gap) // 2
        y = self.rect.bottom - th.px(64)
        self.buttons = []
        for i, (label, act) in enumerate(rows):
            key = pygame.K_RETURN if (act == "next" if self.solved and self.has_next() else act == "retry") else None
            self.buttons.append(Button(th, label, pygame.Rect(x + i * (bw + gap), y, bw, th.px(46)), act,
                                       hotkey=key if act != "list" else pygame.K_ESCAPE, size="body"))

    def handle_event(self, event: pygame.event.Event) -> Command:
        took, a = self.focus.handle(event, self.buttons)
        if not took:
            a = first_hit(self.buttons, event)
        g = self.game
        if a == "retry":
            return Goto("puzzle", {"puzzle": g.puzzle, "book": g.book, "index": g.index}, pop=2)
        if a == "next" and g.book is not None and self.has_next():
            try:
                nxt = load(g.book[g.index + 1])
            except PuzzleError as exc:
                return Goto("puzzles", {"problem": str(exc), "game": g.puzzle.game_id}, pop=ALL)
            return Goto("puzzle", {"puzzle": nxt, "book": g.book, "index": g.index + 1}, pop=2)
        if a == "list":
            return Goto("puzzles", {"game": g.puzzle.game_id}, pop=ALL)
        return None

    def update(self, dt: float) -> Command:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        dim(surface, 140)
        r = self.rect
        th.panel(surface, r, alpha_fill=(18, 22, 34))
        col = th.c.good if self.solved else th.c.danger
        th.blit_text(surface, words.result_text(self.progress, self.game.say), (r.centerx, r.top + th.px(20)), "display",
                     "heading", col, anchor="midtop")
        th.blit_text(surface, th.ellipsis(tr(self.game.puzzle.title), r.width - th.px(40), "bold", "large"),
                     (r.centerx, r.top + th.px(70)), "bold", "large", th.c.text, anchor="midtop")
        p = self.game.puzzle
        lines = [f"{words.used_text(p, self.progress)}  ·  {words.par_text(p)}"]
        if self.entry is not None and self.entry.best is not None:
            best = tr("Best: {score}", score=words.score_text(self.entry.unit, self.entry.best))
            standing = words.par_standing(p, self.entry.best, self.entry.unit)
            if standing is not None:
                sign, said = words.par_mark(standing)
                best += f"  {sign} {said}"
            lines.append(best)
        if self.solved and p.par is not None and self.score < p.par.n:
            lines.append(tr("Under par!"))
        elif not self.solved and self.progress.why == "over_par":
            lines.append(tr("Try again: it can be done within par."))
        for i, line in enumerate(lines):
            th.blit_text(surface, line, (r.centerx, r.top + th.px(118 + 28 * i)), "regular", "body", th.c.text_dim,
                         anchor="midtop")
        for b in self.buttons:
            b.draw(surface)
