"""Sound effects synthesized by the game itself (pure Python, no sample files).

Each effect is rendered once, lazily, into a 16-bit mono buffer for ``pygame.mixer.Sound``.
Without an audio device the mixer fails to start and the game runs silent: every call here is
then a no-op.
"""

from __future__ import annotations

import math
import random
from array import array
from typing import Callable

import pygame


def _noise(rng: random.Random, n: int) -> list[float]:
    return [rng.uniform(-1, 1) for _ in range(n)]


def _lowpass(xs: list[float], a: float) -> list[float]:
    out, y = [], 0.0
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def _norm(xs: list[float], peak: float = 0.9) -> list[float]:
    m = max(1e-6, max(abs(x) for x in xs))
    return [x * peak / m for x in xs]


def thunder(rate: int) -> list[float]:
    rng = random.Random(1)
    n = int(rate * 1.8)
    raw = _lowpass(_lowpass(_noise(rng, n), 0.05), 0.12)
    out = []
    for i, x in enumerate(raw):
        t = i / rate
        env = (min(1.0, t / 0.02)) * math.exp(-t * 2.2) * (1 + 0.6 * math.sin(t * 9) ** 2)
        crack = math.exp(-t * 30) * rng.uniform(-1, 1) * 0.5
        out.append(x * env + crack)
    return _norm(out)


def wind(rate: int) -> list[float]:
    rng = random.Random(2)
    n = int(rate * 1.4)
    raw = _lowpass(_noise(rng, n), 0.08)
    out = []
    for i, x in enumerate(raw):
        t = i / n
        env = math.sin(math.pi * t) ** 1.5 * (0.7 + 0.3 * math.sin(t * 17))
        out.append(x * env)
    return _norm(out, 0.7)


def clack(rate: int) -> list[float]:
    rng = random.Random(3)
    n = int(rate * 0.22)
    out = []
    for i in range(n):
        t = i / rate
        thump = math.sin(2 * math.pi * 110 * t) * math.exp(-t * 28)
        click = rng.uniform(-1, 1) * math.exp(-t * 90)
        ring = math.sin(2 * math.pi * 1320 * t) * math.exp(-t * 40) * 0.25
        out.append(thump + 0.6 * click + ring)
    return _norm(out, 0.8)


def tick(rate: int) -> list[float]:
    n = int(rate * 0.09)
    out = []
    for i in range(n):
        t = i / rate
        out.append((math.sin(2 * math.pi * 2200 * t) + 0.5 * math.sin(2 * math.pi * 3300 * t)) * math.exp(-t * 70))
    return _norm(out, 0.6)


def zap(rate: int) -> list[float]:
    rng = random.Random(4)
    n = int(rate * 0.35)
    out = []
    for i in range(n):
        t = i / rate
        saw = ((t * 120) % 1.0) * 2 - 1
        out.append((saw * 0.7 + rng.uniform(-1, 1) * 0.3) * math.exp(-t * 9))
    return _norm(out, 0.6)


def flip(rate: int) -> list[float]:
    rng = random.Random(5)
    n = int(rate * 0.25)
    raw = _lowpass(_noise(rng, n), 0.35)
    return _norm([x * math.sin(math.pi * i / n) ** 2 for i, x in enumerate(raw)], 0.5)


def launch(rate: int) -> list[float]:
    rng = random.Random(6)
    n = int(rate * 2.6)
    raw = _lowpass(_noise(rng, n), 0.2)
    out = []
    phase = 0.0
    for i, x in enumerate(raw):
        t = i / n
        phase += 2 * math.pi * (80 + 500 * t * t) / rate
        env = min(1.0, t * 4) * (1 - t) ** 0.5
        out.append((x * 0.8 + 0.4 * math.sin(phase)) * env)
    return _norm(out, 0.9)


def chime(rate: int) -> list[float]:
    n = int(rate * 0.5)
    out = []
    for i in range(n):
        t = i / rate
        out.append(sum(math.sin(2 * math.pi * f * t) for f in (660, 990, 1320)) * math.exp(-t * 6))
    return _norm(out, 0.5)


def low_buzz(rate: int) -> list[float]:
    n = int(rate * 0.25)
    out = []
    for i in range(n):
        t = i / rate
        out.append(math.copysign(1.0, math.sin(2 * math.pi * 90 * t)) * math.exp(-t * 12))
    return _norm(out, 0.35)


def splash(rate: int) -> list[float]:
    """Water washing over something: filtered noise that swells and falls, a low slosh under it."""
    rng = random.Random(7)
    n = int(rate * 0.6)
    raw = _lowpass(_noise(rng, n), 0.18)
    out = []
    for i, x in enumerate(raw):
        t = i / n
        env = math.sin(math.pi * min(1.0, t * 1.6)) ** 2 * (1 - t)
        out.append(x * env + 0.3 * math.sin(2 * math.pi * 70 * i / rate) * env)
    return _norm(out, 0.6)


def gurgle(rate: int) -> list[float]:
    """Something going under: bubbles (short falling chirps) over a deep rumble."""
    rng = random.Random(8)
    n = int(rate * 1.1)
    rumble = _lowpass(_lowpass(_noise(rng, n), 0.03), 0.06)
    out = [r * 1.5 * (1 - i / n) for i, r in enumerate(rumble)]
    for _ in range(14):
        start = rng.randrange(0, int(n * 0.8))
        f0 = rng.uniform(300, 700)
        length = int(rate * rng.uniform(0.03, 0.07))
        for j in range(length):
            if start + j < n:
                t = j / rate
                out[start + j] += 0.5 * math.sin(2 * math.pi * (f0 + 4000 * t) * t) * math.exp(-t * 60)
    return _norm(out, 0.7)


def rise(rate: int) -> list[float]:
    """The water rising a notch: a slow upward sweep with a swell of surf."""
    rng = random.Random(9)
    n = int(rate * 1.0)
    surf = _lowpass(_noise(rng, n), 0.1)
    out = []
    phase = 0.0
    for i, x in enumerate(surf):
        t = i / n
        phase += 2 * math.pi * (110 + 110 * t) / rate
        env = math.sin(math.pi * t)
        out.append((0.6 * math.sin(phase) + 0.7 * x) * env)
    return _norm(out, 0.7)


def rotor(rate: int) -> list[float]:
    """A helicopter: the rotor's chop (noise bursts at a quickening beat) under a turbine whine."""
    rng = random.Random(10)
    n = int(rate * 1.8)
    raw = _lowpass(_noise(rng, n), 0.25)
    out = []
    beat = 0.0
    whine = 0.0
    for i, x in enumerate(raw):
        t = i / n
        beat += (9 + 6 * t) / rate
        whine += 2 * math.pi * (420 + 200 * t) / rate
        chop = max(0.0, math.sin(2 * math.pi * beat)) ** 6
        env = min(1.0, t * 5) * (1 - t) ** 0.7
        out.append((x * chop + 0.12 * math.sin(whine)) * env)
    return _norm(out, 0.8)


SYNTHS: dict[str, Callable[[int], list[float]]] = {
    "thunder": thunder, "wind": wind, "place": clack, "wire": tick, "zap": zap, "flip": flip,
    "launch": launch, "chime": chime, "refuse": low_buzz, "click": tick,
    "splash": splash, "gurgle": gurgle, "rise": rise, "rotor": rotor,
}


def to_pcm16(samples: list[float]) -> bytes:
    return array("h", (int(max(-1.0, min(1.0, s)) * 32000) for s in samples)).tobytes()


class Sounds:
    """The game's sound effects, synthesized by the game itself.

    Nothing here runs before the first frame: the mixer opens on the first ``open()`` (the App
    calls it once the title is on screen) or the first sound, and ``synthesize_all()`` (the
    App's warm-up thread) makes every sound's samples ahead of time, so no sound is ever
    computed in the middle of a game."""

    def __init__(self, cfg, muted: bool = False) -> None:
        self.rate = int(cfg.rate)
        self.volume = float(cfg.volume)
        self.muted = muted
        self.available = False
        self.opened = False
        self._cache: dict[str, "pygame.mixer.Sound"] = {}
        self._pcm: dict[tuple[str, int], array] = {}   # (name, rate) -> mono samples
        self.played: list[str] = []       # for tests: what would have been heard

    def open(self) -> None:
        """Open the audio device; without one the game runs silent."""
        if self.opened:
            return
        self.opened = True
        try:
            pygame.mixer.init(frequency=self.rate, size=-16, channels=1, buffer=512)
            self.available = pygame.mixer.get_init() is not None
        except pygame.error:
            self.available = False

    def set_volume(self, volume: float) -> None:
        """The settings' volume (0..1 of the loudest), for every sound made and to come."""
        self.volume = max(0.0, min(1.0, volume))
        for snd in self._cache.values():
            snd.set_volume(self.volume)

    def toggle_mute(self) -> None:
        self.muted = not self.muted
        if self.muted and self.available:
            pygame.mixer.stop()

    def pcm(self, name: str, rate: int | None = None) -> array:
        """The mono 16-bit samples of one sound (pure Python: safe in a background thread)."""
        rate = int(rate or self.rate)
        key = (name, rate)
        pcm = self._pcm.get(key)
        if pcm is None:
            pcm = array("h", (int(max(-1.0, min(1.0, v)) * 32000) for v in SYNTHS[name](rate)))
            self._pcm[key] = pcm
        return pcm

    def synthesize_all(self) -> None:
        for name in SYNTHS:
            self.pcm(name)

    def _sound(self, name: str):
        snd = self._cache.get(name)
        if snd is None:
            init = pygame.mixer.get_init()
            if init is None:
                raise pygame.error("the mixer is closed")   # play() then marks sound unavailable
            freq, size, channels = init
            pcm = self.pcm(name, freq)
            if channels > 1:
                pcm = array("h", (v for v in pcm for _ in range(channels)))
            snd = pygame.mixer.Sound(buffer=pcm.tobytes())
            snd.set_volume(self.volume)
            self._cache[name] = snd
        return snd

    def play(self, name: str) -> None:
        if name not in SYNTHS:
            raise KeyError(name)
        self.played.append(name)
        if len(self.played) > 200:
            del self.played[:100]
        if self.muted:
            return
        self.open()
        if not self.available:
            return
        try:
            self._sound(name).play()
        except pygame.error:
            self.available = False

    def close(self) -> None:
        if self.available:
            try:
                pygame.mixer.quit()
            except pygame.error:
                pass
