"""The danger overlay predicts what the core then does: in every scenario where lightning
strikes or the wind blows, the overlay computed just before that card matches the card's
outcome (live cells, who is jolted or protected, where each pawn is blown, who frays)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from forbidden_sky.sky.ai.danger import danger, danger_after
from forbidden_sky.bench import late_game_state
from forbidden_sky.sky.core import Action, apply, legal_actions
from forbidden_sky.sky.core.events import LightningStruck, WindsBlew
from forbidden_sky.sky.core.scenario import build

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.yaml"))


def storm_scenarios():
    out = []
    for path in SCENARIOS:
        text = path.read_text(encoding="utf-8")
        if "expect_error" in text:
            continue
        if ("lightning" in path.name or "wind" in path.name or "example_" in path.name) and checks(path):
            out.append(path)   # (the Aerometer's scenario turns the wind but draws no card)
    return out


def checks(path):
    """(danger before the card, the card's events, the state after) for every storm card the
    scenario draws, played as the scenario runner plays it."""
    state, actions, auto = build(yaml.safe_load(path.read_text(encoding="utf-8")))
    seen: list = []

    def step(state, action):
        before = danger(state) if action.type == "draw_storm" else None
        state, ev = apply(state, action)
        if before is not None:
            seen.append((before, ev, state))
        elif action.type == "choose" and seen:   # the rest of the card that asked
            b, old, _ = seen[-1]
            seen[-1] = (b, old + ev, state)
        return state

    for action in actions:
        state = step(state, action)
        while auto and state.phase == "storm" and state.pending is None and not state.over:
            state = step(state, Action("draw_storm"))
    return seen


@pytest.mark.parametrize("path", storm_scenarios(), ids=lambda p: p.stem)
def test_the_overlay_predicts_each_storm_card(path):
    seen = checks(path)
    for before, events, after in seen:
        for e in events:
            if isinstance(e, LightningStruck):
                assert before.live == frozenset(e.live)
                assert set(before.jolted) == set(e.jolted)
                assert set(before.protected) == set(e.protected)
                dead = {p.id for p in after.players if p.health <= 0}
                assert dead == set(before.electrocuted)
            if isinstance(e, WindsBlew):
                predicted = {b.player: b for b in before.blows}
                for m in e.moves:
                    b = predicted[m.player]
                    if m.carried_by or b.player != "climber" and b.to != m.to:
                        # the Climber's passenger is the team's choice: either outcome is shown
                        climber = predicted["climber"]
                        assert m.to in (b.frm, climber.to)
                        continue
                    assert b.to == m.to and b.rope_lost == m.rope_lost
                snapped = {p.id for p in after.players if p.rope <= 0}
                assert snapped <= set(before.frayed)


def test_the_overlay_after_a_drop_is_the_position_after_it():
    s = late_game_state()
    for a in legal_actions(s)[:40]:
        if a.type in ("wire", "explore", "move"):
            after = danger_after(s, a)
            assert after == danger(apply(s, a)[0])


def test_a_refused_drop_has_no_overlay():
    s = late_game_state()
    assert danger_after(s, Action("move", to=(99, 99))) is None
