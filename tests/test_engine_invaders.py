"""Invaders (MODULES.md §10): the open sides of a city, the attack of each scoring, the file
field, counts only and the command line."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import (
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
from alhambra_gui.engine.modules import city_walls, invaders
from alhambra_gui.engine.modules.invaders import attacks, penalty, set_attack, unprotected_all
from tests.test_engine_properties import games


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


#: MODULES.md §10's example.
EXAMPLE = {(0, -1): tile("pavilion", 6, "N"), (1, 0): tile("arcades", 8, "E"),
           (-1, 0): tile("chambers", 9, "W"), (0, 1): tile("seraglio", 8, "S"),
           (1, 1): tile("tower", 9, "ES")}


def example_game(attack: tuple = (Side.N, Side.E, Side.N)) -> Game:
    game = Game(["Anna", "Ben"], modules=["invaders"])
    for cell, placed in EXAMPLE.items():
        game.player("Anna").city.put(cell, placed)
    game.state = game.state.with_(invaders.KEY, attack)
    return game


def test_the_examples_open_sides():
    assert unprotected_all(example_game().player("Anna").city) == {Side.N: 2, Side.E: 1, Side.S: 1, Side.W: 2}


@pytest.mark.parametrize(("round_", "points"), [(1, -2), (2, -4), (3, -9)])
def test_the_example_attacked_from_the_north(round_, points):
    game = example_game()
    game.state = game.state.with_(invaders.KEY, tuple(Side.N if r == round_ else None for r in (1, 2, 3)))
    term = game.score(round_).players[0].term("invaders")
    assert term.points == points
    assert game.score(round_).to_dict()["players"][0]["modules"]["invaders"] == points


def test_the_final_attack_is_explained_with_both_flanks():
    game = example_game((Side.E, Side.S, Side.N))
    term = game.score(3).players[0].term("invaders")
    assert term.lines[0].english() == \
        "Invaders from the north: 2 open sides × 3 = −6, plus 1 east and 2 west = −9"


def test_no_card_yet_costs_nothing_and_says_so():
    game = example_game((Side.N, None, None))
    term = game.score(2).players[0].term("invaders")
    assert term.points == 0 and term.lines[0].english() == "no attack card for scoring 2 yet"


def test_a_bare_fountain_is_open_on_every_side_and_dirk_is_never_attacked():
    game = Game(["Anna", "Ben"], dirk=True, modules=["invaders"])
    set_attack(game, 1, Side.S)
    result = game.score(1)
    assert [p.term("invaders").points for p in result.players] == [-1, -1]
    assert "invaders" not in result.to_dict()["dirk"]
    assert result.dirk.total == 0


def test_added_walls_protect_like_printed_ones():
    game = example_game((Side.N, None, None))
    game.set_modules(["invaders", "city_walls"])
    city_walls.set_wall(game, "Anna", (1, 0), Side.N, True)
    assert game.score(1).players[0].term("invaders").points == -1


def test_the_attacks_are_three_distinct_directions():
    game = example_game((None, None, None))
    set_attack(game, 1, Side.W)
    set_attack(game, 2, Side.E)
    with pytest.raises(ModuleError, match="came in scoring 1"):
        set_attack(game, 3, Side.W)
    set_attack(game, 1, None)
    assert attacks(game.state) == (None, Side.E, None)


def test_the_file_field_round_trips_and_refuses_what_is_not_an_attack():
    game = example_game((Side.N, Side.W, None))
    data = json.loads(dumps(game))
    assert data["invaders"] == ["N", "W"]
    assert loads(dumps(game)) == game
    base = {"format": "alhambra-game", "version": 1, "modules": ["invaders"], "players": [{"name": "A"}]}
    assert attacks(game_from_dict({**base, "invaders": ["N", None, "E"]}).state) == (Side.N, None, Side.E)
    for bad, message in ((["N", "N"], "another direction"), (["NE"], "one direction"),
                         (["N", "E", "S", "W"], "0 to 3 entries")):
        with pytest.raises(GameFileError, match=message):
            game_from_dict({**base, "invaders": bad})
    with pytest.raises(GameFileError, match="does not list the module 'invaders'"):
        game_from_dict({**base, "modules": [], "invaders": ["N"]})


def test_counts_only_types_the_open_sides():
    game = example_game((Side.N, None, None))
    use_counts(game, "Anna")
    assert from_city(game, "Anna").module("invaders") == {"N": 2, "E": 1, "S": 1, "W": 2}
    counts = game.player("Anna").counts
    set_counts(game, "Anna", counts.with_number("invaders", "N", 5))
    assert game.score(1).players[0].term("invaders").points == -5
    again = loads(dumps(game))
    assert again == game
    assert json.loads(dumps(game))["players"][0]["counts"]["invaders"] == {"N": 5, "E": 1, "S": 1, "W": 2}


@given(games(), st.sampled_from(list(Side)), st.integers(1, 3), st.data())
def test_a_wall_on_an_open_side_never_raises_the_penalty(game, side, round_, data):
    game.set_modules(["invaders", "city_walls"])
    player = game.players[0]
    open_cells = [c for c, t in player.city if side not in player.city.walls(c)]
    if not open_cells:
        return
    before = penalty(round_, side, unprotected_all(player.city))
    cell = data.draw(st.sampled_from(open_cells))
    city_walls.set_wall(game, player.name, cell, side, True, force=True)
    assert penalty(round_, side, unprotected_all(player.city)) <= before


@given(games(), st.permutations(list(Side)))
def test_the_penalty_is_never_a_gain(game, order):
    game.set_modules(["invaders"])
    for round_, side in enumerate(order[:3], start=1):
        set_attack(game, round_, side)
    for round_ in (1, 2, 3):
        assert all(p.term("invaders").points <= 0 for p in game.score(round_).players)
