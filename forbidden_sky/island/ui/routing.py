"""Island's floors of the shared input order (shell/rooms/routing.py: an open question, then
keys, then the buttons, then the mouse on the panels and the island).

The mouse makes typed gestures (gestures.py, kept by the shared pointer); when one ends, the
intents (intents.py) say what it means and the router returns that (``screen.Routed``) for the
hub to carry out. Keys and buttons name the same commands (keys.py's table). The router reads
the screen (``screen.Screen``, read-only) and sets only its own input state, the pointer's
press and drag, and the keyboard's tile and pawn chosen (``screen.KeyHeld``): an answered
question, the pile browsed, the mode put down, the hurry, a foresight switch are each a value
returned (``screen.py``'s verbs), carried out by the hub alone (``IslandScene.take``). This
room decides *where* input goes; it never applies an action, opens a question or knows a rule.
"""

from __future__ import annotations

from typing import Callable, Optional

import pygame

from ...i18n import tr
from ...shell.prompt import Prompt
from ...shell.rooms.routing import Floors, route
from ...shell.rooms.verbs import answered
from ...shell.scene import ALL, Goto
from ...shell.setup_room import fresh_seed
from ...shell.theme import Button
from ..core import Action, PendingKind
from . import intents as it
from .advice_view import warning_question
from .gestures import CardDrag, CardPress, CellPress, PawnDrag, PawnPress, Press, SpotPress, begin_drag, draggable
from .keys import ARROWS, command, step_cursor
from .words import name_in_text
from .screen import Aimed, Browse, Disarm, Foresee, Hurry, PlayTurn, Pos, Routed, Screen, Undo


class Router:
    """The floors over one screen, made for each event (the screen never keeps one, so the two
    never hold each other)."""

    def __init__(self, scene: Screen) -> None:
        self.scene = scene

    def handle(self, event: pygame.event.Event, t: float, click: Callable[[], None]) -> Optional[Routed]:
        """Down the shared floors, topmost first; what the floor that took it means."""
        floors: Floors[Routed] = self
        return route(event, floors, self.scene.pointer, t, click)

    # ---- the floors (shell.rooms.routing.Floors) -------------------------------------------

    def question(self) -> Optional[Prompt]:
        return self.scene.prompt

    def closed(self, prompt: Prompt) -> Optional[Routed]:
        """The question closes and what its answer means (an intent; Leave: the way to the
        title) is carried out: ``Answered``, for the hub."""
        return answered(prompt)

    def let_go(self) -> None:
        self.scene.pointer.clear()

    def live_buttons(self) -> list[Button]:
        """The buttons that take input now: the hint's box first (it lies over the board), then
        the foot's; none while a pile is browsed (any click closes it)."""
        sc = self.scene
        if sc.sheet is not None:
            return []
        if sc.session.now.over:
            return sc.end_buttons() + [b for b in sc.buttons if b.action == "escape"]
        return sc.hint_buttons() + sc.buttons

    def on_a_control(self, pos: Pos) -> bool:
        sc = self.scene
        return any(b.rect.collidepoint(pos) for b in self.live_buttons()) or sc.on_hint(pos)

    def button(self, act: str) -> Optional[Routed]:
        if self.scene.session.now.over:
            if act in ("escape", "title"):
                return Goto("title", pop=ALL)
            if act == "again":
                return self._again()
            if act == "turning":
                return self._turning()
        return self.scene.run_command(act)

    def _again(self) -> Routed:
        """Play again: the same team and level on a new island (a new seed), as a new game."""
        from .card import setup_args
        s = self.scene.session.now
        name, args = setup_args(list(s.players), s.level, fresh_seed())
        return Goto(name, args, pop=ALL)

    def _turning(self) -> Optional[Routed]:
        """The replay, opened at the position before the turning point (a lost recorded game)."""
        sc = self.scene
        if not sc.turning_offer():
            return None
        from ...records.replay import replay
        rec = sc.recording.record
        assert rec is not None
        return Goto("island_replay", {"replayed": replay(rec), "start": sc.why.before})

    def key(self, event: pygame.event.Event) -> Optional[Routed]:
        sc = self.scene
        if sc.sheet is not None:
            return Browse(None)                   # any key closes the pile browsed
        cmd = command(event)
        if sc.session.now.over:
            return self._over_key(event, cmd)
        if sc.hint.open and event.key in HINT_KEYS:
            return sc.run_command(HINT_KEYS[event.key])
        if event.key == pygame.K_SPACE:
            return Hurry()
        if event.key in ARROWS:
            held = sc.keys_held
            held.cursor = step_cursor(sc.session.now.data.cells, held.cursor, ARROWS[event.key])
            return None
        return sc.run_command(cmd) if cmd is not None else None

    def _over_key(self, event: pygame.event.Event, cmd: Optional[str]) -> Optional[Routed]:
        if cmd == "rules":
            return Goto("island_rules")
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            return Goto("title", pop=ALL)
        if event.key == pygame.K_r:
            return self._turning()
        return None

    def mouse(self, event: pygame.event.Event) -> Optional[Routed]:
        sc = self.scene
        if sc.session.now.over or not hasattr(event, "pos"):
            return None
        if sc.sheet is not None:
            # a click anywhere closes the pile browsed
            return Browse(None) if event.type == pygame.MOUSEBUTTONUP else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            sc.pointer.press = self._press_at(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            if draggable(sc.pointer.press):
                sc.pointer.promote(event.pos, float(sc.cfg.board.drag_threshold), begin_drag)
            d = sc.pointer.drag
            if d is not None:
                d.at = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            press, drag = sc.pointer.let_go()
            if drag is not None:
                sc.pointer.hush()                 # no tooltip over what was just dropped until the mouse moves on
                return self._drop(drag, event.pos)
            return self._click(press, event.pos) if press is not None else None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            sc.pointer.clear()
            return Disarm()
        return None

    # ---- commands: keys and buttons ---------------------------------------------------------

    def command(self, cmd: str) -> Optional[Routed]:
        """A key's or a button's command (keys.py's names): what it means."""
        run = COMMANDS.get(cmd)
        return run(self) if run is not None else None

    def _escape(self) -> Optional[Routed]:
        """Esc steps back one thing at a time: a drag, a mode, the pawn chosen; then asks to leave."""
        sc = self.scene
        if sc.armed is not None or sc.pointer.press is not None or sc.pointer.drag is not None \
                or sc.keys_held.selected is not None:
            sc.keys_held.selected = None
            sc.pointer.clear()
            return Disarm() if sc.armed is not None else None
        saved = sc.recording.saving
        return it.Ask(tr("Leave the game?"), tr("It is saved: Continue on the title resumes it.") if saved
                      else tr("The game is not saved; leaving ends it."), ((tr("Leave"), it.Leave()),))

    def _end_actions(self) -> Optional[Routed]:
        """End actions; with actions left, first the warning when ending throws something away."""
        sc = self.scene
        s = sc.session.now
        end = it.end_actions(s, sc.session.legal())
        return warning_question(s, sc.foresight.know, end, float(sc.cfg.foresight.warn_risk)) or end

    def _next_card(self) -> Optional[Routed]:
        a = self.scene.draw_action()
        return it.Do(a) if a is not None else None

    def _select(self) -> Optional[Routed]:
        """Tab: the next pawn for the keyboard to move."""
        sc = self.scene
        s = sc.session.now
        held = sc.keys_held
        order = list(s.players)
        held.selected = order[(order.index(held.selected or s.current) + 1) % len(order)]
        held.cursor = s.at(held.selected)
        return None

    def _enter(self, cmd: str) -> Optional[Routed]:
        """M or Enter: the chosen pawn (or the swimmer, or the current player) to the cursor;
        Enter on a flooded tile away from the pawn shores it up."""
        sc = self.scene
        s, legal, cell = sc.session.now, sc.session.legal(), sc.keys_held.cursor
        if sc.armed is not None:
            return self._armed_click(cell)
        pawn = sc.keys_held.selected
        if pawn is None and s.pending and s.pending[0].kind is PendingKind.SWIM:
            pawn = s.pending[0].player
        if pawn is None and cmd == "enter" and s.status[cell] == 1 and s.at(s.current) != cell \
                and cell not in it.pawn_targets(s, legal, s.current):
            return it.click_tile(s, legal, cell)
        sc.keys_held.selected = None
        return it.drop_pawn(s, legal, pawn or s.current, cell) or (it.click_tile(s, legal, cell) if cmd == "enter" else None)

    def _shore(self) -> Optional[Routed]:
        sc = self.scene
        shored = it.click_tile(sc.session.now, sc.session.legal(), sc.keys_held.cursor)
        return shored or it.Refuse(tr("That tile is not flooded."))

    def _special(self, kind: str) -> Optional[Routed]:
        sc = self.scene
        return it.special_question(sc.session.now, sc.session.legal(), kind)

    # ---- the mouse --------------------------------------------------------------------------

    def _press_at(self, pos: Pos) -> Press:
        sc = self.scene
        on_board = sc.lay.board.collidepoint(pos)
        if sc.armed is None and on_board:
            pawn = sc.pawn_at(pos)
            if pawn is not None:
                return PawnPress(pos, pawn)
        target = sc.target_at(pos)
        if target and target[0] == "card" and sc.armed is None:
            return CardPress(pos, target[1], target[2])
        if target:
            return SpotPress(pos, target)
        cell = sc.view.cell_at(pos) if on_board else None
        return CellPress(pos, -1 if cell is None else cell)

    def _cell(self, pos: Pos) -> Optional[int]:
        sc = self.scene
        return sc.view.cell_at(pos) if sc.lay.board.collidepoint(pos) else None

    def _drop(self, drag: PawnDrag | CardDrag, pos: Pos) -> Optional[Routed]:
        sc = self.scene
        s, legal, cell = sc.session.now, sc.session.legal(), self._cell(pos)
        if isinstance(drag, PawnDrag):
            return it.drop_pawn(s, legal, drag.pawn, cell) if cell is not None else None
        target = sc.target_at(pos)
        if target and target[0] in ("player", "card") and target[1] != drag.holder:
            return it.drop_card_on_player(s, legal, drag.holder, drag.card, target[1])
        if target and target[0] == "pile" and target[1] == "treasure_discard":
            return self._discard_drop(drag)
        if cell is not None:
            return it.drop_card_on_tile(s, legal, drag.holder, drag.card, cell)
        return None

    def _discard_drop(self, drag: CardDrag) -> Optional[Routed]:
        sc = self.scene
        for a in sc.session.legal():
            if a.type == "discard" and a.player == drag.holder and a.card == drag.card:
                return it.Do(a)
        return it._refuse(sc.session.now, Action("discard", player=drag.holder, card=drag.card))

    def _click(self, press: Press, pos: Pos) -> Optional[Routed]:
        sc = self.scene
        s = sc.session.now
        if isinstance(press, CardPress):
            return self._card_click(press.holder, press.card)
        if isinstance(press, SpotPress):
            if press.target[0] == "pile" and press.target[1].endswith("discard"):
                return Browse(press.target[1])
            if press.target[0] == "player":
                sc.keys_held.cursor = s.at(press.target[1])
            return None
        cell = self._cell(pos)
        if cell is None:
            return None
        if sc.armed is not None:
            return self._armed_click(cell)
        sc.keys_held.cursor = cell
        return it.click_tile(s, sc.session.legal(), cell)

    def _card_click(self, holder: str, card: str) -> Optional[Routed]:
        s, legal = self.scene.session.now, self.scene.session.legal()
        if s.pending and s.pending[0].kind is PendingKind.DISCARD and s.pending[0].player == holder:
            for a in legal:
                if a.type == "discard" and a.card == card:
                    # a click is the easy slip (a card clicked to look at it): asked first, Cancel
                    # the default; in the draw the next card comes at once after it, so Undo would
                    # not reach back (seen: a needed Earth Stone gone with one click). A drag onto
                    # the discard pile is deliberate and plays at once
                    return it.Do(a, confirm=tr("Discard {card}?", card=name_in_text(s.data, card)))
        if s.data.cards[card].special:
            return it.play_card(s, legal, holder, card)
        return it.Refuse(tr("Drag a Treasure card onto a teammate to give it."))

    def _armed_click(self, cell: int) -> Optional[Routed]:
        sc = self.scene
        assert sc.armed is not None
        action = sc.armed.targets.get(cell)
        if action is None:
            return it.Refuse(tr("That tile is not lit: choose a lit tile, or press Esc."))
        return Aimed(action)


HINT_KEYS = {pygame.K_ESCAPE: "hint_dismiss", pygame.K_p: "hint_play", pygame.K_t: "play_turn"}

COMMANDS: dict[str, Callable[[Router], Optional[Routed]]] = {
    "escape": Router._escape,
    "rules": lambda r: Goto("island_rules"),
    "undo": lambda r: Undo(),
    "end_actions": Router._end_actions,
    "hint": lambda r: it.Advise(),
    "hint_play": lambda r: Foresee("hint_play"),
    "hint_dismiss": lambda r: Foresee("hint_dismiss"),
    "play_turn": lambda r: PlayTurn(),
    "capture": lambda r: it.capture(r.scene.session.now, r.scene.session.legal()),
    "next_card": Router._next_card,
    "select": Router._select,
    "move": lambda r: r._enter("move"),
    "enter": lambda r: r._enter("enter"),
    "shore": Router._shore,
    "give": lambda r: it.give_question(r.scene.session.now, r.scene.session.legal()),
    "helicopter": lambda r: r._special("helicopter_lift"),
    "sandbags": lambda r: r._special("sandbags"),
    "odds": lambda r: Foresee("odds"),
    "discard": lambda r: it.discard_question(r.scene.session.now, r.scene.session.legal()),
}


__all__ = ["COMMANDS", "HINT_KEYS", "Router"]
