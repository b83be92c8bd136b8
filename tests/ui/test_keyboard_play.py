"""Full keyboard play (issue 12): every action without a mouse, with a visible focus."""

import math

import pygame

from forbidden_sky.sky.core import Action, legal_actions, new_game
from forbidden_sky.sky.ui.play.gestures import TileDrag, WireDrag
from forbidden_sky.sky.ui.words import KEY_HELP, KEY_HELP_SHORT
from forbidden_sky.sky.ui.play.routing import Router

from test_intents import position
from ui_helpers import frame, game, key, settle


def _arrows_to(app, sc, target):
    """Press arrows until the cursor's point is at ``target`` (world units)."""
    kp = Router(sc).keyplay
    if kp.cursor is None:
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_LEFT)
    for _ in range(60):
        x, y = kp.cursor
        if abs(x - target[0]) < 1e-6 and abs(y - target[1]) < 1e-6:
            return
        step = 0.5 if isinstance(sc.pointer.drag, WireDrag) else 1.0
        if abs(x - target[0]) >= step - 1e-6:
            key(app, pygame.K_RIGHT if target[0] > x else pygame.K_LEFT)
        else:
            key(app, pygame.K_DOWN if target[1] > y else pygame.K_UP)
    raise AssertionError(f"cursor stuck at {kp.cursor}, wanted {target}")


def _last(sc):
    return sc.session.history[-1].action if sc.session.history else None


def test_arrows_and_enter_move_the_pawn(app):
    sc = game(app)
    cell = sorted(sc.facts().moves)[0]
    _arrows_to(app, sc, (cell[0] + 0.5, cell[1] + 0.5))
    frame(app)
    key(app, pygame.K_RETURN)
    assert _last(sc) is not None and _last(sc).type in ("move", "teleport") and sc.state.player(sc.state.current).at == cell


def test_scout_and_explore_with_rotation(app):
    sc = game(app)
    me = sc.state.current
    key(app, pygame.K_s)
    assert _last(sc).type == "scout"
    settle(app, sc)
    explores = [a for a in legal_actions(sc.state) if a.type == "explore"]
    goal = explores[0]
    tiles = sc.state.player(me).tiles
    for _ in range(tiles.index(goal.tile) + 1):
        key(app, pygame.K_t)
    assert isinstance(sc.pointer.drag, TileDrag) and sc.pointer.drag.tile == goal.tile
    for _ in range(goal.rot // 90):
        key(app, pygame.K_r)
    _arrows_to(app, sc, (goal.at[0] + 0.5, goal.at[1] + 0.5))
    frame(app)
    key(app, pygame.K_RETURN)
    assert _last(sc).type == "explore" and goal.at in sc.state.board.tiles


def test_a_wire_laid_from_the_keyboard():
    from forbidden_sky.app.app import App
    app = App(size=(1280, 800), mute=True, strict=True)
    try:
        s = position("win_launch_with_everyone_on_pad_tiles")
        sc = game(app, players=[p.id for p in s.players], state=s)
        wires = [a for a in legal_actions(s) if a.type == "wire"]
        goal = wires[0]
        sources = sorted(sc.facts().wire_from)
        start, end = (goal.a, goal.b) if goal.a in sources else (goal.b, goal.a)
        for _ in range(sources.index(start) + 1):
            key(app, pygame.K_w)
        assert isinstance(sc.pointer.drag, WireDrag) and sc.pointer.drag.ref == start
        target = s.board.component_centre(end, sc.view.components)
        kp = Router(sc).keyplay
        for _ in range(40):                     # the arrows jump from component to component
            x, y = kp.cursor
            if (abs(x - target[0]), abs(y - target[1])) < (1e-6, 1e-6) or math.dist((x, y), target) < 1e-6:
                break
            dx, dy = target[0] - x, target[1] - y
            key(app, (pygame.K_RIGHT if dx > 0 else pygame.K_LEFT) if abs(dx) >= abs(dy) else
                (pygame.K_DOWN if dy > 0 else pygame.K_UP))
        assert math.dist(kp.cursor, target) < 1e-6
        frame(app)
        key(app, pygame.K_RETURN)
        frame(app)
        if sc.prompt is not None:
            key(app, pygame.K_1)
            frame(app)
        assert any(st.action.type == "wire" for st in sc.session.history)
    finally:
        app.close()


def test_the_power_button_and_p_heal_without_finding_a_hidden_click(app):
    s = new_game(("medic", "navigator"), "novice", 1).with_player("navigator", health=2)
    sc = game(app, players=("medic", "navigator"), state=s)
    assert sc.buttons.power.label == "Heal" and sc.buttons.power.enabled
    key(app, pygame.K_p)
    frame(app)
    if sc.prompt is not None:
        key(app, pygame.K_1)
    assert _last(sc).type == "heal" and _last(sc).target == "navigator"


def test_the_navigators_power_asks_whom_then_the_cursor_chooses_where(app):
    s = new_game(("navigator", "medic"), "novice", 1)
    sc = game(app, players=("navigator", "medic"), state=s)
    assert sc.buttons.power.label == "Move another"
    goal = next(a for a in legal_actions(s) if a.type == "navigate" and a.target == "medic" and a.carry is None)
    key(app, pygame.K_p)
    assert sc.prompt is not None
    key(app, pygame.K_1)                       # the medic
    dest = goal.path[-1]
    _arrows_to(app, sc, (dest[0] + 0.5, dest[1] + 0.5))
    frame(app)
    key(app, pygame.K_RETURN)
    frame(app)
    if sc.prompt is not None:
        key(app, pygame.K_1)
    assert _last(sc).type == "navigate" and sc.state.player("medic").at == dest


def test_end_turn_next_card_and_undo_from_the_keyboard(app):
    sc = game(app)
    key(app, pygame.K_s)                      # scout: revealed, cannot be undone
    settle(app, sc)
    cell = sorted(sc.facts().moves)[0]
    _arrows_to(app, sc, (cell[0] + 0.5, cell[1] + 0.5))
    key(app, pygame.K_RETURN)
    settle(app, sc)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert _last(sc).type == "scout"           # the move was undone
    key(app, pygame.K_e)
    assert sc.state.phase == "storm"
    key(app, pygame.K_n)
    assert sc.pace.requested


def test_tab_moves_a_visible_focus_over_the_buttons_and_enter_presses(app):
    sc = game(app)
    frame(app)
    before = pygame.image.tobytes(app.screen, "RGB")
    labels = []
    for _ in range(4):
        key(app, pygame.K_TAB)
        labels.append(next(b.label for b in sc.buttons.bar if b.focused))
    frame(app)
    assert pygame.image.tobytes(app.screen, "RGB") != before          # the focus ring is drawn
    assert labels[3] == "Log"
    key(app, pygame.K_RETURN)
    assert sc.sheets.log
    key(app, pygame.K_ESCAPE)                  # Esc drops the focus first
    assert not any(b.focused for b in sc.buttons.bar)


def test_equipment_from_the_keyboard_says_why_not_when_none_can_be_played(app):
    sc = game(app)
    key(app, pygame.K_q)
    assert sc.prompt is not None or "equipment" in sc.toasts.texts[-1].lower()


def test_the_key_list_is_in_the_rules_and_always_on_screen(app):
    from forbidden_sky.sky.ui.scenes.rules import rules_text
    controls = dict(rules_text())["Controls"]
    assert all(k in controls for k, _ in KEY_HELP)
    sc = game(app)
    frame(app)
    th = app.theme
    img = th.text(KEY_HELP_SHORT, "regular", "tiny", th.c.text_dim)
    assert img.get_width() < sc.layout.board.width                    # fits over the board


def test_the_menus_work_without_a_mouse(app):
    from forbidden_sky.shell.scene import Goto
    from forbidden_sky.sky.ui.scenes.settings import SettingsScene
    app.apply(Goto("title"))
    frame(app)
    ring = [b.action for b in app.top.buttons]     # each game's buttons, then Games, Settings, Quit
    for _ in range(ring.index("settings") + 1):
        key(app, pygame.K_DOWN)
    frame(app)
    assert [b.label for b in app.top.buttons if b.focused] == ["Settings"]
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    for _ in range(ring.index("settings") - ring.index("sky:new")):
        key(app, pygame.K_UP)                   # the focus stayed on Settings: up to Sky's New game
    key(app, pygame.K_RETURN)
    setup = app.top
    assert type(setup).__name__ == "SetupScene"
    key(app, pygame.K_DOWN)                     # the first seat
    key(app, pygame.K_RIGHT)                    # its first adventurer
    chosen = setup.seats[0]
    assert chosen != "random"
    key(app, pygame.K_PLUS)
    assert len(setup.seats) == 3
    frame(app)
    key(app, pygame.K_RETURN)
    frame(app)
    assert type(app.top).__name__ == "GameScene" and app.top.state.players[0].id == chosen


def test_the_free_wire_button_starts_a_wire_from_her_tile(app):
    s = position("power_electrician_free_wire")
    assert s.current == "electrician" and any(a.free for a in legal_actions(s) if a.type == "wire")
    sc = game(app, players=[p.id for p in s.players], state=s)
    assert sc.buttons.power.label == "Free wire"
    sc.take(Router(sc).command("power"))
    assert isinstance(sc.pointer.drag, WireDrag) and sc.pointer.drag.ref in sc.facts().wire_from


def test_the_free_wire_button_says_why_not_when_spent(app):
    sc = game(app, players=("electrician", "medic"))
    sc.take(Router(sc).command("power"))
    assert sc.pointer.drag is None and "free wire" in sc.toasts.texts[-1].lower()


# ---- issue 22 item 4: the questions, T and W without a mouse ------------------------------------

def _two_cards(app):
    from ui_helpers import start
    sc = start(app, "equip_time_throttle_adds_two_actions",
               hands={"medic": {"tiles": [], "equipment": ["time_throttle", "aerometer"]}})
    assert sorted(sc.facts().playable) == [("medic", "aerometer"), ("medic", "time_throttle")]
    return sc


def test_the_play_which_card_question_has_a_focus_ring_and_enter_plays_the_focused_card(app):
    sc = _two_cards(app)
    key(app, pygame.K_q)
    assert sc.prompt is not None and sc.prompt.title == "Play which card?"
    assert [b.focused for b in sc.prompt.buttons] == [True, False, False]      # Aerometer, Time Throttle, Cancel
    frame(app)
    key(app, pygame.K_TAB)
    assert [b.focused for b in sc.prompt.buttons] == [False, True, False]
    key(app, pygame.K_RETURN)
    assert sc.prompt is None and _last(sc) == Action("play", player="medic", card="time_throttle")
    assert sc.state.actions_left == 6


def test_a_card_with_a_choice_asks_it_next_and_the_keyboard_answers_it(app):
    sc = _two_cards(app)
    wind = sc.state.wind
    key(app, pygame.K_q)
    key(app, pygame.K_SPACE)                   # Space presses the focused Aerometer
    assert sc.prompt is not None and "Aerometer" in sc.prompt.title, "the card's own question must stay open"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert _last(sc).card == "aerometer" and sc.state.wind != wind


def test_a_digit_picks_a_card_and_plays_it(app):
    sc = _two_cards(app)
    key(app, pygame.K_q)
    key(app, pygame.K_2)
    assert sc.prompt is None and _last(sc) == Action("play", player="medic", card="time_throttle")


def test_escape_and_the_focused_cancel_close_the_question_and_play_nothing(app):
    sc = _two_cards(app)
    for keys in ((pygame.K_ESCAPE,), (pygame.K_UP, pygame.K_RETURN), (pygame.K_TAB, pygame.K_TAB, pygame.K_SPACE)):
        key(app, pygame.K_q)
        for k in keys:
            key(app, k)
        assert sc.prompt is None and _last(sc) is None, keys


def test_t_on_a_filled_cell_carries_the_tile_to_the_nearest_cell_that_takes_it(app):
    sc = game(app)
    key(app, pygame.K_s)
    settle(app, sc)
    me = sc.state.player(sc.state.current)
    kp = Router(sc).keyplay
    key(app, pygame.K_RIGHT)                   # the first arrow shows the cursor on the pawn's own tile: filled
    assert kp.cell() == me.at
    key(app, pygame.K_t)
    assert isinstance(sc.pointer.drag, TileDrag)
    spots = {a.at: a for a in legal_actions(sc.state) if a.type == "explore" and a.tile == sc.pointer.drag.tile}
    assert kp.cell() in spots
    assert kp.cell() == min(spots, key=lambda c: (abs(c[0] - me.at[0]) + abs(c[1] - me.at[1]),
                                                  math.dist((c[0] + .5, c[1] + .5), (me.at[0] + .5, me.at[1] + .5)), c))
    frame(app)
    key(app, pygame.K_RETURN)
    assert _last(sc).type == "explore" and _last(sc).at in spots


def test_w_with_nothing_to_wire_says_so_in_a_players_words(app):
    sc = game(app)
    assert not sc.facts().wire_from
    key(app, pygame.K_w)
    said = sc.toasts.texts[-1]
    assert said.startswith("Nothing to wire: ") and "needs a kind" not in said, said
    sc.do(Action("end_actions"))
    settle(app, sc)
    key(app, pygame.K_w)
    assert sc.toasts.texts[-1] == "Nothing to wire: it is the storm's turn"


def test_the_keyboard_returns_what_a_key_means_and_the_scene_carries_it_out(app):
    from forbidden_sky.sky.ui.play import intents
    s = new_game(("navigator", "medic"), "novice", 1)
    sc = game(app, players=("navigator", "medic"), state=s)
    kp = Router(sc).keyplay
    took, out = kp.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"))
    assert took and out == intents.Do(Action("scout")) and not sc.session.history, "returned, not applied"
    took, out = kp.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="p"))
    assert took and isinstance(out, intents.Choose) and sc.prompt is None, "the question is a value too"
    assert [v for _, v in out.options] == ["medic"] and out.then("medic") is None
    assert kp.carrying and sc.pointer.drag.pid == "medic", "the answer's meaning: the medic's pawn on the cursor"
    took, out = kp.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode=""))
    assert (took, out) == (False, None)
