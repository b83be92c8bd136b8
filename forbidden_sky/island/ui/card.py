"""Forbidden Island on the title and in the Games list (app/screens.py CARDS): its name, its
picture (drawn from the island's data: its cells, its tiles, a treasure), how New game,
Continue and Replay open its screens, and its words for a record.

The game screen is ``island_game`` in app/transitions.py (island/ui/scene.py), its replay
``island_replay``; this module names them and never imports them, so the title shows before
any of the game's screens is loaded.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Optional

import pygame

from ...i18n import N_, tr
from ...shell.scene import ALL, Command, Goto
from ...shell.theme import Theme

GAME = "island"
NAME = N_("Forbidden Island")
TAGLINE = N_("Capture the four treasures. Escape before the island sinks.")
TEAM = N_("A cooperative game for 2-4 adventurers")
SETUP = "island_setup"
RULES: Optional[str] = "island_rules"   # island/ui/scenes/rules.py, by app/transitions.py
PUZZLES: Optional[str] = "puzzles"      # the puzzle book (app/puzzles.py; docs/puzzles.md), on Island's page
GUIDE: Optional[str] = "island_tutorial"   # the guided first game (scenes/tutorial.py; docs/tutorial.md)
GAME_SCENE = "island_game"
REPLAY_SCENE = "island_replay"

# the picture's story, by tile id: which are under water, which are gone, where a treasure waits
FLOODED = ("breakers_bridge", "misty_marsh", "tidal_palace", "lost_lagoon")
SUNK = ("phantom_rock", "dunes_of_deception")
TREASURE_AT = "howling_garden"
PAWNS_AT = {"pilot": (48, 92, 206), "engineer": (196, 48, 40)}   # two pawns on their starting gates


@dataclass
class IslandSetup:
    """What starts a game (the island screen's ``Setup`` has the same fields and may stand in:
    the scene reads ``players``, ``level``, ``seed`` and ``variants``)."""
    players: list[str]
    level: str = "novice"
    seed: int = 1
    variants: list[str] = field(default_factory=list)


def make_setup(players: list[str], level: str, seed: int) -> Any:
    """The game screen's own setup value when it exists (island/ui/session.py), else ours."""
    try:
        from .session import Setup  # type: ignore[import-not-found,unused-ignore]  # the screen's, when merged
    except ImportError:
        return IslandSetup(list(players), level, seed)
    return Setup(list(players), level, seed)


def guide_offer() -> tuple[str, str, str, str]:
    """The first start's question: title, text, yes, no."""
    from .tutorial_guide import offer_text
    return offer_text()


def picture(theme: Theme, width: int, height: int) -> Optional[pygame.Surface]:
    """The island from its data: its cells on the sea, a few tiles flooded, two sunk (water
    showing), a treasure's figure on its temple and Fools' Landing's pad. Our own art."""
    from ..data import island_data
    data = island_data()
    cols = max(c for c, _ in data.cells) + 1
    rows = max(r for _, r in data.cells) + 1
    tile = int(min((width - 20) / (cols + 0.6), (height - 20) / (rows + 0.6)))
    if tile < theme.px(10):
        return None
    c = theme.cfg.title
    w, h = int(tile * (cols + 0.6)), int(tile * (rows + 0.6))
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    sea = pygame.Rect(0, 0, w, h)
    pygame.draw.ellipse(surf, c.sea, sea)
    pygame.draw.ellipse(surf, c.sea_light, sea.inflate(-tile // 2, -tile // 2), max(1, tile // 12))
    ox, oy = (w - cols * tile) // 2, (h - rows * tile) // 2
    gap = max(1, tile // 14)
    ids = list(data.tiles)
    for i, (col, row) in enumerate(data.cells):
        tid = ids[i] if i < len(ids) else ""
        r = pygame.Rect(ox + col * tile + gap, oy + row * tile + gap, tile - 2 * gap, tile - 2 * gap)
        if tid in SUNK:
            _waves(surf, r, c.foam, tile)          # gone: the sea shows where it stood
            continue
        if tid in FLOODED:
            pygame.draw.rect(surf, c.flooded, r, border_radius=max(2, tile // 8))
            _waves(surf, r, c.flooded_light, tile)
        else:
            pygame.draw.rect(surf, c.sand, r, border_radius=max(2, tile // 8))
            inner = r.inflate(-tile // 5, -tile // 5)
            pygame.draw.rect(surf, c.land if (i * 7) % 3 else c.land_dark, inner, border_radius=max(2, tile // 10))
        spec = data.tiles.get(tid)
        if spec is not None and spec.landing:
            _pad(surf, r, c.sand, tile)
        if tid == TREASURE_AT:
            _treasure(surf, r.center, tile * 0.32, c.treasure, c.treasure_edge)
        if spec is not None and spec.start in PAWNS_AT:
            _pawn(surf, (r.centerx + tile // 5, r.centery + tile // 6), tile, PAWNS_AT[spec.start])
    return surf


def _pawn(surf: pygame.Surface, at: tuple[int, int], tile: int, colour: tuple[int, int, int]) -> None:
    """A pawn standing on its start: a body and a head, dark-edged."""
    x, y = at
    body = pygame.Rect(0, 0, int(tile * 0.26), int(tile * 0.28))
    body.midbottom = (x, y + int(tile * 0.16))
    edge = (20, 20, 24)
    pygame.draw.ellipse(surf, colour, body)
    pygame.draw.ellipse(surf, edge, body, max(1, tile // 24))
    head = (x, body.top - int(tile * 0.04))
    pygame.draw.circle(surf, colour, head, max(2, int(tile * 0.1)))
    pygame.draw.circle(surf, edge, head, max(2, int(tile * 0.1)), max(1, tile // 24))


def _waves(surf: pygame.Surface, r: pygame.Rect, colour: Any, tile: int) -> None:
    step = max(3, tile // 4)
    for y in range(r.top + step // 2, r.bottom, step):
        pts = [(x, y + math.sin((x - r.left) / max(1, tile) * 2 * math.pi) * tile * 0.05)
               for x in range(r.left + 2, r.right - 1, max(1, tile // 10))]
        if len(pts) > 1:
            pygame.draw.lines(surf, colour, False, pts, max(1, tile // 20))


def _pad(surf: pygame.Surface, r: pygame.Rect, colour: Any, tile: int) -> None:
    """Fools' Landing: a helicopter pad's ring and bar (drawn, not written)."""
    pygame.draw.circle(surf, colour, r.center, int(tile * 0.3), max(1, tile // 12))
    pygame.draw.line(surf, colour, (r.centerx - tile * 0.15, r.centery), (r.centerx + tile * 0.15, r.centery),
                     max(1, tile // 12))


def _treasure(surf: pygame.Surface, centre: tuple[int, int], radius: float, colour: Any, edge: Any) -> None:
    """The Statue of the Wind's figure: a triangle (a shape as well as a colour)."""
    cx, cy = centre
    pts = [(cx + math.cos(a) * radius, cy + math.sin(a) * radius * 1.1) for a in
           (-math.pi / 2, -math.pi / 2 + 2 * math.pi / 3, -math.pi / 2 + 4 * math.pi / 3)]
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, edge, pts, max(1, int(radius // 6)))


def names() -> dict[str, str]:
    """Adventurer id -> name, in the player's language."""
    from ..data import island_data
    return {k: tr(a.name) for k, a in island_data().adventurers.items()}


def level_name(level: str) -> str:
    from ..data import island_data
    spec = island_data().levels.get(level)
    return tr(spec.name) if spec is not None else level.title()


def setup_args(players: list[str], level: str, seed: int, source: str = "play") -> tuple[str, dict[str, Any]]:
    """The transition and arguments that start a new game of this setup."""
    return GAME_SCENE, {"setup": make_setup(players, level, seed), "source": source}


def open_record(record: Any) -> tuple[Optional[Command], Optional[str]]:
    """Continue / Resume: every action re-applied through the rules first (records.replay);
    the game screen then takes the record and applies its actions itself, as Sky's does."""
    from ...records import RecordError, replay as play_out
    try:
        play_out(record, check_outcome=False)
    except RecordError as exc:
        return None, exc.reason     # words when it is shown, in the language of that moment
    setup = make_setup(list(record.players), record.level, record.seed)
    return Goto(GAME_SCENE, {"setup": setup, "record": record, "source": record.source}, pop=ALL), None


def replay(replayed: Any) -> Command:
    return Goto(REPLAY_SCENE, {"replayed": replayed})


SHORT = N_("Island")                # the Games list's game column
DAILY_MARK = N_("daily flood")      # a record of a Daily Flood, in the Games list
CODE_SHOWN = N_("This game's code: {code} (type it on the setup screen to play the same island)")
# keyed by the records' outcome codes (Outcome.code(): "won", "lost:" and the loss cause)
OUTCOME: dict[Optional[str], str] = {
    None: N_("Unfinished"), "won": N_("Won"),
    "lost:treasure_lost": N_("Lost: a treasure sank"), "lost:landing_sunk": N_("Lost: Fools' Landing sank"),
    "lost:drowned": N_("Lost: an adventurer drowned"), "lost:skull": N_("Lost: the waters rose too high")}


def outcome(code: Any) -> str:
    """A record's outcome in words; anything else as it is stored, made drawable."""
    from ...shell.text import drawable
    shown = OUTCOME.get(code) if isinstance(code, (str, type(None))) else None
    return tr(shown) if shown is not None else drawable(code, 40)
