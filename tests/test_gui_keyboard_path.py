"""Issue 10, findings 3, 4 and 5: a keyboard path that never surprises. Real key events to
the window and its widgets; asserts on the game and on what the widgets show."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Cell, Tile, Walls, load_game
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.window.main_window import MainWindow

Key = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def window(qtbot, tmp_path, example_path):
    """The three-player example in a shown, active main window with its docks."""
    session = GameSession(load_game(example_path("three-players")))
    main = MainWindow(session, Autosave(tmp_path / "appdata"))
    main.files.ask = lambda *_args: QMessageBox.StandardButton.Discard  # closing at the end
    qtbot.addWidget(main)
    main.resize(1440, 900)
    main.show()
    main.activateWindow()
    qtbot.waitActive(main)
    QApplication.processEvents()
    return main


@pytest.fixture
def fresh(make_session, show_widget):
    """A new game: Anna's city is the fountain alone."""
    session = make_session()
    session.new_game(["Anna", "Ben"])
    return session, show_widget(CityPage(session, "Anna"))


def typed(qtbot, page: CityPage, cell, code: str) -> None:
    page.view.set_cursor(cell)
    qtbot.keyClicks(page.view, code)


# ---- finding 3: the typed code clears after every try --------------------------------------
def test_finding_3_a_refused_enter_clears_the_code(qtbot, page, session):
    typed(qtbot, page, (1, -1), "g8")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert page.banner_text() != ""  # refused (no free Garden 8 fits there)
    assert page.view.typed_code() == ""
    qtbot.keyClicks(page.view, "p4")
    assert page.view.typed_code() == "p4"
    assert page.view.overlay_text().startswith("Code p4: ")  # not "Code g8p4"


def test_finding_3_place_anyway_undo_and_redo_clear_the_code(qtbot, fresh):
    session, page = fresh
    typed(qtbot, page, (1, 0), "g8nw")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert page.force_button.isVisible()
    typed(qtbot, page, (0, 1), "t5")
    qtbot.mouseClick(page.force_button, Qt.MouseButton.LeftButton)  # Place anyway
    assert session.game.player("Anna").city.get((1, 0)) is not None
    assert page.view.typed_code() == ""
    qtbot.keyClicks(page.view, "t5")
    session.undo_stack.undo()
    assert page.view.typed_code() == "" and page.view.overlay_text() == ""
    qtbot.keyClicks(page.view, "t5")
    session.undo_stack.redo()
    assert page.view.typed_code() == ""


def test_finding_3_the_hint_says_how_the_code_clears(qtbot, page):
    typed(qtbot, page, (1, -1), "p4es")
    assert page.view.overlay_text().splitlines()[-1] == (
        "Enter builds it here, Esc clears the code; it also clears after each try.")


# ---- finding 4: focus follows the tab; keys switch players -----------------------------------
def test_finding_4_choosing_a_tab_lets_the_keys_work_at_once(qtbot, window):
    page = window.city_page("Ben")  # seen before
    window.palette_dock.filter_edit.setFocus()  # the keyboard was elsewhere
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())  # Ben
    assert window.current_player() == "Ben"
    assert QApplication.focusWidget() is page.view
    start = page.view.cursor_cell()
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_Right)
    assert page.view.cursor_cell() == Cell(start.x + 1, start.y)
    qtbot.keyClicks(QApplication.focusWidget(), "g8")
    assert page.view.typed_code() == "g8"


def test_finding_4_ctrl_page_keys_and_ctrl_numbers_switch_players(qtbot, window):
    window.show_city("Anna")
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_PageDown, CTRL)
    assert window.current_player() == "Ben"
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_PageDown, CTRL)
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_PageDown, CTRL)
    assert window.current_player() == "Anna"  # round the table
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_PageUp, CTRL)
    assert window.current_player() == "Chen"
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_2, CTRL)
    assert window.current_player() == "Ben"
    assert QApplication.focusWidget() is window.city_page("Ben").view
    menu = [a.text() for a in window.players_menu.actions()]
    assert menu == ["&1 Anna", "&2 Ben", "&3 Chen"]


def test_ctrl_number_of_the_city_shown_takes_the_keyboard_there(qtbot, window):
    """Ctrl+1 for the city already shown did nothing, so from the palette's filter the only
    way into the city was Tab, some 70 presses (play16, keyboard only): it takes the keys to
    that city as it does for another."""
    window.show_city("Ben")
    window.palette_dock.filter_edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.palette_dock.filter_edit)
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_2, CTRL)
    assert window.current_player() == "Ben"
    assert QApplication.focusWidget() is window.city_page("Ben").view


# ---- finding 5: Enter in the filter builds only a single match; errors in one place -----------
def test_finding_5_enter_with_two_free_matches_builds_nothing(qtbot, window):
    session = window.session
    for tile in (Tile("tower", 11, Walls("N")), Tile("tower", 11, Walls("W"))):
        if session.game.locate(tile):
            session.release(tile)
    steps = session.undo_stack.count()
    window.palette_dock.filter_edit.setFocus()
    qtbot.keyClicks(window.palette_dock.filter_edit, "t11")
    free = [t for t in window.palette_dock.visible_tiles() if session.game.locate(t) is None]
    assert len(free) >= 2
    qtbot.keyClick(window.palette_dock.filter_edit, Key.Key_Return)
    assert session.undo_stack.count() == steps
    assert window.palette_dock.message_label.text().startswith(f"{len(free)} free tiles match (t11")


def test_finding_5_a_refused_pick_shows_in_the_city_banner_only(qtbot, window):
    session = window.session
    page = window.city_page(window.current_player())
    page.view.set_cursor((40, 40))
    typed(qtbot, page, (40, 40), "zz1")
    qtbot.keyClick(page.view, Key.Key_Return)
    older = page.banner_text()
    assert older.startswith("Code zz1")
    free = next(t for t in session.game.free_tiles())
    window.palette_dock.filter_edit.setFocus()
    code = f"{free.type[0]}{free.price}{free.walls.letters or '-'}"
    qtbot.keyClicks(window.palette_dock.filter_edit, code)
    qtbot.keyClick(window.palette_dock.filter_edit, Key.Key_Return)
    assert page.banner_text() != older  # the newer error replaces the older one
    assert "does not share a side with the city" in page.banner_text()
    assert window.statusBar().currentMessage() == ""
    assert session.game.locate(free) is None


def test_tab_never_stops_on_a_docks_invisible_scroll_area(qtbot, window):
    """From the palette's filter, Tab stopped on the palette's scroll area (nothing showed the
    focus), and again on the reserves' and the modules' (play16, keyboard only): each Tab goes
    to a control that shows it."""
    from PySide6.QtWidgets import QScrollArea

    window.palette_dock.filter_edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.palette_dock.filter_edit)
    stops = []
    for _ in range(80):
        qtbot.keyClick(QApplication.focusWidget(), Key.Key_Tab)
        stops.append(QApplication.focusWidget())
    assert not [w for w in stops if isinstance(w, QScrollArea)]


def test_the_palettes_tiles_are_one_tab_stop_and_the_arrows_move_among_them(qtbot, window):
    """Each of the palette's 54 tiles was a Tab stop: from its filter into the city took some
    70 Tabs (play16, keyboard only). The tiles are one stop (the one last chosen, or the first
    shown); the arrow keys move among them; Tab goes on to the next dock."""
    from alhambra_gui.widgets.city.city_view import CityView
    from alhambra_gui.widgets.tiles.tile_list import TileChip

    palette = window.palette_dock
    palette.filter_edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is palette.filter_edit)
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_Tab)
    first = QApplication.focusWidget()
    assert isinstance(first, TileChip) and first is palette.chips()[0]
    qtbot.keyClick(first, Key.Key_Right)
    assert QApplication.focusWidget() is palette.chips()[1]
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_Down)
    below = QApplication.focusWidget()
    assert below.y() > palette.chips()[1].y() or below.parentWidget() is not palette.chips()[1].parentWidget()
    qtbot.keyClick(below, Key.Key_Up)
    assert QApplication.focusWidget() is palette.chips()[1]
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_Left)
    assert QApplication.focusWidget() is palette.chips()[0]
    stops = []
    while not isinstance(QApplication.focusWidget(), CityView) and len(stops) < 40:  # into the city
        qtbot.keyClick(QApplication.focusWidget(), Key.Key_Tab)
        stops.append(QApplication.focusWidget())
    assert isinstance(stops[-1], CityView), len(stops)
    assert not [w for w in stops if w in palette.chips()]  # the palette's one stop was passed
    tables = [a for a, b in itertools.pairwise(stops) if a is b]
    assert not tables, tables  # a score table is one stop too (Tab went from cell to cell)
    rows = [a for a, b in itertools.pairwise(stops)
            if isinstance(a, TileChip) and isinstance(b, TileChip) and a.parentWidget() is b.parentWidget()]
    assert not rows, rows  # and a reserve's tiles one stop (Anna's three were three)


def test_the_palettes_tab_stop_moves_to_a_tile_shown_when_the_filter_hides_it(qtbot, window):
    from alhambra_gui.widgets.tiles.tile_list import TileChip

    palette = window.palette_dock
    palette.filter_edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is palette.filter_edit)
    qtbot.keyClicks(palette.filter_edit, "tower")  # the first tile, the stop before, is hidden
    qtbot.keyClick(palette.filter_edit, Key.Key_Tab)
    chip = QApplication.focusWidget()
    assert isinstance(chip, TileChip) and chip.tile.type == "tower" and chip.isVisible()
