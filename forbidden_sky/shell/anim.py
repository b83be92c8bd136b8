"""The animation queue: rules events become animations, played one after another.

An animation never changes the outcome: the state is already final when it starts. It only
moves what the *picture* shows (pawn positions, meters, the compass) towards that state, and
``finish`` snaps its part of the picture to the end, so skipping is always safe.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable, Iterable, Optional, Protocol

import pygame

from .config import ease

Point = tuple[float, float]


class Pawns(Protocol):
    """What an animation may move on the picture (play/picture.py's Picture is one)."""
    pawn: dict[str, Point]
    lift: dict[str, float]
    controlled: set[str]


class Anim:
    blocking = True

    def __init__(self, duration: float) -> None:
        self.duration = max(1e-3, duration)
        self.t = 0.0
        self.started = False
        self.over = False      # finished inside a Parallel

    @property
    def k(self) -> float:
        return min(1.0, self.t / self.duration)

    def start(self, pic: Pawns) -> None:
        pass

    def update(self, dt: float, pic: Pawns) -> bool:
        self.t += dt
        return self.t >= self.duration

    def finish(self, pic: Pawns) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> Areas:
        """Draw (most animations only move the picture); the areas drawn on, None: unknown."""
        return []


class Call(Anim):
    """Run a function at this point of the queue (a sound, a meter change)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__(0.0)
        self.fn = fn
        self.done = False

    def finish(self, pic: Pawns) -> None:
        if not self.done:
            self.done = True
            self.fn()

    def update(self, dt: float, pic: Pawns) -> bool:
        self.finish(pic)
        return True


class Wait(Anim):
    pass


class Parallel(Anim):
    def __init__(self, *anims: Anim) -> None:
        super().__init__(max((a.duration for a in anims), default=0.0))
        self.anims = list(anims)

    def start(self, pic: Pawns) -> None:
        for a in self.anims:
            a.start(pic)

    def update(self, dt: float, pic: Pawns) -> bool:
        done = True
        for a in self.anims:
            if not a.over:
                if a.update(dt, pic):
                    a.finish(pic)
                    a.over = True
                else:
                    done = False
        return done

    def finish(self, pic: Pawns) -> None:
        for a in self.anims:
            if not a.over:
                a.finish(pic)
                a.over = True

    def draw(self, surface: pygame.Surface) -> Areas:
        return join(a.draw(surface) for a in self.anims if not a.over)


class PawnPath(Anim):
    """A pawn walks (or flies, or is blown) through cells."""

    def __init__(self, pid: str, points: list[tuple[float, float]], per_step: float, hop: bool = True) -> None:
        super().__init__(per_step * max(1, len(points) - 1))
        self.pid = pid
        self.points = points
        self.hop = hop

    def start(self, pic: Pawns) -> None:
        pic.controlled.add(self.pid)
        if self.points:
            self.points[0] = pic.pawn.get(self.pid, self.points[0])

    def update(self, dt: float, pic: Pawns) -> bool:
        done = super().update(dt, pic)
        n = len(self.points) - 1
        if n <= 0:
            return True
        f = self.k * n
        i = min(n - 1, int(f))
        local = ease("in_out_cubic", f - i)
        a, b = self.points[i], self.points[i + 1]
        pic.pawn[self.pid] = (a[0] + (b[0] - a[0]) * local, a[1] + (b[1] - a[1]) * local)
        pic.lift[self.pid] = math.sin(local * math.pi) * 10 if self.hop else 0.0
        return done

    def finish(self, pic: Pawns) -> None:
        pic.pawn[self.pid] = self.points[-1]
        pic.lift[self.pid] = 0.0
        pic.controlled.discard(self.pid)


class Tween(Anim):
    """Ease a number on the picture (compass angle, storm clip) from a to b."""

    def __init__(self, duration: float, setter: Callable[[float], None], a: float, b: float,
                 easing: str = "out_cubic") -> None:
        super().__init__(duration)
        self.setter, self.a, self.b, self.easing = setter, a, b, easing

    def update(self, dt: float, pic: Pawns) -> bool:
        done = super().update(dt, pic)
        self.setter(self.a + (self.b - self.a) * ease(self.easing, self.k))
        return done

    def finish(self, pic: Pawns) -> None:
        self.setter(self.b)


class Effect(Anim):
    """A drawing-only animation given as a function of progress k (0..1)."""

    def __init__(self, duration: float, draw_fn: Callable[[pygame.Surface, float], Any],
                 blocking: bool = True) -> None:
        super().__init__(duration)
        self.draw_fn = draw_fn
        self.blocking = blocking

    def draw(self, surface: pygame.Surface) -> Areas:
        got = self.draw_fn(surface, self.k)
        return got if isinstance(got, list) else None    # an effect that does not say: anywhere


class Queue:
    def __init__(self) -> None:
        self.items: list[Anim] = []
        self.background: list[Anim] = []     # non-blocking effects: float texts, sparks
        self.speed = 1.0

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def add(self, anim: Anim) -> None:
        if anim.blocking:
            self.items.append(anim)
        else:
            self.background.append(anim)

    def update(self, dt: float, pic: Pawns) -> None:
        dt *= self.speed
        budget = dt
        # several short items can complete in one frame; never loop forever
        for _ in range(64):
            if not self.items:
                break
            a = self.items[0]
            if not a.started:
                a.started = True
                a.start(pic)
            if a.update(budget, pic):
                a.finish(pic)
                self.items.pop(0)
                budget = 0.0
                if not self.items:
                    break
                continue
            break
        keep = []
        for a in self.background:
            if not a.started:
                a.started = True
                a.start(pic)
            if a.update(dt, pic):
                a.finish(pic)
            else:
                keep.append(a)
        self.background = keep

    def skip(self, pic: Pawns) -> None:
        """Finish everything at once (Space, or the tests)."""
        for _ in range(10_000):
            if not self.items:
                break
            a = self.items.pop(0)
            if not a.started:
                a.started = True
                a.start(pic)
            a.finish(pic)
        for a in self.background:
            a.finish(pic)
        self.background = []

    def clear(self) -> None:
        """Drop everything unplayed (a recovered bug: the picture is snapped to the state)."""
        self.items.clear()
        self.background.clear()

    def extend(self, anims: list[Anim]) -> None:
        for a in anims:
            self.add(a)

    def draw(self, surface: pygame.Surface) -> Areas:
        """Draw the playing animations; the areas they drew on (None: perhaps anywhere)."""
        first = [self.items[0].draw(surface)] if self.items else []
        return join(first + [a.draw(surface) for a in self.background])


Areas = Optional[list[pygame.Rect]]   # what a draw covered; None: it does not know (anywhere)


def join(parts: Iterable[Areas]) -> Areas:
    out: list[pygame.Rect] = []
    for p in parts:
        if p is None:
            return None
        out.extend(p)
    return out


def bolt_points(rng: random.Random, top: tuple[float, float], bottom: tuple[float, float],
                jag: float = 18.0, steps: int = 10) -> list[tuple[float, float]]:
    pts = [top]
    for i in range(1, steps):
        k = i / steps
        x = top[0] + (bottom[0] - top[0]) * k + rng.uniform(-jag, jag)
        y = top[1] + (bottom[1] - top[1]) * k
        pts.append((x, y))
    pts.append(bottom)
    return pts
