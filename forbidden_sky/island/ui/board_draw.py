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
    state = pic.state
    data = state.data
    area = view.area
    surface.blit(art.sea(area.size, look), area)
    marks = start_marks(state, letters)
    face = view.face
    for cell, tile in enumerate(state.place):
        rect = view.cell_rect(cell)
        gone = pic.gone[cell] if cell < len(pic.gone) else 0.0
        if gone >= 1.0:
            art.sunk_mark(surface, look, rect)
            continue
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
        drawn.text(surface, rect, name, box=rect)
    for cell, kind in lit.items():
        if 0 <= cell < len(state.place):
            rect = view.cell_rect(cell)
            lit_colour = look.c(LIT_COLOURS.get(kind, "lit"))
            w = max(2, face // 18)
            pygame.draw.rect(surface, lit_colour, rect.inflate(w, w), w, border_radius=face // 10)
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((*lit_colour[:3], 46))
            surface.blit(glow, rect)
    if cursor is not None and 0 <= cursor < len(state.place):
        rect = view.cell_rect(cursor).inflate(view.gap, view.gap)
        pygame.draw.rect(surface, look.c("cursor"), rect, max(2, face // 24), border_radius=face // 9)
        pygame.draw.rect(surface, (20, 20, 24), rect.inflate(-max(4, face // 12), -max(4, face // 12)), max(1, face // 60),
                         border_radius=face // 10)
    draw_pawns(surface, pic, look, letters, hidden_pawn)


def draw_pawns(surface: pygame.Surface, pic: Picture, look: Look, letters: Mapping[str, str],
               hidden: str | None = None) -> None:
    state = pic.state
    for pid in state.players:
        if pid == hidden or pid not in pic.pawn:
            continue
        adv = state.data.adventurers[pid]
        ring = look.c("cursor") if pid == state.current and not state.over else None
        art.draw_pawn(surface, look, adv.pawn, letters.get(pid, "?"), pic.pawn[pid], pic.radius.get(pid, 12.0),
                      pic.lift.get(pid, 0.0), ring=ring)


def draw_card_show(surface: pygame.Surface, view: BoardView, pic: Picture, look: Look) -> None:
    """The card being turned: its back shrinks to an edge, its face grows from it."""
    show = pic.show
    if show is None:
        return
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
    if not face_up:
        art.card_back(surface, look, r, flood=show.deck == "flood")
        return
    name = name_of(data, show.card)
    if show.deck == "flood":
        art.flood_card_face(surface, look, r, name)
    else:
        spec = data.cards.get(show.card)
        if spec is not None:
            art.card_face(surface, look, r, spec.kind, spec.treasure, label=name)
    drawn.text(surface, r, name, box=r)
