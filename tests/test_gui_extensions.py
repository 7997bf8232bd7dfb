"""Extensions in the window, driven with real events: put on a building by key and by menu,
on a tile of Dirk's pile from the reserves dock, drawn and said in the tooltip, the extended
buildings outlined when their type's number is selected, the counts-only input."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import DIRK, Cell, Game, Player, Tile, Walls
from alhambra_gui.engine.modules import extensions
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from alhambra_gui.widgets.tiles.reserve import ReserveDock

pytestmark = pytest.mark.gui
Key, Mod = Qt.Key, Qt.KeyboardModifier
DIRKS = Tile("tower", 9, Walls("ES"))


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], dirk=[DIRKS], modules=["extensions"])
    city = {(1, 0): Tile("garden", 10, Walls()), (0, 1): Tile("garden", 11, Walls()),
            (-1, 0): Tile("tower", 11, Walls())}
    for cell, placed in city.items():
        game.player("Anna").city.put(cell, placed)
    return make_session(game)


def test_an_extension_by_key_and_by_menu_drawn_said_and_outlined(qtbot, session, show_widget):
    page = show_widget(CityPage(session, "Anna"), exposed=True)
    page.view.set_cursor((1, 0))
    qtbot.keyClick(page.view, Key.Key_E, Mod.ControlModifier | Mod.ShiftModifier)
    assert extensions.has_extension(session.game.player("Anna").city.marks((1, 0)))
    assert "An extension" in page.view.city_scene().tile_item((1, 0)).toolTip()
    menu = page.view.context_menu((0, 1))
    next(a for a in menu.actions() if a.text() == "Put an extension on it (1 left of its type)").trigger()
    assert session.game.score(1).players[0].buildings["garden"].count == 4
    assert session.undo_stack.undoText() == "Put an extension on Garden 11"
    menu = page.view.context_menu((-1, 0))
    assert [a.text() for a in menu.actions() if "extension" in a.text()] == [
        "Put an extension on it (2 left of its type)"]
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    columns = [board.score_model.column_kind(i) for i in range(board.score_model.columnCount())]
    board.select_cell(0, columns.index("garden"))
    shown = page.view.city_scene().term_highlight()
    assert sorted((m.cells, m.label) for m in shown.marks) == [((Cell(0, 1),), "+1"), ((Cell(1, 0),), "+1")]
    board.select_cell(0, columns.index("tower"))
    assert page.view.city_scene().term_highlight() is None


def test_an_extension_on_a_tile_of_dirks_pile_from_the_reserves_dock(session, show_widget):
    dock = show_widget(ReserveDock(session), 340, 600)
    menu = dock.menu_for(DIRK, DIRKS)
    next(a for a in menu.actions() if a.text() == "Put an extension on it (2 left of its type)").trigger()
    assert extensions.has_extension(session.game.dirk_marks[DIRKS])
    assert session.game.score(1).dirk.buildings["tower"].count == 2
    menu = dock.menu_for(DIRK, DIRKS)
    next(a for a in menu.actions() if a.text() == "Take the extension off").trigger()
    assert session.game.dirk_marks == {}


def test_counts_only_types_the_extensions_per_type(qtbot, session, show_widget):
    page = show_widget(CityPage(session, "Anna"), exposed=True)
    qtbot.mouseClick(page.counts_form.switch_button, Qt.MouseButton.LeftButton)
    box = page.counts_form.module_input("extensions", "garden")
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "2")
    qtbot.keyClick(box, Key.Key_Return)
    assert session.game.score(1).players[0].buildings["garden"].count == 4
    assert session.undo_stack.undoText() == "Type Anna's Garden extensions: 2"
