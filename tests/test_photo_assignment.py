"""Matching building cells to catalogue tiles (alhambra_gui.photo.assignment)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from alhambra_gui.photo.assignment import Evidence, hungarian, match_tiles, tile_cost
from alhambra_gui.photo.badge import PriceReading
from alhambra_gui.photo.buildings import badge_prior
from alhambra_gui.photo.catalogue import TileRef, building_types, catalogue

SURE = 6.0


def sure_of(kind: str) -> dict[str, float]:
    return {t: (0.98 if t == kind else 0.004) for t in building_types()}


def walls_seen(walls: str, strength: float = SURE) -> tuple[float, float, float, float]:
    n, e, s, w = (strength if side in walls else -strength for side in "NESW")
    return n, e, s, w


def evidence(col: int, row: int, kind: str, walls: str, price: PriceReading | None = None) -> Evidence:
    return Evidence(col, row, sure_of(kind), walls_seen(walls), price)


@settings(max_examples=80, deadline=None)
@given(st.integers(1, 5).flatmap(lambda n: st.tuples(st.just(n), st.integers(n, 6))).flatmap(
    lambda nm: st.lists(st.floats(0, 100), min_size=nm[0] * nm[1], max_size=nm[0] * nm[1]).map(
        lambda values: np.array(values).reshape(nm))))
def test_hungarian_finds_the_cheapest_one_to_one_assignment(costs):
    n, m = costs.shape
    chosen = hungarian(costs)
    assert len(set(chosen)) == n and all(0 <= j < m for j in chosen)
    best = min(sum(costs[i, j] for i, j in enumerate(p)) for p in itertools.permutations(range(m), n))
    assert sum(costs[i, j] for i, j in enumerate(chosen)) == pytest.approx(best)


def test_hungarian_needs_enough_columns():
    with pytest.raises(ValueError):
        hungarian(np.zeros((3, 2)))


def test_a_unique_tile_is_matched_by_type_and_walls():
    [match] = match_tiles([evidence(0, 0, "pavilion", "NEW")], catalogue())
    assert match.tile == TileRef("pavilion", 2, "NEW")
    assert match.confidence > 0.9


def test_each_physical_tile_is_used_at_most_once():
    """Two cells that both look like the one Pavilion 2: one gets it, the other the next likeliest tile."""
    cells = [Evidence(0, 0, sure_of("pavilion"), walls_seen("NEW", 1.0), None),
             Evidence(5, 5, sure_of("pavilion"), walls_seen("NEW", 3.0), None)]
    first, second = match_tiles(cells, catalogue())
    assert second.tile == TileRef("pavilion", 2, "NEW")  # the surer cell keeps it
    assert first.tile is not None and first.tile != second.tile and first.tile.type == "pavilion"
    assert first.confidence < second.confidence


def test_the_wall_less_pair_is_told_apart_by_the_price():
    ten = PriceReading(digits=2, last_is_one=False, confidence=0.95)
    eleven = PriceReading(digits=2, last_is_one=True, confidence=0.95)
    a, b = match_tiles([evidence(0, 0, "garden", "", eleven), evidence(3, 0, "garden", "", ten)], catalogue())
    assert (a.tile, b.tile) == (TileRef("garden", 11, ""), TileRef("garden", 10, ""))


def test_without_a_readable_price_the_pair_is_a_toss_up():
    [match] = match_tiles([evidence(0, 0, "tower", "")], catalogue())
    assert match.tile in (TileRef("tower", 11, ""), TileRef("tower", 12, ""))
    assert match.confidence == pytest.approx(0.5, abs=0.02)


def test_tiles_known_elsewhere_are_not_proposed():
    available = [t for t in catalogue() if t != TileRef("chambers", 10, "")]
    [match] = match_tiles([evidence(0, 0, "chambers", "")], available)
    assert match.tile == TileRef("chambers", 11, "")
    assert match.confidence > 0.9


def test_more_cells_than_tiles_leave_the_extra_cells_without_a_tile():
    only = [TileRef("pavilion", 2, "NEW")]
    matches = match_tiles([evidence(0, 0, "pavilion", "NEW"), evidence(2, 0, "pavilion", "NEW")], only)
    assert sorted(m.tile is None for m in matches) == [False, True]


def test_neighbours_must_agree_on_their_shared_side():
    """An unsure side next to a sure neighbour follows the neighbour (the rules as a soft prior)."""
    unsure = Evidence(1, 0, sure_of("tower"), (-SURE, -SURE, -SURE, 0.3), None)  # leans to a west wall
    [alone] = match_tiles([unsure], catalogue())
    assert alone.tile == TileRef("tower", 10, "W")
    west = Evidence(0, 0, sure_of("chambers"), walls_seen("NSW"), None)  # its east side is open
    matches = match_tiles([west, unsure], catalogue())
    assert matches[0].tile == TileRef("chambers", 5, "NSW")
    tile = matches[1].tile
    assert tile is not None and tile.type == "tower" and "W" not in tile.walls


def test_the_cost_grows_with_every_disagreement():
    cell = evidence(0, 0, "garden", "N")
    right, wrong_wall = TileRef("garden", 10, "N"), TileRef("garden", 12, "S")
    wrong_type = TileRef("tower", 11, "N")
    assert tile_cost(cell, right) < tile_cost(cell, wrong_wall)
    assert tile_cost(cell, right) < tile_cost(cell, wrong_type)


@pytest.mark.parametrize(("reading", "price", "fits"), [
    (PriceReading(1, False, 0.9), 9, True), (PriceReading(1, False, 0.9), 10, False),
    (PriceReading(2, True, 0.9), 11, True), (PriceReading(2, True, 0.9), 12, False),
    (PriceReading(2, False, 0.9), 10, True), (PriceReading(2, False, 0.9), 11, False),
])
def test_a_price_reading_fits_the_prices_it_describes(reading, price, fits):
    assert (reading.likelihood(price) > 0.5) is fits


def test_the_printed_badge_prior_names_every_building_type_of_the_catalogue():
    assert sorted(badge_prior().types) == sorted(building_types())
