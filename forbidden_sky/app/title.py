"""The title screen: the games side by side, each with its own picture, its name and its own
Continue (when one of its games is unfinished), New game and Rules; Games, Settings and Quit
below them for the whole app.

Game-free: each game's card (app/screens.py CARDS: ``sky/ui/card.py``, ``island/ui/card.py``)
gives its name, its picture and which screens its buttons open (New game, Learn to play when it
has a guided first game, Puzzles when it has a puzzle book, Rules). On the first start the
title offers the first game's guided game, once (shell/guide_memory.py). Keys: Tab / Shift+Tab and
Up / Down walk the buttons, Left / Right go to the other game, Enter presses (before the first
Tab: the newest unfinished game's Continue, else the first game's New game), G the Games list,
Esc quits.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Optional

import pygame

from .. import __version__
from ..i18n import N_, tr
from ..shell import drawn
from ..shell.focus import FocusRing
from ..shell.prompt import Prompt
from ..shell.record_words import when
from ..shell.scene import Command, Goto, Host, Quit, Scene
from ..shell.theme import Button, first_hit
from . import screens

FOOTER = N_("Cooperative games  ·  F1 rules  ·  F2 settings  ·  F11 full screen  ·  M sound")
RISE = 0.6        # seconds a picture takes to fade in once made


@dataclass
class GameCard:
    """One game on the title: where its panel, picture and buttons are, its unfinished game."""
    gid: str
    module: ModuleType
    resume: Any = None                       # the newest unfinished record of this game, or None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    art: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    name_size: int = 24
    buttons: list[Button] = field(default_factory=list)
    picture: Optional[pygame.Surface] = None
    picture_t: float = 0.0


# the first start's question when more than one game has a guided first game
OFFER_TITLE = N_("New here?")
OFFER_TEXT = N_("A guided first game teaches a game's rules by playing it, in short steps on the real board. "
                "Which game would you like to learn first?")
OFFER_LEARN = N_("Learn {game}")
NOT_NOW = N_("Not now")


class TitleScene(Scene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.t = 0.0
        self.focus = FocusRing()
        self.cards = [GameCard(gid, screens.card(gid), _unfinished(app, gid)) for gid in screens.CARDS]
        self.buttons: list[Button] = []        # every button, in the focus ring's order
        self.shared: list[Button] = []         # Games, Settings, Quit
        self._drawn = 0
        self.prompt: Optional[Prompt] = None    # the first start's question
        self._chosen: Optional[str] = None      # its answer, acted on after the question closed
        self._offer_checked = False
        self.resized(app.screen.get_size())

    def _offer_the_guide(self) -> None:
        """The first start: a question whether to learn by playing (asked once, remembered).
        One game with a guided game: its own question; several: one question naming each."""
        from ..shell import guide_memory
        cards = [c for c in self.cards if getattr(c.module, "GUIDE", None) and guide_memory.should_offer(self.app, c.gid)]
        if not cards or _has_played(self.app):
            return
        if any(c.resume is not None for c in self.cards):
            return      # a game waits to be continued: this player has played (Enter must continue it)
        for card in cards:
            guide_memory.remember(self.app, card.gid, offered=True)
        if len(cards) == 1:
            title, text, yes, no = cards[0].module.guide_offer()
            options: list[tuple[str, Optional[str]]] = [(yes, f"{cards[0].gid}:learn"), (no, None)]
        else:
            title, text = tr(OFFER_TITLE), tr(OFFER_TEXT)
            options = [(tr(OFFER_LEARN, game=tr(c.module.NAME)), f"{c.gid}:learn") for c in cards] + [(tr(NOT_NOW), None)]

        def answer(choice: object) -> None:
            self.prompt = None
            self._chosen = choice if isinstance(choice, str) else None
        self.prompt = Prompt(self.app.theme, title, text, options, answer, cancel=False)
        self.prompt.layout(self.app.screen.get_rect())

    # ---- layout -------------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        px = th.px
        bh = px(44)
        foot = px(34)                                   # the footer line and the version
        row_y = h - foot - bh - px(8)
        names = [(N_("Games"), "games", pygame.K_g), (N_("Settings"), "settings", None), (N_("Quit"), "quit", pygame.K_ESCAPE)]
        sw = min(px(200), (w - px(40)) // len(names) - px(12))
        x0 = w // 2 - (sw * len(names) + px(12) * (len(names) - 1)) // 2
        self.shared = [Button(th, label, pygame.Rect(x0 + i * (sw + px(12)), row_y, sw, bh), act, hotkey=key, size="body")
                       for i, (label, act, key) in enumerate(names)]
        gap = px(24)
        n = len(self.cards)
        # as wide as the window allows, up to about square panels: the pictures grow with the screen
        cw = min(max(px(580), int(h * 0.8)), (w - px(40) - gap * (n - 1)) // n)
        top = px(18)
        ch = row_y - px(18) - top
        left = w // 2 - (cw * n + gap * (n - 1)) // 2
        newest = self._newest()
        for i, card in enumerate(self.cards):
            card.rect = pygame.Rect(left + i * (cw + gap), top, cw, ch)
            self._lay_card(card, newest)
            card.picture = None                    # the picture follows the window and the scale
        self.buttons = [b for card in self.cards for b in card.buttons] + self.shared
        if self.focus.index is not None and self.buttons:       # a resize keeps the ring where it was
            self.focus.index %= len(self.buttons)
            self.buttons[self.focus.index].focused = True
        prompt = getattr(self, "prompt", None)    # resized runs once before __init__ sets it
        if prompt is not None:
            prompt.layout(pygame.Rect(0, 0, w, h))

    def _lay_card(self, card: GameCard, newest: Optional[GameCard]) -> None:
        th = self.app.theme
        px = th.px
        r = card.rect
        mod = card.module
        first = card is self.cards[0]
        rows: list[tuple[str, str, Optional[int]]] = []
        if card.resume is not None:
            rows.append((N_("Continue"), "continue", pygame.K_RETURN if card is newest else None))
        rows.append((N_("New game"), "new", pygame.K_RETURN if newest is None and first else None))
        if getattr(mod, "GUIDE", None):
            rows.append((N_("Learn to play"), "learn", None))
        if getattr(mod, "PUZZLES", None):
            rows.append((N_("Puzzles"), "puzzles", pygame.K_p if first else None))
        if getattr(mod, "RULES", None):
            rows.append((N_("Rules"), "rules", pygame.K_F1 if first else None))
        # Continue and New game a row each; the game's other ways in (Learn to play, Puzzles,
        # Rules) share one row below them, so the picture keeps its room at 1024x640
        main = [row for row in rows if row[1] in ("continue", "new")]
        more = [row for row in rows if row[1] not in ("continue", "new")]
        bw, bh, step = min(px(260), r.width - px(40)), px(42), px(50)
        caption = th.font("regular", "small").get_linesize() + px(4) if card.resume is not None else 0
        lines = len(main) + (1 if more else 0)
        y = r.bottom - px(14) - step * lines - caption + (step - bh)
        card.buttons = []
        for label, act, key in main:
            card.buttons.append(Button(th, label, pygame.Rect(r.centerx - bw // 2, y, bw, bh), f"{card.gid}:{act}",
                                       hotkey=key, size="body"))
            y += step + (caption if act == "continue" else 0)
        if more:
            gap = px(8)
            room = min(r.width - px(32), max(bw, px(170) * len(more) + gap * (len(more) - 1)))
            sw = (room - gap * (len(more) - 1)) // len(more)
            x = r.centerx - room // 2
            more_size = "body"
            if any(th.font("bold", "body").size(tr(label))[0] > sw - px(16) for label, _, _ in more):
                more_size = "small"          # a longer language: the row steps down a size rather than cut a word
            for label, act, key in more:
                card.buttons.append(Button(th, label, pygame.Rect(x, y, sw, bh), f"{card.gid}:{act}", hotkey=key,
                                           size=more_size))
                x += sw + gap
        # the name as large as the panel allows (a long name in a long language steps down)
        name = tr(mod.NAME)
        size = px(44)
        while size > px(18) and th.font("display", size).size(name)[0] > r.width - px(32):
            size -= 2
        card.name_size = size
        words_top = r.top + px(12) + th.font("display", size).get_linesize() + px(4)
        words_h = th.font("regular", "body").get_linesize() * 2 + th.font("regular", "small").get_linesize() + px(6)
        art_top = words_top + words_h
        art_bottom = card.buttons[0].rect.top - px(10)
        card.art = pygame.Rect(r.left + px(16), art_top, r.width - px(32), max(0, art_bottom - art_top))

    def _newest(self) -> Optional[GameCard]:
        """The game whose unfinished record was played last: Enter continues it."""
        waiting = [c for c in self.cards if c.resume is not None]
        return max(waiting, key=lambda c: str(getattr(c.resume, "updated", ""))) if waiting else None

    # ---- words --------------------------------------------------------------------------------

    def resume_caption(self, card: GameCard) -> str:
        """Which game Continue resumes: its turn, level and adventurers, and when it was played."""
        rec = card.resume
        if rec is None:
            return ""
        names = card.module.names()
        who = ", ".join(names.get(p, p.replace("_", " ").title()) for p in rec.players)
        return tr("Turn {turn} · {level} · {players} · {when}", turn=rec.turns, level=card.module.level_name(rec.level),
                  players=who, when=when(rec.updated))

    # ---- input --------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> Command:
        if self.prompt is not None:
            self.prompt.handle(event)
            chosen, self._chosen = self._chosen, None
            return self._do(chosen) if chosen and self.prompt is None else None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT:
            return self._do(f"{self.cards[0].gid}:rules")
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._other_game(1 if event.key == pygame.K_RIGHT else -1)
            return None
        took, pressed = self.focus.handle(event, self.buttons)
        if took:
            return self._do(pressed) if pressed else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = next((c for c in self.cards if c.art.collidepoint(event.pos)), None)
            if card is not None:          # a click on a game's picture: its first button
                return self._do(card.buttons[0].action)
        action = first_hit(self.buttons, event)
        return self._do(action) if action else None

    def _other_game(self, d: int) -> None:
        """Left / Right: the focus to the same row of the next game's buttons."""
        i = self.focus.index
        where = next((k for k, c in enumerate(self.cards) if i is not None and self.buttons[i] in c.buttons), None)
        row = self.cards[where].buttons.index(self.buttons[i]) if where is not None and i is not None else 0
        k = (where + d) % len(self.cards) if where is not None else (0 if d < 0 else min(1, len(self.cards) - 1))
        target = self.cards[k].buttons[min(row, len(self.cards[k].buttons) - 1)]
        self.focus.index = self.buttons.index(target)
        for b in self.buttons:
            b.focused = b is target

    def _do(self, action: str) -> Command:
        self.app.sounds.play("click")
        if action == "quit":
            return Quit(0)
        if action in ("games", "settings"):
            return Goto(action)
        gid, _, what = action.partition(":")
        card = next((c for c in self.cards if c.gid == gid), None)
        if card is None:
            return None
        mod = card.module
        if what == "new":
            return Goto(mod.SETUP)
        if what == "rules" and getattr(mod, "RULES", None):
            return Goto(mod.RULES)
        if what == "learn" and getattr(mod, "GUIDE", None):
            return Goto(mod.GUIDE, {"step": 0})
        if what == "puzzles" and getattr(mod, "PUZZLES", None):
            return Goto(mod.PUZZLES, {"game": gid})       # the book opens on this game's page
        if what == "continue" and card.resume is not None:
            cmd, problem = mod.open_record(card.resume)
            if cmd is None:
                return Goto("games", {"problem": problem or ""})   # the list says what is wrong, in words
            return cmd
        return None

    def update(self, dt: float) -> Command:
        self.t += dt
        if not self._offer_checked:          # once the title is really on top (a --players start skips it)
            self._offer_checked = True
            self._offer_the_guide()
        return None

    # ---- drawing ------------------------------------------------------------------------------

    def _pictures_can_be_built(self) -> bool:
        """Not in the first frame: start-up shows the sky, the names and the buttons at once and
        lets the pictures (real tiles, drawn once) rise into view just after."""
        return self._drawn >= 1

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        th = app.theme
        app.sky.draw(surface)
        w, h = surface.get_size()
        for card in self.cards:
            self._draw_card(surface, card)
        for b in self.shared:
            b.draw(surface)
        self._drawn += 1
        th.blit_text(surface, th.fit(tr(FOOTER), w - th.px(140), "regular", "small"), (w // 2, h - th.px(17)),
                     "regular", "small", th.c.text_dim, anchor="center")
        # which build this is, for a bug report: small, in the corner, out of the way
        th.blit_text(surface, version_label(), (w - th.px(10), h - th.px(8)), "regular", "tiny", th.c.text_dim,
                     anchor="bottomright")
        if self.prompt is not None:     # the first start's question: it takes every event, so it must be seen
            with drawn.layer("prompt", modal=True):
                self.prompt.draw(surface)

    def _draw_card(self, surface: pygame.Surface, card: GameCard) -> None:
        th = self.app.theme
        px = th.px
        r = card.rect
        mod = card.module
        th.panel(surface, r)
        colours = th.cfg.title
        with drawn.box(r, f"{card.gid} card"):
            name = tr(mod.NAME)
            colour = colours.get(f"{card.gid}_name", th.c.copper_light)
            at = th.blit_text(surface, th.ellipsis(name, r.width - px(32), "display", card.name_size),
                              (r.centerx, r.top + px(12)), "display", card.name_size, colour, anchor="midtop", shadow=True)
            room = r.width - px(32)
            lines = th.wrap(tr(mod.TAGLINE), room, "regular", "body")
            if len(lines) > 2:          # two lines at most: the rest ends in an ellipsis, never dropped silently
                lines = [lines[0], th.ellipsis(" ".join(lines[1:]), room, "regular", "body")]
            y = at.bottom + px(4)
            lh = th.font("regular", "body").get_linesize()
            for line in lines:
                th.blit_text(surface, line, (r.centerx, y), "regular", "body", th.c.text, anchor="midtop")
                y += lh
            th.blit_text(surface, th.ellipsis(tr(mod.TEAM), r.width - px(32), "regular", "small"),
                         (r.centerx, y + px(2)), "regular", "small", th.c.text_dim, anchor="midtop")
            self._draw_picture(surface, card)
            if card.resume is not None and card.buttons:
                cap = th.ellipsis(self.resume_caption(card), r.width - px(24), "regular", "small")
                th.blit_text(surface, cap, (r.centerx, card.buttons[0].rect.bottom + px(3)), "regular", "small",
                             th.c.text_dim, anchor="midtop")
        for b in card.buttons:
            b.draw(surface)

    def _draw_picture(self, surface: pygame.Surface, card: GameCard) -> None:
        th = self.app.theme
        room = card.art
        if room.height < th.px(50) or room.width < th.px(60):
            return
        if card.picture is None and self._pictures_can_be_built():
            card.picture = card.module.picture(th, room.width, room.height)
            card.picture_t = self.t
        pic = card.picture
        if pic is None:
            return
        k = min(1.0, (self.t - card.picture_t) / RISE)
        bob = math.sin(self.t * 0.9 + (1.3 if card.gid != self.cards[0].gid else 0.0)) * 3 * k
        pic.set_alpha(int(255 * k))
        at = pic.get_rect(center=(room.centerx, int(room.centery + bob)))
        surface.blit(pic, at)
        drawn.plate(surface, at.clip(room), f"{card.gid} picture")


def _unfinished(app: Host, gid: str) -> Any:
    """The game of ``gid`` Continue resumes (its latest unfinished record), or None."""
    store = getattr(app, "records", None)
    return store.unfinished(game=gid) if store is not None else None


def version_label() -> str:
    return f"v{__version__}"


def _has_played(app: Host) -> bool:
    """A game recorded already (an update, not a first start): the question would only stand
    between the player and Continue."""
    import os
    store = getattr(app, "records", None)
    folder = getattr(store, "folder", None)
    try:
        return folder is not None and any(n.endswith(".json") for n in os.listdir(folder))
    except OSError:
        return False
