"""The Island screen on the shared rooms (shell/rooms/): input goes down the shared floors topmost
first and the router returns what it means (the hub carries it out); the hint lives in the
shared hint box with Play it and Play turn (each step shown before it is played); a hint is
offered during a swim and during a discard on the hand limit."""

import pygame
from island_ui_helpers import Host, click, frames, key, position, prompt_answer, scene, settle, tile_centre

from forbidden_sky.island.ai import foresight as fs
from forbidden_sky.island.core import new_game
from forbidden_sky.island.core.state import FLOODED
from forbidden_sky.island.ui import intents as it
from forbidden_sky.island.ui.gestures import PawnDrag
from forbidden_sky.island.ui.routing import Router
from forbidden_sky.island.ui.screen import PlayTurn, Undo


def _ready(state):
    host = Host((1280, 800))
    sc = scene(host, state=state)
    settle(sc)
    sc.draw(host.screen)
    return host, sc


def _route(sc, event):
    return Router(sc).handle(event, sc.t, lambda: None)


def _down_up(sc, pos):
    _route(sc, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    return _route(sc, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _flooded_next_to_the_pilot():
    s = new_game(["pilot", "diver"], "novice", 3)
    tile = next(s.place[c] for c in s.data.orthogonal[s.at("pilot")] if s.status[c] == 0)
    return s.with_status(s.cell(tile), FLOODED), tile


def _wait(sc):
    sc.hint.worker.wait(20)
    sc.update(1 / 60)


# ---- the router returns values ------------------------------------------------------------------

def test_a_click_on_a_flooded_tile_is_returned_as_an_intent_and_only_the_hub_applies_it():
    state, tile = _flooded_next_to_the_pilot()
    host, sc = _ready(state)
    out = _down_up(sc, tile_centre(sc, tile))
    assert isinstance(out, it.Do) and out.action.type == "shore_up" and out.action.tile == tile
    assert not sc.session.history, "the router never applies"
    sc.take(out)
    settle(sc)
    assert sc.session.now.tile_status(tile) == 0 and sc.session.history[-1].action == out.action


def test_keys_and_buttons_return_the_hubs_verbs():
    host, sc = _ready(new_game(["engineer", "pilot"], "novice", 3))
    ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="")
    assert isinstance(_route(sc, ctrl_z), Undo)
    assert isinstance(_route(sc, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="")), it.Advise)
    undo = next(b for b in sc.buttons if b.action == "undo")
    undo.enabled = True
    assert isinstance(_down_up(sc, undo.rect.center), Undo)
    assert Router(sc).command("play_turn") == PlayTurn()


def test_an_open_question_takes_every_event_first_and_a_mouse_up_still_ends_a_drag():
    state, tile = _flooded_next_to_the_pilot()
    host, sc = _ready(state)
    me = sc.session.now.current
    x, y = (int(v) for v in sc.pic.pawn[me])
    _route(sc, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    _route(sc, pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 40, y), rel=(0, 0), buttons=(1, 0, 0)))
    assert isinstance(sc.pointer.drag, PawnDrag), "the press on the pawn became a drag on the shared pointer"
    key(sc, pygame.K_e)                                  # a question opens over the drag
    assert sc.prompt is not None
    assert _down_up(sc, tile_centre(sc, tile)) is None
    assert sc.pointer.drag is None and sc.pointer.press is None, "the mouse-up let the drag go"
    assert sc.session.now.tile_status(tile) == FLOODED and sc.prompt is not None, "the tile under the question heard nothing"


def test_a_press_on_the_hint_box_never_reaches_the_island():
    host, sc = _ready(new_game(["engineer", "pilot"], "novice", 3))
    key(sc, pygame.K_h)
    _wait(sc)
    sc.draw(host.screen)
    box = sc.hint.box.rect
    spot = (box.left + 8, box.centery)
    assert sc.view.cell_at(spot) is not None or sc.lay.board.collidepoint(spot)
    assert _route(sc, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)) is None
    assert sc.pointer.press is None, "the box is a control: the board never gets the press"


# ---- a hint during a swim and a discard ---------------------------------------------------------

def _until_pending(sc, pause):
    sc.app.settings.auto_advance = pause
    for _ in range(300):
        frames(sc, 1)
        if sc.session.now.pending and not sc.queue.busy:
            break
    frames(sc, 2)
    assert sc.session.now.pending


def test_a_swimmer_gets_a_hint_that_lights_the_tile_and_play_it_swims():
    host, sc = _ready(position("swim_is_a_choice_when_several_tiles_qualify"))
    _until_pending(sc, 0.5)
    s = sc.session.now
    hint = next(b for b in sc.buttons if b.action == "hint")
    assert hint.enabled, "the Hint button is offered while a pawn must swim"
    click(sc, hint.rect.center)
    _wait(sc)
    a = sc.hint.hint.action
    assert a == fs.hint(s, sc.foresight.know).action and a.type == "swim" and a.player == "engineer"
    to = s.cell(a.to)
    assert sc.lit()[to] == "move", "the hint's tile stands out among the tiles the swimmer may reach"
    assert sum(1 for k in sc.lit().values() if k == "swim") >= 2
    sc.draw(host.screen)
    assert not sc.hint.box.rect.colliderect(sc.view.cell_rect(to)), "the box never hides the tile it names"
    key(sc, pygame.K_p)
    settle(sc)
    after = sc.session.now
    assert after.at("engineer") == to and not any(p.player == "engineer" for p in after.pending)
    assert sc.session.hints[-1]["played"] is True and sc.session.hints[-1]["action"]["type"] == "swim"


def test_the_hand_limit_question_offers_a_hint_and_comes_back_when_it_is_dismissed():
    host, sc = _ready(position("hand_limit_after_each_draw"))
    _until_pending(sc, 0.2)
    assert sc.prompt is not None
    s = sc.session.now
    prompt_answer(sc, "Hint")
    assert sc.prompt is None and sc.hint.open
    _wait(sc)
    a = sc.hint.hint.action
    assert a.type == "discard" and a == fs.hint(s, sc.foresight.know).action
    frames(sc, 3)
    assert sc.prompt is None, "the question waits while the hint is on show"
    sc.draw(host.screen)
    assert sc.hint.card(s) == ("card", a.player, a.card)
    key(sc, pygame.K_ESCAPE)                              # dismissed: the question is asked again
    frames(sc, 2)
    assert sc.prompt is not None and sc.session.now is s
    prompt_answer(sc, "Hint")
    _wait(sc)
    play = next(b for b in sc.hint_buttons() if b.action == "hint_play")
    click(sc, play.rect.center)
    settle(sc)
    assert sc.session.history[-1].action == a and sc.session.now.treasure_discard[-1:] == (a.card,)


# ---- Play turn --------------------------------------------------------------------------------

def test_play_turn_shows_each_step_before_playing_it_and_stops_at_the_turns_end():
    host, sc = _ready(new_game(["engineer", "pilot"], "novice", 3))
    s0 = sc.session.now
    key(sc, pygame.K_t)
    assert sc.turn.active and sc.hint.open and sc.hint.state is s0, "the bot is asked for this position"
    played = []
    shown_first = []
    for _ in range(400):
        if not sc.turn.active:
            break
        sc.hint.worker.wait(20)
        before = len(sc.session.history)
        if sc.hint.hint is not None and sc.hint.state is sc.session.now:
            shown_first.append(sc.hint.hint.action)
            if len(played) == 1 and not sc.queue.busy:
                sc.draw(host.screen)              # mid-way: the second step on show, not yet played
                assert sc.hint.box.rect.width > 0 and sc.turn.steps == 1
        sc.update(0.1)
        if len(sc.session.history) > before:
            played.append(sc.session.history[-1].action)
            assert played[-1] == shown_first[-1], "the step played is the one that was shown"
        settle(sc)
    assert not sc.turn.active and sc.turn.why == "ended", sc.turn.why
    hist = sc.session.history
    assert len(played) >= 2 and [st.action for st in hist[:len(played)]] == played
    after = hist[len(played)].before if len(hist) > len(played) else sc.session.now
    assert played[-1].type == "end_actions" or after.phase.value != "actions", "the turn's actions were all played"
    assert all(st.before.current == s0.current for st in hist[:len(played)])
    assert [h["played"] for h in sc.session.hints][-len(played):] == [True] * len(played)
    assert sc.toasts.texts[-1] == "Play turn: the turn's actions are done"


def test_a_click_stops_play_turn_and_does_nothing_else():
    host, sc = _ready(new_game(["engineer", "pilot"], "novice", 3))
    play = next(b for b in sc.buttons if b.action == "hint")
    key(sc, pygame.K_t)
    assert sc.turn.active
    click(sc, play.rect.center)
    assert not sc.turn.active and sc.turn.why == "stopped"
    for _ in range(20):
        sc.hint.worker.wait(20)
        sc.update(0.2)
    assert not sc.session.history, "nothing was played after the click"


def test_play_turn_is_not_offered_during_a_discard():
    host, sc = _ready(position("hand_limit_after_each_draw"))
    _until_pending(sc, 0.2)
    prompt_answer(sc, "Hint")
    _wait(sc)
    turn = next(b for b in sc.hint_buttons() if b.action == "play_turn")
    assert not turn.enabled
    s = sc.session.now
    key(sc, pygame.K_t)
    frames(sc, 5)
    assert not sc.turn.active and sc.session.now is s


def test_random_input_through_the_hint_play_turn_and_the_decisions_never_crashes_the_screen():
    import random
    rnd = random.Random(11)
    host, sc = _ready(position("hand_limit_after_each_draw"))
    sc.app.settings.auto_advance = 0.2
    keys = [pygame.K_h, pygame.K_p, pygame.K_t, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_1, pygame.K_2, pygame.K_d,
            pygame.K_TAB, pygame.K_LEFT, pygame.K_m, pygame.K_e, pygame.K_n, pygame.K_s]
    for i in range(300):
        if rnd.random() < 0.6:
            key(sc, rnd.choice(keys))
        else:
            pos = (rnd.randrange(1280), rnd.randrange(800))
            if rnd.random() < 0.5:
                click(sc, pos)
            else:
                sc.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
                sc.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + 40, pos[1] + 20), rel=(0, 0),
                                                   buttons=(1, 0, 0)))
        if i % 7 == 0:
            sc.hint.worker.wait(20)
        sc.update(1 / 10)
        sc.draw(host.screen)
        if sc.session.now.over:
            break
    assert sc.session.history, "the random input played something"
    assert sc.session.hints, "and asked for hints on the way"


def test_the_hint_box_and_play_turn_through_the_cached_frame_equal_a_whole_painting():
    from test_island_frames import check, step
    host, sc = _ready(new_game(["engineer", "pilot"], "novice", 3))
    check(sc, host, "before")
    key(sc, pygame.K_h)
    step(sc, host, "thinking", 2)
    _wait(sc)
    step(sc, host, "the hint on show", 3)
    box = sc.hint.box.rect
    over = (box.right - 20, box.centery)
    sc.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=sc.hint.buttons[0].rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    step(sc, host, "the mouse on Play it", 2)
    sc.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0)))
    key(sc, pygame.K_t)                           # Play turn from the hint on show: its first step is this one
    step(sc, host, "Play turn's first step on show", 3, dt=0.1)
    key(sc, pygame.K_ESCAPE)                      # stops it
    key(sc, pygame.K_ESCAPE)                      # closes the hint
    step(sc, host, "the box gone", 3)
    assert not sc.hint.open and not sc.turn.active


def test_a_screen_without_hints_asks_the_hand_limit_without_a_hint_answer():
    host, sc = _ready(position("hand_limit_after_each_draw"))
    sc.HINTS = False                              # as a puzzle and the guided game are
    _until_pending(sc, 0.2)
    assert sc.prompt is not None
    labels = [b.label for b in sc.prompt.buttons]
    assert not any("Hint" in lab for lab in labels) and any("Discard" in lab for lab in labels)


def test_the_scene_and_the_router_do_not_hold_each_other():
    """Issue 19: the router sees the screen for one event; the scene keeps no router."""
    host = Host()
    sc = scene(host)
    assert not any(isinstance(v, Router) for v in vars(sc).values())
    assert Router(sc).command("hint") is not None           # what a command means, returned
