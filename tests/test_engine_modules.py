"""Expansion modules (rules/MODULES.md, spec/game-file.md "Modules"): every example of
MODULES.md, the spec's details, the file fields and the module actions."""

from __future__ import annotations

import copy
import json

import pytest

from alhambra_gui.engine import (
    Cell,
    Game,
    GameFileError,
    IllegalMoveError,
    Player,
    Side,
    Tile,
    Walls,
    dumps,
    game_from_dict,
    game_to_dict,
    loads,
)
from alhambra_gui.engine.errors import ModuleError
from alhambra_gui.engine.marks import Marks
from alhambra_gui.engine.modules import (
    bonus_cards,
    building_sites,
    characters,
    city_gates,
    city_walls,
    new_score_cards,
    other_points,
    treasure_chamber,
)
from alhambra_gui.engine.modules.registry import module_ids
from tests.conftest import DATA

#: The modules of the spec's example (the first set), not a list of every module: that is the
#: registry's (``module_ids()``).
ALL = ["new_score_cards", "bonus_cards", "city_walls", "city_gates", "treasure_chamber",
       "characters", "building_sites"]

#: The spec's example (game-file.md, "Modules"), with Ben, whom it names, as a second player.
SPEC_EXAMPLE = {
    "format": "alhambra-game", "version": 1, "variant": "alhambra",
    "modules": ALL,
    "new_score_cards": [4, 11, 17],
    "characters": {"wise_man": {"player": "Anna", "type": "tower"}, "city_watch": "Ben"},
    "players": [
        {"name": "Anna",
         "city": [
             {"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "NE", "added_walls": "S",
              "chest": True},
             {"x": 0, "y": -1, "type": "pavilion", "price": 8, "walls": "", "site": True},
             {"x": 2, "y": 0, "type": "seraglio", "price": 7, "walls": "W"}],
         "reserve": [{"type": "tower", "price": 13, "walls": "E", "added_walls": "W"}],
         "bonus_cards": [{"type": "pavilion", "price": 8}],
         "gates": [{"x": 1, "y": 0, "side": "E"}]},
        {"name": "Ben", "city": [], "reserve": []},
    ],
    "scorings": [{"round": 1, "points": {"Anna": 12, "Ben": 7},
                  "other_points": {"Ben": [{"label": "Camps", "points": 3}]}}],
}


def spec_game(**changes) -> Game:
    data = copy.deepcopy(SPEC_EXAMPLE)
    data.update(changes)
    return game_from_dict(data, "game.json")


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


def rejected(data: dict) -> str:
    with pytest.raises(GameFileError) as error:
        game_from_dict(data, "game.json")
    return str(error.value)


def game_with(cities: dict[str, dict[tuple[int, int], Tile]], modules=(), **kwargs) -> Game:
    from alhambra_gui.engine import City

    players = [Player(name, City(tiles)) for name, tiles in cities.items()]
    return Game(players, modules=modules, **kwargs)


# ---- the file ------------------------------------------------------------------------------

def test_the_spec_example_loads_and_saves_back_unchanged():
    game = spec_game()
    assert game.modules == tuple(ALL)
    saved = game_to_dict(game)
    assert game_to_dict(loads(dumps(game))) == saved
    anna = saved["players"][0]
    assert anna["gates"] == [{"x": 1, "y": 0, "side": "E"}]
    assert anna["bonus_cards"] == [{"type": "pavilion", "price": 8}]
    assert {"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "NE", "added_walls": "S",
            "chest": True} in anna["city"]
    assert anna["reserve"] == [{"type": "tower", "price": 13, "walls": "E", "added_walls": "W"}]
    assert saved["characters"] == SPEC_EXAMPLE["characters"]
    assert saved["new_score_cards"] == [4, 11, 17]
    assert saved["scorings"][0]["other_points"] == {"Ben": [{"label": "Camps", "points": 3}]}


def test_the_spec_example_is_legal_thanks_to_its_gate():
    game = spec_game()
    anna = game.player("Anna").city
    assert anna.violations() == ()
    data = copy.deepcopy(SPEC_EXAMPLE)
    del data["players"][0]["gates"]
    city = game_from_dict(data).player("Anna").city
    assert [v.to_dict() for v in city.violations()] == [{"rule": "unreachable", "x": 2, "y": 0}]


def test_a_base_game_file_has_no_modules_key_and_keeps_unknown_fields():
    game = game_from_dict({"format": "alhambra-game", "version": 1, "players": [{"name": "A"}],
                           "custom": {"x": 1}})
    data = game_to_dict(game)
    assert "modules" not in data and data["custom"] == {"x": 1}


@pytest.mark.parametrize(("change", "message"), [
    ({"modules": ["treasure_chamber", "camels"]},
     f"game.json: modules: 'camels' is not a module (one of {', '.join(module_ids())})"),
    ({"modules": ["city_walls", "city_walls"]}, "game.json: modules: a module is listed twice"),
    ({"modules": "city_walls"}, "game.json: modules: must be a list"),
    ({"modules": ["city_walls"], "variant": "granada", "players": [{"name": "A"}]},
     "game.json: modules: the expansion modules are for Alhambra, not Granada"),
    ({"modules": []}, "game.json: new_score_cards: the game does not list the module 'new_score_cards'"),
    ({"new_score_cards": [4, 4, 17]}, "game.json: new_score_cards: the three cards must be different"),
    ({"new_score_cards": [4, 19, 1]}, "game.json: new_score_cards[1]: 19 is out of range (1 to 18)"),
    ({"new_score_cards": [4, 11]}, "game.json: new_score_cards: must hold 3 to 3 entries, not 2"),
    ({"new_score_cards": [4, None, 4]}, "game.json: new_score_cards: the three cards must be different"),
    ({"new_score_cards": [None, "x", None]}, "game.json: new_score_cards[1]: must be a whole number"),
    ({"characters": {"wise_man": {"player": "Zoe", "type": "tower"}}},
     "game.json: characters: 'Zoe' is not a player"),
    ({"characters": {"wise_man": {"player": "Anna", "type": "castle"}}},
     "game.json: characters.wise_man.type: 'castle' is not a building type"),
    ({"characters": {"jester": "Anna"}},
     "game.json: characters.jester: is not a character (wise_man, city_watch)"),
])
def test_bad_module_fields_at_the_top_are_refused_with_their_place(change, message):
    data = copy.deepcopy(SPEC_EXAMPLE)
    data.update(change)
    assert rejected(data) == message


def anna_changed(**fields) -> dict:
    data = copy.deepcopy(SPEC_EXAMPLE)
    data["players"][0].update(fields)
    return data


@pytest.mark.parametrize(("anna", "message"), [
    ({"gates": [{"x": 1, "y": 0, "side": "N"}]},
     "game.json: players[0].gates: the gate between (1, -1) and (1, 0) is not on a double wall"),
    ({"gates": [{"x": 1, "y": 0, "side": "E"}, {"x": 2, "y": 0, "side": "W"}]},
     "game.json: players[0].gates[1]: the same gate is listed twice"),
    ({"gates": [{"x": 1, "y": 0, "side": "EW"}]},
     "game.json: players[0].gates[0].side: must be one side: N, E, S or W"),
    ({"bonus_cards": [{"type": "garden", "price": 8}]},
     "game.json: players[0].bonus_cards[0]: there is no bonus card garden 8 "
     "(the cards show the ten tiles without walls)"),
    ({"bonus_cards": [{"type": "tower", "price": 12}, {"type": "tower", "price": 12}]},
     "game.json: players[0].bonus_cards[1]: the same card is listed twice"),
    ({"reserve": [{"type": "tower", "price": 13, "walls": "E", "site": True}]},
     "game.json: players[0].reserve[0].site: is only allowed on a tile built in a city"),
    ({"reserve": [{"type": "tower", "price": 13, "walls": "E", "added_walls": "E"}]},
     'game.json: players[0].reserve[0].added_walls: "E" repeats a printed wall of tower 13 walls "E"'),
    ({"reserve": [{"type": "tower", "price": 13, "walls": "E", "chest": "yes"}]},
     "game.json: players[0].reserve[0].chest: must be true or false"),
    ({"reserve": [{"type": "tower", "price": 13, "walls": "E", "added_walls": "X"}]},
     'game.json: players[0].reserve[0].added_walls: walls "X" must be distinct letters from NESW'),
])
def test_bad_module_fields_of_a_player_are_refused_with_their_place(anna, message):
    assert rejected(anna_changed(**anna)) == message


def test_a_module_field_of_a_module_not_listed_is_refused():
    data = copy.deepcopy(SPEC_EXAMPLE)
    data["modules"] = [m for m in ALL if m != "treasure_chamber"]
    assert rejected(data) == ("game.json: players[0].city[0].chest: the game does not list the "
                              "module 'treasure_chamber'")


def test_a_bonus_card_held_twice_is_refused():
    data = copy.deepcopy(SPEC_EXAMPLE)
    data["players"][1]["bonus_cards"] = [{"type": "pavilion", "price": 8}]
    assert rejected(data) == ("game.json: players[1].bonus_cards: the bonus card pavilion 8 is "
                              "held by Anna too")


def test_supplies_are_per_game_reserves_included():
    data = copy.deepcopy(SPEC_EXAMPLE)
    # 12 wall pieces: 2 in Anna's tiles, 10 more on Ben's tiles, then one too many.
    pieces = [
        ({"type": "arcades", "price": 9, "walls": ""}, "NESW"),
        ({"type": "chambers", "price": 10, "walls": ""}, "NESW"),
        ({"type": "garden", "price": 10, "walls": ""}, "NE"),
    ]
    data["players"][1]["reserve"] = [{**t, "added_walls": w} for t, w in pieces]
    game_from_dict(data)  # 12 in all: fine
    data["players"][1]["reserve"].append({"type": "tower", "price": 12, "walls": "", "added_walls": "N"})
    assert rejected(data) == ("game.json: players[1].reserve[3].added_walls: more than the 12 wall "
                              "pieces of the game")


def test_chests_per_colour_are_limited():
    data = copy.deepcopy(SPEC_EXAMPLE)
    catalogue = json.loads((DATA / "rules-alhambra-tiles.json").read_text(encoding="utf-8"))
    pavilions = [t for t in catalogue if t["type"] == "pavilion" and t["price"] != 8]
    data["players"][1]["reserve"] = [{**t, "chest": True} for t in pavilions]  # 6 pavilions
    assert rejected(data) == ("game.json: players[1].reserve[5].chest: more than the 5 pavilion "
                              "chests")


def test_other_points_name_players():
    data = copy.deepcopy(SPEC_EXAMPLE)
    data["scorings"][0]["other_points"] = {"Zoe": [{"label": "Camps", "points": 3}]}
    assert rejected(data) == "game.json: scorings[0].other_points: 'Zoe' is not a player"


def test_every_module_file_is_in_the_registry_once():
    """Each file of engine/modules/ that defines a module is registered, once, under the id
    its file is named by (the registry is the one list; no test lists the modules again)."""
    import ast
    from pathlib import Path

    import alhambra_gui.engine.modules as package

    def defines_a_module(path: Path) -> bool:
        return any(isinstance(node, ast.ClassDef) and any(getattr(b, "id", "") == "Module"
                                                          for b in node.bases)
                   for node in ast.parse(path.read_text(encoding="utf-8")).body)

    files = Path(package.__file__).parent.glob("*.py")
    defined = sorted(path.stem for path in files if defines_a_module(path))
    assert len(set(module_ids())) == len(module_ids())
    assert sorted(module_ids()) == defined


# ---- 1. new score cards ----------------------------------------------------------------------

def test_card_4_in_scoring_1_pays_the_tower_majority_with_the_arcades_row():
    game = game_with({"A": {(1, 0): tile("tower", 7, "NE"), (0, 1): tile("seraglio", 3, "ESW")},
                      "B": {}}, modules=["new_score_cards"])
    new_score_cards.set_cards(game, (4, 11, 17))
    a = game.score(1).players[0]
    assert a.buildings["tower"].points == 3
    assert a.buildings["seraglio"].points == 1
    assert new_score_cards.card_order(game.variant, 4) == (
        "seraglio", "garden", "tower", "chambers", "arcades", "pavilion")


def test_cards_not_chosen_yet_leave_the_base_values():
    game = game_with({"A": {(1, 0): tile("tower", 7, "NE")}}, modules=["new_score_cards"])
    assert game.score(1).players[0].buildings["tower"].points == 6


def test_dirk_scores_with_the_new_cards_too_and_ties_stay_shared():
    game = game_with({"A": {(1, 0): tile("tower", 7, "NE")}, "B": {(1, 0): tile("tower", 8, "ESW")}},
                     modules=["new_score_cards"], dirk=[tile("tower", 9, "NW")])
    new_score_cards.set_cards(game, (4, 1, 2))
    score = game.score(1)  # card 4: tower takes the arcades row (3); three tied: 3 // 3
    assert [p.buildings["tower"].points for p in score.everyone()] == [1, 1, 1]


def test_a_card_entered_for_one_scoring_counts_for_it_alone():
    """The cards are entered as they are turned up: scoring 1's card counts before the
    others are known, and a scoring without one keeps the base values."""
    game = game_with({"A": {(1, 0): tile("tower", 7, "NE")}}, modules=["new_score_cards"])
    new_score_cards.set_cards(game, (4, None, None))
    assert game.score(1).players[0].buildings["tower"].points == 3  # card 4: the arcades row
    assert game.score(2).players[0].buildings["tower"].points == 13  # the base row
    new_score_cards.set_cards(game, (None, 4, None))
    assert game.score(1).players[0].buildings["tower"].points == 6
    assert game.score(2).players[0].buildings["tower"].points == 10


def test_cards_not_entered_yet_are_written_as_null_and_read_back():
    game = game_with({"A": {}}, modules=["new_score_cards"])
    new_score_cards.set_cards(game, (4, None, 17))
    saved = game_to_dict(game)
    assert saved["new_score_cards"] == [4, None, 17]
    assert new_score_cards.cards(loads(dumps(game)).state) == (4, None, 17)
    new_score_cards.set_cards(game, new_score_cards.NO_CARDS)
    assert "new_score_cards" not in game_to_dict(game)
    data = {**game_to_dict(game), "new_score_cards": [None, None, None]}
    assert new_score_cards.cards(game_from_dict(data).state) == new_score_cards.NO_CARDS


def test_a_scoring_without_its_card_is_a_concern_before_it_is_recorded():
    game = game_with({"A": {}}, modules=["new_score_cards"])
    module = game.ruleset.find(new_score_cards.NewScoreCards)
    assert [str(line) for line in module.concerns(game, 1)] == [
        "No new score card is entered for scoring 1: it would count with the base values."]
    new_score_cards.set_cards(game, (4, None, None))
    assert module.concerns(game, 1) == ()
    assert len(module.concerns(game, 2)) == 1


def test_choosing_cards_checks_them():
    game = game_with({"A": {}}, modules=["new_score_cards"])
    with pytest.raises(ModuleError):
        new_score_cards.set_cards(game, (1, 1, 2))
    with pytest.raises(ModuleError):
        new_score_cards.set_cards(game, (1, 2, 19))


# ---- 2. bonus cards ----------------------------------------------------------------------------

PAVILION_8 = tile("pavilion", 8)


def bonus_game(anna_city, ben_city=None, card=PAVILION_8, modules=("bonus_cards",)) -> Game:
    game = game_with({"Anna": anna_city, "Ben": ben_city or {}}, modules=modules)
    bonus_cards.set_card(game, "Anna", card, True)
    return game


def test_a_bonus_card_counts_as_one_more_building_when_its_tile_is_built_in_the_holders_city():
    game = bonus_game({(0, -1): PAVILION_8}, {(1, 0): tile("pavilion", 2, "NEW"),
                                              (0, 1): tile("pavilion", 3, "SW")})
    anna, ben = game.score(1).players
    assert anna.buildings["pavilion"].count == 2  # the tile and the card: ties with Ben
    assert anna.buildings["pavilion"].points == ben.buildings["pavilion"].points == 0
    assert [p.source for p in anna.parts["pavilion"]] == ["bonus_cards"]


def test_a_bonus_card_can_create_a_lead():
    game = bonus_game({(0, -1): PAVILION_8, (1, 0): tile("pavilion", 2, "NEW")},
                      {(1, 0): tile("pavilion", 4, "ES"), (0, 1): tile("pavilion", 3, "SW")})
    anna, ben = game.score(1).players
    assert (anna.buildings["pavilion"].points, ben.buildings["pavilion"].points) == (1, 0)


def test_a_bonus_card_counts_nothing_when_its_tile_is_in_the_reserve_or_another_city():
    game = bonus_game({}, {(0, -1): PAVILION_8})
    assert game.score(1).players[0].buildings["pavilion"].count == 0
    game = bonus_game({})
    game.take_into_reserve("Anna", PAVILION_8)
    assert game.score(1).players[0].buildings["pavilion"].count == 0


def test_a_bonus_card_means_exactly_its_wall_less_tile():
    game = bonus_game({(1, 0): tile("garden", 10, "E")}, card=tile("garden", 10))
    assert game.score(1).players[0].buildings["garden"].count == 1  # the walled garden 10


def test_a_wall_less_tile_with_added_walls_still_counts_for_its_card():
    game = bonus_game({(0, -1): PAVILION_8}, modules=("bonus_cards", "city_walls"))
    city_walls.set_wall(game, "Anna", Cell(0, -1), Side.N, True)
    assert game.player("Anna").city.walls((0, -1)) == Walls("N")
    assert game.score(1).players[0].buildings["pavilion"].count == 2


def test_a_bonus_card_whose_tile_is_a_building_site_counts_nothing():
    game = bonus_game({(0, -1): PAVILION_8}, modules=("bonus_cards", "building_sites"))
    building_sites.set_site(game, "Anna", (0, -1), True)
    anna = game.score(1).players[0]
    assert anna.buildings["pavilion"].count == 0
    assert [p.source for p in anna.parts["pavilion"]] == ["building_sites"]


def test_cards_have_one_holder():
    game = bonus_game({})
    with pytest.raises(ModuleError, match="Anna holds the bonus card pavilion 8"):
        bonus_cards.set_card(game, "Ben", PAVILION_8, True)
    with pytest.raises(ModuleError):
        bonus_cards.set_card(game, "Ben", tile("garden", 8, "NE"), True)
    bonus_cards.set_card(game, "Anna", PAVILION_8, False)
    assert bonus_cards.holder(game, PAVILION_8) is None
    assert len(bonus_cards.cards(game.variant)) == 10


# ---- 3. city walls ----------------------------------------------------------------------------

def test_an_added_wall_counts_for_matching_walking_and_the_longest_wall():
    game = game_with({"A": {(1, 0): tile("garden", 10, "")}}, modules=["city_walls"])
    city = game.player("A").city
    assert city.longest_wall() == 0
    city_walls.set_wall(game, "A", Cell(1, 0), Side.N, True)
    city_walls.set_wall(game, "A", Cell(1, 0), Side.E, True)
    assert city.longest_wall() == 2
    # A tile east of it must now bring a wall on its west side.
    assert Cell(2, 0) not in city.legal_cells(tile("garden", 11))
    assert Cell(2, 0) not in city.legal_cells(tile("seraglio", 7, "W"))  # double wall: unreachable
    assert [v.rule.id for v in city.check_place(tile("seraglio", 7, "W"), (2, 0))] == ["unreachable"]
    assert game.player("A").city.marks((1, 0)) == Marks({"added_walls": Walls("NE")})


def test_an_added_wall_that_breaks_a_rule_is_refused_unless_forced():
    game = game_with({"A": {(1, 0): tile("garden", 10, ""), (2, 0): tile("garden", 11, "")}},
                     modules=["city_walls"])
    with pytest.raises(IllegalMoveError) as refused:
        city_walls.set_wall(game, "A", Cell(1, 0), Side.E, True)
    # Its east wall meets the open west side of (2, 0), which is then cut off on foot.
    assert {v.rule.id for v in refused.value.violations} == {"wall_mismatch", "unreachable"}
    city_walls.set_wall(game, "A", Cell(1, 0), Side.E, True, force=True)
    assert {v.rule.id for v in game.player("A").city.violations()} == {"wall_mismatch", "unreachable"}


def test_walls_go_only_on_open_sides_of_own_tiles_and_twelve_at_most():
    game = game_with({"A": {(1, 0): tile("garden", 8, "NE")}}, modules=["city_walls"])
    with pytest.raises(ModuleError, match="already has a wall"):
        city_walls.set_wall(game, "A", Cell(1, 0), Side.N, True)
    with pytest.raises(ModuleError, match="own building tiles"):
        city_walls.set_wall(game, "A", Cell(0, 0), Side.N, True)
    for t in (tile("arcades", 9), tile("chambers", 10), tile("garden", 10)):
        game.take_into_reserve("A", t)
    for t in (tile("arcades", 9), tile("chambers", 10), tile("garden", 10)):
        for side in Side:
            if city_walls.left(game):
                city_walls.set_wall(game, "A", t, side, True)
    assert city_walls.left(game) == 0
    with pytest.raises(ModuleError, match="all 12 wall pieces are in use"):
        city_walls.set_wall(game, "A", Cell(1, 0), Side.S, True)


def test_a_reserve_tiles_added_walls_travel_with_it_into_the_city():
    game = game_with({"A": {}}, modules=["city_walls"])
    garden = tile("garden", 10)
    game.take_into_reserve("A", garden)
    city_walls.set_wall(game, "A", garden, Side.N, True)
    city = game.player("A").city
    # Not south of the fountain: its added north wall would meet the fountain's open side.
    assert city.legal_cells(garden, game.player("A").reserve_marks[garden]) == [(0, -1), (-1, 0), (1, 0)]
    game.build("A", garden, (0, -1))
    assert city.walls((0, -1)) == Walls("N") and city.longest_wall() == 1
    game.unbuild("A", (0, -1))
    assert game.player("A").reserve_marks[garden] == Marks({"added_walls": Walls("N")})


# ---- 4. city gates -----------------------------------------------------------------------------

def gate_game(**kwargs) -> Game:
    """Anna: garden 8 NE at (1, 0); the seraglio 7 W (walled west) would join only through the
    double wall between its west side and the garden's east side."""
    return game_with({"Anna": {(1, 0): tile("garden", 8, "NE")}, "Ben": {}},
                     modules=["city_gates"], **kwargs)


SERAGLIO_7 = tile("seraglio", 7, "W")


def test_with_gate_cells_are_the_double_wall_joins_a_gate_makes_legal():
    game = gate_game()
    city = game.player("Anna").city
    assert (2, 0) not in city.legal_cells(SERAGLIO_7)
    assert city_gates.gate_cells(city, SERAGLIO_7) == [(Cell(2, 0), Side.W)]


def test_building_with_a_gate_makes_the_tile_reachable_and_holds_both_tiles():
    game = gate_game()
    city_gates.build_with_gate(game, "Anna", SERAGLIO_7, (2, 0), Side.W)
    city = game.player("Anna").city
    assert city.violations() == ()
    assert city_gates.gates(city.state) == {(Cell(1, 0), Side.E)}
    assert city_gates.left(game) == 5
    for cell in ((1, 0), (2, 0)):
        assert [v.rule.id for v in city.check_remove(cell)] == ["gated"]
        assert [v.rule.id for v in city.check_swap(cell, tile("garden", 10))] == ["gated"]
        assert [v.rule.id for v in city.check_move(cell, (0, 1))] == ["gated"]
    with pytest.raises(IllegalMoveError):
        game.unbuild("Anna", (2, 0), force=True)  # a gate cannot be forced away
    assert game_to_dict(game)["players"][0]["gates"] == [{"x": 1, "y": 0, "side": "E"}]


def test_a_gate_needs_a_double_wall_and_a_gate_left():
    game = gate_game()
    with pytest.raises(ModuleError, match="double wall"):
        city_gates.build_with_gate(game, "Anna", tile("seraglio", 6, "ES"), (2, 0), Side.W)
    with pytest.raises(ModuleError, match="double wall"):
        city_gates.set_gate(game, "Anna", (1, 0), Side.N, True)


def test_a_double_wall_never_scores_with_or_without_a_gate():
    gated, forced = gate_game(), gate_game()
    city_gates.build_with_gate(gated, "Anna", SERAGLIO_7, (2, 0), Side.W)
    forced.build("Anna", SERAGLIO_7, (2, 0), force=True)
    # The garden's east wall is now a double wall: only its north wall is outer.
    assert gated.player("Anna").city.longest_wall() == forced.player("Anna").city.longest_wall() == 1


def test_taking_a_gate_away_is_refused_when_a_tile_would_be_stranded():
    game = gate_game()
    city_gates.build_with_gate(game, "Anna", SERAGLIO_7, (2, 0), Side.W)
    with pytest.raises(IllegalMoveError) as refused:
        city_gates.set_gate(game, "Anna", (2, 0), Side.W, False)
    assert [v.rule.id for v in refused.value.violations] == ["unreachable"]
    city_gates.set_gate(game, "Anna", (2, 0), Side.W, False, force=True)
    assert city_gates.gates(game.player("Anna").city.state) == frozenset()


def test_six_gates_in_the_whole_game():
    game = gate_game()
    anna = game.player("Anna").city
    anna.set_state(anna.state.with_("gates", frozenset({(Cell(i, 5), Side.E) for i in range(6)})))
    assert city_gates.left(game) == 0
    with pytest.raises(ModuleError, match="all 6 gates are in use"):
        city_gates.build_with_gate(game, "Anna", SERAGLIO_7, (2, 0), Side.W)


# ---- 5. treasure chamber ----------------------------------------------------------------------

def chest_game() -> Game:
    game = game_with({
        "A": {(1, 0): tile("garden", 10), (2, 0): tile("garden", 11), (0, 1): tile("tower", 11)},
        "B": {(1, 0): tile("chambers", 10), (0, 1): tile("chambers", 11)},
        "C": {(1, 0): tile("arcades", 9)},
    }, modules=["treasure_chamber", "building_sites"])
    for name, cells in {"A": [(1, 0), (2, 0), (0, 1)], "B": [(1, 0)], "C": [(1, 0)]}.items():
        for cell in cells:
            treasure_chamber.set_chest(game, name, Cell(*cell), True)
    return game


@pytest.mark.parametrize(("round_", "points"), [(1, [7, 0, 0]), (2, [14, 3, 3]), (3, [22, 10, 10])])
def test_chests_score_a_majority_with_the_rising_table_and_shared_ties(round_, points):
    score = chest_game().score(round_)
    assert [p.term("treasure_chamber").points for p in score.players] == points
    assert [p.to_dict()["modules"] for p in score.players] == [{"treasure_chamber": n} for n in points]


def test_a_player_without_chests_never_ranks():
    game = game_with({"A": {(1, 0): tile("garden", 10)}, "B": {}}, modules=["treasure_chamber"])
    treasure_chamber.set_chest(game, "A", Cell(1, 0), True)
    b = game.score(3).players[1].term("treasure_chamber")
    assert b.points == 0 and b.award is not None and b.award.place is None


def test_a_chest_travels_with_its_tile_and_counts_nothing_in_the_reserve():
    game = chest_game()
    game.unbuild("A", (2, 0))
    a = game.player("A")
    assert treasure_chamber.has_chest(a.reserve_marks[tile("garden", 11)])
    assert game.score(1).players[0].term("treasure_chamber").award.count == 2
    game.build("A", tile("garden", 11), (2, 0))
    assert game.score(1).players[0].term("treasure_chamber").award.count == 3


def test_a_chest_on_a_building_site_does_not_count():
    game = chest_game()
    building_sites.set_site(game, "A", (1, 0), True)
    assert game.score(1).players[0].term("treasure_chamber").award.count == 2


def test_chests_are_limited_per_colour_and_one_per_tile():
    game = chest_game()
    with pytest.raises(ModuleError, match="has a chest already"):
        treasure_chamber.set_chest(game, "A", Cell(1, 0), True)
    with pytest.raises(ModuleError, match="own buildings"):
        treasure_chamber.set_chest(game, "A", Cell(0, 0), True)
    assert treasure_chamber.left(game, "garden") == 7
    assert sum(treasure_chamber.supply().values()) == 42


# ---- 6. characters ----------------------------------------------------------------------------

def test_the_wise_man_breaks_a_tie_in_his_holders_favour():
    game = game_with({"A": {(1, 0): tile("tower", 7, "NE")}, "B": {(1, 0): tile("tower", 8, "ESW")}},
                     modules=["characters"])
    characters.set_holders(game, characters.Holders("B", "tower", None))
    a, b = game.score(1).players
    assert (a.buildings["tower"].points, b.buildings["tower"].points) == (0, 6)
    assert b.buildings["tower"].count == 1.5
    assert [p.amount for p in b.parts["tower"]] == [0.5]


def test_the_wise_man_never_makes_a_player_without_the_type_rank():
    game = game_with({"A": {(1, 0): tile("tower", 7, "NE")}, "B": {}}, modules=["characters"])
    characters.set_holders(game, characters.Holders("B", "tower", None))
    b = game.score(1).players[1]
    assert b.buildings["tower"].place is None and "tower" not in b.parts


def test_the_wise_man_needs_a_finished_building_of_the_type():
    game = game_with({"A": {(1, 0): tile("tower", 7, "NE")}}, modules=["characters", "building_sites"])
    characters.set_holders(game, characters.Holders("A", "tower", None))
    building_sites.set_site(game, "A", (1, 0), True)
    assert game.score(1).players[0].buildings["tower"].count == 0


def test_the_city_watch_scores_a_third_of_the_longest_wall_for_its_holder_only():
    game = game_with({"A": {(1, 0): tile("garden", 8, "NE"), (2, 0): tile("tower", 13, "E")},
                      "B": {}}, modules=["characters"])
    wall = game.player("A").city.longest_wall()
    characters.set_holders(game, characters.Holders(None, None, "A"))
    a, b = game.score(2).players
    assert a.to_dict()["modules"] == {"city_watch": wall // 3}
    assert b.to_dict()["modules"] == {"city_watch": 0}
    assert a.total == a.building_points + wall + wall // 3


def test_a_wall_of_two_gives_the_city_watch_nothing_and_says_so():
    game = game_with({"A": {}}, modules=["characters"])
    game.player("A").city.put((1, 0), tile("garden", 8, "NE"))
    characters.set_holders(game, characters.Holders(None, None, "A"))
    term = game.score(1).players[0].term("city_watch")
    assert term.lines[0].english() == "City Watch: longest wall 2 ÷ 3, rounded down = 0"


def test_ten_wall_segments_give_the_city_watch_three():
    """A legal six-tile city whose longest wall is 10: the City Watch scores 10 ÷ 3 = 3."""
    city = {(0, -1): tile("arcades", 6, "NE"), (-1, 0): tile("arcades", 9),
            (1, 0): tile("arcades", 4, "NES"), (-1, 1): tile("tower", 12),
            (0, 1): tile("chambers", 6, "ES"), (-1, 2): tile("seraglio", 3, "ESW")}
    game = game_with({"A": city, "B": {}}, modules=["characters"])
    assert game.player("A").city.is_legal() and game.player("A").city.longest_wall() == 10
    without = game.score(1).players[0].total
    characters.set_holders(game, characters.Holders(None, None, "A"))
    a = game.score(1).players[0]
    term = a.term("city_watch")
    assert term.points == 3 and a.total == without + 3
    assert term.lines[0].english() == "City Watch: longest wall 10 ÷ 3, rounded down = 3"


def test_one_player_may_hold_both_characters_and_dirk_none():
    game = game_with({"A": {}, "B": {}}, modules=["characters"], dirk=True)
    characters.set_holders(game, characters.Holders("A", "garden", "A"))
    with pytest.raises(ModuleError):
        characters.set_holders(game, characters.Holders("Dirk", "garden", None))


# ---- 7. building sites ------------------------------------------------------------------------

def test_a_building_site_counts_for_walls_and_placement_not_as_a_building():
    game = game_with({"A": {(1, 0): tile("garden", 8, "NE")}, "B": {(1, 0): tile("garden", 9, "NE")}},
                     modules=["building_sites"])
    building_sites.set_site(game, "A", (1, 0), True)
    a, b = game.score(1).players
    assert a.buildings["garden"].count == 0 and b.buildings["garden"].points == 5
    assert a.wall == 2
    assert game.player("A").city.legal_cells(tile("garden", 10)) == \
        game.player("B").city.legal_cells(tile("garden", 10))


def test_a_site_taken_into_the_reserve_is_a_plain_tile_again():
    game = game_with({"A": {(1, 0): tile("garden", 8, "NE")}}, modules=["building_sites"])
    building_sites.set_site(game, "A", (1, 0), True)
    game.unbuild("A", (1, 0))
    assert game.player("A").reserve_marks == {}
    with pytest.raises(ModuleError):
        building_sites.set_site(game, "A", (1, 0), False)


# ---- 9. other points and the score document ----------------------------------------------------

def test_other_points_are_labelled_may_be_negative_and_add_up():
    game = game_with({"A": {}, "B": {}}, modules=["other_points"])
    given = other_points.inputs([("A", "Camps", 3), ("A", "Invaders: 2 open sides", -2), ("B", "", 4)])
    a, b = game.score(1, given).players
    assert a.to_dict()["modules"] == {"other_points": 1} and b.term("other_points").points == 4
    assert [line.english() for line in a.term("other_points").lines] == [
        "Camps: 3", "Invaders: 2 open sides: -2"]


def test_other_points_are_recorded_with_the_scoring_in_any_game():
    game = game_with({"A": {}, "B": {}})  # other points are always available (MODULES.md §9)
    recorded = game.record_scoring(1, other_points.inputs([("B", "Camps", 3)]))
    assert recorded.points == {"A": 0, "B": 3}
    again = loads(dumps(game))
    assert again.modules == ()
    assert other_points.entries(again.scorings[0].inputs) == (("B", "Camps", 3),)
    assert again.score(2).to_dict()["players"][1]["modules"] == {}  # not re-added
    again.set_modules(["other_points"])
    assert again.score(2).to_dict()["players"][1]["modules"] == {"other_points": 0}


def test_parse_other_points_from_the_command_line():
    assert other_points.parse("Ben=3:Camps") == ("Ben", "Camps", 3)
    assert other_points.parse("Ben=-2") == ("Ben", "", -2)
    with pytest.raises(ModuleError, match="NAME=POINTS"):
        other_points.parse("Ben:3")


def test_the_spec_example_scores_every_module_term():
    game = spec_game()
    score = game.score(2, other_points.inputs([("Ben", "Camps", 3)]))
    anna, ben = (p.to_dict() for p in score.players)
    assert list(anna["modules"]) == ["treasure_chamber", "city_watch", "other_points"]
    assert anna["modules"] == {"treasure_chamber": 14, "city_watch": 0, "other_points": 0}
    assert ben["modules"] == {"treasure_chamber": 0, "city_watch": 0, "other_points": 3}
    # Anna's pavilion 8 is a site: neither it nor its bonus card counts.
    assert anna["buildings"]["pavilion"] == 0
    for entry in (anna, ben):
        assert entry["total"] == sum(entry["buildings"].values()) + entry["wall"] + sum(
            entry["modules"].values())


# ---- changing the modules of a game ------------------------------------------------------------

def test_taking_a_module_out_drops_its_state_and_keeps_the_file_loadable():
    game = spec_game()
    game.set_modules([m for m in ALL if m not in ("treasure_chamber", "city_gates")])
    data = game_to_dict(game)
    assert "gates" not in data["players"][0]
    assert all("chest" not in t for t in data["players"][0]["city"])
    assert game_to_dict(game_from_dict(data)) == data
    assert [v.rule.id for v in game.player("Anna").city.violations()] == ["unreachable"]


def test_modules_do_not_apply_to_granada():
    with pytest.raises(ModuleError, match="for Alhambra"):
        Game(["A"], variant="granada", modules=["city_walls"])
