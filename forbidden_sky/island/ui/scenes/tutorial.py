"""Forbidden Island's guided first game (issue 20, docs/tutorial.md): the game screen on the
guide's position (assets/tutorial/island.yaml), the real rules, with the coach bar in a band
above the buttons and the step watcher in front of the core.

The game screen (island/ui/scene.py) has no hook for the guide: this screen is a subclass that
says no to some actions. Everything the player does reaches the core through ``play``; the
watcher lets through only the action the step asks for, and the draws that follow by themselves
(below); anything else is answered with the step's help, never done. The questions and modes
the screen opens offer only what the step allows, and the lit tiles agree with the guide's
lights. Undo, the hint and the foresight's warning before End actions are out of the way.

The draws: a step may ask for a draw phase's first card (Next card); the rest of that phase is
drawn by itself, and so is a whole phase that comes after a step when the next step has nothing
to say about it (End actions: the cards and the flood come). A step is passed once its action
is done and the screen is quiet where the next step begins: a question for the player (a
discard, a swim), a turn's actions, or a draw phase the next step shows or asks for.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import pygame

from ....engine.guide import position
from ....shell import guide_memory
from ....shell.guide_run import GuideRun, Guided
from ....shell.scene import ALL, Command, Goto, Host
from ....shell.setup_room import fresh_seed
from ...core import Action, GameState, Phase
from .. import intents as it
from ..gestures import PawnDrag
from ..foresight_view import QuietForesight
from ..layout import make_layout
from ..scene import IslandScene
from ..screen import Routed
from ..session import Setup
from ..tutorial_guide import GAME, Screen, island_guide, lights, prune

DRAWS = {Phase.DRAW_TREASURE: "draw_treasure", Phase.FLOOD: "draw_flood"}
SCENE = "island_tutorial"
# the bar's keys: N and B are the screen's Next card and Sandbags
BAR_KEYS = {"next": pygame.K_PAGEDOWN, "back": pygame.K_PAGEUP}


class IslandTutorialScene(Guided, IslandScene):
    END_BUTTONS = False     # the bar says Title and Play a game; the end box keeps its words only
    HINTS = False

    def __init__(self, app: Host, step: int = 0) -> None:
        self.guide = island_guide()
        self.guiding = GuideRun(app.theme, self.guide, step, SCENE, BAR_KEYS)
        self.clock = 0.0                  # the lights' pulse
        state = position(self.guide, self.watcher.index)
        super().__init__(app, Setup(list(state.players), state.level, state.seed), state=state)
        self.foresight = QuietForesight()
        self.foresight.observe(state)
        if self.watcher.last:
            self._reached_the_end()

    def in_progress(self) -> bool:
        return False                      # nothing to lose on quitting: the guided game is the same every time

    # ---- the band for the bar ---------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        """The game screen's layout with a band kept free above the buttons for the bar."""
        super().resized(size)
        th = self.theme
        band, h = self.guiding.band(size[0])
        self.lay = make_layout(size, th, len(self.session.now.players), th.px(band))
        self.view.fit(self.lay.board)
        self.pic.sync(self.session.now, self.view)
        self._buttons()
        self.guiding.lay_out(pygame.Rect(th.px(10), self.lay.buttons.top - th.px(band) + th.px(2),
                                         size[0] - th.px(20), h))

    # ---- what the step lets through -----------------------------------------------------------

    def allows(self, action: Action) -> bool:
        d = action.to_dict()
        return self.watcher.allows(d) or (d.get("type") == DRAWS.get(self.session.now.phase)
                                          and self._drawing(self.session.now))

    def _drawing(self, s: GameState) -> bool:
        """Whether the guide draws the cards of this phase by itself now."""
        if s.phase not in DRAWS or s.pending or s.over:
            return False
        return _mid_phase(s) or (self.watcher.done and not self._stops_at(s))

    def _stops_at(self, s: GameState) -> bool:
        """A draw phase not begun that the next step shows (a watched step) or asks for."""
        nxt = self.guiding.next_step
        return nxt is None or nxt.watched or any(p.get("type") == DRAWS.get(s.phase) for p in nxt.expect)

    def _settled(self, s: GameState) -> bool:
        if self.queue.busy or self.prompt is not None:
            return False
        if s.over or s.pending or s.phase is Phase.ACTIONS:
            return True
        return not _mid_phase(s) and self._stops_at(s)

    def _move_on(self) -> None:
        if self.watcher.done and self._settled(self.session.now):
            self._advance()

    def _advance(self) -> None:
        if not self.guiding.advance():
            return
        self.toasts.clear()
        self.armed = None
        self.asked = None
        self.draw_timer = 0.0
        self.resized(self.app.screen.get_size())
        self._sound("click")
        if self.watcher.last:
            self._reached_the_end()

    def _reached_the_end(self) -> None:
        guide_memory.remember(self.app, GAME, offered=True, finished=True)

    def nudge(self) -> None:
        """Something other than the step's action: a friendly word, nothing done."""
        self.asked = None                 # a discard question comes back
        self.toasts.show(self.guiding.help(), self.theme.c.accent, kind="guide")
        self._sound("refuse")

    # ---- the watcher in front of the core -------------------------------------------------------

    def play(self, action: Action) -> bool:
        if not self.allows(action):
            self.nudge()
            return False
        before = self.session.now
        super().play(action)
        if self.session.now is not before:
            self.watcher.applied(action.to_dict())
        return self.session.now is not before

    def run(self, intent: Any) -> None:
        if intent is None or isinstance(intent, (it.Refuse, it.Leave)):
            super().run(intent)
            return
        kept = prune(intent, self.allows)
        if kept is None:
            self.nudge()
        else:
            super().run(kept)

    def refuse(self, text: str) -> None:
        self.nudge()

    def undo(self) -> None:
        self.toasts.show(self.guiding.undo_word(), self.theme.c.accent, kind="guide")

    def run_command(self, cmd: str) -> Optional[Routed]:
        if cmd in ("hint", "hint_play", "play_turn"):
            return it.Refuse(self.guiding.help())     # every refusal here is the guide's nudge (refuse)
        if cmd == "end_actions":          # no foresight warning: the guide knows the cards
            return it.end_actions(self.session.now, self.session.legal())
        return super().run_command(cmd)

    def draw_pause(self) -> float:
        """The settings' pace while the guide draws by itself (never 0: no card waits for Next card then)."""
        return (super().draw_pause() or 1.0) if self._drawing(self.session.now) else 0.0

    def _pending(self, s: GameState) -> None:
        self._move_on()                   # a discard or a swim may be where the next step begins
        super()._pending(s)

    def update(self, dt: float) -> Command:
        self.clock += dt
        cmd = super().update(dt)
        self._move_on()
        return cmd

    def lit(self) -> dict[int, str]:
        """The lit tiles: only where the step lets the dragged pawn or the open mode go."""
        s, legal = self.session.now, self.session.legal()
        d = self.pointer.drag
        if isinstance(d, PawnDrag):
            return {c: a.type for c, a in it.pawn_targets(s, legal, d.pawn).items() if self.allows(a)}
        if self.armed is not None:
            return {c: ("swim" if self.armed.kind == "swim" else "play") for c, a in self.armed.targets.items()
                    if self.allows(a)}
        if d is not None:
            return super().lit()
        return {}

    # ---- the coach bar ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> Command:
        act = self.guiding.handle(event)     # a question sits on the island, never over the bar
        if act is not None:
            if act != "none":
                self._sound("click")
            return self.guiding.command(act, self._advance, self._handover)
        return super().handle_event(event)

    def _handover(self) -> Command:
        """The real game after the last step: the same team, the guide's level, a fresh shuffle."""
        s = self.session.now
        level = str(self.guide.handover.get("level", s.level))
        return Goto("island_game", {"setup": Setup(list(s.players), level, fresh_seed())}, pop=ALL)

    def guide_layer(self) -> Callable[[pygame.Surface], None]:
        """The step's lights and the bar, drawn by the frame under the tooltip and a question."""
        def draw(surface: pygame.Surface) -> None:
            rings = step_lights(self) if self.prompt is None and not self.queue.busy else []
            self.guiding.draw(surface, rings, self.clock)
        return draw


def _mid_phase(s: GameState) -> bool:
    """Some of this draw phase's cards drawn, some still to come."""
    if s.phase is Phase.DRAW_TREASURE:
        return s.draws_left < s.data.rules.treasure_draws
    return s.phase is Phase.FLOOD and s.draws_left < s.flood_count


def step_lights(sc: IslandTutorialScene) -> list[tuple[pygame.Rect, bool]]:
    """The step's lights on screen now (the tests' view of them)."""
    return lights(Screen(sc.view, sc.pic, sc.buttons, sc.panels.hits), sc.step.light)


__all__ = ["IslandTutorialScene", "step_lights"]
