"""The longest outer wall (RULES.md §3, §8)."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from alhambra_gui.engine import Cell, City, Side, Tile, Walls, get_variant
from alhambra_gui.engine.walls import WallSegment, components, outer_segments

CATALOGUE = get_variant("alhambra").catalogue

RING_3X3 = {(-1, -1): "NW", (0, -1): "N", (1, -1): "NE", (1, 0): "E",
            (1, 1): "ES", (0, 1): "S", (-1, 1): "SW", (-1, 0): "W"}


def real_city(spec: dict[tuple[int, int], str]) -> City:
    """A city of real catalogue tiles, each chosen by its walls (every tile used once)."""
    used: set[Tile] = set()
    built = City()
    for cell, walls in spec.items():
        choice = next(t for t in CATALOGUE if str(t.walls) == walls and t not in used)
        used.add(choice)
        built.put(cell, choice)
    return built


def plain_city(spec: dict[tuple[int, int], str]) -> City:
    """Any walls at all (a digitised city need not be made of real tiles for this test)."""
    built = City()
    for cell, walls in spec.items():
        built.put(cell, Tile("tower", 0, Walls(walls)))
    return built


def brute_longest_trail(segments: list[WallSegment]) -> int:
    """Independent reference: try every trail (each segment at most once) from every corner."""
    ends = [seg.corners() for seg in segments]
    touching: dict[tuple[int, int], list[int]] = defaultdict(list)
    for i, (a, b) in enumerate(ends):
        touching[a].append(i)
        touching[b].append(i)
    best = 0

    def walk(corner: tuple[int, int], used: frozenset[int]) -> None:
        nonlocal best
        best = max(best, len(used))
        for i in touching[corner]:
            if i not in used:
                a, b = ends[i]
                walk(b if corner == a else a, used | {i})

    for corner in list(touching):
        walk(corner, frozenset())
    return best


# ---- RULES.md §8 -------------------------------------------------------------------------

def test_fountain_alone_has_no_wall():
    assert City().longest_wall() == 0
    assert City().wall_run().segments == ()


def test_three_separate_runs_score_the_longest():
    c = real_city({(1, 0): "NE", (-1, 0): "W", (0, 1): "S"})
    assert c.is_legal()
    assert c.longest_wall() == 2
    assert c.wall_run().segments == (WallSegment((1, 0), Side.N), WallSegment((1, 0), Side.E))


def test_closed_ring_counts_all_twelve_segments():
    c = real_city(RING_3X3)
    assert c.is_legal()
    assert c.longest_wall() == 12
    assert len(outer_segments(c.facts.tiles)) == 12


def test_ring_with_a_gap_scores_eleven():
    c = real_city({**RING_3X3, (0, -1): ""})
    assert c.is_legal()
    assert c.longest_wall() == 11
    assert WallSegment((0, -1), Side.N) not in c.wall_run().segments


# ---- double walls, trails ------------------------------------------------------------------

def test_double_walls_between_neighbours_count_nothing():
    assert plain_city({(1, 0): "E", (2, 0): "W"}).longest_wall() == 0
    # The N walls join at a corner; the double wall below that corner must not extend them.
    c = plain_city({(1, 0): "NE", (2, 0): "NW"})
    assert c.longest_wall() == 2
    assert len(outer_segments(c.facts.tiles)) == 2


def test_wall_facing_an_open_neighbour_is_not_outer():
    c = plain_city({(1, 0): "E", (2, 0): ""})  # illegal, but the E wall faces a tile
    assert outer_segments(c.facts.tiles) == []
    assert c.longest_wall() == 0


def test_junction_of_four_dead_ends_is_not_one_trail():
    # Two tiles touching only at the corner (2, 1): four segments meet there, but any
    # continuous run can only pass through it once.
    c = real_city({(1, 0): "ES", (2, 1): "NW"})
    assert len(outer_segments(c.facts.tiles)) == 4
    assert c.longest_wall() == 2
    assert len(c.wall_run().segments) == 2


def test_figure_eight_is_one_trail_through_a_repeated_corner():
    c = plain_city({(2, 0): "NESW", (3, 1): "NESW"})
    assert c.longest_wall() == 8


def test_junctions_of_three_segments_need_the_search():
    # A walled square with a one-segment tail at two of its corners: those corners meet
    # three segments each, so no trail uses all six; the best uses five.
    c = plain_city({(2, 0): "NESW", (3, 1): "N", (1, 1): "E"})
    segments = outer_segments(c.facts.tiles)
    assert len(segments) == 6
    assert c.longest_wall() == brute_longest_trail(segments) == 5


@pytest.mark.parametrize("seed", range(120))
def test_longest_wall_equals_brute_force_on_random_digitised_cities(seed):
    rnd = random.Random(seed)
    cells = [(x, y) for x in range(-2, 3) for y in range(-2, 3) if (x, y) != (0, 0)]
    spec = {cell: "".join(s for s in "NESW" if rnd.random() < 0.55)
            for cell in rnd.sample(cells, rnd.randint(1, 6))}
    c = plain_city(spec)
    segments = outer_segments(c.facts.tiles)
    run = c.wall_run()
    assert run.length == len(run.segments) == brute_longest_trail(segments)
    assert set(run.segments) <= set(segments)
    assert run.length <= len(segments)


def corner_degrees(segments) -> dict[tuple[int, int], int]:
    degree: dict[tuple[int, int], int] = defaultdict(int)
    for seg in segments:
        for corner in seg.corners():
            degree[corner] += 1
    return degree


def test_wall_run_is_a_continuous_trail():
    c = real_city({**RING_3X3, (0, -1): ""})
    degree = corner_degrees(c.wall_run().segments)
    assert sorted(d % 2 for d in degree.values()).count(1) == 2  # an open path: two ends


def test_double_wall_inside_a_legal_city_does_not_join_runs():
    c = real_city({(1, 0): "ES", (1, 1): "N", (0, 1): ""})
    assert c.is_legal()
    assert c.longest_wall() == 1


# ---- the shape of a city and of its walls (shapely's outline tests until issue 9) -------------

def test_a_legal_ring_city_is_one_piece_without_holes():
    facts = real_city(RING_3X3).facts
    assert facts.holes == frozenset()
    assert [len(part) for part in facts.components] == [9]


def test_a_holey_city_has_its_hole():
    cells = [(1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]
    facts = City({c: CATALOGUE[i] for i, c in enumerate(cells)}).facts
    assert facts.holes == {Cell(1, 1)}


def test_a_disconnected_city_has_several_parts():
    facts = City({(3, 3): CATALOGUE[0]}).facts
    assert sorted(map(len, facts.components)) == [1, 1]


def test_the_wall_of_a_ring_is_closed():
    run = real_city(RING_3X3).wall_run()
    assert run.length == 12
    assert set(corner_degrees(run.segments).values()) == {2}
    assert len(components(list(run.segments))) == 1


def test_separate_runs_are_separatecomponents():
    c = real_city({(1, 0): "NE", (-1, 0): "W", (0, 1): "S"})
    assert sorted(map(len, components(outer_segments(c.facts.tiles)))) == [1, 1, 2]
    assert c.wall_run().length == 2


def test_no_walls_no_run():
    assert City().wall_run().segments == ()


# ---- the second longest wall (MODULES.md §16 mission 4, §19.6: one definition) -------------

def test_the_second_longest_wall_of_the_buildings_of_power_example():
    # fountain; tower walled NES east of it, chambers walled NW west of it: the fountain's
    # north side has no wall, so the two runs do not meet (MODULES.md §19.6)
    city = plain_city({(1, 0): "NES", (-1, 0): "NW"})
    assert city.longest_wall() == 3
    assert [(s.cell, s.side) for s in city.second_wall()] == [(Cell(-1, 0), Side.N), (Cell(-1, 0), Side.W)]


def test_one_wall_group_has_no_second_wall():
    assert plain_city(RING_3X3).second_wall() == ()
    assert plain_city({}).second_wall() == ()


@pytest.mark.parametrize("seed", range(60))
def test_the_second_longest_wall_never_exceeds_the_longest(seed):
    rng = random.Random(seed)
    cells = {(rng.randint(-2, 2), rng.randint(-2, 2)) for _ in range(rng.randint(1, 12))} - {(0, 0)}
    city = plain_city({c: "".join(s for s in "NESW" if rng.random() < 0.4) for c in cells})
    second = city.second_wall()
    assert len(second) <= city.longest_wall()
    assert not set(second) & set(city.wall_run().segments)
