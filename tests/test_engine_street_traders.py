"""Street traders (MODULES.md §15): residents on buildings score T(k) per layer of types;
the marks, the trader disc's cell, the supply and counts only."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import (
    Cell,
    Game,
    GameFileError,
    ModuleError,
    Tile,
    Walls,
    dumps,
    game_from_dict,
    loads,
)
from alhambra_gui.engine.counts_actions import from_city, set_counts, use_counts
from alhambra_gui.engine.modules import building_sites
from alhambra_gui.engine.modules.building_huts import hut
from alhambra_gui.engine.modules.street_traders import (
    has_resident,
    layers,
    score,
    set_resident,
    set_trader,
    trader,
)

MODULES = ["street_traders"]


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


#: Two pavilions, a seraglio and three gardens, each with a resident (MODULES.md §15).
CITY = {(1, 0): tile("pavilion", 8), (2, 0): tile("pavilion", 7, "E"), (0, 1): tile("seraglio", 9),
        (-1, 0): tile("garden", 10), (-1, 1): tile("garden", 11), (-1, -1): tile("garden", 8, "NW"),
        (0, -1): tile("tower", 11)}


def traders_game(modules=MODULES, on=tuple(c for c in CITY if c != (0, -1))) -> Game:
    game = Game(["Anna", "Ben"], modules=list(modules), dirk=True)
    for cell, placed in CITY.items():
        game.player("Anna").city.put(cell, placed)
    for cell in on:
        set_resident(game, "Anna", cell, True)
    return game


def test_the_example_scores_t3_t2_t1():
    assert layers({"pavilion": 2, "seraglio": 1, "garden": 3}) == [3, 2, 1]
    assert score({"pavilion": 2, "seraglio": 1, "garden": 3}) == 6 + 3 + 1
    game = traders_game()
    for round_ in (1, 2, 3):
        term = game.score(round_).players[0].term("street_traders")
        assert term.points == 10
    assert [line.english() for line in term.lines] == [
        "layer 1: residents of 3 types = 6", "layer 2: residents of 2 types = 3",
        "layer 3: residents of 1 type = 1"]
    assert game.score(1).players[1].term("street_traders").lines[0].english() == "no residents in the city"
    assert "street_traders" not in game.score(1).to_dict()["dirk"]
    assert score({t: 1 for t in ("pavilion", "seraglio", "arcades", "chambers", "garden", "tower")}) == 21


def test_a_resident_in_the_reserve_or_on_a_site_counts_nothing():
    game = traders_game([*MODULES, "building_sites"])
    game.unbuild("Anna", (2, 0), force=True)
    assert has_resident(game.player("Anna").reserve_marks[tile("pavilion", 7, "E")])
    assert game.score(1).players[0].term("street_traders").points == 6 + 1 + 1
    building_sites.set_site(game, "Anna", (0, -1), True)
    with pytest.raises(ModuleError, match="building site"):
        set_resident(game, "Anna", (0, -1), True)
    building_sites.set_site(game, "Anna", (0, 1), True)  # a site marked under a resident: it does not count
    assert game.score(1).players[0].term("street_traders").points == 3 + 1 + 1
    with pytest.raises(ModuleError, match=r"at \(0, 1\): a building site cannot hold a resident"):
        game.check_modules()  # and no edit of the window leaves it so (MODULES.md §15)


def test_a_resident_stands_on_a_building_once_and_seven_of_a_colour():
    game = traders_game()
    with pytest.raises(ModuleError, match="already"):
        set_resident(game, "Anna", (1, 0), True)
    with pytest.raises(ModuleError, match="buildings"):
        set_resident(game, "Anna", (0, 0), True)
    game.set_modules([*MODULES, "building_huts"])
    game.player("Anna").city.put((3, 0), hut("pavilion", "E"))
    with pytest.raises(ModuleError, match="buildings"):
        set_resident(game, "Anna", (3, 0), True)
    for free in [t for t in game.free_tiles() if t.type == "garden"][:4]:
        game.take_into_reserve("Ben", free)
        set_resident(game, "Ben", free, True)
    last = next(t for t in game.free_tiles() if t.type == "garden")
    game.take_into_reserve("Ben", last)
    with pytest.raises(ModuleError, match="all 7 garden residents are in use"):
        set_resident(game, "Ben", last, True)


def test_the_trader_disc_stands_on_an_empty_cell_beside_the_city():
    game = traders_game()
    set_trader(game, "Anna", (3, 0))
    assert trader(game.player("Anna").city) == Cell(3, 0)
    for cell in ((1, 0), (5, 5), (0, 0)):
        with pytest.raises(ModuleError, match="empty cell beside the city"):
            set_trader(game, "Anna", cell)
    data = json.loads(dumps(game))
    assert data["players"][0]["trader"] == {"x": 3, "y": 0}
    assert loads(dumps(game)) == game
    set_trader(game, "Anna", None)
    assert "trader" not in json.loads(dumps(game))["players"][0]
    assert [t.points for t in game.score(3).players[0].module_terms] == [10]  # it scores nothing


def test_the_file_keeps_residents_and_refuses_what_breaks_the_rules():
    game = traders_game()
    data = json.loads(dumps(game))
    marked = {(t["x"], t["y"]) for t in data["players"][0]["city"] if t.get("resident")}
    assert marked == set(CITY) - {(0, -1)}
    assert loads(dumps(game)) == game
    data["players"][0]["trader"] = {"x": 0, "y": 0}
    with pytest.raises(GameFileError, match=r"players\[0\].trader: the trader disc stands on an empty cell"):
        game_from_dict(data, "game.json")
    del data["players"][0]["trader"]
    data["modules"] = ["street_traders", "building_huts"]
    data["players"][0]["city"].append({"x": 3, "y": 0, "kind": "hut", "type": "pavilion", "walls": "E",
                                       "resident": True})
    with pytest.raises(GameFileError, match=r"city\[7\].resident: a resident stands on one of the player's"):
        game_from_dict(data, "game.json")
    data["players"][0]["city"].pop()
    data["modules"] = []
    with pytest.raises(GameFileError, match="does not list the module 'street_traders'"):
        game_from_dict(data, "game.json")


def test_eight_residents_of_a_colour_are_refused_in_a_file():
    game = Game(["Anna"], modules=MODULES)
    gardens = [t for t in game.variant.catalogue if t.type == "garden"][:8]
    for placed in gardens:
        game.player("Anna").reserve.append(placed)
    data = json.loads(dumps(game))
    for entry in data["players"][0]["reserve"]:
        entry["resident"] = True
    with pytest.raises(GameFileError, match=r"reserve\[7\].resident: more than the 7 garden residents"):
        game_from_dict(data, "game.json")


def test_counts_only_types_the_residents_per_type():
    game = traders_game()
    use_counts(game, "Anna")
    assert from_city(game, "Anna").module("street_traders") == {"pavilion": 2, "seraglio": 1, "garden": 3}
    counts = game.player("Anna").counts
    set_counts(game, "Anna", counts.with_number("street_traders", "tower", 1))
    assert game.score(1).players[0].term("street_traders").points == 10 + 3 + 1  # T(4) + T(2) + T(1)
    assert game.score(1).players[0].term("street_traders").lines[0].english() == "residents (typed)"
    assert json.loads(dumps(game))["players"][0]["counts"]["residents"]["tower"] == 1
    assert loads(dumps(game)) == game
    with pytest.raises(ValueError, match="2 tower residents on 1 tower buildings"):
        set_counts(game, "Anna", counts.with_number("street_traders", "tower", 2))


@given(st.dictionaries(st.sampled_from(["pavilion", "seraglio", "arcades", "chambers", "garden", "tower"]),
                       st.integers(0, 7)), st.sampled_from(["pavilion", "garden", "tower"]))
def test_one_more_resident_never_lowers_the_score(per_type, kind):
    more = {**per_type, kind: per_type.get(kind, 0) + 1}
    assert score(more) > score(per_type)
    flat = {t: 1 for t, c in per_type.items() if c}
    assert score(flat) == [0, 1, 3, 6, 10, 15, 21][len(flat)]
