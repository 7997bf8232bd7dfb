"""Wishing wells and bathhouses in the window, driven with real events: a well described by
its value, a value used up refused, clicked into place, its points typed in the Typed
figures dock and refused where the wells of the city cannot make them; a bathhouse typed
by its code."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Cell, Game, Player, Tile, Walls
from alhambra_gui.engine.modules import bathhouses, wishing_well
from alhambra_gui.widgets.city.city_page import CityPage

pytestmark = pytest.mark.gui
LEFT, Key = Qt.MouseButton.LeftButton, Qt.Key


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=["wishing_well", "bathhouses"])
    game.player("Anna").city.put((1, 0), Tile("garden", 8, Walls("N")))
    game.player("Ben").reserve.extend([wishing_well.well(4), wishing_well.well(4)])
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def test_a_well_described_by_its_value_then_clicked_into_place(qtbot, session, page, palette):
    row = palette.supply.row("wishing_well")
    assert [c.tile.price for c in row.chips()] == [3, 4, 5]
    assert [c.faded for c in row.chips()] == [False, True, False]
    qtbot.mouseClick(row.chips()[0], LEFT)
    editor = palette.supply.editor
    editor.form.value.setCurrentIndex(editor.form.value.findData(4))
    assert editor.refusal_text() == \
        "Not possible: every well of value 4 is in the game already (the box has 2)."
    editor.form.value.setCurrentIndex(editor.form.value.findData(5))
    assert editor.name_label.text() == "Well 5"
    qtbot.keyClick(editor, Key.Key_Return)
    qtbot.mouseClick(page.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                     page.view.view_point(Cell(0, -1)))
    assert session.game.player("Anna").city.get((0, -1)) == wishing_well.well(5)
    assert session.undo_stack.undoText() == "Place Well 5 at (0, -1) in Anna's city"


def test_a_bathhouse_typed_by_its_code(qtbot, session, page):
    page.view.set_cursor((0, 1))
    qtbot.keyClicks(page.view, "x")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((0, 1)) == bathhouses.BATHHOUSE
    assert session.game.score(1).players[0].term("bathhouses").points == 0


def test_well_points_typed_and_refused_in_the_dock(qtbot, session, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    from alhambra_gui.app.autosave import Autosave
    from alhambra_gui.widgets.window.main_window import MainWindow
    from tests.test_gui_figures import type_into

    session.game.player("Anna").city.put((0, -1), wishing_well.well(5))
    session.game.player("Anna").city.put((0, 1), wishing_well.well(3))
    window = MainWindow(session, Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    window.show()
    window.typed_dock.raise_()
    qtbot.waitUntil(lambda: window.typed_dock.isVisible())
    panel = window.typed_dock.panel("wishing_well")
    type_into(qtbot, panel.editors[("points", "Anna")], 8)
    assert session.game.score(2).players[0].term("wishing_well").points == 8
    type_into(qtbot, panel.editors[("points", "Anna")], 4)
    assert panel.message.text() == 'Anna, "Wishing well": 4 is no sum of the wells in the city (3, 5).'
    assert session.game.player("Anna").typed["wishing_well"]["points"] == 8
