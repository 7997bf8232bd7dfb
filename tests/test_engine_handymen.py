"""Handymen (MODULES.md §17): the largest group of handyman buildings side by side scores."""

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
from alhambra_gui.engine.modules.handymen import groups, has_handyman, largest_group, set_handyman
from alhambra_gui.engine.modules.magical_buildings import magical
from tests.test_engine_properties import games


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


CITY = {(1, 0): tile("pavilion", 8), (2, 0): tile("seraglio", 7, "W"), (0, 1): tile("tower", 13, "E"),
        (-1, 0): tile("garden", 11), (-1, 1): tile("garden", 10)}


def handymen_game(on=((1, 0), (2, 0), (-1, 0), (-1, 1)), modules=("handymen",)) -> Game:
    game = Game(["Anna", "Ben"], modules=list(modules))
    for cell, placed in CITY.items():
        game.player("Anna").city.put(cell, placed)
    for cell in on:
        set_handyman(game, "Anna", cell, True)
    return game


def test_the_largest_group_side_by_side_scores_walls_or_not():
    game = handymen_game()
    # (1,0)-(2,0) meet at the seraglio's wall and still join; (-1,0)-(-1,1) are another pair
    city = game.player("Anna").city
    assert groups(Cell(*c) for c in ((1, 0), (2, 0), (-1, 0), (-1, 1))) == [
        frozenset({Cell(-1, 0), Cell(-1, 1)}), frozenset({Cell(1, 0), Cell(2, 0)})]
    assert len(largest_group(city, game.ruleset)) == 2
    term = game.score(1).players[0].term("handymen")
    assert term.points == 2
    assert term.lines[0].english() == "largest group of handymen: 2 tiles"
    assert largest_group(game.player("Anna").city, game.ruleset) == {Cell(-1, 0), Cell(-1, 1)}
    set_handyman(game, "Anna", (0, 1), True)  # the tower beside the garden at (-1, 1) joins it
    assert game.score(2).players[0].term("handymen").points == 3
    assert game.score(3).players[1].term("handymen").points == 0


def test_groups_are_joined_through_sides_not_corners():
    cells = [Cell(0, 0), Cell(1, 1), Cell(2, 1), Cell(2, 2)]
    assert groups(cells) == [frozenset({Cell(1, 1), Cell(2, 1), Cell(2, 2)}), frozenset({Cell(0, 0)})]


def test_a_handyman_on_a_building_site_or_in_the_reserve_counts_nothing():
    game = handymen_game(on=((-1, 0), (-1, 1)), modules=("handymen", "building_sites"))
    building_sites.set_site(game, "Anna", (-1, 1), True)
    assert game.score(1).players[0].term("handymen").points == 1
    building_sites.set_site(game, "Anna", (1, 0), True)
    with pytest.raises(ModuleError, match="building site"):
        set_handyman(game, "Anna", (1, 0), True)
    game.unbuild("Anna", (-1, 0), force=True)
    assert has_handyman(game.player("Anna").reserve_marks[tile("garden", 11)])
    assert game.score(1).players[0].term("handymen").points == 0


def test_a_handyman_stands_on_a_building_once():
    game = handymen_game(on=())
    set_handyman(game, "Anna", (1, 0), True)
    with pytest.raises(ModuleError, match="already"):
        set_handyman(game, "Anna", (1, 0), True)
    with pytest.raises(ModuleError, match="buildings"):
        set_handyman(game, "Anna", (0, 0), True)


def test_a_handyman_on_a_piece_that_is_a_building_is_kept_by_the_file():
    game = handymen_game(on=(), modules=("handymen", "magical_buildings"))
    game.player("Anna").city.put(Cell(1, 1), magical("garden", 13, "NES"))
    set_handyman(game, "Anna", Cell(1, 1), True)  # the edit takes it: a building of its type
    assert loads(dumps(game)) == game


def test_the_file_keeps_the_handymen():
    game = handymen_game()
    data = json.loads(dumps(game))
    marked = {(t["x"], t["y"]) for t in data["players"][0]["city"] if t.get("handyman")}
    assert marked == {(1, 0), (2, 0), (-1, 0), (-1, 1)}
    assert loads(dumps(game)) == game
    data["modules"] = []
    with pytest.raises(GameFileError, match="does not list the module 'handymen'"):
        game_from_dict(data)


def test_counts_only_types_the_largest_group():
    game = handymen_game()
    use_counts(game, "Anna")
    assert from_city(game, "Anna").module("handymen") == {"handymen": 2}
    set_counts(game, "Anna", game.player("Anna").counts.with_number("handymen", "handymen", 4))
    assert game.score(1).players[0].term("handymen").points == 4
    assert game.score(1).players[0].term("handymen").lines[0].english() == \
        "largest group of handymen (typed): 4 tiles"
    assert loads(dumps(game)) == game


@given(games(), st.data())
def test_taking_a_handyman_off_never_raises_the_points(game, data):
    game.set_modules(["handymen"])
    player = game.players[0]
    cells = [c for c, _ in player.city]
    if not cells:
        return
    for cell in data.draw(st.lists(st.sampled_from(cells), unique=True, min_size=1)):
        set_handyman(game, player.name, cell, True)
    before = game.score(1).players[0].term("handymen").points
    gone = data.draw(st.sampled_from([c for c, _ in player.city if has_handyman(player.city.marks(c))]))
    set_handyman(game, player.name, gone, False)
    assert game.score(1).players[0].term("handymen").points <= before
    assert before <= len(player.city)
