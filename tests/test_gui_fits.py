"""Issue 10, finding 11: what the window shows fits where it is shown.

The reserves are as tall as their tiles (Dirk's twelve with their labels, no inner scroll);
the score table's row header shows whole names after a new game; the Majorities tab needs
no sideways scroll in a 1440-pixel window; the End of the game dialog keeps its width while
tiles go on the market, and the focus stays where the user put it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QMessageBox, QScrollArea, QSpinBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.engine import DIRK, load_game
from alhambra_gui.widgets.score.endgame_dialog import EndGameDialog
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.event_loop import settle

CLICK = Qt.MouseButton.LeftButton


@pytest.fixture
def dirk_window(qtbot, dirk_session, show_widget, tmp_path):
    """The two-player game with Dirk in a 1440×900 window, Dirk holding 12 tiles."""
    game = dirk_session.game
    for tile in game.free_tiles()[: 12 - len(game.dirk or [])]:
        dirk_session.give_to_dirk(tile)
    window = MainWindow(dirk_session, Autosave(tmp_path / "appdata"))
    window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    show_widget(window, 1440, 900, exposed=True, settle=True)
    settle()  # the reserves measure themselves once their layout has settled
    return window


def test_the_reserves_show_every_tile_and_label(dirk_window):
    """Before: 250 pixels for three sections; Dirk's labels cut, his tiles behind a scroll."""
    dock = dirk_window.reserves
    assert len(dirk_window.session.game.dirk) == 12
    scroll = dock.findChild(QScrollArea)
    assert not scroll.verticalScrollBar().isVisible()
    viewport = scroll.viewport()
    for owner in ("Anna", "Ben", DIRK):
        for chip in dock.section(owner).chips():
            shown = QRect(chip.mapTo(viewport, chip.rect().topLeft()), chip.size())
            assert viewport.rect().contains(shown), (owner, chip.tile)


def test_the_row_header_shows_whole_names_after_a_new_game(make_session, example_path, show_widget):
    """Before: the header kept the width of "Anna" and showed "Playe" for "Player 1"."""
    session = make_session(load_game(example_path("two-players-dirk")))
    dock = show_widget(ScoreboardDock(session), 450, 700, settle=True)
    session.new_game(["Player 1", "Player 2"], dirk=True)
    QApplication.processEvents()
    for table in (dock.score_view, dock.history_view):
        header = table.verticalHeader()
        metrics = QFontMetrics(header.font())
        icon = 12  # the player's colour before the name
        assert header.width() >= metrics.horizontalAdvance("Player 1") + icon, table.objectName()


def test_the_majorities_need_no_sideways_scroll_at_1440(dirk_window):
    board = dirk_window.scoreboard
    board.tabs.setCurrentIndex(1)
    QApplication.processEvents()
    table = board.majority_view
    QApplication.processEvents()
    assert not table.horizontalScrollBar().isVisible()
    model, header = table.model(), table.horizontalHeader()
    metrics = QFontMetrics(table.font())
    dirk = model.columnCount() - 1
    assert model.headerData(dirk, Qt.Orientation.Horizontal) == "Dirk"
    assert header.sectionViewportPosition(dirk) + header.sectionSize(dirk) <= table.viewport().width()
    for column in range(1, model.columnCount()):
        if table.isColumnHidden(column):
            continue
        for row in range(model.rowCount()):
            lines = str(model.index(row, column).data()).splitlines()
            assert max(metrics.horizontalAdvance(line) for line in lines) < header.sectionSize(column)


@pytest.fixture
def end_dialog(qtbot, dirk_session):
    dialog = EndGameDialog(dirk_session)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    return dialog


def put_on_market(qtbot, dialog, text):
    dialog.filter.clear()
    qtbot.keyClicks(dialog.filter, text)
    qtbot.mouseClick(dialog.add_button, CLICK)


def test_the_end_of_game_dialog_keeps_its_width(qtbot, end_dialog):
    """Before: 449 pixels, then 643 after the first tile, then 661."""
    width = end_dialog.width()
    hint = end_dialog.sizeHint().width()
    for text in ("", "", "", ""):
        put_on_market(qtbot, end_dialog, text)
        QApplication.processEvents()
        assert end_dialog.width() == width and end_dialog.sizeHint().width() == hint
    assert len(end_dialog.market()) == 4


def test_the_focus_never_falls_into_the_money(qtbot, end_dialog):
    """Before: the one match put on the market disabled the focused button and Qt passed the
    focus on, into Anna's Denar field (typing then changed her money)."""
    only = end_dialog.visible_free_tiles()[0]
    code = f"{only.type} {only.price}"
    put_on_market(qtbot, end_dialog, code)
    assert not isinstance(QApplication.focusWidget(), QSpinBox)
    assert QApplication.focusWidget() is end_dialog.filter
    for _ in range(3):
        put_on_market(qtbot, end_dialog, "")
        assert QApplication.focusWidget() in (end_dialog.add_button, end_dialog.filter)
    assert not isinstance(QApplication.focusWidget(), QSpinBox)
    remove = end_dialog.market_rows()[1].findChild(type(end_dialog.add_button), "marketRemove")
    remove.setFocus()
    qtbot.mouseClick(remove, CLICK)
    focused = QApplication.focusWidget()
    assert focused.objectName() == "marketRemove" and focused.parentWidget() is end_dialog.market_rows()[1]
