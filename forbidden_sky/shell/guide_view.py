"""A guided game's coach bar and its lights, for any game (engine/guide.py holds the steps).

The bar is a band across the window above the hand bar (the game screen keeps it free, as the
replay's bar): which step of how many, its title, what to do, and Back / Skip (Next on a step
that only shows something; on the last step, the real game). The lights are pulsing rings
round whatever the game's screen says the step touches. Draw-only, apart from the buttons'
hit tests; the words come from the catalogs (``tr``).
"""

from __future__ import annotations

import math
from typing import Optional

import pygame

from ..i18n import tr
from . import drawn
from .theme import Button, Theme

BUTTON_W, BUTTON_H, GAP, PAD = 104, 36, 8, 10
KEYS = {"next": pygame.K_n, "back": pygame.K_b}


class CoachBar:
    def __init__(self, theme: Theme, keys: Optional[dict[str, int]] = None) -> None:
        self.theme = theme
        self.keys = KEYS if keys is None else keys     # the buttons' keys (a game whose keys N or B mean more says others)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self.text_box = pygame.Rect(0, 0, 0, 0)

    # ---- layout ---------------------------------------------------------------------------

    def labels(self, first: bool, watched: bool, last: bool) -> list[tuple[str, str]]:
        """(label, action) of the bar's buttons, left to right."""
        out = [] if first else [(tr("Back"), "back")]
        if last:
            return out + [(tr("Title"), "title"), (tr("Play a game"), "handover")]
        return out + [(tr("Next"), "next") if watched else (tr("Skip"), "skip")]

    def height(self, width: int, heading: str, text: str, n_buttons: int) -> int:
        """The band's height for this step at this window width: every line of its text fits."""
        th = self.theme
        room = self._text_width(width, n_buttons)
        lines = len(th.wrap(text, room, "regular", "body"))
        head = th.font("bold", "body").get_linesize()
        body = th.font("regular", "body").get_linesize() + 2
        return max(th.px(BUTTON_H + 2 * PAD), head + lines * body + th.px(3 * PAD))

    def _text_width(self, width: int, n_buttons: int) -> int:
        th = self.theme
        return max(th.px(120), width - 2 * th.px(PAD) - th.px(PAD) * 2 - n_buttons * th.px(BUTTON_W + GAP))

    def lay_out(self, rect: pygame.Rect, labels: list[tuple[str, str]]) -> None:
        th = self.theme
        self.rect = pygame.Rect(rect)
        x = rect.right - th.px(PAD) - len(labels) * th.px(BUTTON_W + GAP) + th.px(GAP)
        y = rect.centery - th.px(BUTTON_H) // 2
        self.buttons = []
        for label, action in labels:
            key = self.keys.get(action)
            self.buttons.append(Button(th, label, pygame.Rect(x, y, th.px(BUTTON_W), th.px(BUTTON_H)), action,
                                       size="body", hotkey=key))
            x += th.px(BUTTON_W + GAP)
        left = rect.left + th.px(PAD)
        right = (self.buttons[0].rect.left if self.buttons else rect.right) - th.px(PAD)
        self.text_box = pygame.Rect(left, rect.top + th.px(PAD), max(1, right - left), rect.height - 2 * th.px(PAD))

    # ---- input and drawing -------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Optional[str]:
        for b in self.buttons:
            act = b.handle(event)
            if act:
                return act
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            return "none"         # the bar's backing takes a press; a release still ends a drag begun elsewhere
        return None

    def draw(self, surface: pygame.Surface, heading: str, text: str) -> None:
        th, c = self.theme, self.theme.c
        p = th.px
        r = self.rect
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, p(3)), border_radius=p(10))
        pygame.draw.rect(surface, c.panel, r, border_radius=p(10))
        pygame.draw.rect(surface, c.accent, r, width=max(1, p(2)), border_radius=p(10))
        with drawn.box(self.text_box, "guide text"):
            th.blit_text(surface, heading, self.text_box.topleft, "bold", "body", c.accent)
            top = self.text_box.top + th.font("bold", "body").get_linesize() + p(2)
            body = pygame.Rect(self.text_box.left, top, self.text_box.width, self.text_box.bottom - top)
            th.blit_wrapped(surface, text, body, "regular", "body", c.text)
        for b in self.buttons:
            b.draw(surface)


def draw_light(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, t: float, round_: bool = False) -> None:
    """A pulsing ring round what the step asks the player to touch."""
    p = theme.px
    k = 0.5 + 0.5 * math.sin(t * 5.0)
    grow = p(4) + int(p(5) * k)
    ring = rect.inflate(2 * grow, 2 * grow)
    colour = theme.c.accent
    width = max(2, p(3))
    if round_:
        radius = max(ring.width, ring.height) // 2
        pygame.draw.circle(surface, (0, 0, 0), ring.center, radius + 1, width + 2)
        pygame.draw.circle(surface, colour, ring.center, radius, width)
    else:
        pygame.draw.rect(surface, (0, 0, 0), ring.inflate(2, 2), width + 2, border_radius=p(8))
        pygame.draw.rect(surface, colour, ring, width, border_radius=p(8))


__all__ = ["CoachBar", "draw_light"]
