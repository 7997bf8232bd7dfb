"""The Red Palace (MODULES.md §19.17): its worked example as a test, land tiles described as
printed without the catalogue (9 a type), the points per guard typed for the game and never
lower, the guards at most the longest wall, the payments instead of guards, the 5 points at
the start, and the refusals with their places.

The cities are the sample game's (tests/test_engine_typed_modules.py): Anna's wall is 6,
Ben's 4; with this module their tiles are land tiles as described."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.cli import main
from alhambra_gui.engine import Game, GameFileError, ModuleError, game_to_dict, loads
from alhambra_gui.engine.figure_edits import add_gain, set_figure
from alhambra_gui.engine.modules import red_palace
from tests.test_engine_typed_modules import game_data

MODULES = ["red_palace"]


def example_data() -> dict[str, Any]:
    """Scoring 2 at 4 points a guard: Anna has 2 guards on her wall, paid once before scoring
    2, and holds 1 arcades (one of her pavilions described as an arcades) with the arcades
    half-building."""
    data = game_data(MODULES, {0: {"red_palace": {"guards": 2, "half_buildings": ["arcades"]}}},
                     [{"round": 1, "points": {"Anna": 4, "Ben": 0, "Chen": 0}}])
    anna = data["players"][0]
    pavilion = next(t for t in anna["city"] if t.get("type") == "pavilion")
    pavilion["type"] = "arcades"
    anna["immediate"] = [{"module": "red_palace", "points": -2, "round": 2}]
    data["red_palace"] = {"guard_points": [2, 4, None]}
    return data


def refusal(data: dict[str, Any]) -> str:
    with pytest.raises(GameFileError) as caught:
        loads(json.dumps(data), "game.json")
    return str(caught.value)


def test_red_palace_example_guards_a_payment_and_a_half_building():
    game = loads(json.dumps(example_data()), "game.json")
    scored = game.score(2)
    anna = scored.players[0]
    term = anna.term("red_palace")
    assert term.points == 8
    assert [line.english() for line in term.lines] == ["2 guards on the longest wall × 4: 8"]
    assert anna.buildings["arcades"].count == 1.5
    written = scored.to_dict()["players"][0]
    assert written["modules"]["red_palace"] == 8
    assert written["immediate"] == {"red_palace": 3}  # the 5 at the start, 2 paid
    assert scored.to_dict()["players"][1]["immediate"] == {"red_palace": 5}
    assert game.score(1).players[0].term("red_palace").points == 4  # 2 points a guard then


def test_the_file_writes_land_tiles_guard_points_and_payments_back_as_read():
    data = example_data()
    game = loads(json.dumps(data), "game.json")
    again = game_to_dict(game)
    assert again["red_palace"] == {"guard_points": [2, 4, None]}
    assert again["players"][0]["immediate"] == data["players"][0]["immediate"]
    assert again["players"][0]["typed"]["red_palace"] == {"guards": 2, "half_buildings": ["arcades"]}
    arcades = [t for t in again["players"][0]["city"] if t.get("type") == "arcades"]
    assert len(arcades) == 1 and "kind" not in arcades[0]
    assert loads(json.dumps(again)).score(2).players[0].total == game.score(2).players[0].total


def test_a_land_tile_is_any_description_and_the_same_may_come_twice():
    data = example_data()
    data["players"][1]["reserve"] = [{"type": "garden", "price": 30, "walls": "NESW"},
                                     {"type": "garden", "price": 30, "walls": "NESW"}]
    game = loads(json.dumps(data), "game.json")
    assert [t.kind for t in game.player("Ben").reserve] == ["land", "land"]
    data["modules"] = []
    data.pop("red_palace")
    for player in data["players"]:
        player.pop("typed", None)
        player.pop("immediate", None)
    assert refusal(data) == 'game.json: players[1].reserve[0]: no tile garden 30 with walls "NESW"'


def test_red_palace_refusals_name_their_place():
    data = example_data()
    data["players"][0]["reserve"] = [{"type": "garden", "price": 5, "walls": ""}] * 5  # 10 gardens
    assert refusal(data) == "game.json: players[2].city[6]: more than the 9 garden land tiles of the box"
    data = example_data()
    data["red_palace"] = {"guard_points": [4, 2, None]}
    assert refusal(data) == \
        "game.json: red_palace.guard_points[1]: 2 points a guard in scoring 2, fewer than the 4 of scoring 1"
    data["red_palace"] = {"guard_points": [9]}
    assert refusal(data).startswith("game.json: red_palace.guard_points[0]: ")
    data = example_data()
    data["players"][1]["typed"] = {"red_palace": {"guards": 5}}
    assert refusal(data) == "game.json: players[1].typed.red_palace.guards: 5 guards on a longest wall of 4"
    data["players"][1]["typed"] = {"red_palace": {"guards": 33}}
    assert refusal(data) == "game.json: players[1].typed.red_palace.guards: 33 guards (the box has 32)"
    data = example_data()
    data["players"][1]["typed"] = {"red_palace": {"half_buildings": ["arcades"]}}
    assert refusal(data) == "game.json: players[1].typed.red_palace.half_buildings: the arcades " \
                            "half-building is Anna's"
    data = example_data()
    data["players"][0]["immediate"][0]["points"] = -1
    assert refusal(data) == \
        "game.json: players[0].immediate[0]: -1 points are no gain before scoring 2 (one of -2)"
    data = example_data()
    data["players"][0]["city"][1]["price"] = 0
    assert refusal(data).startswith("game.json: players[0].city[1].price: ")


def test_a_half_building_and_a_semi_building_both_add_to_one_type():
    data = example_data()
    data["modules"] = ["red_palace", "gates_without_end"]
    data["players"][0]["typed"]["gates_without_end"] = {"semi_buildings": ["arcades"]}
    assert loads(json.dumps(data)).score(2).players[0].buildings["arcades"].count == 2


def test_guard_points_not_entered_score_nothing_and_say_so_before_recording():
    data = example_data()
    game = loads(json.dumps(data))
    term = game.score(3).players[0].term("red_palace")
    assert term.points == 0 and "not entered" in term.lines[0].english()
    module = game.ruleset.find(red_palace.RedPalace)
    assert module is not None and module.concerns(game, 3) and not module.concerns(game, 2)


def test_guard_points_and_payments_as_steps_are_checked():
    game = loads(json.dumps(example_data()))
    red_palace.guard_points_step((2, 4, 5)).change(game)
    assert red_palace.guard_points(game.state) == (2, 4, 5)
    with pytest.raises(ModuleError, match="3 points a guard in scoring 3, fewer than the 4 of scoring 2"):
        red_palace.set_guard_points(game, (2, 4, 3))
    assert red_palace.guard_points(game.state) == (2, 4, 5)
    with pytest.raises(ModuleError):
        set_figure(game, "Ben", "red_palace", "guards", 5)  # Ben's wall is 4
    game = loads(json.dumps(example_data()))
    with pytest.raises(ModuleError, match="-1 points are no gain before scoring 2"):
        add_gain(game, "Ben", "red_palace", -1)
    add_gain(game, "Ben", "red_palace", -2)
    assert game.player("Ben").immediate[-1].points == -2


def test_score_on_the_command_line_gives_the_guards_and_the_immediate_points(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(example_data()))
    out = io.StringIO()
    assert main(["score", str(path), "--round", "2", "--json"], out) == 0
    anna = json.loads(out.getvalue())["players"][0]
    assert anna["modules"]["red_palace"] == 8 and anna["immediate"] == {"red_palace": 3}


@given(st.integers(0, 6), st.lists(st.one_of(st.none(), st.integers(0, 8)), min_size=3, max_size=3))
def test_one_more_guard_never_lowers_the_points(guards, points):
    if red_palace.lower_than_before((points[0], points[1], points[2])) is not None:
        return
    data = example_data()
    data["red_palace"] = {"guard_points": points}
    scores = []
    for typed in (guards, min(guards + 1, 6)):
        data["players"][0]["typed"]["red_palace"]["guards"] = typed
        game: Game = loads(json.dumps(data))
        scores.append([game.score(r).players[0].total for r in (1, 2, 3)])
    assert all(after >= before for before, after in zip(scores[0], scores[1], strict=True))
