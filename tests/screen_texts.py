"""Every text a window shows, as one multiset: what each widget says (its text, title,
placeholder, tooltip and status tip, a combo box's items and the one chosen, a tab bar's
tabs, a spin box's affixes), the actions of its menus and its own, the headers and cells of
its item views, the tooltips of the items of its graphics scenes, and the same for the
windows it owns. ``texts(window)`` is compared between a window built in a language and one
switched to it (tests/test_gui_retranslate.py): equal, nothing was left in the old language.

Texts drawn by hand (a tile's letters, the city's header when painted) are not read here:
the tests that draw them check those.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMenuBar,
    QSpinBox,
    QTabBar,
    QTextEdit,
    QWidget,
)

Text = tuple[str, str, str]  # the widget's class, what it is (text, tooltip …), the text


def texts(window: QWidget) -> Counter[Text]:
    """Every text ``window`` and the widgets in it show (hidden ones too: they show them
    when their turn comes), counted."""
    found: Counter[Text] = Counter()
    widgets = [w for w in (window, *window.findChildren(QWidget)) if not _extension(w)]
    for widget in widgets:
        kind = type(widget).__name__
        for what, text in _own(widget):
            if text:
                found[(kind, what, text)] += 1
        for action in widget.actions():
            found.update(("QAction", what, text) for what, text in _action(action) if text)
    return found


def _extension(widget: QWidget) -> bool:
    """The menu bar's own menu of the entries that do not fit ("»"), which keeps what it held
    while hidden: not on screen."""
    return isinstance(widget, QMenu) and isinstance(widget.parent(), QMenuBar) and not widget.objectName()


def _own(widget: QWidget) -> Iterator[tuple[str, str]]:
    yield "toolTip", widget.toolTip()
    yield "statusTip", widget.statusTip()
    if widget.isWindow() or widget.inherits("QDockWidget"):
        yield "windowTitle", widget.windowTitle()
    if isinstance(widget, QLabel | QAbstractButton):
        yield "text", widget.text()
    if isinstance(widget, QGroupBox):
        yield "title", widget.title()
    if isinstance(widget, QMenu):
        yield "title", widget.title()
    if isinstance(widget, QLineEdit):
        yield "placeholder", widget.placeholderText()
        yield "text", widget.text()
    if isinstance(widget, QTextEdit):
        yield "text", widget.toPlainText()
    if isinstance(widget, QComboBox):
        yield "current", widget.currentText()
        for index in range(widget.count()):
            yield "item", widget.itemText(index)
            yield "itemTip", str(widget.itemData(index, Qt.ItemDataRole.ToolTipRole) or "")
    if isinstance(widget, QSpinBox):
        yield "prefix", widget.prefix()
        yield "suffix", widget.suffix()
    if isinstance(widget, QAbstractSpinBox):
        yield "special", widget.specialValueText()
    if isinstance(widget, QTabBar):
        for index in range(widget.count()):
            yield "tab", widget.tabText(index)
            yield "tabTip", widget.tabToolTip(index)
    if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView) and widget.model():
        yield from _model(widget.model())
    if isinstance(widget, QGraphicsView) and widget.scene() is not None:
        for item in widget.scene().items():
            yield "itemTip", item.toolTip()


def _action(action: QAction) -> Iterator[tuple[str, str]]:
    yield "text", action.text()
    yield "toolTip", action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""
    yield "statusTip", action.statusTip()


def _model(model: QAbstractItemModel) -> Iterator[tuple[str, str]]:
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    for orientation, count in ((Qt.Orientation.Horizontal, model.columnCount()),
                               (Qt.Orientation.Vertical, model.rowCount())):
        for section in range(count):
            for role in roles:
                yield "header", str(model.headerData(section, orientation, role) or "")
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            for role in roles:
                yield "cell", str(model.data(model.index(row, column), role) or "")


def difference(expected: Counter[Text], found: Counter[Text]) -> str:
    """What one shows and the other does not, a line each ("" when they show the same)."""
    lines = [f"missing {text}" for text in sorted(expected - found)]
    lines += [f"extra   {text}" for text in sorted(found - expected)]
    return "\n".join(lines)
