"""The tooltip is whole and on top: each line measured in its own face (the bold first line
once lost its end: "Gold Gate (dry)" showed "Gold Gate"), and a guided screen's lights are
drawn under it (a pulsing ring once cut the second line in half)."""

from __future__ import annotations

import pygame

from forbidden_sky.island.ui import frame as island_frame
from forbidden_sky.shell.rooms.tooltip import draw_lines
from forbidden_sky.shell import drawn
from forbidden_sky.shell.scene import Goto
from forbidden_sky.shell.theme import Theme

from ui_helpers import drag, frame


def test_every_tooltip_line_is_drawn_whole():
    pygame.font.init()
    th = Theme(1.0)
    surface = pygame.Surface((600, 400))
    lines = ["Gold Gate (dry)", "Pilot", "Next flood: 3 %"]
    with drawn.collecting(surface.get_size()) as rec:
        draw_lines(surface, th, (40, 40), lines, surface.get_rect())
    assert [m.label for m in rec.marks if m.kind == "text"] == lines
    assert not drawn.problems(rec)


def test_a_long_tooltip_line_wraps_whole_instead_of_ending_in_an_ellipsis():
    # seen in the window: a tile's danger line in Spanish was cut to "...; se hunde en l…"
    pygame.font.init()
    th = Theme(1.0)
    surface = pygame.Surface((1280, 800))
    danger = "La Pista de los Necios está inundada; 11% de hundirse en la próxima fase"
    lines = ["Pista de los Necios (inundada)", "Piloto", "Próxima inundación: se hunde 11%", danger]
    with drawn.collecting(surface.get_size()) as rec:
        box = draw_lines(surface, th, (660, 560), lines, surface.get_rect())
    said = [m.label for m in rec.marks if m.kind == "text"]
    assert not any("…" in s for s in said)
    assert said[:3] == lines[:3] and len(said) > len(lines)      # the long line took two rows
    assert " ".join(said[3:]) == danger
    assert box is not None and surface.get_rect().contains(box.inflate(-4, -4))
    assert not drawn.problems(rec)


def test_the_guides_lights_lie_under_the_tooltip(app, monkeypatch):
    app.apply(Goto("island_tutorial"))
    frame(app, 30)
    sc = app.top
    s = sc.session.now
    drag(app, sc.view.cell_rect(s.cell("fools_landing")).center, sc.view.cell_rect(s.cell("gold_gate")).center)
    frame(app, 60)
    assert sc.step.id == "shore"
    order: list[str] = []
    guide = sc.guide_layer()
    monkeypatch.setattr(sc, "guide_layer", lambda: (lambda surface: (order.append("guide"), guide(surface))))
    tooltip = island_frame.draw_lines
    monkeypatch.setattr(island_frame, "draw_lines", lambda *a, **k: (order.append("tooltip"), tooltip(*a, **k))[1])
    x, y = sc.view.cell_rect(s.cell("gold_gate")).center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 3, y), rel=(3, 0), buttons=(0, 0, 0)))
    frame(app, 90)                       # the mouse rests: the tooltip's wait
    assert order[-2:] == ["guide", "tooltip"]
