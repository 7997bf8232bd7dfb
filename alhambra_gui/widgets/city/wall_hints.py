"""The number on each lit cell while a tile is dragged or in hand: the longest outer wall
(Granada: moat) the city would have with the tile built there."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine import Cell
from .city_items import CELL, cell_rect, cells_rect

PILL_FILL = QColor(255, 255, 255, 235)
PILL_INK = QColor("#0e3d22")
PILL_EDGE = QColor("#1e8449")


class WallHintsItem(QGraphicsItem):
    """A small pill with a number low in each cell given (drawn above the highlight), but
    none on the cell the ghost covers. Its colours are fixed: the pill lies on the light green cell."""

    def __init__(self, z: float) -> None:
        super().__init__()
        self._hints: tuple[tuple[Cell, int], ...] = ()
        self._covered: Cell | None = None  # the cell the ghost is on: its number would show through
        self._bounds = QRectF()
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def hints(self) -> dict[Cell, int]:
        return dict(self._hints)

    def set_hints(self, hints: Iterable[tuple[Cell, int]]) -> None:
        self.prepareGeometryChange()
        self._hints = tuple(hints)
        self._bounds = cells_rect(cell for cell, _wall in self._hints)
        self.update()

    def cover(self, cell: Cell | None) -> None:
        """Leave out the number of ``cell`` (the ghost lies there, faded, and the overlay says
        its wall): seen through the ghost it would read as the tile's price."""
        if cell != self._covered:
            self._covered = cell
            self.update()

    def shown(self) -> dict[Cell, int]:
        """The numbers drawn now."""
        return {cell: wall for cell, wall in self._hints if cell != self._covered}

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        font = QFont(painter.font())
        font.setPixelSize(int(CELL * 0.26))
        font.setBold(True)
        painter.setFont(font)
        for cell, wall in self.shown().items():
            rect = cell_rect(cell)
            pill = QRectF(0, 0, CELL * 0.44, CELL * 0.3)
            pill.moveCenter(QPointF(rect.center().x(), rect.bottom() - CELL * 0.24))
            painter.setPen(QPen(PILL_EDGE, 1.2))
            painter.setBrush(PILL_FILL)
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.setPen(PILL_INK)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, str(wall))
