"""Forbidden Island's bots (issue 17 part 5): legal through whole games at every player count,
honest (the hidden order of the piles never changes a choice), and strong enough to win a
seeded sample of Novice two-player games above a floor that the random bot cannot reach.

Bot games are slow: the default run plays a few; the larger sample is marked slow."""

from __future__ import annotations

import copy
import random

import pytest

from forbidden_sky import simulate
from forbidden_sky.engine import registry
from forbidden_sky.island.ai import BOTS, make_bot, strong
from forbidden_sky.island.ai.knowledge import FloodKnowledge, draw_chances, twice_chances, waters_rise_chance
from forbidden_sky.island.ai.strong import StrongBot
from forbidden_sky.island.core import Action, GameState, Phase, apply, legal_actions, new_game
from forbidden_sky.island.core.state import FLOODED
from forbidden_sky.island.core.events import FloodCardDrawn, FloodDeckReshuffled, WatersRose
from forbidden_sky.engine.values import evolve

GAME = registry.get("island")
SLOW_FLOOR = 55     # the cell measured 66 of 100 (bench/BALANCE.md, 2026-12-06 reserve; 65 in phase and meet, 71 before): a floor with room for changes


def _play(players: list[str], level: str, seed: int, bot: str = "strong", check=None, max_steps: int = 4000):
    """A whole game, each action checked against legal_actions before it is applied."""
    s = new_game(players, level, seed)
    b = make_bot(bot, seed)
    layers: list[int] = []
    for _ in range(max_steps):
        if s.over:
            break
        a = b.pick(s)
        assert a in legal_actions(s), (s.turn, s.phase, a)
        if check is not None:
            check(s, b, layers)
        s, events = apply(s, a)
        _follow_layers(layers, events)
    return s


def _follow_layers(layers: list[int], events) -> None:
    """The sizes of the known layers on top of the Flood pile, followed from the events alone
    (the test's own bookkeeping, independent of the bot's)."""
    for e in events:
        if isinstance(e, WatersRose) and e.reshuffled:
            layers.insert(0, e.reshuffled)
        elif isinstance(e, FloodCardDrawn) and layers:
            layers[0] -= 1
            if not layers[0]:
                layers.pop(0)
        elif isinstance(e, FloodDeckReshuffled):
            layers.clear()


def _shuffle_hidden(s: GameState, layers: list[int], rnd: random.Random) -> GameState:
    """The same public position, another hidden order: the Treasure pile shuffled, the Flood
    pile shuffled inside each known layer and below them."""
    treasure = list(s.treasure_deck)
    rnd.shuffle(treasure)
    flood = list(s.flood_deck)
    out: list[str] = []
    at = 0
    for n in [*layers, len(flood)]:
        part = flood[at:at + n]
        rnd.shuffle(part)
        out += part
        at += n
    assert sorted(out) == sorted(flood)
    return evolve(s, treasure_deck=tuple(treasure), flood_deck=tuple(out))


@pytest.mark.parametrize("players, level, seed", [
    (["pilot", "messenger"], "novice", 3),
    (["engineer", "explorer", "diver"], "normal", 5),
    (["navigator", "pilot", "messenger", "engineer"], "elite", 8),
])
def test_the_strong_bot_plays_only_legal_actions_to_the_end(players, level, seed):
    s = _play(players, level, seed)
    assert s.over


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_random_bot_plays_only_legal_actions_to_the_end(n):
    roles = list(GAME.setup.roles)
    s = _play(random.Random(n).sample(roles, n), "novice", 11 + n, bot="random")
    assert s.over


def test_the_strong_bot_never_reads_the_hidden_order_of_a_pile():
    """At every decision of a whole game the bot (a copy, with what it has seen so far) is shown
    the true state and the same state with the hidden orders shuffled: it chooses the same."""
    rnd = random.Random(7)
    compared = {"n": 0, "layered": 0}

    def check(s, bot, layers):
        shown = _shuffle_hidden(s, layers, rnd)
        if shown == s:
            return
        mine, other = copy.deepcopy(bot), copy.deepcopy(bot)
        assert mine.pick(s) == other.pick(shown), (s.turn, s.phase)
        compared["n"] += 1
        compared["layered"] += bool(layers)

    s = _play(["diver", "navigator", "pilot"], "normal", 21, check=check)
    assert s.over
    # the test measured something: many decisions, some with a known layer on the Flood pile
    assert compared["n"] >= 50 and compared["layered"] >= 5, compared


def test_a_fresh_bot_shown_a_shuffled_position_chooses_the_same():
    rnd = random.Random(3)
    positions = []
    s = new_game(["engineer", "messenger"], "novice", 2)
    b = make_bot("strong", 2)
    while not s.over and len(positions) < 40:
        positions.append(s)
        s, _ = apply(s, b.pick(s))
    for p in positions:
        # a fresh bot knows no layer: every order of each pile must look the same to it
        flood = list(p.flood_deck)
        rnd.shuffle(flood)
        shown = _shuffle_hidden(evolve(p, flood_deck=tuple(flood)), [], rnd)
        assert make_bot("strong", 2).pick(p) == make_bot("strong", 2).pick(shown)


def test_the_lookahead_samples_only_what_the_table_knows():
    """The lookahead past the turn (StrongBot(ahead=...)) plays sampled worlds: built from the
    piles' make-up and the known layers alone, with a seed of its own for the shuffles to come.
    Shown the same public position with the hidden orders shuffled and another game seed (the
    reshuffles still to come), a fresh bot chooses the same."""
    rnd = random.Random(5)
    s = new_game(["pilot", "messenger"], "novice", 4)
    b = make_bot("strong", 4)
    starts = []
    while not s.over and len(starts) < 4:
        if s.phase is Phase.ACTIONS and not s.pending and s.actions_left == 3:
            starts.append(s)
        s, _ = apply(s, b.pick(s))
    assert len(starts) == 4
    for p in starts:
        flood = list(p.flood_deck)
        rnd.shuffle(flood)
        shown = evolve(_shuffle_hidden(evolve(p, flood_deck=tuple(flood)), [], rnd), seed=p.seed + 1000)
        assert shown != p
        assert StrongBot(4, ahead=(3, 2, 40)).pick(p) == StrongBot(4, ahead=(3, 2, 40)).pick(shown)
        # the "exact" scoring (the forecast's loss odds for the coming draws) is honest too
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(strong, "AHEAD_MODE", "exact")
            assert StrongBot(4, ahead=(3, 2, 40)).pick(p) == StrongBot(4, ahead=(3, 2, 40)).pick(shown)
        # the worlds it samples are the same, draw for draw (the true order, the game's seed never leak in)
        a, b2 = StrongBot(4), StrongBot(4)
        a.know.observe(p)
        b2.know.observe(shown)
        assert [a._sample(p, random.Random(i)) for i in range(3)] == [b2._sample(shown, random.Random(i)) for i in range(3)]


def test_the_flood_knowledge_follows_a_waters_rise_from_sets_alone():
    s = new_game(["engineer", "messenger"], "novice", 4)
    know = FloodKnowledge()
    know.observe(s)
    seen = frozenset(s.flood_discard)
    # the next state after a Waters Rise!: the discard on top of the pile, the marker up
    risen = evolve(s, flood_deck=tuple(sorted(seen)) + s.flood_deck, flood_discard=(), water=s.water + 1)
    know.observe(risen)
    assert know.layers == [seen]
    assert know.rest(risen) == frozenset(s.flood_deck)
    # two cards of that layer drawn: they leave it
    drawn = sorted(seen)[:2]
    after = evolve(risen, flood_deck=tuple(sorted(seen))[2:] + s.flood_deck, flood_discard=tuple(drawn))
    know.observe(after)
    assert know.layers == [seen - frozenset(drawn)]


def test_the_draw_chances_take_the_known_layer_first():
    top, rest = frozenset({"a", "b"}), frozenset({"c", "d", "e", "f"})
    p = draw_chances([top], rest, frozenset(), 3)
    assert p["a"] == p["b"] == 1.0 and p["c"] == pytest.approx(0.25)
    p = draw_chances([], top | rest, frozenset(), 3)
    assert p["a"] == pytest.approx(0.5)


def test_a_card_comes_up_twice_only_when_the_pile_runs_out():
    top, rest = frozenset({"a", "b"}), frozenset({"c"})
    assert twice_chances([top], rest, frozenset({"d"}), 3) == {}
    # three cards in the pile, five draws: two more from the four reshuffled (the discard's one too)
    q = twice_chances([top], rest, frozenset({"d"}), 5)
    assert q == {"a": pytest.approx(0.5), "b": pytest.approx(0.5), "c": pytest.approx(0.5)}


def test_the_waters_rise_chance_comes_from_the_pile_make_up():
    s = new_game(["engineer", "messenger"], "novice", 4)
    n, w = len(s.treasure_deck), 3
    assert waters_rise_chance(s, 2) == pytest.approx(1 - (n - w) / n * (n - 1 - w) / (n - 1))
    s2 = evolve(s, treasure_discard=("waters_rise",) * 3, treasure_deck=tuple(c for c in s.treasure_deck if c != "waters_rise"))
    assert waters_rise_chance(s2, 2) == 0.0


def test_the_game_makes_its_bots_and_refuses_an_unknown_one():
    assert set(GAME.bots) == set(BOTS) and GAME.bots[0] == "strong"
    assert GAME.make_bot("strong", 1).name == "strong"
    with pytest.raises(ValueError):
        GAME.make_bot("psychic", 1)


def _wins(games: int, seed: int = 1) -> int:
    won = 0
    for i in range(games):
        s = simulate.play_one(2, "novice", seed + i, game_id="island")
        won += GAME.outcome(s).won
    return won


def test_the_strong_bot_wins_novice_two_player_games():
    """Twenty seeded games (seeds 1-20, two players, Novice). The random bot wins none (about
    0 %); a bot at the published rule-based rate (20 %) reaches eight of twenty about one time
    in thirty. The bot wins ten of them (its measured rate over 100 games, 64 %, and over 1,000,
    70.7 %, is in bench/BALANCE.md, 2026-12-05 later), so the floor leaves room for changes; twelve games were
    too few: the bot of 2026-12-03 won five of seeds 1-12, where the rule-based rate reaches five
    one time in fourteen."""
    assert _wins(20) >= 8


@pytest.mark.slow
def test_the_strong_bot_wins_the_balance_sample_of_novice_two_player_games_slow():
    """The 100 games of bench/BALANCE.md's two-player Novice cell (seeds 1-100)."""
    assert _wins(100, seed=1) >= SLOW_FLOOR


def _flood_phase(flooded: list[str], pile: int) -> GameState:
    """The flood phase of a two-player game: ``flooded`` the only flooded tiles, their cards in a
    Flood pile of ``pile`` cards, the Pilot holding one Sandbags card, both pawns on dry tiles."""
    s = new_game(["pilot", "messenger"], "novice", 4)
    status = [0] * len(s.place)
    for t in flooded:
        status[s.cell(t)] = FLOODED
    dry = [t for t in s.place if t not in flooded]
    deck = tuple(flooded + dry[: pile - len(flooded)])
    return evolve(s, status=tuple(status), flood_deck=deck, flood_discard=tuple(t for t in s.place if t not in deck),
                  phase=Phase.FLOOD, draws_left=2, hands=((s.data.card_of_kind("sandbags"),), ()),
                  pawns=(s.cell(dry[-1]), s.cell(dry[-2])))


def test_a_sandbags_card_is_kept_unless_the_flood_phase_puts_enough_at_stake():
    """Sandbags before a Flood card only when the rest of the phase risks more than the card is
    worth kept (bench/BALANCE.md: spent on any flooded treasure tile from turn 1, none were left
    when Fools' Landing sank): kept for a treasure tile whose partner is dry in a long pile,
    played on a flooded Fools' Landing when its card may be one of the next two of three."""
    kept = _flood_phase(["temple_of_the_moon"], 15)
    assert any(a.type == "play" for a in legal_actions(kept))
    assert StrongBot(1).pick(kept).type == "draw_flood"
    landing = _flood_phase(["fools_landing"], 3)
    a = StrongBot(1).pick(landing)
    assert (a.type, a.tile) == ("play", "fools_landing")


def test_a_sandbags_card_is_weighed_against_the_rest_of_the_flood_phase():
    """Four Flood cards to draw from a pile of twelve, a flooded Fools' Landing's card among them:
    each card alone is one chance in twelve (83 points at stake, under the 100 a kept Sandbags is
    worth), but waiting through all four risks the game one time in three; the card is played
    (``strong.BAG_PHASE``; the next card alone was weighed before, and the bot drew all four
    cards of such a phase: seed 9, turn 23, four of nine). One card left, of twelve or twenty,
    still keeps it."""
    four = evolve(_flood_phase(["fools_landing"], 12), draws_left=4)
    a = StrongBot(1).pick(four)
    assert (a.type, a.tile) == ("play", "fools_landing")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(strong, "BAG_PHASE", False)
        assert StrongBot(1).pick(four).type == "draw_flood"
    for pile in (12, 20):
        calm = evolve(_flood_phase(["fools_landing"], pile), draws_left=1)
        assert any(a.type == "play" for a in legal_actions(calm))
        assert StrongBot(1).pick(calm).type == "draw_flood"


def test_the_learned_correction_is_off_by_default_and_honest_when_on():
    """``judge.LEARN`` (ai/learned.py: a logistic fit of self-play outcomes) and ``judge.BLOCKED``
    are 0 by default (measured, not kept: bench/BALANCE.md): the judgement is the hand-made one. Turned on, it reads only what the table sees: a
    fresh bot shown a position with its hidden orders shuffled chooses the same."""
    from forbidden_sky.island.ai import judge, learned
    from forbidden_sky.island.ai.judge import chances, evaluate, judge_only, learned_features

    assert judge.LEARN == 0.0 and judge.BLOCKED == 0.0
    rnd = random.Random(9)
    s = new_game(["pilot", "messenger"], "novice", 6)
    b = make_bot("strong", 6)
    positions = []
    while not s.over and len(positions) < 30:
        positions.append(s)
        s, _ = apply(s, b.pick(s))
    know = FloodKnowledge()
    p = positions[-1]
    ch = chances(p, know)
    assert evaluate(p, ch) == judge_only(p, ch)
    assert len(learned_features(p, ch)) == len(learned.NAMES) == len(learned.WEIGHTS or ())
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(judge, "LEARN", 1.0)
        assert evaluate(p, ch) == judge_only(p, ch) + learned.correction(learned_features(p, ch))
        for q in positions[::3]:
            flood = list(q.flood_deck)
            rnd.shuffle(flood)
            shown = _shuffle_hidden(evolve(q, flood_deck=tuple(flood)), [], rnd)
            assert make_bot("strong", 6).pick(q) == make_bot("strong", 6).pick(shown)


def test_the_capacity_charge_counts_the_useful_cards_a_full_collector_must_drop():
    """``judge.CAPACITY`` (off by default: measured, not kept, bench/BALANCE.md): two full hands
    holding two Crystal cards each cannot bring four together without dropping two useful cards;
    when the other hand's cards are of a treasure already taken, they are free to drop."""
    from forbidden_sky.island.ai import judge

    assert judge.CAPACITY == 0.0
    s = new_game(["navigator", "explorer"], "novice", 3)
    crys, earth, wind = "crystal_of_fire", "earth_stone", "statue_of_the_wind"
    assert {s.data.treasure_of_card[c] for c in (crys, earth, wind)} == {"crystal_of_fire", "earth_stone",
                                                                          "statue_of_the_wind"}
    stuck = evolve(s, hands=((crys, crys, earth, earth, earth), (crys, crys, wind, wind, wind)))
    dists = [judge.distances(stuck, p) for p in stuck.players]
    cost, forced = judge._capture_plan(stuck, "crystal_of_fire", [2, 2], dists)
    assert forced == 0 and cost == judge._capture_cost(stuck, "crystal_of_fire", [2, 2], dists)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(judge, "CAPACITY", 20.0)
        assert judge._capture_plan(stuck, "crystal_of_fire", [2, 2], dists)[1] == 2
        free = evolve(stuck, captured=("statue_of_the_wind",))
        assert judge._capture_plan(free, "crystal_of_fire", [2, 2], dists)[1] == 0


def test_the_lift_growth_prices_a_kept_lift_by_the_treasures_taken():
    """``judge.LIFT_GROW`` (off by default: measured, not kept): with it on, a Helicopter Lift in
    hand is worth that much more for each treasure taken, until all are taken (then the flight
    home's own price stands); with it off, the same position judges the same either way."""
    from forbidden_sky.island.ai import judge

    assert judge.LIFT_GROW == 0.0
    s = new_game(["navigator", "explorer"], "novice", 3)
    lift = s.data.card_of_kind("helicopter_lift")
    crys = "crystal_of_fire"
    ch = judge.Chances({}, 0.0)
    with_lift = evolve(s, hands=((lift, crys), (crys,)))
    without = evolve(s, hands=((crys, crys), (crys,)))

    def gain(taken: tuple[str, ...]) -> float:
        return judge.evaluate(evolve(with_lift, captured=taken), ch) - judge.evaluate(evolve(without, captured=taken), ch)

    off = [gain(()), gain(("earth_stone",)), gain(("earth_stone", "oceans_chalice"))]
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(judge, "LIFT_GROW", 40.0)
        on = [gain(()), gain(("earth_stone",)), gain(("earth_stone", "oceans_chalice"))]
    assert on[0] == pytest.approx(off[0])
    assert on[1] - off[1] == pytest.approx(40.0)
    assert on[2] - off[2] == pytest.approx(80.0)


def test_the_next_guard_charges_a_flooded_landing_only_when_the_next_player_is_out_of_reach():
    """``judge.NEXT_GUARD`` (off by default: measured, not kept, bench/BALANCE.md): in the action
    phase a flooded Fools' Landing the next player cannot reach in their turn costs that much more;
    within their reach, or with the term off, the same positions judge as before."""
    from forbidden_sky.island.ai import judge

    assert judge.NEXT_GUARD == 0.0
    s = new_game(["explorer", "engineer"], "novice", 3)
    landing = s.cell(s.data.landing)
    flooded = evolve(s, status=tuple(FLOODED if c == landing else x for c, x in enumerate(s.status)))
    reach = s.data.rules.actions_per_turn
    near = far = None
    for c in range(len(s.place)):
        q = evolve(flooded, pawns=(flooded.pawns[0], c))
        d = judge.distances(q, "engineer")[landing]
        if near is None and 0 < d <= reach:
            near = q
        if far is None and reach < d < judge.FAR:
            far = q
    assert near is not None and far is not None
    ch = judge.Chances({}, 0.0)
    off = [judge.evaluate(x, ch) for x in (near, far)]
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(judge, "NEXT_GUARD", 60.0)
        on = [judge.evaluate(x, ch) for x in (near, far)]
        # out of the action phase nothing is charged (the flood phase's own risk is exact)
        late = evolve(far, phase=Phase.DRAW_TREASURE, draws_left=2)
        late_on = judge.evaluate(late, ch)
    assert late_on == pytest.approx(judge.evaluate(late, ch))
    assert on[0] == pytest.approx(off[0])
    assert off[1] - on[1] == pytest.approx(60.0)


def test_the_pair_search_finds_a_give_that_pays_on_the_next_players_turn():
    """``strong.PAIR_K`` (on by default): the next player's turn searched after each of the best
    turns. Both pawns on a Crystal tile, the engineer holding three Crystals and two Earth Stones,
    the explorer one Crystal and two Earth Stones: the turn alone sees nothing to gain in giving
    (the Crystal must come back from the explorer, whose hand would then overflow); with the next
    turn searched, the engineer gives the Earth Stones so that the explorer can give the Crystal."""
    assert strong.PAIR_K == 4
    s = new_game(["engineer", "explorer"], "novice", 3)
    crys, earth, wind = "crystal_of_fire", "earth_stone", "statue_of_the_wind"
    cave = s.cell("cave_of_shadows")
    st = evolve(s, pawns=(cave, cave), hands=((crys, crys, crys, earth, earth), (crys, earth, earth, wind)))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(strong, "PAIR_K", 0)
        alone = StrongBot(3).pick(st)
    assert alone.type != "give"
    first = StrongBot(3).pick(st)
    assert first.type == "give" and first.card == earth and first.target == "explorer"
    # honest as the turn alone is: the hidden orders shuffled, the same choice
    rnd = random.Random(5)
    for _ in range(3):
        shown = _shuffle_hidden(st, [], rnd)
        assert StrongBot(3).pick(shown) == first


def test_a_pawn_that_can_no_longer_walk_home_is_charged_before_the_last_treasure():
    """``judge.STRANDED``: a pawn whose tile is cut off from Fools' Landing (its neighbours sunk)
    will need a Helicopter Lift of its own to get home, so the position costs that much more;
    a pawn that can still walk home costs nothing, and once every treasure is taken the walk
    home (``HOME``) prices it instead."""
    from forbidden_sky.island.ai import judge
    from forbidden_sky.island.core.state import SUNK

    s = new_game(["engineer", "explorer"], "novice", 3)
    landing = s.cell(s.data.landing)
    # the engineer (orthogonal moves) on a tile whose orthogonal neighbours are all sunk
    cell = next(c for c in range(len(s.place)) if c != landing and landing not in s.data.orthogonal[c]
                and len(s.data.orthogonal[c]) >= 2)
    status = tuple(SUNK if c in s.data.orthogonal[cell] else x for c, x in enumerate(s.status))
    stranded = evolve(s, status=status, pawns=(cell, s.pawns[1]))
    assert judge.distances(stranded, "engineer")[landing] >= judge.FAR
    free = evolve(stranded, status=s.status)
    assert judge.distances(free, "engineer")[landing] < judge.FAR
    done = evolve(stranded, captured=tuple(s.data.treasures))
    ch = judge.Chances({}, 0.0)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(judge, "STRANDED", 0.0)
        off = [judge.evaluate(x, ch) for x in (stranded, free, done)]
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(judge, "STRANDED", 60.0)
        on = [judge.evaluate(x, ch) for x in (stranded, free, done)]
    assert off[0] - on[0] == pytest.approx(60.0)
    assert on[1] == pytest.approx(off[1]) and on[2] == pytest.approx(off[2])


def test_a_judgement_does_not_depend_on_the_games_judged_before_it():
    """The judge's caches are keyed by everything their values depend on: the same sunk cells
    cut different tiles off on another island's layout, and judging a position of one game must
    not change the judgement of another's (the bot's game for a seed is the same in a fresh
    process and after a thousand other games)."""
    from forbidden_sky.island.ai import judge
    from forbidden_sky.island.core.state import SUNK

    a, b = new_game(["engineer", "explorer"], "novice", 1), new_game(["engineer", "explorer"], "novice", 2)
    assert a.place != b.place
    rnd = random.Random(0)
    ch = judge.Chances({}, 0.0)
    for _ in range(200):
        sunk = set(rnd.sample(range(len(a.place)), 6))
        sunk -= {a.cell(a.data.landing), b.cell(b.data.landing)}
        status = tuple(SUNK if c in sunk else 0 for c in range(len(a.place)))
        pa, pb = evolve(a, status=status), evolve(b, status=status)
        judge._CUT_CACHE.clear()
        fresh_a = judge._cuts(pa)
        judge._CUT_CACHE.clear()
        fresh_b = judge._cuts(pb)
        if fresh_a != fresh_b:
            break
    else:
        pytest.fail("no sunk pattern cuts the two islands differently")
    judge._CUT_CACHE.clear()
    alone = judge.evaluate(pa, ch)
    judge._CUT_CACHE.clear()
    judge.evaluate(pb, ch)              # the other island judged first, with the same sunk cells
    assert judge._cuts(pa) == fresh_a
    assert judge.evaluate(pa, ch) == alone


def _last_treasure_far_from_home() -> GameState:
    """The Explorer on a tile of the last treasure still to take, holding its four cards, every
    tile around Fools' Landing sunk: taking it starts the walk home (``judge.HOME``), which the
    judge charges only once every treasure is taken (seed 139, turn 25: the Explorer stood on
    Whispering Garden with five Statues and ended the turn; the garden sank two turns later)."""
    from forbidden_sky.island.core.state import SUNK

    s = new_game(["explorer", "diver"], "novice", 3)
    d = s.data
    landing = s.cell(d.landing)
    t = "statue_of_the_wind"
    card = next(c for c, tt in d.treasure_of_card.items() if tt == t)
    ring = set(d.diagonal[landing])
    keep = {s.cell(x) for x in d.treasures[t].tiles}
    tile = next(c for c in keep if c not in ring)
    other = next(c for c in range(len(s.place)) if c not in ring and c not in (tile, landing))
    status = tuple(SUNK if c in ring and c not in keep else 0 for c in range(len(s.place)))
    return evolve(s, captured=tuple(x for x in d.treasures if x != t), pawns=(tile, other), hands=((card,) * 4, ()),
                  status=status, flood_discard=(), flood_deck=tuple(p for p, x in zip(s.place, status, strict=True) if x != SUNK))


def test_the_last_treasure_is_taken_the_moment_the_rules_allow_it():
    """``strong.CAPTURE_FIRST``: a capture the rules allow is played at once. Taking it later in
    the turn gains nothing, and the judge's walk home, counted only once every treasure is
    taken, made it prefer walking away from the last treasure with its four cards in hand."""
    from forbidden_sky.island.ai import judge

    pos = _last_treasure_far_from_home()
    assert any(a.type == "capture" for a in legal_actions(pos))
    ch = judge.Chances({}, 0.0)
    took = judge.evaluate(apply(pos, Action("capture"))[0], ch)
    best_other = max(judge.evaluate(apply(pos, a)[0], ch) for a in legal_actions(pos)
                     if a.type in ("move", "shore_up"))
    assert took < best_other          # the judge alone would walk away
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(strong, "CAPTURE_FIRST", False)
        assert StrongBot(1).pick(pos).type != "capture"
    assert strong.CAPTURE_FIRST
    assert StrongBot(1).pick(pos).type == "capture"


def test_a_ready_treasure_is_worth_less_for_every_action_its_capture_still_needs():
    """``judge.FAR_SLOPE``: the team holds four cards of a treasure; the more actions its capture
    still needs, the less it is worth, beyond the point where the steep price of an action
    (``ACTION``) meets the floor too. Before, every capture more than about four actions away was
    worth the same, and nothing pulled the cards and the collector together (seed 257: four
    Statues split two and two for ten turns); it stays above three cards' worth."""
    from forbidden_sky.island.ai import judge

    three = judge.TEAM[3]
    values = [judge.ready_value(cost) for cost in range(1, 9)]
    assert values[0] == judge.READY
    assert all(a > b for a, b in zip(values, values[1:], strict=False))
    assert min(values) > three
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(judge, "FAR_SLOPE", 0.0)
        flat = [judge.ready_value(cost) for cost in range(1, 9)]
    assert flat[:3] == values[:3]           # near the capture: the same prices as before
    assert flat[5] == flat[7]               # far from it: flat without the slope


def test_a_second_ready_treasure_split_between_hands_can_be_capped():
    """``judge.SECOND_CAP`` (opt-in, off by default: measured even over 1,000 games,
    bench/BALANCE.md 2026-12-05): two full hands hold four Earth Stones (three and one) and four
    Crystals (two and two). The Messenger's give of the Earth Stone to the Explorer, standing on
    its temple, forces the Explorer to drop a Crystal. The judge alone counts both sets as nearly
    taken, so completing one looks like a loss and the hands stay stuck (seed 310, turns 8-13);
    with the cap the split second set is worth little more than three cards, and the give is
    played."""
    from forbidden_sky.island.ai import judge

    s = new_game(["messenger", "explorer"], "novice", 3)
    earth, crys, lift, wind = "earth_stone", "crystal_of_fire", "helicopter_lift", "statue_of_the_wind"
    st = evolve(s, pawns=(s.cell("gold_gate"), s.cell("temple_of_the_moon")),
                hands=((crys, crys, earth, lift, wind), (earth, earth, earth, crys, crys)),
                status=tuple(0 for _ in s.status))
    ch = judge.Chances({}, 0.0)
    give = Action("give", target="explorer", card=earth)
    after, _ = apply(st, give)
    assert after.pending                       # the Explorer's hand overflows
    after = StrongBot(3)._settle(after, ch)[0]
    assert after.hand("explorer").count(earth) == 4 and after.hand("explorer").count(crys) == 1
    assert judge.SECOND_CAP is None
    assert judge.evaluate(after, ch) < judge.evaluate(st, ch)
    assert StrongBot(3).pick(st) != give
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(judge, "SECOND_CAP", 10.0)
        assert judge.evaluate(after, ch) > judge.evaluate(st, ch)
        assert StrongBot(3).pick(st) == give


def test_a_long_walk_is_never_taken_for_no_walk_at_all():
    """``judge.distances``: FAR (9) only for cells a pawn cannot reach on foot; a walk of nine
    steps or more counts FAR - 1. Before, a walk of nine steps was FAR too, so a pawn nine
    steps from Fools' Landing counted as cut off from it (``STRANDED``, 150) and the Navigator
    holding four Statues would not take the one step to the Statue's garden (seed 118, turn 11).
    Checked against a plain breadth-first walk on random islands with holes."""
    from collections import deque

    from forbidden_sky.island.ai import judge
    from forbidden_sky.island.core.state import SUNK

    s = new_game(["engineer", "explorer"], "novice", 3)
    d = s.data
    rnd = random.Random(11)
    long_walks = 0
    for _ in range(400):
        sunk = {c for c in range(len(s.place)) if rnd.random() < 0.3}
        start = rnd.choice([c for c in range(len(s.place)) if c not in sunk])
        st = evolve(s, status=tuple(SUNK if c in sunk else 0 for c in range(len(s.place))), pawns=(start, start))
        truth = {start: 0}
        todo = deque([start])
        while todo:
            c = todo.popleft()
            for m in d.orthogonal[c]:
                if m not in truth and m not in sunk:
                    truth[m] = truth[c] + 1
                    todo.append(m)
        got = judge.distances(st, "engineer")
        for c in range(len(s.place)):
            if c in sunk or c not in truth:
                assert got[c] == judge.FAR
            else:
                assert got[c] == min(truth[c], judge.FAR - 1) < judge.FAR
                long_walks += truth[c] >= judge.FAR
    assert long_walks > 0           # the islands drawn hold walks of nine steps and more


def test_the_last_lift_is_kept_for_the_flight_home():
    """``judge.LIFT_LAST`` (bench/BALANCE.md, 2026-12-05 (later)): three treasures taken, the
    Engineer five steps from the Earth Stone's temples with the four cards and the team's only
    Helicopter Lift. Without the price the bot flies there with it, and the team then waits for
    a Lift on a sinking island (a third of the games reaching the fourth capture did, and lost
    three in ten of them); with the Lift priced as the one that flies home, the Engineer walks."""
    from forbidden_sky.island.ai import judge

    s = new_game(["engineer", "diver"], "novice", 3)
    earth, lift = "earth_stone", s.data.card_of_kind("helicopter_lift")
    st = evolve(s, captured=tuple(t for t in s.data.treasures if t != earth),
                pawns=(s.cell("bronze_gate"), s.cell(s.data.landing)),
                hands=((earth, earth, earth, earth, lift), ()), status=tuple(0 for _ in s.status))
    assert min(judge.distances(st, "engineer")[st.cell(t)] for t in s.data.treasures[earth].tiles) == 5
    assert judge.LIFT_LAST > 0
    assert StrongBot(1).pick(st).type == "move"
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(judge, "LIFT_LAST", 0.0)
        flown = StrongBot(1).pick(st)
    assert (flown.type, flown.card, flown.to) == ("play", lift, "temple_of_the_sun")


def test_late_in_the_game_a_discard_keeps_a_treasure_still_to_take_alive():
    """``judge.LATE_DEAD``: with two treasures taken, a discard that blocks one still to take (two
    of its five cards in the discard: four can no longer be gathered before the reshuffle) costs
    the wait for the reshuffle. Seed 4, turn 15: the diver, over the limit with three Crystals, two
    Ocean's Chalices and a Helicopter Lift, the fifth Chalice already discarded, gave up the Chalice
    rather than the Lift (the judge had them level) and the team waited eight turns for it."""
    import collections

    from forbidden_sky.island.ai import judge
    from forbidden_sky.island.core import Pending, PendingKind

    assert judge.LATE_DEAD > 0 and judge.LATE_MIN == 2
    s = new_game(["diver", "navigator"], "novice", 4)
    crys, oce, earth, wind, lift = "crystal_of_fire", "oceans_chalice", "earth_stone", "statue_of_the_wind", "helicopter_lift"
    hands = ((crys, oce, crys, oce, lift, crys), (earth, earth, crys, oce, wind))
    discard = (wind, earth, lift, oce)
    rest = collections.Counter({c.id: c.copies for c in s.data.cards.values()})
    rest.subtract([*hands[0], *hands[1], *discard])
    deck = tuple(sorted(rest.elements()))
    assert len(deck) + len(discard) + sum(map(len, hands)) == 28
    st = evolve(s, hands=hands, treasure_discard=discard, treasure_deck=deck, captured=(wind, earth),
                phase=Phase.DRAW_TREASURE, draws_left=0, pending=(Pending(PendingKind.DISCARD, "diver"),), turn=15)
    # with the meeting lifts searched (``strong.MEET_LIFT``, the default) the Lift is played
    # instead of discarded, bringing the navigator's Crystal to the diver's three: the Chalice stays
    played = StrongBot(4).pick(st)
    assert played.type == "play" and played.card == lift and tuple(played.pawns) == ("navigator",)
    # the choice between the two discards themselves, the meeting lift left out
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(strong, "MEET_LIFT", False)
        kept = StrongBot(4).pick(st)
        assert kept.type == "discard" and kept.card == lift
        mp.setattr(judge, "LATE_DEAD", 0.0)
        assert StrongBot(4).pick(st).card == oce
    # early in the game letting a treasure go until the reshuffle is a plan, not a loss (charged
    # from the first capture, it lost games: bench/BALANCE.md): no charge with one taken
    one = evolve(st, captured=(wind,), pending=(), hands=((crys, oce, oce, lift), hands[1]),
                 treasure_discard=discard + (oce,))
    ch = judge.chances(one, FloodKnowledge())
    on = judge.evaluate(one, ch)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(judge, "LATE_DEAD", 0.0)
        assert judge.evaluate(one, ch) == on
        mp.setattr(judge, "LATE_MIN", 1)
        mp.setattr(judge, "LATE_DEAD", 30.0)
        assert judge.evaluate(one, ch) == pytest.approx(on - 30.0 * len(deck) / 10.0)
    rnd = random.Random(7)
    for _ in range(3):
        assert StrongBot(4).pick(_shuffle_hidden(st, [], rnd)) == played


def test_a_lift_that_joins_two_halves_of_a_treasure_is_searched():
    """``strong.MEET_LIFT``: the explorer stands on a tile the water has cut off from everything
    (every neighbour sunk), holding two Crystals; the engineer, on the Cave of Embers, holds the
    other two and a Helicopter Lift. Neither can walk to the other. The Lift that brings the
    explorer to the engineer's tile, with the two gives after it, puts four Crystals on a Crystal
    tile: with the meeting lift searched (the default) the engineer plays it first; without, it
    walks away."""
    from forbidden_sky.island.ai import judge
    from forbidden_sky.island.core.state import SUNK

    s = new_game(["engineer", "explorer"], "novice", 3)
    data = s.data
    crys, lift = "crystal_of_fire", data.card_of_kind("helicopter_lift")
    embers = s.cell("cave_of_embers")
    keys = {s.cell(x) for t in data.treasures.values() for x in t.tiles} | {s.cell(data.landing)}
    # an ordinary tile with no key tile (the Cave of Embers is one) among its eight neighbours
    cell = next(c for c in range(len(s.place)) if c not in keys and not set(data.diagonal[c]) & keys)
    status = tuple(SUNK if c in data.diagonal[cell] else x for c, x in enumerate(s.status))
    st = evolve(s, status=status, pawns=(embers, cell), hands=((crys, crys, lift), (crys, crys)))
    assert judge.distances(st, "explorer")[embers] >= judge.FAR
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(strong, "MEET_LIFT", False)
        alone = StrongBot(3).pick(st)
    assert alone.type != "play"
    assert strong.MEET_LIFT
    bot = StrongBot(3)
    first = bot.pick(st)
    rest = [a for a, _ in bot.then()]
    assert first.type == "play" and first.card == lift and tuple(first.pawns) == ("explorer",)
    assert first.to == "cave_of_embers"
    assert [a.type for a in rest[:2]] == ["give", "give"] and {a.target for a in rest[:2]} == {"explorer"}
