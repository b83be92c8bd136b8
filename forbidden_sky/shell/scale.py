"""The UI scale: how big text, panels, buttons and hit areas are drawn.

Chosen from the window size and the display's DPI unless the player picked one in the
settings (75 % to 200 %). The layout is designed at 1280x800 (ui.yaml ``window.size``); a
bigger window or a denser screen scales it up, and the scale is capped so the layout always
keeps at least ``scale.min_layout`` logical pixels.
"""

from __future__ import annotations

import os
import sys
from typing import Any, Optional

STEPS = (0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0)   # the settings screen's choices


def auto_scale(size: tuple[int, int], cfg: Any, dpi_scale: float = 1.0) -> float:
    """From the window: 1280x800 is 1.0, 1920x1080 1.35, 3840x2160 2.0 (the steps below
    the cap), times what the operating system says about the display's density."""
    base_w, base_h = cfg.window.size
    by_size = min(size[0] / base_w, size[1] / base_h)
    return fit_scale(size, cfg, max(by_size, dpi_scale))


def fit_scale(size: tuple[int, int], cfg: Any, wanted: float) -> float:
    """``wanted`` within 75 %..200 % and small enough that the layout keeps its minimum
    logical size (a 200 % UI in a 1024x640 window would leave no board)."""
    lo, hi = cfg.scale.min, cfg.scale.max
    min_w, min_h = cfg.scale.min_layout
    cap = min(size[0] / min_w, size[1] / min_h)
    return round(max(lo, min(hi, wanted, max(lo, cap))), 3)


def choose(size: tuple[int, int], cfg: Any, setting: Optional[float], dpi_scale: float = 1.0) -> float:
    """The scale to draw at: the player's setting (None: automatic) fitted to the window."""
    if setting is None:
        return auto_scale(size, cfg, dpi_scale)
    return fit_scale(size, cfg, setting)


def window_size(desktop: Optional[tuple[int, int]], cfg: Any, share: float = 0.8) -> tuple[int, int]:
    """The size a new window opens at on a desktop of ``desktop`` pixels (issue 22: a 3840x2160
    screen got a 1280x800 window): ``share`` of the desktop in the design's shape, never smaller
    than the design size unless the desktop is, never larger than the desktop, never under the
    minimum. Unknown desktop: the design size."""
    base_w, base_h = cfg.window.size
    min_w, min_h = cfg.window.min_size
    if not desktop or desktop[0] <= 0 or desktop[1] <= 0:
        return (int(base_w), int(base_h))
    dw, dh = desktop
    k = max(1.0, min(share * dw / base_w, share * dh / base_h))
    w, h = min(int(round(base_w * k)), dw), min(int(round(base_h * k)), dh)
    return (max(int(min_w), w), max(int(min_h), h))


def desktop_size() -> Optional[tuple[int, int]]:
    """The first display's desktop size (the one a new window opens on), None when unknown."""
    try:
        import pygame
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return None      # headless (tests, tools): no real desktop, the design size
        sizes = pygame.display.get_desktop_sizes()
        return tuple(sizes[0]) if sizes else None   # type: ignore[return-value]
    except Exception:  # noqa: BLE001 - pygame.error without a display: the design size
        return None


def make_dpi_aware() -> None:
    """Before the window opens: ask for real pixels rather than a blurry stretched window.
    Windows: per-monitor DPI awareness (shcore, Windows 8.1+; else the older user32 call).
    macOS: not possible from here: pygame-ce 2.5's ``display.set_mode`` never asks SDL for a
    high-DPI window (only ``pygame.Window(allow_high_dpi=True)`` does, and a frozen app also
    needs NSHighResolutionCapable in its Info.plist), so a Retina Mac gets a window in points,
    sharp but at half the pixels; the UI scale still follows the window. The hint below only
    keeps SDL from refusing high DPI once the window is made that way. Elsewhere, nothing."""
    if sys.platform == "win32":
        try:
            import ctypes
            try:
                ctypes.windll.shcore.SetProcessDpiAwareness(2)   # type: ignore[attr-defined]
            except (AttributeError, OSError):
                ctypes.windll.user32.SetProcessDPIAware()        # type: ignore[attr-defined]
        except (ImportError, AttributeError, OSError):
            pass
    elif sys.platform == "darwin":
        os.environ.setdefault("SDL_VIDEO_HIGHDPI_DISABLED", "0")
        os.environ.setdefault("SDL_HINT_VIDEO_HIGHDPI_DISABLED", "0")


def display_dpi_scale() -> float:
    """The display's density relative to 96 DPI (Windows' 100 %), 1.0 when unknown."""
    try:
        import pygame
        if sys.platform == "win32":
            import ctypes
            dpi = ctypes.windll.user32.GetDpiForSystem()   # type: ignore[attr-defined]
            return max(1.0, dpi / 96.0)
        if sys.platform == "darwin":
            win = pygame.display.get_surface()
            wsize = pygame.display.get_window_size() if win is not None else None
            if win is not None and wsize and wsize[0]:
                return max(1.0, win.get_width() / wsize[0])
    except (ImportError, AttributeError, OSError, ValueError):
        pass
    except Exception:  # noqa: BLE001 - pygame.error and friends: a guess, never a crash
        pass
    return 1.0
