"""Game records: the format, the guarded reading, replay through the engine, the command line,
and the real games under tests/records/ as regression tests (docs/records.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from forbidden_sky.sky.core import Action
from forbidden_sky.records import RecordError, Store, new_record, parse_record, replay
from forbidden_sky.records.code import CodeError, daily, decode, encode
from forbidden_sky.records.stats import compute

HERE = Path(__file__).resolve().parent / "records"
SAMPLES = {"win-novice-climber-electrician.json": "won", "loss-electrocuted-novice.json": "lost:electrocuted",
           "loss-swept-away-novice.json": "lost:swept_away"}
ENV = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")


@pytest.mark.parametrize("name,outcome", sorted(SAMPLES.items()))
def test_the_real_games_replay_to_their_outcome(name, outcome):
    rec = Store(HERE).load(HERE / name)
    rep = replay(rec)
    assert rep.final.outcome == outcome == rec.outcome
    assert rep.final.turn == rec.turns


def test_the_command_line_replays_a_record_as_json():
    out = subprocess.run([sys.executable, "-m", "forbidden_sky", "replay", str(HERE / "loss-electrocuted-novice.json")],
                         capture_output=True, text=True, env=ENV, timeout=120)
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["outcome"] == "lost:electrocuted"
    assert doc["turns"][0]["turn"] == 1 and doc["turns"][-1]["turn"] == doc["turn"]
    types = {e["type"] for t in doc["turns"] for e in t["events"]}
    assert {"storm_card_drawn", "game_over"} <= types


def test_the_command_line_names_an_impossible_action_and_its_turn(tmp_path):
    doc = json.loads((HERE / "win-novice-climber-electrician.json").read_text())
    doc["actions"][2] = {"turn": 1, "type": "move", "player": "climber", "to": [9, 9]}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    out = subprocess.run([sys.executable, "-m", "forbidden_sky", "replay", str(bad)],
                         capture_output=True, text=True, env=ENV, timeout=120)
    assert out.returncode == 3
    assert "turn 1, action 3 (move) is impossible" in out.stderr
    assert "Traceback" not in out.stderr


def _doc():
    return json.loads((HERE / "win-novice-climber-electrician.json").read_text())


@pytest.mark.parametrize("change,words", [
    (lambda d: d.update(version=99), "newer version"),
    (lambda d: d.update(data="0123456789ab"), "other game data"),
    (lambda d: d["setup"].update(players=["navigator"]), "2 to 5"),
    (lambda d: d["setup"].update(seed="seven"), "seed"),
    (lambda d: d.update(actions=[{"turn": 1, "type": "fly"}]), "unknown action type"),
    (lambda d: d.update(actions=[[1, 2]] * 3), "action 1 is not an action"),
    (lambda d: d.update(actions=[{"turn": 1, "type": "scout"}] * 6000), "more than 5000"),
    (lambda d: d.update(outcome="won by cheating"), "unknown outcome"),
    (lambda d: d.update(id="../../etc/passwd"), "id"),
])
def test_bad_records_are_refused_in_words(change, words):
    doc = _doc()
    change(doc)
    with pytest.raises(RecordError, match=words):
        parse_record(doc)


def test_a_record_whose_moves_do_not_reach_its_outcome_is_refused():
    rec = parse_record(_doc())
    with pytest.raises(RecordError, match="lead to"):
        replay(replace(rec, actions=rec.actions[:-3]))


def test_hostile_files_are_listed_with_their_problem_and_never_deleted(tmp_path):
    store = Store(tmp_path)
    (tmp_path / "deep.json").write_text("[" * 5000 + "]" * 5000)
    (tmp_path / "huge.json").write_text('{"a": "' + "x" * (2 << 20) + '"}')
    (tmp_path / "cut.json").write_text((HERE / "win-novice-climber-electrician.json").read_text()[:500])
    (tmp_path / "list.json").write_text("[1, 2, 3]")
    good = store.save(parse_record(_doc()))
    entries = store.entries()
    assert len(entries) == 5
    bad = [e for e in entries if e.problem]
    assert len(bad) == 4 and all(e.problem for e in bad)
    assert [e.path for e in entries if e.record] == [good]
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != ".index") == sorted(
        ["deep.json", "huge.json", "cut.json", "list.json", good.name])


def test_saving_is_atomic_and_round_trips(tmp_path):
    store = Store(tmp_path / "games")
    rec = new_record(["navigator", "medic"], "novice", 5)
    rec = rec.with_play(((1, Action("scout", player="navigator")),), None, 1)
    path = store.save(rec)
    assert list(path.parent.iterdir()) == [path]
    back = store.load(path)
    assert back.actions == rec.actions and back.players == rec.players and not back.finished
    assert store.unfinished() == back


def test_a_game_code_round_trips_and_a_typo_is_refused():
    code = encode(["navigator", "medic", "climber"], "elite", 424242)
    assert code is not None
    got = decode(code.lower().replace("-", " "))
    assert (got.players, got.level, got.seed) == (("navigator", "medic", "climber"), "elite", 424242)
    typo = code[:-2] + ("X" if code[-2] != "X" else "Y") + code[-1]
    with pytest.raises(CodeError):
        decode(typo)
    with pytest.raises(CodeError):
        decode("hello!")


def test_the_daily_storm_is_the_same_for_a_date_and_changes_with_it():
    import datetime as dt
    a, b = daily(dt.date(2026, 12, 1)), daily(dt.date(2026, 12, 1))
    assert a == b and a != daily(dt.date(2026, 12, 2))
    assert 2 <= len(a.players) <= 4


def test_statistics_come_from_the_records_and_leave_rewound_games_out():
    recs = [Store(HERE).load(HERE / n) for n in sorted(SAMPLES)]
    from forbidden_sky.records import Branch
    recs.append(replace(recs[0], branch=Branch("x", 3, 1), outcome="won"))
    st = compute(recs)
    assert st.played == 3 and st.won == 1 and st.rewound == 1
    assert st.by_setup[("novice", 2)] == [3, 1]
    assert st.longest == 23   # the sample swept-away game (tools/make_sample_records.py) lasted 23 turns


def _mutations():
    from hypothesis import strategies as st
    leaf = st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.text(max_size=6),
                     st.sampled_from(["t12", "climber", "short", "long", "storm", "[0, 0]"]),
                     st.lists(st.integers(-2, 3), max_size=3))
    return st.tuples(st.integers(0, 200), st.sampled_from(["type", "to", "at", "tile", "rot", "a", "b", "kind",
                                                           "target", "card", "option", "player", "turn", "path"]),
                     leaf)


def test_mutated_actions_are_refused_in_words_never_with_a_crash():
    from hypothesis import given, settings, HealthCheck
    base = _doc()
    base["outcome"] = None

    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(_mutations())
    def check(m):
        i, key, value = m
        doc = json.loads(json.dumps(base))
        acts = doc["actions"]
        acts[i % len(acts)][key] = value
        del acts[i % len(acts) + 1:]
        try:
            replay(parse_record(doc), check_outcome=False)
        except RecordError as exc:
            assert str(exc)
    check()


def test_the_command_line_replays_an_island_record(tmp_path):
    """`forbidden-sky replay` is game-free: an Island game (made here through the protocol, so it
    follows the data) replays to its outcome, and the cause is the game's own."""
    from forbidden_sky.engine import registry
    game = registry.get("island")
    players = ["pilot", "diver", "engineer"]
    state = game.new_game(players, "elite", 2)
    done = []
    while game.outcome(state) is None and len(done) < 4000:
        action = game.chance_action(state) or game.legal_actions(state)[-1]
        done.append((game.turn(state), action))
        state, _ = game.apply(state, action)
    ended = game.outcome(state)
    assert ended is not None
    rec = new_record(players, "elite", 2, game="island").with_play(tuple(done), ended.code(), game.turn(state))
    path = tmp_path / "island.json"
    path.write_text(rec.dumps(), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "forbidden_sky", "replay", str(path)],
                         capture_output=True, text=True, env=ENV, timeout=120)
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["game"] == "island" and doc["outcome"] == ended.code() and doc["cause"] == ended.cause
    assert doc["setup"] == {"players": players, "level": "elite", "seed": 2}
    assert sum(len(t["actions"]) for t in doc["turns"]) == len(done)
