"""Forbidden Island scenario files (``game: island``): ``build(doc) -> (state, actions, auto)``
(docs/scenario-format.md, the Island section). The runner is the engine's, for every game
(``forbidden_sky/engine/scenario.py``, the ``forbidden-sky scenario`` command): it plays the
actions through the game's door and the draws nobody chooses when ``auto_draw`` is on.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from ...engine.scenario_parts import ScenarioError, read_actions, read_flag
from ...engine.data_errors import DataError
from ...engine.rng import shuffled
from ...safeio import short_repr
from ..data import IslandData, island_data
from .actions import Action
from .state import DRY, FLOODED, MAX_SEED, SUNK, GameState, Pending, PendingKind, Phase

FIELDS = {"game", "players", "level", "seed", "variants", "data", "island", "flooded", "sunk", "pawns", "hands",
          "captured", "treasure_deck", "treasure_discard", "treasure_rest", "flood_deck", "flood_discard",
          "flood_rest", "water", "current", "turn", "actions_left", "phase", "draws_left", "flight_used",
          "actions", "auto_draw", "expect", "expect_events", "expect_error", "expect_refusal", "title", "notes",
          "puzzle"}
MAX_TURN = 10**6


def _ids(v: Any, key: str, known: Any, what: str, *, unique: bool = False) -> list[str]:
    if not isinstance(v, list) or len(v) > 100:
        raise ScenarioError(key, f"must be a list of {what} ids")
    for x in v:
        if not isinstance(x, str) or x not in known:
            raise ScenarioError(key, f"unknown {what} {short_repr(x)}")
    if unique and len(set(v)) != len(v):
        raise ScenarioError(key, f"lists a {what} twice")
    return list(v)


def _int(doc: dict[str, Any], key: str, lo: int, hi: int, default: int) -> int:
    v = doc.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise ScenarioError(key, f"must be a whole number from {lo} to {hi}")
    return v


def _mapping(doc: dict[str, Any], key: str, players: list[str]) -> dict[str, Any]:
    v = doc.get(key) or {}
    if not isinstance(v, dict):
        raise ScenarioError(key, "must map adventurer ids to values")
    for pid in v:
        if not isinstance(pid, str) or pid not in players:
            raise ScenarioError(f"{key}.{short_repr(pid, 30)}", "is not one of the players")
    return v


def build(doc: Any, data: IslandData | None = None, base: Path | None = None) -> tuple[GameState, list[Action], bool]:
    """The position, the actions and the auto_draw flag of a scenario document."""
    if not isinstance(doc, dict):
        raise ScenarioError("", "a scenario is a mapping of fields")
    unknown = [k for k in doc if k not in FIELDS]
    if unknown:
        key = unknown[0] if isinstance(unknown[0], str) else short_repr(unknown[0], 30)
        raise ScenarioError(key, f"unknown field (expected some of {', '.join(sorted(FIELDS))})")
    if doc.get("game", "island") != "island":
        raise ScenarioError("game", "this reader builds Forbidden Island scenarios (game: island)")
    if "data" in doc:
        folder = doc["data"]
        if not isinstance(folder, str) or not folder or len(folder) > 500:
            raise ScenarioError("data", "must be a folder of island data files")
        path = Path(folder) if Path(folder).is_absolute() or base is None else base / folder
        try:
            data = island_data(path)
        except DataError as exc:
            raise ScenarioError("data", f"the data there is not valid: {exc.problems[0]}") from None
    data = data or island_data()
    rules = data.rules

    players = doc.get("players")
    if not isinstance(players, list) or not rules.min_players <= len(players) <= rules.max_players:
        raise ScenarioError("players", f"a list of {rules.min_players} to {rules.max_players} adventurer ids "
                                       "in turn order is required")
    _ids(players, "players", data.adventurers, "adventurer", unique=True)
    level = doc.get("level", "novice")
    if not isinstance(level, str) or level not in data.levels:
        raise ScenarioError("level", f"unknown level {short_repr(level)} (expected {', '.join(data.levels)})")
    seed = doc.get("seed", 1)
    if isinstance(seed, bool) or not isinstance(seed, int) or not -MAX_SEED < seed < MAX_SEED:
        raise ScenarioError("seed", "must be a whole number of at most 18 digits")
    variants = _ids(doc.get("variants", []), "variants", data.variants, "variant", unique=True)
    counter = 0

    # ---- the island ------------------------------------------------------------------------
    if "island" in doc:
        rows = doc["island"]
        if not isinstance(rows, list) or not all(isinstance(r, list) for r in rows):
            raise ScenarioError("island", "must be a list of rows, each a list of tile ids")
        place = _ids([t for r in rows for t in r], "island", data.tiles, "tile", unique=True)
        widths = Counter(y for _, y in data.cells)
        if [len(r) for r in rows] != [widths[y] for y in sorted(widths)]:
            raise ScenarioError("island", f"rows must hold {', '.join(str(widths[y]) for y in sorted(widths))} tiles")
    else:
        place = list(data.tiles)    # the default island: the tiles in data order, in reading order
    cells = {t: i for i, t in enumerate(place)}
    sunk = set(_ids(doc.get("sunk", []), "sunk", data.tiles, "tile", unique=True))
    flooded = set(_ids(doc.get("flooded", []), "flooded", data.tiles, "tile", unique=True))
    if flooded & sunk:
        raise ScenarioError("flooded", f"{sorted(flooded & sunk)[0]} is also sunk")
    status = tuple(SUNK if t in sunk else FLOODED if t in flooded else DRY for t in place)

    # ---- pawns and hands ------------------------------------------------------------------------
    pawn_doc = _mapping(doc, "pawns", players)
    pawns = []
    for p in players:
        tile = pawn_doc.get(p, data.adventurers[p].start)
        if not isinstance(tile, str) or tile not in data.tiles:
            raise ScenarioError(f"pawns.{p}", f"unknown tile {short_repr(tile)}")
        if tile in sunk:
            raise ScenarioError(f"pawns.{p}", f"{tile} has sunk: a pawn stands on a tile in play")
        pawns.append(cells[tile])
    hand_doc = _mapping(doc, "hands", players)
    waters = data.card_of_kind("waters_rise")
    hands = []
    for p in players:
        h = _ids(hand_doc.get(p, []), f"hands.{p}", data.cards, "card")
        if waters in h:
            raise ScenarioError(f"hands.{p}", "a Waters Rise! card is never held")
        hands.append(tuple(h))
    captured = _ids(doc.get("captured", []), "captured", data.treasures, "treasure", unique=True)

    # ---- the Treasure cards: every one of the 28 somewhere ----------------------------------------
    left = Counter(data.treasure_deck)
    for where, cards in [*((f"hands.{p}", list(h)) for p, h in zip(players, hands, strict=False)),
                         ("treasure_discard", doc.get("treasure_discard", [])), ("treasure_deck", doc.get("treasure_deck", []))]:
        for c in _ids(cards, where, data.cards, "card"):
            if left[c] <= 0:
                raise ScenarioError(where, f"more {c} cards than the game has ({data.cards[c].copies})")
            left[c] -= 1
    rest = [c for c, n in left.items() for _ in range(n)]    # the cards not placed, in data order
    tdeck, tdiscard = list(doc.get("treasure_deck", [])), list(doc.get("treasure_discard", []))
    mode = doc.get("treasure_rest", "deck")
    if mode not in ("deck", "discard"):
        raise ScenarioError("treasure_rest", "must be deck (shuffled under the listed deck) or discard")
    if mode == "deck":
        shuffled_rest, counter = shuffled(seed, counter, rest)
        tdeck += shuffled_rest
    else:
        tdiscard = rest + tdiscard

    # ---- the Flood cards: one for each tile in play -------------------------------------------------
    alive = [t for t in place if t not in sunk]
    fdeck = _ids(doc.get("flood_deck", []), "flood_deck", alive, "tile in play", unique=True)
    fdiscard = _ids(doc.get("flood_discard", []), "flood_discard", alive, "tile in play", unique=True)
    if set(fdeck) & set(fdiscard):
        raise ScenarioError("flood_discard", f"{sorted(set(fdeck) & set(fdiscard))[0]} is also in flood_deck")
    frest = [t for t in alive if t not in fdeck and t not in fdiscard]
    fmode = doc.get("flood_rest", "deck")
    if fmode not in ("deck", "discard"):
        raise ScenarioError("flood_rest", "must be deck (shuffled under the listed deck) or discard")
    if fmode == "deck":
        shuffled_frest, counter = shuffled(seed, counter, frest)
        fdeck += shuffled_frest
    else:
        fdiscard = frest + fdiscard

    # ---- the turn ------------------------------------------------------------------------------------
    water = _int(doc, "water", 1, data.water.skull - 1, data.levels[level].start_tick)
    current = doc.get("current", players[0])
    if current not in players:
        raise ScenarioError("current", "must be one of the players")
    phase_name = doc.get("phase", "actions")
    if phase_name not in ("actions", "draw_treasure", "flood"):
        raise ScenarioError("phase", "must be actions, draw_treasure or flood")
    phase = Phase(phase_name)
    draws_default = {"actions": 0, "draw_treasure": rules.treasure_draws, "flood": data.water.draws(water)}[phase_name]
    draws_left = _int(doc, "draws_left", 0, max(rules.treasure_draws, max(data.water.flood_cards)), draws_default)
    actions_left = _int(doc, "actions_left", 0, rules.actions_per_turn,
                        rules.actions_per_turn if phase is Phase.ACTIONS else 0)
    flight_used = doc.get("flight_used", False)
    if not isinstance(flight_used, bool):
        raise ScenarioError("flight_used", "must be true or false")
    pending = tuple(Pending(PendingKind.DISCARD, p) for p, h in zip(players, hands, strict=False) if len(h) > rules.hand_limit)
    if any(len(h) > rules.hand_limit + 2 for h in hands):
        raise ScenarioError("hands", f"a hand holds at most {rules.hand_limit} cards (one more while a discard is asked)")
    state = GameState(level=level, seed=seed, players=tuple(players), place=tuple(place), status=status,
                      pawns=tuple(pawns), hands=tuple(hands), treasure_deck=tuple(tdeck), treasure_discard=tuple(tdiscard),
                      flood_deck=tuple(fdeck), flood_discard=tuple(fdiscard), captured=tuple(captured), water=water,
                      turn=_int(doc, "turn", 1, MAX_TURN, 1), current_index=players.index(current), phase=phase,
                      actions_left=actions_left, draws_left=draws_left, flight_used=flight_used, pending=pending,
                      rng_counter=counter, variants=frozenset(variants), data=data)
    try:    # the saved-state checks: whatever a scenario builds, a save could hold
        GameState.from_dict(state.to_dict(), data)
    except ValueError as exc:
        raise ScenarioError("", str(exc)) from None

    return state, read_actions(doc, Action.from_dict), read_flag(doc, "auto_draw", True)
