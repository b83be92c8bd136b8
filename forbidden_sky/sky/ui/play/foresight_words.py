"""Foresight in words: the hint's reasons, the circuit check, the End-turn warning and the
turning point of a lost game. One table per thing said, so the wording is changed here and
nowhere else (the computations in ai/forecast.py, ai/danger.py, ai/circuit_check.py and
ai/advice.py return keys and facts, never sentences).

The tables hold English marked ``N_``; ``label(key, ...)`` and the functions below say them in
the player's language (i18n.py), each sentence one template with named parameters."""

from __future__ import annotations

from typing import Any, Callable

from ....i18n import N_, ntr, tr
from ...core import Action, GameState

KIND = {"large_capacitor": N_("large capacitor"), "small_capacitor": N_("small capacitor"),
        "lightning_rod": N_("lightning rod"), "launch_pad": N_("launch pad")}

CIRCUIT = {
    "closed": N_("The loop is closed."),
    "no_pad": N_("Find the launch pad first."),
    "turn_pad": N_("A loop fits once the launch pad is turned."),
    "reroute": N_("A loop fits only if placed wires are taken off and laid again."),
    "components": N_("Still to place on the platform: {missing}."),
    "supply_out": N_("The supply has run out of {missing}: this blueprint can no longer be met."),
    "no_wires": N_("No wires left in the supply."),
    "no_loop": N_("No loop fits with the wires left."),
    "launched": N_("The rocket launched: the game is won."),
    "lost": N_("The game is over."),
}
STATUS = {"green": N_("Circuit: on track"), "amber": N_("Circuit: not yet"), "red": N_("Circuit: blocked"),
          "won": N_("Circuit: closed"), "over": N_("Circuit: game over")}

LABELS = {
    "lost": N_("Loss this storm {p}"),
    "skull": N_("Skull {p}"),
    "timeline": N_("Meter and team's chance"),
    "timeline_now": N_("{p} · meter {tick}/{skull}"),
    "thinking": N_("The team bot is thinking"),
    "hint_title": N_("Hint"),
    "play_hint": N_("Play it"),
    "play_turn": N_("Play turn"),
    "playing_turn": N_("Playing the turn (click or Esc stops)"),
    "danger_title": N_("Danger if drawn now"),
    "after_drop": N_("After this move"),
    "warn_title": N_("Careful before ending the turn"),
    "warn_go": N_("End turn anyway"),
    "warn_stay": N_("Keep playing"),
    "why_title": N_("Where it turned"),
    "why_chart": N_("Team's chance to come through the next storm, move by move"),
    "show_position": N_("Show that position"),
    "hide_position": N_("Hide the position"),
    "rewind_turning": N_("Play on from there"),
    "rewind_turning_tip": N_("A new game from just before the turning point; this one stays as it was."),
    "no_turning": N_("The loss came out of the blue: the storm's odds never looked bad before it."),
    "hints_used": N_("Hints used: {n}"),
    "overlay_on": N_("Danger overlay on (D)"),
    "overlay_off": N_("Danger overlay off (D)"),
    "hint_off": N_("Hints are turned off in the settings"),
}


def label(key: str, **params: Any) -> str:
    """One of LABELS in the player's language, its parameters filled in."""
    return tr(LABELS[key], **params)


def forecast_title(n: int) -> str:
    return ntr("NEXT {n} CARD", "NEXT {n} CARDS", n)


FORECAST_COLS = (N_("hurt"), N_("rope"), N_("dies"))
BUTTONS = {"danger": N_("Danger"), "hint": N_("Hint")}

# the danger overlay's notes beside the pawns and its legend
DANGER = {"jolted": N_("-1 health"), "electrocuted": N_("electrocuted!"), "frayed": N_("-1 rope"), "falls": N_("falls!"),
          "sheltered": N_("sheltered"), "protected": N_("safe in the cage"), "cage": N_("cage"), "shelter": N_("shelter"),
          "lightning": N_("Lightning: {n} hurt"), "winds": N_("High Winds ({wind}): {n} fray"), "none": N_("nobody")}


# TRANSLATORS: the compass points' letters N, E, S, W, in this order, separated by spaces
COMPASS = N_("N E S W")


def compass_letter(way: str) -> str:
    """A wind direction (the core's N, E, S, W) as the player's language abbreviates it."""
    letters = tr(COMPASS).split()
    return letters["NESW".index(way)] if way in ("N", "E", "S", "W") and len(letters) == 4 else way


def danger_word(key: str, **params: Any) -> str:
    """One of DANGER in the player's language."""
    return tr(DANGER[key], **params)


def percent(p: float) -> str:
    if 0 < p < 0.005:
        return "<1%"
    if 0.995 < p < 1:
        return ">99%"
    return f"{round(p * 100)}%"


def _kind(k: str, n: int) -> str:
    """``n`` components of one kind: "2 small capacitors"."""
    forms = {"large_capacitor": lambda: ntr("{n} large capacitor", "{n} large capacitors", n),
             "small_capacitor": lambda: ntr("{n} small capacitor", "{n} small capacitors", n),
             "lightning_rod": lambda: ntr("{n} lightning rod", "{n} lightning rods", n),
             "launch_pad": lambda: ntr("{n} launch pad", "{n} launch pads", n)}
    return forms[k]() if k in forms else f"{n} {k}"


def _kinds(d: dict[str, int]) -> str:
    return ", ".join(_kind(k, n) for k, n in d.items())


def completion_lines(c: Any, pad_found: bool) -> list[str]:
    """The circuit check's second part (issue 21): where the launch pad's quarters could still
    meet and how many quarter tiles are unseen, the capacitor halves still open, the rods to come.
    ``c`` is ai/completions.py's ``Completions``."""
    out = []
    if not pad_found:
        pads = sorted(c.pads(), key=lambda s: -len(s.have))
        unseen = ntr("{n} quarter tile unseen.", "{n} quarter tiles unseen.", c.quarter_tiles)
        if pads:
            best = pads[0]
            missing = ", ".join(tr(QUARTERS.get(q, q)) for q in best.missing)
            if len(pads) > 1:
                out.append(ntr("Pad: {have} of 4 quarters meet; {missing} still to come ({n} other corner open). {unseen}",
                               "Pad: {have} of 4 quarters meet; {missing} still to come ({n} other corners open). {unseen}",
                               len(pads) - 1, have=len(best.have), missing=missing, unseen=unseen))
            else:
                out.append(tr("Pad: {have} of 4 quarters meet; {missing} still to come. {unseen}", have=len(best.have),
                              missing=missing, unseen=unseen))
        else:
            out.append(tr("Pad: 4 quarters must meet at one corner. {unseen}", unseen=unseen))
    halves = []
    for kind in ("small_capacitor", "large_capacitor"):
        open_ = c.halves(kind)
        if open_:
            tiles = ntr("{n} unseen tile holds one", "{n} unseen tiles hold one", c.half_tiles[kind])
            if kind == "small_capacitor":
                halves.append(tr("{n} small ({tiles})", n=len(open_), tiles=tiles))
            else:
                halves.append(tr("{n} large ({tiles})", n=len(open_), tiles=tiles))
    if halves:
        out.append(tr("Open capacitor halves: {halves}.", halves=", ".join(halves)))
    if c.rods_needed:
        out.append(ntr("Rods: {needed} more needed, {n} rod tile unseen.", "Rods: {needed} more needed, {n} rod tiles unseen.",
                       c.rod_tiles, needed=c.rods_needed))
    return out


# the launch pad's quarters, as the completions name them
QUARTERS = {"NW": N_("NW"), "NE": N_("NE"), "SW": N_("SW"), "SE": N_("SE")}


def circuit_text(reason: str, plan_wires: int | None, missing: dict[str, int]) -> str:
    n = plan_wires or 0
    if reason == "loop_fits":
        return ntr("A loop fits: {n} more wire to lay.", "A loop fits: {n} more wires to lay.", n)
    return tr(CIRCUIT[reason], n=n, missing=_kinds(missing) or tr("nothing"))


TIPS = {
    "circuit": N_("The live circuit check: green, a loop that meets the blueprint fits with the wires and "
                  "components in play; amber, not yet; red, it can no longer fit."),
    "forecast": N_("The coming storm phase, card by card from the cards not yet seen: each adventurer's chance "
                   "to lose health, to lose rope, and to die (electrocuted or falling). Exact, not guessed."),
    "skull": N_("The chance that the coming storm phase moves the storm meter's clip onto the skull: the storm "
                "sweeps everyone away and the game is lost."),
    "timeline": N_("One point per action and storm card, the newest on the right. The red line is the storm "
                   "meter, rising to the skull at the top; the green line is the team's chance to come through "
                   "the next storm phase with no one lost (0 to 100 %). The figures are the chance now and the "
                   "meter now."),
}


def chains_text(check: Any) -> str:
    """The wired chains from the pad's two sides, in words."""
    if not check.chain_a and not check.chain_b:
        return ""
    parts = _kinds(check.on_chains)
    a, b = len(check.chain_a) - 1, len(check.chain_b) - 1
    if not parts:
        return " " + tr("Nothing is wired to the launch pad yet.")
    return " " + tr("Wired from the pad: {parts} (side A {a}, side B {b} components).", parts=parts, a=a, b=b)


def foresight_tip(shown: Any, what: str) -> str:
    fs = getattr(shown, "foresight", None)
    if what == "circuit" and fs is not None:
        return tr(TIPS["circuit"]) + chains_text(fs.circuit(shown.state))
    if what == "forecast" and fs is not None:
        f = fs.forecast(shown.state)
        deaths = [tr("{who} electrocuted {electrocuted}, falls {falls}", who=shown.name(r.player),
                     electrocuted=percent(r.electrocuted), falls=percent(r.fall))
                  for r in f.risks if r.worst > 0]
        return tr(TIPS["forecast"]) + (" " + "; ".join(deaths) + "." if deaths else "")
    return tr(TIPS[what])


def cell_danger(shown: Any, cell: tuple[int, int]) -> str:
    """What a tile's tooltip adds: whether lightning would reach it now (the danger overlay's
    answer), so hovering says more than what the symbol means."""
    fs = getattr(shown, "foresight", None)
    if fs is None or not fs.prefs.overlay or shown.state.over:
        return ""
    d = fs.danger(shown.state)
    if cell in d.live:
        return " " + (tr("Lightning would reach this tile now (the cage protects).") if cell in d.cages
                      else tr("Lightning would reach this tile now."))
    return ""


# ---- the hint ---------------------------------------------------------------------------------

Name = Callable[[str], str]


def _what(state: GameState, a: Action, name: Name) -> str:
    who = name(a.player or state.current)
    if a.type == "explore":
        if a.rot:
            return tr("{who}: place the tile here, turned {rot}°", who=who, rot=a.rot)
        return tr("{who}: place the tile here", who=who)
    if a.type == "teleport":
        return tr("{who}: teleport here", who=who)
    if a.type == "move":
        return tr("{who}: move here", who=who)
    if a.type == "navigate":
        return tr("{who}: guide {target} here", who=who, target=name(a.target or ""))
    if a.type == "wire":
        long = a.kind == "long"
        if a.free:
            return tr("{who}: lay a long wire here (free)", who=who) if long else tr("{who}: lay a short wire here (free)",
                                                                                     who=who)
        return tr("{who}: lay a long wire here", who=who) if long else tr("{who}: lay a short wire here", who=who)
    if a.type == "unwire":
        return tr("{who}: take this wire off", who=who)
    if a.type == "heal":
        return tr("{who}: heal {target}", who=who, target=name(a.target or ""))
    if a.type == "repair":
        return tr("{who}: repair {target}", who=who, target=name(a.target or ""))
    if a.type == "play":
        card = tr(state.data.equipment[a.card].name) if a.card and a.card in state.data.equipment else str(a.card)
        return tr("{who}: play {card}", who=who, card=card)
    if a.type == "give_tile":
        return tr("{who}: give a tile to {target}", who=who, target=name(a.to or ""))
    if a.type == "give_equipment":
        return tr("{who}: pass a card to {target}", who=who, target=name(a.to or ""))
    if a.type == "scout":
        return tr("{who}: scout a tile", who=who)
    if a.type == "end_actions":
        return tr("{who}: end the turn", who=who)
    if a.type == "rotate_pad":
        return tr("{who}: turn the launch pad", who=who)
    if a.type == "draw_storm":
        return tr("Draw the next storm card")
    if a.type == "choose":
        return tr("Answer the question")
    return a.type


def _completes(f: dict[str, Any]) -> str:
    if f.get("quarter") and f["kinds"] == ["launch_pad"]:
        done = tr("it completes the launch pad's {quarter} quarter", quarter=tr(QUARTERS.get(f["quarter"], f["quarter"])))
    else:
        done = tr("it completes {things}", things=_things(f["kinds"]))
    return tr("{done}, and then a loop fits", done=done) if f.get("loop") else done


def _half(f: dict[str, Any]) -> str:
    halves = tr(" and ").join(tr(HALF_OF.get(k, k)) for k in f["kinds"])
    return tr("it opens {halves} the blueprint still needs", halves=halves)


HALF_OF = {"large_capacitor": N_("half of a large capacitor"), "small_capacitor": N_("half of a small capacitor"),
           "lightning_rod": N_("half of a lightning rod"), "launch_pad": N_("half of a launch pad")}


def _explore(f: dict[str, Any]) -> str:
    loop, room = bool(f.get("loop")), bool(f.get("room"))
    if loop and room:
        return tr("it grows the platform towards what the blueprint needs, and then a loop fits, and leaves room "
                  "for the pad's missing quarters")
    if loop:
        return tr("it grows the platform towards what the blueprint needs, and then a loop fits")
    if room:
        return tr("it grows the platform towards what the blueprint needs, and leaves room for the pad's missing quarters")
    return tr("it grows the platform towards what the blueprint needs")


def _wire(f: dict[str, Any]) -> str:
    if not f.get("green"):
        return tr("it joins components towards the loop")
    if f.get("left"):
        return tr("it lays a wire of the loop: {left} more to go", left=f["left"])
    return tr("it lays a wire of the loop")


REASON: dict[str, Callable[[dict[str, Any], Name], str]] = {
    "launch": lambda f, n: tr("it closes the loop: the rocket launches with everyone aboard"),
    "completes": lambda f, n: _completes(f),
    "pad_quarter": lambda f, n: _quarter_words(f),
    "half": lambda f, n: _half(f),
    "explore": lambda f, n: _explore(f),
    "wire": lambda f, n: _wire(f),
    "unwire": lambda f, n: tr("this wire is in the way of a loop that fits"),
    "rotate_pad": lambda f, n: tr("turned, the pad's sides reach a loop") if f.get("green")
    else tr("turned, the pad reaches further"),
    "out_of_lightning": lambda f, n: tr("{who} steps out of lightning's reach", who=n(f["who"])),
    "out_of_wind": lambda f, n: tr("{who} gets out of the wind's way (no rope lost)", who=n(f["who"])),
    "to_pad": lambda f, n: tr("{who} gathers on the launch pad for the launch", who=n(f["who"])),
    "move": lambda f, n: _job_words(f, n, n(f["who"])),
    "heal": lambda f, n: tr("{who} has only {left} health left", who=n(f["target"]), left=f["left"]),
    "repair": lambda f, n: tr("{who} has only {left} rope left", who=n(f["target"]), left=f["left"]),
    "play": lambda f, n: tr("the card helps most now"),
    "give": lambda f, n: tr("{who} can use it", who=n(f["to"])),
    "scout": lambda f, n: _scout_words(f),
    "end_actions": lambda f, n: tr("no action left helps more than ending the turn"),
    "draw_storm": lambda f, n: tr("the storm goes on"),
    "choose": lambda f, n: tr("it saves the most"),
    "illegal": lambda f, n: tr("(the bot's move was refused: {why})", why=f.get("why")),
    "other": lambda f, n: tr("it helps the team most"),
}


def _quarter_words(f: dict[str, Any]) -> str:
    """A pad quarter laid: which one, beside how many, and what is still to come (issue 21)."""
    q = f.get("quarter")
    if not q:
        return tr("it brings a quarter of the launch pad into place")
    missing, tiles = f.get("missing", []), f.get("tiles", 0)
    still = ntr("{missing} still to come, {n} quarter tile unseen", "{missing} still to come, {n} quarter tiles unseen",
                tiles, missing=tr(" and ").join(tr(QUARTERS.get(m, m)) for m in missing))
    quarter = tr(QUARTERS.get(q, q))
    if f.get("have", 0) <= 1:
        return tr("it lays the launch pad's {quarter} quarter where its other three can still meet ({still})",
                  quarter=quarter, still=still)
    return tr("it lays the launch pad's {quarter} quarter: {have} of 4 now meet at one corner ({still})",
              quarter=quarter, have=f["have"], still=still)


# where a move heads (ai/advice.py's ``_job``): a whole sentence with the adventurer's name
JOB = {
    "wire": N_("{who} heads for the next wire of the loop"),
    "gather": N_("{who} heads for the launch pad: everyone must be aboard for the last wire"),
    "turn": N_("{who} heads for the launch pad, to turn it towards the loop"),
    "reroute": N_("{who} heads for a wire that must come off to make way for the loop"),
    "complete": N_("{who} heads for a spot where a tile in hand completes what the platform needs"),
    "edge": N_("{who} heads for the platform's open edge, to place a tile from the hand"),
    "pad": N_("{who} heads for the launch pad"),
    "storm": N_("{who} moves where the coming storm does less harm"),
    "team": N_("{who} moves closer to the rest of the team"),
    "place": N_("{who} moves into place for the next turn"),
}

THINGS = {"large_capacitor": N_("a large capacitor"), "small_capacitor": N_("a small capacitor"),
          "lightning_rod": N_("a lightning rod"), "launch_pad": N_("the launch pad")}


def _things(kinds: Any) -> str:
    """Components with their article: "a small capacitor and the launch pad"."""
    return tr(" and ").join(tr(THINGS[k]) if k in THINGS else k for k in kinds)


# the job named by what the team bot plans to do once there (advise's "then")
THEN: dict[str, Callable[[dict[str, Any], Name, str], str]] = {
    "launch": lambda f, n, who: tr("{who} heads to close the loop: the rocket launches", who=who),
    "completes": lambda f, n, who: tr("{who} heads to place a tile that completes {things}", who=who,
                                      things=_things(f.get("kinds", ()))),
    "pad_quarter": lambda f, n, who: tr("{who} heads to place a tile that brings a quarter of the launch pad", who=who),
    "half": lambda f, n, who: tr("{who} heads to place a tile that opens half of {things}", who=who,
                                 things=_things(f.get("kinds", ()))),
    "explore": lambda f, n, who: tr("{who} heads to place a tile from the hand", who=who),
    "wire": lambda f, n, who: tr("{who} heads to lay a wire of the loop", who=who) if f.get("green")
    else tr("{who} heads to lay a wire towards the loop", who=who),
    "unwire": lambda f, n, who: tr("{who} heads to take off a wire in the loop's way", who=who),
    "rotate_pad": lambda f, n, who: tr("{who} heads for the launch pad, to turn it", who=who),
    "heal": lambda f, n, who: tr("{who} heads to heal {target}", who=who, target=n(f["target"])) if f.get("target")
    else tr("{who} heads to heal", who=who),
    "repair": lambda f, n, who: tr("{who} heads to mend {target}'s rope", who=who, target=n(f["target"]))
    if f.get("target") else tr("{who} heads to mend a rope", who=who),
    "give": lambda f, n, who: tr("{who} heads to hand {target} what they can use", who=who, target=n(f["to"]))
    if f.get("to") else tr("{who} heads to pass a tile", who=who),
    "play": lambda f, n, who: tr("{who} heads to play an equipment card from there", who=who),
}


def _job_words(f: dict[str, Any], n: Name, who: str) -> str:
    then = THEN.get(f.get("then", ""))
    if then is not None:
        return then(f.get("then_facts", {}), n, who)
    return tr(JOB.get(f.get("job", ""), JOB["place"]), who=who)


def _scout_words(f: dict[str, Any]) -> str:
    held = f.get("held", 0)
    if not held:
        return tr("a tile in hand is needed to build")
    if not f.get("placeable"):
        return ntr("the tile in hand can go nowhere from here: one more gives a choice",
                   "the {n} tiles in hand can go nowhere from here: one more gives a choice", held)
    if f.get("pad"):
        return ntr("the tile in hand brings nothing here: a new one may bring what the blueprint still needs",
                   "the {n} tiles in hand bring nothing here: a new one may bring what the blueprint still needs", held)
    return ntr("the tile in hand brings nothing here: a new one may bring a quarter of the launch pad",
               "the {n} tiles in hand bring nothing here: a new one may bring a quarter of the launch pad", held)


def hint_text(state: GameState, action: Action, reason: str, facts: dict[str, Any], name: Name) -> str:
    return tr("{what}: {why}.", what=_what(state, action, name), why=REASON.get(reason, REASON["other"])(facts, name))


# ---- the End-turn warning and the turning point ----------------------------------------------------

RISK = {"electrocuted": N_("{who} has a {now} chance of being electrocuted; an action could bring it to {best}"),
        "fall": N_("{who} has a {now} chance of falling (rope snapping); an action could bring it to {best}"),
        "hurt": N_("{who} has a {now} chance of losing health; an action could bring it to {best}"),
        "frayed": N_("{who} has a {now} chance of losing rope; an action could bring it to {best}")}


def warning_text(lines: list[tuple[str, str, float, float]], name: Name) -> str:
    """(player, risk kind, chance now, chance after the best action) -> the warning."""
    parts = [tr(RISK[k], who=name(p), now=percent(now), best=percent(best)) for p, k, now, best in lines]
    return ". ".join(parts) + "."


def turning_text(label: str, before: float, after: float, turn: int) -> str:
    return tr("Turn {turn}: after {step}, the team's chance to come through the next storm fell from "
              "{before} to {after}, and it never came back.", turn=turn, step=label, before=percent(before),
              after=percent(after))
