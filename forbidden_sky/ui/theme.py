"""Fonts, cached text and the drawing helpers every screen shares (panels, buttons, bars)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Optional

import pygame

from ..resources import asset
from .config import ui_config


class Theme:
    def __init__(self) -> None:
        self.cfg = ui_config()
        self.c = self.cfg.colours
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def font(self, kind: str = "regular", size: int | str = "body") -> pygame.font.Font:
        px = self.cfg.fonts.sizes[size] if isinstance(size, str) else int(size)
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
        key = (s, kind, size, colour)
        surf = self._text.get(key)
        if surf is None:
            surf = self.font(kind, size).render(s, True, colour)
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
            surface.blit(self.text(s, kind, size, (0, 0, 0)), r.move(1, 2))
        surface.blit(img, r)
        return r

    def wrap(self, s: str, width: int, kind: str = "regular", size: int | str = "body") -> list[str]:
        f = self.font(kind, size)
        lines: list[str] = []
        for para in s.split("\n"):
            words = para.split()
            line = ""
            for w in words:
                trial = f"{line} {w}".strip()
                if f.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = w
            lines.append(line)
        return lines

    def blit_wrapped(self, surface: pygame.Surface, s: str, rect: pygame.Rect, kind: str = "regular",
                     size: int | str = "body", colour: tuple | None = None, line_gap: int = 2) -> int:
        """Draw wrapped text in ``rect``; returns the y below the last line."""
        y = rect.top
        h = self.font(kind, size).get_linesize()
        for line in self.wrap(s, rect.width, kind, size):
            if y + h > rect.bottom + 2:
                break
            surface.blit(self.text(line, kind, size, colour), (rect.left, y))
            y += h + line_gap
        return y

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, title: str | None = None,
              alpha_fill: tuple | None = None) -> None:
        fill = alpha_fill or self.c.panel
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        pygame.draw.rect(surface, self.c.panel_edge, rect, width=2, border_radius=10)
        # a thin copper highlight on the top edge, the house's signature
        pygame.draw.line(surface, self.c.copper_dark, (rect.left + 12, rect.top + 3),
                         (rect.right - 12, rect.top + 3))
        if title:
            self.blit_text(surface, title.upper(), (rect.left + 12, rect.top + 8), "bold", "small",
                           self.c.panel_title)

    def meter(self, surface: pygame.Surface, x: int, y: int, value: int, maximum: int, colour: tuple,
              label: str, tick_w: int = 14, tick_h: int = 12) -> pygame.Rect:
        """A row of ticks down to a skull: filled ticks for what is left."""
        lab = self.text(label, "bold", "tiny", self.c.text_dim)
        surface.blit(lab, (x, y))
        x0 = x + 54
        for i in range(maximum):
            r = pygame.Rect(x0 + i * (tick_w + 3), y, tick_w, tick_h)
            if i < value:
                pygame.draw.rect(surface, colour, r, border_radius=3)
            else:
                pygame.draw.rect(surface, self.c.metal_dark, r, width=1, border_radius=3)
        sx = x0 + maximum * (tick_w + 3) + 4
        draw_skull(surface, (sx + 6, y + tick_h // 2), 6,
                   self.c.danger if value <= 1 else self.c.text_dim)
        return pygame.Rect(x, y, sx + 14 - x, tick_h)


def draw_skull(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: tuple) -> None:
    cx, cy = centre
    pygame.draw.circle(surface, colour, (cx, cy - 1), r)
    pygame.draw.rect(surface, colour, (cx - r * 0.6, cy, r * 1.2, r * 0.9))
    eye = max(1, r // 3)
    pygame.draw.circle(surface, (20, 20, 24), (cx - r // 2 + 1, cy - 1), eye)
    pygame.draw.circle(surface, (20, 20, 24), (cx + r // 2 - 1, cy - 1), eye)


class Button:
    """A clickable label. Reads ``event.pos`` (synthetic events never move the real mouse)."""

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
        return None

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
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, 3), border_radius=9)
        pygame.draw.rect(surface, fill, r, border_radius=9)
        edge = c.button_edge if self.enabled else c.metal_dark
        pygame.draw.rect(surface, edge, r, width=2, border_radius=9)
        if self.enabled:
            pygame.draw.line(surface, c.copper_light, (r.left + 10, r.top + 3), (r.right - 10, r.top + 3))
        col = c.text if self.enabled else c.text_dim
        self.theme.blit_text(surface, self.label, r.center, "bold", self.size, col, anchor="center")


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
