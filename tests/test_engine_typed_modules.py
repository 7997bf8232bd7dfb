"""The typed modules of the third set (MODULES.md §19.7-§19.19): each worked example of
MODULES.md as a test, the refusals with their places, the final-only scorings, the
supplies across the table, and properties (a figure outside its range is always refused).

The cities are the sample game's: Anna 9 tiles (fountain included) and a wall of 6, Ben 11
tiles and a wall of 4, Chen 11 tiles and a wall of 6."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import Game, GameFileError, game_to_dict, loads
from alhambra_gui.engine.assets import load_json
from alhambra_gui.engine.modules.falconers import blocks

SAMPLE = load_json("samples", "sample-game.json")


def game_data(modules: list[str], typed: dict[int, dict[str, Any]] | None = None,
              scorings: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    data = copy.deepcopy(SAMPLE)
    data["modules"] = modules
    data.pop("scorings", None)
    for index, figures in (typed or {}).items():
        data["players"][index]["typed"] = figures
    if scorings is not None:
        data["scorings"] = scorings
    return data


def game(modules: list[str], typed: dict[int, dict[str, Any]] | None = None,
         scorings: list[dict[str, Any]] | None = None) -> Game:
    return loads(json.dumps(game_data(modules, typed, scorings)), "game.json")


def refusal(modules: list[str], typed: dict[int, dict[str, Any]],
            scorings: list[dict[str, Any]] | None = None) -> str:
    with pytest.raises(GameFileError) as caught:
        game(modules, typed, scorings)
    return str(caught.value)


def term(g: Game, round_: int, player: int, key: str) -> tuple[int, list[str]]:
    found = g.score(round_).players[player].term(key)
    return found.points, [line.english() for line in found.lines]


# ---- Watchtowers (§19.7) ----------------------------------------------------------------------
def test_watchtowers_example_a_tower_joins_the_wall_of_5_to_6():
    g = game(["watchtowers"], {0: {"watchtowers": {"towers": 1, "wall": 6}}})
    scored = g.score(1).players[0]
    assert scored.wall == 6
    assert term(g, 1, 0, "watchtowers") == (2, ["1 watchtower in the longest wall × 2: 2"])
    assert scored.to_dict()["modules"]["watchtowers"] == 2


def test_a_typed_watchtower_wall_replaces_the_citys_and_its_absence_keeps_it():
    g = game(["watchtowers"], {1: {"watchtowers": {"towers": 2, "wall": 9}}})
    assert g.score(2).players[1].wall == 9
    assert g.score(2).players[0].wall == 6  # Anna typed nothing: her city's wall
    assert term(g, 3, 1, "watchtowers")[0] == 4


def test_watchtowers_refusals_name_their_place():
    assert refusal(["watchtowers"], {0: {"watchtowers": {"towers": 19}}}) == \
        "game.json: players[0].typed.watchtowers.towers: 19 watchtowers (the box has 18)"
    assert refusal(["watchtowers"], {1: {"watchtowers": {"towers": 5}}}) == \
        "game.json: players[1].typed.watchtowers.towers: 5 watchtowers in a longest wall of 4"
    assert refusal(["watchtowers"], {0: {"watchtowers": {"towers": 3, "wall": 2}}}) == \
        "game.json: players[0].typed.watchtowers.towers: 3 watchtowers in a longest wall of 2"
    assert refusal(["watchtowers"], {0: {"watchtowers": {"towers": 8, "wall": 10}},
                                     1: {"watchtowers": {"towers": 4}},
                                     2: {"watchtowers": {"towers": 7, "wall": 9}}}) == \
        "game.json: players[2].typed.watchtowers.towers: Watchtowers in the longest wall: 19 among the " \
        "players (the box has 18)"


# ---- Falconers (§19.8) ------------------------------------------------------------------------
def test_falconers_example_scores_at_the_final_scoring_only():
    g = game(["falconers"], {0: {"falconers": {"black": 2, "brown": 1, "white": 0}}})
    assert term(g, 3, 0, "falconers") == (8, ["2 black falcons: 6", "1 brown falcon: 2"])
    assert term(g, 2, 0, "falconers") == (0, ["scores at the final scoring only"])
    assert term(g, 3, 1, "falconers") == (0, ["no falcon"])


def test_the_two_by_two_bound_follows_kss_table():
    assert [blocks(n) for n in range(1, 14)] == [0, 0, 0, 1, 1, 2, 2, 3, 4, 4, 5, 6, 6]


def test_falconers_refusals_name_their_place():
    assert refusal(["falconers"], {1: {"falconers": {"white": 6}}}) == \
        "game.json: players[1].typed.falconers.white: 6 white falcons (the box has 5)"
    assert refusal(["falconers"], {0: {"falconers": {"black": 3, "brown": 2}}}) == \
        "game.json: players[0].typed.falconers: 5 falcons, but 9 city tiles hold at most 4 places " \
        "where four tiles meet"
    assert refusal(["falconers"], {0: {"falconers": {"white": 3}}, 2: {"falconers": {"white": 3}}}) == \
        "game.json: players[2].typed.falconers.white: White falcons: 6 among the players (the box has 5)"


# ---- Art of the Moors (§19.9) -----------------------------------------------------------------
def test_art_of_the_moors_example_and_the_sum_that_never_falls():
    recorded = [{"round": 1, "points": {"Anna": 0, "Ben": 0, "Chen": 0}},
                {"round": 2, "points": {"Anna": 13, "Ben": 0, "Chen": 0},
                 "typed": {"Anna": {"art_of_the_moors": [3, 10, 0]}}}]
    g = game(["art_of_the_moors"], {0: {"art_of_the_moors": [3, 10, 0]}})
    assert term(g, 2, 0, "art_of_the_moors") == (13, ["culture counters 3 + 10 + 0: 13"])
    assert game(["art_of_the_moors"], {0: {"art_of_the_moors": [15]}}, recorded).score(3).players[0] \
        .term("art_of_the_moors").points == 15
    assert refusal(["art_of_the_moors"], {0: {"art_of_the_moors": [6, 6]}}, recorded) == \
        "game.json: players[0].typed.art_of_the_moors: 12 is below the 13 of scoring 2: it never falls"


def test_art_of_the_moors_refusals():
    assert refusal(["art_of_the_moors"], {0: {"art_of_the_moors": [4]}}) == \
        "game.json: players[0].typed.art_of_the_moors: 4 is not one of 0, 3, 6, 10, 15, 21"
    assert refusal(["art_of_the_moors"], {0: {"art_of_the_moors": [0] * 8}}) == \
        "game.json: players[0].typed.art_of_the_moors: 8 entries (at most 7)"
    assert refusal(["art_of_the_moors"], {i: {"art_of_the_moors": [3] * 7} for i in range(3)}) == \
        "game.json: players[2].typed.art_of_the_moors: Culture counters: 21 among the players (the box has 20)"


# ---- Alhambra zoo (§19.11) --------------------------------------------------------------------
def test_zoo_example_scores_the_typed_points_every_scoring():
    g = game(["alhambra_zoo"], {0: {"alhambra_zoo": 3}})
    assert [term(g, r, 0, "alhambra_zoo")[0] for r in (1, 2, 3)] == [3, 3, 3]
    assert term(g, 1, 0, "alhambra_zoo")[1] == ["animal points (typed): 3"]


def test_zoo_supply_and_supply_over_time():
    assert refusal(["alhambra_zoo"], {0: {"alhambra_zoo": 23}}) == \
        "game.json: players[0].typed.alhambra_zoo: 23 animal points (the box has 22 animals)"
    assert refusal(["alhambra_zoo"], {0: {"alhambra_zoo": 12}, 1: {"alhambra_zoo": 11}}) == \
        "game.json: players[1].typed.alhambra_zoo: Animal points: 23 among the players (the box has 22)"
    recorded = [{"round": 1, "points": {"Anna": 0, "Ben": 0, "Chen": 0},
                 "typed": {"Anna": {"alhambra_zoo": 10}, "Ben": {"alhambra_zoo": 10}}}]
    # Anna lost animals (moved away), Ben gained 4: the box held only 2 more at scoring 1
    assert refusal(["alhambra_zoo"], {0: {"alhambra_zoo": 4}, 1: {"alhambra_zoo": 14}}, recorded) == \
        "game.json: players[1].typed.alhambra_zoo: Animal points: 4 more since scoring 1, when the box " \
        "held only 2 more"
    assert game(["alhambra_zoo", "personal_building_market"],
                {0: {"alhambra_zoo": 4}, 1: {"alhambra_zoo": 14}}, recorded).player("Ben") \
        .typed["alhambra_zoo"]["points"] == 14


# ---- Orchards (§19.18) ------------------------------------------------------------------------
def test_orchards_example():
    g = game(["orchards"], {0: {"orchards": {"groups": [1, 3, 4], "face_down": 2}}})
    assert term(g, 3, 0, "orchards") == (14, ["group 1 completed: 1", "group 3 completed: 4",
                                              "group 4 completed: 7", "2 face-down fruits: 2"])
    assert term(g, 1, 0, "orchards")[0] == 0
    assert game(["orchards"], {0: {"orchards": {"groups": [6]}}}).score(3).players[0].term("orchards").points == 16


def test_orchards_refusals():
    assert refusal(["orchards"], {0: {"orchards": {"groups": [7]}}}) == \
        "game.json: players[0].typed.orchards.groups: 7 is not one of 1, 2, 3, 4, 5, 6"
    assert refusal(["orchards"], {0: {"orchards": {"groups": [2, 2]}}}) == \
        "game.json: players[0].typed.orchards.groups: 2 is listed twice"
    assert refusal(["orchards"], {0: {"orchards": {"face_down": 20}}, 1: {"orchards": {"face_down": 16}}}) == \
        "game.json: players[1].typed.orchards.face_down: Face-down fruits: 36 among the players (the box has 35)"
    full = {"groups": [1, 2, 3, 4, 5, 6]}  # 21 fruits each
    assert refusal(["orchards"], {0: {"orchards": full}, 1: {"orchards": full},
                                  2: {"orchards": {"groups": [6], "face_down": 9}}}) == \
        "game.json: players[2].typed.orchards: 57 fruits on completed groups and face down among the " \
        "players (the box has 56)"


# ---- Treasures (§19.19) -----------------------------------------------------------------------
def test_treasures_example():
    g = game(["treasures"], {0: {"treasures": [5, 2]}})
    assert term(g, 3, 0, "treasures") == (7, ["unused treasures 2 + 5: 7"])
    assert term(g, 2, 0, "treasures")[0] == 0
    assert refusal(["treasures"], {0: {"treasures": [6]}}) == \
        "game.json: players[0].typed.treasures: 6 is not one of 1, 2, 3, 4, 5"
    assert refusal(["treasures"], {0: {"treasures": [3, 3]}}) == \
        "game.json: players[0].typed.treasures: 3 is listed twice"


# ---- across the set ---------------------------------------------------------------------------
def test_the_typed_figures_write_back_as_the_spec_shapes_them():
    data = game_data(["falconers", "art_of_the_moors", "alhambra_zoo", "orchards", "treasures", "watchtowers"],
                     {0: {"falconers": {"black": 2, "brown": 1}, "art_of_the_moors": [3, 10],
                          "alhambra_zoo": 3, "orchards": {"groups": [1, 3], "face_down": 2},
                          "treasures": [2, 5], "watchtowers": {"towers": 1, "wall": 6}}})
    written = game_to_dict(loads(json.dumps(data)))["players"][0]["typed"]
    assert written == data["players"][0]["typed"]


def test_dirk_scores_nothing_from_a_typed_module():
    data = game_data(["falconers", "alhambra_zoo"], {0: {"alhambra_zoo": 2}})
    data["players"] = data["players"][:2]
    data["dirk"] = {"tiles": []}
    g = loads(json.dumps(data))
    dirk = g.score(3).dirk
    assert dirk is not None
    assert [t.key for t in dirk.module_terms] == []
    assert g.score(3).players[0].term("alhambra_zoo").points == 2


@given(st.sampled_from([("falconers", "black", 5), ("alhambra_zoo", None, 22), ("watchtowers", "towers", 18),
                        ("orchards", "face_down", 35)]),
       st.one_of(st.integers(max_value=-1), st.integers(min_value=36)))
def test_a_typed_figure_outside_its_range_is_always_refused(case, value):
    module, key, _high = case
    typed = {module: value if key is None else {key: value}}
    data = game_data([module], {2: typed})
    with pytest.raises(GameFileError) as caught:
        loads(json.dumps(data), "game.json")
    assert str(caught.value).startswith(f"game.json: players[2].typed.{module}")
