"""Every screen of the game, opened on an App the way a player reaches it, for the layout test
(tests/ui/test_layout.py: issue 22, every text owns its box) and the docs' pictures
(tools/make_screens.py).

Each entry opens its screen on the App's stack (a game with every panel and foresight view on:
the danger overlay, the forecast, the circuit check, a hint on show); ``open_screen`` then runs
the frames that settle it. The records come from a folder of sample records (tests/records/).
"""

from __future__ import annotations

from ...i18n import tr
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from ...shell.scene import Goto
from .session import Setup

if TYPE_CHECKING:      # the game screen loads when a screen is opened
    from .play.scene import GameScene

SAMPLE = "loss-electrocuted-novice.json"


def _store(app: Any, samples: Path) -> Any:
    """The App's record store, holding the sample records (the title's Continue and the list)."""
    store = app.records
    store.folder.mkdir(parents=True, exist_ok=True)
    # two of the samples: a lost and a won game (every record is read each time a list opens)
    for name in (SAMPLE, "win-novice-climber-electrician.json"):
        if not (store.folder / name).exists() and (samples / name).exists():
            shutil.copy(samples / name, store.folder / name)
    return store


def island_record(actions: int = 14, seed: int = 5, stamp: str = "2026-11-30T13:00:00+00:00") -> Any:
    """An Island game a few actions in, made through the protocol (the records package and the
    engine's registry: this module imports no other game), so the Games list shows both games."""
    from ...engine import registry
    from ...records import new_record
    game = registry.get("island")
    players = ["pilot", "diver", "engineer"]
    state = game.new_game(players, "elite", seed)
    done: list[tuple[int, Any]] = []
    while len(done) < actions and game.outcome(state) is None:
        action = game.chance_action(state) or game.legal_actions(state)[-1]
        done.append((game.turn(state), action))
        state, _ = game.apply(state, action)
    rec = new_record(players, "elite", seed, source="play", stamp=stamp, game="island")
    o = game.outcome(state)
    return rec.with_play(tuple(done), None if o is None else o.code(), game.turn(state))


def _unfinished(app: Any, samples: Path) -> None:
    """A game left half-played, so the title shows Continue (the sample loss cut short)."""
    import json
    store = _store(app, samples)
    doc = json.loads((samples / SAMPLE).read_text(encoding="utf-8"))
    doc["actions"], doc["outcome"], doc["id"] = doc["actions"][:40], None, "unfinished-sample"
    doc["turns"] = doc["actions"][-1]["turn"]
    path = store.folder / "unfinished-sample.json"
    if not path.exists():
        path.write_text(json.dumps(doc), encoding="utf-8")
    if not any(store.folder.glob("island-*.json")):
        rec = island_record()
        (store.folder / f"island-{rec.id}.json").write_text(rec.dumps(), encoding="utf-8")


def _all_on(scene: GameScene) -> None:
    """Every foresight view on: the danger overlay and a hint on show (the first legal move
    that is not an ending, so the banner and its marks are drawn)."""
    from .play.foresight import OnShow
    fs = scene.foresight
    fs.overlay_on = True
    s = scene.state
    acts = [a for a in scene.session.legal() if a.type not in ("end_actions",)] or scene.session.legal()
    if acts:
        fs.hint = OnShow(s, acts[0], tr("Scout the tile north of the Medic: the next job is a rod, and the "
                                        "pile still holds three of them."))


def early_game(app: Any, samples: Path) -> None:
    from .play import GameScene
    scene = GameScene(app, Setup(["electrician", "medic", "navigator", "climber"], "novice", 7))
    app.stack[:] = [scene]
    _all_on(scene)


def late_game(app: Any, samples: Path) -> None:
    from .benchmark import _late_game_state
    from .play import GameScene
    state = _late_game_state()
    scene = GameScene(app, Setup([p.id for p in state.players], state.level, state.seed), state=state)
    app.stack[:] = [scene]
    for _ in range(3):   # a few steps of history: the storm panel's timeline has a line to draw
        acts = [a for a in scene.session.legal() if a.type == "move"]
        if acts:
            scene.do(acts[0])
            scene.queue.skip(scene.picture)
    _all_on(scene)


def busy_moment(app: Any, samples: Path) -> None:
    """The late game at its busiest: two banners (a find and a refusal) at the board's top, a
    tooltip over the storm panel's forecast."""
    late_game(app, samples)
    scene = app.stack[-1]
    scene.toast(tr("{who} finds {card}", who=tr("Climber"), card=tr("Remote Fuser")), scene.theme.c.accent)
    scene.refuse(tr("that space already holds a tile: the launch pad's quarters must meet at one corner"))
    forecast = [r for r, what in scene.panels.hits["foresight"] if what == "forecast"] \
        if scene.panels.hits.areas.get("foresight") else []
    spot = forecast[0].center if forecast else scene.layout.right.center
    scene.pointer.pos, scene.pointer.rested = spot, -10.0


def menu(app: Any, samples: Path) -> None:
    """The Esc menu over the late game (the hint on show under it, dimmed)."""
    import pygame
    late_game(app, samples)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))


def log_sheet(app: Any, samples: Path) -> None:
    late_game(app, samples)
    app.stack[-1].sheets.log = True


def discard_sheet(app: Any, samples: Path) -> None:
    late_game(app, samples)
    app.stack[-1].sheets.discard = True


def storm_phase(app: Any, samples: Path) -> None:
    """The storm on the board: the Next card and Auto buttons, the hand bar in the storm."""
    from ...sky.core import Action
    from .play import GameScene
    scene = GameScene(app, Setup(["electrician", "medic"], "novice", 3))
    app.stack[:] = [scene]
    scene.do(Action("end_actions"))
    _all_on(scene)


def _replayed(app: Any, samples: Path) -> Any:
    from ...records import replay
    store = _store(app, samples)
    return replay(store.load(store.folder / SAMPLE))


def end_screen(app: Any, samples: Path) -> None:
    """A loss with its turning point: the sample game played to its last actions."""
    from .play import GameScene
    rep = _replayed(app, samples)
    rec = rep.record
    scene = GameScene(app, Setup(list(rec.players), rec.level, rec.seed), state=rep.states[-5])
    app.stack[:] = [scene]
    for _turn, a in rec.actions[-4:]:
        scene.do(a)


def replay_screen(app: Any, samples: Path) -> None:
    rep = _replayed(app, samples)
    app.stack[:] = []
    app.apply(Goto("games"))
    app.apply(Goto("replay", {"replayed": rep, "start": len(rep.record.actions) // 2}))


def _puzzle(index: int, hint: bool = False, game: str = "sky") -> Any:
    """A puzzle of a game's book opened from its list (its hint on show when asked)."""
    from ...shell.puzzle_shelf import read_book

    def open_it(app: Any, samples: Path) -> None:
        rows = read_book(game)
        app.stack[:] = []
        app.apply(Goto("puzzles", {"game": game}))
        app.apply(Goto("puzzle", {"puzzle": rows[index].puzzle, "book": [r.path for r in rows], "index": index}))
        if hint:
            watch = app.top.watch
            watch.show_hint = True
    return open_it


def _puzzle_list(game: str) -> Callable[[Any, Path], None]:
    """A game's page of the book with a few puzzles solved: one at par, one under, one over
    (as a best kept from before the par was changed): every mark the list draws."""
    from ...records.puzzle_book import Entry
    from ...shell.puzzle_shelf import book_of, read_book

    def open_it(app: Any, samples: Path) -> None:
        book = book_of(app)
        for row, delta in zip(read_book(game), (0, -1, 1), strict=False):
            p = row.puzzle
            if p is not None and p.par is not None and book.get(p.key) is None:
                book.entries[p.key] = Entry(True, max(1, p.par.n + delta), p.par.unit)   # in memory only
        app.stack[:] = []
        app.apply(Goto("puzzles", {"game": game}))
    open_it.__name__ = f"{game}_puzzles"
    return open_it


def puzzle_result(app: Any, samples: Path) -> None:
    """The first puzzle solved: its result over the board."""
    _puzzle(0)(app, samples)
    scene = app.top
    for a in scene.puzzle.solution:
        scene.do(a)
        scene.queue.skip(scene.picture)
    for _ in range(10):
        app.step(1 / 60)


def _guide(step: int, scene: str = "tutorial") -> Callable[[Any, Path], None]:
    """A guided first game at a step (Sky's scenes/tutorial.py, Island's ``island_tutorial``): its bar, its lights."""
    def open_it(app: Any, samples: Path) -> None:
        app.stack[:] = []
        app.apply(Goto(scene, {"step": step}))
    open_it.__name__ = f"{scene}_{step}"
    return open_it


def _goto(name: str) -> Callable[[Any, Path], None]:
    def open_it(app: Any, samples: Path) -> None:
        _unfinished(app, samples)
        app.stack[:] = []
        if name in ("title", "rules", "settings"):      # the two overlays open over the title
            app.apply(Goto("title"))
        if name != "title":
            app.apply(Goto(name))
    open_it.__name__ = name
    return open_it


SCREENS: dict[str, Callable[[Any, Path], None]] = {
    "title": _goto("title"),
    "setup": _goto("setup"),
    "island_setup": _goto("island_setup"),
    "rules": _goto("rules"),
    "settings": _goto("settings"),
    "games": _goto("games"),
    "game_early": early_game,
    "game_late": late_game,
    "game_busy": busy_moment,
    "game_menu": menu,
    "game_log": log_sheet,
    "game_discard": discard_sheet,
    "game_storm": storm_phase,
    "end": end_screen,
    "replay": replay_screen,
    "puzzles": _puzzle_list("sky"),
    "puzzle": _puzzle(10, hint=True),
    "island_puzzles": _puzzle_list("island"),
    "island_puzzle": _puzzle(4, hint=True, game="island"),
    "puzzle_result": puzzle_result,
    "tutorial_explore": _guide(2),    # a tile in hand to drag and turn: the bar, a light on the hand
    "tutorial_end": _guide(13),       # the last step: Back, Title and the real game
    "island_tutorial_swim": _guide(7, "island_tutorial"),      # Island's guide: a pawn to swim, the lit tile
    "island_tutorial_limit": _guide(4, "island_tutorial"),     # the hand limit's question over the island
    "island_tutorial_end": _guide(15, "island_tutorial"),      # the lift-off, the last step's three buttons
}


def open_screen(app: Any, name: str, samples: Path, frames: int = 1) -> None:
    """Open a screen and bring it to rest: its animations skipped to their end (a 4K frame
    costs tens of milliseconds), the end screen waited for."""
    SCREENS[name](app, samples)
    for _ in range(frames):
        app.step(1 / 60)
    for _ in range(200):
        top = app.top
        queue = getattr(top, "queue", None)
        if queue is not None and queue.busy:
            queue.skip(getattr(top, "picture", None) or top.pic)     # Sky's picture, Island's pic
            app.step(1 / 60)
        elif name == "end" and type(top).__name__ != "EndScene":
            app.step(1 / 4)
        else:
            break
    app.step(1 / 60)     # the title's picture is made on its second frame,
    app.step(1.0)        # and has risen a second later; banners have settled


__all__ = ["SCREENS", "open_screen"]
