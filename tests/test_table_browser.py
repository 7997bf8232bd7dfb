"""The table's page in a real browser (Debian's Chromium through Playwright) at a phone's size:
join with the code of the QR code, pick a seat, photograph a painted city, correct one cell,
confirm; the game then holds exactly that city, once served by the window (the app layer's
TableHost, under pytest-qt) and once by the headless ``alhambra-gui table`` as a subprocess;
a second phone, on another seat, sees the new scores pushed without asking; a photo read with
doubt says why on the phone, in its language."""

from __future__ import annotations

import concurrent.futures
import contextlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from PySide6.QtWidgets import QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Tile, load_game, save_game
from alhambra_gui.table.addresses import LOOPBACK
from alhambra_gui.widgets.window.main_window import MainWindow

from . import phone_browser as pb
from .photo_scene import render_scene


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """One browser for the module's tests that drive it from the main thread (starting one took
    a second or two, several under load); each phone is a context of its own."""
    with pb.browser_of_its_own() as started:
        yield started


@contextlib.contextmanager
def ben_at_every_module_table(tmp_path: Path, browser: Browser, locale: str = "en-GB") \
        -> Iterator[tuple[Page, Path]]:
    """Ben's phone joined to a table serving a game with every module's pieces (saved at the
    returned path after each confirmed change); the phone's context closed afterwards."""
    import copy

    from alhambra_gui.engine import game_from_dict

    from .module_games import EVERY_MODULE
    from .table_client import file_table

    path = tmp_path / "game.json"
    with file_table(path, game_from_dict(copy.deepcopy(EVERY_MODULE))) as (server, _host), \
            pb.seated(server, "Ben", locale, browser) as ben:
        yield ben, path


@pytest.fixture(scope="module")
def photo(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("photo") / "city.jpg"
    path.write_bytes(render_scene(1046, 14).jpeg)
    return path


def anna_then_ben(url: str, next_url, photo: Path, browser: Browser | None = None) -> dict:
    """Anna's phone joins, photographs, corrects a cell and confirms while Ben's phone watches.
    ``next_url()`` is the join address once Anna's phone has used hers. What the phones saw.
    In ``browser`` (else in a browser of its own: one made in another thread cannot be used)."""
    if browser is None:
        with pb.browser_of_its_own() as own:
            return anna_then_ben(url, next_url, photo, own)
    with contextlib.ExitStack() as phones:
        anna = pb.phone(browser)
        phones.callback(anna.context.close)
        pb.join(anna, url, "Anna")
        ben = pb.phone(browser, "de-DE")
        phones.callback(ben.context.close)
        pb.join(ben, next_url(), "Ben")
        anna_row = ben.locator("#scoreboard tr", has_text="Anna")
        before = anna_row.inner_text()
        pb.photograph(anna, photo)
        assert anna.locator("rect.unsure").count() == len([c for c in pb.state(anna)["draft"]["cells"]
                                                           if c["unsure"]])
        cell = pb.correct_a_cell(anna)
        draft = pb.state(anna)["draft"]
        pb.confirm(anna)
        points = pb.state(anna)["points"]["total"]
        ben.wait_for_function(  # pushed: Ben's phone never asks
            "([row, total]) => [...document.querySelectorAll('#scoreboard tr')].some("
            "r => r.textContent.includes(row) && r.textContent.trim().endsWith(' ' + total))",
            arg=["Anna", points], timeout=5000)
        return {"draft": draft, "cell": cell, "before": before, "after": anna_row.inner_text(),
                "ben_words": ben.locator("#points-title").inner_text(), "points": points}


def city_of(draft: dict) -> dict[tuple[int, int], Tile]:
    return {(c["x"], c["y"]): Tile.from_dict(c["tile"]) for c in draft["cells"] if c["tile"]}


def test_a_phone_puts_its_city_into_the_headless_table(tmp_path, photo, browser) -> None:
    game_file = tmp_path / "game.json"
    save_game(Game(["Anna", "Ben"]), game_file)
    command = [sys.executable, "-m", "alhambra_gui", "table", str(game_file), "--host", LOOPBACK,
               "--port", "0"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url = server.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and "#join=" in url
        seen = anna_then_ben(url, lambda: server.stdout.readline().strip(), photo, browser)
    finally:
        server.terminate()
        _out, errors = server.communicate(timeout=20)
    assert server.returncode == 0, errors
    draft = seen["draft"]
    assert next(c for c in draft["cells"] if (c["x"], c["y"]) == seen["cell"])["corrected"]
    saved = load_game(game_file)
    assert {(cell.x, cell.y): tile for cell, tile in saved.player("Anna").city} == city_of(draft)
    assert len(saved.player("Ben").city) == 0
    assert seen["before"] != seen["after"]
    assert seen["ben_words"].startswith("Bei einer Wertung jetzt")  # Ben's phone speaks German


def test_a_phone_puts_its_city_into_the_window(qtbot, tmp_path, photo) -> None:
    window = MainWindow(GameSession(Game(["Anna", "Ben"])), Autosave(tmp_path / "appdata"))
    window.files.ask = lambda *_args: QMessageBox.StandardButton.Discard
    qtbot.addWidget(window)
    dialog = window.invite_phones()
    dialog.address.setCurrentIndex(dialog.address.findData(LOOPBACK))
    host = window.table_host
    host.start(LOOPBACK, 0)
    try:
        first = host.join_url()

        def next_url() -> str:  # the dialog's code once Anna's phone has used the first
            import time

            while host.join_url() == first:
                time.sleep(0.02)
            return host.join_url()

        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            running = pool.submit(anna_then_ben, first, next_url, photo)
            qtbot.waitUntil(running.done, timeout=120000)
            seen = running.result()
        city = window.session.game.player("Anna").city
        assert {(cell.x, cell.y): tile for cell, tile in city} == city_of(seen["draft"])
        assert window.session.undo_stack.undoText() == "Anna's city from their phone"
        assert window.session.undo_stack.count() == 1
        assert window.scoreboard is not None
    finally:
        host.stop()


def test_a_phone_says_why_its_photo_reads_with_doubt(tmp_path, browser) -> None:
    photo = tmp_path / "small.jpg"
    photo.write_bytes(render_scene(1035, 14, cell_px=75).jpeg)  # its block read 4 x 11 for 4 x 9
    game_file = tmp_path / "game.json"
    save_game(Game(["Anna", "Ben"]), game_file)
    command = [sys.executable, "-m", "alhambra_gui", "table", str(game_file), "--host", LOOPBACK,
               "--port", "0"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url = server.stdout.readline().strip()
        anna = pb.phone(browser, "de-DE")
        try:
            pb.join(anna, url, "Anna")
            pb.photograph(anna, photo)
            draft = pb.state(anna)["draft"]
            note = anna.locator("#draft-note").inner_text()
            unsure = _note_when_doubted_as(anna, "unsure")
        finally:
            anna.context.close()
    finally:
        server.terminate()
        server.communicate(timeout=20)
    assert draft["doubt"]["kind"] == "block" and draft["doubtful"] is True
    assert note.startswith("Der Block wirkt, als läge er ein Feld daneben")  # in the phone's language
    assert "Prüfe die orange umrandeten Felder" in note  # the block's doubt does not ask for them
    # a doubt that asks to check the cells outlined is not followed by the same request again
    assert unsure == ("Viele Felder sind unsicher gelesen: Prüfe die umrandeten Felder, bevor du "
                      "bestätigst. Tippe auf ein Feld, um sein Plättchen zu ändern. Bestätigen übernimmt "
                      "diese Stadt ins Spiel.")


def test_a_draft_asks_to_check_the_orange_cells_only_when_some_are_outlined(tmp_path, photo, browser) -> None:
    """Seen on a phone: a photo read sure of every cell, no cell outlined, and the note still
    began "Check the cells outlined in orange"."""
    with ben_at_every_module_table(tmp_path, browser) as (ben, _path):
        pb.photograph(ben, photo)
        seen = {}
        for unsure in (False, True):
            ben.unroute("**/api/state")
            ben.route("**/api/state", _drafted_with_unsure(unsure))
            ben.route_web_socket("**/ws", lambda _socket: None)  # no state pushed over the one asked
            ben.reload()
            ben.locator("#draft-note:not([hidden])").wait_for()
            seen[unsure] = (ben.locator("#draft-note").inner_text(), ben.locator("rect.unsure").count())
    assert seen[False] == ("Tap a cell to change its tile. Confirm puts this city into the game.", 0)
    assert seen[True] == ("Check the cells outlined in orange: tap a cell to change its tile. Confirm puts "
                          "this city into the game.", 1)


def test_one_unsure_cell_is_said_as_one(tmp_path, photo, browser) -> None:
    """Seen on Anna's phone (an evening of three phones, polish17): the reader doubted one cell,
    one cell was outlined, and the note said "Many cells are read unsure: check the cells
    outlined". One cell is said as one, in the phone's language; more stay many."""
    with ben_at_every_module_table(tmp_path, browser, "de-DE") as (ben, _path):
        pb.photograph(ben, photo)
        seen = {}
        for cells in (1, 4):
            ben.unroute("**/api/state")
            ben.route("**/api/state", _doubted_unsure(cells))
            ben.route_web_socket("**/ws", lambda _socket: None)  # no state pushed over the one asked
            ben.reload()
            ben.locator("#draft-note:not([hidden])").wait_for()
            seen[cells] = ben.locator("#draft-note").inner_text()
    assert seen[1].startswith("Ein Feld ist unsicher gelesen: Prüfe das umrandete Feld, bevor du "
                              "bestätigst. ")
    assert seen[4].startswith("Viele Felder sind unsicher gelesen: Prüfe die umrandeten Felder")


def _doubted_unsure(cells: int):
    """A route answering the state asked with the draft doubted for ``cells`` unsure cells."""
    def drafted(route, _request) -> None:
        response = route.fetch()
        body = response.json()
        body["draft"]["doubt"], body["draft"]["doubtful"] = {"kind": "unsure", "cells": cells}, True
        for index, cell in enumerate(body["draft"]["cells"]):
            cell["unsure"] = index < cells
        route.fulfill(response=response, json=body)

    return drafted


def _drafted_with_unsure(unsure: bool):
    """A route answering the state asked with the draft read without doubt, its first cell
    unsure or none."""
    def drafted(route, _request) -> None:
        response = route.fetch()
        body = response.json()
        body["draft"]["doubt"], body["draft"]["doubtful"] = None, False
        for index, cell in enumerate(body["draft"]["cells"]):
            cell["unsure"] = unsure and index == 0
        route.fulfill(response=response, json=body)

    return drafted


def _note_when_doubted_as(page, kind: str) -> str:
    """The draft's note after a reload whose state says the reader doubted as ``kind``."""
    def doubted(route) -> None:
        response = route.fetch()
        body = response.json()
        body["draft"]["doubt"]["kind"] = kind
        route.fulfill(response=response, json=body)

    page.route("**/api/state", doubted)
    page.route_web_socket("**/ws", lambda _socket: None)  # no state pushed over the one asked
    page.reload()
    page.locator("#draft-note:not([hidden])").wait_for()
    return page.locator("#draft-note").inner_text()


def test_a_phone_edits_the_markers_and_pieces_of_its_city(tmp_path, browser) -> None:
    with ben_at_every_module_table(tmp_path, browser) as (ben, path):
        assert ben.locator("#city-note").is_visible()
        # a tap on Ben's tower offers the markers; a handyman goes on it
        ben.locator("rect.city-cell[data-x='1'][data-y='0']").tap()
        ben.locator("#sheet:not([hidden])").wait_for()
        texts = ben.locator("#sheet-list .option > span").all_inner_texts()
        assert {"Take the chest off", "Put a handyman on it", "Mark as a building site"} <= set(texts)
        ben.locator("#sheet-list .option", has_text="Put a handyman on it").tap()
        ben.locator("#city g[data-x='1'][data-y='0'] text", has_text="⚒").wait_for()
        assert load_game(path).player("Ben").city.marks((1, 0)).get("handyman") is True
        # a tap beside the city offers the pieces of his reserve; the hut goes where it may
        cell = next((x, y) for x, y in ((0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1))
                    if any(o["kind"] == "piece" and o["fits"] and o["piece"]["kind"] == "hut"
                           for o in _options(ben, x, y)))
        ben.locator(f"rect.city-cell[data-x='{cell[0]}'][data-y='{cell[1]}']").tap()
        ben.locator("#sheet:not([hidden])").wait_for()
        ben.locator("#sheet-list .option[data-kind='piece']:not(.unfit)", has_text="Building hut").tap()
        ben.locator(f"#city g[data-x='{cell[0]}'][data-y='{cell[1]}']").wait_for()
        saved = load_game(path).player("Ben")
        assert saved.city.get(cell) is not None and saved.city.get(cell).kind == "hut"
        assert not any(t.kind == "hut" for t in saved.reserve)
        ben.screenshot(path=str(tmp_path / "phone-modules.png"))


def test_a_phone_takes_a_piece_from_the_supply_and_says_its_walls(tmp_path, browser) -> None:
    with ben_at_every_module_table(tmp_path, browser, "de-DE") as (ben, path):
        reserve = load_game(path).player("Ben").reserve
        ben.locator("rect.city-cell[data-x='0'][data-y='-1']").tap()
        ben.locator("#sheet:not([hidden])").wait_for()
        chosen = ben.locator("#city rect.chosen")  # the cell the sheet is about, outlined
        assert chosen.count() == 1
        assert (chosen.get_attribute("x"), chosen.get_attribute("y")) == ("2", "-46")
        supply = ben.locator("#sheet-list .option[data-kind='supply']", has_text="Bauhütte · Pavillon")
        assert supply.locator("span").inner_text() == "Aus dem Vorrat (noch 3): Bauhütte · Pavillon"
        supply.tap()
        title = ben.locator("#sheet-title").inner_text()
        assert title == "Bauhütte · Pavillon: tippe die Seiten mit Mauer an"
        assert ben.locator(".side-toggle[aria-pressed='true']").all_inner_texts() == ["Süden"]
        for side in ("Süden", "Norden", "Osten"):  # south off, north and east on
            ben.locator(".side-toggle", has_text=side).tap()
        ben.screenshot(path=str(tmp_path / "phone-supply-sides.png"))
        ben.locator("#place-piece").tap()
        ben.locator("#city g[data-x='0'][data-y='-1']").wait_for()
        saved = load_game(path).player("Ben")
        hut = saved.city.get((0, -1))
        assert hut is not None and (hut.kind, hut.type, hut.walls.letters) == ("hut", "pavilion", "NE")
        assert saved.reserve == reserve  # from the supply: Ben's reserve is as it was
        assert ben.locator("#city g[data-x='0'][data-y='-1'] line").count() == 2  # its two walls drawn


def test_a_phone_puts_a_wall_piece_and_the_trader_disc(tmp_path, browser) -> None:
    with ben_at_every_module_table(tmp_path, browser) as (ben, path):
        tower = "#city g[data-x='1'][data-y='0'] line"
        assert ben.locator(tower).count() == 0  # the tower has no wall
        ben.locator("rect.city-cell[data-x='1'][data-y='0']").tap()
        ben.locator("#sheet:not([hidden])").wait_for()
        walls = ben.locator("#sheet-list .option[data-kind='edge'] > span").all_inner_texts()
        assert walls == [f"Add a wall piece ({side})" for side in ("North", "East", "South", "West")]
        ben.locator("#sheet-list .option", has_text="Add a wall piece (East)").tap()
        ben.locator(tower).wait_for(state="attached")
        assert load_game(path).player("Ben").city.marks((1, 0)).get("added_walls").letters == "E"
        ben.locator("rect.city-cell[data-x='2'][data-y='0']").tap()
        ben.locator("#sheet:not([hidden])").wait_for()
        ben.locator("#sheet-list .option", has_text="Put the trader disc here").tap()
        ben.locator("#city circle.trader").wait_for()
        assert load_game(path).player("Ben").city.state.get("trader") == (2, 0)
        ben.screenshot(path=str(tmp_path / "phone-edges.png"))


def test_a_phone_picks_a_bazaars_three_types(tmp_path, browser) -> None:
    with ben_at_every_module_table(tmp_path, browser) as (ben, path):
        ben.locator("rect.city-cell[data-x='0'][data-y='-1']").tap()
        ben.locator("#sheet:not([hidden])").wait_for()
        ben.locator("#sheet-list .option[data-kind='supply']", has_text="Bazaar").tap()
        assert ben.locator("#sheet-title").inner_text() == "Bazaar: tap its 3 building types"
        picked = ".side-toggle[data-type][aria-pressed='true']"
        assert [ben.locator(picked).nth(i).get_attribute("data-type") for i in range(3)] == \
            ["pavilion", "seraglio", "arcades"]
        ben.locator(".side-toggle[data-type='seraglio']").tap()  # two left: it cannot be built yet
        assert ben.locator("#place-piece").is_disabled()
        ben.locator(".side-toggle[data-type='tower']").tap()
        ben.locator(".side-toggle[data-type='garden']").tap()  # a fourth: the first picked goes
        assert sorted(ben.locator(picked).nth(i).get_attribute("data-type") for i in range(3)) == \
            ["arcades", "garden", "tower"]
        ben.screenshot(path=str(tmp_path / "phone-bazaar.png"))
        ben.locator("#place-piece").tap()
        ben.locator("#city g[data-x='0'][data-y='-1']").wait_for()
        built = load_game(path).player("Ben").city.get((0, -1))
        assert built is not None and built.types == ("arcades", "garden", "tower")


def _options(page, x: int, y: int) -> list[dict]:
    import json

    text = page.evaluate("""async ([x, y]) => {
        const token = sessionStorage.getItem('alhambra-token');
        const r = await fetch(`/api/seats/Ben/city/options?x=${x}&y=${y}`,
                              {headers: {Authorization: 'Bearer ' + token}});
        return await r.text(); }""", [x, y])
    return json.loads(text)["options"]


def test_a_german_phone_reads_why_the_game_refused_its_piece_in_german(tmp_path, browser) -> None:
    """The headless command (in an English system) says the engine's refusal to a German phone
    in German, as the window says it in German."""
    import copy
    import json
    import os

    from .module_games import EVERY_MODULE

    game_file = tmp_path / "game.json"
    game_file.write_text(json.dumps(copy.deepcopy(EVERY_MODULE)), encoding="utf-8")
    before = game_file.read_bytes()
    env = {**os.environ, "LC_ALL": "C", "LANG": "C", "LANGUAGE": "", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    command = [sys.executable, "-m", "alhambra_gui", "table", str(game_file), "--host", LOOPBACK,
               "--port", "0"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        url = server.stdout.readline().strip()
        ben = pb.phone(browser, "de-DE")
        try:
            pb.join(ben, url, "Ben")
            ben.locator("rect.city-cell[data-x='1'][data-y='1']").tap()
            ben.locator("#sheet:not([hidden])").wait_for()
            unfit = ben.locator("#sheet-list .option.unfit[data-kind='piece']", has_text="Bauhütte")
            assert unfit.locator("span").inner_text() == \
                "Hierher bauen: Bauhütte · Garten · Mauern S, W · hier nicht erlaubt"
            unfit.tap()
            ben.locator("#message.bad").wait_for()
            said = ben.locator("#message").inner_text()
            ben.screenshot(path=str(tmp_path / "phone-refused-de.png"))
        finally:
            ben.context.close()
    finally:
        server.terminate()
        server.communicate(timeout=20)
    assert said == ("Garten-Bauhütte (Mauern S, W) kann hier nicht gebaut werden: Feld (1, 1): seine Mauer "
                    "im Westen trifft auf eine offene Seite von dem Plättchen bei (0, 1).")
    assert game_file.read_bytes() == before
