"""The explained hint, the End-turn warning and "why we lost" on the Island screen, asked of
island/ai/foresight.py and said by its foresight_words (docs/foresight.md, "Island").

The hint is a search (0.1-1 s with the next turn searched too): it runs in the shared worker thread (shell/rooms/hint_worker.py)
on a deep copy of the state, so the window keeps drawing; it is shown only for the very
state it was asked for. The warning and the turning point are cheap enough to ask at once.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable, Optional

import pygame

from ...i18n import tr
from ...shell import drawn
from ...shell.rooms.hint_box import HintBox
from ...shell.rooms.hint_worker import Worker
from ...shell.theme import Button, Theme
from ..ai import foresight as fs
from ..ai import foresight_words as fw
from ..core import Action, GameState
from . import intents as it


class HintWorker(Worker[GameState, fs.Hint]):
    """Island's hint on the shared worker (shell/rooms/hint_worker.py)."""

    def __init__(self, advisor: Callable[[GameState, fs.FloodKnowledge], fs.Hint] = fs.hint) -> None:
        super().__init__("island-hint")
        self.advisor = advisor

    def ask(self, state: GameState, know: fs.FloodKnowledge) -> None:
        # the worker's own copies: it never shares a board (nor the core's caches) with the window
        mine = copy.deepcopy(state, {id(state.data): state.data})
        self.start(state, partial(self.advisor, mine, copy.deepcopy(know)))


@dataclass
class HintView:
    """The hint on show: asked with H, read each frame, played with P (or the whole turn with
    T), dismissed with Esc; drawn in the shared hint box (shell/rooms/hint_box.py)."""
    worker: HintWorker = field(default_factory=HintWorker)
    hint: Optional[fs.Hint] = None
    state: Optional[GameState] = None               # the state the hint on show was computed for
    text: str = ""
    lines: list[str] = field(default_factory=list)
    failed: str = ""
    box: Optional[HintBox] = None
    drawn_at: Optional[pygame.Rect] = None          # where the box was drawn last (None: not drawn)
    answered: Optional[tuple[GameState, Action]] = None   # the last hint shown: its state and action

    def lay_out(self, th: Theme, colour: Any, board: pygame.Rect) -> None:
        """The box and its buttons (Play it at its right end, Play turn beside it), at the UI scale."""
        p = th.px
        play = Button(th, tr("Play it (P)"), pygame.Rect(0, 0, p(104), p(30)), "hint_play", size="small")
        turn = Button(th, tr("Play turn (T)"), pygame.Rect(0, 0, p(118), p(30)), "play_turn", size="small")
        self.box = HintBox(th, colour, [play, turn])
        self.box.lay_out(board)

    @property
    def buttons(self) -> list[Button]:
        return self.box.buttons if self.box is not None else []

    def ask(self, state: GameState, know: fs.FloodKnowledge) -> None:
        self.dismiss()
        self.state = state
        self.worker.ask(state, know)

    def dismiss(self) -> None:
        self.hint, self.state, self.text, self.lines, self.failed = None, None, "", [], ""
        self.worker.forget()

    @property
    def open(self) -> bool:
        return self.state is not None

    def thinking(self, state: GameState) -> bool:
        return self.worker.thinking(state)

    def poll(self, state: GameState, hints: list[dict[str, Any]], step: int) -> None:
        """The bot's answer on show, only for the state it was asked for (and into the record)."""
        if self.state is not None and self.state is not state:
            self.dismiss()
            return
        done = self.worker.done(state)
        if done is None or self.hint is not None:
            return
        if done.answer is None:
            self.failed = tr("The hint could not be worked out for this position.")
            return
        hint = self.hint = done.answer
        self.answered = (state, hint.action)
        self.text = fw.hint_text(state, hint)
        self.lines = fw.turn_lines(state, hint)[1:4]
        hints.append({"turn": state.turn, "step": step, "player": state.current, "action": hint.action.to_dict(),
                      "reason": hint.reason, "text": self.text, "played": False, "seconds": round(done.seconds, 3)})

    def known(self, state: GameState) -> Optional[Action]:
        """The bot's action for this very state, if it has answered already (nothing is asked;
        a hint dismissed still counts: the hand limit's question opens again after it)."""
        seen = self.answered
        return seen[1] if seen is not None and seen[0] is state else None

    def take(self, hints: list[dict[str, Any]]) -> Optional[Action]:
        """The hint's action to play (marked as played in the record); the box closes."""
        if self.hint is None:
            return None
        action = self.hint.action
        if hints:
            hints[-1]["played"] = True
        self.dismiss()
        return action

    def lit(self, state: GameState) -> dict[int, str]:
        """The tiles the hint names (where to go, what to shore up, the pawn that acts)."""
        if self.hint is None:
            return {}
        a = self.hint.action
        out: dict[int, str] = {}
        who = a.target if a.type == "navigate" else (a.player or state.current)
        if who in state.players:
            out[state.at(who)] = "move"
        for t, kind in ((a.to, "move"), (a.tile, "shore_up"), (a.tile2, "shore_up")):
            if isinstance(t, str):
                c = state.cell(t)
                if c is not None:
                    out[c] = "fly" if a.type == "fly" else kind
        return out

    def card(self, state: GameState) -> Optional[tuple[str, str, str]]:
        """The hand card the hint plays, gives or discards (a panel target), if any."""
        if self.hint is None or self.hint.action.card is None:
            return None
        a = self.hint.action
        return ("card", a.player or state.current, str(a.card))

    def words(self) -> str:
        """The box's sentence: the reason, then the rest of the planned turn."""
        if self.hint is None:
            return self.failed
        # a move's reason already names its job ("Fly there, then: shore it up"): the job's own
        # line is not said again, whether the move is the hint itself or a later step
        rest: list[str] = []
        for ln in self.lines:
            if not any(ln.rstrip(".") in said for said in (self.text, *rest)):
                rest.append(ln)
        return self.text + ("\n" + tr("Then:") + " " + " · ".join(rest) if rest else "")

    def place(self, board: pygame.Rect, avoid: list[pygame.Rect], turn_ok: bool) -> None:
        """Where the box goes (at the foot unless it hides a lit tile) and which buttons work:
        Play it once there is a hint, Play turn while the turn's actions go on."""
        if self.box is None:
            return
        p = self.box.theme.px
        self.box.place(board, self.words(), avoid, board.top + p(8))
        play, turn = self.box.buttons
        play.enabled = self.hint is not None
        turn.enabled = self.hint is not None and turn_ok

    def draw(self, surface: pygame.Surface, card_rect: Optional[pygame.Rect], playing: bool, dots: int
             ) -> list[pygame.Rect]:
        """The box (or its thinking line) and a ring round the hand's card the hint names;
        returns where it drew (frame.py restores that next frame)."""
        self.drawn_at = None
        if not self.open or self.box is None:
            return []
        p = self.box.theme.px
        out: list[pygame.Rect] = []
        with drawn.layer("hint", False):
            if self.hint is None and not self.failed:
                out.append(self.box.draw(surface, "", "", thinking=tr("The team bot is thinking…")[:-1] + "." * dots))
            else:
                self.box.buttons[1].toggled = playing
                title = tr("Playing the turn (click or Esc stops)") if playing else tr("Hint (Esc closes)")
                out.append(self.box.draw(surface, title, self.words()))
                if card_rect is not None:
                    w = max(2, p(3))
                    pygame.draw.rect(surface, (250, 214, 90), card_rect.inflate(2 * w, 2 * w), w, border_radius=p(6))
                    drawn.text(surface, card_rect, tr("Hint"), box=card_rect)
                    out.append(card_rect.inflate(p(8) + 4, p(8) + 4))
        self.drawn_at = pygame.Rect(self.box.rect)
        # the buttons' shadows and focus rings reach a little out of the box
        return [r.inflate(p(10), p(10)) for r in out]


# ---- the End-turn warning ----------------------------------------------------------------------------

def warning_question(state: GameState, know: fs.FloodKnowledge, end: it.Intent, risk: float) -> Optional[it.Ask]:
    """With actions left: if ending now throws something away (a capture, a shore-up that
    lowers the loss, a treasure in danger), the question offering the helping action first."""
    if not isinstance(end, it.Do) or state.actions_left <= 0:
        return None
    w = fs.end_turn_warning(state, know, risk=risk)
    if w is None:
        return None
    options: list[tuple[str, Any]] = []
    if w.action is not None:
        options.append((helping_label(state, w.action), it.Do(w.action)))
    options.append((tr("End the actions"), it.Do(end.action)))
    return it.Ask(tr("End the actions?"), fw.warning_text(state, w), tuple(options))


def helping_label(state: GameState, a: Action) -> str:
    if a.type == "shore_up":
        return tr("Shore up {tile} instead", tile=fw.tile(state, a.tile))
    if a.type == "capture":
        return tr("Capture instead")
    return tr("{action} instead", action=fw.action_text(state, a))


# ---- why we lost -----------------------------------------------------------------------------------

@dataclass
class WhyView:
    """The lost game's turning point, in words (computed once, when the game is lost)."""
    text: str = ""
    before: Optional[int] = None          # actions leading to the position before the turning step
    _for: Optional[int] = None

    def compute(self, states: list[GameState], actions: list[Action], likely_loss: float) -> None:
        final = states[-1]
        if self._for == id(final):
            return
        self._for = id(final)
        if final.outcome != "lost":
            self.text, self.before = "", None
            return
        try:
            w = fs.why_lost(states, actions, likely_loss=likely_loss)
        except Exception:  # noqa: BLE001 - the end view must show even if the analysis fails
            self.text, self.before = "", None
            return
        self.text = fw.why_lost_text(states, w)
        self.before = w.before


__all__ = ["HintView", "HintWorker", "WhyView", "helping_label", "warning_question"]
