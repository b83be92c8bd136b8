"""Why we lost: the end screen's part for a lost game. It names the turning point in words (the
first action or storm card after which the team's chance to come through the next storm stayed
below "likely", from the forecast's figures kept move by move by the foresight hub), draws that
chance across the game with the turning point marked, and has a button that shows the position
just before it and, for a recorded game (issue 11), one that plays on from there: a new branch
record, made the way the records' rewind makes one (``recording.branch_from``).
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from ...i18n import tr
from .board_view import BoardView
from .finished import Finished
from .words import pawn_letter
from .play import foresight_words as fw
from .play.picture import pawn_targets
from ...shell.theme import Button

HEIGHT = 170   # the room this part takes on the end screen


class WhyLost:
    def __init__(self, app: Any, foresight: Any, record: Any = None) -> None:
        self.theme, self.cfg = app.theme, app.cfg
        self.record = record
        self.points = list(foresight.points)
        self.turn = foresight.turning()
        self.index = self.points.index(self.turn) if self.turn is not None else None
        # the position just before the turning step: foresight keeps one state per point
        states = getattr(foresight, "_states", [])
        self.before = states[self.index - 1] if self.index and self.index - 1 < len(states) else None
        px = self.theme.px
        self.button = Button(self.theme, fw.LABELS["show_position"], pygame.Rect(0, 0, px(190), px(32)), "why_show",
                             enabled=self.before is not None, size="small")
        # the record's first (index - 1) actions lead to the position before the turning step
        self.upto = self.turn.step - 1 if self.turn is not None and self.index else None
        self.rewind: Optional[Button] = None
        if record is not None and self.upto is not None and self.upto <= len(record.actions):
            self.rewind = Button(self.theme, fw.LABELS["rewind_turning"], pygame.Rect(0, 0, px(190), px(32)),
                                 "why_rewind", size="small", tooltip=fw.LABELS["rewind_turning_tip"])
        self.buttons = [self.button] + ([self.rewind] if self.rewind is not None else [])
        self.showing = False
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def sentence(self) -> str:
        """The turning point in words, in the player's language (asked at each draw)."""
        if self.turn is not None and self.index:
            prev = self.points[self.index - 1]
            return fw.turning_text(tr(self.turn.label), prev.chance, self.turn.chance, prev.turn)
        return tr(fw.LABELS["no_turning"])

    @staticmethod
    def make(app: Any, game: Finished) -> Optional["WhyLost"]:
        fs = getattr(game, "foresight", None)
        session = getattr(game, "session", None)
        if fs is not None and session is not None:
            fs.sync(session, budget=len(session.history) + 1)   # every step, up to the end
        if fs is None or not fs.prefs.why or len(fs.points) < 2:
            return None
        return WhyLost(app, fs, getattr(getattr(game, "recording", None), "record", None))

    def lay_out(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.button.rect.bottomright = (rect.right, rect.bottom)
        if self.rewind is not None:
            self.rewind.rect.bottomright = (rect.right, self.button.rect.top - self.theme.px(6))

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on one of this part's buttons (the end screen routes through ``press``)."""
        from ...shell.theme import first_hit
        a = first_hit(self.buttons, event)
        if a is not None:
            self.press(a)
            return True
        return False

    def press(self, action: str) -> Any:
        """Show or hide the position; or play on from it (a Goto to a new branch game)."""
        if action == "why_show":
            self.showing = not self.showing
            self.button.label = fw.LABELS["hide_position" if self.showing else "show_position"]
            return None
        if action == "why_rewind" and self.record is not None and self.upto is not None:
            from .recording import branch_from
            from ...shell.scene import ALL, Goto
            from .session import Setup
            new = branch_from(self.record, self.upto)
            return Goto("game", {"setup": Setup(list(new.players), new.level, new.seed), "record": new,
                                 "source": "rewind"}, pop=ALL)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        th, r, fc = self.theme, self.rect, self.cfg.foresight
        th.blit_text(surface, tr(fw.LABELS["why_title"]), (r.left, r.top), "bold", "small", th.c.panel_title)
        px = th.px
        y = th.blit_wrapped(surface, self.sentence, pygame.Rect(r.left, r.top + px(18), r.width, px(48)), "regular",
                            "small", th.c.text)
        # the chart keeps left of the buttons (bottom right)
        room = r.width - self.button.rect.width - px(12)
        w, h = min(px(int(fc.end_chart_w)), room), px(int(fc.end_chart_h))
        box = pygame.Rect(r.left, y + px(4), w, min(h, r.bottom - y - px(24)))
        self._chart(surface, box)
        th.blit_text(surface, th.fit(tr(fw.LABELS["why_chart"]), box.width, "regular", "tiny"),
                     (box.left, box.bottom + px(2)), "regular", "tiny", th.c.text_dim)
        if self.showing and self.before is not None:
            self._position(surface)
        for b in self.buttons:
            b.draw(surface)   # above the position, so it can hide it again

    def _chart(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        fc, th = self.cfg.foresight, self.theme
        pygame.draw.rect(surface, (12, 16, 28), box)
        pygame.draw.rect(surface, th.c.panel_edge, box, 1)
        n = len(self.points)

        def at(i: int, v: float) -> tuple[float, float]:
            return (box.left + 2 + (box.width - 4) * i / max(1, n - 1), box.bottom - 2 - (box.height - 4) * v)
        likely = float(fc.likely_loss)
        pygame.draw.line(surface, th.c.metal_dark, at(0, likely), at(n - 1, likely), 1)
        pygame.draw.lines(surface, fc.chance, False, [at(i, p.chance) for i, p in enumerate(self.points)], 2)
        if self.index is not None:
            x = at(self.index, 0)[0]
            pygame.draw.line(surface, fc.red, (x, box.top + 2), (x, box.bottom - 2), 2)

    def _position(self, surface: pygame.Surface) -> None:
        """The board as it was just before the turning point, over the end screen."""
        s = self.before
        assert s is not None
        sw, sh = surface.get_size()
        area = pygame.Rect(0, 0, int(sw * 0.6), int(sh * 0.6))
        area.midbottom = (sw // 2, min(b.rect.top for b in self.buttons) - self.theme.px(12))
        pygame.draw.rect(surface, (10, 14, 26), area.inflate(8, 8), border_radius=10)
        pygame.draw.rect(surface, self.cfg.foresight.red, area.inflate(8, 8), 2, border_radius=10)
        view = BoardView(self.theme, area)
        view.camera.fit(s.board.tiles)
        clip = surface.get_clip()
        surface.set_clip(area)
        view.draw_board(surface, s.board)
        for p in s.players:
            spot = pawn_targets(s, view).get(p.id, (0.0, 0.0))
            adv = s.data.adventurers[p.id]
            view.draw_pawn(surface, spot, tuple(self.cfg.pawn_colours[adv.colour]), pawn_letter(s, p.id))
        surface.set_clip(clip)
        if self.turn is not None:
            self.theme.blit_text(surface, tr("{step}…", step=tr(self.turn.label)), (area.left + self.theme.px(10),
                                                                  area.top + self.theme.px(8)), "bold", "small",
                                 self.theme.c.text, shadow=True)


__all__ = ["HEIGHT", "WhyLost"]
