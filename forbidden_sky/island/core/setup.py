"""A new game, set up as the rulebook orders it."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.rng import shuffled
from ..data import IslandData, island_data
from .state import DRY, FLOODED, GameState


def setup_problem(players: Sequence[str], level: str, variants: Sequence[str], data: IslandData) -> str | None:
    rules = data.rules
    if not isinstance(players, (list, tuple)) or not rules.min_players <= len(players) <= rules.max_players:
        return f"Forbidden Island is for {rules.min_players} to {rules.max_players} players"
    for p in players:
        if not isinstance(p, str) or p not in data.adventurers:
            return f"unknown adventurer {p!r}"
    if len(set(players)) != len(players):
        return "each adventurer can be played by one player only"
    if not isinstance(level, str) or level not in data.levels:
        return f"unknown level {level!r} (expected one of {', '.join(data.levels)})"
    for v in variants:
        if v not in data.variants:
            return f"unknown variant {v!r} (expected some of {', '.join(data.variants)})"
    return None


def new_game(players: Sequence[str], level: str, seed: int, variants: Sequence[str] = (),
             data: IslandData | None = None) -> GameState:
    """Setup as the rulebook orders it: the island shuffled, six tiles flooded (nothing sinks
    at setup), the pawns on their gates, two Treasure cards each (a Waters Rise! dealt is
    replaced and shuffled back), the marker on the level's tick."""
    data = data or island_data()
    problem = setup_problem(players, level, variants, data)
    if problem:
        raise ValueError(problem)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("the seed is a whole number")
    counter = 0
    place, counter = shuffled(seed, counter, list(data.tiles))
    cells = {t: i for i, t in enumerate(place)}
    status = [DRY] * len(place)
    flood, counter = shuffled(seed, counter, place)
    floods = flood[:data.rules.setup_floods]
    for t in floods:
        status[cells[t]] = FLOODED
    flood = flood[data.rules.setup_floods:]
    deck, counter = shuffled(seed, counter, data.treasure_deck)
    waters = data.card_of_kind("waters_rise")
    hands: list[tuple[str, ...]] = []
    aside: list[str] = []
    for _ in players:
        hand: list[str] = []
        while len(hand) < data.rules.deal and deck:
            card = deck.pop(0)
            (aside if card == waters else hand).append(card)
        hands.append(tuple(hand))
    if aside:   # the Waters Rise! cards dealt go back into the deck, shuffled
        deck, counter = shuffled(seed, counter, deck + aside)
    return GameState(
        level=level, seed=seed, players=tuple(players), place=tuple(place), status=tuple(status),
        pawns=tuple(cells[data.adventurers[p].start] for p in players), hands=tuple(hands),
        treasure_deck=tuple(deck), flood_deck=tuple(flood), flood_discard=tuple(floods),
        water=data.levels[level].start_tick, actions_left=data.rules.actions_per_turn,
        rng_counter=counter, variants=frozenset(variants), data=data)
