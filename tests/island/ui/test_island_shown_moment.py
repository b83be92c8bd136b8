"""The team panel and the status line show the same moment: while the last Flood card of a turn
is in flight, both still say the Flood draw, and both say the next player's turn once it lands
(seen in the window: "Pilot · drawing" in the team panel beside "Diver's turn: 3 actions left."
in the status line, until the card landed)."""

from island_ui_helpers import Host, frames, scene, settle

from forbidden_sky.engine.values import evolve
from forbidden_sky.island.core import Action, Phase, new_game
from forbidden_sky.shell import drawn


def _said(sc, host):
    """The words the frame drew: the status line's, and each team row's name line."""
    with drawn.collecting(host.screen.get_size()) as rec:
        sc.draw(host.screen)
    texts = [m for m in rec.marks if m.kind == "text"]
    status = [m.label for m in texts if m.owner == "status"]
    rows = {m.owner.removeprefix("player "): m.label for m in texts if m.owner.startswith("player ")}
    assert len(status) == 1, status
    return status[0], rows


def test_the_status_line_and_the_team_panel_agree_while_a_flood_card_flies():
    s = evolve(new_game(["pilot", "diver"], "novice", 7), phase=Phase.FLOOD, draws_left=1)
    host = Host((1280, 800))
    host.settings.auto_advance = 0           # no draw on its own: the test draws
    sc = scene(host, state=s)
    settle(sc)
    assert sc.play(Action("draw_flood"))
    after = sc.session.now
    assert after.phase is Phase.ACTIONS and after.current == "diver"    # the turn has moved on in the core
    for _ in range(60):                      # until the card is turned over in the middle of the island
        frames(sc, 1)
        if sc.pic.show is not None and sc.pic.show.deck == "flood":
            break
    assert sc.queue.busy and sc.pic.show is not None, "the Flood card is in flight"
    status, rows = _said(sc, host)
    assert rows["pilot"] == "Pilot · drawing", rows
    assert status == "The island floods: 1 Flood card to go.", status      # not yet the Diver's turn

    settle(sc)
    status, rows = _said(sc, host)
    assert rows["diver"] == "Diver · 3 actions left" and rows["pilot"] == "Pilot", rows
    assert status == "Diver's turn: 3 actions left.", status
