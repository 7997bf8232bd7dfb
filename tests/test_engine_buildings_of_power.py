"""Buildings of power (MODULES.md §19.6): the Building of Strength scores min(second longest
wall, pips on the black dice) every scoring; the pips are typed, the wall is the city's."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from alhambra_gui.cli import main
from alhambra_gui.engine import Game, GameFileError, ModuleError, Tile, Walls, game_from_dict, game_to_dict
from alhambra_gui.engine.counts_actions import from_city, use_counts
from alhambra_gui.engine.figure_edits import set_figure
from tests.test_engine_properties import games


def example() -> Game:
    """§19.6: tower 8 NES east of the fountain, chambers 8 NW west of it: walls of 3 and 2."""
    game = Game(["A", "B"], modules=["buildings_of_power"])
    game.build("A", Tile("tower", 8, Walls("NES")), (1, 0))
    game.build("A", Tile("chambers", 8, Walls("NW")), (-1, 0))
    set_figure(game, "A", "buildings_of_power", "pips", 5)
    return game


def test_the_worked_example():
    game = example()
    assert game.player("A").city.longest_wall() == 3
    assert len(game.player("A").city.second_wall()) == 2
    for round_ in (1, 2, 3):
        a, b = game.score(round_).players
        assert a.term("buildings_of_power").points == 2
        assert a.term("buildings_of_power").lines[0].english() == "second longest wall 2, 5 pips: 2"
        assert b.term("buildings_of_power").points == 0


def test_the_pips_are_kept_in_the_file_and_score_says_them(tmp_path):
    game = example()
    data = game_to_dict(game)
    assert data["players"][0]["typed"] == {"buildings_of_power": {"pips": 5}}
    assert game_from_dict(data, "game.json").score(1).players[0].term("buildings_of_power").points == 2
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    out = io.StringIO()
    assert main(["score", str(path), "--round", "1", "--json"], out) == 0
    assert json.loads(out.getvalue())["players"][0]["modules"]["buildings_of_power"] == 2


@pytest.mark.parametrize(("pips", "message"), [
    ((19, 0), r"players\[0\]\.typed\.buildings_of_power\.pips: 19 pips \(3 black dice show at most 18\)"),
    ((13, 1), r"players\[1\]\.typed\.buildings_of_power\.pips: the players' pips need 4 black dice "
              r"\(the box has 3\)"),
])
def test_pips_past_the_box_are_refused_with_the_place(pips, message):
    data = game_to_dict(example())
    for player, value in zip(data["players"], pips, strict=True):
        player["typed"] = {"buildings_of_power": {"pips": value}}
    with pytest.raises(GameFileError, match="game.json: " + message):
        game_from_dict(data, "game.json")


def test_the_table_is_refused_more_dice_than_the_box_as_figures_are_typed():
    game = example()
    set_figure(game, "A", "buildings_of_power", "pips", 12)
    set_figure(game, "B", "buildings_of_power", "pips", 1)  # 2 dice and 1: the three of the box
    with pytest.raises(ModuleError, match="need 4 black dice"):
        set_figure(game, "A", "buildings_of_power", "pips", 13)  # 13 pips need 3 dice


def test_a_counts_only_player_types_the_second_longest_wall():
    game = example()
    from_city(game, "A")
    use_counts(game, "A")
    counts = game.player("A").counts
    assert counts is not None and counts.typed_number("buildings_of_power", "second_wall") == 2
    term = game.score(2).players[0].term("buildings_of_power")
    assert (term.points, term.lines[0].english()) == (2, "second longest wall (typed) 2, 5 pips: 2")
    data = game_to_dict(game)
    data["players"][0]["counts"]["second_wall"] = 9
    with pytest.raises(GameFileError, match="second longest wall of 9 is longer than the longest, 3"):
        game_from_dict(data, "game.json")


@settings(max_examples=30)
@given(games(), st.integers(0, 18))
def test_the_second_longest_wall_never_exceeds_the_longest_nor_the_points_the_pips(game, pips):
    game.set_modules(["buildings_of_power"])
    for player in game.players:
        assert len(player.city.second_wall()) <= player.city.longest_wall()
    name = game.players[0].name
    if pips <= 6 or len(game.players) == 1:
        set_figure(game, name, "buildings_of_power", "pips", pips)
    scored = game.score(1).players[0].term("buildings_of_power").points
    assert scored <= min(len(game.players[0].city.second_wall()), pips)
