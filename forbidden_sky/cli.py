"""The `forbidden-sky` command: play (default), scenario, replay, bench, simulate.

Data errors end the program with the validator's message and exit status 2, never a traceback.
Output errors neither: a closed pipe (``forbidden-sky replay x.json | head``) ends the command
quietly, as Unix tools do (exit status 141, as after SIGPIPE); any other error writing the
output (a full disk, a device that refuses) is said in one line, exit status 1.
"""

from __future__ import annotations

import sys
import os
from collections.abc import Callable, Sequence
from typing import Any

from . import __version__
from .i18n import N_, ntr, tr
from .sky.data import DataError


def _check_data() -> None:
    from .sky.data import game_data
    game_data()


EXIT_PIPE = 141     # 128 + SIGPIPE: what a shell reports for a Unix tool whose reader went away
EXIT_OUTPUT = 1


def main(argv: Sequence[str] | None = None) -> int:
    return guard_output(lambda: _main(argv))


class OutputError(Exception):
    """Writing the command's output failed (``cause``: the OSError). Not an OSError itself, so
    no command's own ``except OSError`` (for its input files) takes it for one of its own."""

    def __init__(self, cause: OSError) -> None:
        super().__init__(str(cause))
        self.cause = cause


class _Output:
    """sys.stdout, with its write errors told apart from every other OSError."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return int(self._stream.write(text))
        except OSError as exc:
            raise OutputError(exc) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as exc:
            raise OutputError(exc) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def guard_output(run: Callable[[], int]) -> int:
    """``run()`` with its output flushed inside, so an error writing it is caught here."""
    real = sys.stdout
    if real is None:       # a windowed app has no console: nothing to guard
        return run()
    sys.stdout = _Output(real)
    try:
        code = run()
        sys.stdout.flush()
        return code
    except OutputError as exc:
        _silence_stdout(real)
        if isinstance(exc.cause, BrokenPipeError):
            return EXIT_PIPE
        try:
            print(tr("forbidden-sky: could not write the output ({why})",
                     why=exc.cause.strerror or type(exc.cause).__name__), file=sys.stderr)
            sys.stderr.flush()
        except (OSError, ValueError, AttributeError):
            pass
        return EXIT_OUTPUT
    finally:
        sys.stdout = real


def _silence_stdout(stream: Any) -> None:
    """Point stdout at the null device, so that Python's own flush at exit finds nothing
    left to write (it would print "Exception ignored ... BrokenPipeError")."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, stream.fileno())
        os.close(null)
    except (OSError, AttributeError, ValueError):
        pass


def _main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] in (["--version"], ["-V"]):
        print(f"forbidden-sky {__version__}")
        return 0
    command = args[0] if args and args[0] in ("play", "scenario", "replay", "bench", "simulate", "check-data") else "play"
    if args and args[0] == command:
        args = args[1:]
    if command in ("play", "replay", "check-data"):     # the commands a player runs
        from .cli_parser import speak
        speak(args)   # the run's language, before the app and its settings started
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
        from .app.app import main as play_main
        return play_main(args)
    except DataError as exc:
        print(tr(_BROKEN), file=sys.stderr)
        print(str(exc), file=sys.stderr)
        if command == "play":
            _show_in_a_window(exc.problems)
        return 2


_BROKEN = N_("The game data is broken and the game cannot start:")


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
        more = len(problems) - 12
        shown = problems[:12] + ([ntr("... and {n} more", "... and {n} more", more)] if more > 0 else [])
        pygame.display.message_box(tr("Forbidden Sky cannot start"), tr(_BROKEN) + "\n\n" + "\n".join(shown),
                                   message_type="error")
    except Exception:  # noqa: BLE001 - the message is already on stderr; a dialog is a bonus
        pass


if __name__ == "__main__":
    raise SystemExit(main())
