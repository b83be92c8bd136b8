"""Events become animations (ui/play/presenters.py): one presenter per event type, and the
log's wording (ui/words.py) for each too. The animations move the picture, never the state."""

import random

import pygame

from pathlib import Path

from forbidden_sky.sky.core import Action, apply
from forbidden_sky.sky.core.events import (
    EVENT_CLASSES, Completion, EquipmentDeckEmpty, LightningStruck, Moved, StormCardDrawn, StormDeckEmpty, TilePlaced,
    TurnBegan, Launched, WindChanged, event_from_dict,
)
from forbidden_sky.engine.scenario import run_file
from forbidden_sky.shell.anim import Queue
from forbidden_sky.sky.ui.play import presenters
from forbidden_sky.sky.ui.play.picture import ANGLE, Picture, pawn_targets
from forbidden_sky.shell.rooms.toasts import Toasts
from forbidden_sky.sky.ui.words import EVENT_WORDS

from ui_helpers import game, settle, start


class Ears:
    def __init__(self):
        self.played = []

    def play(self, name):
        self.played.append(name)


def stage(scene):
    """A stage of its own: a fresh picture and toasts, sounds that are only listened to."""
    pic = Picture()
    pic.sync(scene.state, pawn_targets(scene.state, scene.view))
    st = presenters.Stage(pic, Toasts(scene.theme, 3.0), Ears(), scene.theme, scene.cfg.anim, scene.view,
                          scene.layout, random.Random(1))
    return st


def run(anims, pic):
    q = Queue()
    q.extend(anims)
    q.skip(pic)


def one_of_each():
    """A real event of every class: the scenarios' (read back from their JSON), and the two
    only a made-up position reaches."""
    got = {EquipmentDeckEmpty: EquipmentDeckEmpty("medic"), StormDeckEmpty: StormDeckEmpty()}
    for p in sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.yaml")):
        out, _, _ = run_file(p)
        for d in (out or {}).get("events", []):
            e = event_from_dict(d)
            got.setdefault(type(e), e)
    return got


def test_every_event_class_has_a_presenter_and_words():
    assert set(presenters.PRESENTERS) == set(EVENT_CLASSES.values())
    assert set(EVENT_WORDS) == set(EVENT_CLASSES.values())


def test_lightning_lights_the_live_cells_then_jolts_the_picture(app):
    scene = game(app)
    st = stage(scene)
    pid = scene.state.players[0].id
    live_cell = scene.state.player(pid).at
    hurt = scene.state.with_player(pid, health=scene.state.player(pid).health - 1)
    anims = presenters.lightning_struck(LightningStruck((live_cell,), (live_cell,), (pid,), ()), st, hurt)
    q = Queue()
    q.extend(anims)
    for _ in range(200):
        q.update(1 / 30, st.picture)
        if st.picture.live:
            break
    assert st.picture.live == {live_cell} and "thunder" in st.sounds.played
    q.skip(st.picture)
    assert st.picture.live is None
    assert st.picture.health[pid] == hurt.player(pid).health and st.picture.flash[pid] == 1.0
    assert [f.text for f in st.picture.floats] == ["Navigator -1 health"]   # named: the tile may hold several pawns
    assert scene.state.player(pid).health == hurt.player(pid).health + 1   # the scene's state is untouched


def test_a_wind_change_turns_the_compass_and_a_placed_tile_says_what_it_completed(app):
    scene = game(app)
    st = stage(scene)
    run(presenters.wind_changed(WindChanged("S", "W", "cw", None), st, scene.state), st.picture)
    assert st.picture.angle == (ANGLE["S"] + 90) % 360
    done = TilePlaced("medic", "t01", (0, 0), 0, "explore", "none", (
        Completion("small_capacitor", "cap(0,0,E)", ((0, 0), (1, 0))),
        Completion("lightning_rod", None, ((0, 0),))))
    run(presenters.tile_placed(done, st, scene.state), st.picture)
    assert st.toasts.texts == ["Small capacitor completed!", "No lightning rod left in the supply"]
    assert st.sounds.played == ["wind", "place", "chime"]


def test_a_storm_card_is_shown_then_steps_back_and_the_turn_takes_it_away(app):
    scene = game(app)
    st = stage(scene)
    run(presenters.storm_card_drawn(StormCardDrawn("high_winds", "high_winds", 0), st, scene.state), st.picture)
    assert st.picture.card == "high_winds" and st.picture.card_k == 1.0 and st.picture.card_dim == 1.0
    run(presenters.turn_began(TurnBegan("medic", 2), st, scene.state), st.picture)
    assert st.picture.card is None and st.toasts.texts == ["Medic's turn"]


def test_quiet_events_make_no_animation(app):
    scene = game(app)
    st = stage(scene)
    samples = one_of_each()
    assert set(samples) == set(EVENT_CLASSES.values())
    quiet = [cls for cls, fn in presenters.PRESENTERS.items() if fn is presenters.quiet]
    assert len(quiet) == 9
    for cls in quiet:
        assert presenters.present([samples[cls]], st, scene.state)[:-1] == []   # only the closing snap


def test_present_ends_with_the_picture_snapped_to_the_state(app):
    scene = game(app)
    st = stage(scene)
    move = next(a for a in scene.session.legal() if a.type == "move")
    after, events = apply(scene.state, move)
    anims = presenters.present(events, st, after)
    run(anims, st.picture)
    assert st.picture.matches(after, pawn_targets(after, scene.view))
    assert not st.picture.matches(scene.state, pawn_targets(scene.state, scene.view))


def test_a_move_walks_the_pawn_through_each_cell_of_its_path(app):
    scene = game(app)
    st = stage(scene)
    move = next(a for a in scene.session.legal() if a.type == "move")
    after, events = apply(scene.state, move)
    walk = next(a for a in presenters.moved(next(e for e in events if isinstance(e, Moved)), st, after)
                if hasattr(a, "points"))
    q = Queue()
    q.add(walk)
    q.update(walk.duration / 2, st.picture)
    assert "navigator" in st.picture.controlled
    q.skip(st.picture)
    assert "navigator" not in st.picture.controlled
    assert st.picture.pawn["navigator"] == pawn_targets(after, scene.view)["navigator"]


def test_the_winning_launch_raises_the_rocket_on_the_picture(app):
    scene = start(app, "win_launch_with_everyone_on_pad_tiles")
    st = stage(scene)
    run(presenters.launched(Launched(True, ("pad:A", "pad:B"), ()), st, scene.state), st.picture)
    assert st.picture.rocket == (1.0, True)


def test_the_scene_presents_through_the_table(app):
    scene = game(app)
    scene.do(Action("end_actions"))
    assert scene.queue.busy
    settle(app, scene)
    assert scene.picture_matches_state()
    assert any(t.startswith("The storm") for t in scene.toasts.texts)
    pygame.event.pump()
