"""What a gesture means (ui/play/intents.py): the one place that matches clicks and drops to
legal actions. Pure functions, tested on rules scenarios, and the reasons the screen shows
are the core's own sentences."""

import pygame

from forbidden_sky.sky.core import Action, legal_actions, why_illegal
from forbidden_sky.sky.core.board import Wire
from forbidden_sky.sky.ui.play import intents
from forbidden_sky.sky.ui.play.gestures import CardDrag, PawnDrag, TileDrag
from forbidden_sky.sky.ui.play.intents import Arm, Ask, Do, Hint, Reading, Refuse

from ui_helpers import SCENARIOS, frame, position, start


def comp(scene, ref):
    x, y = scene.view.camera.to_screen(*scene.state.board.component_centre(ref, scene.view.components))
    return int(x), int(y)


def wire_drag(app, a, b, steps=8):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for i in range(1, steps + 1):
        p = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))


def reading(state, **kw):
    return Reading(state, legal_actions(state), lambda a: why_illegal(state, a), **kw)


def test_a_card_with_nothing_to_aim_asks_to_confirm():
    r = reading(position("equip_time_throttle_adds_two_actions"))
    got = intents.click_card(r, "medic", "time_throttle")
    assert isinstance(got, Ask) and got.title == "Play Time Throttle?" and [lab for lab, _ in got.options] == ["Play"]
    assert got.options[0][1].card == "time_throttle"


def test_a_card_with_choices_asks_which_and_names_them_in_words():
    r = reading(position("equip_aerometer_turns_the_wind"))
    got = intents.click_card(r, "medic", "aerometer")
    assert isinstance(got, Ask) and sorted(lab for lab, _ in got.options) == ["Clockwise", "Counter-clockwise"]


def test_a_card_with_targets_on_the_board_is_armed_with_a_hint():
    r = reading(position("equip_jet_pack_flies_with_a_passenger"))
    got = intents.click_card(r, "medic", "jet_pack")
    assert isinstance(got, Arm) and got.armed.effect == "jet_pack" and "click the tile" in got.hint
    armed = reading(r.state, armed=got.armed)
    assert isinstance(intents.armed_cell(armed, (99, 99), None), Refuse)
    ask = intents.armed_cell(armed, (4, 4), None)
    assert isinstance(ask, Ask) and any("Navigator" in lab for lab, _ in ask.options)


def test_a_card_that_cannot_be_played_says_why():
    s = position("equip_time_throttle_adds_two_actions")
    got = intents.click_card(Reading(s, [], lambda a: why_illegal(s, a)), "medic", "time_throttle")
    want = why_illegal(s, Action("play", player="medic", card="time_throttle")) or "Time Throttle cannot be played now"
    assert got == Refuse(want)


def test_a_click_on_a_far_tile_is_refused_in_the_cores_words():
    from forbidden_sky.sky.core import new_game
    s = new_game(["navigator", "medic"], "novice", 1)
    moves = {a.to for a in legal_actions(s) if a.type in ("move", "teleport")}
    far = next(c for c in s.board.tiles if c not in moves and c != s.player(s.current).at)
    got = intents.move_to(reading(s), far)
    assert isinstance(got, Refuse) and got.reason == why_illegal(s, Action("move", to=far))


def test_the_climber_moving_asks_whom_to_bring():
    s = position("power_climber_crosses_clouds_carrying_a_player")
    got = intents.move_to(reading(s), (1, 1))
    assert isinstance(got, Ask) and got.options[0][0] == "Go alone" and any("Medic" in lab for lab, _ in got.options)


def test_a_tile_of_someone_else_cannot_be_placed_and_says_how_to_give_it():
    s = position("power_surveyor_gives_tile_on_another_players_turn")
    drag = TileDrag("t01", "surveyor", (0, 0), (0, 0))
    act, reason = intents.tile_candidate(reading(s), drag, (0, 0), True, {"surveyor": {"t01"}})
    assert act is None and "give it" in reason
    act, reason = intents.tile_candidate(reading(s), drag, (0, 0), True, {})
    assert act is None and "only their tiles" in reason
    assert intents.tile_candidate(reading(s), drag, (0, 0), False, {}) == (None, None)   # off the board


def test_a_tile_dropped_on_another_adventurer_is_given():
    s = position("power_surveyor_gives_tile_on_another_players_turn")
    drag = TileDrag("t01", "surveyor", (0, 0), (0, 0))
    got = intents.drop_tile(reading(s), drag, "medic", (None, None))
    assert got == Do(Action("give_tile", player="surveyor", to="medic", tile="t01"))
    assert intents.receivers(reading(s), drag) == {"medic"}
    assert isinstance(intents.drop_tile(reading(s), drag, None, (None, None)), Refuse)


def test_a_card_dropped_on_another_adventurer_is_passed_and_elsewhere_played():
    s = position("equip_pass_to_player_on_same_tile")
    drag = CardDrag("med_kit", "navigator", (0, 0), (0, 0))
    assert intents.drop_card(reading(s), drag, "medic") == Do(Action("give_equipment", player="navigator", to="medic",
                                                                     card="med_kit"))
    assert not isinstance(intents.drop_card(reading(s), drag, None), Do)


def test_only_the_current_pawn_moves_and_others_are_guided_by_the_navigator():
    s = position("power_navigator_moves_player_three_steps_with_teleport")
    nav = next(a for a in legal_actions(s) if a.type == "navigate")
    got = intents.drop_pawn(reading(s), PawnDrag(nav.target, (0, 0), (0, 0)), nav.path[-1])
    assert isinstance(got, Do) and got.action.type == "navigate"
    assert intents.drop_pawn(reading(s), PawnDrag(s.current, (0, 0), (0, 0)), s.player(s.current).at) is None


def test_a_wire_dropped_on_nothing_explains_and_on_itself_does_nothing():
    s = position("wire_refused_too_far_for_long")
    assert isinstance(intents.drop_wire(reading(s), "rod(0,0)", None), Hint)
    assert intents.drop_wire(reading(s), "rod(0,0)", "rod(0,0)") is None


def test_the_shortest_wire_comes_first_unless_a_length_is_asked_for():
    s = position("win_launch_with_everyone_on_pad_tiles")
    ref, other = "rod(0,-1)", "pad:A"   # the scenario's closing wire (updated for the retuned wires)
    acts = intents.wire_candidates(reading(s), ref, other)
    kinds = [a.kind for a in acts]
    assert kinds and kinds == sorted(kinds, key=["short", "long"].index)
    longs = intents.wire_candidates(reading(s, wire_pref="long"), ref, other)
    assert all(a.kind == "long" for a in longs)
    assert other in intents.wire_targets(reading(s), ref)


def test_a_wire_that_launches_without_everyone_asks_first():
    s = position("lose_abandoned_rocket_leaves_someone")
    got = intents.drop_wire(reading(s), "rod(0,-1)", "pad:A")
    assert isinstance(got, Ask) and got.title == "Launch without everyone?" and "Navigator" in got.text


def test_a_click_on_a_wire_asks_to_remove_it_or_says_why_not():
    s = position("equip_remote_fuser_removes_wire_from_afar")
    w = s.board.wires[0]
    got = intents.unwire(reading(s), w)
    assert isinstance(got, (Ask, Refuse))
    nothing = intents.unwire(Reading(s, [], lambda a: why_illegal(s, a)), Wire(w.kind, w.a, w.b))
    assert isinstance(nothing, Refuse) and nothing.reason == (why_illegal(s, Action("unwire", a=w.a, b=w.b))
                                                               or "you cannot remove that wire")


def test_facts_are_what_legal_actions_list():
    s = position("launch_rotate_pad_free")
    legal = legal_actions(s)
    f = intents.facts(s, legal)
    assert f.moves == {a.to for a in legal if a.type in ("move", "teleport")}
    assert f.rotate_pad is not None and f.rotate_pad.player in (None, s.current)
    assert f.scout == any(a.type == "scout" for a in legal)


# ---- refused wires say why, in the core's words ---------------------------------------------

def _refused_wire_shows_the_core_reason(app, scenario, a, b, kinds):
    scene = start(app, scenario)
    before = scene.state
    # the core's own sentence (the UI never words a rule itself)
    reasons = {why_illegal(before, Action("wire", kind=k, a=a, b=b)) for k in kinds}
    reasons.discard(None)
    assert reasons, "the scenario must refuse this wire"
    wire_drag(app, comp(scene, a), comp(scene, b))
    frame(app, 2)
    assert scene.state is before                                  # nothing changed
    assert scene.state.board.wires == before.board.wires
    shown = scene.toasts.texts[-1]
    assert any(shown.lower() == r.lower() for r in reasons), (shown, reasons)
    assert shown[0].isupper()                                     # a sentence, not a code
    return shown


def test_a_wire_that_would_cross_another_says_so(app):
    shown = _refused_wire_shows_the_core_reason(app, "wire_refused_crosses_wire", "cap(0,0,S)", "cap(1,0,S)",
                                                ["short", "long"])
    assert "cross" in shown.lower()


def test_a_wire_too_far_even_for_a_long_one_says_so(app):
    shown = _refused_wire_shows_the_core_reason(app, "wire_refused_too_far_for_long", "rod(0,0)", "cap(3,0,E)",
                                                ["long"])
    assert "too far" in shown.lower()


def test_a_wire_dropped_on_bare_platform_explains_what_a_wire_needs(app):
    scene = start(app, "wire_refused_too_far_for_long")
    before = scene.state
    empty = scene.view.cell_rect((1, 0)).move(0, 30).center   # plain tile, no component
    assert scene.view.component_at(before.board, empty) is None
    wire_drag(app, comp(scene, "rod(0,0)"), empty)
    assert scene.state is before
    assert "component" in scene.toasts.texts[-1].lower()




def test_every_equipment_card_asks_its_question_the_same_way():
    """Issue 22: each equipment card asked in a different way ("Play X?", "Play X", the bare
    name, a toast). Every card played from its scenario's position: one form for all."""
    from forbidden_sky.sky.ui.play.intents import Arm
    seen = set()
    for name in sorted(p.stem for p in SCENARIOS.glob("equip_*.yaml")):
        state = position(name)
        r = reading(state)
        for a in r.legal:
            if a.type != "play" or a.card in seen:
                continue
            seen.add(a.card)
            got = intents.click_card(r, a.player, a.card)
            card = r.card(a.card)
            if isinstance(got, Ask):
                assert got.title == f"Play {card}?", (name, got.title)
                assert got.text.startswith(state.data.equipment[a.card].text), (name, got.text)
            else:
                assert isinstance(got, Arm) and got.hint.startswith(f"Play {card}: "), (name, got)
    assert len(seen) >= 8
