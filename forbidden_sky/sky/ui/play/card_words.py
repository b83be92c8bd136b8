"""How every equipment card asks its question (issue 22: each card asked in a different way:
"Play X?", "Play X", a bare card name, a toast). One form for all: the title "Play <card>?",
the card's own text, then the one thing to choose, if any."""

from __future__ import annotations

from ....i18n import N_, ctr, tr

TITLE = N_("Play {name}?")
# what a card with several plays and nothing to aim at asks, by its effect
CHOOSE = {"aerometer": N_("Which way does the compass turn?"), "stratoscope": N_("In which order do the cards go back?")}
CHOOSE_ANY = N_("Which one?")
ALONG = N_("Take someone along?")
AIM = N_("Play {name}: {aim} (Esc cancels).")


def title(name: str) -> str:
    return tr(TITLE, name=name)


def play_label() -> str:
    """The answer that plays the card (not the replay's Play)."""
    return ctr("equipment card", "Play")


def text(card_text: str, question: str = "") -> str:
    return f"{card_text} {question}".strip()


def choose(effect: str) -> str:
    return tr(CHOOSE.get(effect, CHOOSE_ANY))


def aim(name: str, how: str) -> str:
    return tr(AIM, name=name, aim=how)


__all__ = ["ALONG", "play_label", "aim", "choose", "text", "title"]
