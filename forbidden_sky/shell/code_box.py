"""The setup screen's game code box and its daily game's button (see records/code.py).

A code typed or pasted here starts exactly the setup and seed it carries, so another table
plays the same storm (or island); the daily game (Sky's Daily Storm, Island's Daily Flood) is
computed from today's date, without a network. Game-free: the setup screen says which game it
sets up, how to start it and, for a code of another game, how to start that one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

import pygame

from ..i18n import N_, say, tr
from ..records.code import CodeError, Shared, daily, decode
from . import record_words as W
from .scene import Command
from . import drawn
from .theme import Button, Theme

MAX_LEN = 24
GAME_NAMES = {"sky": N_("Forbidden Sky"), "island": N_("Forbidden Island")}

# players, level, seed, source -> the command that starts that game
Starter = Callable[[list[str], str, int, str], Command]


@dataclass(frozen=True)
class DailyWords:
    """A game's daily game in words (English, marked N_ where written)."""
    button: str
    tip: str
    title: str
    text: str       # {date}, {players}, {level}
    go: str


class CodeBox:
    def __init__(self, theme: Theme, game: str = "sky", start: Optional[Starter] = None,
                 daily_words: Optional[DailyWords] = None,
                 elsewhere: Optional[Callable[[Shared, str], Command]] = None,
                 other_words: Optional[Callable[[Shared], tuple[str, str, str]]] = None) -> None:
        """``game``: the game this setup screen starts (``start``); ``elsewhere``: how a code of
        another game starts that game (None: such a code is refused in words); ``other_words``:
        that code in its game's words (its name, adventurers and level)."""
        self.theme = theme
        self.game = game
        self.start_game = start
        self.elsewhere = elsewhere
        self.other_words = other_words
        self.words = daily_words or DailyWords(N_("Daily game"), N_("Today's game"), N_("Today's game"), "{date}", N_("Play"))
        self.text = ""
        self.focus = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.daily = Button(theme, self.words.button, pygame.Rect(0, 0, 0, 0), "daily", size="body",
                            tooltip=self.words.tip)
        self.daily_asked = False     # the button was pressed: the setup screen asks first (its date, what it is)
        self.status = pygame.Rect(0, 0, 0, 0)   # where the code's verdict is written

    def layout(self, rect: pygame.Rect, daily_rect: pygame.Rect) -> None:
        self.rect = rect
        self.daily.rect = daily_rect

    def shared(self) -> tuple[Optional[Shared], Optional[str]]:
        if not self.text.strip():
            return None, None
        try:
            got = decode(self.text)
        except CodeError as exc:
            return None, say(exc)
        if got.game != self.game and self.elsewhere is None:     # a code of another game, with nowhere to play it
            return None, tr(N_("this is a code for another game ({game})"), game=tr(GAME_NAMES.get(got.game, got.game)))
        return got, None

    def handle(self, event: pygame.event.Event, typing_elsewhere: bool = False) -> tuple[bool, Command]:
        """(whether the event was the box's, the command it leads to: the Daily Storm).
        Without a mouse: C (or Ctrl+V, which pastes) puts the focus in the box, Esc takes it out;
        the Daily Storm button is in the setup screen's focus ring."""
        if self.daily.handle(event) == "daily":
            self.daily_asked = True
            return True, None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focus = self.rect.collidepoint(event.pos)
            return self.focus, None
        if event.type == pygame.KEYDOWN and not self.focus and not typing_elsewhere and self._take_focus(event):
            return True, None
        if event.type != pygame.KEYDOWN or not self.focus or event.key == pygame.K_RETURN:
            return False, None   # Enter: Start reads the code
        return self._edit(event), None

    def _take_focus(self, event: pygame.event.Event) -> bool:
        """C, or Ctrl+V (which pastes), puts the focus in the box; whether the key did."""
        ctrl = event.mod & pygame.KMOD_CTRL
        if not (event.key == pygame.K_c and not ctrl or event.key == pygame.K_v and ctrl):
            return False
        self.focus = True
        if event.key == pygame.K_v:
            self.text = (self.text + _clipboard())[:MAX_LEN]
        return True

    def _edit(self, event: pygame.event.Event) -> bool:
        """A key while the box has the focus; whether it was the box's."""
        if event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            self.text = (self.text + _clipboard())[:MAX_LEN]
        elif event.key == pygame.K_ESCAPE:
            self.focus = False
        elif event.unicode and (event.unicode.isalnum() or event.unicode in "- ") and len(self.text) < MAX_LEN:
            self.text += event.unicode.upper()
        else:
            return False
        return True

    def today(self) -> Shared:
        return daily(game=self.game)

    def play(self, shared: Shared, source: str) -> Command:
        """Start ``shared`` (a code's or the daily game): in this game, or in the one it names."""
        if shared.game != self.game:
            return self.elsewhere(shared, source) if self.elsewhere is not None else None
        if self.start_game is None:
            return None
        return self.start_game(list(shared.players), shared.level, shared.seed, source)

    def press_daily(self) -> Command:
        return self.play(self.today(), "daily")

    def start(self) -> tuple[Optional[Command], Optional[str]]:
        """(the game the code names, None), (None, why not) or (None, None) without a code."""
        shared, problem = self.shared()
        return (self.play(shared, "code"), None) if shared is not None else (None, problem)

    def draw(self, surface: pygame.Surface, names: dict[str, str]) -> None:
        th = self.theme
        r = self.rect
        pygame.draw.rect(surface, (12, 14, 20), r, border_radius=th.px(6))
        pygame.draw.rect(surface, th.c.accent if self.focus else th.c.panel_edge, r, th.px(2), border_radius=th.px(6))
        shown = self.text or ("" if self.focus else tr(W.CODE_KEY, placeholder=tr(W.CODE_PLACEHOLDER)))
        with drawn.box(r, "code box"):
            th.blit_text(surface, _fit(th, shown + ("|" if self.focus else ""), r.width - th.px(16)),
                         (r.left + th.px(10), r.centery), "regular", "body" if self.text else "small",
                         th.c.text if self.text else th.c.text_dim, anchor="midleft")
        shared, problem = self.shared()
        line, colour = "", th.c.text_dim
        if shared is not None and shared.game != self.game:
            game, players, level = (self.other_words(shared) if self.other_words is not None else
                                    (tr(GAME_NAMES.get(shared.game, shared.game)), ", ".join(shared.players),
                                     shared.level))
            line, colour = tr(W.CODE_ELSEWHERE, game=game, players=players, level=level, seed=shared.seed), th.c.good
        elif shared is not None:
            line, colour = tr(W.CODE_READY, players=", ".join(names.get(p, p) for p in shared.players),
                              level=tr(shared.level.title()), seed=shared.seed), th.c.good
        elif problem and not self.focus:
            line, colour = tr(W.CODE_BAD, why=problem), th.c.danger
        if line and self.status.width > 0:
            with drawn.box(self.status, "code verdict"):
                lh = th.font("regular", "small").get_linesize()
                lines = th.wrap(line, self.status.width, "regular", "small")[:2]
                top = self.status.centery - lh * len(lines) // 2
                th.blit_wrapped(surface, " ".join(lines), pygame.Rect(self.status.left, top, self.status.width,
                                                                      lh * len(lines)), "regular", "small", colour,
                                line_gap=0)
        self.daily.draw(surface)


def _fit(th: Theme, text: str, width: int) -> str:
    """The text, cut with an ellipsis to the box's width."""
    font = th.font("regular", "body")
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def _clipboard() -> str:
    """The clipboard's text, or nothing (no clipboard under the dummy driver)."""
    try:
        text: Any = pygame.scrap.get_text() if hasattr(pygame.scrap, "get_text") else ""
    except (pygame.error, AttributeError):
        return ""
    return "".join(c for c in str(text or "") if c.isalnum() or c in "- ")[:MAX_LEN].upper()
