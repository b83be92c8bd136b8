"""Bad input never crashes the app and never loses a game.

A bug raised inside a scene's handle_event, update or draw is caught by the App: the traceback
goes to a crash log in the user's data folder (never next to the app), the player sees a short
toast, and the scenes go back to the last good moment (the session's state is immutable, so the
last good state is simply kept). Tests run the App in strict mode, where bugs still raise.
"""

from __future__ import annotations

import datetime
import os
import sys
import traceback
from pathlib import Path
from typing import Any, Optional

from ..i18n import N_

STRICT_ENV = "FORBIDDEN_SKY_STRICT"
CRASH_LOG = "crash.log"
TOAST = N_("Something went wrong; the game goes on")   # translated where it is shown
_MAX_LOG_BYTES = 512 * 1024   # keep the log small: the oldest half goes when it grows past this


def strict_from_env() -> bool:
    return os.environ.get(STRICT_ENV, "").strip().lower() in ("1", "true", "yes", "on")


def crash_log_path() -> Path:
    from ..resources import user_data_dir
    return user_data_dir() / CRASH_LOG


def build_line() -> str:
    """The version, OS and Python, at the top of every crash report: the first question asked."""
    import platform
    from .. import __version__
    frozen = " (frozen app)" if getattr(sys, "frozen", False) else ""
    return (f"Forbidden Sky {__version__}{frozen} on {platform.system()} {platform.release()} "
            f"({platform.machine()}), Python {platform.python_version()}")


def _signature(exc: BaseException) -> tuple:
    """Where it went wrong: the same bug raised every frame is logged once."""
    tb = traceback.extract_tb(exc.__traceback__)
    return (type(exc).__name__, str(exc)[:200], tuple((f.filename, f.lineno) for f in tb[-4:]))


class Guard:
    """Writes crash reports, once per distinct bug, and says whether to tell the player."""

    def __init__(self) -> None:
        self.seen: dict[tuple, int] = {}
        self.count = 0
        self.path: Optional[Path] = None

    def report(self, exc: BaseException, where: str, context: str = "") -> bool:
        """Log the exception; True when it is new (worth a toast)."""
        self.count += 1
        sig = _signature(exc)
        n = self.seen.get(sig, 0)
        self.seen[sig] = n + 1
        if n:
            return False
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        stamp = datetime.datetime.now().isoformat(timespec="seconds")
        entry = f"=== {stamp} Forbidden Sky: error in {where} ===\n{build_line()}\n{text}"
        if context:
            entry += context.rstrip() + "\n"
        entry += "\n"
        try:
            path = crash_log_path()
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.exists() and not path.is_file():
                raise OSError("crash.log is not a regular file")   # a FIFO would block the game
            if path.exists() and path.stat().st_size > _MAX_LOG_BYTES:
                old = path.read_text(encoding="utf-8", errors="replace")
                path.write_text(old[len(old) // 2:], encoding="utf-8")
            with path.open("a", encoding="utf-8") as f:
                f.write(entry)
            self.path = path
        except OSError:
            pass
        if sys.stderr is not None:   # a console, when there is one, sees it too
            try:
                print(f"forbidden-sky: error in {where} (see {self.path or 'the crash log'}):\n{text}",
                      file=sys.stderr)
            except (OSError, ValueError):
                pass
        return True


def scene_context(stack: list[Any]) -> str:
    """What the scenes can tell about the moment (for a game: setup, seed and actions)."""
    lines = ["scenes: " + " > ".join(type(s).__name__ for s in stack)]
    for s in stack:
        fn = getattr(s, "crash_context", None)
        if fn is None:
            continue
        try:
            lines.append(fn())
        except Exception:  # noqa: BLE001 - a report about a bug must not fail on a second one
            pass
    return "\n".join(lines)
