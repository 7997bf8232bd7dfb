"""Buildings of power in a real window: the pips typed in the Typed figures dock with the
keys, scored at once as min(second longest wall, pips); more dice than the box refused in
place; the second longest wall drawn on the city while the term's number is selected."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QSpinBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Tile, Walls
from alhambra_gui.widgets.window.main_window import MainWindow

pytestmark = pytest.mark.gui
ID = "buildings_of_power"


@pytest.fixture
def window(qtbot, tmp_path):
    game = Game(["Anna", "Ben"], modules=[ID])
    game.build("Anna", Tile("tower", 8, Walls("NES")), (1, 0))
    game.build("Anna", Tile("chambers", 8, Walls("NW")), (-1, 0))
    shown = MainWindow(GameSession(game), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(shown)
    shown.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    shown.show()
    shown.typed_dock.raise_()
    qtbot.waitUntil(lambda: shown.typed_dock.isVisible())
    return shown


def type_into(qtbot, spin: QSpinBox, value: int) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def test_pips_typed_score_the_second_wall_and_it_is_drawn(qtbot, window):
    panel = window.typed_dock.panel(ID)
    type_into(qtbot, panel.editors[("pips", "Anna")], 5)
    game = window.session.game
    assert game.player("Anna").typed == {ID: {"pips": 5}}
    term = game.score(1).players[0].term(ID)
    assert (term.points, term.lines[0].english()) == (2, "second longest wall 2, 5 pips: 2")
    assert window.session.undo_stack.undoText() == "Type Anna's Pips on the black dice: 5"
    board = window.scoreboard
    columns = [board.score_model.column_kind(i) for i in range(board.score_model.columnCount())]
    board.select_cell(0, columns.index(ID))
    shown = window.city_page("Anna").view.city_scene().term_highlight()
    assert [(len(m.segments), m.label) for m in shown.marks] == [(2, "2")]


def test_more_dice_than_the_box_are_refused_in_place(qtbot, window):
    panel = window.typed_dock.panel(ID)
    type_into(qtbot, panel.editors[("pips", "Anna")], 11)  # 2 dice
    type_into(qtbot, panel.editors[("pips", "Ben")], 7)  # 2 more: 18 pips, but 4 dice
    assert panel.message.isVisible()
    assert panel.message.text() == ('Ben, "Buildings of power": the players\' pips need 4 black dice '
                                    '(the box has 3).')
    assert window.session.game.player("Ben").typed == {}
