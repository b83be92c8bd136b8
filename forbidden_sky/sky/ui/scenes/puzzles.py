"""The puzzle book (docs/puzzles.md): Sky's puzzles in order, each with its number, title,
difficulty, solved mark and best score; opening one starts the game screen on its position.
A puzzle file that cannot be read is listed with the reason and cannot be opened."""

from __future__ import annotations


import pygame

from ....i18n import tr
from ....shell.focus import FocusRing
from ....shell.scene import Command, Goto, Host, Pop, Scene
from ....shell.theme import Button, first_hit
from .. import puzzle_words as words
from ..puzzle_book import book_of, read_book

class PuzzlesScene(Scene):
    def __init__(self, app: Host, problem: str = "") -> None:
        super().__init__(app)
        self.rows = read_book()
        self.problem = problem
        self.focus = FocusRing()
        self.resized(app.screen.get_size())

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        self.panel = pygame.Rect(0, 0, min(w - th.px(40), th.px(900)), min(h - th.px(40), th.px(720)))
        self.panel.center = (w // 2, h // 2)
        top = self.panel.top + th.px(70)
        room = self.panel.bottom - th.px(80) - top
        self.step = max(th.px(30), min(th.px(44), room // max(1, len(self.rows))))
        bw = min(th.px(380), self.panel.width // 2)
        self.buttons: list[Button] = []
        for i, row in enumerate(self.rows):
            name = tr(row.puzzle.title) if row.puzzle else tr("(cannot be read)")
            label = f"{i + 1}. {name}"
            rect = pygame.Rect(self.panel.left + th.px(24), top + i * self.step, bw, self.step - th.px(6))
            b = Button(th, label, rect, f"open:{i}", enabled=row.puzzle is not None, size="body",
                       tooltip=row.problem)
            self.buttons.append(b)
        self.back = Button(th, tr("Back"), pygame.Rect(self.panel.centerx - th.px(80), self.panel.bottom - th.px(62),
                                                       th.px(160), th.px(44)), "back", hotkey=pygame.K_ESCAPE, size="body")

    def handle_event(self, event: pygame.event.Event) -> Command:
        ring = self.buttons + [self.back]
        took, a = self.focus.handle(event, ring)
        if not took:
            a = first_hit(ring, event)
        if a == "back":
            return Pop()
        if a and a.startswith("open:"):
            return self.open(int(a.split(":")[1]))
        return None

    def open(self, i: int) -> Command:
        row = self.rows[i]
        if row.puzzle is None:
            return None
        self.app.sounds.play("click")
        return Goto("puzzle", {"puzzle": row.puzzle, "book": [r.path for r in self.rows], "index": i})

    def update(self, dt: float) -> Command:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        th = app.theme
        app.sky.draw(surface)
        r = self.panel
        th.panel(surface, r, alpha_fill=(18, 22, 34))
        th.blit_text(surface, tr("Puzzles"), (r.centerx, r.top + th.px(14)), "display", "heading", th.c.copper_light,
                     anchor="midtop")
        book = book_of(app)
        solved = sum(1 for row in self.rows if row.puzzle and (e := book.get(row.puzzle.key)) and e.solved)
        th.blit_text(surface, tr("{n} of {total} solved", n=solved, total=len(self.rows)),
                     (r.right - th.px(24), r.top + th.px(24)), "regular", "small", th.c.text_dim, anchor="topright")
        for b, row in zip(self.buttons, self.rows, strict=True):
            b.draw(surface)
            x = b.rect.right + th.px(18)
            y = b.rect.centery
            if row.puzzle is None:
                th.blit_text(surface, th.ellipsis(row.problem, r.right - x - th.px(20), "regular", "small"), (x, y),
                             "regular", "small", th.c.illegal, anchor="midleft")
                continue
            p = row.puzzle
            self._stars(surface, (x, y), p.difficulty)
            entry = book.get(p.key)
            x += th.px(100)
            if entry is not None and entry.solved:
                th.blit_text(surface, "✔", (x, y), "bold", "body", th.c.good, anchor="midleft")
            x += th.px(28)
            info = words.par_text(p)
            if entry is not None and entry.best is not None:
                info = tr("Best: {score}", score=words.score_text(entry.unit, entry.best)) + "  ·  " + info
            th.blit_text(surface, th.ellipsis(info, r.right - x - th.px(20), "regular", "small"), (x, y), "regular", "small",
                         th.c.text, anchor="midleft")
        if self.problem:
            th.blit_text(surface, th.ellipsis(self.problem, r.width - th.px(40), "regular", "small"),
                         (r.centerx, self.back.rect.top - th.px(10)), "regular", "small", th.c.illegal, anchor="midbottom")
        self.back.draw(surface)

    def _stars(self, surface: pygame.Surface, at: tuple[int, int], n: int) -> None:
        th = self.app.theme
        for i in range(5):
            c = th.c.accent if i < n else th.c.metal_dark
            pygame.draw.circle(surface, c, (at[0] + th.px(8) + i * th.px(18), at[1]), th.px(6))
