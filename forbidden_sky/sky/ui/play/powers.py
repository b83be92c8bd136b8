"""The current adventurer's power as a button (and the P key): the same target modes as the
gestures, found without discovering a hidden click (issue 12). Which actions exist is always
asked of the core's legal actions; this room only groups them into a question."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

from ....i18n import N_, tr
from ...core import Action
from ..words import POWER_BUTTON, POWER_NONE, tile_words
from .intents import Ask, Hint, Intent, Reading, Refuse, own_pawn


@dataclass(frozen=True)
class Guide:
    """The Navigator's power: whom to move is asked, then the pawn is carried like a drag."""
    targets: tuple[str, ...]
    title: str = N_("Move another")          # English: the question translates them
    text: str = N_("Whom? Then move the cursor (or drag the pawn) to a glowing tile and press Enter.")


def label(r: Reading) -> Optional[str]:
    """The button's label for the current adventurer's power (None: a power with no button)."""
    adv = r.state.data.adventurers.get(r.state.current)
    return POWER_BUTTON.get(adv.power) if adv is not None else None


def _care(r: Reading, kind: str) -> Union[Intent, Guide, "StartWire"]:
    got = own_pawn(r)
    if got is not None:
        return got
    verb = "heal" if kind == "medic_heal" else "repair"
    return Refuse(r.why(Action(verb, target=r.state.current)) or tr(POWER_NONE[kind]))


def _gift(r: Reading, kind: str) -> Union[Intent, Guide, "StartWire"]:
    s = r.state
    acts = [a for a in r.legal if a.type == "give_tile" and a.player == s.current]
    if not acts:
        return Refuse(tr(POWER_NONE[kind]))
    return Ask(tr("Give a tile"), tr("Free, at any time, to someone on or next to your tile."),
               tuple((tr("{tile} to {who}", tile=tile_words(s, a.tile or ""), who=r.name(a.to)), a) for a in acts)[:9])


def _guide(r: Reading, kind: str) -> Union[Intent, Guide, "StartWire"]:
    targets = sorted({a.target for a in r.legal if a.type == "navigate" and a.target})
    if not targets:
        return Refuse(r.why(Action("navigate")) or tr(POWER_NONE[kind]))
    return Guide(tuple(targets))


@dataclass(frozen=True)
class StartWire:
    """The Electrician's free wire: a wire starts from a component on her tile (as W does)."""
    hint: str = N_("Free wire: the arrows move its end from component to component, Enter lays it (Esc cancels)")


def _free_wire(r: Reading, kind: str) -> Union[Intent, Guide, StartWire]:
    if not any(a.free for a in r.legal if a.type in ("wire", "unwire")):
        return Refuse(tr(POWER_NONE[kind]))
    return StartWire()


POWERS = {"medic_heal": _care, "knotsmith_repair": _care, "surveyor_gift": _gift,
          "navigator_guide": _guide, "electrician_free_wire": _free_wire}


def power(r: Reading) -> Union[Intent, Guide, StartWire]:
    """What pressing the power button means now (the same questions and modes as the gestures)."""
    adv = r.state.data.adventurers[r.state.current]
    run = POWERS.get(adv.power)
    return run(r, adv.power) if run is not None else Hint(tr(adv.text))
