"""Issue 31 (a usable window sooner): the scoreboard's Majorities and Recorded tabs are built
when first shown, their models following the game meanwhile; shown, they are what a tab
built at once showed. Each test fails with the tabs built up front or never built."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from alhambra_gui.widgets.score.score_chart import ScoreChart
from alhambra_gui.widgets.score.score_table import ScoreTable
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests.questions import answer

pytestmark = pytest.mark.gui


def _built(dock: ScoreboardDock) -> set[str]:
    return {t.objectName() for t in dock.findChildren(ScoreTable)} | \
        {"chart" for _ in dock.findChildren(ScoreChart)}


def _click_tab(qtbot, dock: ScoreboardDock, index: int) -> None:
    bar = dock.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    QApplication.processEvents()


def _cells(view: ScoreTable) -> list[list[str]]:
    model = view.model()
    return [[str(model.index(r, c).data()) for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def test_the_hidden_tabs_are_built_when_first_clicked(qtbot, dirk_session, show_widget):
    dock = show_widget(ScoreboardDock(dirk_session), 620, 700, settle=True)
    assert _built(dock) == {"scoreTable"}
    _click_tab(qtbot, dock, 1)
    assert _built(dock) == {"scoreTable", "majorityTable"}
    majority = dock.findChild(ScoreTable, "majorityTable")
    assert majority.isVisible() and dock.tabs.currentWidget().isAncestorOf(majority)
    assert _cells(majority) and _cells(majority) == _cells(dock.majority_view)
    _click_tab(qtbot, dock, 2)
    assert _built(dock) == {"scoreTable", "majorityTable", "historyTable", "chart"}
    assert dock.history_view.isVisible() and dock.chart.isVisible()
    _click_tab(qtbot, dock, 1)
    assert dock.findChildren(ScoreTable, "majorityTable") == [majority]  # built once


def test_a_tab_first_shown_after_scorings_shows_them(qtbot, dirk_session, show_widget):
    """The models follow the game while the tab is not built: it shows the game as it is."""
    dock = show_widget(ScoreboardDock(dirk_session), 620, 700, settle=True)
    for _ in range(2):
        qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
        question = dock.pending_question
        if question is not None:
            answer(qtbot, question)
    assert len(dirk_session.game.scorings) == 2 and "historyTable" not in _built(dock)
    _click_tab(qtbot, dock, 2)
    rows = _cells(dock.history_view)
    assert [row[0] for row in rows] == ["Anna", "Ben", "Dirk"]
    assert dock.chart.series()["Anna"] == [0, 22, 75]
    assert rows[0][1:3] == ["22", "53"]


def test_a_tab_asked_for_by_the_program_is_built_in_its_page(dirk_session, show_widget):
    dock = show_widget(ScoreboardDock(dirk_session), 620, 700, settle=True)
    chart = dock.chart
    assert chart.parentWidget() is dock.tabs.widget(2)
    assert dock.history_view.parentWidget() is chart.parentWidget()
    assert dock.tabs.currentIndex() == 0 and "majorityTable" not in _built(dock)
