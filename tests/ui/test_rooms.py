"""The shared rooms of a game screen (shell/rooms/), driven by a stand-in game that is neither
Sky nor Island: the input order, the pointer, the panel view and its hit map, the tooltip's
order, the pace of chance steps and the record. What a second game's screen builds on."""

from dataclasses import dataclass, field
from typing import Any, Optional

import pygame
import pytest

from forbidden_sky.engine.errors import IllegalAction
from forbidden_sky.records import Store
from forbidden_sky.shell.rooms.gestures import Pointer
from forbidden_sky.shell.rooms.hitmap import HitMap
from forbidden_sky.shell.rooms.pacing import AUTOPLAY_SPEED, Pace, speed
from forbidden_sky.shell.rooms.panels import PanelView
from forbidden_sky.shell.rooms.recording import Recording, attach
from forbidden_sky.shell.rooms.routing import route
from forbidden_sky.shell.rooms.tooltip import tooltip_text


def ev(kind: int, **kw: Any) -> pygame.event.Event:
    return pygame.event.Event(kind, **kw)


@dataclass(frozen=True)
class Tap:
    """The stand-in game's press."""
    pos: tuple[int, int]
    what: str


@dataclass
class Carry:
    what: str
    at: tuple[int, int]


class Board:
    """A stand-in game screen's floors: it answers with strings, as a game answers intents."""

    def __init__(self) -> None:
        self.pointer: Pointer[Tap, Carry] = Pointer()
        self.prompt: Any = None
        self.heard: list[str] = []
        self.button_rect = pygame.Rect(0, 0, 50, 20)

    def question(self) -> Any:
        return self.prompt

    def closed(self, prompt: Any) -> None:
        self.heard.append("closed")
        self.prompt = None

    def let_go(self) -> None:
        self.heard.append("let go")
        self.pointer.clear()

    def key(self, event: pygame.event.Event) -> Optional[str]:
        return f"key {event.key}"

    def live_buttons(self) -> list[Any]:
        return []

    def button(self, act: str) -> Optional[str]:
        return f"button {act}"

    def on_a_control(self, pos: tuple[int, int]) -> bool:
        return self.button_rect.collidepoint(pos)

    def mouse(self, event: pygame.event.Event) -> Optional[str]:
        p = self.pointer
        if event.type == pygame.MOUSEBUTTONDOWN:
            p.press = Tap(event.pos, "pawn")
        elif event.type == pygame.MOUSEMOTION:
            p.promote(event.pos, 10, lambda t: Carry(t.what, t.pos))
        elif event.type == pygame.MOUSEBUTTONUP:
            press, drag = p.let_go()
            if drag is not None:
                return f"drop {drag.what}"
            if press is not None:
                return f"click {press.what}"
        return None


class Question:
    def __init__(self) -> None:
        self.seen: list[int] = []

    def handle(self, event: pygame.event.Event) -> Optional[str]:
        self.seen.append(event.type)
        return "done" if event.type == pygame.KEYDOWN else None


def send(board: Board, event: pygame.event.Event, t: float = 0.0) -> Optional[str]:
    return route(event, board, board.pointer, t, lambda: board.heard.append("click"))


def test_a_press_released_in_place_is_a_click_and_one_that_travels_is_a_drop():
    b = Board()
    assert send(b, ev(pygame.MOUSEBUTTONDOWN, pos=(100, 100), button=1)) is None
    assert send(b, ev(pygame.MOUSEBUTTONUP, pos=(102, 101), button=1)) == "click pawn"
    send(b, ev(pygame.MOUSEBUTTONDOWN, pos=(100, 100), button=1))
    send(b, ev(pygame.MOUSEMOTION, pos=(104, 100), rel=(4, 0), buttons=(1, 0, 0)))
    assert b.pointer.drag is None and b.pointer.press is not None      # under the threshold: still a press
    send(b, ev(pygame.MOUSEMOTION, pos=(130, 100), rel=(26, 0), buttons=(1, 0, 0)))
    assert b.pointer.press is None and b.pointer.drag == Carry("pawn", (100, 100))
    assert send(b, ev(pygame.MOUSEBUTTONUP, pos=(130, 100), button=1)) == "drop pawn"
    assert b.pointer.press is None and b.pointer.drag is None


def test_an_open_question_takes_every_event_and_a_mouse_up_still_ends_a_press():
    b = Board()
    send(b, ev(pygame.MOUSEBUTTONDOWN, pos=(100, 100), button=1))
    b.prompt = q = Question()
    assert send(b, ev(pygame.MOUSEBUTTONUP, pos=(100, 100), button=1)) is None
    assert b.pointer.press is None and "let go" in b.heard        # the press did not outlive the question
    assert send(b, ev(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)) is None
    assert q.seen == [pygame.MOUSEBUTTONUP, pygame.KEYDOWN] and b.prompt is None and "closed" in b.heard


def test_keys_go_to_the_keys_and_a_press_on_a_control_never_reaches_the_board():
    b = Board()
    assert send(b, ev(pygame.KEYDOWN, key=pygame.K_z, mod=0)) == f"key {pygame.K_z}"
    send(b, ev(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))           # on the control
    assert b.pointer.press is None


def test_the_hover_rests_until_the_mouse_moves_and_a_drop_hushes_it():
    p: Pointer[Tap, Carry] = Pointer()
    p.track(ev(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)), 1.0)
    assert not p.resting(1.2, 0.5) and p.resting(1.6, 0.5)
    p.track(ev(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)), 1.7)   # no move: still resting
    assert p.resting(1.7, 0.5) and p.pos == (5, 5)
    p.hush()
    assert not p.resting(100.0, 0.5)


class TwoPanels:
    """A stand-in game's panels: each draws a square and names it in the hit map."""
    names = ("left", "right")

    def __init__(self) -> None:
        self.drawn: list[int] = []

    def screen(self, shown: dict[str, int]) -> tuple[int, int]:
        return (200, 100)

    def rects(self, shown: dict[str, int]) -> list[pygame.Rect]:
        return [pygame.Rect(0, 0, 100, 100), pygame.Rect(100, 0, 100, 100)]

    def keys(self, shown: dict[str, int]) -> list[int]:
        return [shown["left"], shown["right"]]

    def draw(self, i: int, shown: dict[str, int], surface: pygame.Surface, hits: HitMap) -> None:
        self.drawn.append(i)
        r = self.rects(shown)[i]
        surface.fill((40, 40, 40), r)
        hits.add("spot", r.inflate(-20, -20), (self.names[i], shown[self.names[i]]))


def test_a_panel_is_drawn_again_only_when_its_key_changes_and_hits_follow_the_state():
    panels = TwoPanels()
    view = PanelView(panels)
    shown = {"left": 1, "right": 1}
    assert view.hit(shown, "spot", (50, 50)) == ("left", 1)       # no frame drawn yet: the hit map is made
    assert view.hit(shown, "spot", (150, 50)) == ("right", 1) and panels.drawn == [0, 1]
    shown = {"left": 1, "right": 2}
    assert view.hit(shown, "spot", (150, 50)) == ("right", 2) and panels.drawn == [0, 1, 1]
    assert view.hit(shown, "nothing", (150, 50)) is None and view.hits["nothing"] == []
    surface = pygame.Surface((200, 100))
    view.draw(shown, surface, covered=False)
    blits = view.blits
    view.draw(shown, surface, covered=False)
    assert view.blits == blits                      # the screen still shows them: nothing blitted
    view.draw(shown, surface, covered=True)
    assert view.blits == blits + 2


class Btn:
    def __init__(self, rect: pygame.Rect, tip: str) -> None:
        self.rect, self.tooltip = rect, tip


def test_the_tooltip_asks_the_buttons_then_the_hit_map_then_the_board():
    hits = HitMap()
    hits.add("card", pygame.Rect(0, 0, 50, 50), "sandbags")
    tips = {"card": lambda v: f"the {v} card"}
    buttons = [Btn(pygame.Rect(0, 0, 10, 10), "End turn")]
    board = lambda pos: "a tile"   # noqa: E731
    assert tooltip_text((5, 5), buttons, hits, tips, board) == "End turn"
    assert tooltip_text((30, 30), buttons, hits, tips, board) == "the sandbags card"
    assert tooltip_text((80, 80), buttons, hits, tips, board) == "a tile"


def test_chance_steps_come_on_their_clock_or_when_asked_and_autoplay_runs_at_top_speed():
    pace: Pace[str, str] = Pace(2.0)
    assert not pace.due(1.5) and pace.due(0.6) and not pace.due(0.1)
    pace.requested = True
    assert pace.due(0.0) and not pace.requested
    by_hand: Pace[str, str] = Pace(0.0)
    assert not by_hand.due(100.0)
    bot: Pace[str, str] = Pace(2.0, autoplay_turns=3, autoplayer=object())   # type: ignore[arg-type]
    assert bot.every == 0.0 and speed(1.0, 3.0, False, True) == AUTOPLAY_SPEED
    bot.autoplay_done(2.0)
    assert bot.autoplayer is None and bot.every == 2.0 and speed(1.0, 3.0, True, False) == 3.0


@dataclass(frozen=True)
class Act:
    """A stand-in game's action: a type and its JSON form, as every game's has."""
    type: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type}


@dataclass
class Before:
    turn: int


@dataclass
class Step:
    before: Before
    action: Any


@dataclass
class Now:
    turn: int = 1
    outcome: Optional[str] = None


@dataclass
class Game:
    """A stand-in session: what the recording reads."""
    setup: Any
    history: list[Step] = field(default_factory=list)
    state: Now = field(default_factory=Now)
    hints: list[dict[str, Any]] = field(default_factory=list)

    def apply(self, action: Any) -> Any:
        if action.type == "bad":
            raise IllegalAction("not_your_turn")
        self.history.append(Step(Before(self.state.turn), action))


@dataclass(frozen=True)
class GameSetup:
    players: tuple[str, ...] = ("pilot", "diver")
    level: str = "novice"
    seed: int = 4


class FullDisk(Store):
    """A store whose disk fills up when told to."""
    full = False

    def save(self, record: Any) -> Any:
        if self.full:
            raise OSError(28, "No space left on device")
        return super().save(record)


def test_the_record_is_written_after_each_step_and_a_failed_save_is_said_once(tmp_path):
    store = FullDisk(tmp_path / "games")
    game = Game(GameSetup())
    warned: list[str] = []
    rec = attach(store, game, None, "play", warned.append, game="island")
    assert rec.record is not None and rec.record.game == "island" and rec.saving
    assert len(store.entries(verify=False)) == 1
    game.history.append(Step(Before(1), Act("move")))
    rec.write(game)
    assert rec.record.actions == ((1, Act("move")),)
    store.full = True
    for turn, kind in ((1, "shore_up"), (2, "move")):
        game.history.append(Step(Before(turn), Act(kind)))
        rec.write(game)
    assert warned == ["No space left on device"] and not rec.saving      # said once, the game goes on
    store.full = False
    game.history.append(Step(Before(2), Act("give")))
    rec.write(game)
    assert rec.saving and len(rec.record.actions) == 4
    assert Recording(None, None, warned.append).saving is False


def test_a_resumed_record_is_replayed_through_the_session_and_refuses_an_impossible_step(tmp_path):
    from forbidden_sky.records import RecordError
    store = Store(tmp_path / "games")
    first = attach(store, Game(GameSetup()), None, "play", print, game="island")
    assert first.record is not None
    bad = first.record.with_play(((1, Act("bad")),), None, 1)
    with pytest.raises(RecordError, match="impossible"):
        attach(store, Game(GameSetup()), bad, "play", print, game="island")


# ---- the foresight views' shared pieces ------------------------------------------------------

def _theme():
    from forbidden_sky.shell.theme import Theme
    pygame.font.init()
    return Theme(1.0)


def test_labels_never_print_over_each_other():
    from forbidden_sky.shell.rooms.labels import Placer
    placer = Placer(_theme())
    surface = pygame.Surface((400, 300))
    for _ in range(3):
        placer.place(surface, "Pilot: -1 tile", (200, 100), (255, 255, 255), "midbottom")
    a, b, c = placer.taken
    assert not a.colliderect(b) and not a.colliderect(c) and not b.colliderect(c)
    placer.taken.append(pygame.Rect(0, 0, 400, 300))          # nowhere left
    placer.place(surface, "Diver: safe", (200, 100), (255, 255, 255), "midbottom", or_skip=True)
    assert len(placer.taken) == 4


def test_the_legend_sits_in_the_boards_corner_and_holds_its_lines():
    from forbidden_sky.shell import drawn
    from forbidden_sky.shell.rooms.legend import draw_legend
    board = pygame.Rect(100, 50, 600, 400)
    with drawn.collecting((800, 500)) as rec:
        box = draw_legend(pygame.Surface((800, 500)), board, _theme(), ["Flood forecast", "Watchtower: 40 %"], (0, 0, 255))
    assert board.contains(box) and box.topleft[0] < board.centerx and box.top < board.centery
    assert {m.label for m in rec.marks if m.kind == "text"} >= {"Flood forecast", "Watchtower: 40 %"}


def test_the_hint_box_moves_to_the_top_when_it_would_cover_its_target_and_carries_its_buttons():
    from forbidden_sky.shell.rooms.hint_box import HintBox
    from forbidden_sky.shell.theme import Button
    th = _theme()
    play = Button(th, "Play it", pygame.Rect(0, 0, 84, 30), "play_hint", size="small")
    box = HintBox(th, (255, 200, 0), [play])
    board = pygame.Rect(0, 0, 800, 600)
    box.place(board, "Shore up the Watchtower: it sinks next.", [], top=60)
    low = pygame.Rect(box.rect)
    assert low.bottom > board.centery and low.contains(play.rect) and play.rect.right < low.right
    box.place(board, "Shore up the Watchtower: it sinks next.", [low.inflate(-40, -10)], top=60)
    assert box.rect.top == 60 and box.rect.contains(play.rect)
    everywhere = [pygame.Rect(board)]
    box.place(board, "x", everywhere, top=60)
    assert box.rect.bottom > board.centery       # covered at the top too: it stays at the foot
    surface = pygame.Surface(board.size)
    assert box.draw(surface, "Hint", "x").contains(box.rect)
    assert box.draw(surface, "Hint", "", thinking="Thinking...").contains(box.rect)
