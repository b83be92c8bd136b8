"""Look-and-feel numbers from assets/data/ui.yaml, validated once at start.

A bad file stops the program with ``ui.yaml: KEY.PATH: what is wrong`` (ARCHITECTURE, Data).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

import yaml

from ..data.errors import DataError
from ..resources import data_dir

Colour = tuple[int, ...]

# Shape of the file: a leaf is the expected kind of value.
_NUM, _INT, _STR, _COLOUR, _SIZE, _ANY_MAP = "number", "int", "string", "colour", "size", "map"
_SCHEMA: dict[str, Any] = {
    "window": {"size": _SIZE, "min_size": _SIZE, "fps": _INT, "title": _STR},
    "fonts": {"regular": _STR, "bold": _STR, "display": _STR,
              "sizes": {k: _INT for k in ("tiny", "small", "body", "large", "heading", "title")}},
    "colours": {k: _COLOUR for k in (
        "sky_top sky_mid sky_bottom cloud cloud_dark flash text text_dim text_dark accent danger good "
        "panel panel_edge panel_title button button_hover button_press button_edge button_disabled "
        "metal metal_light metal_dark rivet tile_cloud copper copper_light copper_dark live "
        "small_capacitor large_capacitor launch_pad rod symbol symbol_light legal illegal hover "
        "wire_short wire_long wire_core health rope skull shadow").split()},
    "pawn_colours": {k: _COLOUR for k in ("white", "green", "blue", "yellow", "orange", "red")},
    "pawn_shapes": {k: _STR for k in ("white", "green", "blue", "yellow", "orange", "red")},
    "board": {k: _NUM for k in ("tile_px", "zoom_min", "zoom_max", "zoom_step", "pan_speed",
                                "rivet_inset", "copper_width", "wire_width", "pawn_radius",
                                "drag_threshold", "fit_margin", "zoom_ref_height")},
    "layout": {k: _INT for k in ("left_panel", "right_panel", "bottom_bar", "margin", "card_w",
                                 "card_h", "hand_tile")},
    "anim": {**{k: _NUM for k in ("move", "tween_back", "pop_in", "card_flip", "card_hold", "bolt",
                                  "charge", "gust", "compass", "meter", "shuffle", "launch", "toast",
                                  "float_text", "auto_advance", "speed_fast", "camera_glide",
                                  "tooltip_delay")}, "easing": _STR,
             "motion_speed": {k: _NUM for k in ("normal", "fast", "slow", "reduced")}},
    "sound": {"volume": _NUM, "rate": _INT},
    "scale": {"min": _NUM, "max": _NUM, "min_layout": _SIZE},
}


def _check(value: Any, kind: Any, path: str) -> Any:
    where = f"ui.yaml: {path}"
    if isinstance(kind, dict):
        if not isinstance(value, Mapping):
            raise DataError([f"{where}: expected a mapping, got {type(value).__name__}"])
        missing = [k for k in kind if k not in value]
        if missing:
            raise DataError([f"{where}: missing key {missing[0]!r}"])
        unknown = [k for k in value if k not in kind]
        if unknown:
            raise DataError([f"{where}: unknown key {unknown[0]!r}"])
        return {k: _check(value[k], sub, f"{path}.{k}" if path else str(k)) for k, sub in kind.items()}
    if kind == _COLOUR:
        ok = (isinstance(value, list) and len(value) in (3, 4)
              and all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= 255 for c in value))
        if not ok:
            raise DataError([f"{where}: a colour is [r, g, b] or [r, g, b, a] with 0-255 integers, got {value!r}"])
        return tuple(value)
    if kind == _SIZE:
        if not (isinstance(value, list) and len(value) == 2
                and all(isinstance(c, int) and c > 0 for c in value)):
            raise DataError([f"{where}: a size is [width, height] in pixels, got {value!r}"])
        return tuple(value)
    if kind == _INT:
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise DataError([f"{where}: expected a whole number >= 0, got {value!r}"])
        return value
    if kind == _NUM:
        if not isinstance(value, (int, float)) or isinstance(value, bool) or value < 0:
            raise DataError([f"{where}: expected a number >= 0, got {value!r}"])
        return float(value)
    if kind == _STR:
        if not isinstance(value, str) or not value:
            raise DataError([f"{where}: expected text, got {value!r}"])
        return value
    raise AssertionError(kind)


class _Section(dict):
    """A validated mapping that also reads as attributes: ``cfg.colours.copper``."""

    def __getattr__(self, name: str) -> Any:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name) from None


def _wrap(d: Any) -> Any:
    if isinstance(d, dict):
        return _Section({k: _wrap(v) for k, v in d.items()})
    return d


def parse_ui_config(text: str) -> _Section:
    try:
        # yaml.safe_load only (house rule), even though the C loader would save a few ms
        raw = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else "somewhere"
        # one line, like every other data error
        raise DataError([f"ui.yaml: is not valid YAML ({where}: {getattr(exc, 'problem', None) or exc})"]) from None
    checked = _check(raw, _SCHEMA, "")
    if checked["anim"]["easing"] not in EASINGS:
        raise DataError([f"ui.yaml: anim.easing: unknown easing {checked['anim']['easing']!r} "
                         f"(one of {', '.join(sorted(EASINGS))})"])
    return _wrap(checked)


def load_ui_config(path: Path | None = None) -> _Section:
    path = path or data_dir() / "ui.yaml"
    return parse_ui_config(Path(path).read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def ui_config() -> _Section:
    return load_ui_config()


def _out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def _in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def _out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


EASINGS = {"linear": lambda t: t, "out_cubic": _out_cubic, "in_out_cubic": _in_out_cubic,
           "out_back": _out_back}


def ease(name: str, t: float) -> float:
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return EASINGS[name](t)
