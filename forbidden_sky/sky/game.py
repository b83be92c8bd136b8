"""Forbidden Sky behind the engine's door (engine/game.py): the one value the registry loads."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
import hashlib
import json
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from ..engine.game import Bot, Game, Outcome, SetupChoices
from .core import Action, GameState, OutcomeCode, Phase, apply, describe, legal_actions, new_game, why_illegal
from .core.events import EVENT_TYPES, SkyEvent
from .data import game_data
from .data.variants import calm_data


# How a game of Sky ends: the codes core/storm.py and core/effects.py end a game with.
OUTCOMES = tuple(Outcome.from_code(code) for code in OutcomeCode)


@lru_cache(maxsize=1)
def data_version() -> str:
    """A short fingerprint of the rules data (not ui.yaml): a record only replays with the
    data it was played with. Hashed from the parsed documents, so a comment does not count."""
    from ..resources import data_dir
    from ..safeio import read_yaml
    from .data.loader import FILES
    h = hashlib.sha256()
    for name in FILES:
        doc = read_yaml(data_dir() / name)
        h.update(name.encode())
        h.update(json.dumps(doc, sort_keys=True, default=str).encode())
    return h.hexdigest()[:12]


@dataclass(frozen=True)
class SkyGame:
    id: str = "sky"

    @cached_property
    def setup(self) -> SetupChoices:
        data = game_data()
        return SetupChoices(roles=tuple(data.adventurers), min_players=2, max_players=5,
                            levels=tuple(data.levels))

    variants: tuple[str, ...] = ("calm",)
    bots: tuple[str, ...] = ("strong", "random")
    loss_causes: tuple[str, ...] = tuple(code.cause for code in OutcomeCode if code.cause is not None)
    play_fact_names: tuple[str, ...] = ("pad_found",)

    def new_game(self, players: Sequence[str], level: str, seed: int, variant: str | None = None) -> GameState:
        if variant not in (None, *self.variants):
            raise ValueError(f"unknown variant {variant!r} (expected one of {', '.join(self.variants)})")
        data = calm_data() if variant == "calm" else None
        return new_game(players, level, seed, data=data)

    def legal_actions(self, state: GameState) -> list[Action]:
        return legal_actions(state)

    def apply(self, state: GameState, action: Action) -> tuple[GameState, list[SkyEvent]]:
        new, events = apply(state, action)
        return new, list(events)

    def why_illegal(self, state: GameState, action: Action) -> str | None:
        return why_illegal(state, action)

    def outcome(self, state: GameState) -> Outcome | None:
        return None if state.outcome is None else Outcome.from_code(state.outcome)

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
        return Action.from_dict(dict(doc))

    def data_version(self) -> str:
        return data_version()

    def event_types(self) -> frozenset[str]:
        return EVENT_TYPES

    def scenario(self, doc: Any) -> tuple[GameState, list[Action], bool]:
        from .core.scenario import build
        return build(doc)

    def chance_action(self, state: GameState) -> Action | None:
        if state.phase == Phase.STORM and state.pending is None and not state.over:
            return Action("draw_storm")
        return None

    def describe(self, state: GameState) -> dict[str, Any]:
        return describe(state)

    def play_facts(self, state: GameState) -> dict[str, Any]:
        return {"pad_found": state.board.pad is not None}

    def make_bot(self, kind: str, seed: int) -> Bot:
        from .ai import make_bot
        return make_bot(kind, seed)

    def puzzle_conditions(self) -> Mapping[str, Any]:
        from .core.goals import CONDITIONS
        return CONDITIONS


GAME: Game = SkyGame()
