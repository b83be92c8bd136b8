"""Actions and events told in words, for the log and the toasts."""

from __future__ import annotations

from typing import Any, Callable, Optional


def _n(state, pid: Any) -> str:
    adv = state.data.adventurers.get(pid) if isinstance(pid, str) else None
    return adv.name if adv else str(pid)


def cell_text(c) -> str:
    return f"({c[0]}, {c[1]})" if c is not None else "?"


# Places in words a player can find on the board: a tile by its symbol when no other tile
# shows it, otherwise the way the pawn went ("one tile north"). North is up (y grows south).
LANDMARKS = {"landing_pad": "to the landing pad", "wind_compass": "to the wind compass",
             "teleporter": "to the teleporter", "lightning_rod": "to the lightning rod",
             "faraday_cage": "onto the Faraday cage", "wind_shelter": "onto the wind shelter",
             "gear": "onto the gear tile"}
_COUNT = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def _count(n: int) -> str:
    return _COUNT[n] if n < len(_COUNT) else str(n)


def _cell(c):
    return None if c is None else (int(c[0]), int(c[1]))


def landmark(state, cell) -> Optional[str]:
    """ "to the teleporter" when the tile at cell is the only one on the board with its symbol."""
    cell = _cell(cell)
    tiles = state.board.tiles
    placed = tiles.get(cell) if cell is not None else None
    sym = placed.spec.symbol if placed is not None else None
    if sym not in LANDMARKS:
        return None
    if sum(1 for t in tiles.values() if t.spec.symbol == sym) != 1:
        return None
    return LANDMARKS[sym]


def direction_text(frm, to) -> str:
    """ "one tile north", "two tiles south-east", "one tile north and two east"."""
    dx, dy = to[0] - frm[0], to[1] - frm[1]
    v = "north" if dy < 0 else "south" if dy > 0 else ""
    h = "east" if dx > 0 else "west" if dx < 0 else ""
    ax, ay = abs(dx), abs(dy)
    if not v and not h:
        return "in place"
    if not v or not h or ax == ay:
        n = max(ax, ay)
        return f"{_count(n)} tile{'s' if n != 1 else ''} {v}{'-' if v and h else ''}{h}"
    return f"{_count(ay)} tile{'s' if ay != 1 else ''} {v} and {_count(ax)} {h}"


def _beside(state, pid, at) -> str:
    """Where a placed tile lies from the explorer: "to the north", "two tiles east of them"."""
    try:
        me = state.player(pid).at
    except (KeyError, StopIteration, ValueError, TypeError):
        me = None
    at = _cell(at)
    if me is None or at is None:
        return "on the platform"
    way = direction_text(me, at)
    return "to the " + way.split(" ", 2)[2] if way.startswith("one tile ") and " and " not in way else way + " of them"


def place_text(state, frm, to) -> str:
    """Where a pawn went, in words: its landmark if unique, else the way from where it was."""
    to, frm = _cell(to), _cell(frm)
    named = landmark(state, to)
    if named:
        return named
    if frm is not None and to is not None:
        return direction_text(frm, to)
    return "to " + cell_text(to)


def _ref_cells(ref: str) -> list:
    """The tile(s) a component sits on: a rod its tile, a capacitor the two tiles of its edge."""
    inner = ref[ref.index("(") + 1:ref.rindex(")")] if "(" in ref else ""
    parts = [p.strip() for p in inner.split(",")]
    try:
        x, y = int(parts[0]), int(parts[1])
    except (ValueError, IndexError):
        return []
    if ref.startswith("cap(") and len(parts) > 2:
        return [(x, y), (x + 1, y) if parts[2] == "E" else (x, y + 1)]
    return [(x, y)]


def ref_words(state, ref: str, pid: Any = None) -> str:
    """A component in words, placed from an adventurer's tile: "the rod on their tile", "the
    small capacitor two tiles north of them", "launch pad side A" (never coordinates)."""
    if ref.startswith("pad:"):
        return "launch pad side " + ref[4:]
    what = "the rod"
    if ref.startswith("cap("):
        try:
            from ..core.board import component_kind
            what = "the " + component_kind(ref, state.board).replace("_", " ")
        except (KeyError, ValueError, AttributeError):
            what = "the capacitor"
    cells = _ref_cells(ref)
    try:
        me = state.player(pid).at if isinstance(pid, str) else None
    except (KeyError, StopIteration, ValueError):
        me = None
    if not cells or me is None:
        return what
    me = _cell(me)
    if me in cells:
        return f"{what} {'on' if len(cells) == 1 else 'at the edge of'} their tile"
    near = min(cells, key=lambda c: abs(c[0] - me[0]) + abs(c[1] - me[1]))
    return f"{what} {direction_text(me, near)} away"


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
        return f"{who} places a tile {_beside(state, a.player or state.current, a.at)}."
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


def _moved(state, d) -> str:
    how = "flies" if d.get("flew") else "is carried" if d.get("carried") else "moves"
    by = d.get("by")
    extra = f" (by {_n(state, by)})" if by and by != d["player"] and not d.get("carried") else ""
    return f"{_n(state, d['player'])} {how} {place_text(state, d['path'][0], d['path'][-1])}{extra}."


def _tile_placed(state, d) -> str:
    parts = []
    for c in d.get("completions", []):
        kind = c["kind"].replace("_", " ")
        parts.append(kind if c.get("ref") else f"{kind} (none left in the supply)")
    return ("  Completed: " + ", ".join(parts) + ".") if parts else ""


def _storm_card(state, d) -> str:
    name = card_name(state, d["card"])
    return f"Storm card: {name}" + ("" if name.endswith(("!", "?", ".")) else ".")


def _lightning(state, d) -> str:
    j = d.get("jolted") or []
    return "  Jolted: " + ", ".join(_n(state, p) for p in j) + "." if j else "  Nobody was on live copper."


def _winds(state, d) -> str:
    out = []
    for m in d["moves"]:
        if m["to"] != m["from"]:
            out.append(f"{_n(state, m['player'])} blown {place_text(state, m['from'], m['to'])}")
        elif m.get("rope_lost"):
            out.append(f"{_n(state, m['player'])} frays a rope")
    return "  " + ("; ".join(out) if out else "Everyone held on") + "."


def _silent(state, d) -> str:
    """Said by the action's own line (action_text) or by another event of the same action."""
    return ""


# One entry per type in core.events.EVENT_TYPES (tests/ui/test_presenters.py checks it).
EVENT_WORDS: dict[str, Callable[[Any, dict[str, Any]], str]] = {
    "moved": _moved,
    "teleported": lambda s, d: f"{_n(s, d['player'])} teleports {place_text(s, d['path'][0], d['path'][-1])}.",
    "tile_scouted": _silent,
    "tile_placed": _tile_placed,
    "equipment_drawn": lambda s, d: f"  {_n(s, d['player'])} finds {card_name(s, d['card'])}.",
    "equipment_deck_empty": _silent,     # the gear tile simply gives nothing
    "wire_added": lambda s, d: (f"{_n(s, d.get('by'))} lays a {d['kind']} wire from {ref_words(s, d['a'], d.get('by'))} "
                                f"to {ref_words(s, d['b'], d.get('by'))}."),
    "wire_removed": lambda s, d: (f"{_n(s, d.get('by'))} removes the wire between {ref_words(s, d['a'], d.get('by'))} "
                                  f"and {ref_words(s, d['b'], d.get('by'))}."),
    "healed": _silent,
    "repaired": _silent,
    "tile_given": _silent,
    "equipment_given": _silent,
    "equipment_played": _silent,
    "storm_cards_seen": _silent,
    "protection_ended": _silent,
    "pad_rotated": _silent,
    "storm_phase_began": lambda s, d: f"The storm: {d['draws']} card{'s' if d['draws'] != 1 else ''}.",
    "storm_card_drawn": _storm_card,
    "storm_deck_empty": _silent,
    "lightning_struck": _lightning,
    "winds_blew": _winds,
    "wind_changed": lambda s, d: f"  The wind turns {d['from']} to {d['to']}.",
    "storm_intensified": lambda s, d: ("  The storm reaches the skull!" if d.get("skull")
                                       else f"  The storm intensifies: {d['intensity']} cards a turn."),
    "storm_deck_reshuffled": lambda s, d: "  The Storm deck is reshuffled.",
    "turn_began": lambda s, d: f"Turn {d['turn']}: {_n(s, d['player'])}.",
    "launched": lambda s, d: "The rocket launches!" if d.get("won") else "The rocket launches without everyone!",
    "game_over": lambda s, d: d.get("cause") or d.get("outcome", ""),
}


def event_text(state, e) -> str:
    return EVENT_WORDS.get(e.type, _silent)(state, e.data)


# ---- the settings screen ------------------------------------------------------------------------

SETTINGS_TITLE = "Settings"
SETTINGS_HELP = "Up/Down: choose a line · Left/Right or click: change it · Esc: done"
SETTING_LABELS = {
    "ui_scale": "Text and panel size",
    "fullscreen": "Display",
    "volume": "Sound volume",
    "muted": "Sound",
    "motion": "Animations",
    "auto_advance": "Storm cards",
    "colour_blind": "Colour-blind mode",
    "language": "Language",
    "foresight_overlay": "Danger overlay (D)",
    "foresight_forecast": "Storm forecast",
    "foresight_circuit": "Circuit check",
    "foresight_hint": "Hint (H)",
    "foresight_why": "Why we lost",
}
MOTION_WORDS = {"normal": "Normal", "fast": "Fast", "slow": "Slow",
                "reduced": "Reduced motion (no flashes)"}
# each language in its own words (never translated: a player looks for the name they read)
LANGUAGE_NAMES = {None: "Automatic (the system's)", "en": "English", "es": "Español"}


def setting_value_text(name: str, value: Any) -> str:
    """How a setting's value reads on the settings screen."""
    if name == "ui_scale":
        return "Automatic" if value is None else f"{round(value * 100)} %"
    if name == "fullscreen":
        return "Full screen" if value else "Window"
    if name == "volume":
        return f"{round(value * 100)} %"
    if name == "muted":
        return "Off (muted)" if value else "On"
    if name == "motion":
        return MOTION_WORDS.get(value, str(value))
    if name == "auto_advance":
        if value is None:
            return "Default pace"
        return "By hand (Next card)" if not value else f"Next card after {value:g} s"
    if name == "colour_blind":
        return "On: patterns and letters" if value else "Off (shapes and letters still shown)"
    if name == "language":
        return LANGUAGE_NAMES.get(value, value)
    if name.startswith("foresight_"):
        return "On" if value else "Off"
    return str(value)


# ---- powers and keys (issue 12) -------------------------------------------------------------------

POWER_BUTTON = {"medic_heal": "Heal", "knotsmith_repair": "Repair", "surveyor_gift": "Give tile",
                "navigator_guide": "Move another", "electrician_free_wire": "Free wire"}
POWER_NONE = {"medic_heal": "nobody on your tile needs healing",
              "knotsmith_repair": "nobody on your tile has frayed rope",
              "surveyor_gift": "nobody on or next to your tile can take a tile",
              "navigator_guide": "nobody can be moved now",
              "electrician_free_wire": "the free wire is used this turn, or no wire fits here"}

SYMBOL_WORDS = {"lightning_rod": "rod", "teleporter": "teleporter", "gear": "gear", "faraday_cage": "Faraday cage",
                "wind_shelter": "wind shelter", "landing_pad": "landing pad", "wind_compass": "compass"}


def tile_words(state, tile: str) -> str:
    """A tile in hand, as a player would point at it: "the rod tile", "a plain tile"."""
    try:
        sym = state.tile_spec(tile).symbol
    except (KeyError, AttributeError):
        sym = None
    return f"the {SYMBOL_WORDS[sym]} tile" if sym in SYMBOL_WORDS else "a plain tile"


KEY_HELP = [
    ("Arrows", "move the cursor on the board (Shift+arrows pan)"),
    ("Enter", "act at the cursor: move there, drop the tile or wire, choose the target (else: end turn)"),
    ("T", "take the next tile from your hand to place at the cursor"),
    ("R", "turn the tile you carry"),
    ("S", "scout (take a tile from the pile)"),
    ("W", "start a wire from the next glowing component; the arrows move its end from component to component"),
    ("X", "remove a wire at the cursor's tile"),
    ("P", "your power (the power button)"),
    ("Q", "play an equipment card"),
    ("E", "end your turn"),
    ("N", "next storm card"),
    ("D", "the danger overlay: what the storm would do now"),
    ("H", "a hint from the strong bot (its move: Play it)"),
    ("Tab", "move the focus over the buttons; Enter presses it"),
    ("Ctrl+Z", "undo"),
    ("L / F1 / F2", "log / rules / settings"),
    ("Esc", "cancel, then the menu"),
    ("Space", "hurry the animations"),
    ("Home, +, -", "fit, zoom"),
]
KEY_HELP_TINY = "Keys: arrows+Enter · T W P Q E · F1 all keys"
KEY_HELP_SHORT = "Keys: arrows+Enter act · T tile · W wire · P power · Q equipment · E end turn · F1 all keys"
