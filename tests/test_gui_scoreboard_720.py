"""Issue 27, item 5: the scoreboard in a window that opened on a 1280×720 screen. The Modules
dock holding only its note never pushes the scoreboard out of view; the explanation of a
cell shows at least three lines; scrolling the score table sideways never hides the names
or the totals (a frozen column beside the scrolling one, sharing its model and selection)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTabBar, QWidget

from alhambra_gui.engine.modules.registry import module_ids
from tests.test_gui_any_screen import settled
from tests.test_gui_docks_720 import opened  # noqa: F401 - the fixture

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("single_shots")]  # for settled()

#: What a player reads of a cell's explanation without scrolling the scoreboard.
EXPLANATION_LINES = 3


def click_dock_tab(qtbot, window, title: str) -> None:
    """A click on the tab of the reserves' group (Reserves, Modules), as a player does."""
    bar = next(b for b in window.findChildren(QTabBar)
               if {"Reserves", "Modules"} <= {b.tabText(i) for i in range(b.count())})
    index = next(i for i in range(bar.count()) if bar.tabText(i) == title)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    qtbot.waitUntil(lambda: settled(window))


def shown_in_board(window, widget: QWidget) -> QRect:
    """The part of ``widget`` the scoreboard's scrolling body shows (in its viewport)."""
    viewport = window.scoreboard.widget().viewport()
    return viewport.rect().intersected(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))


def explanation_lines(window) -> float:
    details = window.scoreboard.details
    inner = shown_in_board(window, details).height() - details.margin() - details.frameWidth()
    return inner / details.fontMetrics().lineSpacing()


def new_two_player_game(qtbot, window) -> None:
    window.session.new_game(["Anna", "Ben"], dirk=True)  # what File ▸ New Game's OK does
    qtbot.waitUntil(lambda: settled(window))


def test_the_modules_note_never_pushes_the_scoreboard_out_of_view(qtbot, opened):  # noqa: F811
    """Before: the Modules dock kept the height of the panels it had shown (or took the
    room its note did not need), and the new game's scoreboard had its Record button at
    the window's foot and the table below it."""
    window = opened("modules-game")
    click_dock_tab(qtbot, window, "Modules")
    new_two_player_game(qtbot, window)
    board, table = window.scoreboard, window.scoreboard.score_view
    assert shown_in_board(window, table) == QRect(table.mapTo(board.widget().viewport(), QPoint(0, 0)),
                                                  table.size()), "the whole score table in sight"
    assert shown_in_board(window, board.record_button).height() == board.record_button.height()
    assert explanation_lines(window) >= EXPLANATION_LINES
    dock = window.modules_dock
    assert not dock.empty_label.isHidden() and dock.needed_height() <= dock.height() <= 130  # its note


@pytest.mark.parametrize("tab", ["Reserves", "Modules"])
def test_the_explanation_shows_three_lines_in_a_new_two_player_game(qtbot, opened, tab):  # noqa: F811
    """A look at the Modules tab, a new game, then the tab ``tab``. Before: the dock above
    kept the height the Modules tab had been given, and the scoreboard showed its Dirk
    panel at the window's foot, the explanation far below."""
    window = opened("two-players-dirk")
    click_dock_tab(qtbot, window, "Modules")
    new_two_player_game(qtbot, window)
    click_dock_tab(qtbot, window, tab)
    table = window.scoreboard.score_view
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualRect(table.model().index(0, 1)).center())
    assert window.scoreboard.details_text().startswith("Anna")  # the cell's explanation
    assert explanation_lines(window) >= EXPLANATION_LINES, explanation_lines(window)


def column_at(table, point: QPoint) -> int | None:
    """The model's column a player sees at ``point`` of the table (a cell or a heading, of
    the table or of a view laid over it)."""
    widget = table.childAt(point)
    while widget is not None and not isinstance(widget, QAbstractItemView):
        widget = widget.parentWidget()
    if isinstance(widget, QHeaderView):
        return widget.logicalIndexAt(widget.mapFrom(table, point).x())
    if isinstance(widget, QAbstractItemView):
        index = widget.indexAt(widget.viewport().mapFrom(table, point))
        return index.column() if index.isValid() else None
    return None


def columns_shown(table, y: int) -> set[int]:
    """The model's columns a player sees across the table's width at height ``y``."""
    left = table.verticalHeader().width() + table.frameWidth()
    return {column_at(table, QPoint(x, y)) for x in range(left, table.width() - table.frameWidth())} - {None}


def test_scrolling_the_table_sideways_keeps_the_names_and_the_totals(qtbot, opened):  # noqa: F811
    """Six players and every module: more columns than the dock shows. Before: the totals
    stood beside the names until the table scrolled, then scrolled away with the others."""
    window = opened("two-players-dirk")
    window.session.new_game(["Anna", "Ben", "Chen", "Dana", "Emil", "Fritz"], modules=module_ids())
    qtbot.waitUntil(lambda: settled(window))
    table, model = window.scoreboard.score_view, window.scoreboard.score_model
    total = model.columnCount() - 1
    bar = table.horizontalScrollBar()
    assert bar.maximum() > 0, "the columns do not fit: the table scrolls"
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.visualRect(model.index(0, 2)).center())
    qtbot.keyClick(table, Qt.Key.Key_End)  # the cursor to the last column: the table scrolls
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    window.grab()  # painted as shown
    heading = columns_shown(table, table.frameWidth() + 2)
    assert total in heading and total - 1 in heading, heading  # "Total" and the last column
    for row in range(model.rowCount()):
        y = table.viewport().mapTo(table, QPoint(0, table.rowViewportPosition(row) + 2)).y()
        shown = columns_shown(table, y)
        assert total in shown and total - 1 in shown, (row, shown)
    header = table.horizontalHeader()
    assert table.verticalHeader().isVisible() and table.verticalHeader().width() > 0  # the names
    assert model.headerData(total, Qt.Orientation.Horizontal) == "Total"
    assert header.sectionViewportPosition(header.logicalIndex(1)) < 0, "the table did scroll"
    # the frozen totals share the selection: a click on one explains it
    frozen = table.frozen
    qtbot.mouseClick(frozen.viewport(), Qt.MouseButton.LeftButton,
                     pos=frozen.visualRect(model.index(1, total)).center())
    assert table.currentIndex() == model.index(1, total)
    assert window.scoreboard.details_text().startswith("Ben · total in scoring 1")
    assert bar.value() == bar.maximum()  # choosing a total scrolls nothing


@pytest.fixture
def chinese(qapp):
    """View ▸ Language ▸ 繁體中文 as the app applies it (its catalogues and its CJK font);
    English in the font it had afterwards."""
    from PySide6.QtCore import QLocale

    from alhambra_gui.widgets.window.language_menu import apply_language

    locale, font = QLocale(), qapp.font()
    apply_language(qapp, "zh_TW")
    yield
    apply_language(qapp, "en")
    QLocale.setDefault(locale)
    qapp.setFont(font)


def test_the_frozen_total_shows_its_heading_whole_in_chinese(qtbot, opened, chinese):  # noqa: F811
    """A Granada game in Chinese at 1280×720: the frozen copy of the totals kept a 40-pixel
    least width (its header's default for the CJK font) inside a 28-pixel column, so its
    heading 總分 was cut to 總."""
    window = opened("sample-game")
    window.session.new_game(["Anna", "Björn"], variant="granada")
    qtbot.waitUntil(lambda: settled(window))
    table, model = window.scoreboard.score_view, window.scoreboard.score_model
    total = model.columnCount() - 1
    frozen = table.frozen
    # the columns scroll sideways (the dock narrower than they need: the copy of the totals
    # is shown), whatever width the window would give the dock
    window.scoreboard.setMaximumWidth(300)
    qtbot.waitUntil(lambda: frozen.isVisible() and frozen.column == total)
    heading = model.headerData(total, Qt.Orientation.Horizontal)
    assert heading == "總分"
    assert frozen.columnWidth(total) == table.columnWidth(total) == frozen.width()
    header = frozen.horizontalHeader()
    assert header.fontMetrics().horizontalAdvance(heading) < frozen.columnWidth(total)
