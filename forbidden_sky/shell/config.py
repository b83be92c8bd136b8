"""Look-and-feel numbers from assets/data/ui.yaml, validated once at start.

A bad file stops the program with ``ui.yaml: KEY.PATH: what is wrong`` (ARCHITECTURE, Data).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Mapping

from ..engine.data_errors import DataError
from ..engine.pawns import PAWN_COLOURS
from ..resources import asset, data_dir
from ..safeio import ReadError, number_problem, parse_yaml, read_text, short_repr

Colour = tuple[int, ...]

# Shape of the file: a leaf is the expected kind of value, with its sane range. A zero tile
# size or frame rate would divide by zero; a font size of 0 or 10,000 breaks text rendering.
_NUM, _INT, _STR, _COLOUR, _SIZE, _FONT = "number", "int", "string", "colour", "size", "font"
_BIG = 10_000.0


def _num(lo: float, hi: float, lo_open: bool = False) -> tuple[str, float, float, bool]:
    return (_NUM, lo, hi, lo_open)


def _int(lo: int, hi: int) -> tuple[str, float, float, bool]:
    return (_INT, lo, hi, False)


_SCHEMA: dict[str, Any] = {
    "window": {"size": _SIZE, "min_size": _SIZE, "fps": _int(1, 1000), "title": _STR},
    "fonts": {"regular": _FONT, "bold": _FONT, "display": _FONT,
              "sizes": {k: _int(4, 400) for k in ("tiny", "small", "body", "large", "heading", "title")}},
    "colours": {k: _COLOUR for k in (
        "sky_top sky_mid sky_bottom cloud cloud_dark flash text text_dim text_dark accent danger good "
        "panel panel_edge panel_title button button_hover button_press button_edge button_disabled "
        "metal metal_light metal_dark rivet tile_cloud copper copper_light copper_dark live "
        "small_capacitor large_capacitor launch_pad rod symbol symbol_light legal illegal hover "
        "wire_short wire_long wire_core health rope skull shadow").split()},
    "pawn_colours": {k: _COLOUR for k in PAWN_COLOURS},
    "pawn_shapes": {k: _STR for k in PAWN_COLOURS},        # colour-blind mode (issue 12)
    "board": {"tile_px": _num(8, 1000), "zoom_min": _num(0, 10, lo_open=True),
              "zoom_max": _num(0, 20, lo_open=True), "zoom_step": _num(1, 10, lo_open=True),
              "pan_speed": _num(0, _BIG), "rivet_inset": _num(0, 0.5), "copper_width": _num(0, 0.5),
              "wire_width": _num(0, 0.5), "pawn_radius": _num(0, 0.5, lo_open=True),
              "drag_threshold": _num(0, 200), "fit_margin": _num(0, 5), "zoom_ref_height": _num(100, 10_000)},
    "layout": {**{k: _int(0, 5000) for k in ("left_panel", "right_panel", "bottom_bar", "margin", "key_strip")},
               **{k: _int(1, 5000) for k in ("card_w", "card_h", "hand_tile")}},
    "anim": {**{k: _num(0, 600) for k in ("move", "tween_back", "pop_in", "card_flip", "card_hold", "bolt",
                                          "charge", "gust", "compass", "meter", "shuffle", "launch", "toast",
                                          "float_text", "auto_advance", "camera_glide", "tooltip_delay")},
             "speed_fast": _num(0, 1000, lo_open=True), "easing": _STR,
             "motion_speed": {k: _num(0, 100, lo_open=True) for k in ("normal", "fast", "slow", "reduced")}},
    "sound": {"volume": _num(0, 1), "rate": _int(8000, 192_000)},
    # issue 13: the danger overlay, the forecast, the circuit check, the hint, why we lost
    "foresight": {**{k: _COLOUR for k in ("live", "wind", "fray", "shelter", "cage", "green", "amber", "red",
                                          "hint", "chance", "meter", "pad_spot", "half_spot")},
                  "warn_risk": _num(0, 1), "likely_loss": _num(0, 1), "warn_actions": _int(0, 10_000),
                  "chart_h": _int(10, 400), "end_chart_w": _int(50, 2000), "end_chart_h": _int(20, 1000),
                  "thinking_period": _num(0, 10, lo_open=True), "hint_timeout": _num(0, 600, lo_open=True),
                  "turn_step": _num(0, 10)},
    # the title's two games: each name's colour and the little pictures' water, land and marks
    "title": {k: _COLOUR for k in ("sky_name", "island_name", "sea", "sea_light", "foam", "sand", "land",
                                   "land_dark", "flooded", "flooded_light", "treasure", "treasure_edge")},
    "scale": {"min": _num(0.25, 4, lo_open=True), "max": _num(0.25, 4, lo_open=True), "min_layout": _SIZE},
}
WINDOW_MIN, WINDOW_MAX = 200, 8192


def _check(value: Any, kind: Any, path: str, problems: list[str]) -> Any:
    """The checked value, or None after adding one line per problem to ``problems``."""
    where = f"ui.yaml: {path}"
    if isinstance(kind, dict):
        return _check_mapping(value, kind, path, where, problems)
    if isinstance(kind, str):
        return _LEAF_CHECKS[kind](value, kind, where, problems)
    return _check_number(value, kind, where, problems)


def _check_mapping(value: Any, kind: dict[str, Any], path: str, where: str, problems: list[str]) -> Any:
    if not isinstance(value, Mapping):
        problems.append(f"{where}: expected a mapping, got {type(value).__name__}")
        return None
    for k in kind:
        if k not in value:
            problems.append(f"{where}: missing key {k!r}")
    for k in value:
        if k not in kind:
            problems.append(f"{where}: unknown key {short_repr(k, 30)}")
    return {k: _check(value[k], sub, f"{path}.{k}" if path else str(k), problems)
            for k, sub in kind.items() if k in value}


def _check_colour(value: Any, kind: str, where: str, problems: list[str]) -> Any:
    ok = (isinstance(value, list) and len(value) in (3, 4)
          and all(number_problem(c, 0, 255, whole=True) is None for c in value))
    if not ok:
        problems.append(f"{where}: a colour is [r, g, b] or [r, g, b, a] with 0-255 integers, got {short_repr(value)}")
        return None
    return tuple(value)


def _check_size(value: Any, kind: str, where: str, problems: list[str]) -> Any:
    if not (isinstance(value, list) and len(value) == 2
            and all(number_problem(c, WINDOW_MIN, WINDOW_MAX, whole=True) is None for c in value)):
        problems.append(f"{where}: a size is [width, height] in pixels from {WINDOW_MIN} to {WINDOW_MAX}, "
                        f"got {short_repr(value)}")
        return None
    return tuple(value)


def _check_text(value: Any, kind: str, where: str, problems: list[str]) -> Any:
    if not isinstance(value, str) or not value or len(value) > 200:
        problems.append(f"{where}: expected text, got {short_repr(value)}")
        return None
    if kind == _FONT and (Path(value).name != value or not asset("fonts", value).is_file()):
        problems.append(f"{where}: no font file {short_repr(value)} in assets/fonts")
        return None
    return value


def _check_number(value: Any, kind: Any, where: str, problems: list[str]) -> Any:
    tag, lo, hi, lo_open = kind
    why = number_problem(value, lo, hi, whole=tag == _INT, lo_open=lo_open)
    if why:
        problems.append(f"{where}: {why}")
        return None
    return value if tag == _INT else float(value)


# the leaf kinds named by a string; a tuple is a number with its range (_num, _int)
_LEAF_CHECKS: dict[str, Callable[[Any, str, str, list[str]], Any]] = {
    _COLOUR: _check_colour, _SIZE: _check_size, _STR: _check_text, _FONT: _check_text}


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
    """The checked look-and-feel numbers; DataError with one line per problem otherwise."""
    try:
        raw = parse_yaml(text, label="ui.yaml")   # safe_load underneath (house rule), guarded
    except ReadError as exc:
        raise DataError([str(exc)]) from None
    problems: list[str] = []
    checked = _check(raw, _SCHEMA, "", problems)
    if not problems:
        if checked["anim"]["easing"] not in EASINGS:
            problems.append(f"ui.yaml: anim.easing: unknown easing {short_repr(checked['anim']['easing'])} "
                            f"(one of {', '.join(sorted(EASINGS))})")
        board, window = checked["board"], checked["window"]
        if board["zoom_max"] < board["zoom_min"]:
            problems.append("ui.yaml: board.zoom_max: must be at least board.zoom_min")
        if any(m > s for m, s in zip(window["min_size"], window["size"], strict=True)):
            problems.append("ui.yaml: window.min_size: must not be larger than window.size")
        lay, (minw, minh) = checked["layout"], window["min_size"]
        # the board needs room between the panels even in the smallest window
        if lay["left_panel"] + lay["right_panel"] + 2 * lay["margin"] > minw - 200:
            problems.append("ui.yaml: layout: the side panels leave the board under 200 pixels at window.min_size")
        if lay["bottom_bar"] + 2 * lay["margin"] > minh - 200:
            problems.append("ui.yaml: layout.bottom_bar: leaves the board under 200 pixels at window.min_size")
    if problems:
        raise DataError(problems)
    return _wrap(checked)


def load_ui_config(path: Path | None = None) -> _Section:
    path = path or data_dir() / "ui.yaml"
    try:
        text = read_text(path, label="ui.yaml")
    except ReadError as exc:
        raise DataError([str(exc)]) from None
    return parse_ui_config(text)


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
