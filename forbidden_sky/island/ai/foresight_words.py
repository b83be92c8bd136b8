"""Island's foresight in words: the forecast, the dangers, the hint's reasons, the End-turn
warning and the turning point of a lost game. One template per thing said, each through the
catalogs (forbidden_sky/i18n.py: ``tr``/``ntr``, tables marked with ``N_``), so the wording
(and its Spanish, assets/locale/es.po) is changed here and nowhere else; the computations
(forecast.py, danger.py, advice.py, warning.py, why_lost.py) return codes and facts only.
Names (tiles, treasures, cards, adventurers) are the data's, translated the same way.
"""

from __future__ import annotations

from typing import Any

from ...i18n import N_, ctr, ntr, sentence, tr
from ..core import Action, GameState
from ..core.state import SUNK
from ..data.wording import IN_SENTENCE, in_text
from .advice import Hint, Step
from .danger import CUT_OFF, DROWN, LANDING, TREASURE, Danger
from .forecast import DROWNED, SKULL, Forecast, TileOdds
from .forecast import LANDING as LANDING_SUNK
from .forecast import TREASURE as TREASURE_LOST
from .warning import Warning
from .why_lost import WhyLost


def percent(p: float) -> str:
    if 0 < p < 0.005:
        return "<1%"
    if 0.995 < p < 1:
        return ">99%"
    return f"{round(p * 100)}%"


# ---- names -------------------------------------------------------------------------------------

def tile(state: GameState, tid: Any) -> str:
    """A tile's name inside a sentence (with its article in Spanish: data/wording.py)."""
    spec = state.data.tiles.get(str(tid))
    return ctr(IN_SENTENCE, spec.name) if spec else str(tid)


def treasure(state: GameState, tid: Any) -> str:
    """A treasure's name as it reads inside a sentence ("capture the Earth Stone"); a message
    that opens on it is ``sentence()``-d."""
    spec = state.data.treasures.get(str(tid))
    return tr(in_text(spec.id) or spec.name) if spec else str(tid)


def card(state: GameState, cid: Any) -> str:
    """A card's name inside a sentence ("give the Earth Stone to the Pilot")."""
    spec = state.data.cards.get(str(cid))
    return tr(in_text(spec.id) or spec.name) if spec else str(cid)


def adventurer(state: GameState, pid: Any) -> str:
    spec = state.data.adventurers.get(str(pid))
    return ctr(IN_SENTENCE, spec.name) if spec else str(pid)


def pawns(state: GameState, ids: Any) -> str:
    return ", ".join(adventurer(state, p) for p in ids or ())


# ---- the forecast ------------------------------------------------------------------------------

LABELS = {
    "title": N_("Flood forecast"),
    # what the chance is of: "Team's chance: 87%" read as the chance to win the game
    "team": N_("Safe through the coming draws: {p}"),
    "loss": N_("Loss in the coming draws: {p}"),
    "rise": N_("Waters Rise! in the Treasure draw: {p}"),
    "danger_title": N_("In danger"),
    "nothing": N_("Nothing in danger in the coming draws."),
    "hint_title": N_("Hint"),
    "warn_title": N_("Careful before ending the turn"),
    "why_title": N_("Where it turned"),
    "why_chart": N_("Team's chance to come through the coming draws, step by step"),
    "no_turning": N_("The loss came out of the blue: the odds never looked bad before the last card."),
}

CAUSES = {
    SKULL: N_("The water reaches the skull: {p}"),
    LANDING_SUNK: N_("Fools' Landing sinks: {p}"),
    TREASURE_LOST: N_("{treasure} is lost: {p}"),
    DROWNED: N_("{adventurer} drowns: {p}"),
}


def forecast_header(state: GameState, f: Forecast) -> str:
    """How many Flood cards the coming phase draws (and how many after a Waters Rise!)."""
    counts = sorted(k for k, p in f.draws.items() if p > 0)
    if not counts:
        return tr("No flood phase to come: the game is over.") if state.over else tr("No Flood card to draw.")
    if len(counts) == 1:
        return ntr("Next flood: {n} card", "Next flood: {n} cards", counts[0])
    return tr("Next flood: {n} cards, or {m} after a Waters Rise!", n=counts[0], m=counts[-1])


def forecast_lines(state: GameState, f: Forecast) -> list[str]:
    """The forecast as a panel says it: the draw, the Waters Rise! chance, the team's chance,
    then each way the game could be lost, likeliest first."""
    out = [forecast_header(state, f)]
    rise = 1.0 - (f.waters_rise[0] if f.waters_rise else 1.0)
    if rise > 0:
        out.append(tr(LABELS["rise"], p=percent(rise)))
    out.append(tr(LABELS["team"], p=percent(f.team_chance)))
    for key, p in sorted(f.causes.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append(cause_text(state, key, p))
    return out


def cause_text(state: GameState, key: str, p: float) -> str:
    kind, _, detail = key.partition(":")
    template = CAUSES.get(kind)
    if template is None:
        return tr("Loss in the coming draws: {p}", p=percent(p))
    return sentence(tr(template, p=percent(p), treasure=treasure(state, detail), adventurer=adventurer(state, detail)))


def tile_odds_text(odds: TileOdds) -> str:
    """A tile's own line (a tooltip or a mark on the board)."""
    if odds.floods and odds.sinks:
        return tr("floods {p}, then sinks {q}", p=percent(odds.floods), q=percent(odds.sinks))
    if odds.sinks:
        return tr("sinks {p}", p=percent(odds.sinks))
    if odds.floods:
        return tr("floods {p}", p=percent(odds.floods))
    return tr("safe this phase")


# ---- the dangers ---------------------------------------------------------------------------------

def danger_text(state: GameState, d: Danger) -> str:
    p = percent(d.chance)
    if d.kind == TREASURE:
        if d.params.get("sunk"):
            return sentence(tr("{treasure}: its last tile is at risk; lost next phase {p}",
                               treasure=treasure(state, d.subject), p=p))
        return sentence(tr("{treasure}: both tiles at risk; both sink next phase {p}", treasure=treasure(state, d.subject), p=p))
    if d.kind == LANDING:
        if d.params.get("flooded"):
            return tr("Fools' Landing is flooded; it sinks next phase {p}", p=p)
        return tr("Fools' Landing may flood and sink next phase: {p}", p=p)
    if d.kind == DROWN:
        return tr("{adventurer} may drown on {tile} (nowhere to swim): {p}", adventurer=adventurer(state, d.subject),
                  tile=tile(state, d.tiles[0] if d.tiles else ""), p=p)
    if d.kind == CUT_OFF:
        return tr("{adventurer} is cut off from Fools' Landing: only a Helicopter Lift or the Navigator can bring them home",
                  adventurer=adventurer(state, d.subject))
    return d.kind


# ---- the hint --------------------------------------------------------------------------------------

KIND_REASON = {
    "landing": N_("Shore up {tile}: if Fools' Landing sinks the game is lost (it sinks next phase {before})."),
    "tile": N_("Shore up {tile}: one tile fewer to sink (it sinks next phase {before})."),
}
TREASURE_REASON = {
    "sunk": N_("Shore up {tile}: the last tile of {treasure}, whose other tile has sunk (it sinks next phase {before})."),
    "flooded": N_("Shore up {tile}: a tile of {treasure}, whose other tile is flooded too (it sinks next phase {before})."),
    "dry": N_("Shore up {tile}: a tile of {treasure} (it sinks next phase {before})."),
}
MOVE_HOW = {
    "move": N_("Move {who} to {to}"),
    "fly": N_("Fly {who} to {to}"),
    "navigate": N_("Move {who} to {to} (the Navigator's action)"),
}


def hint_text(state: GameState, h: Hint | Step) -> str:
    """The hint's sentence for its first step (a Step: for that step, in its own position)."""
    return reason_text(state, h.action, h.reason, h.params)


def turn_lines(state: GameState, h: Hint) -> list[str]:
    """The whole planned turn, one sentence a step (each step's position is the plan's)."""
    return [reason_text(state, s.action, s.reason, s.params) for s in h.steps]


def reason_text(state: GameState, action: Action, reason: str, f: dict[str, Any]) -> str:
    if reason == "lift_off":
        return tr("Lift off from Fools' Landing: every treasure is taken and everyone is aboard. The team wins!")
    if reason == "capture":
        return tr("Capture {treasure}: four cards on its tile.", treasure=treasure(state, f.get("treasure")))
    if reason == "shore_up":
        return _shore_text(state, f)
    if reason == "give":
        return _give_text(state, f)
    if reason == "move":
        return _move_text(state, action, f)
    if reason == "sandbags":
        return tr("Play Sandbags on {tile}: dry again before the next card (it sinks this phase {before}).",
                  tile=tile(state, f.get("tile")), before=percent(float(f.get("before", 0.0))))
    if reason == "lift":
        if f.get("rescue"):
            return tr("Helicopter Lift {pawns} to {to}: a rescue from the sunken tile.", pawns=pawns(state, f.get("pawns")),
                      to=tile(state, f.get("to")))
        if f.get("capture"):
            return tr("Helicopter Lift {pawns} to {to}: there to capture {treasure}.", pawns=pawns(state, f.get("pawns")),
                      to=tile(state, f.get("to")), treasure=treasure(state, f.get("capture")))
        if f.get("home"):
            return tr("Helicopter Lift {pawns} to Fools' Landing: home for the lift off.", pawns=pawns(state, f.get("pawns")))
        return tr("Helicopter Lift {pawns} to {to}.", pawns=pawns(state, f.get("pawns")), to=tile(state, f.get("to")))
    if reason == "discard":
        if f.get("spare"):
            return tr("Discard {card}: its treasure is already captured.", card=card(state, f.get("card")))
        return tr("Discard {card}: the card the team needs least.", card=card(state, f.get("card")))
    if reason == "swim":
        if f.get("dry"):
            return tr("Swim to {to}: a dry tile.", to=tile(state, f.get("to")))
        return tr("Swim to {to}.", to=tile(state, f.get("to")))
    if reason == "end_actions":
        return ntr("End the actions: the last action would not help.",
                   "End the actions: none of the {n} actions left would help.", int(f.get("left", 0)))
    if reason == "draw_treasure":
        return tr("Draw the Treasure card.")
    if reason == "draw_flood":
        return tr("Draw the Flood card.")
    return tr("Play on.")


def _give_text(state: GameState, f: dict[str, Any]) -> str:
    """A give's reason; into a full hand, the discard it forces said after it (the plan stops
    at that question: the box said nothing of the card the receiver then loses)."""
    to = adventurer(state, f.get("to"))
    if f.get("treasure"):
        text = tr("Give {card} to {to}: {held} of the {need} cards {treasure} needs.", card=card(state, f.get("card")),
                  to=to, held=f.get("held"), need=f.get("need"), treasure=treasure(state, f.get("treasure")))
    else:
        text = tr("Give {card} to {to}.", card=card(state, f.get("card")), to=to)
    if f.get("discards"):
        text += " " + tr("Then {player} must discard a card (more than {limit} in hand).", player=to,
                         limit=state.data.rules.hand_limit)
    return text


# the same, for a tile whose card cannot come up in the coming phase (it waits in the discard)
KIND_CALM = {
    "landing": N_("Shore up {tile}: if Fools' Landing sinks the game is lost; its card waits for the next Waters Rise!"),
    "tile": N_("Shore up {tile}: one tile fewer to sink; its card waits for the next Waters Rise!"),
}
TREASURE_CALM = {
    "sunk": N_("Shore up {tile}: the last tile of {treasure}, whose other tile has sunk; its card waits for the next "
               "Waters Rise!"),
    "flooded": N_("Shore up {tile}: a tile of {treasure}, whose other tile is flooded too; its card waits for the next "
                  "Waters Rise!"),
    "dry": N_("Shore up {tile}: a tile of {treasure}; its card waits for the next Waters Rise!"),
}


def _shore_text(state: GameState, f: dict[str, Any]) -> str:
    """The shore-up's reason, for the tile that matters most; the Engineer's second tile in the
    same action named after it (it was left out: "Shore up Temple of the Sun" for an action that
    shored the Cave of Embers too)."""
    text = _one_shore_text(state, f)
    others = [x for x in (f.get("tiles") or ()) if x != f.get("tile")]
    if others:
        return tr("{first} And {tile}, in the same action.", first=text, tile=tile(state, others[0]))
    return text


def _one_shore_text(state: GameState, f: dict[str, Any]) -> str:
    kind = f.get("kind", "tile")
    before = float(f.get("before", 0.0))
    params = {"tile": tile(state, f.get("tile")), "before": percent(before),
              "pawns": pawns(state, f.get("pawns")), "treasure": treasure(state, f.get("treasure"))}
    if kind == "treasure":
        table = TREASURE_REASON if before > 0 else TREASURE_CALM
        return tr(table.get(str(f.get("other")), table["dry"]), **params)
    if kind == "pawns":
        # one pawn stands there, two stand there (the table's one form read "Messenger stand there")
        n = len(f.get("pawns") or ())
        if before > 0:
            return ntr("Shore up {tile}: {pawns} stands there (it sinks next phase {before}).",
                       "Shore up {tile}: {pawns} stand there (it sinks next phase {before}).", n, **params)
        return ntr("Shore up {tile}: {pawns} stands there; its card waits for the next Waters Rise!",
                   "Shore up {tile}: {pawns} stand there; its card waits for the next Waters Rise!", n, **params)
    table = KIND_REASON if before > 0 else KIND_CALM
    return tr(table.get(kind, table["tile"]), **params)


def _move_text(state: GameState, action: Action, f: dict[str, Any]) -> str:
    how = tr(MOVE_HOW.get(str(f.get("how")), MOVE_HOW["move"]), who=adventurer(state, f.get("who")),
             to=tile(state, f.get("to")))
    if f.get("via"):
        return tr("{how}, on the way to {via}.", how=how, via=tile(state, f.get("via")))
    if f.get("home"):
        return tr("{how}: home to Fools' Landing for the lift off.", how=how)
    if f.get("capture"):
        return tr("{how}: there to capture {treasure}.", how=how, treasure=treasure(state, f.get("capture")))
    then = f.get("then")
    if then and then != "move":
        return tr("{how}, then: {then}", how=how, then=reason_text(state, action, str(then), f.get("then_params") or {}))
    if f.get("safety"):
        return tr("{how}: off a tile that sinks next phase {p}.", how=how, p=percent(float(f["safety"])))
    return tr("{how}: into place for the turns to come.", how=how)


# ---- the End-turn warning ------------------------------------------------------------------------------

def warning_text(state: GameState, w: Warning) -> str:
    p = w.params
    left = int(p.get("left", 0))
    if w.code == "capture":
        return ntr("You could capture {treasure} now, with {n} action left. End the turn anyway?",
                   "You could capture {treasure} now, with {n} actions left. End the turn anyway?", left,
                   treasure=treasure(state, p.get("treasure")))
    if w.code == "risk":
        return ntr("The coming draws lose the game {p}; shoring up {tile} makes it {q}. {n} action left: end the turn anyway?",
                   "The coming draws lose the game {p}; shoring up {tile} makes it {q}. {n} actions left: end the turn anyway?",
                   left, p=percent(float(p.get("loss", 0.0))), q=percent(float(p.get("after", 0.0))),
                   tile=tile(state, p.get("tile")))
    if w.code == "danger":
        if p.get("kind") == LANDING:
            return ntr("Fools' Landing is flooded and within reach of a shore-up. {n} action left: end the turn anyway?",
                       "Fools' Landing is flooded and within reach of a shore-up. {n} actions left: end the turn anyway?",
                       left)
        said = ntr("{treasure} is in danger and {tile} is within reach of a shore-up. {n} action left: end the turn anyway?",
                   "{treasure} is in danger and {tile} is within reach of a shore-up. {n} actions left: end the turn anyway?",
                   left, treasure=treasure(state, p.get("subject")), tile=tile(state, p.get("tile")))
        return sentence(said)
    return tr("End the turn anyway?")


# ---- why we lost ---------------------------------------------------------------------------------------------

LOSS = {
    "treasure_lost": N_("{treasure} sank with both its tiles."),
    "landing_sunk": N_("Fools' Landing sank."),
    "drowned": N_("{adventurer} drowned."),
    "skull": N_("The water reached the skull."),
}


def loss_text(state: GameState, cause: str | None, detail: str | None) -> str:
    template = LOSS.get(str(cause))
    if template is None:
        return tr("The game is lost.")
    return sentence(tr(template, treasure=treasure(state, detail), adventurer=adventurer(state, detail)))


def action_text(state: GameState, a: Action) -> str:
    """A step of the game in a few words (the turning point names it)."""
    who = adventurer(state, a.player or state.current)
    if a.type in ("move", "fly", "swim"):
        return tr("{who} to {to}", who=who, to=tile(state, a.to))
    if a.type == "navigate":
        return tr("{who} moved to {to}", who=adventurer(state, a.target), to=tile(state, a.to))
    if a.type == "shore_up":
        return tr("{who} shored up {tile}", who=who, tile=tile(state, a.tile))
    if a.type == "give":
        return tr("{who} gave {card} to {to}", who=who, card=card(state, a.card), to=adventurer(state, a.target))
    if a.type == "capture":
        return tr("{who} captured a treasure", who=who)
    if a.type == "end_actions":
        return tr("{who} ended the actions early", who=who)
    if a.type == "draw_treasure":
        return tr("a Treasure card drawn")
    if a.type == "draw_flood":
        return tr("a Flood card drawn")
    if a.type == "discard":
        return tr("{who} discarded {card}", who=who, card=card(state, a.card))
    if a.type == "play":
        return tr("{who} played {card}", who=who, card=card(state, a.card))
    return a.type


def step_text(before: GameState, a: Action, after: GameState) -> str:
    """A step of the game, with the card a draw revealed (read once it is face up)."""
    if a.type == "draw_treasure" and before.treasure_deck:
        return tr("{who} drew {card}", who=adventurer(before, before.current), card=card(before, before.treasure_deck[0]))
    if a.type == "draw_flood" and before.flood_deck:
        t = before.flood_deck[0]
        if after.tile_status(t) == SUNK:
            return tr("the Flood card {tile}: it sank", tile=tile(before, t))
        return tr("the Flood card {tile}: it flooded", tile=tile(before, t))
    return action_text(before, a)


def why_lost_text(states: list[GameState], w: WhyLost) -> str:
    """The end screen's sentence: how the game was lost and where it turned."""
    final = states[-1]
    lost = loss_text(final, w.cause, w.detail)
    if w.turning is None or w.action is None:
        return tr("{lost} It came out of the blue: the odds never looked bad before the last card.", lost=lost)
    now = w.points[w.turning]
    prev = w.points[w.turning - 1]
    before = states[w.turning - 1]
    return tr("{lost} It turned on turn {turn} ({step}): the team's chance to come through the coming draws fell "
              "from {p} to {q} and never came back.",
              lost=lost, turn=prev.turn, step=step_text(before, w.action, states[w.turning]), p=percent(prev.chance),
              q=percent(now.chance))
