"""Every refusal and every outcome cause of Sky's rules: a code, its parameters and the one
table of English templates.

The rules return ``refuse(code, **params)`` (an ``engine.errors.Reason``: a ``str`` whose text is
the English sentence, carrying the code and params) and end a game with ``cause(code, **params)``;
nothing else in the core builds a refusal's or an ending's words. Saves keep the code and the
params only (``Reason`` -> ``{"code", "params"}``), so they carry no language.

Parameters are ids and numbers, never words: ``player``, ``target`` and ``power`` are adventurer
ids, ``players`` a list of them, ``component`` a component kind, ``side`` a launch pad side,
``card`` an equipment card id, ``storm_card`` a Storm card id, ``stat`` health or rope. The
screens turn them into the player's language with the catalogs (forbidden_sky/i18n.py): the templates below are the message ids.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.errors import Reason

TEMPLATES: dict[str, str] = {
    # the door
    "not_an_action": "that is not an action",
    "bad_field": "{problem}",
    "bad_ref": "{problem}",
    "game_over": "the game is over",
    "not_playing": "{player} is not playing in this game",
    "must_choose_first": "first, {player} must choose: {question}",
    "no_choice_pending": "there is no choice to make right now",
    "storm_after_actions": "Storm cards are drawn after the actions: end your actions first",
    "storm_turn": "it is the storm's turn: draw the next Storm card",
    "not_your_turn": "it is {player}'s turn",
    "no_actions_left": "you have no actions left this turn",
    "unknown_action": "unknown action {action}",
    "not_your_choice": "{player} makes this choice",
    "not_a_choice": "that is not one of the choices",
    # moving
    "move_where": "say where to move",
    "no_tile_there": "there is no tile there: nobody walks on sky",
    "already_there": "you are already there",
    "one_step_orthogonal": "you move one tile at a time: up, down, left or right, never diagonally",
    "clouds_between": "clouds lie between those tiles: only the Climber can cross them",
    "not_on_teleporter": "you are not on a teleporter",
    "teleport_to_teleporter": "you can only teleport to another teleporter",
    "already_on_teleporter": "you are already on that teleporter",
    # tiles
    "hand_full_self": "you already hold {limit} tiles, the most you may hold",
    "tile_pile_empty": "the Power Platform pile is empty",
    "tile_not_in_hand": "that tile is not in your hand",
    "place_where": "say where to place the tile",
    "bad_rotation": "a tile turns in quarter turns (0, 90, 180 or 270), not {rot}",
    "space_taken": "that space already holds a tile",
    "must_touch_platform": "the tile must touch a tile of the platform",
    "explore_next_to_you": "you can only explore next to the tile you stand on, not diagonally or further",
    "not_on_a_tile": "you are not standing on a tile",
    "no_copper_your_side": "your tile has no copper on that side, so nothing can connect there",
    "copper_must_meet": "no copper meets copper: turn the tile so its copper faces your tile's copper",
    # wires
    "wire_needs_parts": "a wire needs a kind (short or long) and two components",
    "wire_kind": "a wire is short or long, not {kind}",
    "wire_same_component": "a wire joins two different components",
    "no_such_component": "there is no component {ref} on the platform",
    "stand_at_component": "you must stand on a tile that holds one of the two components",
    "already_joined": "those two components are already joined by a wire",
    "pad_side_has_wire": "the launch pad's side {side} already has its wire",
    "component_full": "{component} already holds two wires",
    "wire_supply_empty": "no {kind} wire is left in the supply",
    "short_wire_too_short": "a short wire does not reach that far",
    "long_wire_too_short": "that is too far for even a long wire",
    "components_touch": "the components touch",
    "wire_would_cross": "it would cross another wire",
    "wire_lies_along": "it would lie along the other wire on that component",
    "wire_passes_over": "it would pass over {component}",
    "closes_without_blueprint": "that wire would close the circuit without the blueprint: it still needs {missing}",
    "unwire_which": "say which wire: its two components",
    "no_such_wire": "there is no such wire",
    "stand_at_wire": "you must stand on a tile that holds one of its components",
    # the launch pad
    "pad_not_found": "the launch pad has not been found yet",
    "stand_on_pad": "stand on one of the launch pad's tiles to turn it",
    "pad_wired": "the launch pad can only be turned while no wire touches it",
    # powers
    "only_power": "only the {power} can do that",
    "help_whom": "choose an adventurer to help",
    "not_near_you": "{target} is not on your tile or a neighbouring tile",
    "already_full": "{target}'s {stat} is already full",
    "only_climber_carries": "only the Climber can bring someone along",
    "carry_another": "the Climber brings another adventurer",
    "carry_not_here": "{target} is not on the Climber's tile",
    "only_navigator": "only the Navigator can move another adventurer",
    "navigate_whom": "choose another adventurer to move",
    "navigate_path": "give the path, one tile per step",
    "navigate_too_far": "the Navigator moves someone at most {steps} tiles",
    "navigate_bad_step": "{target} cannot go from {start} to {end} in one step",
    "only_surveyor": "only the Surveyor can give tiles",
    "gift_not_held": "that tile is not in the Surveyor's hand",
    "gift_whom": "choose another adventurer to receive the tile",
    "gift_too_far": "{target} is not on the Surveyor's tile or a neighbouring tile",
    "gift_hand_full": "{target}'s hand is full",
    "only_electrician": "only the Electrician has a free wire",
    "free_wire_used": "the Electrician has already used her free wire this turn",
    # equipment
    "jet_pack_where": "the Jet Pack flies to a tile of the platform",
    "take_along_whom": "choose another adventurer to take along",
    "not_on_your_tile": "{target} is not on your tile",
    "choose_on_your_tile": "choose an adventurer on your tile",
    "storm_pile_empty": "the Storm pile is empty",
    "stratoscope_order": "put back exactly the top Storm cards, in the order you choose",
    "compass_way": "turn the compass clockwise (cw) or counter-clockwise (ccw)",
    "fuser_needs_parts": "the Remote Fuser needs a wire kind and two components",
    "card_not_held": "you do not hold that card",
    "own_turn_only": "{card} can only be played during your own turn",
    "give_card_whom": "choose another adventurer to receive the card",
    "give_card_elsewhere": "equipment is passed on the same tile: {target} is elsewhere",
}
# Why a game ended (the state's outcome_cause): the end screen and `replay` say it.
CAUSES: dict[str, str] = {
    "launched": "The rocket launched with every adventurer aboard.",
    "left_behind": "The rocket launched without {players}.",
    "electrocuted": "{player} was electrocuted by {storm_card} on turn {turn}.",
    "rope_snapped": "{player}'s rope snapped in {storm_card} on turn {turn}.",
    "swept_away": "The storm reached the skull on turn {turn}: everyone was swept off the platform.",
}

# What each pending decision asks (the ``question`` parameter is the pending kind).
QUESTIONS = {"climber_wind_carry": "take someone across the clouds with the Climber?"}
# Parameter values that are words in a sentence (a stat, a wire kind): listed so the catalogs
# translate them like the templates.
PARAM_WORDS = {"health": "health", "rope": "rope", "short": "short", "long": "long"}
# Parameters whose value is an adventurer id (shown as the adventurer's name).
ADVENTURER_PARAMS = frozenset({"player", "target", "power"})


def _english(table: Mapping[str, str], code: str, params: Mapping[str, Any],
             name: Callable[[str, Any], str] | None) -> str:
    shown = {k: (name(k, v) if name is not None else v) for k, v in params.items()}
    try:
        return table[code].format(**shown)
    except (KeyError, IndexError, ValueError):   # a missing parameter still says the sentence
        return table.get(code, code)


def english_name(key: str, value: Any) -> str:
    """How the English sentence shows one parameter (the catalogs do the same in each language)."""
    if key in ADVENTURER_PARAMS and isinstance(value, str):
        from ..data import game_data
        adv = game_data().adventurers.get(value)
        return adv.name if adv is not None else value
    if key == "players" and isinstance(value, (list, tuple)):
        return ", ".join(english_name("player", v) for v in value)
    if key == "storm_card" and isinstance(value, str):
        from ..data import game_data
        storm = game_data().storm_cards.get(value)
        return storm.name if storm is not None else value
    if key == "card" and isinstance(value, str):
        from ..data import game_data
        card = game_data().equipment.get(value)
        return card.name if card is not None else value
    if key == "component" and isinstance(value, str):
        from .geometry import human_name
        return human_name(value)
    if key in ("start", "end") and isinstance(value, (list, tuple)):
        return str(list(value))
    if key == "question":
        return QUESTIONS.get(value, "answer the question first")
    if key == "missing" and isinstance(value, Mapping):
        words = {"large_capacitor": ("large capacitor", "large capacitors"),
                 "small_capacitor": ("small capacitor", "small capacitors"),
                 "lightning_rod": ("lightning rod", "lightning rods")}
        return ", ".join(f"{n} more {words.get(k, (k, k))[n != 1]}" for k, n in value.items())
    return str(value)


def refuse(code: str, /, **params: Any) -> Reason:
    """The refusal ``code`` with its parameters (ids and numbers)."""
    return Reason(code, params, _english(TEMPLATES, code, params, english_name), TEMPLATES.get(code))


def cause(code: str, /, **params: Any) -> Reason:
    """Why the game ended: ``code`` (CAUSES) with its parameters."""
    return Reason(code, params, _english(CAUSES, code, params, english_name), CAUSES.get(code))


def cause_to_json(value: str | None) -> Any:
    """A save's form of an outcome cause: the code and params (a text from an old save stays)."""
    if isinstance(value, Reason):
        return {"code": value.code, "params": dict(value.params)}
    return value


def cause_from_json(value: Any) -> str | None:
    """Back from a save: ``{"code", "params"}`` (checked by savecheck) or an old save's text."""
    if isinstance(value, Mapping):
        return cause(str(value["code"]), **dict(value.get("params") or {}))
    return value
