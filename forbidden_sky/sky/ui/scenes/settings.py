"""The settings screen (issue 12), over the title or the game: UI scale, full screen, sound,
animations, storm-card pace, colour-blind mode and language; and issue 13's five foresight
switches (danger overlay, storm forecast, circuit check, hint, why we lost).

Every change is applied at once and saved in the user folder (``App.change_setting``);
command-line flags still win for the run that gave them. Mouse or keyboard: Up/Down moves the
focus (drawn as a ring), Left/Right or Enter changes the line, Esc or Done closes.
"""

from __future__ import annotations

from typing import Any

import pygame

from ....i18n import N_, tr
from ....shell.scale import STEPS
from ....shell.scene import Command, Host, Pop, Scene
from ....shell.settings import FORESIGHT, FORESIGHT_PREFIX, LANGUAGES, MOTIONS, foresight_switch
from ....shell.theme import Button, dim, draw_focus
from ..words import SETTING_LABELS, SETTINGS_HELP, SETTINGS_TITLE, setting_value_text

AUTO_STEPS = (None, 0.0, 2.0, 1.0, 0.4)   # None: ui.yaml's pace
CHOICES: dict[str, tuple[Any, ...]] = {
    "ui_scale": (None, *STEPS),
    "fullscreen": (False, True),
    "volume": tuple(round(v / 10, 1) for v in range(11)),
    "muted": (False, True),
    "motion": MOTIONS,
    "auto_advance": AUTO_STEPS,
    "colour_blind": (False, True),
    "language": (None, *LANGUAGES),      # None: follow the system's language
    **{FORESIGHT_PREFIX + k: (True, False) for k in FORESIGHT},
}
ROWS = tuple(CHOICES)


def step(name: str, current: Any, d: int, automatic: float | None = None) -> Any:
    """The next (d=1) or previous (d=-1) choice of a setting, wrapping around. From the
    automatic text size (``automatic``: the scale it gives now), > is the next size above it and
    < the next below (issue 22: > from Automatic went to 75 %)."""
    options = CHOICES[name]
    if name == "ui_scale" and current is None and automatic is not None:
        sizes = [v for v in STEPS if (v > automatic + 1e-6 if d > 0 else v < automatic - 1e-6)]
        if sizes:
            return sizes[0] if d > 0 else sizes[-1]
        return STEPS[0] if d > 0 else STEPS[-1]
    i = options.index(current) if current in options else 0
    return options[(i + d) % len(options)]


class SettingsScene(Scene):
    overlay = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.focus = 0
        self.rows: list[tuple[str, pygame.Rect, pygame.Rect, pygame.Rect]] = []   # name, row, <, >
        self.shift = (0, 0)      # the panel moved so the control just used stays put (a text size change)
        self.resized(app.screen.get_size())

    def value(self, name: str) -> Any:
        if name == "fullscreen":
            return bool(getattr(self.app, "fullscreen", False))
        if name == "muted":
            return bool(self.app.sounds.muted)
        if name.startswith(FORESIGHT_PREFIX):
            return foresight_switch(self.app.settings, name[len(FORESIGHT_PREFIX):])
        return getattr(self.app.settings, name)

    def resized(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        p = th.px
        w, h = size
        row_h = p(44)
        self.rect = pygame.Rect(0, 0, min(p(760), w - p(40)), min(h - p(40), p(150) + row_h * len(ROWS)))
        self.rect.center = (w // 2 + self.shift[0], h // 2 + self.shift[1])
        self.rect.clamp_ip(pygame.Rect(0, 0, w, h))
        r = self.rect
        row_h = min(row_h, (r.height - p(150)) // len(ROWS))
        self.rows = []
        for i, name in enumerate(ROWS):
            row = pygame.Rect(r.left + p(20), r.top + p(70) + i * row_h, r.width - p(40), row_h - p(6))
            left = pygame.Rect(0, 0, p(34), row.height - p(6))
            left.midleft = (row.left + int(row.width * 0.42), row.centery)
            right = left.copy()
            right.midright = (row.right - p(8), row.centery)
            self.rows.append((name, row, left, right))
        self.done = Button(th, N_("Done"), pygame.Rect(r.right - p(160), r.bottom - p(60), p(140), p(44)), "done",
                           hotkey=pygame.K_ESCAPE, size="body")

    def change(self, name: str, d: int, at: tuple[int, int] | None = None) -> None:
        """Change a line. A new text size lays everything out again: the panel then moves so the
        control used (the arrow clicked, or the focused line) stays where it was, under the
        pointer (issue 22: ">" jumped away from the cursor)."""
        self.app.sounds.play("click")
        i = ROWS.index(name)
        before = self._anchor(i, d, at)
        automatic = self._automatic() if name == "ui_scale" else None
        self.app.change_setting(name, step(name, self.value(name), d, automatic))
        if name == "ui_scale":
            after = self._anchor(i, d, None)
            self.shift = (self.shift[0] + before[0] - after[0], self.shift[1] + before[1] - after[1])
            self.resized(self.app.screen.get_size())
            # what the clamp to the window took back is forgotten, or the next change would creep
            w, h = self.app.screen.get_size()
            self.shift = (self.rect.centerx - w // 2, self.rect.centery - h // 2)

    def _anchor(self, i: int, d: int, at: tuple[int, int] | None) -> tuple[int, int]:
        _name, row, left, right = self.rows[i]
        return at if at is not None and row.collidepoint(at) else (left if d < 0 else right).center

    def _automatic(self) -> float:
        from ....shell.scale import auto_scale, display_dpi_scale
        return auto_scale(self.app.screen.get_size(), self.app.cfg, display_dpi_scale())

    def handle_event(self, event: pygame.event.Event) -> Command:
        if self.done.handle(event) or (event.type == pygame.KEYDOWN and event.key == pygame.K_F2):
            return Pop()
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for i, (name, row, left, _right) in enumerate(self.rows):
                if row.collidepoint(event.pos):
                    self.focus = i
                    self.change(name, -1 if left.collidepoint(event.pos) or event.button == 3 else 1, event.pos)
                    break
        return None

    def _key(self, key: int) -> Command:
        if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.focus = (self.focus + (-1 if key == pygame.K_UP else 1)) % (len(ROWS) + 1)
        elif self.focus == len(ROWS):
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return Pop()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.change(ROWS[self.focus], -1 if key == pygame.K_LEFT else 1)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        p = th.px
        dim(surface, 170)
        th.panel(surface, self.rect)
        r = self.rect
        th.blit_text(surface, tr(SETTINGS_TITLE), (r.left + p(24), r.top + p(16)), "display", "heading", th.c.copper_light)
        for i, (name, row, left, right) in enumerate(self.rows):
            if i % 2 == 0:
                pygame.draw.rect(surface, th.c.button_disabled, row, border_radius=p(6))
            label = th.fit(tr(SETTING_LABELS[name]), left.left - row.left - p(18), "bold", "body")
            th.blit_text(surface, label, (row.left + p(12), row.centery), "bold", "body", th.c.text, anchor="midleft")
            for box, arrow in ((left, "<"), (right, ">")):
                pygame.draw.rect(surface, th.c.button, box, border_radius=p(6))
                pygame.draw.rect(surface, th.c.button_edge, box, max(1, p(1)), border_radius=p(6))
                th.blit_text(surface, arrow, box.center, "bold", "body", th.c.text, anchor="center")
            value = th.fit(setting_value_text(name, self.value(name)), right.left - left.right - p(12), "regular", "body")
            th.blit_text(surface, value,
                         ((left.right + right.left) // 2, row.centery), "regular", "body", th.c.text, anchor="center")
            if i == self.focus:
                draw_focus(surface, row, th)
        self.done.focused = self.focus == len(ROWS)
        self.done.draw(surface)
        th.blit_text(surface, th.fit(tr(SETTINGS_HELP), self.done.rect.left - r.left - p(36), "regular", "small"),
                     (r.left + p(24), self.done.rect.centery), "regular", "small",
                     th.c.text_dim, anchor="midleft")
