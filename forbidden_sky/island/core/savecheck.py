"""A saved state from a hostile document: every field checked, or ValueError with the reason.

A state that loads must also answer the rules' questions (legal_actions, describe) without
raising: the checks below make every combination the rules could not have produced a refusal
(a card too many, a pawn on a sunken tile with nothing to decide, a pile with a tile twice).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...safeio import short_repr
from ..data import IslandData
from .sea import swim_cells
from .kinds import DRY, FLOODED, MAX_SEED, STATE_VERSION, SUNK, LossCause, Pending, PendingKind, Phase

KEYS = {"game", "version", "level", "seed", "players", "island", "flooded", "sunk", "pawns", "hands",
        "treasure_deck", "treasure_discard", "flood_deck", "flood_discard", "captured", "water", "turn",
        "current", "phase", "actions_left", "draws_left", "flight_used", "pending", "outcome", "cause",
        "cause_detail", "rng_counter", "variants"}
OPTIONAL = {"cause_detail"}
MAX_TURN = 10**6


def _int(doc: dict[str, Any], key: str, lo: int, hi: int) -> int:
    v = doc[key]
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise ValueError(f"{key} must be a whole number from {lo} to {hi}, not {short_repr(v)}")
    return v


def _names(v: Any, key: str, known: Any, *, limit: int = 64) -> tuple[str, ...]:
    if not isinstance(v, list) or len(v) > limit:
        raise ValueError(f"{key} must be a list of at most {limit} names")
    for x in v:
        if not isinstance(x, str) or x not in known:
            raise ValueError(f"{key}: unknown {short_repr(x)}")
    return tuple(v)


def _choice(v: Any, key: str, known: Any) -> str:
    if not isinstance(v, str) or v not in known:
        raise ValueError(f"{key} must be one of {', '.join(map(str, known))}, not {short_repr(v)}")
    return v


def checked_fields(doc: Any, data: IslandData) -> dict[str, Any]:
    """The GameState fields of a saved game, every one checked (ValueError with the reason)."""
    if not isinstance(doc, dict):
        raise ValueError("a saved game is a mapping")
    missing = sorted(KEYS - OPTIONAL - set(doc))
    if missing:
        raise ValueError(f"a saved game needs {missing[0]}")
    unknown = [k for k in doc if k not in KEYS]
    if unknown:
        raise ValueError(f"unknown key {short_repr(unknown[0], 30)} in a saved game")
    if doc["game"] != "island":
        raise ValueError(f"this is not a Forbidden Island game ({short_repr(doc['game'])})")
    if doc["version"] != STATE_VERSION:
        raise ValueError(f"unknown saved-game version {short_repr(doc['version'])}")
    level = _choice(doc["level"], "level", data.levels)
    seed = _int(doc, "seed", -MAX_SEED + 1, MAX_SEED - 1)
    rules = data.rules
    players = _names(doc["players"], "players", data.adventurers, limit=rules.max_players)
    if not rules.min_players <= len(players) <= rules.max_players or len(set(players)) != len(players):
        raise ValueError(f"players must be {rules.min_players} to {rules.max_players} different adventurers")
    place = _names(doc["island"], "island", data.tiles)
    if sorted(place) != sorted(data.tiles):
        raise ValueError("island must hold every tile exactly once")
    flooded = set(_names(doc["flooded"], "flooded", data.tiles))
    sunk = set(_names(doc["sunk"], "sunk", data.tiles))
    if flooded & sunk:
        raise ValueError(f"{sorted(flooded & sunk)[0]} is both flooded and sunk")
    status = tuple(SUNK if t in sunk else FLOODED if t in flooded else DRY for t in place)
    cells = {t: i for i, t in enumerate(place)}

    pawns_doc, hands_doc = doc["pawns"], doc["hands"]
    for key, v in (("pawns", pawns_doc), ("hands", hands_doc)):
        if not isinstance(v, dict) or set(v) != set(players):
            raise ValueError(f"{key} must map each player to a value")
    pawns = tuple(cells[_choice(pawns_doc[p], f"pawns.{p}", data.tiles)] for p in players)
    hands = tuple(_names(hands_doc[p], f"hands.{p}", data.cards, limit=rules.hand_limit + 2) for p in players)
    waters = data.card_of_kind("waters_rise")
    for p, h in zip(players, hands, strict=False):
        if waters in h:
            raise ValueError(f"hands.{p}: a Waters Rise! card is never held")
    tdeck = _names(doc["treasure_deck"], "treasure_deck", data.cards)
    tdiscard = _names(doc["treasure_discard"], "treasure_discard", data.cards)
    fdeck = _names(doc["flood_deck"], "flood_deck", data.tiles)
    fdiscard = _names(doc["flood_discard"], "flood_discard", data.tiles)
    captured = _names(doc["captured"], "captured", data.treasures)
    if len(set(captured)) != len(captured):
        raise ValueError("captured lists a treasure twice")
    water = _int(doc, "water", 1, data.water.skull)
    turn = _int(doc, "turn", 1, MAX_TURN)
    current = _choice(doc["current"], "current", players)
    phase = Phase(_choice(doc["phase"], "phase", [p.value for p in Phase]))
    actions_left = _int(doc, "actions_left", 0, rules.actions_per_turn)
    draws_left = _int(doc, "draws_left", 0, max(rules.treasure_draws, max(data.water.flood_cards)))
    if not isinstance(doc["flight_used"], bool):
        raise ValueError("flight_used must be true or false")
    counter = _int(doc, "rng_counter", 0, MAX_TURN * 10)
    variants = frozenset(_names(doc["variants"], "variants", data.variants))

    raw_pending = doc["pending"]
    if not isinstance(raw_pending, list) or len(raw_pending) > len(players):
        raise ValueError("pending must be a list of at most one decision a player")
    pending = []
    for i, x in enumerate(raw_pending):
        if not isinstance(x, dict) or set(x) != {"kind", "player"}:
            raise ValueError(f"pending[{i}] must be {{kind, player}}")
        kind = PendingKind(_choice(x["kind"], f"pending[{i}].kind", [k.value for k in PendingKind]))
        pending.append(Pending(kind, _choice(x["player"], f"pending[{i}].player", players)))

    outcome, cause = doc["outcome"], doc["cause"]
    if outcome is not None:
        _choice(outcome, "outcome", ("won", "lost"))
    if cause is not None:
        cause = LossCause(_choice(cause, "cause", [c.value for c in LossCause]))
    if (outcome == "lost") != (cause is not None):
        raise ValueError("a lost game has a cause, and only a lost game")
    if (outcome is None) != (phase is not Phase.OVER):
        raise ValueError("the phase is over exactly when the game has an outcome")
    detail = doc.get("cause_detail")
    if detail is not None and (not isinstance(detail, str) or len(detail) > 64):
        raise ValueError("cause_detail must be a short name")
    if water == data.water.skull and cause is not LossCause.SKULL:
        raise ValueError("the water reaches the skull only in a game lost to it")

    # ---- the cards and the tiles are all accounted for ---------------------------------------
    fields = dict(level=level, seed=seed, players=players, place=place, status=status, pawns=pawns,
                  hands=hands, treasure_deck=tdeck, treasure_discard=tdiscard, flood_deck=fdeck,
                  flood_discard=fdiscard, captured=captured, water=water, turn=turn,
                  current_index=players.index(current), phase=phase, actions_left=actions_left,
                  draws_left=draws_left, flight_used=doc["flight_used"], pending=tuple(pending),
                  outcome=outcome, cause=cause, cause_detail=detail, rng_counter=counter,
                  variants=variants, data=data)
    cards: Counter[str] = Counter(tdeck + tdiscard)
    for h in hands:
        cards.update(h)
    if cards != Counter(data.treasure_deck):
        raise ValueError(f"the Treasure cards in the deck, the discard and the hands must be the "
                         f"{len(data.treasure_deck)} of the game")
    flood_cards = fdeck + fdiscard
    if len(set(flood_cards)) != len(flood_cards) or set(flood_cards) != set(place) - sunk:
        raise ValueError("the Flood cards in the pile and the discard must be one for each tile not sunk")
    limit = rules.hand_limit
    for p, h in zip(players, hands, strict=False):
        over = len(h) > limit
        asked = any(x.kind is PendingKind.DISCARD and x.player == p for x in pending)
        if over != asked and outcome is None:
            raise ValueError(f"hands.{p}: a hand above {limit} cards is exactly one with a discard pending")
    for p, c in zip(players, pawns, strict=False):
        swims = any(x.kind is PendingKind.SWIM and x.player == p for x in pending)
        if (status[c] == SUNK) != swims and outcome is None:
            raise ValueError(f"pawns.{p}: a pawn stands on a sunken tile exactly while it must swim")
    if len({(x.kind, x.player) for x in pending}) != len(pending):
        raise ValueError("pending lists a decision twice")
    if outcome is None:     # a position the rules never leave a game in: play could not go on
        if not pending and phase in (Phase.DRAW_TREASURE, Phase.FLOOD) and draws_left < 1:
            raise ValueError("draws_left must be at least 1 in a draw phase")
        lift = data.card_of_kind("helicopter_lift")
        rescue = "no_helicopter_rescue" not in variants and any(lift in h for h in hands)
        for x in pending:
            here = pawns[players.index(x.player)]
            if x.kind is PendingKind.SWIM and not rescue and not swim_cells(data, status, here, data.adventurers[x.player].swims):
                raise ValueError(f"pending: {x.player} can neither swim nor be lifted off the sunken tile")
    return fields
