"""The foresight on the board: the Danger and Hint buttons, the danger overlay (on demand and
while a pawn, tile or wire is dragged, then showing the position after the drop), the hint's
move marked on the board with its reason and a Play it button, and the bot's "thinking" state.

Draw-only, like overlays.py: it reads the game screen (``OnBoard``: the state, the drag, the
foresight hub) and changes nothing there; the buttons' commands return what they mean (an
intent) for the scene to carry out.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Optional, Protocol

import pygame

from ...core import Action
from ...core.state import GameState
from ....shell import drawn
from ....shell.anim import Queue
from ....shell.rooms.gestures import Pointer
from ....shell.rooms.hint_box import HintBox
from ....shell.theme import Button, Theme
from ..board_view import BoardView
from . import completions_view, danger_view, intents
from . import foresight_words as fw
from .foresight import Foresight
from .gestures import Drag, PawnDrag, Press, TileDrag, WireDrag
from .layout import Layout
from . import play_turn
from ....shell.rooms.play_turn import TurnPlayer
from .play_turn import TurnScreen
from .sheets import Sheets


class OnBoard(TurnScreen, Protocol):
    """What the foresight view reads of the game screen (the scene is one)."""
    fore_view: ForesightView
    foresight: Foresight
    view: BoardView
    layout: Layout
    queue: Queue
    pointer: Pointer[Press, Drag]
    sheets: Sheets
    turn_player: TurnPlayer[GameState]
    t: float

    @property
    def state(self) -> GameState: ...
    def reading(self) -> intents.Reading: ...
    def tile_candidate(self, drag: TileDrag, pos: tuple[int, int]) -> tuple[Optional[Action], Optional[str]]: ...


class ForesightView:
    def __init__(self, theme: Theme, cfg: Any) -> None:
        self.theme = theme
        self.cfg = cfg
        r = pygame.Rect(0, 0, 10, 10)
        # D and H are in keys.py's table (the router runs them): no hotkeys here, or a key would act twice
        self.danger = Button(theme, fw.BUTTONS["danger"], r, "danger", size="small")
        self.hint = Button(theme, fw.BUTTONS["hint"], r, "hint", size="small")
        self.play = Button(theme, fw.LABELS["play_hint"], r, "play_hint", size="small")
        self.play_turn = Button(theme, fw.LABELS["play_turn"], r, "play_turn", size="small")
        self.box = HintBox(theme, cfg.foresight.hint, [self.play, self.play_turn])   # Play it at its right end
        self.legend: Optional[pygame.Rect] = None    # the danger overlay's legend, where it was drawn last

    def lay_out(self, lay: Any) -> None:
        p = self.theme.px   # issue 12's UI scale
        board, strip = lay.view, lay.strip
        # in the key strip's right end (play/key_strip.py), beside the key help, never over it
        self.danger.rect = pygame.Rect(strip.right - p(178), 0, p(80), p(30))
        self.hint.rect = pygame.Rect(strip.right - p(90), 0, p(80), p(30))
        self.danger.rect.centery = self.hint.rect.centery = strip.centery
        self.view = pygame.Rect(board)
        self.play.rect = pygame.Rect(0, 0, p(84), p(30))
        self.play_turn.rect = pygame.Rect(0, 0, p(96), p(30))
        self.box.lay_out(board)

    @property
    def banner(self) -> pygame.Rect:
        """The hint's box (shell/rooms/hint_box.py), where it is now."""
        return self.box.rect

    def strip_buttons(self) -> list[pygame.Rect]:
        """Where the Danger and Hint buttons sit in the key strip (its words end left of them)."""
        return [self.danger.rect, self.hint.rect]

    @property
    def every(self) -> list[Button]:
        """Every foresight button, shown now or not."""
        return [self.danger, self.hint, self.play, self.play_turn]

    def place_banner(self, scene: OnBoard, text: str) -> None:
        """The hint's box, tall enough for its sentence, at the foot of the board (above the
        Next card button) unless it would cover the cells the hint points at: then at the top,
        under the danger overlay's legend (issue 22: the hint covered the cell it points at)."""
        top = self.view.top + self.theme.px(8)
        if scene.foresight.overlay_on and self.legend is not None:
            top = self.legend.bottom + self.theme.px(8)      # under the danger legend
        self.box.place(self.view, text, self._targets(scene), top)

    def _targets(self, scene: OnBoard) -> list[pygame.Rect]:
        fs = scene.foresight
        if fs.hint is None or fs.hint.state is not scene.state:
            return []
        return [scene.view.cell_rect(c) for c in self._cells(scene.state, fs.hint.action)]

    @staticmethod
    def _cells(s: Any, a: Action) -> list[Any]:
        cells = []
        if a.type == "explore" or (a.type == "play" and a.at is not None):
            cells.append(a.at)
        if a.type in ("move", "teleport") and a.to is not None:
            cells.append(a.to)
        if a.type == "navigate" and a.path:
            cells.append(a.path[-1])
        who = a.target if a.type in ("navigate", "heal", "repair") else (a.player or s.current)
        if isinstance(who, str) and s.has_player(who):
            cells.append(s.player(who).at)
        return cells

    def buttons(self, scene: OnBoard) -> list[Button]:
        """The buttons that take input now (the Play it button only while a hint is shown)."""
        fs = scene.foresight
        out = []
        if fs.prefs.overlay:
            self.danger.toggled = fs.overlay_on
            out.append(self.danger)
        if fs.prefs.hint and not scene.state.over:
            out.append(self.hint)
            sheet = scene.sheets.open    # a sheet over the board hides the hint's box
            if fs.hint is not None and fs.hint.state is scene.state and not sheet:
                self.place_banner(scene, fs.hint.text)   # where the box is decides where Play it is
                out += [self.play, self.play_turn]
        return out

    def covers(self, fs: Foresight, state: GameState, pos: tuple[int, int]) -> bool:
        """Whether the hint's banner is on show at ``pos`` (a press there is the banner's)."""
        shown = fs.hint is not None and fs.hint.state is state
        return (shown or (fs.prefs.hint and fs.thinking(state))) and self.banner.collidepoint(pos)

    # ---- the board -------------------------------------------------------------------------------

    def drop_action(self, scene: OnBoard) -> Optional[Action]:
        """What the thing being dragged would do if dropped where it is (None: nothing legal)."""
        d = scene.pointer.drag
        if isinstance(d, TileDrag):
            return scene.tile_candidate(d, d.at)[0]
        if isinstance(d, PawnDrag):
            intent = intents.drop_pawn(scene.reading(), d, scene.view.camera.cell_at(d.at))
            return intent.action if isinstance(intent, intents.Do) else None
        if isinstance(d, WireDrag):
            over = scene.view.component_at(scene.state.board, d.at)
            if over is None or over == d.ref:
                return None
            acts = intents.wire_candidates(scene.reading(), d.ref, over)
            return acts[0] if acts else None
        return None

    def draw_board(self, scene: OnBoard, surface: pygame.Surface) -> list[pygame.Rect]:
        """Inside the board's clip: the danger overlay and the hint's marks. Returns where it
        drew (play/damage.py restores that next frame): the whole board when it drew at all."""
        fs, s = scene.foresight, scene.state
        if s.over:
            return []
        dragging = isinstance(scene.pointer.drag, (TileDrag, PawnDrag, WireDrag))
        overlay = fs.prefs.overlay and (fs.overlay_on or dragging) and not scene.queue.busy
        hinted = fs.hint is not None and fs.hint.state is s
        self.legend = None
        labels = danger_view.Placer(self.theme)
        if overlay:
            after = fs.after(s, self.drop_action(scene)) if dragging else None
            if after is not None:
                self.legend = danger_view.draw(surface, scene.view, self.theme, self.cfg, after[0], after[1],
                                               fw.label("after_drop"))
            else:
                self.legend = danger_view.draw(surface, scene.view, self.theme, self.cfg, s, fs.danger(s),
                                               fw.label("danger_title"), labels)
        if fs.hint is not None and hinted:
            self._mark(scene, surface, fs.hint.action)
        if overlay and not dragging and self.legend is not None:
            opened = fs.circuit(s).open
            if opened is not None:   # issue 21: where the pad and the capacitors could still be finished (over the hint's ghost)
                labels.taken.append(self.legend)
                completions_view.draw(surface, scene.view, self.theme, self.cfg, opened, labels, self.legend)
        return [pygame.Rect(scene.layout.board)] if overlay or hinted else []

    def _mark(self, scene: OnBoard, surface: pygame.Surface, a: Action) -> None:
        view, s = scene.view, scene.state
        colour = self.cfg.foresight.hint
        pulse = int(2 + 2 * (1 + math.sin(scene.t * 6)))
        cells = _target_cells(a)
        if a.type == "explore" and a.tile and a.at is not None:
            # the tile itself, turned as advised, as a ghost on its cell
            img = view.art.image(s.tile_spec(a.tile), a.rot, view.camera.px).copy()
            img.set_alpha(150)
            surface.blit(img, view.cell_rect(a.at))
        for c in cells:
            pygame.draw.rect(surface, colour, view.cell_rect(c).inflate(-6, -6), 2 + pulse, border_radius=8)
        if a.a is not None and a.b is not None:
            comps = s.data.components
            ends = [view.camera.to_screen(*s.board.component_centre(r, comps)) for r in (a.a, a.b)]
            pygame.draw.line(surface, colour, ends[0], ends[1], 3 + pulse)
        who = a.target if a.type in ("navigate", "heal", "repair") else (a.player or s.current)
        if isinstance(who, str) and s.has_player(who):
            pygame.draw.rect(surface, colour, view.cell_rect(s.player(who).at).inflate(-20, -20), 2, border_radius=12)

    # ---- over everything -------------------------------------------------------------------------

    def draw_top(self, scene: OnBoard, surface: pygame.Surface) -> list[pygame.Rect]:
        """The buttons and the hint's banner; returns where it drew (for play/damage.py)."""
        fs, s, th = scene.foresight, scene.state, self.theme
        p = th.px
        areas: list[pygame.Rect] = []
        for b in self.buttons(scene):
            if b is not self.play and b is not self.play_turn:
                b.draw(surface)
                areas.append(b.rect.inflate(p(8), p(8)))   # the focus ring reaches beyond the button
        if scene.sheets.open:
            return areas          # under a sheet: the hint's box waits until it closes
        thinking = fs.prefs.hint and fs.thinking(s)
        shown = fs.hint if fs.hint is not None and fs.hint.state is s else None
        if not thinking and shown is None:
            return areas
        with drawn.layer("hint"):
            return self._banner(scene, surface, thinking, shown, areas)

    def _banner(self, scene: OnBoard, surface: pygame.Surface, thinking: bool, shown: Any,
                drawn_at: list[pygame.Rect]) -> list[pygame.Rect]:
        self.place_banner(scene, shown.text if shown is not None else "")
        if thinking:
            dots = "." * (1 + int(scene.t / float(self.cfg.foresight.thinking_period)) % 3)
            drawn_at.append(self.box.draw(surface, "", "", thinking=fw.label("thinking") + dots))
            return drawn_at
        assert shown is not None
        playing = scene.turn_player.active
        self.play_turn.toggled = playing
        drawn_at.append(self.box.draw(surface, fw.label("playing_turn" if playing else "hint_title"), shown.text))
        return drawn_at


def _target_cells(a: Action) -> list[tuple[int, int]]:
    """The cells a hint's action goes to (ringed on the board)."""
    cells = []
    if (a.type == "explore" or (a.type == "play" and a.at is not None)) and a.at is not None:
        cells.append(a.at)
    if a.type in ("move", "teleport") and a.to is not None:
        cells.append(a.to)
    if a.type == "navigate" and a.path:
        cells.append(a.path[-1])
    return cells


def hint_cells(s: Any, a: Action) -> list[tuple[int, int]]:
    """Every cell the hint marks: where it goes, the wire's two ends, and who acts."""
    cells = _target_cells(a)
    for ref in (a.a, a.b):
        if ref is not None and s.board.has_component(ref):
            cells += list(s.board.component_cells(ref))
    who = a.target if a.type in ("navigate", "heal", "repair") else (a.player or s.current)
    if isinstance(who, str) and s.has_player(who):
        cells.append(s.player(who).at)
    return cells


def run_command(scene: OnBoard, act: str) -> Optional[intents.Intent]:
    """The Danger, Hint and Play it buttons (and the D and H keys); Play it's move to carry out."""
    fs = scene.foresight
    if act == "danger":
        fs.overlay_on = not fs.overlay_on
    elif act == "hint" and not scene.state.over and scene.fore_view.hint.enabled:   # a replay: hands off
        fs.ask_hint(scene.state)
    elif act == "play_hint":
        action = fs.played()
        if action is not None:
            return intents.Do(action)
    elif act == "play_turn" and not scene.state.over and scene.fore_view.hint.enabled:
        play_turn.start(scene)
    return None


def end_turn(foresight: Foresight, state: GameState, legal: list[Action], name: Callable[[str], str]) -> intents.Intent:
    """End the turn's actions, first saying so when someone faces a high risk in the coming
    storm that an action could still lower (the forecast's figures)."""
    end = Action("end_actions")
    lines = foresight.end_warning(state, legal)
    if not lines:
        return intents.Do(end)
    return intents.Ask(fw.LABELS["warn_title"], fw.warning_text(lines, name), ((fw.LABELS["warn_go"], end),),
                       cancel=False, default=1,      # a second Enter keeps playing: ending the turn takes a choice
                       stay=fw.LABELS["warn_stay"])


__all__ = ["ForesightView", "end_turn", "hint_cells", "run_command"]
