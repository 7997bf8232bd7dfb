"""One more tile: the facts carried over from the state before (``city_growth``) are the facts
worked out anew, whatever the state before had worked out and wherever the tile goes (next
to the city, into a hole, far away, joining far tiles), in Alhambra and in Granada."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from alhambra_gui.engine import Cell, City, Tile, get_variant
from alhambra_gui.engine.city_facts import Facts
from tests.conftest import examples

CATALOGUES = {name: get_variant(name).catalogue for name in ("alhambra", "granada")}

#: What a state may have worked out before the tile comes (each a question the app asks).
QUESTIONS = {
    "reachable": lambda f: f.reachable,
    "connected": lambda f: f.connected,
    "components": lambda f: f.components,
    "holes": lambda f: f.holes,
    "frontier": lambda f: f.frontier,
    "candidates": lambda f: f.candidates,
    "spots": lambda f: f.spots,
    "violations": lambda f: f.violations,
    "wall_map": lambda f: f.wall_run,
}


def same_facts(carried: Facts, fresh: Facts) -> None:
    assert carried.tiles == fresh.tiles
    assert carried.reachable == fresh.reachable
    assert carried.connected == fresh.connected
    assert set(carried.components) == set(fresh.components)
    assert carried.holes == fresh.holes
    assert carried.frontier == fresh.frontier
    assert carried.candidates == fresh.candidates
    assert carried.spots == fresh.spots
    assert carried.violations == fresh.violations
    assert [v.theirs for v in carried.violations] == [v.theirs for v in fresh.violations]
    assert set(carried.wall_map.components) == set(fresh.wall_map.components)
    assert carried.wall_run == fresh.wall_run
    for cell in fresh.frontier[:6]:
        probe = next(iter(CATALOGUES["alhambra"]))
        assert carried.wall_map.length_after(cell, probe) == fresh.wall_map.length_after(cell, probe)


@st.composite
def cells_near(draw, city: City) -> Cell:
    """Mostly a frontier cell; sometimes any empty cell of a small box (a far tile)."""
    frontier = city.facts.frontier
    if frontier and draw(st.integers(0, 3)):
        return draw(st.sampled_from(frontier))
    cell = Cell(draw(st.integers(-4, 4)), draw(st.integers(-4, 4)))
    return cell if cell not in city else draw(st.sampled_from(frontier))


@settings(max_examples=examples(120), deadline=None)
@given(st.sampled_from(sorted(CATALOGUES)), st.data())
def test_the_facts_carried_over_are_the_facts_worked_out_anew(variant, data):
    tiles = data.draw(st.permutations(CATALOGUES[variant]))[:data.draw(st.integers(1, 30))]
    city = City()
    for tile in tiles:
        asked = data.draw(st.sets(st.sampled_from(sorted(QUESTIONS))))
        facts = city.facts
        for name in sorted(asked):
            QUESTIONS[name](facts)
        if data.draw(st.booleans()):
            facts.would_enclose(data.draw(cells_near(city)))
        city.put(data.draw(cells_near(city)), tile)
        same_facts(city.facts, City(dict(city)).facts)


def test_a_tile_joining_far_tiles_brings_them_into_the_city():
    """A tile between the fountain's part and far tiles joins them: reachable, connected and
    the violations follow (the far tiles were not adjacent before)."""
    plain = Tile("garden", 1)
    city = City({(1, 0): plain, (3, 0): plain, (4, 0): plain})
    before = city.facts
    assert before.violations and before.reachable == {(0, 0), (1, 0)}
    city.put((2, 0), plain)
    assert city.facts.reachable == {(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)}
    assert city.facts.violations == ()
    same_facts(city.facts, City(dict(city)).facts)


def test_a_state_carried_over_works_out_nothing_of_the_whole_city_again():
    """After a legal tile on a city whose facts were asked, the answers the view and a drag
    ask are carried, not worked out again (the cost of a digitised hundred-tile city)."""
    plain = Tile("garden", 1)
    city = City({(1, 0): plain, (0, 1): plain})
    facts = city.facts
    for question in QUESTIONS.values():
        question(facts)
    cell = city.legal_cells(plain)[0]
    city.place(plain, cell)
    carried = vars(city.facts)
    assert {"reachable", "connected", "components", "holes", "frontier", "candidates",
            "violations", "wall_map"} <= carried.keys()
