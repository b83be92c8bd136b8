"""The game log follows the language: lines written in English read in Spanish after the
switch, old lines too, in both games (issue 18: "old log lines keep their language" no more)."""

from __future__ import annotations

from forbidden_sky import i18n
from forbidden_sky.island.ui.session import Session as IslandSession, Setup as IslandSetup
from forbidden_sky.shell.said_log import SaidLog
from forbidden_sky.sky.ui.session import Session, Setup


def test_a_sky_log_written_in_english_reads_in_spanish_after_the_switch():
    s = Session(Setup(["navigator", "medic"], "novice", 1))
    move = next(a for a in s.legal() if a.type == "move")
    s.apply(move)
    s.undo()
    english = list(s.log)
    assert english == [(1, "A new Novice game: Navigator, Medic."), (1, "Navigator moves to the wind compass."),
                       (1, "Undone: Navigator moves to the wind compass.")]
    i18n.set_language("es")
    assert list(s.log) == [(1, "Partida nueva, nivel Novato: Navegante, Médica."),
                           (1, "Navegante se mueve a la brújula del viento."),
                           (1, "Deshecho: Navegante se mueve a la brújula del viento.")]
    s.apply(move)
    assert s.log[-1] == (1, "Navegante se mueve a la brújula del viento.")
    i18n.set_language("en")
    assert list(s.log) == [*english, (1, "Navigator moves to the wind compass.")]


def test_an_island_log_too():
    s = IslandSession(IslandSetup(["pilot", "diver"], "novice", 3))
    move = next(a for a in s.legal() if a.type == "move")
    s.apply(move)
    english = list(s.log)
    i18n.set_language("es")
    spanish = list(s.log)
    assert len(spanish) == len(english) >= 2
    assert spanish[0] == (1, "Nueva partida (Novato): Piloto, Submarinista.")
    assert spanish[-1][1].startswith("El Piloto se movió a ") and english[-1][1].startswith("Pilot ")


def test_the_log_reads_like_the_list_it_replaced():
    log = SaidLog()
    assert log.add(1, lambda: "one") and not log.add(1, lambda: "")
    log.add(2, lambda: "two")
    assert log == [(1, "one"), (2, "two")] and len(log) == 2 and log[-1] == (2, "two") and log[:1] == [(1, "one")]
    log.truncate(1)
    assert list(log) == [(1, "one")]
