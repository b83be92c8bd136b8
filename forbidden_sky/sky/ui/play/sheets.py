"""Sheets opened over the board: the whole game log (L) and the storm discard pile."""

from __future__ import annotations

from ....i18n import N_, tr
import pygame

from ...core.state import GameState
from ....shell import drawn
from ....shell.config import ui_config
from ....shell.theme import Theme
from .cards import card_face


class Sheets:
    """Which sheet is open over the board (the log, the discard pile) and how far the log scrolled."""

    def __init__(self) -> None:
        self.log = False
        self.scroll = 0
        self.discard = False

    @property
    def open(self) -> bool:
        return self.log or self.discard

    def close(self) -> None:
        self.log = self.discard = False


def under_strip(board: pygame.Rect, scale: float = 1.0) -> pygame.Rect:
    """The board below the key strip (play/key_strip.py): a sheet never covers the Danger and
    Hint buttons (issue 22: the log's title ran onto the Hint button)."""
    strip = int(round(ui_config().layout.key_strip * scale))
    return pygame.Rect(board.left, board.top + strip, board.width, board.height - strip)


def log_rect(board: pygame.Rect, scale: float = 1.0) -> pygame.Rect:
    return under_strip(board, scale).inflate(-int(80 * scale), -int(30 * scale))


LOG_LINE = 17    # at scale 1; th.px(LOG_LINE) on screen


def log_lines(th: Theme, board: pygame.Rect, log: list[tuple[int, str]], scroll: int,
              heading: str = N_("— turn {turn} —")) -> list[tuple[str, tuple[int, ...], int, bool]]:
    """The log's visible lines: (text, colour, turn, is the turn's heading), top to bottom.
    The drawing and the click on a turn (a rewind) read the same lines."""
    r = log_rect(board, th.scale)
    lines: list[tuple[str, tuple[int, ...], int, bool]] = []
    last_turn = None
    for turn, text in log:
        if turn != last_turn:
            lines.append((tr(heading, turn=turn), th.c.accent, turn, True))
            last_turn = turn
        for ln in th.wrap(text, r.width - th.px(40), "regular", "small"):
            lines.append((ln, th.c.text, turn, False))
    room = (r.height - th.px(50)) // th.px(LOG_LINE)
    end = max(0, len(lines) - scroll)
    return lines[max(0, end - room):end]


def log_turn_at(th: Theme, board: pygame.Rect, log: list[tuple[int, str]], scroll: int,
                pos: tuple[int, int]) -> int | None:
    """The turn whose line is under ``pos`` in the open log, if any."""
    r = log_rect(board, th.scale)
    top = r.top + th.px(34)
    i = (pos[1] - top) // th.px(LOG_LINE)
    shown = log_lines(th, board, log, scroll)
    return shown[i][2] if pos[1] >= top and 0 <= i < len(shown) else None


def draw_log(th: Theme, surface: pygame.Surface, board: pygame.Rect, log: list[tuple[int, str]], scroll: int,
             heading: str = N_("— turn {turn} —")) -> None:
    r = log_rect(board, th.scale)
    drawn.plate(surface, r, "log sheet")
    th.panel(surface, r, N_("Game log  (wheel to scroll, L to close)"), alpha_fill=(16, 18, 28, 240))
    y = r.top + th.px(34)
    for text, col, _turn, _heading in log_lines(th, board, log, scroll, heading):
        th.blit_text(surface, text, (r.left + th.px(20), y), "regular", "small", col)
        y += th.px(LOG_LINE)


def draw_discard(th: Theme, surface: pygame.Surface, board: pygame.Rect, s: GameState) -> None:
    r = under_strip(board, th.scale).inflate(-th.px(60), -th.px(90))
    drawn.plate(surface, r, "discard sheet")
    th.panel(surface, r, tr("Storm discard pile: {n} (click to close)", n=len(s.storm_discard)), alpha_fill=(16, 18, 28, 240))
    x, y = r.left + th.px(16), r.top + th.px(36)
    for card in reversed(s.storm_discard):
        card_face(th, surface, pygame.Rect(x, y, th.px(90), th.px(120)), s, card)
        x += th.px(100)
        if x + th.px(90) > r.right:
            x = r.left + th.px(16)
            y += th.px(130)
            if y + th.px(120) > r.bottom:
                break
    if not s.storm_discard:
        th.blit_wrapped(surface, tr("No storm card drawn yet."), pygame.Rect(r.left + th.px(20), r.top + th.px(40),
                                                                         r.width - th.px(40), r.height - th.px(50)),
                        "regular", "body", th.c.text_dim)
