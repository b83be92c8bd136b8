"""Foresight on the game screen: the danger overlay (key and button, and while dragging), the
forecast and circuit check on the storm panel, the hint (thinking, shown, one click plays it,
recorded on the session), the End-turn warning; pictures under the dummy driver.

Set FORBIDDEN_SKY_SHOTS to a folder to keep the pictures for a look."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from forbidden_sky.bench import late_game_state
from forbidden_sky.sky.core import Action, is_legal
from forbidden_sky.sky.data import game_data
from forbidden_sky.sky.ui.play.routing import Router

from ui_helpers import click, frame, game, key

SHOTS = os.environ.get("FORBIDDEN_SKY_SHOTS")

# the first tick of the tuned meter that draws three cards (it moves when the meter is retuned)
THREE_CARDS = game_data().storm_meter.intensities.index(3)


def shot(app, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(Path(SHOTS) / f"{name}.png"))


def late(app, **override):
    s = late_game_state()
    if override:
        s = replace(s, **override)
    return game(app, players=[p.id for p in s.players], state=s)


def test_the_danger_overlay_toggles_with_d_and_its_button(app):
    sc = late(app)
    assert not sc.foresight.overlay_on
    key(app, pygame.K_d)
    frame(app)
    assert sc.foresight.overlay_on
    shot(app, "danger_overlay")
    click(app, sc.fore_view.danger.rect.center)
    frame(app)
    assert not sc.foresight.overlay_on


def test_the_storm_panel_shows_the_forecast_and_circuit(app):
    sc = late(app, storm_tick=THREE_CARDS)
    frame(app, 2)
    f = sc.foresight.forecast(sc.state)
    assert f.draws == 3
    # the skull's line only when the coming draws can reach it (the first tick of 3 is three
    # ticks below the skull since the meter was shortened: two Storm Intensifies would do it)
    shown = {v for _, v in sc.panels.hits["foresight"]}
    assert shown == {"circuit", "forecast"} | ({"skull"} if f.skull > 0 else set())
    shot(app, "storm_panel_forecast")


def test_a_hint_thinks_then_shows_and_one_click_plays_it(app):
    sc = late(app)
    key(app, pygame.K_h)
    frame(app)
    assert sc.foresight.thinking(sc.state) or sc.foresight.hint is not None
    shot(app, "hint_thinking")
    sc.foresight.worker.wait(30)
    frame(app, 2)
    hint = sc.foresight.hint
    assert hint is not None and is_legal(sc.state, hint.action)
    assert sc.session.hints and sc.session.hints[-1]["played"] is False
    shot(app, "hint_shown")
    before = len(sc.session.history)
    click(app, sc.fore_view.play.rect.center)
    frame(app)
    assert len(sc.session.history) == before + 1
    assert sc.session.history[-1].action == hint.action
    assert sc.session.hints[-1]["played"] is True


def test_end_turn_warns_when_an_action_could_lower_a_deadly_risk(app):
    s = late_game_state()
    # someone on a live cell with one health left, in a storm of three cards
    from forbidden_sky.sky.ai.danger import danger
    d = danger(s)
    if not d.jolted:
        pytest.skip("nobody on a live cell in the late-game position")
    pid = d.jolted[0]
    s = replace(s, storm_tick=THREE_CARDS, players=tuple(replace(p, health=1) if p.id == pid else p for p in s.players))
    sc = game(app, players=[p.id for p in s.players], state=s)
    lines = sc.foresight.end_warning(sc.state, sc.session.legal())
    if not lines:
        pytest.skip("no single action lowers the risk here")
    click(app, sc.buttons.end.rect.center)
    frame(app)
    assert sc.prompt is not None and sc.state.phase == "actions"
    shot(app, "end_turn_warning")


def test_the_overlay_follows_a_dragged_pawn(app):
    sc = late(app)
    me = sc.state.player(sc.state.current)
    moves = [a for a in sc.session.legal() if a.type == "move" and a.player in (None, me.id)]
    assert moves
    frame(app, 60)   # the camera has glided to fit the platform
    a = tuple(int(v) for v in sc.view.camera.to_screen(*sc.picture.pawn[me.id]))
    b = sc.view.cell_rect(moves[0].to).center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for i in range(1, 7):
        p = (a[0] + (b[0] - a[0]) * i // 6, a[1] + (b[1] - a[1]) * i // 6)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    frame(app)
    assert sc.pointer.drag is not None
    action = sc.fore_view.drop_action(sc)
    assert action == moves[0]
    after = sc.foresight.after(sc.state, action)
    assert after is not None and after[0].player(me.id).at == moves[0].to
    shot(app, "danger_while_dragging")
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    frame(app)


def test_pieces_can_be_turned_off_in_the_settings(app):
    app.settings.extra["foresight"] = {"hint": False, "overlay": False, "forecast": False, "circuit": False}
    sc = late(app)
    assert sc.fore_view.buttons(sc) == []
    key(app, pygame.K_h)
    frame(app)
    assert sc.foresight.hint is None and not sc.foresight.thinking(sc.state)
    assert sc.foresight.end_warning(sc.state, sc.session.legal()) == []
    sc.do(Action("end_actions"))
    assert sc.state.phase == "storm"


def lost_game(app):
    """A game lost on purpose: the Electrician (1 health) walks onto a live cell in a storm of
    three cards, and lightning comes first."""
    from forbidden_sky.sky.ai.danger import danger
    from forbidden_sky.sky.core import legal_actions
    s = late_game_state()
    me = s.player(s.current)
    live = danger(s).live
    s = replace(s, storm_tick=THREE_CARDS, storm_pile=("lightning_strikes",) + tuple(c for c in s.storm_pile
                                                                              if c != "lightning_strikes"),
                players=tuple(replace(p, health=1) if p.id == me.id else p for p in s.players))
    # start her on a safe neighbour of a live cell, so the walk is what loses the game
    for cell in sorted(s.board.tiles):
        if cell in live:
            continue
        safe = replace(s, players=tuple(replace(p, at=cell) if p.id == me.id else p for p in s.players))
        back = [b for b in legal_actions(safe) if b.type == "move" and b.to in live]
        if back:
            sc = game(app, players=[p.id for p in s.players], state=safe)
            return sc, back[0]
    pytest.skip("no safe cell beside a live one")


def test_the_end_screen_names_the_turning_point(app):
    sc, walk = lost_game(app)
    sc.do(walk)
    sc.do(Action("end_actions"))
    for _ in range(400):
        if sc.state.over:
            break
        frame(app, 3)
        sc.pace.requested = True
    assert sc.state.outcome == "lost:electrocuted"
    for _ in range(600):
        frame(app, 2)
        if len(app.stack) > 1:
            break
    end = app.stack[-1]
    assert end.why is not None
    assert end.why.turn is not None and end.why.index == 1      # the walk onto the live cell
    assert "Turn" in end.why.sentence and "fell from" in end.why.sentence
    frame(app)
    shot(app, "end_why_lost")
    click(app, end.why.button.rect.center)
    frame(app)
    assert end.why.showing
    shot(app, "end_why_lost_position")


def test_the_timeline_grows_with_each_step_and_shrinks_with_undo(app):
    sc = late(app, storm_tick=4)
    frame(app)
    assert len(sc.foresight.points) == 1
    move = next(a for a in sc.session.legal() if a.type == "move")
    sc.do(move)
    frame(app)
    assert len(sc.foresight.points) == 2
    sc.undo()
    frame(app)
    assert len(sc.foresight.points) == 1
    sc.do(move)
    frame(app, 2)
    shot(app, "storm_panel_timeline")


def test_a_live_tiles_tooltip_says_lightning_would_reach_it(app):
    from forbidden_sky.sky.ui.play.foresight_words import cell_danger
    sc = late(app)
    d = sc.foresight.danger(sc.state)
    live = sorted(d.live)[0]
    safe = next(c for c in sc.state.board.tiles if c not in d.live)
    assert "Lightning would reach" in cell_danger(sc.shown(), live)
    assert cell_danger(sc.shown(), safe) == ""


def test_the_circuit_tooltip_names_the_wired_chains(app):
    from ui_helpers import position

    from forbidden_sky.sky.ui.play.foresight_words import foresight_tip
    s = position("win_launch_with_everyone_on_pad_tiles")
    sc = game(app, players=[p.id for p in s.players], state=s)
    tip = foresight_tip(sc.shown(), "circuit")
    assert "3 lightning rods" in tip and "side B 7" in tip
    assert sc.foresight.circuit(sc.state).status == "green"
    frame(app, 2)
    shot(app, "circuit_green")


def test_a_long_history_fills_the_timeline_over_a_few_frames():
    from forbidden_sky.sky.ai.forecast import forecast
    from forbidden_sky.sky.core import legal_actions
    from forbidden_sky.shell.config import ui_config
    from forbidden_sky.sky.ui.play.foresight import Foresight, Prefs
    from forbidden_sky.sky.ui.session import Session, Setup
    ses = Session(Setup(["medic", "navigator"], "novice", 4))
    for _ in range(60):
        if ses.state.over:
            break
        ses.apply(legal_actions(ses.state)[-1])
    fs = Foresight(Prefs(), ui_config(), ses.hints)
    fs.sync(ses, budget=10)
    assert len(fs.points) == 10
    while len(fs.points) < len(ses.history) + 1:
        fs.sync(ses, budget=10)
    assert [p.chance for p in fs.points[-1:]] == [forecast(ses.state).safe]
    assert fs.points[1].label


def test_the_forecast_tooltip_splits_electrocution_and_falls(app):
    from forbidden_sky.sky.ui.play.foresight_words import foresight_tip
    s = late_game_state()
    s = replace(s, storm_tick=THREE_CARDS, players=tuple(replace(p, health=1, rope=1) for p in s.players))
    sc = game(app, players=[p.id for p in s.players], state=s)
    tip = foresight_tip(sc.shown(), "forecast")
    assert "electrocuted" in tip and "falls" in tip


def test_the_timeline_and_the_skull_row_are_explained_by_tooltips(app):
    """Issue 22: "Meter and team's chance" and "Skull 52%" were never explained."""
    from forbidden_sky.sky.ui.play.foresight_words import foresight_tip
    from forbidden_sky.sky.ui.play.tooltips import tooltip_for
    from ui_helpers import game, settle
    sc = game(app, players=("electrician", "medic"), seed=3)
    for _ in range(2):
        sc.do(next(a for a in sc.session.legal() if a.type == "move"))
        settle(app, sc)
    app.step(1 / 60)
    box = next(r for r, what in sc.panels.hits["foresight"] if what == "timeline")
    text = tooltip_for(sc.shown(), sc.panels.hits, box.center, Router(sc).pawn_at)
    assert "storm meter" in text and "team's chance" in text
    assert "skull" in foresight_tip(None, "skull") and "lost" in foresight_tip(None, "skull")


def test_the_hint_box_never_covers_the_cell_it_points_at(app):
    """Issue 22: the hint's box covered the cell it pointed at. Bring the target down to where
    the box sits at the foot of the board: the box moves to the top."""
    from forbidden_sky.sky.ui.play.foresight import OnShow
    from ui_helpers import game
    sc = game(app, players=("electrician", "medic"), seed=3)
    move = next(a for a in sc.session.legal() if a.type == "move")
    sc.foresight.hint = OnShow(sc.state, move, "Move south: the next job is a rod.")
    view = sc.layout.view
    for target_y in (view.bottom - sc.theme.px(90), view.top + sc.theme.px(200)):
        cell = sc.view.cell_rect(move.to)
        sc.view.camera.pan_pixels(0, target_y - cell.centery)
        sc.view.camera.manual = True
        sc.fore_view.buttons(sc)                       # lays the box out as input and drawing see it
        box, cell = sc.fore_view.banner, sc.view.cell_rect(move.to)
        assert not box.colliderect(cell), (box, cell)
        assert sc.fore_view.play.rect.colliderect(box)  # Play it moves with its box
