"""A tile's or an adventurer's name inside a Spanish sentence takes its article, with the
contractions ("La Pista de los Necios está fuera del alcance del Explorador", seen as "Pista de
los Necios está fuera del alcance de Explorador"; "Turno del Submarinista"); English says the
names bare, as before. A chance reads as one ("11% de hundirse en la próxima fase", not "se
hunde en la próxima fase 11%")."""

import pytest

from forbidden_sky import i18n
from forbidden_sky.engine.values import evolve
from forbidden_sky.island.ai import foresight_words as fw
from forbidden_sky.island.core import new_game
from forbidden_sky.island.core.refusals import Refusal
from forbidden_sky.island.core.state import Pending, PendingKind
from forbidden_sky.island.ui.words import name_in_text, name_of, phase_line, refusal_text


@pytest.fixture
def spanish():
    before = i18n.language()
    i18n.set_language("es")
    yield
    i18n.set_language(before)


def _refused(code, **params):
    s = new_game(["diver", "explorer"], "novice", 7)
    return refusal_text(s.data, Refusal(code, **params).why())


def test_a_refusal_names_the_tile_and_the_adventurer_with_their_articles(spanish):
    assert _refused("out_of_reach", tile="fools_landing", player="explorer") == \
        "La Pista de los Necios está fuera del alcance del Explorador"
    assert _refused("not_adjacent", tile="phantom_rock", player="pilot") == "La Roca Fantasma no está junto al Piloto"
    assert _refused("not_your_turn", current="diver", player="explorer") == \
        "Es el turno del Submarinista, no del Explorador"
    assert _refused("not_flooded", tile="temple_of_the_sun") == "La loseta del Templo del Sol no está inundada"
    assert _refused("already_there", player="diver", tile="watchtower") == "El Submarinista ya está en la Atalaya"


def test_english_says_the_names_as_before():
    assert _refused("out_of_reach", tile="fools_landing", player="explorer") == "Fools' Landing is out of Explorer's reach"
    s = new_game(["diver", "explorer"], "novice", 7)
    assert phase_line(s.data, s) == "Diver's turn: 3 actions left."


def test_the_status_line_names_the_adventurer_with_the_article(spanish):
    s = new_game(["diver", "explorer"], "novice", 7)
    assert phase_line(s.data, s) == "Turno del Submarinista: le quedan 3 acciones."
    must = evolve(s, pending=(Pending(PendingKind.DISCARD, "explorer"),))
    assert phase_line(s.data, must).startswith("El Explorador debe descartar una carta")


def test_every_tile_and_adventurer_has_its_spanish_article(spanish):
    d = new_game(["diver", "explorer"], "novice", 7).data
    for key in list(d.tiles) + list(d.adventurers):
        said = name_in_text(d, key)
        article, _, rest = said.partition(" ")
        assert article in ("el", "la", "los", "las") and rest == name_of(d, key), said


def test_a_chance_to_sink_reads_as_one(spanish):
    said = i18n.tr("Fools' Landing is flooded; it sinks next phase {p}", p=fw.percent(0.11))
    assert said == "La Pista de los Necios está inundada; 11% de hundirse en la próxima fase"
    assert "se hunde en la próxima fase" not in i18n.tr("Shore up {tile}: a tile of {treasure} (it sinks next phase {before}).",
                                                       tile="x", treasure="y", before="13%")


def test_the_hint_names_take_their_articles_too(spanish):
    s = new_game(["diver", "explorer"], "novice", 7)
    move = i18n.tr("Move {who} to {to}", who=fw.adventurer(s, "explorer"), to=fw.tile(s, "temple_of_the_sun"))
    assert move == "Mueve al Explorador al Templo del Sol"
    assert i18n.tr("Shore up {tile}: one tile fewer to sink (it sinks next phase {before}).", tile=fw.tile(s, "lost_lagoon"),
                   before="16%") == "Asegura la Laguna Perdida: una loseta menos que pueda hundirse (16% de hundirse en la " \
                                    "próxima fase)."
    assert i18n.tr("the Flood card {tile}: it sank", tile=fw.tile(s, "misty_marsh")) == \
        "la carta de inundación del Pantano Brumoso: se hundió"


def test_the_hint_names_are_bare_in_english():
    s = new_game(["diver", "explorer"], "novice", 7)
    assert i18n.tr("Move {who} to {to}", who=fw.adventurer(s, "explorer"), to=fw.tile(s, "temple_of_the_sun")) == \
        "Move Explorer to Temple of the Sun"


def _lines(players, seed):
    """The log's line for the first event of each kind in a strong-bot game."""
    from forbidden_sky.island.ai import make_bot
    from forbidden_sky.island.core import apply
    from forbidden_sky.island.ui.words import event_line
    s, bot, seen = new_game(players, "normal", seed), make_bot("strong", seed), {}
    while not s.over:
        s, events = apply(s, bot.pick(s))
        for e in events:
            seen.setdefault((type(e).__name__, getattr(e, "how", "")), (e, event_line(s.data, e)))
    return s.data, seen


def test_the_log_and_the_banners_name_tiles_and_adventurers_with_their_articles(spanish):
    # seen in the window: the banner "¡Templo del Sol se hundió!"
    data, seen = _lines(["navigator", "diver", "pilot"], 3)
    e, line = seen[("TileSank", "")]
    assert line == f"¡{i18n.sentence(name_in_text(data, e.tile))} se hundió!" and line.startswith("¡La ")
    e, line = seen[("PawnMoved", "navigate")]
    assert line.startswith("El Navegante movió al ")
    e, line = seen[("TurnBegan", "")]
    assert line == f"Turno {e.turn}: {name_of(data, e.player)}."          # a label: the bare name
    assert not any(line.endswith("!.") for _, line in seen.values())


def test_the_log_says_the_names_bare_in_english():
    data, seen = _lines(["navigator", "diver", "pilot"], 3)
    e, line = seen[("TileSank", "")]
    assert line == f"{name_of(data, e.tile)} sank!"
    e, line = seen[("TreasureCardDrawn", "")]
    assert not line.endswith("!.")
