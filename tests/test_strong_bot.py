"""The strong team bot: one shape for every bot, legal moves only, and honest: what the players
cannot see (the order of the tile pile, the equipment deck and the storm pile, and the game's
random state) never changes its choice."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from forbidden_sky.sky.ai import BOTS, make_bot
from forbidden_sky.sky.core import GameState, apply, legal_actions, new_game
from forbidden_sky.sky.core.events import Launched
from forbidden_sky.simulate import team
from forbidden_sky.sky.data.variants import calm_data


def _positions(seeds: range, players: int, every: int = 3, per_game: int = 14) -> list[GameState]:
    """Positions the bot really meets: its own games, one state in every few decisions of the
    actions phase."""
    out = []
    for seed in seeds:
        state = new_game(team(players, seed), "novice", seed, data=calm_data())
        bot = make_bot("strong", seed)
        n = taken = 0
        while not state.over and taken < per_game:
            if state.phase == "actions" and state.pending is None and n % every == 0:
                out.append(state)
                taken += 1
            state, _ = apply(state, bot.pick(state))
            n += 1
    return out


def _hide_differently(state: GameState, rnd: random.Random) -> GameState:
    """The same position as the players see it; every hidden order and the random state differ."""
    def shuffled(xs):
        xs = list(xs)
        rnd.shuffle(xs)
        return tuple(xs)
    return replace(state, tile_pile=shuffled(state.tile_pile), equipment_deck=shuffled(state.equipment_deck),
                   storm_pile=shuffled(state.storm_pile), seed=rnd.randrange(1, 10**9),
                   rng_counter=rnd.randrange(0, 1000))


@pytest.fixture(scope="module")
def positions() -> list[GameState]:
    return _positions(range(1, 4), 2) + _positions(range(7, 9), 4, per_game=8)


def test_every_bot_has_the_same_shape():
    state = new_game(["medic", "navigator"], "novice", 1)
    for name in BOTS:
        bot = make_bot(name, 3)
        assert bot.name == name
        assert bot.pick(state) in legal_actions(state)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("planner", 1)


def test_hidden_orders_and_the_random_state_never_change_the_choice(positions):
    rnd = random.Random(5)
    assert len(positions) >= 40
    changed = []
    for state in positions:
        mine = make_bot("strong", 11).pick(state)
        for _ in range(2):
            other = make_bot("strong", 11).pick(_hide_differently(state, rnd))
            if other != mine:
                changed.append((state.turn, mine, other))
    assert not changed, changed


def test_the_storm_rollouts_are_honest_too(positions):
    """The rollout variant plays storm phases through the core, on piles of its own: shuffled
    from their public make-up, never from the real order."""
    from forbidden_sky.sky.ai.strong import StrongBot
    rnd = random.Random(6)
    changed = []
    for state in positions[::3]:
        mine = StrongBot(11, rollouts=3).pick(state)
        other = StrongBot(11, rollouts=3).pick(_hide_differently(state, rnd))
        if other != mine:
            changed.append((state.turn, mine, other))
    assert not changed, changed


def test_a_rollout_pile_depends_only_on_what_the_players_see(positions):
    from forbidden_sky.sky.ai.strong import _determinized
    rnd = random.Random(7)
    for state in positions[::4]:
        mine = _determinized(state, 42)
        other = _determinized(_hide_differently(state, rnd), 42)
        assert mine == other
        assert (mine.seed, mine.rng_counter) == (42, 0)
        assert sorted(mine.storm_pile) == sorted(state.storm_pile)


def test_a_scout_is_judged_without_the_top_tile(positions):
    """The old planner scouted far more often when a pad quarter lay on top: the strong bot's
    choice is the same whichever tile is on top."""
    tried = 0
    for state in positions:
        if not state.tile_pile or not any(a.type == "scout" for a in legal_actions(state)):
            continue
        quarters = [t for t in state.tile_pile if state.tile_spec(t).pads]
        plain = [t for t in state.tile_pile if not state.tile_spec(t).pads]
        if not quarters or not plain:
            continue
        picks = set()
        for top in (quarters[0], plain[0]):
            rest = tuple(t for t in state.tile_pile if t != top)
            picks.add(make_bot("strong", 2).pick(replace(state, tile_pile=(top,) + rest)))
        assert len(picks) == 1, picks
        tried += 1
    assert tried >= 5


def test_an_equipment_draw_counts_as_a_card_whatever_the_card():
    """Exploring a gear tile draws the top equipment card: the value the bot gives that explore
    must not depend on which card it is."""
    data = calm_data()
    state = new_game(["medic", "navigator"], "novice", 4, data=data)
    gear = next(t for t in data.tiles.values() if t.symbol == "gear" and t.ports.get("W") == "wire"
                and "W" in t.ports)
    state = state.with_player("medic", tiles=(gear.id,))
    act = next(a for a in legal_actions(state) if a.type == "explore" and a.tile == gear.id)
    values = set()
    for card in sorted(set(state.equipment_deck)):
        deck = (card,) + tuple(c for c in state.equipment_deck if c != card)
        bot = make_bot("strong", 1)
        values.add(round(bot._after(replace(state, equipment_deck=deck), act), 6))
    assert len(values) == 1, values


def test_it_picks_a_legal_action_on_the_late_game_position():
    """The busiest reference position (how long a pick takes there is measured by
    `forbidden-sky bench engine` as strong_pick_s and recorded in bench/RESULTS.md)."""
    from forbidden_sky.bench import late_game_state
    state = late_game_state()
    assert make_bot("strong", 1).pick(state) in legal_actions(state)


def test_the_strong_bot_wins_calm_novice_games():
    """Its bar as an instrument, in miniature: with the calm storm it wins most Novice games
    (the full measurement, 90 % and more, is in bench/BALANCE.md)."""
    from forbidden_sky.simulate import simulate
    result = simulate(6, [2], ["novice"], seed=1, bot="strong", calm=True, jobs=1)
    assert result["cells"][0]["wins"] >= 4


def test_it_never_abandons_anyone(positions):
    for state in positions[:10]:
        a = make_bot("strong", 1).pick(state)
        _, events = apply(state, a)
        assert not any(isinstance(e, Launched) and not e.won for e in events)


@pytest.mark.slow
def test_the_strong_bot_clears_its_bar_as_an_instrument():
    """With the calm storm it wins at least 90 % of Novice games at every player count (bench/
    BALANCE.md 2026-12-01 (later): 100 / 100 / 96 / 96 % over 50 / 50 / 50 / 100 games); here 20
    per count (measured in CI before the five-player fixes: 95 / 95 / 100 / 90 %): each count
    wins at least 16 of 20 and all together at least 90 %."""
    from forbidden_sky.simulate import simulate
    result = simulate(20, [2, 3, 4, 5], ["novice"], seed=1, bot="strong", calm=True)
    rates = [c["win_rate"] for c in result["cells"]]
    assert all(c["wins"] >= 16 for c in result["cells"]), rates
    assert sum(c["wins"] for c in result["cells"]) >= 72, rates


def test_the_navigator_leads_a_teammate_off_a_live_tile_in_any_mode():
    """A pawn waiting on a live tile cannot step off until its own turn; the Navigator can lead
    it off at any time, so the bot tries that (it used to guide only while the team gathered),
    and takes it when nothing better is on: the Medic on the starting rod tile (0,3) is led off.
    (An option, off by default: bench/BALANCE.md 2026-12-01.)"""
    from forbidden_sky.sky.core.scenario import build
    doc = {"players": ["navigator", "medic", "climber", "knotsmith", "surveyor"], "pawns": {"medic": [0, 3]},
           "storm_tick": 0}
    state, _, _ = build(doc)
    from forbidden_sky.sky.ai.strong import StrongBot
    assert not [a for a in make_bot("strong", 1)._candidates(state, legal_actions(state)) if a.type == "navigate"]
    bot = StrongBot(seed=1, lead_off_live=True)
    live = bot.judge.live_cells(state)
    assert (0, 3) in live and state.current == "navigator"
    cands = bot._candidates(state, legal_actions(state))
    led = [a for a in cands if a.type == "navigate" and a.target == "medic"]
    assert led and all(tuple(a.path[-1]) not in live for a in led)
    state = replace(state, players=tuple(replace(p, tiles=()) for p in state.players))   # nothing to explore
    seen = []
    while state.current == "navigator" and state.phase == "actions":
        a = bot.pick(state)
        seen.append(a)
        state, _ = apply(state, a)
    assert any(a.type == "navigate" and a.target == "medic" for a in seen), seen
    assert state.player("medic").at not in live


def test_a_jolt_may_weigh_more_in_a_larger_team():
    """With the option on, the same pawn on the same live tile weighs more in a larger team
    (each pawn waits through more storm phases); off (the default), the weight is 1."""
    from forbidden_sky.sky.ai.storm_sense import _hits_cost
    from forbidden_sky.sky.core.scenario import build
    from forbidden_sky.sky.ai.strong import StrongBot
    five = ["medic", "navigator", "climber", "knotsmith", "surveyor"]
    for players, per_pawn, weight in ((["medic", "navigator"], 0.5, 1.0), (five, 0.5, 2.5), (five, 0.0, 1.0)):
        state, _, _ = build({"players": players, "pawns": {"medic": [0, 3]}, "storm_tick": 0})
        judge = StrongBot(seed=1, lightning_weight_per_pawn=per_pawn).judge
        judge.wind_moves = lambda _state: (frozenset(), {})   # the lightning part alone
        p_light, _ = judge.storm_odds(state)
        medic = state.player("medic")
        # the Medic acts first here, so she sits through a whole round of storm phases
        assert state.current == "medic"
        assert judge._storm_harm(state) == pytest.approx(weight * _hits_cost(p_light, len(players), medic.health))


def _position(name: str) -> GameState:
    from pathlib import Path

    import yaml

    from forbidden_sky.sky.core.scenario import build
    doc = yaml.safe_load((Path(__file__).resolve().parent / "ai" / "positions" / f"{name}.yaml").read_text())
    return build(doc)[0]


def test_with_everyone_on_the_pad_it_lays_both_pad_wires_and_launches():
    """The first pad wire makes the pad live (a poor place to end a turn) and only the second
    launches: the turn search must keep the position after the first wire in its beam."""
    state = _position("bot_launches_with_everyone_aboard")
    pad = set(state.board.pad_cells())
    assert all(p.at in pad for p in state.players) and state.actions_left == 4
    bot = make_bot("strong", 5)
    me = state.current
    while not state.over and state.current == me and state.phase == "actions":
        state, _ = apply(state, bot.pick(state))
    assert state.outcome == "won"


def test_the_storm_harm_counts_a_wind_that_blows_a_pawn_onto_a_live_tile():
    """With the wind from the north (S), the Medic on (0,2) is one High Winds card from the rod
    tile (0,3); on (0,1) the wind takes her to (0,2), still dead. She acts third, so she sits
    through two storm phases: a wind in the first, then a lightning in the second."""
    from forbidden_sky.sky.ai.storm_sense import _hits_cost
    from forbidden_sky.sky.core.scenario import build
    players = ["navigator", "climber", "medic", "knotsmith", "surveyor"]
    judge = make_bot("strong", 1).judge
    harm = {}
    for at in ((0, 2), (0, 1)):
        state, _, _ = build({"players": players, "pawns": {"medic": list(at)}, "storm_tick": 0})
        assert state.wind == "S" and judge.live_cells(state) == {(0, 3)}
        harm[at] = judge._storm_harm(state)
    p_light, p_wind = judge.storm_odds(state)
    medic = state.player("medic")
    assert harm[(0, 2)] - harm[(0, 1)] == pytest.approx(p_wind * _hits_cost(p_light, 1, medic.health))
    assert harm[(0, 2)] > harm[(0, 1)]


def test_a_hurt_pawn_does_not_end_its_turn_where_the_wind_would_blow_it_onto_a_live_tile():
    state = _position("bot_keeps_out_of_the_wind_onto_a_live_tile")
    me = state.current
    assert me == "surveyor" and state.player(me).health == 2 and state.wind == "S"
    bot = make_bot("strong", 48)
    while state.current == me and state.phase == "actions":
        state, _ = apply(state, bot.pick(state))
    live = bot.judge.live_cells(state)
    at = state.player(me).at
    blown = bot.judge.wind_moves(state)[1].get(me, at)
    assert at not in live and blown not in live, (at, blown)


def test_the_last_pawn_walks_over_live_tiles_to_the_pad_and_launches():
    """Four pawns on the pad, the Electrician two steps off it with four actions and her free
    wire: the first step is onto a live tile, a poor position to end a turn on, but it is the way
    to the launch, so the turn search keeps it."""
    state = _position("bot_walks_aboard_and_launches")
    pad = set(state.board.pad_cells())
    me = state.current
    assert me == "electrician" and [p.id for p in state.players if p.at not in pad] == [me]
    bot = make_bot("strong", 7)
    while not state.over and state.current == me and state.phase == "actions":
        state, _ = apply(state, bot.pick(state))
    assert state.outcome == "won"


def test_while_gathering_a_pawn_on_the_pad_waits_only_until_the_last_one_comes_aboard():
    """The storm harm of a pawn on the pad counts the phases until the turn of the last pawn
    still off it (then the launch), not a whole round; off the pad, a whole round as before."""
    from pathlib import Path

    import yaml

    from forbidden_sky.sky.core.scenario import build
    doc = yaml.safe_load((Path(__file__).resolve().parent / "ai" / "positions" /
                          "bot_walks_aboard_and_launches.yaml").read_text())
    judge = make_bot("strong", 7).judge
    for seat, phases in ((0, 5), (1, 1), (2, 2), (4, 4)):
        order = [p for p in doc["players"] if p != "electrician"]
        order.insert(seat, "electrician")
        state, _, _ = build({**doc, "players": order})
        assert judge.circuit(state).mode == "gather"
        assert judge._exposure(state) == {p: phases for p in order if p != "electrician"}
