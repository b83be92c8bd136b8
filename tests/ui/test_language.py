"""The game screen speaks the chosen language: the core's refusals (codes) come out in it."""

from __future__ import annotations

import pytest

from forbidden_sky import i18n
from forbidden_sky.sky.core import Action
from ui_helpers import game


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_a_refusal_toast_is_in_the_players_language(app):
    scene = game(app, players=("medic", "navigator"), seed=1)
    assert not scene.do(Action("heal", player="navigator", target="medic"))
    assert "It is Medic's turn" in scene.toasts.texts
    app.change_setting("language", "es")          # applied at once, no restart
    assert not scene.do(Action("heal", player="navigator", target="medic"))
    assert "Es el turno de Médica" in scene.toasts.texts, scene.toasts.texts


def test_the_end_screen_says_the_ending_in_the_players_language(app):
    from pathlib import Path

    import yaml

    from forbidden_sky.sky.core import apply
    from forbidden_sky.sky.core.scenario import build
    from forbidden_sky.sky.game import GAME
    from forbidden_sky.sky.ui.words import say
    doc = yaml.safe_load((Path(__file__).parents[1] / "scenarios" / "lose_fall_rope_snaps.yaml").read_text())
    state, actions, _ = build(doc)
    for a in actions:
        state, _ = apply(state, a)
        while GAME.chance_action(state) is not None:
            state, _ = apply(state, GAME.chance_action(state))
    assert "rope snapped" in say(state.outcome_cause)
    i18n.set_language("es")
    assert say(state.outcome_cause).startswith("La cuerda de ") and "se rompió" in say(state.outcome_cause)


# ---- no player-facing literal escapes the catalog (issue 18) ----------------------------------

import ast  # noqa: E402
import re  # noqa: E402
from pathlib import Path  # noqa: E402

PKG = Path(__file__).resolve().parents[2] / "forbidden_sky"
# the modules whose words a player reads on the screens
UI_FOLDERS = ["shell", "sky/ui", "app", "island/ui"]
UI_FILES = ["cli.py"]
# call -> the positions (and keywords) of its arguments that are text a player reads
SINKS: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    "blit_text": ((1,), ("s",)), "blit_wrapped": ((1,), ("s",)), "text": ((0,), ("s",)), "wrap": ((0,), ()),
    "fit": ((0,), ()), "ellipsis": ((0,), ()), "fitting_size": ((0,), ()), "render": ((0,), ()),
    "panel": ((2,), ("title",)), "Button": ((1,), ("label", "tooltip")), "Prompt": ((1, 2), ("title", "text")),
    "toast": ((0,), ("text",)), "show": ((0,), ("text",)), "ask": ((0, 1), ("title", "text")),
}
TEXT_ATTRS = ("label", "tooltip", "title", "text", "sentence", "message")
WRAPPERS = {"tr", "ntr", "ctr", "N_", "say"}
WORD = re.compile(r"[A-Za-z]{2,}")


def _ui_modules() -> list[Path]:
    out = [PKG / f for f in UI_FILES]
    for folder in UI_FOLDERS:
        if (PKG / folder).is_dir():
            out += sorted((PKG / folder).rglob("*.py"))
    return out


def _name(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _english(node: ast.AST) -> list[str]:
    """The English a player would read in this expression, outside tr()/ntr()/N_(): a literal
    with a word in it, the literal parts of an f-string, a literal glued on with +."""
    if isinstance(node, ast.Call) and _name(node) in WRAPPERS:
        return []
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if WORD.search(node.value) else []
    if isinstance(node, ast.JoinedStr):
        return [v.value for v in node.values if isinstance(v, ast.Constant) and WORD.search(str(v.value))]
    if isinstance(node, ast.BinOp):
        return _english(node.left) + _english(node.right)
    if isinstance(node, ast.IfExp):
        return _english(node.body) + _english(node.orelse)
    if isinstance(node, ast.BoolOp):
        return [s for v in node.values for s in _english(v)]
    if isinstance(node, (ast.List, ast.Tuple)):
        return [s for e in node.elts for s in _english(e)]
    return []


def escaped_literals(path: Path) -> list[str]:
    """Each player-facing English literal of one module that skips the catalog, as file:line: text."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _name(node) in SINKS:
            positions, keywords = SINKS[_name(node)]
            args = [a for i, a in enumerate(node.args) if i in positions]
            args += [k.value for k in node.keywords if k.arg in keywords]
            if _name(node) in ("Prompt", "ask"):      # the answers: (label, value) pairs
                args += [e.elts[0] for a in node.args if isinstance(a, ast.List) for e in a.elts
                         if isinstance(e, ast.Tuple) and e.elts]
            found += [(node.lineno, s) for a in args for s in _english(a)]
        elif isinstance(node, ast.Assign):
            if any(isinstance(t, ast.Attribute) and t.attr in TEXT_ATTRS for t in node.targets):
                found += [(node.lineno, s) for s in _english(node.value)]
    rel = path.relative_to(PKG.parent).as_posix()
    return [f"{rel}:{line}: {text!r}" for line, text in sorted(set(found))]


def test_no_literal_a_player_reads_escapes_the_catalog():
    """Every text handed to the drawing (blit_text, wrap, Button, Prompt, toast ...) in the UI
    modules is tr()/ntr()/N_()-marked, so the catalog holds it and Spanish shows it."""
    bad = [line for path in _ui_modules() for line in escaped_literals(path)]
    assert bad == [], "\n".join(bad)


def test_the_scan_finds_an_unmarked_label(tmp_path):
    src = tmp_path / "screen.py"
    src.write_text('def draw(th, s, n):\n'
                   '    th.blit_text(s, "Game over", (0, 0))\n'
                   '    th.blit_text(s, f"Turn {n}", (0, 0))\n'
                   '    th.blit_text(s, tr("Turn {n}", n=n), (0, 0))\n'
                   '    Button(th, N_("Start"), None, "start", tooltip="Begin")\n'
                   '    th.blit_text(s, "?", (0, 0))\n')
    global PKG
    old, PKG = PKG, tmp_path
    try:
        found = escaped_literals(src)
    finally:
        PKG = old
    assert [f.split(": ", 1)[1] for f in found] == ["'Game over'", "'Turn '", "'Begin'"]


def test_every_message_has_its_spanish():
    import sys
    sys.path.insert(0, str(PKG.parent / "tools"))
    import i18n as tool
    template = tool.extract()
    spanish = {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m for m in tool.read(tool.po_path("es"), "es")
               if m.id}
    missing = []
    for m in template:
        if not m.id:
            continue
        key = (m.context, m.id if isinstance(m.id, str) else m.id[0])
        got = spanish.get(key)
        strings = [] if got is None else [got.string] if isinstance(got.string, str) else list(got.string)
        if not strings or not all(strings):
            missing.append(key[1])
    assert missing == [], missing[:20]


def test_the_screens_speak_spanish_at_once(app):
    """A change of language on the settings screen shows on the screen under it at the next
    frame: no restart, no stale English."""
    from forbidden_sky.shell import drawn
    from forbidden_sky.shell.scene import Goto

    def texts():
        with drawn.collecting(app.screen.get_size()) as rec:
            app.step(1 / 60)
        return {m.label for m in rec.marks if m.kind == "text"}
    app.apply(Goto("title"))
    assert "New game" in texts()
    app.change_setting("language", "es")
    shown = texts()
    assert "Partida nueva" in shown and "Reglas" in shown and "New game" not in shown
    app.change_setting("language", "en")
    assert "New game" in texts()
