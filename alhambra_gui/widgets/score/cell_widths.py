"""The width a score table's column needs for its cells, worked out from their texts and fonts
(what ``QTableView.sizeHintForColumn`` gives, without asking every cell's delegate)."""

from __future__ import annotations

import math

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QStyle, QTableView


def cells_width(view: QTableView, column: int) -> int:
    """What ``view.sizeHintForColumn(column)`` gives (the widest of the column's shown cells
    as its delegate draws them, and the grid's line) for cells of text alone, worked out from
    their texts and fonts: Qt's asks every cell's delegate for a dozen roles and lays its text
    out, the costliest part of fitting a table's columns. Cells with a picture or a check box
    are left to Qt."""
    view.ensurePolished()
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    widest = 0
    model = view.model()
    for row in range(model.rowCount()):
        if not view.isRowHidden(row):
            width = _text_width(model.index(row, column), view.font(), margin)
            if width is None:
                return view.sizeHintForColumn(column)
            widest = max(widest, width)
    return widest + (1 if view.showGrid() else 0)


def _text_width(index: QModelIndex, font: QFont, margin: int) -> int | None:
    """The width a cell of text alone takes in the view (its longest line and the room
    around it; 0 for a cell without text); None: the cell shows more than text, or a value
    the delegate words itself (a number, in the locale's digits)."""
    if index.data(Qt.ItemDataRole.DecorationRole) is not None \
            or index.data(Qt.ItemDataRole.CheckStateRole) is not None:
        return None
    text = index.data(Qt.ItemDataRole.DisplayRole)
    if text is None:
        return 0  # no text, nor the room around it
    if not isinstance(text, str):
        return None
    own = index.data(Qt.ItemDataRole.FontRole)
    metrics = QFontMetricsF(font if own is None else QFont(own).resolve(font))
    return math.ceil(max(metrics.horizontalAdvance(line) for line in str(text).split("\n"))) + margin
