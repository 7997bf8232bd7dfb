"""The typed modules of the third set (MODULES.md §19.7-§19.19): each worked example of
MODULES.md as a test, the refusals with their places, the final-only scorings, the
supplies across the table, and properties (a figure outside its range is always refused).

The cities are the sample game's: Anna 9 tiles (fountain included) and a wall of 6, Ben 11
tiles and a wall of 4, Chen 11 tiles and a wall of 6."""

from __future__ import annotations

import copy
import io
import json
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from alhambra_gui.cli import main
from alhambra_gui.engine import Game, GameFileError, game_to_dict, loads
from alhambra_gui.engine.assets import load_json
from alhambra_gui.engine.modules import bathhouses, wishing_well
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
        "game.json: players[0].typed.falconers: 5 falcons, but a city of 10 tiles (the fountain counted) " \
        "has room for at most 4 of them where four tiles meet"
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
        "game.json: players[2].typed.art_of_the_moors: Culture counters: 21 among the players " \
        "(the box has 20)"


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
    sixth = game(["orchards"], {0: {"orchards": {"groups": [6]}}})
    assert sixth.score(3).players[0].term("orchards").points == 16


def test_orchards_refusals():
    assert refusal(["orchards"], {0: {"orchards": {"groups": [7]}}}) == \
        "game.json: players[0].typed.orchards.groups: 7 is not one of 1, 2, 3, 4, 5, 6"
    assert refusal(["orchards"], {0: {"orchards": {"groups": [2, 2]}}}) == \
        "game.json: players[0].typed.orchards.groups: 2 is listed twice"
    assert refusal(["orchards"], {0: {"orchards": {"face_down": 20}},
                                  1: {"orchards": {"face_down": 16}}}) == \
        "game.json: players[1].typed.orchards.face_down: Face-down fruits: 36 among the players " \
        "(the box has 35)"
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
    data = game_data(["falconers", "art_of_the_moors", "alhambra_zoo", "orchards", "treasures",
                      "watchtowers"],
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


# ---- Major construction projects (§19.10) -----------------------------------------------------
def test_major_projects_example_a_tower_project_makes_four_towers():
    g = game(["major_construction_projects"], {0: {"major_construction_projects": {"tower": 1}}})
    scored = g.score(2).players[0]
    assert scored.buildings["tower"].count == 4
    assert [p.why.english() for p in scored.parts["tower"]] == ["1 major project: +1"]
    assert refusal(["major_construction_projects"], {0: {"major_construction_projects": {"tower": 6}}}) == \
        "game.json: players[0].typed.major_construction_projects.tower: 6 tower projects (the box has 5)"
    assert refusal(["major_construction_projects"], {0: {"major_construction_projects": {"garden": 3}},
                                                     2: {"major_construction_projects": {"garden": 3}}}) == \
        "game.json: players[2].typed.major_construction_projects.garden: garden projects: 6 among the " \
        "players (the box has 5)"


# ---- Fresh colours (§19.12) -------------------------------------------------------------------
def test_fresh_colours_counts_building_tiles_only_at_the_final_scoring():
    g = game(["fresh_colours", "major_construction_projects"],
             {0: {"fresh_colours": ["tower", "garden"], "major_construction_projects": {"tower": 1}}})
    assert term(g, 3, 0, "fresh_colours") == (10, ["garden project: 2 tiles × 2: 4",
                                                   "tower project: 3 tiles × 2: 6"])  # not the project
    assert term(g, 2, 0, "fresh_colours") == (0, ["scores at the final scoring only"])


def test_fresh_colours_projects_are_kept_and_few_players_share_a_type():
    assert refusal(["fresh_colours"], {i: {"fresh_colours": ["garden"]} for i in range(3)}) == \
        "game.json: players[2].typed.fresh_colours: 3 players completed the garden project (at most 2 " \
        "with 3 players)"
    recorded = [{"round": 1, "points": {"Anna": 0, "Ben": 0, "Chen": 0},
                 "typed": {"Anna": {"fresh_colours": ["garden"]}}}]
    assert refusal(["fresh_colours"], {0: {"fresh_colours": ["tower"]}}, recorded) == \
        "game.json: players[0].typed.fresh_colours: the garden project was listed in scoring 1 and " \
        "stays listed"


# ---- Gates without end (§19.13) ---------------------------------------------------------------
def test_gates_example_a_semi_building_breaks_the_garden_tie():
    without = game(["gates_without_end"]).score(2)
    assert [without.players[i].buildings["garden"].points for i in (0, 2)] == [8, 8]
    g = game(["gates_without_end"], {0: {"gates_without_end": {"semi_buildings": ["garden"]}}})
    scored = g.score(2)
    assert scored.players[0].buildings["garden"].count == 2.5
    assert [scored.players[i].buildings["garden"].points for i in (0, 2)] == [12, 5]


def test_a_semi_building_adds_nothing_to_a_type_not_held():
    g = game(["gates_without_end"], {0: {"gates_without_end": {"semi_buildings": ["arcades"]}}})
    assert g.score(2).players[0].buildings["arcades"].count == 0


def test_a_semi_building_has_one_holder_and_stays_with_them():
    assert refusal(["gates_without_end"], {0: {"gates_without_end": {"semi_buildings": ["garden"]}},
                                           1: {"gates_without_end": {"semi_buildings": ["garden"]}}}) == \
        "game.json: players[1].typed.gates_without_end.semi_buildings: the garden semi-building is Anna's"
    recorded = [{"round": 1, "points": {"Anna": 0, "Ben": 0, "Chen": 0},
                 "typed": {"Anna": {"gates_without_end": {"semi_buildings": ["garden"]}}}}]
    assert refusal(["gates_without_end"], {1: {"gates_without_end": {"semi_buildings": ["garden"]}}},
                   recorded) == \
        "game.json: players[1].typed.gates_without_end.semi_buildings: the garden semi-building was " \
        "Anna's in scoring 1"


# ---- Palace designers (§19.14) ----------------------------------------------------------------
def test_palace_designers_example_gains_count_once():
    data = game_data(["palace_designers"])
    data["players"][0]["immediate"] = [{"module": "palace_designers", "points": p, "round": 1}
                                       for p in (1, 2, 1)]
    g = loads(json.dumps(data))
    assert g.score(1).to_dict()["players"][0]["immediate"] == {"palace_designers": 4}
    assert g.totals()["Anna"] == 4
    data["players"][0]["immediate"][1]["points"] = 3
    with pytest.raises(GameFileError) as caught:
        loads(json.dumps(data), "game.json")
    assert str(caught.value) == \
        "game.json: players[0].immediate[1]: 3 points are no gain before scoring 1 (one of 1, 2)"


# ---- Bathhouses and wishing wells (§19.15, §19.16): pieces of the city ------------------------
def with_pieces(modules: list[str], pieces: list[dict[str, Any]], typed: dict[str, Any] | None = None,
                counts_only: bool = False) -> dict[str, Any]:
    data = game_data(modules, {0: typed} if typed else None)
    data["players"][0]["city"] += [{"x": x, "y": y, **piece} for (x, y), piece in
                                   zip([(1, -1), (2, 0), (3, 1)], pieces, strict=False)]
    return data


def load(data: dict[str, Any]) -> Game:
    return loads(json.dumps(data), "game.json")


def refused(data: dict[str, Any]) -> str:
    with pytest.raises(GameFileError) as caught:
        load(data)
    return str(caught.value)


def test_bathhouses_points_every_scoring_within_kss_bound():
    bath = {"kind": "bathhouse"}
    g = load(with_pieces(["bathhouses"], [bath, bath], {"bathhouses": 7}))
    assert [term(g, r, 0, "bathhouses")[0] for r in (1, 2, 3)] == [7, 7, 7]
    assert term(g, 1, 0, "bathhouses")[1] == ["bathhouse points (typed): 7"]
    assert g.score(1).players[0].buildings["tower"].count == 3  # a bathhouse is no building
    # 2 bathhouses in a city of 12 tiles (11 and the fountain): at most 4 × 11 × 2 = 88
    assert load(with_pieces(["bathhouses"], [bath, bath], {"bathhouses": 88})).player("Anna") \
        .typed["bathhouses"]["points"] == 88
    assert refused(with_pieces(["bathhouses"], [bath, bath], {"bathhouses": 89})) == \
        "game.json: players[0].typed.bathhouses: bathhouse points 89, but 2 bathhouses in a city of 12 " \
        "tiles bring at most 88"
    assert refused(with_pieces(["bathhouses"], [], {"bathhouses": 1})) == \
        "game.json: players[0].typed.bathhouses: bathhouse points 1, but 0 bathhouses in a city of 10 " \
        "tiles bring at most 0"
    assert refused(with_pieces(["bathhouses"], [{"kind": "bathhouse", "walls": "N"}])) == \
        "game.json: players[0].city[9].walls: a bathhouse has no walls"
    data = with_pieces(["bathhouses"], [bath, bath])
    for index in (1, 2):
        data["players"][index]["reserve"] = [bath, bath]
    data["players"][2]["reserve"].append(bath)
    assert refused(data) == "game.json: players[2].reserve[2]: all 6 bathhouses are in the game already"


def test_wishing_well_example_sums_of_the_wells_in_the_city():
    wells = [{"kind": "well", "value": 5}, {"kind": "well", "value": 3}]
    for points in (0, 3, 5, 8):
        g = load(with_pieces(["wishing_well"], wells, {"wishing_well": points} if points else None))
        assert term(g, 2, 0, "wishing_well")[0] == points
    assert refused(with_pieces(["wishing_well"], wells, {"wishing_well": 4})) == \
        "game.json: players[0].typed.wishing_well: 4 is no sum of the wells in the city (3, 5)"
    assert refused(with_pieces(["wishing_well"], [], {"wishing_well": 3})) == \
        "game.json: players[0].typed.wishing_well: well points 3, but no well stands in the city"


def test_wells_are_the_boxs_values_twice_each():
    assert refused(with_pieces(["wishing_well"], [{"kind": "well", "value": 6}])) == \
        "game.json: players[0].city[9].value: 6 is out of range (3 to 5)"
    three = [{"kind": "well", "value": 4}] * 3
    assert refused(with_pieces(["wishing_well"], three)) == \
        "game.json: players[0].city[11]: every well of value 4 is in the game already (the box has 2)"
    g = load(with_pieces(["wishing_well"], [{"kind": "well", "value": 4}]))
    written = game_to_dict(g)["players"][0]["city"]
    assert [t for t in written if t.get("kind") == "well"] == [{"x": 1, "y": -1, "kind": "well", "value": 4}]


def test_moves_of_a_well_and_a_bathhouse_are_those_of_a_wall_less_tile(tmp_path):
    data = with_pieces(["wishing_well", "bathhouses"], [{"kind": "well", "value": 5}] * 2)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    g = load(data)
    for args, piece, tile in ((["--kind", "well", "--value", "3"], {"kind": "well", "value": 3},
                               wishing_well.well(3)),
                              (["--kind", "bathhouse"], {"kind": "bathhouse"}, bathhouses.BATHHOUSE)):
        out = io.StringIO()
        assert main(["moves", str(path), "--player", "Anna", *args, "--json"], out) == 0
        report = json.loads(out.getvalue())
        assert report["tile"] == piece
        assert [(c["x"], c["y"]) for c in report["cells"]] == g.player("Anna").city.legal_cells(tile)
    taken = ["moves", str(path), "--player", "Anna", "--kind", "well", "--value", "5"]
    assert main(taken, io.StringIO()) == 2  # both wells of value 5 are built


@given(st.sampled_from(["pavilion", "seraglio", "arcades", "chambers", "garden", "tower"]),
       st.integers(min_value=0, max_value=2), st.integers(min_value=1, max_value=3))
def test_a_semi_building_never_lowers_its_holders_points(kind, holder, round_):
    without = game(["gates_without_end"]).score(round_).players[holder].total
    g = game(["gates_without_end"], {holder: {"gates_without_end": {"semi_buildings": [kind]}}})
    assert g.score(round_).players[holder].total >= without


@given(st.integers(min_value=0, max_value=5), st.integers(min_value=1, max_value=5))
def test_one_more_falcon_never_lowers_the_final_score(black, more):
    assume(black + more <= min(5, blocks(12)))  # 5 a colour; Ben's 11 tiles and the fountain: 6 places
    few = game(["falconers"], {1: {"falconers": {"black": black}}}).score(3).players[1].total
    many = game(["falconers"], {1: {"falconers": {"black": black + more}}}).score(3).players[1].total
    assert many > few


def test_the_fountain_counts_among_the_tiles_where_falcons_sit():
    """§19.8: `n` = the city's tiles with the fountain. Three buildings around the fountain
    make one 2 × 2 block, so one falcon fits (it was refused: the fountain was left out)."""
    data = game_data(["falconers"], {0: {"falconers": {"black": 1}}})
    data["players"][0]["city"] = [{"x": 1, "y": 0, "type": "pavilion", "price": 8, "walls": ""},
                                  {"x": 0, "y": 1, "type": "seraglio", "price": 9, "walls": ""},
                                  {"x": 1, "y": 1, "type": "garden", "price": 10, "walls": ""}]
    g = load(data)
    assert g.score(3).players[0].term("falconers").points == 2
    data["players"][0]["typed"]["falconers"] = {"black": 2}
    assert refused(data).endswith("2 falcons, but a city of 4 tiles (the fountain counted) has room for at "
                                  "most 1 of them where four tiles meet")
