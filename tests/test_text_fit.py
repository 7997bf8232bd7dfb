"""The fit checker (tests/text_fit.py) finds each kind of text that does not fit, and passes
the same widgets when they have the room."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QTabBar,
    QTableView,
    QWidget,
)

from tests.pseudo_l10n import pseudo_cjk, pseudo_german
from tests.text_fit import misfits

pytestmark = pytest.mark.gui

LONG = "Wertungsübersicht der längsten Außenmauer"


def kinds(widget: QWidget) -> set[str]:
    return {m.kind for m in misfits(widget)}


@pytest.fixture
def host(qtbot):
    """A shown top-level widget without a layout: children keep the geometry they are given."""
    widget = QWidget()
    widget.setObjectName("host")
    qtbot.addWidget(widget)
    widget.resize(600, 400)
    widget.show()
    return widget


def placed(widget: QWidget, host: QWidget, width: int, height: int = 30) -> QWidget:
    widget.setParent(host)
    widget.setGeometry(0, 0, width, height)
    widget.show()
    return widget


def test_a_label_too_narrow_and_one_that_fits(host):
    label = placed(QLabel(LONG), host, 60)
    found = misfits(host)
    assert [(m.kind, m.text) for m in found] == [("label width", LONG)]
    assert found[0].path == "host/QLabel" and found[0].need > found[0].have == 60
    label.resize(QFontMetrics(label.font()).horizontalAdvance(LONG) + 2, 30)
    assert misfits(host) == []


def test_a_wrapping_label_too_short_and_its_longest_word(host):
    label = placed(QLabel(LONG), host, 200, 16)
    label.setWordWrap(True)
    assert kinds(host) == {"label height"}
    label.resize(200, 200)
    assert kinds(host) == set()
    label.resize(30, 200)  # "Wertungsübersicht" alone is wider than 30 pixels
    assert kinds(host) == {"label width"}


def test_rich_text_is_measured_as_shown(host):
    placed(QLabel("<b>" + LONG + "</b>"), host, 80)
    assert kinds(host) == {"label width"}


def test_buttons_need_their_text_and_margins_but_not_the_styles_least_width(host):
    ok = placed(QPushButton("OK"), host, 50)
    assert misfits(host) == []  # narrower than Fusion's 80, and "OK" shows whole
    ok.setText(LONG)
    assert kinds(host) == {"button"}
    ok.resize(ok.sizeHint())
    assert misfits(host) == []
    placed(QCheckBox(LONG), host, 100).move(0, 40)
    assert kinds(host) == {"button"}


def test_elided_and_hidden_tabs(host):
    bar = placed(QTabBar(), host, 120)
    bar.setElideMode(Qt.TextElideMode.ElideRight)
    bar.setUsesScrollButtons(False)
    for text in (LONG, "Zwei", "Drei"):
        bar.addTab(text)
    assert "tab" in kinds(host)
    bar.resize(1000, 30)
    host.resize(1000, 400)
    assert misfits(host) == []


def table(rows: list[list[str]], heads: list[str]) -> QTableView:
    model = QStandardItemModel(len(rows), len(heads))
    model.setHorizontalHeaderLabels(heads)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            model.setItem(r, c, QStandardItem(text))
    view = QTableView()
    view.setModel(model)
    view.setWordWrap(False)
    return view


def test_header_sections_and_cells(host):
    view = placed(table([["1", LONG]], ["Nr", "Spalte"]), host, 560, 200)
    view.horizontalHeader().resizeSection(1, 60)
    assert kinds(host) == {"cell"}
    view.model().setHorizontalHeaderLabels(["Nr", LONG])
    view.model().setItem(0, 1, QStandardItem("kurz"))
    assert kinds(host) == {"header section"}
    view.horizontalHeader().resizeSection(1, view.horizontalHeader().sectionSizeFromContents(1).width())
    assert misfits(host) == []
    view.resize(200, 200)  # the long column needs a sideways scroll
    assert kinds(host) == {"header section out of view"}


def test_a_wrapped_cell_fits_when_its_row_is_tall_enough(host):
    view = placed(table([[LONG]], ["Text"]), host, 300, 300)
    view.setWordWrap(True)
    view.horizontalHeader().resizeSection(0, 140)
    assert kinds(host) == {"cell height (wrapped)"}
    view.resizeRowsToContents()
    assert misfits(host) == []
    view.horizontalHeader().resizeSection(0, 40)  # narrower than "Wertungsübersicht"
    view.resizeRowsToContents()
    assert kinds(host) == {"cell (longest word)"}


def test_group_box_dock_title_combo_and_placeholder(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    body = QWidget()
    box = placed(QGroupBox(LONG), body, 60, 60)
    combo = placed(QComboBox(), body, 80)
    combo.move(0, 70)
    combo.addItems(["kurz", LONG])
    edit = placed(QLineEdit(placeholderText=LONG), body, 80)
    edit.move(0, 110)
    window.setCentralWidget(body)
    dock = QDockWidget(LONG)
    dock.setWidget(QWidget())
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    window.resize(500, 300)
    window.resizeDocks([dock], [90], Qt.Orientation.Horizontal)
    window.show()
    qtbot.waitExposed(window)
    assert kinds(window) == {"group box title", "combo box item", "placeholder", "dock title"}
    assert {m.text for m in misfits(window)} == {LONG}
    box.resize(400, 60)
    combo.resize(400, 30)
    edit.resize(400, 30)
    window.resizeDocks([dock], [60 + QFontMetrics(dock.font()).horizontalAdvance(LONG)],
                       Qt.Orientation.Horizontal)
    window.resize(900, 300)
    qtbot.wait(10)
    assert misfits(window) == []


def test_a_menu_bar_too_narrow_shows_its_extension(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    for n in range(12):
        window.menuBar().addMenu(f"{LONG} {n}")
    window.resize(400, 300)
    window.show()
    qtbot.waitExposed(window)
    assert {"menu out of the bar", "menu bar extension shown"} <= kinds(window)


def test_cut_by_a_parent_unless_a_scroll_area_scrolls_that_way(host, qtbot):
    inner = placed(QWidget(), host, 100, 100)
    label = placed(QLabel("Gemächer"), inner, 200)
    label.move(50, 0)  # half of it out of its parent
    assert {m.kind for m in misfits(host)} == {"cut by host/QWidget"}
    inner.hide()
    scroll = placed(QScrollArea(), host, 100, 100)
    body = QWidget()
    body.resize(300, 300)
    QLabel("Gemächer", body).move(150, 150)
    scroll.setWidget(body)
    assert misfits(host) == []  # it scrolls there
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    assert {m.kind.split(" by ")[0] for m in misfits(host)} == {"cut"}


def test_hidden_widgets_are_not_measured(host):
    placed(QLabel(LONG), host, 20).hide()
    assert misfits(host) == []


def test_the_pseudo_languages_keep_what_the_app_fills_in():
    assert pseudo_german("&Record scoring %1") == "&Récördäöü scörïngäöü %1"
    assert pseudo_german("{count} tiles: %n") == "{count} tïlésäö: %n"
    assert len(pseudo_german("Majorities")) >= 1.4 * len("Majorities")
    assert pseudo_german("R&&D") == "Rä&&Dä"
    cjk = pseudo_cjk("Record scoring: %1 {label}")
    assert cjk.endswith("：%1 {label}") and " " not in cjk.split("：")[0]
    assert all("\u3400" <= ch <= "\u9fff" for ch in cjk.split("：")[0])
