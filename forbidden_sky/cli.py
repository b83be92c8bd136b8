"""The `forbidden-sky` command: play (default), scenario, replay, bench, simulate.

Data errors end the program with the validator's message and exit status 2, never a traceback.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from . import __version__
from .sky.data import DataError


def _check_data() -> None:
    from .sky.data import game_data
    game_data()


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] in (["--version"], ["-V"]):
        print(f"forbidden-sky {__version__}")
        return 0
    command = args[0] if args and args[0] in ("play", "scenario", "replay", "bench", "simulate", "check-data") else "play"
    if args and args[0] == command:
        args = args[1:]
    try:
        if command == "check-data":
            _check_data()
            print("data ok")
            return 0
        if command == "scenario":
            from .engine.scenario import main as scenario_main
            return scenario_main(args)
        if command == "replay":
            from .records.cli import main as replay_main
            return replay_main(args)
        if command == "bench":
            from .bench import main as bench_main
            return bench_main(args)
        if command == "simulate":
            from .simulate import main as simulate_main
            return simulate_main(args)
        _check_data()
        from .sky.ui.app import main as play_main
        return play_main(args)
    except DataError as exc:
        print(_BROKEN, file=sys.stderr)
        print(str(exc), file=sys.stderr)
        if command == "play":
            _show_in_a_window(exc.problems)
        return 2


_BROKEN = "The game data is broken and the game cannot start:"


def _show_in_a_window(problems: list[str]) -> None:
    """A double-clicked app has no console (Windows) or nobody reading it (macOS): say what is
    wrong in a native dialog too. Skipped headless, and never allowed to fail."""
    import os
    if os.environ.get("SDL_VIDEODRIVER", "") in ("dummy", "offscreen") or os.environ.get("CI"):
        return
    if sys.stderr is not None and sys.stderr.isatty():
        return   # started from a terminal: the message is already on screen
    try:
        import pygame
        shown = problems[:12] + ([f"... and {len(problems) - 12} more"] if len(problems) > 12 else [])
        pygame.display.message_box("Forbidden Sky cannot start", _BROKEN + "\n\n" + "\n".join(shown),
                                   message_type="error")
    except Exception:  # noqa: BLE001 - the message is already on stderr; a dialog is a bonus
        pass


if __name__ == "__main__":
    raise SystemExit(main())
