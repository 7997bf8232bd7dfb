"""Issue 3's acceptance: digitise a real city of 20+ tiles with the mouse alone and with the
keyboard alone, see the wall, undo, save and reopen."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Cell, City, Tile, get_variant
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow
from tests import drag_events

pytestmark = pytest.mark.gui
TILES = 24


def build_order(count: int = TILES, seed: int = 11) -> list[tuple[Tile, Cell]]:
    """A legal order of real catalogue tiles and cells, as a table might build them."""
    rng, city, order = random.Random(seed), City(), []
    tiles = list(get_variant().catalogue)
    rng.shuffle(tiles)
    while len(order) < count:
        tile = next(t for t in tiles if city.legal_cells(t))
        cell = min(city.legal_cells(tile), key=lambda c: (abs(c.x) + abs(c.y), c.y, c.x))
        city.place(tile, cell)
        tiles.remove(tile)
        order.append((tile, cell))
    return order


@pytest.fixture
def window(qtbot, tmp_path):
    window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    window.files.ask = lambda *args: QMessageBox.StandardButton.Discard  # the city is thrown away
    window.session.new_game(["Anna"])
    window.show()
    qtbot.waitExposed(window)
    return window


def expected_city(order) -> City:
    return City({cell: tile for tile, cell in order})


def check_result(window, order, tmp_path) -> None:
    """The city is as built, the wall is shown, undo works, and a saved file reopens."""
    session, page = window.session, window.city_page("Anna")
    city = session.game.player("Anna").city
    assert city == expected_city(order)
    assert city.is_legal()
    wall = city.longest_wall()
    assert f"Longest wall: {wall}" in page.header_text()
    assert len(page.view.city_scene().wall_item().segments) == wall
    assert session.undo_stack.count() == len(order)
    window.action_map[ActionId.UNDO].trigger()
    assert len(session.game.player("Anna").city) == len(order) - 1
    window.action_map[ActionId.REDO].trigger()
    path = tmp_path / "anna.json"
    assert window.files.save_to(path)
    reopened = MainWindow(GameSession(), Autosave(tmp_path / "other"))
    try:
        assert reopened.files.open(path)
        assert reopened.session.game.player("Anna").city == expected_city(order)
    finally:
        reopened.session.undo_stack.setClean()
        reopened.close()
        reopened.deleteLater()


def test_a_city_of_24_tiles_with_the_mouse_alone(window, tmp_path):
    order = build_order()
    view = window.city_page("Anna").view
    for tile, cell in order:
        payload = window.palette_dock.drag_payload(tile)
        assert payload is not None, f"{tile} is not draggable"
        mime = payload.to_mime()
        entered, dropped = drag_events.drag_and_drop(view.viewport(), mime, view.view_point(cell))
        assert entered and dropped, f"{tile} at {cell}: {view.overlay_text()}"
        assert window.palette_dock.drag_payload(tile) is None  # used now: faded, not draggable
    check_result(window, order, tmp_path)


def test_a_city_of_24_tiles_with_the_keyboard_alone(window, qtbot, tmp_path):
    order = build_order()
    view = window.city_page("Anna").view
    view.setFocus()
    for tile, cell in order:
        cursor = view.cursor_cell()
        for _ in range(abs(cell.x - cursor.x)):
            qtbot.keyClick(view, Qt.Key.Key_Right if cell.x > cursor.x else Qt.Key.Key_Left)
        for _ in range(abs(cell.y - cursor.y)):
            qtbot.keyClick(view, Qt.Key.Key_Down if cell.y > cursor.y else Qt.Key.Key_Up)
        assert view.cursor_cell() == cell
        letter = get_variant().building_type(tile.type).letter.lower()
        qtbot.keyClicks(view, f"{letter}{tile.price}{tile.walls.letters.lower() or '-'}")
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert window.session.game.player("Anna").city.get(cell) == tile, view.overlay_text()
    check_result(window, order, tmp_path)


def test_an_illegal_typed_placement_is_refused_with_its_reason(window, qtbot):
    order = build_order(3)
    view = window.city_page("Anna").view
    view.setFocus()
    view.set_cursor((3, 3))
    tile = order[0][0]
    letter = get_variant().building_type(tile.type).letter.lower()
    qtbot.keyClicks(view, f"{letter}{tile.price}{tile.walls.letters.lower() or '-'}")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(window.session.game.player("Anna").city) == 0
    assert "does not share a side with the city" in window.city_page("Anna").banner_text()


# ---- issue 10: place by click, and a keyboard path of few keys ---------------------------------
def entry_order(order) -> list[tuple[Tile, Cell]]:
    """The same city entered as a player at the keyboard goes: always the legal tile nearest
    to the cursor (the cell just built), so the cursor walks from cell to cell."""
    city, left, cursor, entered = City(), list(order), Cell(1, 0), []
    while left:
        tile, cell = min(((t, c) for t, c in left if not city.check_place(t, c)),
                         key=lambda tc: (abs(tc[1].x - cursor.x) + abs(tc[1].y - cursor.y)))
        city.place(tile, cell)
        left.remove((tile, cell))
        entered.append((tile, cell))
        cursor = cell
    return entered


def test_a_city_of_24_tiles_by_click_with_two_clicks_per_tile(window, qtbot, tmp_path, capsys):
    order = build_order()
    view = window.city_page("Anna").view
    qtbot.waitUntil(view.isVisible)
    clicks = 0
    for tile, cell in order:
        chip = window.palette_dock.chip_for(tile)
        qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)  # the tile in hand: its cells light up
        assert cell in view.city_scene().highlighted_cells(), f"{tile} at {cell}"
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_point(cell))
        clicks += 2
        assert window.session.game.player("Anna").city.get(cell) == tile, view.overlay_text()
    check_result(window, order, tmp_path)
    assert clicks / len(order) <= 2
    with capsys.disabled():
        print(f"\nplace by click: {clicks} clicks for {len(order)} tiles = "
              f"{clicks / len(order):.2f} per tile")


def test_a_city_of_24_tiles_by_keyboard_in_few_keys(window, qtbot, tmp_path, capsys):
    from alhambra_gui.widgets.tiles.tile_hand import TileHand

    order = entry_order(build_order())
    view = window.city_page("Anna").view
    view.setFocus()
    hand = TileHand.of(window.session)
    keys = 0

    def press(key) -> None:
        nonlocal keys
        qtbot.keyClick(view, key)
        keys += 1

    for tile, cell in order:
        cursor = view.cursor_cell()
        for _ in range(abs(cell.x - cursor.x)):
            press(Qt.Key.Key_Right if cell.x > cursor.x else Qt.Key.Key_Left)
        for _ in range(abs(cell.y - cursor.y)):
            press(Qt.Key.Key_Down if cell.y > cursor.y else Qt.Key.Key_Up)
        letter = get_variant().building_type(tile.type).letter.lower()
        for char in f"{letter}{tile.price}":
            press(char)
        if hand.held is None or hand.held.tile != tile:  # "could be …: type the walls too"
            for char in tile.walls.letters.lower() or "-":
                press(char)
        press(Qt.Key.Key_Return)
        assert window.session.game.player("Anna").city.get(cell) == tile, view.overlay_text()
    assert window.session.game.player("Anna").city == expected_city(order)
    assert keys / len(order) <= 6
    with capsys.disabled():
        print(f"\nkeyboard: {keys} keys for {len(order)} tiles = {keys / len(order):.2f} per tile "
              "(cursor moves included)")
