"""UI test helpers: synthetic input (events carry pos/buttons) and simulated time."""

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# bugs must raise in tests: the App's guard (log, toast, go on) is off unless a test asks for it
os.environ.setdefault("FORBIDDEN_SKY_STRICT", "1")

import pygame  # noqa: E402
import yaml  # noqa: E402



def game(app, players=("navigator", "medic"), level="novice", seed=1, state=None):
    from forbidden_sky.sky.ui.play import GameScene
    from forbidden_sky.sky.ui.session import Setup
    scene = GameScene(app, Setup(list(players), level, seed), state=state)
    app.stack[:] = [scene]
    frame(app)
    return scene


def scenario_state(doc_text: str):
    from forbidden_sky.sky.core.scenario import build
    state, _, _ = build(yaml.safe_load(doc_text))
    return state


SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def position(name: str, **override):
    """The starting position of a scenario file (its actions and expectations dropped)."""
    from forbidden_sky.sky.core.scenario import build
    doc = yaml.safe_load((SCENARIOS / f"{name}.yaml").read_text(encoding="utf-8"))
    for k in ("actions", "expect", "expect_events", "expect_error"):
        doc.pop(k, None)
    doc.update(override)
    state, _, _ = build(doc)
    return state


def start(app, name: str, **override):
    """A game scene opened on a scenario file's position."""
    state = position(name, **override)
    return game(app, players=[p.id for p in state.players], state=state)


def frame(app, n: int = 1, dt: float = 1 / 60):
    for _ in range(n):
        app.step(dt)


def settle(app, scene, max_frames: int = 2000):
    """Run frames until the animation queue drains (no sleeping: time is simulated)."""
    for _ in range(max_frames):
        if not scene.queue.busy:
            break
        app.step(1 / 30)
    app.step(1 / 60)
    assert not scene.queue.busy


def click(app, pos, button=1):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def drag(app, a, b, steps: int = 6, keys=()):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for i in range(1, steps + 1):
        p = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    for k in keys:
        key(app, k)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))


def key(app, k, mod=0, unicode=""):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod))


SAMPLE_RECORDS = Path(__file__).resolve().parents[1] / "records"


def lose_from_continue(app, store, moves_left: int = 4):
    """Save the sample electrocuted game ``moves_left`` actions from its end, resume it with
    Continue on the title, and play those actions: returns (the whole sample record, the game
    scene, the end scene)."""
    from forbidden_sky.shell.scene import Goto
    path = SAMPLE_RECORDS / "loss-electrocuted-novice.json"
    store.folder.mkdir(parents=True)
    full = store.load(path)
    doc = json.loads(path.read_text())
    doc["actions"], doc["outcome"] = doc["actions"][:-moves_left], None
    (store.folder / "nearly.json").write_text(json.dumps(doc))
    app.apply(Goto("title"))
    key(app, pygame.K_RETURN)                                       # Continue
    g = app.top
    for _turn, a in full.actions[-moves_left:]:
        g.do(a)
    settle(app, g)
    frame(app, 5)
    return full, g, app.top
