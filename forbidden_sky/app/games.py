"""The Games list: every recorded game of every game (finished, unfinished, rewound), each
marked with its game, a filter by game, and the statistics of each game.

Game-free: each record opens through its game's card (app/screens.py CARDS), which knows
that game's screens (Sky's ``game`` and ``replay``, Island's ``island_game`` and
``island_replay``); the records package replays it through the protocol only.
Open one to resume, replay or delete it. A record that cannot be used (damaged, newer, other
data, hostile, an impossible action) is listed with the reason in words; nothing is ever
deleted but on the player's word, after a question.
"""

from __future__ import annotations

from typing import Any, Optional

import pygame

from types import ModuleType

from ..records import Entry, RecordError, replay
from ..shell.text import drawable
from ..records.code import encode
from ..records.stats import Stats, compute
from ..i18n import language, say, tr
from ..shell import record_words as W
from ..shell.focus import FocusRing
from ..shell.prompt import Prompt
from ..shell.scene import ALL, Command, Goto, Host, Scene
from ..shell.theme import Button, first_hit
from . import screens

ROW_H = 40    # at UI scale 1 (th.px)
ALL_GAMES = "all"


def card_of(gid: str) -> Optional[ModuleType]:
    """The card of a record's game, or None for a game this version has no screens for."""
    return screens.card(gid) if gid in screens.CARDS else None


class GamesScene(Scene):
    def __init__(self, app: Host, problem: str = "") -> None:
        super().__init__(app)
        self.store = getattr(app, "records", None)
        self.entries: list[Entry] = []
        self.selected = 0
        self.scroll = 0
        # why Continue could not open the last game, when that is how we got here
        self.message: Optional[tuple[str, Any]] = (tr(W.OPEN_FAILED, why=say(problem)), app.theme.c.danger) \
            if problem else None
        self.prompt: Optional[Prompt] = None
        self.focus = FocusRing(arrows=False)   # Tab over the buttons; Up/Down choose the game
        self.shown_game = ALL_GAMES            # the filter: every game, or one game's records
        self.all_entries: list[Entry] = []
        self._names: dict[str, dict[str, str]] = {}
        self.reload()
        self.resized(app.screen.get_size())

    def reload(self) -> None:
        self.all_entries = self.store.entries() if self.store is not None else []
        self._filter()
        good = [e.summary for e in self.all_entries if e.summary is not None and e.problem is None]
        self.stats_by_game: dict[str, Stats] = {gid: compute(good, game=gid) for gid in screens.CARDS}

    def _filter(self) -> None:
        """The rows the filter shows (a file that is no game's record shows under every filter:
        it can only be deleted, and should be seen)."""
        g = self.shown_game
        self.entries = [e for e in self.all_entries
                        if g == ALL_GAMES or e.summary is None or e.summary.game == g]
        self.selected = min(self.selected, max(0, len(self.entries) - 1))
        self.scroll = min(self.scroll, max(0, len(self.entries) - 1))

    @property
    def stats(self) -> Stats:
        """The statistics shown: the filtered game's (every game's count together for "all")."""
        if self.shown_game in self.stats_by_game:
            return self.stats_by_game[self.shown_game]
        good = [e.summary for e in self.all_entries if e.summary is not None and e.problem is None]
        return compute(good)

    def names(self, gid: str) -> dict[str, str]:
        """A game's adventurer names in the player's language (a change of language shows at once)."""
        key = f"{gid}:{language()}"
        if key not in self._names:
            card = card_of(gid)
            self._names[key] = card.names() if card is not None else {}
        return self._names[key]

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        px = th.px
        self.row_h = px(ROW_H)
        self.rect = pygame.Rect(0, 0, min(px(1100), w - px(40)), h - px(40))
        self.rect.center = (w // 2, h // 2)
        r = self.rect
        self.list_rect = pygame.Rect(r.left + px(20), r.top + px(104), r.width - px(40), r.height - px(104 + 150))
        # the filter: every game, or one, in a row under the heading (F cycles it)
        filters = [(W.ALL_GAMES, ALL_GAMES)] + [(screens.card(g).NAME, g) for g in screens.CARDS]
        fw = min(px(180), (r.width - px(40)) // len(filters) - px(8))
        self.filters = [Button(th, label, pygame.Rect(r.left + px(20) + i * (fw + px(8)), r.top + px(66), fw, px(30)),
                               "show:" + g, size="small") for i, (label, g) in enumerate(filters)]
        y = r.bottom - px(62)
        acts = ["resume", "replay", "delete"]
        self.buttons = [Button(th, W.BUTTONS[a], pygame.Rect(r.left + px(20 + i * 160), y, px(150), px(44)), a, size="body")
                        for i, a in enumerate(acts)]
        self.buttons.append(Button(th, W.BUTTONS["back"], pygame.Rect(r.right - px(170), y, px(150), px(44)), "back",
                                   hotkey=pygame.K_ESCAPE, size="body"))
        if self.focus.index is not None:       # a resize keeps the ring where it was
            self.focus.index %= len(self.buttons)
            self.buttons[self.focus.index].focused = True
        if self.prompt is not None:
            self.prompt.layout(self.rect)

    # ---- what is selected ---------------------------------------------------------------------

    def current(self) -> Optional[Entry]:
        return self.entries[self.selected] if 0 <= self.selected < len(self.entries) else None

    def _refresh_buttons(self) -> None:
        e = self.current()
        ok = e is not None and e.summary is not None and e.problem is None
        for b in self.buttons:
            if b.action == "resume":
                b.enabled = ok and e is not None and e.summary is not None and not e.summary.finished
            elif b.action == "replay":
                b.enabled = ok
            elif b.action == "delete":
                b.enabled = e is not None

    # ---- input --------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> Command:
        if self.prompt is not None:
            if self.prompt.handle(event) == "done":
                self.prompt = None
            return None
        self._refresh_buttons()
        took, pressed = self.focus.handle(event, self.buttons + self.filters)   # Tab, then Enter/Space on a button
        if took:
            return self._button(pressed) if pressed else None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_f:
            keys = [b.action for b in self.filters]
            return self._button(keys[(keys.index("show:" + self.shown_game) + 1) % len(keys)])
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
                                                          pygame.K_KP_ENTER):
            return self._key(event.key)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(max(0, len(self.entries) - self._rows()), self.scroll - event.y))
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.list_rect.collidepoint(event.pos):
            self._click_row(event.pos[1])
            return None
        a = first_hit(self.buttons + self.filters, event)
        return self._button(a) if a else None

    def _key(self, key: int) -> Command:
        """Up and Down move the selection; Enter opens the selected game the natural way:
        resume it if unfinished, else watch it."""
        if key in (pygame.K_UP, pygame.K_DOWN):
            self._select(self.selected + (1 if key == pygame.K_DOWN else -1))
            return None
        e = self.current()
        if e is not None and e.summary is not None and not e.problem:
            return self._button("resume" if not e.summary.finished else "replay")
        return None

    def _click_row(self, y: int) -> None:
        """A click in the list selects the row under it (not the header)."""
        top = self.list_rect.top + self.app.theme.px(26)
        row = (y - top) // self.row_h + self.scroll
        if 0 <= row < len(self.entries) and y >= top:
            self._select(row)

    def _rows(self) -> int:
        return max(1, (self.list_rect.height - self.app.theme.px(30)) // self.row_h)

    def _select(self, i: int) -> None:
        self.selected = max(0, min(len(self.entries) - 1, i))
        self.message = None
        rows = self._rows()
        self.scroll = min(self.selected, max(self.scroll, self.selected - rows + 1))

    def _button(self, a: str) -> Command:
        self.app.sounds.play("click")
        e = self.current()
        if a.startswith("show:"):
            self.shown_game = a.split(":", 1)[1]
            self.selected = self.scroll = 0
            self.message = None
            self._filter()
            return None
        if a == "back":
            # a fresh title: its Continue must not offer a game just deleted here
            return Goto("title", pop=ALL)
        if e is None:
            return None
        if a == "delete":
            text = W.DELETE_TEXT if e.summary is not None and e.problem is None else W.DELETE_BAD_TEXT
            self.prompt = Prompt(self.app.theme, W.DELETE_TITLE, text, [(W.BUTTONS["delete"], e)], self._delete,
                                 default=1)     # the focus starts on Cancel: Enter never deletes
            self.prompt.layout(self.rect)
            return None
        card = card_of(e.summary.game) if e.summary is not None else None
        if e.summary is not None and card is None:
            # a game this version has no screens for: listed and deletable here, never opened
            return self._refuse(e, tr(W.UNKNOWN_GAME, game=drawable(e.summary.game, 20)))
        record = e.record      # the whole record, read now (the list shows its summary)
        if record is None or card is None:
            return self._refuse(e, e.problem or "") if e.problem else None
        if a == "resume":
            cmd, problem = card.open_record(record)
            if cmd is None:
                return self._refuse(e, problem or "")
            return cmd
        if a == "replay":
            try:
                rep = replay(record)   # a record whose moves do not reach what it states is refused
            except RecordError as exc:
                return self._refuse(e, exc.reason)
            except ValueError as exc:
                return self._refuse(e, str(exc))
            return card.replay(rep)
        return None

    def _refuse(self, e: Entry, why: str) -> Command:
        """Opening found a problem the list could not see (an impossible action): say it on the
        row, in words, and keep the file."""
        e.problem = why
        self.message = (tr(W.OPEN_FAILED, why=say(why)), self.app.theme.c.danger)
        self.app.sounds.play("refuse")
        return None

    def _delete(self, e: Entry) -> None:
        why = self.store.delete(e.path) if self.store is not None else None
        self.reload()
        if why:
            self.message = (tr(W.DELETE_FAILED, why=why), self.app.theme.c.danger)

    def update(self, dt: float) -> Command:
        return None

    # ---- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.app.sky.draw(surface)
        r = self.rect
        th.panel(surface, r)
        th.blit_text(surface, tr(W.GAMES_TITLE), (r.left + th.px(24), r.top + th.px(16)), "display", "heading", th.c.copper_light)
        for b in self.filters:
            b.toggled = b.action == "show:" + self.shown_game
            b.draw(surface)
        self._draw_list(surface)
        self._draw_stats(surface)
        self._draw_code(surface)
        if self.message:
            th.blit_wrapped(surface, self.message[0], pygame.Rect(r.left + th.px(20), r.bottom - th.px(142),
                                                                  r.width - th.px(40), th.px(40)),
                            "regular", "body", self.message[1])
        self._refresh_buttons()
        for b in self.buttons:
            b.draw(surface)
        if self.prompt is not None:
            self.prompt.draw(surface)

    def _columns(self) -> list[int]:
        lr = self.list_rect
        w = lr.width   # proportional: the list fits from the smallest window up
        px = self.app.theme.px
        return [lr.left + px(10), lr.left + int(w * 0.12), lr.left + int(w * 0.29), lr.left + int(w * 0.55),
                lr.left + int(w * 0.65), lr.right - px(60)]

    def _draw_list(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        lr = self.list_rect
        pygame.draw.rect(surface, (12, 14, 22), lr, border_radius=th.px(6))
        cols = self._columns()
        for j, (x, name) in enumerate(zip(cols, (W.GAME_COLUMN, *W.COLUMNS), strict=True)):
            room = (cols[j + 1] if j + 1 < len(cols) else lr.right) - x - th.px(8)
            th.blit_text(surface, th.ellipsis(tr(name), room, "bold", "small"), (x, lr.top + th.px(6)), "bold", "small",
                         th.c.text_dim)
        if not self.entries:
            msg = tr(W.GAMES_EMPTY if self.store is not None else W.GAMES_NO_FOLDER)
            th.blit_text(surface, msg, (lr.centerx, lr.centery), "regular", "body", th.c.text_dim, anchor="center")
            return
        y = lr.top + th.px(28)
        for i in range(self.scroll, min(len(self.entries), self.scroll + self._rows())):
            e = self.entries[i]
            row = pygame.Rect(lr.left + th.px(2), y, lr.width - th.px(4), self.row_h - th.px(4))
            if i == self.selected:
                pygame.draw.rect(surface, th.c.button_hover, row, border_radius=th.px(5))
                pygame.draw.rect(surface, th.c.accent, row, th.px(2), border_radius=th.px(5))
            self._draw_row(surface, e, cols, row)
            y += self.row_h

    def _draw_row(self, surface: pygame.Surface, e: Entry, cols: list[int], row: pygame.Rect) -> None:
        th = self.app.theme
        cy = row.centery
        rec = e.summary
        if rec is None or e.problem:
            # the file's name over the first two columns (the game's column alone is too narrow
            # for it: the name ran under the reason), the reason from the third
            name = th.ellipsis(drawable(e.path.name, 40) or tr(W.NO_NAME), cols[2] - cols[0] - th.px(12), "regular",
                               "small")
            th.blit_text(surface, name, (cols[0], cy), "regular", "small", th.c.text_dim, anchor="midleft")
            # one line, cut with an ellipsis (the whole reason is said when the row is opened)
            why = th.ellipsis(tr(W.REFUSED, why=drawable(say(e.problem or ""), 300)), row.right - cols[2] - th.px(10),
                              "regular", "small")
            th.blit_text(surface, why, (cols[2], cy), "regular", "small", th.c.danger, anchor="midleft")
            return
        card = card_of(rec.game)
        names = self.names(rec.game)
        who = drawable(", ".join(names.get(p, p) for p in rec.players), 200)
        fit = th.wrap(who, cols[3] - cols[2] - th.px(12), "regular", "small")   # five names: clipped, not overlapping
        who = fit[0] + ("…" if len(fit) > 1 else "") if fit else who
        game = tr(card.SHORT) if card is not None else drawable(rec.game, 20)
        level = card.level_name(rec.level) if card is not None else drawable(rec.level, 20)
        outcome = card.outcome(rec.outcome) if card is not None else drawable(str(rec.outcome), 40)
        cells = [game, W.when(rec.updated), who, drawable(level, 20), outcome, str(rec.turns)]
        colour = th.c.good if rec.outcome == "won" else th.c.text
        game_colour = th.cfg.title.get(f"{rec.game}_name", th.c.text)
        drawn = []
        for j, (x, text) in enumerate(zip(cols, cells, strict=True)):
            room = (cols[j + 1] if j + 1 < len(cols) else row.right) - x - th.px(8)
            shown = th.ellipsis(text, room, "regular", "small") if j in (0, 3) else text
            drawn.append(th.blit_text(surface, shown, (x, cy), "bold" if j == 0 else "regular", "small",
                                      game_colour if j == 0 else colour if j == 4 else th.c.text, anchor="midleft"))
        daily = getattr(card, "DAILY_MARK", W.SOURCE_MARK["daily"])
        marks = {**W.SOURCE_MARK, "daily": daily}
        mark = tr(W.REWOUND_MARK) if rec.branch is not None else tr(marks.get(rec.source, ""))
        if mark:   # just after the outcome, where a player reads whether the game counts
            room = cols[5] - drawn[4].right - th.px(18)
            if room > th.px(24):
                th.blit_text(surface, th.ellipsis(mark, room, "bold", "tiny"), (drawn[4].right + th.px(10), cy), "bold",
                             "tiny", th.c.accent, anchor="midleft")

    def _draw_code(self, surface: pygame.Surface) -> None:
        """The selected game's code, so a table can share a storm it liked (or survived)."""
        e = self.current()
        s = e.summary if e is not None and e.problem is None else None
        code = encode(s.players, s.level, s.seed, s.game) if s is not None else None
        if code:
            th = self.app.theme
            # in the heading's row, clear of the list and of the statistics however many rows
            card = card_of(s.game) if s is not None else None
            text = tr(getattr(card, "CODE_SHOWN", W.CODE_SHOWN), code=code)
            heading = th.font("display", "heading").size(tr(W.GAMES_TITLE))[0]
            room = self.rect.width - th.px(24 + 24 + 24) - heading
            th.blit_text(surface, th.fit(text, room, "regular", "small"),
                         (self.rect.right - th.px(24), self.rect.top + th.px(58)), "regular", "small", th.c.accent,
                         anchor="bottomright")

    def _draw_stats(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        st = self.stats
        x, y = self.rect.left + th.px(24), self.list_rect.bottom + th.px(10)
        if self.shown_game == ALL_GAMES:        # each game's own line: their numbers never mix
            heads = [(g, s) for g, s in self.stats_by_game.items() if s.played]
            for i, (g, s) in enumerate(heads[:2] or [("", st)]):
                text = tr(W.STATS_GAME_HEAD, game=tr(screens.card(g).NAME), played=s.played, won=s.won,
                          longest=s.longest) if g else tr(W.STATS_HEAD, played=s.played, won=s.won, longest=s.longest)
                th.blit_text(surface, th.ellipsis(text, self.rect.width - th.px(48), "bold", "body"),
                             (x, y + th.px(i * 24)), "bold", "body", th.c.text)
            rewound = sum(s.rewound for s in self.stats_by_game.values())
            if rewound:
                th.blit_text(surface, tr(W.STATS_NOTE, rewound=rewound), (x, y + th.px(max(1, len(heads)) * 24 + 4)),
                             "regular", "small", th.c.text_dim)
            return
        card = screens.card(self.shown_game)
        th.blit_text(surface, th.ellipsis(tr(W.STATS_HEAD, played=st.played, won=st.won, longest=st.longest),
                                          self.rect.width - th.px(48), "bold", "body"), (x, y), "bold", "body", th.c.text)
        rows = [tr(W.STATS_ROW, level=card.level_name(lv), n=n, played=p, won=wn)
                for (lv, n), (p, wn) in sorted(st.by_setup.items())]
        if st.rewound:
            rows.append(tr(W.STATS_NOTE, rewound=st.rewound))
        for i, text in enumerate(rows[:6]):
            col, line = divmod(i, 3)
            th.blit_text(surface, text, (x + th.px(col * 360), y + th.px(24 + line * 18)), "regular", "small", th.c.text_dim)
