"""Game records through the real UI (dummy driver): recorded as played, Continue, the Games
list, replay stepping, rewind making a branch, the game code round trip, bad records refused.
The kills (SIGKILL during play, a storm phase and a write) are in test_records_kill.py."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pygame

from forbidden_sky.sky.core import Action
from forbidden_sky.records import Store, replay
from forbidden_sky.app.app import App
from forbidden_sky.shell.scene import Goto
from forbidden_sky.sky.ui.session import Setup

from ui_helpers import click, frame, key, lose_from_continue, settle

SAMPLES = Path(__file__).resolve().parents[1] / "records"
WIN = "win-novice-climber-electrician.json"



def _button(scene, action, buttons=None):
    for b in buttons if buttons is not None else scene.buttons:
        if b.action == action:
            return b
    raise AssertionError(f"no {action} button")


def _press(app, scene, action, buttons=None):
    b = _button(scene, action, buttons)
    assert b.enabled, action
    click(app, b.rect.center)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _play(app, n, seed=4):
    app.apply(Goto("game", {"setup": Setup(["navigator", "medic"], "novice", seed)}))
    g = app.top
    for _ in range(n):
        legal = [a for a in g.session.legal() if a.type not in ("end_actions",)] or g.session.legal()
        g.do(legal[0])
        settle(app, g)
    return g


def test_every_action_is_in_the_record_and_undo_takes_it_out(rapp, store):
    g = _play(rapp, 0)
    [entry] = store.entries()
    assert entry.record.actions == () and not entry.record.finished
    move = next(a for a in g.session.legal() if a.type == "move")
    g.do(move)
    assert [a for _, a in store.entries()[0].record.actions] == [move]
    g.undo()
    assert store.entries()[0].record.actions == ()
    g.do(Action("end_actions"))
    settle(rapp, g)
    rec = store.entries()[0].record
    assert rec.actions[-1][1].type in ("end_actions", "draw_storm") and rec.actions[0] == (1, Action("end_actions"))


def test_continue_on_the_title_resumes_exactly_where_the_game_stood(rapp, store):
    g = _play(rapp, 6)
    g.do(Action("end_actions"))          # into the storm phase: resumed there too
    before = g.state.to_dict()
    rapp.apply(Goto("title", pop=-1))
    frame(rapp)
    labels = [b.label for b in rapp.top.buttons]
    assert labels[0] == "Continue"
    key(rapp, pygame.K_RETURN)           # Enter is Continue when a game waits
    frame(rapp)
    resumed = rapp.top
    assert type(resumed).__name__ == "GameScene"
    assert resumed.state.to_dict() == before and resumed.state.phase == "storm"
    assert len(store.entries()) == 1     # the same game goes on in the same record


def test_the_games_list_shows_games_and_statistics_and_replays_without_changing_the_record(rapp, store, tmp_path):
    store.folder.mkdir(parents=True)
    for f in SAMPLES.glob("*.json"):
        shutil.copy(f, store.folder)
    before = {p.name: _digest(p) for p in store.folder.glob("*.json")}
    rapp.apply(Goto("title"))
    frame(rapp)
    _press(rapp, rapp.top, "games")
    frame(rapp)
    games = rapp.top
    assert type(games).__name__ == "GamesScene" and len(games.entries) == 3
    assert games.stats.played == 3 and games.stats.won == 1 and games.stats.longest == 23   # the sample swept-away game
    row = next(i for i, e in enumerate(games.entries) if e.path.name == WIN)
    click(rapp, (games.list_rect.centerx, games.list_rect.top + 28 + row * 40 + 18))
    assert games.selected == row
    assert not _button(games, "resume").enabled      # a finished game is replayed, not resumed
    _press(rapp, games, "replay")
    frame(rapp)
    rep = rapp.top
    assert type(rep).__name__ == "ReplayScene" and rep.pos == 0
    for _ in range(7):
        key(rapp, pygame.K_RIGHT)                      # one action at a time, through the engine
    settle(rapp, rep)
    assert rep.pos == 7 and rep.state.to_dict() == rep.rep.states[7].to_dict()
    key(rapp, pygame.K_LEFT)
    assert rep.pos == 6 and rep.state is rep.rep.states[6]
    key(rapp, pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)    # a whole turn
    assert rep.state.turn == 3 and rep.pos == rep.starts[2]
    key(rapp, pygame.K_LEFT, mod=pygame.KMOD_SHIFT)
    assert rep.state.turn == 2 and rep.pos == rep.starts[1]
    _press(rapp, rep, "speed", rep.bar_buttons)
    assert rep.speed == 2.0
    key(rapp, pygame.K_SPACE)                           # play: actions go by on their own
    for _ in range(240):
        frame(rapp, dt=1 / 30)
    assert rep.pos > rep.starts[1] + 2 and rep.playing
    # a storm card drawn in the replay is shown as in play
    while rep.pos < rep.n and rep.rep.record.actions[rep.pos][1].type != "draw_storm":
        rep.forward()
    rep.forward()
    assert rep.queue.busy
    key(rapp, pygame.K_ESCAPE)
    assert rapp.top is games
    assert {p.name: _digest(p) for p in store.folder.glob("*.json")} == before


def test_rewind_from_the_replay_makes_a_marked_branch_and_keeps_the_original(rapp, store):
    store.folder.mkdir(parents=True)
    shutil.copy(SAMPLES / "loss-electrocuted-novice.json", store.folder)
    original = store.folder / "loss-electrocuted-novice.json"
    digest = _digest(original)
    rec = store.load(original)
    rapp.apply(Goto("games"))
    rapp.apply(Goto("replay", {"replayed": replay(rec)}))
    frame(rapp)
    rep = rapp.top
    tl = rep.timeline
    click(rapp, (tl.left + tl.width // 2, tl.centery))      # a turn in the middle of the game
    turn = rep.state.turn
    assert rep.pos == rep.starts[turn - 1] and 1 < turn < rec.turns
    assert rep.told.state is rep.state      # the header (issue 12's told state) shows the moment jumped to
    _press(rapp, rep, "branch", rep.bar_buttons)
    assert rep.prompt is not None
    click(rapp, rep.prompt.buttons[0].rect.center)         # "Play on"
    frame(rapp)
    game = rapp.top
    assert type(game).__name__ == "GameScene"
    assert game.state.turn == turn and game.state.to_dict() == rep.rep.states[rep.pos].to_dict()
    branch = game.recording.record.branch
    assert branch is not None and branch.game == rec.id and branch.turn == turn
    assert _digest(original) == digest
    files = {e.path.name: e.record for e in store.entries()}
    assert len(files) == 2
    new = next(r for n, r in files.items() if n != original.name)
    assert new.branch == branch and new.source == "rewind"
    # the end screen says so
    from forbidden_sky.sky.ui.records_words import end_notes
    assert any("Rewound" in n for n in end_notes(game))


def test_a_game_code_from_the_end_screen_starts_the_same_game_on_the_setup_screen(rapp, store):
    from forbidden_sky.sky.ui.records_words import end_notes
    g = _play(rapp, 0, seed=4321)
    code = next(n for n in end_notes(g) if "code" in n).split()[2].rstrip(":")
    rapp.apply(Goto("setup", pop=-1))
    setup = rapp.top
    click(rapp, setup.code.rect.center)
    for ch in code.lower():
        key(rapp, 0, unicode=ch)
    assert setup.code.text == code
    key(rapp, pygame.K_RETURN)
    frame(rapp)
    game = rapp.top
    assert type(game).__name__ == "GameScene"
    assert (game.setup.players, game.setup.level, game.setup.seed) == (["navigator", "medic"], "novice", 4321)
    assert game.recording.record.source == "code"


def test_a_mistyped_code_does_not_start_a_game_and_says_why(rapp):
    rapp.apply(Goto("setup"))
    setup = rapp.top
    click(rapp, setup.code.rect.center)
    for ch in "ABCD-EFGH":
        key(rapp, 0, unicode=ch)
    key(rapp, pygame.K_RETURN)
    assert rapp.top is setup
    assert setup.code.shared()[1]


def test_the_daily_storm_starts_todays_game(rapp):
    from forbidden_sky.records.code import daily
    rapp.apply(Goto("setup"))
    frame(rapp)
    setup = rapp.top
    click(rapp, setup.code.daily.rect.center)
    frame(rapp)
    assert rapp.top is setup and setup.prompt is not None      # issue 22: its date and what it is, first
    assert "one storm for everyone today" in setup.prompt.text
    click(rapp, setup.prompt.buttons[0].rect.center)            # "Play today's storm"
    frame(rapp)
    d = daily()
    g = rapp.top
    assert (tuple(g.setup.players), g.setup.level, g.setup.seed) == (d.players, d.level, d.seed)


def test_the_records_buttons_are_in_the_focus_rings_without_a_mouse(rapp, store):
    """Issue 12's menus without a mouse reach the records' buttons: Continue and Games on the
    title, the code box (C) and the Daily Storm (Tab) on setup, the Games list's buttons."""
    from forbidden_sky.records.code import daily
    _play(rapp, 1)
    rapp.apply(Goto("title", pop=-1))
    frame(rapp)
    title = rapp.top
    labels = [b.label for b in title.buttons]
    assert labels == ["Continue", "New game", "Learn to play", "Puzzles", "Rules", "New game", "Learn to play", "Puzzles", "Rules",
                      "Games", "Settings", "Quit"]
    sky = title.cards[0].buttons
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(sky) for b in sky[i + 1:])
    for _ in range(labels.index("Games") + 1):
        key(rapp, pygame.K_TAB)
    assert [b.label for b in title.buttons if b.focused] == ["Games"]
    key(rapp, pygame.K_RETURN)
    frame(rapp)
    assert type(rapp.top).__name__ == "GamesScene"
    games = rapp.top
    key(rapp, pygame.K_TAB)
    assert games.buttons[0].focused and games.buttons[0].action == "resume"
    key(rapp, pygame.K_RETURN)                        # the focused Resume, not Enter's own choice
    frame(rapp)
    assert type(rapp.top).__name__ == "GameScene"
    rapp.apply(Goto("setup", pop=-1))
    frame(rapp)
    setup = rapp.top
    key(rapp, pygame.K_c)
    assert setup.code.focus
    key(rapp, pygame.K_ESCAPE)
    assert not setup.code.focus and rapp.top is setup
    ring = setup.buttons + setup.level_buttons + [setup.code.daily]
    for _ in range(len(ring)):
        key(rapp, pygame.K_TAB)
    assert setup.code.daily.focused
    key(rapp, pygame.K_RETURN)
    assert setup.prompt is not None                             # the Daily Storm says what it is
    key(rapp, pygame.K_RETURN)                                  # and Enter plays it
    frame(rapp)
    d = daily()
    assert (tuple(rapp.top.setup.players), rapp.top.setup.level, rapp.top.setup.seed) == (d.players, d.level, d.seed)


def test_bad_records_are_refused_in_words_on_the_games_list_and_never_deleted(rapp, store):
    store.folder.mkdir(parents=True)
    doc = json.loads((SAMPLES / WIN).read_text())
    doc["actions"][4] = {"turn": 1, "type": "move", "player": "climber", "to": [7, 7]}
    doc["outcome"] = None
    (store.folder / "impossible.json").write_text(json.dumps(doc))
    (store.folder / "damaged.json").write_text((SAMPLES / WIN).read_text()[:300])
    (store.folder / "nested.json").write_text("[" * 3000 + "]" * 3000)
    newer = dict(json.loads((SAMPLES / WIN).read_text()), version=9, id="newer")
    (store.folder / "newer.json").write_text(json.dumps(newer))
    names = sorted(p.name for p in store.folder.glob("*.json"))
    rapp.apply(Goto("title"))
    frame(rapp)
    title = rapp.top
    key(rapp, pygame.K_RETURN)           # Continue: the impossible game is refused, the list says why
    frame(rapp)
    games = rapp.top
    assert type(games).__name__ == "GamesScene" and title is not games
    assert "turn 1, action 5 (move) is impossible" in games.message[0]
    problems = {e.path.name: e.problem for e in games.entries}
    assert "newer version" in problems["newer.json"] and problems["damaged.json"]
    assert "nested" in problems["nested.json"]
    i = next(i for i, e in enumerate(games.entries) if e.path.name == "impossible.json")
    games._select(i)
    _press(rapp, games, "replay")
    assert type(rapp.top).__name__ == "GamesScene"
    assert "turn 1, action 5 (move) is impossible" in games.message[0]
    frame(rapp)                          # drawn with every refusal in words, no crash
    assert sorted(p.name for p in store.folder.glob("*.json")) == names


def test_delete_asks_first_and_removes_only_that_record(rapp, store):
    _play(rapp, 2)                               # an unfinished game: the title offers Continue
    store.folder.mkdir(parents=True, exist_ok=True)
    for f in SAMPLES.glob("*.json"):
        shutil.copy(f, store.folder)
    rapp.apply(Goto("title", pop=-1))
    assert rapp.top.buttons[0].label == "Continue"
    _press(rapp, rapp.top, "games")
    games = rapp.top
    gone = games.current().path
    assert not games.current().record.finished
    _press(rapp, games, "delete")
    assert games.prompt is not None and gone.exists()
    click(rapp, games.prompt.buttons[0].rect.center)
    assert not gone.exists() and len(list(store.folder.glob("*.json"))) == 3 and len(games.entries) == 3
    _press(rapp, games, "back")
    assert [b.label for b in rapp.top.buttons][0] == "New game"   # nothing left to continue


def test_the_records_screens_draw_at_small_and_large_sizes(rapp, store):
    store.folder.mkdir(parents=True)
    for f in SAMPLES.glob("*.json"):
        shutil.copy(f, store.folder)
    rec = store.load(store.folder / WIN)
    for size in ((960, 640), (1920, 1080)):
        rapp.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        for name, args in (("games", {}), ("replay", {"replayed": replay(rec)}), ("setup", {})):
            rapp.apply(Goto(name, args, pop=-1))
            frame(rapp, 2)


def test_a_turn_clicked_in_the_log_plays_on_from_it_as_a_marked_branch(rapp, store):
    from forbidden_sky.sky.ui.play.sheets import log_lines, log_rect
    g = _play(rapp, 3)
    for _ in range(40):                      # a few turns in: end actions, draw the storm cards
        if g.state.turn >= 3:
            break
        g.do(Action("end_actions") if g.state.phase == "actions" else Action("draw_storm"))
        settle(rapp, g)
    assert g.state.turn >= 3
    first = store.entries()[0]
    before = _digest(first.path)
    key(rapp, pygame.K_l)
    assert g.sheets.log
    shown = log_lines(g.theme, g.layout.board, g.session.log, g.sheets.scroll)
    i = next(i for i, (_t, _c, turn, head) in enumerate(shown) if head and turn == 2)
    r = log_rect(g.layout.board)
    click(rapp, (r.left + 40, r.top + 34 + i * 17 + 8))
    assert g.prompt is not None and "turn 2" in g.prompt.title
    click(rapp, g.prompt.buttons[0].rect.center)
    frame(rapp)
    new = rapp.top
    assert new is not g and new.state.turn == 2 and new.state.phase == "actions"
    assert new.recording.record.branch.game == first.record.id and new.recording.record.branch.turn == 2
    assert _digest(first.path) == before and len(store.entries()) == 2


def test_a_monkey_on_the_games_list_and_the_replay_breaks_nothing_and_keeps_the_records(rapp, store):
    import random
    store.folder.mkdir(parents=True)
    for f in SAMPLES.glob("*.json"):
        shutil.copy(f, store.folder)
    (store.folder / "bad.json").write_text("{]")
    before = {p.name: _digest(p) for p in store.folder.glob("*.json")}
    rng = random.Random(11)
    keys = [pygame.K_RIGHT, pygame.K_LEFT, pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN, pygame.K_PLUS,
            pygame.K_MINUS, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_RETURN, pygame.K_l]
    w, h = rapp.screen.get_size()
    pos = (w // 2, h // 2)
    rapp.apply(Goto("games"))
    for i in range(4000):
        r = rng.random()
        if r < 0.35:
            pos = (rng.randrange(w), rng.randrange(h))
            rapp.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        elif r < 0.55:
            rapp.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        elif r < 0.75:
            rapp.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        elif r < 0.8:
            rapp.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False))
        else:
            k = rng.choice(keys)
            rapp.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=rng.choice([0, pygame.KMOD_SHIFT]), unicode=""))
        top = type(rapp.top).__name__ if rapp.stack else ""
        if top not in ("GamesScene", "ReplayScene") or not rapp.running:
            # a delete prompt may have been answered: only the chosen file may go
            rapp.running = True
            rapp.apply(Goto("games", pop=-1))
        if i % 20 == 0:
            rapp.step(1 / 20)
    after = {p.name: _digest(p) for p in store.folder.glob("*.json") if p.name in before}
    assert all(before[n] == d for n, d in after.items())     # deleted perhaps (asked), never changed


def test_after_a_loss_the_end_screen_rewinds_into_the_replay_and_plays_on(rapp, store):
    full, g, end = lose_from_continue(rapp, store)                          # four actions from the end
    assert type(end).__name__ == "EndScene" and g.state.outcome == "lost:electrocuted"
    assert store.load(store.folder / "nearly.json").outcome == "lost:electrocuted"
    labels = [b.label for b in end.buttons]
    assert labels == ["Play again", "Rewind", "New game", "Quit"]
    frame(rapp)
    _press(rapp, end, "rewind")
    rep = rapp.top
    assert type(rep).__name__ == "ReplayScene" and rep.pos == rep.n == len(full.actions)
    key(rapp, pygame.K_LEFT, mod=pygame.KMOD_SHIFT)                 # back to the start of the last turn
    assert rep.state.turn == full.turns and not rep.state.over
    key(rapp, pygame.K_ESCAPE)
    assert rapp.top is end                                          # Close comes back to the end screen
    _press(rapp, end, "rewind")
    rep = rapp.top
    key(rapp, pygame.K_LEFT, mod=pygame.KMOD_SHIFT)
    _press(rapp, rep, "branch", rep.bar_buttons)
    click(rapp, rep.prompt.buttons[0].rect.center)
    frame(rapp)
    assert type(rapp.top).__name__ == "GameScene" and rapp.top.recording.record.branch.turn == full.turns
    assert len(store.entries()) == 2


def test_a_disk_that_refuses_the_record_is_said_once_and_the_game_goes_on(tmp_path):
    from forbidden_sky.shell.quit_confirm import game_in_progress
    blocked = tmp_path / "games"
    blocked.write_text("a file where the folder should be")
    a = App(size=(1280, 800), mute=True, strict=True, records=Store(blocked))
    try:
        a.apply(Goto("game", {"setup": Setup(["navigator", "medic"], "novice", 2)}))
        g = a.top
        assert g.recording.failed and not g.recording.saving
        assert sum("Could not save" in t for t in g.toasts.texts) == 1
        g.do(next(x for x in g.session.legal() if x.type == "move"))
        assert g.state.turn == 1 and len(g.session.history) == 1
        assert game_in_progress(g)             # closing the window now asks first
    finally:
        a.close()


def test_in_a_replay_nothing_looks_playable(rapp, store):
    """Issue 22: in a replay, Heal, Free wire and Hint looked enabled and did nothing."""
    store.folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(SAMPLES / "loss-electrocuted-novice.json", store.folder)
    rec = store.load(store.folder / "loss-electrocuted-novice.json")
    rapp.apply(Goto("games"))
    rapp.apply(Goto("replay", {"replayed": replay(rec), "start": 50}))
    frame(rapp)
    rep = rapp.top
    assert rep.buttons.power.label and not rep.buttons.power.enabled
    assert not rep.fore_view.hint.enabled
    f = rep.facts()
    assert not f.scout and not f.playable and not f.explore_tiles
    hints = len(rep.session.hints)
    key(rapp, pygame.K_h)
    frame(rapp)
    assert rep.foresight.hint is None and len(rep.session.hints) == hints


def _told_the_state(g) -> None:
    """The header, the left panel and the log show the game as it stands (issue 22 item 2:
    after Continue they showed turn 1 and "A new game" until the next action)."""
    s = g.state
    shown = g.shown()
    told = shown.told
    assert (told.current, told.turn, told.phase, told.actions_left) == (s.current, s.turn, s.phase, s.actions_left)
    assert told.to_dict() == s.to_dict()
    assert list(shown.log) == list(g.session.log) and len(g.session.log) > 1


def test_continue_and_play_on_tell_the_state_as_it_stands_not_the_start(rapp, store):
    store.folder.mkdir(parents=True)
    doc = json.loads((SAMPLES / WIN).read_text())
    doc["actions"], doc["outcome"] = doc["actions"][:len(doc["actions"]) // 2], None
    (store.folder / "half.json").write_text(json.dumps(doc))
    rapp.apply(Goto("title"))
    frame(rapp)
    key(rapp, pygame.K_RETURN)                                       # Continue
    frame(rapp)
    g = rapp.top
    assert type(g).__name__ == "GameScene" and g.state.turn > 2
    _told_the_state(g)
    from forbidden_sky.sky.ui.recording import rewind_question
    g.take(rewind_question(g.recording, 2))                          # a turn clicked in the log
    assert g.prompt is not None
    click(rapp, g.prompt.buttons[0].rect.center)                     # Play on
    frame(rapp)
    new = rapp.top
    assert new is not g and new.state.turn == 2
    _told_the_state(new)
