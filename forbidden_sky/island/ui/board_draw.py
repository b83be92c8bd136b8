"""The island drawn from the picture: the sea, each tile (its dry face, the flooded face rising
over it as the water comes, shrinking away as it sinks, only water once sunk), the lit tiles of
a drag or a question, the keyboard's cursor, the pawns, and a card turned over in the middle.
Draw-only."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from ...i18n import tr
from ...shell import drawn
from ..core.state import GameState
from . import art
from .board_view import BoardView
from .look import Look
from .picture import Picture
from .words import name_of

LIT_COLOURS = {"move": "lit", "fly": "lit_fly", "navigate": "lit", "swim": "lit_swim", "play": "lit_fly",
               "shore_up": "lit", "refuse": "refuse"}


def start_marks(state: GameState, letters: Mapping[str, str]) -> dict[str, tuple[str, str]]:
    """Each start tile's mark: the letter and pawn colour of the adventurer who begins there
    (drawn for every adventurer of the data, in the game or not: it is printed on the tile)."""
    out = {}
    for adv in state.data.adventurers.values():
        letter = letters.get(adv.id) or tr(adv.name)[:1].upper()
        out[adv.start] = (letter, adv.pawn)
    return out


def draw_board(surface: pygame.Surface, view: BoardView, pic: Picture, look: Look, letters: Mapping[str, str],
               lit: Mapping[int, str], cursor: int | None = None, hidden_pawn: str | None = None) -> None:
    """The whole island at once (the screen caches the sea and each tile: island/ui/frame.py)."""
    draw_sea(surface, view, look)
    marks = start_marks(pic.state, letters)
    for cell in range(len(pic.state.place)):
        draw_tile(surface, view, pic, look, cell, marks)
    draw_lit(surface, view, pic.state, look, lit, cursor)
    draw_pawns(surface, pic, look, letters, hidden_pawn)


def draw_sea(surface: pygame.Surface, view: BoardView, look: Look) -> None:
    surface.blit(art.sea(view.area.size, look), view.area)


def tile_key(view: BoardView, pic: Picture, cell: int, marks: Mapping[str, tuple[str, str]]) -> tuple:
    """What ``draw_tile`` shows of a cell (its cached picture is painted again when this changes)."""
    tile = pic.state.place[cell]
    water = pic.water[cell] if cell < len(pic.water) else 0.0
    gone = pic.gone[cell] if cell < len(pic.gone) else 0.0
    return tile, water, gone, name_of(pic.state.data, tile), marks.get(tile), view.face


def draw_tile(surface: pygame.Surface, view: BoardView, pic: Picture, look: Look, cell: int,
              marks: Mapping[str, tuple[str, str]]) -> None:
    """One cell: the dry face, the flooded face risen over it as far as the water has come,
    shrinking away as it sinks, a ring of foam once sunk. Inside the cell's square."""
    state = pic.state
    data = state.data
    face = view.face
    tile = state.place[cell]
    rect = view.cell_rect(cell)
    gone = pic.gone[cell] if cell < len(pic.gone) else 0.0
    if gone >= 1.0:
        art.sunk_mark(surface, look, rect)
        return
    letter, colour = marks.get(tile, ("", ""))
    name = name_of(data, tile)
    dry = art.tile_face(data, look, tile, name, False, face, letter, colour)
    water = pic.water[cell] if cell < len(pic.water) else 0.0
    img = dry
    if water > 0.0:
        wet = art.tile_face(data, look, tile, name, True, face, letter, colour)
        if water >= 1.0:
            img = wet
        else:
            img = dry.copy()
            h = int(face * water)
            img.blit(wet, (0, face - h), pygame.Rect(0, face - h, face, h))
    if gone > 0.0:
        size = max(1, int(face * (1 - gone * 0.6)))
        img = pygame.transform.smoothscale(img, (size, size))
        img.set_alpha(int(255 * (1 - gone)))
        surface.blit(img, img.get_rect(center=rect.center))
    else:
        surface.blit(img, rect)
        # the name is the island's own label (a banner or a tooltip may lie over it a moment)
        drawn.text(surface, art.name_plate(face).move(rect.topleft), name, box=rect, owner="board")


def draw_lit(surface: pygame.Surface, view: BoardView, state: GameState, look: Look, lit: Mapping[int, str],
             cursor: int | None) -> None:
    """The lit tiles and the keyboard's cursor."""
    for cell, kind in lit.items():
        if 0 <= cell < len(state.place):
            draw_lit_cell(surface, view, look, cell, kind)
    if cursor is not None and 0 <= cursor < len(state.place):
        draw_cursor(surface, view, look, cursor)


def lit_box(view: BoardView, cell: int) -> pygame.Rect:
    w = max(2, view.face // 18)
    return view.cell_rect(cell).inflate(w + 2, w + 2)


def draw_lit_cell(surface: pygame.Surface, view: BoardView, look: Look, cell: int, kind: str) -> None:
    """A lit tile: a ring in the colour of the way there, a faint glow over it (inside ``lit_box``)."""
    face = view.face
    rect = view.cell_rect(cell)
    lit_colour = look.c(LIT_COLOURS.get(kind, "lit"))
    w = max(2, face // 18)
    pygame.draw.rect(surface, lit_colour, rect.inflate(w, w), w, border_radius=face // 10)
    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
    glow.fill((*lit_colour[:3], 46))
    surface.blit(glow, rect)


def cursor_box(view: BoardView, cell: int) -> pygame.Rect:
    return view.cell_rect(cell).inflate(view.gap + 2, view.gap + 2)


def draw_cursor(surface: pygame.Surface, view: BoardView, look: Look, cell: int) -> None:
    """The keyboard's cursor: a bright ring with a dark one inside (inside ``cursor_box``)."""
    face = view.face
    rect = view.cell_rect(cell).inflate(view.gap, view.gap)
    pygame.draw.rect(surface, look.c("cursor"), rect, max(2, face // 24), border_radius=face // 9)
    pygame.draw.rect(surface, (20, 20, 24), rect.inflate(-max(4, face // 12), -max(4, face // 12)), max(1, face // 60),
                     border_radius=face // 10)


def draw_pawns(surface: pygame.Surface, pic: Picture, look: Look, letters: Mapping[str, str],
               hidden: str | None = None) -> None:
    """The pawns where the picture has them (``hidden``: the one being carried)."""
    for pid in pawns_shown(pic, hidden):
        draw_pawn_of(surface, pic, look, letters, pid)


def pawns_shown(pic: Picture, hidden: str | None) -> list[str]:
    return [p for p in pic.state.players if p != hidden and p in pic.pawn]


def pawn_key(pic: Picture, letters: Mapping[str, str], pid: str) -> tuple:
    """What a pawn looks like where it stands now (its place, size, lift, ring, letter)."""
    state = pic.state
    return (pic.pawn[pid], pic.radius.get(pid, 12.0), pic.lift.get(pid, 0.0), pid == state.current and not state.over,
            letters.get(pid, "?"))


def pawn_place(pic: Picture, pid: str) -> pygame.Rect:
    return art.pawn_box(pic.pawn[pid], pic.radius.get(pid, 12.0), pic.lift.get(pid, 0.0)).inflate(4, 4)


def draw_pawn_of(surface: pygame.Surface, pic: Picture, look: Look, letters: Mapping[str, str], pid: str) -> None:
    state = pic.state
    adv = state.data.adventurers[pid]
    ring = look.c("cursor") if pid == state.current and not state.over else None
    art.draw_pawn(surface, look, adv.pawn, letters.get(pid, "?"), pic.pawn[pid], pic.radius.get(pid, 12.0),
                  pic.lift.get(pid, 0.0), ring=ring)


def draw_card_show(surface: pygame.Surface, view: BoardView, pic: Picture, look: Look) -> list[pygame.Rect]:
    """The card being turned: its back shrinks to an edge, its face grows from it; returns
    where it drew."""
    show = pic.show
    if show is None:
        return []
    data = pic.state.data
    h = int(view.tile * 1.6)
    w = int(h / 1.4)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = view.island_rect().center
    k = show.k
    squash = abs(1 - 2 * k)
    face_up = k >= 0.5
    r = pygame.Rect(0, 0, max(2, int(w * squash)), h)
    r.center = rect.center
    shadow = pygame.Surface((w + 16, h + 16), pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 70))
    surface.blit(shadow, rect.move(6, 10))
    out = [pygame.Rect(rect.left + 6, rect.top + 10, w + 16, h + 16).union(rect).inflate(4, 4)]
    if not face_up:
        art.card_back(surface, look, r, flood=show.deck == "flood")
        return out
    name = name_of(data, show.card)
    if show.deck == "flood":
        art.flood_card_face(surface, look, r, name)
    else:
        spec = data.cards.get(show.card)
        if spec is not None:
            art.card_face(surface, look, r, spec.kind, spec.treasure, label=name)
    drawn.text(surface, r, name, box=r)
    return out
