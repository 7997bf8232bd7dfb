"""A phone's draft (its photo's proposal, corrected) holds whatever a city of its game may hold,
not only the catalogue's tiles: a Red Palace land tile described as printed, a module's piece;
each correction read as strictly as the game file reads a city's tile, refused in the phone's
language otherwise; the module's checks still hold when the city is confirmed."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

from alhambra_gui.engine import Tile, Walls, game_from_dict, load_game

from . import phone_browser as pb
from .table_client import file_table, joined
from .test_table_refusals import give_draft

TOWER_33 = {"type": "tower", "price": 33, "walls": "S"}


def a_game(modules: list[str], anna_city: list[dict] | None = None):
    return game_from_dict({"format": "alhambra-game", "version": 1, "modules": modules,
                           "players": [{"name": "Anna", "city": anna_city or []}, {"name": "Ben"}]})


def correct(phone, x: int, y: int, tile: dict | None):
    return phone.request("POST", phone.seat_path("cell"), {"x": x, "y": y, "tile": tile})


def test_a_draft_of_the_red_palace_holds_a_land_tile_described_as_printed(tmp_path) -> None:
    path = tmp_path / "game.json"
    with file_table(path, a_game(["red_palace"])) as (server, _host):
        anna = joined(server, "Anna")
        give_draft(server, "Anna")
        options = anna.request("GET", anna.seat_path("options?x=0&y=1")).data
        assert options["describe"] == {"prices": [1, 99]}
        answer = correct(anna, 0, 1, TOWER_33)
        assert answer.status == 200, answer.data
        shown = next(c for c in answer.data["draft"]["cells"] if (c["x"], c["y"]) == (0, 1))
        assert shown["tile"] == TOWER_33 and shown["corrected"]
        assert anna.confirm().status == 200
    city = load_game(path).player("Anna").city
    assert city.get((0, 1)) == Tile("tower", 33, Walls("S"), kind="land")
    assert {t.kind for _c, t in city} == {"land"}  # the proposal's tiles are land tiles too


def test_a_draft_holds_a_module_s_piece_the_game_has(tmp_path) -> None:
    path = tmp_path / "game.json"
    hut = {"kind": "hut", "type": "garden", "walls": "S"}
    with file_table(path, a_game(["building_huts"])) as (server, _host):
        anna = joined(server, "Anna")
        give_draft(server, "Anna")
        assert anna.request("GET", anna.seat_path("options?x=0&y=1")).data["describe"] is None
        answer = correct(anna, 0, 1, hut)
        assert answer.status == 200, answer.data
        assert anna.confirm().status == 200
    placed = load_game(path).player("Anna").city.get((0, 1))
    assert placed is not None and (placed.kind, placed.type, placed.walls.letters) == ("hut", "garden", "S")


def test_a_tile_no_city_of_the_game_may_hold_is_refused_in_the_phone_s_language(tmp_path, qapp) -> None:
    from alhambra_gui.app.voices import Voices

    with file_table(tmp_path / "game.json", a_game([]), Voices().say) as (server, _host):
        anna = joined(server, "Anna", "de")
        give_draft(server, "Anna")
        hut = {"kind": "hut", "type": "garden", "walls": "S"}
        for tile, said in ((TOWER_33, "Kein Plättchen Turm 33 mit Mauern „S“."),
                           (hut, "Das Spiel führt das Modul „Bauhütten“ nicht auf.")):
            answer = correct(anna, 0, 1, tile)
            assert (answer.status, answer.data["error"]) == (400, "no_such_tile"), tile
            assert answer.data["detail"] == said
        state = anna.request("GET", "/api/state").data
        assert not any((c["x"], c["y"]) == (0, 1) and c["tile"] for c in state["draft"]["cells"])
        catalogue_tile = {"type": "garden", "price": 10, "walls": "N"}
        assert correct(anna, 0, 1, catalogue_tile).status == 200


def test_a_tenth_land_tile_of_a_type_is_refused_when_confirmed(tmp_path) -> None:
    city = [{"x": -x, "y": -1, "type": "tower", "price": x, "walls": ""} for x in range(1, 10)]
    path = tmp_path / "game.json"
    with file_table(path, a_game(["red_palace"], city)) as (server, _host):
        anna = joined(server, "Anna")
        give_draft(server, "Anna")
        before = path.read_bytes()
        assert correct(anna, 0, 1, TOWER_33).status == 200  # a draft may say it; the game checks it
        answer = anna.confirm()
        assert (answer.status, answer.data["error"]) == (409, "game_refused")
        assert "tower land tiles" in answer.data["detail"], answer.data
        assert path.read_bytes() == before


def test_a_phone_describes_a_land_tile_of_its_photo_as_printed(tmp_path) -> None:
    path = tmp_path / "game.json"
    with file_table(path, a_game(["red_palace"])) as (server, _host), sync_playwright() as playwright:
        browser = pb.launch(playwright)
        try:
            anna = pb.phone(browser, "zh-TW")
            pb.join(anna, server.url(server.status().code), "Anna")
            give_draft(server, "Anna")
            anna.reload()
            anna.locator("#draft-buttons:not([hidden])").wait_for()
            anna.locator("rect.cell[data-x='0'][data-y='1']").tap()
            anna.locator("#describe-tile").tap()
            assert anna.locator("#sheet-title").inner_text() == "這塊板塊：印製的價格與有城牆的邊"
            anna.locator(".side-toggle[data-type='tower']").tap()
            anna.locator("#piece-price").fill("33")
            anna.locator(".side-toggle[data-side='S']").tap()
            _screenshot(anna, tmp_path / "phone-describe-zh.png")
            anna.locator("#place-piece").tap()
            anna.locator("#sheet[hidden]").wait_for(state="attached")
            anna.locator("#city g[data-x='0'][data-y='1']").wait_for()
            pb.confirm(anna)
        finally:
            browser.close()
    assert load_game(path).player("Anna").city.get((0, 1)) == Tile("tower", 33, Walls("S"), kind="land")


def _screenshot(page, path: Path) -> None:
    page.screenshot(path=str(path))
