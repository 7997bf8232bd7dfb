"""A phone edits the markers and pieces of the modules in play where they sit in or beside its
city: a tap offers what the cell can take, the chosen offer is made with the same checked edits
the window makes, and the headless table saves it before it answers."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from alhambra_gui.engine import game_from_dict, load_game
from alhambra_gui.table.access import Access

from .module_games import EVERY_MODULE
from .table_client import city_edit as make
from .table_client import city_options as options
from .table_client import file_table, joined


@pytest.fixture
def table(tmp_path: Path):
    path = tmp_path / "game.json"
    with file_table(path, game_from_dict(copy.deepcopy(EVERY_MODULE))) as (server, host):
        yield server, host, path


def test_a_building_offers_each_marker_of_the_modules_in_play(table) -> None:
    server, _host, path = table
    ben = joined(server, "Ben")
    found = {(o["module"], o["key"]): o["on"] for o in options(ben, 1, 0) if o["kind"] == "marker"}
    assert found == {("treasure_chamber", "chest"): True, ("building_sites", "site"): False,
                     ("street_traders", "resident"): False, ("handymen", "handyman"): False}
    chest = {"kind": "marker", "module": "treasure_chamber", "key": "chest", "on": True}
    answer = make(ben, 1, 0, chest)
    assert answer.status == 200, answer.data
    assert not load_game(path).player("Ben").city.marks((1, 0)).get("chest")  # saved before answered
    shown = next(c for c in answer.data["city"]["cells"] if (c["x"], c["y"]) == (1, 0))
    assert "chest" not in shown
    site = {"kind": "marker", "module": "building_sites", "key": "site", "on": False}
    assert make(ben, 1, 0, site).status == 200
    assert load_game(path).player("Ben").city.marks((1, 0)).get("site") is True


def test_a_piece_goes_from_the_reserve_to_a_cell_and_back(table) -> None:
    server, _host, path = table
    ben = joined(server, "Ben")
    fitting = [(x, y, o) for x, y in ((0, -1), (1, 1), (-1, 1), (2, 0), (1, -1))
               for o in options(ben, x, y) if o["kind"] == "piece" and o["fits"]]
    assert fitting, "a piece of Ben's reserve fits beside his city"
    x, y, offer = fitting[0]
    assert {o["piece"]["kind"] for _x, _y, o in fitting} <= {"hut", "camp"}
    answer = make(ben, x, y, offer)
    assert answer.status == 200, answer.data
    ben_now = load_game(path).player("Ben")
    placed = ben_now.city.get((x, y))
    assert placed is not None and placed.kind == offer["piece"]["kind"]
    assert sum(1 for t in ben_now.reserve if t.kind == placed.kind) == 0
    take = {"kind": "take", "piece": offer["piece"], "fits": True}  # the city stays whole without it
    assert [o for o in options(ben, x, y) if o["kind"] != "edge"] == [take]
    assert make(ben, x, y, {"kind": "take", "piece": offer["piece"]}).status == 200
    back = load_game(path).player("Ben")
    assert back.city.get((x, y)) is None and any(t.kind == placed.kind for t in back.reserve)


def test_what_the_cell_does_not_offer_or_the_rules_forbid_is_refused(table) -> None:
    server, _host, path = table
    ben = joined(server, "Ben")
    before = path.read_bytes()
    chest_again = {"kind": "marker", "module": "treasure_chamber", "key": "chest", "on": False}
    answer = make(ben, 1, 0, chest_again)  # the tower has its chest: putting one on is not offered
    assert (answer.status, answer.data["error"]) == (409, "not_offered")
    not_a_module = {"kind": "marker", "module": "medina", "key": "chest", "on": False}
    assert make(ben, 1, 0, not_a_module).data["error"] == "not_offered"
    assert make(ben, 0, 0, chest_again).data["error"] == "fountain_cell"
    far = ben.request("GET", ben.seat_path("city/options?x=100000&y=0"))
    assert (far.status, far.data["error"]) == (400, "bad_request")
    unfit = [(x, y, o) for x, y in ((0, -1), (1, 1), (-1, 1), (5, 5))
             for o in options(ben, x, y) if o["kind"] == "piece" and not o["fits"]]
    assert unfit
    x, y, offer = unfit[0]
    answer = make(ben, x, y, offer)  # offered, shown unfit: the rules refuse it
    assert (answer.status, answer.data["error"]) == (409, "game_refused")
    assert path.read_bytes() == before


def test_a_phone_edits_its_own_city_only(table, monkeypatch) -> None:
    server, _host, path = table
    anna, ben = joined(server, "Anna"), joined(server, "Ben")
    chest = {"kind": "marker", "module": "treasure_chamber", "key": "chest", "on": True}
    for method, tail, body in (("GET", "city/options?x=1&y=0", None),
                               ("POST", "city/edit", {"x": 1, "y": 0, "offer": chest})):
        answer = ben.request(method, anna.seat_path(tail), body)
        assert (answer.status, answer.data["error"]) == (403, "not_your_seat"), tail
        nobody = ben.request(method, anna.seat_path(tail), body, token="")
        assert nobody.status == 401
        nobody = type(ben)(server).request(method, anna.seat_path(tail), body)
        assert (nobody.status, nobody.data["error"]) == (401, "no_token")
    assert load_game(path).player("Anna").city.marks((1, 0)).get("chest") is True
    monkeypatch.setattr(Access, "check_seat", lambda self, phone, seat: None)
    answer = ben.request("POST", anna.seat_path("city/edit"), {"x": 1, "y": 0, "offer": chest})
    assert answer.status == 200  # a server without the check lets Ben take Anna's chest
    assert not load_game(path).player("Anna").city.marks((1, 0)).get("chest")


def supply_offer(phone, x: int, y: int, module: str, **piece) -> dict:
    return next(o for o in options(phone, x, y) if o["kind"] == "supply" and o["module"] == module
                and all(o["piece"].get(k) == v for k, v in piece.items()))


def test_a_piece_comes_from_the_supply_with_the_walls_the_phone_says(table) -> None:
    server, _host, path = table
    ben = joined(server, "Ben")
    hut = supply_offer(ben, 0, -1, "building_huts", type="pavilion")
    assert (hut["sides"], hut["walls"], hut["left"]) == (True, "S", 3)
    reserve = load_game(path).player("Ben").reserve
    answer = make(ben, 0, -1, {**hut, "walls": "NE"})
    assert answer.status == 200, answer.data
    saved = load_game(path).player("Ben")
    placed = saved.city.get((0, -1))
    assert placed is not None
    assert (placed.kind, placed.type, placed.walls.letters) == ("hut", "pavilion", "NE")
    assert saved.reserve == reserve  # taken from the supply, not from Ben's reserve
    assert supply_offer(ben, 1, -1, "building_huts", type="pavilion")["left"] == 2
    medina = supply_offer(ben, 1, 1, "medina", price=2)
    assert make(ben, 1, 1, {**medina, "walls": "S"}).status == 200
    assert load_game(path).player("Ben").city.get((1, 1)).price == 2
    assert not [o for o in options(ben, 1, -1) if o["kind"] == "supply" and o["piece"].get("price") == 2]


def test_a_supply_piece_is_described_as_strictly_as_a_file_describes_it(table) -> None:
    server, _host, path = table
    ben = joined(server, "Ben")
    before = path.read_bytes()
    hut = supply_offer(ben, 0, -1, "building_huts", type="pavilion")
    for walls, refusal in (("", (409, "bad_piece")), ("NQ", (409, "bad_piece")),
                           ("NESWN", (400, "bad_request")), (7, (400, "bad_request"))):
        answer = make(ben, 0, -1, {**hut, "walls": walls})  # a hut has a wall at least
        assert (answer.status, answer.data["error"]) == refusal, walls
    medina_5 = {"kind": "medina", "price": 5, "walls": ""}
    in_game = {**supply_offer(ben, 0, -1, "medina", price=2), "piece": medina_5}
    assert make(ben, 0, -1, in_game).data["error"] == "not_offered"  # Anna's medina 5: not in the supply
    other = {**hut, "module": "medina"}
    assert make(ben, 0, -1, other).data["error"] == "not_offered"
    assert path.read_bytes() == before


def edge(phone, x: int, y: int, module: str, side: str | None) -> dict:
    return next(o for o in options(phone, x, y) if o["kind"] == "edge" and o["module"] == module
                and o["side"] == side)


def test_a_wall_piece_goes_on_an_open_side_and_comes_off(table) -> None:
    server, _host, path = table
    ben = joined(server, "Ben")
    wall = edge(ben, 1, 0, "city_walls", "N")
    assert (wall["key"], wall["on"]) == ("added_walls", False)
    answer = make(ben, 1, 0, wall)
    assert answer.status == 200, answer.data
    assert load_game(path).player("Ben").city.marks((1, 0)).get("added_walls").letters == "N"
    shown = next(c for c in answer.data["city"]["cells"] if (c["x"], c["y"]) == (1, 0))
    assert shown["added_walls"] == "N"
    assert make(ben, 1, 0, wall).data["error"] == "not_offered"  # it is on now: only taking it off is
    assert make(ben, 1, 0, {**wall, "on": True}).status == 200
    assert load_game(path).player("Ben").city.marks((1, 0)).get("added_walls") is None
    anna = joined(server, "Anna")  # Anna's garden is walled north: no wall piece goes there
    printed = {"kind": "edge", "module": "city_walls", "key": "added_walls", "side": "N", "on": False}
    assert make(anna, 1, 0, printed).data["error"] == "not_offered"


def test_the_trader_disc_stands_beside_the_city_and_moves(table) -> None:
    server, _host, path = table
    ben = joined(server, "Ben")
    assert [o for o in options(ben, 3, 3) if o["kind"] == "edge"] == []  # not beside Ben's city
    assert make(ben, 2, 0, edge(ben, 2, 0, "street_traders", None)).status == 200
    assert load_game(path).player("Ben").city.state.get("trader") == (2, 0)
    answer = make(ben, 1, 1, edge(ben, 1, 1, "street_traders", None))
    assert answer.status == 200 and answer.data["city"]["trader"] == {"x": 1, "y": 1}
    assert load_game(path).player("Ben").city.state.get("trader") == (1, 1)
    away = edge(ben, 1, 1, "street_traders", None)
    assert away["on"] is True
    assert make(ben, 1, 1, away).status == 200
    assert load_game(path).player("Ben").city.state.get("trader") is None


def test_a_gate_goes_on_a_double_wall(tmp_path) -> None:
    path = tmp_path / "game.json"
    game = game_from_dict({
        "format": "alhambra-game", "version": 1, "modules": ["city_gates"],
        "players": [{"name": "Anna", "city": [{"x": 1, "y": 0, "type": "garden", "price": 9, "walls": "E"},
                                              {"x": 2, "y": 0, "type": "garden", "price": 10, "walls": "W"}]},
                    {"name": "Ben"}]})
    with file_table(path, game) as (server, _host):
        anna = joined(server, "Anna")
        assert [o["side"] for o in options(anna, 1, 0) if o["kind"] == "edge"] == ["E"]
        answer = make(anna, 2, 0, edge(anna, 2, 0, "city_gates", "W"))  # the same edge from the other tile
        assert answer.status == 200, answer.data
        assert answer.data["city"]["gates"] == [{"x": 1, "y": 0, "side": "E"}]
        assert edge(anna, 1, 0, "city_gates", "E")["on"] is True
        assert load_game(path).player("Anna").city.state.get("gates")


def test_a_bazaar_from_the_supply_shows_the_three_types_the_phone_picks(table) -> None:
    server, _host, path = table
    ben = joined(server, "Ben")
    offer = supply_offer(ben, 0, -1, "bazaars")
    assert (offer["pick_types"], offer["sides"], offer["left"]) == (3, False, 7)
    before = path.read_bytes()
    for types, refusal in ((["tower", "tower", "garden"], (409, "bad_piece")),  # three different ones
                           (["tower", "moat", "garden"], (409, "bad_piece")),
                           (["tower", "garden"], (400, "bad_request")), ("tower", (400, "bad_request"))):
        answer = make(ben, 0, -1, {**offer, "types": types})
        assert (answer.status, answer.data["error"]) == refusal, types
    assert path.read_bytes() == before
    assert make(ben, 0, -1, {**offer, "types": ["tower", "garden", "pavilion"]}).status == 200
    built = load_game(path).player("Ben").city.get((0, -1))
    assert built is not None and (built.kind, built.types) == ("bazaar", ("pavilion", "garden", "tower"))
    assert supply_offer(ben, 1, -1, "bazaars")["left"] == 6


def test_a_phone_takes_no_supply_piece_and_puts_no_wall_into_another_seats_city(table, monkeypatch) -> None:
    server, _host, path = table
    anna, ben = joined(server, "Anna"), joined(server, "Ben")
    hut = {**supply_offer(anna, 1, -1, "building_huts", type="tower"), "walls": "S"}
    wall = edge(anna, -1, 0, "city_walls", "W")
    before = path.read_bytes()
    for x, y, offer in ((1, -1, hut), (-1, 0, wall)):
        answer = ben.request("POST", anna.seat_path("city/edit"), {"x": x, "y": y, "offer": offer})
        assert (answer.status, answer.data["error"]) == (403, "not_your_seat")
    assert path.read_bytes() == before
    monkeypatch.setattr(Access, "check_seat", lambda self, phone, seat: None)
    answer = ben.request("POST", anna.seat_path("city/edit"), {"x": 1, "y": -1, "offer": hut})
    assert answer.status == 200  # a server without the check lets Ben build in Anna's city
    assert load_game(path).player("Anna").city.get((1, -1)) is not None
