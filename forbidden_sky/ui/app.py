"""The desktop client: one App owns the window, the clock and the scene stack.

``main(argv)`` is called by ``forbidden_sky.cli`` with the play arguments and returns an exit
status. It runs headless with SDL_VIDEODRIVER=dummy; without an audio device it runs silent.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Optional, Sequence

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "forbidden-sky")

import pygame  # noqa: E402

from .config import ui_config  # noqa: E402
from .scene import Command, Pop, Push, Quit, Replace, Scene  # noqa: E402

LEVELS = ("novice", "normal", "elite", "legendary")


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="forbidden-sky", description="Play Forbidden Sky.")
    p.add_argument("--seed", type=int, default=None, help="seed of the shuffles (a game replays exactly)")
    p.add_argument("--players", type=str, default=None,
                   help="adventurers in turn order, comma separated (e.g. navigator,medic); "
                        "'random' picks one at random")
    p.add_argument("--level", choices=LEVELS, default=None, help="blueprint difficulty")
    p.add_argument("--size", type=str, default=None, help="window size WxH (default 1280x800)")
    p.add_argument("--autoplay", type=int, default=0, metavar="TURNS",
                   help="a built-in player plays that many turns at top speed")
    p.add_argument("--frames", type=int, default=None, help="quit after N frames")
    p.add_argument("--screenshot", type=str, default=None, help="save the screen as PNG when quitting")
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--mute", action="store_true")
    args = p.parse_args(list(argv))
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            if w < 200 or h < 150:
                raise ValueError
        except ValueError:
            p.error(f"--size must look like 1280x800, not {args.size!r}")
        args.size = (w, h)
    if args.players:
        from ..data import game_data
        known = set(game_data().adventurers)
        names = [n.strip().lower() for n in args.players.split(",") if n.strip()]
        bad = [n for n in names if n not in known and n != "random"]
        if bad:
            p.error(f"unknown adventurer {bad[0]!r} (one of {', '.join(sorted(known))}, or random)")
        if not 2 <= len(names) <= 5:
            p.error("Forbidden Sky is played by 2 to 5 adventurers")
        picked = [n for n in names if n != "random"]
        if len(set(picked)) != len(picked):
            p.error("each adventurer can be picked once")
        args.players = names
    if args.frames is not None and args.frames < 1:
        p.error("--frames must be at least 1")
    return args


class App:
    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool = False,
                 mute: bool = False) -> None:
        self.t0 = time.perf_counter()
        self.cfg = ui_config()
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(300, 40)
        self.size = tuple(size or self.cfg.window.size)
        self.fullscreen = False
        self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
        pygame.display.set_caption(self.cfg.window.title)
        if fullscreen:
            self.toggle_fullscreen()
        from .theme import Theme
        from .backdrop import Sky
        from .sound import Sounds
        self.theme = Theme()
        self.sky = Sky(self.theme)
        self.sounds = Sounds(self.cfg.sound, muted=mute)
        self.clock = pygame.time.Clock()
        self.stack: list[Scene] = []
        self.frame = 0
        self.running = True
        self.status = 0
        self.first_frame_s: Optional[float] = None
        self.fast = False   # autoplay: animations at top speed

    # ---- scene stack ------------------------------------------------------------------------

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)

    def apply(self, cmd: Command) -> None:
        if cmd is None:
            return
        if isinstance(cmd, Push):
            self.stack.append(cmd.scene)
        elif isinstance(cmd, Pop):
            if self.stack:
                self.stack.pop()
            if not self.stack:
                self.running = False
        elif isinstance(cmd, Replace):
            if self.stack:
                self.stack.pop()
            self.stack.append(cmd.scene)
        elif isinstance(cmd, Quit):
            self.running = False
            self.status = cmd.status

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    # ---- window -----------------------------------------------------------------------------

    def toggle_fullscreen(self) -> None:
        try:
            if self.fullscreen:
                self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
            else:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            self.fullscreen = not self.fullscreen
        except pygame.error:
            self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
            self.fullscreen = False
        for s in self.stack:
            s.resized(self.screen.get_size())

    def _resize(self, size: tuple[int, int]) -> None:
        minw, minh = self.cfg.window.min_size
        size = (max(minw, size[0]), max(minh, size[1]))
        if size == self.screen.get_size():
            return
        self.size = size
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        for s in self.stack:
            s.resized(size)

    # ---- loop -------------------------------------------------------------------------------

    def dispatch(self, event: pygame.event.Event) -> None:
        """One event: window-level keys first, then the top scene."""
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self._resize((event.w, event.h))
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11:
                self.toggle_fullscreen()
                return
            if event.key == pygame.K_m and not (event.mod & pygame.KMOD_CTRL):
                self.sounds.toggle_mute()
                top = self.top
                if top is not None and hasattr(top, "toast"):
                    top.toast("Sound off" if self.sounds.muted else "Sound on")
                return
        top = self.top
        if top is not None:
            self.apply(top.handle_event(event))

    def step(self, dt: float) -> None:
        """Update the top scene (and the sky) and draw the stack."""
        self.sky.update(dt)
        top = self.top
        if top is not None:
            self.apply(top.update(dt))
        self.draw()

    def draw(self) -> None:
        # draw from the lowest non-overlay scene upward
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if not self.stack[i].overlay:
                start = i
                break
        for s in self.stack[start:]:
            s.draw(self.screen)

    def run(self, frames: int | None = None, screenshot: str | None = None) -> int:
        while self.running and self.stack:
            dt = min(self.clock.tick(self.cfg.window.fps if frames is None else 0) / 1000.0, 0.1)
            if frames is not None:
                dt = 1.0 / self.cfg.window.fps   # headless runs are deterministic in time
            for event in pygame.event.get():
                self.dispatch(event)
                if not self.running:
                    break
            if not self.running:
                break
            self.step(dt)
            pygame.display.flip()
            self.frame += 1
            if self.first_frame_s is None:
                self.first_frame_s = time.perf_counter() - self.t0
                if os.environ.get("FORBIDDEN_SKY_FIRST_FRAME"):
                    from .benchmark import process_age_s
                    age = process_age_s()
                    print(f"first-frame-s {age if age is not None else self.first_frame_s:.4f}", file=sys.stderr)
            if frames is not None and self.frame >= frames:
                break
        if screenshot:
            self.save_screenshot(screenshot)
        return self.status

    def save_screenshot(self, path: str) -> None:
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        if self.frame == 0:   # nothing drawn yet (quit at once): draw one frame for the picture
            self.step(0.0)
        pygame.image.save(self.screen, path)

    def close(self) -> None:
        self.sounds.close()
        pygame.display.quit()
        pygame.font.quit()


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    app = App(size=args.size, fullscreen=args.fullscreen, mute=args.mute)
    try:
        from .scenes.title import TitleScene
        app.push(TitleScene(app))
        if args.players or args.autoplay or args.seed is not None or args.level:
            from .scenes.setup import setup_from_args
            cmd = setup_from_args(app, args)
            if cmd is not None:
                app.apply(cmd)
        return app.run(frames=args.frames, screenshot=args.screenshot)
    finally:
        app.close()
