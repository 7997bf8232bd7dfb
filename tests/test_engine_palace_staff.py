"""Palace staff (MODULES.md §19.2): a point lost for every building without a servant at
scorings 1 and 2 and at the step before the leftover tiles; none at the final scoring."""

from __future__ import annotations

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
    game_from_dict,
    game_to_dict,
)
from alhambra_gui.engine.counts_actions import from_city, use_counts
from alhambra_gui.engine.modules import building_huts, building_sites
from alhambra_gui.engine.modules.palace_staff import has_servant, set_servant, unserved

MODULES = ["palace_staff", "building_sites", "building_huts"]


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


#: Seven buildings, a building site (the pavilion at (3, 0)) and a hut, in a row and below it.
CITY = {(1, 0): tile("garden", 10), (2, 0): tile("garden", 11), (-1, 0): tile("tower", 11),
        (-2, 0): tile("tower", 12), (0, 1): tile("arcades", 9), (0, -1): tile("arcades", 10),
        (1, 1): tile("chambers", 10), (3, 0): tile("pavilion", 8)}
SERVED = [(1, 0), (2, 0), (-1, 0), (-2, 0)]


def example() -> Game:
    """§19.2: 7 finished buildings, 4 with a servant, a building site and a hut."""
    game = Game(["A", "B"], modules=MODULES)
    for cell, placed in CITY.items():
        game.player("A").city.put(Cell(*cell), placed)
    game.player("A").city.put(Cell(-1, 1), building_huts.hut("tower", "S"))
    building_sites.set_site(game, "A", Cell(3, 0), True)
    for cell in SERVED:
        set_servant(game, "A", Cell(*cell), True)
    return game


def test_the_worked_example_at_scoring_1_and_before_the_leftover_tiles():
    game = example()
    term = game.score(1).players[0].term("palace_staff")
    assert term.points == -3
    assert term.lines[0].english() == "7 buildings, 4 with a servant: −3"
    game.record_scoring()
    game.record_scoring()
    building_sites.set_site(game, "A", Cell(3, 0), False)  # the site finished: 8 buildings
    game.player("A").city.put(Cell(2, 1), tile("seraglio", 9))  # 9 buildings
    set_servant(game, "A", Cell(0, 1), True)  # 5 with a servant
    step = game.score_step("before_leftover").players[0].term("palace_staff")
    assert (step.points, step.lines[0].english()) == (-4, "9 buildings, 5 with a servant: −4")
    game.record_step("before_leftover")
    game.player("A").city.put(Cell(2, -1), tile("seraglio", 10))  # the leftover tiles change nothing
    game.player("A").city.put(Cell(3, 1), tile("pavilion", 7, "E"))
    final = game.score(3).players[0].term("palace_staff")
    assert final.points == 0
    game.record_scoring()
    assert game.recorded_points(3, "A") == game.scorings[2].points["A"] - 4


def test_the_step_is_kept_in_the_file_and_score_gives_it_alone(tmp_path):
    game = example()
    game.record_scoring()
    game.record_scoring()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_to_dict(game)))
    out = io.StringIO()
    assert main(["score", str(path), "--round", "3", "--before-leftover", "--json"], out) == 0
    assert json.loads(out.getvalue()) == {"round": 3, "step": "before_leftover", "players": [
        {"name": "A", "modules": {"palace_staff": -3}, "total": -3},
        {"name": "B", "modules": {"palace_staff": 0}, "total": 0}], "dirk": None}
    out = io.StringIO()
    assert main(["score", str(path), "--round", "3", "--json"], out) == 0
    assert json.loads(out.getvalue())["players"][0]["modules"]["palace_staff"] == 0
    game.record_step("before_leftover")
    data = game_to_dict(game)
    assert data["scorings"][2] == {"round": 3, "step": "before_leftover", "points": {"A": -3, "B": 0}}
    assert sum(1 for e in data["players"][0]["city"] if e.get("servant") is True) == 4
    assert game_from_dict(data, "game.json") == game
    path.write_text(json.dumps(game_to_dict(Game(["A", "B"]))))
    assert main(["score", str(path), "--round", "3", "--before-leftover"], io.StringIO()) == 2


def test_a_servant_on_no_building_is_refused_with_its_place():
    game = example()
    with pytest.raises(ModuleError, match="building site"):
        set_servant(game, "A", Cell(3, 0), True)
    with pytest.raises(ModuleError, match="own buildings"):
        set_servant(game, "A", Cell(-1, 1), True)
    data = game_to_dict(game)
    entries = data["players"][0]["city"]
    hut = next(i for i, e in enumerate(entries) if e.get("kind") == "hut")
    entries[hut]["servant"] = True
    place = rf"game.json: players\[0\]\.city\[{hut}\]\.servant"
    with pytest.raises(GameFileError, match=place + r": a servant goes on one of the player's own buildings"):
        game_from_dict(data, "game.json")


def test_a_servant_goes_with_its_tile_into_the_reserve_and_counts_nothing_there():
    game = example()
    game.unbuild("A", Cell(-2, 0), force=True)
    assert has_servant(game.player("A").reserve_marks[tile("tower", 12)])
    assert game.score(1).players[0].term("palace_staff").points == -3  # 6 buildings, 3 served


def test_a_counts_only_player_types_the_buildings_without_a_servant():
    game = example()
    from_city(game, "A")
    use_counts(game, "A")
    assert game.score(2).players[0].term("palace_staff").points == -3
    assert game.score(2).players[0].term("palace_staff").lines[0].english() == \
        "buildings without a servant (typed): 3"
    again = game_from_dict(game_to_dict(game), "game.json")
    assert again.score_step("before_leftover").players[0].term("palace_staff").points == -3


@given(st.sets(st.sampled_from(sorted(c for c in CITY if c not in SERVED))))
def test_a_servant_added_never_lowers_its_owners_points(added):
    game = example()
    before = game.score(1).players[0].total
    for cell in added:
        if Cell(*cell) in unserved(game.player("A"), game.ruleset):
            set_servant(game, "A", Cell(*cell), True)
            after = game.score(1).players[0].total
            assert after >= before
            before = after


def test_the_final_scoring_is_questioned_while_the_step_is_missing():
    from alhambra_gui.engine.modules.palace_staff import PalaceStaff

    game = example()
    staff = PalaceStaff()
    assert staff.concerns(game, 1) == ()
    game.record_scoring()
    game.record_scoring()
    (line,) = staff.concerns(game, 3)
    assert line.english().startswith("The palace staff's step before the leftover tiles is not recorded")
    game.record_step("before_leftover")
    assert staff.concerns(game, 3) == ()


def test_the_chart_has_no_point_for_the_step_until_scoring_3_is_recorded():
    """The score chart drew the step's −3 as a point at scoring 3 (the totals "after scoring
    3"), though scoring 3 was still to come; the series ends at the last scoring recorded and
    the step counts in scoring 3's point once it is recorded."""
    from alhambra_gui.engine import cumulative_series

    game = example()
    game.record_scoring()
    game.record_scoring()
    after_two = cumulative_series(game)
    game.record_step("before_leftover")
    assert cumulative_series(game) == after_two
    assert all(len(series) == 3 for series in after_two.values())
    game.record_scoring()
    final = cumulative_series(game)
    assert final["A"][3] == after_two["A"][2] + game.recorded_points(3, "A")
