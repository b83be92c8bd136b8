"""The rules overlay (F1 or ?): the rulebook in our own words, and which values are
reconstructed (read from the data files' ``reconstructed`` flags)."""

from __future__ import annotations

from ....i18n import N_, tr
from ....shell.rules_view import RulesOverlay
from ..words import KEY_HELP


def powers_text() -> str:
    """The Powers section: each adventurer's power word for word as on their card (the data's
    text: issue 22 found the rules saying "on her tile" where the cards say "or a neighbouring
    tile", and the Climber missing), then how each is played on screen."""
    from ...data import game_data
    cards = " ".join(tr("{name}: {power}", name=tr(a.name), power=tr(a.text)) for a in game_data().adventurers.values())
    return tr("Each adventurer has a power, printed on their card. {cards}\nOn screen the current "
              "player's power is a button under the power text (or press P). Heal (Medic) and Repair (Knotsmith): "
              "1 action, or click the pawn or the portrait of whom to help. Navigator: drag another adventurer's "
              "pawn. Surveyor: drag a tile onto a teammate's panel or pawn. Climber: move as usual; when someone "
              "shares his tile the game asks whom he brings along.", cards=cards)


def controls_text() -> str:
    keys = "\n".join(tr("{key}: {what}.", key=tr(k), what=tr(v)) for k, v in KEY_HELP)
    return tr("Mouse: drag empty space to pan, the wheel to zoom; drag tiles, cards, pawns and wires. "
              "M: sound. F11: full screen. Everything also works from the keyboard:\n{keys}", keys=keys)


# (title, text): English, translated where the overlay lays them out; "powers" and "controls"
# are built from the adventurers' cards and the key table
RULES = [
    (N_("Goal"), N_("Explore a floating power platform in a storm, wire the launch pad into one circuit "
                    "with the components on your blueprint, gather everyone on the launch pad's four tiles "
                    "and lay the last wire: the rocket launches and you all win together.")),
    (N_("Your turn"), N_("Take up to 4 actions, in any order, then draw as many Storm cards as the Storm "
                         "meter shows, one at a time.")),
    (N_("Move"), N_("1 action: step to a neighbouring tile when the platform surface joins across the "
                    "edge (never over clouds or sky), or jump between two teleporter tiles.")),
    (N_("Scout"), N_("1 action: take the top tile of the pile into your hand (3 at most, 4 for the Surveyor). "
                     "In the game: click the tile pile.")),
    (N_("Giving"), N_("Free, at any time (also on other turns and between storm cards): the Surveyor gives a "
                      "tile to someone on his tile or next to it - drag it from his panel onto theirs. Anyone "
                      "passes an equipment card to someone on the same tile - drag the card onto them. Any "
                      "adventurer's equipment is played by clicking its card or chip, whoever's turn it is.")),
    (N_("Explore"), N_("1 action: drag a tile from your hand next to the tile you stand on. Turn it (R, right "
                       "click or the wheel) until copper meets copper on the shared edge. Matching half circles "
                       "complete a capacitor, four pad quarters the launch pad, a rod symbol gets a rod, a gear "
                       "draws an equipment card.")),
    (N_("Wire"), N_("1 action: drag from a component on your tile to another component. A wire must reach, "
                    "must not touch another component or cross a wire, and each component takes 2 wires "
                    "(each launch pad side exactly 1). Click a wire to remove it (also 1 action).")),
    (N_("Powers"), "powers"),   # from the adventurers' own cards: powers_text()
    (N_("Lightning Strikes!"), N_("Every rod is struck. Everyone on a tile joined to a rod by printed copper "
                                  "or placed wires loses 1 health. Faraday cages protect.")),
    (N_("High Winds"), N_("Everyone is blown one tile the way the compass points. Who cannot go (sky or "
                          "clouds) frays 1 rope instead. Wind shelters protect.")),
    (N_("Winds Change / Storm Intensifies"), N_("The compass turns a quarter; the Storm meter climbs one tick "
                                                "(more cards from the next turn). One of these also reshuffles "
                                                "the Storm deck and ends this turn's draws.")),
    (N_("Losing"), N_("Anyone's health or rope reaches the skull, the Storm meter reaches the skull, or the "
                      "rocket leaves someone behind.")),
    (N_("Equipment"), N_("Play your cards at any time, without an action (never in the middle of a storm card). "
                         "Drag a card onto a player on your tile to give it.")),
    (N_("Controls"), "controls"),   # the key table: controls_text()
]


def rules_text() -> list[tuple[str, str]]:
    """The sections in the player's language."""
    built = {"powers": powers_text, "controls": controls_text}
    return [(tr(title), built[text]() if text in built else tr(text)) for title, text in RULES]


def reconstructed_lines() -> list[str]:
    """Which values the team had to reconstruct, read from the data itself."""
    from ...data import game_data
    gd = game_data()
    out = []
    if any(t.reconstructed for t in gd.tiles.values()):
        out.append(tr("The 36 platform tiles (copper shapes, half circles, clouds) and the starting grid."))
    if gd.storm_meter.reconstructed:
        out.append(tr("The Storm meter's numbers: {numbers}, then the skull.",
                      numbers=", ".join(str(i) for i in gd.storm_meter.intensities)))
    if gd.components.reconstructed:
        out.append(tr("Wire lengths and component sizes (short 1 tile, long 2 tiles)."))
    eq = [tr(e.name) for e in gd.equipment.values() if e.reconstructed]
    if eq:
        out.append(tr("Every equipment effect: {cards}.", cards=", ".join(dict.fromkeys(eq))))
    bp = [tr(b.name) for b in gd.blueprints.values() if b.reconstructed]
    if bp:
        out.append(tr("The blueprints {names}.", names=", ".join(bp)))
    adv = [tr(a.name) for a in gd.adventurers.values() if a.reconstructed]
    if adv:
        out.append(tr("Pawn colours of: {names}.", names=", ".join(adv)))
    return out


class RulesScene(RulesOverlay):
    """Sky's rulebook and its reconstructed values on the shared overlay (shell/rules_view.py)."""

    def heading(self) -> str:
        return tr("How to play Forbidden Sky")

    def sections(self) -> list[tuple[str, str]]:
        return rules_text() + [(tr("Reconstructed values"),
                                tr("The rulebook does not print these; our team chose them and the data files "
                                   "mark them:\n- {lines}", lines="\n- ".join(reconstructed_lines())))]
