"""Camps (MODULES.md §12): camps outside the city, their bastions facing walls; the rules
``camp_bastion``, ``camp_side`` and ``camp_detached`` (forceable, also from a city tile's
side); every scoring each bastion scores its line of buildings; ``moves --kind camp``."""

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
    IllegalMoveError,
    ModuleError,
    Side,
    Tile,
    Walls,
    dumps,
    game_from_dict,
    loads,
)
from alhambra_gui.engine.counts_actions import from_city, set_counts, use_counts
from alhambra_gui.engine.modules import building_sites
from alhambra_gui.engine.modules.camps import camp, ray
from alhambra_gui.engine.modules.invaders import unprotected
from tests.test_engine_properties import games

MODULES = ["camps"]


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


#: MODULES.md §12's example: the camp at (0, 4) faces the seraglio's southern wall.
CITY = {(0, 1): tile("garden", 10), (0, 2): tile("tower", 11), (0, 3): tile("seraglio", 8, "S")}
NORTH = camp("N")


def camp_game(modules=MODULES, camps=(((0, 4), NORTH),), dirk=None) -> Game:
    game = Game(["Anna", "Ben"], modules=list(modules), dirk=dirk)
    for cell, placed in CITY.items():
        game.player("Anna").city.put(cell, placed)
    for cell, placed in camps:
        game.player("Anna").city.put(cell, placed)
    return game


def found(city) -> set[tuple[str, tuple[int, int], str | None]]:
    return {(v.rule.id, v.cell, v.side.name if v.side else None) for v in city.violations()}


def test_the_example_scores_three_in_every_scoring():
    game = camp_game(dirk=[camp("E")])
    city = game.player("Anna").city
    assert city.is_legal()
    assert ray(city, Cell(0, 4), Side.N, game.ruleset) == (Cell(0, 3), Cell(0, 2), Cell(0, 1))
    for round_ in (1, 2, 3):
        term = game.score(round_).players[0].term("camps")
        assert term.points == 3
    assert term.lines[0].english() == "camp at (0, 4), bastion north: 3 buildings"
    assert game.score(1).to_dict()["players"][0]["modules"] == {"camps": 3}
    assert game.score(1).players[1].term("camps").lines[0].english() == "no camp beside the city"
    assert game.score(1).dirk.total == 0 and "camps" not in game.score(1).to_dict()["dirk"]


def test_a_camp_is_no_city_tile_for_walls_walking_holes_or_invaders():
    with_camp, without = camp_game(["camps", "invaders"]), camp_game(["camps", "invaders"], camps=())
    a, b = with_camp.player("Anna").city, without.player("Anna").city
    assert a.longest_wall() == b.longest_wall() == 1  # the wall facing the camp scores
    assert a.facts.reachable == b.facts.reachable and not a.facts.holes
    with_camp.player("Anna").city.put((1, 1), camp("S"))  # beside the open garden: no protection
    assert unprotected(a, Side.E) == unprotected(b, Side.E)


def test_a_bastion_facing_no_wall_a_side_touching_the_city_and_a_detached_camp():
    game = camp_game(camps=(((0, 4), NORTH), ((-1, 2), camp("E")), ((1, 1), camp("N")), ((1, 4), camp("N"))))
    assert found(game.player("Anna").city) == {
        ("camp_bastion", (-1, 2), "E"),  # the tower it faces has no wall to the west
        ("camp_bastion", (1, 1), "N"), ("camp_side", (1, 1), "W"), ("camp_detached", (1, 1), None),
        ("camp_bastion", (1, 4), "N")}  # it touches the camp at (0, 4) side by side: not detached
    game.player("Anna").city.take((1, 4))
    game.player("Anna").city.put((1, 4), camp("W"))  # its bastion faces the other camp's side
    assert {v for v in found(game.player("Anna").city) if v[1] in ((0, 4), (1, 4))} == {
        ("camp_bastion", (1, 4), "W"), ("camp_detached", (1, 4), None), ("camp_side", (0, 4), "E")}


def test_check_lists_the_camp_rules_with_their_sides(tmp_path):
    game = camp_game(camps=(((-1, 2), camp("E")),))
    path = tmp_path / "game.json"
    path.write_text(dumps(game), encoding="utf-8")
    out = io.StringIO()
    assert main(["check", str(path), "--json"], out) == 1
    anna = json.loads(out.getvalue())["players"][0]
    assert anna["violations"] == [{"rule": "camp_bastion", "x": -1, "y": 2, "side": "E"}]
    out = io.StringIO()
    main(["check", str(path)], out)
    assert "camp_bastion   at (-1, 2) its bastion to the east faces no walled side of a city tile" \
        in out.getvalue()


def test_a_camp_goes_only_where_its_bastions_face_walls_or_is_placed_anyway():
    game = camp_game(camps=())
    city = game.player("Anna").city
    assert city.legal_cells(NORTH) == [Cell(0, 4)]
    assert city.legal_cells(camp("W")) == []
    with pytest.raises(IllegalMoveError, match="its bastion to the east faces no walled side"):
        game.build("Anna", camp("E"), (-1, 2))
    game.build("Anna", camp("E"), (-1, 2), force=True)
    assert ("camp_bastion", (-1, 2), "E") in found(city)
    game.build("Anna", NORTH, (0, 4))
    assert city.get((0, 4)) == NORTH


def test_a_city_tile_built_later_meets_the_camp_rule_from_its_side():
    game = camp_game()
    city = game.player("Anna").city
    seraglio = city.take((0, 3))
    assert ("camp_bastion", (0, 4), "N") in found(city)
    garden = tile("garden", 11)
    assert [v.reason() for v in city.check_place(garden, (0, 3))] == [
        "a camp's bastion to the south needs a wall on this side"]
    assert Cell(0, 3) not in city.legal_cells(garden)
    assert Cell(0, 3) in city.legal_cells(seraglio)
    assert [v.rule.id for v in city.check_place(tile("tower", 12), (1, 4))] == ["not_adjacent", "camp_side"]
    city.place(seraglio, (0, 3))
    assert city.is_legal()
    assert city.check_remove((0, 3))  # the camp would be left facing nothing


BASE = {"format": "alhambra-game", "version": 1, "modules": MODULES,
        "players": [{"name": "Anna", "city": []}, {"name": "Ben", "reserve": []}]}


def rejected(data: dict) -> str:
    with pytest.raises(GameFileError) as error:
        game_from_dict(data, "game.json")
    return str(error.value)


def test_the_camp_entry_round_trips_and_the_supply_is_checked():
    game = camp_game()
    game.take_into_reserve("Ben", camp("NE"))
    data = json.loads(dumps(game))
    assert {"x": 0, "y": 4, "kind": "camp", "bastions": "N"} in data["players"][0]["city"]
    assert data["players"][1]["reserve"] == [{"kind": "camp", "bastions": "NE"}]
    assert loads(dumps(game)) == game
    assert game.score(1).players[1].term("camps").points == 0  # a camp in the reserve counts nothing
    bad = copy.deepcopy(BASE)
    for bastions, message in (("NS", "one bastion side or two adjacent ones"), ("", "one bastion side"),
                              ("NES", "one bastion side"), (3, "must be a text of NESW letters")):
        bad["players"][1]["reserve"] = [{"kind": "camp", "bastions": bastions}]
        assert message in rejected(bad)
    bad["modules"] = ["camps", "handymen"]
    bad["players"][1]["reserve"] = [{"kind": "camp", "bastions": "W", "handyman": True}]
    assert rejected(bad) == "game.json: players[1].reserve[0].handyman: nothing goes on a camp"
    bad["modules"] = ["camps"]
    bad["players"][1]["reserve"] = [{"kind": "camp", "bastions": "W"}] * 9
    assert rejected(bad) == "game.json: players[1].reserve[8]: more than the 8 camps of the game"
    for _ in range(6):  # two are in the game
        game.take_into_reserve("Ben", camp("S"))
    with pytest.raises(ModuleError, match="all 8 camps are in the game"):
        game.take_into_reserve("Ben", camp("S"))
    with pytest.raises(ModuleError, match="one bastion side or two adjacent ones"):
        game.take_into_reserve("Anna", camp("EW"))


def test_counts_only_types_the_camp_points():
    game = camp_game()
    use_counts(game, "Anna")
    assert from_city(game, "Anna").module("camps") == {"camps": 3}
    set_counts(game, "Anna", game.player("Anna").counts.with_number("camps", "camps", 7))
    term = game.score(2).players[0].term("camps")
    assert term.points == 7 and term.lines[0].english() == "camp points (typed): 7"
    assert json.loads(dumps(game))["players"][0]["counts"]["camps"] == 7
    assert loads(dumps(game)) == game


def test_moves_of_a_camp_are_outside_the_city_with_bastions_facing_walls(tmp_path):
    game = camp_game(camps=())
    path = tmp_path / "game.json"
    path.write_text(dumps(game), encoding="utf-8")
    out = io.StringIO()
    args = ["moves", str(path), "--player", "Anna", "--kind", "camp"]
    assert main([*args, "--bastions", "N", "--json"], out) == 0
    assert json.loads(out.getvalue()) == {"tile": {"kind": "camp", "bastions": "N"},
                                          "cells": [{"x": 0, "y": 4, "longest_wall": 1}]}
    assert main([*args, "--bastions", "SN"], io.StringIO()) == 2


@st.composite
def camp_games(draw) -> Game:
    """A random game with camps of random bastions on random cells next to the first city."""
    game = draw(games())
    game.set_modules([*MODULES, "building_sites"])
    city = game.players[0].city
    for _ in range(draw(st.integers(1, 4))):
        cells = sorted(game.ruleset.candidate_cells(city, NORTH))
        if cells:
            bastions = draw(st.sampled_from(["N", "E", "S", "W", "NE", "SW"]))
            city.put(draw(st.sampled_from(cells)), camp(bastions))
    for cell, placed in city:
        if not placed.is_piece and draw(st.integers(0, 4)) == 0:
            building_sites.set_site(game, game.players[0].name, cell, True)
    return game


@given(camp_games(), st.integers(1, 3))
def test_a_camp_ray_never_counts_a_non_building(game, round_):
    city = game.players[0].city
    total = 0
    for cell, placed in city:
        if placed.kind != "camp":
            continue
        for side in placed.walls:
            line = ray(city, cell, side, game.ruleset)
            total += len(line)
            for near in line:
                assert game.ruleset.is_building_tile(city.get(near), city.marks(near))
            assert (near := Cell(cell.x + side.dx * (len(line) + 1), cell.y + side.dy * (len(line) + 1))) \
                not in city or not game.ruleset.is_building_tile(city.get(near), city.marks(near))
    assert game.score(round_).players[0].term("camps").points == total
