"""Actions and events told in words, for the log and the toasts."""

from __future__ import annotations

from typing import Any, Callable, Optional, TypeVar, cast

from ...i18n import say as _say
from ...i18n import tr

from ..core.events import (
    EquipmentDeckEmpty, EquipmentDrawn, EquipmentGiven, EquipmentPlayed, GameOver, Healed, Launched, LightningStruck, Moved,
    PadRotated, ProtectionEnded, Repaired, SkyEvent, StormCardDrawn, StormCardsSeen, StormDeckEmpty, StormDeckReshuffled,
    StormIntensified, StormPhaseBegan, Teleported, TileGiven, TilePlaced, TileScouted, TurnBegan, WindChanged, WindsBlew,
    WireAdded, WireRemoved,
)


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


def _moved(state, e: Moved) -> str:
    how = "flies" if e.flew else "is carried" if e.carried else "moves"
    extra = f" (by {_n(state, e.by)})" if e.by and e.by != e.player and not e.carried else ""
    return f"{_n(state, e.player)} {how} {place_text(state, e.path[0], e.path[-1])}{extra}."


def _tile_placed(state, e: TilePlaced) -> str:
    parts = []
    for c in e.completions:
        kind = c.kind.replace("_", " ")
        parts.append(kind if c.ref else f"{kind} (none left in the supply)")
    return ("  Completed: " + ", ".join(parts) + ".") if parts else ""


def _storm_card(state, e: StormCardDrawn) -> str:
    name = card_name(state, e.card)
    return f"Storm card: {name}" + ("" if name.endswith(("!", "?", ".")) else ".")


def _lightning(state, e: LightningStruck) -> str:
    j = e.jolted
    return "  Jolted: " + ", ".join(_n(state, p) for p in j) + "." if j else "  Nobody was on live copper."


def _winds(state, e: WindsBlew) -> str:
    out = []
    for m in e.moves:
        if m.to != m.frm:
            out.append(f"{_n(state, m.player)} blown {place_text(state, m.frm, m.to)}")
        elif m.rope_lost:
            out.append(f"{_n(state, m.player)} frays a rope")
    return "  " + ("; ".join(out) if out else "Everyone held on") + "."


def _silent(state, e: SkyEvent) -> str:
    """Said by the action's own line (action_text) or by another event of the same action."""
    return ""


E = TypeVar("E", bound=SkyEvent)
Said = Callable[[Any, Any], str]


def _said(cls: type[E], words: Callable[[Any, E], str]) -> tuple[type[SkyEvent], Said]:
    """One entry of the table, typed: mypy checks that the words read the event they are for."""
    return cast("type[SkyEvent]", cls), words


# One entry per event class in core.events (tests/ui/test_presenters.py checks it).
EVENT_WORDS: dict[type[SkyEvent], Said] = dict([
    _said(Moved, _moved),
    _said(Teleported, lambda s, e: f"{_n(s, e.player)} teleports {place_text(s, e.path[0], e.path[-1])}."),
    _said(TileScouted, _silent),
    _said(TilePlaced, _tile_placed),
    _said(EquipmentDrawn, lambda s, e: f"  {_n(s, e.player)} finds {card_name(s, e.card)}."),
    _said(EquipmentDeckEmpty, _silent),     # the gear tile simply gives nothing
    _said(WireAdded, lambda s, e: f"{_n(s, e.by)} lays a {e.kind} wire from {ref_words(s, e.a, e.by)} "
                                  f"to {ref_words(s, e.b, e.by)}."),
    _said(WireRemoved, lambda s, e: f"{_n(s, e.by)} removes the wire between {ref_words(s, e.a, e.by)} "
                                    f"and {ref_words(s, e.b, e.by)}."),
    _said(Healed, _silent),
    _said(Repaired, _silent),
    _said(TileGiven, _silent),
    _said(EquipmentGiven, _silent),
    _said(EquipmentPlayed, _silent),
    _said(StormCardsSeen, _silent),
    _said(ProtectionEnded, _silent),
    _said(PadRotated, _silent),
    _said(StormPhaseBegan, lambda s, e: f"The storm: {e.draws} card{'s' if e.draws != 1 else ''}."),
    _said(StormCardDrawn, _storm_card),
    _said(StormDeckEmpty, _silent),
    _said(LightningStruck, _lightning),
    _said(WindsBlew, _winds),
    _said(WindChanged, lambda s, e: f"  The wind turns {e.frm} to {e.to}."),
    _said(StormIntensified, lambda s, e: ("  The storm reaches the skull!" if e.skull
                                          else f"  The storm intensifies: {e.intensity} cards a turn.")),
    _said(StormDeckReshuffled, lambda s, e: "  The Storm deck is reshuffled."),
    _said(TurnBegan, lambda s, e: f"Turn {e.turn}: {_n(s, e.player)}."),
    _said(Launched, lambda s, e: "The rocket launches!" if e.won else "The rocket launches without everyone!"),
    _said(GameOver, lambda s, e: say(e.cause) if e.cause else str(e.outcome)),
])


def event_text(state, e: SkyEvent) -> str:
    return EVENT_WORDS.get(type(e), _silent)(state, e)


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
    ("G", "play the hint's whole turn, each step shown first (a click or Esc stops)"),
    ("Tab", "move the focus over the buttons; Enter presses it"),
    ("Ctrl+Z", "undo"),
    ("L / F1 / F2", "log / rules / settings"),
    ("Esc", "cancel, then the menu"),
    ("Space", "hurry the animations"),
    ("Home, +, -", "fit, zoom"),
]
KEY_HELP_TINY = "Keys: arrows+Enter · T W P Q E · F1 all keys"
KEY_HELP_SHORT = "Keys: arrows+Enter act · T tile · W wire · P power · Q equipment · E end turn · F1 all keys"


# ---- the core's refusals and endings (codes, issue 18) --------------------------------------------

def say(reason: Any) -> str:
    """A refusal or ending from the core (a Reason: code, params, English template) in the
    player's language, each parameter named in that language (an adventurer id -> her name)."""
    from ..core.codes import english_name
    return _say(reason, lambda key, value: tr(english_name(key, value)))
