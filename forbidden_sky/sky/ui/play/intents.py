"""Gesture plus state -> what it means: Do(action), Ask(options), Refuse(reason), or a Hint.

The one place that matches what the player did with the mouse to the core's legal actions
(like python-chess's ``find_move``). Nothing here applies an action or draws: the scene
carries the intent out. The reasons shown are the core's own sentences (``why_illegal``)
wherever the core has one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional, Union

from ...core import Action, IllegalAction, apply
from ...core.phases import Phase
from ...core.board import Wire
from ...core.events import Launched
from ...core.state import GameState
from ....i18n import N_, tr
from ....shell.rooms.verbs import Leave
from ..words import card_name, ref_words, say
from . import card_words as cw
from .gestures import CardDrag, PawnDrag, TileDrag

Cell = tuple[int, int]


@dataclass(frozen=True)
class Do:
    action: Action
    quiet: bool = False    # a refusal says nothing (the built-in player's moves)


@dataclass(frozen=True)
class Ask:
    """A question before acting: each option is an action (Cancel is added when allowed)."""
    title: str
    text: str
    options: tuple[tuple[str, Action], ...]
    cancel: bool = True
    default: int = 0     # the answer the keyboard's focus starts on (Cancel comes last)
    stay: Optional[str] = None    # a last answer that does nothing, in these words (instead of Cancel)


@dataclass(frozen=True)
class Refuse:
    reason: str


@dataclass(frozen=True)
class Hint:
    """A note that is not a refusal: how to use what was clicked."""
    text: str


@dataclass(frozen=True)
class Arm:
    """An equipment card with targets on the board: it waits for the next click or drag."""
    armed: "Armed"
    hint: str


@dataclass(frozen=True)
class Choose:
    """A question whose answer the room that asked says the meaning of (``then``: the answer's
    intent, or None): the keyboard's Which wire?, Whom?, Which card?."""
    title: str
    text: str
    options: tuple[tuple[str, object], ...]
    then: Callable[[object], Union["Intent", "Leave", None]]


Intent = Union[Do, Ask, Refuse, Hint, Arm, Choose]


@dataclass(frozen=True)
class Armed:
    """An equipment card waiting for its target, with its legal plays."""
    card: str
    owner: str
    acts: tuple[Action, ...]
    effect: str


@dataclass
class Facts:
    """Per-state facts drawn from legal_actions, for highlights and panels (once per state)."""
    moves: set[Cell] = field(default_factory=set)
    wire_from: set[str] = field(default_factory=set)
    explore_tiles: set[str] = field(default_factory=set)
    playable: set[tuple[str, str]] = field(default_factory=set)
    givable: dict[str, set[str]] = field(default_factory=dict)
    care_targets: set[str] = field(default_factory=set)
    scout: bool = False
    rotate_pad: Optional[Action] = None
    free_wire: bool = False


@dataclass
class Reading:
    """What intents read: the state, its legal actions, the core's reasons, and the screen's
    standing choices (an armed card, the wire length asked for with 1 / 2)."""
    state: GameState
    legal: list[Action]
    why: Callable[[Action], Optional[str]]
    armed: Optional[Armed] = None
    wire_pref: Optional[str] = None

    def name(self, pid: str) -> str:
        adv = self.state.data.adventurers.get(pid)
        return tr(adv.name) if adv else str(pid)

    def card(self, card: str) -> str:
        return card_name(self.state, card)


def _note_place(f: Facts, a: Action, at: Cell, state: GameState) -> None:
    if a.type in ("move", "teleport") and a.to is not None:
        f.moves.add(a.to)
    elif a.type == "wire":
        f.wire_from |= {r for r in (a.a, a.b) if r is not None and at in state.board.component_cells(r)}
    elif a.type == "explore" and a.tile is not None:
        f.explore_tiles.add(a.tile)
    elif a.type == "scout":
        f.scout = True


def _note_people(f: Facts, a: Action) -> None:
    if a.type == "play" and a.player is not None and a.card is not None:
        f.playable.add((a.player, a.card))
    elif a.type == "give_tile" and a.player is not None and a.tile is not None:
        f.givable.setdefault(a.player, set()).add(a.tile)
    elif a.type in ("heal", "repair") and a.target is not None:
        f.care_targets.add(a.target)


def facts(state: GameState, legal: list[Action]) -> Facts:
    at = state.player(state.current).at
    f = Facts()
    for a in legal:
        _note_place(f, a, at, state)
        _note_people(f, a)
        # the Electrician's free wire, as the core lists it: never in the storm, on
        # another player's turn, once used, or where no wire can be added or removed
        f.free_wire = f.free_wire or (a.type in ("wire", "unwire") and a.free)
    f.rotate_pad = pad_turn(state, legal)
    return f


def pad_turn(state: GameState, legal: list[Action]) -> Optional[Action]:
    """The pad turn the "Turn pad" button makes: any player on one of the pad's tiles may
    turn it (free, at any time outside a card), so whoever legal_actions lists: the current
    player first, else the first other player on the pad."""
    turns = [a for a in legal if a.type == "rotate_pad"]
    mine = [a for a in turns if a.player in (None, state.current)]
    return next(iter(mine or turns), None)


# ---- clicks ---------------------------------------------------------------------------------

def click_hand_tile(r: Reading, owner: str) -> Intent:
    if owner != r.state.current:
        return Hint(tr("Drag {who}'s tile onto a glowing adventurer to give it", who=r.name(owner)))
    return Hint(tr("Drag the tile next to your pawn; while you drag it, R or right-click turns it"))


def click_board(r: Reading, cell: Cell, pawn: Optional[str], ref: Optional[str], wire: Optional[Wire]) -> Optional[Intent]:
    """A click on the platform: the armed card's target, a heal, a wire to remove, or a move."""
    bare_wire = wire if ref is None else None
    if r.armed is not None:
        if bare_wire is not None and any(a.option == "remove" for a in r.armed.acts):
            return unwire(r, bare_wire)
        return armed_cell(r, cell, pawn)
    if pawn is not None:
        hit = target_player(r, pawn, quiet=True) if pawn != r.state.current else own_pawn(r)
        if hit is not None:
            return hit
    if bare_wire is not None:
        return unwire(r, bare_wire)
    return move_to(r, cell)


def move_to(r: Reading, cell: Cell, quiet: bool = False) -> Optional[Intent]:
    s = r.state
    acts = [a for a in r.legal if a.type in ("move", "teleport") and a.to == cell]
    if not acts:
        if not quiet and s.phase == Phase.ACTIONS and cell in s.board.tiles and cell != s.player(s.current).at:
            return Refuse(r.why(Action("move", to=cell)) or tr("you cannot go there"))
        return None
    if len(acts) > 1:
        plain = [a for a in acts if a.carry is None]
        opts = [(tr("Go alone"), plain[0] if plain else acts[0])] + [(tr("Bring {who}", who=r.name(a.carry)), a)
                                                                     for a in acts if a.carry]
        return Ask(tr("The Climber moves"), tr("Take someone along?"), tuple(opts))
    return Do(acts[0])


def unwire(r: Reading, wire: Wire) -> Intent:
    pair = {wire.a, wire.b}
    acts = [a for a in r.legal if a.type == "unwire" and {a.a, a.b} == pair]
    fuser = [a for a in r.legal if a.type == "play" and a.option == "remove" and {a.a, a.b} == pair]
    if not acts and not fuser:
        return Refuse(r.why(Action("unwire", a=wire.a, b=wire.b)) or tr("you cannot remove that wire"))
    act = (acts or fuser)[0]
    me = r.state.current
    a, b = ref_words(r.state, wire.a, me), ref_words(r.state, wire.b, me)
    long = wire.kind == "long"
    if act.free:
        text = (tr("The long wire between {a} and {b} goes back to the supply (free for the Electrician).", a=a, b=b)
                if long else
                tr("The short wire between {a} and {b} goes back to the supply (free for the Electrician).", a=a, b=b))
    elif act.type == "play":
        text = (tr("The long wire between {a} and {b} goes back to the supply.", a=a, b=b) if long
                else tr("The short wire between {a} and {b} goes back to the supply.", a=a, b=b))
    else:
        text = (tr("The long wire between {a} and {b} goes back to the supply (1 action).", a=a, b=b) if long
                else tr("The short wire between {a} and {b} goes back to the supply (1 action).", a=a, b=b))
    return Ask(tr("Remove this wire?"), text, ((tr("Remove"), act),))


def target_player(r: Reading, pid: str, quiet: bool = False) -> Optional[Intent]:
    """A click on a portrait or pawn: the armed card's target, a heal or a repair."""
    if r.armed is not None:
        acts = [a for a in r.armed.acts if a.target == pid]
        if acts:
            return Do(acts[0])
        return None if quiet else Refuse(tr("{card} cannot target {who}", card=r.card(r.armed.card), who=r.name(pid)))
    acts = [a for a in r.legal if a.type in ("heal", "repair") and a.target == pid]
    if acts:
        return Do(acts[0])
    me = r.state.current
    if not quiet and me in ("medic", "knotsmith") and r.state.phase == Phase.ACTIONS:
        kind = "heal" if me == "medic" else "repair"
        return Refuse(r.why(Action(kind, target=pid)) or tr("not possible"))
    return None


def own_pawn(r: Reading) -> Optional[Intent]:
    """A click on your own pawn: the care only you give (the Medic heals, the Knotsmith
    repairs), yourself included, asked as a question when there is more than one choice."""
    acts = [a for a in r.legal if a.type in ("heal", "repair")]
    if not acts:
        return None
    if len(acts) == 1:
        return Do(acts[0])
    if acts[0].type == "heal":
        return Ask(tr("Heal whom?"), tr("Your power, for 1 action."),
                   tuple((tr("Heal {who}", who=r.name(a.target or "")), a) for a in acts))
    return Ask(tr("Repair the rope of whom?"), tr("Your power, for 1 action."),
               tuple((tr("Repair the rope of {who}", who=r.name(a.target or "")), a) for a in acts))


AIM_HINT = {"jet_pack": N_("click the tile to fly to"), "med_kit": N_("click who to heal"),
            "defrayer": N_("click whose rope to mend"), "platform_clamp": N_("drag a tile from your hand onto a glowing cell"),
            "remote_fuser": N_("drag between two components, or click a wire to remove it")}
TURN_LABEL = {"cw": N_("Clockwise"), "ccw": N_("Counter-clockwise")}


def _aimless(a: Action) -> bool:
    return a.to is None and a.target is None and a.at is None and a.a is None


def _option_label(r: Reading, o: object) -> str:
    if isinstance(o, str) and o in TURN_LABEL:
        return tr(TURN_LABEL[o])
    if isinstance(o, tuple):
        return " > ".join(r.card(c) for c in o)
    return str(o)


def click_card(r: Reading, owner: str, card: str) -> Intent:
    """An equipment card clicked: confirm it, choose among its plays, or arm it for a target."""
    acts = [a for a in r.legal if a.type == "play" and a.card == card and a.player == owner]
    name = r.card(card)
    spec = r.state.data.equipment[card]
    if not acts:
        return Refuse(r.why(Action("play", player=owner, card=card)) or tr("{card} cannot be played now", card=name))
    if len(acts) == 1 and _aimless(acts[0]):     # a card with nothing to aim: just confirm
        return Ask(cw.title(name), cw.text(tr(spec.text)), ((cw.play_label(), acts[0]),))
    if all(_aimless(a) for a in acts):
        return Ask(cw.title(name), cw.text(tr(spec.text), cw.choose(spec.effect)),
                   tuple((_option_label(r, a.option), a) for a in acts)[:12])
    return Arm(Armed(card, owner, tuple(acts), spec.effect), cw.aim(name, tr(AIM_HINT.get(spec.effect, N_("choose a target")))))


def armed_cell(r: Reading, cell: Cell, pawn: Optional[str]) -> Intent:
    m = r.armed
    assert m is not None
    if pawn is not None and any(a.target == pawn for a in m.acts) and not any(a.to for a in m.acts):
        return target_player(r, pawn) or Refuse(tr("{card} cannot target {who}", card=r.card(m.card), who=r.name(pawn)))
    acts = [a for a in m.acts if a.to == cell]
    if not acts:
        return Refuse(tr("{card} cannot go there", card=r.card(m.card)))
    if len(acts) > 1:
        opts = [(tr("Alone") if a.target is None else tr("With {who}", who=r.name(a.target)), a) for a in acts]
        return Ask(cw.title(r.card(m.card)), tr(cw.ALONG), tuple(opts))
    return Do(acts[0])


# ---- drops ----------------------------------------------------------------------------------

def tile_candidate(r: Reading, drag: TileDrag, cell: Cell, on_board: bool, givable: dict[str, set[str]]
                   ) -> tuple[Optional[Action], Optional[str]]:
    """The action a tile dropped here would be, and why not when it is not legal."""
    if not on_board:
        return None, None
    if r.armed is not None and r.armed.effect == "platform_clamp":
        act = Action("play", player=r.armed.owner, card=r.armed.card, tile=drag.tile, at=cell, rot=drag.rot)
    else:
        if drag.owner != r.state.current:
            if drag.owner in givable:
                return None, tr("drop it on a glowing adventurer's panel to give it")
            return None, tr("it is {who}'s turn: only their tiles can be placed", who=r.name(r.state.current))
        act = Action("explore", tile=drag.tile, at=cell, rot=drag.rot)
    return act, r.why(act)


def tile_spots(r: Reading, tile: str) -> dict[Cell, list[int]]:
    """Where ``tile`` may go now, with the turns legal at each cell: the current player's
    explore, or the armed Platform Clamp's (from legal_actions)."""
    if r.armed is not None and r.armed.effect == "platform_clamp":
        acts = [a for a in r.armed.acts if a.tile == tile]
    else:
        acts = [a for a in r.legal if a.type == "explore" and a.tile == tile]
    out: dict[Cell, list[int]] = {}
    for a in acts:
        if a.at is not None:
            out.setdefault(a.at, []).append(a.rot or 0)
    return {c: sorted(set(rots)) for c, rots in out.items()}


def drop_tile(r: Reading, drag: TileDrag, receiver: Optional[str],
              candidate: tuple[Optional[Action], Optional[str]]) -> Intent:
    """A tile let go: given to the adventurer under it, or placed (explore or Platform Clamp)."""
    if receiver is not None and receiver != drag.owner:
        return Do(Action("give_tile", player=drag.owner, to=receiver, tile=drag.tile))
    act, reason = candidate
    if act is not None and reason is None:
        return Do(act)
    if act is None and reason is None:
        reason = tr("drop the tile on the platform, next to your pawn")
    return Refuse(reason or tr("that tile cannot go there"))


def drop_card(r: Reading, drag: CardDrag, receiver: Optional[str]) -> Intent:
    """A card let go on another adventurer is passed to them; anywhere else it is played."""
    if receiver is not None and receiver != drag.owner:
        return Do(Action("give_equipment", player=drag.owner, to=receiver, card=drag.card))
    return click_card(r, drag.owner, drag.card)


def drop_pawn(r: Reading, drag: PawnDrag, cell: Cell) -> Optional[Intent]:
    """A pawn let go: the armed card's cell, the current player's move, or the Navigator's guide."""
    s = r.state
    pid = drag.pid
    if r.armed is not None:
        return armed_cell(r, cell, None)
    if pid == s.current:
        return None if cell == s.player(pid).at else move_to(r, cell)
    acts = [a for a in r.legal if a.type == "navigate" and a.target == pid and a.path and a.path[-1] == cell]
    if acts:
        acts.sort(key=lambda a: (len(a.path or ()), a.carry is not None))
        plain = [a for a in acts if a.carry is None]
        if len(acts) > 1 and any(a.carry for a in acts):
            opts = [(tr("Alone"), plain[0])] + [(tr("With {who}", who=r.name(a.carry)), a) for a in acts if a.carry]
            return Ask(r.name("navigator"), tr("The Climber may bring someone along."), tuple(opts))
        return Do(acts[0])
    if s.current == "navigator":
        return Refuse(r.why(Action("navigate", target=pid, path=(cell,))) or tr("{who} cannot be guided there",
                                                                                  who=r.name(pid)))
    return Refuse(tr("it is {who}'s turn: only their pawn moves", who=r.name(s.current)))


def _wire_source(r: Reading) -> list[Action]:
    if r.armed is not None and r.armed.effect == "remote_fuser":
        return [a for a in r.armed.acts if a.a is not None and a.option is None]
    return r.legal


def wire_targets(r: Reading, ref: str) -> set[str]:
    out: set[str] = set()
    for a in _wire_source(r):
        if a.type in ("wire", "play") and a.a is not None and a.b is not None and ref in (a.a, a.b):
            if r.wire_pref and a.kind != r.wire_pref:
                continue
            out.add(a.b if a.a == ref else a.a)
    return out


def wire_candidates(r: Reading, ref: str, other: str) -> list[Action]:
    pair = {ref, other}
    if r.armed is not None and r.armed.effect == "remote_fuser":
        acts = [a for a in _wire_source(r) if {a.a, a.b} == pair]
    else:
        acts = [a for a in r.legal if a.type == "wire" and {a.a, a.b} == pair]
    if r.wire_pref:
        acts = [a for a in acts if a.kind == r.wire_pref]
    order = {"short": 0, "long": 1}
    acts.sort(key=lambda a: (order.get(a.kind or "", 2), not a.free))
    return acts


WIRE_NONE = N_("Nothing to wire: {why}")


def _none(why: object) -> Refuse:
    """Nothing to wire, and why (the core's reason said in the player's language, or our words)."""
    return Refuse(tr(WIRE_NONE, why=say(why)))


def nothing_to_wire(r: Reading) -> Refuse:
    """A wire asked for (W) when legal_actions has none: why, as a player would put it: the
    storm's turn, no actions, no wires, nothing on the tile to wire from, or the core's reason
    for the nearest component from there (never its complaint about a wire with no ends)."""
    s = r.state
    b = s.board
    me = s.player(s.current)
    if s.over or s.pending is not None:
        return _none(r.why(Action("wire")) or tr("not now"))
    if s.phase != Phase.ACTIONS:
        return _none(tr("it is the storm's turn"))
    if s.actions_left <= 0:
        return _none(tr("no actions left this turn"))
    kinds = [k for k in ("long", "short") if b.supply.get(f"{k}_wire", 0) > 0]
    if not kinds:
        return _none(tr("the supply has no wires left"))
    refs = b.component_refs()
    here = [ref for ref in refs if me.at in b.component_cells(ref)]
    if not here:
        return _none(tr("your tile holds no rod, capacitor or launch pad side to wire from"))
    others = [ref for ref in refs if ref not in here]
    if not others:
        return _none(tr("a wire needs a second component on the platform"))
    comps = s.data.components

    def apart(pair: tuple[str, str]) -> float:
        (ax, ay), (bx, by) = (b.component_centre(x, comps) for x in pair)
        return (ax - bx) ** 2 + (ay - by) ** 2
    a, o = min(((h, x) for h in here for x in others), key=lambda p: (apart(p), p))
    why = r.why(Action("wire", kind=kinds[0], a=a, b=o)) or tr("no wire fits from there now")
    return _none(tr("from {a} to {b}, {why}", a=ref_words(s, a, me.id), b=ref_words(s, o, me.id), why=say(why)))


def drop_wire(r: Reading, ref: str, other: Optional[str]) -> Optional[Intent]:
    """A wire let go on a component: the shortest legal wire (or the length asked for); a wire
    that launches the rocket with someone off the pad asks first."""
    if other == ref:
        return None
    if other is None:
        # dropped on bare platform or sky: say what a wire needs instead of doing nothing
        return Hint(tr("A wire runs between two components: drop it on a glowing rod, capacitor or launch pad side"))
    acts = wire_candidates(r, ref, other)
    if not acts:
        kinds = [r.wire_pref] if r.wire_pref else ["short", "long"]
        reasons = [r.why(Action("wire", kind=k, a=ref, b=other)) for k in kinds]
        reason = next((x for x in reasons if x and "supply" not in x and "reach" not in x), None) or \
            next((x for x in reasons if x), tr("that wire cannot go there"))
        return Refuse(reason)
    act = acts[0]
    try:
        _, events = apply(r.state, act)
    except IllegalAction as exc:
        return Refuse(exc.reason)
    launch = next((e for e in events if isinstance(e, Launched)), None)
    if launch is not None and not launch.won:
        left = ", ".join(r.name(p) for p in launch.left_behind)
        return Ask(tr("Launch without everyone?"), tr("This wire closes the circuit and the rocket leaves now. "
                                                      "Not on the launch pad: {left}. Everyone will lose.", left=left),
                   ((tr("Launch anyway"), act),),
                   default=1)   # Enter keeps the game: Cancel is focused
    return Do(act)


def receivers(r: Reading, drag: object) -> set[str]:
    """Who the tile or card being dragged may be given to (from legal_actions)."""
    if isinstance(drag, TileDrag):
        gives = [a for a in r.legal if a.type == "give_tile" and a.player == drag.owner and a.tile == drag.tile]
    elif isinstance(drag, CardDrag):
        gives = [a for a in r.legal if a.type == "give_equipment" and a.player == drag.owner and a.card == drag.card]
    else:
        return set()
    return {a.to for a in gives if isinstance(a.to, str)}
