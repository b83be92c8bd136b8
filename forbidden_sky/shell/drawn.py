"""What a frame drew, for the layout test (issue 22: every text owns its box).

While a test collects (``with collecting(size) as rec:``), the theme's text drawing and the
buttons report here: each text's rectangle with the box that owns it (the innermost ``box``
open while it was drawn, else the screen), each control's rectangle, in the layer it was drawn
in. ``problems`` then names every two texts that overlap, every text outside its box and every
control under another. Outside a test nothing is collected and each report is one ``if``.

Layers: a layer drawn later lies over the earlier ones on an opaque backing (a toast, a
tooltip, a dialog), so what it covers below is hidden, not collided with; only inside one layer
must things keep apart. A layer that is not ``modal`` must still keep clear of the controls below
it, which stay clickable: a sheet (``hides_text``: the log) may cover words, a floating box (a
toast, the hint) not even those, except the platform's own labels, which move with it.

Game-free: it knows rectangles and words, never a game.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Iterator, Optional

import pygame

Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class Mark:
    kind: str            # "text", "control" or "plate" (an opaque backing)
    rect: Box
    box: Box             # the box the text must stay inside (a control: its own rect)
    layer: int
    label: str
    owner: str = ""      # the box's name (a text inside a control names the control)


@dataclass
class Layer:
    name: str
    modal: bool                 # a dialog: hides and blocks everything under it
    hides_text: bool = False    # a sheet: hides the words under it, but the controls stay clickable


@dataclass
class Recorder:
    size: tuple[int, int]
    marks: list[Mark] = field(default_factory=list)
    layers: list[Layer] = field(default_factory=lambda: [Layer("base", True)])
    boxes: list[tuple[Box, str]] = field(default_factory=list)
    depth: int = 0       # layers open now (0: the base)
    _open: list[int] = field(default_factory=list)

    def watches(self, surface: pygame.Surface) -> bool:
        """Only what lands on the screen counts: the display, or a screen-sized buffer the
        panels are drawn into at screen coordinates (never a tile's or a card's own image)."""
        return surface.get_size() == self.size

    def current_box(self) -> tuple[Box, str]:
        return self.boxes[-1] if self.boxes else ((0, 0, *self.size), "screen")

    @property
    def layer(self) -> int:
        return self._open[-1] if self._open else 0


_active: Optional[Recorder] = None


@contextmanager
def collecting(size: tuple[int, int]) -> Iterator[Recorder]:
    """Collect what is drawn on a screen of ``size`` until the block ends."""
    global _active
    before, _active = _active, Recorder(size)
    try:
        yield _active
    finally:
        _active = before


def active() -> Optional[Recorder]:
    return _active


def _tuple(r: pygame.Rect | Box) -> Box:
    return (int(r[0]), int(r[1]), int(r[2]), int(r[3]))


def text(surface: pygame.Surface, rect: pygame.Rect, label: str, box: Optional[pygame.Rect] = None,
         owner: str = "") -> None:
    rec = _active
    if rec is None or not rec.watches(surface) or not label.strip() or rect.width <= 0:
        return
    b, name = (_tuple(box), owner) if box is not None else rec.current_box()
    rec.marks.append(Mark("text", _tuple(rect), b, rec.layer, label, owner or name))


def control(surface: pygame.Surface, rect: pygame.Rect, label: str) -> None:
    rec = _active
    if rec is None or not rec.watches(surface):
        return
    rec.marks.append(Mark("control", _tuple(rect), _tuple(rect), rec.layer, label, label))


@contextmanager
def box(rect: pygame.Rect, name: str) -> Iterator[None]:
    """Texts drawn inside the block must stay inside ``rect``."""
    rec = _active
    if rec is None:
        yield
        return
    rec.boxes.append((_tuple(rect), name))
    try:
        yield
    finally:
        rec.boxes.pop()


@contextmanager
def layer(name: str, modal: bool = False, hides_text: bool = False) -> Iterator[None]:
    """What is drawn inside the block lies over everything drawn before it."""
    rec = _active
    if rec is None:
        yield
        return
    rec.layers.append(Layer(name, modal, hides_text))
    rec._open.append(len(rec.layers) - 1)
    saved, rec.boxes = rec.boxes, []
    try:
        yield
    finally:
        rec._open.pop()
        rec.boxes = saved


def _overlap(a: Box, b: Box, slack: int = 0) -> bool:
    return (a[0] + slack < b[0] + b[2] and b[0] + slack < a[0] + a[2]
            and a[1] + slack < b[1] + b[3] and b[1] + slack < a[1] + a[3])


def _inside(a: Box, b: Box, slack: int) -> bool:
    return (a[0] >= b[0] - slack and a[1] >= b[1] - slack
            and a[0] + a[2] <= b[0] + b[2] + slack and a[1] + a[3] <= b[1] + b[3] + slack)


def _ink(m: Mark) -> Box:
    """A text's rectangle without the font's empty line gap above and below (a fifth of its
    height each side at most): two lines set one under the other touch there and do not collide."""
    x, y, w, h = m.rect
    trim = h // 6
    return (x, y + trim, w, h - 2 * trim)


def problems(rec: Recorder, slack: int = 1) -> list[str]:
    """Every collision in what was collected, in words (empty: the screen is clean)."""
    out: list[str] = []
    marks = rec.marks
    for m in marks:
        if m.kind == "text" and not _inside(m.rect, m.box, slack):
            out.append(f"text {m.label!r} {m.rect} runs out of its box {m.owner!r} {m.box}")
    for i, a in enumerate(marks):
        for b in marks[i + 1:]:
            why = _collide(rec, a, b, slack) if a.layer <= b.layer else _collide(rec, b, a, slack)
            if why:
                out.append(why)
    return out


def _shape(m: Mark) -> Box:
    return _ink(m) if m.kind == "text" else m.rect


def _collide(rec: Recorder, low: Mark, high: Mark, slack: int) -> str:
    """Why ``high`` (drawn in the same layer as ``low`` or above it) collides with it, or ""."""
    if not _overlap(_shape(low), _shape(high), slack):
        return ""
    if high.layer != low.layer:
        # a dialog or a sheet hides what is under it; a toast or a floating panel must keep
        # clear of the controls and the panels' words under it (the board's labels move with it)
        over = rec.layers[high.layer]
        if over.modal or (low.kind == "text" and (low.owner == "board" or over.hides_text)):
            return ""
        if low.kind == "plate":
            return ""
        where = rec.layers[high.layer].name
        return f"{high.kind} {high.label!r} {high.rect} ({where}) covers {low.kind} {low.label!r} {low.rect}"
    kinds = {low.kind, high.kind}
    if kinds == {"text"}:
        return "" if low.rect == high.rect else f"texts {low.label!r} {low.rect} and {high.label!r} {high.rect} overlap"
    if "plate" in kinds:
        plate, other = (low, high) if low.kind == "plate" else (high, low)
        if other.kind == "plate" or (other.kind == "text" and other.owner == plate.label) \
                or _inside(other.rect, plate.rect, slack):
            return ""      # a text or a button on its own plate
    if "control" in kinds and "text" in kinds:
        c, t = (low, high) if low.kind == "control" else (high, low)
        if t.owner == c.label and _inside(t.rect, c.rect, slack):
            return ""      # a button's own label
    return f"{low.kind} {low.label!r} {low.rect} and {high.kind} {high.label!r} {high.rect} overlap"


def plate(surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
    """An opaque backing that is not a control (a toast's banner, the hint's box)."""
    rec = _active
    if rec is None or not rec.watches(surface):
        return
    rec.marks.append(Mark("plate", _tuple(rect), _tuple(rect), rec.layer, name, name))


__all__ = ["Mark", "Recorder", "active", "box", "collecting", "control", "layer", "plate", "problems", "text"]
