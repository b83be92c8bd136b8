"""Island's foresight beyond the forecast (ai/danger.py, advice.py, warning.py, why_lost.py,
foresight_words.py): the dangers against the brute force and against their definition, the hint
is the strong bot's and honest, the End-turn warning's advice really helps, the turning point
is where the chance stayed low, and every sentence is whole in English and Spanish."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from forbidden_sky import i18n
from forbidden_sky.engine.values import evolve
from forbidden_sky.island.ai import foresight_words as fw
from forbidden_sky.island.ai import make_bot
from forbidden_sky.island.ai.advice import HINT_SEED, explain, hint
from forbidden_sky.island.ai.danger import CUT_OFF, DROWN, LANDING, TREASURE, at_risk, danger
from forbidden_sky.island.ai.forecast import forecast
from forbidden_sky.island.ai.knowledge import FloodKnowledge
from forbidden_sky.island.ai.warning import end_turn_warning
from forbidden_sky.island.ai.why_lost import why_lost, why_lost_record
from forbidden_sky.island.core import Action, Phase, apply, legal_actions, new_game
from forbidden_sky.island.core.state import DRY, FLOODED, SUNK
from forbidden_sky.records.format import new_record

from island_positions import brute_force, small_position


def _know(layers):
    k = FloodKnowledge()
    k.layers = list(layers)
    return k


def _game(seed: int, players=("engineer", "pilot", "diver", "explorer"), level="elite"):
    """A whole strong-bot game: its states (states[0] the setup) and actions."""
    s = new_game(list(players), level, seed)
    bot = make_bot("strong", seed)
    states, actions = [s], []
    while not s.over and len(actions) < 3000:
        a = bot.pick(s)
        s, _ = apply(s, a)
        states.append(s)
        actions.append(a)
    return states, actions


@pytest.fixture(scope="module")
def lost_game():
    for seed in range(1, 20):
        states, actions = _game(seed)
        if states[-1].outcome == "lost":
            return seed, states, actions
    pytest.fail("no lost game in the sample")


# ---- dangers ------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(40))
def test_treasures_in_danger_are_exactly_those_with_both_tiles_at_risk_and_their_chance_is_exact(seed):
    s, layers = small_position(seed)
    know = _know(layers)
    f = forecast(s, know)
    pairs: dict[str, Fraction] = {}
    brute_force(s, layers, pairs)
    for t, p in f.pairs.items():
        assert abs(p - float(pairs.get(t, Fraction(0)))) < 1e-9, (t, p, pairs)
    listed = {d.subject: d for d in danger(s, know, f) if d.kind == TREASURE}
    for t, spec in s.data.treasures.items():
        both = t not in s.captured and all(at_risk(s, f, x) for x in spec.tiles)
        assert (t in listed) == both, t
        if both:
            assert listed[t].chance == f.pairs[t]
            assert set(listed[t].tiles) == set(spec.tiles)


@pytest.mark.parametrize("seed", range(40))
def test_the_landing_and_the_pawns_in_danger_carry_the_forecasts_chances(seed):
    s, layers = small_position(seed)
    know = _know(layers)
    f = forecast(s, know)
    ds = danger(s, know, f)
    landing = [d for d in ds if d.kind == LANDING]
    odds = f.tiles[s.data.landing]
    assert bool(landing) == (s.tile_status(s.data.landing) == FLOODED or odds.sinks > 0)
    if landing:
        assert landing[0].chance == odds.sinks
    drown = {d.subject: d.chance for d in ds if d.kind == DROWN}
    assert drown == {p: f.cause("drowned", p) for p in s.players if f.cause("drowned", p) > 0}
    assert [d.chance for d in ds] == sorted((d.chance for d in ds), reverse=True)


def test_a_pawn_with_every_way_home_sunk_is_cut_off():
    s = new_game(["engineer", "pilot"], "novice", 3)
    data = s.data
    here = s.at("engineer")
    status = list(s.status)
    for c in data.orthogonal[here]:
        if s.place[c] != data.landing:
            status[c] = SUNK
    s = evolve(s, status=tuple(status))
    cut = [d for d in danger(s) if d.kind == CUT_OFF]
    assert [d.subject for d in cut] == ["engineer"]     # the Pilot flies: never cut off


# ---- the hint -------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 4])
def test_the_hint_is_the_strong_bots_and_its_turn_is_played_step_by_step(seed):
    states, _ = _game(seed, ("messenger", "navigator"), "normal")
    checked = 0
    for s in states[::17][:6]:
        if s.over:
            continue
        h = hint(s)
        assert h.action == make_bot("strong", HINT_SEED).pick(s)
        pos = s
        for step in h.steps:
            assert step.action in legal_actions(pos), step
            pos, _ = apply(pos, step.action)
            if pos.pending:
                break
        checked += 1
    assert checked >= 3


def test_the_hint_does_not_depend_on_the_hidden_orders(lost_game):
    _, states, _ = lost_game
    rnd = random.Random(5)
    for s in [x for x in states if x.phase is Phase.ACTIONS and not x.over][::9][:4]:
        deck = list(s.treasure_deck)
        rnd.shuffle(deck)
        flood = list(s.flood_deck)
        rnd.shuffle(flood)
        other = evolve(s, treasure_deck=tuple(deck), flood_deck=tuple(flood), rng_counter=s.rng_counter + 7)
        assert hint(s).action == hint(other).action


def test_a_walk_of_two_moves_names_its_job_once():
    """Two moves of one pawn in a row, then a shore-up: the first move says where the walk goes,
    the second names the job; read as a whole turn, the job is said once (the hint of seed 7 said
    "then: shore up Cave of Embers" after both moves, a turn of four actions in three)."""
    s = new_game(["diver", "messenger"], "novice", 7)
    h = hint(s)
    first, second, job = h.steps[:3]
    assert [first.action.type, second.action.type] == ["move", "move"] and job.action.type == "shore_up"
    assert first.params["via"] == second.action.to and "then" not in first.params
    assert second.params["then"] == "shore_up" and "via" not in second.params
    lines = fw.turn_lines(s, h)
    assert lines[0] == "Move Diver to Dunes of Deception, on the way to Cave of Shadows."
    assert lines[1].startswith("Move Diver to Cave of Shadows, then: Shore up Cave of Embers")


def test_a_shore_up_reason_names_the_key_tile_and_its_odds():
    s, layers = small_position(26)
    s = evolve(s, actions_left=3)
    know = _know(layers)
    shores = [a for a in legal_actions(s) if a.type == "shore_up" and a.tile2 is None]
    assert shores
    for a in shores:
        reason, params = explain(s, a, know)
        assert reason == "shore_up" and params["tile"] == a.tile
        assert params["before"] == forecast(s, know).tiles[a.tile].sinks
        assert params["after"] <= params["before"]
        if a.tile == s.data.landing:
            assert params["kind"] == "landing"


@pytest.mark.parametrize("lang, one, two", [("en", "Engineer stands there", "Engineer, Pilot stand there"),
                                             ("es", "ahí está", "ahí están")])
def test_a_shore_up_under_pawns_agrees_with_how_many_stand_there(lang, one, two):
    """"Messenger stand there" was seen in the window: one pawn stands, two stand."""
    s = new_game(["engineer", "pilot"], "novice", 3)
    data = s.data
    tile = next(t for t, spec in data.tiles.items() if not spec.landing and spec.treasure is None
                and s.cell(t) is not None)
    c = s.cell(tile)
    s = s.with_status(c, FLOODED).with_pawn("engineer", c)
    s = evolve(s, current_index=s.players.index("engineer"), actions_left=3)
    shore = next(a for a in legal_actions(s) if a.type == "shore_up" and a.tile == tile and a.tile2 is None)
    both = s.with_pawn("pilot", c)
    old = i18n.language()
    i18n.set_language(lang)
    try:
        alone = fw.reason_text(s, shore, *explain(s, shore))
        together = fw.reason_text(both, shore, *explain(both, shore))
    finally:
        i18n.set_language(old)
    assert one in alone and two not in alone, alone
    assert two in together, together


def test_the_engineers_two_tile_shore_up_names_both_tiles():
    """Seen in the window: an Engineer's action that shored the Temple of the Sun and the Cave of
    Embers read "Shore up Temple of the Sun" alone."""
    s = new_game(["engineer", "pilot"], "novice", 3)
    data = s.data
    here = s.at("engineer")
    near = [m for m in data.orthogonal[here] if s.status[m] != SUNK][:2]
    assert len(near) == 2
    for c in near:
        s = s.with_status(c, FLOODED)
    s = evolve(s, current_index=s.players.index("engineer"), actions_left=3)
    double = next(a for a in legal_actions(s) if a.type == "shore_up" and a.tile2 is not None)
    said = fw.reason_text(s, double, *explain(s, double))
    names = [fw.tile(s, t) for t in (double.tile, double.tile2)]
    assert all(n in said for n in names), said
    assert said.count("Shore up") == 1
    single = next(a for a in legal_actions(s) if a.type == "shore_up" and a.tile2 is None)
    assert "same action" not in fw.reason_text(s, single, *explain(s, single))


def test_a_capture_is_explained_as_the_capture():
    s = new_game(["engineer", "pilot"], "novice", 3)
    data = s.data
    t = "earth_stone"
    card = next(c for c, tt in data.treasure_of_card.items() if tt == t)
    tile = data.treasures[t].tiles[0]
    s = evolve(s.with_pawn("engineer", s.cell(tile)).with_hand("engineer", (card,) * 4))
    cap = next(a for a in legal_actions(s) if a.type == "capture")
    assert explain(s, cap) == ("capture", {"treasure": t, "who": "engineer"})
    assert "Earth Stone" in fw.reason_text(s, cap, *explain(s, cap))


# ---- the End-turn warning ----------------------------------------------------------------------------

def test_the_warning_asks_first_when_a_capture_is_left_on_the_table():
    s = new_game(["engineer", "pilot"], "novice", 3)
    data = s.data
    card = next(c for c, tt in data.treasure_of_card.items() if tt == "earth_stone")
    s = evolve(s.with_pawn("engineer", s.cell(data.treasures["earth_stone"].tiles[0])).with_hand("engineer", (card,) * 4))
    w = end_turn_warning(s, risk=0.15)
    assert w is not None and w.code == "capture" and w.action is not None and w.action.type == "capture"
    assert end_turn_warning(evolve(s, actions_left=0), risk=0.15) is None


@pytest.mark.parametrize("seed", range(40))
def test_the_warnings_shore_up_lowers_the_loss_it_warns_of(seed):
    s, layers = small_position(seed)
    s = evolve(s, actions_left=2)
    know = _know(layers)
    w = end_turn_warning(s, know, risk=0.05)
    f = forecast(s, know)
    if w is None:
        return
    assert w.action is None or w.action in legal_actions(s)
    if w.code == "risk":
        assert f.loss >= 0.05
        after = forecast(apply(s, w.action)[0], know).loss
        assert after == pytest.approx(w.params["after"]) and after < f.loss


def test_the_warning_fires_on_some_positions_and_stays_quiet_on_others():
    codes = set()
    for seed in range(80):
        s, layers = small_position(seed)
        w = end_turn_warning(evolve(s, actions_left=2), _know(layers), risk=0.05)
        codes.add(None if w is None else w.code)
    assert {None, "risk"} <= codes


# ---- why we lost --------------------------------------------------------------------------------------

def test_the_turning_point_is_where_the_chance_stayed_below_likely(lost_game):
    _, states, actions = lost_game
    w = why_lost(states, actions, likely_loss=0.5)
    know = FloodKnowledge()
    for s, pt in zip(states, w.points, strict=True):
        know.observe(s)
        assert pt.chance == forecast(s, know).team_chance
    assert w.points[-1].chance == 0.0 and w.cause == states[-1].cause.value
    if w.turning is not None:
        assert all(p.chance < 0.5 for p in w.points[w.turning:])
        assert w.points[w.turning - 1].chance >= 0.5
        assert w.action == actions[w.turning - 1] and w.before == w.turning - 1
    else:
        assert w.points[-2].chance >= 0.5


def test_why_lost_reads_an_island_record(lost_game):
    seed, states, actions = lost_game
    rec = new_record(["engineer", "pilot", "diver", "explorer"], "elite", seed, game="island")
    rec = rec.with_play(tuple((s.turn, a) for s, a in zip(states, actions, strict=False)), "lost:" + states[-1].cause.value,
                        states[-1].turn)
    assert why_lost_record(rec, likely_loss=0.5) == why_lost(states, actions, likely_loss=0.5)


# ---- the words -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_sentence_is_whole_in_each_language(lang, lost_game):
    _, states, actions = lost_game
    i18n.set_language(lang)
    try:
        said = []
        know = FloodKnowledge()
        for s in states[::6]:
            know.observe(s)
            f = forecast(s, know)
            said += fw.forecast_lines(s, f)
            said += [fw.tile_odds_text(o) for o in f.tiles.values()]
            said += [fw.danger_text(s, d) for d in danger(s, know, f)]
            w = end_turn_warning(s, know, risk=0.0)
            if w is not None:
                said.append(fw.warning_text(s, w))
        for s in states[:60:12]:
            if not s.over:
                said += fw.turn_lines(s, hint(s))
        said.append(fw.why_lost_text(states, why_lost(states, actions, likely_loss=0.5)))
        for s in states[::25]:
            said += [fw.action_text(s, a) for a in legal_actions(s)[:8]]
        assert said and all(x and "{" not in x and "}" not in x for x in said), [x for x in said if "{" in x]
        if lang == "es":
            english = set()
            i18n.set_language("en")
            english = {fw.forecast_header(states[0], forecast(states[0]))}
            i18n.set_language("es")
            assert fw.forecast_header(states[0], forecast(states[0])) not in english
    finally:
        i18n.set_language("en")


def test_percentages_never_round_a_possibility_away():
    assert fw.percent(0.001) == "<1%" and fw.percent(0.999) == ">99%" and fw.percent(0.0) == "0%"
    assert fw.percent(1.0) == "100%" and fw.percent(0.5) == "50%"


def test_the_forecast_lines_name_each_cause():
    s, layers = small_position(8)
    f = forecast(s, _know(layers))
    lines = fw.forecast_lines(s, f)
    assert len(lines) >= 2 + len(f.causes)
    assert any(x.startswith("Safe through the coming draws: ") for x in lines)


def test_dry_tiles_stay_dry_in_the_words_when_nothing_can_come_up():
    s = new_game(["engineer", "pilot"], "novice", 3)
    f = forecast(s)
    dry = [t for c, t in enumerate(s.place) if s.status[c] == DRY and f.tiles[t].floods == 0 and f.tiles[t].sinks == 0]
    for t in dry:
        assert fw.tile_odds_text(f.tiles[t]) == "safe this phase"
    _ = Action
