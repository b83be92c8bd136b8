"""What the tooltip says about the thing under the mouse: a panel's area (from the panels'
hit map) or the board (a component, a wire, a pawn, a tile's symbol)."""

from __future__ import annotations

from typing import Any, Callable, Optional

from ...core.board import component_kind
from .panel_storm import KIND_LABEL, at_skull
from ....shell.rooms.hitmap import HitMap
from ....shell.rooms.tooltip import tooltip_text
from .foresight_words import cell_danger, foresight_tip
from .panel_set import floating_buttons
from .shown import Shown

SYMBOL_TIP = {
    "lightning_rod": "Lightning rod: a rod is placed here. Every Lightning Strikes! card hits it, "
                     "and the charge runs along connected copper.",
    "teleporter": "Teleporter: move between any two teleporters for 1 action.",
    "gear": "Gear: whoever places this tile draws an equipment card.",
    "wind_shelter": "Wind shelter: pawns here are not blown and fray no rope.",
    "faraday_cage": "Faraday cage: pawns here are never jolted.",
    "landing_pad": "Landing pad: where the adventurers arrive.",
    "wind_compass": "Wind compass: High Winds blow the way the arrow points.",
}


def _card(shown: Shown, value: Any) -> str:
    spec = shown.state.data.equipment[value[1]]
    return (f"{spec.name} ({shown.name(value[0])}): {spec.text} "
            "Click to play, drag onto a player on the same tile to give.")


def _hand(shown: Shown, value: Any) -> str:
    s = shown.state
    owner, tile = value
    tip = SYMBOL_TIP.get(s.tile_spec(tile).symbol, "A plain tile.")
    if owner != s.current:
        return f"{tip} {shown.name(owner)} may give it at any time: drag it onto a glowing adventurer's panel (free)."
    give = " or onto another adventurer's panel to give it" if owner in shown.facts.givable else ""
    return (f"{tip} Drag it next to your pawn to explore (1 action){give}. "
            "While you drag it, R, right-click or the wheel turns it.")


def _meter(shown: Shown, value: Any) -> str:
    s = shown.state
    kind, pid = value
    if kind == "storm":
        if at_skull(s):
            return "Storm meter: the clip has reached the skull and everyone is swept away."
        return (f"Storm meter: {s.intensity} cards a turn. Storm Intensifies moves the clip right; "
                "at the skull everyone is swept away.")
    if kind == "wind":
        return f"The wind blows {s.wind}: High Winds push everyone one tile that way."
    p = s.player(pid)
    adv = s.data.adventurers[pid]
    if kind == "health":
        return f"{adv.name}'s health {p.health}/{adv.health}. Lightning takes 1; at the skull the game is lost."
    return f"{adv.name}'s rope {p.rope}/{adv.rope}. Wind that cannot move you frays 1; at the skull you fall."


def _portrait(shown: Shown, pid: Any) -> str:
    """A team member's box or the header: what a click on it does (the Medic's heal was a
    hidden click before issue 12)."""
    s = shown.state
    p = s.player(pid)
    adv = s.data.adventurers[pid]
    base = f"{adv.name}: health {p.health}/{adv.health}, rope {p.rope}/{adv.rope}. {adv.text}"
    if pid in shown.facts.care_targets:
        verb = "heal" if s.current == "medic" else "mend the rope of"
        return f"{base} Click to {verb} {'yourself' if pid == s.current else 'them'} (your power, 1 action)."
    return base


PANEL_TIPS: dict[str, Callable[[Shown, Any], str]] = {
    "cards": _card,
    "hand": _hand,
    "meters": _meter,
    "blueprint": lambda shown, kind: f"{KIND_LABEL[kind]}s wired into the launch circuit vs what the blueprint needs.",
    "supply": lambda shown, key: (f"{shown.state.board.supply.get(key, 0)} left in the supply. "
                                  "When none is left, no more can be placed."),
    "pile": lambda shown, _: (f"The platform tile pile ({len(shown.state.tile_pile)} left). "
                              "Click to scout: take the top tile (1 action)."),
    "discard": lambda shown, _: "The Storm discard pile: click to look through it.",
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
        extra = " Drag from it to lay a wire." if n < cap else " It holds all the wires it can."
        side = f" side {ref[-1]}" if ref.startswith("pad:") else ""
        return f"{KIND_LABEL[kind]}{side}: {n}/{cap} wires.{extra}"
    w = view.wire_at(board, pos)
    if w is not None:
        return f"A {w.kind} wire. Click it to remove it (1 action, from a tile holding one of its ends)."
    pid = pawn_at(pos)
    if pid is not None:
        p = s.player(pid)
        adv = s.data.adventurers[pid]
        return f"{adv.name}: health {p.health}/{adv.health}, rope {p.rope}/{adv.rope}. {adv.text}"
    cell = view.camera.cell_at(pos)
    sym = board.symbol(cell)
    if sym is None:
        return ""
    return SYMBOL_TIP.get(sym, "A platform tile.") + cell_danger(shown, cell)


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
