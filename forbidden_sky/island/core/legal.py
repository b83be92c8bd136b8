"""Every legal action of a position, in a fixed order."""

from __future__ import annotations

from itertools import combinations

from .actions import Action
from .common import NO_RESCUE, _card_of, _lift_off_problem
from .reach import move_targets, navigate_targets, shore_targets, swim_targets
from .state import FLOODED, SUNK, GameState, PendingKind, Phase


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
