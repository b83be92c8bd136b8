"""The one door every game stands behind (learned from OpenSpiel's Game/State registry).

A game is a package that supplies one ``Game`` value: its setup choices, ``new_game``,
``legal_actions``, ``apply -> (state, events)``, ``why_illegal``, the state's and the action's
JSON forms, its event types, its scenario builder and its bots. The shell (records, replay,
share codes, the scenario runner, ``simulate``, ``bench`` and the title/setup/games screens)
speaks only to this protocol, and finds a game by its id in ``engine/registry.py``.

The protocol is structural (``typing.Protocol``): a game module need not import this file to
satisfy it, but each game's ``game.py`` does, so mypy checks that it does.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable


class Result(enum.Enum):
    """How a game ended, as every game has it: the table won or the table lost."""

    WON = "won"
    LOST = "lost"


@dataclass(frozen=True)
class Outcome:
    """A finished game's result and its cause code (``None`` for a win with no cause):
    data, never words; the catalogs say it (``lost`` / ``electrocuted`` ->
    "Lightning struck an adventurer down")."""

    result: Result
    cause: str | None = None

    @property
    def won(self) -> bool:
        return self.result is Result.WON

    def code(self) -> str:
        """The record's form: ``won``, or ``lost:CAUSE``."""
        return self.result.value if self.cause is None else f"{self.result.value}:{self.cause}"

    @staticmethod
    def from_code(code: str) -> Outcome:
        result, _, cause = code.partition(":")
        return Outcome(Result(result), cause or None)


@dataclass(frozen=True)
class SetupChoices:
    """What the setup screen and the command line may choose: the roles (adventurers) in
    their data order, how many may play, and the levels from easiest to hardest."""

    roles: tuple[str, ...]
    min_players: int
    max_players: int
    levels: tuple[str, ...]

    def problem(self, players: Sequence[str], level: str) -> str | None:
        """Why this setup cannot be played (None when it can): the message is for a
        developer or the command line; players choose on a screen that offers only legal
        setups."""
        if not self.min_players <= len(players) <= self.max_players:
            return f"this game is for {self.min_players} to {self.max_players} players, not {len(players)}"
        unknown = [p for p in players if p not in self.roles]
        if unknown:
            return f"unknown adventurer {unknown[0]!r} (expected one of {', '.join(self.roles)})"
        if len(set(players)) != len(players):
            return "each adventurer can be played by one player only"
        if level not in self.levels:
            return f"unknown level {level!r} (expected one of {', '.join(self.levels)})"
        return None


class GameAction(Protocol):
    """An action: a frozen value with a JSON form."""

    @property
    def type(self) -> str: ...

    def to_dict(self) -> dict[str, Any]: ...


class GameEvent(Protocol):
    """An event: a frozen value naming its type, with a JSON form (records keep it)."""

    @property
    def type(self) -> str: ...

    def to_dict(self) -> dict[str, Any]: ...


class Bot(Protocol):
    """A player the program plays: ``pick`` answers one of the state's legal actions, chosen
    from what the players can see (the name every caller uses: simulate, bench, the autoplay)."""

    def pick(self, state: Any) -> Any: ...


@runtime_checkable
class Game(Protocol):
    """One game behind the door. ``State`` and ``Action`` are the game's own frozen values;
    the shell never looks inside them, it only hands them back to the same game."""

    @property
    def id(self) -> str:
        """Short, stable, lower case: ``sky``, ``island``. Records, codes and scenarios name it."""
        ...

    @property
    def setup(self) -> SetupChoices: ...

    @property
    def variants(self) -> tuple[str, ...]:
        """Named rule variants a game may be set up with (Sky: ``calm``; Island: the rulings
        docs/island-rules.md keeps as variants)."""
        ...

    @property
    def bots(self) -> tuple[str, ...]:
        """The bot kinds ``make_bot`` knows, strongest first: ``strong`` is always one."""
        ...

    @property
    def loss_causes(self) -> tuple[str, ...]:
        """Every cause code a lost game may end with, in the order reports list them."""
        ...

    @property
    def play_fact_names(self) -> tuple[str, ...]:
        """The facts ``play_facts`` reports (the columns ``simulate`` adds for this game)."""
        ...

    def new_game(self, players: Sequence[str], level: str, seed: int, variant: str | None = None) -> Any: ...

    def legal_actions(self, state: Any) -> Sequence[Any]: ...

    def apply(self, state: Any, action: Any) -> tuple[Any, Sequence[Any]]: ...

    def why_illegal(self, state: Any, action: Any) -> str | None: ...

    def outcome(self, state: Any) -> Outcome | None:
        """None while the game goes on."""
        ...

    def outcomes(self) -> tuple[Outcome, ...]:
        """Every way a game can end: a record naming any other outcome is refused."""
        ...

    def turn(self, state: Any) -> int: ...

    def current_player(self, state: Any) -> str | None: ...

    def state_to_dict(self, state: Any) -> dict[str, Any]: ...

    def state_from_dict(self, doc: Mapping[str, Any]) -> Any:
        """Raises ValueError (or a subclass) with a reason for a document that is not a state."""
        ...

    def action_from_dict(self, doc: Mapping[str, Any]) -> Any:
        """Raises ValueError with a reason for a document that is not an action."""
        ...

    def data_version(self) -> str:
        """A short hash of the game's data files: a record made with other data says so."""
        ...

    def event_types(self) -> frozenset[str]: ...

    def scenario(self, doc: Any) -> tuple[Any, list[Any], bool]:
        """A scenario document -> (state, actions, auto-play the chance steps). Raises the
        game's ScenarioError (a ValueError) naming the key."""
        ...

    def chance_action(self, state: Any) -> Any | None:
        """The action that plays the next chance step (a storm card, a flood card) when no
        player has a decision to make, else None: what the scenario runner's ``auto_storm``
        and the bots' look-ahead play."""
        ...

    def describe(self, state: Any) -> dict[str, Any]:
        """The JSON-ready view the scenario runner prints."""
        ...

    def play_facts(self, state: Any) -> dict[str, Any]:
        """What a finished game says beyond its outcome, by ``play_fact_names``."""
        ...

    def make_bot(self, kind: str, seed: int) -> Bot: ...

    def puzzle_conditions(self) -> Mapping[str, Any]:
        """What a puzzle's goal and keep may ask of this game (engine/puzzle.py's Conditions,
        by name: docs/puzzles.md)."""
        ...
