"""Forbidden Island behind the engine's door (engine/game.py): the one value the registry loads."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from ..engine.game import Bot, Game, Outcome, Result, SetupChoices
from .core import Action, GameState, LossCause, Phase, apply, describe, legal_actions, new_game, why_illegal
from .core.events import EVENT_TYPES
from .core.state import SUNK
from .data import island_data
from .data.loader import FILES

LOSS_CAUSES = tuple(c.value for c in LossCause)
OUTCOMES = (Outcome(Result.WON), *(Outcome(Result.LOST, c) for c in LOSS_CAUSES))


@lru_cache(maxsize=1)
def data_version() -> str:
    """A short fingerprint of the rules data: hashed from the parsed documents (a comment
    does not count), so a record only replays with the data it was played with."""
    from ..safeio import read_yaml
    folder = Path(island_data().folder)
    h = hashlib.sha256()
    for name in FILES:
        h.update(name.encode())
        h.update(json.dumps(read_yaml(folder / name), sort_keys=True, default=str).encode())
    return h.hexdigest()[:12]


@dataclass(frozen=True)
class IslandGame:
    id: str = "island"
    bots: tuple[str, ...] = ("strong", "random")     # island/ai (docs/island-bot.md)
    loss_causes: tuple[str, ...] = LOSS_CAUSES
    play_fact_names: tuple[str, ...] = ("treasures_captured", "tiles_sunk", "water")

    @cached_property
    def setup(self) -> SetupChoices:
        data = island_data()
        return SetupChoices(roles=tuple(data.adventurers), min_players=data.rules.min_players,
                            max_players=data.rules.max_players, levels=tuple(data.levels))

    @cached_property
    def variants(self) -> tuple[str, ...]:
        return tuple(island_data().variants)

    def new_game(self, players: Sequence[str], level: str, seed: int, variant: str | None = None) -> GameState:
        """``variant``: None, one variant id, or several joined by commas."""
        chosen = [] if not variant else variant.split(",")
        return new_game(players, level, seed, chosen)

    def legal_actions(self, state: GameState) -> list[Action]:
        return legal_actions(state)

    def apply(self, state: GameState, action: Action) -> tuple[GameState, list[Any]]:
        new, events = apply(state, action)
        return new, list(events)

    def why_illegal(self, state: GameState, action: Action) -> str | None:
        return why_illegal(state, action)

    def outcome(self, state: GameState) -> Outcome | None:
        if state.outcome is None:
            return None
        return Outcome(Result(state.outcome), None if state.cause is None else state.cause.value)

    def outcomes(self) -> tuple[Outcome, ...]:
        return OUTCOMES

    def turn(self, state: GameState) -> int:
        return state.turn

    def current_player(self, state: GameState) -> str | None:
        return None if state.over else state.current

    def state_to_dict(self, state: GameState) -> dict[str, Any]:
        return state.to_dict()

    def state_from_dict(self, doc: Mapping[str, Any]) -> GameState:
        return GameState.from_dict(doc)

    def action_from_dict(self, doc: Mapping[str, Any]) -> Action:
        return Action.from_dict(dict(doc) if isinstance(doc, Mapping) else doc)

    def data_version(self) -> str:
        return data_version()

    def event_types(self) -> frozenset[str]:
        return EVENT_TYPES

    def scenario(self, doc: Any) -> tuple[GameState, list[Action], bool]:
        from .core.scenario import build
        return build(doc)

    def chance_action(self, state: GameState) -> Action | None:
        if state.over or state.pending:
            return None
        if state.phase is Phase.DRAW_TREASURE:
            return Action("draw_treasure")
        if state.phase is Phase.FLOOD:
            return Action("draw_flood")
        return None

    def describe(self, state: GameState) -> dict[str, Any]:
        return describe(state)

    def play_facts(self, state: GameState) -> dict[str, Any]:
        return {"treasures_captured": len(state.captured), "tiles_sunk": state.status.count(SUNK), "water": state.water}

    def make_bot(self, kind: str, seed: int) -> Bot:
        from .ai import make_bot
        return make_bot(kind, seed)

    def puzzle_conditions(self) -> Mapping[str, Any]:
        from .core.goals import CONDITIONS
        return CONDITIONS


GAME: Game = IslandGame()
