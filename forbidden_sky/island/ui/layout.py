"""Where everything on the Island screen sits, computed on resize only: the island in the
middle, the table (Water Meter, both decks and discards, the treasures) on the left, the team
(each hand) and a place for the foresight panel on the right, the status line and the buttons
along the foot."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...shell.theme import Theme


@dataclass
class Layout:
    screen: pygame.Rect
    table: pygame.Rect          # left: meter, decks, discards, treasures
    team: pygame.Rect           # right: players and their hands
    foresight: pygame.Rect      # right, under the team: the foresight panel's place
    board: pygame.Rect          # the island
    status: pygame.Rect         # the line under the island: whose turn, what now, a refusal
    buttons: pygame.Rect        # the foot: End actions, Capture, Undo...


def make_layout(size: tuple[int, int], theme: Theme, players: int, band: int = 0) -> Layout:
    """``band``: pixels kept free across the window above the buttons (the guided game's bar)."""
    w, h = size
    p = theme.px
    m = p(8)
    screen = pygame.Rect(0, 0, w, h)
    left_w = max(p(150), min(p(210), w // 6))
    right_w = max(p(230), min(p(330), w // 4))
    foot = p(52) + band
    status_h = p(30)
    table = pygame.Rect(m, m, left_w, h - 2 * m - foot)
    # each player's row: name line and a row of cards
    row_h = p(30) + _card_h(theme, right_w)
    team_h = min(h - 2 * m - foot, p(36) + players * (row_h + p(6)))
    team = pygame.Rect(w - m - right_w, m, right_w, team_h)
    foresight = pygame.Rect(team.left, team.bottom + m, right_w, max(0, h - foot - m - team.bottom - m))
    board = pygame.Rect(table.right + m, m, team.left - table.right - 2 * m, h - foot - status_h - 2 * m)
    status = pygame.Rect(board.left, board.bottom, board.width, status_h)
    buttons = pygame.Rect(m, h - p(52), w - 2 * m, p(52) - p(6))
    return Layout(screen, table, team, foresight, board, status, buttons)


def card_w(theme: Theme, panel_w: int) -> int:
    """A hand's card: seven fit across the team panel (five, and the two drawn over the limit)."""
    return max(12, min(theme.px(44), (panel_w - theme.px(20)) // 7 - theme.px(4)))


def _card_h(theme: Theme, panel_w: int) -> int:
    return int(card_w(theme, panel_w) * 1.4)


def card_h(theme: Theme, panel_w: int) -> int:
    return _card_h(theme, panel_w)
