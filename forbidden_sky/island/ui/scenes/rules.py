"""Island's rules overlay (F1 or ? on the game screen, Rules on the title card): the sections of
assets/island/rulebook.yaml on the shared overlay (shell/rules_view.py), each in the player's
language, then the keys of the game screen."""

from __future__ import annotations

from ....i18n import tr
from ....shell.rules_view import RulesOverlay
from ...data.rulebook import RulebookSection, load_rulebook
from ..keys import HELP

_sections: tuple[RulebookSection, ...] | None = None


def rulebook() -> tuple[RulebookSection, ...]:
    """The sections, read once (the file does not change while the game runs)."""
    global _sections
    if _sections is None:
        _sections = load_rulebook()
    return _sections


def rules_text() -> list[tuple[str, str]]:
    """(title, text) in the player's language; the keys last, from the screen's own key line."""
    return [(tr(s.title), tr(s.text)) for s in rulebook()] + [
        (tr("Keys"), tr("F1 or ?: these rules. Space: hurry the animations.") + "\n" + tr(HELP))]


class IslandRulesScene(RulesOverlay):
    paragraph_gap = 6        # the rulebook's paragraphs are separate rules: a little air between them

    def heading(self) -> str:
        return tr("How to play Forbidden Island")

    def sections(self) -> list[tuple[str, str]]:
        return rules_text()
