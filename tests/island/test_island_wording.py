"""A treasure's name is a title on its own ("The Earth Stone") and takes a small article
inside a sentence ("Pilot captured the Earth Stone!", "Captura el Cáliz del Océano"), in
both languages; a sentence that opens on it still opens on a capital. The in-sentence names
come from assets/island/wording.yaml, validated with errors naming file, entry and key."""

import pytest

from forbidden_sky import i18n
from forbidden_sky.engine.data_errors import DataError
from forbidden_sky.island.ai import foresight_words as fw
from forbidden_sky.island.core import events as ev
from forbidden_sky.island.core.refusals import Refusal
from forbidden_sky.island.data import island_data
from forbidden_sky.island.data.wording import load_wording
from forbidden_sky.island.game import GAME
from forbidden_sky.island.ui import tooltips, words


@pytest.fixture
def lang():
    yield i18n.set_language
    i18n.set_language("en")


def test_every_treasure_has_an_in_sentence_name_that_differs_from_its_title_only_in_the_capital():
    wording, data = load_wording(), island_data()
    assert set(wording) == set(data.treasures)
    for tid, text in wording.items():
        assert text[0].islower() and text[0].upper() + text[1:] == data.treasures[tid].name
        assert data.cards[tid].treasure == tid          # one entry serves the treasure and its cards


@pytest.mark.parametrize("body, where", [
    ("in_text:\n  - {id: earth_stone, text: '  '}\n", "wording.yaml: earth_stone: text: must be text"),
    ("in_text:\n  - {id: earth_stone, txt: the Earth Stone}\n", "wording.yaml: earth_stone: txt: unknown key"),
    ("in_text:\n  - {id: earth_stone, text: a}\n  - {id: earth_stone, text: b}\n", "wording.yaml: earth_stone: id"),
    ("in_text: 3\n", "wording.yaml"),
    ("{{{", "wording.yaml"),
])
def test_a_broken_wording_file_is_refused_naming_file_entry_and_key(tmp_path, body, where):
    (tmp_path / "wording.yaml").write_text(body, encoding="utf-8")
    with pytest.raises(DataError) as e:
        load_wording(tmp_path)
    assert where in str(e.value)


def _state():
    return GAME.new_game(("pilot", "diver"), "novice", 1)


def test_names_inside_sentences_take_the_small_article_and_openings_a_capital(lang):
    s, d = _state(), island_data()
    lang("en")
    assert words.event_line(d, ev.TreasureCaptured(player="pilot", treasure="earth_stone", tile="temple_of_the_moon")) == \
        "Pilot captured the Earth Stone!"
    assert words.refusal_text(d, Refusal("already_captured", treasure="oceans_chalice")) == \
        "The Ocean's Chalice has already been captured"
    assert fw.loss_text(s, "treasure_lost", "crystal_of_fire") == "The Crystal of Fire sank with both its tiles."
    assert tooltips.TIPS["treasure"](s, ("treasure", "statue_of_the_wind"))[0] == "The Statue of the Wind: not captured yet."
    lang("es")
    assert words.event_line(d, ev.TreasureCaptured(player="pilot", treasure="oceans_chalice", tile="coral_palace")) == \
        "¡El Piloto capturó el Cáliz del Océano!"
    assert fw.loss_text(s, "treasure_lost", "earth_stone").startswith("La Piedra de la Tierra ")
    said = words.refusal_text(d, Refusal("too_few_cards", treasure="oceans_chalice", needed=4, player="pilot", held=2))
    assert "el Cáliz del Océano" in said and "El Cáliz" not in said


def test_spanish_joins_a_preposition_and_the_names_article_as_its_catalog_says(lang):
    lang("es")
    said = i18n.tr("Shore up {tile}: a tile of {treasure} (it sinks next phase {before}).",
                   tile="Palacio de Coral", treasure=fw.treasure(GAME.new_game(("pilot", "diver"), "novice", 1),
                                                                 "oceans_chalice"), before="8 %")
    assert "una loseta del Cáliz del Océano" in said and "de el" not in said
    # a title keeps its capital article and is never joined ("de El Cielo Prohibido")
    assert i18n._joined(" de El Cielo ") == " de El Cielo "
    lang("en")
    assert i18n.tr("Capture {treasure}: four cards on its tile.", treasure="the Earth Stone") == \
        "Capture the Earth Stone: four cards on its tile."
