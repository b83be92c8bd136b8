"""Sky's words for its puzzles (docs/puzzles.md): the goal's conditions, the ways a Sky puzzle
is lost and the storm cards coming: the ``PuzzleSay`` of shell/puzzle_words.py, which says the
par, the score and the result for every game. The conditions themselves are the core's
(sky/core/goals.py); this module only says them."""

from __future__ import annotations

from typing import Any

from ...engine.puzzle import Puzzle
from ...i18n import N_, ntr, tr


def _component(kind: str, n: int) -> str:
    if kind == "lightning_rod":
        return ntr("{n} lightning rod", "{n} lightning rods", n, n=n)
    if kind == "small_capacitor":
        return ntr("{n} small capacitor", "{n} small capacitors", n, n=n)
    if kind == "large_capacitor":
        return ntr("{n} large capacitor", "{n} large capacitors", n, n=n)
    return tr("the launch pad")


def _names(puzzle: Puzzle, value: Any) -> str:
    if value == "all":
        return tr("everyone")
    data = puzzle.start.data
    return ", ".join(tr("the {adventurer}", adventurer=tr(data.adventurers[p].name)) if p in data.adventurers else str(p)
                     for p in value)


def condition_text(puzzle: Puzzle, kind: str, value: Any, keep: bool = False) -> str:
    if kind == "win":
        return tr("Launch the rocket with everyone aboard")
    if kind == "survive_turns":
        return ntr("Survive this turn's storm", "Survive the next {n} storms", value, n=value)
    if kind == "on_pad":
        return tr("Bring {who} onto the launch pad", who=_names(puzzle, value))
    if kind == "at":
        return tr("Bring {who} to the marked tile", who=_names(puzzle, list(value)))
    if kind == "placed":
        parts = [_component(k, n) for k, n in value.items()]
        return tr("Have {things} on the platform", things=", ".join(parts))
    if kind == "wired":
        return ntr("Lay the missing wire", "Lay the {n} missing wires", len(value), n=len(value))
    if kind == "unhurt":
        return tr("without hurting {who}", who=_names(puzzle, value))
    if kind == "rope_intact":
        return tr("without fraying the rope of {who}", who=_names(puzzle, value))
    return kind


WHY = {"lost:electrocuted": N_("Lightning struck an adventurer down."),
       "lost:fall": N_("A rope snapped."),
       "lost:swept_away": N_("The storm meter reached the skull."),
       "lost:abandoned": N_("The rocket left someone behind."),
       "broke:unhurt": N_("Someone who had to stay unhurt was hurt."),
       "broke:rope_intact": N_("A rope that had to stay whole frayed.")}


def chance_text(puzzle: Puzzle, state: Any) -> str:
    """The storm cards this turn's storm phase will draw, top first (the scenario fixed them)."""
    if not puzzle.show_chance or state.over:
        return ""
    pile = state.storm_pile[:state.intensity] if state.phase == "actions" else state.storm_pile[:state.storm_draws_left]
    if not pile:
        return ""
    names = ", ".join(tr(state.data.storm_cards[c].name) for c in pile)
    return tr("Storm this turn: {cards}", cards=names)
