"""Sheets opened over the board: the whole game log (L) and the storm discard pile."""

from __future__ import annotations

import pygame

from ...core.state import GameState
from ..theme import Theme
from .cards import card_face


def log_rect(board: pygame.Rect) -> pygame.Rect:
    return board.inflate(-80, -60)


def draw_log(th: Theme, surface: pygame.Surface, board: pygame.Rect, log: list[tuple[int, str]], scroll: int) -> None:
    r = log_rect(board)
    th.panel(surface, r, "Game log  (wheel to scroll, L to close)", alpha_fill=(16, 18, 28, 240))
    lines: list[tuple[str, tuple[int, ...]]] = []
    last_turn = None
    for turn, text in log:
        if turn != last_turn:
            lines.append((f"— turn {turn} —", th.c.accent))
            last_turn = turn
        for ln in th.wrap(text, r.width - 40, "regular", "small"):
            lines.append((ln, th.c.text))
    room = (r.height - 50) // 17
    end = max(0, len(lines) - scroll)
    start = max(0, end - room)
    y = r.top + 34
    for text, col in lines[start:end]:
        th.blit_text(surface, text, (r.left + 20, y), "regular", "small", col)
        y += 17


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
