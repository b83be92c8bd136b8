"""Sheets opened over the board: the whole game log (L) and the storm discard pile."""

from __future__ import annotations

import pygame

from ...core.state import GameState
from ..theme import Theme
from .cards import card_face


def log_rect(board: pygame.Rect) -> pygame.Rect:
    return board.inflate(-80, -60)


LOG_LINE = 17


def log_lines(th: Theme, board: pygame.Rect, log: list[tuple[int, str]], scroll: int,
              heading: str = "— turn {turn} —") -> list[tuple[str, tuple[int, ...], int, bool]]:
    """The log's visible lines: (text, colour, turn, is the turn's heading), top to bottom.
    The drawing and the click on a turn (a rewind) read the same lines."""
    r = log_rect(board)
    lines: list[tuple[str, tuple[int, ...], int, bool]] = []
    last_turn = None
    for turn, text in log:
        if turn != last_turn:
            lines.append((heading.format(turn=turn), th.c.accent, turn, True))
            last_turn = turn
        for ln in th.wrap(text, r.width - 40, "regular", "small"):
            lines.append((ln, th.c.text, turn, False))
    room = (r.height - 50) // LOG_LINE
    end = max(0, len(lines) - scroll)
    return lines[max(0, end - room):end]


def log_turn_at(th: Theme, board: pygame.Rect, log: list[tuple[int, str]], scroll: int,
                pos: tuple[int, int]) -> int | None:
    """The turn whose line is under ``pos`` in the open log, if any."""
    r = log_rect(board)
    i = (pos[1] - r.top - 34) // LOG_LINE
    shown = log_lines(th, board, log, scroll)
    return shown[i][2] if pos[1] >= r.top + 34 and 0 <= i < len(shown) else None


def draw_log(th: Theme, surface: pygame.Surface, board: pygame.Rect, log: list[tuple[int, str]], scroll: int,
             heading: str = "— turn {turn} —") -> None:
    r = log_rect(board)
    th.panel(surface, r, "Game log  (wheel to scroll, L to close)", alpha_fill=(16, 18, 28, 240))
    y = r.top + 34
    for text, col, _turn, _heading in log_lines(th, board, log, scroll, heading):
        th.blit_text(surface, text, (r.left + 20, y), "regular", "small", col)
        y += LOG_LINE


def draw_discard(th: Theme, surface: pygame.Surface, board: pygame.Rect, s: GameState) -> None:
    r = board.inflate(-60, -120)
    th.panel(surface, r, f"Storm discard pile ({len(s.storm_discard)})  ·  click to close", alpha_fill=(16, 18, 28, 240))
    x, y = r.left + 16, r.top + 36
    for card in reversed(s.storm_discard):
        card_face(th, surface, pygame.Rect(x, y, 90, 120), s, card)
        x += 100
        if x + 90 > r.right:
            x = r.left + 16
            y += 130
            if y + 120 > r.bottom:
                break
    if not s.storm_discard:
        th.blit_text(surface, "No storm card drawn yet.", (r.left + 20, r.top + 40), "regular", "body", th.c.text_dim)
