"""Every module piece and marker the window offers, a phone offers too, through the same checked
edits: The Red Palace's land tiles described as printed (type, price, walls), a building piece
taking the markers a building takes, the wall pieces of Gates without end and The Red Palace
without City walls, the extensions and the servants."""

from __future__ import annotations

from pathlib import Path

import pytest

from alhambra_gui.engine import game_from_dict, load_game
from alhambra_gui.engine.modules import registry
from alhambra_gui.engine.modules.edge_markers import EdgeMarkerMaker
from alhambra_gui.engine.modules.facets import MarkerMaker, PieceMaker, implements
from alhambra_gui.table.access import Access

from .table_client import city_edit as make
from .table_client import city_options as options
from .table_client import file_table, joined


def a_game(modules: list[str], anna_city: list[dict] | None = None):
    return game_from_dict({
        "format": "alhambra-game", "version": 1, "modules": modules,
        "players": [{"name": "Anna", "city": anna_city if anna_city is not None else
                     [{"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "NE"}]},
                    {"name": "Ben"}]})


def land_offer(phone, x: int, y: int, building_type: str) -> dict:
    return next(o for o in options(phone, x, y) if o["kind"] == "supply" and o["module"] == "red_palace"
                and o["piece"].get("type") == building_type)


@pytest.fixture
def red_palace(tmp_path: Path):
    path = tmp_path / "game.json"
    with file_table(path, a_game(["red_palace", "treasure_chamber", "extensions", "palace_staff"])) \
            as (server, _host):
        yield server, path


def test_a_land_tile_comes_from_the_supply_with_the_price_and_walls_the_phone_says(red_palace) -> None:
    server, path = red_palace
    anna = joined(server, "Anna")
    offer = land_offer(anna, 0, 1, "tower")
    assert (offer["piece_kind"], offer["prices"], offer["sides"], offer["left"]) == ("land", [1, 99], True, 9)
    answer = make(anna, 0, 1, {**offer, "walls": "SW", "price": 13})
    assert answer.status == 200, answer.data
    land = load_game(path).player("Anna").city.get((0, 1))
    assert land is not None
    assert (land.kind, land.type, land.price, land.walls.letters) == ("land", "tower", 13, "SW")
    shown = next(c for c in answer.data["city"]["cells"] if (c["x"], c["y"]) == (0, 1))
    assert (shown["type"], shown["price"], shown["walls"]) == ("tower", 13, "SW")
    assert land_offer(anna, 0, -1, "tower")["left"] == 8  # one of the box's nine towers is Anna's now
    assert land_offer(anna, 0, -1, "garden")["left"] == 8  # her garden 8 is a land tile too


@pytest.mark.parametrize("price", [0, 100, "13", 13.0, None, True])
def test_a_land_tile_s_price_is_a_whole_number_of_the_box(red_palace, price) -> None:
    server, path = red_palace
    anna = joined(server, "Anna")
    before = path.read_bytes()
    offer = {**land_offer(anna, 0, 1, "tower"), "walls": ""}
    if price is not None:
        offer["price"] = price
    answer = make(anna, 0, 1, offer)
    assert (answer.status, answer.data["error"]) == (400, "bad_request")
    assert path.read_bytes() == before
    not_offered = {**offer, "price": 5, "prices": [1, 200]}  # the bounds are the game's, not the phone's
    assert make(anna, 0, 1, not_offered).data["error"] == "not_offered"


def test_the_tenth_land_tile_of_a_type_is_not_offered(tmp_path) -> None:
    city = [{"x": x, "y": 0, "type": "garden", "price": x, "walls": ""} for x in range(1, 10)]
    with file_table(tmp_path / "game.json", a_game(["red_palace"], city)) as (server, _host):
        anna = joined(server, "Anna")
        lines = {o["piece"].get("type") for o in options(anna, 0, 1) if o["kind"] == "supply"}
        assert "garden" not in lines and "tower" in lines


def test_a_land_tile_takes_the_markers_a_building_takes(red_palace) -> None:
    server, path = red_palace
    anna = joined(server, "Anna")
    found = {(o["kind"], o.get("key")) for o in options(anna, 1, 0) if o["kind"] != "edge"}
    assert found == {("take", None), ("marker", "chest"), ("marker", "extension"), ("marker", "servant")}
    markers = (("chest", "treasure_chamber"), ("extension", "extensions"), ("servant", "palace_staff"))
    for key, module in markers:
        answer = make(anna, 1, 0, {"kind": "marker", "module": module, "key": key, "on": False})
        assert answer.status == 200, (key, answer.data)
        assert load_game(path).player("Anna").city.marks((1, 0)).get(key) is True, key
    answer = make(anna, 1, 0, {"kind": "marker", "module": "palace_staff", "key": "servant", "on": True})
    assert answer.status == 200 and not load_game(path).player("Anna").city.marks((1, 0)).get("servant")


def test_an_extension_beyond_the_box_is_refused_by_the_game(tmp_path) -> None:
    city = [{"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "NE", "extension": True},
            {"x": 0, "y": 1, "type": "garden", "price": 10, "walls": "", "extension": True},
            {"x": -1, "y": 0, "type": "garden", "price": 11, "walls": ""}]
    path = tmp_path / "game.json"
    with file_table(path, a_game(["extensions"], city)) as (server, _host):
        anna = joined(server, "Anna")
        before = path.read_bytes()
        extension = {"kind": "marker", "module": "extensions", "key": "extension", "on": False}
        answer = make(anna, -1, 0, extension)
        assert (answer.status, answer.data["error"]) == (409, "game_refused")
        assert "extensions are in use" in answer.data["detail"]
        assert path.read_bytes() == before


@pytest.mark.parametrize(("modules", "speaker"), [
    (["gates_without_end"], "gates_without_end"), (["red_palace"], "red_palace"),
    (["gates_without_end", "red_palace"], "gates_without_end"),
    (["city_walls", "red_palace"], "city_walls"), (["city_walls", "gates_without_end"], "city_walls")])
def test_wall_pieces_are_offered_once_by_the_module_that_speaks_for_them(tmp_path, modules, speaker) -> None:
    path = tmp_path / "game.json"
    with file_table(path, a_game(modules)) as (server, _host):
        anna = joined(server, "Anna")
        assert server.table.state(server.table.access.seated("Anna"))["table"]["editable"]
        walls = [o for o in options(anna, 1, 0) if o["kind"] == "edge"]
        assert [(o["module"], o["side"], o["on"]) for o in walls] == [(speaker, "S", False),
                                                                      (speaker, "W", False)]
        answer = make(anna, 1, 0, walls[0])
        assert answer.status == 200, answer.data
        assert load_game(path).player("Anna").city.marks((1, 0)).get("added_walls").letters == "S"
        taken = next(o for o in options(anna, 1, 0) if o["kind"] == "edge" and o["on"])
        assert make(anna, 1, 0, taken).status == 200
        assert load_game(path).player("Anna").city.marks((1, 0)).get("added_walls") is None


def test_a_module_of_wall_pieces_that_does_not_speak_for_them_offers_none(tmp_path) -> None:
    with file_table(tmp_path / "game.json", a_game(["city_walls", "gates_without_end"])) as (server, _host):
        anna = joined(server, "Anna")
        borrowed = {"kind": "edge", "module": "gates_without_end", "key": "added_walls", "side": "S",
                    "on": False}
        assert make(anna, 1, 0, borrowed).data["error"] == "not_offered"


def test_a_phone_puts_no_land_tile_or_wall_piece_into_another_seats_city(red_palace, monkeypatch) -> None:
    server, path = red_palace
    anna, ben = joined(server, "Anna"), joined(server, "Ben")
    land = {**land_offer(anna, 0, 1, "tower"), "walls": "", "price": 4}
    wall = next(o for o in options(anna, 1, 0) if o["kind"] == "edge")
    before = path.read_bytes()
    for x, y, offer in ((0, 1, land), (1, 0, wall)):
        answer = ben.request("POST", anna.seat_path("city/edit"), {"x": x, "y": y, "offer": offer})
        assert (answer.status, answer.data["error"]) == (403, "not_your_seat")
    assert path.read_bytes() == before
    monkeypatch.setattr(Access, "check_seat", lambda self, phone, seat: None)
    answer = ben.request("POST", anna.seat_path("city/edit"), {"x": 0, "y": 1, "offer": land})
    assert answer.status == 200  # a server without the check lets Ben build in Anna's city
    assert load_game(path).player("Anna").city.get((0, 1)) is not None


def test_every_piece_and_marker_of_the_window_has_the_phone_s_counterpart(qapp) -> None:
    """A module whose window part acts on a tile has markers a phone offers; one whose window
    part offers pieces beside the palette has a supply a phone takes them from."""
    from alhambra_gui.widgets.modules import registry as parts
    from alhambra_gui.widgets.modules.facets import PiecePart, TileActor

    for module_id in registry.module_ids():
        part = parts.part(module_id)
        module = registry.module(module_id)
        if part is not None and isinstance(part, TileActor):
            assert implements(module, MarkerMaker) or implements(module, EdgeMarkerMaker), module_id
        if part is not None and isinstance(part, PiecePart):
            assert implements(module, PieceMaker), module_id
            game = a_game([module_id], [])
            assert module.supply_lines(game), module_id
            window_kinds = {item.template.kind for item in part.supply_items(game)}
            phone_kinds = {line.template.kind for line in module.supply_lines(game)}
            assert window_kinds <= phone_kinds, (module_id, window_kinds - phone_kinds)
