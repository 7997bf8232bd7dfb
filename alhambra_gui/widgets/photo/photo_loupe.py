"""A magnifier over the photo at full resolution around the selected corner.

It shows the photo's own pixels (not the scaled copy on screen) enlarged around the
corner, the grid lines that meet there, and cross hairs on the corner itself, so a corner
can be put within a few pixels of the tiles' edge.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...app.photo_import import Homography

#: Photo pixels shown across the loupe.
SPAN = 64
GRID_COLOUR = QColor("#ffd400")


class Loupe(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("photoLoupe")
        self.setMinimumSize(QSize(180, 180))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._image = QImage()
        self._centre = QPointF()
        self._homography: Homography | None = None
        self._grid = (0, 0)
        self._corner = (0, 0)

    def sizeHint(self) -> QSize:
        return QSize(200, 200)

    def show_corner(self, image: QImage, centre: QPointF, homography: Homography | None,
                    grid: tuple[int, int], corner: tuple[int, int]) -> None:
        """Magnify ``image`` around ``centre`` (photo pixels); ``corner`` is the handle's grid point."""
        self._image, self._centre, self._homography = image, centre, homography
        self._grid, self._corner = grid, corner
        self.update()

    def centre(self) -> QPointF:
        return self._centre

    def _to_loupe(self, x: float, y: float) -> QPointF:
        scale = self.width() / SPAN
        return QPointF((x - self._centre.x()) * scale + self.width() / 2,
                       (y - self._centre.y()) * scale + self.height() / 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#2b2b2b"))
        if not self._image.isNull():
            half = SPAN / 2
            source = QRectF(self._centre.x() - half, self._centre.y() - half * self.height() / self.width(),
                            SPAN, SPAN * self.height() / self.width())
            painter.drawImage(QRectF(self.rect()), self._image, source)
            self._paint_grid(painter)
        mid = QPointF(self.width() / 2, self.height() / 2)
        painter.setPen(QPen(QColor("#1f5fbf"), 1))
        painter.drawLine(QPointF(mid.x(), 0), QPointF(mid.x(), self.height()))
        painter.drawLine(QPointF(0, mid.y()), QPointF(self.width(), mid.y()))
        painter.setPen(QPen(QColor("#8c7b5a"), 1))
        painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        painter.end()

    def _paint_grid(self, painter: QPainter) -> None:
        """The two grid lines through the corner (and the next lines inwards)."""
        homography = self._homography
        if homography is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(GRID_COLOUR, 1.5, Qt.PenStyle.DashLine))
        cols, rows = self._grid
        u, v = self._corner
        for line in ((u, 0, u, rows), (0, v, cols, v)):
            a = homography.point(line[0], line[1])
            b = homography.point(line[2], line[3])
            painter.drawLine(self._to_loupe(*a), self._to_loupe(*b))
