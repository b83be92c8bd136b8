"""Island's router is a room that returns values (island/ui/routing.py, island/ui/screen.py): it
reads the screen and says what input means (an intent, one of the hub's verbs, a scene
command); the scene alone carries it out (``IslandScene.take``). For each kind of input the
router used to act on itself (a question's answer, the pile browsed, the hurry, the mode put
down, the hint's Play it and dismissal, the forecast on the tiles), the event is routed by a
Router made on the scene, the scene is seen not to have changed, and only then does the scene
take the value and change as it always did. A puzzle and the guided game only say what their
own commands mean; a round of input on a scene that refuses writes sets nothing."""

import glob

import pygame
from read_only import ReadOnly
from island_ui_helpers import Host, scene, settle, tile_centre

from forbidden_sky.engine.puzzle import load
from forbidden_sky.island.core import new_game
from forbidden_sky.island.core.state import FLOODED
from forbidden_sky.island.ui import intents as it
from forbidden_sky.island.ui.routing import Router
from forbidden_sky.island.ui.screen import Aimed, Answered, Browse, Disarm, Foresee, Hurry, Screen
from forbidden_sky.resources import asset
from forbidden_sky.shell import puzzle_words
from forbidden_sky.shell.rooms.verbs import Say
from forbidden_sky.shell.scene import ALL, Goto


def _key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def _mouse(kind, pos, button=1):
    return pygame.event.Event(kind, pos=pos, button=button)


def _route(sc, event):
    """What the router says ``event`` means (a Router made for it, as the scene makes one)."""
    return Router(sc).handle(event, sc.t, lambda: None)


def _click(sc, pos, button=1):
    assert _route(sc, _mouse(pygame.MOUSEBUTTONDOWN, pos, button)) is None
    return _route(sc, _mouse(pygame.MOUSEBUTTONUP, pos, button))


def _looks(sc) -> dict:
    """What input may change on the screen, besides the router's own input state (the pointer,
    the keyboard's tile and pawn)."""
    return {"prompt": sc.prompt, "sheet": sc.sheet, "armed": sc.armed, "hurry": sc.hurry, "busy": sc.queue.busy,
            "odds": sc.foresight.show_odds, "hint": (sc.hint.open, sc.hint.hint), "toasts": list(sc.toasts.texts),
            "played": len(sc.session.history), "notice": sc.notice}


def _changed(sc, before: dict) -> set[str]:
    now = _looks(sc)
    return {k for k in now if now[k] != before[k]}


def _ready(state=None):
    host = Host((1280, 800))
    sc = scene(host, state=state if state is not None else new_game(["pilot", "diver"], "novice", 3))
    settle(sc)
    sc.draw(host.screen)                   # the panels' hit map, as the player sees them
    return host, sc


def _flooded_next_to_the_pilot():
    s = new_game(["pilot", "diver"], "novice", 3)
    tile = next(s.place[c] for c in s.data.orthogonal[s.at("pilot")] if s.status[c] == 0)
    return s.with_status(s.cell(tile), FLOODED), tile


# ---- 1. a question's answer is returned, and the scene closes the question ---------------------

def test_the_leave_question_is_answered_with_a_leave_and_the_scene_leaves_only_when_it_takes_it():
    host, sc = _ready()
    before = _looks(sc)
    ask = _route(sc, _key(pygame.K_ESCAPE))
    assert isinstance(ask, it.Ask) and ask.title == "Leave the game?" and not _changed(sc, before)
    sc.take(ask)
    prompt = sc.prompt
    assert prompt is not None and _changed(sc, before) == {"prompt"}
    leave = next(b for b in prompt.buttons if b.label == "Leave")
    before = _looks(sc)
    out = _click(sc, leave.rect.center)
    assert out == Answered(prompt, it.Leave())
    assert not _changed(sc, before) and sc.prompt is prompt, "answered, not yet acted on"
    assert sc.take(out) == Goto("title", pop=ALL)
    assert sc.prompt is None


def test_a_cancelled_question_is_answered_with_nothing_to_do():
    host, sc = _ready()
    sc.take(_route(sc, _key(pygame.K_ESCAPE)))
    prompt = sc.prompt
    out = _route(sc, _key(pygame.K_ESCAPE))                 # Escape is the question's Cancel
    assert out == Answered(prompt, None) and sc.prompt is prompt
    assert sc.take(out) is None and sc.prompt is None


def test_an_answer_that_is_an_action_is_applied_by_the_scene_not_the_question():
    host, sc = _ready()
    sc.take(_route(sc, _key(pygame.K_e)))                   # End actions with three left: Are you sure?
    prompt = sc.prompt
    assert prompt is not None and prompt.title == "Are you sure?"
    out = _route(sc, _key(pygame.K_1))                      # Yes
    assert isinstance(out, Answered) and out.prompt is prompt
    assert isinstance(out.then, it.Do) and out.then.action.type == "end_actions" and not sc.session.history
    sc.take(out)
    assert sc.prompt is None and sc.session.history[-1].action.type == "end_actions"


# ---- 2. the screen's switches ----------------------------------------------------------------------

def test_the_discard_pile_is_opened_and_closed_by_the_scene():
    host, sc = _ready()
    pile = sc.rect_of(("pile", "treasure_discard"))
    assert pile is not None
    before = _looks(sc)
    out = _click(sc, pile.center)
    assert out == Browse("treasure_discard") and not _changed(sc, before)
    sc.take(out)
    assert sc.sheet == "treasure_discard"
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_a))                      # any key closes it
    assert out == Browse(None) and not _changed(sc, before)
    assert _click(sc, sc.lay.board.center) == Browse(None), "and so does a click anywhere"
    sc.take(out)
    assert sc.sheet is None


def test_space_hurries_the_animations_only_when_the_scene_takes_it():
    state, tile = _flooded_next_to_the_pilot()
    host, sc = _ready(state)
    sc.take(_click(sc, tile_centre(sc, tile)))              # a shore-up: its animation plays
    assert sc.queue.busy
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_SPACE))
    assert out == Hurry() and not _changed(sc, before) and sc.queue.busy and not sc.hurry
    sc.take(out)
    assert sc.hurry and not sc.queue.busy
    sc.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode=""))
    assert not sc.hurry


def test_a_lit_tile_of_the_mode_is_aimed_at_and_the_scene_puts_the_mode_down_and_plays():
    state, tile = _flooded_next_to_the_pilot()
    host, sc = _ready(state)
    cell = state.cell(tile)
    shore = next(a for a in sc.session.legal() if a.type == "shore_up" and a.tile == tile and a.tile2 is None)
    mode = it.Arm("sandbags", "Click a lit tile.", {cell: shore})
    sc.take(mode)
    assert sc.armed is mode
    before = _looks(sc)
    out = _click(sc, tile_centre(sc, tile))
    assert out == Aimed(shore) and not _changed(sc, before) and sc.armed is mode
    sc.take(out)
    assert sc.armed is None and sc.session.history[-1].action == shore


def test_a_right_click_and_escape_put_the_mode_down_through_the_scene():
    host, sc = _ready()
    for put_down in (lambda: _click(sc, sc.lay.board.center, button=3), lambda: _route(sc, _key(pygame.K_ESCAPE))):
        mode = it.Arm("sandbags", "Click a lit tile.", {})
        sc.take(mode)
        before = _looks(sc)
        out = put_down()
        assert out == Disarm() and not _changed(sc, before) and sc.armed is mode
        sc.take(out)
        assert sc.armed is None


def test_the_forecast_on_the_tiles_is_turned_by_the_scene():
    host, sc = _ready()
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_f))
    assert out == Foresee("odds") and not _changed(sc, before)
    sc.take(out)
    assert sc.foresight.show_odds != before["odds"]


def test_the_hints_play_it_and_dismissal_are_carried_out_by_the_scene():
    host, sc = _ready()
    sc.take(_route(sc, _key(pygame.K_h)))
    sc.hint.worker.wait(20)
    sc.update(1 / 60)
    hint = sc.hint.hint
    assert hint is not None
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_p))
    assert out == Foresee("hint_play") and not _changed(sc, before) and not sc.session.hints[-1]["played"]
    sc.take(out)
    assert sc.session.history[-1].action == hint.action and sc.session.hints[-1]["played"] and not sc.hint.open
    settle(sc)
    sc.take(_route(sc, _key(pygame.K_h)))
    assert sc.hint.open
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_ESCAPE))
    assert out == Foresee("hint_dismiss") and not _changed(sc, before)
    sc.take(out)
    assert not sc.hint.open


# ---- 3. a puzzle and the guided game say what their own commands mean ------------------------------

def test_a_puzzle_says_its_foresight_is_hidden_and_only_the_scene_shows_it():
    from forbidden_sky.island.ui.puzzle_play import IslandPuzzleScene
    first = sorted(glob.glob(str(asset("puzzles", "island")) + "/*.yaml"))[0]
    sc = IslandPuzzleScene(Host((1280, 800)), load(first))
    sc.update(1 / 60)
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_h))
    assert out == Say(puzzle_words.NO_FORESIGHT, "puzzle") and not _changed(sc, before)
    end = _route(sc, _key(pygame.K_e))
    assert isinstance(end, it.Do) and end.action.type == "end_actions" and end.confirm, "no warning first: asked to confirm"
    assert not _changed(sc, before)
    sc.take(out)
    assert sc.toasts.texts[-1] == puzzle_words.NO_FORESIGHT and not sc.hint.open


def test_the_guided_game_answers_a_hint_with_its_nudge_when_the_scene_takes_it():
    from forbidden_sky.island.ui.scenes.tutorial import IslandTutorialScene
    sc = IslandTutorialScene(Host((1280, 800)))
    sc.update(1 / 60)
    before = _looks(sc)
    out = _route(sc, _key(pygame.K_h))
    assert out == it.Refuse(sc.guiding.help()) and not _changed(sc, before)
    sc.take(out)
    assert sc.toasts.texts[-1] == sc.guiding.help() and not sc.hint.open and not sc.session.history


# ---- 4. the router sees the screen read-only -------------------------------------------------------

def test_the_router_sees_the_screen_read_only():
    """The protocol the router sees the scene through has no setter and no method that carries
    anything out (take, run, play, undo, refuse...): those are the hub's alone."""
    members = {n for n in vars(Screen) if not n.startswith("_")}
    props = {n for n in members if isinstance(vars(Screen)[n], property)}
    assert all(vars(Screen)[n].fset is None for n in props)
    assert members - props == {"run_command", "target_at", "pawn_at", "draw_action", "hint_buttons", "on_hint",
                               "turning_offer", "end_buttons"}
    assert not {"take", "carry", "run", "play", "undo", "refuse", "queue", "pic", "answer", "hurry"} & members


def test_no_input_makes_the_router_set_an_attribute_of_the_scene():
    """A round of keys, clicks and drags, each routed by a Router on a scene that refuses to be
    written to; what each means is then taken by the real scene."""
    state, tile = _flooded_next_to_the_pilot()
    host, sc = _ready(state)
    kinds: set[str] = set()

    def send(*events):
        for event in events:
            out = Router(ReadOnly(sc)).handle(event, sc.t, lambda: None)
            kinds.add(type(out).__name__)
            sc.take(out)

    def click(pos, button=1):
        send(_mouse(pygame.MOUSEBUTTONDOWN, pos, button), _mouse(pygame.MOUSEBUTTONUP, pos, button))

    click(tile_centre(sc, tile))                              # a shore-up, its animation hurried
    send(_key(pygame.K_SPACE))
    settle(sc)
    sc.draw(host.screen)
    click(sc.rect_of(("pile", "flood_discard")).center)       # the pile browsed, closed by a key
    send(_key(pygame.K_a))
    me = sc.session.now.current
    x, y = (int(v) for v in sc.pic.pawn[me])
    goal = next(c for c, a in it.pawn_targets(sc.session.now, sc.session.legal(), me).items() if a.type == "move")
    to = sc.view.cell_rect(goal).center                       # the pawn dragged to a tile it may go to
    send(_mouse(pygame.MOUSEBUTTONDOWN, (x, y)),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 30, y), rel=(0, 0), buttons=(1, 0, 0)),
         pygame.event.Event(pygame.MOUSEMOTION, pos=to, rel=(0, 0), buttons=(1, 0, 0)), _mouse(pygame.MOUSEBUTTONUP, to))
    settle(sc)
    assert sc.session.now.at(me) == goal, "the drop was played by the scene"
    sc.take(it.Arm("sandbags", "Click a lit tile.", {}))
    click(sc.lay.board.center, button=3)                      # the mode put down
    send(*(_key(k) for k in (pygame.K_f, pygame.K_f, pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_ESCAPE,
                             pygame.K_UP, pygame.K_m, pygame.K_h)))
    sc.hint.worker.wait(20)
    sc.update(1 / 60)
    assert sc.hint.open and sc.selected is None, "Escape let the pawn chosen go"
    played = len(sc.session.history)
    send(_key(pygame.K_ESCAPE), _key(pygame.K_z, pygame.KMOD_CTRL))   # the hint dismissed, the last action taken back
    settle(sc)
    assert not sc.hint.open and len(sc.session.history) == played - 1
    send(_key(pygame.K_e))                                    # End actions: Are you sure? (a question, opened by the scene)
    assert sc.prompt is not None
    send(_key(pygame.K_ESCAPE))                               # cancelled
    send(_key(pygame.K_ESCAPE))                               # Leave the game? opened by the scene
    assert sc.prompt is not None and sc.prompt.title == "Leave the game?"
    assert {"Do", "Hurry", "Browse", "Disarm", "Foresee", "Advise", "Undo", "Ask", "Answered"} <= kinds, kinds
