"""Island's procedural art and board layout: every tile drawn dry and flooded with its name,
treasures told apart by shape, pawns by letter, four pawns on one tile apart, the island laid
out inside the board at every window size and UI scale."""

import itertools
import math

import pygame
import pytest
from island_ui_helpers import Host, scene

from forbidden_sky.island.data import island_data
from forbidden_sky.island.ui import art
from forbidden_sky.island.ui.board_view import BoardView
from forbidden_sky.island.ui.look import check_against, look, parse_look

pygame.init()


def test_the_look_covers_every_treasure_and_pawn_of_the_data():
    assert check_against(look(), island_data()) == []


def test_a_bad_look_file_names_the_file_and_the_key():
    from forbidden_sky.engine.data_errors import DataError
    with pytest.raises(DataError) as err:
        parse_look({"colours": {"sea": [1, 2]}, "land": [], "treasures": {"x": {"colour": [1, 1, 1], "shape": "blob"}}})
    text = "\n".join(err.value.problems)
    assert "look.yaml: colours: sea:" in text and "look.yaml: treasures: x: shape" in text and "look.yaml: land" in text


@pytest.mark.parametrize("size", [40, 90, 200])
def test_every_tile_has_a_dry_and_a_flooded_face_that_differ(size):
    d, lk = island_data(), look()
    for tile, spec in d.tiles.items():
        dry = art.tile_face(d, lk, tile, spec.name, False, size)
        wet = art.tile_face(d, lk, tile, spec.name, True, size)
        assert dry.get_size() == wet.get_size() == (size, size)
        centre = (size // 2, size // 3)
        assert dry.get_at(centre) != wet.get_at(centre) or dry.get_at((size // 4, size // 5)) != wet.get_at(
            (size // 4, size // 5)), tile
        # the name plate has ink on it: some dark pixels in the dry face's foot
        foot = [dry.get_at((x, y)) for x in range(size // 8, size - size // 8) for y in range(int(size * 0.72), size - 4)]
        assert any(sum(c[:3]) < 200 for c in foot), f"{tile}: no name drawn"


def test_treasures_have_four_different_shapes():
    lk = look()
    shapes = [lk.treasure_shape[t] for t in island_data().treasures]
    assert len(set(shapes)) == 4
    outlines = {len(art.treasure_points(s, (0, 0), 10)) for s in shapes}
    assert len(outlines) >= 3     # pentagon, triangle, diamond (4), goblet (10): not one outline recoloured


def test_every_pawn_has_its_own_letter():
    d = island_data()
    letters = art.pawn_letters(list(d.adventurers), {a: s.name for a, s in d.adventurers.items()})
    assert len(set(letters.values())) == len(letters) == 6
    assert letters["engineer"] != letters["explorer"]


def test_four_pawns_on_one_tile_stand_apart_inside_it():
    rect = pygame.Rect(100, 100, 120, 120)
    pts, r = art.pawn_spots(4, rect)
    for a, b in itertools.combinations(pts, 2):
        assert math.dist(a, b) >= 2 * r, "pawns overlap"
    for x, y in pts:
        assert rect.left <= x - r and x + r <= rect.right and rect.top <= y - r and y + r <= rect.bottom


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)])
@pytest.mark.parametrize("scale", [0.75, 1.0, 1.5, 2.0])
def test_the_island_fits_the_board_at_every_size_and_scale(size, scale):
    host = Host(size, scale)
    sc = scene(host, players=("pilot", "diver", "engineer", "explorer"))
    board = sc.lay.board
    rects = [sc.view.cell_rect(i) for i in range(len(sc.session.now.place))]
    assert all(board.contains(r) for r in rects)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(rects, 2))
    assert all(sc.view.cell_at(r.center) == i for i, r in enumerate(rects))
    for other in (sc.lay.table, sc.lay.team, sc.lay.buttons):
        assert not board.colliderect(other)
    assert sc.view.face >= 40, "tiles too small to read"
    sc.draw(host.screen)


def test_a_sunk_tile_shows_only_water():
    host = Host((1280, 800))
    sc = scene(host)
    cell = 0
    rect = sc.view.cell_rect(cell)
    sc.draw(host.screen)
    before = host.screen.get_at((rect.centerx, rect.top + rect.height // 3))
    sc.pic.gone[cell] = 1.0
    sc.draw(host.screen)
    after = host.screen.get_at((rect.centerx, rect.top + rect.height // 3))
    assert before != after
    lk = look()
    sea = lk.c("sea")
    assert sum(abs(a - b) for a, b in zip(after[:3], sea[:3], strict=False)) < 120


def test_board_view_reads_the_shape_from_the_data():
    view = BoardView(island_data())
    view.fit(pygame.Rect(0, 0, 600, 600))
    assert len({view.cell_rect(i).topleft for i in range(24)}) == 24
    assert view.cell_at((1, 1)) is None      # the sea's corner is not a cell
