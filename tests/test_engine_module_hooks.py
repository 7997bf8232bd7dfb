"""The core's hooks for a module's own rules, shown with a module made for the test: a
placement check of its own (forceable like the building rules), a waiver for what a
placement brings along (as a gate answers "unreachable"), and per-cell violations of a
city as it stands, listed with the building rules."""

from collections.abc import Iterator

import pytest

from alhambra_gui.engine import Cell, City, IllegalMoveError, Marks, Side, Tile, Walls, get_variant
from alhambra_gui.engine.city_rules import Placement
from alhambra_gui.engine.modules import city_gates
from alhambra_gui.engine.modules.base import Module
from alhambra_gui.engine.modules.facets import PlacementCheck
from alhambra_gui.engine.rules import Rule, Violation, register
from alhambra_gui.engine.ruleset import Ruleset

NO_TOWERS_EAST = register("test_no_towers_east", "no tower east of the fountain (a test rule)")
LONELY = register("test_lonely", "a tile with no neighbour but the fountain (a test rule)",
                  forceable=False)
PAVILION = Tile("pavilion", 8, Walls(""))
TOWER = Tile("tower", 9, Walls(""))


class _Rules(Module, PlacementCheck):
    """Towers may not go east of the fountain; a tile touching only the fountain is lonely."""

    id = "test_rules"
    name = "Test rules"
    summary = ""

    def placement_reasons(self, city: City, placement: Placement) -> tuple[Violation, ...]:
        if placement.tile.type == "tower" and placement.cell.x > 0:
            return (Violation(NO_TOWERS_EAST, placement.cell),)
        return ()

    def city_violations(self, city: City) -> Iterator[Violation]:
        for cell, _ in city:
            if all(near not in city or near == (0, 0) for _, near in cell.neighbours()):
                yield Violation(LONELY, cell)


def _city() -> City:
    city = City()
    city.bind(Ruleset(get_variant("alhambra"), (_Rules(),)))
    return city


def test_a_modules_placement_rule_is_a_reason_and_takes_the_cell_out_of_the_legal_ones():
    city = _city()
    assert city.check_place(TOWER, (1, 0)) == (Violation(NO_TOWERS_EAST, Cell(1, 0)),)
    assert Cell(1, 0) not in city.legal_cells(TOWER)
    assert Cell(-1, 0) in city.legal_cells(TOWER)
    assert Cell(1, 0) in city.legal_cells(PAVILION)


def test_a_forceable_module_rule_is_placed_anyway_and_then_stands_in_the_city():
    city = _city()
    with pytest.raises(IllegalMoveError):
        city.place(TOWER, (1, 0))
    city.place(TOWER, (1, 0), force=True)
    assert city.get((1, 0)) == TOWER


def test_per_cell_module_violations_are_listed_with_the_building_rules():
    city = _city()
    city.put((1, 0), PAVILION)
    city.put((3, 0), Tile("garden", 8, Walls("")))
    found = {(v.rule.id, v.cell) for v in city.violations()}
    assert ("test_lonely", Cell(1, 0)) in found
    assert ("not_adjacent", Cell(3, 0)) in found
    assert not city.is_legal()
    city.put((1, 1), Tile("garden", 7, Walls("")))
    assert ("test_lonely", Cell(1, 0)) not in {(v.rule.id, v.cell) for v in city.violations()}


def test_an_unforceable_module_violation_stands_as_read_but_says_it_cannot_be_forced():
    city = _city()
    city.put((1, 0), PAVILION)
    lonely = next(v for v in city.violations() if v.rule is LONELY)
    assert not lonely.forceable


def test_a_gate_is_an_aid_of_the_placement_not_a_parameter_of_the_core():
    walled = Tile("seraglio", 7, Walls("W"))
    city = City({(1, 0): Tile("pavilion", 4, Walls("ES"))})
    city.bind(Ruleset.of(get_variant("alhambra"), ["city_gates"]))
    assert [v.rule for v in city.check_place(walled, (2, 0))] == [Rule.UNREACHABLE]
    assert city.check_place(walled, (2, 0), aid=city_gates.with_gate(Side.W)) == ()
    city.place(walled, (2, 0), aid=city_gates.with_gate(Side.W))
    assert city_gates.gates(city.state) == {(Cell(1, 0), Side.E)}
    assert city.is_legal()


def test_an_aid_no_module_knows_changes_nothing():
    city = City({(1, 0): Tile("pavilion", 4, Walls("ES"))})
    walled = Tile("seraglio", 7, Walls("W"))
    assert city.check_place(walled, (2, 0), aid=Marks({"gate": Side.W})) == (
        Violation(Rule.UNREACHABLE, Cell(2, 0)),)
