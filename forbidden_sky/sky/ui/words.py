"""Actions and events told in words, for the log and the toasts."""

from __future__ import annotations

from typing import Any, Callable, Optional, TypeVar, cast

from ...i18n import N_, ntr, tr
from ...i18n import say as _say

from ..core.events import (
    EquipmentDeckEmpty, EquipmentDrawn, EquipmentGiven, EquipmentPlayed, GameOver, Healed, Launched, LightningStruck, Moved,
    PadRotated, ProtectionEnded, Repaired, SkyEvent, StormCardDrawn, StormCardsSeen, StormDeckEmpty, StormDeckReshuffled,
    StormIntensified, StormPhaseBegan, Teleported, TileGiven, TilePlaced, TileScouted, TurnBegan, WindChanged, WindsBlew,
    WireAdded, WireRemoved,
)


def _n(state, pid: Any) -> str:
    adv = state.data.adventurers.get(pid) if isinstance(pid, str) else None
    return tr(adv.name) if adv else str(pid)


# TRANSLATORS: the letter on each pawn, for the Electrician, Surveyor, Knotsmith, Navigator,
# Medic and Climber in this order (assets/data/adventurers.yaml's), separated by spaces: six
# different letters (the colour-blind mode tells the pawns apart by them)
PAWN_LETTERS = N_("E S K N M C")


def pawn_letter(state, pid: Any) -> str:
    """The letter on an adventurer's pawn in the player's language (different for each)."""
    letters = tr(PAWN_LETTERS).split()
    order = list(state.data.adventurers)
    if pid in order and len(letters) == len(order):
        return letters[order.index(pid)]
    adv = state.data.adventurers.get(pid) if isinstance(pid, str) else None
    return tr(adv.name)[:1] if adv else str(pid)[:1].upper()


def cell_text(c) -> str:
    return f"({c[0]}, {c[1]})" if c is not None else "?"


# Places in words a player can find on the board: a tile by its symbol when no other tile
# shows it, otherwise the way the pawn went ("one tile north"). North is up (y grows south).
LANDMARKS = {"landing_pad": N_("to the landing pad"), "wind_compass": N_("to the wind compass"),
             "teleporter": N_("to the teleporter"), "lightning_rod": N_("to the lightning rod"),
             "faraday_cage": N_("onto the Faraday cage"), "wind_shelter": N_("onto the wind shelter"),
             "gear": N_("onto the gear tile")}
# TRANSLATORS: the numbers 0-9 in words, separated by spaces, as they count tiles ("two tiles north")
_COUNT = N_("no one two three four five six seven eight nine")
# the eight ways a pawn can go, by (east-west, north-south) step sign
_WAYS = {(0, -1): N_("north"), (0, 1): N_("south"), (1, 0): N_("east"), (-1, 0): N_("west"),
         (1, -1): N_("north-east"), (-1, -1): N_("north-west"), (1, 1): N_("south-east"), (-1, 1): N_("south-west")}


def _count(n: int) -> str:
    words = tr(_COUNT).split()
    return words[n] if 0 <= n < len(words) == 10 else str(n)


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
    return tr(LANDMARKS[sym])


def _sign(v: int) -> int:
    return (v > 0) - (v < 0)


def direction_text(frm, to) -> str:
    """ "one tile north", "two tiles south-east", "one tile north and two east"."""
    dx, dy = to[0] - frm[0], to[1] - frm[1]
    ax, ay = abs(dx), abs(dy)
    if not dx and not dy:
        return tr("in place")
    if not dx or not dy or ax == ay:
        n = max(ax, ay)
        return ntr("{count} tile {way}", "{count} tiles {way}", n, count=_count(n),
                   way=tr(_WAYS[(_sign(dx), _sign(dy))]))
    return ntr("{count} tile {way} and {count2} {way2}", "{count} tiles {way} and {count2} {way2}", ay,
               count=_count(ay), way=tr(_WAYS[(0, _sign(dy))]), count2=_count(ax), way2=tr(_WAYS[(_sign(dx), 0)]))


def _beside(state, pid, at) -> str:
    """Where a placed tile lies from the explorer: "to the north", "two tiles east of them"."""
    try:
        me = state.player(pid).at
    except (KeyError, StopIteration, ValueError, TypeError):
        me = None
    at = _cell(at)
    if me is None or at is None:
        return tr("on the platform")
    dx, dy = at[0] - me[0], at[1] - me[1]
    if abs(dx) + abs(dy) == 1 or (abs(dx) == abs(dy) == 1):
        return tr("to the {way}", way=tr(_WAYS[(_sign(dx), _sign(dy))]))
    return tr("{way} of them", way=direction_text(me, at))


def place_text(state, frm, to) -> str:
    """Where a pawn went, in words: its landmark if unique, else the way from where it was."""
    to, frm = _cell(to), _cell(frm)
    named = landmark(state, to)
    if named:
        return named
    if frm is not None and to is not None:
        return direction_text(frm, to)
    return tr("to {cell}", cell=cell_text(to))


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


COMPONENT_WORDS = {"small_capacitor": N_("the small capacitor"), "large_capacitor": N_("the large capacitor"),
                   "lightning_rod": N_("the lightning rod"), "launch_pad": N_("the launch pad")}


def ref_words(state, ref: str, pid: Any = None) -> str:
    """A component in words, placed from an adventurer's tile: "the rod on their tile", "the
    small capacitor two tiles north of them", "launch pad side A" (never coordinates)."""
    if ref.startswith("pad:"):
        return tr("launch pad side {side}", side=ref[4:])
    what = tr("the rod")
    if ref.startswith("cap("):
        try:
            from ..core.board import component_kind
            kind = component_kind(ref, state.board)
            what = tr(COMPONENT_WORDS[kind]) if kind in COMPONENT_WORDS else kind.replace("_", " ")
        except (KeyError, ValueError, AttributeError):
            what = tr("the capacitor")
    cells = _ref_cells(ref)
    try:
        me = state.player(pid).at if isinstance(pid, str) else None
    except (KeyError, StopIteration, ValueError):
        me = None
    if not cells or me is None:
        return what
    me = _cell(me)
    if me in cells:
        return tr("{what} on their tile", what=what) if len(cells) == 1 else tr("{what} at the edge of their tile",
                                                                                 what=what)
    near = min(cells, key=lambda c: abs(c[0] - me[0]) + abs(c[1] - me[1]))
    return tr("{what} {way} away", what=what, way=direction_text(me, near))


def card_name(state, card: str) -> str:
    """An equipment or Storm card's name in the player's language."""
    if card in state.data.equipment:
        return tr(state.data.equipment[card].name)
    if card in state.data.storm_cards:
        return tr(state.data.storm_cards[card].name)
    return card


def action_text(state, a) -> str:
    who = _n(state, a.player or state.current)
    t = a.type
    if t == "scout":
        return tr("{who} scouts a tile.", who=who)
    if t == "explore":
        return tr("{who} places a tile {where}.", who=who, where=_beside(state, a.player or state.current, a.at))
    if t == "heal":
        return tr("{who} heals {target}.", who=who, target=_n(state, a.target))
    if t == "repair":
        return tr("{who} mends {target}'s rope.", who=who, target=_n(state, a.target))
    if t == "rotate_pad":
        return tr("{who} turns the launch pad.", who=who)
    if t == "end_actions":
        return tr("{who} ends the turn's actions.", who=who)
    if t == "give_tile":
        return tr("{who} gives a tile to {target}.", who=who, target=_n(state, a.to))
    if t == "give_equipment":
        return tr("{who} gives {card} to {target}.", who=who, card=card_name(state, a.card), target=_n(state, a.to))
    if t == "play":
        return tr("{who} plays {card}.", who=who, card=card_name(state, a.card))
    return ""   # moves, wires, storm draws: their events say it better


def _moved(state, e: Moved) -> str:
    who, where = _n(state, e.player), place_text(state, e.path[0], e.path[-1])
    if e.carried:
        return tr("{who} is carried {where}.", who=who, where=where)
    if e.by and e.by != e.player:
        by = _n(state, e.by)
        if e.flew:
            return tr("{who} flies {where} (by {by}).", who=who, where=where, by=by)
        return tr("{who} moves {where} (by {by}).", who=who, where=where, by=by)
    return tr("{who} flies {where}.", who=who, where=where) if e.flew else tr("{who} moves {where}.", who=who, where=where)


COMPLETED_WORDS = {"small_capacitor": N_("small capacitor"), "large_capacitor": N_("large capacitor"),
                   "lightning_rod": N_("lightning rod"), "launch_pad": N_("launch pad")}


def _tile_placed(state, e: TilePlaced) -> str:
    parts = []
    for c in e.completions:
        kind = tr(COMPLETED_WORDS[c.kind]) if c.kind in COMPLETED_WORDS else c.kind.replace("_", " ")
        parts.append(kind if c.ref else tr("{kind} (none left in the supply)", kind=kind))
    return ("  " + tr("Completed: {parts}.", parts=", ".join(parts))) if parts else ""


def _storm_card(state, e: StormCardDrawn) -> str:
    name = card_name(state, e.card)
    return tr("Storm card: {card}", card=name) if name.endswith(("!", "?", ".")) else tr("Storm card: {card}.", card=name)


def _lightning(state, e: LightningStruck) -> str:
    j = e.jolted
    return "  " + (tr("Jolted: {players}.", players=", ".join(_n(state, p) for p in j)) if j
                   else tr("Nobody was on live copper."))


def _winds(state, e: WindsBlew) -> str:
    out = []
    for m in e.moves:
        if m.to != m.frm:
            out.append(tr("{who} blown {where}", who=_n(state, m.player), where=place_text(state, m.frm, m.to)))
        elif m.rope_lost:
            out.append(tr("{who} frays a rope", who=_n(state, m.player)))
    return "  " + tr("{what}.", what="; ".join(out) if out else tr("Everyone held on"))


def _silent(state, e: SkyEvent) -> str:
    """Said by the action's own line (action_text) or by another event of the same action."""
    return ""


def _wind(way: Any) -> str:
    """A compass direction as the core names it (N, E, S, W) in words."""
    return tr(WIND_WORDS[way]) if way in WIND_WORDS else str(way)


WIND_WORDS = {"N": N_("north"), "E": N_("east"), "S": N_("south"), "W": N_("west")}
WIRE_KINDS = {"short": N_("short"), "long": N_("long")}


def _wire_added(s, e: WireAdded) -> str:
    a, b = ref_words(s, e.a, e.by), ref_words(s, e.b, e.by)
    if e.kind == "long":
        return tr("{who} lays a long wire from {a} to {b}.", who=_n(s, e.by), a=a, b=b)
    return tr("{who} lays a short wire from {a} to {b}.", who=_n(s, e.by), a=a, b=b)


E = TypeVar("E", bound=SkyEvent)
Said = Callable[[Any, Any], str]


def _said(cls: type[E], words: Callable[[Any, E], str]) -> tuple[type[SkyEvent], Said]:
    """One entry of the table, typed: mypy checks that the words read the event they are for."""
    return cast("type[SkyEvent]", cls), words


# One entry per event class in core.events (tests/ui/test_presenters.py checks it).
EVENT_WORDS: dict[type[SkyEvent], Said] = dict([
    _said(Moved, _moved),
    _said(Teleported, lambda s, e: tr("{who} teleports {where}.", who=_n(s, e.player),
                                      where=place_text(s, e.path[0], e.path[-1]))),
    _said(TileScouted, _silent),
    _said(TilePlaced, _tile_placed),
    _said(EquipmentDrawn, lambda s, e: "  " + tr("{who} finds {card}.", who=_n(s, e.player), card=card_name(s, e.card))),
    _said(EquipmentDeckEmpty, _silent),     # the gear tile simply gives nothing
    _said(WireAdded, _wire_added),
    _said(WireRemoved, lambda s, e: tr("{who} removes the wire between {a} and {b}.", who=_n(s, e.by),
                                       a=ref_words(s, e.a, e.by), b=ref_words(s, e.b, e.by))),
    _said(Healed, _silent),
    _said(Repaired, _silent),
    _said(TileGiven, _silent),
    _said(EquipmentGiven, _silent),
    _said(EquipmentPlayed, _silent),
    _said(StormCardsSeen, _silent),
    _said(ProtectionEnded, _silent),
    _said(PadRotated, _silent),
    _said(StormPhaseBegan, lambda s, e: ntr("The storm: {n} card.", "The storm: {n} cards.", e.draws)),
    _said(StormCardDrawn, _storm_card),
    _said(StormDeckEmpty, _silent),
    _said(LightningStruck, _lightning),
    _said(WindsBlew, _winds),
    _said(WindChanged, lambda s, e: "  " + tr("The wind turns {frm} to {to}.", frm=_wind(e.frm), to=_wind(e.to))),
    _said(StormIntensified, lambda s, e: "  " + (tr("The storm reaches the skull!") if e.skull
                                                 else ntr("The storm intensifies: {n} card a turn.",
                                                          "The storm intensifies: {n} cards a turn.", e.intensity or 0))),
    _said(StormDeckReshuffled, lambda s, e: "  " + tr("The Storm deck is reshuffled.")),
    _said(TurnBegan, lambda s, e: tr("Turn {turn}: {who}.", turn=e.turn, who=_n(s, e.player))),
    _said(Launched, lambda s, e: tr("The rocket launches!") if e.won else tr("The rocket launches without everyone!")),
    _said(GameOver, lambda s, e: say(e.cause) if e.cause else str(e.outcome)),
])


def event_text(state, e: SkyEvent) -> str:
    return EVENT_WORDS.get(type(e), _silent)(state, e)


# ---- the settings screen ------------------------------------------------------------------------

SETTINGS_TITLE = N_("Settings")
SETTINGS_HELP = N_("Up/Down: choose a line · Left/Right or click: change it · Esc: done")
SETTING_LABELS = {
    "ui_scale": N_("Text and panel size"),
    "fullscreen": N_("Display"),
    "volume": N_("Sound volume"),
    "muted": N_("Sound"),
    "motion": N_("Animations"),
    "auto_advance": N_("Storm cards"),
    "colour_blind": N_("Colour-blind mode"),
    "language": N_("Language"),
    "foresight_overlay": N_("Danger overlay (D)"),
    "foresight_forecast": N_("Storm forecast"),
    "foresight_circuit": N_("Circuit check"),
    "foresight_hint": N_("Hint (H)"),
    "foresight_why": N_("Why we lost"),
}
MOTION_WORDS = {"normal": N_("Normal"), "fast": N_("Fast"), "slow": N_("Slow"),
                "reduced": N_("Reduced motion (no flashes)")}
# each language in its own words (never translated: a player looks for the name they read)
LANGUAGE_NAMES = {None: N_("Automatic (the system's)"), "en": "English", "es": "Español"}


def setting_value_text(name: str, value: Any) -> str:
    """How a setting's value reads on the settings screen, in the player's language."""
    if name == "ui_scale":
        return tr("Automatic") if value is None else tr("{percent} %", percent=round(value * 100))
    if name == "fullscreen":
        return tr("Full screen") if value else tr("Window")
    if name == "volume":
        return tr("{percent} %", percent=round(value * 100))
    if name == "muted":
        return tr("Off (muted)") if value else tr("On")
    if name == "motion":
        return tr(MOTION_WORDS[value]) if value in MOTION_WORDS else str(value)
    if name == "auto_advance":
        if value is None:
            return tr("Default pace")
        return tr("By hand (Next card)") if not value else tr("Next card after {seconds:g} s", seconds=value)
    if name == "colour_blind":
        return tr("On: patterns and letters") if value else tr("Off (shapes and letters still shown)")
    if name == "language":
        # the automatic choice in the player's language; each language in its own words
        return tr(LANGUAGE_NAMES[None]) if value is None else LANGUAGE_NAMES.get(value, value)
    if name.startswith("foresight_"):
        return tr("On") if value else tr("Off")
    return str(value)


# ---- powers and keys (issue 12) -------------------------------------------------------------------

POWER_BUTTON = {"medic_heal": N_("Heal"), "knotsmith_repair": N_("Repair"), "surveyor_gift": N_("Give tile"),
                "navigator_guide": N_("Move another"), "electrician_free_wire": N_("Free wire")}
POWER_NONE = {"medic_heal": N_("nobody on your tile needs healing"),
              "knotsmith_repair": N_("nobody on your tile has frayed rope"),
              "surveyor_gift": N_("nobody on or next to your tile can take a tile"),
              "navigator_guide": N_("nobody can be moved now"),
              "electrician_free_wire": N_("the free wire is used this turn, or no wire fits here")}

SYMBOL_WORDS = {"lightning_rod": N_("rod"), "teleporter": N_("teleporter"), "gear": N_("gear"),
                "faraday_cage": N_("Faraday cage"), "wind_shelter": N_("wind shelter"), "landing_pad": N_("landing pad"),
                "wind_compass": N_("compass")}


def tile_words(state, tile: str) -> str:
    """A tile in hand, as a player would point at it: "the rod tile", "a plain tile"."""
    try:
        sym = state.tile_spec(tile).symbol
    except (KeyError, AttributeError):
        sym = None
    return tr("the {symbol} tile", symbol=tr(SYMBOL_WORDS[sym])) if sym in SYMBOL_WORDS else tr("a plain tile")


KEY_HELP = [
    (N_("Arrows"), N_("move the cursor on the board (Shift+arrows pan)")),
    (N_("Enter"), N_("act at the cursor: move there, drop the tile or wire, choose the target (else: end turn)")),
    ("T", N_("take the next tile from your hand to place at the cursor")),
    ("R", N_("turn the tile you carry")),
    ("S", N_("scout (take a tile from the pile)")),
    ("W", N_("start a wire from the next glowing component; the arrows move its end from component to component")),
    ("X", N_("remove a wire at the cursor's tile")),
    ("P", N_("your power (the power button)")),
    ("Q", N_("play an equipment card")),
    ("E", N_("end your turn")),
    ("N", N_("next storm card")),
    ("D", N_("the danger overlay: what the storm would do now")),
    ("H", N_("a hint from the strong bot (its move: Play it)")),
    ("G", N_("play the hint's whole turn, each step shown first (a click or Esc stops)")),
    ("Tab", N_("move the focus over the buttons; Enter presses it")),
    ("Ctrl+Z", N_("undo")),
    ("L / F1 / F2", N_("log / rules / settings")),
    ("Esc", N_("cancel, then the menu")),
    (N_("Space"), N_("hurry the animations")),
    (N_("Home, +, -"), N_("fit, zoom")),
]
KEY_HELP_TINY = N_("Keys: arrows+Enter · T W P Q E · F1 all keys")
KEY_HELP_SHORT = N_("Keys: arrows+Enter act · T tile · W wire · P power · Q equipment · E end turn · F1 all keys")


# ---- the core's refusals and endings (codes, issue 18) --------------------------------------------

def say(reason: Any) -> str:
    """A refusal or ending from the core (a Reason: code, params, English template) in the
    player's language, each parameter named in that language (an adventurer id -> her name)."""
    from ..core.codes import english_name
    def name(key: str, value: Any) -> str:
        if key == "players" and isinstance(value, (list, tuple)):
            return ", ".join(tr(english_name("player", v)) for v in value)
        return tr(english_name(key, value))
    return _say(reason, name)
