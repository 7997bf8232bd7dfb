"""What the table's page says and shows around an edit, in a real browser (Debian's Chromium
through Playwright) at a phone's size, touched: a confirm refused for tiles in another city names
them once, in the orange box (the red banner said the same tiles again above it); "Your city is
in the game." goes with the next edit and fades after a few seconds (it stayed on screen, above
the next tap's sheet too); the sheet of tiles keeps the tapped cell in sight above it (it covered
a cell of the block's bottom row). Seen at the table by a player (polish18's brief). And the
sheet names the cell counting from 1, as a player counts (its first column was "Column 0": seen
by polish18)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page

from alhambra_gui.engine import Game, Tile, game_from_dict

from . import phone_browser as pb
from .module_games import EVERY_MODULE
from .photo_scene import render_scene
from .table_client import file_table


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with pb.browser_of_its_own() as started:
        yield started


@pytest.fixture(scope="module")
def photo(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("photo") / "city.jpg"
    path.write_bytes(render_scene(1046, 14).jpeg)
    return path


REFUSED = {"en-GB": ("Your city is not in the game: see the orange box below.", "is also in Ben's city"),
           "de-DE": ("Deine Stadt ist nicht im Spiel: Sieh dir den orangen Kasten unten an.",
                     "liegt auch in der Stadt von Ben"),
           "zh-TW": ("你的城邦未放進遊戲：請看下方的橘色框。", "也在 Ben 的城邦裡")}


@pytest.mark.parametrize("locale", list(REFUSED))
def test_a_refused_confirm_names_the_tiles_in_another_city_once(tmp_path, browser, photo, locale) -> None:
    banner, conflict = REFUSED[locale]
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"])) as (server, host), \
            pb.seated(server, "Anna", locale, browser) as anna:
        pb.photograph(anna, photo)
        read = [Tile.from_dict(c["tile"]) for c in pb.state(anna)["draft"]["cells"] if c["tile"]]
        host.submit_city("Ben", {(1, 0): read[0], (2, 0): read[1]}).result(timeout=30)  # Ben's photo
        anna.locator("#confirm").tap()
        anna.locator("#message.bad").wait_for()
        anna.locator("#conflicts:not([hidden])").wait_for()
        said, box = anna.locator("#message").inner_text(), anna.locator("#conflicts").inner_text()
        if locale == "en-GB":
            anna.screenshot(path=str(tmp_path / "phone-refused.png"))
    assert said == banner  # one sentence, no tile named
    assert box.count(conflict) == 2  # the box names each tile


def city_cell(page: Page, x: int, y: int) -> Locator:
    return page.locator(f"#city rect.city-cell[data-x='{x}'][data-y='{y}']")


def assert_in_sight_above_the_sheet(page: Page, cell: Locator) -> None:
    seen, sheet = cell.bounding_box(), page.locator("#sheet").bounding_box()
    bar = page.locator("#bar").bounding_box()
    assert seen is not None and sheet is not None and bar is not None
    assert seen["y"] + seen["height"] <= sheet["y"], (seen, sheet)  # not under the sheet
    assert seen["y"] >= bar["y"] + bar["height"], (seen, bar)  # nor under the bar


def test_the_sheet_of_tiles_leaves_the_tapped_cell_in_sight(tmp_path, browser, photo) -> None:
    with file_table(tmp_path / "game.json", Game(["Anna", "Ben"])) as (server, _host), \
            pb.seated(server, "Anna", "en-GB", browser) as anna:
        pb.photograph(anna, photo)
        bounds = pb.state(anna)["draft"]["bounds"]
        for x in (bounds["x0"], bounds["x1"]):  # the block's bottom row, at either end
            cell = anna.locator(f"#city rect.cell[data-x='{x}'][data-y='{bounds['y1']}']")
            cell.tap()
            anna.locator("#sheet:not([hidden])").wait_for()
            assert_in_sight_above_the_sheet(anna, cell)
            assert anna.locator("#city rect.chosen").count() == 1  # and outlined
            column, row = x - bounds["x0"] + 1, bounds["y1"] - bounds["y0"] + 1  # counted from 1
            assert anna.locator("#sheet-title").inner_text() == f"Column {column}, row {row}: which tile?"
            anna.locator("#sheet-close").tap()
        anna.screenshot(path=str(tmp_path / "phone-sheet.png"))


def test_your_city_is_in_the_game_goes_with_the_next_edit_and_after_seconds(tmp_path, browser, photo) -> None:
    game = game_from_dict(copy.deepcopy(EVERY_MODULE))
    with file_table(tmp_path / "game.json", game) as (server, _host), \
            pb.seated(server, "Ben", "en-GB", browser) as ben:
        ben.clock.install()
        pb.photograph(ben, photo)
        pb.confirm(ben)
        assert ben.locator("#message").inner_text() == "Your city is in the game."
        bottom = max(int(y) for y in ben.locator("#city rect.city-cell").evaluate_all(
            "cells => cells.map(c => c.dataset.y)"))
        cell = city_cell(ben, 0, bottom)
        cell.tap()  # the next edit
        ben.locator("#sheet:not([hidden])").wait_for()
        assert ben.locator("#message").is_hidden()
        assert_in_sight_above_the_sheet(ben, cell)  # the city's sheet too
        ben.locator("#sheet-close").tap()
        pb.photograph(ben, photo)
        pb.confirm(ben)
        ben.clock.run_for(3000)
        assert ben.locator("#message").is_visible()  # read at leisure
        ben.clock.run_for(6000)
        assert ben.locator("#message").is_hidden()
