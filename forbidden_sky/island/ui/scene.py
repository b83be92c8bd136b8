"""The Forbidden Island game screen: the hub of its rooms.

It holds the session (the state, undo), the picture and the animation queue, the gesture in
progress and the question or mode open, and the draw order. What a gesture means is
``intents``; what an event looks like is ``presenters``; what is drawn where is ``layout``,
``board_draw`` and ``panels``. Each returns a value; none of them is handed the scene.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any, Callable, Optional

import pygame

from ...i18n import N_, tr
from ...shell.anim import Call, Queue
from ...shell.prompt import Prompt
from ...shell.rooms.gestures import Pointer
from ...shell.rooms.pacing import speed
from ...shell.rooms.toasts import Toasts
from ...shell.rooms.verbs import Question
from ...shell.scene import ALL, Command, Goto, Host, Scene
from ...shell.theme import Button
from ..core import Action, GameState, PendingKind, Phase, Refusal
from . import intents as it
from .art import letters_for
from .board_view import BoardView
from .catch_up import CatchUp
from .gestures import CardDrag, Drag, PawnDrag, Press, Target, pawn_at
from .layout import Layout, make_layout
from .look import look
from .advice_view import HintView, WhyView
from .play_turn import WORDS as TURN_WORDS, Next, advice, can_play, on_show, turn_player
from .routing import Router
from .screen import Aimed, Answered, Browse, Disarm, Foresee, Hurry, KeyHeld, PlayTurn, Routed, Say, Undo, Verb
from .foresight_view import ForesightView
from .frame import IslandFrame, Shown
from .overlays import end_layout
from .panels import IslandPanels, panel_view, rect_of, target_at
from .picture import Picture
from .presenters import Stage, present_each
from .session import Session, Setup
from .tooltips import tip_at
from .words import ending_text


class IslandScene(Scene):
    SHOWS_END = True        # the end box over the board (a puzzle shows its result instead: puzzle_play.py)
    END_BUTTONS = True      # its buttons (the guided game's bar has its own Title and Play a game)
    # a screen that draws over the cached frame after it (a puzzle's goal, the guide's bar):
    # each frame then restores the whole picture first, so what it draws never piles up
    DRAWS_OVER = False
    HINTS = True            # the bot's hint is offered (a puzzle and the guided game have none)

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
        self.panel_set = IslandPanels(self.theme, self.look)   # the table in parts and the team
        self.panels = panel_view(self.panel_set)    # their cached pictures and hit map, as drawn (shell/rooms/panels.py)
        self.stage = Stage(s.data, self.view, self.pic, self.look, self._sound)
        self.letters = letters_for(s.data)
        self.pointer: Pointer[Press, Drag] = Pointer()    # the press or drag in progress, the hover
        self.turn = turn_player()                   # Play turn: the hint's whole turn, step by step
        self.t = 0.0                                # the screen's clock (the tooltip's wait)
        self.prompt: Optional[Prompt] = None        # a screen.Question: it keeps what its answer means
        self.armed: Optional[it.Arm] = None
        self.sheet: Optional[str] = None            # a discard pile being browsed
        self.notice = ""                            # the last refusal, in words
        self.notice_t = 0.0
        self.keys_held = KeyHeld(s.at(s.current))   # the keyboard's tile and pawn chosen (the router's, kept here)
        self.draw_timer = 0.0
        self.asked: Optional[int] = None            # id() of the state a discard question was opened for
        self.autoplay_turns = autoplay_turns
        self.autoplayer = None
        if autoplay_turns > 0:
            from ..ai import make_bot
            self.autoplayer = make_bot("strong", setup.seed)
        self.hurry = False
        self.catch_up = CatchUp()                   # a key or click during an animation finishes it first
        self.toasts = Toasts(self.theme, float(self.cfg.anim.toast))
        self.foresight = ForesightView()
        self.foresight.observe(s)
        self.hint = HintView()                      # H: the explained hint (worked out off the frame)
        self.why = WhyView()                        # a lost game's turning point
        self.buttons: list[Button] = []
        self._end: list[Button] = []          # the end box's buttons (end_buttons), laid out once
        self._end_key: tuple | None = None
        self.frame = IslandFrame()                  # the still picture cached, what moves drawn over it
        self.lay: Layout = make_layout(app.screen.get_size(), self.theme, len(s.players))
        self.resized(app.screen.get_size())

    # ---- the App's guard: the last good moment, and back to it after a bug ------------------

    def checkpoint(self) -> tuple[GameState, int, int]:
        """The last good moment: the states are immutable, so keeping them is enough."""
        ses = self.session
        return (ses.now, len(ses.history), len(ses.log))

    def recover(self, cp: tuple[GameState, int, int]) -> None:
        """Back to a checkpoint after a bug: the state as it was, no half-done gesture,
        question or mode, the picture snapped to the state and painted whole, the record
        rewritten (it may hold an action the bug cut off half-way)."""
        state, n_history, n_log = cp
        self.session.rewind(state, n_history, n_log)
        self.pointer.clear()
        self.armed = self.prompt = None
        self.sheet = None
        self.turn.stop("stopped")
        self.queue.clear()
        self.foresight.reset(self.session.now)
        self.pic.sync(self.session.now, self.view)
        self.frame.all()
        self.recording.write(self.session)
        self._enable()

    # ---- geometry ---------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        s = self.session.now
        self.lay = make_layout(size, self.theme, len(s.players))
        self.frame.all()
        self.view.fit(self.lay.board)
        self.hint.lay_out(self.theme, self.cfg.foresight.hint, self.lay.board)
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
        """The buttons for the state on show: while an animation plays they keep what they said
        for the picture's moment (the one before it); they follow the session once it is shown."""
        if self.queue.busy:
            return
        s, legal = self.session.now, self.session.legal()
        on = {"end_actions": any(a.type == "end_actions" for a in legal),
              "capture": any(a.type == "capture" for a in legal),
              "next_card": self.draw_action() is not None,
              "undo": self.session.undo_blocker() is None, "escape": True,
              "hint": bool(legal) and not self.hint.thinking(s)}
        for b in self.buttons:
            b.enabled = on.get(b.action, True) and (not s.over or b.action == "escape")

    # ---- input: topmost first (routing.py on the shared order) -------------------------------

    def handle_event(self, event: pygame.event.Event) -> Command:
        if event.type == pygame.KEYUP and event.key == pygame.K_SPACE:
            self.hurry = False
        if self.turn.interrupts(event):
            self._next(self.turn.stop("stopped"))
            return None
        said = self.catch_up.finishes(event, self.queue.busy and self.prompt is None,
                                      self.pointer.press is not None or self.pointer.drag is not None)
        if said is not None:
            self.pointer.track(event, self.t)
            self._caught_up(said)
            return None
        # the router sees the screen for this event only: neither holds the other
        return self.take(Router(self).handle(event, self.t, lambda: self._sound("click")))

    def _caught_up(self, said: str) -> None:
        """An input during an animation: it finishes (the picture, the panels and the buttons
        catch up with the session) and does nothing else; ``said``: the banner asking again."""
        if self.queue.busy:
            self.queue.skip(self.pic)
            if not self.pic.matches(self.session.now):
                self.pic.sync(self.session.now, self.view)
            self.pointer.clear()           # a press or drag begun before it is let go, never dropped
            self._enable()
        if said:
            self.toasts.show(said, None, kind="caught_up")

    def take(self, out: Optional[Routed]) -> Command:
        """What a room returned, carried out here and nowhere else: an intent is acted on, a
        verb of the hub's done (screen.py), a scene command handed back to the App."""
        if isinstance(out, (it.Do, it.Ask, it.Arm, it.Refuse, it.Advise)):
            self.run(out)
        elif isinstance(out, it.Leave):
            return Goto("title", pop=ALL)
        elif isinstance(out, (Answered, Undo, Disarm, Foresee, PlayTurn, Say, Hurry, Browse, Aimed)):
            return self.carry(out)
        elif out is not None:
            return out
        return None

    def carry(self, verb: Verb) -> Command:
        """One of the hub's verbs: the screen's switches set as input asked (a question's
        answer is taken in turn once the question is closed)."""
        match verb:
            case Answered(prompt=prompt, then=then):
                if self.prompt is prompt:         # (an answer that asks again keeps the new question open)
                    self.prompt = None
                return self.take(then)
            case Aimed(action=action):
                self.armed = None
                self.run(it.Do(action))
            case Disarm():
                self.armed = None
            case Undo():
                self.undo()
            case PlayTurn():
                self._next(self.turn.start(self.session.now, on_show(self.session.now, self.hint)))
            case Foresee(act="hint_play"):
                a = self.hint.take(self.session.hints)
                if a is not None:
                    self.run(it.Do(a))
            case Foresee(act="hint_dismiss"):
                self.hint.dismiss()
            case Foresee(act="odds"):
                self.foresight.show_odds = not self.foresight.show_odds
            case Say(text=text, kind=kind):
                self.toasts.show(text, None, kind)
            case Hurry():
                self.hurry = True
                self.queue.skip(self.pic)
            case Browse(pile=pile):
                self.sheet = pile
        return None

    @property
    def cursor(self) -> int:
        """The keyboard's tile (``keys_held``: the router moves it)."""
        return self.keys_held.cursor

    @cursor.setter
    def cursor(self, cell: int) -> None:
        self.keys_held.cursor = cell

    @property
    def selected(self) -> Optional[str]:
        """The pawn the keyboard moves (None: the current player's)."""
        return self.keys_held.selected

    @selected.setter
    def selected(self, pawn: Optional[str]) -> None:
        self.keys_held.selected = pawn

    def run_command(self, cmd: str) -> Optional[Routed]:
        """What a key's or a button's command means (routing.py's table); a screen built on this
        one (a puzzle, the guided game) answers some commands its own way first. It only says:
        what it returns is carried out by ``take``."""
        return Router(self).command(cmd)

    def target_at(self, pos: tuple[int, int]) -> Optional[Target]:
        """What a panel shows at ``pos``, as last drawn (every frame brings the panels up to date)."""
        return target_at(self.panels.hits, pos)

    def rect_of(self, target: Target) -> Optional[pygame.Rect]:
        """Where a panel spot is drawn (a card of a hand, a player's row)."""
        return rect_of(self.panels.hits, target)

    def pawn_at(self, pos: tuple[int, int]) -> Optional[str]:
        s = self.session.now
        return pawn_at({p: (self.pic.pawn[p], self.pic.radius.get(p, 10.0)) for p in s.players if p in self.pic.pawn}, pos)

    def _cell_at(self, pos: tuple[int, int]) -> Optional[int]:
        return self.view.cell_at(pos) if self.lay.board.collidepoint(pos) else None

    def _hover(self) -> tuple:
        """What the mouse rests on: a panel spot, else a tile (() for nothing)."""
        pos = self.pointer.pos
        hit = self.target_at(pos)
        if hit:
            return hit
        cell = self._cell_at(pos)
        return ("cell", cell) if cell is not None else ()

    def hint_buttons(self) -> list[Button]:
        if not self._hint_shown() or self.hint.hint is None:
            return []
        self._place_hint()
        return self.hint.buttons

    def on_hint(self, pos: tuple[int, int]) -> bool:
        return self._hint_shown() and self.hint.box is not None and self.hint.box.rect.collidepoint(pos)

    def _hint_shown(self) -> bool:
        return self.hint.open and not self.queue.busy and self.sheet is None

    def _place_hint(self) -> None:
        s = self.session.now
        self.hint.place(self.lay.board, [self.view.cell_rect(c) for c in self.hint.lit(s)], can_play(s))

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
        elif isinstance(intent, it.Advise):
            meant = self.run_command("hint")     # a puzzle or the guided game answers "hint" its own way
            if isinstance(meant, it.Advise):
                self._advise()
            else:
                self.take(meant)

    def _advise(self) -> None:
        """H, the Hint button, a question's Hint answer: the bot is asked (once per state)."""
        s = self.session.now
        if s.over or not self.session.legal() or self.hint.thinking(s):
            return
        self.hint.ask(s, self.foresight.know)
        self.asked = None          # a discard question the hint was asked from opens again once it closes

    def _ask(self, ask: it.Ask) -> None:
        if not self.HINTS:            # no Hint answer where there are no hints (a puzzle, the guided game)
            ask = replace(ask, options=tuple(o for o in ask.options if not isinstance(o[1], it.Advise)))
        # the answer is kept, not acted on: the router returns what it means (Answered), the hub takes it
        self.prompt = Question[Routed](self.theme, ask.title, ask.text, [(label, value) for label, value in ask.options],
                                       _meant, cancel=True, default=self._focus(ask))
        self.prompt.layout(self.lay.board)

    def _focus(self, ask: it.Ask) -> int:
        """The answer the question's focus starts on (Enter presses it): Cancel for "Are you
        sure?"; on the hand limit the bot's discard when it is known for this very position (the
        question opened again after its hint), else Hint, else Cancel: never a card thrown away
        by a stray Enter (seen: Enter discarded the first card listed); else the first answer."""
        if ask.title == tr("Are you sure?"):
            return len(ask.options)
        if not ask.careful:
            return 0
        chosen = self.hint.known(self.session.now) if self.HINTS else None
        for i, (_, meant) in enumerate(ask.options):
            if chosen is not None and isinstance(meant, it.Do) and meant.action == chosen:
                return i
        return next((i for i, (_, meant) in enumerate(ask.options) if isinstance(meant, it.Advise)), len(ask.options))

    def refuse(self, text: str) -> None:
        self.notice, self.notice_t = text, 0.0
        self.toasts.show(text, self.theme.c.danger, kind="refusal")
        self._sound("refuse")

    def play(self, action: Action) -> bool:
        """Apply through the session; queue what happened; the picture follows. True when applied."""
        try:
            events = self.session.apply(action)
        except Refusal as r:
            from .words import refusal_text
            self.refuse(refusal_text(self.session.now.data, r.why()))
            return False
        after = self.session.now
        self.foresight.observe(after)
        self.notice = ""
        self.stage.places = dict(self.panel_set.places)
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
        return True

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

    def end_buttons(self) -> list[Button]:
        """The end box's buttons (overlays.end_layout places them), once the end is on show:
        Play again (the same team and level, a new island), the turning point's replay (a lost
        recorded game), the title. A mouse alone could only leave by Menu before."""
        s = self.session.now
        if not (s.over and self.SHOWS_END and self.END_BUTTONS and not self.queue.busy):
            return []
        offer = bool(self.turning_offer())
        acts = [("again", N_("Play again"))] + ([("turning", N_("Turning point (R)"))] if offer else []) \
            + [("title", N_("Title (Esc)"))]
        key = (tuple(self.lay.board), bool(self.why.text), offer, self.theme.scale)
        if self._end_key != key:
            _, rects = end_layout(self.theme, self.lay.board, bool(self.why.text), offer, len(acts))
            self._end = [Button(self.theme, label, r, act, size="body") for (act, label), r in zip(acts, rects, strict=True)]
            self._end_key = key
        return self._end

    def turning_offer(self) -> str:
        """The key that opens the replay at the turning point (only a recorded game has one)."""
        if self.why.before is None or getattr(self.recording, "record", None) is None:
            return ""
        return tr("R: replay from the position before it")

    def draw_action(self) -> Optional[Action]:
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
        self.t += dt
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
        self._next(self.turn.update(s, advice(s, self.hint), dt, False, self.prompt is not None,
                                    float(self.cfg.foresight.turn_step)))
        if self.autoplayer is not None:
            self._autoplay(s)
            return None
        if self.prompt is not None or self.pointer.drag is not None or self.pointer.press is not None:
            return None                    # (a draw under a press would move the board under the click)
        if s.pending:
            self._pending(s)
            return None
        if self.armed is not None and self.armed.kind == "swim":
            self.armed = None
        action = self.draw_action()
        if action is not None and self.armed is None and not self.hint.open:   # a hint asked for waits with them
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
        elif self.asked != id(s) and self.armed is None and not self.hint.open:
            self.asked = id(s)     # asked once: Cancel leaves it to a click on the hand or D
            self.run(it.discard_question(s, legal))

    def _next(self, n: Next) -> None:
        """What Play turn said to do: say why it started or stopped, ask the bot, play the step on show."""
        if n.say:
            self.toasts.show(tr(TURN_WORDS[n.say]), self.theme.c.accent, kind="play_turn")
        if n.ask:
            self.hint.ask(self.session.now, self.foresight.know)
        if n.play:
            a = self.hint.take(self.session.hints)
            ok = a is not None and self.play(a)
            revealed = ok and bool(self.session.history) and self.session.history[-1].reveals
            self._next(self.turn.played(ok, a is not None and a.type == "end_actions", self.session.now, revealed))

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
        d = self.pointer.drag
        if isinstance(d, PawnDrag):
            return {c: a.type for c, a in it.pawn_targets(s, legal, d.pawn).items()}
        if isinstance(d, CardDrag):
            spec = s.data.cards[d.card]
            if spec.kind == "sandbags":
                return {c: "play" for c in it.lit(it.arm_sandbags(s, legal, d.holder, d.card))}
            if spec.kind == "helicopter_lift":
                return {s.at(p): "play" for p in s.players}
            return {}
        out = {c: ("swim" if self.armed.kind == "swim" else "play") for c in self.armed.targets} if self.armed else {}
        if self._hint_shown():
            out.update(self.hint.lit(s))       # the hint's tiles stand out among the mode's (where to swim)
        return out

    def draw(self, surface: pygame.Surface, whole: bool = False) -> None:
        """Through the cached picture (frame.py); ``whole``: every part painted afresh."""
        covered = self.DRAWS_OVER or bool(getattr(self.app, "toasts", None)) or getattr(self.app, "top", self) is not self
        self.frame.draw(surface, self.shown(), covered_after=covered, whole=whole)

    def guide_layer(self) -> Callable[[pygame.Surface], None] | None:
        """What a guided screen draws over the island (frame.Shown.guide); none here."""
        return None

    def shown(self) -> Shown:
        now, th, d = self.session.now, self.theme, self.pointer.drag
        hover = self._hover()
        tip = tip_at(self.pic.state, self.foresight, self.pointer.pos, self.buttons, self.panels.hits, self._cell_at) \
            if self.pointer.press is None and d is None and self.prompt is None \
            and self.pointer.resting(self.t, float(self.cfg.anim.tooltip_delay)) else []
        ending = ending_text(now.data, now) if now.over and not self.queue.busy and self.SHOWS_END else ""
        hinted = self._hint_shown()
        card = self.hint.card(now) if hinted else None
        if hinted:
            self._place_hint()
        dots = 1 + int(self.t / float(self.cfg.foresight.thinking_period)) % 3 if hinted and self.hint.hint is None else 0
        return Shown(th, self.look, self.lay, self.view, self.pic, now, self.letters, self.panels, self.foresight,
                     self.hint, hinted, self.rect_of(card) if card else None, self.turn.active, dots,
                     self.queue, self.toasts, self.buttons, self.lit(), self.cursor, d, self.prompt,
                     self.sheet, self.notice if self.notice_t < 6.0 else "",
                     self.armed.text if self.armed is not None else None, hover, tip, self.pointer.pos, ending,
                     self.why.text, self.turning_offer() if ending else "", self.guide_layer(),
                     end_buttons=self.end_buttons() if ending else [])


def _meant(answer: Any) -> Optional[Routed]:
    """What a question's answer means: its value is an intent already (intents.Ask's options)."""
    return answer
