"""Building huts (MODULES.md §13): a hut's open sides facing buildings of its type count as
extra buildings of it; the supply, the file entry, counts only and ``moves --kind hut``."""

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
    loads,
)
from alhambra_gui.engine.counts_actions import from_city, set_counts, use_counts
from alhambra_gui.engine.modules import building_sites
from alhambra_gui.engine.modules.building_huts import hut, linked
from tests.test_engine_properties import games

MODULES = ["building_huts"]


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


#: Anna: a garden hut walled to the north at (1, 0), gardens east and south of it, a tower
#: west of the southern garden. Ben: three gardens.
ANNA = {(1, 0): hut("garden", "N"), (2, 0): tile("garden", 10), (1, 1): tile("garden", 11),
        (0, 1): tile("tower", 11)}
BEN = {(1, 0): tile("garden", 8, "SW"), (0, -1): tile("garden", 10, "N"), (-1, 0): tile("garden", 12, "S")}


def huts_game(modules=MODULES) -> Game:
    game = Game(["Anna", "Ben"], modules=list(modules))
    for name, city in (("Anna", ANNA), ("Ben", BEN)):
        for cell, placed in city.items():
            game.player(name).city.put(cell, placed)
    return game


def test_a_huts_open_sides_facing_its_type_are_extra_buildings_that_win_the_majority():
    game = huts_game()
    assert game.player("Anna").city.is_legal()
    assert linked(game.player("Anna").city, Cell(1, 0), game.ruleset) == (Cell(2, 0), Cell(1, 1))
    result = game.score(1)
    anna, ben = result.players
    assert anna.buildings["garden"].count == 4 and ben.buildings["garden"].count == 3
    assert anna.buildings["garden"].place == 1 and anna.buildings["garden"].points == 5
    assert [p.why.english() for p in anna.parts["garden"]] == ["hut at (1, 0): +2"]
    assert "building_huts" not in result.to_dict()["players"][0]["modules"]  # it acts inside buildings


def test_a_hut_is_no_building_and_huts_never_count_for_each_other():
    game = huts_game()
    city = game.player("Anna").city
    city.put((1, -1), hut("garden", "NE"))  # beside the first hut's wall
    city.put((3, 0), hut("garden", "NES"))  # its west side faces the garden 10
    assert game.score(1).players[0].buildings["garden"].count == 2 + 2 + 1
    assert game.score(1).players[0].buildings["tower"].count == 1


def test_walled_sides_and_building_sites_add_nothing():
    game = huts_game([*MODULES, "building_sites"])
    city = game.player("Anna").city
    building_sites.set_site(game, "Anna", (2, 0), True)
    assert [p.amount for p in game.score(2).players[0].parts["garden"] if p.source == "building_huts"] == [1]
    city.take((1, 0))
    city.put((1, 0), hut("garden", "NS"))
    assert not [p for p in game.score(2).players[0].parts.get("garden", ()) if p.source == "building_huts"]


def test_the_hut_entry_of_the_file_round_trips():
    game = huts_game()
    game.player("Ben").reserve.append(hut("tower", "ES"))
    data = json.loads(dumps(game))
    assert data["players"][0]["city"][0] == {"x": 1, "y": 0, "kind": "hut", "type": "garden", "walls": "N"}
    assert data["players"][1]["reserve"] == [{"kind": "hut", "type": "tower", "walls": "ES"}]
    assert loads(dumps(game)) == game


BASE = {"format": "alhambra-game", "version": 1, "modules": MODULES,
        "players": [{"name": "Anna", "city": []}, {"name": "Ben", "city": []}]}


def with_huts(anna=(), ben=(), dirk=None, modules=MODULES) -> dict:
    data = copy.deepcopy(BASE)
    data["modules"] = list(modules)
    data["players"][0]["city"] = [{"x": i + 1, "y": 0, "kind": "hut", **h} for i, h in enumerate(anna)]
    data["players"][1]["reserve"] = [{"kind": "hut", **h} for h in ben]
    if dirk is not None:
        data["dirk"] = {"tiles": dirk}
    return data


def rejected(data: dict) -> str:
    with pytest.raises(GameFileError) as error:
        game_from_dict(data, "game.json")
    return str(error.value)


PAVILION = {"type": "pavilion", "walls": "N"}


def test_the_supply_is_checked_with_the_place():
    assert rejected(with_huts([PAVILION, PAVILION], [PAVILION, PAVILION])) == \
        "game.json: players[1].reserve[1]: more than the 3 pavilion huts of the game"
    four = [PAVILION, {"type": "tower", "walls": "S"}, {"type": "garden", "walls": "S"},
            {"type": "garden", "walls": "W"}]
    assert rejected(with_huts(four)) == \
        "game.json: players[0].city[3]: Anna holds 3 huts already, the most a player may"
    assert rejected(with_huts([{"type": "garden", "walls": ""}])) == \
        "game.json: players[0].city[0].walls: a hut has at least one walled side"
    assert "players[0].city[0].type: 'moat' is not a building type" in rejected(
        with_huts([{"type": "moat", "walls": "N"}]))
    dirk = with_huts(dirk=[{"kind": "hut", "type": "garden", "walls": "N"}])
    assert rejected(dirk) == "game.json: dirk.tiles[0]: Dirk has no huts"
    assert "does not list the module 'building_huts'" in rejected(with_huts([PAVILION], modules=[]))


def test_a_hut_comes_into_the_game_only_while_the_supply_holds_one():
    game = Game(["Anna", "Ben"], modules=MODULES, dirk=True)
    for walls in ("N", "E"):
        game.take_into_reserve("Anna", hut("pavilion", walls))
    game.build("Ben", hut("pavilion", "S"), (1, 0))
    with pytest.raises(ModuleError, match="all 3 pavilion huts are in the game"):
        game.take_into_reserve("Ben", hut("pavilion", "W"))
    game.take_into_reserve("Anna", hut("tower", "N"))
    with pytest.raises(ModuleError, match="Anna holds 3 huts already"):
        game.take_into_reserve("Anna", hut("tower", "E"))
    with pytest.raises(ModuleError, match="Dirk has no huts"):
        game.give_to_dirk(hut("tower", "E"))
    with pytest.raises(ModuleError, match="at least one walled side"):
        game.take_into_reserve("Ben", hut("tower", ""))
    assert loads(dumps(game)) == game


def test_counts_only_types_each_types_extra_buildings():
    game = huts_game()
    use_counts(game, "Anna")
    assert from_city(game, "Anna").module("building_huts") == {"garden": 2}
    assert game.score(1).players[0].buildings["garden"].count == 4
    counts = game.player("Anna").counts
    set_counts(game, "Anna", counts.with_number("building_huts", "garden", 3))
    assert game.score(1).players[0].buildings["garden"].count == 5
    assert [p.why.english() for p in game.score(1).players[0].parts["garden"]] == ["huts (typed): +3"]
    assert json.loads(dumps(game))["players"][0]["counts"]["huts"]["garden"] == 3
    assert loads(dumps(game)) == game
    with pytest.raises(ValueError, match="none is counted"):
        set_counts(game, "Anna", counts.with_number("building_huts", "pavilion", 1))
    with pytest.raises(ValueError, match="huts add at most 9"):
        set_counts(game, "Anna", counts.with_number("building_huts", "garden", 9).with_number(
            "building_huts", "tower", 1))


def call(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    return main(list(args), out), out.getvalue()


def test_moves_of_a_hut_are_those_of_a_tile_with_its_walls(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(dumps(huts_game()), encoding="utf-8")
    code, text = call("moves", str(path), "--player", "Anna", "--kind", "hut", "--type", "garden",
                      "--walls", "SW", "--json")
    assert code == 0
    report = json.loads(text)
    assert report["tile"] == {"kind": "hut", "type": "garden", "walls": "SW"}
    city = huts_game().player("Anna").city
    assert [(c["x"], c["y"]) for c in report["cells"]] == city.legal_cells(hut("garden", "SW"))
    assert report["cells"] and all("longest_wall" in c for c in report["cells"])
    code, _ = call("moves", str(path), "--player", "Anna", "--kind", "hut", "--type", "garden")
    assert code == 2
    assert capsys.readouterr().err == \
        "alhambra-gui: error: --kind hut: walls: a hut has at least one walled side\n"


@st.composite
def hut_games(draw) -> Game:
    """A random game with random huts built next to the cities."""
    game = draw(games())
    game.set_modules([*MODULES, "building_sites"])
    for player in game.players:
        for _ in range(draw(st.integers(0, 3))):
            kind = draw(st.sampled_from(game.variant.type_ids))
            walls = draw(st.sampled_from(["N", "ES", "NSW", "W"]))
            player.city.put(draw(st.sampled_from(player.city.facts.frontier)), hut(kind, walls))
        for cell, placed in player.city:
            if not placed.is_piece and draw(st.integers(0, 4)) == 0:
                building_sites.set_site(game, player.name, cell, True)
    return game


@given(hut_games(), st.integers(1, 3))
def test_huts_never_make_a_player_with_no_building_of_the_type_rank(game, round_):
    for player, score in zip(game.players, game.score(round_).players, strict=True):
        city = player.city
        for kind, award in score.buildings.items():
            buildings = sum(1 for c, t in city
                            if t.type == kind and game.ruleset.is_building_tile(t, city.marks(c)))
            if buildings == 0:
                assert award.place is None and award.points == 0
            huts = sum(p.amount for p in score.parts.get(kind, ()) if p.source == "building_huts")
            assert 0 <= huts <= 3 * sum(1 for _, t in city if t.kind == "hut" and t.type == kind)
