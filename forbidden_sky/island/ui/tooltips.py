"""What a tooltip says about the thing under the mouse: a card, a pile (the whole discard),
the Water Meter, a treasure, a player, a tile."""

from __future__ import annotations

from collections import Counter

from ...i18n import ntr, sentence, tr
from ..core.state import FLOODED, SUNK, GameState
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


def tooltip(state: GameState, target: tuple) -> list[str]:
    d = state.data
    kind = target[0] if target else ""
    if kind == "card":
        _, holder, card = target
        spec = d.cards[card]
        if spec.special:
            how = tr("Drag it onto the island to play it, at any time.")
        else:
            how = tr("Drag it onto a teammate to give it.")
        return [sentence(tr("{card} ({player})", card=name_in_text(d, card), player=name_of(d, holder))), how]
    if kind == "pile":
        return pile_lines(state, target[1])
    if kind == "meter":
        return [tr("Water level {tick}: {n} Flood cards a turn.", tick=state.water, n=state.flood_count),
                tr("At the skull the island is lost.")]
    if kind == "treasure":
        t = target[1]
        treasure = d.treasures[t]
        if t in state.captured:
            return [sentence(tr("{treasure}: captured.", treasure=name_in_text(d, t)))]
        tiles = ", ".join(name_of(d, x) + ("" if state.tile_status(x) != SUNK else " " + tr("(sunk)")) for x in treasure.tiles)
        return [sentence(tr("{treasure}: not captured yet.", treasure=name_in_text(d, t))),
                tr("Captured on: {tiles}", tiles=tiles)]
    if kind == "player":
        p = target[1]
        where = name_of(d, state.place[state.at(p)])
        return [tr("{player} on {tile}", player=name_of(d, p), tile=where)]
    if kind == "cell":
        cell = target[1]
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
    return []
