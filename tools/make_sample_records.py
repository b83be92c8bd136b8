"""Writes tests/records/*.json: real games the strong bot played with the normal data (a win
and two different losses), kept as regression tests of the engine (tests/test_record_files.py).

    python tools/make_sample_records.py

Re-run it only when the rules or data change on purpose; the games then play out differently.
"""

from __future__ import annotations

from pathlib import Path

from forbidden_sky.sky.ai import make_bot
from forbidden_sky.sky.core import apply, new_game
from forbidden_sky.records import Store, new_record

# name, team, level, the outcome wanted: the first seed from 1 on whose game ends that way
GAMES = [("win_novice_climber_electrician", ["climber", "electrician"], "novice", "won"),
         ("loss_electrocuted_novice", ["navigator", "medic"], "novice", "lost:electrocuted"),
         ("loss_swept_away_novice", ["climber", "electrician"], "novice", "lost:swept_away")]


def play(players: list[str], level: str, seed: int):
    state = new_game(players, level, seed)
    bot = make_bot("strong", seed)
    acts = []
    while not state.over:
        a = bot.pick(state)
        acts.append((state.turn, a))
        state, _ = apply(state, a)
    return state, acts


def main() -> None:
    out = Store(Path(__file__).resolve().parents[1] / "tests" / "records")
    for name, players, level, wanted in GAMES:
        for seed in range(1, 200):
            state, acts = play(players, level, seed)
            if state.outcome == wanted:
                break
        else:
            raise SystemExit(f"no seed below 200 gives {wanted} for {name}")
        rec = new_record(players, level, seed, source="autoplay", stamp="2026-11-30T12:00:00+00:00")
        rec = rec.with_play(tuple(acts), state.outcome, state.turn)
        from dataclasses import replace
        out.save(replace(rec, id=name.replace("_", "-"), updated=rec.created))
        print(name, state.outcome, state.turn, len(acts))


if __name__ == "__main__":
    main()
