"""A table's header whose sort arrow points the way the rows run: down while they run high
to low (Qt draws an up arrow for a descending order, the other way round)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QStyleOptionHeader, QWidget


class SortHeader(QHeaderView):
    """A horizontal header: ▲ while sorted low to high, ▼ while sorted high to low."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)  # as a table's own header: a click sorts
        self.setHighlightSections(True)

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logicalIndex: int) -> None:
        super().initStyleOptionForIndex(option, logicalIndex)
        if option.sortIndicator == QStyleOptionHeader.SortIndicator.SortUp:
            option.sortIndicator = QStyleOptionHeader.SortIndicator.SortDown
        elif option.sortIndicator == QStyleOptionHeader.SortIndicator.SortDown:
            option.sortIndicator = QStyleOptionHeader.SortIndicator.SortUp
