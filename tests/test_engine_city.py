"""Building rules of RULES.md §2: placement reasons, removal, swap, move, violations()."""

from __future__ import annotations

import pytest

from alhambra_gui.engine import City, IllegalMoveError, Rule, Side, Tile, Violation, Walls

W, N, E, S = Side.W, Side.N, Side.E, Side.S

# The 3x3 block around (1, 1) without its middle: the fountain is its north-west corner.
RING_AROUND_1_1 = [(1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]


def tile(walls: str = "", kind: str = "garden") -> Tile:
    """A tile with the given walls (the rules here do not depend on the catalogue)."""
    return Tile(kind, 10, Walls(walls))


def city(spec: dict[tuple[int, int], str] | list[tuple[int, int]]) -> City:
    """A city from {cell: walls} (or a list of wall-less cells), built unchecked."""
    items = spec.items() if isinstance(spec, dict) else ((cell, "") for cell in spec)
    built = City()
    for cell, walls in items:
        built.put(cell, tile(walls))
    return built


def rules(violations) -> list[tuple[str, int, int, str | None]]:
    return [(v.rule.value, v.cell.x, v.cell.y, v.side.name if v.side else None) for v in violations]


def brute_force_cells(c: City, t: Tile, margin: int = 3) -> list[tuple[int, int]]:
    """Every empty cell of a generous box where check_place finds nothing, in reading order."""
    xs = [cell.x for cell in c.cells()]
    ys = [cell.y for cell in c.cells()]
    return [(x, y)
            for y in range(min(ys) - margin, max(ys) + margin + 1)
            for x in range(min(xs) - margin, max(xs) + margin + 1)
            if (x, y) not in c and not c.check_place(t, (x, y))]


def naive_cells(c: City, t: Tile, margin: int = 2) -> list[tuple[int, int]]:
    """The definition itself: put the tile and ask whether the whole city is still legal."""
    xs = [cell.x for cell in c.cells()]
    ys = [cell.y for cell in c.cells()]
    result = []
    for y in range(min(ys) - margin, max(ys) + margin + 1):
        for x in range(min(xs) - margin, max(xs) + margin + 1):
            if (x, y) in c:
                continue
            after = c.copy()
            after.put((x, y), t)
            if not after.violations():
                result.append((x, y))
    return result


# ---- placement: every reason ---------------------------------------------------------

def test_fountain_alone_accepts_an_open_tile_on_each_side():
    assert City().legal_cells(tile()) == [(0, -1), (-1, 0), (1, 0), (0, 1)]


def test_occupied_is_the_only_reason_on_a_built_cell():
    c = city([(1, 0)])
    assert rules(c.check_place(tile("NESW"), (1, 0))) == [("occupied", 1, 0, None)]
    assert rules(c.check_place(tile(), (0, 0))) == [("occupied", 0, 0, None)]


@pytest.mark.parametrize("cell", [(2, 0), (1, 1), (-1, -1), (5, 5)])
def test_not_adjacent_for_corner_touch_or_distance(cell):
    assert rules(City().check_place(tile(), cell)) == [("not_adjacent", *cell, None)]


@pytest.mark.parametrize(("walls", "cell", "side"), [
    ("W", (1, 0), "W"), ("E", (-1, 0), "E"), ("S", (0, -1), "S"), ("N", (0, 1), "N"),
])
def test_wall_facing_the_open_fountain_is_a_mismatch_with_its_side(walls, cell, side):
    reasons = rules(City().check_place(tile(walls), cell))
    assert reasons == [("wall_mismatch", *cell, side), ("unreachable", *cell, None)]


def test_open_side_facing_a_wall_is_a_mismatch():
    c = city({(1, 0): "S"})
    assert rules(c.check_place(tile(), (1, 1))) == [
        ("wall_mismatch", 1, 1, "N"), ("unreachable", 1, 1, None)]


def test_wall_may_face_empty_space_and_double_walls_match():
    c = city({(1, 0): "E"})
    assert c.check_place(tile("NEW"), (2, 0)) == (Violation(Rule.UNREACHABLE, (2, 0)),)
    assert c.can_place(tile("NEW"), (0, -1))  # walls N, E, W face nothing built


def test_unreachable_behind_a_double_wall_even_though_walls_match():
    c = city({(1, 0): "S"})
    assert rules(c.check_place(tile("N"), (1, 1))) == [("unreachable", 1, 1, None)]
    # An open way through another neighbour makes it reachable.
    c.put((0, 1), tile())
    assert c.check_place(tile("N"), (1, 1)) == ()


def test_hole_single_cell():
    c = city(RING_AROUND_1_1[:-1])  # (0, 1) still open: (1, 1) reaches the outside through it
    assert rules(c.check_place(tile(), (0, 1))) == [("hole", 0, 1, None)]
    assert (0, 1) not in c.legal_cells(tile())


def test_hole_larger_region_needs_a_non_local_check():
    # A 2x2 pocket at (1..2, 1..2) with its mouth at (0, 2); the closing tile at (0, 2)
    # does not touch (2, 1) or (2, 2) at all, yet closes them in.
    wall = [(1, 0), (2, 0), (3, 0), (3, 1), (3, 2), (3, 3), (2, 3), (1, 3), (0, 3), (0, 1)]
    c = city(wall)
    assert rules(c.check_place(tile(), (0, 2))) == [("hole", 0, 2, None)]
    c.place(tile(), (0, 2), force=True)
    assert rules(c.violations()) == [("hole", 1, 1, None), ("hole", 2, 1, None),
                                     ("hole", 1, 2, None), ("hole", 2, 2, None)]


def test_several_reasons_at_once():
    c = city(RING_AROUND_1_1[:-1])
    assert rules(c.check_place(tile("NSW"), (0, 1))) == [
        ("wall_mismatch", 0, 1, "N"), ("wall_mismatch", 0, 1, "S"),
        ("unreachable", 0, 1, None), ("hole", 0, 1, None)]


def test_every_reason_describes_its_cell():
    c = city(RING_AROUND_1_1[:-1])
    texts = [v.describe() for v in c.check_place(tile("NSW"), (0, 1))]
    assert all("(0, 1)" in text for text in texts)
    assert "north" in texts[0] and "south" in texts[1]


# ---- legal_cells -----------------------------------------------------------------------

LAYOUTS = [
    {},
    {(1, 0): "NE", (-1, 0): "W", (0, 1): "S"},
    {(1, 0): "", (2, 0): "E", (1, 1): "S", (0, -1): "NW", (-1, 0): "N", (-1, 1): "W"},
    dict.fromkeys(RING_AROUND_1_1[:-1], ""),
    {(0, 1): "", (0, 2): "", (1, 2): "", (2, 2): "E", (2, 1): "", (2, 0): "N"},
]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("walls", ["", "N", "ES", "NW", "SW", "NES", "NSW"])
def test_legal_cells_sorted_and_equal_to_brute_force(layout, walls):
    c = city(layout)
    assert c.is_legal()
    t = tile(walls)
    found = c.legal_cells(t)
    assert found == sorted(found, key=lambda cell: (cell.y, cell.x))
    assert [tuple(cell) for cell in found] == brute_force_cells(c, t)
    assert [tuple(cell) for cell in found] == naive_cells(c, t)


def test_legal_cells_on_a_holey_city_allows_filling_the_hole():
    c = city(RING_AROUND_1_1)
    assert rules(c.violations()) == [("hole", 1, 1, None)]
    assert c.check_place(tile(), (1, 1)) == ()
    assert (1, 1) in c.legal_cells(tile())
    c.place(tile(), (1, 1))
    assert c.is_legal()


def test_holey_city_still_refuses_a_new_enclosure():
    c = city([*RING_AROUND_1_1, (3, 0), (4, 0), (4, 1), (4, 2), (2, 3)])
    assert rules(c.violations()) == [("hole", 1, 1, None)]
    # (3, 2) closes in (3, 1): (3, 1) is not an old hole, so this is a new one.
    assert rules(c.check_place(tile(), (3, 2))) == [("hole", 3, 2, None)]
    assert c.check_place(tile(), (5, 0)) == ()


def test_disconnected_city_reports_unreachable_next_to_the_stray_tile():
    c = city([(1, 0), (4, 0)])
    assert rules(c.violations()) == [("not_adjacent", 4, 0, None)]
    assert rules(c.check_place(tile(), (5, 0))) == [("unreachable", 5, 0, None)]
    assert (2, 0) in c.legal_cells(tile())  # joining the stray tile is fine
    assert (5, 0) not in c.legal_cells(tile())


def test_joining_a_stray_tile_is_not_a_hole_although_the_ring_test_would_say_so():
    # (1, 1) touches (1, 0) and the stray (1, 2) on opposite sides; in a connected city
    # that would close a loop, here it only joins the stray tile.
    c = city([(1, 0), (1, 2)])
    assert c.check_place(tile(), (1, 1)) == ()
    c.place(tile(), (1, 1))
    assert c.is_legal()


# ---- forced placements and violations() on digitised cities ---------------------------

def test_force_places_anyway_and_violations_report_it():
    c = City()
    with pytest.raises(IllegalMoveError) as refused:
        c.place(tile("W"), (1, 0))
    assert [v.rule for v in refused.value.violations] == [Rule.WALL_MISMATCH, Rule.UNREACHABLE]
    assert "(1, 0)" in str(refused.value)
    assert (1, 0) not in c
    c.place(tile("W"), (1, 0), force=True)
    assert c.get((1, 0)) == tile("W")
    assert rules(c.violations()) == [("wall_mismatch", 1, 0, "W"), ("unreachable", 1, 0, None)]
    assert not c.is_legal()


def test_force_never_builds_on_an_occupied_cell():
    c = city([(1, 0)])
    with pytest.raises(IllegalMoveError):
        c.place(tile(), (1, 0), force=True)
    assert c.get((1, 0)) == tile()


@pytest.mark.parametrize(("layout", "expected"), [
    ({(1, 0): "", (2, 0): "W", (1, 1): "", (2, 1): ""}, [("wall_mismatch", 2, 0, "W")]),
    ({(1, 0): "E", (2, 0): "", (1, 1): "", (2, 1): ""}, [("wall_mismatch", 2, 0, "W")]),
    ({(1, 0): "", (2, 0): "W"}, [("wall_mismatch", 2, 0, "W"), ("unreachable", 2, 0, None)]),
    ({(1, 0): "S", (1, 1): "", (0, 1): ""}, [("wall_mismatch", 1, 1, "N")]),
    ({(1, 0): "", (1, 1): "N", (0, 1): ""}, [("wall_mismatch", 1, 1, "N")]),
    ({(-1, 0): "E", (0, 1): ""}, [("wall_mismatch", -1, 0, "E"), ("unreachable", -1, 0, None)]),
    ({(0, -1): "S", (0, 1): ""}, [("wall_mismatch", 0, -1, "S"), ("unreachable", 0, -1, None)]),
])
def test_wall_mismatch_reported_once_per_pair(layout, expected):
    assert rules(city(layout).violations()) == expected


def test_not_adjacent_and_unreachable_in_a_digitised_city():
    c = city({(1, 0): "E", (2, 0): "W", (1, 1): "", (3, 3): ""})
    assert rules(c.violations()) == [("unreachable", 2, 0, None), ("not_adjacent", 3, 3, None)]


def test_tile_joined_only_through_a_stray_tile_is_not_adjacent():
    c = city([(5, 0), (6, 0)])
    assert rules(c.violations()) == [("not_adjacent", 5, 0, None), ("not_adjacent", 6, 0, None)]


# ---- removal ---------------------------------------------------------------------------

def test_fountain_cannot_be_removed():
    c = city([(1, 0)])
    assert rules(c.check_remove((0, 0))) == [("fountain", 0, 0, None)]
    with pytest.raises(IllegalMoveError):
        c.remove((0, 0), force=True)


def test_removing_a_leaf_is_fine():
    c = city([(1, 0), (2, 0)])
    assert c.check_remove((2, 0)) == ()
    assert c.remove((2, 0)) == tile()
    assert c == city([(1, 0)])


def test_removal_that_leaves_a_hole_is_refused():
    c = city([*RING_AROUND_1_1, (1, 1)])
    assert c.is_legal()
    assert rules(c.check_remove((1, 1))) == [("hole", 1, 1, None)]
    with pytest.raises(IllegalMoveError):
        c.remove((1, 1))
    assert c.check_remove((2, 2)) == ()


def test_removal_that_cuts_tiles_off_is_refused():
    c = city([(1, 0), (2, 0), (3, 0)])
    assert rules(c.check_remove((2, 0))) == [("not_adjacent", 3, 0, None)]
    c = city({(1, 0): "S", (2, 0): "", (2, 1): "", (1, 1): "NW", (0, 1): "E"})
    assert c.is_legal()
    # Without (2, 1) the tile at (1, 1) is still joined (behind double walls) but cut off.
    assert rules(c.check_remove((2, 1))) == [("unreachable", 1, 1, None)]


def test_removing_an_empty_cell_is_refused_even_by_force():
    with pytest.raises(IllegalMoveError):
        City().remove((1, 0), force=True)


# ---- swap and move ---------------------------------------------------------------------

def test_swap_with_matching_tile():
    c = city({(1, 0): "N"})
    assert c.check_swap((1, 0), tile("NE")) == ()
    assert c.swap((1, 0), tile("NE")) == tile("N")
    assert c.get((1, 0)) == tile("NE")


def test_swap_with_mismatching_tile_is_refused():
    c = city([(1, 0), (2, 0)])
    assert rules(c.check_swap((1, 0), tile("W"))) == [
        ("wall_mismatch", 1, 0, "W"), ("unreachable", 1, 0, None), ("unreachable", 2, 0, None)]
    with pytest.raises(IllegalMoveError):
        c.swap((1, 0), tile("W"))
    assert c.get((1, 0)) == tile()


def test_swap_that_strands_the_tiles_behind_is_refused():
    # A wall to the east still lets the new tile reach the fountain, but the tiles
    # behind it lose their only way in, however far away they are.
    c = city([(1, 0), (2, 0), (3, 0)])
    assert rules(c.check_swap((1, 0), tile("E"))) == [
        ("wall_mismatch", 1, 0, "E"), ("unreachable", 2, 0, None), ("unreachable", 3, 0, None)]
    with pytest.raises(IllegalMoveError):
        c.swap((1, 0), tile("E"))
    c.swap((1, 0), tile("E"), force=True)
    assert rules(c.violations()) == [("wall_mismatch", 2, 0, "W"), ("unreachable", 2, 0, None),
                                     ("unreachable", 3, 0, None)]


def test_fountain_is_never_swapped():
    assert rules(City().check_swap((0, 0), tile())) == [("fountain", 0, 0, None)]


def test_move_is_a_removal_then_a_placement():
    c = city([(1, 0), (2, 0)])
    assert c.check_move((2, 0), (0, 1)) == ()
    assert rules(c.check_move((1, 0), (0, 1))) == [("not_adjacent", 2, 0, None)]
    assert rules(c.check_move((2, 0), (5, 5))) == [("not_adjacent", 5, 5, None)]
    c.move((2, 0), (0, 1))
    assert c == city([(1, 0), (0, 1)])
    assert rules(City().check_move((0, 0), (1, 0))) == [("fountain", 0, 0, None)]


def test_nothing_is_built_beyond_the_hundredth_cell():
    """A city may reach ±100 (the file's range), so every saved city can be loaded again."""
    from alhambra_gui.engine import City, IllegalMoveError, Rule, Tile, Walls

    edge = City({(x, 0): Tile("garden", 100 + x, Walls("")) for x in range(1, 101)})
    open_tile = Tile("tower", 1, Walls(""))
    assert (101, 0) not in edge.legal_cells(open_tile)
    assert (100, 1) in edge.legal_cells(open_tile)
    assert [v.rule for v in edge.check_place(open_tile, (101, 0))] == [Rule.OUTSIDE]
    with pytest.raises(IllegalMoveError, match="more than 100 cells from the fountain"):
        edge.place(open_tile, (101, 0), force=True)
