"""What every game's scenario reader shares (docs/scenario-format.md): the error that names the
key at fault, the clipping that keeps a hostile file from echoing itself, and the fields read
the same way by every game (the action list, a yes/no flag).

Apart from engine/scenario.py (the runner), which finds games through the registry: a game's
reader imports this module, so it must not lead back to any game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

A = TypeVar("A")

# A whole game is a few hundred actions; a file of 100,000 would play for minutes (a hang).
MAX_ACTIONS = 5000


def clip(text: Any, limit: int) -> str:
    """One line of at most ``limit`` characters (a longer text ends in "...")."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


class ScenarioError(ValueError):
    """The file is not a valid scenario: ``key`` says where, the message says why."""

    def __init__(self, key: str, why: str):
        # clipped here, so no message can echo a megabyte of the file, whoever raises it
        key, why = clip(key, 80), clip(why, 400)
        self.key, self.why = key, why
        super().__init__(f"{key}: {why}" if key else why)


def read_actions(doc: dict, from_dict: Callable[[Any], A], limit: int = MAX_ACTIONS) -> list[A]:
    """The ``actions`` list, each entry through the game's ``Action.from_dict``."""
    raw = doc.get("actions") or []
    if not isinstance(raw, list) or len(raw) > limit:
        raise ScenarioError("actions", f"must be a list of at most {limit} actions")
    out = []
    for i, a in enumerate(raw):
        try:
            out.append(from_dict(a))
        except (ValueError, TypeError) as exc:
            raise ScenarioError(f"actions[{i}]", str(exc)) from None
    return out


def read_flag(doc: dict, key: str, default: bool) -> bool:
    v = doc.get(key, default)
    if not isinstance(v, bool):
        raise ScenarioError(key, "must be true or false")
    return v
