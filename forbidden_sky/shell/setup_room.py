"""The setup room every game shares: 2 to N adventurers (each picked or random), the level, an
optional seed, or a game code or the game's daily game (shell/code_box.py); Start.

Game-free: a game's setup screen gives it a ``SetupSpec`` (its setup choices, its roster
cards, its levels' words, how Start begins its game) and draws nothing of its own; Sky's is
sky/ui/scenes/setup.py, Island's island/ui/scenes/setup.py.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Callable, Optional

import pygame

from ..engine.game import SetupChoices
from ..i18n import N_, tr
from ..records.code import Shared
from . import drawn
from . import record_words as W
from .code_box import CodeBox, DailyWords, Starter
from .focus import FocusRing
from .prompt import Prompt
from .scene import Command, Host, Pop, Scene
from .theme import Button, Theme, draw_focus, first_hit

RANDOM = "random"


def fresh_seed() -> int:
    """A new shuffle for a game that follows another (a guided game's handover, Play again):
    the same team and level, cards no one has seen."""
    return random.randrange(1, 10**9)


def resolve(picks: list[str], seed: int, all_ids: list[str]) -> list[str]:
    """Fill 'random' seats with adventurers nobody picked (seeded, so a seed replays)."""
    rng = random.Random(seed * 31 + 7)
    free = [a for a in all_ids if a not in picks]
    rng.shuffle(free)
    return [p if p != RANDOM else free.pop() for p in picks]


def _flag(surface: pygame.Surface, th: Theme, top_left: tuple[int, int], colour: tuple[int, ...]) -> None:
    """A start flag the size of a tiny line: a pole and a pennant in the adventurer's colour."""
    x, y = top_left
    h = th.font("regular", "tiny").get_linesize()
    pole = x + th.px(2)
    pygame.draw.line(surface, th.c.text_dim, (pole, y + th.px(1)), (pole, y + h - th.px(1)), max(1, th.px(1)))
    pygame.draw.polygon(surface, colour, [(pole + 1, y + th.px(1)), (pole + th.px(9), y + th.px(4)),
                                          (pole + 1, y + th.px(8))])
    # a light edge: the Diver's black pennant must show on the dark card
    pygame.draw.polygon(surface, th.c.text_dim, [(pole + 1, y + th.px(1)), (pole + th.px(9), y + th.px(4)),
                                                 (pole + 1, y + th.px(8))], 1)


@dataclass(frozen=True)
class RosterCard:
    """One adventurer as the setup screen shows it (words already in the player's language)."""
    id: str
    name: str
    colour: tuple[int, ...]
    detail: str          # one short line under the name (Sky: health and rope)
    text: str            # the power, wrapped in the card
    # a small flag in this colour before the detail (Island: the start tile's name, flagged as
    # on the board; "starts at Fools' Landing" in words was cut on every card at 1024 wide)
    flag: tuple[int, ...] | None = None


@dataclass(frozen=True)
class SetupSpec:
    game: str                                   # the registry id (codes, the daily game)
    choices: SetupChoices
    roster: Callable[[], list[RosterCard]]      # asked at each draw: a change of language shows at once
    level_label: Callable[[str], str]
    level_note: Callable[[str], str]            # what a level means, beside the seed box
    start: Starter                              # players, level, seed, source -> the game's command
    daily: DailyWords
    remember_key: str = "setup"                 # where the last choices are kept in the settings


class SetupRoom(Scene):
    def __init__(self, app: Host, spec: SetupSpec,
                 elsewhere: Optional[Callable[[Shared, str], Command]] = None,
                 other_words: Optional[Callable[[Shared], tuple[str, str, str]]] = None) -> None:
        """``elsewhere``: how a code of another game starts that game, ``other_words`` that code
        in its game's words (the app knows the games: app/screens.py)."""
        super().__init__(app)
        self.spec = spec
        self.choices = spec.choices
        self.ids = list(spec.choices.roles)
        self.seats: list[str] = [RANDOM] * spec.choices.min_players
        self.level = spec.choices.levels[0]
        self._recall()                          # issue 22: the last game's choices, from the settings
        self.prompt: Prompt | None = None       # the Daily Storm's question
        self.seed_text = ""
        self.seed_focus = False
        self.code = CodeBox(app.theme, spec.game, spec.start, spec.daily, elsewhere, other_words)
        self.seat_focus: int | None = None    # the seat the arrows change (Up/Down choose it)
        self.focus = FocusRing(arrows=False)
        self.resized(app.screen.get_size())

    def resized(self, size) -> None:
        w, h = size
        th = self.app.theme
        self.rect = pygame.Rect(0, 0, min(th.px(980), w - th.px(40)), min(th.px(700), h - th.px(40)))
        self.rect.center = (w // 2, h // 2)
        r = self.rect
        # the foot of the panel, bottom up: the buttons, then one labelled row each for the
        # game code, the seed and the level (issue 22: the code box sat against the seed box)
        self.row_code = r.bottom - th.px(122)
        self.row_seed = r.bottom - th.px(172)
        self.row_level = r.bottom - th.px(224)
        self.buttons = [
            Button(th, N_("Start"), pygame.Rect(r.right - th.px(200), r.bottom - th.px(66), th.px(180), th.px(48)), "start",
                   hotkey=pygame.K_RETURN),
            Button(th, N_("Back"), pygame.Rect(r.left + th.px(20), r.bottom - th.px(66), th.px(140), th.px(48)), "back",
                   hotkey=pygame.K_ESCAPE),
            Button(th, "-", pygame.Rect(r.left + th.px(190), r.top + th.px(70), th.px(40), th.px(36)), "fewer", size="large"),
            Button(th, "+", pygame.Rect(r.left + th.px(290), r.top + th.px(70), th.px(40), th.px(36)), "more", size="large"),
        ]
        self.level_buttons = [Button(th, self.spec.level_label(lv), pygame.Rect(r.left + th.px(190 + i * 130),
                                                                                self.row_level, th.px(120), th.px(40)),
                                     "level:" + lv, size="body") for i, lv in enumerate(self.choices.levels)]
        self.seed_rect = pygame.Rect(r.left + th.px(190), self.row_seed + th.px(2), th.px(200), th.px(36))
        self.code.layout(pygame.Rect(r.left + th.px(190), self.row_code + th.px(2), th.px(240), th.px(36)),
                         pygame.Rect(r.left + th.px(450), self.row_code, th.px(170), th.px(40)))
        # the code's verdict between Back and Start, on the buttons' row
        self.code.status = pygame.Rect(r.left + th.px(180), r.bottom - th.px(66), r.width - th.px(400), th.px(48))
        # the roster cards take the room between the hint line and the level row
        self.card_top = r.top + th.px(238)
        self.card_h = max(th.px(60), min(th.px(190), self.row_level - th.px(14) - self.card_top))
        self.seat_rects: list[pygame.Rect] = []
        self.roster_rects: list[tuple[pygame.Rect, str]] = []
        if self.prompt is not None:
            self.prompt.layout(self.rect)

    # ---- the last game's choices (issue 22: setup forgot them) ----------------------------------

    def _recall(self) -> None:
        doc = getattr(self.app, "settings", None)
        saved = doc.extra.get(self.spec.remember_key) if doc is not None else None
        if not isinstance(saved, dict):
            return
        seats, level = saved.get("seats"), saved.get("level")
        ch = self.choices
        if isinstance(seats, list) and ch.min_players <= len(seats) <= ch.max_players and all(isinstance(x, str) for x in seats):
            picked = [x for x in seats if x != RANDOM]
            if all(x in self.ids for x in picked) and len(set(picked)) == len(picked):
                self.seats = list(seats)
        if isinstance(level, str) and level in self.choices.levels:
            self.level = level

    def _remember(self) -> None:
        settings = getattr(self.app, "settings", None)
        if settings is None:
            return
        settings.extra[self.spec.remember_key] = {"seats": list(self.seats), "level": self.level}
        self.app.remember()

    def _start(self) -> Command:
        by_code, problem = self.code.start()   # a typed code wins over the seats and seed
        if by_code is not None or problem:
            return by_code
        seed = int(self.seed_text) if self.seed_text.isdecimal() else int(time.time()) % 100000
        players = resolve(self.seats, seed, self.ids)
        self._remember()
        return self.spec.start(players, self.level, seed, "play")

    def handle_event(self, event: pygame.event.Event) -> Command:
        if self.prompt is not None:
            return self._answer(event)
        used, cmd = self.code.handle(event, typing_elsewhere=self.seed_focus)
        if self.code.daily_asked:
            self.code.daily_asked = False
            self._ask_daily()
            return None
        if used or cmd is not None:
            self.seed_focus = self.seed_focus and not self.code.focus
            return cmd
        if self._typed(event) or self._clicked(event) or self._seat_keys(event):
            return None
        # the Tab order: Start, Back, -, +, the levels, then the Daily Storm
        took, pressed = self.focus.handle(event, self.buttons + self.level_buttons + [self.code.daily])
        if took:
            return None if pressed is None else self._button(pressed)
        a = first_hit(self.buttons + self.level_buttons, event)
        return None if a is None else self._button(a)

    def _ask_daily(self) -> None:
        """Issue 22: the daily game said nothing before it started. Its date, what it is, and
        who plays in it, then Start or Cancel."""
        d = self.code.today()
        names = self._names()
        words = self.spec.daily
        text = tr(words.text, date=W.daily_date(), players=", ".join(names.get(p, p) for p in d.players),
                  level=self.spec.level_label(d.level))
        self._daily = d
        self.prompt = Prompt(self.app.theme, words.title, text, [(words.go, "go")], lambda _: None)
        self.prompt.layout(self.rect)

    def _answer(self, event: pygame.event.Event) -> Command:
        assert self.prompt is not None
        go = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        chosen: list[Any] = []
        if not go:
            self.prompt.on_choose = chosen.append
            if self.prompt.handle(event) != "done":
                return None
        self.prompt = None
        if go or chosen:
            return self.code.play(self._daily, "daily")
        return None

    def _typed(self, event: pygame.event.Event) -> bool:
        """Digits into the seed box while it has the focus."""
        if event.type != pygame.KEYDOWN or not self.seed_focus:
            return False
        if event.key == pygame.K_BACKSPACE:
            self.seed_text = self.seed_text[:-1]
            return True
        if event.unicode and event.unicode.isdecimal() and len(self.seed_text) < 9:
            self.seed_text += event.unicode
            return True
        return False

    def _seat_keys(self, event: pygame.event.Event) -> bool:
        """Up/Down choose a seat (a ring shows it), Left/Right change its adventurer, + and -
        add or remove a seat."""
        if event.type != pygame.KEYDOWN or self.seed_focus or self.code.focus:
            return False
        k = event.key
        if k in (pygame.K_UP, pygame.K_DOWN):
            n = len(self.seats)
            cur = self.seat_focus if self.seat_focus is not None else (-1 if k == pygame.K_DOWN else 0)
            self.seat_focus = (cur + (1 if k == pygame.K_DOWN else -1)) % n
        elif k in (pygame.K_LEFT, pygame.K_RIGHT) and self.seat_focus is not None:
            self._cycle(self.seat_focus % len(self.seats), 1 if k == pygame.K_RIGHT else -1)
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS):
            self._button("more" if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS) else "fewer")
        else:
            return False
        return True

    def _clicked(self, event: pygame.event.Event) -> bool:
        """A seat (left click: the next adventurer, right click: the one before) or a roster card."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return False
        if event.button == 1:
            self.seed_focus = self.seed_rect.collidepoint(event.pos)
        seat = next((i for i, r in enumerate(self.seat_rects) if r.collidepoint(event.pos)), None)
        if seat is not None:
            self._cycle(seat, 1 if event.button == 1 else -1)
            return True
        card = next((aid for r, aid in self.roster_rects if r.collidepoint(event.pos)), None)
        if card is not None and event.button == 1:
            self._pick(card)
            return True
        return False

    def _button(self, a: str) -> Command:
        self.app.sounds.play("click")
        if a == "start":
            return self._start()
        if a == "back":
            return Pop()
        if a == "daily":
            self._ask_daily()
            return None
        if a == "fewer" and len(self.seats) > self.choices.min_players:
            self.seats.pop()
        if a == "more" and len(self.seats) < self.choices.max_players:
            self.seats.append(RANDOM)
        if a.startswith("level:"):
            self.level = a.split(":", 1)[1]
        return None

    def _cycle(self, i: int, d: int) -> None:
        """Click a seat: the next adventurer nobody else has, or Random."""
        options = [RANDOM] + [a for a in self.ids if a not in self.seats or a == self.seats[i]]
        k = options.index(self.seats[i]) if self.seats[i] in options else 0
        self.seats[i] = options[(k + d) % len(options)]

    def _pick(self, aid: str) -> None:
        """Click a roster card: put that adventurer in the first random seat (or take it out)."""
        if aid in self.seats:
            self.seats[self.seats.index(aid)] = RANDOM
            return
        for i, s in enumerate(self.seats):
            if s == RANDOM:
                self.seats[i] = aid
                return

    def _row_label(self, surface: pygame.Surface, text: str, at: tuple[int, int]) -> None:
        """A row's label in the column left of its controls, a size smaller while it is too long
        ("Código de partida")."""
        th = self.app.theme
        room = th.px(190 - 24 - 8)
        size = th.fitting_size(text, room, "bold", ("large", "body", "small"))
        th.blit_text(surface, th.ellipsis(text, room, "bold", size), at, "bold", size, th.c.text, anchor="midleft")

    def _names(self) -> dict[str, str]:
        return {c.id: c.name for c in self.spec.roster()}

    def _heading(self) -> str:
        """The panel's heading: "New game", and which game when the app holds several."""
        from .code_box import GAME_NAMES
        name = GAME_NAMES.get(self.spec.game)
        return tr(N_("New game · {game}"), game=tr(name)) if name else tr("New game")

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.app.sky.draw(surface)
        r = self.rect
        # issue 22: a typed code decides the seats, the level and the seed: show its own
        shared = self.code.shared()[0]
        shared = shared if shared is not None and shared.game == self.spec.game else None   # not another game's
        cards = {c.id: c for c in self.spec.roster()}
        seats = list(shared.players) if shared is not None else self.seats
        level = shared.level if shared is not None else self.level
        th.panel(surface, r)
        th.blit_text(surface, th.ellipsis(self._heading(), r.width - th.px(48), "display", "heading"),
                     (r.left + th.px(24), r.top + th.px(16)), "display", "heading", th.c.copper_light)
        th.blit_text(surface, tr("Adventurers"), (r.left + th.px(24), r.top + th.px(78)), "bold", "large", th.c.text)
        th.blit_text(surface, str(len(seats)), (r.left + th.px(260), r.top + th.px(88)), "display", "heading",
                     th.c.text, anchor="center")
        # seats
        self.seat_rects = []
        sw = min(th.px(160), (r.width - th.px(48)) // self.choices.max_players - th.px(10))
        for i, seat in enumerate(seats):
            sr = pygame.Rect(r.left + th.px(24) + i * (sw + th.px(10)), r.top + th.px(124), sw, th.px(64))
            self.seat_rects.append(sr)
            if seat == RANDOM:
                pygame.draw.rect(surface, th.c.button, sr, border_radius=th.px(8))
                th.blit_text(surface, "?", (sr.left + th.px(28), sr.centery), "display", "heading", th.c.text_dim,
                             anchor="center")
                th.blit_text(surface, th.ellipsis(tr("Random"), sr.right - sr.left - th.px(58), "bold", "body"),
                             (sr.left + th.px(52), sr.centery), "bold", "body", th.c.text_dim,
                             anchor="midleft")
            else:
                card = cards[seat]
                col = card.colour
                pygame.draw.rect(surface, th.c.button_hover, sr, border_radius=th.px(8))
                pygame.draw.circle(surface, col, (sr.left + th.px(28), sr.centery), th.px(16))
                pygame.draw.circle(surface, th.c.text_dark, (sr.left + th.px(28), sr.centery), th.px(16), th.px(2))
                th.blit_text(surface, th.ellipsis(card.name, sr.width - th.px(58), "bold", "body"),
                             (sr.left + th.px(52), sr.centery), "bold", "body",
                             th.c.text, anchor="midleft")
            pygame.draw.rect(surface, th.c.button_edge, sr, th.px(2), border_radius=th.px(8))
            if self.seat_focus is not None and i == self.seat_focus % len(seats):
                draw_focus(surface, sr, th)
            th.blit_text(surface, tr("Player {n}", n=i + 1), (sr.centerx, sr.bottom + th.px(4)), "regular", "tiny", th.c.text_dim,
                         anchor="midtop")
        hint = tr("Click a seat to change it (right-click: back) or a card below. Keys: Up/Down a seat, "
                  "Left/Right its adventurer, +/- seats, Tab the buttons.")
        size = th.fitting_size(hint, r.width - th.px(48), "regular", ("small", "tiny"))
        th.blit_text(surface, th.ellipsis(hint, r.width - th.px(48), "regular", size),
                     (r.left + th.px(24), r.top + th.px(212)), "regular", size, th.c.text_dim)
        # roster
        self.roster_rects = []
        n = max(1, len(self.ids))
        cw = (r.width - th.px(48) - (n - 1) * th.px(10)) // n
        for i, aid in enumerate(self.ids):
            adv = cards[aid]
            cr = pygame.Rect(r.left + th.px(24) + i * (cw + th.px(10)), self.card_top, cw, self.card_h)
            self.roster_rects.append((cr, aid))
            taken = aid in seats
            pygame.draw.rect(surface, (48, 44, 40) if not taken else (70, 60, 44), cr, border_radius=th.px(8))
            pygame.draw.rect(surface, th.c.accent if taken else th.c.panel_edge, cr, th.px(2), border_radius=th.px(8))
            col = adv.colour
            pygame.draw.circle(surface, col, (cr.left + th.px(20), cr.top + th.px(20)), th.px(11))
            pygame.draw.circle(surface, th.c.text_dark, (cr.left + th.px(20), cr.top + th.px(20)), th.px(11), th.px(2))
            name, room = adv.name, cr.width - th.px(40)
            size = th.fitting_size(name, room, "bold", ("small", "tiny"))
            lines = [name] if th.font("bold", size).size(name)[0] <= room else th.wrap(name, room, "bold", size)[:2]
            lh = th.font("bold", size).get_linesize()
            y = cr.top + th.px(12) if len(lines) == 1 else cr.top + th.px(20) - lh   # two lines: around the dot
            for line in lines:
                th.blit_text(surface, th.ellipsis(line, room, "bold", size), (cr.left + th.px(36), y), "bold", size,
                             th.c.text)
                y += lh
            if adv.detail:
                dx = cr.left + th.px(10)
                if adv.flag is not None:
                    _flag(surface, th, (dx, cr.top + th.px(38)), adv.flag)
                    dx += th.px(13)
                th.blit_text(surface, th.ellipsis(adv.detail, cr.right - th.px(6) - dx, "regular", "tiny"),
                             (dx, cr.top + th.px(38)), "regular", "tiny", th.c.copper_light)
            th.blit_wrapped(surface, adv.text, pygame.Rect(cr.left + th.px(10), cr.top + th.px(56), cr.width - th.px(18),
                                                           cr.height - th.px(60)),
                            "regular", th.px(11), th.c.text_dim, line_gap=0)
        # level, seed and game code: a labelled row each
        self._row_label(surface, tr("Level"), (r.left + th.px(24), self.row_level + th.px(20)))
        for b in self.level_buttons:
            b.toggled = b.action == "level:" + level
            b.draw(surface)
        # what the level means, next to the seed box (clear of the level buttons at any width)
        needs = self.spec.level_note(level)
        th.blit_text(surface, th.ellipsis(needs, r.right - th.px(20) - self.seed_rect.right - th.px(20), "regular", "small"),
                     (self.seed_rect.right + th.px(20), self.seed_rect.centery), "regular", "small", th.c.text_dim,
                     anchor="midleft")
        self._row_label(surface, tr("Seed"), (r.left + th.px(24), self.seed_rect.centery))
        pygame.draw.rect(surface, (12, 14, 20), self.seed_rect, border_radius=th.px(6))
        pygame.draw.rect(surface, th.c.accent if self.seed_focus else th.c.panel_edge, self.seed_rect, th.px(2),
                         border_radius=th.px(6))
        if shared is not None:
            txt, col = tr("{seed} (the code's)", seed=shared.seed), th.c.text_dim
        else:
            txt = self.seed_text or (tr("type digits") if self.seed_focus else tr("random"))
            col = th.c.text if self.seed_text else th.c.text_dim
        with drawn.box(self.seed_rect, "seed box"):
            th.blit_text(surface, txt + ("|" if self.seed_focus else ""), (self.seed_rect.left + th.px(10),
                                                                         self.seed_rect.centery),
                         "regular", "body", col, anchor="midleft")
        self._row_label(surface, tr(W.CODE_LABEL), (r.left + th.px(24), self.code.rect.centery))
        self.code.draw(surface, {k: c.name for k, c in cards.items()})
        for b in self.buttons:
            b.draw(surface)
        if self.prompt is not None:
            from .theme import dim
            with drawn.layer("daily game", modal=True):
                dim(surface, 120)
                self.prompt.draw(surface)
