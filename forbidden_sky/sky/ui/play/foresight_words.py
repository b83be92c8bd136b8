"""Foresight in words: the hint's reasons, the circuit check, the End-turn warning and the
turning point of a lost game. One table per thing said, so the wording is changed here and
nowhere else (the computations in ai/forecast.py, ai/danger.py, ai/circuit_check.py and
ai/advice.py return keys and facts, never sentences)."""

from __future__ import annotations

from typing import Any, Callable

from ...core import Action, GameState

KIND = {"large_capacitor": "large capacitor", "small_capacitor": "small capacitor",
        "lightning_rod": "lightning rod", "launch_pad": "launch pad"}

CIRCUIT = {
    "closed": "The loop is closed.",
    "loop_fits": "A loop fits: {n} more wire{s} to lay.",
    "no_pad": "Find the launch pad first.",
    "turn_pad": "A loop fits once the launch pad is turned.",
    "reroute": "A loop fits only if placed wires are taken off and laid again.",
    "components": "Still to place on the platform: {missing}.",
    "supply_out": "The supply has run out of {missing}: this blueprint can no longer be met.",
    "no_wires": "No wires left in the supply.",
    "no_loop": "No loop fits with the wires left.",
    "launched": "The rocket launched: the game is won.",
    "lost": "The game is over.",
}
STATUS = {"green": "Circuit: on track", "amber": "Circuit: not yet", "red": "Circuit: blocked",
          "won": "Circuit: closed", "over": "Circuit: game over"}

LABELS = {
    "forecast": "NEXT {n} CARD{s}",
    "skull": "Skull {p}",
    "lost": "Loss this storm {p}",
    "timeline": "Meter and team's chance",
    "timeline_now": "{p} · meter {tick}/{skull}",
    "thinking": "The team bot is thinking",
    "hint_title": "Hint",
    "play_hint": "Play it",
    "play_turn": "Play turn",
    "playing_turn": "Playing the turn (click or Esc stops)",
    "danger_title": "Danger if drawn now",
    "after_drop": "After this move",
    "warn_title": "Careful before ending the turn",
    "warn_go": "End turn anyway",
    "warn_stay": "Keep playing",
    "why_title": "Where it turned",
    "why_chart": "Team's chance to come through the next storm, move by move",
    "show_position": "Show that position",
    "hide_position": "Hide the position",
    "rewind_turning": "Play on from there",
    "rewind_turning_tip": "A new game from just before the turning point; this one stays as it was.",
    "no_turning": "The loss came out of the blue: the storm's odds never looked bad before it.",
    "hints_used": "Hints used: {n}",
    "overlay_on": "Danger overlay on (D)",
    "overlay_off": "Danger overlay off (D)",
    "hint_off": "Hints are turned off in the settings",
}

FORECAST_COLS = ("hurt", "rope", "dies")
BUTTONS = {"danger": "Danger", "hint": "Hint"}

# the danger overlay's notes beside the pawns and its legend
DANGER = {"jolted": "-1 health", "electrocuted": "electrocuted!", "frayed": "-1 rope", "falls": "falls!",
         "sheltered": "sheltered", "protected": "safe in the cage", "cage": "cage", "shelter": "shelter",
         "lightning": "Lightning: {n} hurt", "winds": "High Winds ({wind}): {n} fray", "none": "nobody"}


def percent(p: float) -> str:
    if 0 < p < 0.005:
        return "<1%"
    if 0.995 < p < 1:
        return ">99%"
    return f"{round(p * 100)}%"


def _kinds(d: dict[str, int]) -> str:
    return ", ".join(f"{n} {KIND.get(k, k)}{'s' if n > 1 else ''}" for k, n in d.items())


def _n(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def completion_lines(c: Any, pad_found: bool) -> list[str]:
    """The circuit check's second part (issue 21): where the launch pad's quarters could still
    meet and how many quarter tiles are unseen, the capacitor halves still open, the rods to come.
    ``c`` is ai/completions.py's ``Completions``."""
    out = []
    if not pad_found:
        pads = sorted(c.pads(), key=lambda s: -len(s.have))
        if pads:
            best = pads[0]
            more = f" ({len(pads) - 1} other corner{'' if len(pads) == 2 else 's'} open)" if len(pads) > 1 else ""
            out.append(f"Pad: {len(best.have)} of 4 quarters meet; {', '.join(best.missing)} still to come{more}. "
                       f"{_n(c.quarter_tiles, 'quarter tile')} unseen.")
        else:
            out.append(f"Pad: 4 quarters must meet at one corner. {_n(c.quarter_tiles, 'quarter tile')} unseen.")
    halves = []
    for kind, word in (("small_capacitor", "small"), ("large_capacitor", "large")):
        open_ = c.halves(kind)
        if open_:
            halves.append(f"{len(open_)} {word} ({_n(c.half_tiles[kind], 'unseen tile')} hold one)")
    if halves:
        out.append("Open capacitor halves: " + ", ".join(halves) + ".")
    if c.rods_needed:
        out.append(f"Rods: {c.rods_needed} more needed, {_n(c.rod_tiles, 'rod tile')} unseen.")
    return out


def circuit_text(reason: str, plan_wires: int | None, missing: dict[str, int]) -> str:
    n = plan_wires or 0
    return CIRCUIT[reason].format(n=n, s="" if n == 1 else "s", missing=_kinds(missing) or "nothing")


TIPS = {
    "circuit": "The live circuit check: green, a loop that meets the blueprint fits with the wires and "
               "components in play; amber, not yet; red, it can no longer fit.",
    "forecast": "The coming storm phase, card by card from the cards not yet seen: each adventurer's chance "
                "to lose health, to lose rope, and to die (electrocuted or falling). Exact, not guessed.",
    "skull": "The chance that the coming storm phase moves the storm meter's clip onto the skull: the storm "
             "sweeps everyone away and the game is lost.",
    "timeline": "One point per action and storm card, the newest on the right. The red line is the storm "
                "meter, rising to the skull at the top; the green line is the team's chance to come through "
                "the next storm phase with no one lost (0 to 100 %). The figures are the chance now and the "
                "meter now.",
}


def chains_text(check: Any) -> str:
    """The wired chains from the pad's two sides, in words."""
    if not check.chain_a and not check.chain_b:
        return ""
    parts = _kinds(check.on_chains)
    a, b = len(check.chain_a) - 1, len(check.chain_b) - 1
    if not parts:
        return " Nothing is wired to the launch pad yet."
    return f" Wired from the pad: {parts} (side A {a}, side B {b} components)."


def foresight_tip(shown: Any, what: str) -> str:
    fs = getattr(shown, "foresight", None)
    if what == "circuit" and fs is not None:
        return TIPS["circuit"] + chains_text(fs.circuit(shown.state))
    if what == "forecast" and fs is not None:
        f = fs.forecast(shown.state)
        deaths = [f"{shown.name(r.player)} electrocuted {percent(r.electrocuted)}, falls {percent(r.fall)}"
                  for r in f.risks if r.worst > 0]
        return TIPS["forecast"] + (" " + "; ".join(deaths) + "." if deaths else "")
    return TIPS[what]


def cell_danger(shown: Any, cell: tuple[int, int]) -> str:
    """What a tile's tooltip adds: whether lightning would reach it now (the danger overlay's
    answer), so hovering says more than what the symbol means."""
    fs = getattr(shown, "foresight", None)
    if fs is None or not fs.prefs.overlay or shown.state.over:
        return ""
    d = fs.danger(shown.state)
    if cell in d.live:
        return " Lightning would reach this tile now" + (" (the cage protects)." if cell in d.cages else ".")
    return ""


# ---- the hint ---------------------------------------------------------------------------------

Name = Callable[[str], str]


def _what(state: GameState, a: Action, name: Name) -> str:
    who = name(a.player or state.current)
    if a.type == "explore":
        turned = f", turned {a.rot}°" if a.rot else ""
        return f"{who}: place the tile here{turned}"
    if a.type in ("move", "teleport"):
        return f"{who}: {'teleport' if a.type == 'teleport' else 'move'} here"
    if a.type == "navigate":
        return f"{who}: guide {name(a.target or '')} here"
    if a.type == "wire":
        return f"{who}: lay a {a.kind} wire here" + (" (free)" if a.free else "")
    if a.type == "unwire":
        return f"{who}: take this wire off"
    if a.type in ("heal", "repair"):
        return f"{who}: {a.type} {name(a.target or '')}"
    if a.type == "play":
        card = state.data.equipment[a.card].name if a.card and a.card in state.data.equipment else str(a.card)
        return f"{who}: play {card}"
    if a.type == "give_tile":
        return f"{who}: give a tile to {name(a.to or '')}"
    if a.type == "give_equipment":
        return f"{who}: pass a card to {name(a.to or '')}"
    return {"scout": f"{who}: scout a tile", "end_actions": f"{who}: end the turn",
            "rotate_pad": f"{who}: turn the launch pad", "draw_storm": "Draw the next storm card",
            "choose": "Answer the question"}.get(a.type, a.type)


REASON: dict[str, Callable[[dict[str, Any], Name], str]] = {
    "launch": lambda f, n: "it closes the loop: the rocket launches with everyone aboard",
    "completes": lambda f, n: (f"it completes the launch pad's {f['quarter']} quarter" if f.get("quarter")
                               and f["kinds"] == ["launch_pad"] else "it completes " + _things(f["kinds"]))
    + (", and then a loop fits" if f.get("loop") else ""),
    "pad_quarter": lambda f, n: _quarter_words(f),
    "half": lambda f, n: "it opens half of a " + " and half of a ".join(KIND.get(k, k) for k in f["kinds"])
    + " the blueprint still needs",
    "explore": lambda f, n: "it grows the platform towards what the blueprint needs"
    + (", and then a loop fits" if f.get("loop") else "")
    + (", and leaves room for the pad's missing quarters" if f.get("room") else ""),
    "wire": lambda f, n: ("it lays a wire of the loop" + (f": {f['left']} more to go" if f.get("left") else ""))
    if f.get("green") else "it joins components towards the loop",
    "unwire": lambda f, n: "this wire is in the way of a loop that fits",
    "rotate_pad": lambda f, n: "turned, the pad's sides reach a loop" if f.get("green") else "turned, the pad reaches further",
    "out_of_lightning": lambda f, n: f"{n(f['who'])} steps out of lightning's reach",
    "out_of_wind": lambda f, n: f"{n(f['who'])} gets out of the wind's way (no rope lost)",
    "to_pad": lambda f, n: f"{n(f['who'])} gathers on the launch pad for the launch",
    "move": lambda f, n: f"{n(f['who'])} " + _job_words(f, n),
    "heal": lambda f, n: f"{n(f['target'])} has only {f['left']} health left",
    "repair": lambda f, n: f"{n(f['target'])} has only {f['left']} rope left",
    "play": lambda f, n: "the card helps most now",
    "give": lambda f, n: f"{n(f['to'])} can use it",
    "scout": lambda f, n: _scout_words(f),
    "end_actions": lambda f, n: "no action left helps more than ending the turn",
    "draw_storm": lambda f, n: "the storm goes on",
    "choose": lambda f, n: "it saves the most",
    "illegal": lambda f, n: f"(the bot's move was refused: {f.get('why')})",
    "other": lambda f, n: "it helps the team most",
}


def _quarter_words(f: dict[str, Any]) -> str:
    """A pad quarter laid: which one, beside how many, and what is still to come (issue 21)."""
    q = f.get("quarter")
    if not q:
        return "it brings a quarter of the launch pad into place"
    missing, tiles = f.get("missing", []), f.get("tiles", 0)
    still = f"{' and '.join(missing)} still to come, {tiles} quarter tile{'' if tiles == 1 else 's'} unseen"
    if f.get("have", 0) <= 1:
        return f"it lays the launch pad's {q} quarter where its other three can still meet ({still})"
    return f"it lays the launch pad's {q} quarter: {f['have']} of 4 now meet at one corner ({still})"


# where a move heads (ai/advice.py's ``_job``), after the adventurer's name
JOB = {
    "wire": "heads for the next wire of the loop",
    "gather": "heads for the launch pad: everyone must be aboard for the last wire",
    "turn": "heads for the launch pad, to turn it towards the loop",
    "reroute": "heads for a wire that must come off to make way for the loop",
    "complete": "heads for a spot where a tile in hand completes what the platform needs",
    "edge": "heads for the platform's open edge, to place a tile from the hand",
    "pad": "heads for the launch pad",
    "storm": "moves where the coming storm does less harm",
    "team": "moves closer to the rest of the team",
    "place": "moves into place for the next turn",
}


def _things(kinds: Any) -> str:
    """Components with their article: "a small capacitor and the launch pad"."""
    return " and ".join(("the " if k == "launch_pad" else "a ") + KIND.get(k, k) for k in kinds)


# the job named by what the team bot plans to do once there (advise's "then")
THEN: dict[str, Callable[[dict[str, Any], Name], str]] = {
    "launch": lambda f, n: "heads to close the loop: the rocket launches",
    "completes": lambda f, n: f"heads to place a tile that completes {_things(f.get('kinds', ()))}",
    "pad_quarter": lambda f, n: "heads to place a tile that brings a quarter of the launch pad",
    "half": lambda f, n: f"heads to place a tile that opens half of {_things(f.get('kinds', ()))}",
    "explore": lambda f, n: "heads to place a tile from the hand",
    "wire": lambda f, n: "heads to lay a wire of the loop" if f.get("green") else "heads to lay a wire towards the loop",
    "unwire": lambda f, n: "heads to take off a wire in the loop's way",
    "rotate_pad": lambda f, n: "heads for the launch pad, to turn it",
    "heal": lambda f, n: f"heads to heal {n(f['target'])}" if f.get("target") else "heads to heal",
    "repair": lambda f, n: f"heads to mend {n(f['target'])}'s rope" if f.get("target") else "heads to mend a rope",
    "give": lambda f, n: f"heads to hand {n(f['to'])} what they can use" if f.get("to") else "heads to pass a tile",
    "play": lambda f, n: "heads to play an equipment card from there",
}


def _job_words(f: dict[str, Any], n: Name) -> str:
    then = THEN.get(f.get("then", ""))
    if then is not None:
        return then(f.get("then_facts", {}), n)
    return JOB.get(f.get("job", ""), JOB["place"])


def _scout_words(f: dict[str, Any]) -> str:
    held = f.get("held", 0)
    if not held:
        return "a tile in hand is needed to build"
    one = held == 1
    tiles = "the tile in hand" if one else f"the {held} tiles in hand"
    if not f.get("placeable"):
        return f"{tiles} can go nowhere from here: one more gives a choice"
    wanted = "what the blueprint still needs" if f.get("pad") else "a quarter of the launch pad"
    return f"{tiles} {'brings' if one else 'bring'} nothing here: a new one may bring {wanted}"


def hint_text(state: GameState, action: Action, reason: str, facts: dict[str, Any], name: Name) -> str:
    return f"{_what(state, action, name)}: {REASON.get(reason, REASON['other'])(facts, name)}."


# ---- the End-turn warning and the turning point ----------------------------------------------------

RISK = {"electrocuted": "being electrocuted", "fall": "falling (rope snapping)", "hurt": "losing health",
        "frayed": "losing rope"}


def warning_text(lines: list[tuple[str, str, float, float]], name: Name) -> str:
    """(player, risk kind, chance now, chance after the best action) -> the warning."""
    parts = [f"{name(p)} has a {percent(now)} chance of {RISK[k]}; an action could bring it to {percent(best)}"
             for p, k, now, best in lines]
    return ". ".join(parts) + "."


def turning_text(label: str, before: float, after: float, turn: int) -> str:
    return (f"Turn {turn}: after {label}, the team's chance to come through the next storm fell from "
            f"{percent(before)} to {percent(after)}, and it never came back.")
