"""The variants' facts are data (resources/variants/*.json), asked by name: whether the
modules may be played, how equal counts are ranked, the word for a tile's sides."""

import pytest

from alhambra_gui.engine import get_variant
from alhambra_gui.engine.assets import load_json
from alhambra_gui.engine.ruleset import Ruleset
from alhambra_gui.engine.scoring import Entrant, MajorityScoring, TotalsScoring


def _data(name: str) -> dict:
    return load_json("variants", f"{name}.json")


@pytest.mark.parametrize("name", ["alhambra", "granada"])
def test_the_facts_are_read_from_the_variant_file(name):
    data, variant = _data(name), get_variant(name)
    assert variant.modules_allowed is data["modules"]
    assert Ruleset.allows_modules(variant) is data["modules"]
    assert variant.ties == data["ties"]
    assert variant.edge_word == data["edges"][:-1]


def test_alhambra_shares_ties_and_granada_orders_them_by_the_highest_tile():
    assert not get_variant("alhambra").ties_by_highest
    assert get_variant("granada").ties_by_highest


def test_the_ties_fact_decides_how_a_majority_ranks_equal_counts():
    entrants = [Entrant("A", 2, best_value=9), Entrant("B", 2, best_value=5)]
    table = {"tower": ((6,), (13, 6), (21, 13, 6))}
    shared = MajorityScoring(table).award(2, "tower", entrants)
    assert (shared["A"].points, shared["B"].points) == (9, 9)
    ordered = MajorityScoring(table, "highest_tile").award(2, "tower", entrants)
    assert (ordered["A"].points, ordered["B"].points) == (13, 6)


def test_granada_totals_rank_equal_counts_by_the_highest_tile():
    entrants = [Entrant("A", 3, best_value=6), Entrant("B", 3, best_value=11), Entrant("C", 1, 2)]
    awards = TotalsScoring().award(1, "library", entrants)
    assert (awards["A"].points, awards["B"].points, awards["C"].points) == (0, 7, 0)
