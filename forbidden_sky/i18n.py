"""Every word a player reads, in the player's language: one gettext catalog per language.

The English text is the message id (the gettext custom), written once where it is used:
``tr("Game over")``; parameters are named and filled in after translation, so a translator
moves them freely: ``tr("{player} moved to {tile}", player=..., tile=...)``. Plurals go through
``ntr`` with the catalog's own plural rule (Spanish and English have two forms, others more).
``N_`` only marks a text for extraction where it is defined (a table of labels) and translated
where it is shown (``tr(LABEL)``). Sentences are never glued from pieces: each is one template.

Catalogs: ``assets/locale/LANG.po`` (what translators edit) and its compiled ``LANG.mo`` (what
ships and what this module reads, with the standard library's gettext). A language is one
catalog file: nothing in the code lists the languages.
``python tools/i18n.py`` extracts, updates, compiles and checks them (docs/translating.md).
Pure Python: the rules core never calls this (it speaks in codes); screens, the log and the
command line do.
"""

from __future__ import annotations

import gettext
import locale
import os
import string
import sys
from functools import lru_cache
from typing import Any

from .resources import asset

DOMAIN = "forbidden_sky"
SOURCE = "en"                         # the language the message ids are written in
_current = SOURCE


def locale_dir() -> Any:
    return asset("locale")


@lru_cache(maxsize=1)
def languages() -> tuple[str, ...]:
    """English and every language with a compiled catalog, in a stable order."""
    folder = locale_dir()
    found = sorted(p.stem for p in folder.glob("*.mo")) if folder.is_dir() else []
    return (SOURCE, *[lang for lang in found if lang != SOURCE])


@lru_cache(maxsize=None)
def _catalog(lang: str) -> gettext.NullTranslations:
    if lang == SOURCE:
        return gettext.NullTranslations()
    try:
        with open(locale_dir() / f"{lang}.mo", "rb") as f:
            return gettext.GNUTranslations(f)
    except Exception:  # noqa: BLE001 - OSError, struct.error, UnicodeError...: a missing or
        # damaged catalog leaves the game playable, in English
        return gettext.NullTranslations()


def set_language(lang: str) -> str:
    """Speak ``lang`` from now on (English for one we have no catalog for); returns the one chosen."""
    global _current
    _current = lang if lang in languages() else SOURCE
    return _current


def language() -> str:
    return _current


class _Safe(dict):
    """Format parameters: a name the template uses but the caller did not give shows as
    ``{name}`` instead of raising (a translator's typo must never crash a game)."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


_FORMATTER = string.Formatter()


def _fill(template: str, params: dict[str, Any]) -> str:
    if not params:
        return template
    try:
        return _FORMATTER.vformat(template, (), _Safe(params))
    except (ValueError, IndexError, AttributeError, KeyError):
        return template


@lru_cache(maxsize=None)
def _contractions(lang: str) -> tuple[tuple[str, str], ...]:
    rules = _catalog(lang).gettext(CONTRACTIONS)
    out = []
    for pair in rules.split(";"):
        words, eq, joined = pair.partition("=")
        if eq and words.strip() and joined.strip():
            out.append((f" {words.strip()} ", f" {joined.strip()} "))
    return tuple(out)


def _joined(text: str) -> str:
    for words, joined in _contractions(_current):
        if words in text:
            text = text.replace(words, joined)
    return text


def tr(message: str, /, **params: Any) -> str:
    """``message`` (the English text) in the current language, with ``{name}`` filled in.
    The empty text stays empty (gettext would answer it with the catalog's header)."""
    if not message:
        return message
    text = _fill(_catalog(_current).gettext(message), params)
    return _joined(text) if params else text


def ntr(singular: str, plural: str, n: int, /, **params: Any) -> str:
    """The form for ``n`` in the current language (``n`` is also a parameter: ``{n}``)."""
    return _joined(_fill(_catalog(_current).ngettext(singular, plural, n), {"n": n, **params}))


def catalog_text(message: str) -> str:
    """``message`` looked up as it is, with no parameters filled in: for a library that fills
    its own (argparse's ``%(prog)s``; see cli_parser.py)."""
    return _catalog(_current).gettext(message) if message else message


def catalog_plural(singular: str, plural: str, n: int) -> str:
    return _catalog(_current).ngettext(singular, plural, n)


def ctr(context: str, message: str, /, **params: Any) -> str:
    """A message whose English is ambiguous (``"Move"`` the button, ``"Move"`` the log word):
    the context tells them apart in the catalog."""
    text = _fill(_catalog(_current).pgettext(context, message), params)
    return _joined(text) if params else text


def sentence(text: str) -> str:
    """``text`` with its first letter a capital: a message that opens on a name said in its
    in-sentence form ("the Earth Stone is lost", "el Cáliz del Océano se hundió"). An opening
    "¡" or "¿" is kept in front."""
    i = 0
    while i < len(text) and text[i] in "¡¿\"'«(":
        i += 1
    return text[:i] + text[i:i + 1].upper() + text[i + 1:]


def say(reason: Any, name: Any = None) -> str:
    """A refusal or an outcome cause from a rules core (an ``engine.errors.Reason``: its
    English ``template`` is the message id, its ``params`` ids and numbers) in the current
    language. ``name(key, value)`` turns a parameter into words (an adventurer id into the
    adventurer's translated name); by default a parameter shows as it is. Plain text (a reason
    from before the codes) is translated as a whole sentence."""
    template = getattr(reason, "template", None)
    if template is None:
        return tr(str(reason))
    params = dict(getattr(reason, "params", {}) or {})
    # a parameter that is itself a reason (the refusal inside "action 3 is impossible: ...")
    # is said too, in the same language
    params = {k: say(v, name) if getattr(v, "template", None) is not None else name(k, v) if name is not None else v
              for k, v in params.items()}
    return tr(template, **params)


def N_(message: str) -> str:
    """Marks a text for extraction where it is defined; translate it where it is shown."""
    return message


# The catalog's own word joins: a name said with its article ("el Cáliz del Océano") filled in
# after a preposition ("una loseta de {treasure}") must read "del Cáliz", not "de el Cáliz".
# Which words join is the language's business, so the rule is a message the translator writes
# (English has none: its "translation" is the id itself, which holds no "=").
# TRANSLATORS: not a sentence. List the words your language joins when a name that starts with
# an article ("el Cáliz del Océano") follows a preposition, as "words=joined" pairs separated by
# ";". Spanish: "de el=del; a el=al". If your language joins none: "-".
CONTRACTIONS = N_("contractions: none")


def system_language() -> str:
    """The language of the user's system, as a code we have a catalog for, else English.

    Linux and macOS: ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` and ``LANGUAGE`` (in POSIX's order of
    precedence); Windows: the user's UI language.
    """
    candidates: list[str] = []
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            candidates += value.split(":")
            if var != "LANGUAGE":
                break
    if sys.platform == "win32":
        candidates.insert(0, _windows_ui_language())
    for value in candidates:
        code = value.split(".")[0].split("@")[0].replace("-", "_").lower()
        if code in ("c", "posix", ""):
            continue
        lang = code.split("_")[0]
        if lang in languages():
            return lang
    return SOURCE


def _windows_ui_language() -> str:
    try:
        import ctypes
        lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
        return locale.windows_locale.get(lcid, "")
    except (AttributeError, OSError):
        return ""
