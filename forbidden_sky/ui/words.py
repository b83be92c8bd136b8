"""Actions and events told in words, for the log and the toasts."""

from __future__ import annotations

from typing import Any


def _n(state, pid: Any) -> str:
    adv = state.data.adventurers.get(pid) if isinstance(pid, str) else None
    return adv.name if adv else str(pid)


def cell_text(c) -> str:
    return f"({c[0]}, {c[1]})" if c is not None else "?"


def ref_text(ref: str) -> str:
    if ref.startswith("rod("):
        return "the rod at " + ref[3:]
    if ref.startswith("cap("):
        return "the capacitor " + ref[3:]
    if ref.startswith("pad:"):
        return "launch pad side " + ref[4:]
    return ref


def card_name(state, card: str) -> str:
    if card in state.data.equipment:
        return state.data.equipment[card].name
    if card in state.data.storm_cards:
        return state.data.storm_cards[card].name
    return card


def action_text(state, a) -> str:
    who = _n(state, a.player or state.current)
    t = a.type
    if t == "scout":
        return f"{who} scouts a tile."
    if t == "explore":
        return f"{who} places a tile at {cell_text(a.at)}."
    if t == "heal":
        return f"{who} heals {_n(state, a.target)}."
    if t == "repair":
        return f"{who} mends {_n(state, a.target)}'s rope."
    if t == "rotate_pad":
        return f"{who} turns the launch pad."
    if t == "end_actions":
        return f"{who} ends the turn's actions."
    if t == "give_tile":
        return f"{who} gives a tile to {_n(state, a.to)}."
    if t == "give_equipment":
        return f"{who} gives {card_name(state, a.card)} to {_n(state, a.to)}."
    if t == "play":
        return f"{who} plays {card_name(state, a.card)}."
    return ""   # moves, wires, storm draws: their events say it better


def event_text(state, e) -> str:
    d = e.data
    t = e.type
    if t == "moved":
        how = "flies" if d.get("flew") else "is carried" if d.get("carried") else "moves"
        by = d.get("by")
        extra = f" (by {_n(state, by)})" if by and by != d["player"] and not d.get("carried") else ""
        return f"{_n(state, d['player'])} {how} to {cell_text(d['path'][-1])}{extra}."
    if t == "teleported":
        return f"{_n(state, d['player'])} teleports to {cell_text(d['path'][-1])}."
    if t == "tile_placed":
        parts = []
        for c in d.get("completions", []):
            kind = c["kind"].replace("_", " ")
            parts.append(kind if c.get("ref") else f"{kind} (none left in the supply)")
        return ("  Completed: " + ", ".join(parts) + ".") if parts else ""
    if t == "equipment_drawn":
        return f"  {_n(state, d['player'])} finds {card_name(state, d['card'])}."
    if t == "wire_added":
        return f"{_n(state, d.get('by'))} lays a {d['kind']} wire: {ref_text(d['a'])} to {ref_text(d['b'])}."
    if t == "wire_removed":
        return f"{_n(state, d.get('by'))} removes the wire {ref_text(d['a'])} - {ref_text(d['b'])}."
    if t == "storm_phase_began":
        return f"The storm: {d['draws']} card{'s' if d['draws'] != 1 else ''}."
    if t == "storm_card_drawn":
        name = card_name(state, d["card"])
        return f"Storm card: {name}" + ("" if name.endswith(("!", "?", ".")) else ".")
    if t == "lightning_struck":
        j = d.get("jolted") or []
        return "  Jolted: " + ", ".join(_n(state, p) for p in j) + "." if j else "  Nobody was on live copper."
    if t == "winds_blew":
        out = []
        for m in d["moves"]:
            if m["to"] != m["from"]:
                out.append(f"{_n(state, m['player'])} blown to {cell_text(m['to'])}")
            elif m.get("rope_lost"):
                out.append(f"{_n(state, m['player'])} frays a rope")
        return "  " + ("; ".join(out) if out else "Everyone held on") + "."
    if t == "wind_changed":
        return f"  The wind turns {d['from']} to {d['to']}."
    if t == "storm_intensified":
        return "  The storm reaches the skull!" if d.get("skull") else f"  The storm intensifies: {d['intensity']} cards a turn."
    if t == "storm_deck_reshuffled":
        return "  The Storm deck is reshuffled."
    if t == "turn_began":
        return f"Turn {d['turn']}: {_n(state, d['player'])}."
    if t == "launched":
        return "The rocket launches!" if d.get("won") else "The rocket launches without everyone!"
    if t == "game_over":
        return d.get("cause") or d.get("outcome", "")
    if t in ("healed", "repaired"):
        return ""
    return ""
