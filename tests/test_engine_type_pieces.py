"""New building grounds and the new market (MODULES.md §19.3, §19.4): pieces that are
buildings of their type in every respect, wall-less unless described, limited per type."""

from __future__ import annotations

import io
import json

import pytest

from alhambra_gui.cli import main
from alhambra_gui.engine import Cell, Game, GameFileError, Tile, Walls, game_from_dict, game_to_dict
from alhambra_gui.engine.codes import CodeError, PieceCode
from alhambra_gui.engine.modules import extensions, palace_staff
from alhambra_gui.engine.modules.new_building_grounds import NewBuildingGrounds, ground
from alhambra_gui.engine.modules.new_market import NewMarket, new_market_tile
from alhambra_gui.engine.scoring import DIRK

MODULES = ["new_building_grounds", "new_market", "extensions", "palace_staff"]


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


def test_the_worked_example_of_the_grounds_three_gardens():
    game = Game(["A", "B"], modules=MODULES)
    game.build("A", tile("garden", 8, "SW"), (0, 1))
    game.build("A", tile("garden", 10), (1, 0))
    game.build("A", ground("garden"), (-1, 0))
    assert game.score(1).players[0].buildings["garden"].count == 3
    assert game.player("A").city.longest_wall() == 2


def test_the_worked_example_of_the_new_market_three_towers():
    game = Game(["A", "B"], modules=MODULES)
    game.build("A", tile("tower", 9, "ES"), (1, 0))
    game.build("A", tile("tower", 11, "N"), (-1, 0))
    game.build("A", new_market_tile("tower"), (0, 1))
    assert game.score(1).players[0].buildings["tower"].count == 3


def test_the_spec_entries_are_read_and_written_and_take_a_buildings_marks():
    game = Game(["A", "B"], dirk=[ground("tower", "N")], modules=MODULES)
    game.build("A", ground("garden"), (-1, 0))
    game.build("A", new_market_tile("tower"), (0, -1))
    extensions.set_extension(game, "A", Cell(-1, 0), True)
    palace_staff.set_servant(game, "A", Cell(0, -1), True)
    extensions.set_extension(game, DIRK, ground("tower", "N"), True)
    data = game_to_dict(game)
    city = data["players"][0]["city"]
    assert {"x": -1, "y": 0, "kind": "ground", "type": "garden", "extension": True} in city
    assert {"x": 0, "y": -1, "kind": "new_market", "type": "tower", "servant": True} in city
    assert data["dirk"]["tiles"] == [{"kind": "ground", "type": "tower", "walls": "N", "extension": True}]
    again = game_from_dict(data, "game.json")
    assert again == game
    scored = again.score(1)
    assert scored.players[0].buildings["garden"].count == 2  # the ground and its extension
    assert scored.dirk.buildings["tower"].count == 2
    assert scored.players[0].term("palace_staff").points == -1  # the ground has no servant


@pytest.mark.parametrize(("kind", "extra", "message"), [
    ("ground", 2, r"players\[1\]\.city\[0\]: more than the 2 garden grounds of the game"),
    ("new_market", 1, r"players\[1\]\.city\[0\]: a second new-market garden \(the board has one a type\)"),
])
def test_more_pieces_of_a_type_than_the_box_holds_are_refused_with_the_place(kind, extra, message):
    game = Game(["A", "B"], modules=MODULES)
    maker = ground if kind == "ground" else new_market_tile
    game.build("A", maker("garden"), (1, 0))
    if extra == 2:
        game.build("A", maker("garden"), (0, 1))
    data = game_to_dict(game)
    data["players"][1]["city"] = [{"x": 1, "y": 0, "kind": kind, "type": "garden"}]
    with pytest.raises(GameFileError, match="game.json: " + message):
        game_from_dict(data, "game.json")
    assert game.ruleset.piece_module(kind).supply_refusal(game, maker("garden")) is not None


def test_a_wrong_type_or_a_missing_module_is_refused_with_the_place():
    data = game_to_dict(Game(["A", "B"], modules=MODULES))
    data["players"][0]["city"] = [{"x": 1, "y": 0, "kind": "ground", "type": "gardn"}]
    with pytest.raises(GameFileError, match=r"players\[0\]\.city\[0\]\.type: "):
        game_from_dict(data, "game.json")
    data["players"][0]["city"] = [{"x": 1, "y": 0, "kind": "new_market", "type": "tower"}]
    data["modules"] = ["new_building_grounds"]
    with pytest.raises(GameFileError, match=r"players\[0\]\.city\[0\]"):
        game_from_dict(data, "game.json")


def test_codes_name_a_piece_by_type_and_walls():
    variant = Game(["A", "B"]).variant
    grounds, market = NewBuildingGrounds(), NewMarket()
    assert grounds.read_code(PieceCode("gs", None, ""), variant) == ground("garden", "S")
    assert market.read_code(PieceCode("t", None, ""), variant) == new_market_tile("tower")
    assert grounds.piece_code(ground("garden", "S"), variant) == "ugS"
    with pytest.raises(CodeError, match="type u"):
        grounds.read_code(PieceCode("q", None, ""), variant)


def test_moves_and_check_take_the_pieces(tmp_path):
    game = Game(["A", "B"], modules=MODULES)
    game.build("A", tile("garden", 8, "SW"), (0, 1))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_to_dict(game)))
    out = io.StringIO()
    assert main(["moves", str(path), "--player", "A", "--kind", "ground", "--type", "garden", "--json"],
                out) == 0
    cells = {(c["x"], c["y"]) for c in json.loads(out.getvalue())["cells"]}
    assert (1, 1) in cells
    assert (-1, 1) not in cells  # the ground's open east side may not meet the garden's west wall
    out = io.StringIO()
    assert main(["moves", str(path), "--player", "A", "--kind", "new_market", "--type", "tower", "--json"],
                out) == 0
    assert json.loads(out.getvalue())["cells"]
    assert main(["check", str(path)], io.StringIO()) == 0
