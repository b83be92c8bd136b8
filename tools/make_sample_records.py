"""Writes tests/records/*.json: real games the strong bot played with the normal data (a win
and two different losses), kept as regression tests of the engine (tests/test_record_files.py).

    python tools/make_sample_records.py

Re-run it only when the rules or data change on purpose; the games then play out differently.
"""

from __future__ import annotations

from pathlib import Path

from forbidden_sky.ai import make_bot
from forbidden_sky.core import apply, new_game
from forbidden_sky.records import Store, new_record

GAMES = [("win_novice_climber_electrician", ["climber", "electrician"], "novice", 1),
         ("loss_electrocuted_novice", ["navigator", "medic"], "novice", 3),
         ("loss_swept_away_novice", ["climber", "electrician"], "novice", 3)]


def main() -> None:
    out = Store(Path(__file__).resolve().parents[1] / "tests" / "records")
    for name, players, level, seed in GAMES:
        state = new_game(players, level, seed)
        bot = make_bot("strong", seed)
        acts = []
        while not state.over:
            a = bot.pick(state)
            acts.append((state.turn, a))
            state, _ = apply(state, a)
        rec = new_record(players, level, seed, source="autoplay", stamp="2026-11-30T12:00:00+00:00")
        rec = rec.with_play(tuple(acts), state.outcome, state.turn)
        from dataclasses import replace
        out.save(replace(rec, id=name.replace("_", "-"), updated=rec.created))
        print(name, state.outcome, state.turn, len(acts))


if __name__ == "__main__":
    main()
