"""A column that never scrolls away: a second view laid over the table's left edge, beside
the names (the table's row header, which never scrolls sideways), showing one column of the
same model with the same selection. The table keeps that column first while it scrolls, so
the frozen view covers its own copy and the other columns slide under it (Qt's "Frozen
Column" example). Shown only while the table scrolls sideways."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QPainter, QPalette
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QTableView, QWidget

from ..paint.viewport import own_viewport


class _EdgedHeader(QHeaderView):
    """A header of one section that draws its right edge, where the columns slide under
    it (a style draws no edge after a header's only section)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)

    def paintSection(self, painter: QPainter, rect: QRect, index: int) -> None:
        super().paintSection(painter, rect, index)
        painter.save()
        painter.setPen(self.palette().color(QPalette.ColorRole.Mid))
        painter.drawLine(rect.topRight(), rect.bottomRight())
        painter.restore()


class FrozenColumn(QTableView):
    """``FrozenColumn(table)``: freezes ``column`` of ``table`` once ``freeze(column)`` is
    called; ``freeze(None)`` lets it scroll again."""

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        own_viewport(self)
        self.setObjectName(f"{table.objectName()}Frozen")
        self._table = table
        self._column: int | None = None
        self.setHorizontalHeader(_EdgedHeader(self))
        self.setModel(table.model())
        self.setSelectionModel(table.selectionModel())
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keyboard and its cursor
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(table.selectionMode())
        self.setAlternatingRowColors(table.alternatingRowColors())
        self.verticalHeader().hide()  # the table's own row header shows the names beside it
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.viewport().stackUnder(self)
        table.verticalScrollBar().valueChanged.connect(self.verticalScrollBar().setValue)
        self.verticalScrollBar().valueChanged.connect(table.verticalScrollBar().setValue)
        table.horizontalHeader().sectionResized.connect(self._on_width_changed)
        table.verticalHeader().sectionResized.connect(self._on_height_changed)
        self._resetting = False  # the model between its begin and end of a reset: hands off
        self.model().modelAboutToBeReset.connect(self._on_reset_begins)
        self.model().modelReset.connect(self._on_reset_ends)
        self.hide()

    def _on_reset_begins(self) -> None:
        self._resetting = True

    def _on_reset_ends(self) -> None:
        """Other columns: the table freezes its totals again when it fits them."""
        self._resetting = False
        self._column = None
        self.place()

    @property
    def column(self) -> int | None:
        return self._column

    def freeze(self, column: int | None) -> None:
        """Freeze ``column``, shown first (after the hidden column of the names, which stand
        in the row header), or nothing: every column back in its own place."""
        header, count = self._table.horizontalHeader(), self.model().columnCount()
        # every column in its place, not only the frozen one's: a section moved beside the
        # names keeps its place when the model's columns change (a module's column added),
        # so the column now at that index would stand first
        others = [c for c in range(1, count) if c != column]
        wanted = [0, column, *others] if column is not None else list(range(count))
        for visual, logical in enumerate(wanted):
            if header.logicalIndex(visual) != logical:
                header.moveSection(header.visualIndex(logical), visual)
        self._column = column
        self.place()

    def place(self) -> None:
        """Over the table's column, as wide and as tall as it is there."""
        column, table = self._column, self._table
        if self._resetting:
            return  # placed once the reset is over
        if column is None or column >= self.model().columnCount():
            self.hide()
            return
        for other in range(self.model().columnCount()):  # a reset model may have other columns
            self.setColumnHidden(other, other != column)
        # a header's least section follows its font (40 px in Noto Sans CJK): the copy may be
        # as narrow as the table's column, or it clips its heading ("總分" cut to "總")
        self.horizontalHeader().setMinimumSectionSize(table.horizontalHeader().minimumSectionSize())
        self.setColumnWidth(column, table.columnWidth(column))
        self.horizontalHeader().setFixedHeight(table.horizontalHeader().height())
        for row in range(self.model().rowCount()):
            self.setRowHeight(row, table.rowHeight(row))
        frame = table.frameWidth()
        self.setGeometry(frame + table.verticalHeader().width(), frame, table.columnWidth(column),
                         table.horizontalHeader().height() + table.viewport().height())
        self.show()

    def _on_width_changed(self, section: int, _old: int, new: int) -> None:
        if section == self._column:
            self.setColumnWidth(section, new)
            self.place()

    def _on_height_changed(self, section: int, _old: int, new: int) -> None:
        self.setRowHeight(section, new)

    def covers(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        """Whether a cell of another column lies under the frozen one as the table scrolls."""
        if self._column is None or not self.isVisible() or index.column() == self._column:
            return False
        rect = self._table.visualRect(index)
        return rect.left() < self._table.columnWidth(self._column)
