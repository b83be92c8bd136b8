"""Pictures of the screens at several window sizes, for the docs (issue 12: the shared screen;
issue 22: the fixed screens).

    SDL_VIDEODRIVER=dummy python tools/make_screens.py [OUT_DIR] [WxH[@SCALE] ...]

Opens the screens of forbidden_sky/sky/ui/showcase.py (the ones the layout test checks) the way
a player reaches them, headless, and saves each: at 1280x800 every screen, at the other sizes
the game, plus the game in colour-blind mode. Default: docs/screens, 1280x800 1920x1080
3840x2160 1280x800@2 (the pictures in docs/shared-screen.md).

    SDL_VIDEODRIVER=dummy python tools/make_screens.py --language es [OUT_DIR]

draws every screen at 1280x800 in that language instead, saved as LANG_<screen>.png (the
Spanish pictures in docs/translating.md).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "tests" / "records"
SIZES = [((1280, 800), None), ((1920, 1080), None), ((3840, 2160), None), ((1280, 800), 2.0)]
EVERY = (1280, 800)
GAME = ("game_late",)


def shoot(out: Path, size: tuple[int, int], ui_scale: float | None = None, colour_blind: bool = False,
          screens: tuple[str, ...] = GAME, language: str | None = None) -> list[Path]:
    from forbidden_sky.records import Store
    from forbidden_sky.shell.settings import Settings
    from forbidden_sky.app.app import App
    from forbidden_sky.sky.ui.showcase import open_screen

    folder = Path(tempfile.mkdtemp(prefix="screens-"))
    app = App(size=size, mute=True, ui_scale=ui_scale, settings=Settings(colour_blind=colour_blind),
              records=Store(folder / "games"))
    tag = f"{size[0]}x{size[1]}" + (f"_ui{ui_scale:g}" if ui_scale else "") + ("_cb" if colour_blind else "")
    saved: list[Path] = []
    if language is not None:
        from forbidden_sky.i18n import set_language
        set_language(language)
    try:
        for name in screens:
            open_screen(app, name, SAMPLES)
            shown = name.replace('game_late', 'game')
            path = out / (f"{language}_{shown}.png" if language else f"{shown}_{tag}.png")
            pygame.image.save(app.screen, str(path))
            saved.append(path)
    finally:
        app.close()
        if language is not None:
            from forbidden_sky.i18n import set_language
            set_language("en")
    return saved


def main(argv: list[str]) -> int:
    from forbidden_sky.sky.ui.showcase import SCREENS
    if argv[:1] == ["--language"] and len(argv) >= 2:
        out = Path(argv[2]) if len(argv) > 2 else ROOT / "docs" / "screens"
        out.mkdir(parents=True, exist_ok=True)
        for p in shoot(out, EVERY, screens=tuple(SCREENS), language=argv[1]):
            print(p)
        return 0
    out = Path(argv[0]) if argv else ROOT / "docs" / "screens"
    sizes: list[tuple[tuple[int, int], float | None]] = []
    for a in argv[1:]:
        wh, _, scale = a.partition("@")
        w, h = (int(v) for v in wh.split("x"))
        sizes.append(((w, h), float(scale) if scale else None))
    out.mkdir(parents=True, exist_ok=True)
    for size, scale in sizes or SIZES:
        every = size == EVERY and scale is None
        for p in shoot(out, size, scale, screens=tuple(SCREENS) if every else GAME):
            print(p)
    for p in shoot(out, (1920, 1080), colour_blind=True):
        print(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
