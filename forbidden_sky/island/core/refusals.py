"""Why an action is refused: a stable code, its parameters, and the one table of English
sentences (issue 18 moves this table to the catalogs; no other module builds a refusal's words).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.errors import IllegalAction

TEMPLATES: dict[str, str] = {
    "game_over": "the game is over",
    "bad_field": "the action's {field} is not valid",
    "unknown_action": "there is no action called {action}",
    "extra_field": "this {action} takes no {field}",
    "not_a_player": "{player} is not playing this game",
    "not_your_turn": "it is {current}'s turn, not {player}'s",
    "must_discard_first": "{player} must first discard down to {limit} cards",
    "must_swim_first": "{player} must first leave the sunken tile",
    "not_action_phase": "the actions of this turn are over",
    "no_actions_left": "no action is left this turn",
    "not_treasure_phase": "it is not the time to draw Treasure cards",
    "not_flood_phase": "it is not the time to draw Flood cards",
    "unknown_tile": "there is no tile called {tile}",
    "tile_sunk": "{tile} has sunk",
    "already_there": "{player} is already on {tile}",
    "not_adjacent": "{tile} is not next to {player}",
    "no_dive_route": "{player} cannot reach {tile} through flooded or missing tiles",
    "not_a_pilot": "only the Pilot can fly",
    "flight_used": "the Pilot has already flown this turn",
    "not_flooded": "{tile} is not flooded",
    "out_of_reach": "{tile} is out of {player}'s reach",
    "not_an_engineer": "only the Engineer shores up two tiles with one action",
    "same_tile_twice": "two shore-ups need two different tiles",
    "give_to_self": "{player} cannot give a card to themselves",
    "no_such_card": "{player} holds no {card}",
    "special_not_given": "Special Action cards cannot be given",
    "not_together": "{player} and {target} must stand on the same tile to give a card",
    "no_treasure_here": "no treasure can be captured on {tile}",
    "already_captured": "{treasure} has already been captured",
    "too_few_cards": "capturing {treasure} takes {needed} of its cards, and {player} holds {held}",
    "not_a_navigator": "only the Navigator moves other players",
    "navigate_self": "the Navigator moves other players, not himself",
    "too_far": "{tile} is not within {steps} tiles of {target}",
    "no_discard_needed": "{player} has no need to discard",
    "not_swimming": "{player} is not on a sunken tile",
    "cannot_swim_there": "{player} cannot swim to {tile}",
    "not_special": "{card} is not a Special Action card to play",
    "lift_no_pawns": "a Helicopter Lift carries one or more pawns",
    "lift_pawn_twice": "{player} is listed twice",
    "lift_pawns_apart": "a Helicopter Lift carries pawns from one tile only",
    "lift_one_destination": "a Helicopter Lift flies to one tile only",
    "lift_no_destination": "a Helicopter Lift needs a tile to fly to",
    "no_rescue": "in this game a pawn on a sunken tile must swim",
    "lift_off_treasures": "the team can lift off only with all four treasures",
    "lift_off_everyone": "every pawn must stand on {tile} to lift off",
    "lift_off_with_pawns": "a lift off takes the whole team: name no pawns and no tile",
    "sandbags_no_tile": "Sandbags need a flooded tile",
}


def render(code: str, params: Mapping[str, Any]) -> str:
    template = TEMPLATES[code]
    try:
        return template.format(**params)
    except (KeyError, IndexError):   # a missing parameter still gives the sentence, never a traceback
        return template


class Refusal(IllegalAction):
    """An illegal action: ``code`` (stable, for tests and catalogs), ``params`` (ids and
    numbers) and ``reason`` (the English sentence from TEMPLATES)."""

    def __init__(self, code: str, **params: Any):
        self.code = code
        self.params = dict(params)
        super().__init__(render(code, self.params), template=TEMPLATES.get(code))
