"""A layout that wraps its items into rows (Qt's flow layout example, grown): the tile chips'
rows (``tiles.tile_list.TileFlow``) and a city's facts line (``city.fact_line``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem

from ..paint.layout_items import delete_items


class FlowLayout(QLayout):
    """Items left to right, wrapping into rows, each row's items centred on its height (after
    Qt's flow layout example); items marked ``flush_right`` stand at their row's right end.

    A layout owns its items and deletes them when it goes (Qt's own layouts do so in their
    destructors); the items Qt hands ``addItem`` are C++ objects the layout owns, which this
    list only points to, so they are deleted when the layout is destroyed (without that every
    palette rebuilt left its 54 items behind: a long evening's memory kept rising)."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 2) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.destroyed.connect(partial(delete_items, self._items))
        #: Widgets kept at the right end of the row they fall on (a header's buttons).
        self.flush_right: set[QWidget] = set()
        #: Called once the items stand where they go (after every arrangement).
        self.arranged: Callable[[], object] | None = None
        #: The height each width asked for needs, until the items change (``invalidate``):
        #: a dock's layout asks the same widths again and again while it settles.
        self._heights: dict[int, int] = {}
        #: Keep at each width the most height the items have needed there (a header whose
        #: line grows and shrinks as its words change does not move what lies below it).
        self.keeps_height = False
        self._tallest: dict[int, int] = {}
        self.setSpacing(spacing)
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)
        self.invalidate()

    def invalidate(self) -> None:
        """An item added, taken, shown, hidden or resized (Qt calls it then, as it does for
        its own layouts): the heights are worked out anew."""
        self._heights.clear()
        super().invalidate()

    def order(self, widgets: Sequence[QWidget]) -> None:
        """Put the items of ``widgets`` first, in that order (the others after them, as they were)."""
        rank = {id(widget): index for index, widget in enumerate(widgets)}
        self._items[:] = sorted(self._items, key=lambda item: rank.get(id(item.widget()), len(rank)))
        self.invalidate()

    def insert_widget(self, index: int, widget: QWidget) -> None:
        """``widget`` placed before the item at ``index`` (addWidget puts it last)."""
        self.addChildWidget(widget)
        self._items.insert(index, QWidgetItem(widget))
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if not 0 <= index < len(self._items):
            return None
        self._heights.clear()
        return self._items.pop(index)

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        height = self._heights.get(width)
        if height is None:
            height = self._heights[width] = self._arrange(QRect(0, 0, width, 0), move=False)
        if self.keeps_height:
            if len(self._tallest) > 64:  # the widths of window sizes left long ago
                self._tallest.clear()
            height = self._tallest[width] = max(height, self._tallest.get(width, 0))
        return height

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)
        if self.arranged is not None:
            self.arranged()

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _rows(self, width: int) -> list[list[tuple[QLayoutItem, QSize]]]:
        """The shown items with their sizes, row by row, as they fit in ``width``."""
        rows: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x, gap = 0, self.spacing()
        for item in self._items:
            widget = item.widget()
            if widget is not None and widget.isHidden():
                continue
            hint = item.sizeHint()
            if x + hint.width() > width and rows[-1]:
                rows.append([])
                x = 0
            rows[-1].append((item, hint))
            x += hint.width() + gap
        return rows

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        y, gap = rect.y(), self.spacing()
        for row in self._rows(rect.width()):
            if not row:
                continue
            height = max(hint.height() for _, hint in row)
            if move:
                self._place(row, rect, y, height)
            y += height + gap
        return max(0, y - gap - rect.y())

    def _place(self, row: list[tuple[QLayoutItem, QSize]], rect: QRect, y: int, height: int) -> None:
        gap = self.spacing()
        right = len(row)
        while right > 0 and row[right - 1][0].widget() in self.flush_right:
            right -= 1
        x = rect.x()
        for index, (item, hint) in enumerate(row):
            if index == right:  # the flush-right items: from the row's end backwards
                x = max(x, rect.right() + 1 - sum(h.width() + gap for _, h in row[right:]) + gap)
            item.setGeometry(QRect(QPoint(x, y + (height - hint.height()) // 2), hint))
            x += hint.width() + gap
