"""Powers, equipment and prompts performed through the UI with synthetic events.

Each test starts from a rules scenario (tests/scenarios/*.yaml without its actions) and asserts
the state the core reached after the clicks and drags.
"""


import pygame

from forbidden_sky.sky.ui.play.gestures import TileBack
from forbidden_sky.sky.ui.play.routing import Router

from ui_helpers import click, drag, frame, key, settle, start


def centre(scene, cell):
    return scene.view.cell_rect(cell).center


def comp(scene, ref):
    x, y = scene.view.camera.to_screen(*scene.state.board.component_centre(ref, scene.view.components))
    return int(x), int(y)


def portrait(scene, pid):
    return next(r for r, who in scene.panels.hits["portrait"] if who == pid).center


def card_rect(scene, owner, card):
    return next(r for r, (o, c) in scene.panels.hits["cards"] if o == owner and c == card)


def hand_rect(scene, owner, tile):
    return next(r for r, (o, t) in scene.panels.hits["hand"] if o == owner and t == tile)


def prompt_button(scene, label_part):
    assert scene.prompt is not None, "a prompt was expected"
    return next(b for b in scene.prompt.buttons if label_part.lower() in b.label.lower()).rect.center


def next_card(app, scene):
    """Click Next card and let its animations play out."""
    click(app, scene.buttons.next.rect.center)
    app.step(1 / 60)          # the draw happens in the scene's update
    settle(app, scene)


def wire_point(scene, wire):
    """A point on the wire that is not inside a component's reach (a click there means the wire)."""
    a, b = scene.view.wire_segment(scene.state.board, wire)
    for i in range(1, 20):
        t = i / 20
        x, y = scene.view.camera.to_screen(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        p = (int(x), int(y))
        if scene.view.component_at(scene.state.board, p) is None and scene.view.wire_at(scene.state.board, p) == wire:
            return p
    raise AssertionError("no clickable point on the wire")


# ---- the Surveyor and passing equipment, at any time ----------------------------------------

def test_the_surveyor_drags_a_tile_from_his_panel_onto_the_current_player_on_her_turn(app):
    scene = start(app, "power_surveyor_gives_tile_on_another_players_turn")
    assert scene.state.current == "medic"
    r = hand_rect(scene, "surveyor", "t01")         # his tiles show in his team panel
    assert scene.layout.left.contains(r)
    drag(app, r.center, portrait(scene, "medic"))
    settle(app, scene)
    assert scene.state.player("medic").tiles == ("t01",)
    assert scene.state.player("surveyor").tiles == ()
    assert scene.state.actions_left == 4


def test_the_surveyor_gives_a_tile_during_the_storm_phase(app):
    scene = start(app, "power_surveyor_gives_tile_on_another_players_turn",
                  auto_storm=False, storm_deck=["winds_change_cw", "winds_change_ccw", "high_winds"])
    key(app, pygame.K_RETURN)
    settle(app, scene)
    assert scene.state.phase == "storm"
    drag(app, hand_rect(scene, "surveyor", "t01").center, portrait(scene, "medic"))
    settle(app, scene)
    assert scene.state.player("medic").tiles == ("t01",)


def test_dragging_the_surveyors_tile_lights_the_receivers_and_a_bad_drop_tweens_back(app):
    scene = start(app, "power_surveyor_gives_tile_on_another_players_turn")
    before = scene.state
    a = hand_rect(scene, "surveyor", "t01").center
    b = (scene.layout.board.right - 20, scene.layout.board.top + 20)     # empty sky
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)))
    assert scene.shown().receivers == {"medic"}
    frame(app)
    medic_box = next(r for r, who in scene.panels.hits["portrait"] if who == "medic")
    glow = app.screen.get_at((medic_box.centerx, medic_box.top - 1))
    assert glow.g > 150 and glow.g > glow.r          # the receiver's panel is outlined in green
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    assert isinstance(scene.pointer.drag, TileBack)
    assert "give" in scene.toasts.texts[-1].lower()
    frame(app, 40)
    assert scene.state is before and scene.pointer.drag is None


def test_a_surveyor_too_far_away_shows_his_tiles_but_cannot_give_them(app):
    scene = start(app, "power_surveyor_gift_refused_too_far", players=["medic", "surveyor"])
    assert scene.state.current == "medic"
    holder = scene.state.player("surveyor")
    assert holder.tiles and not any(a.type == "give_tile" for a in scene.session.legal())
    assert not [h for h in scene.panels.hits["hand"] if h[1][0] == "surveyor"]


def test_an_equipment_card_dragged_onto_a_player_on_the_same_tile_is_passed(app):
    scene = start(app, "equip_pass_to_player_on_same_tile")
    assert scene.state.current == "medic"
    chip = card_rect(scene, "navigator", "med_kit")     # the navigator's chip in the team panel
    drag(app, chip.center, portrait(scene, "medic"))
    settle(app, scene)
    assert scene.state.player("medic").equipment == ("med_kit",)
    assert scene.state.player("navigator").equipment == ()
    assert scene.state.actions_left == 4


def test_a_team_members_equipment_chip_plays_on_the_current_players_turn(app):
    # the Navigator (not the current player) turns the wind with his Aerometer
    scene = start(app, "equip_aerometer_turns_the_wind", hands={"navigator": {"tiles": [], "equipment": ["aerometer"]},
                                                                "medic": {"tiles": []}})
    assert scene.state.current == "medic" and scene.state.wind == "S"
    click(app, card_rect(scene, "navigator", "aerometer").center)
    click(app, prompt_button(scene, "Counter"))
    settle(app, scene)
    assert scene.state.wind == "E"
    assert scene.state.player("navigator").equipment == ()


def test_equipment_is_played_between_two_storm_cards(app):
    scene = start(app, "equip_played_between_two_storm_cards")
    scene.pace.every = 0.0
    key(app, pygame.K_RETURN)                 # end the actions
    settle(app, scene)
    next_card(app, scene)                      # the first card: the wind turns to W
    assert scene.state.wind == "W" and scene.state.phase == "storm"
    click(app, card_rect(scene, "medic", "aerometer").center)
    click(app, prompt_button(scene, "Counter"))
    settle(app, scene)
    assert scene.state.wind == "S"
    for _ in range(10):
        if scene.state.phase != "storm":
            break
        next_card(app, scene)
    assert scene.state.turn == 2
    assert scene.state.player("medic").at == (0, 2)


# ---- equipment ------------------------------------------------------------------------------

def test_jet_pack_flies_with_a_passenger(app):
    scene = start(app, "equip_jet_pack_flies_with_a_passenger")
    click(app, card_rect(scene, "medic", "jet_pack").center)
    assert scene.armed is not None and scene.armed.card == "jet_pack"
    click(app, centre(scene, (4, 4)))
    click(app, prompt_button(scene, "Navigator"))
    settle(app, scene)
    assert scene.state.player("medic").at == (4, 4)
    assert scene.state.player("navigator").at == (4, 4)
    assert scene.state.actions_left == 4
    assert scene.picture_matches_state()


def test_platform_clamp_places_a_tile_ignoring_copper(app):
    scene = start(app, "equip_platform_clamp_ignores_copper_rule")
    click(app, card_rect(scene, "medic", "platform_clamp").center)
    assert scene.armed is not None
    drag(app, hand_rect(scene, "medic", "t06").center, centre(scene, (1, 3)))
    settle(app, scene)
    placed = scene.state.board.tiles.get((1, 3))
    assert placed is not None and placed.spec.id == "t06"
    assert scene.state.player("medic").equipment == ()
    assert scene.state.actions_left == 4


def test_remote_fuser_adds_a_wire_from_afar(app):
    scene = start(app, "equip_remote_fuser_adds_wire_from_afar")
    click(app, card_rect(scene, "medic", "remote_fuser").center)
    drag(app, comp(scene, "rod(5,0)"), comp(scene, "cap(5,0,E)"))
    settle(app, scene)
    assert [(w.kind, {w.a, w.b}) for w in scene.state.board.wires] == [("short", {"rod(5,0)", "cap(5,0,E)"})]
    assert scene.state.player("medic").equipment == ()


def test_remote_fuser_removes_a_wire_from_afar(app):
    scene = start(app, "equip_remote_fuser_removes_wire_from_afar")
    wire = scene.state.board.wires[0]
    click(app, card_rect(scene, "medic", "remote_fuser").center)
    click(app, wire_point(scene, wire))
    assert scene.prompt is not None and "Remove" in scene.prompt.title
    click(app, prompt_button(scene, "Remove"))
    settle(app, scene)
    assert scene.state.board.wires == ()
    assert scene.state.board.supply["short_wire"] == 12
    assert scene.state.player("medic").equipment == ()


def test_stratoscope_reorders_the_top_cards(app):
    scene = start(app, "equip_stratoscope_reorders_top_three")
    click(app, card_rect(scene, "medic", "stratoscope").center)
    assert scene.prompt is not None and len(scene.prompt.options) == 6
    want = ("winds_change_ccw", "winds_change_cw", "lightning_strikes")
    i = next(i for i, (_, a) in enumerate(scene.prompt.options) if a.option == want)
    click(app, scene.prompt.buttons[i].rect.center)
    settle(app, scene)
    assert scene.state.storm_pile[:3] == want


def test_aerometer_asks_which_way(app):
    scene = start(app, "equip_aerometer_turns_the_wind")
    click(app, card_rect(scene, "medic", "aerometer").center)
    assert [lab for lab, _ in scene.prompt.options] == ["Clockwise", "Counter-clockwise"] or \
        sorted(lab for lab, _ in scene.prompt.options) == ["Clockwise", "Counter-clockwise"]
    click(app, prompt_button(scene, "Counter"))
    settle(app, scene)
    assert scene.state.wind == "E"
    assert scene.picture.angle == 90.0


def test_time_throttle_confirms_then_adds_two_actions(app):
    scene = start(app, "equip_time_throttle_adds_two_actions")
    click(app, card_rect(scene, "medic", "time_throttle").center)
    assert scene.prompt is not None
    key(app, pygame.K_ESCAPE)                 # cancel first: nothing happens
    assert scene.prompt is None and scene.state.actions_left == 4
    click(app, card_rect(scene, "medic", "time_throttle").center)
    click(app, prompt_button(scene, "Play"))
    settle(app, scene)
    assert scene.state.actions_left == 6


def test_med_kit_and_defrayer_target_a_portrait(app):
    scene = start(app, "equip_med_kit_restores_two_health",
                  rope={"navigator": 1}, hands={"medic": {"tiles": [], "equipment": ["med_kit", "defrayer"]}})
    click(app, card_rect(scene, "medic", "med_kit").center)
    click(app, portrait(scene, "navigator"))
    settle(app, scene)
    assert scene.state.player("navigator").health == 3
    click(app, card_rect(scene, "medic", "defrayer").center)
    click(app, portrait(scene, "navigator"))
    settle(app, scene)
    assert scene.state.player("navigator").rope == 3
    assert scene.state.player("medic").equipment == ()


# ---- the launch -----------------------------------------------------------------------------

def test_a_wire_that_would_leave_someone_behind_asks_first(app):
    scene = start(app, "lose_abandoned_rocket_leaves_someone")
    before = scene.state
    drag(app, comp(scene, "rod(0,-1)"), comp(scene, "pad:A"))
    assert scene.prompt is not None and "Navigator" in scene.prompt.text
    click(app, prompt_button(scene, "Cancel"))
    assert scene.prompt is None and scene.state is before
    drag(app, comp(scene, "rod(0,-1)"), comp(scene, "pad:A"))
    click(app, prompt_button(scene, "Launch anyway"))
    settle(app, scene)
    frame(app, 2)
    assert scene.state.outcome == "lost:abandoned"
    from forbidden_sky.sky.ui.scenes.end import EndScene
    assert isinstance(app.stack[-1], EndScene) and not app.stack[-1].won


def test_the_winning_wire_launches_the_rocket_then_shows_victory(app, tmp_path):
    scene = start(app, "win_launch_with_everyone_on_pad_tiles")
    drag(app, comp(scene, "rod(0,-1)"), comp(scene, "pad:A"))
    assert scene.prompt is None                      # everyone is aboard: no question
    assert scene.state.outcome == "won"
    heights = []
    for _ in range(400):
        if not scene.queue.busy:
            break
        app.step(1 / 30)
        if scene.picture.rocket is not None:
            heights.append(scene.picture.rocket[0])
    assert heights and heights[-1] > 0.9 and heights == sorted(heights)   # the rocket climbs
    frame(app, 2)
    from forbidden_sky.sky.ui.scenes.end import EndScene
    top = app.stack[-1]
    assert isinstance(top, EndScene) and top.won
    path = tmp_path / "victory.png"
    app.save_screenshot(str(path))
    band = pygame.image.load(str(path)).get_at((top.rect.centerx, top.rect.top + 30))
    assert band.g > band.r


def test_the_pad_can_be_turned_with_its_button(app):
    scene = start(app, "launch_rotate_pad_free")
    assert scene.state.board.pad_axis == "EW"
    assert scene.buttons.pad in scene.context_buttons()
    click(app, scene.buttons.pad.rect.center)
    settle(app, scene)
    assert scene.state.board.pad_axis == "NS"
    assert scene.state.actions_left == 4


# ---- powers and pending choices -------------------------------------------------------------

def test_the_climber_is_asked_whom_to_carry_when_he_moves(app):
    scene = start(app, "power_climber_crosses_clouds_carrying_a_player")
    click(app, centre(scene, (1, 1)))
    assert scene.prompt is not None
    click(app, prompt_button(scene, "Medic"))
    settle(app, scene)
    assert scene.state.player("climber").at == (1, 1)
    assert scene.state.player("medic").at == (1, 1)
    assert scene.state.actions_left == 3


def test_the_wind_carry_choice_comes_as_a_prompt_during_the_storm(app):
    scene = start(app, "wind_climber_carries_someone_across_clouds")
    scene.pace.every = 0.0
    key(app, pygame.K_RETURN)
    settle(app, scene)
    for _ in range(20):
        if scene.prompt is not None or scene.state.phase != "storm":
            break
        next_card(app, scene)
    assert scene.state.pending is not None and scene.prompt is not None
    key(app, pygame.K_ESCAPE)                 # a pending choice cannot be dismissed
    assert scene.prompt is not None
    click(app, prompt_button(scene, "Medic"))
    settle(app, scene)
    for _ in range(20):
        if scene.state.phase != "storm":
            break
        next_card(app, scene)
    assert scene.state.player("climber").at == (0, 4)
    assert scene.state.player("medic").at == (0, 4)
    assert scene.state.player("medic").rope == 5
    assert scene.picture_matches_state()


def test_the_knotsmith_repairs_by_clicking_a_portrait(app):
    scene = start(app, "power_knotsmith_repairs_adjacent_player")
    click(app, portrait(scene, "medic"))
    settle(app, scene)
    assert scene.state.player("medic").rope == 4
    assert scene.state.actions_left == 3


def test_the_navigator_drags_a_pawn_three_steps_with_a_teleport(app):
    scene = start(app, "power_navigator_moves_player_three_steps_with_teleport")
    acts = [a for a in scene.session.legal() if a.type == "navigate" and len(a.path) >= 3]
    assert acts
    nav = acts[0]
    pawn = scene.view.camera.to_screen(*scene.picture.pawn[nav.target])
    drag(app, (int(pawn[0]), int(pawn[1])), centre(scene, nav.path[-1]))
    settle(app, scene)
    assert scene.state.player(nav.target).at == nav.path[-1]
    assert scene.state.actions_left == 3


def test_the_turn_pad_button_says_what_it_does(app):
    """Issue 22: "Turn pad" had no tooltip."""
    from forbidden_sky.sky.ui.play.tooltips import tooltip_for
    scene = start(app, "launch_rotate_pad_free")
    sc_shown = scene.shown()
    text = tooltip_for(sc_shown, scene.panels.hits, scene.buttons.pad.rect.center, Router(scene).pawn_at)
    assert "launch pad a quarter turn" in text and "free" in text
