"""The command line in the player's language: ``--help`` and every argparse error.

Our own help texts go through ``tr`` where each parser is built (after ``speak``, so they are
in the run's language). argparse's own words ("usage:", "error:", "invalid choice ...",
"unrecognized arguments ...") come from the standard library, which looks them up with its
module-level ``gettext`` functions at the moment it writes them; ``Parser`` points those at our
catalog while it parses or formats, and puts the standard ones back afterwards, so no other
argparse user in the process is touched. The standard library's message ids are listed below
for extraction; a Python version that words one differently shows that one in English.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn

from .i18n import N_, catalog_text, catalog_plural, languages, set_language, system_language

# argparse's own texts (Python 3.11-3.13), as its gettext calls name them: the message ids the
# catalogs translate. Its %-style parameters stay as they are (argparse fills them).
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("options"),
    N_("positional arguments"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at least one argument"),
    N_("expected at most one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("ignored explicit argument %r"),
)


def speak(argv: Sequence[str]) -> str:
    """The run's language before the app (and its settings) started: ``--language X`` or
    ``--language=X`` if we have X, else the saved setting, else the system's."""
    flag = None
    for i, arg in enumerate(argv):
        if arg == "--language" and i + 1 < len(argv):
            flag = argv[i + 1]
        elif arg.startswith("--language="):
            flag = arg.split("=", 1)[1]
    if flag not in languages():
        flag = _saved_language() or system_language()
    return set_language(flag)


def _saved_language() -> str | None:
    try:
        from .shell.settings import load_settings, settings_path
        saved = load_settings(settings_path()).language
    except Exception:  # noqa: BLE001 - the help must come out whatever the settings file holds
        return None
    return saved if saved in languages() else None


@contextmanager
def _argparse_speaks() -> Iterator[None]:
    standard: tuple[Callable[..., str], Callable[..., str]] = (argparse._, argparse.ngettext)  # type: ignore[attr-defined]
    argparse._ = catalog_text  # type: ignore[attr-defined]
    argparse.ngettext = catalog_plural  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = standard  # type: ignore[attr-defined]


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose help, usage and errors are in the current language."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        with _argparse_speaks():      # the group titles and -h's help are worded here
            super().__init__(*args, **kwargs)

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:
        with _argparse_speaks():      # its "unrecognized arguments" is worded here, not below
            return super().parse_args(args, namespace)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        with _argparse_speaks():
            return super().parse_known_args(args, namespace)

    def format_usage(self) -> str:
        with _argparse_speaks():
            return super().format_usage()

    def format_help(self) -> str:
        with _argparse_speaks():
            return super().format_help()

    def error(self, message: str) -> NoReturn:
        with _argparse_speaks():
            super().error(message)
        raise AssertionError("unreachable")  # argparse's error() exits
