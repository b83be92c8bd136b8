"""The danger on the board now: what a Lightning Strikes! or a High Winds card would do if it
were drawn next, and where the shelters and cages are.

Asked of the rules core with a hypothetical card (as ``judge.Judge.probe`` does): the storm pile
is replaced by that one card and the core draws it, so the answer is the game's own, and the
real pile's order is never read. Health and rope are raised for the probe so that nobody dies
in it (a death would end the card early); who would be electrocuted or fall is then read from
the real health and rope.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, GameState, IllegalAction, Phase, SkyEvent, apply
from ..core.board import Cell
from ..core.events import LightningStruck, WindsBlew
from ...engine.values import evolve
from .forecast import choose_carry

ROOMY = 99   # health and rope during a probe: nobody can reach 0


@dataclass(frozen=True)
class Blow:
    """Where High Winds would take one adventurer."""

    player: str
    frm: Cell
    to: Cell
    rope_lost: int
    sheltered: str | None      # "wind_shelter", "gravity_hook" or None
    falls: bool                # this fray would snap the last rope


@dataclass(frozen=True)
class Danger:
    live: frozenset[Cell]              # cells lightning would reach (rods, copper, wires)
    jolted: tuple[str, ...]            # who would lose a health to lightning
    protected: tuple[str, ...]         # on a live cell but in a cage or shielded
    electrocuted: tuple[str, ...]      # jolted with 1 health left
    wind: str
    blows: tuple[Blow, ...]
    shelters: frozenset[Cell]
    cages: frozenset[Cell]

    @property
    def frayed(self) -> tuple[str, ...]:
        return tuple(b.player for b in self.blows if b.rope_lost)

    @property
    def falls(self) -> tuple[str, ...]:
        return tuple(b.player for b in self.blows if b.falls)


def _card(state: GameState, effect: str) -> str | None:
    for cid, spec in state.data.storm_cards.items():
        if spec.effect == effect:
            return cid
    return None


def probe(state: GameState, effect: str) -> list[SkyEvent]:
    """The core's events for a storm card of this kind drawn now."""
    card = _card(state, effect)
    if card is None or state.over:
        return []
    hyp = evolve(state, phase=Phase.STORM, pending=None, storm_pile=(card,), storm_discard=(),
                 storm_draws_left=1, outcome=None,
                 players=tuple(evolve(p, health=ROOMY, rope=ROOMY) for p in state.players))
    try:
        s, events = apply(hyp, Action("draw_storm"))
        while s.pending is not None and not s.over:   # the Climber may carry someone
            s, more = apply(s, choose_carry(s))
            events = events + more
    except IllegalAction:
        return []
    return events


def danger(state: GameState) -> Danger:
    live: frozenset[Cell] = frozenset()
    jolted: tuple[str, ...] = ()
    protected: tuple[str, ...] = ()
    for e in probe(state, "lightning"):
        if isinstance(e, LightningStruck):
            live = frozenset(e.live)
            jolted, protected = e.jolted, e.protected
    blows: list[Blow] = []
    for e in probe(state, "high_winds"):
        if isinstance(e, WindsBlew):
            for m in e.moves:
                lost = m.rope_lost
                rope = state.player(m.player).rope
                blows.append(Blow(m.player, m.frm, m.to, lost, m.sheltered, lost > 0 and rope - lost <= 0))
    b = state.board
    health = {p.id: p.health for p in state.players}
    return Danger(
        live=live, jolted=jolted, protected=protected,
        electrocuted=tuple(pid for pid in jolted if health[pid] <= 1),
        wind=state.wind, blows=tuple(blows),
        shelters=frozenset(c for c in b.tiles if b.symbol(c) == "wind_shelter"),
        cages=frozenset(c for c in b.tiles if b.symbol(c) == "faraday_cage"),
    )


def danger_after(state: GameState, action: Action) -> Danger | None:
    """The danger once this action is done (a tile, a wire or a pawn being dragged), or None
    when the core refuses it."""
    try:
        after, _ = apply(state, action)
    except IllegalAction:
        return None
    if after.over:
        return None
    return danger(after)


__all__ = ["Blow", "Danger", "danger", "danger_after", "probe"]
