"""The one version number on the title screen and at the top of a crash report."""

import platform

import pygame

import forbidden_sky
from forbidden_sky.shell import guard
from forbidden_sky.app.title import TitleScene


def test_the_title_screen_shows_the_version_in_the_bottom_right_corner(app, monkeypatch):
    drawn = []
    real = app.theme.blit_text

    def spy(surface, s, pos, *args, **kw):
        drawn.append((s, pos, kw.get("anchor"), real(surface, s, pos, *args, **kw)))
        return drawn[-1][3]
    monkeypatch.setattr(app.theme, "blit_text", spy)
    scene = TitleScene(app)
    surface = pygame.Surface((1280, 800))
    scene.draw(surface)
    hits = [d for d in drawn if d[0] == f"v{forbidden_sky.__version__}"]
    assert len(hits) == 1
    rect = hits[0][3]
    assert rect.right <= 1280 and rect.bottom <= 800 and rect.left > 1100 and rect.top > 760
    assert rect.height < 20          # small text, out of the way


def test_a_crash_report_starts_with_version_os_and_python():
    g = guard.Guard()
    try:
        raise ValueError("injected")
    except ValueError as exc:
        assert g.report(exc, "somewhere")
    lines = guard.crash_log_path().read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("=== ") and "error in somewhere" in lines[0]
    assert lines[1].startswith(f"Forbidden Sky {forbidden_sky.__version__} on {platform.system()}")
    assert lines[1].endswith(f"Python {platform.python_version()}")
