"""The panels (shell/rooms/panels.py with Sky's play/panel_set.py and its panel_* rooms): what they claim, and their hit map,
which the panel view keeps itself so input never waits for a frame to be drawn."""

import pygame

from forbidden_sky.sky.core import Action
from forbidden_sky.sky.ui.play.panel_storm import storm_line
from forbidden_sky.sky.ui.play.panel_team import free_wire_label
from forbidden_sky.sky.ui.scenes.end import EndScene
from forbidden_sky.sky.ui.play.routing import Router

from ui_helpers import click, frame, game, key, settle, start


def drawn_texts(app, scene, monkeypatch) -> list[str]:
    """Every text the next frame draws (the panel cache dropped, so the panels draw anew)."""
    seen: list[str] = []
    cls = type(app.theme)
    real = {name: getattr(cls, name) for name in ("blit_text", "blit_wrapped")}

    def spying(name):
        def spy(self, surface, s, *args, **kwargs):
            seen.append(s)
            return real[name](self, surface, s, *args, **kwargs)
        return spy
    for name in real:
        monkeypatch.setattr(cls, name, spying(name))
    scene.panels.invalidate()
    frame(app)
    for name, fn in real.items():
        monkeypatch.setattr(cls, name, fn)
    return seen


# ---- the Electrician's free wire ------------------------------------------------------------

def test_free_wire_ready_shows_only_when_the_core_lists_a_free_wire(app, monkeypatch):
    scene = start(app, "power_electrician_free_wire")
    assert free_wire_label(scene.shown()) == "free wire ready"
    assert "free wire ready" in drawn_texts(app, scene, monkeypatch)
    # the storm phase of her own turn: no wire is possible, so nothing is "ready"
    key(app, pygame.K_RETURN)
    settle(app, scene)
    assert scene.state.phase == "storm" and scene.state.current == "electrician"
    assert not scene.state.free_wire_used
    assert free_wire_label(scene.shown()) != "free wire ready"
    assert not any("free wire" in t for t in drawn_texts(app, scene, monkeypatch))


def test_free_wire_is_not_ready_on_another_players_turn_nor_once_used(app, monkeypatch):
    scene = start(app, "power_electrician_free_wire")
    scene.do(Action("wire", kind="short", a="rod(0,0)", b="cap(0,0,E)", free=True))
    settle(app, scene)
    assert free_wire_label(scene.shown()) == "free wire used"
    # the Medic's turn, with the Electrician's free wire unused: not hers to use
    scene = start(app, "power_electrician_free_wire", players=["medic", "electrician"])
    assert scene.state.current == "medic" and not scene.state.free_wire_used
    assert free_wire_label(scene.shown()) is None
    assert not any("free wire" in t for t in drawn_texts(app, scene, monkeypatch))


# ---- swept away: the storm panel and the end screen -----------------------------------------

def test_swept_away_says_the_storm_reached_the_skull_and_clears_the_banners(app, monkeypatch):
    scene = start(app, "lose_swept_away_storm_reaches_skull")
    assert "Intensity" in storm_line(scene.state)
    key(app, pygame.K_RETURN)                 # end the turn: the storm reaches the skull
    for _ in range(600):
        if isinstance(app.stack[-1], EndScene):
            break
        key(app, pygame.K_SPACE)
        app.step(1 / 30)
    assert scene.state.outcome == "lost:swept_away"
    assert isinstance(app.stack[-1], EndScene)
    assert scene.toasts.texts == []                 # no "The storm: 5 cards" over the end screen
    texts = drawn_texts(app, scene, monkeypatch)
    assert any("reached the skull" in t for t in texts)
    assert not any(t.startswith("Intensity") for t in texts)


# ---- the end of a game: no turn to end ------------------------------------------------------------------------

def test_a_finished_game_shows_no_next_card_button(app, monkeypatch):
    from forbidden_sky.shell.theme import Button
    scene = start(app, "lose_fall_rope_snaps")
    while scene.state.phase == "actions":
        scene.do(Action("end_actions"))
        settle(app, scene)
    for _ in range(12):
        if scene.state.over:
            break
        scene.do(Action("draw_storm"))
        settle(app, scene)
    assert scene.state.over
    drawn = []
    real = Button.draw
    monkeypatch.setattr(Button, "draw", lambda self, surface: (drawn.append(self.label), real(self, surface)))
    scene.panels.invalidate()
    frame(app, 2)
    assert "Next card" not in drawn and "End turn" not in drawn
    assert "Undo" in drawn




# ---- the hit map belongs to the panel view --------------------------------------------------

def test_a_scouted_tile_can_be_picked_up_before_any_frame_is_drawn(app):
    """Input used to search the hit map the last frame's draw had written: a tile scouted
    after that frame was not there yet. The panel view now answers for the state as it is."""
    scene = game(app)
    nav = scene.state.player("navigator")
    n, top = len(nav.tiles), scene.state.tile_pile[0]
    first = next(r for r, (o, _) in scene.panels.hits["hand"] if o == "navigator")
    ts = scene.cfg.layout.hand_tile
    slot = first.move(n * (ts + 10), 0).center              # where the next tile of the hand goes
    pile = next(r for r, _ in scene.panels.hits["pile"])
    click(app, pile.center)                                  # scout; no frame drawn after it
    assert scene.state.player("navigator").tiles[-1] == top
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=slot, button=1))
    assert scene.pointer.press is not None and scene.pointer.press.tile == top


def test_the_panels_are_rendered_once_while_nothing_changes(app):
    scene = game(app)
    frame(app, 3)
    n = scene.panels.renders
    frame(app, 30)
    assert scene.panels.renders == n


def test_every_hand_tile_and_card_of_the_current_player_has_a_hit_area(app):
    scene = start(app, "equip_aerometer_turns_the_wind")
    me = scene.state.player(scene.state.current)
    hands = {v for _, v in scene.panels.hits["hand"]}
    cards = {v for _, v in scene.panels.hits["cards"]}
    assert {(me.id, t) for t in me.tiles} <= hands
    assert {(me.id, c) for c in me.equipment} <= cards
    assert all(scene.layout.bottom.contains(r) for r, (o, _) in scene.panels.hits["hand"] if o == me.id)


def test_the_tooltip_names_what_is_under_the_mouse(app):
    scene = game(app)
    pile = next(r for r, _ in scene.panels.hits["pile"])
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pile.center, rel=(0, 0), buttons=(0, 0, 0)))
    from forbidden_sky.sky.ui.play.tooltips import tooltip_for
    text = tooltip_for(scene.shown(), scene.panels.hits, pile.center, Router(scene).pawn_at)
    assert text.startswith("The platform tile pile") and "scout" in text
    meter = next(r for r, v in scene.panels.hits["meters"] if v == ("wind", None))
    assert "wind blows" in tooltip_for(scene.shown(), scene.panels.hits, meter.center, Router(scene).pawn_at)


def test_during_the_storm_the_hand_bar_shows_the_storm_not_the_next_players_tiles(app):
    """Issue 22: while the header said "The storm", the hand bar already showed the next
    player's tiles."""
    from forbidden_sky.shell import drawn
    from forbidden_sky.sky.core import Action
    from ui_helpers import game
    sc = game(app, players=("surveyor", "medic"), seed=2)    # the Surveyor starts with two tiles
    sc.do(Action("end_actions"))
    for _ in range(3):
        app.step(1 / 60)
    assert sc.told.state.phase == "storm"
    sc.panels.invalidate()
    with drawn.collecting(app.screen.get_size()) as rec:
        app.step(1 / 60)
    words = [m.label for m in rec.marks if m.kind == "text"]
    assert "THE STORM" in words
    assert not any(w.endswith("'S TILES") for w in words)
    assert not sc.panels.hits["hand"]


def test_after_the_launch_the_storm_panel_says_the_game_is_won_not_a_loop_to_close(app, monkeypatch):
    """Issue 22 item 3: the circuit line still said "Circuit: not yet" after the rocket left."""
    from forbidden_sky.sky.core.scenario import build
    import yaml
    from ui_helpers import SCENARIOS
    doc = yaml.safe_load((SCENARIOS / "win_launch_with_everyone_on_pad_tiles.yaml").read_text(encoding="utf-8"))
    state, actions, _ = build(doc)
    scene = game(app, players=[p.id for p in state.players], state=state)
    assert scene.do(actions[0])
    settle(app, scene)
    assert scene.state.outcome == "won"
    texts = " | ".join(drawn_texts(app, scene, monkeypatch))
    assert "Circuit: closed" in texts and "The rocket launched: the game is won." in texts
    assert "not yet" not in texts and "close the loop" not in texts
