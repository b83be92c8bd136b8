"""The end of a game: a victory after the launch, or a loss naming the cause and the moment."""

from __future__ import annotations

import math

import pygame

from typing import Any, Protocol

from ..scene import Command, Goto, Host, Quit, Scene
from ..theme import Button, dim, draw_skull, first_hit
from ..why_lost import HEIGHT as WHY_HEIGHT, WhyLost

CAUSE_TITLE = {"won": "The rocket is away!", "lost:electrocuted": "Electrocuted", "lost:fall": "A rope snapped",
               "lost:swept_away": "Swept away", "lost:abandoned": "Left behind"}


class Finished(Protocol):
    """The game that ended, as the end screen reads it."""
    @property
    def state(self) -> Any: ...
    setup: Any


class EndScene(Scene):
    overlay = True

    def __init__(self, app: Host, game: Finished) -> None:
        super().__init__(app)
        self.game = game
        self.t = 0.0
        s = game.state
        self.won = s.outcome == "won"
        self.title = CAUSE_TITLE.get(s.outcome or "", "Game over")
        self.cause = s.outcome_cause or ""
        if self.won:
            self.cause = self.cause or "Everyone reached the launch pad and the circuit carried the rocket up."
        app.sounds.play("launch" if self.won else "thunder")
        self.why = None if self.won else WhyLost.make(app, game)   # the turning point (issue 13)
        self.resized(app.screen.get_size())

    def resized(self, size) -> None:
        w, h = size
        self.rect = pygame.Rect(0, 0, min(640, w - 60), 380 + (WHY_HEIGHT if self.why else 0))
        self.rect.center = (w // 2, h // 2)
        if self.why is not None:
            self.why.lay_out(pygame.Rect(self.rect.left + 30, self.rect.top + 280, self.rect.width - 60, WHY_HEIGHT - 10))
        th = self.app.theme
        bw = 170
        x0 = self.rect.centerx - (3 * bw + 24) // 2
        y = self.rect.bottom - 66
        self.buttons = [Button(th, "Play again", pygame.Rect(x0, y, bw, 46), "again", hotkey=pygame.K_RETURN, size="body"),
                        Button(th, "New game", pygame.Rect(x0 + bw + 12, y, bw, 46), "new", size="body"),
                        Button(th, "Quit", pygame.Rect(x0 + 2 * (bw + 12), y, bw, 46), "quit", hotkey=pygame.K_ESCAPE,
                               size="body")]

    def handle_event(self, event) -> Command:
        if self.why is not None and self.why.handle(event):
            return None
        a = first_hit(self.buttons, event)
        if a == "again":
            # drop this overlay and the finished game under it, then start again
            return Goto("game", {"setup": self.game.setup}, pop=2)
        if a == "new":
            return Goto("setup", pop=2)
        if a == "quit":
            return Quit(0)
        return None

    def update(self, dt) -> Command:
        self.t += dt
        return None

    def draw(self, surface) -> None:
        th = self.app.theme
        dim(surface, 140)
        r = self.rect
        th.panel(surface, r, alpha_fill=(18, 22, 34))
        col = th.c.good if self.won else th.c.danger
        band = pygame.Rect(r.left + 2, r.top + 2, r.width - 4, 90)
        pygame.draw.rect(surface, (*[int(v * 0.35) for v in col[:3]],), band, border_top_left_radius=10,
                         border_top_right_radius=10)
        head = "VICTORY" if self.won else "DEFEAT"
        th.blit_text(surface, head, (r.centerx, r.top + 14), "display", "heading", col, anchor="midtop")
        th.blit_text(surface, self.title, (r.centerx, r.top + 50), "display", "heading", th.c.text, anchor="midtop")
        if self.won:
            from ..art import draw_rocket
            # small enough that the flame stays above the sentence below it
            y = r.top + 138 - (math.sin(self.t * 2) * 5)
            draw_rocket(surface, (r.centerx, y), 62, th, flame=0.6 + 0.4 * math.sin(self.t * 20))
        else:
            draw_skull(surface, (r.centerx, r.top + 150), 30, th.c.skull)
        s = self.game.state
        th.blit_wrapped(surface, self.cause, pygame.Rect(r.left + 40, r.top + 215, r.width - 80, 60), "regular", "large",
                        th.c.text)
        th.blit_text(surface, f"{s.level.title()} · turn {s.turn} · seed {self.game.setup.seed}",
                     (r.centerx, r.bottom - 96), "regular", "small", th.c.text_dim, anchor="midtop")
        for b in self.buttons:
            b.draw(surface)
        if self.why is not None:
            self.why.draw(surface)
