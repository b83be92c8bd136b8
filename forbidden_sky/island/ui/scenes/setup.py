"""Island's setup screen: the setup room Sky's uses too (shell/setup_room.py), given Island's
six adventurers (where each starts, what each can do), its four levels (where the water
starts) and its Daily Flood; Start opens ``island_game`` (app/transitions.py)."""

from __future__ import annotations

from typing import Callable, Optional

from ....i18n import N_, ntr, tr
from ....records.code import Shared
from ....shell.code_box import DailyWords
from ....shell.scene import Command, Goto, Host
from ....shell.setup_room import RosterCard, SetupRoom, SetupSpec
from .. import card as C

# each power in our own words (the rules read the data: assets/island/adventurers.yaml)
POWERS = {
    "diver": N_("Swims through flooded and sunk tiles: one action takes you across any run of them."),
    "engineer": N_("Shores up two tiles for one action."),
    "explorer": N_("Moves and shores up diagonally too."),
    "messenger": N_("Gives Treasure cards to a teammate anywhere on the island."),
    "navigator": N_("Moves a teammate up to two tiles for one action."),
    "pilot": N_("Once a turn, flies to any tile for one action."),
}
# how each pawn looks on the setup cards: the pawn colours the data names, as the island
# screen paints them (island-screen's look.yaml), kept here while that file is not merged
PAWNS: dict[str, tuple[int, int, int]] = {
    "black": (36, 36, 42), "red": (196, 48, 40), "green": (46, 160, 84), "light grey": (206, 208, 214),
    "yellow": (240, 204, 56), "blue": (48, 92, 206)}

DAILY = DailyWords(
    N_("Daily Flood"), N_("Today's island: the same adventurers, level and seed for everyone today"),
    N_("The Daily Flood"),
    N_("{date}: one island for everyone today, with the same adventurers ({players}), level ({level}) and "
       "cards, so tables can compare how they did. A new one comes at midnight (UTC)."),
    N_("Play today's island"))


def start(players: list[str], level: str, seed: int, source: str) -> Command:
    name, args = C.setup_args(players, level, seed, source)
    return Goto(name, args, pop=1)


def spec() -> SetupSpec:
    from ...data import island_data
    from ...game import GAME
    data = island_data()

    def roster() -> list[RosterCard]:
        # the start tile under the flag the board puts on it (in words, "starts at Fools'
        # Landing" was cut on every card at 1024 wide, in both languages)
        out = []
        for aid, a in data.adventurers.items():
            colour = PAWNS.get(a.pawn, (200, 200, 200))
            out.append(RosterCard(aid, tr(a.name), colour, tr(data.tiles[a.start].name) if a.start in data.tiles else "",
                                  tr(POWERS.get(aid, "")), flag=colour))
        return out

    def level_note(level: str) -> str:
        spec = data.levels[level]
        tick = spec.start_tick
        cards = data.water.flood_cards[tick - 1] if 0 < tick <= len(data.water.flood_cards) else 0
        return tr("Water level {tick}: {cards} each turn", tick=tick,
                  cards=ntr("{n} flood card", "{n} flood cards", cards))

    return SetupSpec(game="island", choices=GAME.setup, roster=roster, level_label=C.level_name,
                     level_note=level_note, start=start, daily=DAILY, remember_key="setup_island")


class IslandSetupScene(SetupRoom):
    def __init__(self, app: Host, elsewhere: Optional[Callable[[Shared, str], Command]] = None,
                 other_words: Optional[Callable[[Shared], tuple[str, str, str]]] = None) -> None:
        super().__init__(app, spec(), elsewhere, other_words)


__all__ = ["IslandSetupScene", "POWERS", "spec", "start"]
