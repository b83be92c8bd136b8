"""Island's screens opened on an App the way a player meets them, for the layout test
(tests/ui/test_layout.py: every text owns its box, at every window size and scale, in every
language) and for looking at them: a late game with every panel and foresight view on (the
forecast on the tiles, a hint, a tooltip, two banners), the hand limit's question, a pawn that
must swim, and the rules. (Island's setup is in Sky's list with the title's other screens:
sky/ui/showcase.py.)

The positions are built here through the core's scenario reader (island/core/scenario.py), so
the list needs no file: four adventurers late in a Legendary game, two treasures captured,
six tiles gone and seven flooded, full hands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ...i18n import tr
from ...shell.scene import Goto

if TYPE_CHECKING:       # the screens are imported when a showcase runs, not when it is listed
    from .scene import IslandScene

LATE: dict[str, Any] = {
    "game": "island", "players": ["engineer", "pilot", "messenger", "navigator"], "level": "legendary", "seed": 11,
    "water": 7, "turn": 14, "captured": ["earth_stone", "crystal_of_fire"],
    "sunk": ["temple_of_the_moon", "cave_of_embers", "watchtower", "phantom_rock", "bronze_gate", "lost_lagoon"],
    "flooded": ["coral_palace", "howling_garden", "misty_marsh", "observatory", "breakers_bridge", "silver_gate",
                "dunes_of_deception"],
    "pawns": {"engineer": "coral_palace", "pilot": "fools_landing", "messenger": "howling_garden",
              "navigator": "coral_palace"},
    "hands": {"engineer": ["oceans_chalice", "oceans_chalice", "oceans_chalice", "helicopter_lift", "sandbags"],
              "pilot": ["statue_of_the_wind", "statue_of_the_wind", "helicopter_lift"],
              "messenger": ["oceans_chalice", "statue_of_the_wind", "sandbags", "statue_of_the_wind"],
              "navigator": ["earth_stone", "crystal_of_fire"]},
    "treasure_discard": ["earth_stone", "earth_stone", "earth_stone", "earth_stone", "waters_rise", "crystal_of_fire",
                         "crystal_of_fire", "crystal_of_fire", "crystal_of_fire", "helicopter_lift"],
    "flood_discard": ["cliffs_of_abandon", "twilight_hollow", "gold_gate", "iron_gate", "crimson_forest"],
    "current": "engineer", "actions_left": 2,
}


def late_state(**override: Any) -> Any:
    from ..core.scenario import build
    doc = dict(LATE)
    doc.update(override)
    return build(doc)[0]


def _scene(app: Any, state: Any) -> IslandScene:
    from .scene import IslandScene
    from .session import Setup
    sc = IslandScene(app, Setup(list(state.players), state.level, state.seed), state=state)
    app.stack[:] = [sc]
    return sc


def _settle(sc: IslandScene) -> None:
    for _ in range(400):
        if not sc.queue.busy:
            break
        sc.queue.skip(sc.pic)
        sc.update(1 / 60)
    sc.update(1 / 60)


def _draw(sc: IslandScene) -> None:
    draw = sc._draw_action()
    assert draw is not None, "no card to draw in this position"
    sc.play(draw)


def late_game(app: Any) -> None:
    """Every foresight view on: the forecast on the tiles, the hint (worked out here, not in
    the background), a tile's tooltip, a banner of news and a refusal."""
    sc = _scene(app, late_state())
    s = sc.session.now
    sc.foresight.show_odds = True
    sc.hint.ask(s, sc.foresight.know)
    sc.hint.worker.wait(30.0)
    sc.update(1 / 60)
    sc.toasts.show(tr("Waters Rise! The water is at {tick}: {n} Flood cards a turn.", tick=7, n=4), None, "news")
    sc.refuse(tr("That tile is not lit: choose a lit tile, or press Esc."))
    garden = s.cell("howling_garden")
    assert garden is not None, "Howling Garden sank in the late game"
    sc.hover, sc.hover_t = ("cell", garden), 10.0
    sc.mouse = sc.view.cell_rect(garden).center


def discard_question(app: Any) -> None:
    """The hand limit: the Engineer drew a sixth card; which to discard (or play)."""
    sc = _scene(app, late_state(phase="draw_treasure", draws_left=2,
                                treasure_deck=["statue_of_the_wind", "oceans_chalice"]))
    _draw(sc)
    _settle(sc)
    sc.update(1 / 60)
    assert sc.prompt is not None, "the hand limit asked nothing"


def swim_question(app: Any) -> None:
    """Coral Palace sinks under the Engineer and the Navigator: the tiles the first may swim to are lit."""
    sc = _scene(app, late_state(phase="flood", draws_left=3, flood_deck=["coral_palace", "gold_gate", "iron_gate"],
                                flood_discard=["cliffs_of_abandon", "twilight_hollow", "crimson_forest"]))
    _draw(sc)
    _settle(sc)
    sc.update(1 / 60)
    assert sc.armed is not None and sc.armed.kind == "swim", "no pawn was asked to swim"


def rules(app: Any) -> None:
    app.stack[:] = []
    app.apply(Goto("title"))
    app.apply(Goto("island_rules"))


SCREENS: dict[str, Callable[[Any], None]] = {
    "island_game": late_game,
    "island_discard": discard_question,
    "island_swim": swim_question,
    "island_rules": rules,
}


def open_screen(app: Any, name: str) -> None:
    """Open an Island screen and bring it to rest (its animations skipped to their end)."""
    SCREENS[name](app)
    app.step(1 / 60)
    app.step(1 / 60)


__all__ = ["LATE", "SCREENS", "late_state", "open_screen"]
