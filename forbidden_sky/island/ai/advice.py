"""The hint: the strong team bot's next action and the rest of its turn, each with its reason as
a code and facts (ids, chances) that ``foresight_words`` turns into a sentence.

The bot (``make_bot("strong", HINT_SEED)``) reads only what the players see
(tests/island/test_island_bot.py); given the table's knowledge of the Flood pile's layers it
plays as sharp as it can, and the same position always gets the same hint. The reason is not the
bot's inner score but what the action changes, asked of the core and of the forecast: the
treasure it captures, the chance a key tile sinks before and after a shore-up, the cards the
receiver of a give now holds, the job a move heads for (the next action of the plan that is not
a move), the pawn a Helicopter Lift rescues.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core import Action, GameState, PendingKind, Phase, apply
from ..core.state import FLOODED, SUNK
from .forecast import forecast
from .knowledge import FloodKnowledge

HINT_SEED = 13      # one fixed seed: a hint must not change between two asks of one position
MOVES = ("move", "fly", "navigate")


@dataclass(frozen=True)
class Step:
    action: Action
    reason: str                                   # a key of foresight_words.HINT
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Hint:
    action: Action                                # the action to take now
    reason: str
    params: dict[str, Any]
    turn: tuple[Step, ...] = ()                   # this step and the rest of the bot's planned turn

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.turn or (Step(self.action, self.reason, self.params),)


def hint(state: GameState, know: FloodKnowledge | None = None, seed: int = HINT_SEED) -> Hint:
    """The strong bot's advice for this position (slow: a search of the turn, up to a few tenths
    of a second; a screen asks it in a worker thread, as Sky's hint.py does)."""
    from . import make_bot
    from .strong import StrongBot
    bot = make_bot("strong", seed)
    if know is not None and isinstance(bot, StrongBot):
        bot.know.layers = list(know.layers)
        bot.know._last = state          # so observing this very state keeps the layers
    action = bot.pick(state)
    plan = [(action, state)] + (bot.then() if isinstance(bot, StrongBot) else [])
    steps = []
    for i, (a, s) in enumerate(plan):
        reason, params = explain(s, a, know)
        if reason == "move":
            # moves of one pawn in a row are one walk: each but the last says where the walk goes,
            # the last names the job it goes to (each naming the job read as that job done twice)
            j = i
            while j + 1 < len(plan) and _mover(*plan[j + 1]) == params["who"]:
                j += 1
            if j > i:
                params = {**params, "via": plan[j][0].to}
            else:
                job = next((explain(s2, a2, know) for a2, s2 in plan[i + 1:] if a2.type not in MOVES and
                            a2.type != "end_actions"), None)
                if job is not None:
                    params = {**params, "then": job[0], "then_params": job[1]}
        steps.append(Step(a, reason, params))
    first = steps[0]
    return Hint(action, first.reason, first.params, tuple(steps))


def _mover(action: Action, state: GameState) -> str | None:
    """The pawn a move action moves (None for any other action)."""
    if action.type not in MOVES:
        return None
    if action.type == "navigate":
        return str(action.target)
    return action.player or state.current


def explain(state: GameState, action: Action, know: FloodKnowledge | None = None) -> tuple[str, dict[str, Any]]:
    """The main thing ``action`` does for the team, as (reason code, params)."""
    try:
        after, _ = apply(state, action)
    except Exception as exc:  # noqa: BLE001 - never expected (the bot picks legal actions); a hint must not crash
        return "illegal", {"why": str(exc)}
    if after.outcome == "won":
        return "lift_off", {}
    t = action.type
    who = action.player or (state.pending[0].player if state.pending else state.current)
    if t == "capture":
        return "capture", {"treasure": after.captured[-1], "who": who}
    if t == "shore_up":
        return _shore_reason(state, after, [x for x in (action.tile, action.tile2) if x], know)
    if t == "give":
        card = str(action.card)
        treasure = state.data.treasure_of_card.get(card)
        return "give", {"card": card, "treasure": treasure, "to": action.target,
                        "held": after.hand(str(action.target)).count(card), "need": state.data.rules.capture_cards,
                        # a full hand: the receiver must discard at once
                        "discards": any(p.kind is PendingKind.DISCARD and p.player == action.target for p in after.pending)}
    if t in MOVES:
        mover = _mover(action, state) or who
        return "move", {"how": t, "who": mover, "to": action.to, **_move_facts(state, after, mover, know)}
    if t == "play":
        return _play_reason(state, after, action, know)
    if t == "discard":
        card = str(action.card)
        treasure = state.data.treasure_of_card.get(card)
        spare = treasure is not None and treasure in state.captured
        return "discard", {"card": card, "who": who, "spare": spare}
    if t == "swim":
        return "swim", {"who": who, "to": action.to, "dry": after.tile_status(str(action.to)) != FLOODED}
    if t == "end_actions":
        return "end_actions", {"left": state.actions_left}
    if t in ("draw_treasure", "draw_flood"):
        return t, {"left": state.draws_left}
    return "other", {}


def _sink_chance(state: GameState, tile: str, know: FloodKnowledge | None) -> float:
    odds = forecast(state, know).tiles.get(tile)
    return odds.sinks if odds else 0.0


def _kind_of(state: GameState, tile: str) -> tuple[str, dict[str, Any]]:
    """What a tile is to the team: Fools' Landing, a tile of a treasure still to take (and how
    its other tile stands), a tile with pawns on it, or an ordinary tile."""
    data = state.data
    spec = data.tiles[tile]
    if spec.landing:
        return "landing", {}
    t = spec.treasure
    if t is not None and t not in state.captured:
        other = next(x for x in data.treasures[t].tiles if x != tile)
        s = state.tile_status(other)
        return "treasure", {"treasure": t, "other": "sunk" if s == SUNK else "flooded" if s == FLOODED else "dry"}
    c = state.cell(tile)
    if c is not None and state.pawns_at(c):
        return "pawns", {"pawns": list(state.pawns_at(c))}
    return "tile", {}


def _shore_reason(state: GameState, after: GameState, tiles: list[str], know: FloodKnowledge | None
                  ) -> tuple[str, dict[str, Any]]:
    """The shored tile that matters most (a key tile first) and its chance to sink next phase
    before and after; after a shore-up it can only flood, so "after" is 0 unless its card could
    come up twice."""
    rank = {"landing": 0, "treasure": 1, "pawns": 2, "tile": 3}
    best = min(tiles, key=lambda x: (rank[_kind_of(state, x)[0]], tiles.index(x)))
    kind, facts = _kind_of(state, best)
    return "shore_up", {"tile": best, "tiles": tiles, "kind": kind, **facts,
                        "before": _sink_chance(state, best, know), "after": _sink_chance(after, best, know)}


def _move_facts(state: GameState, after: GameState, who: str, know: FloodKnowledge | None) -> dict[str, Any]:
    """Off a tile that may sink (to one that will not), home to Fools' Landing once every
    treasure is taken, onto a tile of the treasure the mover holds four cards of."""
    data = state.data
    before_tile = state.place[state.at(who)]
    to_tile = after.place[after.at(who)]
    facts: dict[str, Any] = {}
    if len(state.captured) == len(data.treasures) and to_tile == data.landing:
        facts["home"] = True
    t = data.tiles[to_tile].treasure
    if t is not None and t not in state.captured:
        card = next(c for c, tt in data.treasure_of_card.items() if tt == t)
        if after.hand(who).count(card) >= data.rules.capture_cards:
            facts["capture"] = t
    risk = _sink_chance(state, before_tile, know)
    if risk > 0 and _sink_chance(after, to_tile, know) < risk:
        facts["safety"] = risk
    return facts


def _play_reason(state: GameState, after: GameState, action: Action, know: FloodKnowledge | None
                 ) -> tuple[str, dict[str, Any]]:
    data = state.data
    kind = data.cards[str(action.card)].kind
    if kind == "sandbags" and action.tile is not None:
        k, facts = _kind_of(state, action.tile)
        return "sandbags", {"tile": action.tile, "kind": k, **facts,
                            "before": _sink_chance(state, action.tile, know)}
    pawns = list(action.pawns or ())
    src = state.place[state.at(pawns[0])] if pawns else None
    rescue = src is not None and state.tile_status(src) == SUNK
    facts = {"pawns": pawns, "to": action.to, "rescue": rescue}
    if state.phase is Phase.ACTIONS and action.to == data.landing and len(state.captured) == len(data.treasures):
        facts["home"] = True
    t = data.tiles[str(action.to)].treasure if action.to in data.tiles else None
    if t is not None and t not in state.captured:
        card = next(c for c, tt in data.treasure_of_card.items() if tt == t)
        if any(after.hand(p).count(card) >= data.rules.capture_cards for p in pawns):
            facts["capture"] = t
    return "lift", facts


__all__ = ["HINT_SEED", "Hint", "Step", "explain", "hint"]
