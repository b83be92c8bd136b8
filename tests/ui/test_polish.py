"""Small defects that were fixed and stay fixed: refused wires say why, the rules overlay shows
whole lines, a finished game has no "Next card", receivers' pawns glow, the window icon, and
the window re-lays itself out when resized."""

import shutil

import pygame

from forbidden_sky.core import Action, why_illegal

from ui_helpers import frame, game, settle, start


def comp(scene, ref):
    x, y = scene.view.camera.to_screen(*scene.state.board.component_centre(ref, scene.view.components))
    return int(x), int(y)


def wire_drag(app, a, b, steps=8):
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    for i in range(1, steps + 1):
        p = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))


# ---- refused wires say why, in the core's words ---------------------------------------------

def _refused_wire_shows_the_core_reason(app, scenario, a, b, kinds):
    scene = start(app, scenario)
    before = scene.state
    # the core's own sentence (the UI never words a rule itself)
    reasons = {why_illegal(before, Action("wire", kind=k, a=a, b=b)) for k in kinds}
    reasons.discard(None)
    assert reasons, "the scenario must refuse this wire"
    wire_drag(app, comp(scene, a), comp(scene, b))
    frame(app, 2)
    assert scene.state is before                                  # nothing changed
    assert scene.state.board.wires == before.board.wires
    shown = scene.toasts[-1][0]
    assert any(shown.lower() == r.lower() for r in reasons), (shown, reasons)
    assert shown[0].isupper()                                     # a sentence, not a code
    return shown


def test_a_wire_that_would_cross_another_says_so(app):
    shown = _refused_wire_shows_the_core_reason(app, "wire_refused_crosses_wire", "cap(0,0,S)", "cap(1,0,S)",
                                                ["short", "long"])
    assert "cross" in shown.lower()


def test_a_wire_too_far_even_for_a_long_one_says_so(app):
    shown = _refused_wire_shows_the_core_reason(app, "wire_refused_too_far_for_long", "rod(0,0)", "cap(2,0,E)",
                                                ["long"])
    assert "too far" in shown.lower()


def test_a_wire_dropped_on_bare_platform_explains_what_a_wire_needs(app):
    scene = start(app, "wire_refused_too_far_for_long")
    before = scene.state
    empty = scene.view.cell_rect((1, 0)).move(0, 30).center   # plain tile, no component
    assert scene.view.component_at(before.board, empty) is None
    wire_drag(app, comp(scene, "rod(0,0)"), empty)
    assert scene.state is before
    assert "component" in scene.toasts[-1][0].lower()


# ---- the rules overlay shows whole lines only -------------------------------------------------

def test_the_rules_overlay_never_cuts_a_line_at_its_edges(app):
    from forbidden_sky.ui.scenes.rules import RulesScene
    for size in ((1280, 800), (1024, 700), (960, 640)):
        pygame.display.set_mode(size)
        app.screen = pygame.display.get_surface()
        rules = RulesScene(app)
        app.stack[:] = [rules]
        assert rules.max_scroll() > 0
        seen = set()
        for scroll in list(range(0, rules.max_scroll() + 1, 7)) + [rules.max_scroll()]:
            rules.scroll = scroll
            lines = rules.visible_lines()
            assert lines
            for _img, y, h in lines:
                top = rules.body.top + y - scroll
                assert rules.body.top <= top and top + h <= rules.body.bottom
                seen.add(y)
            # nothing drawn in the strip just below the text: no half line peeks out
            frame(app)
            strip = [app.screen.get_at((x, rules.body.bottom + 2)) for x in range(rules.body.left, rules.body.right, 2)]
            assert not any(c.r > 150 and c.g > 150 for c in strip)
        assert len(seen) == len(rules.lines)          # scrolling reaches every line, the last too


# ---- the end of a game ------------------------------------------------------------------------

def test_a_finished_game_shows_no_next_card_button(app, monkeypatch):
    from forbidden_sky.ui.theme import Button
    scene = start(app, "lose_fall_rope_snaps")
    while scene.state.phase == "actions":
        scene.do(Action("end_actions"))
        settle(app, scene)
    for _ in range(12):
        if scene.state.over:
            break
        scene.do(Action("draw_storm"))
        settle(app, scene)
    assert scene.state.over
    drawn = []
    real = Button.draw
    monkeypatch.setattr(Button, "draw", lambda self, surface: (drawn.append(self.label), real(self, surface)))
    scene._panel_cache = None
    frame(app, 2)
    assert "Next card" not in drawn and "End turn" not in drawn
    assert "Undo" in drawn


# ---- giving: the receivers glow on the board too ----------------------------------------------

def test_the_receivers_pawn_glows_on_the_board_while_a_gift_is_carried(app):
    scene = start(app, "power_surveyor_gives_tile_on_another_players_turn")
    hand = next(r for r, (o, t) in scene.hits["hand"] if o == "surveyor" and t == "t01")
    far = (scene.board_rect.right - 20, scene.board_rect.top + 20)
    r = scene.cfg.board.pawn_radius * scene.view.camera.px

    def ring_pixels():
        x, y = scene.view.camera.to_screen(*scene.vis.pawn["medic"])
        pts = [(round(x + (r + 5.5) * dx), round(y + (r + 5.5) * dy)) for dx, dy in ((1, 0), (-1, 0), (0, -1))]
        return [app.screen.get_at(p) for p in pts]

    frame(app)
    assert not all(c.g > 180 and c.r < 150 for c in ring_pixels())
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hand.center, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(1, 0, 0)))
    scene.t = 0.0                                   # the pulse at rest: the green band at r+4..r+7
    app.step(0.0)
    assert all(c.g > 180 and c.r < 150 for c in ring_pixels())


# ---- the window -------------------------------------------------------------------------------

def test_the_window_icon_comes_from_the_assets_and_a_missing_icon_is_skipped(monkeypatch, tmp_path):
    from forbidden_sky.resources import assets_dir
    from forbidden_sky.ui.app import App
    icons = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surf: icons.append(surf.get_size()))
    a = App(size=(1024, 700), mute=True, strict=True)
    a.after_first_frame()          # the icon is set once the title is on screen
    a.warm.wait(10)
    a.close()
    assert icons == [(512, 512)]
    copy = tmp_path / "assets"
    shutil.copytree(assets_dir(), copy, ignore=shutil.ignore_patterns("icon", "sounds"))
    monkeypatch.setenv("FORBIDDEN_SKY_ASSETS", str(copy))
    icons.clear()
    a = App(size=(1024, 700), mute=True, strict=True)
    a.after_first_frame()
    a.warm.wait(10)
    a.close()
    assert icons == []


def test_a_resized_window_lays_the_game_out_again(app):
    scene = game(app)
    # SDL2 resizes the display surface itself before the event arrives
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    frame(app)
    assert app.screen.get_size() == (1000, 700)
    assert scene.right.right == 1000 - scene.cfg.layout.margin
    assert scene.bottom.bottom == 700 - scene.cfg.layout.margin
