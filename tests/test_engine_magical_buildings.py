"""Magical buildings (MODULES.md §19.5): six dearer tiles, described as printed, built in any
of four turns; every rule uses the walls as turned."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.cli import main
from alhambra_gui.engine import Cell, Game, GameFileError, Marks, Tile, Walls, game_from_dict, game_to_dict
from alhambra_gui.engine.codes import Code
from alhambra_gui.engine.game_scoring import tiles_out
from alhambra_gui.engine.modules.magical_buildings import MagicalBuildings, catalogue, magical

GARDEN_13 = magical("garden", 13, "NES")


def game() -> Game:
    return Game(["A", "B"], modules=["magical_buildings"])


def test_the_worked_example_east_then_south_of_the_fountain():
    east = game()
    east.build("A", GARDEN_13, (1, 0))
    assert east.player("A").city.longest_wall() == 3
    south = game()
    with pytest.raises(Exception, match="cannot be built here"):
        south.build("A", GARDEN_13, (0, 1))  # unturned its north wall would meet the fountain
    south.build("A", GARDEN_13, (0, 1), turn=1)
    assert south.player("A").city.walls(Cell(0, 1)) == Walls("ESW")
    assert south.player("A").city.longest_wall() == 3
    entry = game_to_dict(south)["players"][0]["city"][0]
    assert entry == {"x": 0, "y": 1, "type": "garden", "price": 13, "walls": "NES", "magical": True,
                     "turn": 1}
    again = game_from_dict(game_to_dict(south), "game.json")
    assert again == south
    assert again.score(1).players[0].buildings["garden"].count == 1


@pytest.mark.parametrize(("change", "message"), [
    (lambda c: c[0].update(walls="NE"), r"players\[0\]\.city\[0\]: magical garden 13 has 3 walls, not 2"),
    (lambda c: c[0].update(price=12), r"players\[0\]\.city\[0\]\.price: garden 12 is no magical tile"),
    (lambda c: c.append({"x": 0, "y": 1, "type": "garden", "price": 13, "walls": "ESW", "magical": True}),
     r"players\[0\]\.city\[1\]: a second magical garden 13 \(the box has one\)"),
    (lambda c: c.append({"x": -1, "y": 0, "type": "garden", "price": 10, "walls": "", "turn": 2}),
     r"players\[0\]\.city\[1\]: \"turn\" on a tile that is not magical"),
])
def test_a_wrong_magical_tile_is_refused_with_its_place(change, message):
    played = game()
    played.build("A", GARDEN_13, (1, 0))
    data = game_to_dict(played)
    change(data["players"][0]["city"])
    with pytest.raises(GameFileError, match="game.json: " + message):
        game_from_dict(data, "game.json")


def test_the_turn_is_never_kept_through_the_reserve():
    played = game()
    played.build("A", GARDEN_13, (0, 1), turn=1)
    played.unbuild("A", Cell(0, 1))
    assert played.player("A").reserve_marks.get(GARDEN_13, Marks()) == Marks()
    played.build("A", GARDEN_13, (1, 0))
    assert played.player("A").city.walls(Cell(1, 0)) == Walls("NES")


def test_the_bag_holds_the_six_and_a_built_one_is_out_of_it():
    played = game()
    before = tiles_out(played)
    played.build("A", GARDEN_13, (1, 0))
    assert tiles_out(played) == before + 1
    assert played.ruleset.tile_count() == Game(["A", "B"]).ruleset.tile_count() + 6
    assert [(m.type, m.price, m.walls) for m in catalogue()] == [
        ("pavilion", 9, 1), ("seraglio", 10, 1), ("arcades", 11, 2), ("chambers", 12, 2), ("garden", 13, 3),
        ("tower", 14, 3)]


def test_a_code_names_the_tile_in_the_game_as_it_lies():
    played = game()
    module = MagicalBuildings()
    assert module.coded_pieces(Code("garden", 13, Walls("NES")), played) == ((GARDEN_13, 0),)
    assert module.coded_pieces(Code("garden", 13, Walls("NE")), played) == ()  # 3 walls, not 2
    played.player("B").reserve.append(GARDEN_13)
    assert module.coded_pieces(Code("garden", 13, Walls("ESW")), played) == ((GARDEN_13, 1),)
    assert module.supply_refusal(played, magical("garden", 13, "ESW")) is not None


def test_moves_lists_each_cell_once_per_turn_that_fits(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_to_dict(game())))
    out = io.StringIO()
    assert main(["moves", str(path), "--player", "A", "--magical", "--type", "garden", "--price", "13",
                 "--walls", "NES", "--json"], out) == 0
    report = json.loads(out.getvalue())
    assert [c["turn"] for c in report["cells"] if (c["x"], c["y"]) == (0, 1)] == [1]  # open north only
    assert [c["turn"] for c in report["cells"] if (c["x"], c["y"]) == (1, 0)] == [0]  # open west only
    assert all(c["longest_wall"] == 3 for c in report["cells"])
    out = io.StringIO()
    assert main(["moves", str(path), "--player", "A", "--magical", "--type", "garden", "--price", "13",
                 "--walls", "NES", "--turn", "2", "--json"], out) == 0
    assert [(c["x"], c["y"]) for c in json.loads(out.getvalue())["cells"]] == [(-1, 0)]  # open east only


@given(st.sampled_from(catalogue()), st.integers(0, 3), st.data())
def test_a_magical_tile_turned_four_times_is_the_same_tile(entry, turn, data):
    count = entry.walls
    sides = data.draw(st.lists(st.sampled_from("NESW"), min_size=count, max_size=count, unique=True))
    tile = magical(entry.type, entry.price, "".join(sides))
    module = MagicalBuildings()
    marks = Marks()
    for _ in range(4):
        marks = module.with_turn(marks, module.turn_of(marks) + 1)
    assert marks == Marks() and tile.walls.turned(4) == tile.walls
    assert module.supply_refusal(game(), tile) is None
    turned = module.with_turn(Marks(), turn)
    assert module.turn_of(module.with_turn(turned, module.turn_of(turned) + 4)) == turn


def test_a_building_of_its_type_for_the_rules_but_unknown_to_the_catalogue():
    played = game()
    played.build("A", GARDEN_13, (1, 0))
    assert played.ruleset.is_building_kind(GARDEN_13)
    assert Tile("garden", 13, Walls("NES")) != GARDEN_13



def test_the_photo_reader_is_told_each_turn_and_the_city_gets_the_tile_turned():
    from alhambra_gui.app.photo_city import replace_city
    from alhambra_gui.photo import TileRef
    from alhambra_gui.photo.hints import placed, readings

    played = game()
    played.player("A").reserve.append(GARDEN_13)  # described as printed: N, E, S
    told = readings(played)
    assert {TileRef("garden", 13, walls) for walls in ("NES", "ESW", "NSW", "NEW")} <= set(told)
    seen = Tile("garden", 13, Walls("ESW"))  # as the reader gives a tile it read lying turned once
    assert placed(played, seen) == (GARDEN_13, Marks({"turn": 1}))
    replace_city(played, "A", {(0, 1): seen})
    assert played.player("A").city.get((0, 1)) == GARDEN_13
    assert played.player("A").city.marks(Cell(0, 1)) == Marks({"turn": 1})
