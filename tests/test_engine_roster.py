"""A player renamed during a game is renamed everywhere the game names them, or nowhere."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import (
    Marks,
    PlayerError,
    RecordedScoring,
    check_names,
    game_from_dict,
    game_to_dict,
    rename_player,
    rename_players,
)
from alhambra_gui.engine.modules import characters, other_points
from tests.module_games import EVERY_MODULE


def every_module_game():
    """Every module in play; Ben holds the Wise Man and has other points in scoring 1."""
    game = game_from_dict(copy.deepcopy(EVERY_MODULE), "every-module.json")
    game.record_scoring(2, other_points.inputs([("Ben", "Promo", 2), ("Anna", "Promo", 1)]))
    return game


def as_text(game) -> str:
    return json.dumps(game_to_dict(game), ensure_ascii=False, sort_keys=True)


def with_ben_as(text: str, new: str) -> dict:
    """The game file's text with every string "Ben" (in it, only ever a name) replaced."""
    return json.loads(text.replace('"Ben"', json.dumps(new, ensure_ascii=False)))


def test_every_place_that_named_ben_names_jonas():
    game = every_module_game()
    before, totals, scored = as_text(game), game.totals(), game.score(3).points()
    rename_player(game, "Ben", "Jonas")
    # In this file "Ben" is only ever a name: the seat, the Wise Man's holder, the points of
    # both scorings (with Dirk's), the other points of both.
    assert before.count('"Ben"') >= 5
    assert json.loads(as_text(game)) == with_ben_as(before, "Jonas")
    assert game.names == ["Anna", "Jonas"]
    assert characters.holders(game.state).wise_man == "Jonas"
    assert [name for name, _, _ in other_points.entries(game.scorings[1].inputs)] == ["Jonas", "Anna"]
    for now, then in ((game.totals(), totals), (game.score(3).points(), scored)):
        assert now == {"Jonas" if name == "Ben" else name: points for name, points in then.items()}
    assert game_from_dict(game_to_dict(game), "renamed.json").names == ["Anna", "Jonas"]


def test_the_city_watch_and_the_typed_figures_follow_the_name():
    game = every_module_game()
    rename_player(game, "Anna", "Ana")
    assert characters.holders(game.state).city_watch == "Ana"
    scoring = RecordedScoring(1, {"Anna": 3, "Ben": 1}, typed=Marks({"Anna": Marks({"x": 1})}))
    game.scorings = [scoring]
    rename_player(game, "Ana", "Anna")
    assert game.scorings[0].points == {"Anna": 3, "Ben": 1}
    game.scorings = [scoring]
    rename_player(game, "Anna", "Ann")
    assert game.scorings[0].points == {"Ann": 3, "Ben": 1}
    assert game.scorings[0].typed == Marks({"Ann": Marks({"x": 1})})


@pytest.mark.parametrize("new", ["anna", "ＡＮＮＡ", "Dirk", "", "   ", "x" * 200])
def test_a_name_that_cannot_be_a_players_changes_nothing(new):
    game = every_module_game()
    before = as_text(game)
    with pytest.raises(PlayerError):
        rename_player(game, "Ben", new)
    assert as_text(game) == before


def test_a_player_is_found_as_files_compare_names():
    game = every_module_game()
    rename_player(game, "ben", "Jonas")  # the game's own spelling is what is renamed
    assert game.names == ["Anna", "Jonas"] and '"Ben"' not in as_text(game)


@given(st.text(min_size=1, max_size=30))
def test_any_name_a_table_may_hold_is_taken_everywhere(new):
    try:
        check_names(["Anna", new])
    except PlayerError:
        return
    game = every_module_game()
    before = as_text(game)
    rename_player(game, "Ben", new)
    assert game.names == ["Anna", new]
    assert json.loads(as_text(game)) == with_ben_as(before, new)


def test_two_players_may_swap_names_in_one_edit():
    game = every_module_game()
    totals = game.totals()
    rename_players(game, {"Anna": "Ben", "Ben": "Anna"})
    assert game.names == ["Ben", "Anna"]
    assert characters.holders(game.state) == characters.Holders("Anna", "tower", "Ben")
    assert game.totals() == {"Anna": totals["Ben"], "Ben": totals["Anna"], "Dirk": totals["Dirk"]}
    with pytest.raises(PlayerError):
        rename_players(game, {"Anna": "Chen", "Ben": "chen"})
    assert game.names == ["Ben", "Anna"]
