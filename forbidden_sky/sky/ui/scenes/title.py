"""The title screen: Continue (when a game is unfinished), New game, Learn to play, Games, Rules,
Quit over the storm. On the first start it offers the guided first game (scenes/tutorial.py)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from .... import __version__
from ....i18n import N_, language, tr
from ....shell.scene import ALL, Command, Goto, Host, Quit, Scene
from ....shell import drawn
from ....shell.focus import FocusRing
from ....shell.prompt import Prompt
from ....shell.theme import Button, first_hit


class TitleScene(Scene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.t = 0.0
        self.buttons: list[Button] = []
        self.focus = FocusRing()
        self._title_img: pygame.Surface | None = None
        self._title_lang = ""
        self._platform: pygame.Surface | None = None
        self._platform_t = 0.0
        self._drawn = 0
        self.resume = _unfinished(app)
        self.prompt: Prompt | None = None
        self._chosen: str | None = None      # the first start's answer, acted on after the question closed
        self._offer_checked = False
        self.resized(app.screen.get_size())

    def _offer_the_guide(self) -> None:
        """The first start: a question whether to learn by playing (asked once, remembered)."""
        from ....shell import guide_memory
        if not guide_memory.should_offer(self.app, "sky"):
            return
        guide_memory.remember(self.app, "sky", offered=True)
        from ..tutorial_guide import offer_text
        title, text, yes, no = offer_text()

        def answer(choice: object) -> None:
            self.prompt = None
            self._chosen = "learn" if choice == "learn" else None
        self.prompt = Prompt(self.app.theme, title, text, [(yes, "learn"), (no, None)], answer, cancel=False)
        self.prompt.layout(self.app.screen.get_rect())

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        bw, bh = th.px(260), th.px(48)
        x = w // 2 - bw // 2
        # Continue first and on Enter when a game waits: the player most likely wants it back.
        # The list's order is the focus ring's Tab order (Tab, Up/Down, Enter).
        rows = ([(N_("Continue"), "continue", pygame.K_RETURN)] if self.resume is not None else []) + [
            (N_("New game"), "new", None if self.resume is not None else pygame.K_RETURN),
            (N_("Learn to play"), "learn", None),
            (N_("Games"), "games", pygame.K_g), (N_("Puzzles"), "puzzles", pygame.K_p), (N_("Rules"), "rules", pygame.K_F1),
            (N_("Settings"), "settings", None),
            (N_("Quit"), "quit", pygame.K_ESCAPE)]
        step = th.px(56)
        # issue 22: Continue says which game it resumes, on a line of its own under the button
        caption = th.font("regular", "small").get_linesize() + th.px(4) if self.resume is not None else 0
        total = step * len(rows) + caption
        y0 = min(int(h * 0.6), h - total - th.px(34))
        self.buttons = []
        y = y0
        for label, act, key in rows:
            self.buttons.append(Button(th, label, pygame.Rect(x, y, bw, bh), act, hotkey=key))
            y += step + (caption if act == "continue" else 0)
        if self.focus.index is not None and self.buttons:       # a resize keeps the ring where it was
            self.focus.index %= len(self.buttons)
            self.buttons[self.focus.index].focused = True
        prompt = getattr(self, "prompt", None)    # resized runs once before __init__ sets it
        if prompt is not None:
            prompt.layout(pygame.Rect(0, 0, w, h))
        self._title_img = None
        self._platform = None   # the picture follows the window and the scale (issue 22: it never grew)

    def resume_caption(self) -> str:
        """Which game Continue resumes: its turn, level and adventurers, and when it was played."""
        from ..records_words import when
        rec = self.resume
        if rec is None:
            return ""
        from ...data import game_data
        advs = game_data().adventurers
        names = ", ".join(tr(advs[p].name) if p in advs else p.replace("_", " ").title() for p in rec.players)
        return tr("Turn {turn} · {level} · {players} · {when}", turn=rec.turns, level=tr(rec.level.title()),
                  players=names, when=when(rec.updated))

    def _title(self) -> pygame.Surface:
        if self._title_img is not None and self._title_lang != language():
            self._title_img = None          # a change of language shows at once
        if self._title_img is None:
            self._title_lang = language()
            name = tr(TITLE)
            th = self.app.theme
            # the name fits the window whatever its language (EL CIELO PROHIBIDO is longer)
            size = max(th.px(40), min(th.px(120), self.app.screen.get_width() // 13))
            while size > th.px(24) and th.font("display", size).size(name)[0] > self.app.screen.get_width() - th.px(100):
                size -= 2
            text = th.font("display", size).render(name, True, th.c.copper_light)
            pad = th.px(40)
            glow = pygame.Surface((text.get_width() + pad * 2, text.get_height() + pad * 2), pygame.SRCALPHA)
            halo = th.font("display", size).render(name, True, th.c.accent)
            for dx, dy in ((0, 0), (-th.px(3), 0), (th.px(3), 0), (0, -th.px(3)), (0, th.px(3))):
                glow.blit(halo, (pad + dx, pad + dy))
            gw, gh = glow.get_size()
            glow = pygame.transform.smoothscale(pygame.transform.smoothscale(glow, (gw // 8, gh // 8)), (gw, gh))
            shade = th.font("display", size).render(name, True, th.c.copper_dark)
            glow.blit(shade, (pad + th.px(2), pad + th.px(4)))
            glow.blit(text, (pad, pad))
            self._title_img = glow
        return self._title_img

    def _platform_can_be_built(self) -> bool:
        """Not in the first frame: start-up shows the sky, the name and the buttons at once
        and lets the platform (real tiles, drawn once) rise into view just after."""
        return self._drawn >= 1

    def handle_event(self, event: pygame.event.Event) -> Command:
        if self.prompt is not None:
            prompt = self.prompt
            prompt.handle(event)
            chosen, self._chosen = self._chosen, None
            return self._do(chosen) if chosen and self.prompt is None else None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT:
            return self._do("rules")
        took, pressed = self.focus.handle(event, self.buttons)
        if took:
            return self._do(pressed) if pressed else None
        action = first_hit(self.buttons, event)
        return self._do(action) if action else None

    def _do(self, action: str) -> Command:
        self.app.sounds.play("click")
        if action == "learn":
            return Goto("tutorial", {"step": 0})
        if action in ("new", "rules", "settings"):
            return Goto({"new": "setup"}.get(action, action))
        if action == "quit":
            return Quit(0)
        if action == "games":
            return Goto("games")
        if action == "puzzles":
            return Goto("puzzles")
        if action == "continue" and self.resume is not None:
            from ..recording import open_game
            args, problem = open_game(self.resume)
            if args is None:
                return Goto("games", {"problem": problem or ""})   # the list says what is wrong, in words
            return Goto("game", args, pop=ALL)
        return None

    def update(self, dt: float) -> Command:
        self.t += dt
        if not self._offer_checked:          # once the title is really on top (a --players start skips it)
            self._offer_checked = True
            self._offer_the_guide()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        th = app.theme
        app.sky.draw(surface)
        w, h = surface.get_size()
        title = self._title()
        title_rect = title.get_rect(center=(w // 2, int(h * 0.13)))
        pad = th.px(40)    # the glow's margin around the letters
        letters = title_rect.inflate(-2 * pad, -2 * pad)
        sub_h = th.font("regular", "large").get_linesize()
        sub_y = letters.bottom + th.px(6) + sub_h // 2
        # the platform floats between the subtitle and the first button, never over either
        top = sub_y + sub_h // 2 + th.px(8)
        bottom = (self.buttons[0].rect.top if self.buttons else int(h * 0.6)) - th.px(10)
        room = bottom - top
        if self._platform is None and self._platform_can_be_built() and room >= th.px(60):
            from ..art import title_platform
            # the picture grows with the window (h // 11) and the room it has: 3 tiles and a margin
            tile = max(th.px(16), min(h // 9, (room - 70) // 3, (w // 2 - 40) // 4))
            self._platform = title_platform(th, tile)
            self._platform_t = self.t
        plat = self._platform
        if plat is not None and room >= th.px(60):
            # the platform rises into view a moment after the title (see _platform_can_be_built)
            k = min(1.0, (self.t - self._platform_t) / 0.6)
            bob = math.sin(self.t * 0.9) * 4 * k
            plat.set_alpha(int(255 * k))
            # its tiles (20 px into the picture, the shadow below) centred in the room
            at = plat.get_rect(center=(w // 2, int((top + bottom) // 2 + bob)))
            surface.blit(plat, at)
            drawn.plate(surface, at.inflate(-30, -50), "title picture")
        surface.blit(title, title_rect)
        drawn.plate(surface, letters, "title")
        th.blit_text(surface, tr("Wire the rocket. Outlast the storm."), (w // 2, sub_y),
                     "regular", "large", th.c.text, anchor="center", shadow=True)
        if self.resume is not None and self.buttons:
            th.blit_text(surface, self.resume_caption(), (w // 2, self.buttons[0].rect.bottom + th.px(3)), "regular",
                         "small", th.c.text_dim, anchor="midtop", shadow=True)
        for b in self.buttons:
            b.draw(surface)
        self._drawn += 1
        th.blit_text(surface, th.fit(tr("A cooperative game for 2-5 adventurers  ·  F1 rules  ·  F2 settings  ·  "
                                        "F11 full screen  ·  M sound"), w - th.px(120), "regular", "small"),
                     (w // 2, h - th.px(20)), "regular", "small", th.c.text_dim, anchor="center")
        # which build this is, for a bug report: small, in the corner, out of the way
        th.blit_text(surface, version_label(), (w - th.px(10), h - th.px(8)), "regular", "tiny", th.c.text_dim,
                     anchor="bottomright")
        if self.prompt is not None:
            from ....shell.theme import dim
            with drawn.layer("prompt", modal=True):
                dim(surface, 110)
                self.prompt.draw(surface)


TITLE = N_("FORBIDDEN SKY")


def _unfinished(app: Host) -> Any:
    """The game Continue resumes (the latest unfinished record), or None."""
    store = getattr(app, "records", None)
    return store.unfinished(game="sky") if store is not None else None


def version_label() -> str:
    return f"v{__version__}"
