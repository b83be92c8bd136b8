"""The rules overlay every game shares (F1 or ?): a panel with a heading, sections of wrapped
text that scroll with the wheel and the keys, and Close (Esc). A game gives its heading and its
sections, already in the player's language; this module knows no game."""

from __future__ import annotations

import pygame

from ..i18n import N_, tr
from .scene import Command, Pop, Scene
from .theme import Button, dim


class RulesOverlay(Scene):
    overlay = True
    paragraph_gap = 0        # extra pixels (before scaling) between the paragraphs of a section

    def __init__(self, app) -> None:
        super().__init__(app)
        self.scroll = 0
        self.content_h = 0
        self.resized(app.screen.get_size())

    # ---- what a game gives ----------------------------------------------------------------

    def heading(self) -> str:
        """The panel's title, translated."""
        raise NotImplementedError

    def sections(self) -> list[tuple[str, str]]:
        """(title, text) in the player's language; a newline in a text starts a paragraph."""
        raise NotImplementedError

    # ---- the machinery ----------------------------------------------------------------------

    def resized(self, size) -> None:
        w, h = size
        th = self.app.theme
        pw, ph = min(th.px(900), w - th.px(80)), h - th.px(80)
        self.rect = pygame.Rect((w - pw) // 2, th.px(40), pw, ph)
        self.close = Button(self.app.theme, N_("Close"), pygame.Rect(self.rect.right - th.px(130), self.rect.bottom - th.px(56),
                                                                 th.px(110), th.px(40)),
                            "close", hotkey=pygame.K_ESCAPE, size="body")
        self.body = pygame.Rect(self.rect.left + th.px(24), self.rect.top + th.px(64), self.rect.width - th.px(48),
                                self.rect.height - th.px(130))
        self.lines = self._layout(self.body.width)
        self.content_h = self.lines[-1][1] + self.lines[-1][2] if self.lines else 0
        self.scroll = min(self.scroll, self.max_scroll())

    def _layout(self, width: int) -> list[tuple]:
        """Every line once, wrapped for this width: (surface, y, height). Drawing then shows only
        whole lines, so no heading or sentence is ever cut in half at an edge."""
        th = self.app.theme
        out = []
        y = 0
        body_h = th.font("regular", "body").get_linesize() + th.px(2)
        gap = th.px(self.paragraph_gap) if self.paragraph_gap else 0
        for title, text in self.sections():
            img = th.text(title, "bold", "large", th.c.accent)
            out.append((img, y, th.px(26)))
            y += th.px(26)
            for i, para in enumerate(text.split("\n")):
                if i and gap:
                    y += gap
                for ln in th.wrap(para, width, "regular", "body"):
                    out.append((th.text(ln, "regular", "body"), y, body_h))
                    y += body_h
            y += th.px(10)
        return out

    def handle_event(self, event) -> Command:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_F1,):
            return Pop()
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - event.y * 40))
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll = min(self.max_scroll(),
                              self.scroll + (self.app.theme.px(40) if event.key == pygame.K_DOWN else self.app.theme.px(300)))
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (self.app.theme.px(40) if event.key == pygame.K_UP else self.app.theme.px(300)))
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.scroll = 0 if event.key == pygame.K_HOME else self.max_scroll()
        if self.close.handle(event):
            return Pop()
        return None

    def max_scroll(self) -> int:
        return max(0, self.content_h - self.body.height)

    def visible_lines(self) -> list[tuple]:
        """The lines drawn at this scroll: only those wholly inside the body."""
        top, bottom = self.scroll, self.scroll + self.body.height
        return [ln for ln in self.lines if ln[1] >= top and ln[1] + ln[2] <= bottom]

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        dim(surface, 170)
        th.panel(surface, self.rect)
        th.blit_text(surface, th.fit(self.heading(), self.rect.width - th.px(48), "display", "heading"),
                     (self.rect.left + th.px(24), self.rect.top + th.px(18)),
                     "display", "heading",
                     th.c.copper_light)
        body = self.body
        for img, y, _ in self.visible_lines():
            surface.blit(img, (body.left, body.top + y - self.scroll))
        if self.max_scroll() > 0:
            more = (tr("more below: wheel / arrows to scroll") if self.scroll < self.max_scroll()
                    else tr("wheel / arrows to scroll back up"))
            th.blit_text(surface, more, (self.rect.left + th.px(24), self.rect.bottom - th.px(44)), "regular",
                         "small", th.c.text_dim)
        self.close.draw(surface)
