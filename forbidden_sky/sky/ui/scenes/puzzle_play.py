"""A Sky puzzle on the game screen: the game scene, started on the puzzle's position, with the
shared puzzle room (shell/rooms/puzzle_watch.py) beside it. When the puzzle is solved or failed
(the goal reached, par exceeded or the game lost) and the animations are done, the result shows
over the board (shell/puzzle_result.py) instead of the end screen. A puzzle is not recorded as
a game, and it hides every foresight view (the danger overlay, the forecast and the End-turn
warning, the circuit check, the hint and Play turn): a puzzle tests the player's own reading,
and its only hint is its own (docs/puzzles.md).
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from ....engine.puzzle import Puzzle, Status
from ....i18n import tr
from ....shell import puzzle_words as shared
from ....shell.rooms.puzzle_watch import PuzzleAttempt
from ....shell.scene import Command, Host
from .. import puzzle_words
from ..play import GameScene
from ..play.foresight import Prefs
from ..play.keys import command_for
from ..play.screen import Routed
from ..session import Setup

FORESIGHT_KEYS = ("danger", "hint", "play_turn")     # their keys: play/keys.py
NO_FORESIGHT = Prefs(overlay=False, forecast=False, circuit=False, hint=False, why=False)


class PuzzleGameScene(PuzzleAttempt, GameScene):
    def __init__(self, app: Host, puzzle: Puzzle, book: Optional[list[Any]] = None, index: int = -1) -> None:
        self.attempt(puzzle, puzzle_words, book, index)
        s = puzzle.start
        super().__init__(app, Setup([p.id for p in s.players], s.level, s.seed), state=s, source="puzzle")
        self.foresight.prefs = NO_FORESIGHT

    def settings_changed(self) -> None:
        super().settings_changed()
        self.foresight.prefs = NO_FORESIGHT      # the settings' switches do not reach into a puzzle

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
        if self.prompt is None and event.type == pygame.KEYDOWN and command_for(event.key, event.mod) in FORESIGHT_KEYS:
            self.toast(tr(shared.NO_FORESIGHT), kind="puzzle")
            return None
        return super().handle_event(event)

    def update(self, dt: float) -> Command:
        return self.back_to_book(super().update(dt))

    def _pace(self, dt: float) -> Optional[Routed]:
        if self.watch.progress(self.session).status is Status.PLAYING:
            return super()._pace(dt)
        return self.result_due(self.session)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        areas = self.watch.draw(self.theme, surface, self.state, self.watch.progress(self.session))
        if self.damage.drawn is not None:
            self.damage.drawn = self.damage.drawn + areas     # restored from the backdrop next frame
