"""The game screen's hub: it owns the session, the animation queue, the picture, the gesture
in progress and the views, routes input topmost first and sets the draw order.

Input becomes a gesture (gestures.py); a gesture becomes an intent (intents.py); a Do goes
through the session (core.apply); the events come back as animations (presenters.py) that
move the picture (picture.py); the views draw it. Highlights come from ``legal_actions``.
"""

from __future__ import annotations

from ....i18n import N_, tr
import gc
import random
from typing import Any, Callable, Optional

import pygame

from ...core import Action, IllegalAction
from ...core.phases import Phase
from ...core.events import SkyEvent, StormPhaseBegan
from ...core.state import GameState
from ....shell.anim import Queue
from ..autoplay import AutoPlayer
from ..board_view import BoardView
from ....shell.prompt import Prompt
from ..recording import attach, log_heading
from ....shell.scene import ALL, Command, Goto, Host, Quit, Scene
from ..session import Session, Setup
from ..words import say
from ....shell import drawn
from ....shell.theme import Button, dim
from . import cards, damage, intents, overlays, pacing, powers, presenters, sheets
from .foresight import Foresight, Prefs
from .foresight_view import ForesightView, run_command
from . import play_turn
from .gestures import Drag, Press, TileBack, TileDrag
from .intents import Armed, Ask, Do, Facts, Hint, Intent, Reading, Refuse
from .key_strip import KeyStrip
from .layout import Buttons, Layout, lay_out, make_buttons
from .backdrop import Backdrop
from ....shell.rooms.panels import PanelView
from .panel_set import draw_floating, panel_view
from .picture import Picture, pawn_targets
from .routing import Router
from .screen import (Answered, AutoAdvance, Disarm, Fit, Foresee, KeyHeld, Look, NextCard, Pan, Question, Reveal,
                     Routed, SheetsTo, Skip, TileDrop, Undo, Verb, WirePref, Zoom)
from .shown import Shown
from ....shell.rooms.toasts import Toasts
from .told import Told
from .tooltips import tooltip_for
from .memo import Memo
from .sheets import Sheets
from ....shell.rooms.pacing import AUTOPLAY_SPEED, Pace, speed
from ....shell.rooms.gestures import Pointer
from ....shell.rooms.tooltip import maybe_draw

class GameScene(Scene):
    def __init__(self, app: Host, setup: Setup, autoplay_turns: int = 0, state: Optional[GameState] = None,
                 record: Any = None, source: str = "play") -> None:
        super().__init__(app)
        self.setup = setup
        self.session = Session(setup, state=state)
        self.theme = app.theme
        self.cfg = app.cfg
        self.queue = Queue()
        self.picture = Picture()
        self.toasts = Toasts(self.theme, float(self.cfg.anim.toast))
        self.t = 0.0
        self.rng = random.Random(setup.seed)
        self.pointer: Pointer[Press, Drag] = Pointer()   # the press or drag in progress, the hover
        self.armed: Optional[Armed] = None       # an equipment card waiting for its target
        self.prompt: Optional[Prompt] = None
        self.sheets = Sheets()                    # the log and the discard pile over the board
        self.wire_pref: Optional[str] = None      # "short" / "long" chosen with 1 / 2
        # the storm cards' pace, the built-in player (--autoplay), the end screen (shell/rooms/pacing.py)
        self.pace: Pace[GameState, Action] = Pace(self.saved_auto_advance(), autoplay_turns,
                                                  AutoPlayer(setup.seed) if autoplay_turns else None)
        if autoplay_turns:
            self.queue.speed = AUTOPLAY_SPEED
        self.turn_player = play_turn.turn_player()   # issue 21: Play turn (play/play_turn.py)
        self.leave_to: Any = None   # "title", "quit", or a Goto (a rewind from the log)
        self.panels: PanelView[Shown] = panel_view()
        self.backdrop = Backdrop()
        self.key_strip = KeyStrip()
        self.band = getattr(self, "band", 0)    # pixels kept above the hand bar (the replay's bar)
        self.damage = damage.Damage()    # what the last frame covered and drew (the next restores only that)
        self.drag_layer = overlays.DragLayer()
        self.memo = Memo()      # answers worked out once per state (facts, a tile's candidate, receivers)
        self.layout = Layout()
        self.view = BoardView(self.theme, self.layout.board)
        self.foresight = Foresight(Prefs.from_settings(getattr(app, "settings", None)), self.cfg, self.session.hints)
        self.fore_view = ForesightView(self.theme, self.cfg)
        self.resized(app.screen.get_size())
        self.stage = presenters.Stage(self.picture, self.toasts, app.sounds, self.theme, self.cfg.anim, self.view,
                                      self.layout, self.rng)
        self.stage.reduced_motion = app.settings.motion == "reduced"
        self.view.shapes = bool(app.settings.colour_blind)
        self.keys_held = KeyHeld()                  # the keyboard play's cursor and focus (the router is made per event)
        # the record (docs/records.md): a position given as a state has no setup to replay from
        self.recording = attach(getattr(app, "records", None) if state is None else None, self.session, record,
                                source, lambda text: self.toast(text, self.theme.c.illegal))
        # told from here, once a resumed record's actions are applied: the header and the log
        # open on the game as it stands, never on its first moment (issue 22)
        self.told = Told(self.session.state, len(self.session.log))
        self.picture.sync(self.state, self.pawn_targets())
        self.view.camera.fit(self.state.board.tiles)
        self._frozen = False            # the collector's freeze waits for the first frame (update)

    # ---- basics -----------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.session.state

    def resized(self, size: tuple[int, int]) -> None:
        # one Layout object, updated in place: the presenters' effects read it when they draw
        self.layout.take(lay_out(size, self.cfg.layout, self.theme.scale, self.theme.px(self.band)))
        self.view.camera.viewport = self.layout.view
        if not self.view.camera.manual:
            self.view.camera.fit(self.state.board.tiles)
        self.buttons: Buttons = make_buttons(self.theme, self.layout)
        self.fore_view.lay_out(self.layout)
        self.damage.all()
        self.refresh_buttons()

    def reveal(self, cells: Any) -> None:
        pacing.reveal(self.view.camera, cells, self.floating())

    def floating(self) -> list[pygame.Rect]:
        """Where controls float over the board now (the buttons on show, the hint's banner):
        a target the camera brings into sight must not end under one."""
        out = [b.rect for b in self.context_buttons()]
        fs = self.foresight
        if fs.hint is not None and fs.hint.state is self.state:
            out.append(self.fore_view.banner)
        return out

    def motion_speed(self) -> float:
        """The settings' animation speed (reduced motion plays at the normal pace, without flashes)."""
        return float(self.cfg.anim.motion_speed.get(self.app.settings.motion, 1.0))

    def settings_changed(self) -> None:
        """The settings screen changed something this screen reads."""
        if self.pace.autoplayer is None:
            self.pace.every = self.saved_auto_advance()
        self.stage.reduced_motion = self.app.settings.motion == "reduced"
        self.view.shapes = bool(self.app.settings.colour_blind)
        self.foresight.prefs = Prefs.from_settings(self.app.settings)   # the five foresight switches
        self.panels.invalidate()
        self.refresh_buttons()

    def saved_auto_advance(self) -> float:
        """Seconds between storm cards: the player's saved choice, else ui.yaml's."""
        saved = self.app.settings.auto_advance
        return float(self.cfg.anim.auto_advance if saved is None else saved)

    def facts(self) -> Facts:
        """Per-state facts from legal_actions, computed once per state (not per frame)."""
        memo = self.memo
        if memo.facts is not None and memo.facts[0] is self.state:
            return memo.facts[1]
        s = self.state
        f = intents.facts(s, self.session.legal())
        memo.facts = (s, f)
        # warm the tile cache for every turn of the tiles in hand, so a drag never renders one
        px = self.view.camera.px
        for tid in s.player(s.current).tiles:
            for rot in (0, 90, 180, 270):
                self.view.art.image(s.tile_spec(tid), rot, px)
        return f

    def reading(self) -> Reading:
        return Reading(self.state, self.session.legal(), self.session.refusal, self.armed, self.wire_pref)

    def shown(self) -> Shown:
        return Shown(self.state, self.picture, self.facts(), self.pointer.drag, self.armed, self._receivers(),
                     self.session.log[:self.told.n_log], self.layout, self.buttons, self.theme, self.cfg, self.view, self.t,
                     self.queue.busy, self.foresight, self.told.state)

    def _receivers(self) -> set[str]:
        """Who may take what is carried: asked every frame of a drag, worked out once per
        state and carried thing."""
        d = self.pointer.drag
        key = (type(d), getattr(d, "tile", None), getattr(d, "card", None), getattr(d, "owner", None))
        memo = self.memo.receivers
        if memo is None or memo[0] is not self.state or memo[1] != key:
            memo = self.memo.receivers = (self.state, key, intents.receivers(self.reading(), d))
        return memo[2]

    def pawn_targets(self) -> dict[str, tuple[float, float]]:
        return pawn_targets(self.state, self.view)

    def picture_matches_state(self) -> bool:
        """For tests: once the queue drains, the picture equals the state."""
        return self.picture.matches(self.state, self.pawn_targets())

    def context_buttons(self) -> list[Button]:
        out = []
        if self.state.phase == Phase.STORM and not self.state.over:
            out += [self.buttons.next, self.buttons.auto]
        if self.facts().rotate_pad is not None:
            out.append(self.buttons.pad)
        return out + self.fore_view.buttons(self)

    def every_button(self) -> list[Button]:
        """Every button this screen can show, whether on show now or not."""
        return self.buttons.every + self.fore_view.every

    def refresh_buttons(self) -> None:
        """Labels and states follow the game (set here, never while drawing)."""
        s, b = self.state, self.buttons
        b.end.label = N_("End turn") if s.phase == Phase.ACTIONS else N_("Next card")    # translated when drawn
        b.end.enabled = not s.over and s.phase in (Phase.ACTIONS, Phase.STORM)
        blocker = self.session.undo_blocker()
        b.undo.enabled = blocker is None
        b.undo.tooltip = blocker or N_("Take back your last action (Ctrl+Z).")
        b.auto.label = N_("Auto: off") if self.pace.every <= 0 else tr("Auto: {seconds:g}s", seconds=self.pace.every)
        b.power.label = powers.label(self.reading()) or ""
        b.power.enabled = bool(b.power.label) and not s.over

    # ---- robustness (see guard.py) ----------------------------------------------------------

    def checkpoint(self) -> tuple[GameState, int, int, bool]:
        """The last good moment: the states are immutable, so keeping them is enough."""
        ses = self.session
        return (ses.state, len(ses.history), len(ses.log), self.pace.end_shown)

    def recover(self, cp: tuple[GameState, int, int, bool]) -> None:
        """Back to a checkpoint after a bug: the state as it was, no half-done gesture, and
        the picture snapped to the state."""
        state, n_history, n_log, self.pace.end_shown = cp
        self.session.rewind(state, n_history, n_log)
        self.pointer.clear()
        self.armed = self.prompt = None
        self.queue.clear()
        self.picture.reset()
        self.pace.requested = False
        self.memo.forget()
        self.panels.invalidate()
        self.damage.all()
        self.picture.sync(self.state, self.pawn_targets())
        self.told.catch_up(self.state, len(self.session.log))
        self.recording.write(self.session)

    def crash_context(self) -> str:
        """Enough to replay the game that met the bug (setup, seed and every action)."""
        acts = [step.action.to_dict() for step in self.session.history]
        return (f"game: players={self.setup.players} level={self.setup.level} seed={self.setup.seed} "
                f"turn={self.state.turn} phase={self.state.phase}\nactions: {acts}")

    # ---- carrying intents out -----------------------------------------------------------------

    def toast(self, text: str, colour: Optional[tuple[int, ...]] = None, kind: Optional[str] = None) -> None:
        self.toasts.show(text, colour, kind)

    def refuse(self, reason: str) -> None:
        """``reason``: the core's (a Reason, said in the player's language) or the screen's own words."""
        text = say(reason)
        self.toast(text[:1].upper() + text[1:], self.theme.c.illegal, kind="refusal")
        self.app.sounds.play("refuse")

    def ask(self, title: str, text: str, options: list[tuple[str, Any]],
            then: Optional[Callable[[Any], Optional[Routed]]] = None, cancel: bool = True, default: int = 0) -> None:
        """A question over the board; ``then`` says what an answer means (by default each answer
        is an action to apply), kept with the question for the router to return once answered
        (``Answered``). The keyboard's focus starts on answer ``default`` (Cancel is the last)."""
        self.prompt = Question(self.theme, title, text, options, then or _apply, cancel=cancel, default=default)
        self.prompt.layout(self.layout.view)

    def carry_out(self, intent: Optional[Intent]) -> bool:
        """Act on an intent; True when an action was applied."""
        if isinstance(intent, Do):
            return self.do(intent.action, quiet=intent.quiet)
        if isinstance(intent, Ask):
            options: list[tuple[str, Any]] = list(intent.options) + ([(intent.stay, None)] if intent.stay else [])
            self.ask(intent.title, intent.text, options, cancel=intent.cancel, default=intent.default)
        elif isinstance(intent, Refuse):
            self.refuse(intent.reason)
        elif isinstance(intent, Hint):
            self.toast(intent.text, self.theme.c.text_dim)
        elif isinstance(intent, intents.Arm):
            self.armed = intent.armed
            self.toast(intent.hint, self.theme.c.accent)
        elif isinstance(intent, intents.Choose):
            # the room that asked says what the answer means; carried out here once answered
            self.ask(intent.title, intent.text, list(intent.options), intent.then)
        return False

    def do(self, action: Action, quiet: bool = False) -> bool:
        """Apply through the core; on refusal show the reason. True when applied."""
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            if not quiet:
                self.refuse(exc.why())
            return False
        self.armed = None
        self.recording.write(self.session)
        if any(isinstance(e, StormPhaseBegan) for e in events):
            self.pace.restart()
        self.present(events)
        return True

    def present(self, events: list[SkyEvent]) -> None:
        self.queue.extend(presenters.present(events, self.stage, self.state))
        self.queue.add(self.told.when_played(self.state, len(self.session.log)))

    def undo(self) -> None:
        if self.queue.busy:
            self.queue.skip(self.picture)
        blocker = self.session.undo_blocker()
        if blocker is not None or self.session.undo() is None:
            self.refuse(blocker or tr("Nothing to undo."))
            return
        self.armed = None
        self.recording.write(self.session)
        self.picture.sync(self.state, self.pawn_targets())
        self.told.catch_up(self.state, len(self.session.log))
        self.toast(tr("Undone"), self.theme.c.text_dim)

    def tile_candidate(self, drag: TileDrag, pos: tuple[int, int]) -> tuple[Optional[Action], Optional[str]]:
        """The action a tile dropped here would be, and why not. Asked every frame while
        dragging: remembered per (state, armed card, tile, turn, cell)."""
        cell = self.view.camera.cell_at(pos)
        on_board = self.layout.board.collidepoint(pos)
        key = (id(self.state), id(self.armed), drag.tile, drag.owner, drag.rot, cell, on_board)
        memo = self.memo.candidate
        if memo is not None and memo[0] == key and memo[1] is self.state:
            return memo[2]
        out = intents.tile_candidate(self.reading(), drag, cell, on_board, self.facts().givable)
        self.memo.candidate = (key, self.state, out)
        return out

    # ---- per frame --------------------------------------------------------------------------

    def update(self, dt: float) -> Command:
        if not self._frozen:
            self._frozen = True
            _freeze_long_lived()
        self.t += dt
        held = pygame.key.get_pressed()[pygame.K_SPACE] if pygame.display.get_init() else False
        autoplaying = self.pace.autoplayer is not None
        self.queue.speed = speed(self.motion_speed(), self.cfg.anim.speed_fast, held, autoplaying)
        self.queue.update(dt, self.picture)
        pace = self.queue.speed if autoplaying else 1.0
        busy = self.queue.busy
        self.picture.update(dt, {} if busy else self.pawn_targets(), not busy, pace)
        self.toasts.update(dt * pace)
        if isinstance(self.pointer.drag, TileBack):
            self.pointer.drag.k += dt / max(1e-3, self.cfg.anim.tween_back)
            if self.pointer.drag.k >= 1:
                self.pointer.drag = None
        self._auto_fit(dt)
        hints = len(self.session.hints)
        self.foresight.tick(self.session)
        if len(self.session.hints) != hints:
            self.recording.write(self.session)   # a hint just shown is in the record at once
        cells = pacing.hint_to_reveal(self.memo, self.foresight, self.state)
        if cells is not None:
            self.reveal(cells)
        self.take(Router(self).pan_with_keys(dt))
        self.refresh_buttons()
        if self.leave_to:
            leave, self.leave_to = self.leave_to, None
            if isinstance(leave, Goto):
                return leave             # a rewind from the log
            if leave in ("settings", "rules"):
                return Goto(leave)       # over the game, which goes on when it closes
            return Quit(0) if leave == "quit" else Goto("title", pop=ALL)
        play_turn.update(self, dt, busy)
        return None if busy else self.take(self._pace(dt))

    def _pace(self, dt: float) -> Optional[Routed]:
        return pacing.pace(self, dt)

    def _auto_fit(self, dt: float) -> None:
        pacing.auto_fit(self.view.camera, self.memo, self.state, self.pointer, dt, float(self.cfg.anim.camera_glide))

    # ---- input: topmost first ---------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> Command:
        self.refresh_buttons()
        if play_turn.interrupts(self, event):
            return None
        return self.route(event)

    def route(self, event: pygame.event.Event) -> Command:
        """Input down the floors (routing.py); what it meant, carried out."""
        return self.take(Router(self).handle(event))   # seen for this event only: neither holds the other

    def take(self, out: Optional[Routed]) -> Command:
        """What a room returned, carried out here and nowhere else: an intent is acted on, a
        verb of the hub's done (play/screen.py), a scene command handed back to the App."""
        if isinstance(out, (Do, Ask, Refuse, Hint, intents.Arm, intents.Choose)):
            self.carry_out(out)
            return None
        if isinstance(out, Answered):
            if self.prompt is out.prompt:     # an answer that asks again keeps the new question open
                self.prompt = None
            return self.take(out.then)
        if isinstance(out, intents.Leave):
            self.leave_to = out.to            # left on the next frame (update)
            return None
        if isinstance(out, (Undo, TileDrop, NextCard, Skip, WirePref, Disarm, SheetsTo, AutoAdvance, Foresee,
                            Zoom, Pan, Look, Fit, Reveal)):
            self.carry(out)
            return None
        return out

    def carry(self, verb: Verb) -> None:
        """One of the hub's verbs: the screen's switches, banners and camera set as input asked."""
        cam = self.view.camera
        match verb:
            case Undo():
                self.undo()
            case TileDrop(intent=intent, back=back):
                if not self.carry_out(intent):
                    self.pointer.drag = back          # not placed: the tile tweens back to the hand
            case NextCard():
                self.pace.requested = True
            case Skip(next_card=next_card):
                self.queue.skip(self.picture)
                self.pace.requested = next_card
            case WirePref(pref=pref, said=said):
                self.wire_pref = pref
                self.toast(said, self.theme.c.text_dim, kind="wires")
            case Disarm(said=said):
                self.armed = None
                if said:
                    self.toast(said, self.theme.c.text_dim)
            case SheetsTo(log=log, discard=discard, scroll=scroll):
                self.sheets.log, self.sheets.discard, self.sheets.scroll = log, discard, scroll
            case AutoAdvance(every=every):
                self.pace.every = every
                self.app.remember(auto_advance=every)
            case Foresee(act=act, click=click):
                if click:
                    self.app.sounds.play("click")
                self.take(run_command(self, act))
            case Zoom(factor=factor, at=at):
                cam.by_hand()
                cam.zoom_at(factor, at)
            case Pan(dx=dx, dy=dy):
                cam.by_hand()
                cam.pan_pixels(dx, dy)
            case Look(at=at):
                cam.by_hand()
                cam.cx, cam.cy = at
            case Fit():
                cam.fit(self.state.board.tiles, margin=self.cfg.board.fit_margin)
            case Reveal(cells=cells):
                self.reveal(cells)

    # ---- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        shown = self.shown()
        look = self._drag_look()
        # the margins and the panels' rounded corners are painted with the panels, all together
        redo = self.damage.covered or self.panels.stale(shown)
        self.backdrop.draw(surface, self.app.sky, self.view, self.state.board, self.layout, self.theme.px(12),
                           margins_too=redo, areas=None if self.damage.covered else self.damage.drawn)
        clip = surface.get_clip()
        surface.set_clip(self.layout.board)
        with drawn.box(self.layout.board, "board"):
            self.view.draw_compass_arrow(surface, self.state.board, self.picture.angle)
            overlays.draw_charge(shown, surface)
            overlays.draw_highlights(shown, surface, self.session.legal())
            overlays.draw_pawns(shown, surface)
            overlays.draw_receivers(shown, surface)
            overlays.draw_wire_sources(shown, surface)
            overlays.draw_launch(shown, surface, self.rng)
            effect_areas = self.queue.draw(surface)
            fore_areas = self.fore_view.draw_board(self, surface)
            self.drag_layer.draw(shown, surface, look, on_board=True)
            overlays.draw_floats(shown, surface)
            extra = self.key_strip.draw(surface, self.theme, self.layout.strip, self.fore_view.strip_buttons())
            extra += Router(self).keyplay.draw(surface)
        surface.set_clip(clip)
        self.panels.draw(shown, surface, covered=redo)
        extra += draw_floating(shown, surface)
        cards.draw_revealed(self.theme, surface, self.state, self.picture, self.layout)
        # what is carried over the panels (a tile from the hand, a card, a tile flying back)
        # is drawn above them, unclipped
        carried = self.drag_layer.draw(shown, surface, look, on_board=False)
        fore_areas += self.fore_view.draw_top(self, surface)
        with drawn.layer("toasts"):
            self.toasts.draw(surface, self.toast_area())
        with drawn.layer("sheet", hides_text=True):     # the buttons over the board stay clickable
            if self.sheets.log:
                sheets.draw_log(self.theme, surface, self.layout.board, self.session.log[:self.told.n_log],
                                self.sheets.scroll, log_heading(self.recording))
            if self.sheets.discard:
                sheets.draw_discard(self.theme, surface, self.layout.board, self.state)
        with drawn.layer("tooltip", modal=True):
            tip = self._draw_tooltip(shown, surface)
        if self.prompt is not None:
            with drawn.layer("prompt", modal=True):
                # everything under a question is dimmed alike, the hint's box too (issue 22)
                dim(surface, 110)
                self.prompt.draw(surface)
        # next frame, the panels are blitted again if anything may have been drawn over them
        extra += ([tip] if tip is not None else []) + fore_areas
        self.damage.covered = bool(carried or getattr(self.app, "toasts", None) or getattr(self.app, "top", self) is not self
                             or damage.over_a_panel(self.layout, tip))
        covering = bool(self.toasts.items or self.prompt is not None or self.sheets.open)
        self.damage.drawn = damage.frame_areas(shown, self.session.legal(), effect_areas, extra, covering)

    def toast_area(self) -> pygame.Rect:
        """Where the banners go: the board under the key strip, and under the danger overlay's
        legend while it shows (issue 22: toasts covered the key strip and the buttons)."""
        area = pygame.Rect(self.layout.view)
        legend = self.fore_view.legend
        if legend is not None and not self.queue.busy:
            area.height -= legend.bottom - area.top
            area.top = legend.bottom
        return area

    def _drag_look(self) -> overlays.DragLook:
        d = self.pointer.drag
        candidate = self.tile_candidate(d, d.at) if isinstance(d, TileDrag) else (None, None)
        return overlays.drag_look(d, self.reading(), self.view, self.state, candidate)

    def _draw_tooltip(self, shown: Shown, surface: pygame.Surface) -> Optional[pygame.Rect]:
        if self.pointer.drag or self.prompt or not self.pointer.resting(self.t, float(self.cfg.anim.tooltip_delay)):
            return None
        if self.sheets.open:
            return None    # a sheet lies over the board: what is under it says nothing (issue 22)
        text = tooltip_for(shown, self.panels.hits, self.pointer.pos, Router(self).pawn_at)
        return maybe_draw(self.theme, surface, text, self.pointer.pos)


__all__ = ["GameScene"]


def _apply(action: Optional[Action]) -> Optional[Do]:
    """An answer that is an action means applying it (an Ask's "stay" answer does nothing)."""
    return Do(action) if action is not None else None


def _freeze_long_lived() -> None:
    """Long-lived data (game data, caches) out of the collector's way: fewer frame hitches.
    Done on a game's first frame, when the screen before it has left the stack, and what an
    earlier freeze kept is let go first: a frozen object is never collected, so each new game
    would otherwise keep the one before it (about 19 MB a game; every test its App)."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()
