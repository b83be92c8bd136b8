"""Undo stops at a reveal; the storm animates each card and ends where the core says; end screens."""

from dataclasses import replace

import pygame

from forbidden_sky.sky.core import Action, apply

from ui_helpers import click, frame, game, key, scenario_state, settle


def test_undo_goes_back_through_moves_but_not_past_a_scout(app):
    scene = game(app)
    start = scene.state
    move = next(a for a in scene.session.legal() if a.type == "move")
    scene.do(move)
    settle(app, scene)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state is start
    scene.do(Action("scout"))
    settle(app, scene)
    after_scout = scene.state
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state is after_scout          # the scouted tile was seen: no undo
    assert "undo" in scene.toasts.texts[-1].lower()
    move = next(a for a in scene.session.legal() if a.type == "move")
    scene.do(move)
    frame(app)
    click(app, scene.buttons.undo.rect.center)     # the button undoes the move after the scout
    assert scene.state is after_scout


def _storm_scene(app, deck):
    doc = f"""
players: [navigator, medic]
storm_deck: {deck}
storm_tick: 7     # intensity 2: two cards are drawn
pawns: {{navigator: [0, 3], medic: [0, 1]}}
"""
    return game(app, state=scenario_state(doc))


def _expected_after_storm(state):
    s, _ = apply(state, Action("end_actions"))
    while s.phase == "storm" and s.outcome is None and s.pending is None:
        s, _ = apply(s, Action("draw_storm"))
    return s


def _play_storm(app, scene):
    key(app, pygame.K_RETURN)
    seen = set()
    for _ in range(4000):
        if scene.picture.card:
            seen.add(scene.picture.card)
        if scene.picture.live:
            seen.add("live")
        if scene.state.phase == "actions" and not scene.queue.busy:
            break
        if scene.state.phase == "storm" and not scene.queue.busy:
            click(app, scene.buttons.next.rect.center)
        app.step(1 / 30)
    settle(app, scene)
    return seen


def test_lightning_and_winds_animate_and_end_in_the_cores_state(app):
    scene = _storm_scene(app, "[lightning_strikes, high_winds, winds_change_cw]")
    expected = _expected_after_storm(scene.state)
    seen = _play_storm(app, scene)
    assert {"lightning_strikes", "high_winds", "live"} <= seen
    assert scene.state.to_dict() == expected.to_dict()
    assert scene.picture_matches_state()
    assert scene.state.player("navigator").health == 3   # on the rod tile: jolted


def test_winds_change_and_storm_intensifies_animate(app):
    scene = _storm_scene(app, "[winds_change_cw, storm_intensifies, lightning_strikes]")
    expected = _expected_after_storm(scene.state)
    seen = _play_storm(app, scene)
    assert {"winds_change_cw", "storm_intensifies"} <= seen
    assert scene.state.to_dict() == expected.to_dict()
    assert scene.picture.angle == 270.0 and scene.state.wind == "W"
    assert scene.picture_matches_state()


def test_the_reshuffle_card_shuffles_and_stops_the_draws(app):
    scene = _storm_scene(app, "[storm_intensifies_reshuffle, lightning_strikes, high_winds]")
    expected = _expected_after_storm(scene.state)
    _play_storm(app, scene)
    assert scene.state.to_dict() == expected.to_dict()


def test_space_skips_animations_without_changing_the_outcome(app):
    scene = _storm_scene(app, "[lightning_strikes, high_winds, winds_change_ccw]")
    expected = _expected_after_storm(scene.state)
    key(app, pygame.K_RETURN)
    for _ in range(200):
        if scene.state.phase == "actions" and not scene.queue.busy:
            break
        key(app, pygame.K_SPACE)
        app.step(1 / 60)
    settle(app, scene)
    assert scene.state.to_dict() == expected.to_dict()
    assert scene.picture_matches_state()


def _end(app, outcome, cause):
    scene = game(app)
    scene.session.state = replace(scene.state, outcome=outcome, outcome_cause=cause, phase="over")
    frame(app, 3)
    return scene


def test_a_loss_names_the_cause_and_offers_play_again(app, tmp_path):
    scene = _end(app, "lost:fall", "The Medic's rope snapped in High Winds on turn 3.")
    from forbidden_sky.sky.ui.scenes.end import EndScene
    top = app.stack[-1]
    assert isinstance(top, EndScene) and "rope snapped" in top.cause
    path = tmp_path / "loss.png"
    app.save_screenshot(str(path))
    img = pygame.image.load(str(path))
    # the red DEFEAT band sits at the top of the centred panel
    band = img.get_at((640, top.rect.top + 30))
    assert band.r > band.g and band.r > band.b
    click(app, top.buttons[0].rect.center)   # play again, same setup
    from forbidden_sky.sky.ui.play import GameScene
    assert isinstance(app.stack[-1], GameScene) and app.stack[-1] is not scene
    assert app.stack[-1].setup == scene.setup and app.stack[-1].state.turn == 1


def test_a_win_shows_victory(app, tmp_path):
    _end(app, "won", "")
    top = app.stack[-1]
    assert top.won and top.title
    path = tmp_path / "win.png"
    app.save_screenshot(str(path))
    band = pygame.image.load(str(path)).get_at((640, top.rect.top + 30))
    assert band.g > band.r
