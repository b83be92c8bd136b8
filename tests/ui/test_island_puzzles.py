"""Island's puzzles on Island's screen, with synthetic events under the dummy driver: the title's
Puzzles of the Island card opens the book on Island's page, a puzzle opens on Island's game
screen (its goal where the foresight panel stands, the foresight hidden), its recorded solution
played through the screen solves it, the list then shows it solved with its best and how the
best stands against the par; a failed puzzle; the command line's ``--puzzle`` with an Island
file; a Sky puzzle hides the foresight too."""

from __future__ import annotations

import pygame
import pytest

from forbidden_sky.app.app import App
from forbidden_sky.engine.puzzle import Status
from forbidden_sky.i18n import tr
from forbidden_sky.records.puzzle_book import PuzzleBook
from forbidden_sky.shell import puzzle_words
from forbidden_sky.shell.puzzle_shelf import open_file, read_book
from forbidden_sky.shell.scene import Goto

from ui_helpers import click, drag, frame, key


def make(path) -> App:
    return App(size=(1280, 800), mute=True, strict=True, puzzle_book=PuzzleBook(path))


def top(app) -> str:
    return type(app.top).__name__


def rest(app, scene, limit: int = 3000) -> None:
    """Frames until the animations are done; a draw waiting is drawn with N (Next card)."""
    for _ in range(limit):
        if top(app) == "PuzzleResultScene":
            return
        if not scene.queue.busy and scene._draw_action() is not None:
            key(app, pygame.K_n)
        app.step(1 / 30)
        if not scene.queue.busy and scene._draw_action() is None and top(app) != "PuzzleResultScene":
            app.step(1 / 30)
            return


def until_result(app, scene, limit: int = 3000):
    for _ in range(limit):
        if top(app) == "PuzzleResultScene":
            return app.top
        if not scene.queue.busy and scene._draw_action() is not None:
            key(app, pygame.K_n)
        app.step(1 / 30)
    raise AssertionError(f"no result: {top(app)}")


def open_from_title(app, index: int):
    app.apply(Goto("title"))
    frame(app, 2)
    button = next(b for b in app.top.buttons if b.action == "island:puzzles")
    click(app, button.rect.center)
    frame(app)
    assert top(app) == "PuzzlesScene" and app.top.game == "island"
    book = app.top
    assert len(book.rows) == 6 and all(r.puzzle is not None and r.puzzle.game_id == "island" for r in book.rows)
    click(app, book.buttons[index].rect.center)
    frame(app, 2)
    assert top(app) == "IslandPuzzleScene"
    return app.top


def walk(app, scene, tile: str) -> None:
    """The current adventurer's pawn dragged onto a tile (a move, as the player makes it)."""
    s = scene.session.now
    at = scene.pic.pawn[s.current]
    drag(app, (int(at[0]), int(at[1])), scene.view.cell_rect(s.cell(tile)).center)
    frame(app)


def test_an_island_puzzle_solved_by_clicks_is_marked_with_its_best_and_par(tmp_path) -> None:
    app = make(tmp_path / "puzzles.json")
    try:
        scene = open_from_title(app, 2)                   # The long diagonal: the Explorer's three steps
        assert scene.puzzle.title == "The long diagonal"
        assert scene.watch.progress(scene.session).status is Status.PLAYING
        assert scene.watch.dock == "panel" and scene.watch.rect.colliderect(scene.lay.foresight)
        assert not any(b.action == "hint" for b in scene.buttons)      # the explained hint is not on offer
        key(app, pygame.K_j)                                           # the puzzle's own hint is
        assert scene.watch.show_hint
        key(app, pygame.K_j)
        assert not scene.watch.show_hint
        for move in scene.puzzle.solution:
            walk(app, scene, move.to)
            rest(app, scene)
        result = until_result(app, scene)
        assert result.solved and result.score == 3 and result.entry.best == 3
        assert app.puzzle_book.get("island/03_the_long_diagonal").solved
        assert "sky/03_the_long_diagonal" not in app.puzzle_book.entries     # keyed by game: no collision
        frame(app, 2)
        click(app, next(b for b in result.buttons if b.action == "list").rect.center)
        frame(app, 2)
        assert top(app) == "PuzzlesScene" and app.top.game == "island"     # back on Island's page
        book = app.top
        assert words_beside(book, 2) == (True, "at")
        assert words_beside(book, 0) == (False, None)
    finally:
        app.close()


def words_beside(book, i: int):
    """What the list shows beside row i: solved, and the par mark."""
    row = book.rows[i]
    entry = book.app.puzzle_book.get(row.puzzle.key)
    if entry is None:
        return False, None
    return entry.solved, puzzle_words.par_standing(row.puzzle, entry.best, entry.unit)


@pytest.mark.parametrize("index", range(6))
def test_every_island_puzzle_is_solved_on_screen_by_its_recorded_solution(tmp_path, index) -> None:
    app = make(tmp_path / "puzzles.json")
    try:
        app.apply(Goto("puzzles", {"game": "island"}))
        frame(app)
        click(app, app.top.buttons[index].rect.center)
        frame(app, 2)
        scene = app.top
        assert top(app) == "IslandPuzzleScene"
        for a in scene.puzzle.solution:           # as the screen's intents hand them over
            rest(app, scene)
            assert top(app) == "IslandPuzzleScene"
            scene.play(a)
            assert scene.session.history and scene.session.history[-1].action == a, a
        result = until_result(app, scene)
        par = scene.puzzle.par
        assert result.solved and result.entry.best == result.score <= par.n
        standing = puzzle_words.par_standing(scene.puzzle, result.entry.best, result.entry.unit)
        assert standing in ("under", "at")
    finally:
        app.close()


def test_a_failed_island_puzzle_says_why_and_retry_starts_again(tmp_path) -> None:
    app = make(tmp_path / "puzzles.json")
    try:
        scene = open_from_title(app, 2)          # three steps, none towards Twilight Hollow
        s = scene.session.now
        assert s.at("explorer") == s.cell("cave_of_shadows")
        for tile in ("crimson_forest", "cave_of_shadows", "crimson_forest"):
            walk(app, scene, tile)
            rest(app, scene)
        result = until_result(app, scene)
        assert not result.solved and result.progress.why == "over_par"
        assert app.puzzle_book.get(scene.puzzle.key) is None          # a failure is not a solution
        assert tr("Over par: the goal was not reached in time.") in puzzle_words.result_text(result.progress, scene.say)
        key(app, pygame.K_RETURN)                 # Retry
        frame(app, 2)
        assert top(app) == "IslandPuzzleScene" and app.top is not scene and not app.top.session.history
    finally:
        app.close()


def test_an_island_puzzle_hides_the_foresight_and_says_so(tmp_path) -> None:
    app = make(tmp_path / "puzzles.json")
    try:
        app.apply(open_file(str(read_book("island")[0].path)))
        frame(app, 2)
        scene = app.top
        assert top(app) == "IslandPuzzleScene" and scene.book is None
        key(app, pygame.K_h)
        frame(app)
        assert not scene.hint.open and not scene.hint.thinking(scene.session.now)
        assert any(tr(puzzle_words.NO_FORESIGHT) in str(getattr(t, "text", t)) for t in scene.toasts.items)
        key(app, pygame.K_f)
        assert not scene.foresight.show_odds
        cell = scene.session.now.cell("fools_landing")
        assert scene.foresight.tile_line(scene.session.now, "fools_landing") == ""
        assert scene.foresight.danger_lines(scene.session.now, scene.session.now.place[cell]) == []
        key(app, pygame.K_e)        # End actions: the game's own "are you sure", never the foresight's warning
        frame(app)
        assert scene.prompt is not None and scene.prompt.title == tr("Are you sure?")
        click(app, scene.prompt.buttons[0].rect.center)
        frame(app)
        assert scene.prompt is None and scene.session.history[-1].action.type == "end_actions"
        key(app, pygame.K_ESCAPE)                 # Leave goes back to the book, on Island's page
        frame(app)
        assert scene.prompt is not None
        click(app, scene.prompt.buttons[0].rect.center)
        frame(app, 2)
        assert top(app) == "PuzzlesScene" and app.top.game == "island"
    finally:
        app.close()


def test_a_sky_puzzle_hides_the_foresight_too(tmp_path) -> None:
    app = make(tmp_path / "puzzles.json")
    try:
        app.apply(open_file(str(read_book("sky")[2].path)))
        frame(app, 2)
        scene = app.top
        assert top(app) == "PuzzleGameScene"
        prefs = scene.foresight.prefs
        assert not (prefs.overlay or prefs.forecast or prefs.circuit or prefs.hint or prefs.why)
        scene.settings_changed()                  # the settings' switches do not reach in
        assert not scene.foresight.prefs.hint
        key(app, pygame.K_h)
        frame(app)
        assert scene.foresight.hint is None
    finally:
        app.close()


def test_the_command_line_opens_an_island_puzzle_on_the_island_screen(tmp_path, monkeypatch) -> None:
    from forbidden_sky.app import app as app_module
    from forbidden_sky.resources import asset
    seen: list[str] = []
    real_run = app_module.App.run

    def run(self, *args, **kwargs):
        seen.append(type(self.top).__name__)
        seen.append(self.top.puzzle.key if hasattr(self.top, "puzzle") else "")
        return real_run(self, *args, **kwargs)

    monkeypatch.setattr(app_module.App, "run", run)
    shot = tmp_path / "shot.png"
    path = asset("puzzles", "island", "05_lift_off.yaml")
    assert app_module.main(["--puzzle", str(path), "--frames", "3", "--screenshot", str(shot), "--mute"]) == 0
    assert seen == ["IslandPuzzleScene", "island/05_lift_off"] and shot.is_file()


def test_the_list_marks_each_best_under_at_or_over_par_in_words(tmp_path) -> None:
    from forbidden_sky.records.puzzle_book import Entry
    from forbidden_sky.shell import drawn
    app = make(tmp_path / "puzzles.json")
    try:
        rows = read_book("island")
        book = app.puzzle_book
        for row, best in zip(rows, (1, 2, 9), strict=False):     # par 3 actions, 2 actions, 3 actions
            book.entries[row.puzzle.key] = Entry(True, best, "actions")
        assert [puzzle_words.par_standing(r.puzzle, book.get(r.puzzle.key).best, "actions") for r in rows[:3]] == \
            ["under", "at", "over"]
        assert puzzle_words.par_standing(rows[0].puzzle, 2, "turns") is None     # a best in another unit: no mark
        app.apply(Goto("puzzles", {"game": "island"}))
        frame(app)
        with drawn.collecting(app.screen.get_size()) as rec:
            app.step(1 / 60)
        labels = [m.label for m in rec.marks if m.kind == "text"]
        for standing in ("under", "at", "over"):
            sign, said = puzzle_words.par_mark(standing)
            assert f"{sign} {said}" in labels, (standing, labels)
        assert tr("{n} of {total} solved", n=3, total=6) in labels
    finally:
        app.close()
