"""Pictures of the Forbidden Island screen for the docs (issue 19), headless.

    SDL_VIDEODRIVER=dummy python tools/make_island_screens.py [OUT_DIR]

Saves docs/screens/island_*.png: at 1280x800 the moments a player meets (the start, a pawn
dragged with its tiles lit, a Helicopter Lift's question, a swim and its hint, a Flood card turned, a
discard pile browsed, the tooltip of a pile, a late game, its flood forecast on the tiles, the win, Play turn
mid-way); at 1920x1080 and
3840x2160 the start, the late game and the swim. Positions come from the scenario files in
tests/scenarios/island/ and from seeded games played by the strong bot.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import yaml  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "tests" / "scenarios" / "island"


def _position(name: str) -> Any:
    from forbidden_sky.island.core.scenario import build
    doc = yaml.safe_load((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))
    for k in ("actions", "expect", "expect_events", "expect_error", "expect_refusal"):
        doc.pop(k, None)
    return build(doc)[0]


def _scene(app: Any, state: Any = None, players: tuple[str, ...] = ("pilot", "diver"), seed: int = 1,
           level: str = "novice", autoplay: int = 0) -> Any:
    from forbidden_sky.island.ui.scene import IslandScene
    from forbidden_sky.island.ui.session import Setup
    players = tuple(state.players) if state is not None else players
    sc = IslandScene(app, Setup(list(players), level, seed), state=state, autoplay_turns=autoplay)
    app.stack[:] = [sc]
    return sc


def _settle(sc: Any, limit: int = 4000) -> None:
    for _ in range(limit):
        if not sc.queue.busy:
            break
        sc.update(1 / 30)
    sc.update(1 / 60)


def start(app: Any) -> Any:
    return _scene(app, players=("pilot", "diver", "engineer", "explorer"), seed=7)


def late(app: Any) -> Any:
    sc = _scene(app, players=("navigator", "messenger", "diver"), seed=4, level="normal", autoplay=6)
    for _ in range(6000):
        sc.update(1 / 10)
        if sc.autoplayer is None and not sc.queue.busy:
            break
    _settle(sc)
    return sc


def drag(app: Any) -> Any:
    sc = _scene(app, state=_position("four_players_on_one_tile"))
    _settle(sc)
    sc.draw(app.screen)
    x, y = (int(v) for v in sc.pic.pawn[sc.session.now.current])
    sc.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    sc.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 60, y + 30), rel=(0, 0), buttons=(1, 0, 0)))
    return sc


def lift(app: Any) -> Any:
    sc = _scene(app, state=_position("helicopter_lift_carries_several_pawns"))
    _settle(sc)
    sc.draw(app.screen)
    card = sc.rect_of(("card", "engineer", "helicopter_lift")).center
    cell = sc.view.cell_rect(sc.session.now.cell("fools_landing")).center
    sc.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card, button=1))
    sc.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=cell, rel=(0, 0), buttons=(1, 0, 0)))
    sc.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=cell, button=1))
    return sc


def swim(app: Any) -> Any:
    app.settings.auto_advance = 0.3
    sc = _scene(app, state=_position("swim_is_a_choice_when_several_tiles_qualify"))
    for _ in range(400):
        sc.update(1 / 30)
        if sc.session.now.pending and not sc.queue.busy:
            break
    sc.update(1 / 30)
    return sc


def swim_hint(app: Any) -> Any:
    """A pawn must swim and the hint names where (lit apart from the other tiles it may reach)."""
    sc = swim(app)
    sc.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
    sc.hint.worker.wait(20)
    sc.update(1 / 60)
    return sc


def play_turn(app: Any) -> Any:
    """Play turn mid-way: the first step played, the second on show before it is played."""
    from forbidden_sky.island.core import new_game
    sc = _scene(app, state=new_game(["engineer", "pilot"], "novice", 3))
    _settle(sc)
    sc.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode=""))
    for _ in range(600):
        sc.hint.worker.wait(20)
        sc.update(1 / 20)
        if len(sc.session.history) == 1 and not sc.queue.busy and sc.hint.hint is not None:
            break
    return sc


def card(app: Any) -> Any:
    app.settings.auto_advance = 0.3
    sc = _scene(app, state=_position("sandbags_between_flood_draws"))
    for _ in range(400):
        sc.update(1 / 30)
        if sc.pic.show is not None and sc.pic.show.k >= 0.98:
            break
    return sc


def sheet(app: Any) -> Any:
    sc = late(app)
    sc.sheet = "flood_discard"
    return sc


def tooltip(app: Any) -> Any:
    sc = late(app)
    sc.draw(app.screen)
    r = sc.rect_of(("pile", "treasure_discard"))
    sc.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    sc.pointer.rested = -10.0           # the mouse has rested there long enough
    return sc


def forecast(app: Any) -> Any:
    sc = late(app)
    sc.foresight.show_odds = True
    return sc


def won(app: Any) -> Any:
    from forbidden_sky.island.core import Action
    sc = _scene(app, state=_position("last_turn_capture_fly_home_and_lift_off"))
    for a in (Action("capture"), Action("fly", to="fools_landing"),
              Action("play", player="diver", card="helicopter_lift", lift_off=True)):
        sc.play(a)
        _settle(sc)
    return sc


EVERY: dict[str, Callable[[Any], Any]] = {"start": start, "drag": drag, "lift": lift, "swim": swim, "card": card,
                                          "sheet": sheet, "tooltip": tooltip, "late": late, "forecast": forecast,
                                          "won": won, "swim_hint": swim_hint, "play_turn": play_turn}
BIG = ("start", "late", "swim")
SIZES = [(1280, 800), (1920, 1080), (3840, 2160)]


def main(argv: list[str]) -> int:
    from forbidden_sky.app.app import App
    out = Path(argv[0]) if argv else ROOT / "docs" / "screens"
    out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        for name, build in EVERY.items():
            if size != SIZES[0] and name not in BIG:
                continue
            app = App(size=size, mute=True)
            try:
                sc = build(app)
                sc.draw(app.screen)
                path = out / f"island_{name}_{size[0]}x{size[1]}.png"
                pygame.image.save(app.screen, str(path))
                print(path)
            finally:
                app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
