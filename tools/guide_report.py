"""The guided first game, measured (issue 20: "the number of steps and the longest text in
words are in docs/"), and its pictures.

    python tools/guide_report.py            # rewrite the measured parts of docs/tutorial.md
    python tools/guide_report.py --check    # exit 1 when docs/tutorial.md says otherwise (the tests run this)
    SDL_VIDEODRIVER=dummy python tools/guide_report.py --screens   # also docs/screens/tutorial_*.png, island_tutorial_*.png

The numbers come from each game's assets/tutorial/GAME.yaml through engine/guide.py (a step's
words: its title and its text, what the bar shows), in every language with a catalog; each
game has its own measured part.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DOC = ROOT / "docs" / "tutorial.md"

# game -> its guide file, the transition that opens it at a step, the pictures (step index ->
# name) and its part's markers (Sky's were the first: they name no game)
GUIDES = {
    "sky": ("sky.yaml", "tutorial", {2: "explore", 6: "lightning", 11: "gather", 13: "done"},
            "<!-- measured by tools/guide_report.py: do not edit by hand -->", "<!-- end of the measured part -->"),
    "island": ("island.yaml", "island_tutorial", {0: "move", 5: "waters_rise", 7: "swim", 13: "gather"},
               "<!-- measured by tools/guide_report.py (island): do not edit by hand -->",
               "<!-- end of the measured part (island) -->"),
}


def _words(text: str) -> int:
    return len(text.split())


def measured(game: str = "sky") -> str:
    from forbidden_sky.engine.guide import counts, load_guide
    from forbidden_sky.i18n import languages, set_language, tr
    from forbidden_sky.resources import asset
    name, _scene, _shots, begin, end = GUIDES[game]
    guide = load_guide(asset("tutorial", name), label=f"assets/tutorial/{name}")
    c = counts(guide)
    lines = [begin, "",
             f"- Steps: **{c['steps']}** ({c['asking']} ask for an action on the board, "
             f"{c['steps'] - c['asking']} show what happened and wait for Next).",
             f"- Longest step (title and text, in English): **{c['longest_words']} words** "
             f"(`{c['longest_step']}`); all steps together: {c['total_words']} words."]
    for lang in languages():
        if lang == "en":
            continue
        set_language(lang)
        try:
            per = [(s.id, _words(f"{tr(s.title)} {tr(s.text)}")) for s in guide.steps]
        finally:
            set_language("en")
        sid, most = max(per, key=lambda p: p[1])
        lines.append(f"- Longest step in `{lang}`: {most} words (`{sid}`).")
    lines += ["", "| # | step | asks for | words |", "|---|---|---|---|"]
    for i, s in enumerate(guide.steps, start=1):
        asks = ", ".join(sorted({str(p.get("type")) for p in s.expect})) or "Next"
        lines.append(f"| {i} | {s.id}: {s.title} | {asks} | {_words(f'{s.title} {s.text}')} |")
    lines += ["", end]
    return "\n".join(lines)


def updated(text: str) -> str:
    for game, (_name, _scene, _shots, begin, end) in GUIDES.items():
        head, _, rest = text.partition(begin)
        _, _, tail = rest.partition(end)
        text = head + measured(game) + tail
    return text


def screens(out: Path) -> list[Path]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    from forbidden_sky.shell.scene import Goto
    from forbidden_sky.app.app import App
    saved = []
    app = App(size=(1280, 800), mute=True, strict=True)
    try:
        for _file, scene, shots, _begin, _end in GUIDES.values():
            for step, name in shots.items():
                app.stack[:] = []
                app.apply(Goto(scene, {"step": step}))
                for _ in range(90):          # the camera settled, the lights pulsing
                    app.step(1 / 30)
                path = out / f"{scene}_{step + 1:02d}_{name}.png"
                pygame.image.save(app.screen, str(path))
                saved.append(path)
    finally:
        app.close()
    return saved


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python tools/guide_report.py", description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true", help="only check docs/tutorial.md; exit 1 when it is out of date")
    p.add_argument("--screens", action="store_true", help="also save docs/screens/tutorial_*.png and island_tutorial_*.png")
    args = p.parse_args(argv)
    text = DOC.read_text(encoding="utf-8")
    missing = [game for game, g in GUIDES.items() if g[3] not in text or g[4] not in text]
    if missing:
        print(f"{DOC.name}: the measured part's markers are missing for {', '.join(missing)}")
        return 1
    fresh = updated(text)
    if args.check:
        if fresh != text:
            print(f"{DOC.name} is out of date: run python tools/guide_report.py")
            return 1
        return 0
    DOC.write_text(fresh, encoding="utf-8")
    if args.screens:
        for path in screens(ROOT / "docs" / "screens"):
            print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
