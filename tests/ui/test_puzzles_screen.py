"""The puzzle book on screen, with synthetic events under the dummy driver: the title's
Puzzles button, a puzzle opened on the game screen, its recorded solution played through the
scene, the result, and the solved mark remembered after a restart."""

from __future__ import annotations

import pygame

from forbidden_sky.app.app import App
from forbidden_sky.engine.puzzle import Status
from forbidden_sky.records.puzzle_book import PuzzleBook
from forbidden_sky.shell.scene import Goto

from ui_helpers import click, frame, settle


def make(path) -> App:
    return App(size=(1280, 800), mute=True, strict=True, puzzle_book=PuzzleBook(path))


def top(app) -> str:
    return type(app.top).__name__


def play_out(app, scene, actions) -> None:
    """Each action through the game scene (as a gesture's intent would), then the storm paced
    as the Next card button does, until the result shows."""
    for a in actions:
        assert scene.do(a), a
        settle(app, scene)
    for _ in range(600):
        if top(app) == "PuzzleResultScene":
            return
        if scene.state.phase == "storm":
            scene.pace.requested = True       # the Next card button
        app.step(1 / 30)
    raise AssertionError(f"no result: {top(app)}")


def test_a_solved_puzzle_is_marked_and_remembered_after_a_restart(tmp_path) -> None:
    path = tmp_path / "puzzles.json"
    app = make(path)
    try:
        app.apply(Goto("title"))
        frame(app, 2)
        title = app.top
        button = next(b for b in title.buttons if b.action == "sky:puzzles")
        click(app, button.rect.center)
        frame(app)
        assert top(app) == "PuzzlesScene"
        book = app.top
        assert len(book.rows) >= 12
        click(app, book.buttons[0].rect.center)
        frame(app, 2)
        assert top(app) == "PuzzleGameScene"
        scene = app.top
        assert scene.watch.progress(scene.session).status is Status.PLAYING
        click(app, scene.watch.button.rect.center)     # the hint, on request
        frame(app)
        assert scene.watch.show_hint
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_j, mod=0, unicode="j"))   # its key closes it
        assert not scene.watch.show_hint
        play_out(app, scene, scene.puzzle.solution)
        result = app.top
        assert result.solved and result.entry is not None and result.entry.best == 4
        frame(app, 2)
        nxt = next(b for b in result.buttons if b.action == "next")
        click(app, nxt.rect.center)
        frame(app, 2)
        assert top(app) == "PuzzleGameScene" and app.top.index == 1
    finally:
        app.close()
    # a new start reads the book from the user's folder
    again = make(path)
    try:
        entry = again.puzzle_book.get("sky/01_last_wire")
        assert entry is not None and entry.solved and entry.best == 4
        again.apply(Goto("puzzles"))
        frame(again, 2)
        assert top(again) == "PuzzlesScene"
    finally:
        again.close()


def test_ending_the_turn_fails_and_retry_starts_again(tmp_path) -> None:
    app = make(tmp_path / "puzzles.json")
    try:
        app.apply(Goto("puzzles"))
        frame(app)
        click(app, app.top.buttons[2].rect.center)      # Off the copper: survive the lightning
        frame(app, 2)
        scene = app.top
        end = scene.buttons.end
        click(app, end.rect.center)
        frame(app)
        assert scene.prompt is None       # no "Careful before ending the turn": a puzzle hides the forecast
        play_out(app, scene, [])
        result = app.top
        assert not result.solved and result.progress.why == "lost:electrocuted"
        assert app.puzzle_book.get(scene.puzzle.key) is None     # a failure is not a solution
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        frame(app, 2)
        assert top(app) == "PuzzleGameScene" and app.top is not scene
        assert app.top.state.turn == 1 and not app.top.session.history
    finally:
        app.close()


def test_any_scenario_file_opens_as_a_puzzle_and_a_bad_one_says_why(tmp_path) -> None:
    from forbidden_sky.shell.puzzle_shelf import open_file as open_puzzle
    plain = tmp_path / "plain.yaml"
    plain.write_text("players: [medic, navigator]\n", encoding="utf-8")
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: [medic, nobody]\n", encoding="utf-8")
    app = make(tmp_path / "puzzles.json")
    try:
        app.apply(open_puzzle(str(plain)))
        frame(app, 2)
        assert top(app) == "PuzzleGameScene" and app.top.puzzle.goal == (("win", True),)
        app.apply(open_puzzle(str(bad)))
        frame(app, 2)
        assert top(app) == "PuzzlesScene"
        assert "bad.yaml" in app.top.problem and "players" in app.top.problem
        app.apply(open_puzzle(str(tmp_path / "missing.yaml")))
        frame(app, 2)
        assert "missing.yaml" in app.top.problem
    finally:
        app.close()


def test_the_command_line_opens_a_puzzle_and_quits_cleanly(tmp_path) -> None:
    from forbidden_sky.app.app import main
    from forbidden_sky.resources import asset
    shot = tmp_path / "shot.png"
    path = asset("puzzles", "sky", "03_off_the_copper.yaml")
    assert main(["--puzzle", str(path), "--frames", "3", "--screenshot", str(shot), "--mute"]) == 0
    assert shot.is_file()
