"""Bazaars (MODULES.md §11): in the final scoring a bazaar scores its neighbours of its three
types times the types among them; the piece, the supply, counts only, ``moves --kind bazaar``."""

from __future__ import annotations

import copy
import io
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.cli import main
from alhambra_gui.engine import (
    Cell,
    Game,
    GameFileError,
    ModuleError,
    Tile,
    Walls,
    dumps,
    game_from_dict,
    get_variant,
    loads,
)
from alhambra_gui.engine.counts_actions import from_city, set_counts, use_counts
from alhambra_gui.engine.modules import building_sites
from alhambra_gui.engine.modules.bazaars import bazaar, neighbours, points, possible_points
from tests.test_engine_properties import games

MODULES = ["bazaars"]
ALHAMBRA = get_variant("alhambra")
SAT = bazaar(["seraglio", "arcades", "tower"], ALHAMBRA)


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


#: MODULES.md §11's example: the bazaar at (0, 1) beside two seraglios, an arcades, a garden.
EXAMPLE = {(0, 1): SAT, (1, 0): tile("seraglio", 9), (1, 1): tile("seraglio", 8, "S"),
           (-1, 0): tile("arcades", 9), (-1, 1): tile("garden", 10)}


def bazaar_game(modules=MODULES, dirk=None) -> Game:
    game = Game(["Anna", "Ben"], modules=list(modules), dirk=dirk)
    for cell, placed in EXAMPLE.items():
        game.player("Anna").city.put(cell, placed)
    return game


def test_the_example_scores_3_by_2_then_4_by_3_with_a_tower():
    game = bazaar_game()
    city = game.player("Anna").city
    assert city.is_legal()
    assert game.score(3).players[0].term("bazaars").points == 6
    assert game.score(3).players[0].term("bazaars").lines[0].english() == \
        "bazaar at (0, 1): 3 buildings of 2 of its types = 6"
    city.put((0, 2), tile("tower", 11))
    assert city.is_legal()
    assert game.score(3).players[0].term("bazaars").points == 12
    assert set(neighbours(city, Cell(0, 1), game.ruleset)) == {
        Cell(1, 0), Cell(1, 1), Cell(-1, 0), Cell(0, 2)}
    assert game.score(3).to_dict()["players"][0]["modules"] == {"bazaars": 12}
    assert game.score(3).players[1].term("bazaars").lines[0].english() == "no bazaar in the city"


def test_bazaars_score_in_the_final_scoring_only_and_never_for_dirk():
    game = bazaar_game(dirk=[SAT])
    for round_ in (1, 2):
        term = game.score(round_).players[0].term("bazaars")
        assert term.points == 0 and term.lines[0].english() == "bazaars score in the final scoring only"
    assert game.score(3).dirk.total == 0
    assert "bazaars" not in game.score(3).to_dict()["dirk"]


def test_only_finished_buildings_count_not_sites_pieces_or_the_fountain():
    game = bazaar_game([*MODULES, "building_sites"])
    building_sites.set_site(game, "Anna", (1, 0), True)
    assert game.score(3).players[0].term("bazaars").points == 2 * 2
    game.player("Anna").city.put((0, 2), bazaar(["tower", "garden", "arcades"], ALHAMBRA))
    assert game.score(3).players[0].term("bazaars").points == 4 + 1 * 1  # the second sees the garden


BASE = {"format": "alhambra-game", "version": 1, "modules": MODULES,
        "players": [{"name": "Anna", "city": []}, {"name": "Ben", "reserve": []}]}


def with_bazaars(*types_each, extra=None) -> dict:
    data = copy.deepcopy(BASE)
    data["players"][1]["reserve"] = [{"kind": "bazaar", "types": list(t), **(extra or {})}
                                     for t in types_each]
    return data


def rejected(data: dict) -> str:
    with pytest.raises(GameFileError) as error:
        game_from_dict(data, "game.json")
    return str(error.value)


def test_the_bazaar_entry_round_trips_and_is_checked_with_the_place():
    game = bazaar_game()
    game.take_into_reserve("Ben", bazaar(["tower", "pavilion", "garden"], ALHAMBRA))
    data = json.loads(dumps(game))
    assert [t for t in data["players"][0]["city"] if "kind" in t] == [
        {"x": 0, "y": 1, "kind": "bazaar", "types": ["seraglio", "arcades", "tower"]}]
    assert data["players"][1]["reserve"] == [{"kind": "bazaar", "types": ["pavilion", "garden", "tower"]}]
    assert loads(dumps(game)) == game
    assert rejected(with_bazaars(["seraglio", "seraglio", "tower"])) == \
        "game.json: players[1].reserve[0].types: a bazaar shows 3 different building types"
    assert rejected(with_bazaars(["seraglio", "tower"])) == \
        "game.json: players[1].reserve[0].types: must hold 3 to 3 entries, not 2"
    assert "reserve[0].types[2]: 'moat' is not a building type" in rejected(
        with_bazaars(["seraglio", "tower", "moat"]))
    assert rejected(with_bazaars(["seraglio", "tower", "garden"], extra={"walls": "N"})) == \
        "game.json: players[1].reserve[0].walls: a bazaar has no walls"
    assert rejected(with_bazaars(*[["seraglio", "tower", "garden"]] * 9)) == \
        "game.json: players[1].reserve[8]: more than the 8 bazaars of the game"


def test_a_bazaar_comes_into_the_game_while_the_supply_holds_one():
    game = Game(["Anna", "Ben"], modules=MODULES)
    for _ in range(8):
        game.take_into_reserve("Anna", SAT)  # bazaars described alike are alike
    with pytest.raises(ModuleError, match="all 8 bazaars are in the game"):
        game.take_into_reserve("Ben", bazaar(["garden", "tower", "pavilion"], ALHAMBRA))
    with pytest.raises(ModuleError, match="3 different building types"):
        game.take_into_reserve("Ben", Tile("", 0, kind="bazaar", types=("garden", "garden", "tower")))
    game.build("Anna", SAT, (1, 0))
    assert game.player("Anna").reserve.count(SAT) == 7


def test_counts_only_types_each_bazaars_points():
    game = bazaar_game()
    game.player("Anna").city.put((0, -1), bazaar(["pavilion", "garden", "chambers"], ALHAMBRA))
    use_counts(game, "Anna")
    assert from_city(game, "Anna").module("bazaars") == {"2": 6}  # the second (reading order) scores 6
    counts = game.player("Anna").counts
    set_counts(game, "Anna", counts.with_number("bazaars", "1", 4).with_number("bazaars", "3", 24))
    assert game.score(3).players[0].term("bazaars").points == 4 + 6 + 24
    assert json.loads(dumps(game))["players"][0]["counts"]["bazaars"] == [4, 6, 24]
    assert loads(dumps(game)) == game
    with pytest.raises(ValueError, match="no bazaar scores 11"):
        set_counts(game, "Anna", counts.with_number("bazaars", "1", 11))
    assert 11 not in possible_points() and {0, 1, 4, 9, 16, 24} <= possible_points()


def test_moves_of_a_bazaar_are_those_of_a_wall_less_tile(tmp_path):
    game = bazaar_game()
    path = tmp_path / "game.json"
    path.write_text(dumps(game), encoding="utf-8")
    out = io.StringIO()
    assert main(["moves", str(path), "--player", "Anna", "--kind", "bazaar",
                 "--types", "tower,seraglio,arcades", "--json"], out) == 0
    report = json.loads(out.getvalue())
    assert report["tile"] == {"kind": "bazaar", "types": ["seraglio", "arcades", "tower"]}
    city = game.player("Anna").city
    assert [(c["x"], c["y"]) for c in report["cells"]] == city.legal_cells(tile("garden", 10))
    assert main(["moves", str(path), "--player", "Anna", "--kind", "bazaar", "--types", "tower,tower,garden"],
                io.StringIO()) == 2


@st.composite
def bazaar_cities(draw):
    """A random game with a bazaar of random types next to the first player's city."""
    game = draw(games())
    game.set_modules([*MODULES, "building_sites"])
    city = game.players[0].city
    cell = draw(st.sampled_from(city.facts.frontier))
    city.put(cell, bazaar(draw(st.permutations(ALHAMBRA.type_ids))[:3], ALHAMBRA))
    for near, placed in city:
        if not placed.is_piece and draw(st.integers(0, 5)) == 0:
            building_sites.set_site(game, game.players[0].name, near, True)
    return game, Cell(*cell)


@given(bazaar_cities(), st.data())
def test_a_bazaar_scores_at_most_24_and_never_less_for_one_more_matching_building(drawn, data):
    game, cell = drawn
    city = game.players[0].city
    before = points(city, cell, game.ruleset)
    assert 0 <= before <= 24 and before in possible_points()
    empty = [near for near in cell.ring() if near not in city]
    if not empty:
        return
    kind = data.draw(st.sampled_from(city.get(cell).types))
    free = [t for t in game.free_tiles() if t.type == kind]
    if not free:
        return
    city.put(data.draw(st.sampled_from(empty)), free[0])
    assert points(city, cell, game.ruleset) >= before + 1
