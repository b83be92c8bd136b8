"""The puzzle book (docs/puzzles.md): every game with puzzles has its page, chosen along the top
(the title's Puzzles of a game's card opens that game's). A page lists the game's puzzles in
order, each with its number, title, difficulty, solved mark, best score and how the best
stands against the par (a sign and words: under, at or over par); opening one starts that
game's screen on its position (the ``puzzle`` transition). A puzzle file that cannot be read
is listed with the reason and cannot be opened. Game-free: a game's name comes from its card.
"""

from __future__ import annotations

import pygame

from ..i18n import tr
from ..shell import puzzle_words as words
from ..shell.focus import FocusRing
from ..shell.puzzle_shelf import Row, book_of, read_book
from ..shell.scene import Command, Goto, Host, Pop, Scene
from ..shell.theme import Button, first_hit


def puzzle_games() -> list[tuple[str, str]]:
    """(game id, its name as written, N_) of every game whose card has a puzzle book, in the
    title's order."""
    from .screens import CARDS, card
    return [(gid, card(gid).NAME) for gid in CARDS if getattr(card(gid), "PUZZLES", None)]


class PuzzlesScene(Scene):
    def __init__(self, app: Host, problem: str = "", game: str = "sky") -> None:
        super().__init__(app)
        self.games = puzzle_games()
        self.books: dict[str, list[Row]] = {gid: read_book(gid) for gid, _ in self.games}
        self.game = game if game in self.books else (self.games[0][0] if self.games else game)
        self.problem = problem
        self.focus = FocusRing()
        self.resized(app.screen.get_size())

    @property
    def rows(self) -> list[Row]:
        return self.books.get(self.game, [])

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        self.panel = pygame.Rect(0, 0, min(w - th.px(40), th.px(900)), min(h - th.px(40), th.px(760)))
        self.panel.center = (w // 2, h // 2)
        tab_y = self.panel.top + th.px(62)
        tw = min(th.px(240), (self.panel.width - th.px(48)) // max(1, len(self.games)) - th.px(8))
        self.tabs = []
        for i, (gid, name) in enumerate(self.games):
            b = Button(th, name, pygame.Rect(self.panel.left + th.px(24) + i * (tw + th.px(8)), tab_y, tw, th.px(38)),
                       f"game:{gid}", size="body")
            b.toggled = gid == self.game
            self.tabs.append(b)
        top = tab_y + th.px(52)
        room = self.panel.bottom - th.px(80) - top
        self.step = max(th.px(30), min(th.px(44), room // max(1, len(self.rows))))
        bw = min(th.px(360), self.panel.width // 2 - th.px(30))
        self.buttons: list[Button] = []
        for i, row in enumerate(self.rows):
            name = tr(row.puzzle.title) if row.puzzle else tr("(cannot be read)")
            rect = pygame.Rect(self.panel.left + th.px(24), top + i * self.step, bw, self.step - th.px(6))
            self.buttons.append(Button(th, f"{i + 1}. {name}", rect, f"open:{i}", enabled=row.puzzle is not None,
                                       size="body", tooltip=row.problem))
        self.back = Button(th, tr("Back"), pygame.Rect(self.panel.centerx - th.px(80), self.panel.bottom - th.px(62),
                                                       th.px(160), th.px(44)), "back", hotkey=pygame.K_ESCAPE, size="body")

    def handle_event(self, event: pygame.event.Event) -> Command:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and len(self.games) > 1:
            ids = [gid for gid, _ in self.games]
            i = ids.index(self.game) if self.game in ids else 0
            self.choose(ids[(i + (1 if event.key == pygame.K_RIGHT else -1)) % len(ids)])
            return None
        ring = self.tabs + self.buttons + [self.back]
        took, a = self.focus.handle(event, ring)
        if not took:
            a = first_hit(ring, event)
        if a == "back":
            return Pop()
        if a and a.startswith("game:"):
            self.choose(a.split(":", 1)[1])
        if a and a.startswith("open:"):
            return self.open(int(a.split(":")[1]))
        return None

    def choose(self, game: str) -> None:
        """Another game's page (the focus stays on the tabs)."""
        if game == self.game or game not in self.books:
            return
        self.app.sounds.play("click")
        self.game = game
        self.resized(self.app.screen.get_size())
        if self.focus.index is not None:
            ring = self.tabs + self.buttons + [self.back]
            self.focus.index = min(self.focus.index, len(ring) - 1)
            for k, b in enumerate(ring):
                b.focused = k == self.focus.index

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
                     (r.right - th.px(24), self.tabs[-1].rect.centery if self.tabs else r.top + th.px(24)),
                     "regular", "small", th.c.text_dim, anchor="midright")
        for t in self.tabs:
            t.draw(surface)
        for b, row in zip(self.buttons, self.rows, strict=True):
            b.draw(surface)
            self._row(surface, b, row)
        if self.problem:
            th.blit_text(surface, th.ellipsis(self.problem, r.width - th.px(40), "regular", "small"),
                         (r.centerx, self.back.rect.top - th.px(10)), "regular", "small", th.c.illegal, anchor="midbottom")
        self.back.draw(surface)

    def _row(self, surface: pygame.Surface, b: Button, row: Row) -> None:
        """Beside a puzzle's button: its difficulty, the solved mark, the best and the par."""
        th = self.app.theme
        right = self.panel.right - th.px(20)
        x, y = b.rect.right + th.px(18), b.rect.centery
        if row.puzzle is None:
            th.blit_text(surface, th.ellipsis(row.problem, right - x, "regular", "small"), (x, y),
                         "regular", "small", th.c.illegal, anchor="midleft")
            return
        p = row.puzzle
        self._stars(surface, (x, y), p.difficulty)
        entry = book_of(self.app).get(p.key)
        x += th.px(100)
        if entry is not None and entry.solved:
            th.blit_text(surface, "✔", (x, y), "bold", "body", th.c.good, anchor="midleft")
        x += th.px(28)
        info = words.par_text(p)
        standing = None
        if entry is not None and entry.best is not None:
            info = tr("Best: {score}", score=words.score_text(entry.unit, entry.best)) + "  ·  " + info
            standing = words.par_standing(p, entry.best, entry.unit)
        at = th.blit_text(surface, th.ellipsis(info, right - x, "regular", "small"), (x, y), "regular", "small",
                          th.c.text, anchor="midleft")
        if standing is not None:
            sign, said = words.par_mark(standing)
            colour = {"under": th.c.good, "at": th.c.text, "over": th.c.illegal}[standing]
            th.blit_text(surface, th.ellipsis(f"{sign} {said}", max(0, right - at.right - th.px(12)), "bold", "small"),
                         (at.right + th.px(12), y), "bold", "small", colour, anchor="midleft")

    def _stars(self, surface: pygame.Surface, at: tuple[int, int], n: int) -> None:
        th = self.app.theme
        for i in range(5):
            c = th.c.accent if i < n else th.c.metal_dark
            pygame.draw.circle(surface, c, (at[0] + th.px(8) + i * th.px(18), at[1]), th.px(6))
