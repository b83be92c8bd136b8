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

from ..i18n import tr  # noqa: E402
from ..shell.config import ui_config  # noqa: E402
from ..shell.guard import TOAST, Guard, scene_context, strict_from_env  # noqa: E402
from ..shell.scene import ALL, Command, Goto, Pop, Push, Quit, Replace, Scene  # noqa: E402

from .screens import warm_modules  # noqa: E402

def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The play flags; ``--help`` and every complaint in the run's language (cli_parser.py)."""
    from ..cli_parser import Parser, speak
    from ..engine import registry
    from ..i18n import languages
    speak(argv)
    p = Parser(prog="forbidden-sky", description=tr("Play Forbidden Sky or Forbidden Island."),
               epilog=tr("Other commands: forbidden-sky replay FILE.json (replay a saved game), "
                         "forbidden-sky check-data (check the game's data files), "
                         "and for developers scenario, simulate and bench (each with --help)."))
    p.add_argument("--game", choices=registry.game_ids(), default=None,
                   help=tr("the game to start straight into (default: {game} when a game flag is given)",
                           game=registry.DEFAULT))
    p.add_argument("--seed", type=int, default=None, metavar=tr("SEED"), help=tr("seed of the shuffles (a game replays exactly)"))
    p.add_argument("--players", type=str, default=None, metavar=tr("ADVENTURERS"),
                   help=tr("adventurers in turn order, comma separated (e.g. navigator,medic); "
                           "'random' picks one at random"))
    p.add_argument("--level", type=str, default=None, metavar=tr("LEVEL"),
                   help=tr("difficulty (e.g. novice, normal, elite, legendary)"))
    p.add_argument("--size", type=str, default=None, metavar=tr("WxH"), help=tr("window size WxH (default 1280x800)"))
    p.add_argument("--autoplay", type=int, default=0, metavar=tr("TURNS"),
                   help=tr("a built-in player plays that many turns at top speed"))
    p.add_argument("--frames", type=int, default=None, metavar=tr("N"), help=tr("quit after N frames"))
    p.add_argument("--screenshot", type=str, default=None, metavar=tr("FILE.png"),
                   help=tr("save the screen as PNG when quitting"))
    p.add_argument("--fullscreen", action="store_true", help=tr("fill the screen this run"))
    p.add_argument("--windowed", action="store_true", help=tr("in a window this run, whatever the settings say"))
    p.add_argument("--ui-scale", type=float, default=None, metavar=tr("FACTOR"),
                   help=tr("size of text, panels and buttons, 0.75 to 2 (default: from the window and the display)"))
    p.add_argument("--mute", action="store_true", help=tr("no sound this run"))
    p.add_argument("--puzzle", type=str, default=None, metavar=tr("FILE.yaml"),
                   help=tr("open a puzzle (or any scenario file: its goal is to win) on the game screen"))
    p.add_argument("--language", choices=list(languages()), default=None,
                   help=tr("the language of this run (default: the saved setting, else the system's)"))
    args = p.parse_args(list(argv))
    if args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            if w < 200 or h < 150:
                raise ValueError
        except ValueError:
            p.error(tr("--size must look like 1280x800, not {size}", size=repr(args.size)))
        args.size = (w, h)
    _check_setup_flags(p, args)
    _check_display_flags(p, args)
    if args.frames is not None and args.frames < 1:
        p.error(tr("--frames must be at least 1"))
    return args


def _check_setup_flags(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """--players and --level against the chosen game's setup choices (engine.game.SetupChoices)."""
    from ..engine import registry
    game = registry.get(args.game or registry.DEFAULT)
    choices = game.setup
    if args.level is not None and args.level not in choices.levels:
        p.error(tr("argument --level: invalid choice: {level} (choose from {levels})",
                   level=repr(args.level), levels=", ".join(choices.levels)))
    if args.players:
        known = set(choices.roles)
        names = [n.strip().lower() for n in args.players.split(",") if n.strip()]
        bad = [n for n in names if n not in known and n != "random"]
        if bad:
            p.error(tr("unknown adventurer {name} (one of {names}, or random)",
                       name=repr(bad[0]), names=", ".join(sorted(known))))
        if not choices.min_players <= len(names) <= choices.max_players:
            title = tr("Forbidden Island") if args.game == "island" else tr("Forbidden Sky")
            p.error(tr("{game} is played by {least} to {most} adventurers",
                       game=title, least=choices.min_players, most=choices.max_players))
        picked = [n for n in names if n != "random"]
        if len(set(picked)) != len(picked):
            p.error(tr("each adventurer can be picked once"))
        args.players = names


def _check_display_flags(p: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    if args.seed is not None and not -2**63 < args.seed < 2**63:
        p.error(tr("--seed must be a whole number of at most 18 digits"))   # what a save can hold
    if args.ui_scale is not None and not 0.75 <= args.ui_scale <= 2.0:
        p.error(tr("--ui-scale must be between 0.75 and 2"))
    if args.fullscreen and args.windowed:
        p.error(tr("--fullscreen and --windowed contradict each other"))


class App:
    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool = False,
                 mute: bool = False, strict: bool | None = None, settings=None, settings_path=None,
                 records=None, ui_scale: float | None = None, puzzle_book=None) -> None:
        self.t0 = time.perf_counter()
        # the puzzle book's memory (records/puzzle_book.py); like the records, only the real
        # game (make_app) gives one that is saved
        self.puzzle_book = puzzle_book
        from ..shell.settings import Settings
        # the player's settings; saved only when a settings_path is given (the real game:
        # see make_app), so tests and tools never touch the player's file
        self.settings = settings if settings is not None else Settings()
        self.settings_path = settings_path
        # where games are recorded (records.Store); like the settings, only the real game
        # (make_app) gives one, so tests and tools never write into the player's folder
        self.records = records
        self.stack: list[Scene] = []       # before the window: going fullscreen lays the scenes out
        # strict: a bug in a scene raises (tests); otherwise it is logged and the game goes on
        self.strict = strict_from_env() if strict is None else strict
        self.guard = Guard()
        self.toasts: list[list] = []       # app-level messages: [text, seconds left]
        self._good: list = []              # the stack and scene checkpoints after the last good frame
        self._failed_frames = 0
        self.cfg = ui_config()
        self.ui_scale_flag = ui_scale       # --ui-scale: wins over the saved setting, this run only
        from ..shell.scale import make_dpi_aware
        make_dpi_aware()
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(300, 40)
        from ..shell.scale import desktop_size, window_size
        # no size asked for (the first start): one that suits the screen the window opens on
        self.size = tuple(size or window_size(desktop_size(), self.cfg))
        self.fullscreen = False
        self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
        pygame.display.set_caption(self.cfg.window.title)
        self._set_minimum_size()
        if fullscreen:
            self.toggle_fullscreen(remember=False)
        from ..shell.theme import Theme
        from ..shell.backdrop import Sky
        from ..shell.sound import Sounds
        self.theme = Theme(self.choose_scale())
        self.sky = Sky(self.theme)
        self.sky.quiet = self.settings.motion == "reduced"
        self.sounds = Sounds(self.cfg.sound, muted=mute)   # the mixer opens after the first frame
        self.sounds.set_volume(float(self.cfg.sound.volume) * self.settings.volume)
        from ..shell.warmup import WarmUp
        self.warm = WarmUp(warm_modules())
        self.clock = pygame.time.Clock()
        self.frame = 0
        self.running = True
        self.status = 0
        self.first_frame_s: Optional[float] = None
        self.fast = False   # autoplay: animations at top speed

    def _set_minimum_size(self) -> None:
        """Ask the window manager not to shrink the window below what the layout needs."""
        import warnings
        try:
            with warnings.catch_warnings():
                # pygame-ce marks from_display_module deprecated in favour of a Window-owned
                # surface; we only borrow it to set the minimum size of the display module's window
                warnings.simplefilter("ignore", DeprecationWarning)
                win = pygame.Window.from_display_module()
            win.minimum_size = tuple(self.cfg.window.min_size)
        except (AttributeError, pygame.error, ValueError):
            pass

    @staticmethod
    def _set_icon() -> None:
        """The window and task-bar icon; a missing or unreadable icon is simply skipped."""
        try:
            from ..resources import asset
            path = asset("icon", "icon.png")
            if path.is_file():
                pygame.display.set_icon(pygame.image.load(str(path)))
        except (OSError, pygame.error, FileNotFoundError):
            pass

    def choose_scale(self) -> float:
        """The UI scale for the window as it is: the flag, else the setting, else automatic."""
        from ..shell.scale import choose, display_dpi_scale
        wanted = self.ui_scale_flag if self.ui_scale_flag is not None else self.settings.ui_scale
        return choose(self.screen.get_size(), self.cfg, wanted, display_dpi_scale())

    def relayout(self) -> None:
        """The window or the UI scale changed: every scene lays itself out again."""
        theme = getattr(self, "theme", None)
        if theme is not None:
            theme.set_scale(self.choose_scale())
        for s in self.stack:
            s.resized(self.screen.get_size())

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
        elif isinstance(cmd, Goto):
            from .transitions import build
            scene = build(self, cmd.to, cmd.args)
            del self.stack[max(0, len(self.stack) - cmd.pop) if cmd.pop != ALL else 0:]
            self.stack.append(scene)

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    # ---- window -----------------------------------------------------------------------------

    def remember(self, **changes) -> None:
        """The player changed a setting: keep it for the next start."""
        for k, v in changes.items():
            setattr(self.settings, k, v)
        if self.settings_path is not None:
            from ..shell.settings import save_settings
            save_settings(self.settings, self.settings_path)

    def change_setting(self, name: str, value) -> None:
        """The settings screen changed something: apply it now and keep it (ui/preferences.py)."""
        from ..shell.preferences import apply_setting
        apply_setting(self, name, value)

    def toggle_fullscreen(self, remember: bool = True) -> None:
        try:
            if self.fullscreen:
                self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
            else:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            self.fullscreen = not self.fullscreen
        except pygame.error:
            self.screen = pygame.display.set_mode(self.size, pygame.RESIZABLE)
            self.fullscreen = False
        self.relayout()
        if remember:
            self.remember(fullscreen=self.fullscreen)

    def _resize(self, size: tuple[int, int]) -> None:
        """The player resized the window. SDL2 has usually resized the display surface already,
        so compare with the size the scenes were laid out for, not with the surface."""
        minw, minh = self.cfg.window.min_size
        want = (max(minw, size[0]), max(minh, size[1]))
        current = pygame.display.get_surface()
        if current is None or current.get_size() != want:
            self.screen = pygame.display.set_mode(want, pygame.RESIZABLE)
        else:
            self.screen = current
        if want == tuple(self.size):
            return
        self.size = want
        self.relayout()
        self.remember(size=tuple(want))

    # ---- loop -------------------------------------------------------------------------------

    # ---- robustness: a bug in a scene never ends the app nor loses the game -----------------

    def checkpoint(self) -> list:
        """The stack and each scene's own checkpoint (a game: its immutable state)."""
        out = []
        for s in self.stack:
            fn = getattr(s, "checkpoint", None)
            out.append((s, fn() if fn is not None else None))
        return out

    def recover(self, cp: list) -> None:
        """Back to a checkpoint: the same scenes, each at its saved moment."""
        if cp:
            self.stack[:] = [s for s, _ in cp]
        for s, data in cp:
            fn = getattr(s, "recover", None)
            if fn is not None and data is not None:
                try:
                    fn(data)
                except Exception as exc:  # noqa: BLE001 - recovering must not crash either
                    if self.strict:
                        raise
                    self.guard.report(exc, f"{type(s).__name__}.recover")
        self.running = True

    def failed(self, exc: Exception, where: str, cp: list) -> None:
        if self.strict:
            raise exc
        top = self.top
        label = f"{type(top).__name__}.{where}" if top is not None else where
        if self.guard.report(exc, label, scene_context(self.stack)):
            self.toast(TOAST)
        self.recover(cp)

    def toast(self, text: str) -> None:
        if not any(t[0] == text for t in self.toasts):
            self.toasts.append([text, 3.5])

    def _draw_toasts(self) -> None:
        if not self.toasts:
            return
        th = self.theme
        w, h = self.screen.get_size()
        y = h // 2   # mid-screen: clear of the game's own toasts (top) and the hand bar (bottom)
        for text, left in reversed(self.toasts):
            img = th.text(tr(text), "bold", "large", th.c.text)      # the guard's English, said at each frame
            r = img.get_rect(midbottom=(w // 2, y)).inflate(36, 20)
            bg = pygame.Surface(r.size, pygame.SRCALPHA)
            a = max(0.0, min(1.0, left / 0.4))
            bg.fill((60, 24, 22, int(235 * a)))
            self.screen.blit(bg, r)
            pygame.draw.rect(self.screen, th.c.danger, r, 2, border_radius=6)
            img.set_alpha(int(255 * a))
            self.screen.blit(img, img.get_rect(center=r.center))
            y = r.top - 8

    def dispatch(self, event: pygame.event.Event) -> None:
        """One event, guarded: a bug inside is logged and the scenes step back to before it."""
        cp = self.checkpoint() if not self.strict else []
        try:
            self._dispatch(event)
        except Exception as exc:  # noqa: BLE001 - see guard.py: the game goes on
            self.failed(exc, "handle_event", cp)

    def _dispatch(self, event: pygame.event.Event) -> None:
        """One event: window-level keys first, then the top scene."""
        if event.type == pygame.QUIT:
            from ..shell.quit_confirm import QuitConfirm, confirm_needed
            if confirm_needed(self.stack):   # a game in progress would be lost: ask first
                self.stack.append(QuitConfirm(self))
                return
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self._resize((event.w, event.h))
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11:
                self.toggle_fullscreen()
                return
            if event.key == pygame.K_F2 and type(self.top).__name__ != "SettingsScene":
                self.apply(Goto("settings"))     # the settings, over whatever is on screen
                return
            if event.key == pygame.K_m and not (event.mod & pygame.KMOD_CTRL):
                self.sounds.toggle_mute()
                self.remember(muted=self.sounds.muted)
                top = self.top
                if top is not None and hasattr(top, "toast"):
                    top.toast(tr("Sound off") if self.sounds.muted else tr("Sound on"))
                return
        top = self.top
        if top is not None:
            self.apply(top.handle_event(event))

    def step(self, dt: float) -> None:
        """One frame, guarded: a bug in update or draw is logged, the scenes go back to the
        last frame that drew well, and the frame is drawn again from there."""
        if self.strict:
            self._step(dt)
            return
        try:
            self._step(dt)
        except Exception as exc:  # noqa: BLE001 - see guard.py: the game goes on
            self._failed_frames += 1
            self.failed(exc, "update/draw", self._good)
            if self._failed_frames >= 3 and len(self.stack) > 1 and self.stack[-1].overlay:
                self.stack.pop()   # an overlay that cannot draw itself: close it
            try:
                self.draw()
                self._draw_toasts()
            except Exception:  # noqa: BLE001 - the picture stays as it was this frame
                pass
            return
        self._failed_frames = 0
        self._good = self.checkpoint()

    def _step(self, dt: float) -> None:
        """Update the top scene (and the sky) and draw the stack."""
        self.sky.update(dt)
        for t in self.toasts:
            t[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]
        top = self.top
        if top is not None:
            self.apply(top.update(dt))
        self.draw()
        self._draw_toasts()

    def draw(self) -> None:
        # draw from the lowest non-overlay scene upward
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if not self.stack[i].overlay:
                start = i
                break
        from ..shell import drawn
        for i, s in enumerate(self.stack[start:]):
            if i == 0:
                s.draw(self.screen)
                continue
            with drawn.layer(type(s).__name__, modal=True):   # an overlay hides what is under it
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
                    from ..shell.warmup import process_age_s
                    age = process_age_s()
                    print(f"first-frame-s {age if age is not None else self.first_frame_s:.4f}", file=sys.stderr)
                self.after_first_frame()
                if frames is not None:
                    self.warm.wait(10.0)   # headless runs are deterministic: same pictures every run
            if frames is not None and self.frame >= frames:
                break
        if screenshot:
            self.save_screenshot(screenshot)
        return self.status

    def after_first_frame(self) -> None:
        """What start-up put off until the title was on screen: the game's modules and the
        sounds (in a background thread), the audio device and the window icon."""
        self.warm.start(self.sounds)
        self.sounds.open()
        self._set_icon()

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


def make_app(args: argparse.Namespace) -> App:
    """The App for a run: the saved settings (per-user folder), then the command-line flags
    on top of them for this run only (a flag is not written back)."""
    from ..shell.settings import load_settings, settings_path
    path = settings_path()
    saved = load_settings(path)
    size = args.size or saved.size
    if size is not None and not args.size:
        minw, minh = ui_config().window.min_size
        size = (max(minw, size[0]), max(minh, size[1]))
    from ..records import default_store
    from ..records.puzzle_book import PuzzleBook, default_path as puzzle_book_path
    # a flag wins for this run: --size or --windowed beat a saved full screen
    fullscreen = args.fullscreen or (saved.fullscreen and not args.size and not args.windowed)
    from ..i18n import set_language, system_language
    # --language for this run only; else the saved choice; else (the first start) the system's
    set_language(args.language or saved.language or system_language())
    return App(size=size, fullscreen=fullscreen, mute=args.mute or saved.muted,
               settings=saved, settings_path=path, records=default_store(), ui_scale=args.ui_scale,
               puzzle_book=PuzzleBook(puzzle_book_path()))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    app = make_app(args)
    try:
        app.apply(Goto("title"))
        if args.puzzle:         # the file names its game: it opens on that game's screen
            from ..shell.puzzle_shelf import open_file
            app.apply(open_file(args.puzzle))
        elif args.game or args.players or args.autoplay or args.seed is not None or args.level:
            from .screens import screens
            app.apply(screens(args.game).setup_from_args(args))
        return app.run(frames=args.frames, screenshot=args.screenshot)
    finally:
        app.close()
