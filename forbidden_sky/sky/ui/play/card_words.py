"""How every equipment card asks its question (issue 22: each card asked in a different way:
"Play X?", "Play X", a bare card name, a toast). One form for all: the title "Play <card>?",
the card's own text, then the one thing to choose, if any."""

from __future__ import annotations

TITLE = "Play {name}?"
PLAY = "Play"
# what a card with several plays and nothing to aim at asks, by its effect
CHOOSE = {"aerometer": "Which way does the compass turn?", "stratoscope": "In which order do the cards go back?"}
CHOOSE_ANY = "Which one?"
ALONG = "Take someone along?"
AIM = "Play {name}: {aim} (Esc cancels)."


def title(name: str) -> str:
    return TITLE.format(name=name)


def text(card_text: str, question: str = "") -> str:
    return f"{card_text} {question}".strip()


def choose(effect: str) -> str:
    return CHOOSE.get(effect, CHOOSE_ANY)


def aim(name: str, how: str) -> str:
    return AIM.format(name=name, aim=how)


__all__ = ["ALONG", "PLAY", "aim", "choose", "text", "title"]
