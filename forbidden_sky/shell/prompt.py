"""A modal question over the board: a title, a line of text and one button per answer."""

from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from .theme import Button, Theme


class Prompt:
    def __init__(self, theme: Theme, title: str, text: str, options: list[tuple[str, Any]],
                 on_choose: Callable[[Any], None], cancel: bool = True) -> None:
        self.theme = theme
        self.title = title
        self.text = text
        self.options = options
        self.on_choose = on_choose
        self.cancel = cancel
        self.buttons: list[Button] = []
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, area: pygame.Rect) -> None:
        th = self.theme
        labels = [lab for lab, _ in self.options] + (["Cancel"] if self.cancel else [])
        bw = max(th.px(140), max(th.font("bold", "body").size(lab)[0] for lab in labels) + th.px(36))
        per_row = max(1, min(len(labels), (min(th.px(760), area.width - th.px(60))) // (bw + th.px(12))))
        rows = (len(labels) + per_row - 1) // per_row
        w = max(th.px(420), per_row * (bw + th.px(12)) + th.px(40))
        lines = th.wrap(self.text, w - th.px(48), "regular", "body")
        h = th.px(70 + len(lines) * 20 + rows * 50 + 20)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = area.center
        self.buttons = []
        y = self.rect.bottom - th.px(20 + rows * 50)
        for i, lab in enumerate(labels):
            r, c = divmod(i, per_row)
            n_in_row = min(per_row, len(labels) - r * per_row)
            x0 = self.rect.centerx - (n_in_row * (bw + th.px(12)) - th.px(12)) // 2
            rect = pygame.Rect(x0 + c * (bw + th.px(12)), y + th.px(r * 50), bw, th.px(40))
            key = pygame.K_1 + i if i < 9 else None
            action = "cancel" if (self.cancel and i == len(labels) - 1) else str(i)
            self.buttons.append(Button(th, lab, rect, action, size="body",
                                       hotkey=pygame.K_ESCAPE if action == "cancel" else key))

    def handle(self, event: pygame.event.Event) -> Optional[str]:
        """'done' when answered or cancelled, else None. Swallows every event (modal)."""
        for b in self.buttons:
            a = b.handle(event)
            if a is None:
                continue
            if a == "cancel":
                return "done"
            self.on_choose(self.options[int(a)][1])
            return "done"
        return None

    def draw(self, surface: pygame.Surface) -> None:
        th = self.theme
        shade = pygame.Surface(self.rect.inflate(th.px(24), th.px(24)).size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, self.rect.inflate(th.px(24), th.px(24)).move(th.px(4), th.px(6)))
        th.panel(surface, self.rect, alpha_fill=(26, 30, 44))
        th.blit_text(surface, self.title, (self.rect.left + th.px(24), self.rect.top + th.px(16)), "bold", "large",
                     th.c.copper_light)
        th.blit_wrapped(surface, self.text, pygame.Rect(self.rect.left + th.px(24), self.rect.top + th.px(50),
                                                        self.rect.width - th.px(48), th.px(400)),
                        "regular", "body")
        for b in self.buttons:
            b.draw(surface)
