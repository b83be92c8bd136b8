"""Replay: watch a recorded game from the start, step by action or turn, play at a speed, and
play on from any moment (a rewind, which starts a new game and leaves the record alone).

It is the game screen with the player's hands off: the same board, panels and presenters, so
the storm cards animate as in play. Steps forward go through ``core.apply`` (the session);
steps back jump to a state the replay already made, and a replay has no recording, so it can
never change the record it shows.
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from ....records import Replayed
from ....i18n import tr
from .. import records_words as W
from ..play import GameScene
from ..play.screen import Answered, Question, Routed
from ..recording import branch_from
from ....shell.scene import ALL, Command, Goto, Host, Pop
from ..session import Setup
from ....shell import drawn
from ....shell.theme import Button, dim, first_hit

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
STEP_PAUSE = 0.6       # seconds between actions at 1x, once the last one's animations are done
BAR_H = 96


class ReplayScene(GameScene):
    def __init__(self, app: Host, replayed: Replayed, start: int = 0) -> None:
        rec = replayed.record
        self.rep = replayed
        self.pos = 0
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0
        self.starts = replayed.turn_starts()
        self.bar_buttons: list[Button] = []
        self.timeline = pygame.Rect(0, 0, 0, 0)
        # the bar's own band above the hand bar: the side panels end above it (issue 22: the
        # right panel's text showed through the bar)
        self.band = BAR_H + 8
        # given as a state, the game screen records nothing: this is what keeps a replay read-only
        super().__init__(app, Setup(list(rec.players), rec.level, rec.seed), state=replayed.states[0])
        if start:
            self.jump(start)   # from the end screen: at the last moment, to step back from

    @property
    def n(self) -> int:
        return len(self.rep.record.actions)

    def in_progress(self) -> bool:
        return False    # nothing to lose: closing a replay never asks

    # ---- layout ---------------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        # across the whole window above the hand bar: a narrow board leaves no room for the buttons
        w = size[0]
        th = self.theme
        px = th.px      # issue 12's UI scale
        bar = pygame.Rect(px(10), self.layout.bottom.top - px(BAR_H + 6), min(w - px(20), px(980)), px(BAR_H))
        bar.centerx = self.layout.board.centerx if bar.width < w - px(40) else w // 2
        self.bar = bar
        acts = ["turn_back", "back", "play", "forward", "turn_forward", "speed", "branch", "close"]
        widths = [px(n) for n in (84, 74, 74, 74, 84, 96, 160, 70)]
        scale = min(1.0, (bar.width - px(20) - px(8) * len(acts)) / sum(widths))
        x = bar.left + px(10)
        self.bar_buttons = []
        keys = {"play": pygame.K_SPACE, "close": pygame.K_ESCAPE}
        for a, w in zip(acts, widths, strict=True):
            w = int(w * scale)
            self.bar_buttons.append(Button(th, "", pygame.Rect(x, bar.top + px(48), w, px(38)), a, size="small",
                                           hotkey=keys.get(a)))
            x += w + px(8)
        self.timeline = pygame.Rect(bar.left + px(10), bar.top + px(28), bar.width - px(20), px(12))

    def facts(self) -> Any:
        """Hands off: nothing looks playable in a replay (the pile, the cards, the hand's tiles),
        as nothing is (issue 22: things looked enabled and did nothing)."""
        from ..play.intents import Facts
        super().facts()            # warms the tile pictures, as in play
        return Facts()

    def refresh_buttons(self) -> None:
        super().refresh_buttons()
        # hands off: a replay (issue 22: Heal, Free wire and Hint looked enabled and did nothing)
        for b in (self.buttons.end, self.buttons.undo, self.buttons.next, self.buttons.auto, self.buttons.pad,
                  self.buttons.power, self.fore_view.hint, self.fore_view.play):
            b.enabled = False
        for b in self.bar_buttons:
            b.label = (W.REPLAY_BUTTONS["pause" if self.playing else "play"] if b.action == "play"
                       else tr(W.REPLAY_BUTTONS[b.action], speed=self.speed))
        for b in self.bar_buttons:
            if b.action in ("back", "turn_back"):
                b.enabled = self.pos > 0
            elif b.action in ("forward", "turn_forward", "play"):
                b.enabled = self.pos < self.n or (b.action == "play" and self.playing)
            elif b.action == "branch":
                b.enabled = not self.rep.states[self.pos].over

    # ---- moving through the game ---------------------------------------------------------------

    def forward(self) -> None:
        """One action, through the engine, animated as in play."""
        if self.pos >= self.n:
            self.playing = False
            return
        self.do(self.rep.record.actions[self.pos][1], quiet=True)
        self.pos += 1
        self.pace.end_shown = True   # a replay shows the end on its own bar, not the end screen

    def jump(self, k: int) -> None:
        """Straight to the game after ``k`` actions (no animation)."""
        k = max(0, min(self.n, k))
        self.queue.clear()
        self.session.rewind(self.rep.states[k], 0, len(self.session.log))
        self.session.history.clear()
        self.pos = k
        self.picture.reset()
        self.panels.invalidate()
        self.memo.forget()
        self.damage.all()      # the whole board again (play/damage.py)
        self.picture.sync(self.state, self.pawn_targets())
        self.told.catch_up(self.state, len(self.session.log))   # the header and log at the new moment
        self.pace.end_shown = True

    def turn_of(self, k: int) -> int:
        return self.rep.states[k].turn

    def turn_back(self) -> None:
        t = self.turn_of(self.pos)
        start = self.starts[t - 1]
        self.jump(start if start < self.pos else self.starts[max(0, t - 2)])

    def turn_forward(self) -> None:
        t = self.turn_of(self.pos)
        self.jump(self.starts[t] if t < len(self.starts) else self.n)

    # ---- input ----------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> Command:
        if self.prompt is not None:
            prompt = self.prompt
            if prompt.handle(event) == "done":   # closed, and what its answer means carried out
                self.take(Answered(prompt, prompt.meaning if isinstance(prompt, Question) else None))
            return self._leaving()
        self.refresh_buttons()
        if event.type == pygame.KEYDOWN and self._key(event):
            return None
        on_timeline = self.timeline.inflate(0, self.theme.px(16))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and on_timeline.collidepoint(event.pos):
            self.playing = False
            self.jump(self._timeline_pos(event.pos[0]))
            return None
        a = first_hit(self.bar_buttons, event)
        if a:
            return self.press_button(a)
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEMOTION) or (
                event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button in (2, 3)):
            return self.route(event)   # looking around the board (pan, zoom, tooltips) is fine
        return None

    def _key(self, event: pygame.event.Event) -> bool:
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        table = {pygame.K_RIGHT: "turn_forward" if shift else "forward", pygame.K_LEFT: "turn_back" if shift else "back",
                 pygame.K_PAGEDOWN: "turn_forward", pygame.K_PAGEUP: "turn_back", pygame.K_PLUS: "faster",
                 pygame.K_EQUALS: "faster", pygame.K_KP_PLUS: "faster", pygame.K_MINUS: "slower",
                 pygame.K_KP_MINUS: "slower"}
        a = table.get(event.key)
        if a is None:
            return False
        self.press_button(a)
        return True

    def press_button(self, a: str) -> Command:
        if a == "close":
            return Pop()
        if a == "branch":
            self._ask_branch()
            return None
        if a in ("back", "turn_back", "turn_forward"):
            self.playing = False
        if a == "forward":
            self.playing = False
            self.queue.skip(self.picture)
            self.forward()
        elif a == "back":
            self.jump(self.pos - 1)
        elif a == "turn_back":
            self.turn_back()
        elif a == "turn_forward":
            self.turn_forward()
        elif a == "play":
            self.playing = not self.playing and self.pos < self.n
            self.wait = STEP_PAUSE
        elif a in ("speed", "faster", "slower"):
            i = SPEEDS.index(self.speed)
            i = (i + 1) % len(SPEEDS) if a == "speed" else max(0, min(len(SPEEDS) - 1, i + (1 if a == "faster" else -1)))
            self.speed = SPEEDS[i]
        return None

    def _timeline_pos(self, x: int) -> int:
        """The start of the turn under ``x`` on the timeline."""
        k = round((x - self.timeline.left) / max(1, self.timeline.width) * self.n)
        k = max(0, min(self.n, k))
        return self.starts[self.turn_of(k) - 1]

    def _ask_branch(self) -> None:
        if self.rep.states[self.pos].over:
            self.toast(W.BRANCH_OVER, self.theme.c.text_dim)
            return
        self.playing = False
        self.branch_to: Optional[dict[str, Any]] = None
        self.ask(W.BRANCH_TITLE, tr(W.BRANCH_TEXT, turn=self.state.turn), [(W.BRANCH_OK, self.pos)],
                 then=self._branch)

    def _branch(self, upto: int) -> None:
        rec = branch_from(self.rep.record, upto)
        self.branch_to = {"setup": Setup(list(rec.players), rec.level, rec.seed), "record": rec,
                          "source": "rewind"}

    def _leaving(self) -> Command:
        to = getattr(self, "branch_to", None)
        if to:
            self.branch_to = None
            return Goto("game", to, pop=ALL)
        return None

    # ---- per frame ------------------------------------------------------------------------------

    def update(self, dt: float) -> Command:
        # the speed is the replay's clock: animations, banners and pauses all run faster
        super().update(dt * self.speed)
        return self._leaving()

    def _pace(self, dt: float) -> Optional[Routed]:
        if self.playing:
            self.wait += dt
            if self.wait >= STEP_PAUSE:
                self.wait = 0.0
                self.forward()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        prompt, self.prompt = self.prompt, None     # the question goes over the bar too, once
        try:
            super().draw(surface)
        finally:
            self.prompt = prompt
        th = self.theme
        bar = self.bar
        pygame.draw.rect(surface, (16, 18, 28), bar, border_radius=th.px(8))
        drawn.plate(surface, bar, "replay bar")
        pygame.draw.rect(surface, th.c.panel_edge, bar, th.px(2), border_radius=th.px(8))
        head = th.blit_text(surface, tr(W.REPLAY_HEAD, turn=self.state.turn, pos=self.pos, n=self.n),
                            (bar.left + th.px(12), bar.top + th.px(6)), "bold", "small", th.c.copper_light)
        hint = tr(W.REPLAY_HINT)
        if th.font("regular", "tiny").size(hint)[0] < bar.right - th.px(24) - head.right:   # only when it fits
            th.blit_text(surface, hint, (bar.right - th.px(12), bar.top + th.px(8)), "regular", "tiny", th.c.text_dim,
                         anchor="topright")
        self._draw_timeline(surface)
        for b in self.bar_buttons:
            b.draw(surface)
        if self.prompt is not None:
            with drawn.layer("prompt", modal=True):
                dim(surface, 110)
                self.prompt.draw(surface)

    def _draw_timeline(self, surface: pygame.Surface) -> None:
        th = self.theme
        tl = self.timeline
        pygame.draw.rect(surface, (40, 44, 58), tl, border_radius=th.px(5))
        done = tl.copy()
        done.width = int(tl.width * self.pos / max(1, self.n))
        pygame.draw.rect(surface, th.c.accent, done, border_radius=th.px(5))
        for k in self.starts:
            x = tl.left + int(tl.width * k / max(1, self.n))
            pygame.draw.line(surface, th.c.text_dim, (x, tl.top - 3), (x, tl.bottom + 2))


__all__ = ["ReplayScene"]
