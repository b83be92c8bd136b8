"""An Island puzzle on Island's game screen (docs/puzzles.md): the game scene, started on the
puzzle's position, with the shared puzzle room (shell/rooms/puzzle_watch.py) where the
foresight panel stands outside a puzzle (or, when that place is too short, along the foot of
the island). When the puzzle is solved or failed and the animations are done, the result
shows over the board (shell/puzzle_result.py) instead of the game's end box. A puzzle is not
recorded as a game.

A puzzle tests the player's own reading: the foresight (the panel, the forecast on the tiles
and in their tooltips, the treasures in danger, the End-actions warning) and the explained hint
are hidden, and their keys say so; the puzzle's own hint is the one on offer (J).
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from ...engine.puzzle import Puzzle
from ...i18n import tr
from ...shell import puzzle_words as shared
from ...shell.rooms.puzzle_watch import PuzzleAttempt
from ...shell.scene import Command, Host
from ..core.state import GameState
from . import intents as it
from . import puzzle_words
from .foresight_view import QuietForesight
from .scene import IslandScene
from .screen import Routed, Say
from .session import Setup

FORESIGHT_COMMANDS = ("hint", "hint_play", "play_turn", "odds")       # their keys: keys.py (H, T, F)


class IslandPuzzleScene(PuzzleAttempt, IslandScene):
    SHOWS_END = False          # the result, not the game's end box, says how it went
    DRAWS_OVER = True          # the goal's watch is drawn over the cached frame
    HINTS = False

    def __init__(self, app: Host, puzzle: Puzzle, book: Optional[list[Any]] = None, index: int = -1) -> None:
        self.attempt(puzzle, puzzle_words, book, index)
        s = puzzle.start
        super().__init__(app, Setup(list(s.players), s.level, s.seed, sorted(s.variants)), state=s, source="puzzle")
        self.foresight = QuietForesight()
        self.foresight.observe(s)

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        lay, p = self.lay, self.theme.px
        self.watch.lay_out(self.theme, lay.foresight, "panel")
        if not self.watch.fits:       # four hands leave the panel's place too short: a banner under the island
            self.watch.lay_out(self.theme, lay.board, "bottom")
            lay.board.height = max(p(120), self.watch.rect.top - lay.board.top - p(6))
            self.view.fit(lay.board)
            self.pic.sync(self.session.now, self.view)

    def _buttons(self) -> None:
        """The foot's buttons without Hint: the others close up to the right."""
        super()._buttons()
        gone = [b for b in self.buttons if b.action == "hint"]
        if not gone:
            return
        shift = gone[0].rect.width + self.theme.px(8)
        left_of = gone[0].rect.left
        self.buttons = [b for b in self.buttons if b.action != "hint"]
        for b in self.buttons:
            if b.rect.left < left_of:
                b.rect.x += shift

    def handle_event(self, event: pygame.event.Event) -> Command:
        if self.prompt is None and self.watch.handle(event):
            return None
        return self.back_to_book(super().handle_event(event))

    def run_command(self, cmd: str) -> Optional[Routed]:
        if cmd in FORESIGHT_COMMANDS:     # said, not done
            return Say(tr(shared.NO_FORESIGHT), "puzzle")
        if cmd == "end_actions":          # no warning first: the reading is the player's
            return it.end_actions(self.session.now, self.session.legal())
        return super().run_command(cmd)

    def _why(self, s: GameState) -> None:
        return None                       # no turning point: the result says why

    def update(self, dt: float) -> Command:
        cmd = super().update(dt)
        if cmd is not None or self.queue.busy:
            return cmd
        return self.result_due(self.session)

    def draw(self, surface: pygame.Surface, whole: bool = False) -> None:
        super().draw(surface, whole)
        if self.prompt is None or self.watch.dock == "panel":     # a question over the board stays on top
            self.watch.draw(self.theme, surface, self.session.now, self.watch.progress(self.session))
