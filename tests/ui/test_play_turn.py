"""Issue 21: Play turn plays the hint's whole turn, each step shown on the board first, and
stops at the turn's end, a card revealed, a changed position, a click or Escape."""

from __future__ import annotations

import pygame

from forbidden_sky.sky.ai.advice import Advice
from forbidden_sky.sky.core import Action, legal_actions
from forbidden_sky.sky.ui.play.hint import HintWorker
from forbidden_sky.sky.ui.play.keys import command_for
from forbidden_sky.sky.ui.words import KEY_HELP

from ui_helpers import click, frame, game, key


def _scripted(sc, pick):
    """A hint worker whose bot is ``pick(state)`` (fast and certain, unlike a search)."""
    sc.foresight.worker = HintWorker(advisor=lambda s, seed: Advice(pick(s), "other", {}))


def _first_move(s):
    moves = [a for a in legal_actions(s) if a.type == "move"]
    return moves[0] if moves and s.actions_left > 1 else Action("end_actions")


def _run(app, sc, seconds, dt=1 / 30):
    for _ in range(int(seconds / dt)):
        sc.foresight.worker.wait(30)
        app.step(dt)


def test_g_is_in_the_key_table_and_the_key_help():
    assert command_for(pygame.K_g, 0) == "play_turn"
    assert any(k == "G" and "turn" in v for k, v in KEY_HELP)


def test_each_step_is_shown_before_it_is_played_then_the_turn_ends(app):
    sc = game(app, seed=3)
    _scripted(sc, _first_move)
    who, turn = sc.state.current, sc.state.turn
    key(app, pygame.K_g)
    assert sc.turn_player.active
    _run(app, sc, 0.2)
    # the first step is on show (the board marks it, the box has Play it and Play turn) but not played yet
    assert sc.foresight.hint is not None and sc.foresight.hint.state is sc.state
    assert sc.session.history == [] and sc.fore_view.play_turn in sc.context_buttons()
    _run(app, sc, float(sc.cfg.foresight.turn_step))
    assert len(sc.session.history) == 1 and sc.session.history[0].action.type == "move"
    _run(app, sc, 12)
    assert not sc.turn_player.active and sc.turn_player.why == "ended"
    played = [h.action.type for h in sc.session.history if h.before.turn == turn and h.before.current == who]
    assert played[:4] == ["move", "move", "move", "end_actions"]   # then the storm, by its own pace
    assert all(h["played"] for h in sc.session.hints)     # the record keeps them as hints played


def test_a_click_or_escape_stops_it_before_the_step_plays(app):
    sc = game(app, seed=3)
    _scripted(sc, _first_move)
    for stop in ("click", "escape"):
        key(app, pygame.K_g)
        _run(app, sc, 0.2)
        n = len(sc.session.history)
        if stop == "click":
            click(app, sc.layout.board.center)
        else:
            key(app, pygame.K_ESCAPE)
        assert not sc.turn_player.active and sc.turn_player.why == "stopped"
        _run(app, sc, 2)
        assert len(sc.session.history) == n       # nothing more was played (and the click moved nobody)
        assert sc.prompt is None                   # Escape stopped the turn, it did not open the menu


def test_the_key_again_stops_it(app):
    sc = game(app, seed=3)
    _scripted(sc, _first_move)
    key(app, pygame.K_g)
    key(app, pygame.K_g)
    assert not sc.turn_player.active and sc.turn_player.why == "stopped"


def test_it_stops_when_the_position_is_not_the_plan_s(app):
    sc = game(app, seed=3)
    _scripted(sc, _first_move)
    key(app, pygame.K_g)
    _run(app, sc, 0.2)
    other = [a for a in sc.session.legal() if a.type == "move"][-1]
    sc.do(other)                    # played by hand (or an undo): the plan was for the old position
    _run(app, sc, 2)
    assert not sc.turn_player.active and sc.turn_player.why == "changed"
    assert len(sc.session.history) == 1


def test_it_stops_once_a_tile_is_revealed(app):
    sc = game(app, seed=3)
    _scripted(sc, lambda s: next(a for a in legal_actions(s) if a.type == "scout"))
    key(app, pygame.K_g)
    _run(app, sc, 3)
    assert not sc.turn_player.active and sc.turn_player.why == "revealed"
    assert [h.action.type for h in sc.session.history] == ["scout"]


def test_the_strong_bot_s_turn_plays_to_its_end(app):
    sc = game(app, players=("electrician", "medic"), seed=5)
    who = sc.state.current
    click_at = None
    key(app, pygame.K_h)
    _run(app, sc, 0.2)
    click_at = sc.fore_view.play_turn.rect.center
    click(app, click_at)            # the Play turn button in the hint's box
    assert sc.turn_player.active
    _run(app, sc, 40)
    assert not sc.turn_player.active and sc.turn_player.why in ("ended", "revealed")
    assert sc.turn_player.steps >= 1
    if sc.turn_player.why == "ended":
        assert sc.state.current != who or sc.state.phase != "actions"


# ---- the completions on the board and in the circuit check (the same issue's first item) ------

def test_the_danger_overlay_marks_where_the_pad_s_quarters_could_still_go(app):
    from pathlib import Path

    import yaml

    from forbidden_sky.sky.core.scenario import build
    from forbidden_sky.sky.ui.play import foresight_words as fw
    doc = yaml.safe_load((Path(__file__).resolve().parents[1] / "ai" / "positions"
                          / "hint_keeps_the_pad_quarters_cells_free.yaml").read_text())
    s = build(doc)[0]
    sc = game(app, players=[p.id for p in s.players], state=s)
    frame(app, 30)
    cell = sc.view.cell_rect((2, 2))
    off = pygame.Surface.copy(app.screen.subsurface(cell))
    key(app, pygame.K_d)
    frame(app, 2)
    on = app.screen.subsurface(cell)
    changed = sum(1 for x in range(0, cell.width, 4) for y in range(0, cell.height, 4)
                  if on.get_at((x, y)) != off.get_at((x, y)))
    assert changed > 20          # the empty SE cell of the pad's corner is tinted and labelled
    lines = fw.completion_lines(sc.foresight.circuit(sc.state).open, False)
    assert lines[0].startswith("Pad: 2 of 4 quarters meet; SE, SW still to come")
    assert any(line.startswith("Open capacitor halves: 2 small") for line in lines)
