"""Issue 19: the Island screen draws a frame through its cached picture (island/ui/frame.py),
painting again only the parts whose key changed and restoring only where the last frame drew.
Each frame drawn that way must equal the same frame painted whole, pixel for pixel: idle, a
hover moving over a card, a tile and a button, a pawn dragged, animations (a pawn walking, a
tile flooding and sinking, the Waters Rise! shuffle, a card turned) and a language switch."""

import pygame
import pytest

from island_ui_helpers import Host, frames, scene, send, settle

from forbidden_sky import i18n
from forbidden_sky.island.bench import mid_game_state
from forbidden_sky.island.core import events as ev
from forbidden_sky.island.core.state import DRY, FLOODED
from forbidden_sky.island.ui.presenters import present


def _whole(sc, host):
    ref = pygame.Surface(host.screen.get_size()).convert()
    sc.draw(ref, whole=True)
    return ref


def _first_difference(a, b):
    w, h = a.get_size()
    da, db = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    if da == db:
        return None
    i = next(i for i in range(len(da)) if da[i] != db[i]) // 3
    return (i % w, i // w), sum(da[j:j + 3] != db[j:j + 3] for j in range(0, len(da), 3 * 97))


def check(sc, host, what):
    """Draw the frame through the cache onto the screen and compare it with a whole painting."""
    sc.draw(host.screen)
    diff = _first_difference(host.screen, _whole(sc, host))
    assert diff is None, f"{what}: the cached frame differs from the whole one first at {diff[0]} (~{diff[1]} samples)"


def step(sc, host, what, n=1, dt=1 / 60):
    for i in range(n):
        sc.update(dt)
        check(sc, host, f"{what}, frame {i}")


@pytest.fixture
def game():
    host = Host((1280, 800))
    sc = scene(host, mid_game_state())
    settle(sc)
    return host, sc


def test_idle_frames_equal_a_whole_painting_and_draw_nothing_new(game):
    host, sc = game
    step(sc, host, "first frames", 3)
    skipped = sc.frame.skipped
    step(sc, host, "idle", 4)
    assert sc.frame.skipped > skipped, "an idle frame drew again what the screen already showed"


def test_hover_over_a_card_a_tile_and_a_button(game):
    host, sc = game
    check(sc, host, "before")
    s = sc.session.now
    card = s.hand(s.players[1])[0]
    rect = sc.rect_of(("card", s.players[1], card))
    targets = [rect.center, sc.view.cell_rect(s.cell(s.place[3]) or 3).center, sc.buttons[-1].rect.center,
               sc.lay.board.center, (2, 2)]
    for pos in targets:
        repaints = sc.frame.picture.repaints
        send(sc, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        step(sc, host, f"hover at {pos}", 2)
        step(sc, host, f"hover at {pos}, its tooltip", 1, dt=1.0)
        assert sc.frame.picture.repaints - repaints < 20, "a hover painted the whole picture again"


def test_a_pawn_dragged_across_the_island(game):
    host, sc = game
    check(sc, host, "before")
    start = tuple(int(v) for v in sc.pic.pawn[sc.session.now.current])
    send(sc, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    board = sc.lay.board
    for i in range(8):
        pos = (board.left + 40 + i * board.width // 9, board.top + 60 + (i * 53) % (board.height - 100))
        send(sc, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        step(sc, host, f"drag to {pos}")
    assert sc.pointer.drag is not None and sc.lit(), "the press did not become a drag with tiles lit"
    send(sc, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    step(sc, host, "dropped", 2)


def test_animations_frame_by_frame(game):
    host, sc = game
    s = sc.session.now
    check(sc, host, "before")
    dry = next(t for t, k in zip(s.place, s.status, strict=True) if k == DRY)
    wet = next(t for t, k in zip(s.place, s.status, strict=True) if k == FLOODED)
    sc.stage.after = s
    sc.stage.places = dict(sc.panel_set.places)
    walk = ev.PawnMoved(player=s.current, from_tile=s.place[s.pawns[s.players.index(s.current)]], to_tile=dry, how="move",
                        by=s.current)
    for events, what in (([ev.TileFlooded(tile=dry)], "a tile flooding"), ([ev.TileSank(tile=wet, pawns=())], "a tile sinking"),
                         ([ev.WatersRose(tick=s.water + 1, flood_cards=3, reshuffled=3)], "the Waters Rise! shuffle"),
                         ([ev.CardGiven(player=s.players[0], to=s.players[1], card=s.hand(s.players[0])[0])],
                          "a card given across the team panel"),
                         ([ev.FloodCardDrawn(tile=dry)], "a Flood card turned"), ([walk], "a pawn walking")):
        sc.queue.extend(present(sc.stage, events))
        assert sc.queue.busy, what
        for i in range(200):
            if not sc.queue.busy:
                break
            sc.queue.update(1 / 20, sc.pic)
            check(sc, host, f"{what}, frame {i}")
        sc.queue.skip(sc.pic)
        sc.pic.sync(sc.session.now, sc.view)
        step(sc, host, f"after {what}", 2)


def test_after_a_language_switch(game):
    host, sc = game
    step(sc, host, "English", 2)
    try:
        i18n.set_language("es")
        step(sc, host, "Spanish", 2)
        assert sc.frame.picture.repaints > 0
        send(sc, pygame.event.Event(pygame.MOUSEMOTION, pos=sc.buttons[0].rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        step(sc, host, "Spanish, a button under the pointer", 2)
    finally:
        i18n.set_language("en")
    step(sc, host, "English again", 2)


def test_a_question_and_a_refusal_banner(game):
    host, sc = game
    sc.refuse("That tile is not lit: choose a lit tile, or press Esc.")
    step(sc, host, "a refusal", 3, dt=0.2)
    sc.take(sc.run_command("escape"))   # Leave the game? asked over the board
    assert sc.prompt is not None
    step(sc, host, "a question", 2)
    send(sc, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    step(sc, host, "the question closed; the banner fades", 30, dt=0.2)


def test_frames_keep_equal_through_a_played_turn():
    """The bot plays a few turns, animated: every frame of it equals a whole painting."""
    host = Host((1024, 640))
    sc = scene(host, players=("navigator", "messenger", "diver"), seed=4)
    sc.autoplay_turns = 2
    from forbidden_sky.island.ai import make_bot
    sc.autoplayer = make_bot("strong", 4)
    for i in range(400):
        sc.update(1 / 10)
        if i % 3 == 0:
            check(sc, host, f"autoplay frame {i}")
        if sc.autoplayer is None and not sc.queue.busy:
            break
    frames(sc, 2)
    check(sc, host, "after the turns")


def test_a_resize_and_a_scene_drawn_over_it(game):
    """A new window size repaints everything; a frame after something else drew over the
    screen (a scene above, the App's banner) restores all of it, not only its own places."""
    host, sc = game
    step(sc, host, "before", 2)
    host.screen = pygame.display.set_mode((1024, 640))
    sc.resized((1024, 640))
    step(sc, host, "resized", 2)
    whole = sc.frame.whole
    host.top = object()                      # another scene on top: it draws over this frame
    step(sc, host, "under another scene", 1)
    host.screen.fill((255, 0, 255))          # what the scene above drew
    del host.top
    step(sc, host, "uncovered", 1)
    assert sc.frame.whole > whole


def test_a_discard_pile_browsed_is_drawn_once_while_it_holds_still(game):
    """The sheet's shade lies over the whole window: the frame after it restores all of it,
    and while nothing changes under it the frames draw nothing."""
    host, sc = game
    step(sc, host, "before", 2)
    sc.sheet = "flood_discard"
    step(sc, host, "the sheet", 2)
    skipped = sc.frame.skipped
    step(sc, host, "the sheet held still", 3)
    assert sc.frame.skipped >= skipped + 3
    sc.sheet = None
    step(sc, host, "the sheet closed", 2)
