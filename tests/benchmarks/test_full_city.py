"""Plain tests (not benchmarks) on the benchmarks' full city: the fast path is exact."""

from __future__ import annotations

import pytest

from alhambra_gui.engine.walls import outer_segments

from .cities import CATALOGUE, PROBES, full_city, naive_legal_cells, six_player_game


@pytest.fixture(scope="module")
def city():
    return full_city()


def test_full_city_holds_every_catalogue_tile_legally(city):
    assert sorted(city.tiles()) == sorted(CATALOGUE)
    assert city.violations() == ()
    assert not city.facts.holes and len(city.facts.components) == 1


def test_full_city_is_deterministic(city):
    assert full_city() == city


@pytest.mark.parametrize("probe", PROBES, ids=[str(p.walls) or "open" for p in PROBES])
def test_fast_legal_cells_equal_the_naive_map(city, probe):
    fast = city.legal_cells(probe)
    assert fast == naive_legal_cells(city, probe)
    assert fast == sorted(fast, key=lambda c: (c.y, c.x))


def test_full_city_wall_is_long_and_bounded(city):
    assert 0 < city.longest_wall() <= len(outer_segments(city.facts.tiles))


def test_six_player_game_is_legal_and_scores_everyone():
    game = six_player_game()
    assert all(p.city.is_legal() and len(p.city) > 0 for p in game.players)
    result = game.score(3)
    assert [p.name for p in result.players] == game.names
    assert sum(p.total for p in result.players) > 0
