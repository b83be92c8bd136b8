"""Invariants of random legal play from random setups (Hypothesis): every Treasure card and
every Flood card accounted for, pawns only on tiles in play, the water never falling, every
state round-tripping through its JSON, legal_actions exactly the actions apply accepts (on a
sample of hostile candidates), and the same seed and actions giving the same game."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forbidden_sky.island.core import Action, GameState, PendingKind, Refusal, apply, legal_actions, new_game
from forbidden_sky.island.core.actions import ACTION_TYPES
from forbidden_sky.island.core.events import EVENT_TYPES
from forbidden_sky.island.core.refusals import TEMPLATES
from forbidden_sky.island.core.state import SUNK
from forbidden_sky.island.data import island_data

DATA = island_data()
ADVENTURERS = list(DATA.adventurers)
LEVELS = list(DATA.levels)
TILES = list(DATA.tiles)
CARDS = list(DATA.cards)
DECK = Counter(DATA.treasure_deck)

setups = st.tuples(
    st.permutations(ADVENTURERS).flatmap(lambda p: st.integers(2, 4).map(lambda n: tuple(p[:n]))),
    st.sampled_from(LEVELS),
    st.integers(0, 2**31 - 1),
    st.integers(0, 2**31 - 1),
    st.lists(st.sampled_from(sorted(DATA.variants)), unique=True, max_size=2),
    st.booleans(),
)


def pick(state: GameState, rnd: random.Random, careful: bool = False) -> Action:
    """A random legal action, the type chosen first: uniform over actions would be mostly
    Helicopter Lifts (a held Lift offers a hundred destinations). A careful player shores up
    and captures when it can, so games last long enough to reach captures, late water and wins."""
    acts = legal_actions(state)
    by_type: dict[str, list[Action]] = {}
    for a in acts:
        by_type.setdefault(a.type, []).append(a)
    if careful:
        for a in acts:
            if a.type == "capture" or a.lift_off:
                return a
        if "shore_up" in by_type and rnd.random() < 0.7:
            return rnd.choice(by_type["shore_up"])
        if "give" in by_type and rnd.random() < 0.3:
            return rnd.choice(by_type["give"])
        by_type.pop("play", None) if len(by_type) > 1 and rnd.random() < 0.8 else None
    kind = rnd.choice(sorted(by_type))
    return rnd.choice(by_type[kind])


def check_invariants(s: GameState) -> None:
    cards: Counter[str] = Counter(s.treasure_deck) + Counter(s.treasure_discard)
    for h in s.hands:
        cards.update(h)
    assert cards == DECK, "the 28 Treasure cards are in the deck, the discard and the hands"
    flood = s.flood_deck + s.flood_discard
    alive = {t for t, st_ in zip(s.place, s.status, strict=True) if st_ != SUNK}
    assert len(set(flood)) == len(flood) and set(flood) == alive, "one Flood card for each tile not sunk"
    swimmers = {x.player for x in s.pending if x.kind is PendingKind.SWIM}
    for p, c in zip(s.players, s.pawns, strict=True):
        assert s.status[c] != SUNK or p in swimmers or s.over, f"{p} stands in the sea"
    for p, h in zip(s.players, s.hands, strict=True):
        assert len(h) <= DATA.rules.hand_limit or any(x.player == p for x in s.pending) or s.over
    assert sorted(s.place) == sorted(TILES)
    assert 1 <= s.water <= DATA.water.skull
    assert len(set(s.captured)) == len(s.captured)


def normal(state: GameState, a: Action) -> Action:
    """One form for actions apply treats alike (the acting player spelt out or not, the
    Engineer's two tiles in either order, the lifted pawns in any order)."""
    if a.type in ("discard", "swim") and a.player is None and state.pending:
        a = a._replace(player=state.pending[0].player)
    elif a.type == "play" and a.player is None:
        a = a._replace(player=state.current)
    elif a.type not in ("discard", "swim", "play") and a.player == state.current:
        a = a._replace(player=None)
    if a.type == "shore_up" and a.tile2 is not None and a.tile is not None and a.tile2 < a.tile:
        a = a._replace(tile=a.tile2, tile2=a.tile)
    if a.pawns is not None and all(p in state.players for p in a.pawns):
        a = a._replace(pawns=tuple(sorted(a.pawns, key=state.players.index)))
    return a


def candidate(state: GameState, rnd: random.Random) -> Action:
    """A random action built from real ids: mostly illegal, sometimes legal."""
    people = list(state.players) + ["messenger", "nobody"]
    def maybe(values: list, p: float = 0.6):
        return rnd.choice(values) if rnd.random() < p else None
    kind = rnd.choice(ACTION_TYPES)
    pawns = tuple(rnd.sample(people, rnd.randint(0, 3))) if rnd.random() < 0.5 else None
    return Action(kind, player=maybe(people, 0.4), to=maybe(TILES), tile=maybe(TILES), tile2=maybe(TILES, 0.2),
                  target=maybe(people), card=maybe(CARDS), pawns=pawns, lift_off=rnd.random() < 0.1)


@given(setups)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_random_play_keeps_every_invariant(setup):
    players, level, seed, play_seed, variants, careful = setup
    rnd = random.Random(play_seed)
    s = new_game(players, level, seed, variants)
    check_invariants(s)
    for _ in range(400):
        if s.over:
            break
        legal = legal_actions(s)
        assert legal, "a game not over always offers an action"
        assert len(set(legal)) == len(legal), "legal_actions lists each action once"
        norm_legal = {normal(s, a) for a in legal}
        for a in rnd.sample(legal, min(len(legal), 12)):
            apply(s, a)            # raises if a listed action is refused
        for _ in range(12):
            a = candidate(s, rnd)
            try:
                apply(s, a)
            except Refusal as r:
                assert r.code in TEMPLATES and r.reason
                assert normal(s, a) not in norm_legal, f"{a} is listed but refused: {r.code}"
            else:
                assert normal(s, a) in norm_legal, f"{a} is accepted but not listed"
        before = s
        s, events = apply(s, pick(s, rnd, careful))
        for e in events:
            assert e.type in EVENT_TYPES
            json.dumps(e.to_dict())
        assert s.water >= before.water, "the water never falls"
        assert s.turn >= before.turn
        check_invariants(s)
        doc = json.loads(json.dumps(s.to_dict()))
        again = GameState.from_dict(doc)
        assert again == s and again.to_dict() == s.to_dict()


@given(setups)
@settings(max_examples=15, deadline=None)
def test_the_same_seed_and_actions_give_the_same_game(setup):
    players, level, seed, play_seed, variants, careful = setup
    rnd = random.Random(play_seed)
    s = new_game(players, level, seed, variants)
    trail = [s]
    actions = []
    while not s.over and len(actions) < 200:
        a = pick(s, rnd, careful)
        actions.append(a)
        s, _ = apply(s, a)
        trail.append(s)
    replay = new_game(players, level, seed, variants)
    assert replay == trail[0]
    for a, want in zip(actions, trail[1:], strict=True):
        replay, _ = apply(replay, a)
        assert replay == want
