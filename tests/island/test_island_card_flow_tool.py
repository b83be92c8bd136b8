"""tools/island_card_flow.py: the card flow's bound reads the deck from the data and answers
the way the model says (bench/BALANCE.md, "2026-12-04 (night)")."""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path

_PATH = Path(__file__).resolve().parents[2] / "tools" / "island_card_flow.py"


def _tool():
    spec = importlib.util.spec_from_file_location("island_card_flow", _PATH)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod        # its dataclasses look their module up while they are made
    spec.loader.exec_module(mod)
    return mod


def test_the_deck_is_the_data_s_28_cards() -> None:
    tool = _tool()
    deck = tool.deck_from_data(2)
    count = Counter(deck.cards)
    assert len(deck.cards) == 28
    assert [count[t] for t in deck.treasures] == [5, 5, 5, 5]
    assert count[tool.SPECIAL] == 5 and count[tool.RISE] == 3
    assert (deck.need, deck.deal, deck.draws) == (4, 4, 2)


def test_a_game_takes_every_treasure_once_in_order_of_turns() -> None:
    tool = _tool()
    deck = tool.deck_from_data(2)
    for seed in range(1, 40):
        flow = tool.play(deck, seed, pool_size=10, delay=0, keep=0)
        assert len(flow.captures) == 4
        assert list(flow.captures) == sorted(flow.captures) and len(set(flow.captures)) == 4
        assert flow.live_discards >= 0


def test_waiting_to_capture_and_keeping_special_cards_cost_turns() -> None:
    tool = _tool()
    deck = tool.deck_from_data(2)
    last = {key: tool.summary(deck, 400, 10, *key)["capture_turns"][-1] for key in [(0, 0), (2, 0), (2, 2)]}
    assert last[(0, 0)] < last[(2, 0)] < last[(2, 2)]
    # a smaller pool throws more live cards away
    assert tool.summary(deck, 400, 8, 2, 2)["live_discards"] > tool.summary(deck, 400, 10, 2, 2)["live_discards"]
