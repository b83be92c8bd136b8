"""What Play turn says when it starts and why it stops, the same in both games (each game's
``play_turn.py`` decides when; the words are one table, so a translator meets them once)."""

from __future__ import annotations

from ...i18n import N_

WORDS = {
    "started": N_("Playing the turn: each step is shown, then played (click or Esc stops)"),
    "stopped": N_("Play turn stopped"),
    "ended": N_("Play turn: the turn's actions are done"),
    "revealed": N_("Play turn stopped: a card was revealed"),
    "changed": N_("Play turn stopped: the position changed"),
    "pending": N_("Play turn stopped: a question to answer"),
    "no_hint": N_("Play turn stopped: the bot gave no move"),
    "refused": N_("Play turn stopped: the move was refused"),
}
