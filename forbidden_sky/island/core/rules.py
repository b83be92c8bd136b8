"""The rules: new_game, legal_actions, apply -> (state, events), why_illegal, describe.

Chance happens only inside ``apply`` of an explicit ``draw_treasure`` or ``draw_flood`` (one
card each), drawn from the state's seed and counter, so a screen can pace the draws and a bot
can step them. Decisions in the middle of play (a hand above the limit, a pawn that must swim
with a choice) are ``pending``: until answered, the only legal actions are their answers and
the Special Action cards, which any player may play at any time.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any, Callable

from ...engine.rng import shuffled
from ...engine.values import evolve
from ..data import IslandData, island_data
from .actions import Action, field_problem
from .events import (
    ActionsEnded,
    CardDiscarded,
    CardGiven,
    FloodCardDrawn,
    FloodDeckReshuffled,
    FloodPhaseBegan,
    GameOver,
    IslandEvent,
    LiftedOff,
    MustDiscard,
    MustSwim,
    PawnMoved,
    SpecialCardPlayed,
    TileFlooded,
    TileSank,
    TileShoredUp,
    TreasureCaptured,
    TreasureCardDrawn,
    TreasureDeckReshuffled,
    TurnBegan,
    WatersRose,
)
from .reach import dive_targets, move_targets, navigate_targets, shore_targets, steps, swim_targets
from .refusals import Refusal
from .state import DRY, FLOODED, SUNK, GameState, LossCause, Pending, PendingKind, Phase

NO_RESCUE = "no_helicopter_rescue"
Events = list[IslandEvent]


# ---- a new game -------------------------------------------------------------------------------

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


# ---- what may be done ---------------------------------------------------------------------------

def legal_actions(state: GameState) -> list[Action]:
    """Every legal action, in a fixed order: the decision asked (or the turn's actions, or the
    draw), then each player's Special Action cards."""
    if state.over:
        return []
    out: list[Action] = []
    if state.pending:
        head = state.pending[0]
        if head.kind is PendingKind.DISCARD:
            out += [Action("discard", player=head.player, card=c) for c in dict.fromkeys(state.hand(head.player))]
        else:
            out += [Action("swim", player=head.player, to=state.place[c]) for c in swim_targets(state, head.player)]
    elif state.phase is Phase.ACTIONS:
        if state.actions_left > 0:
            _turn_actions(state, out)
        out.append(Action("end_actions"))
    elif state.phase is Phase.DRAW_TREASURE:
        out.append(Action("draw_treasure"))
    elif state.phase is Phase.FLOOD:
        out.append(Action("draw_flood"))
    _special_plays(state, out)
    return out


def _turn_actions(state: GameState, out: list[Action]) -> None:
    data, place, status = state.data, state.place, state.status
    p = state.current
    adv = data.adventurers[p]
    here = state.at(p)
    out += [Action("move", to=place[c]) for c in move_targets(state, p)]
    if adv.flies and not state.flight_used:
        out += [Action("fly", to=place[c]) for c in range(len(place)) if status[c] != SUNK and c != here]
    shores = shore_targets(state, p)
    out += [Action("shore_up", tile=place[c]) for c in shores]
    if adv.shore_tiles >= 2:
        out += [Action("shore_up", tile=place[a], tile2=place[b]) for a, b in combinations(shores, 2)]
    hand = state.hand(p)
    gifts = [c for c in dict.fromkeys(hand) if c in data.treasure_of_card]
    if gifts:
        for q, c in zip(state.players, state.pawns, strict=False):
            if q != p and (c == here or adv.gives_anywhere):
                out += [Action("give", target=q, card=card) for card in gifts]
    treasure = data.tiles[place[here]].treasure
    if treasure is not None and treasure not in state.captured:
        card = _card_of(data, treasure)
        if hand.count(card) >= data.rules.capture_cards:
            out.append(Action("capture"))
    if adv.navigates:
        for q in state.players:
            if q != p:
                out += [Action("navigate", target=q, to=place[c]) for c in navigate_targets(state, q, adv.navigates)]


def _special_plays(state: GameState, out: list[Action]) -> None:
    data, place, status = state.data, state.place, state.status
    lift, bags = data.card_of_kind("helicopter_lift"), data.card_of_kind("sandbags")
    groups: list[tuple[int, tuple[str, ...]]] | None = None
    for p, hand in zip(state.players, state.hands, strict=False):
        if lift in hand:
            if _lift_off_problem(state) is None:
                out.append(Action("play", player=p, card=lift, lift_off=True))
            if groups is None:
                groups = _lift_groups(state)
            for cell, pawns in groups:
                dests = [place[c] for c in range(len(place)) if status[c] != SUNK and c != cell]
                for n in range(1, len(pawns) + 1):
                    for chosen in combinations(pawns, n):
                        out += [Action("play", player=p, card=lift, pawns=chosen, to=t) for t in dests]
        if bags in hand:
            out += [Action("play", player=p, card=bags, tile=place[c]) for c in range(len(place)) if status[c] == FLOODED]


def _lift_groups(state: GameState) -> list[tuple[int, tuple[str, ...]]]:
    cells = sorted(set(state.pawns))
    out = []
    for c in cells:
        if state.status[c] == SUNK and NO_RESCUE in state.variants:
            continue
        out.append((c, state.pawns_at(c)))
    return out


def why_illegal(state: GameState, action: Any) -> str | None:
    r = refusal(state, action)
    return None if r is None else r.reason


def refusal(state: GameState, action: Any) -> Refusal | None:
    """The refusal ``apply`` would raise (None if the action is legal)."""
    try:
        apply(state, action)
    except Refusal as r:
        return r
    return None


# ---- applying an action ---------------------------------------------------------------------------

def apply(state: GameState, action: Any) -> tuple[GameState, Events]:
    """The state after ``action`` and what happened; Refusal (an IllegalAction) if the rules
    do not allow it, the state unchanged."""
    bad = field_problem(action)
    if bad:
        raise Refusal("bad_field", field=bad)
    if state.over:
        raise Refusal("game_over")
    handler = _HANDLERS.get(action.type)
    if handler is None:
        raise Refusal("unknown_action", action=action.type)
    events: Events = []
    state = handler(state, action, events)
    return _advance(state, events), events


def _player(state: GameState, name: Any) -> str:
    if name not in state.players:
        raise Refusal("not_a_player", player=name)
    return str(name)


def _blocked(state: GameState) -> None:
    if state.pending:
        head = state.pending[0]
        if head.kind is PendingKind.DISCARD:
            raise Refusal("must_discard_first", player=head.player, limit=state.data.rules.hand_limit)
        raise Refusal("must_swim_first", player=head.player)


def _turn_actor(state: GameState, action: Action) -> str:
    p = _player(state, state.current if action.player is None else action.player)
    _blocked(state)
    if state.phase is not Phase.ACTIONS:
        raise Refusal("not_action_phase")
    if p != state.current:
        raise Refusal("not_your_turn", current=state.current, player=p)
    if state.actions_left <= 0:
        raise Refusal("no_actions_left")
    return p


def _cell(state: GameState, name: Any, key: str) -> int:
    """The cell of a tile named by the action, still in play."""
    if not isinstance(name, str):
        raise Refusal("bad_field", field=key)
    c = state.cell(name)
    if c is None:
        raise Refusal("unknown_tile", tile=name)
    if state.status[c] == SUNK:
        raise Refusal("tile_sunk", tile=name)
    return c


def _spend(state: GameState) -> GameState:
    return evolve(state, actions_left=state.actions_left - 1)


def _card_of(data: IslandData, treasure: str) -> str:
    return next(c for c, t in data.treasure_of_card.items() if t == treasure)


def _move(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    dest = _cell(state, a.to, "to")
    here = state.at(p)
    if dest == here:
        raise Refusal("already_there", player=p, tile=state.place[dest])
    adv = state.data.adventurers[p]
    if dest in steps(state, p)[here]:
        how = "move"
    elif adv.dives and dest in dive_targets(state, here):
        how = "dive"
    else:
        raise Refusal("no_dive_route" if adv.dives else "not_adjacent", player=p, tile=state.place[dest])
    ev.append(PawnMoved(p, state.place[here], state.place[dest], how, p))
    return _spend(state.with_pawn(p, dest))


def _fly(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    if not state.data.adventurers[p].flies:
        raise Refusal("not_a_pilot")
    if state.flight_used:
        raise Refusal("flight_used")
    dest = _cell(state, a.to, "to")
    here = state.at(p)
    if dest == here:
        raise Refusal("already_there", player=p, tile=state.place[dest])
    ev.append(PawnMoved(p, state.place[here], state.place[dest], "fly", p))
    return evolve(_spend(state.with_pawn(p, dest)), flight_used=True)


def _shore_up(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    if a.tile is None:
        raise Refusal("bad_field", field="tile")
    cells = [_cell(state, a.tile, "tile")]
    if a.tile2 is not None:
        if state.data.adventurers[p].shore_tiles < 2:
            raise Refusal("not_an_engineer")
        cells.append(_cell(state, a.tile2, "tile2"))
        if cells[0] == cells[1]:
            raise Refusal("same_tile_twice")
    reach = shore_targets(state, p)
    for c in cells:
        if state.status[c] != FLOODED:
            raise Refusal("not_flooded", tile=state.place[c])
        if c not in reach:
            raise Refusal("out_of_reach", player=p, tile=state.place[c])
    for c in cells:
        state = state.with_status(c, DRY)
        ev.append(TileShoredUp(p, state.place[c], "action"))
    return _spend(state)


def _give(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    q = _player(state, a.target)
    if q == p:
        raise Refusal("give_to_self", player=p)
    if not isinstance(a.card, str):
        raise Refusal("bad_field", field="card")
    if a.card in state.data.cards and a.card not in state.data.treasure_of_card:
        raise Refusal("special_not_given")
    hand = state.hand(p)
    if a.card not in hand:
        raise Refusal("no_such_card", player=p, card=a.card)
    if state.at(p) != state.at(q) and not state.data.adventurers[p].gives_anywhere:
        raise Refusal("not_together", player=p, target=q)
    i = hand.index(a.card)
    state = state.with_hand(p, hand[:i] + hand[i + 1:])
    state = state.with_hand(q, state.hand(q) + (a.card,))
    ev.append(CardGiven(p, q, a.card))
    return _spend(_check_limit(state, q, ev))


def _capture(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    data = state.data
    here = state.at(p)
    tile = state.place[here]
    treasure = data.tiles[tile].treasure
    if treasure is None:
        raise Refusal("no_treasure_here", tile=tile)
    if treasure in state.captured:
        raise Refusal("already_captured", treasure=treasure)
    card = _card_of(data, treasure)
    hand = list(state.hand(p))
    need = data.rules.capture_cards
    if hand.count(card) < need:
        raise Refusal("too_few_cards", treasure=treasure, needed=need, player=p, held=hand.count(card))
    for _ in range(need):
        hand.remove(card)
    state = state.with_hand(p, tuple(hand))
    state = evolve(state, treasure_discard=state.treasure_discard + (card,) * need,
                   captured=state.captured + (treasure,))
    ev.append(TreasureCaptured(p, treasure, tile))
    return _spend(state)


def _navigate(state: GameState, a: Action, ev: Events) -> GameState:
    p = _turn_actor(state, a)
    most = state.data.adventurers[p].navigates
    if not most:
        raise Refusal("not_a_navigator")
    q = _player(state, a.target)
    if q == p:
        raise Refusal("navigate_self")
    dest = _cell(state, a.to, "to")
    here = state.at(q)
    if dest == here:
        raise Refusal("already_there", player=q, tile=state.place[dest])
    if dest not in navigate_targets(state, q, most):
        raise Refusal("too_far", tile=state.place[dest], steps=most, target=q)
    ev.append(PawnMoved(q, state.place[here], state.place[dest], "navigate", p))
    return _spend(state.with_pawn(q, dest))


def _end_actions(state: GameState, a: Action, ev: Events) -> GameState:
    p = _player(state, state.current if a.player is None else a.player)
    _blocked(state)
    if state.phase is not Phase.ACTIONS:
        raise Refusal("not_action_phase")
    if p != state.current:
        raise Refusal("not_your_turn", current=state.current, player=p)
    return evolve(state, actions_left=0)


def _draw_treasure(state: GameState, a: Action, ev: Events) -> GameState:
    if a.player is not None:
        _player(state, a.player)
    _blocked(state)
    if state.phase is not Phase.DRAW_TREASURE or state.draws_left <= 0:
        raise Refusal("not_treasure_phase")
    data, p = state.data, state.current
    state = evolve(state, draws_left=state.draws_left - 1)
    if not state.treasure_deck:         # every card is in a hand: nothing to draw
        return state
    card, deck = state.treasure_deck[0], state.treasure_deck[1:]
    state = evolve(state, treasure_deck=deck)
    ev.append(TreasureCardDrawn(p, card))
    if data.cards[card].kind == "waters_rise":
        state = _waters_rise(state, ev)
        state = evolve(state, treasure_discard=state.treasure_discard + (card,))
    else:
        state = _check_limit(state.with_hand(p, state.hand(p) + (card,)), p, ev)
    if not state.treasure_deck and state.treasure_discard:
        pile, counter = shuffled(state.seed, state.rng_counter, state.treasure_discard)
        state = evolve(state, treasure_deck=tuple(pile), treasure_discard=(), rng_counter=counter)
        ev.append(TreasureDeckReshuffled(len(pile)))
    return state


def _waters_rise(state: GameState, ev: Events) -> GameState:
    """The marker up one tick; the Flood discard shuffled and put on top of the Flood draw
    pile (an empty discard: only the marker). A second Waters Rise! in the same draw finds the
    discard empty, so the discard is shuffled once, as the rulebook says."""
    water = state.water + 1
    if water >= state.data.water.skull:
        state = evolve(state, water=state.data.water.skull)
        ev.append(WatersRose(state.water, 0, 0))
        return _lose(state, LossCause.SKULL, None, ev)
    n = len(state.flood_discard)
    if n:
        pile, counter = shuffled(state.seed, state.rng_counter, state.flood_discard)
        state = evolve(state, flood_deck=tuple(pile) + state.flood_deck, flood_discard=(), rng_counter=counter)
    state = evolve(state, water=water)
    ev.append(WatersRose(water, state.flood_count, n))
    return state


def _draw_flood(state: GameState, a: Action, ev: Events) -> GameState:
    if a.player is not None:
        _player(state, a.player)
    _blocked(state)
    if state.phase is not Phase.FLOOD or state.draws_left <= 0:
        raise Refusal("not_flood_phase")
    state = evolve(state, draws_left=state.draws_left - 1)
    if not state.flood_deck:            # every tile has sunk: nothing to draw
        return state
    tile, deck = state.flood_deck[0], state.flood_deck[1:]
    state = evolve(state, flood_deck=deck)
    ev.append(FloodCardDrawn(tile))
    c = state.cell(tile)
    assert c is not None
    if state.status[c] == DRY:
        state = evolve(state.with_status(c, FLOODED), flood_discard=state.flood_discard + (tile,))
        ev.append(TileFlooded(tile))
    else:
        state = _sink(state, c, ev)
    if not state.over and not state.flood_deck and state.flood_discard:
        pile, counter = shuffled(state.seed, state.rng_counter, state.flood_discard)
        state = evolve(state, flood_deck=tuple(pile), flood_discard=(), rng_counter=counter)
        ev.append(FloodDeckReshuffled(len(pile)))
    return state


def _sink(state: GameState, c: int, ev: Events) -> GameState:
    """The tile and its Flood card leave the game; the losses it causes; its pawns swim."""
    data = state.data
    tile = state.place[c]
    state = state.with_status(c, SUNK)
    ev.append(TileSank(tile, state.pawns_at(c)))
    spec = data.tiles[tile]
    if spec.landing:
        return _lose(state, LossCause.LANDING_SUNK, tile, ev)
    t = spec.treasure
    if t is not None and t not in state.captured and all(state.tile_status(x) == SUNK for x in data.treasures[t].tiles):
        return _lose(state, LossCause.TREASURE_LOST, t, ev)
    for p in state.pawns_at(c):
        options = swim_targets(state, p)
        if len(options) == 1:
            ev.append(PawnMoved(p, tile, state.place[options[0]], "swim", p))
            state = state.with_pawn(p, options[0])
        elif options or _rescue_possible(state):
            state = evolve(state, pending=state.pending + (Pending(PendingKind.SWIM, p),))
            ev.append(MustSwim(p, tuple(state.place[o] for o in options)))
        else:
            return _lose(state, LossCause.DROWNED, p, ev)
    return state


def _rescue_possible(state: GameState) -> bool:
    lift = state.data.card_of_kind("helicopter_lift")
    return NO_RESCUE not in state.variants and any(lift in h for h in state.hands)


def _check_limit(state: GameState, p: str, ev: Events) -> GameState:
    limit = state.data.rules.hand_limit
    n = len(state.hand(p))
    if n > limit and not any(x.kind is PendingKind.DISCARD and x.player == p for x in state.pending):
        state = evolve(state, pending=state.pending + (Pending(PendingKind.DISCARD, p),))
        ev.append(MustDiscard(p, n, limit))
    return state


def _settle_discards(state: GameState) -> GameState:
    limit = state.data.rules.hand_limit
    keep = tuple(x for x in state.pending if x.kind is not PendingKind.DISCARD or len(state.hand(x.player)) > limit)
    return state if keep == state.pending else evolve(state, pending=keep)


def _discard(state: GameState, a: Action, ev: Events) -> GameState:
    head = state.pending[0] if state.pending else None
    p = _player(state, (head.player if head else state.current) if a.player is None else a.player)
    if head is None or not any(x.kind is PendingKind.DISCARD and x.player == p for x in state.pending):
        raise Refusal("no_discard_needed", player=p)
    if head.player != p or head.kind is not PendingKind.DISCARD:
        _blocked(state)
    if not isinstance(a.card, str):
        raise Refusal("bad_field", field="card")
    hand = state.hand(p)
    if a.card not in hand:
        raise Refusal("no_such_card", player=p, card=a.card)
    i = hand.index(a.card)
    state = state.with_hand(p, hand[:i] + hand[i + 1:])
    state = evolve(state, treasure_discard=state.treasure_discard + (a.card,))
    ev.append(CardDiscarded(p, a.card))
    return _settle_discards(state)


def _swim(state: GameState, a: Action, ev: Events) -> GameState:
    head = state.pending[0] if state.pending else None
    p = _player(state, (head.player if head else state.current) if a.player is None else a.player)
    if not any(x.kind is PendingKind.SWIM and x.player == p for x in state.pending):
        raise Refusal("not_swimming", player=p)
    if head is not None and (head.player != p or head.kind is not PendingKind.SWIM):
        _blocked(state)
    dest = _cell(state, a.to, "to")
    if dest not in swim_targets(state, p):
        raise Refusal("cannot_swim_there", player=p, tile=state.place[dest])
    ev.append(PawnMoved(p, state.place[state.at(p)], state.place[dest], "swim", p))
    state = state.with_pawn(p, dest)
    return evolve(state, pending=state.pending[1:])


def _play(state: GameState, a: Action, ev: Events) -> GameState:
    p = _player(state, state.current if a.player is None else a.player)
    data = state.data
    if not isinstance(a.card, str):
        raise Refusal("bad_field", field="card")
    if a.card not in data.special_cards:
        raise Refusal("not_special", card=a.card)
    hand = state.hand(p)
    if a.card not in hand:
        raise Refusal("no_such_card", player=p, card=a.card)
    kind = data.cards[a.card].kind
    if kind == "helicopter_lift":
        if a.lift_off:
            if a.pawns or a.to is not None:
                raise Refusal("lift_off_with_pawns")
            problem = _lift_off_problem(state)
            if problem is not None:
                raise problem
        else:
            moves = _lift_moves(state, a)
    else:
        if a.tile is None:
            raise Refusal("sandbags_no_tile")
        c = _cell(state, a.tile, "tile")
        if state.status[c] != FLOODED:
            raise Refusal("not_flooded", tile=a.tile)
    i = hand.index(a.card)
    state = state.with_hand(p, hand[:i] + hand[i + 1:])
    state = evolve(state, treasure_discard=state.treasure_discard + (a.card,))
    ev.append(SpecialCardPlayed(p, a.card))
    if kind == "helicopter_lift" and a.lift_off:
        ev.append(LiftedOff(p))
        ev.append(GameOver("won", None))
        return evolve(state, outcome="won", phase=Phase.OVER, pending=())
    if kind == "helicopter_lift":
        frm, dest, pawns = moves
        for q in pawns:
            state = state.with_pawn(q, dest)
            ev.append(PawnMoved(q, state.place[frm], state.place[dest], "helicopter_lift", p))
        # a pawn lifted off a sunken tile has been rescued: it no longer swims
        state = evolve(state, pending=tuple(x for x in state.pending if not (x.kind is PendingKind.SWIM and x.player in pawns)))
    else:
        state = state.with_status(c, DRY)
        ev.append(TileShoredUp(p, state.place[c], "sandbags"))
    return _settle_discards(state)


def _lift_moves(state: GameState, a: Action) -> tuple[int, int, tuple[str, ...]]:
    if isinstance(a.to, tuple):
        raise Refusal("lift_one_destination")
    if not a.pawns:
        raise Refusal("lift_no_pawns")
    if a.to is None:
        raise Refusal("lift_no_destination")
    seen: set[str] = set()
    for q in a.pawns:
        _player(state, q)
        if q in seen:
            raise Refusal("lift_pawn_twice", player=q)
        seen.add(q)
    cells = {state.at(q) for q in a.pawns}
    if len(cells) > 1:
        raise Refusal("lift_pawns_apart")
    frm = cells.pop()
    dest = _cell(state, a.to, "to")
    if dest == frm:
        raise Refusal("already_there", player=a.pawns[0], tile=state.place[dest])
    if state.status[frm] == SUNK and NO_RESCUE in state.variants:
        raise Refusal("no_rescue")
    return frm, dest, a.pawns


def _lift_off_problem(state: GameState) -> Refusal | None:
    data = state.data
    if len(set(state.captured)) < len(data.treasures):
        return Refusal("lift_off_treasures")
    landing = state.cell(data.landing)
    if any(c != landing for c in state.pawns) or landing is None or state.status[landing] == SUNK:
        return Refusal("lift_off_everyone", tile=data.landing)
    return None


def _lose(state: GameState, cause: LossCause, detail: str | None, ev: Events) -> GameState:
    ev.append(GameOver("lost", cause.value, detail))
    return evolve(state, outcome="lost", cause=cause, cause_detail=detail, phase=Phase.OVER, pending=())


def _advance(state: GameState, ev: Events) -> GameState:
    """Play goes on by itself where the rules leave no choice: the treasure draw after the
    last action, the flood after the last Treasure card, the next turn after the last Flood card."""
    if state.over:
        return state
    if state.pending:
        for x in state.pending:   # a pawn only a Helicopter Lift could save, and the last Lift is gone
            if x.kind is PendingKind.SWIM and not swim_targets(state, x.player) and not _rescue_possible(state):
                return _lose(state, LossCause.DROWNED, x.player, ev)
        return state
    rules = state.data.rules
    if state.phase is Phase.ACTIONS and state.actions_left <= 0:
        ev.append(ActionsEnded(state.current))
        state = evolve(state, phase=Phase.DRAW_TREASURE, draws_left=rules.treasure_draws)
    if state.phase is Phase.DRAW_TREASURE and state.draws_left <= 0:
        state = evolve(state, phase=Phase.FLOOD, draws_left=state.flood_count)
        ev.append(FloodPhaseBegan(state.draws_left))
    if state.phase is Phase.FLOOD and state.draws_left <= 0:
        nxt = (state.current_index + 1) % len(state.players)
        state = evolve(state, phase=Phase.ACTIONS, current_index=nxt, turn=state.turn + 1,
                       actions_left=rules.actions_per_turn, flight_used=False, draws_left=0)
        ev.append(TurnBegan(state.current, state.turn))
    return state


_HANDLERS: dict[str, Callable[[GameState, Action, Events], GameState]] = {
    "move": _move, "fly": _fly, "shore_up": _shore_up, "give": _give, "capture": _capture,
    "navigate": _navigate, "end_actions": _end_actions, "draw_treasure": _draw_treasure,
    "draw_flood": _draw_flood, "discard": _discard, "swim": _swim, "play": _play,
}


# ---- the view the scenario runner prints ------------------------------------------------------------

def outcome_code(state: GameState) -> str | None:
    if state.outcome is None:
        return None
    return state.outcome if state.cause is None else f"{state.outcome}:{state.cause.value}"


def describe(state: GameState) -> dict[str, Any]:
    """JSON-ready: everything public (the piles' orders are hidden: only their counts)."""
    return {
        "game": "island", "outcome": outcome_code(state), "cause_detail": state.cause_detail,
        "level": state.level, "turn": state.turn, "current": state.current, "phase": state.phase.value,
        "actions_left": state.actions_left, "draws_left": state.draws_left, "flight_used": state.flight_used,
        "water": state.water, "flood_count": state.flood_count,
        "players": {p: {"at": state.place[c], "hand": list(h)}
                    for p, c, h in zip(state.players, state.pawns, state.hands, strict=False)},
        "flooded": [t for t, s in zip(state.place, state.status, strict=False) if s == FLOODED],
        "sunk": [t for t, s in zip(state.place, state.status, strict=False) if s == SUNK],
        "captured": list(state.captured),
        "treasure_deck": len(state.treasure_deck), "treasure_discard": list(state.treasure_discard),
        "flood_deck": len(state.flood_deck), "flood_discard": list(state.flood_discard),
        "pending": [{"kind": x.kind.value, "player": x.player} for x in state.pending],
        "variants": sorted(state.variants),
    }
