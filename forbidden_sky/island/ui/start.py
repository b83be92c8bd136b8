"""Forbidden Island's screens as the app starts them (app/screens.py)."""

from __future__ import annotations

import random
from typing import Any

from ...shell.scene import Command, Goto

RANDOM = "random"

# What the game screen imports, warmed in the background while the title is up (shell/warmup.py)
WARM_MODULES = (
    "forbidden_sky.island.core",
    "forbidden_sky.island.ui.art",
    "forbidden_sky.island.ui.scene",
)


def resolve(picks: list[str], seed: int, all_ids: list[str]) -> list[str]:
    """Fill 'random' seats with adventurers nobody picked (seeded, so a seed replays)."""
    rng = random.Random(seed * 31 + 7)
    free = [a for a in all_ids if a not in picks]
    rng.shuffle(free)
    return [p if p != RANDOM else free.pop() for p in picks]


def setup_from_args(args: Any) -> Command:
    """``--game island --players pilot,diver --level novice --seed N [--autoplay T]``: straight
    into an Island game."""
    from ..data import island_data
    from .session import Setup
    seed = args.seed if args.seed is not None else 1
    players = resolve(list(args.players or [RANDOM, RANDOM]), seed, list(island_data().adventurers))
    setup = Setup(players=players, level=args.level or "novice", seed=seed)
    return Goto("island_game", {"setup": setup, "autoplay_turns": args.autoplay or 0})

