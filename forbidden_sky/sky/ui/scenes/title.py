"""The title screen: Continue (when a game is unfinished), New game, Games, Rules, Quit over the storm."""

from __future__ import annotations

import math
from typing import Any

import pygame

from .... import __version__
from ....shell.scene import ALL, Command, Goto, Host, Quit, Scene
from ....shell.focus import FocusRing
from ....shell.theme import Button, first_hit


class TitleScene(Scene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.t = 0.0
        self.buttons: list[Button] = []
        self.focus = FocusRing()
        self._title_img: pygame.Surface | None = None
        self._platform: pygame.Surface | None = None
        self._platform_t = 0.0
        self._drawn = 0
        self.resume = _unfinished(app)
        self.resized(app.screen.get_size())

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        bw, bh = th.px(260), th.px(48)
        x = w // 2 - bw // 2
        # Continue first and on Enter when a game waits: the player most likely wants it back.
        # The list's order is the focus ring's Tab order (Tab, Up/Down, Enter).
        rows = ([("Continue", "continue", pygame.K_RETURN)] if self.resume is not None else []) + [
            ("New game", "new", None if self.resume is not None else pygame.K_RETURN),
            ("Games", "games", pygame.K_g), ("Rules", "rules", pygame.K_F1), ("Settings", "settings", None),
            ("Quit", "quit", pygame.K_ESCAPE)]
        step = th.px(56)
        y0 = min(int(h * 0.6), h - step * len(rows) - th.px(30))
        self.buttons = [Button(th, label, pygame.Rect(x, y0 + step * i, bw, bh), act, hotkey=key)
                        for i, (label, act, key) in enumerate(rows)]
        if self.focus.index is not None and self.buttons:       # a resize keeps the ring where it was
            self.focus.index %= len(self.buttons)
            self.buttons[self.focus.index].focused = True
        self._title_img = None

    def _title(self) -> pygame.Surface:
        if self._title_img is None:
            th = self.app.theme
            size = max(th.px(40), min(th.px(96), self.app.screen.get_width() // 13))
            text = th.font("display", size).render("FORBIDDEN SKY", True, th.c.copper_light)
            pad = th.px(40)
            glow = pygame.Surface((text.get_width() + pad * 2, text.get_height() + pad * 2), pygame.SRCALPHA)
            halo = th.font("display", size).render("FORBIDDEN SKY", True, th.c.accent)
            for dx, dy in ((0, 0), (-th.px(3), 0), (th.px(3), 0), (0, -th.px(3)), (0, th.px(3))):
                glow.blit(halo, (pad + dx, pad + dy))
            gw, gh = glow.get_size()
            glow = pygame.transform.smoothscale(pygame.transform.smoothscale(glow, (gw // 8, gh // 8)), (gw, gh))
            shade = th.font("display", size).render("FORBIDDEN SKY", True, th.c.copper_dark)
            glow.blit(shade, (pad + th.px(2), pad + th.px(4)))
            glow.blit(text, (pad, pad))
            self._title_img = glow
        return self._title_img

    def _platform_can_be_built(self) -> bool:
        """Not in the first frame: start-up shows the sky, the name and the buttons at once
        and lets the platform (real tiles, drawn once) rise into view just after."""
        return self._drawn >= 1

    def handle_event(self, event: pygame.event.Event) -> Command:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT:
            return self._do("rules")
        took, pressed = self.focus.handle(event, self.buttons)
        if took:
            return self._do(pressed) if pressed else None
        action = first_hit(self.buttons, event)
        return self._do(action) if action else None

    def _do(self, action: str) -> Command:
        self.app.sounds.play("click")
        if action in ("new", "rules", "settings"):
            return Goto({"new": "setup"}.get(action, action))
        if action == "quit":
            return Quit(0)
        if action == "games":
            return Goto("games")
        if action == "continue" and self.resume is not None:
            from ..recording import open_game
            args, problem = open_game(self.resume)
            if args is None:
                return Goto("games", {"problem": problem or ""})   # the list says what is wrong, in words
            return Goto("game", args, pop=ALL)
        return None

    def update(self, dt: float) -> Command:
        self.t += dt
        return None

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        th = app.theme
        app.sky.draw(surface)
        w, h = surface.get_size()
        title = self._title()
        title_rect = title.get_rect(center=(w // 2, int(h * 0.13)))
        # the platform floats between the subtitle and the first button (six buttons with Continue)
        top, bottom = title_rect.bottom - th.px(16), (self.buttons[0].rect.top if self.buttons else int(h * 0.6)) - th.px(6)
        if self._platform is None and self._platform_can_be_built():
            from ..art import title_platform
            tile = max(th.px(40), min(th.px(84), h // 11))
            self._platform = title_platform(th, max(th.px(24), min(tile, (bottom - top - 12) // 3)))
            self._platform_t = self.t
        plat = self._platform
        if plat is not None:
            # the platform rises into view a moment after the title (see _platform_can_be_built)
            k = min(1.0, (self.t - self._platform_t) / 0.6)
            bob = math.sin(self.t * 0.9) * 6 + (1 - k) ** 2 * 30
            plat.set_alpha(int(255 * k))
            # its tiles (drawn 20 px into the picture, shadow below) centred in the room
            surface.blit(plat, plat.get_rect(center=(w // 2, int((top + bottom) // 2 + 10 + bob))))
        tr = surface.blit(title, title_rect)
        th.blit_text(surface, "Wire the rocket. Outlast the storm.", (w // 2, tr.bottom - th.px(34)),
                     "regular", "large", th.c.text, anchor="center", shadow=True)
        for b in self.buttons:
            b.draw(surface)
        self._drawn += 1
        th.blit_text(surface,
                     "A cooperative game for 2-5 adventurers  ·  F1 rules  ·  F2 settings  ·  F11 full screen  ·  M sound",
                     (w // 2, h - th.px(20)), "regular", "small", th.c.text_dim, anchor="center")
        # which build this is, for a bug report: small, in the corner, out of the way
        th.blit_text(surface, version_label(), (w - th.px(10), h - th.px(8)), "regular", "tiny", th.c.text_dim,
                     anchor="bottomright")


def _unfinished(app: Host) -> Any:
    """The game Continue resumes (the latest unfinished record), or None."""
    store = getattr(app, "records", None)
    return store.unfinished(game="sky") if store is not None else None


def version_label() -> str:
    return f"v{__version__}"
