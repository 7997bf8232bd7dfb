"""The spec's example of the second set of modules (game-file.md, "The second set of
modules"): it loads, is legal, saves back unchanged, and ``check``/``score`` give every
module's key."""

from __future__ import annotations

import copy
import io
import json

from alhambra_gui.cli import main
from alhambra_gui.engine import game_from_dict, game_to_dict

SECOND_SET = {
    "format": "alhambra-game", "version": 1,
    "modules": ["invaders", "bazaars", "camps", "building_huts", "medina", "street_traders",
                "caliphs_guidelines", "handymen"],
    "invaders": ["N", "W", "E"],
    "caliphs_guidelines": [1, 4, 9],
    "players": [{"name": "Anna",
                 "city": [
                     {"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "NE", "resident": True},
                     {"x": 0, "y": 1, "kind": "hut", "type": "garden", "walls": "SW"},
                     {"x": -1, "y": 0, "kind": "medina", "price": 5, "walls": "N"},
                     {"x": 0, "y": -1, "kind": "bazaar", "types": ["seraglio", "arcades", "tower"]},
                     {"x": 2, "y": 0, "kind": "camp", "bastions": "W"},
                     {"x": 1, "y": 1, "type": "tower", "price": 11, "walls": "", "handyman": True}],
                 "reserve": [{"kind": "camp", "bastions": "NE"}],
                 "trader": {"x": -1, "y": 1}}]}


def run(tmp_path, *args: str) -> tuple[int, dict]:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(SECOND_SET), encoding="utf-8")
    out = io.StringIO()
    code = main([args[0], str(path), *args[1:], "--json"], out)
    return code, json.loads(out.getvalue())


def test_the_example_loads_and_saves_back_unchanged():
    game = game_from_dict(copy.deepcopy(SECOND_SET), "game.json")
    saved = game_to_dict(game)
    by_cell = {(t["x"], t["y"]): t for t in saved["players"][0]["city"]}
    assert by_cell == {(t["x"], t["y"]): t for t in SECOND_SET["players"][0]["city"]}
    assert {k: v for k, v in saved["players"][0].items() if k != "city"} == {
        k: v for k, v in SECOND_SET["players"][0].items() if k != "city"}
    assert {k: v for k, v in saved.items() if k not in ("players", "variant")} == {
        k: v for k, v in SECOND_SET.items() if k != "players"}


def test_the_example_city_is_legal(tmp_path):
    code, report = run(tmp_path, "check")
    assert code == 0
    assert report["players"][0] == {"name": "Anna", "legal": True, "longest_wall": 2, "violations": []}


def test_the_final_scoring_of_the_example_gives_every_modules_key(tmp_path):
    code, report = run(tmp_path, "score", "--round", "3")
    assert code == 0
    anna = report["players"][0]
    # invaders from the east: 2 open sides × 3, plus 2 south and 1 north; the camp's bastion
    # counts the garden; the one medina is 1st of 1; one resident; the second longest wall
    # (the hut's two sides) for mission 4; one handyman
    assert anna["modules"] == {"invaders": -9, "bazaars": 0, "camps": 1, "medina": -9,
                               "street_traders": 1, "caliphs_guidelines": 2, "handymen": 1}
    assert anna["caliphs_guidelines_missions"] == {"1": 0, "4": 2, "9": 0}
    assert anna["buildings"]["garden"] == 20 and anna["buildings"]["tower"] == 21  # the hut adds nothing
    assert anna["total"] == 20 + 21 + anna["wall"] + sum(anna["modules"].values())


def test_before_the_final_scoring_bazaars_and_missions_score_nothing(tmp_path):
    _, report = run(tmp_path, "score", "--round", "1")
    modules = report["players"][0]["modules"]
    assert modules["bazaars"] == 0 and modules["caliphs_guidelines"] == 0
    assert modules["invaders"] == -1 and modules["medina"] == -3  # from the north only the bazaar is open
