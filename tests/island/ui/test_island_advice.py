"""The Island screen's advice through synthetic pygame events (dummy video driver): H asks the
strong bot off the frame and shows its explained hint for this very state, Play it applies the
bot's action; End actions with a treasure in danger asks first and "stay" keeps the turn;
dangers are marked on the board; a lost game says where it turned."""

import os

import pygame
import pytest
from island_ui_helpers import Host, click, key, position, prompt_answer, scene, settle

from forbidden_sky.island.ai import foresight as fs
from forbidden_sky.island.core import legal_actions, new_game
from forbidden_sky.island.core.state import FLOODED, SUNK, evolve

SHOTS = os.environ.get("ISLAND_SHOTS")     # a folder: save the screens there (docs/screens)


def _shot(host, name):
    if SHOTS:
        pygame.image.save(host.screen, os.path.join(SHOTS, f"{name}.png"))


def danger_position():
    """The Earth Stone's Temple of the Moon sunk, the Temple of the Sun flooded under the Engineer."""
    s = new_game(["engineer", "pilot"], "novice", 3)
    moon, sun = s.data.treasures["earth_stone"].tiles
    s = s.with_status(s.cell(moon), SUNK).with_status(s.cell(sun), FLOODED)
    s = evolve(s, flood_deck=tuple(c for c in s.flood_deck if c != moon),
               flood_discard=tuple(c for c in s.flood_discard if c != moon))
    return s.with_pawn("engineer", s.cell(sun))


def _ready(state):
    host = Host((1280, 800))
    sc = scene(host, state=state)
    settle(sc)
    sc.draw(host.screen)
    return host, sc


def _wait_hint(sc):
    sc.hint.worker.wait(20)
    sc.update(1 / 60)
    assert sc.hint.hint is not None, "the bot answered"


def test_h_shows_the_hint_for_this_state_and_play_it_applies_the_bots_action():
    host, sc = _ready(danger_position())
    s = sc.session.now
    expected = fs.hint(s, sc.foresight.know)
    key(sc, pygame.K_h)
    assert sc.hint.open and sc.hint.state is s
    sc.draw(host.screen)                       # drawn while thinking: never blocks the frame
    _wait_hint(sc)
    assert sc.hint.hint.action == expected.action
    sc.draw(host.screen)
    from forbidden_sky.island.ai import foresight_words as fw
    assert sc.hint.text == fw.hint_text(s, expected)
    lit = sc.lit()
    assert expected.action.tile is None or s.cell(expected.action.tile) in lit
    _shot(host, "island_hint")
    assert sc.session.hints and sc.session.hints[-1]["played"] is False
    play = next(b for b in sc.hint.buttons if b.action == "hint_play")
    click(sc, play.rect.center)
    settle(sc)
    assert sc.session.history[-1].action == expected.action and sc.session.history[-1].before is s
    assert not sc.hint.open and sc.session.hints[-1]["played"] is True
    key(sc, pygame.K_z, pygame.KMOD_CTRL)                # the hint's action undoes like any other
    assert sc.session.now is s


def test_a_hint_is_only_shown_for_the_state_it_was_asked_for_and_esc_dismisses_it():
    host, sc = _ready(danger_position())
    key(sc, pygame.K_h)
    _wait_hint(sc)
    key(sc, pygame.K_ESCAPE)
    assert not sc.hint.open and sc.prompt is None, "Esc closes the hint, not the game"
    key(sc, pygame.K_h)
    sc.hint.worker.wait(20)
    sc.play(next(a for a in sc.session.legal() if a.type == "move"))     # the state moves on before it is read
    settle(sc)
    assert not sc.hint.open and sc.hint.hint is None


def test_end_actions_with_a_treasure_in_danger_asks_first_and_stay_keeps_the_turn():
    host, sc = _ready(danger_position())
    s = sc.session.now
    key(sc, pygame.K_e)
    assert sc.prompt is not None
    assert "Earth Stone is in danger" in sc.prompt.text and "Temple of the Sun" in sc.prompt.text
    labels = [b.label for b in sc.prompt.buttons]
    assert any("Shore up Temple of the Sun instead" in lab for lab in labels)
    sc.draw(host.screen)
    _shot(host, "island_warning")
    prompt_answer(sc, "Cancel")                          # stay: the turn is kept
    settle(sc)
    assert sc.session.now is s and sc.session.now.actions_left == 3
    key(sc, pygame.K_e)
    prompt_answer(sc, "Shore up Temple of the Sun instead")
    settle(sc)
    now = sc.session.now
    assert now.tile_status("temple_of_the_sun") != FLOODED and now.actions_left == 2 and now.phase == s.phase


def test_end_actions_with_nothing_to_lose_asks_only_the_plain_question():
    host, sc = _ready(new_game(["engineer", "pilot"], "novice", 3))
    key(sc, pygame.K_e)
    assert sc.prompt is not None and "in danger" not in sc.prompt.text


def test_treasures_in_danger_are_marked_on_their_tiles_and_listed_in_the_panel():
    from forbidden_sky.island.ai import foresight_words as fw
    host, sc = _ready(danger_position())
    s = sc.session.now
    dangers = fs.danger(s, sc.foresight.know)
    assert dangers and dangers[0].kind == "treasure"
    sun = s.cell("temple_of_the_sun")
    from forbidden_sky.island.ui.foresight_view import danger_mark_rect
    corner = danger_mark_rect(sc.view.cell_rect(sun))
    assert sc.foresight.danger_lines(s, "temple_of_the_sun") == [fw.danger_text(s, dangers[0])]
    # the mark is drawn: the triangle's red is in the tile's corner
    reds = sum(1 for x in range(corner.left, corner.right) for y in range(corner.top, corner.bottom)
               if host.screen.get_at((x, y))[:3] == (200, 40, 34))
    assert reds > 10


def test_a_lost_game_says_where_it_turned():
    from forbidden_sky.island.ai import make_bot
    from forbidden_sky.island.core import apply
    for seed in range(1, 20):
        s = new_game(["engineer", "pilot", "diver", "explorer"], "elite", seed)
        start, bot, actions = s, make_bot("strong", seed), []
        while not s.over:
            a = bot.pick(s)
            s, _ = apply(s, a)
            actions.append(a)
        if s.outcome == "lost":
            break
    host = Host((1280, 800))
    sc = scene(host, state=start)
    for a in actions:
        sc.session.apply(a)
    sc.update(1 / 60)
    settle(sc)
    assert sc.session.now.outcome == "lost"
    assert "It turned on turn" in sc.why.text or "out of the blue" in sc.why.text
    assert sc.turning_offer() == "", "a position's game has no record to replay"
    sc.draw(host.screen)
    _shot(host, "island_why_lost")


def test_a_recorded_lost_game_opens_the_replay_at_the_turning_point():
    from forbidden_sky.app.transitions import SCENES
    from forbidden_sky.island.ai import make_bot
    from forbidden_sky.island.ai.why_lost import why_lost
    from forbidden_sky.island.core import apply
    from forbidden_sky.island.ui.scene import IslandScene
    from forbidden_sky.island.ui.session import Setup
    from forbidden_sky.records.format import new_record
    from forbidden_sky.shell.scene import Goto
    players = ["engineer", "pilot", "diver", "explorer"]
    s = new_game(players, "elite", 2)                  # a strong-bot game whose chance fell on one step
    bot, states, actions = make_bot("strong", 2), [s], []
    while not s.over:
        a = bot.pick(s)
        s, _ = apply(s, a)
        states.append(s)
        actions.append(a)
    w = why_lost(states, actions, likely_loss=0.5)
    assert s.outcome == "lost" and w.before is not None
    rec = new_record(players, "elite", 2, game="island").with_play(
        tuple((st.turn, a) for st, a in zip(states, actions, strict=False)), "lost:" + s.cause.value, s.turn)
    host = Host((1280, 800))
    sc = IslandScene(host, Setup(players, "elite", 2), record=rec)
    sc.update(1 / 60)
    settle(sc)
    assert "It turned on turn" in sc.why.text and sc.turning_offer()
    sc.draw(host.screen)
    _shot(host, "island_why_lost_recorded")
    cmd = key(sc, pygame.K_r)
    assert isinstance(cmd, Goto) and cmd.to == "island_replay" and cmd.args["start"] == w.before
    replay = SCENES[cmd.to](host, **cmd.args)
    assert replay.session.now is cmd.args["replayed"].states[w.before]
    assert replay.session.now.to_dict() == states[w.before].to_dict()


def test_random_input_with_the_advice_keys_never_crashes_the_screen():
    import random
    rnd = random.Random(7)
    host, sc = _ready(danger_position())
    keys = [pygame.K_h, pygame.K_p, pygame.K_e, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_s, pygame.K_m, pygame.K_TAB,
            pygame.K_LEFT, pygame.K_UP, pygame.K_n, pygame.K_f, pygame.K_r]
    for i in range(400):
        if rnd.random() < 0.6:
            key(sc, rnd.choice(keys))
        else:
            click(sc, (rnd.randrange(1280), rnd.randrange(800)))
        if i % 10 == 0:
            sc.hint.worker.wait(20)
        sc.update(1 / 30)
        sc.draw(host.screen)
        if sc.session.now.over:
            break
    assert sc.session.history, "the random input played something"


def test_the_hint_does_not_say_a_later_step_twice():
    """A move's reason names the job it goes to ("Fly there, then: shore it up"): the plan's next
    line, that same job, is not said again, whether the move is the hint or a later step (the
    whole turn read once, as a player reads it)."""
    from forbidden_sky.island.ui.advice_view import HintView
    h = HintView()
    h.hint = object()  # type: ignore[assignment]   # words() only asks whether there is one
    h.text = "Shore up Gold Gate: one tile fewer to sink."
    h.lines = ["Fly Pilot to Coral Palace, then: Shore up Coral Palace: a tile of the Ocean's Chalice.",
               "Shore up Coral Palace: a tile of the Ocean's Chalice.", "Shore up Lost Lagoon: one tile fewer to sink."]
    said = h.words()
    assert said.count("Shore up Coral Palace") == 1
    assert "Fly Pilot to Coral Palace" in said and "Lost Lagoon" in said


def test_a_walk_of_two_moves_says_its_job_once_in_the_box():
    """Seed 7's first hint: move, move, shore up. The box read "then: Shore up Cave of Embers"
    after each move, four actions for a turn of three; now the first move says where it goes."""
    from forbidden_sky.island.ai import foresight as fs
    from forbidden_sky.island.ai import foresight_words as fw
    from forbidden_sky.island.ui.advice_view import HintView
    s = new_game(["diver", "messenger"], "novice", 7)
    h = fs.hint(s)
    lines = fw.turn_lines(s, h)
    view = HintView()
    view.hint, view.text, view.lines = h, fw.hint_text(s, h), lines[1:4]
    said = view.words()
    assert said.count("Shore up Cave of Embers") == 1, said
    assert said.count("Move Diver") == 2 and "on the way to Cave of Shadows" in said


def test_the_warning_triangle_keeps_off_the_start_flag_and_the_name():
    """Seen in the window: on Fools' Landing, the Pilot's start tile, the triangle covered the
    Pilot's flag. At every tile size it now sits between the flag and the name plate."""
    from forbidden_sky.island.ui.art import name_plate, start_flag_box
    from forbidden_sky.island.ui.foresight_view import danger_mark_rect
    for size in (48, 64, 90, 108, 140, 220, 320):
        tile = pygame.Rect(0, 0, size, size)
        mark = danger_mark_rect(tile)
        # the "!" reaches a little past the triangle (as the view's own dirty rectangle says)
        assert not mark.colliderect(start_flag_box(size)), size
        assert not mark.colliderect(name_plate(size)), size
        assert tile.contains(mark), size


FULL_HAND = """game: island
players: [pilot, diver]
pawns: {diver: temple_of_the_moon, pilot: temple_of_the_moon}
hands: {pilot: [earth_stone], diver: [earth_stone, earth_stone, earth_stone, crystal_of_fire, oceans_chalice]}
"""


@pytest.mark.parametrize("lang, then", [
    ("en", "Then Diver must discard a card (more than 5 in hand)."),
    ("es", "Después, el Submarinista tendrá que descartar una carta (más de 5 en la mano)."),
])
def test_a_give_into_a_full_hand_says_the_receiver_then_discards(lang, then):
    """The bot's give of the fourth Earth Stone to a Diver holding five: the box said only the
    give, not the card the Diver must then throw away (the plan stops at that question)."""
    from forbidden_sky import i18n
    from forbidden_sky.island.ai import foresight_words as fw
    s = position(text=FULL_HAND)
    h = fs.hint(s)
    assert h.action.type == "give" and h.action.target == "diver"
    before = i18n.language()
    i18n.set_language(lang)
    try:
        said = fw.hint_text(s, h)
    finally:
        i18n.set_language(before)
    assert said.endswith(" " + then), said


def test_a_give_into_room_says_nothing_of_a_discard():
    from forbidden_sky.island.ai import foresight_words as fw
    s = position(text=FULL_HAND.replace("crystal_of_fire, oceans_chalice", "crystal_of_fire"))
    h = fs.hint(s)
    if h.action.type == "give":
        assert "discard" not in fw.hint_text(s, h)
    reason, params = fs.explain(s, next(a for a in legal_actions(s) if a.type == "give"))
    assert reason == "give" and params["discards"] is False
