"""The command line with expansion modules (game-file.md, "Modules"): ``check`` applies city
walls and gates, ``score`` every module and ``--other``, ``moves`` the ``with_gate`` cells.
The command's ``main`` is called in-process."""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path

import pytest

from alhambra_gui.cli import main
from tests.test_engine_modules import SPEC_EXAMPLE


def write(tmp_path, data: dict) -> str:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def call(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    return main(list(args), out), out.getvalue()


def call_json(*args: str) -> tuple[int, dict]:
    code, text = call(*args, "--json")
    return code, json.loads(text)


ROW = [("pavilion", 2, "NEW"), ("seraglio", 3, "ESW"), ("garden", 6, "ESW"), ("tower", 7, "NEW")]
COLUMN = [("arcades", 4, "NES"), ("chambers", 5, "NSW"), ("garden", 7, "NSW"), ("tower", 8, "NES")]


def six_gates() -> tuple[list[dict], list[dict]]:
    """A city (never mind its legality) with three double walls in a row and three in a
    column, each with a gate: the game's six gates."""
    city = [{"x": 1 + i, "y": 2, "type": t, "price": p, "walls": w} for i, (t, p, w) in enumerate(ROW)]
    city += [{"x": 6, "y": 1 + i, "type": t, "price": p, "walls": w} for i, (t, p, w) in enumerate(COLUMN)]
    gates = [{"x": 1 + i, "y": 2, "side": "E"} for i in range(3)]
    gates += [{"x": 6, "y": 1 + i, "side": "S"} for i in range(3)]
    return city, gates


def gate_file(tmp_path, modules=("city_gates",), ben_holds_six=False) -> str:
    """Anna: garden 8 NE at (1, 0), where the seraglio 7 W fits only with a gate."""
    ben: dict = {"name": "Ben"}
    if ben_holds_six:
        ben["city"], ben["gates"] = six_gates()
    data = {"format": "alhambra-game", "version": 1, "modules": list(modules), "players": [
        {"name": "Anna", "city": [{"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "NE"}]},
        ben]}
    return write(tmp_path, data)


SERAGLIO_7 = ("--player", "Anna", "--type", "seraglio", "--price", "7")


def test_moves_lists_the_cells_legal_only_with_a_gate(tmp_path):
    code, out = call_json("moves", gate_file(tmp_path), *SERAGLIO_7)
    assert code == 0
    assert out["tile"] == {"type": "seraglio", "price": 7, "walls": "W"}
    assert {"x": 2, "y": 0} not in [{"x": c["x"], "y": c["y"]} for c in out["cells"]]
    assert out["with_gate"] == [{"x": 2, "y": 0, "side": "W", "longest_wall": 1}]


def test_moves_has_no_with_gate_key_without_the_module(tmp_path):
    code, out = call_json("moves", gate_file(tmp_path, modules=()), *SERAGLIO_7)
    assert code == 0 and "with_gate" not in out and out["cells"]


def test_moves_has_no_with_gate_key_when_all_six_gates_are_used(tmp_path):
    code, out = call_json("moves", gate_file(tmp_path, ben_holds_six=True), *SERAGLIO_7)
    assert code == 0 and "with_gate" not in out


def test_a_seventh_gate_in_a_file_is_refused(tmp_path, capsys):
    path = gate_file(tmp_path, ben_holds_six=True)
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    data["players"][0]["city"].append({"x": 2, "y": 0, "type": "seraglio", "price": 7, "walls": "W"})
    data["players"][0]["gates"] = [{"x": 2, "y": 0, "side": "W"}]
    code, _ = call("check", write(tmp_path, data))
    assert code == 2
    assert "game.json: players[1].gates: more than the 6 gates of the game" in capsys.readouterr().err


def test_check_applies_gates_and_added_walls(tmp_path):
    path = write(tmp_path, SPEC_EXAMPLE)
    code, out = call_json("check", path)
    assert code == 0
    # The garden's north and added south walls are outer; its east wall is a double wall.
    assert out["players"][0] == {"name": "Anna", "legal": True, "longest_wall": 1, "violations": []}
    data = copy.deepcopy(SPEC_EXAMPLE)
    del data["players"][0]["gates"]
    code, out = call_json("check", write(tmp_path, data))
    assert code == 1
    assert out["players"][0]["violations"] == [{"rule": "unreachable", "x": 2, "y": 0}]


def test_score_json_has_the_module_terms_and_other_points(tmp_path):
    path = write(tmp_path, SPEC_EXAMPLE)
    code, out = call_json("score", path, "--round", "2", "--other", "Ben=3:Camps",
                          "--other", "Ben=-1", "--other", "Anna=2:Invaders")
    assert code == 0
    anna, ben = out["players"]
    assert anna["modules"] == {"treasure_chamber": 14, "city_watch": 0, "other_points": 2}
    assert ben["modules"] == {"treasure_chamber": 0, "city_watch": 0, "other_points": 2}
    assert anna["total"] == sum(anna["buildings"].values()) + anna["wall"] + 16
    assert out["dirk"] is None


def test_score_of_a_base_game_with_other_points_shows_only_them(tmp_path, example_path):
    code, out = call_json("score", str(example_path("three-players")), "--round", "1",
                          "--other", "Ben=3:Camps")
    assert code == 0
    assert [p["modules"] for p in out["players"]] == [{"other_points": 0}, {"other_points": 3},
                                                      {"other_points": 0}]


def test_score_names_players_as_moves_does(tmp_path):
    """One name matcher for every command: "anna" is Anna for --other as for moves --player."""
    path = write(tmp_path, SPEC_EXAMPLE)
    code, out = call_json("score", path, "--round", "1", "--other", "anna=3:Camps", "--other", "ＢＥＮ=-2")
    assert code == 0
    assert [p["modules"]["other_points"] for p in out["players"]] == [3, -2]
    code, out = call_json("moves", path, "--player", "anna", "--type", "tower", "--price", "13")
    assert code == 0


@pytest.mark.parametrize("other", ["Ben=3:\u202e21", "Ben=3:a\x1b[31m"])
def test_a_label_with_control_or_direction_characters_is_exit_2(tmp_path, capsys, other):
    code, _ = call("score", write(tmp_path, SPEC_EXAMPLE), "--round", "1", "--other", other)
    err = capsys.readouterr().err
    assert code == 2 and "holds a control or text-direction character" in err
    assert all(c.isprintable() for c in err.strip())


def test_score_does_not_re_add_recorded_other_points(tmp_path):
    path = write(tmp_path, SPEC_EXAMPLE)  # scoring 1 recorded 3 camps for Ben
    code, out = call_json("score", path, "--round", "1")
    assert code == 0
    assert "other_points" not in out["players"][1]["modules"]


def test_score_table_has_a_column_per_module_term(tmp_path):
    code, text = call("score", write(tmp_path, SPEC_EXAMPLE), "--round", "1")
    header = text.splitlines()[1].split()
    assert code == 0
    assert header[-4:] == ["wall", "treasure_chamber", "city_watch", "total"]


@pytest.mark.parametrize(("other", "fragment"), [
    ("Ben:3", "write NAME=POINTS or NAME=POINTS:LABEL"),
    ("Zoe=3", "there is no player called 'Zoe'"),
    ("Ben=three", "write NAME=POINTS"),
])
def test_bad_other_points_are_exit_2_with_one_sentence(tmp_path, capsys, other, fragment):
    code, text = call("score", write(tmp_path, SPEC_EXAMPLE), "--round", "1", "--other", other)
    err = capsys.readouterr().err
    assert code == 2 and text == ""
    assert fragment in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_a_file_with_a_thirteenth_wall_piece_is_exit_2(tmp_path, capsys):
    data = copy.deepcopy(SPEC_EXAMPLE)
    data["players"][1]["reserve"] = [
        {"type": "arcades", "price": 9, "walls": "", "added_walls": "NESW"},
        {"type": "chambers", "price": 10, "walls": "", "added_walls": "NESW"},
        {"type": "garden", "price": 10, "walls": "", "added_walls": "NESW"}]
    code, _ = call("check", write(tmp_path, data))
    assert code == 2
    assert "players[1].reserve[2].added_walls: more than the 12 wall pieces" in capsys.readouterr().err
