"""The core's hook for a module whose pieces are the game's building tiles (The Red Palace's
land tiles of MODULES.md §19.17), shown with a module made for the test: while it is in play a
tile entry without ``kind`` is its piece, described as printed without the catalogue (the same
description may come twice), the catalogue leaves the bag, ``moves`` and a typed code describe
one. Out of play the same entry is a catalogue tile again."""

from __future__ import annotations

import io
import json
from collections.abc import Mapping
from typing import Any

import pytest

from alhambra_gui.cli import main
from alhambra_gui.engine import Cell, Game, GameFileError, Tile, Walls, game_from_dict, game_to_dict
from alhambra_gui.engine.codes import Code
from alhambra_gui.engine.context import GameView
from alhambra_gui.engine.modules import registry
from alhambra_gui.engine.modules.base import FieldReader, Module, at
from alhambra_gui.engine.modules.facets import PieceMaker
from alhambra_gui.engine.variant import Variant
from alhambra_gui.engine.words import Line


def land(building_type: str, price: int, walls: str = "") -> Tile:
    return Tile(building_type, price, Walls.parse(walls), kind="test_land")


class _Lands(Module, PieceMaker):
    id = "test_lands"
    name = "Lands"
    summary = ""
    piece_kinds = ("test_land",)
    code_letter = ""
    claims_tiles = True

    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        price = reader.integer(data.get("price"), at(place, "price"), 1, 99)
        walls = reader.walls(data.get("walls", ""), at(place, "walls"))
        return land(str(data.get("type")), price, str(walls))

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        return {"type": tile.type, "price": tile.price, "walls": str(tile.walls)}

    def claimed(self, tile: Tile) -> Tile:
        return land(tile.type, tile.price, str(tile.walls))

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        return f"{variant.building_type(tile.type).letter.lower()}{tile.price}{tile.walls.letters}"

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        return Line("", f"land {tile.type} {tile.price}")

    def coded_pieces(self, code: Code, game: GameView) -> tuple[tuple[Tile, int], ...]:
        return ((Tile(code.type, code.price, code.walls or Walls(""), kind="test_land"), 0),)

    def is_building_piece(self, tile: Tile) -> bool:
        return True

    def from_bag(self, tile: Tile) -> bool:
        return True

    def bag_pieces(self) -> int:
        return 12


@pytest.fixture(autouse=True)
def lands():
    with registry.registered(_Lands):
        yield


def test_a_plain_entry_is_the_modules_tile_as_printed_and_may_come_twice():
    data = game_to_dict(Game(["Anna", "Ben"], modules=["test_lands"]))
    data["players"][0]["city"] = [{"x": 0, "y": 1, "type": "garden", "price": 3, "walls": "S"},
                                  {"x": 1, "y": 0, "type": "garden", "price": 3, "walls": "S"}]
    data["players"][1]["reserve"] = [{"type": "tower", "price": 40}]
    game = game_from_dict(data, "game.json")
    assert game.player("Anna").city.get((0, 1)) == land("garden", 3, "S")
    assert game.player("Ben").reserve == [land("tower", 40)]
    assert game.score(1).players[0].buildings["garden"].count == 2  # buildings of their type
    again = game_to_dict(game)
    assert {"x": 0, "y": 1, "type": "garden", "price": 3, "walls": "S"} in again["players"][0]["city"]
    assert game.ruleset.tile_count() == 12 and game.free_tiles() == []
    data["modules"] = []  # a catalogue tile again: garden 3 is none
    with pytest.raises(GameFileError, match=r"players\[0\]\.city\[0\]: no tile garden 3"):
        game_from_dict(data, "game.json")


def test_moves_and_a_code_describe_a_tile_as_printed(tmp_path, qapp):
    from alhambra_gui.widgets.city.city_preview import resolve_code

    game = Game(["Anna", "Ben"], modules=["test_lands"])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_to_dict(game)))
    out = io.StringIO()
    assert main(["moves", str(path), "--player", "Anna", "--type", "garden", "--price", "3",
                 "--walls", "S", "--json"], out) == 0
    report = json.loads(out.getvalue())
    assert report["tile"] == {"type": "garden", "price": 3, "walls": "S"}
    assert {(c["x"], c["y"]) for c in report["cells"]} == {(1, 0), (-1, 0), (0, 1)}  # not north: wall
    result = resolve_code(game, "Anna", "g8", Cell(1, 0))  # garden 8 of the catalogue, walled: not it
    assert result.tile == land("garden", 8)


def test_the_games_tiles_become_the_modules_when_it_comes_into_play_and_back_when_it_leaves():
    game = Game(["Anna", "Ben"])
    garden = next(t for t in game.variant.catalogue if t.type == "garden" and t.walls == Walls("S"))
    tower = next(t for t in game.variant.catalogue if t.type == "tower")
    game.player("Anna").city.put(Cell(0, 1), garden)
    game.player("Ben").reserve.append(tower)
    game.set_modules(["test_lands"])
    assert game.player("Anna").city.get((0, 1)) == land("garden", garden.price, "S")
    assert game.player("Ben").reserve == [land("tower", tower.price, str(tower.walls))]
    assert game_from_dict(game_to_dict(game)) == game  # saved and opened alike
    game.player("Ben").reserve += [land("tower", tower.price, str(tower.walls)), land("garden", 99)]
    game.set_modules([])  # the catalogue's once each; the others go with the module
    assert game.player("Anna").city.get((0, 1)) == garden
    assert game.player("Ben").reserve == [tower]


def test_a_city_read_from_a_photo_is_made_of_the_modules_tiles():
    from alhambra_gui.engine.replace import city_refusals, replace_city

    game = Game(["Anna", "Ben"], modules=["test_lands"])
    garden = Tile("garden", 8, Walls.parse("N"))  # as the photo reader names what it sees
    seen = {(0, -1): garden, (1, 0): garden}
    assert city_refusals(game, "Anna", seen.values()) == []  # alike tiles may repeat
    replace_city(game, "Anna", seen)
    city = game.player("Anna").city
    assert city.get((0, -1)) == city.get((1, 0)) == land("garden", 8, "N")
    assert game_from_dict(game_to_dict(game)) == game
