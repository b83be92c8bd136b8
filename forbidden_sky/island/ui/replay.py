"""Replay of a recorded Island game: the game screen with the players' hands off. Right and
Left step an action forward (animated, through the core) or back (a jump to a state the replay
already made); Page Up/Down a whole turn; Space plays and pauses; Esc goes back. Given a state,
the game screen records nothing, so a replay never changes its record."""

from __future__ import annotations

from typing import Any

import pygame

from ...i18n import tr
from ...shell import drawn
from ...shell.scene import Command, Host, Pop
from .scene import IslandScene
from .session import Setup

STEP_PAUSE = 0.7     # seconds between two actions while playing, once the animations are done


class IslandReplayScene(IslandScene):
    def __init__(self, app: Host, replayed: Any, start: int = 0) -> None:
        self.rep = replayed
        rec = replayed.record
        self.pos = 0
        self.playing = False
        self.wait = 0.0
        super().__init__(app, Setup(list(rec.players), rec.level, rec.seed), state=replayed.states[0])
        if start:
            self.jump(start)

    @property
    def n(self) -> int:
        return len(self.rep.record.actions)

    def jump(self, pos: int) -> None:
        self.pos = max(0, min(self.n, pos))
        self.queue.skip(self.pic)
        self.session.state = self.rep.states[self.pos]
        self.session.history.clear()
        self.session._legal = None
        self.foresight.reset(self.session.now)
        self.pic.sync(self.session.now, self.view)

    def forward(self) -> None:
        if self.pos >= self.n:
            self.playing = False
            return
        self.queue.skip(self.pic)
        self.play(self.rep.record.actions[self.pos][1])
        self.pos += 1

    def handle_event(self, event: pygame.event.Event) -> Command:
        self.pointer.track(event, self.t)       # the hover: tooltips work in a replay too
        if event.type != pygame.KEYDOWN:
            return None
        starts = self.rep.turn_starts()
        if event.key == pygame.K_ESCAPE:
            return Pop()
        if event.key == pygame.K_RIGHT:
            self.forward()
        elif event.key == pygame.K_LEFT:
            self.jump(self.pos - 1)
        elif event.key == pygame.K_PAGEDOWN:
            self.jump(next((s for s in starts if s > self.pos), self.n))
        elif event.key == pygame.K_PAGEUP:
            self.jump(max((s for s in starts if s < self.pos), default=0))
        elif event.key == pygame.K_SPACE:
            self.playing = not self.playing
        elif event.key == pygame.K_f:
            self.foresight.show_odds = not self.foresight.show_odds
        return None

    def update(self, dt: float) -> Command:
        self.queue.update(dt, self.pic)
        self.toasts.update(dt)
        self.t += dt
        if self.playing and not self.queue.busy:
            self.wait += dt
            if self.wait >= STEP_PAUSE:
                self.wait = 0.0
                self.forward()
        return None

    def _status(self, surface: pygame.Surface) -> None:
        th, r = self.theme, self.lay.status
        text = tr("Replay: action {i} of {n} · ←/→ step · PgUp/PgDn turn · Space play · Esc back", i=self.pos, n=self.n)
        with drawn.box(r, "status"):
            th.blit_text(surface, th.fit(text, r.width - th.px(8), "bold", "body"), (r.left + th.px(4), r.centery), "bold",
                         "body", th.c.accent, anchor="midleft")
