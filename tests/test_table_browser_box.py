"""The whole box on a phone, in a real browser (Debian's Chromium through Playwright) at a
phone's size: a Red Palace land tile described as printed (its type, the price typed, its
walls tapped), the servant and the extension on it, and a wall piece of Gates without end
without City walls in play."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from alhambra_gui.engine import game_from_dict, load_game

from . import phone_browser as pb
from .table_client import file_table


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """One browser for the module's tests; each phone is a context of its own."""
    with pb.browser_of_its_own() as started:
        yield started


@contextlib.contextmanager
def anna_at(tmp_path: Path, modules: list[str], locale: str, browser: Browser) -> Iterator[tuple[Page, Path]]:
    """Anna's phone joined to a table of ``modules`` (her garden 8 east of the fountain), the
    table speaking the app's languages."""
    from alhambra_gui.app.voices import Voices

    voices = Voices()  # (the tests hold pytest-qt's application: the catalogues need one)
    garden = {"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "NE"}
    game = game_from_dict({"format": "alhambra-game", "version": 1, "modules": modules,
                           "players": [{"name": "Anna", "city": [garden]}, {"name": "Ben"}]})
    path = tmp_path / "game.json"
    with file_table(path, game, voices.say) as (server, _host), \
            pb.seated(server, "Anna", locale, browser) as anna:
        yield anna, path


def tap_cell(page: Page, x: int, y: int) -> None:
    page.locator(f"rect.city-cell[data-x='{x}'][data-y='{y}']").tap()
    page.locator("#sheet:not([hidden])").wait_for()


def test_a_phone_builds_a_land_tile_as_printed_and_puts_a_servant_on_it(tmp_path, qapp, browser) -> None:
    with anna_at(tmp_path, ["red_palace", "extensions", "palace_staff"], "de-DE", browser) as (anna, path):
        tap_cell(anna, 0, 1)
        supply = anna.locator("#sheet-list .option[data-kind='supply']", has_text="Turm")
        assert supply.locator("span").inner_text() == "Aus dem Vorrat (noch 9): Landplättchen · Turm"
        supply.tap()
        assert anna.locator("#sheet-title").inner_text() == \
            "Landplättchen · Turm: aufgedruckter Preis und Seiten mit Mauer"
        assert anna.locator("#place-piece").is_disabled()  # no price yet
        anna.locator("#piece-price").fill("130")
        assert anna.locator("#place-piece").is_disabled()  # beyond the box's prices
        anna.locator("#piece-price").fill("13")
        for side in ("Süden", "Westen"):
            anna.locator(".side-toggle", has_text=side).tap()
        anna.screenshot(path=str(tmp_path / "phone-land-tile.png"))
        anna.locator("#place-piece").tap()
        anna.locator("#city g[data-x='0'][data-y='1']").wait_for()
        land = load_game(path).player("Anna").city.get((0, 1))
        assert land is not None and (land.kind, land.type, land.price, land.walls.letters) == \
            ("land", "tower", 13, "SW")
        assert anna.locator("#city g[data-x='0'][data-y='1'] text").first.text_content() == "13"
        tap_cell(anna, 0, 1)
        texts = anna.locator("#sheet-list .option > span").all_inner_texts()
        assert {"Diener daraufstellen", "Einen Anbau darauflegen"} <= set(texts), texts
        anna.locator("#sheet-list .option", has_text="Diener daraufstellen").tap()
        anna.locator("#city g[data-x='0'][data-y='1'] text", has_text="•").wait_for()
        assert load_game(path).player("Anna").city.marks((0, 1)).get("servant") is True
        rows = anna.locator("#points tr").all_inner_texts()  # each module term named in German
        for term in ("Wächter", "Palastpersonal"):
            assert any(r.startswith(term) for r in rows), rows


def test_a_phone_adds_a_wall_piece_of_gates_without_end(tmp_path, qapp, browser) -> None:
    with anna_at(tmp_path, ["gates_without_end"], "en-GB", browser) as (anna, path):
        assert anna.locator("#city-note").is_visible()
        tap_cell(anna, 1, 0)
        walls = anna.locator("#sheet-list .option[data-kind='edge'] > span").all_inner_texts()
        assert walls == ["Add a wall piece (South)", "Add a wall piece (West)"]
        plaza = anna.locator("#sheet-list .option[data-kind='supply']")
        assert plaza.count() == 0  # a plaza goes on an empty cell, not on the garden
        anna.locator("#sheet-list .option", has_text="Add a wall piece (South)").tap()
        anna.locator("#city g[data-x='1'][data-y='0'] line").nth(2).wait_for(state="attached")
        assert load_game(path).player("Anna").city.marks((1, 0)).get("added_walls").letters == "S"
        tap_cell(anna, 0, 1)
        offered = anna.locator("#sheet-list .option[data-kind='supply'] > span").all_inner_texts()
        assert offered == ["From the supply (6 left): Plaza"]


def test_a_phone_builds_a_tile_it_bought_and_moves_one_into_its_reserve(tmp_path, qapp, browser) -> None:
    """The base game, nothing of a module to put anywhere: a tap on a cell beside the city offers
    the tiles still in the bag (one just bought goes on in two taps, no new photo), a tap on a
    tile moves it into the reserve, from where it is offered first."""
    from alhambra_gui.engine import Tile, Walls

    with anna_at(tmp_path, [], "en-GB", browser) as (anna, path):
        assert anna.locator("#city-note").is_visible()
        tap_cell(anna, 0, 1)
        bought = anna.locator("#sheet-list .option[data-kind='tile']:not(.unfit)").first
        text = bought.locator("span").inner_text()
        assert text.startswith("Build here: ") and (" · walls " in text or text.endswith(" · no walls")), text
        bought.tap()
        anna.locator("#city g[data-x='0'][data-y='1']").wait_for()
        built = load_game(path).player("Anna").city.get((0, 1))
        assert built is not None and text.startswith(f"Build here: {built.type.title()} {built.price} · ")
        tap_cell(anna, 1, 0)
        garden = "Into my reserve: Garden 8 · walls N, E"
        anna.locator("#sheet-list .option[data-kind='take']", has_text=garden).tap()
        anna.locator("#city g[data-x='1'][data-y='0']").wait_for(state="detached")
        saved = load_game(path).player("Anna")
        assert saved.city.get((1, 0)) is None and saved.reserve == [Tile("garden", 8, Walls("NE"))]
        tap_cell(anna, 1, 0)
        first = anna.locator("#sheet-list .option[data-kind='tile']").first
        assert first.locator("span").inner_text() == "Build here: Garden 8 · walls N, E · from my reserve"


def test_a_phone_keeps_a_tile_it_bought_swaps_it_in_and_puts_one_back(tmp_path, qapp, browser) -> None:
    """The reserve under the city: a tile bought goes into it in two taps (it need not fit the
    city yet), is shown there, swaps in for a building of the city (which goes into the
    reserve), and a tap on a tile of the reserve offers it back to the bag."""
    from alhambra_gui.engine import Tile, Walls

    with anna_at(tmp_path, [], "de-DE", browser) as (anna, path):
        part = anna.locator("#reserve-part")
        assert part.is_visible() and part.locator(".note").inner_text() == "Noch nichts in meiner Reserve."
        anna.locator("#reserve-add").tap()
        anna.locator("#sheet:not([hidden])").wait_for()
        assert anna.locator("#sheet-title").inner_text() == "Welches Plättchen hast du gekauft?"
        tower = anna.locator("#sheet-list .option[data-kind='keep']", has_text="Turm 13 · ")
        assert tower.locator("span").inner_text() == "Turm 13 · Mauern O"  # the title asks which was bought
        tower.tap()
        anna.locator("#reserve .reserve-tile").wait_for()
        assert anna.locator("#sheet").is_hidden() and part.locator(".note").count() == 0
        assert load_game(path).player("Anna").reserve == [Tile("tower", 13, Walls("E"))]
        tap_cell(anna, 1, 0)  # the redesign: the tower in place of the garden, in one step
        swap = anna.locator("#sheet-list .option[data-kind='swap']")
        said = swap.locator("span").all_inner_texts()
        assert said == ["Aus meiner Reserve eintauschen: Turm 13 · Mauern O"]
        swap.tap()
        anna.locator("#reserve .reserve-tile[title='Garten 8 · Mauern N, O']").wait_for()
        saved = load_game(path).player("Anna")
        assert saved.city.get((1, 0)) == Tile("tower", 13, Walls("E"))
        assert saved.reserve == [Tile("garden", 8, Walls("NE"))]
        anna.locator("#reserve .reserve-tile").tap()
        anna.locator("#sheet:not([hidden])").wait_for()
        back = anna.locator("#sheet-list .option[data-kind='return']")
        assert back.locator("span").all_inner_texts() == ["Zurück in den Beutel: Garten 8 · Mauern N, O"]
        back.tap()
        anna.locator("#reserve .reserve-tile").wait_for(state="detached")
        assert load_game(path).player("Anna").reserve == []
