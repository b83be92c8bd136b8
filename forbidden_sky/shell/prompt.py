"""A modal question over the board: a title, a line of text and one button per answer.

Answered by mouse or keyboard alike: a focus ring starts on the default answer; Tab, Shift+Tab
and the arrows move it; Enter or Space press the focused answer; the digits 1-9 press that
answer; Escape is Cancel (when the question may be cancelled).

The title, the text and the answers are English (marked ``N_`` where they are written) or
already in the player's language; they are translated where they are laid out and drawn."""

from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from ..i18n import N_, tr
from .theme import Button, Theme

NEXT = (pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS = (pygame.K_LEFT, pygame.K_UP)
KEYPAD = (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5, pygame.K_KP6, pygame.K_KP7,
          pygame.K_KP8, pygame.K_KP9)


class Prompt:
    def __init__(self, theme: Theme, title: str, text: str, options: list[tuple[str, Any]],
                 on_choose: Callable[[Any], None], cancel: bool = True, default: int = 0) -> None:
        """``default`` is the answer the focus starts on (an index into the buttons, Cancel
        last): the safe one where an answer cannot be taken back."""
        self.theme = theme
        self.title = title
        self.text = text
        self.options = options
        self.on_choose = on_choose
        self.cancel = cancel
        self.buttons: list[Button] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title_lines: list[str] = [title]    # laid out in the language of the moment (layout)
        self.focus = default

    def layout(self, area: pygame.Rect) -> None:
        th = self.theme
        labels = [tr(lab) for lab, _ in self.options] + ([tr(N_("Cancel"))] if self.cancel else [])
        bw = max(th.px(140), max(th.font("bold", "body").size(lab)[0] for lab in labels) + th.px(36))
        per_row = max(1, min(len(labels), (min(th.px(760), area.width - th.px(60))) // (bw + th.px(12))))
        rows = (len(labels) + per_row - 1) // per_row
        w = max(th.px(420), per_row * (bw + th.px(12)) + th.px(40))
        # the title on one line when the box may widen for it (up to the text's own measure),
        # else wrapped: it is never cut off or run past the box
        most = max(w, min(th.px(760), area.width - th.px(60)))
        w = max(w, min(most, th.font("bold", "large").size(tr(self.title))[0] + th.px(48)))
        self.title_lines = th.wrap(tr(self.title), w - th.px(48), "bold", "large") or [""]
        taller = (len(self.title_lines) - 1) * th.font("bold", "large").get_linesize()
        lines = th.wrap(tr(self.text), w - th.px(48), "regular", "body")
        h = th.px(70 + len(lines) * 20 + rows * 50 + 20) + taller
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
        self.focus = max(0, min(self.focus, len(self.buttons) - 1))
        self._show_focus()

    def _show_focus(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus

    def _move_focus(self, event: pygame.event.Event) -> bool:
        """Tab and the arrows walk the focus ring; True when the key was one of them."""
        if event.type != pygame.KEYDOWN or not self.buttons:
            return False
        if event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
        elif event.key in NEXT or event.key in PREVIOUS:
            step = 1 if event.key in NEXT else -1
        else:
            return False
        self.focus = (self.focus + step) % len(self.buttons)
        self._show_focus()
        return True

    def handle(self, event: pygame.event.Event) -> Optional[str]:
        """'done' when answered or cancelled, else None. Swallows every event (modal)."""
        if self._move_focus(event):
            return None
        if event.type == pygame.KEYDOWN and event.key in KEYPAD:
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1 + KEYPAD.index(event.key), mod=event.mod)
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
        y = self.rect.top + th.px(16)
        title_h = th.font("bold", "large").get_linesize()
        for line in self.title_lines:
            th.blit_text(surface, line, (self.rect.left + th.px(24), y), "bold", "large", th.c.copper_light)
            y += title_h
        top = self.rect.top + th.px(50) + (len(self.title_lines) - 1) * title_h
        th.blit_wrapped(surface, tr(self.text), pygame.Rect(self.rect.left + th.px(24), top,
                                                        self.rect.width - th.px(48), th.px(400)),
                        "regular", "body")
        for b in self.buttons:
            b.draw(surface)
