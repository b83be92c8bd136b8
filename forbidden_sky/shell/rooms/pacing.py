"""The pace of a game screen between animations: the game's chance steps (Sky's storm cards,
Island's draws) come by themselves every ``every`` seconds or when the player asks (Next); a
built-in player may play the first turns (``--autoplay``) at top speed; the end screen opens
once. The game says what a chance step is and asks ``due`` once its animations are done; this
room only keeps the clock and the switches."""

from __future__ import annotations

from typing import Generic, Optional, Protocol, TypeVar

S = TypeVar("S")
A = TypeVar("A")
S_contra = TypeVar("S_contra", contravariant=True)

AUTOPLAY_SPEED = 50.0   # autoplay runs the game at top speed: animations and banners too


class Chooser(Protocol[S_contra, A]):
    """A built-in player: one legal action for a state (None: nothing to do)."""
    def choose(self, state: S_contra, legal: list[A]) -> Optional[A]: ...


class Pace(Generic[S, A]):
    def __init__(self, every: float, autoplay_turns: int = 0, autoplayer: Optional[Chooser[S, A]] = None) -> None:
        self.every = 0.0 if autoplayer is not None else every   # seconds between chance steps; 0: by hand
        self.wait = 0.0                 # seconds since the last step (or since the phase began)
        self.requested = False          # the player asked for the next step (Next, Space)
        self.autoplay_turns = autoplay_turns
        self.autoplayer = autoplayer    # None once the built-in player is done
        self.end_shown = False          # the end screen was opened (once per game)

    def restart(self) -> None:
        """A new phase of chance steps begins: the first waits its full time."""
        self.wait = 0.0

    def due(self, dt: float) -> bool:
        """Time passes (``dt``); True when the next chance step should be taken now."""
        self.wait += dt
        if self.requested or (self.every > 0 and self.wait >= self.every):
            self.requested = False
            self.wait = 0.0
            return True
        return False

    def autoplay_done(self, every: float) -> None:
        """The built-in player stops; the chance steps go back to the player's pace."""
        self.autoplayer = None
        self.every = every


def speed(motion: float, fast: float, held: bool, autoplaying: bool) -> float:
    """The animation queue's speed: the settings' motion, ``fast`` times that while the fast
    key is held, top speed while the built-in player plays."""
    return (AUTOPLAY_SPEED if autoplaying else motion) * (fast if held else 1.0)


__all__ = ["AUTOPLAY_SPEED", "Chooser", "Pace", "speed"]
