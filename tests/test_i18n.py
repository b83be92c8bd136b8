"""The message catalogs (forbidden_sky/i18n.py, tools/i18n.py): every message in every
language with the same parameters, the compiled catalogs up to date, the language chosen by
the system on a first start, and the fonts able to draw every letter of every language."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from forbidden_sky import i18n

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import i18n as tool  # noqa: E402


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_every_catalog_is_complete_checked_and_compiled():
    template = tool.extract()
    assert sum(1 for m in template if m.id) > 0
    for lang in tool.translated_languages():
        assert tool.problems(lang, template) == [], lang


def test_spanish_is_shipped_and_spoken():
    assert "es" in i18n.languages()
    i18n.set_language("es")
    assert i18n.tr("Lightning Strikes!") == "¡Cae un rayo!"
    assert i18n.tr("Legendary") == "Legendario"
    i18n.set_language("en")
    assert i18n.tr("Lightning Strikes!") == "Lightning Strikes!"


def test_an_unknown_language_falls_back_to_english():
    assert i18n.set_language("xx") == "en"
    assert i18n.tr("Novice") == "Novice"


def test_the_check_finds_a_missing_translation_and_a_changed_parameter(tmp_path, monkeypatch):
    from babel.messages.catalog import Catalog
    cat = Catalog(locale="es", domain=i18n.DOMAIN)
    cat.add("{player} moved", "{jugador} se movió")
    cat.add("Game over", "")
    monkeypatch.setattr(tool, "LOCALE", tmp_path)
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    tool.write(cat, tool.po_path("es"))
    tool.mo_path("es").write_bytes(tool.compile_mo(cat))
    found = tool.problems("es")
    assert any("'Game over' has no translation" in line for line in found)
    assert any("parameters ['jugador'] but the English has ['player']" in line for line in found)
    cat.add("New line", "Línea nueva")
    tool.write(cat, tool.po_path("es"))          # the .po changed, the .mo did not
    assert any("out of date" in line for line in tool.problems("es"))


def test_parameters_and_plurals_are_filled_after_translation(tmp_path, monkeypatch):
    from babel.messages.catalog import Catalog
    cat = Catalog(locale="es", domain=i18n.DOMAIN)
    cat.add("{player} draws {card}", "{card}: la roba {player}")
    cat.add(("{n} card left", "{n} cards left"), ("Queda {n} carta", "Quedan {n} cartas", "Quedan {n} cartas"))
    (tmp_path / "es.mo").write_bytes(tool.compile_mo(cat))
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    i18n.languages.cache_clear()
    i18n._catalog.cache_clear()
    try:
        i18n.set_language("es")
        assert i18n.tr("{player} draws {card}", player="Ana", card="Sandbags") == "Sandbags: la roba Ana"
        assert i18n.ntr("{n} card left", "{n} cards left", 1) == "Queda 1 carta"
        assert i18n.ntr("{n} card left", "{n} cards left", 3) == "Quedan 3 cartas"
        # a template naming a parameter the caller did not give shows it, never raises
        assert i18n.tr("{player} draws {card}", player="Ana") == "{card}: la roba Ana"
    finally:
        i18n.languages.cache_clear()
        i18n._catalog.cache_clear()


@pytest.mark.parametrize("env, expected", [
    ({"LANG": "es_ES.UTF-8"}, "es"),
    ({"LANG": "es_MX"}, "es"),
    ({"LC_ALL": "es_AR.UTF-8", "LANG": "en_GB.UTF-8"}, "es"),
    ({"LC_MESSAGES": "en_US.UTF-8", "LANG": "es_ES.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANGUAGE": "fr:es"}, "es"),
    ({}, "en"),
])
def test_a_first_start_follows_the_system_language(monkeypatch, env, expected):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    monkeypatch.setattr(sys, "platform", "linux")
    assert i18n.system_language() == expected


def test_a_damaged_catalog_leaves_the_game_in_english(tmp_path, monkeypatch):
    (tmp_path / "es.mo").write_bytes(b"\xde\x12\x04\x95 not a catalog")
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    i18n.languages.cache_clear()
    i18n._catalog.cache_clear()
    try:
        i18n.set_language("es")
        assert i18n.tr("Novice") == "Novice"
    finally:
        i18n.languages.cache_clear()
        i18n._catalog.cache_clear()


def test_the_tool_leaves_the_committed_catalogs_as_they_are(tmp_path, monkeypatch):
    """Running the tool on what is committed changes nothing (so its output is always safe to
    commit, and a catalog no one updated after a change of words is caught). It runs on a copy:
    a test never writes into the checkout."""
    import shutil
    copy = tmp_path / "locale"
    shutil.copytree(tool.LOCALE, copy)
    monkeypatch.setattr(tool, "LOCALE", copy)
    monkeypatch.setattr(tool, "TEMPLATE", copy / tool.TEMPLATE.name)
    before = {p.name: p.read_bytes() for p in copy.iterdir()}
    buf = io.StringIO()
    sys_stdout, sys.stdout = sys.stdout, buf
    try:
        assert tool.main([]) == 0, buf.getvalue()[-2000:]
    finally:
        sys.stdout = sys_stdout
    after = {p.name: p.read_bytes() for p in copy.iterdir()}
    assert before == after, "run python tools/i18n.py and commit what it wrote"


SPANISH_LETTERS = "áéíóúñüÁÉÍÓÚÑÜ¿¡«»ºª€"


def test_the_fonts_draw_every_letter_of_every_language():
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from forbidden_sky.resources import asset
    pygame.font.init()
    fonts = sorted(asset("fonts").glob("*.ttf"))
    assert fonts
    for path in fonts:
        for size in (9, 14, 28, 56):      # 75 % to 200 % of the smallest and largest text
            font = pygame.font.Font(str(path), size)
            missing = [ch for ch, m in zip(SPANISH_LETTERS, font.metrics(SPANISH_LETTERS), strict=True) if m is None]
            assert missing == [], (path.name, size, missing)


def test_the_language_flag_sets_one_run(monkeypatch, tmp_path):
    from forbidden_sky.app.app import make_app, parse_args
    assert parse_args(["--language", "es"]).language == "es"
    with pytest.raises(SystemExit):
        parse_args(["--language", "klingon"])
    import forbidden_sky.shell.settings as settings
    monkeypatch.setattr(settings, "settings_path", lambda: tmp_path / "settings.json")
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    app = make_app(parse_args(["--language", "es", "--size", "640x400"]))
    try:
        assert i18n.language() == "es"
        assert app.settings.language is None          # a flag is for this run: nothing saved
    finally:
        app.close()


def test_a_refusal_from_the_core_is_said_in_spanish_with_names_in_spanish():
    from forbidden_sky.sky.core import Action, new_game, why_illegal
    from forbidden_sky.sky.ui.words import say
    state = new_game(["medic", "navigator"], "novice", 1)
    reason = why_illegal(state, Action("heal", player="navigator", target="medic"))
    assert reason.code == "not_your_turn" and say(reason) == "it is Medic's turn"
    i18n.set_language("es")
    assert say(reason) == "es el turno de Médica"
    wire = why_illegal(state, Action("wire", kind="short", a="rod(0,0)", b="rod(0,0)"))
    assert wire is not None and wire.code and say(wire) != str(wire)        # translated, not echoed


def test_island_refusals_speak_through_the_same_door():
    from forbidden_sky.engine import registry
    game = registry.get("island")
    state = game.new_game(["pilot", "diver"], "novice", 3)
    not_yours = next(a for a in game.legal_actions(state) if a.type == "end_actions")._replace(player="diver")
    reason = game.why_illegal(state, not_yours)
    assert reason is not None and reason.code
    i18n.set_language("es")
    assert i18n.say(reason) != str(reason) and "{" not in i18n.say(reason)

