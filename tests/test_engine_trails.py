"""The longest trail of the outer-wall graph (engine/trails.py, engine/walls.py): exact
against a brute force on small random graphs, junction-rich ones included; its bounds
proven; never shorter than the search it replaced; bounded; remembered per component; and
the wall after one more tile the same as worked out anew."""

from __future__ import annotations

from collections import defaultdict

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from alhambra_gui.engine import Cell, City, Tile, Walls
from alhambra_gui.engine import trails as trails_module
from alhambra_gui.engine.trails import Trail, WallSegment, longest_trail, segment_order
from alhambra_gui.engine.walls import WallMap, components, outer_segments

from .benchmarks.cities import far_checkerboard, pathological_granada, worst_case_game
from .conftest import examples
from .test_engine_walls import brute_longest_trail

LETTERS = st.text(alphabet="NESW", max_size=4).map(lambda w: "".join(sorted(set(w), key="NESW".index)))


def city_of(spec: dict[tuple[int, int], str]) -> City:
    """Any walls (a digitised city), each tile a tower of its own price."""
    city = City()
    for i, (cell, walls) in enumerate(spec.items()):
        city.put(cell, Tile("tower", i, Walls(walls)))
    return city


@st.composite
def cities(draw: st.DrawFn, reach: int = 2, most: int = 7, checkerboard: bool = False) -> City:
    """Small cities with any walls; ``checkerboard``: tiles touching only at corners, so
    that every walled side is outer and corners meet three or four segments."""
    cells = [(x, y) for x in range(-reach, reach + 1) for y in range(-reach, reach + 1)
             if (x, y) != (0, 0) and (not checkerboard or (x + y) % 2 == 0)]
    chosen = draw(st.lists(st.sampled_from(cells), min_size=1, max_size=most, unique=True))
    return city_of({cell: draw(LETTERS) for cell in chosen})


def is_trail(segments: tuple[WallSegment, ...]) -> bool:
    """Segments one trail can use all of: connected, at most two odd corners (Euler)."""
    if not segments:
        return True
    degree: dict[tuple[int, int], int] = defaultdict(int)
    for segment in segments:
        for corner in segment.corners():
            degree[corner] += 1
    return len(components(list(segments))) == 1 and sum(d % 2 for d in degree.values()) <= 2


SMALL = settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SMALL
@given(st.one_of(cities(), cities(reach=2, most=8, checkerboard=True)))
def test_the_longest_trail_is_the_brute_forces_on_small_graphs(city):
    segments = outer_segments(city.facts.tiles)
    assume(len(segments) <= 18)
    for part in components(segments):
        trail = longest_trail(part)
        assert trail.exact
        assert len(trail.segments) == brute_longest_trail(sorted(part, key=segment_order)) <= trail.bound
        assert set(trail.segments) <= part and is_trail(trail.segments)
    run = city.wall_run()
    assert run.exact and run.length == len(run.segments) == brute_longest_trail(segments)


def junction_rich() -> st.SearchStrategy[City]:
    return cities(reach=2, most=8, checkerboard=True).filter(
        lambda c: any(len(p) > 2 and not _euler(p) for p in components(outer_segments(c.facts.tiles))))


def _euler(part: frozenset[WallSegment]) -> bool:
    return is_trail(tuple(part))


@SMALL
@given(junction_rich())
def test_junction_rich_components_go_through_the_search_and_stay_exact(city):
    """Only components with more than two odd corners are searched: each still exact."""
    segments = outer_segments(city.facts.tiles)
    assume(len(segments) <= 20)
    searched = [p for p in components(segments) if not _euler(p)]
    assert searched
    for part in searched:
        trail = longest_trail(part)
        assert trail.exact and len(trail.segments) == brute_longest_trail(sorted(part, key=segment_order))


@SMALL
@given(st.one_of(cities(), cities(checkerboard=True)))
def test_the_bounds_hold_for_every_trail(city):
    """Parity and colours (the proofs in trails.py): no trail is longer than the bound."""
    for part in components(outer_segments(city.facts.tiles)):
        if len(part) <= 18:
            assert brute_longest_trail(sorted(part, key=segment_order)) <= longest_trail(part).bound


def budgeted_dfs(segments: list[WallSegment], budget: int = 200_000) -> tuple[int, bool]:
    """The search this replaced (depth first from every corner, 200 000 steps per component):
    the longest trail it finds, and whether it ran to the end."""
    adjacency: dict[tuple[int, int], list[tuple[int, tuple[int, int]]]] = defaultdict(list)
    for i, seg in enumerate(segments):
        a, b = seg.corners()
        adjacency[a].append((i, b))
        adjacency[b].append((i, a))
    best, used, left = [0], set(), [budget]

    def extend(corner: tuple[int, int]) -> None:
        best[0] = max(best[0], len(used))
        for edge, far in adjacency[corner]:
            if edge in used or left[0] <= 0 or best[0] == len(segments):
                continue
            left[0] -= 1
            used.add(edge)
            extend(far)
            used.discard(edge)

    for corner in sorted(adjacency):
        extend(corner)
    return best[0], left[0] > 0


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(cities(reach=3, most=12), cities(reach=3, most=12, checkerboard=True)))
def test_never_shorter_than_the_search_it_replaced(city):
    for part in components(outer_segments(city.facts.tiles)):
        if _euler(part):
            continue
        old, finished = budgeted_dfs(sorted(part, key=segment_order), budget=20_000)
        trail = longest_trail(part)
        assert len(trail.segments) >= old
        if finished:
            assert trail.exact and len(trail.segments) == old


@SMALL
@given(cities(reach=2, most=8), st.data())
def test_the_wall_after_one_more_tile_is_the_wall_worked_out_anew(city, data):
    frontier = city.facts.frontier
    assume(frontier)
    cell = data.draw(st.sampled_from(frontier))
    tile = Tile("probe", 99, Walls(data.draw(LETTERS)))
    after = city.copy()
    after.put(cell, tile)
    fresh = WallMap(dict(after.facts.tiles)).run
    assert city.facts.wall_map.length_after(cell, tile) == fresh.length == after.longest_wall()


def test_the_search_is_bounded_and_says_when_it_stopped_short():
    """The pathological Granada city: 306 segments, 204 odd corners. The search stops at its
    budget; the trail it returns is a trail, and the bound is proven no less than any."""
    city = pathological_granada()
    part = max(components(outer_segments(city.facts.tiles)), key=len)
    trails_module.forget_trails()
    trail = longest_trail(part)
    assert not trail.exact and is_trail(trail.segments)
    assert len(part) > trail.bound >= len(trail.segments) > 150
    run = city.wall_run()
    assert (run.length, run.bound, run.exact) == (len(trail.segments), trail.bound, False)


def test_the_search_never_visits_a_state_twice(monkeypatch):
    """A square touching two tiles at its corners: its longest trail (7) is short of the
    bound (8), so the search runs to the end, and reaches some states again by other orders."""
    city = city_of({(-1, 1): "NEW", (-2, 0): "NESW", (-1, -1): "NW"})
    part = max(components(outer_segments(city.facts.tiles)), key=len)
    visits: list[tuple[int, int]] = []
    original = trails_module._Search._extend

    def counting(search, end, used, length):
        visits.append((end, used))
        return original(search, end, used, length)

    worked: list[int] = []
    still = trails_module._Search._still

    def working(search, end):
        worked.append(end)
        return still(search, end)

    monkeypatch.setattr(trails_module._Search, "_extend", counting)
    monkeypatch.setattr(trails_module._Search, "_still", working)
    trails_module.forget_trails()
    trail = longest_trail(part)
    assert trail.exact and len(trail.segments) == brute_longest_trail(sorted(part, key=segment_order)) == 7
    # Some states were reached again by other orders, and only the first visit went on.
    assert trail.bound == 8 and len(worked) <= len(set(visits)) < len(visits)


def test_a_component_is_searched_once_for_every_cell_a_tile_may_take(monkeypatch):
    """The worst case of issue 19: the far checkerboard is searched when the city's wall is
    first asked; the wall after each lit cell searches nothing again, and is the figure of
    the city worked out anew."""
    game, free = worst_case_game("granada")
    city = game.player("Anna").city
    searches: list[int] = []
    original = trails_module._Search.run

    def counting(search):
        searches.append(search.graph.total)
        return original(search)

    monkeypatch.setattr(trails_module._Search, "run", counting)
    trails_module.forget_trails()
    city.longest_wall()
    assert searches and max(searches) >= 100
    before = len(searches)
    cells = city.legal_cells(free)
    figures = [city.facts.wall_map.length_after(cell, free) for cell in cells]
    assert len(cells) > 3 and len(searches) == before
    for cell, figure in zip(cells, figures, strict=True):
        after = City(dict(city), rules=city.rules)
        after.put(cell, free)
        assert figure == after.longest_wall()
    assert len(searches) == before


def test_a_trail_is_the_same_in_every_order_of_its_segments():
    part = frozenset(outer_segments(far_checkerboard(
        [Tile("tower", i, Walls("NES")) for i in range(12)], Cell(0, 2))))
    trail = longest_trail(part)
    trails_module.forget_trails()
    again = longest_trail(frozenset(sorted(part, key=segment_order, reverse=True)))
    assert again == trail and isinstance(trail, Trail)


@pytest.mark.parametrize("spec, length", [
    ({(2, 0): "NESW", (3, 1): "N", (1, 1): "E"}, 5),  # a square with two tails
    ({(1, 0): "ES", (2, 1): "NW"}, 2),  # four dead ends at one corner
    ({(2, 0): "NESW", (3, 1): "NESW"}, 8),  # a figure eight
])
def test_worked_junctions(spec, length):
    run = city_of(spec).wall_run()
    assert run.exact and run.length == length


def test_a_city_is_exact_when_no_component_left_short_could_beat_its_wall(monkeypatch):
    """A search cut by its budget leaves its component unproven; the city's wall is still
    proven when that component's bound is no more than the wall found elsewhere."""
    monkeypatch.setattr(trails_module, "SEARCH_BUDGET", 1)
    trails_module.forget_trails()
    corners = {(-1, 1): "NEW", (-2, 0): "NESW", (-1, -1): "NW"}  # bound 8, longest 7
    alone = city_of(corners).wall_run()
    assert not alone.exact and alone.length < 7 and alone.bound == 8
    ring = {(x, y): "" for x in (4, 5, 6) for y in (4, 5, 6)}  # a walled 3 x 3 ring: 12
    ring.update({(4, 4): "NW", (5, 4): "N", (6, 4): "NE", (6, 5): "E", (6, 6): "ES",
                 (5, 6): "S", (4, 6): "SW", (4, 5): "W"})
    beside = city_of({**corners, **ring}).wall_run()
    assert beside.exact and beside.length == beside.bound == 12
    trails_module.forget_trails()
