"""What the tooltip says about the thing under the mouse: a panel's area (from the panels'
hit map) or the board (a component, a wire, a pawn, a tile's symbol)."""

from __future__ import annotations

from typing import Any, Callable, Optional

from ....i18n import N_, ntr, tr
from ...core.board import component_kind
from .panel_storm import KIND_LABEL, at_skull
from ....shell.rooms.hitmap import HitMap
from ....shell.rooms.tooltip import tooltip_text
from .foresight_words import cell_danger, foresight_tip
from .panel_set import floating_buttons
from .shown import Shown

SYMBOL_TIP = {
    "lightning_rod": N_("Lightning rod: a rod is placed here. Every Lightning Strikes! card hits it, "
                        "and the charge runs along connected copper."),
    "teleporter": N_("Teleporter: move between any two teleporters for 1 action."),
    "gear": N_("Gear: whoever places this tile draws an equipment card."),
    "wind_shelter": N_("Wind shelter: pawns here are not blown and fray no rope."),
    "faraday_cage": N_("Faraday cage: pawns here are never jolted."),
    "landing_pad": N_("Landing pad: where the adventurers arrive."),
    "wind_compass": N_("Wind compass: High Winds blow the way the arrow points."),
}


def _symbol(sym: Any, otherwise: str) -> str:
    return tr(SYMBOL_TIP[sym]) if sym in SYMBOL_TIP else otherwise


def _card(shown: Shown, value: Any) -> str:
    spec = shown.state.data.equipment[value[1]]
    return tr("{card} ({who}): {text} Click to play, drag onto a player on the same tile to give.", card=tr(spec.name),
              who=shown.name(value[0]), text=tr(spec.text))


def _hand(shown: Shown, value: Any) -> str:
    s = shown.state
    owner, tile = value
    tip = _symbol(s.tile_spec(tile).symbol, tr("A plain tile."))
    if owner != s.current:
        return tr("{tip} {who} may give it at any time: drag it onto a glowing adventurer's panel (free).", tip=tip,
                  who=shown.name(owner))
    if owner in shown.facts.givable:
        return tr("{tip} Drag it next to your pawn to explore (1 action) or onto another adventurer's panel to give "
                  "it. While you drag it, R, right-click or the wheel turns it.", tip=tip)
    return tr("{tip} Drag it next to your pawn to explore (1 action). While you drag it, R, right-click or the wheel "
              "turns it.", tip=tip)


def _meter(shown: Shown, value: Any) -> str:
    s = shown.state
    kind, pid = value
    if kind == "storm":
        if at_skull(s):
            return tr("Storm meter: the clip has reached the skull and everyone is swept away.")
        return ntr("Storm meter: {n} card a turn. Storm Intensifies moves the clip right; at the skull everyone is "
                   "swept away.", "Storm meter: {n} cards a turn. Storm Intensifies moves the clip right; at the skull "
                   "everyone is swept away.", s.intensity)
    if kind == "wind":
        return tr("The wind blows {way}: High Winds push everyone one tile that way.", way=_way(s.wind))
    p = s.player(pid)
    adv = s.data.adventurers[pid]
    if kind == "health":
        return tr("{who}'s health {now}/{most}. Lightning takes 1; at the skull the game is lost.", who=tr(adv.name),
                  now=p.health, most=adv.health)
    return tr("{who}'s rope {now}/{most}. Wind that cannot move you frays 1; at the skull you fall.", who=tr(adv.name),
              now=p.rope, most=adv.rope)


def _way(wind: str) -> str:
    """Where the wind blows, in words (the core's N, E, S, W)."""
    from ..words import WIND_WORDS
    return tr(WIND_WORDS[wind]) if wind in WIND_WORDS else wind


def _who(s: Any, pid: str) -> str:
    p = s.player(pid)
    adv = s.data.adventurers[pid]
    return tr("{who}: health {health}/{most_health}, rope {rope}/{most_rope}. {power}", who=tr(adv.name), health=p.health,
              most_health=adv.health, rope=p.rope, most_rope=adv.rope, power=tr(adv.text))


def _portrait(shown: Shown, pid: Any) -> str:
    """A team member's box or the header: what a click on it does (the Medic's heal was a
    hidden click before issue 12)."""
    s = shown.state
    base = _who(s, pid)
    if pid in shown.facts.care_targets:
        me = pid == s.current
        if s.current == "medic":
            click = tr("Click to heal yourself (your power, 1 action).") if me else \
                tr("Click to heal them (your power, 1 action).")
        else:
            click = tr("Click to mend the rope of yourself (your power, 1 action).") if me else \
                tr("Click to mend the rope of them (your power, 1 action).")
        return f"{base} {click}"
    return base


BLUEPRINT_TIP = {"large_capacitor": N_("Large capacitors wired into the launch circuit vs what the blueprint needs."),
                 "small_capacitor": N_("Small capacitors wired into the launch circuit vs what the blueprint needs."),
                 "lightning_rod": N_("Lightning rods wired into the launch circuit vs what the blueprint needs.")}

PANEL_TIPS: dict[str, Callable[[Shown, Any], str]] = {
    "cards": _card,
    "hand": _hand,
    "meters": _meter,
    "blueprint": lambda shown, kind: tr(BLUEPRINT_TIP[kind]) if kind in BLUEPRINT_TIP else kind,
    "supply": lambda shown, key: tr("{n} left in the supply. When none is left, no more can be placed.",
                                    n=shown.state.board.supply.get(key, 0)),
    "pile": lambda shown, _: tr("The platform tile pile ({n} left). Click to scout: take the top tile (1 action).",
                                n=len(shown.state.tile_pile)),
    "discard": lambda shown, _: tr("The Storm discard pile: click to look through it."),
    "foresight": foresight_tip,
    "portrait": _portrait,
}


def _board(shown: Shown, pos: tuple[int, int], pawn_at: Callable[[tuple[int, int]], Optional[str]]) -> str:
    s, view = shown.state, shown.view
    board = s.board
    ref = view.component_at(board, pos)
    if ref is not None:
        kind = component_kind(ref, board)
        n = board.wire_count(ref)
        cap = 1 if ref.startswith("pad:") else 2
        extra = tr("Drag from it to lay a wire.") if n < cap else tr("It holds all the wires it can.")
        what = tr("{component} side {side}", component=tr(KIND_LABEL[kind]), side=ref[-1]) if ref.startswith("pad:") \
            else tr(KIND_LABEL[kind])
        return tr("{component}: {n}/{most} wires. {more}", component=what, n=n, most=cap, more=extra)
    w = view.wire_at(board, pos)
    if w is not None:
        if w.kind == "long":
            return tr("A long wire. Click it to remove it (1 action, from a tile holding one of its ends).")
        return tr("A short wire. Click it to remove it (1 action, from a tile holding one of its ends).")
    pid = pawn_at(pos)
    if pid is not None:
        return _who(s, pid)
    cell = view.camera.cell_at(pos)
    sym = board.symbol(cell)
    if sym is None:
        return ""
    return _symbol(sym, tr("A platform tile.")) + cell_danger(shown, cell)


def tooltip_for(shown: Shown, hits: HitMap, pos: tuple[int, int],
                pawn_at: Callable[[tuple[int, int]], Optional[str]]) -> str:
    """The floating buttons lie over the board: they answer first, then the hand bar's, the
    panels' areas, and the board itself (not under a panel)."""
    tips = {name: (lambda value, tip=tip: tip(shown, value)) for name, tip in PANEL_TIPS.items()}

    def board(at: tuple[int, int]) -> str:
        lay = shown.layout
        if not lay.board.collidepoint(at) or lay.on_a_panel(at):
            return ""
        return _board(shown, at, pawn_at)
    return tooltip_text(pos, floating_buttons(shown) + shown.buttons.bar, hits, tips, board)
