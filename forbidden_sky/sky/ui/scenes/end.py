"""The end of a game: a victory after the launch, or a loss naming the cause and the moment."""

from __future__ import annotations

import math

import pygame


from ....i18n import N_, tr
from ...core.phases import OutcomeCode
from ..finished import Finished
from ..recording import add_rewind_button, rewind_command
from ....shell.scene import Command, Goto, Host, Quit, Scene
from ....shell.focus import FocusRing
from ....shell.theme import Button, dim, draw_skull, first_hit
from ..why_lost import HEIGHT as WHY_HEIGHT, WhyLost
from ..words import say

CAUSE_TITLE: dict[str, str] = {
    OutcomeCode.WON: N_("The rocket is away!"), OutcomeCode.ELECTROCUTED: N_("Electrocuted"),
    OutcomeCode.FALL: N_("A rope snapped"), OutcomeCode.SWEPT_AWAY: N_("Swept away"), OutcomeCode.ABANDONED: N_("Left behind")}
WON_TEXT = N_("Everyone reached the launch pad and the circuit carried the rocket up.")


class EndScene(Scene):
    overlay = True

    def __init__(self, app: Host, game: Finished) -> None:
        super().__init__(app)
        self.game = game
        self.t = 0.0
        self.focus = FocusRing()
        s = game.state
        self.won = s.outcome == OutcomeCode.WON
        self.title = CAUSE_TITLE.get(s.outcome or "", N_("Game over"))     # English: translated where drawn
        from ..records_words import end_notes
        self.notes = end_notes(game)   # a rewound game says so; the game code to share
        app.sounds.play("launch" if self.won else "thunder")
        self.why = None if self.won else WhyLost.make(app, game)   # the turning point (issue 13)
        self.resized(app.screen.get_size())

    def resized(self, size) -> None:
        w, h = size
        th = self.app.theme
        notes = 20 * len(getattr(self, "notes", ()))
        why = getattr(self, "why", None)
        self.rect = pygame.Rect(0, 0, min(th.px(640), w - th.px(60)), th.px(380 + notes + (WHY_HEIGHT + 8 if why else 0)))
        self.rect.center = (w // 2, h // 2)
        if why is not None:   # below the seed line and the records' notes, above the buttons
            why.lay_out(pygame.Rect(self.rect.left + th.px(30), self.rect.top + th.px(314 + notes),
                                    self.rect.width - th.px(60), th.px(WHY_HEIGHT - 10)))
        bw = th.px(170)
        x0 = self.rect.centerx - (3 * bw + th.px(24)) // 2
        y = self.rect.bottom - th.px(66)
        self.buttons = [Button(th, N_("Play again"), pygame.Rect(x0, y, bw, th.px(46)), "again", hotkey=pygame.K_RETURN,
                               size="body"),
                        Button(th, N_("New game"), pygame.Rect(x0 + bw + th.px(12), y, bw, th.px(46)), "new", size="body"),
                        Button(th, N_("Quit"), pygame.Rect(x0 + 2 * (bw + th.px(12)), y, bw, th.px(46)), "quit",
                               hotkey=pygame.K_ESCAPE,
                               size="body")]
        add_rewind_button(th, self.game, self.buttons)   # a recorded game: watch it and play on from a turn

    def handle_event(self, event) -> Command:
        # the focus ring walks the end buttons, then the turning point's (issue 13)
        ring = self.buttons + (self.why.buttons if self.why is not None else [])
        took, a = self.focus.handle(event, ring)
        if not took:
            a = first_hit(ring, event)
        if self.why is not None and a is not None and a.startswith("why_"):
            return self.why.press(a)
        if a == "again":
            # drop this overlay and the finished game under it, then start again
            return Goto("game", {"setup": self.game.setup}, pop=2)
        if a == "new":
            return Goto("setup", pop=2)
        if a == "quit":
            return Quit(0)
        if a == "rewind":
            return rewind_command(self.game)
        return None

    def update(self, dt) -> Command:
        self.t += dt
        return None

    @property
    def cause(self) -> str:
        """What ended the game, in the player's language (asked at each draw: a change of
        language shows at once)."""
        s = self.game.state
        said = say(s.outcome_cause) if s.outcome_cause else ""
        return said or (tr(WON_TEXT) if self.won else "")

    def draw(self, surface) -> None:
        th = self.app.theme
        dim(surface, 140)
        r = self.rect
        th.panel(surface, r, alpha_fill=(18, 22, 34))
        col = th.c.good if self.won else th.c.danger
        band = pygame.Rect(r.left + th.px(2), r.top + th.px(2), r.width - th.px(4), th.px(90))
        pygame.draw.rect(surface, (*[int(v * 0.35) for v in col[:3]],), band, border_top_left_radius=th.px(10),
                         border_top_right_radius=th.px(10))
        head = tr("VICTORY") if self.won else tr("DEFEAT")
        th.blit_text(surface, head, (r.centerx, r.top + th.px(14)), "display", "heading", col, anchor="midtop")
        th.blit_text(surface, th.fit(tr(self.title), r.width - th.px(24), "display", "heading"),
                     (r.centerx, r.top + th.px(50)), "display", "heading", th.c.text, anchor="midtop")
        if self.won:
            from ..art import draw_rocket
            # small enough that the flame stays above the sentence below it
            y = r.top + th.px(138) - (math.sin(self.t * 2) * 5)
            draw_rocket(surface, (r.centerx, y), th.px(62), th, flame=0.6 + 0.4 * math.sin(self.t * 20))
        else:
            draw_skull(surface, (r.centerx, r.top + th.px(150)), th.px(30), th.c.skull)
        s = self.game.state
        th.blit_wrapped(surface, self.cause, pygame.Rect(r.left + th.px(40), r.top + th.px(215), r.width - th.px(80),
                                                         th.px(60)), "regular", "large",
                        th.c.text)
        th.blit_text(surface, tr("{level} · turn {turn} · seed {seed}", level=tr(s.level.title()), turn=s.turn,
                                 seed=self.game.setup.seed),
                     (r.centerx, r.top + th.px(284)), "regular", "small", th.c.text_dim, anchor="midtop")
        for i, note in enumerate(self.notes):
            th.blit_text(surface, note, (r.centerx, r.top + th.px(306 + 20 * i)), "bold" if i == 0 else "regular", "small",
                         th.c.accent, anchor="midtop")
        for b in self.buttons:
            b.draw(surface)
        if self.why is not None:
            self.why.draw(surface)
