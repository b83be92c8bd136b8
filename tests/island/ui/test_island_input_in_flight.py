"""No input acts on a position not yet shown. While an animation plays (a Flood card in flight,
a pawn walking), the session has moved on and the picture shows the moment before: the
buttons, the status line, the team and the foresight panels describe the picture's moment, and
the first key or click finishes the animation (said in a banner) instead of acting; only the
next one acts. Seen before: E during the last Flood card's flight asked to end the next
player's actions, H asked a hint for a turn not on show, N drew the next Flood card before the
first had landed, D opened the hand limit's question for a card still face down."""

import pygame
import pytest
from island_ui_helpers import Host, drag, frames, key, pawn_pos, position, scene, send, settle, tile_centre

from forbidden_sky.engine.values import evolve
from forbidden_sky.island.core import Action, Phase, new_game
from forbidden_sky.island.ui.catch_up import AGAIN_CLICK, AGAIN_KEY
from forbidden_sky.shell import drawn


def _screen(state):
    host = Host((1280, 800))
    host.settings.auto_advance = 0           # no draw on its own: the test draws
    sc = scene(host, state=state)
    settle(sc)
    sc.draw(host.screen)
    return host, sc


def _in_flight(sc, deck="flood"):
    """Frames until the card drawn is turned over in the middle of the island."""
    for _ in range(90):
        frames(sc, 1)
        if sc.pic.show is not None and sc.pic.show.deck == deck:
            break
    assert sc.queue.busy and sc.pic.show is not None, "the card is in flight"


def _last_flood_card(draws_left=1):
    """The Pilot's Flood draw: once the last card is drawn the core is at the Diver's turn."""
    host, sc = _screen(evolve(new_game(["pilot", "diver"], "novice", 7), phase=Phase.FLOOD, draws_left=draws_left))
    assert sc.play(Action("draw_flood"))
    _in_flight(sc)
    return host, sc


def _walking():
    """The Pilot steps to a neighbouring tile: the pawn walks, the core has it there already."""
    host, sc = _screen(new_game(["pilot", "diver"], "novice", 7))
    s = sc.session.now
    move = next(a for a in sc.session.legal() if a.type == "move")
    assert sc.play(move)
    frames(sc, 2)
    assert sc.queue.busy and sc.pic.state is s, "the pawn is on its way"
    return host, sc, s.place[s.at("pilot")]


def _said(sc):
    return [t.text for t in sc.toasts.items]


def _words(sc, host, owner):
    with drawn.collecting(host.screen.get_size()) as rec:
        sc.draw(host.screen)
    return [m.label for m in rec.marks if m.kind == "text" and m.owner == owner]


def test_the_buttons_describe_the_card_in_flight_not_the_turn_after_it():
    host, sc = _last_flood_card()
    assert sc.session.now.phase is Phase.ACTIONS and sc.session.now.current == "diver"
    on = {b.action: b.enabled for b in sc.buttons}
    # the picture is still the Pilot's Flood draw: no actions to end, a card to draw
    assert not on["end_actions"] and on["next_card"], on
    settle(sc)
    on = {b.action: b.enabled for b in sc.buttons}
    assert on["end_actions"] and not on["next_card"], on


def test_the_foresight_panel_reads_the_moment_on_show():
    host, sc = _screen(evolve(new_game(["pilot", "diver"], "novice", 7), phase=Phase.FLOOD, draws_left=1))
    before = _words(sc, host, "foresight")
    assert sc.play(Action("draw_flood"))
    _in_flight(sc)
    assert _words(sc, host, "foresight") == before, "the panel waits for the card to land"
    settle(sc)
    after = _words(sc, host, "foresight")
    assert after != before, "and then says the Diver's turn"


@pytest.mark.parametrize("k", [pygame.K_e, pygame.K_h, pygame.K_t, pygame.K_RETURN, pygame.K_s, pygame.K_m, pygame.K_u])
def test_a_key_during_a_flight_shows_the_landing_first_and_does_nothing_else(k):
    host, sc = _last_flood_card()
    sc.keys_held.cursor = next(c for c, tile in enumerate(sc.session.now.place) if tile and c != sc.cursor)
    n = len(sc.session.history)
    key(sc, k)
    assert not sc.queue.busy and sc.pic.matches(sc.session.now), "the card has landed, the picture caught up"
    assert sc.prompt is None and sc.armed is None and not sc.hint.open and not sc.turn.active
    assert len(sc.session.history) == n, "nothing was played"
    assert AGAIN_KEY in _said(sc), "a banner says the key was not taken"


def test_the_key_again_acts_on_the_turn_now_on_show():
    host, sc = _last_flood_card()
    key(sc, pygame.K_e)
    assert sc.prompt is None
    frames(sc, 1)
    key(sc, pygame.K_e)                      # the Diver's turn is on show now: ending it with 3 actions asks
    assert sc.prompt is not None


def test_next_card_during_a_flight_waits_for_it_to_land():
    host, sc = _last_flood_card(draws_left=2)
    assert sc.session.now.phase is Phase.FLOOD and sc.session.now.draws_left == 1
    key(sc, pygame.K_n)
    assert len(sc.session.history) == 1, "the second card is not drawn over the first in flight"
    assert not sc.queue.busy
    frames(sc, 1)
    key(sc, pygame.K_n)
    assert len(sc.session.history) == 2


def test_discard_during_the_treasure_draw_waits_for_the_card():
    host, sc = _screen(position("hand_limit_after_each_draw"))
    assert sc.play(Action("draw_treasure"))
    _in_flight(sc, "treasure")
    assert sc.session.now.pending, "the core asks for a discard already"
    key(sc, pygame.K_d)
    assert sc.prompt is None, "no question about a card still turning over"
    assert not sc.queue.busy and AGAIN_KEY in _said(sc)


def test_play_it_never_plays_a_hint_for_a_moment_gone():
    """A hint on show, then another action played (a card dragged): P during its animation
    played the old hint's action on the new position."""
    host, sc = _screen(new_game(["pilot", "diver"], "novice", 7))
    key(sc, pygame.K_h)
    sc.hint.worker.wait(20)
    frames(sc, 1)
    assert sc.hint.hint is not None
    move = next(a for a in sc.session.legal() if a.type == "move" and a != sc.hint.hint.action)
    assert sc.play(move)
    frames(sc, 2)
    assert sc.queue.busy
    n = len(sc.session.history)
    key(sc, pygame.K_p)
    assert len(sc.session.history) == n


def test_a_click_during_a_walk_finishes_it_and_its_release_does_nothing():
    host, sc, start = _walking()
    s = sc.session.now
    target = tile_centre(sc, start)          # back where the pawn comes from
    n = len(sc.session.history)
    send(sc, pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0)))
    send(sc, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1))
    assert not sc.queue.busy and sc.pic.matches(s), "the walk is shown to its end"
    frames(sc, 1)
    send(sc, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    assert len(sc.session.history) == n and sc.prompt is None, "the release of that press is not a click"
    assert AGAIN_CLICK in _said(sc)
    sc.draw(host.screen)
    drag(sc, pawn_pos(sc, "pilot"), target)  # the next gesture is the player's: it acts
    assert len(sc.session.history) == n + 1
    assert sc.session.now.place[sc.session.now.at("pilot")] == start


def test_looking_keys_pass_through_an_animation():
    host, sc, _ = _walking()
    cursor = sc.cursor
    key(sc, pygame.K_RIGHT)
    key(sc, pygame.K_f)
    assert sc.queue.busy, "the arrows and the forecast switch do not hurry the walk"
    assert sc.cursor != cursor and sc.foresight.show_odds
    assert not _said(sc)


def test_a_draw_waits_while_the_mouse_is_pressed():
    host, sc = _screen(evolve(new_game(["pilot", "diver"], "novice", 7), phase=Phase.FLOOD, draws_left=2))
    sc.app.settings.auto_advance = 0.1
    send(sc, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tile_centre(sc, sc.session.now.place[0]),
                                button=1))
    frames(sc, 20)
    assert not sc.session.history, "no card drawn under a press"
