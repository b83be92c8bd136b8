"""Issue 21 on the Games list and the title, through the real UI (strict: a bug raises): text
drawn from records and file names never crashes the list, the list always opens, a broken
file can be deleted from the game, Replay refuses a forged outcome, and a copy of a record
resumes and saves into its own file."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pygame
import pytest

from forbidden_sky.shell.scene import Goto

from ui_helpers import click, frame, key

SAMPLES = Path(__file__).resolve().parents[1] / "records"
WIN = SAMPLES / "win-novice-climber-electrician.json"
LOSS = SAMPLES / "loss-electrocuted-novice.json"


def _press(app, scene, action):
    b = next(b for b in scene.buttons if b.action == action)
    assert b.enabled, action
    click(app, b.rect.center)


def _games(rapp):
    rapp.apply(Goto("games"))
    frame(rapp)
    games = rapp.top
    assert type(games).__name__ == "GamesScene"
    return games


def _unfinished(**change) -> dict:
    doc = json.loads(WIN.read_text())
    doc["actions"], doc["outcome"], doc["turns"] = doc["actions"][:3], None, 1
    doc.update(change)
    return doc


@pytest.mark.parametrize("updated", ["\u0000", "\ud800", "\u200b\u200b\u200b", "0001-01-01T00:00:00+23:59",
                                     "\u202e\u0301" * 10])
def test_any_updated_text_is_drawn_on_the_list_and_the_title(rapp, store, updated):
    store.folder.mkdir(parents=True)
    (store.folder / "odd.json").write_text(json.dumps(_unfinished(updated=updated, created=updated)))
    games = _games(rapp)
    assert games.entries[0].summary is not None and games.entries[0].summary.updated == updated
    for _ in range(3):
        frame(rapp)
    rapp.apply(Goto("title", pop=-1))
    frame(rapp)
    assert rapp.top.buttons[0].label == "Continue"


def _write_bytes_name(folder: Path, raw: bytes, text: str) -> Path:
    fd = os.open(os.fsencode(folder) + b"/" + raw, os.O_WRONLY | os.O_CREAT, 0o644)
    os.write(fd, text.encode())
    os.close(fd)
    return folder / os.fsdecode(raw)


@pytest.mark.skipif(os.name == "nt", reason="file names are UTF-16 there")
@pytest.mark.parametrize("raw", [b"\xff\xfebad.json", "\u200b\u200b".encode() + b".json", b"\xc3(.json"])
def test_a_file_with_an_unreadable_name_is_listed_drawn_and_deletable(rapp, store, raw):
    store.folder.mkdir(parents=True)
    broken = _write_bytes_name(store.folder, raw, "{ not json")
    good = _write_bytes_name(store.folder, raw.replace(b".json", b"-ok.json"), LOSS.read_text())
    games = _games(rapp)
    assert len(games.entries) == 2
    for _ in range(3):
        frame(rapp)
    i = next(i for i, e in enumerate(games.entries) if e.path == broken)
    games._select(i)
    frame(rapp)
    _press(rapp, games, "delete")
    click(rapp, games.prompt.buttons[0].rect.center)
    frame(rapp)
    assert not os.path.lexists(broken) and os.path.exists(good) and len(games.entries) == 1


def test_a_broken_link_and_a_folder_are_listed_and_delete_says_why(rapp, store):
    store.folder.mkdir(parents=True)
    (store.folder / "gone.json").symlink_to(store.folder / "nowhere.json")
    (store.folder / "x.json").mkdir()
    games = _games(rapp)
    names = {e.path.name: e.problem for e in games.entries}
    assert set(names) == {"gone.json", "x.json"} and all(names.values())
    games._select(next(i for i, e in enumerate(games.entries) if e.path.name == "x.json"))
    _press(rapp, games, "delete")
    click(rapp, games.prompt.buttons[0].rect.center)
    frame(rapp)
    assert (store.folder / "x.json").is_dir() and "folder" in games.message[0]
    games._select(next(i for i, e in enumerate(games.entries) if e.path.name == "gone.json"))
    _press(rapp, games, "delete")
    click(rapp, games.prompt.buttons[0].rect.center)
    assert not os.path.lexists(store.folder / "gone.json")


def test_replay_refuses_a_forged_win_and_the_statistics_do_not_count_it(rapp, store):
    store.folder.mkdir(parents=True)
    doc = json.loads(LOSS.read_text())
    doc["actions"], doc["outcome"] = doc["actions"][:20], "won"
    doc["turns"] = doc["actions"][-1]["turn"]
    (store.folder / "forged.json").write_text(json.dumps(doc))
    games = _games(rapp)
    assert games.stats.played == 0 and games.stats.won == 0
    _press(rapp, games, "replay")
    assert rapp.top is games and "the record says 'won'" in games.message[0]
    frame(rapp)


@pytest.mark.parametrize("name", ["MyGame.json", "X (1).json", ".json"])
def test_a_copy_resumes_and_saves_into_its_own_file(rapp, store, name):
    store.folder.mkdir(parents=True)
    doc = _unfinished()
    (store.folder / "X.json").write_text(json.dumps(dict(doc, id="x", updated="2020-01-01T00:00:00+00:00")))
    (store.folder / name).write_text(json.dumps(doc))
    before = hashlib.sha256((store.folder / "X.json").read_bytes()).hexdigest()
    games = _games(rapp)
    games._select(next(i for i, e in enumerate(games.entries) if e.path.name == name))
    _press(rapp, games, "resume")
    g = rapp.top
    assert type(g).__name__ == "GameScene"
    legal = [a for a in g.session.legal() if a.type != "end_actions"] or g.session.legal()
    g.do(legal[0])
    frame(rapp, 30)
    assert hashlib.sha256((store.folder / "X.json").read_bytes()).hexdigest() == before
    assert len(json.loads((store.folder / name).read_text())["actions"]) == 4
    assert sorted(p.name for p in store.folder.glob("*.json")) == sorted(["X.json", name])
    # and it is still a game at the next start (the id it was saved with reads back)
    again = {e.path.name: e for e in type(store)(store.folder).entries()}
    assert again[name].problem is None and again[name].record is not None
    assert len(again[name].record.actions) == 4
    key(rapp, pygame.K_ESCAPE)
    frame(rapp, 5)


def test_an_island_record_is_listed_counted_as_island_and_opened_in_islands_screen(rapp, store):
    from forbidden_sky.engine import registry
    from forbidden_sky.records import new_record, parse_record
    island = registry.get("island")
    ch = island.setup
    rec = new_record(list(ch.roles[:2]), ch.levels[0], 3, game="island")
    assert parse_record(json.loads(rec.dumps())).game == "island"
    store.save(rec)
    games = _games(rapp)
    [entry] = games.entries
    assert entry.summary is not None and entry.summary.game == "island" and entry.problem is None
    assert games.stats_by_game["sky"].unfinished == 0 and games.stats_by_game["island"].unfinished == 1
    games._refresh_buttons()
    cmd = games._button("resume")            # Island's game screen, never Sky's
    assert cmd.to == "island_game" and cmd.args["record"].id == rec.id
    assert list(cmd.args["setup"].players) == list(ch.roles[:2])
    rapp.apply(Goto("title", pop=-1))
    frame(rapp)
    sky, isl = rapp.top.cards
    assert sky.resume is None and sky.buttons[0].label != "Continue"   # Sky's Continue never resumes an Island game
    assert isl.resume is not None and isl.buttons[0].label == "Continue"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_refused_files_name_and_reason_keep_apart(store, size, lang):
    # seen in the window: the file's name ran under the reason ("2026120418515…No se pudo abrir")
    # once the Game column came first and left the name a column too narrow for it
    from forbidden_sky.app.app import App
    from forbidden_sky.i18n import set_language
    from forbidden_sky.shell import drawn
    store.folder.mkdir(parents=True)
    doc = json.loads(LOSS.read_text())
    doc["outcome"] = "lost:nothing_like_it"
    (store.folder / "20261204185157-7-c9cd207c.json").write_text(json.dumps(doc))
    (store.folder / "20261204185150-7-b2be963f.json").write_text("{ not json")
    set_language(lang)
    app = App(size=size, mute=True, strict=True, records=store)
    try:
        games = _games(app)
        assert all(e.problem for e in games.entries) and len(games.entries) == 2
        with drawn.collecting(app.screen.get_size()) as rec:
            frame(app)
        assert not drawn.problems(rec), drawn.problems(rec)
        said = [m.label for m in rec.marks if m.kind == "text"]
        assert sum(1 for s in said if s.startswith("2026120418515")) == 2
    finally:
        app.close()
        set_language("en")
