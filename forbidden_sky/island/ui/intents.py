"""Gesture + position -> what it means: the one place that matches a drag or a click to the
core's legal actions (like python-chess's ``find_move``). It never applies and never draws; a
gesture that matches no legal action becomes a refusal in words, asked of the core.

Every function returns a value: ``Do`` (an action, perhaps to confirm first), ``Ask`` (a
question whose answers are intents), ``Arm`` (a mode: pick a destination), ``Refuse`` (a
sentence), ``Advise`` (the hint first), or None (nothing to do).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Union

from ...i18n import sentence, tr
from ...shell.rooms.verbs import Leave      # the way out (to the title), as Sky's Menu answers it
from ..core import Action, GameState, PendingKind, Phase, why_illegal
from .words import name_in_text, name_of, refusal_text


@dataclass(frozen=True)
class Do:
    action: Action
    confirm: str = ""          # a question to answer first (a move that cannot be undone)


@dataclass(frozen=True)
class Refuse:
    text: str


@dataclass(frozen=True)
class Ask:
    title: str
    text: str
    options: tuple[tuple[str, "Intent"], ...]
    # every answer but Hint and Cancel throws something away (the hand limit): the focus, which
    # Enter presses, starts on the bot's choice when it is known, else on Hint, else on Cancel
    careful: bool = False


@dataclass(frozen=True)
class Arm:
    """A mode waiting for a tile: ``targets`` maps a cell to the action a click there plays."""
    kind: str                  # lift | sandbags | swim
    text: str
    targets: dict[int, Action] = field(default_factory=dict)


@dataclass(frozen=True)
class Advise:
    """Ask the team bot for a hint (H; an answer of a question that waits on a decision)."""


Intent = Union[Do, Ask, Arm, Refuse, Leave, Advise, None]


def _refuse(state: GameState, action: Action) -> Refuse:
    reason = why_illegal(state, action)
    if reason is None:       # legal after all (the caller's list was stale): never a silent nothing
        return Refuse(tr("That cannot be done now."))
    return Refuse(refusal_text(state.data, reason))


# ---- pawns ----------------------------------------------------------------------------------

def pawn_targets(state: GameState, legal: list[Action], pawn: str) -> dict[int, Action]:
    """Where dragging ``pawn`` may drop it, each cell with the action it plays: a swim when it
    must swim; the current player's move (the Diver's swim-through, the Explorer's diagonals)
    or the Pilot's flight (a plain move preferred: it keeps the flight); the Navigator
    moving another pawn."""
    out: dict[int, Action] = {}
    for a in legal:
        if a.type == "swim" and a.player == pawn:
            out.setdefault(_cell(state, a.to), a)
    if out or state.pending:
        return out
    if pawn == state.current:
        for kind in ("move", "fly"):
            for a in legal:
                if a.type == kind and a.player in (None, pawn):
                    out.setdefault(_cell(state, a.to), a)
    else:
        for a in legal:
            if a.type == "navigate" and a.target == pawn:
                out.setdefault(_cell(state, a.to), a)
    return out


def _cell(state: GameState, tile: object) -> int:
    c = state.cell(str(tile))
    return -1 if c is None else c


def drop_pawn(state: GameState, legal: list[Action], pawn: str, cell: int) -> Intent:
    if state.at(pawn) == cell:
        return None
    target = pawn_targets(state, legal, pawn).get(cell)
    if target is not None:
        return Do(target)
    tile = state.place[cell]
    if state.pending and state.pending[0].kind is PendingKind.SWIM and state.pending[0].player == pawn:
        return _refuse(state, Action("swim", player=pawn, to=tile))
    if pawn == state.current or not state.data.adventurers[state.current].navigates:
        if state.data.adventurers[pawn].flies and state.phase is Phase.ACTIONS and not state.flight_used \
                and pawn == state.current:
            return _refuse(state, Action("fly", player=pawn, to=tile))
        return _refuse(state, Action("move", player=pawn, to=tile))
    return _refuse(state, Action("navigate", target=pawn, to=tile))


# ---- tiles ----------------------------------------------------------------------------------

def click_tile(state: GameState, legal: list[Action], cell: int) -> Intent:
    """A click on a tile: a swim there when a pawn must swim and may; a shore-up of a flooded
    tile (the Engineer is asked for a second one in the same action)."""
    tile = state.place[cell]
    if state.pending and state.pending[0].kind is PendingKind.SWIM:
        swimmer = state.pending[0].player
        return drop_pawn(state, legal, swimmer, cell)
    if state.status[cell] != 1:
        return None
    singles = [a for a in legal if a.type == "shore_up" and a.tile == tile and a.tile2 is None]
    if not singles:
        return _refuse(state, Action("shore_up", tile=tile))
    pairs = [a for a in legal if a.type == "shore_up" and a.tile2 is not None and tile in (a.tile, a.tile2)]
    if not pairs:
        return Do(singles[0])
    d = state.data
    options: list[tuple[str, Intent]] = [(tr("Only {tile}", tile=name_of(d, tile)), Do(singles[0]))]
    for a in pairs:
        other = a.tile2 if a.tile == tile else a.tile
        options.append((tr("And {tile}", tile=name_of(d, str(other))), Do(a)))
    return Ask(tr("Shore up a second tile?"),
               tr("The {engineer} shores up two tiles for one action. Which second tile?",
                  engineer=name_of(d, state.current)), tuple(options))


# ---- cards ----------------------------------------------------------------------------------


def drop_card_on_player(state: GameState, legal: list[Action], holder: str, card: str, target: str) -> Intent:
    """A card dragged onto a teammate: a gift (the Messenger's to anywhere)."""
    if target == holder:
        return None
    spec = state.data.cards.get(card)
    if spec is not None and spec.special:
        return drop_card_on_tile(state, legal, holder, card, state.at(target))
    for a in legal:
        if a.type == "give" and a.target == target and a.card == card and holder == state.current:
            return Do(a)
    return _refuse(state, Action("give", player=holder, target=target, card=card))


def drop_card_on_tile(state: GameState, legal: list[Action], holder: str, card: str, cell: int) -> Intent:
    """A Special Action card dragged onto the island: Sandbags on that flooded tile; a
    Helicopter Lift picks up pawns on that tile (then asks which, then where), or lifts the
    team off when the rules allow it."""
    spec = state.data.cards.get(card)
    tile = state.place[cell]
    if spec is None or not spec.special:
        return Refuse(tr("Only a Special Action card is played onto the island; drag a Treasure card onto a teammate "
                         "to give it."))
    if spec.kind == "sandbags":
        for a in legal:
            if a.type == "play" and a.player == holder and a.card == card and a.tile == tile:
                return Do(a)
        return _refuse(state, Action("play", player=holder, card=card, tile=tile))
    lift_off = [a for a in legal if a.type == "play" and a.player == holder and a.card == card and a.lift_off]
    if lift_off and tile == state.data.landing:
        return Do(lift_off[0], confirm=tr("Lift off with all four treasures and win?"))
    pawns = state.pawns_at(cell)
    if not pawns:
        return _refuse(state, Action("play", player=holder, card=card, pawns=(), to=None))
    return lift_choice(state, legal, holder, card, pawns)


def lift_choice(state: GameState, legal: list[Action], holder: str, card: str, pawns: tuple[str, ...]) -> Intent:
    """Which of the pawns on one tile the Helicopter Lift carries: all of them first."""
    d = state.data
    groups = [c for n in range(len(pawns), 0, -1) for c in combinations(pawns, n)]
    if len(groups) == 1:
        return lift_destinations(state, legal, holder, card, groups[0])
    options: list[tuple[str, Intent]] = []
    for g in groups[:9]:
        label = tr("All {n}", n=len(g)) if len(g) == len(pawns) else " + ".join(name_of(d, p) for p in g)
        options.append((label, lift_destinations(state, legal, holder, card, g)))
    return Ask(tr("Helicopter Lift"), tr("Which pawns does the helicopter carry?"), tuple(options))


def lift_destinations(state: GameState, legal: list[Action], holder: str, card: str, pawns: tuple[str, ...]) -> Intent:
    targets = {_cell(state, a.to): a for a in legal
               if a.type == "play" and a.player == holder and a.card == card and a.pawns == pawns}
    if not targets:
        return _refuse(state, Action("play", player=holder, card=card, pawns=pawns, to=None))
    names = ", ".join(name_of(state.data, p) for p in pawns)
    return Arm("lift", tr("Helicopter Lift: click the tile to fly {pawns} to (Esc cancels).", pawns=names), targets)


def arm_sandbags(state: GameState, legal: list[Action], holder: str, card: str) -> Intent:
    targets = {_cell(state, a.tile): a for a in legal
               if a.type == "play" and a.player == holder and a.card == card and a.tile}
    if not targets:
        return Refuse(tr("No tile is flooded: Sandbags have nothing to shore up."))
    return Arm("sandbags", tr("Sandbags: click a flooded tile to shore it up (Esc cancels)."), targets)


def play_card(state: GameState, legal: list[Action], holder: str, card: str) -> Intent:
    """A Special Action card played from the keyboard or a question: what it asks next."""
    spec = state.data.cards.get(card)
    if spec is None or not spec.special:
        return None
    if spec.kind == "sandbags":
        return arm_sandbags(state, legal, holder, card)
    lift_off = [a for a in legal if a.type == "play" and a.player == holder and a.card == card and a.lift_off]
    if lift_off:
        return Do(lift_off[0], confirm=tr("Lift off with all four treasures and win?"))
    cells = sorted({c for c in state.pawns})
    options = []
    for c in cells:
        pawns = state.pawns_at(c)
        if any(a.type == "play" and a.player == holder and a.card == card and a.pawns and a.pawns[0] in pawns
               for a in legal):
            options.append((name_of(state.data, state.place[c]), lift_choice(state, legal, holder, card, pawns)))
    if not options:
        return Refuse(tr("There is no pawn the helicopter can carry now."))
    if len(options) == 1:
        return options[0][1]
    return Ask(tr("Helicopter Lift"), tr("From which tile?"), tuple(options))


# ---- decisions and buttons --------------------------------------------------------------------

def discard_question(state: GameState, legal: list[Action]) -> Intent:
    """The hand limit: which card to discard, or a Special Action card to play instead."""
    if not state.pending or state.pending[0].kind is not PendingKind.DISCARD:
        return None
    who = state.pending[0].player
    d = state.data
    options: list[tuple[str, Intent]] = []
    for a in legal:
        if a.type == "discard":
            options.append((tr("Discard {card}", card=name_in_text(d, str(a.card))), Do(a)))
    plays = False                                  # a Special Action card offered too
    for card in dict.fromkeys(state.hand(who)):
        spec = d.cards[card]
        if spec.special:
            got = play_card(state, legal, who, card)
            if not isinstance(got, Refuse) and got is not None:
                options.append((tr("Play {card}", card=name_in_text(d, card)), got))
                plays = True
    options.append((tr("Hint"), Advise()))        # the bot's choice, shown before it is made
    facts = {"player": name_of(d, who), "n": len(state.hand(who)), "limit": d.rules.hand_limit}
    # a hand without a Special Action card has only the discard: the question says so
    ask = (tr("{player} holds {n} cards; the limit is {limit}. Discard one, or play a Special Action card.", **facts)
           if plays else tr("{player} holds {n} cards; the limit is {limit}. Discard one.", **facts))
    return Ask(tr("Too many cards"), ask, tuple(options), careful=True)


def capture(state: GameState, legal: list[Action]) -> Intent:
    for a in legal:
        if a.type == "capture":
            return Do(a)
    return _refuse(state, Action("capture"))


def end_actions(state: GameState, legal: list[Action]) -> Intent:
    for a in legal:
        if a.type == "end_actions":
            ask = ""
            if state.actions_left > 0:
                ask = tr("End the actions with {n} left? The cards drawn next cannot be undone.", n=state.actions_left)
            return Do(a, confirm=ask)
    return _refuse(state, Action("end_actions"))


def lit(intent: Intent) -> dict[int, Action]:
    return intent.targets if isinstance(intent, Arm) else {}


def give_question(s: GameState, legal: list[Action]) -> Intent:
    """G: which Treasure card to whom, among the gifts the rules allow now."""
    gives = [a for a in legal if a.type == "give"]
    if not gives:
        return Refuse(tr("No Treasure card can be given now: the giver and the receiver must share a tile "
                         "(the Messenger gives anywhere)."))
    opts = tuple((sentence(tr("{card} to {player}", card=name_in_text(s.data, str(a.card)),
                              player=name_of(s.data, str(a.target)))), Do(a)) for a in gives[:9])
    return Ask(tr("Give a Treasure card"), tr("Which card, to whom? (one action)"), opts)


def special_question(s: GameState, legal: list[Action], kind: str) -> Intent:
    """L / B: play a Helicopter Lift or Sandbags: whose, when more than one player holds one."""
    card = s.data.card_of_kind(kind)
    holders = [p for p in s.players if card in s.hand(p)]
    if not holders:
        return Refuse(tr("Nobody holds {card}.", card=name_in_text(s.data, card)))
    if len(holders) == 1:
        return play_card(s, legal, holders[0], card)
    return Ask(name_of(s.data, card), tr("Whose card?"),
               tuple((name_of(s.data, p), play_card(s, legal, p, card)) for p in holders))
