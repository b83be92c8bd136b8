"""What a tooltip says about the thing under the mouse: a card, a pile (the whole discard),
the Water Meter, a treasure, a player (``TIPS``: one for each name of the panels' hit map), a
tile (``tile_lines``, with its forecast and its dangers). The shared tooltip room
(shell/rooms/tooltip.py) decides which of them answers (``tip_at``)."""

from __future__ import annotations

from collections import Counter
from typing import Callable, Iterable, Optional


from ...i18n import ntr, sentence, tr
from ...shell.rooms.hitmap import HitMap
from ...shell.rooms.tooltip import tooltip_lines
from ...shell.theme import Button
from ..core.state import FLOODED, SUNK, GameState
from .foresight_view import ForesightView
from .words import name_in_text, name_of


def pile_lines(state: GameState, pile: str) -> list[str]:
    d = state.data
    if pile == "treasure_deck":
        return [ntr("Treasure deck: {n} card left.", "Treasure deck: {n} cards left.", len(state.treasure_deck))]
    if pile == "flood_deck":
        return [ntr("Flood deck: {n} card left.", "Flood deck: {n} cards left.", len(state.flood_deck))]
    cards = state.treasure_discard if pile == "treasure_discard" else state.flood_discard
    title = tr("Treasure discard") if pile == "treasure_discard" else tr("Flood discard")
    if not cards:
        return [title + ": " + tr("empty")]
    counts = Counter(cards)
    lines = [ntr("{pile}: {n} card (click to browse)", "{pile}: {n} cards (click to browse)", len(cards), pile=title)]
    lines += [f"{name_of(d, c)}" + (f" ×{n}" if n > 1 else "") for c, n in counts.items()]
    return lines


def card_lines(state: GameState, target: tuple) -> list[str]:
    d = state.data
    _, holder, card = target
    spec = d.cards[card]
    if spec.special:
        how = tr("Drag it onto the island to play it, at any time.")
    else:
        how = tr("Drag it onto a teammate to give it.")
    return [sentence(tr("{card} ({player})", card=name_in_text(d, card), player=name_of(d, holder))), how]


def meter_lines(state: GameState, target: tuple) -> list[str]:
    return [tr("Water level {tick}: {n} Flood cards a turn.", tick=state.water, n=state.flood_count),
            tr("At the skull the island is lost.")]


def treasure_lines(state: GameState, target: tuple) -> list[str]:
    d = state.data
    t = target[1]
    treasure = d.treasures[t]
    if t in state.captured:
        return [sentence(tr("{treasure}: captured.", treasure=name_in_text(d, t)))]
    tiles = ", ".join(name_of(d, x) + ("" if state.tile_status(x) != SUNK else " " + tr("(sunk)")) for x in treasure.tiles)
    return [sentence(tr("{treasure}: not captured yet.", treasure=name_in_text(d, t))),
            tr("Captured on: {tiles}", tiles=tiles)]


def player_lines(state: GameState, target: tuple) -> list[str]:
    d = state.data
    p = target[1]
    where = name_of(d, state.place[state.at(p)])
    return [tr("{player} on {tile}", player=name_of(d, p), tile=where)]


def cell_lines(state: GameState, cell: int) -> list[str]:
    d = state.data
    tile = state.place[cell]
    status = state.status[cell]
    if status == SUNK:
        return [tr("{tile} has sunk.", tile=name_of(d, tile))]
    word = tr("flooded") if status == FLOODED else tr("dry")
    pawns = ", ".join(name_of(d, p) for p in state.pawns_at(cell))
    lines = [tr("{tile} ({state})", tile=name_of(d, tile), state=word)]
    tspec = d.tiles[tile]
    if tspec.treasure:
        lines.append(sentence(tr("{treasure} may be captured here.", treasure=name_in_text(d, tspec.treasure))))
    if pawns:
        lines.append(pawns)
    return lines


def tile_lines(state: GameState, foresight: ForesightView, cell: int) -> list[str]:
    """A tile's tooltip, with its forecast and the dangers it is part of."""
    lines = cell_lines(state, cell)
    if lines:
        tile = state.place[cell]
        line = foresight.tile_line(state, tile)
        lines = lines + ([tr("Next flood: {odds}", odds=line)] if line else []) + foresight.danger_lines(state, tile)
    return lines


# the panels' hit-map names with words, in the order they answer (a card over its player's row)
TIPS: dict[str, Callable[[GameState, tuple], list[str]]] = {
    "card": card_lines,
    "pile": lambda state, target: pile_lines(state, target[1]),
    "meter": meter_lines,
    "treasure": treasure_lines,
    "player": player_lines,
}


def tip_at(state: GameState, foresight: ForesightView, pos: tuple[int, int], buttons: Iterable[Button], hits: HitMap,
           cell_at: Callable[[tuple[int, int]], Optional[int]]) -> list[str]:
    """The tooltip at ``pos``: a button's, a panel spot's, else the tile's there (``cell_at``:
    the tile under a point of the island, None off it)."""
    tips = {name: (lambda target, tip=tip: tip(state, target)) for name, tip in TIPS.items()}

    def board(at: tuple[int, int]) -> list[str]:
        cell = cell_at(at)
        return tile_lines(state, foresight, cell) if cell is not None else []
    return tooltip_lines(pos, buttons, hits, tips, board)


__all__ = ["TIPS", "card_lines", "cell_lines", "meter_lines", "pile_lines", "player_lines", "tile_lines", "tip_at",
           "treasure_lines"]
