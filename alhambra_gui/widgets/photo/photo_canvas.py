"""The photo with four corner handles and the block's grid drawn through its homography.

Scene coordinates are the photo's own pixels (continuous: the top-left pixel covers
[0, 1) x [0, 1)); the photo is shown from a scaled copy stretched over them, so a
12-megapixel photo stays light while every corner is kept in photo pixels. Handles are
dragged with the mouse or nudged with the arrow keys (Shift: ten pixels; keys 1 to 4 pick
NW, NE, SE, SW); a click on a
cell of the grid asks what lies there (``cellClicked``).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...app.photo_import import Homography, block_map
from ..city.zoom_view import ZoomPanView

Point = tuple[float, float]
CORNER_NAMES = ("NW", "NE", "SE", "SW")
#: The longest side of the copy shown (the photo itself stays whole for the loupe).
SHOWN_SIDE = 2400
HANDLE_RADIUS = 9.0
GRID_COLOUR = QColor("#ffd400")
BAD_GRID_COLOUR = QColor("#ff3b30")
HANDLE_COLOUR = QColor("#1f5fbf")
KNOWN_COLOUR = QColor(255, 255, 255, 120)
_PICK = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3}
_NUDGE = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}


def initial_corners(width: int, height: int, cols: int, rows: int) -> list[Point]:
    """A centred rectangle of cells of the grid's shape, over about 60 % of the photo."""
    cell = 0.6 * min(width / cols, height / rows)
    left, top = (width - cell * cols) / 2, (height - cell * rows) / 2
    right, bottom = left + cell * cols, top + cell * rows
    return [(left, top), (right, top), (right, bottom), (left, bottom)]


def inverse(homography: Homography) -> np.ndarray:
    return np.linalg.inv(np.array(homography.matrix, np.float64))


def grid_point(back: np.ndarray, x: float, y: float) -> Point:
    """Grid coordinates (u, v) of a photo point, through the inverse homography."""
    u, v, w = back @ np.array([x, y, 1.0])
    return float(u / w), float(v / w)


class Handle(QGraphicsEllipseItem):
    """One draggable corner; it keeps its size on screen whatever the zoom."""

    def __init__(self, index: int, canvas: PhotoCanvas) -> None:
        r = HANDLE_RADIUS
        super().__init__(-r, -r, 2 * r, 2 * r)
        self.index = index
        self._canvas = canvas
        self.setPen(QPen(QColor("white"), 2))
        self.setBrush(QBrush(HANDLE_COLOUR))
        self.setZValue(10)
        flags = QGraphicsItem.GraphicsItemFlag
        self.setFlags(flags.ItemIsMovable | flags.ItemIsSelectable | flags.ItemIsFocusable
                      | flags.ItemSendsGeometryChanges | flags.ItemIgnoresTransformations)
        self.setCursor(Qt.CursorShape.SizeAllCursor)
        label = QGraphicsSimpleTextItem(CORNER_NAMES[index], self)
        font = QFont()
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor("white"))
        label.setPen(QPen(QColor("black"), 0.6))
        label.setPos(r + 2, -r - 6)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            self._canvas.handle_moved(self.index)
        elif change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged and value:
            self._canvas.handle_selected(self.index)
        return super().itemChange(change, value)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        chosen = self.isSelected()
        self.setPen(QPen(QColor("#ffd400") if chosen else QColor("white"), 3 if chosen else 2))
        super().paint(painter, option, widget)


class GridItem(QGraphicsPathItem):
    """The block's cell lines, straight in the photo because a homography keeps lines straight."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def show_grid(self, homography: Homography | None, cols: int, rows: int) -> None:
        path = QPainterPath()
        if homography is not None:
            for u in range(cols + 1):
                path.moveTo(QPointF(*homography.point(u, 0)))
                path.lineTo(QPointF(*homography.point(u, rows)))
            for v in range(rows + 1):
                path.moveTo(QPointF(*homography.point(0, v)))
                path.lineTo(QPointF(*homography.point(cols, v)))
        pen = QPen(GRID_COLOUR, 2)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setPath(path)


class PhotoCanvas(ZoomPanView):
    """Shows the photo, the corner handles and the grid; says when corners or cells are picked."""

    #: The corners moved (dragged or nudged); the grid is drawn again already.
    cornersChanged = Signal()
    #: A handle was selected or moved: its index (for the loupe).
    handleFocused = Signal(int)
    #: A cell of the grid was clicked: (col, row) and the global position for a menu.
    cellClicked = Signal(int, int, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setDragMode(ZoomPanView.DragMode.NoDrag)
        self.setTransformationAnchor(ZoomPanView.ViewportAnchor.AnchorUnderMouse)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(QColor("#2b2b2b"))
        self._image = QImage()
        self._pixmap = QGraphicsPixmapItem()
        self._pixmap.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.scene().addItem(self._pixmap)
        self._grid = GridItem()
        self.scene().addItem(self._grid)
        self._marks = QGraphicsPathItem()
        self._marks.setZValue(6)
        self._marks.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene().addItem(self._marks)
        self.handles = [Handle(i, self) for i in range(4)]
        for handle in self.handles:
            self.scene().addItem(handle)
            handle.setVisible(False)
        self._cols, self._rows = 3, 3
        self._homography: Homography | None = None
        self._press: QPointF | None = None
        self._quiet = False
        self._selected = 0

    # ---- the photo -------------------------------------------------------------------------
    def set_image(self, image: QImage) -> None:
        """Show a photo (already turned by its EXIF orientation) and put the handles in its middle."""
        self._image = image
        shown = image.scaled(min(image.width(), SHOWN_SIDE), min(image.height(), SHOWN_SIDE),
                             Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
        self._pixmap.setPixmap(QPixmap.fromImage(shown))
        self._pixmap.setScale(image.width() / max(1, shown.width()))
        self.scene().setSceneRect(QRectF(0, 0, image.width(), image.height()))
        for handle in self.handles:
            handle.setVisible(True)
        self.set_corners(initial_corners(image.width(), image.height(), self._cols, self._rows))
        self.fit()

    def image(self) -> QImage:
        return self._image

    def fit_rect(self) -> QRectF:
        return self.scene().sceneRect()

    # ---- corners and grid --------------------------------------------------------------------
    def corners(self) -> list[Point]:
        return [(h.pos().x(), h.pos().y()) for h in self.handles]

    def set_corners(self, corners: list[Point]) -> None:
        self._quiet = True
        for handle, (x, y) in zip(self.handles, corners, strict=True):
            handle.setPos(x, y)
        self._quiet = False
        self._update_grid()

    def set_grid(self, cols: int, rows: int) -> None:
        self._cols, self._rows = cols, rows
        self._update_grid()

    def grid(self) -> tuple[int, int]:
        return self._cols, self._rows

    def homography(self) -> Homography | None:
        """The block's map from grid to photo pixels (None while the corners are unusable)."""
        return self._homography

    def corner_error(self) -> bool:
        """Whether the corners make no block (crossed, not convex)."""
        return self._homography is None

    def handle_moved(self, index: int) -> None:
        if self._quiet:
            return
        self._selected = index
        self._update_grid()
        self.handleFocused.emit(index)
        self.cornersChanged.emit()

    def handle_selected(self, index: int) -> None:
        self._selected = index
        self.handleFocused.emit(index)

    def selected_handle(self) -> int:
        return self._selected

    def _update_grid(self) -> None:
        self._homography = block_map(self.corners(), self._cols, self._rows)
        self._grid.show_grid(self._homography, self._cols, self._rows)
        if self._homography is None:
            pen = QPen(BAD_GRID_COLOUR, 2, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self._grid.setPen(pen)
            path = QPainterPath()
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in self.corners()]))
            path.closeSubpath()
            self._grid.setPath(path)

    def mark_cells(self, cells: Mapping[tuple[int, int], str]) -> None:
        """Shade the calibration cells (their kind is shown on the proposal's side)."""
        path = QPainterPath()
        if self._homography is not None:
            for col, row in cells:
                points = [self._homography.point(col + du, row + dv)
                          for du, dv in ((0, 0), (1, 0), (1, 1), (0, 1))]
                path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
                path.closeSubpath()
        pen = QPen(QColor("#1f5fbf"), 3)
        pen.setCosmetic(True)
        self._marks.setPen(pen)
        self._marks.setBrush(KNOWN_COLOUR)
        self._marks.setPath(path)

    def cell_at(self, scene_point: QPointF) -> tuple[int, int] | None:
        """The block cell under a photo point (None outside the block or without one)."""
        if self._homography is None:
            return None
        u, v = grid_point(inverse(self._homography), scene_point.x(), scene_point.y())
        if 0 <= u < self._cols and 0 <= v < self._rows:
            return int(u), int(v)
        return None

    def handle_view_point(self, index: int) -> QPointF:
        """Where a handle's centre is in the viewport (for tests and the loupe)."""
        return QPointF(self.mapFromScene(self.handles[index].pos()))

    # ---- mouse and keys ------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        item = self.itemAt(event.position().toPoint())
        on_handle = isinstance(item, (Handle, QGraphicsSimpleTextItem))
        left = event.button() == Qt.MouseButton.LeftButton
        self._press = event.position() if left and not on_handle else None
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        super().mouseReleaseEvent(event)
        if press is None or (event.position() - press).manhattanLength() > 4:
            return
        cell = self.cell_at(self.mapToScene(event.position().toPoint()))
        if cell is not None:
            self.cellClicked.emit(cell[0], cell[1], event.globalPosition().toPoint())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in _NUDGE and self._image.width() > 0:
            step = 10.0 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1.0
            dx, dy = _NUDGE[key]
            handle = self.handles[self._selected]
            handle.setPos(handle.pos() + QPointF(dx * step, dy * step))
            event.accept()
            return
        if key in _PICK and self._image.width() > 0:
            self.select_handle(_PICK[key])
            event.accept()
            return
        super().keyPressEvent(event)

    def select_handle(self, index: int) -> None:
        self.scene().clearSelection()
        self.handles[index].setSelected(True)
        self._selected = index
        self.handleFocused.emit(index)
