"""The measures of tests/text_fit.py, one per kind of widget: each returns a ``Misfit`` per
text of the widget that its room does not hold (an empty list: all of it fits)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextDocument, QTextOption
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QMenuBar,
    QPushButton,
    QRadioButton,
    QStatusBar,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionDockWidget,
    QStyleOptionFrame,
    QStyleOptionGroupBox,
    QStyleOptionViewItem,
    QTabBar,
    QToolButton,
    QWidget,
)

BIG = 100_000
_RICH = re.compile(r"<\s*[a-zA-Z!/]")


@dataclass(frozen=True)
class Misfit:
    """One text that does not fit: where, what kind of place, the text, needed and had."""

    path: str
    kind: str
    text: str
    need: int
    have: int

    def __str__(self) -> str:
        return f"{self.path} [{self.kind}] {self.text!r}: needs {self.need}, has {self.have}"


def widget_path(widget: QWidget) -> str:
    """The widget's named ancestors and itself: ``mainWindow/scoreboardDock/QLabel#hint``."""
    parts = []
    node: QWidget | None = widget
    while node is not None:
        name = node.objectName()
        if node is widget:
            parts.append(f"{type(node).__name__}#{name}" if name else type(node).__name__)
        elif name and not name.startswith("qt_"):
            parts.append(name)
        node = node.parentWidget()
    return "/".join(reversed(parts))


def plain(text: str) -> str:
    """Text as shown: a mnemonic's ``&`` gone, ``&&`` one ``&``."""
    return re.sub(r"&(.)", r"\1", text)


def text_size(font: QFont, text: str, width: int = BIG, wrap: bool = False, rich: bool = False) -> QSize:
    """The size ``text`` takes in ``font``, at most ``width`` wide when it wraps
    (a word longer than the width still sticks out: the width returned is then larger)."""
    if rich:
        document = QTextDocument()
        document.setDefaultFont(font)
        document.setDocumentMargin(0)
        if not wrap:
            option = QTextOption()
            option.setWrapMode(QTextOption.WrapMode.NoWrap)
            document.setDefaultTextOption(option)
        document.setHtml(text)
        document.setTextWidth(width if wrap else -1)
        return QSize(int(document.idealWidth() + 0.999), int(document.size().height() + 0.999))
    flags = Qt.TextFlag.TextExpandTabs | (Qt.TextFlag.TextWordWrap if wrap else 0)
    box = QFontMetrics(font).boundingRect(QRect(0, 0, width, BIG), int(flags), text)
    return box.size()


def misfit(widget: QWidget, kind: str, text: str, need: int, have: int) -> list[Misfit]:
    return [Misfit(widget_path(widget), kind, text, need, have)] if need > have else []


def check_label(label: QLabel) -> list[Misfit]:
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return []
    fmt = label.textFormat()
    rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and bool(_RICH.search(text)))
    shown = text if rich else (plain(text) if label.buddy() is not None else text)
    room = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    room.setWidth(room.width() - max(label.indent(), 0))
    need = text_size(label.font(), shown, room.width(), label.wordWrap(), rich)
    return (misfit(label, "label width", text, need.width(), room.width())
            or misfit(label, "label height", text, need.height(), room.height()))


def button_need(button: QAbstractButton) -> int:
    """The width the button's text and icon need with the style's margins (no minimum
    width a style adds to short buttons: an "OK" may be narrower than 80 pixels)."""
    if isinstance(button, QPushButton):
        option = QStyleOptionButton()
        button.initStyleOption(option)
        metrics = QFontMetrics(button.font())
        width = metrics.horizontalAdvance(plain(option.text))
        if not option.icon.isNull():
            width += option.iconSize.width() + 4
        option.text = ""  # the style's "at least 80" is for buttons with text
        size = QSize(width, metrics.height())
        pushed = QStyle.ContentsType.CT_PushButton
        return button.style().sizeFromContents(pushed, option, size, button).width()
    return button.sizeHint().width()


def check_button(button: QAbstractButton) -> list[Misfit]:
    text = button.text()
    if not text:
        return []
    if isinstance(button, QToolButton) and button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly \
            and not button.icon().isNull():
        return []
    if isinstance(button, QCheckBox | QRadioButton | QToolButton | QPushButton):
        return misfit(button, "button", text, button_need(button), button.width())
    return []


def check_tab_bar(bar: QTabBar) -> list[Misfit]:
    found: list[Misfit] = []
    inside = bar.rect()
    for index in range(bar.count()):
        if not bar.isTabVisible(index):
            continue
        rect, text = bar.tabRect(index), bar.tabText(index)
        vertical = bar.shape() in _VERTICAL_TABS
        need, have = bar.tabSizeHint(index), rect.size()
        found += misfit(bar, "tab", text, need.height() if vertical else need.width(),
                        have.height() if vertical else have.width())
        if not inside.contains(rect):
            found.append(Misfit(widget_path(bar), "tab out of the bar", text,
                                rect.right(), inside.right()))
    return found


_VERTICAL_TABS = {QTabBar.Shape.RoundedWest, QTabBar.Shape.RoundedEast,
                  QTabBar.Shape.TriangularWest, QTabBar.Shape.TriangularEast}


def check_header(header: QHeaderView) -> list[Misfit]:
    model = header.model()
    if model is None or header.width() <= 0:
        return []
    found: list[Misfit] = []
    horizontal = header.orientation() == Qt.Orientation.Horizontal
    room = header.viewport().width() if horizontal else header.viewport().height()
    for logical in range(header.count()):
        if header.isSectionHidden(logical):
            continue
        text = str(model.headerData(logical, header.orientation()) or "")
        if not text:
            continue
        need = header.sectionSizeFromContents(logical)
        size = header.sectionSize(logical)
        if horizontal:
            found += misfit(header, "header section", text, need.width(), size)
            found += misfit(header, "header height", text, need.height(), header.height())
            position = header.sectionViewportPosition(logical)
            found += misfit(header, "header section out of view", text, position + size, room)
        else:
            found += misfit(header, "row header", text, need.width(), header.width())
    return found


def check_view_cells(view: QAbstractItemView) -> list[Misfit]:
    """Each cell in view: the delegate's own size for its text (unwrapped; wrapped at the
    cell's width when the view wraps, as Qt sizes rows to contents) against its rect."""
    if view.model() is None:
        return []
    found: list[Misfit] = []
    for index in _indexes_in_view(view, view.viewport().rect()):
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if text is None or str(text) == "":
            continue
        rect = view.visualRect(index)
        need = _cell_need(view, index, QRect())
        if need.width() <= rect.width() and need.height() <= rect.height():
            continue
        if view.wordWrap() and need.width() > rect.width():
            wrapped = _cell_need(view, index, rect)
            found += (misfit(view, "cell (longest word)", str(text), wrapped.width(), rect.width())
                      or misfit(view, "cell height (wrapped)", str(text), wrapped.height(), rect.height()))
        else:
            found += misfit(view, "cell", str(text), need.width(), rect.width())
            found += misfit(view, "cell height", str(text), need.height(), rect.height())
    return found


def _cell_need(view: QAbstractItemView, index: QModelIndex, rect: QRect) -> QSize:
    """The size the cell's delegate asks for; with a valid ``rect`` a wrapping view's text is
    wrapped at its width."""
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    option.rect = rect
    return view.itemDelegateForIndex(index).sizeHint(option, index)


def _indexes_in_view(view: QAbstractItemView, viewport: QRect):
    model, root = view.model(), view.rootIndex()
    columns = 1 if isinstance(view, QListView) else model.columnCount(root)  # a list model hides it
    for row in range(model.rowCount(root)):
        for column in range(columns):
            index = model.index(row, column, root)
            if hasattr(view, "isColumnHidden") and view.isColumnHidden(column):
                continue
            if hasattr(view, "isRowHidden") and _row_hidden(view, row):
                continue
            rect = view.visualRect(index)
            if rect.isValid() and rect.intersects(viewport):
                yield index


def _row_hidden(view: QAbstractItemView, row: int) -> bool:
    try:
        return bool(view.isRowHidden(row))
    except TypeError:  # a tree's isRowHidden(row, parent)
        return bool(view.isRowHidden(row, view.rootIndex()))


def check_group_box(box: QGroupBox) -> list[Misfit]:
    title = box.title()
    if not title:
        return []
    option = QStyleOptionGroupBox()
    box.initStyleOption(option)
    metrics = QFontMetrics(box.font())
    width = metrics.horizontalAdvance(plain(title) + " ")
    if box.isCheckable():
        width += box.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, option, box) + 6
    size = QSize(width, metrics.height())
    need = box.style().sizeFromContents(QStyle.ContentsType.CT_GroupBox, option, size, box).width()
    return misfit(box, "group box title", title, need, box.width())


def check_dock(dock: QDockWidget) -> list[Misfit]:
    title = dock.windowTitle()
    if not title or dock.titleBarWidget() is not None:
        return []
    option = QStyleOptionDockWidget()
    dock.initStyleOption(option)
    style = dock.style()
    height = QFontMetrics(dock.font()).height() + 2 * style.pixelMetric(
        QStyle.PixelMetric.PM_DockWidgetTitleMargin, option, dock)
    option.rect = QRect(0, 0, dock.width(), height)
    room = style.subElementRect(QStyle.SubElement.SE_DockWidgetTitleBarText, option, dock)
    need = QFontMetrics(dock.font()).horizontalAdvance(plain(title))
    return misfit(dock, "dock title", title, need, room.width())


def check_combo(combo: QComboBox) -> list[Misfit]:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    metrics = QFontMetrics(combo.font())
    found: list[Misfit] = []
    for index in range(combo.count()):
        text = combo.itemText(index)
        width = metrics.horizontalAdvance(text)
        if not combo.itemIcon(index).isNull():
            width += combo.iconSize().width() + 4
        found += misfit(combo, "combo box item", text, width, field.width())
    return found


def check_line_edit(edit: QLineEdit) -> list[Misfit]:
    text = edit.placeholderText()
    if not text or edit.text():
        return []
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    width = room.width() - margins.left() - margins.right() - 2 * 2  # QLineEdit's own margin
    for side in edit.findChildren(QToolButton):  # the clear button, actions' icons
        if side.isVisible():
            width -= side.width()
    return misfit(edit, "placeholder", text, QFontMetrics(edit.font()).horizontalAdvance(text), width)


def check_status_bar(bar: QStatusBar) -> list[Misfit]:
    text = bar.currentMessage()
    if not text:
        return []
    need = QFontMetrics(bar.font()).horizontalAdvance(text)
    return misfit(bar, "status message", text, need, bar.width() - 8)  # Qt's margin of 4 a side


def check_menu_bar(bar: QMenuBar) -> list[Misfit]:
    found: list[Misfit] = []
    for action in bar.actions():
        if not action.isVisible() or action.isSeparator():
            continue
        place = bar.actionGeometry(action)
        if place.isEmpty() or not bar.rect().contains(place):
            found.append(Misfit(widget_path(bar), "menu out of the bar", action.text(),
                                place.right(), bar.rect().right()))
    extension = bar.findChild(QToolButton, "qt_menubar_ext_button")
    if extension is not None and extension.isVisible():
        found.append(Misfit(widget_path(bar), "menu bar extension shown", "»", 1, 0))
    return found


