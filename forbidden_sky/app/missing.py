"""A screen this build does not have yet (a transition no line of app/transitions.py builds):
said in words over the sky, with Back, instead of a crash. Island's game screen is being
built (issue 19); until it lands, its Start comes here."""

from __future__ import annotations

import pygame

from ..i18n import N_, tr
from ..shell import drawn
from ..shell.focus import FocusRing
from ..shell.scene import ALL, Command, Goto, Host, Scene
from ..shell.theme import Button, first_hit

TITLE = N_("Not in this version yet")
TEXT = N_("This screen is still being built. Your choices are kept: come back to it in the next version.")


class MissingScene(Scene):
    def __init__(self, app: Host, name: str) -> None:
        super().__init__(app)
        self.name = name
        self.focus = FocusRing()
        self.resized(app.screen.get_size())

    def resized(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        w, h = size
        self.rect = pygame.Rect(0, 0, min(th.px(620), w - th.px(40)), min(th.px(240), h - th.px(40)))
        self.rect.center = (w // 2, h // 2)
        self.back = Button(th, N_("Back"), pygame.Rect(self.rect.centerx - th.px(80), self.rect.bottom - th.px(64),
                                                       th.px(160), th.px(44)), "back", hotkey=pygame.K_ESCAPE)

    def handle_event(self, event: pygame.event.Event) -> Command:
        took, pressed = self.focus.handle(event, [self.back])
        if took and pressed is None:
            return None
        action = pressed or first_hit([self.back], event)
        if action == "back" or (event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN):
            return Goto("title", pop=ALL)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.app.sky.draw(surface)
        r = self.rect
        th.panel(surface, r)
        with drawn.box(r, "missing screen"):
            th.blit_text(surface, th.ellipsis(tr(TITLE), r.width - th.px(48), "display", "heading"),
                         (r.left + th.px(24), r.top + th.px(18)), "display", "heading", th.c.copper_light)
            th.blit_wrapped(surface, tr(TEXT), pygame.Rect(r.left + th.px(24), r.top + th.px(64), r.width - th.px(48),
                                                           r.height - th.px(64 + 76)), "regular", "body", th.c.text)
        self.back.draw(surface)
