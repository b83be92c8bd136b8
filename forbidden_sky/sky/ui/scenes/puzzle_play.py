"""A puzzle on the game screen: the game scene, started on the puzzle's position, with the
puzzle's room (play/puzzle_watch.py) beside it. When the puzzle is solved or failed (the goal
reached, par exceeded or the game lost) and the animations are done, the result shows over the
board (scenes/puzzle_result.py) instead of the end screen. A puzzle is not recorded as a game.
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from ....engine.puzzle import Puzzle, Status
from ....shell.scene import ALL, Command, Goto, Host
from ..play import GameScene
from ..play.screen import Routed
from ..play.puzzle_watch import PuzzleWatch
from ..session import Setup


class PuzzleGameScene(GameScene):
    def __init__(self, app: Host, puzzle: Puzzle, book: Optional[list[Any]] = None, index: int = -1) -> None:
        self.puzzle = puzzle
        self.book = book            # the book's paths, in order, for Next (None: a file from the command line)
        self.index = index
        self.watch = PuzzleWatch(puzzle)
        self.result_shown = False
        s = puzzle.start
        super().__init__(app, Setup([p.id for p in s.players], s.level, s.seed), state=s, source="puzzle")

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        self.watch.lay_out(self.theme, self.layout.view)
        # the platform fits above the goal banner, so the banner never hides a tile
        view = pygame.Rect(self.layout.view)
        view.height = max(self.theme.px(120), self.watch.rect.top - view.top - self.theme.px(6))
        self.view.camera.viewport = view
        if not self.view.camera.manual:
            self.view.camera.fit(self.state.board.tiles)

    def handle_event(self, event: pygame.event.Event) -> Command:
        if self.prompt is None and self.watch.handle(event):
            return None
        return super().handle_event(event)

    def update(self, dt: float) -> Command:
        cmd = super().update(dt)
        if isinstance(cmd, Goto) and cmd.to == "title":
            return Goto("puzzles", pop=ALL)    # leaving a puzzle goes back to the book
        return cmd

    def _pace(self, dt: float) -> Optional[Routed]:
        progress = self.watch.progress(self.session)
        if progress.status is Status.PLAYING:
            return super()._pace(dt)
        if self.result_shown:
            return None
        self.result_shown = True
        self.toasts.clear()
        return Goto("puzzle_result", {"game": self, "progress": progress})

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        areas = self.watch.draw(self.theme, surface, self.session)
        if self.damage.drawn is not None:
            self.damage.drawn = self.damage.drawn + areas     # restored from the backdrop next frame
