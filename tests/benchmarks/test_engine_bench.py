"""Engine benchmarks on a full city (skipped by default; ``pytest tests/benchmarks --benchmark-only -n 0``).

``legal_cells`` uses cached facts and local tests; ``naive`` computes the same map with a
full validation per candidate cell. Compare the two groups' means for the speed-up.
"""

from __future__ import annotations

import pytest

from .cities import PROBES, full_city, naive_legal_cells, six_player_game

CITY = full_city()


def all_legal_cells(city):
    return [city.legal_cells(t) for t in PROBES]


def all_naive_cells(city):
    return [naive_legal_cells(city, t) for t in PROBES]


@pytest.mark.benchmark(group="legal cells, 13 tiles, full city")
def test_legal_cells(benchmark):
    city = CITY.copy()
    result = benchmark(all_legal_cells, city)
    assert result == all_naive_cells(CITY)


@pytest.mark.benchmark(group="legal cells, 13 tiles, full city")
def test_legal_cells_cold(benchmark):
    """The same with the cached facts thrown away every round (the first call after a change)."""
    result = benchmark(lambda: all_legal_cells(CITY.copy()))
    assert sum(map(len, result)) > 0


@pytest.mark.benchmark(group="legal cells, 13 tiles, full city")
def test_legal_cells_naive(benchmark):
    result = benchmark(all_naive_cells, CITY)
    assert sum(map(len, result)) > 0


@pytest.mark.benchmark(group="full city")
def test_longest_wall(benchmark):
    length = benchmark(lambda: CITY.copy().longest_wall())
    assert length == CITY.longest_wall() > 0


@pytest.mark.benchmark(group="full city")
def test_full_validation(benchmark):
    violations = benchmark(lambda: CITY.copy().violations())
    assert violations == ()


@pytest.mark.benchmark(group="scoring")
def test_scoring_six_players(benchmark):
    game = six_player_game()
    result = benchmark(lambda: game.copy().score(3))
    assert len(result.players) == 6
