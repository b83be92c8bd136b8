"""The Island screen played through synthetic pygame events (dummy video driver, simulated
time): a whole game won from a seeded position, a swim choice, a discard on the hand limit, a
Helicopter Lift of two pawns, Sandbags during the Flood draw, a refusal shown in words, the
Engineer's second shore-up, undo, the keyboard."""

import pygame
from island_ui_helpers import (
    Host,
    card_pos,
    click,
    drag,
    frames,
    key,
    pawn_pos,
    player_pos,
    position,
    prompt_answer,
    scene,
    settle,
    tile_centre,
)


def _ready(name=None, text=None, **override):
    host = Host((1280, 800))
    sc = scene(host, state=position(name, text, **override))
    settle(sc)
    sc.draw(host.screen)           # the panels' hit map comes from a drawing
    return host, sc


def test_a_whole_game_is_won_through_the_screen():
    host, sc = _ready("last_turn_capture_fly_home_and_lift_off")
    click(sc, next(b.rect.center for b in sc.buttons if b.action == "capture"))
    settle(sc)
    assert "earth_stone" in sc.session.now.captured
    drag(sc, pawn_pos(sc, "pilot"), tile_centre(sc, "fools_landing"))   # the Pilot flies home
    settle(sc)
    s = sc.session.now
    assert s.place[s.at("pilot")] == "fools_landing" and s.flight_used
    sc.draw(host.screen)
    drag(sc, card_pos(sc, "diver", "helicopter_lift"), tile_centre(sc, "fools_landing"))
    assert sc.prompt is not None, "a lift off that ends the game is confirmed first"
    prompt_answer(sc, "Yes")
    settle(sc)
    assert sc.session.now.outcome == "won"
    sc.draw(host.screen)


def test_a_sinking_tile_asks_where_to_swim_with_the_tiles_lit():
    host, sc = _ready("swim_is_a_choice_when_several_tiles_qualify")
    sc.app.settings.auto_advance = 0.5
    for _ in range(200):
        frames(sc, 1)
        if sc.session.now.pending:
            break
    settle(sc)
    frames(sc, 2)
    s = sc.session.now
    assert s.pending and s.pending[0].player == "engineer"
    lit = sc.lit()
    assert {s.place[c] for c in lit} == {"cave_of_embers", "whispering_garden", "cliffs_of_abandon", "misty_marsh"}
    click(sc, tile_centre(sc, "misty_marsh"))
    settle(sc)
    s = sc.session.now
    assert s.place[s.at("engineer")] == "misty_marsh" and not s.pending


def test_the_hand_limit_asks_which_card_to_discard():
    host, sc = _ready("hand_limit_after_each_draw")
    sc.app.settings.auto_advance = 0.2
    for _ in range(200):
        frames(sc, 1)
        if sc.prompt is not None:
            break
    assert sc.prompt is not None and sc.session.now.pending
    prompt_answer(sc, "the Ocean's Chalice")
    settle(sc)
    s = sc.session.now
    assert s.treasure_discard[:1] == ("oceans_chalice",), "the card chosen went to the discard"
    assert s.pending == () or s.hand("pilot") != ("earth_stone",) * 3 + ("crystal_of_fire",) * 2 + ("oceans_chalice",)


def test_a_card_clicked_in_the_hand_limit_is_discarded_only_once_confirmed():
    """Seen in the window: the question cancelled, a click on a card of the hand (to look at it)
    discarded it at once, a needed Earth Stone, and the next draw put it out of Undo's reach."""
    host, sc = _ready("hand_limit_after_each_draw")
    sc.app.settings.auto_advance = 0.2
    for _ in range(200):
        frames(sc, 1)
        if sc.prompt is not None:
            break
    assert sc.prompt is not None and sc.session.now.pending
    prompt_answer(sc, "Cancel")
    frames(sc, 2)
    before = sc.session.now
    sc.draw(host.screen)
    click(sc, card_pos(sc, "pilot", "earth_stone"))
    assert sc.prompt is not None, "a click asks first"
    assert "Earth Stone" in sc.prompt.text and sc.session.now is before
    key(sc, pygame.K_RETURN)                    # the default answer keeps the card
    frames(sc, 2)
    assert sc.session.now.hand("pilot") == before.hand("pilot") and sc.session.now.pending
    sc.draw(host.screen)
    click(sc, card_pos(sc, "pilot", "earth_stone"))
    prompt_answer(sc, "Yes")
    settle(sc)
    assert sc.session.now.treasure_discard[:1] == ("earth_stone",)


def test_a_helicopter_lift_carries_two_pawns():
    host, sc = _ready("helicopter_lift_carries_several_pawns")
    drag(sc, card_pos(sc, "engineer", "helicopter_lift"), tile_centre(sc, "fools_landing"))
    assert sc.prompt is not None
    prompt_answer(sc, "Pilot + Engineer")
    assert sc.armed is not None and sc.armed.kind == "lift"
    click(sc, tile_centre(sc, "watchtower"))
    settle(sc)
    s = sc.session.now
    assert s.place[s.at("pilot")] == s.place[s.at("engineer")] == "watchtower"
    assert s.place[s.at("diver")] == "fools_landing"
    assert s.actions_left == 3, "a Special Action card costs no action"


def test_sandbags_between_two_flood_cards():
    host, sc = _ready("sandbags_between_flood_draws")
    sc.app.settings.auto_advance = 0.5
    for _ in range(200):
        frames(sc, 1)
        if sc.session.now.flood_discard[-1:] == ("watchtower",):
            break
    settle(sc)
    s = sc.session.now
    assert s.tile_status("watchtower") == 1 and s.phase.value == "flood", "the next card is not drawn yet"
    sc.draw(host.screen)
    drag(sc, card_pos(sc, "pilot", "sandbags"), tile_centre(sc, "watchtower"))
    settle(sc)
    assert sc.session.now.tile_status("watchtower") == 0
    for _ in range(300):
        frames(sc, 1)
        if sc.session.now.phase.value == "actions":
            break
    settle(sc)
    assert sc.session.now.tile_status("twilight_hollow") == 1 and sc.session.now.current == "diver"


def test_a_refusal_is_shown_in_words_with_the_data_names():
    host, sc = _ready(text="game: island\nplayers: [pilot, diver]\npawns: {pilot: fools_landing, diver: iron_gate}\n"
                           "hands: {pilot: [earth_stone]}\n")
    drag(sc, card_pos(sc, "pilot", "earth_stone"), player_pos(sc, "diver"))
    assert "Pilot" in sc.notice and "Diver" in sc.notice and "same tile" in sc.notice
    assert "_" not in sc.notice
    assert sc.session.now.hand("pilot") == ("earth_stone",)
    sc.draw(host.screen)


def test_dragging_a_pawn_lights_its_legal_tiles_and_moves_it():
    host, sc = _ready(text="game: island\nplayers: [explorer, diver]\n")
    s = sc.session.now
    start = pawn_pos(sc, "explorer")
    sc.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    sc.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 30, start[1] + 30), rel=(0, 0), buttons=(1, 0, 0)))
    lit = set(sc.lit())
    here = s.at("explorer")
    assert lit == {c for c in s.data.diagonal[here] if s.status[c] != 2}, "the Explorer's diagonals are lit"
    target = sorted(lit)[0]
    sc.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=sc.view.cell_rect(target).center, button=1))
    settle(sc)
    assert sc.session.now.at("explorer") == target and sc.session.now.actions_left == 2
    key(sc, pygame.K_z, pygame.KMOD_CTRL)
    assert sc.session.now.at("explorer") == here and sc.session.now.actions_left == 3, "undo within the turn"


def test_the_engineer_is_asked_for_a_second_shore_up():
    host, sc = _ready(text="game: island\nplayers: [engineer, pilot]\n"
                           "pawns: {engineer: bronze_gate}\n")
    s = sc.session.now
    here = s.at("engineer")
    near = [c for c in s.data.orthogonal[here] if s.status[c] != 2][:2]
    state = s
    for c in [here, *near]:
        state = state.with_status(c, 1)
    sc = scene(host, state=state)
    settle(sc)
    click(sc, sc.view.cell_rect(near[0]).center)
    assert sc.prompt is not None
    prompt_answer(sc, "And")
    settle(sc)
    after = sc.session.now
    assert after.actions_left == 2
    assert sum(1 for c in [here, *near] if after.status[c] == 0) == 2


def test_the_whole_turn_by_keyboard():
    host, sc = _ready(text="game: island\nplayers: [pilot, diver]\npawns: {pilot: fools_landing}\n")
    s = sc.session.now
    here = s.at("pilot")
    right = next(c for c in s.data.orthogonal[here] if s.status[c] != 2)
    sc.cursor = here
    dc = s.data.cells[right][0] - s.data.cells[here][0]
    dr = s.data.cells[right][1] - s.data.cells[here][1]
    arrow = {(1, 0): pygame.K_RIGHT, (-1, 0): pygame.K_LEFT, (0, 1): pygame.K_DOWN, (0, -1): pygame.K_UP}[(dc, dr)]
    key(sc, arrow)
    assert sc.cursor == right
    key(sc, pygame.K_m)
    settle(sc)
    assert sc.session.now.at("pilot") == right
    key(sc, pygame.K_e)
    assert sc.prompt is not None, "ending with actions left is confirmed"
    key(sc, pygame.K_1)
    settle(sc)
    assert sc.session.now.phase.value != "actions" or sc.session.now.current == "diver"


def test_a_game_is_recorded_as_it_is_played_and_continues_from_its_record(tmp_path):
    from forbidden_sky.island.ui.card import open_record
    from forbidden_sky.island.ui.scene import IslandScene
    from forbidden_sky.island.ui.session import Setup
    from forbidden_sky.records import Store
    host = Host((1280, 800))
    host.records = Store(tmp_path)
    sc = IslandScene(host, Setup(["pilot", "diver"], "novice", 11))
    move = next(a for a in sc.session.legal() if a.type == "move")
    sc.play(move)
    settle(sc)
    files = list(tmp_path.glob("*.json"))
    assert len(files) == 1
    record = host.records.load(files[0])
    assert record.game == "island" and len(record.actions) == 1
    cmd, problem = open_record(record)
    assert problem is None
    again = IslandScene(host, cmd.args["setup"], record=cmd.args["record"], source=cmd.args["source"])
    assert again.session.now.at("pilot") == sc.session.now.at("pilot") and again.session.now.actions_left == 2


def test_every_event_has_its_animation_and_its_words():
    from forbidden_sky.island.core.events import EVENT_CLASSES
    from forbidden_sky.island.ui.presenters import PRESENTERS
    from forbidden_sky.island.ui.words import LINES
    assert set(PRESENTERS) == set(EVENT_CLASSES)
    assert set(LINES) == set(EVENT_CLASSES)


def test_a_treasure_card_dragged_onto_a_teammate_on_the_same_tile_is_given():
    host, sc = _ready(text="game: island\nplayers: [pilot, diver]\npawns: {pilot: iron_gate, diver: iron_gate}\n"
                           "hands: {pilot: [earth_stone, crystal_of_fire], diver: []}\n")
    drag(sc, card_pos(sc, "pilot", "crystal_of_fire"), player_pos(sc, "diver"))
    settle(sc)
    s = sc.session.now
    assert s.hand("diver") == ("crystal_of_fire",) and s.hand("pilot") == ("earth_stone",) and s.actions_left == 2


def test_a_recorded_game_replays_step_by_step_and_back(tmp_path):
    from forbidden_sky.island.ui.replay import IslandReplayScene
    from forbidden_sky.island.ui.scene import IslandScene
    from forbidden_sky.island.ui.session import Setup
    from forbidden_sky.records import Store, replay
    host = Host((1280, 800))
    host.records = Store(tmp_path)
    sc = IslandScene(host, Setup(["pilot", "diver"], "novice", 12))
    for _ in range(2):
        sc.play(next(a for a in sc.session.legal() if a.type == "move"))
        settle(sc)
    record = host.records.load(next(tmp_path.glob("*.json")))
    rep = replay(record)
    rs = IslandReplayScene(host, rep)
    assert rs.session.now == rep.states[0]
    key(rs, pygame.K_RIGHT)
    settle(rs)
    assert rs.session.now == rep.states[1] and rs.pos == 1
    key(rs, pygame.K_RIGHT)
    key(rs, pygame.K_LEFT)
    assert rs.session.now == rep.states[1]
    assert len(list(tmp_path.glob("*.json"))) == 1, "a replay records nothing"
    rs.draw(host.screen)
