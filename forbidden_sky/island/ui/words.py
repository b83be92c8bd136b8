"""Island's words on screen: data names in the player's language, the core's refusals and
endings said through the catalogs (a code and its ids, never the core's English), the log's
line for each event."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...i18n import N_, ctr, ntr, say, sentence, tr
from ..core import events as ev
from ..core import legal_actions
from ..core.state import GameState
from ..data import IslandData
from ..data.wording import IN_SENTENCE, in_text

# the refusal parameters that hold an id, and where its name is
_PLAYER_KEYS = ("player", "target", "current")


def name_of(data: IslandData, key_or_id: str) -> str:
    """The translated name of a tile, adventurer, treasure or card id (the id itself if none)."""
    for table in (data.tiles, data.adventurers, data.treasures, data.cards):
        spec = table.get(key_or_id)
        if spec is not None:
            return tr(spec.name)
    return str(key_or_id)


def name_in_text(data: IslandData, key_or_id: str) -> str:
    """``name_of`` as it reads inside a sentence: "Capture the Earth Stone", not "Capture The
    Earth Stone" (assets/island/wording.yaml); a tile or an adventurer with the article its
    language gives it ("está fuera del alcance del Explorador"; English names them bare). A
    sentence that opens on it is ``sentence()``-d."""
    words = in_text(key_or_id) if (key_or_id in data.treasures or key_or_id in data.cards) else None
    if words:
        return tr(words)
    spec = data.tiles.get(key_or_id) or data.adventurers.get(key_or_id)
    return ctr(IN_SENTENCE, spec.name) if spec is not None else name_of(data, key_or_id)


def refusal_text(data: IslandData, reason: Any) -> str:
    """A refusal (the core's ``Refusal``: code, params) as a sentence, names by their data
    names, first letter capitalised."""
    def named(key: str, value: Any) -> Any:
        return name_in_text(data, value) if isinstance(value, str) else value
    return sentence(say(reason, named))


CAUSES = {
    "treasure_lost": N_("{detail}: both of its tiles sank before it was captured."),
    "landing_sunk": N_("Fools' Landing sank: the helicopter cannot come."),
    "drowned": N_("{detail} had nowhere to swim and drowned."),
    "skull": N_("The water reached the skull and crossbones."),
}


def ending_text(data: IslandData, state: GameState) -> str:
    if state.outcome == "won":
        return tr("The team lifted off with all four treasures. You won!")
    cause = state.cause.value if state.cause else ""
    detail = name_of(data, state.cause_detail) if state.cause_detail else ""
    return tr(CAUSES.get(cause, N_("The island is lost.")), detail=detail)


_HOW = {
    "move": N_("{player} moved to {tile}."), "dive": N_("{player} dived to {tile}."),
    "fly": N_("{player} flew to {tile}."), "navigate": N_("{by} moved {player} to {tile}."),
    "swim": N_("{player} swam to {tile}."), "helicopter_lift": N_("A Helicopter Lift carried {player} to {tile}."),
}



_said = name_in_text   # a name as it reads inside a sentence (the table's lines stay short)

LINES: dict[type, Callable[[IslandData, Any], str]] = {
    ev.PawnMoved: lambda d, e: tr(_HOW.get(e.how, _HOW["move"]), player=_said(d, e.player),
                                  tile=_said(d, e.to_tile), by=_said(d, e.by)),
    ev.TileShoredUp: lambda d, e: (tr("{player} shored up {tile} with Sandbags.", player=_said(d, e.player),
                                      tile=_said(d, e.tile)) if e.how == "sandbags" else
                                   tr("{player} shored up {tile}.", player=_said(d, e.player), tile=_said(d, e.tile))),
    ev.CardGiven: lambda d, e: tr("{player} gave {card} to {target}.", player=_said(d, e.player),
                                  card=_said(d, e.card), target=_said(d, e.to)),
    ev.TreasureCaptured: lambda d, e: tr("{player} captured {treasure}!", player=_said(d, e.player),
                                         treasure=_said(d, e.treasure)),
    ev.SpecialCardPlayed: lambda d, e: tr("{player} played {card}.", player=_said(d, e.player), card=_said(d, e.card)),
    ev.CardDiscarded: lambda d, e: tr("{player} discarded {card}.", player=_said(d, e.player), card=_said(d, e.card)),
    ev.MustDiscard: lambda d, e: tr("{player} holds {holding} cards and must discard down to {limit}.",
                                    player=_said(d, e.player), holding=e.holding, limit=e.limit),
    ev.ActionsEnded: lambda d, e: tr("{player}'s actions are over.", player=_said(d, e.player)),
    ev.TreasureCardDrawn: lambda d, e: tr("{player} drew {card}.", player=_said(d, e.player), card=_said(d, e.card)),
    ev.WatersRose: lambda d, e: tr("Waters Rise! The water is at {tick}: {n} Flood cards a turn.", tick=e.tick,
                                   n=e.flood_cards),
    ev.TreasureDeckReshuffled: lambda d, e: ntr("The Treasure discard was shuffled into a new deck ({n} card).",
                                                "The Treasure discard was shuffled into a new deck ({n} cards).", e.cards),
    ev.FloodPhaseBegan: lambda d, e: ntr("The island floods: {n} Flood card.", "The island floods: {n} Flood cards.",
                                         e.draws),
    ev.FloodCardDrawn: lambda d, e: "",
    ev.TileFlooded: lambda d, e: tr("{tile} is flooded.", tile=_said(d, e.tile)),
    ev.TileSank: lambda d, e: tr("{tile} sank!", tile=_said(d, e.tile)),
    ev.MustSwim: lambda d, e: (tr("{player} must swim: choose a lit tile.", player=_said(d, e.player)) if e.options
                               else tr("{player} has nowhere to swim: only a Helicopter Lift can save them.",
                                       player=_said(d, e.player))),
    ev.FloodDeckReshuffled: lambda d, e: ntr("The Flood discard was shuffled into a new pile ({n} card).",
                                             "The Flood discard was shuffled into a new pile ({n} cards).", e.cards),
    ev.TurnBegan: lambda d, e: tr("Turn {turn}: {player}.", turn=e.turn, player=name_of(d, e.player)),
    ev.LiftedOff: lambda d, e: tr("The helicopter lifts off from Fools' Landing!"),
    ev.GameOver: lambda d, e: tr("The game is won!") if e.result == "won" else tr("The game is lost."),
}


def event_line(data: IslandData, event: Any) -> str:
    """The log's and the banners' line for ``event``: names as they read inside a sentence
    (Spanish "¡La Pista de los Necios se hundió!", "El Piloto voló al Templo del Sol"; the bare
    names read "¡Templo del Sol se hundió!"), the first letter a capital."""
    fn = LINES.get(type(event))
    # a card whose name ends in "!" ends the line itself ("drew Waters Rise!", not "Rise!.")
    return sentence(fn(data, event)).replace("!.", "!") if fn else ""


# the last state asked whether its discard may be a Special Action card played, and the answer
_plays_asked: tuple[GameState, bool] | None = None


def may_play_instead(state: GameState) -> bool:
    """Whether the player who must discard may play a Special Action card instead, asked of
    the core (a Sandbags with no flooded tile cannot be played). The status line asks every
    frame: the answer is kept for the last state asked (states are frozen values; the one
    kept is held, so its identity is never another's)."""
    global _plays_asked
    if _plays_asked is not None and _plays_asked[0] is state:
        return _plays_asked[1]
    who = state.pending[0].player if state.pending else None
    answer = who is not None and any(a.type == "play" and a.player == who for a in legal_actions(state))
    _plays_asked = (state, answer)
    return answer


def phase_line(data: IslandData, state: GameState) -> str:
    """Whose turn and what happens now, for the status bar."""
    # the names inside the sentence ("Turno del Submarinista", "El Piloto debe descartar…")
    who = name_in_text(data, state.current)
    if state.over:
        return ending_text(data, state)
    if state.pending:
        head = state.pending[0]
        p = name_in_text(data, head.player)
        if head.kind.value == "discard":
            if may_play_instead(state):
                return sentence(tr("{player} must discard a card or play a Special Action card: D to choose.", player=p))
            # says how, for the question cancelled (a card dragged onto the discard pile works too)
            return sentence(tr("{player} must discard a card: D to choose.", player=p))
        return sentence(tr("{player} must swim from the sunken tile: drag the pawn to a lit tile.", player=p))
    if state.phase.value == "actions":
        return sentence(ntr("{player}'s turn: {n} action left.", "{player}'s turn: {n} actions left.", state.actions_left,
                            player=who))
    if state.phase.value == "draw_treasure":
        return sentence(ntr("{player} draws Treasure cards: {n} to go.", "{player} draws Treasure cards: {n} to go.",
                            state.draws_left, player=who))
    return ntr("The island floods: {n} Flood card to go.", "The island floods: {n} Flood cards to go.",
               state.draws_left)
