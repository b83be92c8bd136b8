"""The Forbidden Island game screen: the hub of its rooms.

It holds the session (the state, undo), the picture and the animation queue, the gesture in
progress and the question or mode open, and the draw order. What a gesture means is
``intents``; what an event looks like is ``presenters``; what is drawn where is ``layout``,
``board_draw`` and ``panels``. Each returns a value; none of them is handed the scene.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Optional

import pygame

from ...i18n import tr
from ...shell.anim import Call, Queue
from ...shell.prompt import Prompt
from ...shell.rooms.pacing import speed
from ...shell.rooms.toasts import Toasts
from ...shell.scene import ALL, Command, Goto, Host, Scene
from ...shell.theme import Button
from ..core import Action, GameState, PendingKind, Phase, Refusal
from . import intents as it
from .art import letters_for
from .board_view import BoardView
from .gestures import Press, pawn_at
from .keys import command, step_cursor
from .layout import Layout, make_layout
from .look import look
from .advice_view import HintView, WhyView, warning_question
from .foresight_view import ForesightView
from .frame import IslandFrame, Shown, tip_lines
from .panels import PanelView
from .picture import Picture
from .presenters import Stage, present_each
from .session import Session, Setup
from .words import ending_text


class IslandScene(Scene):
    SHOWS_END = True        # the end box over the board (a puzzle shows its result instead: puzzle_play.py)
    # a screen that draws over the cached frame after it (a puzzle's goal, the guide's bar):
    # each frame then restores the whole picture first, so what it draws never piles up
    DRAWS_OVER = False

    def __init__(self, app: Host, setup: Setup, state: GameState | None = None, autoplay_turns: int = 0,
                 record: Any = None, source: str = "play") -> None:
        super().__init__(app)
        self.session = Session(setup, state)
        from ...shell.rooms.recording import attach
        # a game from its first moment is recorded (the Games list, Continue); a position is not
        store = getattr(app, "records", None) if state is None else None
        self.recording = attach(store, self.session, record, "autoplay" if autoplay_turns else source,
                                lambda why: None, game="island")
        self.theme = app.theme
        self.cfg = app.cfg
        self.look = look()
        s = self.session.now
        self.view = BoardView(s.data)
        self.pic = Picture(s)
        self.queue = Queue()
        self.panels = PanelView(self.theme, self.look)
        self.stage = Stage(s.data, self.view, self.pic, self.look, self._sound)
        self.letters = letters_for(s.data)
        self.press: Optional[Press] = None
        self.prompt: Optional[Prompt] = None
        self.answer: list[Any] = []
        self.armed: Optional[it.Arm] = None
        self.sheet: Optional[str] = None            # a discard pile being browsed
        self.notice = ""                            # the last refusal, in words
        self.notice_t = 0.0
        self.hover: tuple = ()
        self.hover_t = 0.0
        self.mouse = (0, 0)
        self.cursor = s.at(s.current)
        self.selected: Optional[str] = None         # the pawn the keyboard moves (None: the current player's)
        self.draw_timer = 0.0
        self.asked: Optional[int] = None            # id() of the state a discard question was opened for
        self.autoplay_turns = autoplay_turns
        self.autoplayer = None
        if autoplay_turns > 0:
            from ..ai import make_bot
            self.autoplayer = make_bot("strong", setup.seed)
        self.hurry = False
        self.toasts = Toasts(self.theme, float(self.cfg.anim.toast))
        self.foresight = ForesightView()
        self.foresight.observe(s)
        self.hint = HintView()                      # H: the explained hint (worked out off the frame)
        self.why = WhyView()                        # a lost game's turning point
        self.buttons: list[Button] = []
        self.frame = IslandFrame()                  # the still picture cached, what moves drawn over it
        self.lay: Layout = make_layout(app.screen.get_size(), self.theme, len(s.players))
        self.resized(app.screen.get_size())

    # ---- geometry ---------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        s = self.session.now
        self.lay = make_layout(size, self.theme, len(s.players))
        self.frame.all()
        self.view.fit(self.lay.board)
        self.queue.skip(self.pic)
        self.pic.sync(self.pic.state if self.pic.state is not None else s, self.view)
        self.pic.sync(s, self.view)
        self._buttons()

    def _buttons(self) -> None:
        th, r = self.theme, self.lay.buttons
        labels = [(tr("End actions (E)"), "end_actions"), (tr("Capture (C)"), "capture"), (tr("Next card (N)"), "next_card"),
                  (tr("Hint (H)"), "hint"),
                  (tr("Undo (Ctrl+Z)"), "undo"), (tr("Menu (Esc)"), "escape")]
        gap = th.px(8)
        w = min(th.px(164), (r.width - gap * (len(labels) - 1)) // len(labels))   # room left for the key line
        x = r.right - len(labels) * (w + gap) + gap
        self.buttons = []
        for label, action in labels:
            self.buttons.append(Button(th, label, pygame.Rect(x, r.top, w, r.height), action, size="body"))
            x += w + gap
        self._enable()

    def _enable(self) -> None:
        s, legal = self.session.now, self.session.legal()
        on = {"end_actions": any(a.type == "end_actions" for a in legal),
              "capture": any(a.type == "capture" for a in legal),
              "next_card": self._draw_action() is not None,
              "undo": self.session.undo_blocker() is None, "escape": True,
              "hint": bool(legal) and not self.hint.thinking(s)}
        for b in self.buttons:
            b.enabled = on.get(b.action, True) and (not s.over or b.action == "escape")

    # ---- input ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> Command:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.prompt is not None:
            return self._prompt_event(event)
        if self.sheet is not None:
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
                self.sheet = None
            return None
        if self.session.now.over:
            return self._over_event(event)
        hinted = self.hint.handle(event)
        if hinted is not None:
            return self.run_command(hinted)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.hurry = True
            self.queue.skip(self.pic)
            return None
        if event.type == pygame.KEYUP and event.key == pygame.K_SPACE:
            self.hurry = False
            return None
        cmd = command(event)
        if event.type == pygame.KEYDOWN:
            from .keys import ARROWS
            if event.key in ARROWS:
                self.cursor = step_cursor(self.session.now.data.cells, self.cursor, ARROWS[event.key])
                return None
        if cmd is not None:
            return self.run_command(cmd)
        for b in self.buttons:
            action = b.handle(event)
            if action is not None:
                return self.run_command(action)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            self._mouse(event)
        return None

    def _prompt_event(self, event: pygame.event.Event) -> Command:
        assert self.prompt is not None
        if self.prompt.handle(event) == "done":
            self.prompt = None
            if self.answer:
                chosen = self.answer.pop()
                self.answer.clear()
                if isinstance(chosen, it.Leave):
                    return Goto("title", pop=ALL)
                self.run(chosen)
        return None

    def _over_event(self, event: pygame.event.Event) -> Command:
        if command(event) == "rules":
            return Goto("island_rules")
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            return Goto("title", pop=ALL)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and self._turning_offer():
            from ...records.replay import replay
            rec = self.recording.record
            assert rec is not None
            return Goto("island_replay", {"replayed": replay(rec), "start": self.why.before})
        for b in self.buttons:
            if b.handle(event) == "escape":
                return Goto("title", pop=ALL)
        return None

    def run_command(self, cmd: str) -> Command:
        s, legal = self.session.now, self.session.legal()
        if cmd == "escape":
            if self.armed is not None or self.press is not None or self.selected is not None:
                self.armed, self.press, self.selected = None, None, None
                return None
            saved = self.recording.saving
            self._ask(it.Ask(tr("Leave the game?"), tr("It is saved: Continue on the title resumes it.") if saved
                             else tr("The game is not saved; leaving ends it."),
                             ((tr("Leave"), it.Leave()),)))
            return None
        if cmd == "rules":
            return Goto("island_rules")
        if cmd == "undo":
            self.undo()
        elif cmd == "end_actions":
            end = it.end_actions(s, legal)
            self.run(warning_question(s, self.foresight.know, end, float(self.cfg.foresight.warn_risk)) or end)
        elif cmd == "hint":
            self.hint.ask(s, self.foresight.know)
        elif cmd == "hint_play":
            a = self.hint.take(self.session.hints)
            if a is not None:
                self.play(a)
        elif cmd == "hint_dismiss":
            self.hint.dismiss()
        elif cmd == "capture":
            self.run(it.capture(s, legal))
        elif cmd == "next_card":
            a = self._draw_action()
            if a is not None:
                self.play(a)
        elif cmd == "select":
            order = list(s.players)
            cur = self.selected or s.current
            self.selected = order[(order.index(cur) + 1) % len(order)]
            self.cursor = s.at(self.selected)
        elif cmd in ("move", "enter"):
            self._enter(cmd)
        elif cmd == "shore":
            self.run(it.click_tile(s, legal, self.cursor) or it.Refuse(tr("That tile is not flooded.")))
        elif cmd == "give":
            self.run(it.give_question(self.session.now, self.session.legal()))
        elif cmd in ("helicopter", "sandbags"):
            self.run(it.special_question(self.session.now, self.session.legal(),
                                         "helicopter_lift" if cmd == "helicopter" else "sandbags"))
        elif cmd == "odds":
            self.foresight.show_odds = not self.foresight.show_odds
        elif cmd == "discard":
            self.run(it.discard_question(s, legal))
        return None

    def _enter(self, cmd: str) -> None:
        s, legal = self.session.now, self.session.legal()
        if self.armed is not None:
            self._armed_click(self.cursor)
            return
        pawn = self.selected
        if pawn is None and s.pending and s.pending[0].kind is PendingKind.SWIM:
            pawn = s.pending[0].player
        if pawn is None and cmd == "enter" and s.status[self.cursor] == 1 and s.at(s.current) != self.cursor \
                and self.cursor not in it.pawn_targets(s, legal, s.current):
            self.run(it.click_tile(s, legal, self.cursor))
            return
        self.run(it.drop_pawn(s, legal, pawn or s.current, self.cursor)
                 or (it.click_tile(s, legal, self.cursor) if cmd == "enter" else None))
        self.selected = None

    # ---- the mouse --------------------------------------------------------------------------

    def _mouse(self, event: pygame.event.Event) -> None:
        s = self.session.now
        pos = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press = self._press_at(pos)
        elif event.type == pygame.MOUSEMOTION:
            if self.press is not None:
                self.press.moved(pos, float(self.cfg.board.drag_threshold))
            target = self._target_at(pos)
            if target != self.hover:
                self.hover, self.hover_t = target, 0.0
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            press, self.press = self.press, None
            press.pos = pos
            self._release(press, s)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.armed, self.press = None, None

    def _press_at(self, pos: tuple[int, int]) -> Optional[Press]:
        s = self.session.now
        if self.armed is None and self.lay.board.collidepoint(pos):
            pawn = pawn_at({p: (self.pic.pawn[p], self.pic.radius.get(p, 10.0)) for p in s.players if p in self.pic.pawn},
                           pos)
            if pawn is not None:
                return Press("pawn", pos, pos, pawn=pawn, cell=s.at(pawn))
        target = self.panels.hits.at(pos)
        if target and target[0] == "card" and self.armed is None:
            return Press("card", pos, pos, holder=target[1], card=target[2], target=target)
        if target:
            return Press("target", pos, pos, target=target)
        cell = self.view.cell_at(pos) if self.lay.board.collidepoint(pos) else None
        return Press("cell", pos, pos, cell=-1 if cell is None else cell)

    def _target_at(self, pos: tuple[int, int]) -> tuple:
        hit = self.panels.hits.at(pos)
        if hit:
            return hit
        if self.lay.board.collidepoint(pos):
            cell = self.view.cell_at(pos)
            if cell is not None:
                return ("cell", cell)
        return ()

    def _release(self, press: Press, s: GameState) -> None:
        legal = self.session.legal()
        cell = self.view.cell_at(press.pos) if self.lay.board.collidepoint(press.pos) else None
        if press.kind == "pawn" and press.dragging:
            if cell is not None:
                self.run(it.drop_pawn(s, legal, press.pawn, cell))
            return
        if press.kind == "card" and press.dragging:
            target = self.panels.hits.at(press.pos)
            if target and target[0] in ("player", "card") and target[1] != press.holder:
                self.run(it.drop_card_on_player(s, legal, press.holder, press.card, target[1]))
            elif target and target[0] == "pile" and target[1] == "treasure_discard":
                self.run(self._discard_drop(s, legal, press))
            elif cell is not None:
                self.run(it.drop_card_on_tile(s, legal, press.holder, press.card, cell))
            return
        if press.kind == "card":
            self._card_click(s, legal, press.holder, press.card)
            return
        if press.kind == "target":
            if press.target[0] == "pile" and press.target[1].endswith("discard"):
                self.sheet = press.target[1]
            elif press.target[0] == "player":
                self.cursor = s.at(press.target[1])
            return
        if cell is not None:
            if self.armed is not None:
                self._armed_click(cell)
                return
            self.cursor = cell
            self.run(it.click_tile(s, legal, cell))

    def _discard_drop(self, s: GameState, legal: list[Action], press: Press) -> it.Intent:
        for a in legal:
            if a.type == "discard" and a.player == press.holder and a.card == press.card:
                return it.Do(a)
        return it._refuse(s, Action("discard", player=press.holder, card=press.card))

    def _card_click(self, s: GameState, legal: list[Action], holder: str, card: str) -> None:
        if s.pending and s.pending[0].kind is PendingKind.DISCARD and s.pending[0].player == holder:
            for a in legal:
                if a.type == "discard" and a.card == card:
                    self.run(it.Do(a))
                    return
        spec = s.data.cards[card]
        if spec.special:
            self.run(it.play_card(s, legal, holder, card))
        else:
            self.run(it.Refuse(tr("Drag a Treasure card onto a teammate to give it.")))

    def _armed_click(self, cell: int) -> None:
        assert self.armed is not None
        action = self.armed.targets.get(cell)
        if action is None:
            self.run(it.Refuse(tr("That tile is not lit: choose a lit tile, or press Esc.")))
            return
        self.armed = None
        self.play(action)

    # ---- intents ----------------------------------------------------------------------------

    def run(self, intent: Any) -> None:
        if intent is None:
            return
        if isinstance(intent, it.Do):
            if intent.confirm:
                self._ask(it.Ask(tr("Are you sure?"), intent.confirm, ((tr("Yes"), it.Do(intent.action)),)))
            else:
                self.play(intent.action)
        elif isinstance(intent, it.Ask):
            self._ask(intent)
        elif isinstance(intent, it.Arm):
            self.armed = intent
            self.notice, self.notice_t = "", 0.0
        elif isinstance(intent, it.Refuse):
            self.refuse(intent.text)

    def _ask(self, ask: it.Ask) -> None:
        answer = self.answer
        answer.clear()
        self.prompt = Prompt(self.theme, ask.title, ask.text, [(label, value) for label, value in ask.options],
                             answer.append, cancel=True, default=len(ask.options) if ask.title == tr("Are you sure?") else 0)
        self.prompt.layout(self.lay.board)

    def refuse(self, text: str) -> None:
        self.notice, self.notice_t = text, 0.0
        self.toasts.show(text, self.theme.c.danger, kind="refusal")
        self._sound("refuse")

    def play(self, action: Action) -> None:
        """Apply through the session; queue what happened; the picture follows."""
        try:
            events = self.session.apply(action)
        except Refusal as r:
            from .words import refusal_text
            self.refuse(refusal_text(self.session.now.data, r.why()))
            return
        after = self.session.now
        self.foresight.observe(after)
        self.notice = ""
        self.stage.places = dict(self.panels.places)
        self.stage.after = after
        for anim, line in zip(present_each(self.stage, events), self._banners(events), strict=False):
            if line:
                self.queue.add(Call(partial(self.toasts.show, line, None, "news")))
            self.queue.extend(anim)
        self.queue.add(Call(lambda: self.pic.sync(after, self.view)))
        self.recording.write(self.session)
        self.draw_timer = 0.0
        self._enable()
        if self.selected is not None and after.current != self.pic.state.current:
            self.selected = None

    def _banners(self, events: list[Any]) -> list[str]:
        """The events worth a banner over the board as they are shown (the rest are in the log)."""
        from ..core import events as ev
        from .words import event_line
        loud = (ev.WatersRose, ev.TileSank, ev.TreasureCaptured, ev.TurnBegan, ev.MustDiscard, ev.LiftedOff,
                ev.TreasureDeckReshuffled, ev.FloodDeckReshuffled)
        return [event_line(self.session.now.data, e) if isinstance(e, loud) else "" for e in events]

    def undo(self) -> None:
        why = self.session.undo_blocker()
        if why is not None:
            self.refuse(why)
            return
        self.session.undo()
        self.foresight.reset(self.session.now)
        self.recording.write(self.session)
        self.queue.skip(self.pic)
        self.pic.sync(self.session.now, self.view)
        self.armed = None
        self._enable()

    def _why(self, s: GameState) -> None:
        """A lost game's turning point, worked out once (the states as the table saw them)."""
        states = [st.before for st in self.session.history] + [s]
        self.why.compute(states, [st.action for st in self.session.history], float(self.cfg.foresight.likely_loss))

    def _turning_offer(self) -> str:
        """The key that opens the replay at the turning point (only a recorded game has one)."""
        if self.why.before is None or getattr(self.recording, "record", None) is None:
            return ""
        return tr("R: replay from the position before it")

    def _draw_action(self) -> Optional[Action]:
        s = self.session.now
        if s.over or s.pending:
            return None
        kind = {Phase.DRAW_TREASURE: "draw_treasure", Phase.FLOOD: "draw_flood"}.get(s.phase)
        return Action(kind) if kind else None

    def _sound(self, name: str) -> None:
        sounds = getattr(self.app, "sounds", None)
        if sounds is not None:
            try:
                sounds.play(name)
            except KeyError:
                pass

    # ---- time -------------------------------------------------------------------------------

    def motion_speed(self) -> float:
        return float(self.cfg.anim.motion_speed.get(getattr(self.app.settings, "motion", "normal"), 1.0))

    def draw_pause(self) -> float:
        """Seconds between two automatic draws (a moment to play a Special Action card); 0:
        wait for Next card. The settings' storm pace, as Sky's."""
        chosen = getattr(self.app.settings, "auto_advance", None)
        return float(self.cfg.anim.auto_advance if chosen is None else chosen)

    def update(self, dt: float) -> Command:
        self.stage.reduced_motion = getattr(self.app.settings, "motion", "normal") == "reduced"
        self.queue.speed = speed(self.motion_speed(), float(self.cfg.anim.speed_fast), self.hurry,
                                 self.autoplayer is not None)
        self.queue.update(dt, self.pic)
        self.toasts.update(dt)
        self.notice_t += dt
        self.hover_t += dt
        if self.queue.busy:
            return None
        s = self.session.now
        if not self.pic.matches(s):
            self.pic.sync(s, self.view)
        self.hint.poll(s, self.session.hints, len(self.session.history))
        self._enable()
        if s.over:
            self.armed = None
            self.hint.dismiss()
            self._why(s)
            return None
        if self.autoplayer is not None:
            self._autoplay(s)
            return None
        if self.prompt is not None or self.press is not None and self.press.dragging:
            return None
        if s.pending:
            self._pending(s)
            return None
        if self.armed is not None and self.armed.kind == "swim":
            self.armed = None
        action = self._draw_action()
        if action is not None and self.armed is None:
            self.draw_timer += dt
            pause = self.draw_pause()
            if pause > 0 and self.draw_timer >= pause:
                self.play(action)
        return None

    def _pending(self, s: GameState) -> None:
        head = s.pending[0]
        legal = self.session.legal()
        if head.kind is PendingKind.SWIM:
            if self.armed is None or self.armed.kind == "swim":
                targets = it.pawn_targets(s, legal, head.player)
                from .words import name_of
                self.armed = it.Arm("swim", tr("{player} must swim: click a lit tile (or drag the pawn).",
                                               player=name_of(s.data, head.player)), targets)
        elif self.asked != id(s) and self.armed is None:
            self.asked = id(s)
            self.run(it.discard_question(s, legal))

    def _autoplay(self, s: GameState) -> None:
        assert self.autoplayer is not None
        if s.turn > self.autoplay_turns and s.phase is Phase.ACTIONS and not s.pending:
            self.autoplayer = None
            return
        self.play(self.autoplayer.pick(s))

    # ---- drawing ----------------------------------------------------------------------------

    def lit(self) -> dict[int, str]:
        """The tiles lit now: where the dragged pawn may go, the armed mode's tiles."""
        s, legal = self.session.now, self.session.legal()
        if self.press is not None and self.press.dragging and self.press.kind == "pawn":
            return {c: a.type for c, a in it.pawn_targets(s, legal, self.press.pawn).items()}
        if self.press is not None and self.press.dragging and self.press.kind == "card":
            spec = s.data.cards[self.press.card]
            if spec.kind == "sandbags":
                return {c: "play" for c in it.lit(it.arm_sandbags(s, legal, self.press.holder, self.press.card))}
            if spec.kind == "helicopter_lift":
                return {s.at(p): "play" for p in s.players}
            return {}
        if self.armed is not None:
            return {c: ("swim" if self.armed.kind == "swim" else "play") for c in self.armed.targets}
        return self.hint.lit(s)

    def draw(self, surface: pygame.Surface, whole: bool = False) -> None:
        """Through the cached picture (frame.py); ``whole``: every part painted afresh."""
        covered = self.DRAWS_OVER or bool(getattr(self.app, "toasts", None)) or getattr(self.app, "top", self) is not self
        self.frame.draw(surface, self.shown(), covered_after=covered, whole=whole)

    def guide_layer(self) -> Callable[[pygame.Surface], None] | None:
        """What a guided screen draws over the island (frame.Shown.guide); none here."""
        return None

    def shown(self) -> Shown:
        now, th = self.session.now, self.theme
        tip = tip_lines(now, self.foresight, self.hover) if self.hover and self.press is None and self.prompt is None \
            and self.hover_t >= float(self.cfg.anim.tooltip_delay) else []
        ending = ending_text(now.data, now) if now.over and not self.queue.busy and self.SHOWS_END else ""
        return Shown(th, self.look, self.lay, self.view, self.pic, now, self.letters, self.panels, self.foresight,
                     self.hint, self.queue, self.toasts, self.buttons, self.lit(), self.cursor, self.press, self.prompt,
                     self.sheet, self.notice if self.notice_t < 6.0 else "",
                     self.armed.text if self.armed is not None else None, self.hover, tip, self.mouse, ending,
                     self.why.text, self._turning_offer() if ending else "", self.guide_layer())
