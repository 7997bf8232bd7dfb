"""Gates without end's wall pieces and plazas (MODULES.md §19.13, Decision 18), shared with
The Red Palace (§19.17): wall pieces are City walls' added walls, allowed without City walls
and without the 12-piece limit; plazas are city tiles with walls as printed, no building, 6
for each of the two modules in play; both read, written, refused in their place."""

from __future__ import annotations

import io
import json

import pytest

from alhambra_gui.cli import main
from alhambra_gui.engine import Game, GameFileError, ModuleError, Side, game_from_dict, game_to_dict
from alhambra_gui.engine.modules import city_walls
from alhambra_gui.engine.modules.gates_without_end import plaza
from tests.test_engine_typed_modules import game_data


def walled_data(modules: list[str], pieces: int) -> dict:
    """The sample game with ``pieces`` wall pieces on open sides of Anna's and Ben's tiles."""
    data = game_data(modules)
    placed = 0
    for player in data["players"][:2]:
        for entry in player["city"]:
            if "type" not in entry or placed >= pieces:
                continue
            open_sides = [s for s in "NESW" if s not in entry.get("walls", "")]
            take = open_sides[:pieces - placed]
            if take:
                entry["added_walls"] = "".join(take)
                placed += len(take)
    assert placed == pieces
    return data


def test_wall_pieces_come_with_gates_without_end_without_city_walls_and_without_the_limit():
    game = game_from_dict(walled_data(["gates_without_end"], 13), "game.json")
    assert city_walls.used(game) == 13 and city_walls.left(game) is None
    def cells(city):
        return sorted(city, key=lambda e: (e["y"], e["x"]))

    assert cells(game_to_dict(game)["players"][0]["city"]) == \
        cells(walled_data(["gates_without_end"], 13)["players"][0]["city"])
    with pytest.raises(GameFileError, match="more than the 12 wall pieces of the game"):
        game_from_dict(walled_data(["city_walls"], 13), "game.json")
    game_from_dict(walled_data(["city_walls", "red_palace"], 13), "game.json")  # The Red Palace lifts it too


def test_a_wall_piece_on_a_printed_wall_is_refused_with_gates_alone():
    data = walled_data(["gates_without_end"], 1)
    entry = next(e for e in data["players"][0]["city"] if e.get("walls"))
    entry["added_walls"] = entry["walls"][0]
    with pytest.raises(GameFileError, match="repeats a printed wall"):
        game_from_dict(data, "game.json")


def test_wall_pieces_stay_while_one_module_that_brings_them_stays():
    game = game_from_dict(walled_data(["city_walls", "gates_without_end"], 3))
    game.set_modules(["gates_without_end"])
    assert city_walls.used(game) == 3
    game.set_modules([])
    assert city_walls.used(game) == 0


def test_a_wall_piece_added_as_a_step_without_a_limit():
    game = game_from_dict(walled_data(["gates_without_end"], 12))
    cell, tile = next((c, t) for c, t in game.player("Chen").city if not t.is_fountain and len(t.walls) < 4)
    side = next(s for s in Side if s not in tile.walls)
    city_walls.set_wall(game, "Chen", cell, side, True, force=True)
    assert city_walls.used(game) == 13


def test_plazas_are_pieces_without_a_building_six_a_module():
    game = Game(["Anna", "Ben"], modules=["gates_without_end"])
    game.build("Anna", plaza("N"), (0, -1))
    assert game.player("Anna").city.longest_wall() == 1
    assert all(b.count == 0 for b in game.score(1).players[0].buildings.values())  # no building
    for _ in range(5):
        game.take_into_reserve("Ben", plaza())
    with pytest.raises(ModuleError, match="all 6 plazas are in the game already"):
        game.take_into_reserve("Ben", plaza("N"))
    data = game_to_dict(game)
    assert {"x": 0, "y": -1, "kind": "plaza", "walls": "N"} in data["players"][0]["city"]
    assert game_from_dict(data) == game
    game.set_modules(["gates_without_end", "red_palace"])  # 6 more
    game.take_into_reserve("Ben", plaza("N"))
    data = game_to_dict(game)
    data["modules"] = ["gates_without_end"]
    data.pop("red_palace", None)
    with pytest.raises(GameFileError, match=r"players\[1\]\.reserve\[5\]: more than the 6 plazas"):
        game_from_dict(data, "game.json")


def test_moves_of_a_plaza_are_those_of_a_tile_with_its_walls(tmp_path):
    game = Game(["Anna", "Ben"], modules=["red_palace"])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_to_dict(game)))
    out = io.StringIO()
    args = ["moves", str(path), "--player", "Anna", "--kind", "plaza", "--walls", "N", "--json"]
    assert main(args, out) == 0
    assert {(c["x"], c["y"]) for c in json.loads(out.getvalue())["cells"]} == {(1, 0), (-1, 0), (0, -1)}
