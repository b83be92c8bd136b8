"""The explained hint, the End-turn warning and "why we lost" on the Island screen, asked of
island/ai/foresight.py and said by its foresight_words (docs/foresight.md, "Island").

The hint is a search (0.04-0.4 s): it runs in a worker thread on a deep copy of the state (as
Sky's sky/ui/play/hint.py does), so the window keeps drawing; it is shown only for the very
state it was asked for. The warning and the turning point are cheap enough to ask at once.
"""

from __future__ import annotations

import copy
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

import pygame

from ...i18n import tr
from ...shell import drawn
from ...shell.theme import Button, Theme
from ..ai import foresight as fs
from ..ai import foresight_words as fw
from ..core import Action, GameState
from . import intents as it


@dataclass
class Asked:
    state: GameState
    started: float
    hint: Optional[fs.Hint] = None
    error: Optional[str] = None
    seconds: float = 0.0


class HintWorker:
    """One question at a time; a newer one makes the older answer unread."""

    def __init__(self, advisor: Callable[[GameState, fs.FloodKnowledge], fs.Hint] = fs.hint) -> None:
        self.advisor = advisor
        self.asked: Optional[Asked] = None
        self._lock = threading.Lock()
        self._thread: Optional[threading.Thread] = None

    def ask(self, state: GameState, know: fs.FloodKnowledge) -> None:
        job = Asked(state, time.perf_counter())
        with self._lock:
            self.asked = job
        # the worker's own copies: it never shares a board (nor the core's caches) with the window
        mine = copy.deepcopy(state, {id(state.data): state.data})
        t = threading.Thread(target=self._run, args=(job, mine, copy.deepcopy(know)), name="island-hint", daemon=True)
        self._thread = t
        t.start()

    def _run(self, job: Asked, state: GameState, know: fs.FloodKnowledge) -> None:
        try:
            h, err = self.advisor(state, know), None
        except Exception as exc:  # noqa: BLE001 - a bot bug must not take the window down
            h, err = None, f"{type(exc).__name__}: {exc}"
        with self._lock:
            job.hint, job.error = h, err
            job.seconds = time.perf_counter() - job.started

    def thinking(self, state: GameState) -> bool:
        with self._lock:
            a = self.asked
            return a is not None and a.state is state and a.hint is None and a.error is None

    def ready(self, state: GameState) -> Optional[Asked]:
        with self._lock:
            a = self.asked
            return a if a is not None and a.state is state and (a.hint is not None or a.error is not None) else None

    def forget(self) -> None:
        with self._lock:
            self.asked = None

    def wait(self, timeout: float = 10.0) -> None:
        """For tests: until the bot has answered."""
        if self._thread is not None:
            self._thread.join(timeout)


@dataclass
class HintView:
    """The hint on show: asked with H, read each frame, played with P, dismissed with Esc."""
    worker: HintWorker = field(default_factory=HintWorker)
    hint: Optional[fs.Hint] = None
    state: Optional[GameState] = None               # the state the hint on show was computed for
    text: str = ""
    lines: list[str] = field(default_factory=list)
    buttons: list[Button] = field(default_factory=list)
    failed: str = ""
    box: Optional[pygame.Rect] = None               # where the banner was drawn last (None: not drawn)

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
        done = self.worker.ready(state)
        if done is None or self.hint is not None:
            return
        if done.hint is None:
            self.failed = tr("The hint could not be worked out for this position.")
            return
        self.hint = done.hint
        self.text = fw.hint_text(state, done.hint)
        self.lines = fw.turn_lines(state, done.hint)[1:4]
        hints.append({"turn": state.turn, "step": step, "player": state.current, "action": done.hint.action.to_dict(),
                      "reason": done.hint.reason, "text": self.text, "played": False, "seconds": round(done.seconds, 3)})

    def take(self, hints: list[dict[str, Any]]) -> Optional[Action]:
        """The hint's action to play (marked as played in the record); the banner closes."""
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

    def draw(self, surface: pygame.Surface, th: Theme, board: pygame.Rect, state: GameState,
             card_rect: Optional[pygame.Rect], avoid: list[pygame.Rect]) -> list[pygame.Rect]:
        """The banner at the board's top, or its bottom when the top would hide a lit tile;
        returns where it drew."""
        self.box = None
        if not self.open:
            self.buttons = []
            return []
        p = th.px
        if self.hint is None:
            body = [self.failed or tr("The team bot is thinking…")]
        else:
            body = [self.text] + ([tr("Then:")] + self.lines if self.lines else [])
        box = pygame.Rect(board.left + p(16), board.top + p(12), min(board.width - p(32), p(620)), p(40))
        text_w = box.width - p(24)
        h = th.font("regular", "small").get_linesize() + 2
        rows = sum(len(th.wrap(ln, text_w, "bold" if i == 0 else "regular", "small")) for i, ln in enumerate(body))
        box.height = p(32) + rows * h + len(body) * p(2) + p(44)
        if any(box.colliderect(r) for r in avoid):
            box.bottom = board.bottom - p(12)
        with drawn.layer("hint", False):
            th.panel(surface, box, tr("Hint"), alpha_fill=(14, 30, 44))
            with drawn.box(box, "hint"):
                y = box.top + p(32)
                for i, ln in enumerate(body):
                    y = th.blit_wrapped(surface, ln, pygame.Rect(box.left + p(12), y, text_w, box.bottom - y),
                                        "bold" if i == 0 else "regular", "small") + p(2)
                bw, bh = p(150), p(30)
                self.buttons = [Button(th, tr("Play it (P)"), pygame.Rect(box.right - 2 * bw - p(20), box.bottom - bh - p(8),
                                                                          bw, bh), "hint_play", size="small"),
                                Button(th, tr("Dismiss (Esc)"), pygame.Rect(box.right - bw - p(10), box.bottom - bh - p(8),
                                                                            bw, bh), "hint_dismiss", size="small")]
                self.buttons[0].enabled = self.hint is not None
                for b in self.buttons:
                    b.draw(surface)
            if card_rect is not None:
                w = max(2, p(3))
                pygame.draw.rect(surface, (250, 214, 90), card_rect.inflate(2 * w, 2 * w), w, border_radius=p(6))
                drawn.text(surface, card_rect, tr("Hint"), box=card_rect)
        self.box = box
        out = [box.inflate(p(10), p(10))]      # the buttons' shadows and focus rings reach a little out
        if card_rect is not None:
            out.append(card_rect.inflate(p(8) + 4, p(8) + 4))
        return out

    def handle(self, event: pygame.event.Event) -> Optional[str]:
        """``hint_play``/``hint_dismiss`` from the banner's buttons, P or Esc; None otherwise."""
        if not self.open:
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return "hint_dismiss"
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p:
            return "hint_play"
        for b in self.buttons:
            action = b.handle(event)
            if action is not None:
                return str(action)
        return None


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
