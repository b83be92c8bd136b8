"""Any stored text made safe to draw: the one function every screen passes a file's text through.

A record, a settings file or a file name is the player's (or anyone's) to edit, and the font
renderer refuses some text outright: a NUL ("A null character was found"), a lone surrogate
(a file name that is not UTF-8, a ``"\\ud800"`` in JSON), a string of zero-width characters
only ("Text has zero width"), or one so long its surface cannot be made. ``drawable`` turns
any value into text that renders: control and format characters (zero-width spaces, bidi
overrides) dropped, surrogates and unassigned code points shown as U+FFFD, combining marks
limited, at most ``limit`` characters. Pure Python (no pygame): records code may use it too.
"""

from __future__ import annotations

import unicodedata
from typing import Any

LIMIT = 1000          # characters: far more than any line of the game, far less than a surface's limit
MARKS = 2             # combining marks kept on one letter (a "zalgo" pile is cut to this)
REPLACEMENT = "\ufffd"


def drawable(value: Any, limit: int = LIMIT, *, lines: bool = False) -> str:
    """``value`` as text the renderer always accepts (possibly "": zero-width characters only). ``lines`` keeps newlines
    (for text that is wrapped); otherwise every line break and tab becomes a space."""
    s = value if isinstance(value, str) else str(value) if isinstance(value, (int, float)) else ""
    if len(s) > 4 * limit:
        s = s[: 4 * limit]          # bounded work, whatever the input
    out: list[str] = []
    marks = 0
    for ch in s:
        cat = unicodedata.category(ch)
        if ch == "\n" and lines:
            out.append(ch)
            marks = 0
            continue
        if cat == "Cc":
            if ch in "\t\n\r":
                out.append(" ")
            marks = 0
            continue
        if cat in ("Cf", "Zl", "Zp"):
            continue
        if cat in ("Cs", "Cn", "Co"):
            out.append(REPLACEMENT)
            marks = 0
            continue
        if cat.startswith("M"):
            marks += 1
            if marks > MARKS or not out:
                continue
        else:
            marks = 0
        out.append(ch)
        if len(out) > limit:
            break
    text = "".join(out)
    if len(text) > limit:
        text = text[: max(0, limit - 1)] + "…"
    return text


def wrap_words(text: str, width: int, measure: Any) -> list[str]:
    """One paragraph broken at spaces into lines no wider than ``width`` by ``measure`` (a
    font's ``size``: text -> (w, h)); a word longer than the width stands on a line of its own."""
    lines: list[str] = []
    line = ""
    for w in text.split():
        trial = f"{line} {w}".strip()
        if measure(trial)[0] <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = w
    lines.append(line)
    return lines
