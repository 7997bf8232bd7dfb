"""Issue 9: ``moves`` on the pathological city against a normal ``score`` (skipped by default;
``pytest tests/benchmarks --benchmark-only -n 0``).

The pathological city is a walled checkerboard around the fountain plus four tiles out at
the far corners (±100): illegal, a 201 x 201 bounding box, and a broken ring around every
frontier cell. Both commands run in-process (``cli.main``), from the file to the output.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from alhambra_gui.cli import main
from alhambra_gui.engine import City, save_game

from .cities import PROBES, pathological_game, pathological_moves_args

EXAMPLE = Path(__file__).resolve().parents[1] / "data" / "three-players.json"


def _run(argv: list[str]) -> int:
    return main(argv, io.StringIO())


@pytest.fixture(scope="module", params=["alhambra", "granada"])
def pathological_file(request, tmp_path_factory):
    game = pathological_game(request.param)
    path = tmp_path_factory.mktemp("issue9") / f"{request.param}.json"
    save_game(game, path)
    return ["moves", str(path), "--player", "Anna", *pathological_moves_args(game)]


@pytest.mark.benchmark(group="issue 9: moves on the pathological city vs a normal score")
def test_moves_on_the_pathological_city(benchmark, pathological_file):
    assert benchmark(_run, pathological_file) == 0


@pytest.mark.benchmark(group="issue 9: moves on the pathological city vs a normal score")
def test_score_of_a_normal_game(benchmark):
    assert benchmark(_run, ["score", str(EXAMPLE), "--round", "3"]) == 0


@pytest.mark.benchmark(group="issue 9: legal cells of 13 tiles, first call after a change")
@pytest.mark.parametrize("variant", ["alhambra", "granada"])
def test_legal_cells_on_the_pathological_city(benchmark, variant):
    city = pathological_game(variant).players[0].city

    def cold() -> list[list]:
        fresh = City(dict(city), rules=city.rules)
        return [fresh.legal_cells(t) for t in PROBES]

    benchmark(cold)


@pytest.mark.benchmark(group="issue 9: the longest wall of the pathological city")
@pytest.mark.parametrize("variant", ["alhambra", "granada"])
def test_longest_wall_of_the_pathological_city(benchmark, variant):
    """Corners shared everywhere: the trail search runs until its budget."""
    city = pathological_game(variant).players[0].city
    assert benchmark(lambda: City(dict(city), rules=city.rules).longest_wall()) > 0
