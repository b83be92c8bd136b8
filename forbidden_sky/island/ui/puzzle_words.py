"""Island's words for its puzzles (docs/puzzles.md): the goal's conditions, the ways an Island
puzzle is lost and the cards this turn will draw: the ``PuzzleSay`` of shell/puzzle_words.py,
which says the par, the score and the result for every game. The conditions themselves are the
core's (island/core/goals.py); this module only says them, names by their data names."""

from __future__ import annotations

from typing import Any

from ...engine.puzzle import Puzzle
from ...i18n import N_, ntr, tr
from ..core.kinds import Phase
from .words import name_of


def _names(puzzle: Puzzle, ids: Any) -> str:
    data = puzzle.start.data
    return ", ".join(name_of(data, str(i)) for i in ids)


def condition_text(puzzle: Puzzle, kind: str, value: Any, keep: bool = False) -> str:
    data = puzzle.start.data
    if kind == "win":
        return tr("Lift off from Fools' Landing with the four treasures")
    if kind == "survive_turns":
        return ntr("Come through this turn's floods", "Come through the next {n} turns", value, n=value)
    if kind == "captured":
        return tr("Capture {treasures}", treasures=_names(puzzle, value))
    if kind == "at":
        return " · ".join(tr("Bring the {adventurer} to {tile}", adventurer=name_of(data, p), tile=name_of(data, t))
                          for p, t in value.items())
    if kind == "all_at":
        return tr("Gather everyone on {tile}", tile=name_of(data, value))
    if kind == "dry":
        return tr("keeping {tiles} dry", tiles=_names(puzzle, value)) if keep else \
            tr("Have {tiles} dry", tiles=_names(puzzle, value))
    if kind == "not_sunk":
        return tr("without losing {tiles}", tiles=_names(puzzle, value)) if keep else \
            tr("Keep {tiles} above water", tiles=_names(puzzle, value))
    return kind


WHY = {"lost:treasure_lost": N_("A treasure's two tiles sank before it was captured."),
       "lost:landing_sunk": N_("Fools' Landing sank."),
       "lost:drowned": N_("An adventurer drowned."),
       "lost:skull": N_("The water reached the skull and crossbones."),
       "broke:dry": N_("A tile that had to stay dry was flooded."),
       "broke:not_sunk": N_("A tile that had to stay above water sank."),
       "broke:at": N_("An adventurer left the tile they had to keep."),
       "broke:all_at": N_("Someone left the tile everyone had to keep.")}


def chance_text(puzzle: Puzzle, state: Any) -> str:
    """The cards this turn will still draw, top first (the scenario fixed the piles): the
    Treasure cards, then the Flood cards (unless a Waters Rise! among them reshuffles the Flood
    pile first: then what floods is not known yet)."""
    if state.over:
        return ""
    data = state.data
    treasure: tuple[str, ...] = ()
    if state.phase is Phase.ACTIONS:
        treasure = state.treasure_deck[:data.rules.treasure_draws]
    elif state.phase is Phase.DRAW_TREASURE:
        treasure = state.treasure_deck[:state.draws_left]
    rises = any(data.cards[c].kind == "waters_rise" for c in treasure)
    floods: tuple[str, ...] = ()
    if state.phase is Phase.FLOOD:
        floods = state.flood_deck[:state.draws_left]
    elif not rises:
        floods = state.flood_deck[:state.flood_count]
    parts = []
    if treasure:
        parts.append(tr("Treasure cards to draw: {cards}", cards=_names(puzzle, treasure)))
    if floods:
        parts.append(tr("Flood cards to draw: {tiles}", tiles=_names(puzzle, floods)))
    elif rises:
        parts.append(tr("then the Flood pile is reshuffled"))
    return " · ".join(parts)
