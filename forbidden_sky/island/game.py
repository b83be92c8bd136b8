"""Forbidden Island behind the engine's door (engine/game.py): the one value the registry loads."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from ..engine.game import Bot, Game, Outcome, SetupChoices
from .core import Action, GameState, apply, describe, legal_actions, new_game, why_illegal
from .core.events import EVENT_TYPES
from .data import island_data
from .data.loader import FILES


@dataclass(frozen=True)
class IslandGame:
    id: str = "island"

    @cached_property
    def setup(self) -> SetupChoices:
        data = island_data()
        return SetupChoices(roles=tuple(data.adventurers), min_players=data.rules.min_players,
                            max_players=data.rules.max_players, levels=tuple(data.levels))

    def new_game(self, players: Sequence[str], level: str, seed: int) -> GameState:
        return new_game(players, level, seed)

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
        return Outcome.from_code(state.outcome if state.cause is None else f"{state.outcome}:{state.cause.value}")

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
        folder = Path(island_data().folder)
        h = hashlib.sha256()
        for name in FILES:
            h.update((folder / name).read_bytes())
        return h.hexdigest()[:12]

    def event_types(self) -> frozenset[str]:
        return EVENT_TYPES

    def scenario(self, doc: Any) -> tuple[GameState, list[Action], bool]:
        from .core.scenario import build
        return build(doc)

    def describe(self, state: GameState) -> dict[str, Any]:
        return describe(state)

    def make_bot(self, kind: str, seed: int) -> Bot:
        raise ValueError(f"Forbidden Island has no {kind!r} bot yet")


GAME: Game = IslandGame()
