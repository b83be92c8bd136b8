"""A lost Island game is saved in the records' form (``lost:CAUSE``, asked of the game) and
listed like any other; a record an earlier version wrote with the result alone ("lost": every
lost Island game was an error in the Games list) is read, completed by its replay and written
back whole."""

from __future__ import annotations

import json

from forbidden_sky.engine import registry
from forbidden_sky.island.ui.session import Session, Setup
from forbidden_sky.records import Store
from forbidden_sky.records.replay import replay
from forbidden_sky.shell.rooms.recording import attach


def _lost_island_game(store: Store):
    """An Island game played on the screen's session to its end by the bot, recorded as the
    screen records it."""
    game = registry.get("island")
    for seed in range(1, 40):
        session = Session(Setup(["pilot", "messenger"], "legendary", seed))
        rec = attach(store, session, None, "play", lambda why: None, game="island")
        bot = game.make_bot("strong", seed)
        for _ in range(3000):
            s = session.now
            if s.over:
                break
            session.apply(bot.pick(s))
            rec.write(session)
        if session.now.outcome == "lost":
            return session, rec
    raise AssertionError("no lost game in 39 seeds at Legendary")


def test_a_lost_island_game_is_saved_with_its_cause_and_listed(tmp_path):
    store = Store(tmp_path)
    session, rec = _lost_island_game(store)
    want = registry.get("island").outcome(session.now).code()
    assert want.startswith("lost:")
    assert rec.record.outcome == want
    entries = [e for e in store.entries() if e.summary is not None and e.summary.id == rec.record.id]
    assert len(entries) == 1 and entries[0].problem is None
    assert entries[0].summary.outcome == want and entries[0].summary.counted is True
    assert replay(entries[0].record).outcome() == want


def test_a_record_stating_lost_without_its_cause_is_read_and_completed(tmp_path):
    store = Store(tmp_path)
    session, rec = _lost_island_game(store)
    want = rec.record.outcome
    path = tmp_path / f"{rec.record.id}.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["outcome"] = "lost"              # what the screen wrote before
    path.write_text(json.dumps(doc), encoding="utf-8")
    (tmp_path / ".index").unlink(missing_ok=True)
    entries = [e for e in store.entries() if e.path == path]
    assert len(entries) == 1 and entries[0].problem is None, entries[0].problem
    assert entries[0].summary.outcome == want and entries[0].summary.counted is True
    assert json.loads(path.read_text(encoding="utf-8"))["outcome"] == want     # written back whole


def test_a_bare_result_the_moves_do_not_reach_is_still_refused(tmp_path):
    store = Store(tmp_path)
    session, rec = _lost_island_game(store)
    path = tmp_path / f"{rec.record.id}.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["outcome"] = "won"               # a bare "won" is a real code; the moves lose
    path.write_text(json.dumps(doc), encoding="utf-8")
    (tmp_path / ".index").unlink(missing_ok=True)
    [entry] = [e for e in store.entries() if e.path == path]
    assert entry.summary is not None and entry.summary.counted is False      # listed, never counted as won
    assert json.loads(path.read_text(encoding="utf-8"))["outcome"] == "won"   # and not rewritten
