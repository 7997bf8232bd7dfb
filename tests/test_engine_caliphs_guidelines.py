"""Caliph's guidelines (MODULES.md §16): the nine missions' figures, their points in the
final scoring, the figures in ``score --json``, the file field and counts only."""

from __future__ import annotations

import json

import pytest
from hypothesis import given

from alhambra_gui.engine import (
    Cell,
    Game,
    GameFileError,
    ModuleError,
    Side,
    Tile,
    Walls,
    dumps,
    game_from_dict,
    loads,
)
from alhambra_gui.engine.counts_actions import from_city, set_counts, use_counts
from alhambra_gui.engine.modules import city_gates
from alhambra_gui.engine.modules.caliphs_guidelines import (
    figure,
    longest_diagonal,
    missions,
    second_wall,
    set_missions,
)
from tests.test_engine_properties import games

MODULES = ["caliphs_guidelines"]


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


#: A row of three (y 0), a column of three (x 1), a diagonal of three, one 2 × 2 square,
#: two pairs (the gardens, the towers), three types, a walk of 3 steps.
SHAPES = {(1, 0): tile("garden", 10), (2, 0): tile("garden", 11), (3, 0): tile("tower", 11),
          (1, 1): tile("tower", 12), (2, 1): tile("tower", 9, "ES"), (1, 2): tile("pavilion", 8)}
#: Walls: a wall of 2 to the north, another of 1 to the south-west, a double wall east.
WALLS = {(1, 0): tile("arcades", 8, "N"), (2, 0): tile("pavilion", 6, "N"), (-1, 0): tile("seraglio", 8, "S"),
         (3, 0): tile("tower", 13, "E"), (4, 0): tile("tower", 10, "W")}


def caliph_game(city=SHAPES, chosen=tuple(range(1, 10)), modules=MODULES) -> Game:
    game = Game(["Anna", "Ben"], modules=list(modules), dirk=True)
    for cell, placed in city.items():
        game.player("Anna").city.put(cell, placed)
    set_missions(game, chosen)
    return game


def figures(game: Game, name: str = "Anna") -> dict[int, int]:
    city = game.player(name).city
    return {n: figure(n, city, game.ruleset) for n in range(1, 10)}


def test_the_figures_of_rows_columns_pairs_diagonals_types_walks_and_squares():
    game = caliph_game()
    assert figures(game) == {1: 1, 2: 1, 3: 2, 4: 0, 5: 3, 6: 0, 7: 3, 8: 3, 9: 1}
    assert longest_diagonal({Cell(1, 2): "p", Cell(2, 1): "t", Cell(3, 0): "t", Cell(1, 0): "g"}) == (
        Cell(1, 2), Cell(2, 1), Cell(3, 0))
    assert longest_diagonal({Cell(5, 5): "p"}) == ()  # a lone building is no run


def test_the_final_scoring_pays_each_mission_and_json_gives_the_figures():
    game = caliph_game()
    anna = game.score(3).players[0].term("caliphs_guidelines")
    assert anna.points == 3 + 3 + 6 + 0 + 6 + 0 + 3 + 3 + 2
    assert anna.lines[0].english() == "mission 1, rows with 3 buildings in a row: 1 × 3 = 3"
    assert anna.lines[6].english() == "mission 7, building types: 3 → 3"
    data = game.score(3).to_dict()
    assert data["players"][0]["modules"]["caliphs_guidelines"] == 26
    assert data["players"][0]["caliphs_guidelines_missions"] == {
        "1": 1, "2": 1, "3": 2, "4": 0, "5": 3, "6": 0, "7": 3, "8": 3, "9": 1}
    assert data["players"][1]["caliphs_guidelines_missions"]["8"] == 0
    assert "caliphs_guidelines_missions" not in data["dirk"]
    assert game.score(3).dirk.total == 0


def test_only_the_missions_in_play_score_and_only_in_the_final_scoring():
    game = caliph_game(chosen=(1, 4, 9))
    assert game.score(3).players[0].term("caliphs_guidelines").points == 3 + 0 + 2
    assert game.score(3).to_dict()["players"][0]["caliphs_guidelines_missions"] == {"1": 1, "4": 0, "9": 1}
    early = game.score(2).players[0].term("caliphs_guidelines")
    assert early.points == 0 and early.lines[0].english() == "the missions score in the final scoring only"
    assert game.score(1).to_dict()["players"][0]["caliphs_guidelines_missions"] == {"1": 1, "4": 0, "9": 1}
    set_missions(game, ())
    assert game.score(3).to_dict()["players"][0]["caliphs_guidelines_missions"] == {}
    none = game.score(3).players[0].term("caliphs_guidelines")
    assert none.lines[0].english() == "no mission tiles in play"


def test_the_second_longest_wall_the_double_walls_and_a_walk_through_a_gate():
    game = caliph_game(WALLS, modules=[*MODULES, "city_gates"])
    city = game.player("Anna").city
    assert city.longest_wall() == 2
    assert [(s.cell, s.side) for s in second_wall(city)] == [(Cell(-1, 0), Side.S)]
    assert figures(game)[4] == 1 and figures(game)[6] == 1
    assert figures(game)[8] == 3  # the tower behind the double wall is not reached on foot
    city_gates.set_gate(game, "Anna", (3, 0), Side.E, True)
    assert figures(game)[8] == 4 and figures(game)[6] == 1  # a gated double wall is still one
    assert game.score(3).players[0].term("caliphs_guidelines").lines[3].english() == \
        "mission 4, the second longest wall: 1 × 1 = 1"


def test_a_wall_group_joined_at_a_corner_holds_no_second_wall():
    game = caliph_game({(1, 0): tile("arcades", 8, "N"), (1, -1): tile("garden", 12, "S")})
    # the garden's south wall and the arcades' north wall are a double wall; nothing is outer
    assert figures(game)[4] == 0 and figures(game)[6] == 1
    # three segments meet at the corner (2, 0): the longest wall takes two, and the third,
    # in the same group, is no second wall
    game = caliph_game({(1, 0): tile("arcades", 8, "N"), (2, -1): tile("pavilion", 3, "SW")})
    assert game.player("Anna").city.longest_wall() == 2 and figures(game)[4] == 0


def test_the_missions_field_round_trips_and_is_checked():
    game = caliph_game(chosen=(9, 1, 4))
    assert missions(game.state) == (1, 4, 9)
    assert json.loads(dumps(game))["caliphs_guidelines"] == [1, 4, 9]
    assert loads(dumps(game)) == game
    base = {"format": "alhambra-game", "version": 1, "modules": MODULES, "players": [{"name": "A"}]}
    for bad, message in (([1, 1], "a mission is listed twice"),
                         ([10], r"\[0\]: 10 is out of range \(1 to 9\)"),
                         ("1", "must be a list")):
        with pytest.raises(GameFileError, match=message):
            game_from_dict({**base, "caliphs_guidelines": bad})
    with pytest.raises(ModuleError, match="numbered 1 to 9"):
        set_missions(game, [0])


def test_counts_only_types_each_missions_figure():
    game = caliph_game(chosen=(1, 7, 8))
    use_counts(game, "Anna")
    assert from_city(game, "Anna").module("caliphs_guidelines") == {
        "1": 1, "2": 1, "3": 2, "5": 3, "7": 3, "8": 3, "9": 1}
    counts = game.player("Anna").counts
    set_counts(game, "Anna", counts.with_number("caliphs_guidelines", "8", 7))
    term = game.score(3).players[0].term("caliphs_guidelines")
    assert term.points == 3 + 3 + 7
    assert term.lines[2].english() == "mission 8, the longest walk to a building (typed): 7 × 1 = 7"
    assert json.loads(dumps(game))["players"][0]["counts"]["missions"]["8"] == 7
    assert loads(dumps(game)) == game
    with pytest.raises(ValueError, match="4 building types, but 3 are counted"):
        set_counts(game, "Anna", counts.with_number("caliphs_guidelines", "7", 4))


@given(games())
def test_the_second_longest_wall_never_exceeds_the_longest(game):
    game.set_modules(MODULES)
    for player in game.players:
        city = player.city
        assert len(second_wall(city)) <= city.longest_wall()
        assert figure(6, city, game.ruleset) <= 2 * len(city)
