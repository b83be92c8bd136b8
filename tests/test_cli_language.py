"""The command line speaks the run's language: --help, argparse's own errors and ours (issue 18)."""

from __future__ import annotations

import argparse

import pytest

from forbidden_sky import cli_parser, i18n
from forbidden_sky.app.app import parse_args


@pytest.fixture
def no_saved_settings(monkeypatch, tmp_path):
    import forbidden_sky.shell.settings as settings
    monkeypatch.setattr(settings, "settings_path", lambda: tmp_path / "settings.json")
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    return tmp_path


def _help(argv, capsys) -> str:
    with pytest.raises(SystemExit) as ended:
        parse_args(argv)
    assert ended.value.code == 0
    return capsys.readouterr().out


def _complaint(argv, capsys) -> str:
    with pytest.raises(SystemExit) as ended:
        parse_args(argv)
    assert ended.value.code == 2
    return capsys.readouterr().err


def test_help_in_spanish_has_no_english_left(no_saved_settings, capsys):
    out = _help(["--language", "es", "--help"], capsys)
    assert out.startswith("uso: forbidden-sky")
    for spanish in ("opciones:", "muestra esta ayuda y termina", "semilla de los barajados",
                    "--seed SEMILLA", "Juega a El Cielo Prohibido o a La Isla Prohibida.", "Otras órdenes"):
        assert spanish in out, spanish
    for english in ("usage:", "options:", "show this help", "seed of the shuffles", "Other commands"):
        assert english not in out, english


def test_help_follows_the_system_language_and_the_saved_setting(no_saved_settings, monkeypatch, capsys):
    assert _help(["--help"], capsys).startswith("usage: forbidden-sky")
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert _help(["--help"], capsys).startswith("uso: forbidden-sky")
    monkeypatch.setenv("LANG", "C.UTF-8")
    (no_saved_settings / "settings.json").write_text('{"language": "es"}', encoding="utf-8")
    assert _help(["--help"], capsys).startswith("uso: forbidden-sky")
    assert _help(["--language=en", "--help"], capsys).startswith("usage: forbidden-sky")


@pytest.mark.parametrize("argv, spanish", [
    (["--bogus"], "argumentos no reconocidos: --bogus"),
    (["--seed", "x"], "argumento --seed: valor de tipo int no válido: 'x'"),
    (["--seed"], "argumento --seed: se esperaba un argumento"),
    (["--game", "chess"], "argumento --game: opción no válida: 'chess'"),
    (["--level", "hard"], "argumento --level: opción no válida: 'hard' (elige entre novice, normal, elite, legendary)"),
    (["--players", "medic,medic"], "cada aventurero solo puede elegirse una vez"),
    (["--game", "island", "--players", "pilot"], "a La Isla Prohibida se juega con entre 2 y 4 aventureros"),
    (["--size", "big"], "--size debe tener la forma 1280x800, no 'big'"),
    (["--fullscreen", "--windowed"], "--fullscreen y --windowed se contradicen"),
])
def test_every_complaint_in_spanish(no_saved_settings, capsys, argv, spanish):
    err = _complaint(["--language", "es", *argv], capsys)
    assert err.startswith("uso: forbidden-sky")
    assert f"forbidden-sky: error: {spanish}" in err


def test_the_same_complaint_in_english_by_default(no_saved_settings, capsys):
    err = _complaint(["--players", "medic,medic"], capsys)
    assert "forbidden-sky: error: each adventurer can be picked once" in err


def test_argparse_is_left_as_it_was_for_everyone_else(no_saved_settings, capsys):
    standard = argparse._   # type: ignore[attr-defined]
    _complaint(["--language", "es", "--bogus"], capsys)
    assert argparse._ is standard   # type: ignore[attr-defined]
    i18n.set_language("es")
    plain = argparse.ArgumentParser(prog="other")
    assert "usage: other" in plain.format_usage()      # a parser that is not ours stays English


def test_every_argparse_word_has_its_spanish():
    i18n.set_language("es")
    for word in cli_parser.ARGPARSE_WORDS:
        assert i18n.catalog_text(word) != word or word.startswith("%(prog)s"), word


def test_replay_usage_in_spanish(no_saved_settings, capsys):
    from forbidden_sky.cli import main
    assert main(["replay", "--language", "es"]) == 2
    assert capsys.readouterr().err.strip() == "uso: forbidden-sky replay ARCHIVO.json"
