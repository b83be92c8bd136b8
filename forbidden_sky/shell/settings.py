"""The player's settings, kept in the per-user folder (``user_data_dir()/settings.json``).

Never next to the app (a frozen app's folder may be read-only or replaced by an update). A
missing, unreadable or corrupt file means the defaults, never a crash; a value of the wrong
kind is dropped on its own. Writing is atomic (a temporary file, then ``os.replace``), so a
crash while saving leaves the previous file whole. Command-line flags override these for one
run without being written back (see ``app.make_app``).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from ..i18n import languages
from ..safeio import ReadError, read_json, write_text_atomic

FILE_NAME = "settings.json"
MAX_BYTES = 64 * 1024           # a settings file is a few hundred bytes
# A saved window size is clamped to this (a 5K display): 16384x16384 made each frame take
# seconds and GBs, 8192x8192 4.7 s and 1.36 GB for 30 frames.
SIZE_MIN = 200
SIZE_MAX_W, SIZE_MAX_H = 5120, 2880


@dataclass
class Settings:
    muted: bool = False
    auto_advance: Optional[float] = None        # seconds between storm cards; None: ui.yaml's
    fullscreen: bool = False
    size: Optional[tuple[int, int]] = None      # the window size (not fullscreen); None: ui.yaml's
    extra: dict = field(default_factory=dict)   # keys a newer version wrote: kept as they were
    # the settings screen's choices (issue 12); checked in _choices below
    ui_scale: Optional[float] = None            # 0.75..2.0; None: from the window and the display
    volume: float = 1.0                         # 0..1, times ui.yaml's sound.volume
    motion: str = "normal"                      # MOTIONS
    colour_blind: bool = False                  # patterns and letters on every coloured state
    language: Optional[str] = None              # None: the system's (i18n.system_language)

    def to_json(self) -> dict[str, Any]:
        out = dict(self.extra)
        out.update({"muted": self.muted, "auto_advance": self.auto_advance, "fullscreen": self.fullscreen,
                    "size": list(self.size) if self.size else None})
        out.update({k: getattr(self, k) for k in CHOICES})
        return out

    @staticmethod
    def from_json(doc: Any) -> Settings:
        s = Settings()
        if not isinstance(doc, dict):
            return s
        _read_window(s, doc)
        _read_choices(s, doc)
        s.extra = _read_extra(doc)
        return s


def _read_window(s: Settings, doc: dict) -> None:
    """The first four settings: muted, fullscreen, auto_advance and the window size."""
    if isinstance(doc.get("muted"), bool):
        s.muted = doc["muted"]
    if isinstance(doc.get("fullscreen"), bool):
        s.fullscreen = doc["fullscreen"]
    a = doc.get("auto_advance")
    if isinstance(a, (int, float)) and not isinstance(a, bool) and math.isfinite(a) and 0 <= a <= 60:
        s.auto_advance = float(a)
    size = doc.get("size")
    if isinstance(size, list) and len(size) == 2 and all(
            isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in size):
        s.size = (_clamp(size[0], SIZE_MAX_W), _clamp(size[1], SIZE_MAX_H))


def _read_extra(doc: dict) -> dict:
    """The keys this version does not read itself, kept as they were (but foresight checked)."""
    extra = {k: v for k, v in doc.items()
             if k not in ("muted", "auto_advance", "fullscreen", "size", *CHOICES)}
    fs = extra.get("foresight")
    if "foresight" in extra:   # issue 13's switches: only known names with a yes or no
        extra["foresight"] = ({k: v for k, v in fs.items() if k in FORESIGHT and isinstance(v, bool)}
                              if isinstance(fs, dict) else {})
    return extra


# issue 13's five switches (the danger overlay, the forecast, the circuit check, the hint, why we
# lost), kept under "foresight" in settings.json; the settings screen names them "foresight_<name>"
FORESIGHT = ("overlay", "forecast", "circuit", "hint", "why")
FORESIGHT_PREFIX = "foresight_"


def foresight_switch(settings: Settings, name: str) -> bool:
    """One of the five switches (on unless turned off)."""
    doc = settings.extra.get("foresight")
    v = doc.get(name) if isinstance(doc, dict) else None
    return v if isinstance(v, bool) else True


def set_foresight_switch(settings: Settings, name: str, on: bool) -> None:
    doc = settings.extra.get("foresight")
    doc = dict(doc) if isinstance(doc, dict) else {}
    doc[name] = bool(on)
    settings.extra["foresight"] = doc


def _read_choices(s: Settings, doc: dict) -> None:
    """The settings screen's values (issue 12): each one kept only when it is one of its choices."""
    for k, ok in CHOICES.items():
        if k in doc and ok(doc[k]):
            setattr(s, k, float(doc[k]) if k in ("ui_scale", "volume") and doc[k] is not None else doc[k])


def _clamp(v: int, most: int) -> int:
    return max(SIZE_MIN, min(most, v))


MOTIONS = ("normal", "fast", "slow", "reduced")
LANGUAGES = languages()   # English and every language with a compiled catalog


def _num(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


CHOICES = {
    "ui_scale": lambda v: v is None or (_num(v) and 0.75 <= v <= 2.0),
    "volume": lambda v: _num(v) and 0.0 <= v <= 1.0,
    "motion": lambda v: v in MOTIONS,
    "colour_blind": lambda v: isinstance(v, bool),
    "language": lambda v: v is None or v in LANGUAGES,
}


def settings_path() -> Optional[Path]:
    """Where the settings live, or None when there is no user folder to speak of."""
    try:
        from ..resources import user_data_dir
        return user_data_dir() / FILE_NAME
    except (RuntimeError, OSError, KeyError):   # no home directory
        return None


def load_settings(path: Optional[Path]) -> Settings:
    if path is None:
        return Settings()
    try:
        # the guarded reader: a FIFO, a huge or deeply nested file is refused, not waited on
        return Settings.from_json(read_json(path, label=FILE_NAME, max_bytes=MAX_BYTES))
    except ReadError:   # missing, unreadable or corrupt: defaults
        return Settings()


def dumps(settings: Settings) -> str:
    """The file's text, never larger than the reader takes (MAX_BYTES): a file read back as
    the defaults would lose every setting. Indented when it fits; else compact; else without
    the keys a newer version wrote (they are the only part that can be large)."""
    doc = settings.to_json()
    for text in (lambda: json.dumps(doc, indent=2), lambda: json.dumps(doc, separators=(",", ":"))):
        out = text()
        if len(out.encode("utf-8")) <= MAX_BYTES:
            return out
    known = {k: v for k, v in doc.items() if k not in settings.extra or k == "foresight"}
    return json.dumps(known, indent=2)


def save_settings(settings: Settings, path: Optional[Path]) -> bool:
    """Write atomically; True when written. A failure (read-only disk, full disk) is silent:
    settings are a convenience and must never stop the game."""
    if path is None:
        return False
    path = Path(path)
    return write_text_atomic(path, dumps(settings), ".settings.")
