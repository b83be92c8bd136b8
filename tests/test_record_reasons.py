"""A bad record's problem is data (a code, its parameters, the English template), so the Games
list says it in the language it is shown in, also from the records' index (issue 18)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forbidden_sky import i18n
from forbidden_sky.engine.errors import Reason
from forbidden_sky.records import RecordError, Store, parse_record, replay
from forbidden_sky.safeio import ReadError, parse_json

WIN = Path(__file__).parent / "records" / "win-novice-climber-electrician.json"


def _doc() -> dict:
    return json.loads(WIN.read_text(encoding="utf-8"))


def _problem(doc) -> Reason:
    with pytest.raises(RecordError) as refused:
        parse_record(doc)
    return refused.value.reason


def test_a_refused_field_is_a_code_with_its_parameters_and_the_same_english_as_before():
    doc = _doc()
    doc["setup"]["seed"] = "x"
    why = _problem(doc)
    assert why.code == "bad_seed"
    assert str(why) == f"the seed must be a whole number from {-2**63 + 1} to {2**63 - 1}, not 'x'"
    assert why.params["value"] == "'x'"
    i18n.set_language("es")
    assert i18n.say(why) == f"la semilla debe ser un número entero entre {-2**63 + 1} y {2**63 - 1}, no 'x'"


@pytest.mark.parametrize("change, code, spanish", [
    (lambda d: d.update(version=99), "newer_version", "lo hizo una versión más nueva del juego"),
    (lambda d: d["setup"].update(level="hard"), "unknown_level", "nivel desconocido 'hard'"),
    (lambda d: d["setup"].update(players=["medic", "medic"]), "adventurer_twice", "un aventurero aparece dos veces"),
    (lambda d: d["actions"].append("move"), "not_action", "no es una acción"),
    (lambda d: d.update(hints=[{"turn": 1, "step": 0, "bogus": 1}]), "hint_key", "la pista 1 tiene una clave desconocida"),
    (lambda d: d.update(game="chess"), "unknown_game", "un registro de un juego desconocido 'chess'"),
])
def test_each_refusal_has_a_code_and_its_spanish(change, code, spanish):
    doc = _doc()
    change(doc)
    why = _problem(doc)
    assert why.code == code
    i18n.set_language("es")
    assert spanish in i18n.say(why)


def test_a_refusal_inside_a_record_is_said_in_the_same_language():
    doc = _doc()
    doc["actions"] = doc["actions"][:3] + [doc["actions"][0]] + doc["actions"][4:]   # an action played twice
    rec = parse_record(doc)
    with pytest.raises(RecordError) as refused:
        replay(rec)
    why = refused.value.reason
    assert why.code in ("impossible", "wrong_turn")
    i18n.set_language("es")
    said = i18n.say(why)
    assert said.startswith(("turno ", "la acción "))
    if why.code == "impossible":
        inner = why.params["why"]
        assert isinstance(inner, Reason)
        assert i18n.say(inner) in said and str(inner) not in said


def test_a_reader_error_carries_its_template():
    with pytest.raises(ReadError) as refused:
        parse_json('{"a": 1, "a": 2}', label="x.json")
    exc = refused.value
    assert str(exc) == "x.json: is not valid JSON (duplicate key 'a')"
    i18n.set_language("es")
    assert i18n.say(exc) == "x.json: no es JSON válido (clave repetida 'a')"


def test_the_games_list_problem_survives_the_index_as_data(tmp_path):
    good = json.loads(WIN.read_text(encoding="utf-8"))
    good["setup"]["level"] = "hard"
    (tmp_path / "bad-level.json").write_text(json.dumps(good), encoding="utf-8")
    (tmp_path / "not-json.json").write_text("{oops", encoding="utf-8")
    (tmp_path / "folder.json").mkdir()
    store = Store(tmp_path)
    first = {e.path.name: e.problem for e in store.entries()}
    again = {e.path.name: e.problem for e in Store(tmp_path).entries()}   # from the index this time
    for listing in (first, again):
        assert all(isinstance(p, Reason) for p in listing.values()), listing
        i18n.set_language("es")
        assert i18n.say(listing["bad-level.json"]) == "nivel desconocido 'hard'"
        assert i18n.say(listing["not-json.json"]) == ("not-json.json: no es JSON válido (línea 1: se esperaba un nombre "
                                                      "de propiedad entre comillas dobles)")
        assert i18n.say(listing["folder.json"]) == "folder.json: no se puede leer (es una carpeta)"
        i18n.set_language("en")
        assert i18n.say(listing["bad-level.json"]) == "unknown level 'hard'"
    assert str(first["bad-level.json"]) == str(again["bad-level.json"])


def test_an_index_from_before_the_reasons_reads_the_file_again(tmp_path):
    (tmp_path / "not-json.json").write_text("{oops", encoding="utf-8")
    Store(tmp_path).entries()
    index = tmp_path / ".index"
    doc = json.loads(index.read_text(encoding="utf-8"))
    entry = doc["files"]["not-json.json"]
    assert entry["problem"]["code"] == "unreadable"
    entry["problem"] = "not-json.json: an English text of an older version"
    index.write_text(json.dumps(doc), encoding="utf-8")
    problem = Store(tmp_path).entries()[0].problem
    assert isinstance(problem, Reason) and problem.code == "unreadable"
