"""Sky's setup screen: the shared setup room (shell/setup_room.py) given Sky's adventurers
(health and rope on each card), its levels (what each blueprint asks for) and its Daily Storm;
Start opens the game screen."""

from __future__ import annotations

from typing import Any, Callable, Optional

from ....i18n import ntr, tr
from ....records.code import Shared
from ....shell.code_box import DailyWords
from ....shell.scene import Command, Goto, Host
from ....shell.setup_room import RANDOM, RosterCard, SetupRoom, SetupSpec, resolve
from .. import records_words as W
from ..session import Setup

__all__ = ["RANDOM", "SetupScene", "resolve", "setup_from_args", "spec"]


def setup_from_args(args: Any) -> Goto:
    """--players/--level/--seed/--autoplay go straight into a game."""
    from ...data import game_data
    ids = list(game_data().adventurers)
    seed = args.seed if args.seed is not None else 1
    picks = args.players or [RANDOM, RANDOM]
    players = resolve(picks, seed, ids)
    setup = Setup(players=players, level=args.level or "novice", seed=seed)
    return Goto("game", {"setup": setup, "autoplay_turns": args.autoplay or 0,
                         "source": "autoplay" if args.autoplay else "command line"})


def start(players: list[str], level: str, seed: int, source: str) -> Command:
    args: dict[str, Any] = {"setup": Setup(players=list(players), level=level, seed=seed)}
    if source != "play":
        args["source"] = source
    return Goto("game", args, pop=1)


def spec(cfg: Any) -> SetupSpec:
    from ...game import GAME
    from ...data import game_data
    gd = game_data()

    def roster() -> list[RosterCard]:
        return [RosterCard(aid, tr(a.name), tuple(cfg.pawn_colours[a.colour]),
                           tr("health {health} · rope {rope}", health=a.health, rope=a.rope), tr(a.text))
                for aid, a in gd.adventurers.items()]

    def level_note(level: str) -> str:
        bp = gd.blueprints[level]
        return tr("{blueprint} blueprint: {large}, {small}, {rods}", blueprint=tr(bp.name),
                  large=ntr("{n} large capacitor", "{n} large capacitors", bp.large_capacitor),
                  small=ntr("{n} small capacitor", "{n} small capacitors", bp.small_capacitor),
                  rods=ntr("{n} lightning rod", "{n} lightning rods", bp.lightning_rod))

    return SetupSpec(game="sky", choices=GAME.setup, roster=roster, level_label=lambda lv: tr(lv.title()),
                     level_note=level_note, start=start,
                     daily=DailyWords(W.DAILY, W.DAILY_TIP, W.DAILY_TITLE, W.DAILY_TEXT, W.DAILY_GO))


class SetupScene(SetupRoom):
    def __init__(self, app: Host, elsewhere: Optional[Callable[[Shared, str], Command]] = None,
                 other_words: Optional[Callable[[Shared], tuple[str, str, str]]] = None) -> None:
        super().__init__(app, spec(app.cfg), elsewhere, other_words)

