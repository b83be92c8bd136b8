"""Issue 17's seam for records and issue 21's "Table-ready" findings about records, the guarded
reader, settings and the command line: each test fails on the code before the fix."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time   # the hang guards below count CPU seconds of this process (process_time), so a
# machine busy with other work cannot fail them: they catch a hang or a quadratic cost, they time nothing
from pathlib import Path

import pytest

from forbidden_sky import safeio
from forbidden_sky.engine import registry
from forbidden_sky.records import RecordError, Store, new_record, parse_record, replay, valid_id
from forbidden_sky.records import store as store_mod
from forbidden_sky.records.code import CODE_GAMES, CodeError, daily, decode, encode
from forbidden_sky.records.stats import compute
from forbidden_sky.safeio import ReadError, parse_json
from forbidden_sky.shell.settings import MAX_BYTES, Settings, load_settings, save_settings
from forbidden_sky.shell.text import drawable

HERE = Path(__file__).resolve().parent / "records"
WIN = HERE / "win-novice-climber-electrician.json"
LOSS = HERE / "loss-electrocuted-novice.json"
ENV = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")


def _doc(path: Path = WIN) -> dict:
    return json.loads(path.read_text())


# ---- issue 17: records speak to the Game protocol ------------------------------------------------

def test_a_record_names_its_game_and_an_old_one_without_a_game_is_sky():
    doc = {k: v for k, v in _doc().items() if k != "game"}   # as a record from before the seam
    rec = parse_record(doc)
    assert rec.game == registry.DEFAULT == "sky"
    assert rec.to_json()["game"] == "sky" and json.loads(rec.dumps())["game"] == "sky"
    assert new_record(["navigator", "medic"], "novice", 3).to_json()["game"] == "sky"
    with pytest.raises(RecordError, match="unknown game"):
        parse_record(dict(doc, game="chess"))
    with pytest.raises(RecordError, match="unknown game"):
        parse_record(dict(doc, game=["sky"]))


def test_the_record_keeps_its_json_shape_plus_the_game_key():
    rec = parse_record(_doc())
    out = rec.to_json()
    assert set(out) == set(_doc()) | {"game"}
    back = parse_record(json.loads(rec.dumps()))
    assert back == rec and back.actions == rec.actions


def test_setup_and_outcomes_are_asked_of_the_game(monkeypatch):
    game = registry.get("sky")
    assert {o.code() for o in game.outcomes()} == {"won", "lost:electrocuted", "lost:fall", "lost:swept_away",
                                                  "lost:abandoned"}
    doc = _doc()
    doc["setup"]["players"] = ["navigator", "medic", "climber", "electrician", "surveyor", "knotsmith"]
    with pytest.raises(RecordError, match="2 to 5"):
        parse_record(doc)
    # the records package holds no copy of the game's facts: a game that ends otherwise is asked
    from forbidden_sky.engine.game import Outcome, Result
    monkeypatch.setattr(type(game), "outcomes", lambda self: (Outcome(Result.WON),))
    with pytest.raises(RecordError, match="unknown outcome"):
        parse_record(_doc(LOSS))


def test_records_import_no_game():
    from test_architecture import PKG, package_imports
    bad = [f"{p.name} -> {m}" for p in (PKG / "records").glob("*.py") for m in package_imports(p)
           if m.startswith("forbidden_sky.") and m.split(".")[1] not in ("engine", "records", "safeio", "resources", "i18n")]
    assert bad == []


def test_every_old_sky_code_decodes_to_the_same_game_and_a_new_code_names_its_game():
    old = json.loads((HERE / "codes" / "v1_codes.json").read_text())
    for code, players, level, seed in old["codes"]:
        got = decode(code)
        assert (got.game, list(got.players), got.level, got.seed) == ("sky", players, level, seed), code
        new = encode(players, level, seed)
        assert new is not None and new != code                 # a new code is version 2 ...
        assert decode(new) == got                              # ... for the same game
    import datetime as dt
    for day, players, level, seed in old["daily"]:
        d = daily(dt.date.fromisoformat(day))
        assert (list(d.players), d.level, d.seed, d.game) == (players, level, seed, "sky")
    assert set(registry.game_ids()) <= set(CODE_GAMES)
    assert encode(["navigator", "medic"], "novice", 7, game="chess") is None


def test_a_new_code_never_passes_as_an_old_one():
    from forbidden_sky.records.code import _check, _check2
    for body in ("1", "ABCD", "ZZZZZZZZ", "0123456789"):
        assert _check(body) != _check2(body)
    code = encode(["navigator", "medic"], "elite", 99)
    assert code is not None
    typo = code[:-2] + ("X" if code[-2] != "X" else "Y") + code[-1]
    with pytest.raises(CodeError):
        decode(typo)


# ---- the guarded reader: linear in its input ----------------------------------------------------

def test_a_megabyte_of_escaped_quotes_is_refused_at_once():
    hostile = '"' + '\\"' * ((1 << 19) - 1)          # 1 MiB: a quote and 524,287 \"
    assert len(hostile) >= (1 << 20) - 1
    t = time.process_time()
    with pytest.raises(ReadError):
        parse_json(hostile)
    closed = '{"a": "' + '\\"' * ((1 << 19) - 8) + '"}'
    assert parse_json(closed)["a"].startswith('""')
    assert time.process_time() - t < 1.0               # was hours (quadratic in the quotes)


def test_the_bracket_scan_is_linear_in_operations():
    """The nesting check's own work, counted: the text it leaves for the bracket count is never
    longer than the input, and unclosed strings cut it (no restart at each quote)."""
    for n in (1000, 100_000):
        text = '"' + '\\"' * n
        assert safeio.json_depth_text(text) == ""
    assert safeio.json_depth_text('["]]]\\"[[", {"k": "\\\\"}, "open [[[') == '["", {"": ""}, '


def test_a_hostile_settings_file_does_not_stall_the_start(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"muted": "' + '\\"' * 30_000 + '}')   # under the 64 KiB cap, an unclosed string
    t = time.process_time()
    assert load_settings(path) == Settings()
    assert time.process_time() - t < 1.0


# ---- settings: never rewritten past the reader's cap; the window clamped --------------------------

def test_a_settings_file_just_under_the_cap_is_rewritten_under_it(tmp_path):
    path = tmp_path / "settings.json"
    # a newer version's list of pairs, compact: indented, the same document is twice the cap
    head = len(json.dumps({"muted": True, "newer": []}, separators=(",", ":")))
    doc = {"muted": True, "newer": [[1, 1]] * ((MAX_BYTES - 10 - head) // 6)}
    text = json.dumps(doc, separators=(",", ":"))
    assert MAX_BYTES - 20 < len(text) <= MAX_BYTES and len(json.dumps(doc, indent=2)) > MAX_BYTES
    path.write_text(text)
    s = load_settings(path)
    assert s.muted and "newer" in s.extra
    assert save_settings(s, path)
    assert path.stat().st_size <= MAX_BYTES
    assert load_settings(path).muted                   # read back, not the defaults
    s.extra["newer2"] = ["x" * 1000] * 200             # past the cap whatever the layout: dropped
    assert save_settings(s, path) and path.stat().st_size <= MAX_BYTES and load_settings(path).muted


def test_a_huge_saved_window_is_clamped(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"size": [8192, 8192]}))
    w, h = load_settings(path).size or (0, 0)
    assert w * h <= 5120 * 2880 and w <= 5120 and h <= 2880


# ---- one id rule; a record is written back to its own file ---------------------------------------

def test_one_id_rule_for_writer_and_reader():
    for _ in range(20):
        rec = new_record(["navigator", "medic"], "novice", 2**62)
        assert valid_id(rec.id) and parse_record(json.loads(rec.dumps())).id == rec.id
    for bad in ("MyGame", "X - Copy", "a/b", "", "-", "x" * 61, ".json"):
        assert not valid_id(bad)


COPIES = ["MyGame.json", "X - Copy.json", "X (copy).json", "X (1).json", ".json"]


@pytest.mark.parametrize("name", COPIES)
def test_a_copied_or_renamed_record_is_saved_to_its_own_file_and_nowhere_else(tmp_path, name):
    store = Store(tmp_path)
    doc = _doc()
    doc["outcome"], doc["actions"], doc["turns"] = None, doc["actions"][:5], 1
    original = tmp_path / "X.json"
    (tmp_path / name).write_text(json.dumps(doc))
    original.write_text(json.dumps(dict(doc, id="x")))
    before = original.read_bytes()
    [entry] = [e for e in store.entries() if e.path.name == name]
    rec = entry.record
    assert rec is not None and rec.file == name
    more = replay(rec, check_outcome=False)
    assert more.final.turn == 1
    store.save(rec.with_play(rec.actions[:4], None, 1))            # resume, undo, save
    assert original.read_bytes() == before                           # the other copy is untouched
    assert len(json.loads((tmp_path / name).read_text())["actions"]) == 4
    assert sorted(p.name for p in tmp_path.glob("*.json")) == sorted({name, "X.json"})
    assert {e.path.name for e in store.entries()} == {name, "X.json"}   # nothing forked, nothing lost
    assert store.delete(tmp_path / name) is None and not (tmp_path / name).exists()
    assert original.read_bytes() == before


def test_two_games_started_in_the_same_second_get_two_files(tmp_path):
    stamp = "2026-12-01T10:00:00+00:00"
    a = new_record(["navigator", "medic"], "novice", 7, stamp=stamp, source="daily")
    b = new_record(["navigator", "medic"], "novice", 7, stamp=stamp, source="daily")
    assert a.id != b.id
    code = ("import sys; from pathlib import Path; from forbidden_sky.records import Store, new_record;"
            f"print(Store(Path(sys.argv[1])).save(new_record(['navigator', 'medic'], 'novice', 7, stamp={stamp!r})))")
    procs = [subprocess.Popen([sys.executable, "-c", code, str(tmp_path)], stdout=subprocess.PIPE, env=ENV)
             for _ in range(2)]
    paths = {p.communicate(timeout=120)[0].strip() for p in procs}
    assert len(paths) == 2 and len(list(tmp_path.glob("*.json"))) == 2


# ---- Delete never raises; broken links are listed -------------------------------------------------

def test_delete_on_a_folder_or_in_a_read_only_folder_says_why(tmp_path, monkeypatch):
    store = Store(tmp_path / "games")
    store.folder.mkdir()
    (store.folder / "x.json").mkdir()
    [entry] = store.entries()
    assert entry.problem and "folder" in entry.problem
    why = store.delete(entry.path)
    assert why and "folder" in why and entry.path.is_dir()
    rec = store.save(new_record(["navigator", "medic"], "novice", 1))
    if os.geteuid() != 0:   # root may write anywhere
        store.folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
        try:
            why = store.delete(rec)
            assert why and "could not be deleted" in why and rec.exists()
        finally:
            store.folder.chmod(stat.S_IRWXU)
    assert store.delete(Path("/etc/passwd.json")) is not None
    # as the read-only folder refuses it (root ignores the mode bits, so refuse it here too)

    def refuse(self, missing_ok=False):
        raise PermissionError(13, "Permission denied", str(self))
    monkeypatch.setattr(Path, "unlink", refuse)
    why = store.delete(rec)
    assert why and "could not be deleted (Permission denied)" in why and rec.exists()


def test_a_broken_link_is_listed_and_can_be_deleted(tmp_path):
    store = Store(tmp_path)
    link = tmp_path / "gone.json"
    link.symlink_to(tmp_path / "nowhere.json")
    [entry] = store.entries()
    assert entry.path == link and entry.problem and entry.record is None
    assert store.delete(link) is None and not os.path.lexists(link)


# ---- statistics only from records that replay to their outcome ------------------------------------

def test_a_forged_win_or_a_forged_length_is_not_counted(tmp_path):
    store = Store(tmp_path)
    forged = _doc(LOSS)
    forged["actions"] = forged["actions"][:30]
    forged["outcome"] = "won"
    (tmp_path / "forged.json").write_text(json.dumps(dict(forged, turns=5)))
    long = _doc(LOSS)
    long["turns"] = 10_000
    (tmp_path / "long.json").write_text(json.dumps(long))
    (tmp_path / "real.json").write_text(WIN.read_text())
    summaries = [e.summary for e in store.entries() if e.summary is not None]
    assert len(summaries) == 3
    st = compute(summaries)
    assert st.played == 1 and st.won == 1 and st.longest == parse_record(_doc()).turns and st.refused == 2
    records = [store.load(tmp_path / n) for n in ("forged.json", "long.json", "real.json")]
    assert compute(records).played == 1
    for rec in records[:2]:
        with pytest.raises(RecordError):
            replay(rec)                       # Replay refuses it (the Games list asks this)


@pytest.mark.parametrize("branch,words", [
    ({"game": "../../x", "actions": 1, "turn": 1}, "branched_from.game"),
    ({"game": "a", "actions": 10**6, "turn": 1}, "branched_from.actions"),
    ({"game": "a", "actions": 1, "turn": 9999}, "branched_from.turn"),
    ({"game": "a", "actions": 1, "turn": 1, "note": "x" * 10**5}, "nothing else"),
    ("x", "branched_from"),
])
def test_branched_from_is_bounded_and_checked(branch, words):
    doc = _doc()
    doc["branched_from"] = branch
    with pytest.raises(RecordError, match=words):
        parse_record(doc)


# ---- listing is cheap: an index, not every file every time -----------------------------------------

def test_a_second_listing_reads_the_index_not_the_records(tmp_path, monkeypatch):
    store = Store(tmp_path)
    text = LOSS.read_text()
    for i in range(300):
        (tmp_path / f"game-{i:04d}.json").write_text(text.replace('"id": "', f'"id": "g{i}-', 1))
    first = store.entries()
    assert len(first) == 300 and all(e.summary is not None for e in first)
    read: list[tuple[str, int]] = []
    real = safeio.read_text

    def counting(path, **kw):
        out = real(path, **kw)
        read.append((Path(path).name, len(out)))
        return out
    monkeypatch.setattr(safeio, "read_text", counting)
    again = store.entries()
    assert [e.summary for e in again] == [e.summary for e in first]
    assert [name for name, _ in read] == [store_mod.INDEX]
    assert read[0][1] < 300 * 600                  # a few hundred bytes a game, not the 7 KB records
    assert compute(e.summary for e in again).played == 300
    # a changed file is read again, and only that one
    (tmp_path / "game-0007.json").write_text(WIN.read_text())
    read.clear()
    store.entries()
    assert sorted(name for name, _ in read) == sorted([store_mod.INDEX, "game-0007.json"])


def test_a_damaged_or_forged_index_is_rebuilt_not_trusted(tmp_path):
    store = Store(tmp_path)
    (tmp_path / "real.json").write_text(WIN.read_text())
    store.entries()
    idx = json.loads((tmp_path / store_mod.INDEX).read_text())
    idx["files"]["real.json"]["summary"]["players"] = "\u0000" * 10**5
    (tmp_path / store_mod.INDEX).write_text(json.dumps(idx))
    [e] = store.entries()
    assert e.summary is not None and e.summary.players == ("climber", "electrician")
    (tmp_path / store_mod.INDEX).write_text("[" * 10_000)
    [e] = store.entries()
    assert e.summary is not None


# ---- the data: a null calm names the file and the key -------------------------------------------

def test_a_null_calm_meter_names_its_file_and_key(tmp_path):
    import re
    import shutil
    from forbidden_sky.resources import data_dir
    from forbidden_sky.sky.data import DataError
    from forbidden_sky.sky.data.loader import load_game_data
    folder = tmp_path / "data"
    shutil.copytree(data_dir(), folder)
    p = folder / "storm_meter.yaml"
    text, n = re.subn(r"^calm:\n(?:[ \t]+.*\n?)*", "calm: null\n", p.read_text(), flags=re.M)
    assert n == 1
    p.write_text(text)
    with pytest.raises(DataError) as err:
        load_game_data(folder)
    msg = str(err.value)
    assert "storm_meter.yaml" in msg and "calm" in msg and "assets/data: could not be loaded" not in msg


def test_no_comment_points_outside_the_repository():
    root = Path(__file__).resolve().parents[1] / "forbidden_sky"
    assert [str(p) for p in root.rglob("*.py") if "GAME-MODEL" in p.read_text(encoding="utf-8")] == []


# ---- drawable text -------------------------------------------------------------------------------

@pytest.mark.parametrize("value", ["\u0000", "a\u0000b", "\ud800", "x\udcff", "\u200b" * 5, "\u202e" + "evil",
                                   "e" + "\u0301" * 500, "x" * (5 << 20), None, 12, ["list"]])
def test_any_stored_text_becomes_drawable(value):
    import pygame
    pygame.font.init()
    s = drawable(value, 100)
    assert isinstance(s, str) and len(s) <= 100
    s.encode("utf-8")
    assert "\u0000" not in s and "\u200b" not in s
    if s:
        pygame.font.Font(None, 20).render(s, True, (255, 255, 255))


def test_when_never_raises():
    from forbidden_sky.sky.ui.records_words import outcome, when
    for v in ("0001-01-01T00:00:00+23:59", "9999-12-31T23:59:59-23:59", "\u0000", "\ud800", "", None, 5, "2026-13-01"):
        assert isinstance(when(v), str)
    assert when("2026-12-01T10:00:00+00:00")[:6] == "01 Dec"
    assert outcome("\ud800x") == "\ufffdx" and outcome(None) == "Unfinished"


# ---- the command line: a closed pipe, a full device ----------------------------------------------

def _run(args: list[str], **kw):
    return subprocess.run([sys.executable, "-m", "forbidden_sky", *args], env=ENV, timeout=300, **kw)


def _scenario(tmp_path: Path) -> Path:
    first = sorted((Path(__file__).resolve().parent / "scenarios").glob("*.yaml"))[0]
    return first


COMMANDS = {
    "replay": lambda tmp: ["replay", str(LOSS)],
    "scenario": lambda tmp: ["scenario", str(_scenario(tmp))],
    "bench": lambda tmp: ["bench", "records", "--games", "3"],
    "simulate": lambda tmp: ["simulate", "--games", "1", "--players", "2", "--levels", "novice", "--bot", "random", "--jobs", "1"],
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_closed_pipe_ends_the_command_quietly(command, tmp_path):
    args = COMMANDS[command](tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "forbidden_sky", *args], env=ENV, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()                          # `| head -0`: nobody reads the output
    err = proc.stderr.read().decode()
    proc.wait(300)
    assert "Traceback" not in err and "Exception ignored" not in err, err
    assert proc.returncode in (0, 141), (proc.returncode, err)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_full_output_device_is_said_in_words(command, tmp_path):
    with open("/dev/full", "w") as full:
        out = _run(COMMANDS[command](tmp_path), stdout=full, stderr=subprocess.PIPE, text=True)
    assert out.returncode != 0
    assert "Traceback" not in out.stderr and "could not write the output" in out.stderr, out.stderr


def test_continue_lists_without_replaying_and_the_games_list_replays_once(tmp_path, monkeypatch):
    store = Store(tmp_path)
    (tmp_path / "won.json").write_text(WIN.read_text())
    replays: list[str] = []
    real = store_mod.replay

    def counting(rec, *a, **kw):
        replays.append(rec.id)
        return real(rec, *a, **kw)
    monkeypatch.setattr(store_mod, "replay", counting)
    assert store.unfinished() is None and replays == []          # the title: no replay
    [e] = store.entries()
    assert e.summary is not None and e.summary.counted is True and replays == ["won"]   # known by its file name
    store.entries()
    assert len(replays) == 1                                      # known from the index since
