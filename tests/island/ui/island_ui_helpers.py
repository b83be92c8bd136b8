"""Island UI test helpers: a headless host, scenario positions, synthetic input, simulated time."""

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import yaml  # noqa: E402

from forbidden_sky.shell.config import ui_config  # noqa: E402
from forbidden_sky.shell.scale import choose  # noqa: E402
from forbidden_sky.shell.settings import Settings  # noqa: E402
from forbidden_sky.shell.sound import Sounds  # noqa: E402
from forbidden_sky.shell.theme import Theme  # noqa: E402

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios" / "island"


class Host:
    """What a scene may use of the App (shell/scene.py's Host), without the App's loop."""

    def __init__(self, size=(1280, 800), scale=None):
        pygame.init()
        self.cfg = ui_config()
        self.screen = pygame.display.set_mode(size)
        self.theme = Theme(choose(size, self.cfg, scale))
        self.sounds = Sounds(self.cfg.sound, muted=True)
        self.settings = Settings()
        self.records = None
        self.sky = None

    def remember(self, **changes):
        pass

    def change_setting(self, name, value):
        setattr(self.settings, name, value)


def position(name=None, text=None, **override):
    """A scenario's starting position (its actions and expectations dropped)."""
    from forbidden_sky.island.core.scenario import build
    doc = yaml.safe_load(text if text is not None else (SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))
    for k in ("actions", "expect", "expect_events", "expect_error", "expect_refusal"):
        doc.pop(k, None)
    doc.update(override)
    state, _, _ = build(doc)
    return state


def scene(host, state=None, players=("pilot", "diver"), seed=1, level="novice"):
    from forbidden_sky.island.ui.scene import IslandScene
    from forbidden_sky.island.ui.session import Setup
    players = list(state.players) if state is not None else list(players)
    sc = IslandScene(host, Setup(players, level, seed), state=state)
    sc.update(1 / 60)
    return sc


def frames(sc, n=1, dt=1 / 30):
    for _ in range(n):
        sc.update(dt)


def settle(sc, max_frames=3000):
    """Until the animations are done (simulated time)."""
    for _ in range(max_frames):
        if not sc.queue.busy:
            break
        sc.update(1 / 30)
    sc.update(1 / 60)
    assert not sc.queue.busy


def send(sc, event):
    return sc.handle_event(event)


def click(sc, pos, button=1):
    send(sc, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    send(sc, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    return send(sc, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def drag(sc, a, b, steps=6, draw_on=None):
    send(sc, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for i in range(1, steps + 1):
        p = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
        send(sc, pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    if draw_on is not None:
        sc.draw(draw_on)
    return send(sc, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))


def key(sc, k, mod=0):
    r = send(sc, pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    send(sc, pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=""))
    return r


def tile_centre(sc, tile):
    return sc.view.cell_rect(sc.session.now.cell(tile)).center


def pawn_pos(sc, pawn):
    x, y = sc.pic.pawn[pawn]
    return (int(x), int(y))


def card_pos(sc, player, card):
    """Where a card of a player's hand is drawn (the scene must have drawn once)."""
    rect = sc.rect_of(("card", player, card))
    assert rect is not None, f"{card} of {player} is not drawn"
    return rect.center


def player_pos(sc, player):
    rect = sc.rect_of(("player", player))
    assert rect is not None
    return (rect.right - 8, rect.top + 8)


def prompt_answer(sc, label_part):
    """Press the prompt's button whose label contains ``label_part``."""
    assert sc.prompt is not None, "no question is open"
    for b in sc.prompt.buttons:
        if label_part in b.label:
            click(sc, b.rect.center)
            return
    raise AssertionError(f"no answer {label_part!r} in {[b.label for b in sc.prompt.buttons]}")


def drawn_in(lang, size, state):
    """What one frame of the screen on ``state`` draws (shell/drawn.py's record), in ``lang`` at
    ``size``, the draws waiting for Next card; with the screen and its host."""
    from forbidden_sky import i18n
    from forbidden_sky.shell import drawn
    before = i18n.language()
    i18n.set_language(lang)
    try:
        host = Host(size)
        host.settings.auto_advance = 0
        sc = scene(host, state=state)
        settle(sc)
        with drawn.collecting(host.screen.get_size()) as rec:
            sc.draw(host.screen)
    finally:
        i18n.set_language(before)
    return rec, sc, host
