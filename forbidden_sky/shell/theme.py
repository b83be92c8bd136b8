"""Fonts, cached text and the drawing helpers every screen shares (panels, buttons, bars)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Optional

import pygame

from ..i18n import tr
from ..resources import asset
from . import drawn
from .config import ui_config
from .text import LIMIT, drawable, wrap_words


ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)   # press the focused button


class Theme:
    """Fonts and drawing helpers at a UI scale: named font sizes ("body", "small"...) and every
    ``px(n)`` grow with ``scale``; a size given in pixels (the board's labels, which follow the
    tile size) does not."""

    def __init__(self, scale: float = 1.0) -> None:
        self.cfg = ui_config()
        self.c = self.cfg.colours
        self.scale = scale
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def set_scale(self, scale: float) -> None:
        if scale != self.scale:
            self.scale = scale
            self._text.clear()

    def px(self, n: float) -> int:
        """A length of the interface (padding, panel width, button height) at this scale."""
        return int(round(n * self.scale))

    def font(self, kind: str = "regular", size: int | str = "body") -> pygame.font.Font:
        px = self.px(self.cfg.fonts.sizes[size]) if isinstance(size, str) else int(size)
        key = (kind, px)
        f = self._fonts.get(key)
        if f is None:
            path = asset("fonts", self.cfg.fonts[kind])
            try:
                f = pygame.font.Font(str(path), px)
            except (OSError, FileNotFoundError):
                f = pygame.font.Font(None, px)   # the app still runs without its font files
            self._fonts[key] = f
        return f

    def text(self, s: str, kind: str = "regular", size: int | str = "body",
             colour: tuple | None = None) -> pygame.Surface:
        colour = tuple(colour or self.c.text)
        key = (s, kind, size, colour, self.scale)
        surf = self._text.get(key)
        if surf is None:
            # whatever the string (a file's text, a record's field): never a renderer error
            surf = self.font(kind, size).render(drawable(s), True, colour)
            self._text[key] = surf
            if len(self._text) > 800:
                self._text.popitem(last=False)
        else:
            self._text.move_to_end(key)
        return surf

    def blit_text(self, surface: pygame.Surface, s: str, pos: tuple[float, float], kind: str = "regular",
                  size: int | str = "body", colour: tuple | None = None, anchor: str = "topleft",
                  shadow: bool = False) -> pygame.Rect:
        img = self.text(s, kind, size, colour)
        r = img.get_rect(**{anchor: pos})
        if shadow:
            surface.blit(self.text(s, kind, size, (0, 0, 0)), r.move(self.px(1), self.px(2)))
        surface.blit(img, r)
        drawn.text(surface, r, s)
        return r

    def wrap(self, s: str, width: int, kind: str = "regular", size: int | str = "body") -> list[str]:
        f = self.font(kind, size)
        lines: list[str] = []
        for para in drawable(s, 20 * LIMIT, lines=True).split("\n"):
            lines += wrap_words(para, width, f.size)
        return lines

    def blit_wrapped(self, surface: pygame.Surface, s: str, rect: pygame.Rect, kind: str = "regular",
                     size: int | str = "body", colour: tuple | None = None, line_gap: int = 2) -> int:
        """Draw wrapped text in ``rect``; returns the y below the last line. What does not fit
        is never dropped silently: the last line that fits ends with an ellipsis (the whole text
        is in the thing's tooltip)."""
        y = rect.top
        h = self.font(kind, size).get_linesize()
        lines = self.wrap(s, rect.width, kind, size)
        room = 0
        while room < len(lines) and rect.top + room * (h + line_gap) + h <= rect.bottom + 2:
            room += 1
        if 0 < room < len(lines):
            lines = lines[:room]
            lines[-1] = self.ellipsis(lines[-1] + " …", rect.width, kind, size)
        for line in lines[:room]:
            img = self.text(line, kind, size, colour)
            surface.blit(img, (rect.left, y))
            drawn.text(surface, img.get_rect(topleft=(rect.left, y)), line)
            y += h + line_gap
        return y

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, title: str | None = None,
              alpha_fill: tuple | None = None) -> None:
        fill = alpha_fill or self.c.panel
        p = self.px
        pygame.draw.rect(surface, fill, rect, border_radius=p(10))
        pygame.draw.rect(surface, self.c.panel_edge, rect, width=max(1, p(2)), border_radius=p(10))
        # a thin copper highlight on the top edge, the house's signature
        pygame.draw.line(surface, self.c.copper_dark, (rect.left + p(12), rect.top + p(3)),
                         (rect.right - p(12), rect.top + p(3)), max(1, p(1)))
        if title:
            self.blit_text(surface, self.fit(tr(title).upper(), rect.width - p(24), "bold", "small"),
                           (rect.left + p(12), rect.top + p(8)), "bold", "small", self.c.panel_title)

    def ellipsis(self, s: str, width: int, kind: str = "regular", size: int | str = "body") -> str:
        """``s`` cut at the end to ``width``, an ellipsis saying so."""
        f = self.font(kind, size)
        if f.size(s)[0] <= width:
            return s
        s = s.rstrip(" …")
        while s and f.size(s + "…")[0] > width:
            s = s[:-1]
        return s.rstrip() + "…"

    def fitting_size(self, s: str, width: int, kind: str = "regular", sizes: tuple[str, ...] = ("body", "small", "tiny")
                     ) -> str:
        """The largest of ``sizes`` at which ``s`` fits in ``width`` (the last one when none does):
        a label longer in another language steps down a size before it is cut."""
        for size in sizes:
            if self.font(kind, size).size(s)[0] <= width:
                return size
        return sizes[-1]

    def fit(self, s: str, width: int, kind: str = "regular", size: int | str = "body") -> str:
        """``s`` if it fits in ``width``; else without its last part in brackets (a panel title's
        hint, "Game log (wheel to scroll...)"), else cut with an ellipsis: a text never runs out
        of its box."""
        f = self.font(kind, size)
        if f.size(s)[0] <= width:
            return s
        if " (" in s and f.size(s[:s.rindex(" (")].rstrip(" ·"))[0] <= width:
            return s[:s.rindex(" (")].rstrip(" ·")
        while s and f.size(s + "…")[0] > width:
            s = s[:-1]
        return s + "…"

    def meter(self, surface: pygame.Surface, x: int, y: int, value: int, maximum: int, colour: tuple,
              label: str, tick_w: int = 14, tick_h: int = 12, mark: str = "", label_w: int | None = None) -> pygame.Rect:
        """A row of ticks down to a skull: filled ticks for what is left. ``tick_w``/``tick_h``
        are at scale 1. Filled and empty ticks differ in shape (solid against an outline), never
        in colour alone."""
        p = self.px
        tick_w, tick_h = p(tick_w), p(tick_h)
        # the ticks start after the label column (``label_w``: wide enough for the longest label
        # of the rows drawn together, so their ticks line up in any language)
        column = label_w if label_w is not None else p(54)
        lab = self.text(self.fit(tr(label), column - p(4), "bold", "tiny"), "bold", "tiny", self.c.text_dim)
        surface.blit(lab, (x, y))
        x0 = x + column
        gap = p(3)
        for i in range(maximum):
            r = pygame.Rect(x0 + i * (tick_w + gap), y, tick_w, tick_h)
            if i < value:
                pygame.draw.rect(surface, colour, r, border_radius=p(3))
                tick_mark(surface, r, mark, self.c.text_dark)
            else:
                pygame.draw.rect(surface, self.c.metal_dark, r, width=max(1, p(1)), border_radius=p(3))
        sx = x0 + maximum * (tick_w + gap) + p(4)
        draw_skull(surface, (sx + p(6), y + tick_h // 2), p(6),
                   self.c.danger if value <= 1 else self.c.text_dim)
        return pygame.Rect(x, y, sx + p(14) - x, tick_h)


def tick_mark(surface: pygame.Surface, r: pygame.Rect, mark: str, colour: tuple) -> None:
    """A shape inside a filled meter tick, so health and rope differ by more than colour:
    a cross for health, a twist (a diagonal) for rope."""
    w = max(1, r.height // 6)
    if mark == "cross":
        pygame.draw.line(surface, colour, (r.centerx, r.top + w + 1), (r.centerx, r.bottom - w - 2), w)
        pygame.draw.line(surface, colour, (r.left + w + 1, r.centery), (r.right - w - 2, r.centery), w)
    elif mark == "twist":
        pygame.draw.line(surface, colour, (r.left + w, r.bottom - w - 1), (r.right - w - 1, r.top + w), w)


def shape_points(shape: str, centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """The outline of a pawn's shape (colour-blind mode); a circle is many points."""
    import math
    sides = {"square": 4, "diamond": 4, "triangle": 3, "hexagon": 6, "star": 10}.get(shape, 24)
    turn = {"square": math.pi / 4, "triangle": -math.pi / 2, "star": -math.pi / 2}.get(shape, 0.0)
    pts = []
    for i in range(sides):
        a = turn + 2 * math.pi * i / sides
        rr = r * (0.55 if shape == "star" and i % 2 else 1.0)
        pts.append((centre[0] + math.cos(a) * rr, centre[1] + math.sin(a) * rr))
    return pts


def draw_shape_ring(surface: pygame.Surface, shape: str, centre: tuple[float, float], r: float,
                    theme: "Theme") -> None:
    """A dark-and-light outline of the shape around a pawn or a team dot."""
    pts = shape_points(shape, centre, r)
    pygame.draw.polygon(surface, theme.c.text_dark, pts, max(3, int(r * 0.22)))
    pygame.draw.polygon(surface, theme.c.hover, pts, max(1, int(r * 0.1)))


def draw_skull(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: tuple) -> None:
    cx, cy = centre
    pygame.draw.circle(surface, colour, (cx, cy - 1), r)
    pygame.draw.rect(surface, colour, (cx - r * 0.6, cy, r * 1.2, r * 0.9))
    eye = max(1, r // 3)
    pygame.draw.circle(surface, (20, 20, 24), (cx - r // 2 + 1, cy - 1), eye)
    pygame.draw.circle(surface, (20, 20, 24), (cx + r // 2 - 1, cy - 1), eye)


class Button:
    """A clickable label. Reads ``event.pos`` (synthetic events never move the real mouse).

    ``label`` is the English text (marked ``N_`` where it is written) and is translated each
    time the button is drawn, so a change of language shows at once; a label already in the
    player's language (a translated name) passes through unchanged."""

    def __init__(self, theme: Theme, label: str, rect: pygame.Rect, action: str,
                 enabled: bool = True, hotkey: int | None = None, size: str = "large",
                 tooltip: str = "") -> None:
        self.theme = theme
        self.label = label
        self.rect = pygame.Rect(rect)
        self.action = action
        self.enabled = enabled
        self.hotkey = hotkey
        self.size = size
        self.tooltip = tooltip
        self.hover = False
        self.pressed = False
        self.toggled = False
        self.focused = False     # the keyboard's focus is on it (Tab): drawn as a ring

    def handle(self, event: pygame.event.Event) -> Optional[str]:
        """The button's action when this event clicks it, else None."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos) and self.enabled:
                self.pressed = True
                return None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.enabled and self.rect.collidepoint(event.pos):
                return self.action
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            if self.enabled:
                return self.action
        elif event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            if self.enabled:
                return self.action
        return None

    def label_size(self) -> str:
        """The button's text size, one step smaller while its label would touch the edges (a
        long power name at 200 %): the label always stays inside its button."""
        room = self.rect.width - self.theme.px(10)
        sizes = ("title", "heading", "large", "body", "small", "tiny")
        start = sizes.index(self.size) if self.size in sizes else 0
        label = self.shown()
        for size in sizes[start:]:
            if self.theme.font("bold", size).size(label)[0] <= room:
                return size
        return "tiny"

    def shown(self) -> str:
        """The label in the player's language."""
        return tr(self.label) if self.label else self.label

    def draw(self, surface: pygame.Surface) -> None:
        c = self.theme.c
        if not self.enabled:
            fill = c.button_disabled
        elif self.pressed or self.toggled:
            fill = c.button_press
        elif self.hover:
            fill = c.button_hover
        else:
            fill = c.button
        r = self.rect
        p = self.theme.px
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, p(3)), border_radius=p(9))
        pygame.draw.rect(surface, fill, r, border_radius=p(9))
        edge = c.button_edge if self.enabled else c.metal_dark
        pygame.draw.rect(surface, edge, r, width=max(1, p(2)), border_radius=p(9))
        if self.enabled:
            pygame.draw.line(surface, c.copper_light, (r.left + p(10), r.top + p(3)), (r.right - p(10), r.top + p(3)))
        col = c.text if self.enabled else c.text_dim
        label = self.shown()
        drawn.control(surface, r, label)
        with drawn.box(r, label):
            self.theme.blit_text(surface, label, r.center, "bold", self.label_size(), col, anchor="center")
        if self.focused:
            draw_focus(surface, r, self.theme)


def draw_focus(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The keyboard focus: a bright double ring (white outside, dark inside), visible on any
    background and told apart by its shape, not its colour."""
    p = theme.px
    pygame.draw.rect(surface, theme.c.hover, rect.inflate(p(8), p(8)), max(2, p(3)), border_radius=p(12))
    pygame.draw.rect(surface, theme.c.text_dark, rect.inflate(p(2), p(2)), max(1, p(1)), border_radius=p(10))


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((6, 8, 16, alpha))
    surface.blit(shade, (0, 0))


def first_hit(buttons: list[Button], event: pygame.event.Event) -> Optional[str]:
    hit = None
    for b in buttons:
        a = b.handle(event)
        if a is not None and hit is None:
            hit = a
    return hit


Callback = Callable[[], None]
