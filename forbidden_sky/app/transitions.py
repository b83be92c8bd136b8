"""The one table of scene transitions: a scene's name -> how to build it.

Scenes return ``Goto(name, args)`` and the App asks this table, so scenes never import one
another (no import circle) and every way between screens is listed here. The imports wait
inside each builder: start-up shows the title before the game's modules are loaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..shell.scene import Host, Scene

if TYPE_CHECKING:      # the game's modules load when a game opens, never at start-up
    from ..sky.ui.finished import Finished
    from ..shell.puzzle_result import Attempted


def _title(host: Host) -> Scene:
    from .title import TitleScene
    return TitleScene(host)


def _setup(host: Host) -> Scene:
    from ..sky.ui.scenes.setup import SetupScene
    from .screens import shared_words, start_shared
    return SetupScene(host, elsewhere=start_shared, other_words=shared_words)


def _island_setup(host: Host) -> Scene:
    from ..island.ui.scenes.setup import IslandSetupScene
    from .screens import shared_words, start_shared
    return IslandSetupScene(host, elsewhere=start_shared, other_words=shared_words)


def _rules(host: Host) -> Scene:
    from ..sky.ui.scenes.rules import RulesScene
    return RulesScene(host)


def _island_rules(host: Host) -> Scene:
    from ..island.ui.scenes.rules import IslandRulesScene
    return IslandRulesScene(host)


def _settings(host: Host) -> Scene:
    from ..sky.ui.scenes.settings import SettingsScene
    return SettingsScene(host)


def _game(host: Host, setup: Any, autoplay_turns: int = 0, state: Any = None, record: Any = None,
          source: str = "play") -> Scene:
    from ..sky.ui.play import GameScene
    return GameScene(host, setup, autoplay_turns=autoplay_turns, state=state, record=record, source=source)


def _tutorial(host: Host, step: int = 0) -> Scene:
    from ..sky.ui.scenes.tutorial import TutorialScene
    return TutorialScene(host, step)


def _island_tutorial(host: Host, step: int = 0) -> Scene:
    from ..island.ui.scenes.tutorial import IslandTutorialScene
    return IslandTutorialScene(host, step)


def _games(host: Host, problem: str = "") -> Scene:
    from .games import GamesScene
    return GamesScene(host, problem)


def _replay(host: Host, replayed: Any, start: int = 0) -> Scene:
    from ..sky.ui.scenes.replay import ReplayScene
    return ReplayScene(host, replayed, start)


def _end(host: Host, game: Finished) -> Scene:
    from ..sky.ui.scenes.end import EndScene
    return EndScene(host, game)


def _puzzles(host: Host, problem: str = "", game: str = "sky") -> Scene:
    from .puzzles import PuzzlesScene
    return PuzzlesScene(host, problem, game)


def _puzzle(host: Host, puzzle: Any, book: Any = None, index: int = -1) -> Scene:
    """A puzzle on its own game's screen (the file names the game)."""
    if puzzle.game_id == "island":
        from ..island.ui.puzzle_play import IslandPuzzleScene
        return IslandPuzzleScene(host, puzzle, book, index)
    from ..sky.ui.scenes.puzzle_play import PuzzleGameScene
    return PuzzleGameScene(host, puzzle, book, index)


def _puzzle_result(host: Host, game: Attempted, progress: Any) -> Scene:
    from ..shell.puzzle_result import PuzzleResultScene
    return PuzzleResultScene(host, game, progress)


def _island_game(host: Host, setup: Any, autoplay_turns: int = 0, state: Any = None, record: Any = None,
                 source: str = "play") -> Scene:
    from ..island.ui.scene import IslandScene
    return IslandScene(host, setup, state=state, autoplay_turns=autoplay_turns, record=record, source=source)


def _island_replay(host: Host, replayed: Any, start: int = 0) -> Scene:
    from ..island.ui.replay import IslandReplayScene
    return IslandReplayScene(host, replayed, start)


SCENES: dict[str, Callable[..., Scene]] = {
    "title": _title,      # the start; Escape in a game goes back to it
    "setup": _setup,      # title: Sky's New game; end: New game
    "island_setup": _island_setup,   # title: Island's New game
    "rules": _rules,      # F1 or ? anywhere, the Rules buttons
    "island_rules": _island_rules,   # F1 or ? on Island's game screen, Island's Rules button on the title
    "settings": _settings,   # F2 anywhere, the title's and the game's Settings buttons, the Esc menu
    "island_replay": _island_replay,   # games: Replay of an Island record
    "island_game": _island_game,   # --game island; Forbidden Island's game screen
    "game": _game,        # setup: Start; --players and friends; end: Play again
    "end": _end,          # a game over, over the board
    "tutorial": _tutorial,   # title: Learn to play (and the first start's offer); the guide's Back and Skip
    "island_tutorial": _island_tutorial,   # title: Island's Learn to play; its guide's Back and Skip
    "games": _games,      # title: Games; the recorded games, their statistics
    "puzzles": _puzzles,  # title: a game's Puzzles (its page); the puzzle book (docs/puzzles.md)
    "puzzle": _puzzle,    # puzzles: a puzzle, on its game's screen; --puzzle FILE; the result's Retry and Next
    "puzzle_result": _puzzle_result,   # a puzzle solved or failed, over the board
    "replay": _replay,    # games: Replay; end: Rewind; watch a record, play on from a moment of it
}


def build(host: Host, name: str, args: dict[str, Any]) -> Scene:
    maker = SCENES.get(name)
    if maker is None:     # a screen this build has not got yet (Island's game screen, being built): said, not a crash
        from .missing import MissingScene
        return MissingScene(host, name)
    return maker(host, **args)
