"""Markers where the rules forbid them are refused in files, by ``check`` and by every edit
(issue 26, item 11): a resident on a building site (MODULES.md §15), a handyman on a building
site, hut, medina or bazaar (§17), the trader disc on a built cell or away from the city
(§15); each with the rule's reason and its place, as a resident on a hut is."""

from __future__ import annotations

import json
import re

import pytest

from alhambra_gui.engine import Cell, Game, GameFileError, ModuleError, Tile, Walls, dumps, game_from_dict
from alhambra_gui.engine.modules import handymen, street_traders
from alhambra_gui.engine.modules.bazaars import bazaar
from alhambra_gui.engine.modules.building_huts import hut
from alhambra_gui.engine.modules.medina import medina
from tests.test_cli import run

MODULES = ["street_traders", "handymen", "building_sites", "building_huts", "medina", "bazaars"]


def base_file() -> dict:
    game = Game(["Anna", "Ben"], modules=MODULES)
    city = game.player("Anna").city
    for cell, tile in {(1, 0): Tile("arcades", 8, Walls("E")), (0, 1): Tile("garden", 10),
                       (-1, 0): hut("pavilion", "W"), (0, -1): medina(5, "N"),
                       (0, 2): bazaar(("seraglio", "arcades", "tower"), game.variant)}.items():
        city.put(cell, tile)
    return json.loads(dumps(game))


def entry(data: dict, x: int, y: int) -> dict:
    return next(t for t in data["players"][0]["city"] if (t["x"], t["y"]) == (x, y))


def refused(tmp_path, data: dict, message: str) -> None:
    """Refused on loading and by ``check`` (exit 2), with ``message`` (``{at}``: the entry's
    place, when a city entry is meant: its index in the file as written)."""
    with pytest.raises(GameFileError, match=re.escape(message)):
        game_from_dict(data, "game.json")
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run("check", str(path))
    assert result.returncode == 2 and result.stdout == ""
    assert message in result.stderr


def at(data: dict, x: int, y: int) -> str:
    return f"players[0].city[{data['players'][0]['city'].index(entry(data, x, y))}]"


def test_the_markers_where_they_may_stand_load(tmp_path):
    data = base_file()
    entry(data, 1, 0).update(resident=True, handyman=True)
    data["players"][0]["trader"] = {"x": 1, "y": 1}
    game = game_from_dict(data, "game.json")
    assert street_traders.trader(game.player("Anna").city) == Cell(1, 1)


def test_no_resident_on_a_building_site(tmp_path):
    data = base_file()
    entry(data, 0, 1).update(site=True, resident=True)
    refused(tmp_path, data, f"game.json: {at(data, 0, 1)}.resident: a building site cannot hold a resident")


@pytest.mark.parametrize(("x", "y", "what"), [
    (-1, 0, "hut"), (0, -1, "medina"), (0, 2, "bazaar")])
def test_no_handyman_on_a_piece_that_is_no_building(tmp_path, x, y, what):
    data = base_file()
    entry(data, x, y)["handyman"] = True
    refused(tmp_path, data,
            f"game.json: {at(data, x, y)}.handyman: a handyman stands on one of the player's buildings")


def test_no_handyman_on_a_building_site(tmp_path):
    data = base_file()
    entry(data, 1, 0).update(site=True, handyman=True)
    refused(tmp_path, data, f"game.json: {at(data, 1, 0)}.handyman: a building site cannot hold a handyman")


@pytest.mark.parametrize(("cell", "why"), [
    ((1, 0), "and (1, 0) is built on"), ((5, 5), "and (5, 5) is not beside it"),
    ((2, 2), "and (2, 2) is not beside it")])  # a corner is not a side
def test_the_trader_disc_on_an_empty_cell_beside_the_city(tmp_path, cell, why):
    data = base_file()
    data["players"][0]["trader"] = {"x": cell[0], "y": cell[1]}
    refused(tmp_path, data,
            f"game.json: players[0].trader: the trader disc stands on an empty cell beside the city, {why}")


def test_edits_that_would_break_them_are_refused():
    game = game_from_dict(base_file(), "game.json")
    with pytest.raises(ModuleError, match="a handyman stands on one of the player's buildings"):
        handymen.set_handyman(game, "Anna", Cell(-1, 0), True)
    street_traders.set_trader(game, "Anna", (1, 1))
    assert Cell(1, 1) not in game.player("Anna").city.legal_cells(Tile("chambers", 7))
    moved = game.copy()
    moved.unbuild("Anna", Cell(1, 0))
    moved.unbuild("Anna", Cell(0, 1), force=True)
    with pytest.raises(ModuleError, match=r"Anna: the trader disc .* \(1, 1\) is not beside it"):
        moved.check_modules()


def test_moves_leaves_out_the_trader_discs_cell(tmp_path):
    data = base_file()
    bare = game_from_dict(data, "game.json")
    tile = next(t for t in bare.free_tiles()  # one that type and price name alone
                if sum(1 for c in bare.variant.catalogue if (c.type, c.price) == (t.type, t.price)) == 1
                and Cell(1, 1) in bare.player("Anna").city.legal_cells(t))
    path = tmp_path / "game.json"

    def cells() -> set[tuple[int, int]]:
        path.write_text(json.dumps(data), encoding="utf-8")
        result = run("moves", str(path), "--player", "Anna", "--type", tile.type, "--price", str(tile.price),
                     "--json")
        return {(c["x"], c["y"]) for c in json.loads(result.stdout)["cells"]}

    assert (1, 1) in cells()
    data["players"][0]["trader"] = {"x": 1, "y": 1}
    assert (1, 1) not in cells()
