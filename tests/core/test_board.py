"""The board model: rotation, placement rules with reasons, completions, movement, adjacency."""

from __future__ import annotations


import pytest

from forbidden_sky.sky.core.board import (
    Board, Placed, RefError, cap_ref, oriented, pad_cells, parse_ref, rotate_terminal, start_board,
)
from forbidden_sky.sky.data import TileSpec, game_data


def tile(tid="x", symbol="none", surface=("N", "E", "S", "W"), ports=None, pads=(), nets=None) -> TileSpec:
    ports = dict(ports or {})
    if nets is None:
        nets = [[t] for t in list(ports) + list(pads)] + ([["rod"]] if symbol == "lightning_rod" else [])
    return TileSpec(tid, symbol, frozenset(surface), ports, frozenset(pads), tuple(tuple(n) for n in nets))


@pytest.fixture
def gd():
    return game_data()


@pytest.fixture
def board(gd):
    return start_board(gd.start_grid, gd.components.supply)


def test_rotation_of_edges_and_corners_is_clockwise():
    assert [rotate_terminal("N", r) for r in (0, 90, 180, 270)] == ["N", "E", "S", "W"]
    assert [rotate_terminal("NE", r) for r in (0, 90, 180, 270)] == ["NE", "SE", "SW", "NW"]
    assert rotate_terminal("rod", 270) == "rod"


def test_oriented_tile_turns_surface_ports_pads_and_nets():
    # Updated 2026-11-30: an inline tile (the old t23) instead of tiles.yaml's t23, whose copper
    # was retuned (it gained an S port); the test is about rotation, not that tile's data.
    t = tile("t23_old", symbol="gear", surface=("N", "E", "S"), ports={"N": "wire", "E": "wire"},
             pads=("SW",), nets=[["N", "E", "SW"]])   # surface N E S, ports N E, pad SW, one net
    o = oriented(t, 90)
    assert o.surface == {"E", "S", "W"}
    assert dict(o.ports) == {"E": "wire", "S": "wire"}
    assert o.pads == {"NW"}
    assert o.nets == (frozenset({"E", "S", "NW"}),)
    assert oriented(t, 90) is o   # cached: never recomputed per use


def test_start_board_has_four_tiles_and_its_rod(board):
    assert sorted(board.tiles) == [(0, 0), (0, 1), (0, 2), (0, 3)]
    assert board.rods == {(0, 3)}
    assert board.supply["lightning_rod"] == 5


def test_placement_next_to_the_pawn_with_copper_meeting(board, gd):
    t = gd.tiles["t06"]   # straight N-S
    # from the landing pad (ports E and W), to the east: the tile must show copper on W
    assert board.placement_refusal(t, (1, 1), 0, (0, 1)) == \
        "no copper meets copper: turn the tile so its copper faces your tile's copper"
    assert board.placement_refusal(t, (1, 1), 90, (0, 1)) is None


@pytest.mark.parametrize("cell,from_cell,reason", [
    ((0, 2), (0, 1), "that space already holds a tile"),
    ((2, 1), (0, 1), "you can only explore next to the tile you stand on, not diagonally or further"),
    ((1, 2), (0, 1), "you can only explore next to the tile you stand on, not diagonally or further"),
    ((0, -1), (0, 0), "your tile has no copper on that side, so nothing can connect there"),
    ((5, 5), (4, 5), "you are not standing on a tile"),
])
def test_each_placement_refusal_has_its_reason(board, gd, cell, from_cell, reason):
    assert board.placement_refusal(gd.tiles["t22"], cell, 0, from_cell) == reason


def test_bad_rotation_is_refused(board, gd):
    assert "quarter turns" in board.placement_refusal(gd.tiles["t22"], (1, 1), 45, (0, 1))


def test_other_neighbours_do_not_constrain(board, gd):
    # (1,0) is east of the compass and north of nothing; a tile with copper only on W fits even
    # though its S edge (facing (1,1) once placed) has none.
    b, _ = board.place(gd.tiles["t22"], (1, 1), 0)
    t = tile(ports={"W": "wire", "N": "wire"})
    assert b.placement_refusal(t, (1, 0), 0, (0, 0)) is None


def test_platform_clamp_ignores_copper_but_needs_a_neighbour(board):
    bare = tile(ports={"N": "wire", "S": "wire"})
    assert board.placement_refusal(bare, (-1, 0), 0, (9, 9), ignore_copper=True) is None
    assert board.placement_refusal(bare, (-3, 0), 0, (9, 9), ignore_copper=True) == \
        "the tile must touch a tile of the platform"


def test_capacitor_completes_only_on_a_matching_pair(board):
    a = tile("a", ports={"W": "wire", "E": "small_capacitor"})
    b1, done = board.place(a, (1, 1), 0)
    assert done == []
    mismatch = tile("m", ports={"W": "large_capacitor", "N": "wire"})
    b2, done = b1.place(mismatch, (2, 1), 0)
    assert done == [] and b2.capacitors == {}
    match = tile("s", ports={"W": "small_capacitor", "N": "wire"})
    b3, done = b1.place(match, (2, 1), 0)
    assert [(c.kind, c.ref) for c in done] == [("small_capacitor", "cap(1,1,E)")]
    assert b3.capacitors == {(1, 1, "E"): "small_capacitor"}
    assert b3.supply["small_capacitor"] == 5
    assert b3.components_on((2, 1)) == ["cap(1,1,E)"] and b3.components_on((1, 1)) == ["cap(1,1,E)"]
    assert b3.component_cells("cap(2,1,W)") == ((1, 1), (2, 1))


def test_a_capacitor_half_meeting_plain_copper_connects_but_stays_incomplete(board):
    half = tile("h", ports={"W": "small_capacitor", "E": "wire"})
    assert board.placement_refusal(half, (1, 1), 0, (0, 1)) is None
    b, done = board.place(half, (1, 1), 0)
    assert done == [] and b.capacitors == {}


def test_empty_supply_places_nothing(board):
    b = Board(tiles=board.tiles, rods=board.rods, supply={**board.supply, "large_capacitor": 0})
    left = tile("l", ports={"W": "wire", "E": "large_capacitor"})
    right = tile("r", ports={"W": "large_capacitor", "N": "wire"})
    b, _ = b.place(left, (1, 1), 0)
    b, done = b.place(right, (2, 1), 0)
    assert [(c.kind, c.ref) for c in done] == [("large_capacitor", None)]
    assert b.capacitors == {} and b.supply["large_capacitor"] == 0


def test_rod_tile_gets_a_rod_while_the_supply_lasts(board, gd):
    b = board
    cells = [(1, 3), (2, 3), (3, 3), (4, 3), (5, 3), (6, 3)]
    rod_tile = tile("r", symbol="lightning_rod", ports={"E": "wire", "W": "wire"}, nets=[["E", "W", "rod"]])
    placed = []
    for c in cells:
        b, done = b.place(rod_tile, c, 0)
        placed.append(done[0].ref)
    assert placed[:5] == [f"rod({x},3)" for x in range(1, 6)] and placed[5] is None
    assert b.supply["lightning_rod"] == 0 and len(b.rods) == 6


def test_launch_pad_only_on_four_quarters(board):
    q = {c: tile(f"q{c}", ports={"N": "wire", "S": "wire"}, pads=(c,)) for c in ("NE", "SE", "SW", "NW")}
    # around vertex (2, 1): cells (1,0) SE, (2,0) SW, (1,1) NE, (2,1) NW
    b, d1 = board.place(q["SE"], (1, 0), 0)
    b, d2 = b.place(q["SW"], (2, 0), 0)
    b, d3 = b.place(q["NE"], (1, 1), 0)
    assert d1 == d2 == d3 == [] and b.pad is None
    wrong = tile("w", ports={"N": "wire", "S": "wire"}, pads=("SE",))
    b_wrong, d = b.place(wrong, (2, 1), 0)
    assert d == [] and b_wrong.pad is None
    b, d4 = b.place(q["NW"], (2, 1), 0)
    assert [(c.kind, c.ref) for c in d4] == [("launch_pad", "pad")]
    assert b.pad == (2, 1) and set(b.pad_cells()) == {(1, 0), (2, 0), (1, 1), (2, 1)}
    assert b.supply["launch_pad"] == 0
    assert "pad:A" in b.components_on((1, 1)) and "pad:B" in b.components_on((2, 0))


def test_a_second_pad_cannot_be_made(board):
    q = {c: tile(f"q{c}", ports={"N": "wire", "S": "wire"}, pads=(c,)) for c in ("NE", "SE", "SW", "NW")}
    b = board
    for cell, c in (((1, 0), "SE"), ((2, 0), "SW"), ((1, 1), "NE"), ((2, 1), "NW")):
        b, _ = b.place(q[c], cell, 0)
    for cell, c in (((1, 4), "SE"), ((2, 4), "SW"), ((1, 5), "NE")):
        b, _ = b.place(q[c], cell, 0)
    b2, done = b.place(q["NW"], (2, 5), 0)
    assert b2.pad == (2, 1) and [(c.kind, c.ref) for c in done] == [("launch_pad", None)]


def test_pad_side_centres_follow_the_axis(board, gd):
    b = Board(tiles=board.tiles, pad=(2, 1))
    comp = gd.components
    # Updated 2026-11-30 for launch_pad_side_offset 0.3 (was 0.22).
    assert comp.pad_side_offset == 0.3
    assert b.component_centre("pad:A", comp) == (2 - 0.3, 1)
    assert b.component_centre("pad:B", comp) == (2 + 0.3, 1)
    b_ns = Board(tiles=board.tiles, pad=(2, 1), pad_axis="NS")
    assert b_ns.component_centre("pad:A", comp) == (2, 1 - 0.3)


def test_walking_needs_surface_on_both_edges(board):
    # the compass (0,0) has surface S E W; the landing pad below has N: joined
    assert board.surface_joined((0, 1), (0, 0))
    east = tile("e", surface=("N", "E", "S"), ports={"W": "wire", "E": "wire"})   # cloud on W
    b, _ = board.place(east, (1, 1), 0)
    assert not b.surface_joined((0, 1), (1, 1))
    assert (1, 1) not in b.walk_neighbours((0, 1))
    assert (1, 1) in b.walk_neighbours((0, 1), cross_clouds=True)   # the Climber
    # the start rod has no surface on S: nobody walks off the strip southwards even onto a tile
    south = tile("s", ports={"N": "wire", "S": "wire"})
    b, _ = b.place(south, (0, 4), 0)
    assert (0, 4) not in b.walk_neighbours((0, 3))
    assert (0, 4) in b.walk_neighbours((0, 3), cross_clouds=True)


def test_nobody_walks_onto_sky(board):
    assert board.walk_neighbours((0, 1), cross_clouds=True) == [(0, 0), (0, 2)]


def test_teleporters_link_any_two_teleporter_tiles(board):
    tp = tile("tp", symbol="teleporter", ports={"W": "wire", "N": "wire"})
    b, _ = board.place(tp, (1, 2), 0)
    b, _ = b.place(tp, (5, 5), 0)
    assert b.teleport_targets((0, 2)) == [(1, 2), (5, 5)]
    assert b.teleport_targets((0, 1)) == []


def test_adjacent_tiles_ignore_edges(board):
    cloudy = tile("c", surface=(), ports={"W": "wire", "E": "wire"})
    b, _ = board.place(cloudy, (1, 1), 0)
    assert sorted(b.adjacent_tiles((0, 1))) == [(0, 0), (0, 2), (1, 1)]


def test_component_refs_parse_to_one_name():
    assert parse_ref("cap(2,1,W)") == "cap(1,1,E)" == cap_ref((1, 1), "E")
    assert parse_ref("cap(1, 2, N)") == "cap(1,1,S)"
    assert parse_ref("rod(0,3)") == "rod(0,3)"
    assert parse_ref("pad:B") == "pad:B"
    with pytest.raises(RefError):
        parse_ref("capacitor(1,1)")


def test_pad_cells_around_a_vertex():
    assert pad_cells((0, 0)) == ((-1, -1), (0, -1), (-1, 0), (0, 0))


def test_legal_placements_enumerate_cells_and_rotations(board, gd):
    # Updated 2026-11-30: tiles.yaml's t06 now has a small capacitor half on S (no longer a
    # symmetric straight), so the symmetric straight is an inline tile with t06's old copper.
    straight = tile("t06", symbol="teleporter", ports={"N": "wire", "S": "wire"}, nets=[["N", "S"]])
    hand = [straight, gd.tiles["t22"]]
    legal = board.legal_placements(hand, (0, 1))
    # east and west of the landing pad; t06 (straight) fits with rot 90 or 270, but those are
    # distinct orientations only if the tile is not symmetric: t06 is, so it is offered once.
    by = {(s.id, c) for s, c, r in legal}
    assert by == {("t06", (1, 1)), ("t06", (-1, 1)), ("t22", (1, 1)), ("t22", (-1, 1))}
    assert sum(1 for s, c, r in legal if s.id == "t06" and c == (1, 1)) == 1
    for s, c, r in legal:
        assert board.placement_refusal(s, c, r, (0, 1)) is None


def test_legal_placements_match_the_refusal_check_exhaustively(board, gd):
    b = board
    b, _ = b.place(gd.tiles["t11"], (1, 1), 0)
    hand = [gd.tiles[t] for t in ("t01", "t13", "t35")]
    legal = {(s.id, c, oriented(s, r).ports.items().__iter__().__class__) for s, c, r in b.legal_placements(hand, (1, 1))}
    assert legal
    for s in hand:
        for c in ((2, 1), (1, 0), (1, 2), (0, 1)):
            for r in (0, 90, 180, 270):
                ok = b.placement_refusal(s, c, r, (1, 1)) is None
                listed = any(ls is s and lc == c and oriented(ls, lr).ports == oriented(s, r).ports
                             and oriented(ls, lr).surface == oriented(s, r).surface
                             for ls, lc, lr in b.legal_placements(hand, (1, 1)))
                assert ok == listed


def test_the_board_is_immutable(board, gd):
    before = dict(board.tiles)
    board.place(gd.tiles["t22"], (1, 1), 0)
    assert dict(board.tiles) == before and board.supply["lightning_rod"] == 5


def test_placed_tile_view():
    t = tile(ports={"N": "wire", "E": "wire"})
    assert dict(Placed(t, 180).tile.ports) == {"S": "wire", "W": "wire"}
