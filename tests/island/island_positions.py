"""Small Island positions and an independent brute force over the hidden orders, played by the
rules core itself, for the forecast's tests (tests/island/test_island_forecast.py, test_island_foresight.py)."""

from __future__ import annotations

import random
from fractions import Fraction

from forbidden_sky.engine.values import evolve
from forbidden_sky.island.ai.forecast import swim_choice
from forbidden_sky.island.core import Action, GameState, PendingKind, Phase, apply, new_game
from forbidden_sky.island.core.events import FloodDeckReshuffled, WatersRose
from forbidden_sky.island.core.state import DRY, FLOODED, SUNK

ROLES = ("engineer", "pilot", "diver", "explorer", "messenger", "navigator")


def small_position(seed: int, alive: int = 7, treasure_cards: int = 4) -> tuple[GameState, list[frozenset[str]]]:
    """A late position: most tiles sunk (never Fools' Landing), the rest dry or flooded, a
    small Flood pile (some flooded tiles' cards back in it, as after a reshuffle), a short
    Treasure pile with Waters Rise! cards in it, the meter anywhere below the skull, and known
    layers on top of the Flood pile. Returns (state, layers)."""
    rnd = random.Random(seed)
    players = rnd.sample(ROLES, rnd.randint(2, 4))
    s = new_game(players, rnd.choice(["novice", "normal", "elite", "legendary"]), seed)
    data = s.data
    landing = s.cell(data.landing)
    assert landing is not None
    others = [c for c in range(len(s.place)) if c != landing]
    rnd.shuffle(others)
    keep = sorted([landing] + others[: alive - 1])
    status = [SUNK] * len(s.place)
    for c in keep:
        status[c] = rnd.choice([DRY, FLOODED, FLOODED])
    # a treasure already taken sometimes, so its tiles may sink freely
    captured = tuple(t for t in data.treasures if rnd.random() < 0.3)
    # a treasure not taken must still have a tile in play (else the game would be lost)
    for t in data.treasures:
        if t not in captured and all(status[s.cell(x)] == SUNK for x in data.treasures[t].tiles):
            c = s.cell(data.treasures[t].tiles[0])
            status[c] = FLOODED
            keep.append(c)
    keep = sorted(set(keep))
    tiles = [s.place[c] for c in keep]
    flooded = [t for t in tiles if status[s.cell(t)] == FLOODED]
    dry = [t for t in tiles if status[s.cell(t)] == DRY]
    # each card in the pile or the discard: a dry tile's card mostly in the pile, a flooded one's mostly discarded
    deck, discard = [], []
    for t in dry:
        (deck if rnd.random() < 0.7 else discard).append(t)
    for t in flooded:
        (deck if rnd.random() < 0.3 else discard).append(t)
    if not deck and discard:    # the core never leaves an empty pile beside a full discard
        deck.append(discard.pop())
    rnd.shuffle(deck)
    layers: list[frozenset[str]] = []
    if deck and rnd.random() < 0.5:
        n = rnd.randint(1, len(deck))
        layers = [frozenset(deck[:n])]
    pawns = tuple(rnd.choice(keep) for _ in players)
    # a short Treasure pile: Waters Rise! likely, and a reshuffle in the draw sometimes
    wr = data.card_of_kind("waters_rise")
    plain = [c for c in data.treasure_deck if c != wr]
    rnd.shuffle(plain)
    n_wr = rnd.randint(0, 3)
    pile = [wr] * min(n_wr, treasure_cards) + plain[: max(0, treasure_cards - n_wr)]
    rnd.shuffle(pile)
    tdiscard = [wr] * (3 - pile.count(wr)) + plain[len(pile):len(pile) + rnd.randint(0, 3)]
    lift = data.card_of_kind("helicopter_lift")
    hands = tuple(((lift,) if rnd.random() < 0.25 else ()) for _ in players)
    water = rnd.randint(1, data.water.skull - 1)
    s = evolve(s, status=tuple(status), pawns=pawns, flood_deck=tuple(deck), flood_discard=tuple(discard),
               treasure_deck=tuple(pile), treasure_discard=tuple(tdiscard), hands=hands, captured=captured,
               water=water, phase=Phase.ACTIONS, actions_left=rnd.randint(0, 3), pending=(),
               variants=frozenset({"no_helicopter_rescue"}) if rnd.random() < 0.2 else frozenset())
    return s, layers


def end_actions(s: GameState) -> GameState:
    """From the action phase straight to the draws (no action taken)."""
    if s.phase is Phase.ACTIONS:
        s = evolve(s, actions_left=0)
        s, _ = apply(s, Action("end_actions"))
    return s


def brute_force(s: GameState, layers: list[frozenset[str]], pairs: dict[str, Fraction] | None = None
                ) -> tuple[dict[str, Fraction], dict[str, Fraction], dict[str, Fraction]]:
    """Every way the hidden cards can come up, weighted exactly: before each draw the card on
    top is chosen among the cards it could be (the whole Treasure pile; the Flood pile's top
    layer, the layers followed from the core's own events), put there and drawn by the core.
    Swims answered the forecast's way, a pawn with nowhere to swim lifted if a Lift is held,
    a discard on the hand limit answered with the first card not a Lift. Returns (floods, sinks, losses)
    per tile / cause, as exact fractions, the draws taken to the phase's end or the loss; and,
    into ``pairs``, the chance both tiles of each treasure still to take are sunk once the
    phase's cards are all drawn (counted on past a loss, as the per-tile odds are)."""
    pairs = {} if pairs is None else pairs
    wanted = {t: spec.tiles for t, spec in s.data.treasures.items() if t not in s.captured}

    def gone(status: dict[str, int], p: Fraction) -> None:
        for t, tiles in wanted.items():
            if all(status[x] == SUNK for x in tiles):
                pairs[t] = pairs.get(t, Fraction(0)) + p

    start = s.status
    floods: dict[str, Fraction] = {}
    sinks: dict[str, Fraction] = {}
    losses: dict[str, Fraction] = {}
    turn = s.turn
    deck = frozenset(s.flood_deck)
    known: frozenset[str] = frozenset().union(*layers) if layers else frozenset()
    lay0 = [x & deck for x in layers if x & deck] + ([deck - known] if deck - known else [])

    def add(box: dict[str, Fraction], k: str, p: Fraction) -> None:
        box[k] = box.get(k, Fraction(0)) + p

    def walk(s: GameState, lay: list[frozenset[str]], p: Fraction, seen: frozenset[str], sank: frozenset[str]) -> None:
        if s.over:
            key = s.cause.value + (f":{s.cause_detail}" if s.cause_detail and s.cause.value != "landing_sunk" else "")
            add(losses, key, p)
            return
        if s.turn != turn:
            gone({t: s.tile_status(t) for t in s.place}, p)
            return
        if s.pending:
            head = s.pending[0]
            if head.kind is PendingKind.DISCARD:
                lift = s.data.card_of_kind("helicopter_lift")
                hand = s.hand(head.player)
                card = next((c for c in hand if c != lift), hand[0])
                s2, _ = apply(s, Action("discard", player=head.player, card=card))
            else:
                from forbidden_sky.island.core.reach import swim_targets
                options = swim_targets(s, head.player)
                if options:
                    s2, _ = apply(s, Action("swim", player=head.player, to=s.place[swim_choice(start, options)]))
                else:
                    lift = s.data.card_of_kind("helicopter_lift")
                    holder = next(q for q in s.players if lift in s.hand(q))
                    here = s.at(head.player)
                    pawns = tuple(q for q in s.players if s.at(q) == here)
                    to = swim_choice(start, [c for c in range(len(s.status)) if s.status[c] != SUNK])
                    s2, _ = apply(s, Action("play", player=holder, card=lift, pawns=pawns, to=s.place[to]))
            walk(s2, lay, p, seen, sank)
            return
        if s.phase is Phase.DRAW_TREASURE:
            if not s.treasure_deck:
                s2, ev = apply(s, Action("draw_treasure"))
                walk(s2, lay, p, seen, sank)
                return
            kinds: dict[str, int] = {}
            for c in s.treasure_deck:
                kinds[c] = kinds.get(c, 0) + 1
            for c, n in kinds.items():
                rest = list(s.treasure_deck)
                rest.remove(c)
                s2, ev = apply(evolve(s, treasure_deck=(c, *rest)), Action("draw_treasure"))
                lay2 = list(lay)
                for e in ev:
                    if isinstance(e, WatersRose) and e.reshuffled:
                        lay2 = [frozenset(s.flood_discard)] + lay2
                walk(s2, lay2, p * Fraction(n, len(s.treasure_deck)), seen, sank)
            return
        if s.phase is not Phase.FLOOD:
            return
        if not s.flood_deck:
            s2, _ = apply(s, Action("draw_flood"))
            walk(s2, lay, p, seen, sank)
            return
        top = lay[0]
        for c in sorted(top):
            rest = [x for x in s.flood_deck if x != c]
            was = s.tile_status(c)
            s2, ev = apply(evolve(s, flood_deck=(c, *rest)), Action("draw_flood"))
            q = p * Fraction(1, len(top))
            lay2 = [top - {c}, *lay[1:]]
            lay2 = [x for x in lay2 if x]
            if any(isinstance(e, FloodDeckReshuffled) for e in ev):
                lay2 = [frozenset(s2.flood_deck)]
            # the per-tile odds count every card of the phase, even after a loss: the tree goes on
            add(floods if was == DRY else sinks, c, q)
            if s2.over and s2.phase is not Phase.FLOOD:
                key = s2.cause.value + (f":{s2.cause_detail}" if s2.cause.value != "landing_sunk" else "")
                add(losses, key, q)
                _rest_of_phase(s, c, was, lay2, q, s.draws_left - 1, floods, sinks, gone)
                continue
            walk(s2, lay2, q, seen, sank)

    walk(end_actions(s), lay0, Fraction(1), frozenset(), frozenset())
    return floods, sinks, losses


def _rest_of_phase(s: GameState, c: str, was: int, lay: list[frozenset[str]], p: Fraction, left: int,
                   floods: dict[str, Fraction], sinks: dict[str, Fraction], gone) -> None:
    """After a card that lost the game: the cards the phase would still have drawn, for the
    per-tile odds only (statuses followed by hand: dry floods, flooded sinks)."""
    status = {t: s.tile_status(t) for t in s.place}
    status[c] = FLOODED if was == DRY else SUNK
    discard = set(s.flood_discard) | ({c} if was == DRY else set())

    def go(status: dict[str, int], lay: list[frozenset[str]], discard: set[str], p: Fraction, left: int) -> None:
        if left <= 0:
            gone(status, p)
            return
        lay = [x for x in lay if x]
        if not lay:
            if not discard:
                gone(status, p)
                return
            lay, discard = [frozenset(discard)], set()
        top = lay[0]
        for x in sorted(top):
            q = p * Fraction(1, len(top))
            st = dict(status)
            d2 = set(discard)
            if st[x] == DRY:
                floods[x] = floods.get(x, Fraction(0)) + q
                st[x] = FLOODED
                d2.add(x)
            else:
                sinks[x] = sinks.get(x, Fraction(0)) + q
                st[x] = SUNK
            rest = [top - {x}, *lay[1:]]
            rest = [y for y in rest if y]
            if not rest and d2:
                rest, d2 = [frozenset(d2)], set()
            go(st, rest, d2, q, left - 1)
    rest = [x for x in lay if x]
    if not rest and discard:
        rest, discard = [frozenset(discard)], set()
    go(status, rest, discard, p, left)
