"""Sky's floors of the shared input order (shell/rooms/routing.py: an open question, then
keys, then the buttons, then the wheel and the mouse on the panels and the board).

The mouse makes typed gestures (gestures.py, kept by the shared pointer); when one ends, the
intents (intents.py) say what it means and the router returns that (``screen.Routed``: an
intent, one of the hub's verbs, a scene command) for the scene to carry out. It reads the
screen (``screen.Screen``, read-only) and sets only its own input state, the pointer's press
and drag; an answered question, a dropped tile, a banner, a switch, the camera: each is a
value returned, carried out by the hub alone (``GameScene.take``). This room decides *where*
input goes, never what a rule allows.
"""

from __future__ import annotations

from ....i18n import N_, tr
import math
from typing import Callable, Optional

import pygame

from ...core import Action
from ...core.phases import Phase
from ....shell.prompt import Prompt
from ....shell.rooms.routing import Floors, press_buttons, route
from ....shell.scene import Goto
from ....shell.theme import Button
from . import intents
from .foresight import COMMANDS
from .foresight_view import end_turn
from .gestures import (BoardPress, CardDrag, CardPress, Drag, PanDrag, PawnDrag, Press, TileBack, TileDrag,
                       TilePress, WireDrag, begin_drag, fly_back)
from .keys import WIRE_PREFS, command_for, held_pan, next_auto
from .sheets import log_rect, log_turn_at
from ....shell.quit_confirm import game_in_progress
from ..recording import LEAVE_SAVED, rewind_question
from .screen import (Answered, AutoAdvance, Disarm, Fit, Foresee, Keyed, NextCard, Pan, Pos, Question, Reveal,
                     Routed, Screen, SheetsTo, Skip, TileDrop, Undo, WirePref, Zoom)


class Router:
    """The floors over one screen, made for each event (the screen never keeps one, so the two
    never hold each other)."""

    def __init__(self, scene: Screen) -> None:
        self.scene = scene
        from .keyboard import KeyPlay
        self.keyplay = KeyPlay(scene, self)

    # ---- events -----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> Optional[Routed]:
        """Down the shared floors (shell/rooms/routing.py), topmost first."""
        sc = self.scene
        floors: Floors[Routed] = self
        return route(event, floors, sc.pointer, sc.t, lambda: sc.app.sounds.play("click"))

    # ---- the floors (shell.rooms.routing.Floors) -------------------------------------------

    def question(self) -> Optional[Prompt]:
        return self.scene.prompt

    def closed(self, prompt: Prompt) -> Optional[Routed]:
        """The question closes and what its answer means is carried out (``Answered``); the
        answer may ask a new question (a card chosen, then its play): that one stays open."""
        return Answered(prompt, prompt.meaning if isinstance(prompt, Question) else None)

    def let_go(self) -> None:
        """A mouse-up while a question is open still ends a board press or drag, or it would
        outlive the button that let it go (the keyboard's carried thing is the keyboard's)."""
        if not self.keyplay.carrying:
            self.release()

    def mouse(self, event: pygame.event.Event) -> Optional[Routed]:
        handler = self.MOUSE.get(event.type)
        return handler(self, event) if handler is not None else None

    def release(self) -> None:
        """The mouse let go where the board does not hear it: no press or drag outlives it."""
        sc = self.scene
        sc.pointer.press = None
        if sc.pointer.drag is not None and not isinstance(sc.pointer.drag, TileBack):
            self.cancel_drag()

    def live_buttons(self) -> list[Button]:
        """The buttons on screen now, in the order they take input."""
        return self.scene.buttons.bar + self.scene.context_buttons()

    def on_a_control(self, pos: Pos) -> bool:
        """Whether ``pos`` lies on something drawn over the board that takes the mouse: a
        button (enabled or not) or the hint's banner."""
        sc = self.scene
        return any(b.rect.collidepoint(pos) for b in self.live_buttons()) or sc.fore_view.covers(sc.foresight, sc.state, pos)

    # ---- commands: keys and buttons ---------------------------------------------------------

    def key(self, event: pygame.event.Event) -> Optional[Routed]:
        took, out = self.keyplay.key(event)
        if took:
            return out
        cmd = command_for(event.key, event.mod)
        if cmd == "rules":
            return Goto("rules")
        run = self.KEY_COMMANDS.get(cmd or "")
        if run is not None:
            took, out = run(self)
            if took:
                return out
        act = press_buttons(event, self.live_buttons(), lambda: self.scene.app.sounds.play("click"))   # a hotkey
        return self.button(act) if act else None

    def command(self, act: str) -> Optional[Routed]:
        """A key's or a button's command (keys.py's and the buttons' names): what it means."""
        return self.button(act)

    def button(self, act: str) -> Optional[Routed]:
        """A button's action (the same names as keys.py's)."""
        sc = self.scene
        if act == "rules":
            return Goto("rules")
        if act in COMMANDS:
            return Foresee(act)
        if act == "end":
            if sc.state.phase == Phase.ACTIONS:
                return end_turn(sc.foresight, sc.state, sc.session.legal(), sc.session.name)
            if sc.state.phase == Phase.STORM:
                return NextCard()
        elif act == "undo":
            return Undo()
        elif act == "log":
            return SheetsTo(not sc.sheets.log, sc.sheets.discard, 0)
        elif act == "fit":
            return Fit()
        elif act == "next":
            return NextCard()
        elif act == "auto":
            return AutoAdvance(next_auto(sc.pace.every))
        elif act == "pad":
            return self._turn_pad()
        elif act == "power":
            return self.keyplay.power()
        return None

    def _turn_pad(self) -> intents.Intent:
        sc = self.scene
        turn = sc.facts().rotate_pad
        if turn is not None:
            return intents.Do(turn)
        return intents.Refuse(sc.session.refusal(Action("rotate_pad")) or tr("the launch pad cannot be turned now"))

    def _undo(self) -> Keyed:
        return True, Undo()

    def _escape(self) -> Optional[Routed]:
        """Escape steps back one thing at a time: a drag, an armed card, an open sheet, then
        the question whether to leave the game (the Menu: its answer is a ``Leave``)."""
        sc = self.scene
        if self.keyplay.clear_focus():
            return None
        if sc.pointer.drag:
            self.keyplay.held.carrying = False
            self.cancel_drag()
        elif sc.armed:
            return Disarm(tr("Cancelled"))
        elif sc.sheets.log or sc.sheets.discard:
            return SheetsTo(False, False, sc.sheets.scroll)
        else:
            saved = not game_in_progress(sc)
            return intents.Choose(N_("Menu"), LEAVE_SAVED if saved else N_("Leaving loses the game in progress."),
                                  MENU, _leave)
        return None

    def _skip(self) -> Routed:
        return Skip(next_card=self.scene.state.phase == Phase.STORM)

    def _turn_tile(self) -> bool:
        if isinstance(self.scene.pointer.drag, TileDrag):
            self.scene.pointer.drag.turn()
            return True
        return False

    def _wires(self, cmd: str) -> Routed:
        pref, text = WIRE_PREFS[cmd]
        return WirePref(pref, text)

    def _next(self) -> Keyed:
        if self.scene.state.phase != Phase.STORM:
            return False, None
        return True, NextCard()

    def _foresight(self, act: str) -> Keyed:
        """D and H: the same as the Danger and Hint buttons, while that switch is on."""
        sc = self.scene
        prefs = sc.foresight.prefs
        if not (prefs.overlay if act == "danger" else prefs.hint and not sc.state.over):
            return False, None
        return True, Foresee(act, click=True)

    # a key's command: whether it was taken, and what it means (carried out by the hub)
    KEY_COMMANDS: dict[str, Callable[[Router], Keyed]] = {
        "undo": _undo,
        "escape": lambda r: (True, r._escape()),
        "skip": lambda r: (True, r._skip()),
        "turn_tile": lambda r: (r._turn_tile(), None),
        "wires_short": lambda r: (True, r._wires("wires_short")),
        "wires_long": lambda r: (True, r._wires("wires_long")),
        "wires_any": lambda r: (True, r._wires("wires_any")),
        "zoom_in": lambda r: (True, Zoom(r.scene.cfg.board.zoom_step)),
        "zoom_out": lambda r: (True, Zoom(1 / r.scene.cfg.board.zoom_step)),
        "next": _next,
        "danger": lambda r: r._foresight("danger"),
        "hint": lambda r: r._foresight("hint"),
        "play_turn": lambda r: r._foresight("play_turn"),
    }

    def pan_with_keys(self, dt: float) -> Optional[Pan]:
        """Shift and the arrow keys held down pan the board (not while a question is open; the
        arrows alone move the keyboard cursor): the pan this frame, if any."""
        sc = self.scene
        self.keyplay.follow()
        if not pygame.display.get_init() or sc.prompt or not pygame.key.get_mods() & pygame.KMOD_SHIFT:
            return None
        dx, dy = held_pan(pygame.key.get_pressed(), sc.cfg.board.pan_speed * dt)
        return Pan(dx, dy) if dx or dy else None

    # ---- the wheel and the mouse --------------------------------------------------------------

    def wheel(self, event: pygame.event.Event) -> Optional[Routed]:
        sc = self.scene
        if isinstance(sc.pointer.drag, TileDrag):
            sc.pointer.drag.turn(1 if event.y < 0 else 3)
        elif sc.sheets.log:
            return SheetsTo(sc.sheets.log, sc.sheets.discard, max(0, sc.sheets.scroll + event.y * 3))
        elif sc.layout.board.collidepoint(sc.pointer.pos):
            return Zoom(sc.cfg.board.zoom_step ** event.y, sc.pointer.pos)
        return None

    def down(self, event: pygame.event.Event) -> Optional[Routed]:
        sc = self.scene
        if event.button == 3:
            if isinstance(sc.pointer.drag, TileDrag):
                sc.pointer.drag.turn()
            elif sc.armed:
                return Disarm()
            return None
        if event.button != 1:
            return None
        pos = event.pos
        if sc.sheets.log and log_rect(sc.layout.board, sc.theme.scale).collidepoint(pos):
            return rewind_question(sc.recording,
                                   log_turn_at(sc.theme, sc.layout.board, sc.session.log[:sc.told.n_log], sc.sheets.scroll, pos))
        if sc.sheets.discard:
            return SheetsTo(sc.sheets.log, False, sc.sheets.scroll)
        took, out = self._panel_down(pos)
        if not took and sc.layout.board.collidepoint(pos) and not sc.layout.on_a_panel(pos):
            board = sc.state.board
            ref = sc.view.component_at(board, pos)
            wire = sc.view.wire_at(board, pos) if ref is None else None
            sc.pointer.press = BoardPress(pos, sc.view.camera.cell_at(pos), self.pawn_at(pos), ref, wire)
        return out

    def _panel_down(self, pos: Pos) -> tuple[bool, Optional[Routed]]:
        """A press on a panel: a tile or card to drag, the tile pile, the discard, a portrait.
        (whether a panel took it, what it means)"""
        sc = self.scene
        shown = sc.shown()
        tile = sc.panels.hit(shown, "hand", pos)
        card = sc.panels.hit(shown, "cards", pos) if tile is None else None
        who = sc.panels.hit(shown, "portrait", pos)
        if tile is not None:
            sc.pointer.press = TilePress(tile[1], tile[0], pos)
        elif card is not None:
            sc.pointer.press = CardPress(card[1], card[0], pos)
        elif sc.panels.hit(shown, "pile", pos) is not None:
            return True, intents.Do(Action("scout"))
        elif sc.panels.hit(shown, "discard", pos) is not None:
            return True, SheetsTo(sc.sheets.log, True, sc.sheets.scroll)
        elif who is not None:
            return True, intents.target_player(sc.reading(), who)
        else:
            return False, None
        return True, None

    def move(self, event: pygame.event.Event) -> Optional[Routed]:
        sc = self.scene
        pos = event.pos
        began = sc.pointer.promote(pos, sc.cfg.board.drag_threshold, self._begin)
        out: Optional[Routed] = None
        if isinstance(began, TileDrag):     # where it may go, in sight before it gets there
            out = Reveal(tuple(intents.tile_spots(sc.reading(), began.tile)))
        d = sc.pointer.drag
        if d is None or isinstance(d, TileBack):
            return out
        d.at = pos
        if isinstance(d, PanDrag):
            # from positions, not event.rel: synthetic events carry no meaningful rel
            if pos != d.last:
                out = Pan(pos[0] - d.last[0], pos[1] - d.last[1])
            d.last = pos
        return out

    def _begin(self, press: Press) -> Drag:
        ref = press.ref if isinstance(press, BoardPress) else None
        wireable = ref is not None and bool(intents.wire_targets(self.scene.reading(), ref))
        return begin_drag(press, wireable)

    def up(self, event: pygame.event.Event) -> Optional[Routed]:
        if event.button != 1:
            return None
        sc = self.scene
        pos = event.pos
        press, drag = sc.pointer.let_go()
        if drag is None:
            return self.click(press) if press is not None else None
        sc.pointer.hush()     # no tooltip over what was just dropped until the mouse moves on
        if isinstance(drag, TileDrag):
            return self.drop_tile(drag, pos)
        if isinstance(drag, CardDrag):
            who = sc.panels.hit(sc.shown(), "portrait", pos) or self.pawn_at(pos)
            return intents.drop_card(sc.reading(), drag, who)
        if isinstance(drag, PawnDrag):
            return intents.drop_pawn(sc.reading(), drag, sc.view.camera.cell_at(pos))
        if isinstance(drag, WireDrag):
            other = sc.view.component_at(sc.state.board, pos)
            return intents.drop_wire(sc.reading(), drag.ref, other)
        if isinstance(drag, TileBack):
            sc.pointer.drag = drag           # still flying home
        return None

    def drop_tile(self, drag: TileDrag, pos: Pos) -> TileDrop:
        """A tile let go at ``pos`` (the mouse's, or Enter's at the cursor): what it means, and
        the tile flying home if it is not placed (refused, or a question first)."""
        sc = self.scene
        who = sc.panels.hit(sc.shown(), "portrait", pos)
        if who is None and sc.layout.board.collidepoint(pos):
            pawn = self.pawn_at(pos)
            # a pawn glowing as a receiver takes the tile, whoever's turn it is (the Surveyor's gift)
            if pawn is not None and (drag.owner != sc.state.current or pawn in intents.receivers(sc.reading(), drag)):
                who = pawn
        return TileDrop(intents.drop_tile(sc.reading(), drag, who, sc.tile_candidate(drag, pos)), fly_back(drag, pos))

    def click(self, press: Press) -> Optional[intents.Intent]:
        r = self.scene.reading()
        if isinstance(press, CardPress):
            return intents.click_card(r, press.owner, press.card)
        if isinstance(press, TilePress):
            return intents.click_hand_tile(r, press.owner)
        return intents.click_board(r, press.cell, press.pawn, press.ref, press.wire)

    def cancel_drag(self) -> None:
        d = self.scene.pointer.drag
        self.scene.pointer.drag = fly_back(d, d.at) if isinstance(d, TileDrag) else None

    def pawn_at(self, pos: Pos) -> Optional[str]:
        sc = self.scene
        cam = sc.view.camera
        r = sc.cfg.board.pawn_radius * cam.px + 3
        for pl in reversed(sc.state.players):
            x, y = cam.to_screen(*sc.picture.pawn.get(pl.id, (0, 0)))
            if math.hypot(pos[0] - x, pos[1] - y) <= r:
                return pl.id
        return None

    MOUSE: dict[int, Callable[[Router, pygame.event.Event], Optional[Routed]]] = {
        pygame.MOUSEWHEEL: wheel,
        pygame.MOUSEBUTTONDOWN: down,
        pygame.MOUSEMOTION: move,
        pygame.MOUSEBUTTONUP: up,
    }


# the Menu (Escape): its answers, and what an answer means
MENU = ((N_("Settings"), "settings"), (N_("Rules"), "rules"), (N_("Back to title"), "title"), (N_("Quit"), "quit"))


def _leave(where: object) -> intents.Leave:
    assert isinstance(where, str)
    return intents.Leave(where)


__all__ = ["MENU", "Router"]
