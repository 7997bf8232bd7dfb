"""Holes and new holes by components (engine/enclosure.py) against the naive flood fill."""

from __future__ import annotations

from collections import deque

from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import ORIGIN, Cell, Tile, Walls
from alhambra_gui.engine.city_facts import Facts
from alhambra_gui.engine.enclosure import components, cut_cells, enclosing, holes
from alhambra_gui.engine.tiles import FOUNTAIN

from .benchmarks.cities import checkerboard_tiles

OPEN = Tile("garden", 10, Walls(""))


def naive_holes(occupied) -> set[tuple[int, int]]:
    """The definition: flood the whole bounding box (one cell of margin) from its corner."""
    filled = {tuple(c) for c in occupied}
    xs, ys = [x for x, _ in filled], [y for _, y in filled]
    left, top, right, bottom = min(xs) - 1, min(ys) - 1, max(xs) + 1, max(ys) + 1
    outside = {(left, top)}
    queue = deque(outside)
    while queue:
        x, y = queue.popleft()
        for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if (left <= near[0] <= right and top <= near[1] <= bottom
                    and near not in filled and near not in outside):
                outside.add(near)
                queue.append(near)
    return {(x, y) for y in range(top, bottom + 1) for x in range(left, right + 1)
            if (x, y) not in filled and (x, y) not in outside}


def naive_would_enclose(occupied, cell) -> bool:
    """Building on ``cell`` makes a hole that was not one (filling a hole makes none)."""
    before = naive_holes(occupied)
    return bool(naive_holes([*occupied, cell]) - before - {tuple(cell)})


def facts_of(cells) -> Facts:
    return Facts({Cell(*c): FOUNTAIN if tuple(c) == ORIGIN else OPEN for c in {*cells, ORIGIN}})


def assert_like_the_flood(cells) -> None:
    facts = facts_of(cells)
    occupied = list(facts.tiles)
    assert set(facts.holes) == naive_holes(occupied)
    for cell in facts.frontier:
        assert facts.would_enclose(cell) == naive_would_enclose(occupied, cell), cell
    spots = {spot.cell: spot.encloses for spot in facts.spots}
    assert spots == {cell: facts.would_enclose(cell) for cell in facts.candidates}
    assert set(facts.candidates) == {c for c in facts.frontier
                                     if any(n in facts.reachable for _, n in c.neighbours())}


# ---- random illegal cities ------------------------------------------------------------------

near_cells = st.tuples(st.integers(-5, 5), st.integers(-5, 5))
_far, _any = st.sampled_from([-12, -9, 9, 12]), st.integers(-12, 12)
far_cells = st.one_of(st.tuples(_far, _any), st.tuples(_any, _far))


@given(st.sets(near_cells, max_size=60), st.sets(far_cells, max_size=4))
def test_holes_and_new_holes_equal_the_flood_on_random_cities(near, far):
    assert_like_the_flood(near | far)


@given(st.sets(near_cells, min_size=1, max_size=40), st.sets(near_cells, max_size=25))
def test_new_holes_equal_the_flood_on_random_checkered_cities(cells, gaps):
    """Dense cities with many corners touching: many cells join several components."""
    checkered = {(x, y) for x, y in cells if (x + y) % 2 == 0}
    assert_like_the_flood(checkered | (gaps - {(x + 1, y) for x, y in cells}))


# ---- the cases by hand --------------------------------------------------------------------------

RING_3X3 = [(1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]


def test_a_ring_encloses_its_middle_and_a_component_of_three_encloses_nothing():
    assert holes([ORIGIN, *map(Cell._make, RING_3X3)]) == {Cell(1, 1)}
    assert holes([Cell(0, 0), Cell(1, 1), Cell(2, 0)]) == frozenset()


def test_a_hole_inside_a_hole_and_a_tile_on_an_island():
    outer = [(x, y) for x in range(-3, 4) for y in range(-3, 4) if max(abs(x), abs(y)) == 3]
    inner = [(x, y) for x in range(-1, 2) for y in range(-1, 2) if (x, y) != (0, 0)]
    assert_like_the_flood(outer + inner)
    assert_like_the_flood([*outer, (0, 0)])


def test_corners_enclose_like_sides():
    """A diamond of four tiles touching at corners closes the cell in its middle."""
    assert facts_of([(1, 0), (2, 1), (1, 2)]).would_enclose(Cell(0, 1))
    assert holes([Cell(1, 0), Cell(2, 1), Cell(1, 2), Cell(0, 1)]) == {Cell(1, 1)}


def test_a_cell_touching_two_components_can_close_one_of_them():
    """Three tiles round (2, 0) and the fountain apart: (1, 0) touches both and closes (2, 0)."""
    cells = [Cell(0, 0), Cell(2, -1), Cell(3, 0), Cell(2, 1)]
    assert len(components(cells)) == 2
    assert enclosing(cells, [Cell(1, 0), Cell(1, 1)]) == {Cell(1, 0)}
    assert_like_the_flood(cells)


def test_a_cell_on_the_box_edge_can_cut_off_the_cell_inside_it():
    cells = [Cell(0, 0), Cell(1, -1), Cell(1, 1)]
    assert cut_cells(cells, [Cell(2, 0)]) == {Cell(2, 0)}
    assert cut_cells(cells, [Cell(0, -1)]) == frozenset()


def test_filling_a_hole_never_encloses_even_when_it_splits_it():
    ring = [(x, y) for x in range(0, 5) for y in range(0, 4) if x in (0, 4) or y in (0, 3)]
    assert not facts_of(ring).would_enclose(Cell(2, 1))
    assert_like_the_flood(ring)


def test_the_pathological_city_small_enough_to_flood():
    """Issue 9's city with its far tiles pulled in to ±12, where the naive flood is cheap."""
    tiles = checkerboard_tiles([OPEN] * 53)
    shrunk = [Cell(12 if c.x > 0 else -12, 12 if c.y > 0 else -12) if abs(c.x) == 100 else c
              for c in tiles]
    assert_like_the_flood(shrunk)


def test_the_pathological_city_itself():
    """At ±100 one flood of the box costs 40,000 cells: the holes, and a few frontier cells."""
    facts = facts_of(checkerboard_tiles([OPEN] * 53))
    occupied = list(facts.tiles)
    assert set(facts.holes) == naive_holes(occupied)
    outer = [c for c in facts.frontier if c not in facts.holes and abs(c.x) < 50][::5]
    assert len(outer) >= 4
    for cell in outer:
        assert facts.would_enclose(cell) == naive_would_enclose(occupied, cell), cell
