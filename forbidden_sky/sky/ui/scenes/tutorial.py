"""Forbidden Sky's guided first game (issue 20, docs/tutorial.md): the game screen on the
guide's position (assets/tutorial/sky.yaml), the real rules, with a coach bar in a band above
the hand bar and a step watcher in front of the core.

The watcher (engine/guide.py) lets through only the action the step asks for (and the storm's
draws); anything else is answered with the step's help, never done. A step is passed once its
action is done and the screen is quiet again (the animations played, the storm drawn). Back and
Skip rebuild this screen at another step: the position is the scenario with every earlier
step's actions replayed (the game is deterministic). The game screen itself has no hook for
any of this: the scene below is the one every game uses, and this one says no to some actions.
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from ....engine.guide import position
from ....shell import guide_memory
from ....shell.guide_run import GuideRun, Guided
from ....shell.scene import ALL, Command, Goto, Host
from ....shell.setup_room import fresh_seed
from ...core import Action
from ...core.phases import Phase
from ..play import GameScene, intents
from ..play.foresight import Prefs
from ..play.screen import Routed
from ..session import Setup
from ..tutorial_guide import GAME, sky_guide

class TutorialScene(Guided, GameScene):
    def __init__(self, app: Host, step: int = 0) -> None:
        self.guide = sky_guide()
        self.guiding = GuideRun(app.theme, self.guide, step, "tutorial")
        self.band = 0
        state = position(self.guide, self.watcher.index)
        super().__init__(app, Setup([p.id for p in state.players], state.level, 1), state=state)
        # one thing at a time: the foresight helpers stay out of the way (and never warn before End turn)
        self.foresight.prefs = Prefs(overlay=False, forecast=False, circuit=False, hint=False, why=False)
        if self.pace.every <= 0:
            self.pace.every = float(self.cfg.anim.auto_advance)   # the storm's cards come by themselves
        if self.watcher.last:
            self._reached_the_end()

    def in_progress(self) -> bool:
        return False             # nothing to lose: the guided game is the same every time

    def facts(self) -> Any:
        """The board's green marks (moves, wire sources) for what the step lets the player do,
        not for every legal action: the marks and the guide's light agree."""
        memo = self.memo
        if memo.facts is not None and memo.facts[0] is self.state:
            return memo.facts[1]
        allowed = [a for a in self.session.legal() if self.watcher.allows(a.to_dict())]
        f = intents.facts(self.state, allowed)
        memo.facts = (self.state, f)
        return f

    def checkpoint(self) -> Any:
        return (super().checkpoint(), self.watcher.index, self.watcher.done)

    def recover(self, cp: Any) -> None:
        """Back to the last good moment after a bug (shell/guard.py): the step as it was too."""
        inner, self.watcher.index, self.watcher.done = cp
        super().recover(inner)
        self.resized(self.app.screen.get_size())

    # ---- the step on show ----------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        th = self.theme
        self.band, h = self.guiding.band(size[0])          # design pixels: the layout scales it
        super().resized(size)
        self.guiding.lay_out(pygame.Rect(th.px(10), self.layout.bottom.top - th.px(self.band) + th.px(2),
                                     size[0] - th.px(20), h))

    def _advance(self) -> None:
        w = self.watcher
        if not self.guiding.advance():
            return
        self.memo.forget()               # what the marks show follows the step
        self.toasts.clear()
        self.armed = None
        self.resized(self.app.screen.get_size())
        self.app.sounds.play("click")
        if w.last:
            self._reached_the_end()

    def _reached_the_end(self) -> None:
        guide_memory.remember(self.app, GAME, offered=True, finished=True)

    def nudge(self) -> None:
        """Something other than the step's action: a friendly word, nothing done."""
        self.toast(self.guiding.help(), self.theme.c.accent, kind="guide")

    # ---- the watcher in front of the core -------------------------------------------------------

    def do(self, action: Action, quiet: bool = False) -> bool:
        d = action.to_dict()
        if not self.watcher.allows(d):
            if not quiet:
                self.nudge()
            return False
        if not super().do(action, quiet):
            return False
        self.watcher.applied(d)
        return True

    def undo(self) -> None:
        self.toast(self.guiding.undo_word(), self.theme.c.accent, kind="guide")

    def _pace(self, dt: float) -> Optional[Routed]:
        if self.state.over:
            return None          # the guide's last step says what happened, then hands over a real game
        return super()._pace(dt)

    def update(self, dt: float) -> Command:
        cmd = super().update(dt)
        w, s = self.watcher, self.state
        if (w.done and not self.queue.busy and self.prompt is None and s.pending is None
                and s.phase != Phase.STORM):
            self._advance()
        return cmd

    # ---- the coach bar ----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> Command:
        act = self.guiding.handle(event) if self.prompt is None else None
        if act is not None:
            return self.coach_command(act)
        return super().handle_event(event)

    def coach_command(self, act: str) -> Command:
        if act != "none":
            self.app.sounds.play("click")
        return self.guiding.command(act, self._advance, lambda: Goto("game", {"setup": self.handover()}, pop=ALL))

    def handover(self) -> Setup:
        """The real game after the last step: the same team, the guide's level, a fresh shuffle."""
        level = self.guide.handover.get("level", self.state.level)
        return Setup([p.id for p in self.state.players], str(level), fresh_seed())

    # ---- drawing --------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        rings = lights(self) if self.prompt is None and not self.queue.busy else []
        if rings:
            # the rings pulse: what they covered is drawn again next frame (board and panels)
            self._covered = True
        self.guiding.draw(surface, rings, self.t)


def lights(sc: TutorialScene) -> list[tuple[pygame.Rect, bool]]:
    """Where the step's lights are on screen now: (rect, round)."""
    out: list[tuple[pygame.Rect, bool]] = []
    for light in sc.step.light:
        got = _light(sc, light)
        if got is not None:
            out.append(got)
    return out


def _panel_area(sc: TutorialScene, name: str, want: Any) -> Optional[pygame.Rect]:
    cur = sc.state.current
    found = [(rect, value) for rect, value in sc.panels.hits[name] if want(value)]
    found.sort(key=lambda rv: not (isinstance(rv[1], tuple) and rv[1][0] == cur))   # the hand bar's first
    return pygame.Rect(found[0][0]) if found else None


def _light(sc: TutorialScene, light: Any) -> Optional[tuple[pygame.Rect, bool]]:
    cam = sc.view.camera
    if "cell" in light:
        return sc.view.cell_rect((int(light["cell"][0]), int(light["cell"][1]))).inflate(-cam.px // 8, -cam.px // 8), False
    if "component" in light:
        ref = str(light["component"])
        board = sc.state.board
        if ref not in board.component_refs():
            return None
        x, y = cam.to_screen(*board.component_centre(ref, sc.view.components))
        r = max(sc.theme.px(8), int(board.component_radius(ref, sc.view.components) * cam.px))
        return pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r), True
    if "pawn" in light:
        at = sc.picture.pawn.get(str(light["pawn"]))
        if at is None:
            return None
        x, y = cam.to_screen(*at)
        r = int(sc.cfg.board.pawn_radius * cam.px)
        return pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r), True
    if "button" in light:
        b = getattr(sc.buttons, str(light["button"]), None)
        return (pygame.Rect(b.rect), False) if b is not None else None
    if "pile" in light:
        rect = _panel_area(sc, "pile", lambda v: True)
    elif "tile" in light:
        rect = _panel_area(sc, "hand", lambda v: v[1] == light["tile"])
    elif "card" in light:
        rect = _panel_area(sc, "cards", lambda v: v[1] == light["card"])
    else:
        kind = "health" if "health" in light else "rope"
        rect = _panel_area(sc, "meters", lambda v: v == (kind, light[kind]))
    return (rect, False) if rect is not None else None


__all__ = ["TutorialScene", "lights"]
