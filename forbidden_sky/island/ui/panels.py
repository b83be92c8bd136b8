"""The table and the team, drawn from the picture's state, and the hit map of what was drawn
(each rectangle with the thing it shows), so a click or a hover is answered for the state as
it is drawn. Draw-only: nothing here changes the game.

The table (left): the Water Meter (a tick for each Flood-card count, the skull at the top),
the Treasure and Flood decks with their counts, both discard piles (the top card; hover for
the whole pile, click to browse), the four treasures (captured or not, the team's cards of
each). The team (right): each player, the pawn, whose turn, the actions left, the hand sorted
by kind ("No cards", muted, for an empty one).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Hashable

import pygame

from ...i18n import ntr, tr
from ...shell import drawn
from ...shell.rooms.hitmap import HitMap
from ...shell.rooms.panels import PanelView
from ...shell.theme import Theme, draw_skull
from ..core.state import SUNK, GameState
from . import art
from .hand_order import sorted_hand
from .layout import Layout, card_h, card_w
from .look import Look
from .words import name_of

TABLE_PARTS = ("table", "meter", "treasure_piles", "flood_piles", "treasures")   # in drawing order
NAMES = TABLE_PARTS + ("team",)      # the panels of the shared panel view, in drawing order
Target = tuple  # ("card", player, card) | ("player", player) | ("pile", name) | ("treasure", id) | ("meter",)
# each target is in the hit map under its kind; a card lies on its player's row and answers first
HIT_ORDER = ("card", "pile", "meter", "treasure", "player")


def target_at(hits: HitMap, pos: tuple[int, int]) -> Target | None:
    """What a panel shows at ``pos`` (the card over its player's row)."""
    found: Target | None = hits.first(HIT_ORDER, pos)
    return found


def rect_of(hits: HitMap, target: Target) -> pygame.Rect | None:
    """Where a panel spot is drawn (a card of a hand, a player's row, a pile...)."""
    return hits.rect_of(target[0], target)


@dataclass(frozen=True)
class Showing:
    """What the panels are drawn from in one frame (``said``: the language and the scale)."""
    lay: Layout
    state: GameState
    meter: float                         # where the Water Meter's marker is now
    letters: dict[str, str]
    lifted: tuple[str, str] | None       # the card being dragged (player, card), drawn faded in its hand
    hover: Target | None
    said: tuple


class IslandPanels:
    """The table in parts (the panel, the Water Meter, the Treasure and the Flood cards, the
    treasures: each part lies on the panel, so the meter climbing paints only itself again) and
    the team: Island's ``PanelSet`` for the shared panel view (shell/rooms/panels.py)."""
    names: tuple[str, ...] = NAMES

    def __init__(self, theme: Theme, look: Look) -> None:
        self.theme, self.look = theme, look
        self.places: dict[str, pygame.Rect] = {}     # for the presenters
        self.hits = HitMap(topmost=True)             # the part being drawn

    def screen(self, sh: Showing) -> tuple[int, int]:
        return sh.lay.screen.size

    def rects(self, sh: Showing) -> list[pygame.Rect]:
        """Each part's rectangle: a part on the table a little larger (the count badges and the
        meter's marker stand out of their places)."""
        g = self.theme.px(4)
        table = self.table_rects(sh.lay.table)
        return [table[n] if n == "table" else table[n].inflate(g, g) for n in TABLE_PARTS] + [pygame.Rect(sh.lay.team)]

    def keys(self, sh: Showing) -> list[Hashable]:
        rects = self.rects(sh)
        out: list[Hashable] = []
        for name, rect in zip(NAMES, rects, strict=True):
            if name == "team":
                shows: tuple = team_key(sh.state, sh.letters, sh.lifted, sh.hover)
            else:
                shows = (sh.state, sh.meter) if name == "meter" else (sh.state,)
            out.append(shows + sh.said + (tuple(rect),))
        return out

    def draw(self, i: int, sh: Showing, surface: pygame.Surface, hits: HitMap) -> None:
        self.hits = hits
        name = NAMES[i]
        if name == "team":
            self._team(surface, sh.lay, sh.state, sh.letters, sh.lifted, _card_hover(sh.hover))
        else:
            self.draw_table_part(surface, sh.lay, sh.state, sh.meter, name)

    def table_rects(self, r: pygame.Rect) -> dict[str, pygame.Rect]:
        """Where each part of the table sits (the panel itself, then what lies on it)."""
        p = self.theme.px
        inner = r.inflate(-p(16), 0)
        top = r.top + p(30)
        meter_h = int((r.height - p(30)) * 0.42)
        pile_h = int((r.height - p(30)) * 0.19)
        y = top + meter_h + p(8)
        return {"table": pygame.Rect(r), "meter": pygame.Rect(inner.left, top, inner.width, meter_h),
                "treasure_piles": pygame.Rect(inner.left, y, inner.width, pile_h),
                "flood_piles": pygame.Rect(inner.left, y + pile_h + p(6), inner.width, pile_h),
                "treasures": pygame.Rect(inner.left, y + 2 * (pile_h + p(6)), inner.width,
                                         r.bottom - y - 2 * (pile_h + p(6)) - p(8))}

    def draw_table_part(self, surface: pygame.Surface, lay: Layout, state: GameState, meter: float, part: str) -> None:
        """One part of the table: the panel, the Water Meter (``meter``: where its marker is
        now), the Treasure or the Flood cards, the treasures."""
        r = self.table_rects(lay.table)[part]
        if part == "table":
            self.theme.panel(surface, r, tr("The table"))
        with drawn.box(lay.table, "table"):
            if part == "meter":
                self._meter(surface, r, state, meter)
            elif part in ("treasure_piles", "flood_piles"):
                self._piles(surface, r, state, flood=part == "flood_piles")
            elif part == "treasures":
                self._treasures(surface, r, state)

    # ---- the table --------------------------------------------------------------------------

    def _meter(self, surface: pygame.Surface, r: pygame.Rect, state: GameState, meter: float) -> None:
        th, p, lk = self.theme, self.theme.px, self.look
        water = state.data.water
        ticks = water.skull
        th.blit_text(surface, th.fit(tr("Water Meter"), r.width, "bold", "small"), (r.left, r.top), "bold", "small",
                     th.c.text_dim)
        bar = pygame.Rect(r.left, r.top + p(20), r.width, r.height - p(22))
        self.hits.add("meter", bar, ("meter",))
        self.places["meter"] = bar
        step = bar.height / ticks
        col_w = max(p(26), bar.width // 3)
        tube = pygame.Rect(bar.left + p(2), bar.top, col_w, bar.height)
        pygame.draw.rect(surface, lk.c("sea_deep"), tube, border_radius=p(6))
        level = max(0.0, min(float(ticks), meter))
        filled = int(step * (level - 0.5 if level >= 1 else 0))
        water_r = pygame.Rect(tube.left, tube.bottom - filled, tube.width, filled)
        k = (level - 1) / max(1, ticks - 2)
        colour = tuple(int(lk.c("meter_low")[i] + (lk.c("meter_high")[i] - lk.c("meter_low")[i]) * max(0, min(1, k)))
                       for i in range(3))
        pygame.draw.rect(surface, colour, water_r, border_radius=p(6))
        pygame.draw.rect(surface, th.c.panel_edge, tube, max(1, p(2)), border_radius=p(6))
        start = state.data.levels[state.level].start_tick if state.level in state.data.levels else 1
        for tick in range(1, ticks + 1):
            cy = int(bar.bottom - step * (tick - 0.5))
            x = tube.right + p(6)
            if tick == ticks:
                draw_skull(surface, (x + p(8), cy), max(3, p(7)), th.c.danger if state.water >= ticks - 1 else th.c.skull)
                continue
            here = tick == state.water
            pygame.draw.line(surface, th.c.text if here else th.c.text_dim, (tube.right - p(8), cy), (tube.right, cy),
                             max(1, p(2)))
            size = "small" if here else "tiny"
            th.blit_text(surface, str(water.draws(tick)), (x, cy), "bold" if here else "regular", size,
                         th.c.text if here else th.c.text_dim, anchor="midleft")
            if tick == start:
                lab = th.fit(tr(state.data.levels[state.level].name), bar.right - x - p(22), "regular", "tiny")
                th.blit_text(surface, lab, (x + p(20), cy), "regular", "tiny", th.c.text_dim, anchor="midleft")
        # the marker: an arrow at the level the picture shows
        my = bar.bottom - step * (level - 0.5)
        pts = [(tube.left - p(1), my), (tube.left + p(10), my - p(6)), (tube.left + p(10), my + p(6))]
        pygame.draw.polygon(surface, th.c.text, pts)
        pygame.draw.polygon(surface, th.c.text_dark, pts, max(1, p(1)))

    def _piles(self, surface: pygame.Surface, r: pygame.Rect, state: GameState, flood: bool) -> None:
        th, p, lk = self.theme, self.theme.px, self.look
        title = tr("Flood cards") if flood else tr("Treasure cards")
        # a heading longer in another language steps down a size before it is cut ("Cartas de
        # inundación" at 1024 wide read "Cartas de inundaci…")
        # (both pile headings at the size the longer needs, so the two read as a pair)
        longer = max(tr("Flood cards"), tr("Treasure cards"), key=lambda t: th.font("bold", "small").size(t)[0])
        size = th.fitting_size(longer, r.width, "bold", ("small", "tiny"))
        th.blit_text(surface, th.fit(title, r.width, "bold", size), (r.left, r.top), "bold", size, th.c.text_dim)
        ch = r.height - p(20)
        cw = min(int(ch / 1.4), (r.width - p(8)) // 2)
        ch = int(cw * 1.4)
        deck = pygame.Rect(r.left, r.top + p(18), cw, ch)
        disc = pygame.Rect(r.left + cw + p(8), r.top + p(18), cw, ch)
        name = "flood" if flood else "treasure"
        pile = state.flood_deck if flood else state.treasure_deck
        discard = state.flood_discard if flood else state.treasure_discard
        if pile:
            art.card_back(surface, lk, deck, flood)
        else:
            pygame.draw.rect(surface, th.c.metal_dark, deck, max(1, p(1)), border_radius=p(4))
        self._count(surface, deck, len(pile))
        if discard:
            top = discard[-1]
            if flood:
                art.flood_card_face(surface, lk, disc, name_of(state.data, top))
            else:
                spec = state.data.cards[top]
                art.card_face(surface, lk, disc, spec.kind, spec.treasure)
        else:
            pygame.draw.rect(surface, th.c.metal_dark, disc, max(1, p(1)), border_radius=p(4))
        self._count(surface, disc, len(discard))
        self.hits.add("pile", deck, ("pile", f"{name}_deck"))
        self.hits.add("pile", disc, ("pile", f"{name}_discard"))
        self.places[f"{name}_deck"] = deck
        self.places[f"{name}_discard"] = disc

    def _count(self, surface: pygame.Surface, card: pygame.Rect, n: int) -> None:
        th, p = self.theme, self.theme.px
        label = str(n)
        img = th.text(label, "bold", "small", th.c.text)
        badge = pygame.Rect(0, 0, max(img.get_width() + p(8), p(22)), img.get_height() + p(2))
        badge.midbottom = (card.centerx, card.bottom + p(2))
        pygame.draw.rect(surface, th.c.text_dark, badge, border_radius=p(8))
        with drawn.box(badge, "count"):
            th.blit_text(surface, label, badge.center, "bold", "small", th.c.text, anchor="center")

    def _treasures(self, surface: pygame.Surface, r: pygame.Rect, state: GameState) -> None:
        th, p, lk = self.theme, self.theme.px, self.look
        th.blit_text(surface, th.fit(tr("Treasures"), r.width, "bold", "small"), (r.left, r.top), "bold", "small",
                     th.c.text_dim)
        ids = list(state.data.treasures)
        held = Counter(c for h in state.hands for c in h)
        cols = 2
        cell_w = r.width // cols
        cell_h = max(p(20), (r.height - p(20)) // 2)
        for i, t in enumerate(ids):
            col, row = i % cols, i // cols
            box = pygame.Rect(r.left + col * cell_w, r.top + p(20) + row * cell_h, cell_w - p(4), cell_h - p(4))
            taken = t in state.captured
            pygame.draw.rect(surface, (40, 46, 64) if taken else (26, 30, 44), box, border_radius=p(6))
            rad = min(box.width, box.height) * 0.26
            centre = (box.centerx, box.top + rad + p(4))
            art.draw_treasure(surface, lk, t, centre, rad, faded=not taken)
            tiles = state.data.treasures[t].tiles
            left = sum(1 for tile in tiles if state.tile_status(tile) != SUNK)
            card = next((c.id for c in state.data.cards.values() if c.treasure == t), t)
            if taken:
                label = tr("Captured")
                pygame.draw.circle(surface, th.c.good, (box.right - p(9), box.top + p(9)), p(6))
            else:
                label = ntr("{n} card", "{n} cards", held[card])
            colour = th.c.good if taken else (th.c.danger if left < len(tiles) else th.c.text_dim)
            with drawn.box(box, f"treasure {t}"):
                th.blit_text(surface, th.fit(label, box.width - p(4), "regular", "tiny"),
                             (box.centerx, box.bottom - p(2)), "regular", "tiny", colour, anchor="midbottom")
            self.hits.add("treasure", box, ("treasure", t))
            self.places[f"treasure:{t}"] = box

    # ---- the team ---------------------------------------------------------------------------

    def _team(self, surface: pygame.Surface, lay: Layout, state: GameState, letters: dict[str, str],
              lifted: tuple[str, str] | None, hover: Target | None) -> None:
        th, p, lk = self.theme, self.theme.px, self.look
        r = lay.team
        th.panel(surface, r, tr("The team"))
        cw, ch = card_w(th, r.width), card_h(th, r.width)
        y = r.top + p(30)
        row_h = (r.height - p(36)) // max(1, len(state.players))
        pending = state.pending[0].player if state.pending else None
        for i, pid in enumerate(state.players):
            row = pygame.Rect(r.left + p(6), y + i * row_h, r.width - p(12), row_h - p(4))
            current = pid == state.current and not state.over
            if current or pid == pending:
                pygame.draw.rect(surface, (52, 46, 40) if current else (70, 30, 30), row, border_radius=p(6))
                pygame.draw.rect(surface, th.c.accent if current else th.c.danger, row, max(1, p(2)), border_radius=p(6))
            self.hits.add("player", row, ("player", pid))
            self.places[f"player:{pid}"] = row
            adv = state.data.adventurers[pid]
            pr = p(10)
            art.draw_pawn(surface, lk, adv.pawn, letters.get(pid, "?"), (row.left + p(16), row.top + p(14)), pr)
            name, size = self._row_name(state, pid, current, row.width - p(36))
            with drawn.box(row, f"player {pid}"):
                th.blit_text(surface, th.fit(name, row.width - p(36), "bold", size), (row.left + p(32), row.top + p(5)),
                             "bold", size, th.c.text)
            hand = sorted_hand(state.data, state.hand(pid))
            x = row.left + p(6)
            cy = row.top + p(28)
            if not hand:         # an empty hand says so, muted, where its cards would lie
                with drawn.box(row, f"hand {pid}"):
                    th.blit_text(surface, th.fit(tr("No cards"), row.width - p(16), "regular", "small"),
                                 (x + p(2), min(cy + ch // 2, (cy + row.bottom) // 2)), "regular", "small",
                                 th.c.text_dim, anchor="midleft")
            per = max(1, min(cw + p(4), (row.width - p(10)) // max(1, len(hand))))
            for card in hand:
                rect = pygame.Rect(x, cy, cw, ch)
                spec = state.data.cards[card]
                faded = lifted == (pid, card)
                hl = None
                if hover == ("card", pid, card):
                    hl = th.c.hover
                if faded:
                    pygame.draw.rect(surface, th.c.metal_dark, rect, max(1, p(1)), border_radius=p(4))
                else:
                    art.card_face(surface, lk, rect, spec.kind, spec.treasure, highlight=hl)
                self.hits.add("card", rect, ("card", pid, card))
                x += per


    def _row_name(self, state: GameState, pid: str, current: bool, width: int) -> tuple[str, str]:
        """A player's line and its size: the name, and on the current player's row the actions
        left or the draw. Too long for the row (Spanish at 1024x640 read "Submarinista · le
        quedan …"), the actions say it shorter ("Submarinista · 3 acciones"), then a size down."""
        th = self.theme
        name = name_of(state.data, pid)
        if not current:
            return name, "small"
        if state.phase.value != "actions":
            said = tr("{player} · drawing", player=name)
            return said, th.fitting_size(said, width, "bold", ("small", "tiny"))
        n = state.actions_left
        said = ntr("{player} · {n} action left", "{player} · {n} actions left", n, player=name)
        if th.font("bold", "small").size(said)[0] <= width:
            return said, "small"
        short = ntr("{player} · {n} action", "{player} · {n} actions", n, player=name)   # the row's short form
        return short, th.fitting_size(short, width, "bold", ("small", "tiny"))


def _card_hover(hover: Target | None) -> Target | None:
    """The only hover the panels draw: a card in a hand, ringed."""
    return hover if hover and hover[0] == "card" else None


def team_key(state: GameState, letters: dict[str, str], lifted: tuple[str, str] | None, hover: Target | None) -> tuple:
    """What the team panel shows (it is painted again when this changes)."""
    return state, tuple(letters.items()), lifted, _card_hover(hover)


def panel_view(panels: IslandPanels) -> PanelView[Showing]:
    """The shared panel view over Island's panels: each part of the table lies on the table."""
    table = NAMES.index("table")
    return PanelView(panels, lies_on={NAMES.index(n): table for n in TABLE_PARTS if n != "table"}, topmost=True)
