"""Pictures of the screens at several window sizes, for the docs (issue 12: the shared screen).

    SDL_VIDEODRIVER=dummy python tools/make_screens.py [OUT_DIR] [WxH ...]

Draws the late-game position (bench/late_game.yaml) in a game at each size, headless; at
1920x1080 also the title, the settings and the game in colour-blind mode. Default: docs/screens,
1280x800 1920x1080 3840x2160 (the pictures in docs/shared-screen.md).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

SIZES = [(1280, 800), (1920, 1080), (3840, 2160)]


def shoot(out: Path, size: tuple[int, int], ui_scale: float | None = None, colour_blind: bool = False,
          menus: bool = True) -> list[Path]:
    from forbidden_sky.sky.ui.benchmark import _late_game_state
    from forbidden_sky.sky.ui.app import App
    from forbidden_sky.sky.ui.play import GameScene
    from forbidden_sky.shell.scene import Goto
    from forbidden_sky.sky.ui.session import Setup
    from forbidden_sky.shell.settings import Settings

    app = App(size=size, mute=True, ui_scale=ui_scale, settings=Settings(colour_blind=colour_blind))
    saved: list[Path] = []
    tag = f"{size[0]}x{size[1]}" + (f"_ui{ui_scale:g}" if ui_scale else "") + ("_cb" if colour_blind else "")

    def snap(name: str, frames: int = 3) -> None:
        for _ in range(frames):
            app.step(1 / 60)
        path = out / f"{name}_{tag}.png"
        pygame.image.save(app.screen, str(path))
        saved.append(path)
    try:
        if menus:
            app.apply(Goto("title"))
            snap("title", 40)
            app.apply(Goto("settings"))
            snap("settings")
            app.stack.pop()
        state = _late_game_state()
        scene = GameScene(app, Setup([p.id for p in state.players], state.level, state.seed), state=state)
        app.stack[:] = [scene]
        snap("game", 10)
    finally:
        app.close()
    return saved


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("docs/screens")
    sizes = [tuple(int(v) for v in a.split("x")) for a in argv[1:]] or SIZES
    out.mkdir(parents=True, exist_ok=True)
    for size in sizes:
        for p in shoot(out, size, menus=size == (1920, 1080)):   # type: ignore[arg-type]
            print(p)
    for p in shoot(out, (1920, 1080), colour_blind=True, menus=False):
        print(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
